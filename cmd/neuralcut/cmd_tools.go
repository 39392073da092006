package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
)

func init() {
	register("tools list", "[--json]", runToolsList)
	register("tools call", "TOOL --project FILE|ID [--input JSON] [--server URL --token T | --data DIR [--user U]] (input also from stdin)", runToolsCall)
}

func runToolsList(_ context.Context, args []string) error {
	fs := flag.NewFlagSet("tools list", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print every tool with its schemas as JSON")
	if pos, err := parseFlags(fs, args); err != nil || len(pos) != 0 {
		return errUsage
	}
	tools := app.VideoRegistry().Tools()
	if *asJSON {
		return printJSON(os.Stdout, theApp().VideoTools())
	}
	for _, t := range tools {
		desc := t.Description
		if i := strings.Index(desc, ". "); i > 0 {
			desc = desc[:i+1]
		}
		fmt.Printf("%-32s %-7s %s\n", t.Name, app.EffectName(t.Effect), desc)
	}
	return nil
}

func runToolsCall(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("tools call", flag.ContinueOnError)
	project := fs.String("project", "", "project file (with a server or --data: the project's id)")
	input := fs.String("input", "", "tool input as a JSON object (default: stdin when it is not a terminal, else {})")
	rf := addRemoteFlags(fs)
	data := fs.String("data", "", "edit a project of a server's data folder directly (a running server may share it)")
	user := fs.String("user", app.AdminName, "with --data: the project's owner")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 || *project == "" {
		return errUsage
	}
	raw := []byte(*input)
	if *input == "" {
		if raw, err = readStdinIfPiped(); err != nil {
			return err
		}
	}
	if c, err := rf.client(); err != nil || c != nil {
		if err != nil {
			return err
		}
		return remoteToolsCall(ctx, c, *project, pos[0], raw)
	}
	a, key := theApp(), fileKey(*project)
	if *data != "" {
		sa, done, err := serverApp(ctx, *data)
		if err != nil {
			return err
		}
		defer done()
		owner, err := userID(ctx, sa, *user)
		if err != nil {
			return err
		}
		sv := theApp().Services // the CLI's renderer, transcriber and providers
		sv.Renders, sv.PhotoMedia, sv.Exports = sa.Renders, sa.PhotoMedia, sa.Exports
		a, key = sa.With(sv), store.Key{Owner: owner, ID: *project}
	}
	res, err := a.CallVideo(ctx, key, pos[0], raw, 0)
	return printResult(res.Out, err)
}

// printResult prints a tool's result, or its error as {"error": ...} and
// exits 1; an error that is not the tool's (a missing project) is the
// command's.
func printResult(out any, err error) error {
	var te *registry.Error
	if err != nil && !errors.As(err, &te) {
		return err
	}
	printJSON(os.Stdout, registry.ResultOf(out, err))
	if err != nil {
		return exitError{1}
	}
	return nil
}

func readStdinIfPiped() ([]byte, error) {
	st, err := os.Stdin.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice != 0 {
		return nil, nil
	}
	return io.ReadAll(io.LimitReader(os.Stdin, 64<<20))
}

func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
