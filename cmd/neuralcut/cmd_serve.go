package main

import (
	"context"
	"crypto/tls"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/jobs"
	"github.com/neuralcut/neuralcut/internal/mcpserver"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/server"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/web"
)

func init() {
	register("serve", "[--addr 127.0.0.1:8080] [--data DIR] [--tls-cert FILE --tls-key FILE] [--max-upload MB] [--render-workers N]", runServe)
}

// EnvAdminPassword sets the first account's password on the first run.
const EnvAdminPassword = "NEURALCUT_ADMIN_PASSWORD"

func runServe(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	dataDir := fs.String("data", app.DefaultDataDir, "data folder (database, media, documents)")
	certFile := fs.String("tls-cert", "", "TLS certificate (PEM); with --tls-key the server speaks HTTPS")
	keyFile := fs.String("tls-key", "", "TLS private key (PEM)")
	maxUpload := fs.Int64("max-upload", server.DefaultMaxUpload>>20, "largest upload, MiB")
	renderWorkers := fs.Int("render-workers", 1, "renders run at once")
	if pos, err := parseFlags(fs, args); err != nil || len(pos) != 0 || (*certFile == "") != (*keyFile == "") {
		return errUsage
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	registry.Logger = log

	data, err := app.OpenData(ctx, *dataDir)
	if err != nil {
		return err
	}
	defer data.Close()
	unlock, err := data.LockServe(ctx)
	if err != nil {
		return err
	}
	defer unlock()

	var srv *server.Server
	queue, err := jobs.Open(ctx, data, jobs.Config{RenderWorkers: *renderWorkers, Log: log,
		OnUpdate: func(j store.Job) {
			if srv != nil {
				srv.PublishJob(j)
			}
		}})
	if err != nil {
		return err
	}
	a := app.NewServer(data, app.FromEnv(), queue)
	defer a.Close() // before data.Close: no preview builder reads a closed database
	if fr, first, err := a.Bootstrap(ctx, os.Getenv(EnvAdminPassword), os.Stderr); err != nil {
		return err
	} else if first {
		fmt.Printf("first run: created %s, the account %q, a demo project and a demo photo\n", data.Dir, fr.Admin.Name)
		if fr.Password != "" {
			// shown once: only its hash is kept
			fmt.Printf("admin password (shown once; change it with `neuralcut users passwd admin`): %s\n", fr.Password)
		}
	}
	srv = server.New(a, queue, server.Config{MaxUpload: *maxUpload << 20, TLS: *certFile != "", Log: log,
		Web: func(signedIn func(*http.Request) bool) http.Handler {
			return web.Handler(web.Options{SignedIn: signedIn})
		}})
	if err := queue.Start(context.WithoutCancel(ctx), a); err != nil {
		return err
	}

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		queue.Stop(time.Second)
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute,
		MaxHeaderBytes: 64 << 10, ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	hs.RegisterOnShutdown(srv.CloseStreams)   // open event streams and agent runs end
	hs.RegisterOnShutdown(srv.Bridge().Close) // open editor pages do not hold the shutdown
	scheme := "http"
	if *certFile != "" {
		scheme = "https"
		hs.TLSConfig = &tls.Config{MinVersion: tls.VersionTLS12}
	}
	fmt.Printf("NeuralCut is running at %s://%s/ (data: %s)\n", scheme, ln.Addr(), data.Dir)
	// sessions and tokens are always required; beyond loopback, TLS too
	if w := mcpserver.ExposureWarning(ln.Addr(), *certFile != "", true); w != "" {
		log.Warn("listening beyond this machine without TLS: passwords and tokens cross the network in clear; use --tls-cert and --tls-key")
	}
	errc := make(chan error, 1)
	go func() {
		if *certFile != "" {
			errc <- hs.ServeTLS(ln, *certFile, *keyFile)
		} else {
			errc <- hs.Serve(ln)
		}
	}()
	select {
	case err := <-errc:
		queue.Stop(time.Second)
		return err
	case <-ctx.Done():
	}
	// in-flight requests finish; the jobs running are given a moment, then
	// released to the queue for the next start
	fmt.Fprintln(os.Stderr, "neuralcut serve: shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	err = hs.Shutdown(sctx)
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return errors.Join(err, queue.Stop(5*time.Second))
}
