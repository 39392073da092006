package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/planner"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Edit modes.
const (
	ModeAuto  = "auto"  // the LLM when one is configured, else basic mode
	ModeBasic = "basic" // the offline rule planner
	ModeLLM   = "llm"   // the configured model
)

// EditOptions shape a natural-language edit.
type EditOptions struct {
	Mode   string
	DryRun bool // plan (or rehearse on a copy) and change nothing
	// Partial (basic mode) runs the clauses it understood and lists the
	// others in EditOutcome.Skipped, instead of running nothing.
	Partial bool
	// Explain (basic mode) puts the parse in EditOutcome.Parse: the
	// clauses, their intents and slots, and what each resolved to.
	Explain bool
	// Approve is asked before each change (nil approves all); it is asked
	// with no lock held, so a person may take their time.
	Approve func(ctx context.Context, name string, args json.RawMessage) (bool, error)
	// OnStep hears each call as it runs; OnPlan a plan before it runs.
	OnStep func(agent.Step)
	OnPlan func(planner string, steps []agent.PlanStep)
	// Extra are tools the model may use beside the document's (the
	// server's agent gets editor_command, bound to the signed-in user).
	// They are offered to the model only, never in a dry run.
	Extra []agent.Extra
}

// EditOutcome is what a natural-language edit did.
type EditOutcome struct {
	Reply   string                `json:"reply"`
	Planner string                `json:"planner"`
	Status  string                `json:"status,omitempty"`  // basic mode: planned, partial, not understood, question, cannot, failed
	Skipped []string              `json:"skipped,omitempty"` // basic mode with Partial: the clauses left out, and why
	Parse   []planner.ClauseParse `json:"parse,omitempty"`   // basic mode with Explain
	Fixed   []string              `json:"fixed,omitempty"`   // basic mode with Explain: typos read as other words
	Explain string                `json:"-"`                 // the parse in words
	DryRun  bool                  `json:"dryRun,omitempty"`
	Plan    []agent.PlanStep      `json:"plan,omitempty"`
	Steps   []agent.Step          `json:"steps,omitempty"`
	Trace   []agent.Round         `json:"trace,omitempty"`
	Failed  bool                  `json:"-"`
}

// BasicMode reports whether the offline planner made the plan.
func (o EditOutcome) BasicMode() bool { return o.Planner == planner.Basic }

// ErrNoLLM is the error of --mode llm with no model configured.
var ErrNoLLM = errors.New("no language model configured: set GEMINI_API_KEY, or LLM_PROVIDER=openai with LLM_BASE_URL")

// mode resolves auto to the mode that will run.
func (a *App) mode(m string) (string, error) {
	switch m {
	case "", ModeAuto:
		if a.LLM != nil {
			return ModeLLM, nil
		}
		return ModeBasic, nil
	case ModeLLM:
		if a.LLM == nil {
			if a.LLMErr != nil {
				return "", a.LLMErr
			}
			return "", ErrNoLLM
		}
		return ModeLLM, nil
	case ModeBasic:
		return ModeBasic, nil
	}
	return "", registry.Errorf("Invalid mode: use auto, basic or llm")
}

func (o EditOptions) agent() agent.Options {
	return agent.Options{Approve: o.Approve, OnStep: o.OnStep}
}

// basicOutcome is what a basic-mode plan says before it runs: a plan that
// is not OK (a clause not understood, a question, an impossible edit)
// fails and runs nothing.
func basicOutcome(plan planner.Plan, opt EditOptions) EditOutcome {
	out := EditOutcome{Reply: plan.Reply, Planner: plan.Planner, Status: plan.Status, Skipped: plan.Skipped,
		DryRun: opt.DryRun, Failed: !plan.OK()}
	if opt.Explain {
		out.Parse, out.Fixed, out.Explain = plan.Parse, plan.Fixed, plan.Explain()
	}
	return out
}

// settleBasic finishes a basic-mode outcome after its plan ran. The reply
// was written before the steps, so when the user declined a step or one
// failed it would claim a change that was not made: it then says what was
// declined or failed instead.
func settleBasic(out *EditOutcome) {
	out.Failed = anyFailed(out.Steps)
	if !out.Failed {
		return
	}
	var declined, failed []string
	done := 0
	for _, s := range out.Steps {
		switch {
		case s.Declined():
			declined = append(declined, s.Tool)
		case s.Failed:
			failed = append(failed, s.Tool+": "+s.Error())
		case !s.Undone:
			done++
		}
	}
	var b strings.Builder
	if done == 0 {
		b.WriteString("Nothing changed.")
		if len(out.Steps) > 1 {
			b.WriteString(" A plan runs whole or not at all, and one of its steps did not run.")
		}
	} else {
		fmt.Fprintf(&b, "Only part of the plan ran (%d of %d steps).", done, len(out.Steps))
	}
	if len(declined) > 0 {
		fmt.Fprintf(&b, " Declined: %s.", strings.Join(declined, ", "))
	}
	if len(failed) > 0 {
		fmt.Fprintf(&b, " Failed: %s.", strings.Join(failed, "; "))
	}
	if done > 0 {
		b.WriteString(" Planned: " + out.Reply)
	}
	out.Reply = b.String()
}

func anyFailed(steps []agent.Step) bool {
	for _, s := range steps {
		if s.Failed {
			return true
		}
	}
	return false
}

// EditVideo edits project k as prompt asks, as one undo entry.
func (a *App) EditVideo(ctx context.Context, k store.Key, prompt string, opt EditOptions) (EditOutcome, error) {
	mode, err := a.mode(opt.Mode)
	if err != nil {
		return EditOutcome{}, err
	}
	var frames agent.FrameRenderer
	if a.Renderer != nil {
		frames = a.Renderer
	}
	if mode == ModeBasic {
		var plan planner.Plan
		if _, err := a.WithVideo(ctx, k, false, 0, "", func(ed *videotools.Editor) error {
			plan = planner.PlanVideo(ctx, prompt, ed, planner.Options{Partial: opt.Partial})
			return nil
		}); err != nil {
			return EditOutcome{}, err
		}
		out := basicOutcome(plan, opt)
		if opt.DryRun || !plan.OK() {
			out.Plan = plan.Steps
			return out, nil
		}
		if opt.OnPlan != nil {
			opt.OnPlan(plan.Planner, plan.Steps)
		}
		out.Steps, err = agent.RunPlan(ctx, a.videoTarget(k, frames), prompt, plan.Steps, opt.agent())
		settleBasic(&out)
		return out, err
	}
	if opt.DryRun {
		// The model edits through the tool loop, deciding each call after
		// seeing the last result, so a plan made up front would not be
		// what runs. A dry run rehearses the real loop on a snapshot of the
		// project, which is never saved, and reports the calls it made.
		var out EditOutcome
		_, err := a.WithVideo(ctx, k, false, 0, "", func(ed *videotools.Editor) error {
			o := agent.Options{OnStep: opt.OnStep}
			res, err := agent.Edit(ctx, a.LLM, agent.VideoTarget(ed, frames), prompt, o)
			if err != nil {
				return err
			}
			out = EditOutcome{Reply: res.Reply, Planner: res.Planner, DryRun: true, Trace: res.Trace}
			for _, st := range res.Steps {
				if !st.Failed {
					out.Plan = append(out.Plan, agent.PlanStep{Tool: st.Tool, Params: st.Args})
				}
			}
			return nil
		})
		return out, err
	}
	t := a.videoTarget(k, frames)
	t.Extra = opt.Extra
	res, err := agent.Edit(ctx, a.LLM, t, prompt, opt.agent())
	if err != nil {
		return EditOutcome{}, err
	}
	return EditOutcome{Reply: res.Reply, Planner: res.Planner, Steps: res.Steps, Trace: res.Trace, Failed: anyFailed(res.Steps)}, nil
}

// EditPhoto edits photo k as prompt asks, as one undo entry.
func (a *App) EditPhoto(ctx context.Context, k store.Key, prompt string, opt EditOptions) (EditOutcome, error) {
	mode, err := a.mode(opt.Mode)
	if err != nil {
		return EditOutcome{}, err
	}
	t := a.photoTarget(k)
	if mode == ModeBasic {
		var st planner.PhotoState
		if _, err := a.WithPhoto(ctx, k, false, 0, "", func(ed *photoops.Editor) error {
			st, err = photoState(ctx, ed)
			return err
		}); err != nil {
			return EditOutcome{}, err
		}
		plan := planner.PlanPhoto(ctx, prompt, st, planner.Options{Partial: opt.Partial})
		out := basicOutcome(plan, opt)
		if opt.DryRun || !plan.OK() {
			out.Plan = plan.Steps
			return out, nil
		}
		if opt.OnPlan != nil {
			opt.OnPlan(plan.Planner, plan.Steps)
		}
		out.Steps, err = agent.RunPlan(ctx, t, prompt, plan.Steps, opt.agent())
		settleBasic(&out)
		return out, err
	}
	var shot *llm.Blob
	if _, err := a.WithPhoto(ctx, k, false, 0, "", func(ed *photoops.Editor) error {
		shot, err = agent.Screenshot(ctx, ed)
		return err
	}); err != nil {
		return EditOutcome{}, err
	}
	parts := []llm.Part{{Text: "The document now:"}, {Image: shot}}
	if opt.DryRun {
		plan, err := agent.Plan(ctx, a.LLM, t, prompt, parts)
		if err != nil {
			return EditOutcome{}, err
		}
		return EditOutcome{Reply: plan.Reply, Planner: plan.Planner, DryRun: true, Plan: planner.Sanitize(prompt, plan.Steps)}, nil
	}
	t.Extra = opt.Extra
	o := opt.agent()
	o.Sanitize = planner.Sanitize
	res, err := agent.EditPlanned(ctx, a.LLM, t, prompt, parts, o)
	if err != nil {
		return EditOutcome{}, err
	}
	return EditOutcome{Reply: res.Reply, Planner: res.Planner, Steps: res.Steps, Trace: res.Trace, Failed: anyFailed(res.Steps)}, nil
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

// videoTarget is project k for the agent: every step opens, runs and
// saves on its own, so no model turn and no approval holds the lock.
func (a *App) videoTarget(k store.Key, frames agent.FrameRenderer) agent.Target[*videotools.Editor] {
	t := agent.VideoTargetFor(a.Video, frames)
	t.With = func(ctx context.Context, write bool, fn func(*videotools.Editor) error) error {
		_, err := a.WithVideo(ctx, k, write, 0, "agent", fn)
		return Visible(err)
	}
	t.Call = func(ctx context.Context, name string, args json.RawMessage) (any, error) {
		res, err := a.CallVideo(ctx, k, name, args, 0)
		return res.Out, Visible(err)
	}
	return t
}

// photoTarget is photo k for the agent, as videoTarget.
func (a *App) photoTarget(k store.Key) agent.Target[*photoops.Editor] {
	t := agent.PhotoTargetFor(a.Photo)
	t.With = func(ctx context.Context, write bool, fn func(*photoops.Editor) error) error {
		_, err := a.WithPhoto(ctx, k, write, 0, "agent", fn)
		return Visible(err)
	}
	t.Call = func(ctx context.Context, name string, args json.RawMessage) (any, error) {
		resp, _, err := a.InvokePhoto(ctx, k, name, args, 0)
		if err != nil {
			return nil, Visible(err)
		}
		if !resp.OK {
			return nil, registry.Errorf("%s", resp.Error)
		}
		return resp.Result, nil
	}
	return t
}

// Visible keeps what a model (and the person watching) may read: tool
// errors, conflicts, a missing document, a cancellation; anything else is
// logged and named by reference only.
func Visible(err error) error {
	var te *registry.Error
	var ce *store.ConflictError
	switch {
	case err == nil, errors.As(err, &te), errors.As(err, &ce), errors.Is(err, store.ErrNotFound),
		errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	}
	return registry.Internal("agent", err)
}
