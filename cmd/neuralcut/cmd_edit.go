package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/safetext"
)

const editUsage = `"PROMPT" [--mode auto|basic|llm] [--dry-run] [--partial] [--explain] [--yes] [--json] [--server URL --token T]`

func init() {
	register("edit", "PROJECT "+editUsage, runEdit)
	register("photo edit", "DOC "+editUsage, runPhotoEdit)
}

type editFlags struct {
	mode    string
	dryRun  bool
	partial bool
	explain bool
	yes     bool
	json    bool
	doc     string
	prompt  string
	remote  remoteFlags
}

func parseEditFlags(name string, args []string) (editFlags, error) {
	var f editFlags
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.StringVar(&f.mode, "mode", "auto", "auto (llm when a provider is configured, else basic), basic or llm")
	fs.BoolVar(&f.dryRun, "dry-run", false, "print the plan and change nothing")
	fs.BoolVar(&f.partial, "partial", false, "basic mode: run the clauses understood and list the others (default: run nothing when one is not understood)")
	fs.BoolVar(&f.explain, "explain", false, "basic mode: print how the request was read: clauses, intents, slots and what they resolved to")
	fs.BoolVar(&f.yes, "yes", false, "approve every change without asking")
	fs.BoolVar(&f.json, "json", false, "print the result as JSON")
	f.remote = addRemoteFlags(fs)
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) < 2 {
		return f, errUsage
	}
	f.doc, f.prompt = pos[0], strings.TrimSpace(strings.Join(pos[1:], " "))
	if f.prompt == "" {
		return f, errUsage
	}
	switch f.mode {
	case app.ModeAuto, app.ModeBasic, app.ModeLLM:
	default:
		return f, errUsage
	}
	return f, nil
}

// options streams steps to stdout and asks before each change unless
// --yes (a closed stdin declines).
func (f editFlags) options() app.EditOptions {
	opt := app.EditOptions{Mode: f.mode, DryRun: f.dryRun, Partial: f.partial, Explain: f.explain}
	if !f.json {
		prefix := ""
		if f.dryRun {
			prefix = "(rehearsal) "
		}
		opt.OnStep = func(s agent.Step) { fmt.Println(prefix + s.String()) }
	}
	if !f.yes && !f.dryRun {
		in := bufio.NewReader(os.Stdin)
		opt.Approve = func(_ context.Context, name string, args json.RawMessage) (bool, error) {
			return ask(in, os.Stderr, name, args), nil
		}
	}
	return opt
}

func ask(in *bufio.Reader, out io.Writer, name string, args json.RawMessage) bool {
	fmt.Fprintf(out, "Allow %s %s? [y/N] ", safetext.Line(name), safetext.Line(string(args)))
	line, err := in.ReadString('\n')
	if err != nil && line == "" {
		fmt.Fprintln(out)
		return false
	}
	a := strings.ToLower(strings.TrimSpace(line))
	return a == "y" || a == "yes" || a == "s" || a == "si" || a == "sí"
}

func printOutcome(o app.EditOutcome, f editFlags) error {
	if f.json {
		if err := printJSON(os.Stdout, o); err != nil {
			return err
		}
	} else {
		if f.explain {
			if o.BasicMode() {
				fmt.Print(safetext.Clean(o.Explain))
			} else {
				fmt.Println("Explain: the language model planned this request; --explain shows basic mode's parse (--mode basic).")
			}
		}
		// the plan and the reply come from a model: shown without escape
		// sequences
		for i, s := range o.Plan {
			fmt.Printf("Plan %d/%d: %s %s\n", i+1, len(o.Plan), safetext.Line(s.Name()), safetext.Line(string(s.Params)))
		}
		fmt.Printf("Reply: %s\nPlanner: %s\n", safetext.Clean(o.Reply), o.Planner)
	}
	if o.Failed {
		return exitError{1}
	}
	return nil
}

func runEdit(ctx context.Context, args []string) error {
	f, err := parseEditFlags("edit", args)
	if err != nil {
		return err
	}
	if c, err := f.remote.client(); err != nil || c != nil {
		if err != nil {
			return err
		}
		return remoteEdit(ctx, c, "projects", f)
	}
	out, err := theApp().EditVideo(ctx, fileKey(f.doc), f.prompt, f.options())
	if err != nil {
		return err
	}
	return printOutcome(out, f)
}

func runPhotoEdit(ctx context.Context, args []string) error {
	f, err := parseEditFlags("photo edit", args)
	if err != nil {
		return err
	}
	if c, err := f.remote.client(); err != nil || c != nil {
		if err != nil {
			return err
		}
		return remoteEdit(ctx, c, "photos", f)
	}
	out, err := theApp().EditPhoto(ctx, fileKey(f.doc), f.prompt, f.options())
	if err != nil {
		return err
	}
	return printOutcome(out, f)
}
