package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/neuralcut/neuralcut/internal/mcpserver"
	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
)

func init() {
	register("photo new", "DOC [--width W --height H | --from IMAGE]", runPhotoNew)
	register("photo open", "DOC", runPhotoOpen)
	register("photo ops", "[--json]", runPhotoOps)
	register("photo invoke", "DOC OP [--params JSON] (params also from stdin)", runPhotoInvoke)
	register("photo run", "DOC STEPS.json ([{op, params}, ...]; - reads stdin)", runPhotoRun)
	register("photo export", "DOC -o OUT.png|- [--depth 8|16]", runPhotoExport)
	photoMCPServer = newPhotoMCPServer
}

var photoOps = photoops.NewRegistry()

func runPhotoNew(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("photo new", flag.ContinueOnError)
	w := fs.Int("width", 0, "canvas width")
	h := fs.Int("height", 0, "canvas height")
	from := fs.String("from", "", "start from this image (sets the canvas size)")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 || (*from != "" && (*w != 0 || *h != 0)) || *w < 0 || *h < 0 {
		return errUsage
	}
	cw, ch := 1024, 768
	if *w > 0 || *h > 0 {
		cw, ch = *w, *h
	}
	if err := photoops.Create(ctx, pos[0], photo.NewState(cw, ch)); err != nil {
		return err
	}
	if *from != "" {
		// the import is the document's first undo step, like any other op
		params, _ := json.Marshal(map[string]string{"path": *from})
		if err := invokeAndPrint(ctx, pos[0], "document.importImage", params); err != nil {
			os.RemoveAll(pos[0])
			return err
		}
		return nil
	}
	return invokeAndPrint(ctx, pos[0], "document.info", nil)
}

func runPhotoOpen(ctx context.Context, args []string) error {
	pos, err := parseFlags(flag.NewFlagSet("photo open", flag.ContinueOnError), args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	return invokeAndPrint(ctx, pos[0], "document.info", nil)
}

func runPhotoOps(_ context.Context, args []string) error {
	fs := flag.NewFlagSet("photo ops", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print every op with its params schema as JSON")
	if pos, err := parseFlags(fs, args); err != nil || len(pos) != 0 {
		return errUsage
	}
	list := photoops.List(photoOps)
	if *asJSON {
		return printJSON(os.Stdout, list)
	}
	for _, op := range list {
		desc := op.Description
		if i := strings.Index(desc, ". "); i > 0 {
			desc = desc[:i+1]
		}
		fmt.Printf("%-26s %s\n", op.Op, desc)
	}
	return nil
}

func runPhotoInvoke(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("photo invoke", flag.ContinueOnError)
	params := fs.String("params", "", "op params as a JSON object (default: stdin when piped, else {})")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 2 {
		return errUsage
	}
	raw := []byte(*params)
	if *params == "" {
		if raw, err = readStdinIfPiped(); err != nil {
			return err
		}
	}
	return invokeAndPrint(ctx, pos[0], pos[1], raw)
}

// invokeAndPrint runs one op on the document, prints {ok, op, result |
// error} and exits 1 when the op failed.
func invokeAndPrint(ctx context.Context, doc, op string, params []byte) error {
	var res photoops.Response
	err := photoops.Update(ctx, doc, photoOps, func(ed *photoops.Editor) error {
		ed.HostFiles = true // the person at the terminal names the files
		res = photoops.Invoke(ctx, ed, op, params)
		return nil
	})
	if err != nil {
		return err
	}
	if err := printJSON(os.Stdout, res); err != nil {
		return err
	}
	if !res.OK {
		return exitError{1}
	}
	return nil
}

func runPhotoRun(ctx context.Context, args []string) error {
	pos, err := parseFlags(flag.NewFlagSet("photo run", flag.ContinueOnError), args)
	if err != nil || len(pos) != 2 {
		return errUsage
	}
	var data []byte
	if pos[1] == "-" {
		data, err = readStdinIfPiped()
	} else {
		data, err = os.ReadFile(pos[1])
	}
	if err != nil {
		return err
	}
	var steps []photoops.Step
	if err := json.Unmarshal(data, &steps); err != nil {
		return fmt.Errorf("%s: expected a JSON array of {op, params}: %v", pos[1], err)
	}
	var res photoops.RunResult
	err = photoops.Update(ctx, pos[0], photoOps, func(ed *photoops.Editor) error {
		ed.HostFiles = true
		res = photoops.Run(ctx, ed, steps)
		return nil
	})
	if err != nil {
		return err
	}
	if err := printJSON(os.Stdout, res); err != nil {
		return err
	}
	if !res.OK {
		return exitError{1}
	}
	return nil
}

func runPhotoExport(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("photo export", flag.ContinueOnError)
	out := fs.String("o", "", "output PNG (- for standard output)")
	depth := fs.Int("depth", 8, "bits per channel: 8 or 16")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 || *out == "" {
		return errUsage
	}
	if *out != "-" {
		params, _ := json.Marshal(map[string]any{"path": *out, "depth": *depth})
		return invokeAndPrint(ctx, pos[0], "export.png", params)
	}
	var png []byte
	err = photoops.Update(ctx, pos[0], photoOps, func(ed *photoops.Editor) error {
		png, _, err = photoops.ExportPNG(ed, *depth, 0)
		return err
	})
	if err != nil {
		return err
	}
	_, err = os.Stdout.Write(png)
	return err
}

func newPhotoMCPServer(path string) (*mcp.Server, error) {
	// fail now, not at the first call, when the document is missing
	if err := photoops.Update(context.Background(), path, photoOps, func(*photoops.Editor) error { return nil }); err != nil {
		return nil, err
	}
	return mcpserver.NewServer("neuralcut-photo", photoOps,
		func(ctx context.Context, fn func(*photoops.Editor) error) error {
			return photoops.Update(ctx, path, photoOps, fn)
		}), nil
}
