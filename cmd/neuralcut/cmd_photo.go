package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/store"
)

func init() {
	register("photo new", "DOC [--width W --height H | --from IMAGE]", runPhotoNew)
	register("photo open", "DOC", runPhotoOpen)
	register("photo ops", "[--json]", runPhotoOps)
	register("photo invoke", "DOC|ID OP [--params JSON] [--server URL --token T] (params also from stdin)", runPhotoInvoke)
	register("photo run", "DOC|ID STEPS.json ([{op, params}, ...]; - reads stdin) [--server URL --token T]", runPhotoRun)
	register("photo export", "DOC -o OUT.png|- [--depth 8|16]", runPhotoExport)
}

type photoEditor = photoops.Editor

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
	if err := store.CreatePhoto(ctx, pos[0], photo.NewState(cw, ch)); err != nil {
		return err
	}
	if *from != "" {
		// the import is the document's first undo step, like any other
		// op; the CLI reads the file it was given, the op gets it by id
		a := theApp()
		sv := a.Services
		sv.PhotoMedia = func(store.Key) photoops.MediaSource { return photoops.Files{"from": *from} }
		params, _ := json.Marshal(map[string]string{"assetId": "from"})
		if err := invokeAndPrint(ctx, a.With(sv), pos[0], "document.importImage", params); err != nil {
			os.RemoveAll(pos[0])
			return err
		}
		return nil
	}
	return invokeAndPrint(ctx, theApp(), pos[0], "document.info", nil)
}

func runPhotoOpen(ctx context.Context, args []string) error {
	pos, err := parseFlags(flag.NewFlagSet("photo open", flag.ContinueOnError), args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	return invokeAndPrint(ctx, theApp(), pos[0], "document.info", nil)
}

func runPhotoOps(_ context.Context, args []string) error {
	fs := flag.NewFlagSet("photo ops", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print every op with its params schema as JSON")
	if pos, err := parseFlags(fs, args); err != nil || len(pos) != 0 {
		return errUsage
	}
	list := photoops.List(theApp().Photo)
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
	rf := addRemoteFlags(fs)
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
	if c, err := rf.client(); err != nil || c != nil {
		if err != nil {
			return err
		}
		return printPhoto(c.InvokePhoto(ctx, pos[0], pos[1], raw))
	}
	return invokeAndPrint(ctx, theApp(), pos[0], pos[1], raw)
}

// invokeAndPrint runs one op on the document, prints {ok, op, result |
// error} and exits 1 when the op failed.
func invokeAndPrint(ctx context.Context, a *app.App, doc, op string, params []byte) error {
	res, _, err := a.InvokePhoto(ctx, fileKey(doc), op, params, 0)
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
	fs := flag.NewFlagSet("photo run", flag.ContinueOnError)
	rf := addRemoteFlags(fs)
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 2 {
		return errUsage
	}
	c, err := rf.client()
	if err != nil {
		return err
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
	if c != nil {
		return printPhoto(c.RunPhoto(ctx, pos[0], data))
	}
	res, _, err := theApp().RunPhoto(ctx, fileKey(pos[0]), steps, 0)
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
	if *out == "-" {
		var png []byte
		if _, err := theApp().WithPhoto(ctx, fileKey(pos[0]), false, 0, "", func(ed *photoops.Editor) error {
			png, _, err = photoops.ExportPNG(ed, *depth, 0)
			return err
		}); err != nil {
			return err
		}
		_, err = os.Stdout.Write(png)
		return err
	}
	// a wrong extension, a link, a device or a folder at -o is refused
	// before any work
	if ext := strings.ToLower(filepath.Ext(*out)); ext != ".png" {
		return fmt.Errorf("unsupported output extension %s (use .png)", ext)
	}
	if _, err := fsutil.CheckOutput(*out); err != nil {
		return err
	}
	// the op renders the PNG; the CLI says where it goes
	a := theApp()
	sv := a.Services
	sv.Exports = func(store.Key) photoops.ExportSink { return app.FileExport{Path: *out, Doc: pos[0]} }
	params, _ := json.Marshal(map[string]any{"save": true, "depth": *depth})
	return invokeAndPrint(ctx, a.With(sv), pos[0], "export.png", params)
}
