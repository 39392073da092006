package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/mcpserver"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
)

func init() {
	register("mcp", "--project FILE | --photo DOC [--http ADDR [--allow-origin ORIGIN]... [--session-ttl 30m]]", runMCP)
}

func runMCP(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("mcp", flag.ContinueOnError)
	project := fs.String("project", "", "video project file")
	photo := fs.String("photo", "", "photo document")
	addr := fs.String("http", "", "serve streamable HTTP on this address instead of stdio")
	var hopt mcpserver.HTTPOptions
	fs.Func("allow-origin", "with --http: a browser origin allowed besides the server's own (repeat or separate with commas; * for any)", func(v string) error {
		for _, o := range strings.Split(v, ",") {
			if o = strings.TrimSpace(o); o != "" {
				hopt.AllowOrigins = append(hopt.AllowOrigins, o)
			}
		}
		return nil
	})
	fs.DurationVar(&hopt.SessionTTL, "session-ttl", mcpserver.DefaultSessionTTL, "with --http: free a session idle this long")
	if pos, err := parseFlags(fs, args); err != nil || len(pos) != 0 || (*project == "") == (*photo == "") || hopt.SessionTTL <= 0 {
		return errUsage
	}
	a := theApp()
	var srv *mcp.Server
	if *project != "" {
		if _, err := store.LoadProject(*project); err != nil {
			return err
		}
		k := fileKey(*project)
		srv = mcpserver.NewServer("neuralcut-video", a.Video, func(ctx context.Context, name string, args json.RawMessage) (any, error) {
			res, err := a.CallVideo(ctx, k, name, args, 0)
			return res.Out, err
		})
	} else {
		k := fileKey(*photo)
		// fail now, not at the first call, when the document is missing
		if _, err := a.WithPhoto(ctx, k, false, 0, "", func(*photoEditor) error { return nil }); err != nil {
			return err
		}
		srv = mcpserver.NewServer("neuralcut-photo", a.Photo, photoCall(a, k))
	}
	if *addr == "" {
		return mcpserver.ServeStdio(ctx, srv)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "neuralcut mcp: serving streamable HTTP on http://%s/\n", ln.Addr())
	if w := mcpserver.ExposureWarning(ln.Addr(), false, false); w != "" {
		fmt.Fprintf(os.Stderr, "neuralcut mcp: %s\n", w)
	}
	hs := mcpserver.NewHTTPServer(mcpserver.NewHTTPHandler(srv, hopt), hopt)
	go func() { <-ctx.Done(); hs.Close() }()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// photoCall runs photo ops for MCP: an op's failure is the tool's error.
func photoCall(a *app.App, k store.Key) mcpserver.Call {
	return func(ctx context.Context, op string, args json.RawMessage) (any, error) {
		resp, _, err := a.InvokePhoto(ctx, k, op, args, 0)
		if err != nil {
			return nil, err
		}
		if !resp.OK {
			return nil, registry.Errorf("%s", resp.Error)
		}
		return resp.Result, nil
	}
}
