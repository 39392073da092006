package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/neuralcut/neuralcut/internal/mcpserver"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// photoMCPServer is set by the photo commands: an MCP server over the
// photo op catalog for the document at path.
var photoMCPServer func(path string) (*mcp.Server, error)

func init() {
	register("mcp", "--project FILE | --photo DOC [--http ADDR]", runMCP)
}

func runMCP(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("mcp", flag.ContinueOnError)
	project := fs.String("project", "", "video project file")
	photo := fs.String("photo", "", "photo document")
	addr := fs.String("http", "", "serve streamable HTTP on this address instead of stdio")
	if pos, err := parseFlags(fs, args); err != nil || len(pos) != 0 || (*project == "") == (*photo == "") {
		return errUsage
	}
	var srv *mcp.Server
	if *project != "" {
		if _, err := store.LoadProject(*project); err != nil {
			return err
		}
		sess := &store.Session{Path: *project}
		srv = mcpserver.NewServer("neuralcut-video", videoRegistry(),
			func(ctx context.Context, fn func(*videotools.Editor) error) error {
				return sess.Update(ctx, func(d *timeline.Doc) error { return fn(newEditor(d)) })
			})
	} else {
		if photoMCPServer == nil {
			return errors.New("the photo editor is not available in this build")
		}
		var err error
		if srv, err = photoMCPServer(*photo); err != nil {
			return err
		}
	}
	if *addr == "" {
		return mcpserver.ServeStdio(ctx, srv)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "neuralcut mcp: serving streamable HTTP on http://%s/\n", ln.Addr())
	hs := &http.Server{Handler: mcpserver.HTTPHandler(srv)}
	go func() { <-ctx.Done(); hs.Close() }()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
