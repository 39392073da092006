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
	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/planner"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

const editUsage = `"PROMPT" [--mode auto|basic|llm] [--dry-run] [--yes] [--json]`

func init() {
	register("edit", "PROJECT "+editUsage, runEdit)
	register("photo edit", "DOC "+editUsage, runPhotoEdit)
	// load_asset_context works wherever a Gemini key is configured.
	editorHooks = append(editorHooks, func(e *videotools.Editor) {
		if c := assetContext(); c != nil {
			e.Context = c
		}
	})
}

// provider is the model the environment configures (nil when none is).
// Building one makes no network call.
func provider() (llm.Provider, error) {
	cfg := llm.FromEnv(os.Getenv)
	if !cfg.Configured() {
		return nil, nil
	}
	return llm.New(context.Background(), cfg)
}

func assetContext() *agent.ContextCache {
	p, err := provider()
	if err != nil || p == nil {
		return nil
	}
	files, ok := p.(llm.FileStore)
	if !ok {
		return nil
	}
	return &agent.ContextCache{Path: agent.DefaultCachePath(), Files: files, Provider: p.Name()}
}

type editFlags struct {
	mode   string
	dryRun bool
	yes    bool
	json   bool
	doc    string
	prompt string
}

func parseEditFlags(name string, args []string) (editFlags, error) {
	var f editFlags
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.StringVar(&f.mode, "mode", "auto", "auto (llm when a provider is configured, else basic), basic or llm")
	fs.BoolVar(&f.dryRun, "dry-run", false, "print the plan and change nothing")
	fs.BoolVar(&f.yes, "yes", false, "approve every change without asking")
	fs.BoolVar(&f.json, "json", false, "print the result as JSON")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) < 2 {
		return f, errUsage
	}
	f.doc, f.prompt = pos[0], strings.TrimSpace(strings.Join(pos[1:], " "))
	if f.prompt == "" {
		return f, errUsage
	}
	switch f.mode {
	case "auto":
		if p, _ := provider(); p != nil {
			f.mode = "llm"
		} else {
			f.mode = "basic"
		}
	case "llm":
		if _, err := provider(); err != nil {
			return f, err
		}
		if p, _ := provider(); p == nil {
			return f, llm.FromEnv(os.Getenv).Validate()
		}
	case "basic":
	default:
		return f, errUsage
	}
	return f, nil
}

// options streams steps to stdout and asks before each change unless
// --yes (a closed stdin declines).
func (f editFlags) options() agent.Options {
	opt := agent.Options{}
	if !f.json {
		opt.OnStep = func(s agent.Step) { fmt.Println(s.String()) }
	}
	if !f.yes {
		in := bufio.NewReader(os.Stdin)
		opt.Approve = func(_ context.Context, name string, args json.RawMessage) (bool, error) {
			return ask(in, os.Stderr, name, args), nil
		}
	}
	return opt
}

func ask(in *bufio.Reader, out io.Writer, name string, args json.RawMessage) bool {
	fmt.Fprintf(out, "Allow %s %s? [y/N] ", name, args)
	line, err := in.ReadString('\n')
	if err != nil && line == "" {
		fmt.Fprintln(out)
		return false
	}
	a := strings.ToLower(strings.TrimSpace(line))
	return a == "y" || a == "yes" || a == "s" || a == "si" || a == "sí"
}

// editOutcome is what an edit prints at the end.
type editOutcome struct {
	Reply   string        `json:"reply"`
	Planner string        `json:"planner"`
	DryRun  bool          `json:"dryRun,omitempty"`
	Plan    []planStep    `json:"plan,omitempty"`
	Steps   []agent.Step  `json:"steps,omitempty"`
	Trace   []agent.Round `json:"trace,omitempty"`
	failed  bool
}

type planStep = agent.PlanStep

func (o editOutcome) print(asJSON bool) error {
	if asJSON {
		if err := printJSON(os.Stdout, o); err != nil {
			return err
		}
	} else {
		for i, s := range o.Plan {
			fmt.Printf("Plan %d/%d: %s %s\n", i+1, len(o.Plan), s.Name(), s.Params)
		}
		fmt.Printf("Reply: %s\nPlanner: %s\n", o.Reply, o.Planner)
	}
	if o.failed {
		return exitError{1}
	}
	return nil
}

func anyFailed(steps []agent.Step) bool {
	for _, s := range steps {
		if s.Failed {
			return true
		}
	}
	return false
}

func runEdit(ctx context.Context, args []string) error {
	f, err := parseEditFlags("edit", args)
	if err != nil {
		return err
	}
	var out editOutcome
	if f.dryRun {
		d, err := store.LoadProject(f.doc)
		if err != nil {
			return err
		}
		if out, err = planVideo(ctx, f, newEditor(d)); err != nil {
			return err
		}
		return out.print(f.json)
	}
	err = store.UpdateProject(ctx, f.doc, func(d *timeline.Doc) error {
		ed := newEditor(d)
		var frames agent.FrameRenderer
		if fr, ok := ed.Frames.(agent.FrameRenderer); ok && ed.Frames != nil {
			frames = fr
		}
		t := agent.VideoTarget(ed, frames)
		if f.mode == "basic" {
			plan := planner.BasicVideo(ctx, f.prompt, ed)
			out = editOutcome{Reply: plan.Reply, Planner: plan.Planner, failed: !plan.Understood}
			if !plan.Understood {
				return nil
			}
			out.Steps, err = agent.RunPlan(ctx, t, f.prompt, plan.Steps, f.options())
			out.failed = anyFailed(out.Steps)
			return err
		}
		p, _ := provider()
		res, err := agent.Edit(ctx, p, t, f.prompt, f.options())
		if err != nil {
			return err
		}
		out = editOutcome{Reply: res.Reply, Planner: res.Planner, Steps: res.Steps, Trace: res.Trace, failed: anyFailed(res.Steps)}
		return nil
	})
	if err != nil {
		return err
	}
	return out.print(f.json)
}

func planVideo(ctx context.Context, f editFlags, ed *videotools.Editor) (editOutcome, error) {
	if f.mode == "basic" {
		plan := planner.BasicVideo(ctx, f.prompt, ed)
		return editOutcome{Reply: plan.Reply, Planner: plan.Planner, DryRun: true, Plan: plan.Steps,
			failed: !plan.Understood}, nil
	}
	// The LLM edits through the tool loop, which decides each call after
	// seeing the last result, so a plan made up front would not be what
	// runs. A dry run rehearses the real loop on this copy of the project,
	// which is never saved, and reports the calls it made.
	p, _ := provider()
	var frames agent.FrameRenderer
	if fr, ok := ed.Frames.(agent.FrameRenderer); ok && ed.Frames != nil {
		frames = fr
	}
	opt := agent.Options{}
	if !f.json {
		opt.OnStep = func(s agent.Step) { fmt.Println("(rehearsal) " + s.String()) }
	}
	res, err := agent.Edit(ctx, p, agent.VideoTarget(ed, frames), f.prompt, opt)
	if err != nil {
		return editOutcome{}, err
	}
	out := editOutcome{Reply: res.Reply, Planner: res.Planner, DryRun: true, Trace: res.Trace}
	for _, st := range res.Steps {
		if !st.Failed {
			out.Plan = append(out.Plan, agent.PlanStep{Tool: st.Tool, Params: st.Args})
		}
	}
	return out, nil
}

func sanitize(prompt string, steps []agent.PlanStep) []agent.PlanStep {
	return planner.Sanitize(prompt, steps)
}

func photoState(ctx context.Context, ed *photoops.Editor) (planner.PhotoState, error) {
	var st planner.PhotoState
	info, err := ed.Tools.Call(ctx, ed, "document.info", nil)
	if err != nil {
		return st, err
	}
	b, _ := json.Marshal(info)
	return st, json.Unmarshal(b, &st)
}

func runPhotoEdit(ctx context.Context, args []string) error {
	f, err := parseEditFlags("photo edit", args)
	if err != nil {
		return err
	}
	var out editOutcome
	err = photoops.Update(ctx, f.doc, photoOps, func(ed *photoops.Editor) error {
		t := agent.PhotoTarget(ed)
		if f.mode == "basic" {
			st, err := photoState(ctx, ed)
			if err != nil {
				return err
			}
			plan := planner.BasicPhoto(ctx, f.prompt, st)
			out = editOutcome{Reply: plan.Reply, Planner: plan.Planner, DryRun: f.dryRun, failed: !plan.Understood}
			if f.dryRun || !plan.Understood {
				out.Plan = plan.Steps
				return nil
			}
			out.Steps, err = agent.RunPlan(ctx, t, f.prompt, plan.Steps, f.options())
			out.failed = anyFailed(out.Steps)
			return err
		}
		p, _ := provider()
		shot, err := agent.Screenshot(ctx, ed)
		if err != nil {
			return err
		}
		parts := []llm.Part{{Text: "The document now:"}, {Image: shot}}
		if f.dryRun {
			plan, err := agent.Plan(ctx, p, t, f.prompt, parts)
			if err != nil {
				return err
			}
			out = editOutcome{Reply: plan.Reply, Planner: plan.Planner, DryRun: true, Plan: sanitize(f.prompt, plan.Steps)}
			return nil
		}
		opt := f.options()
		opt.Sanitize = sanitize
		res, err := agent.EditPlanned(ctx, p, t, f.prompt, parts, opt)
		if err != nil {
			return err
		}
		out = editOutcome{Reply: res.Reply, Planner: res.Planner, Steps: res.Steps, Trace: res.Trace, failed: anyFailed(res.Steps)}
		return nil
	})
	if err != nil {
		return err
	}
	return out.print(f.json)
}
