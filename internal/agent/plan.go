package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/planner"
)

// LLM is the Planner value of plans the model made.
const LLM = "llm"

// PlanStep is one call of a plan: the basic planner's step type, so a plan
// from either planner runs through the same code.
type PlanStep = planner.Step

// PlanResult is a plan: {reply, planner, steps}.
type PlanResult struct {
	Reply   string     `json:"reply"`
	Planner string     `json:"planner"`
	Steps   []PlanStep `json:"steps"`
}

// Plan asks the model for a whole plan as JSON: a reply and the steps to
// run, each naming a tool (video) or op (photo) of the target's registry.
// screenshot, when given, shows the model the document as it is.
func Plan[D any](ctx context.Context, p llm.Provider, t Target[D], prompt string, screenshot []llm.Part) (PlanResult, error) {
	system, err := t.system(ctx)
	if err != nil {
		return PlanResult{}, err
	}
	parts := []llm.Part{{Text: fmt.Sprintf("Request: %s\n\n%s", prompt, t.planFormat())}}
	parts = append(parts, screenshot...)
	resp, err := p.Generate(ctx, llm.Request{System: system, JSON: true,
		Messages: []llm.Message{{Role: llm.User, Parts: parts}}})
	if err != nil {
		return PlanResult{}, err
	}
	v, err := decodeVerdict(resp.Text)
	if err != nil {
		return PlanResult{}, err
	}
	return PlanResult{Reply: v.Reply, Planner: LLM, Steps: v.Steps}, nil
}

// planFormat describes the JSON the planner and the self-check answer with,
// and lists the calls the model may use.
func (t Target[D]) planFormat() string {
	var b strings.Builder
	fmt.Fprintf(&b, `Answer with one JSON object: {"reply": "<short answer to the user>", "steps": [{"%s": "<name>", "params": {...}}]}.
Steps run in order through these calls (name: description; params JSON Schema):
`, t.StepKey)
	for _, tool := range t.tools() {
		fmt.Fprintf(&b, "- %s: %s %s\n", tool.Name, tool.Description, tool.Schema)
	}
	return b.String()
}

// verdict is the model's JSON answer: a plan, or a self-check.
type verdict struct {
	Done  *bool      `json:"done,omitempty"`
	Reply string     `json:"reply"`
	Steps []PlanStep `json:"steps"`
}

func decodeVerdict(text string) (verdict, error) {
	text = strings.TrimSpace(text)
	// models sometimes wrap JSON in a code fence despite being asked not to
	if i := strings.Index(text, "{"); i > 0 {
		text = text[i:]
	}
	if j := strings.LastIndex(text, "}"); j >= 0 {
		text = text[:j+1]
	}
	var v verdict
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		return verdict{}, fmt.Errorf("the model's plan is not the JSON asked for: %v", err)
	}
	for i, s := range v.Steps {
		if s.Name() == "" {
			return verdict{}, fmt.Errorf("the model's plan: step %d names no tool", i+1)
		}
		if len(s.Params) == 0 || string(s.Params) == "null" {
			v.Steps[i].Params = json.RawMessage("{}")
		}
	}
	return v, nil
}

// Execute runs a plan's steps in order through the registry, streaming
// each. A failing step is recorded and the rest still run (the self-check
// sees the failure); approval refusals are recorded the same way.
func Execute[D any](ctx context.Context, t Target[D], steps []PlanStep, opt Options, round int) ([]Step, error) {
	return execute(ctx, t, steps, opt, round, false)
}

// execute runs steps in order; with stop set it stops after the first
// step that fails or is declined.
func execute[D any](ctx context.Context, t Target[D], steps []PlanStep, opt Options, round int, stop bool) ([]Step, error) {
	var out []Step
	for i, s := range steps {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		_, res, failed, err := call(ctx, t, opt, s.Name(), s.Params)
		if err != nil {
			return out, err
		}
		st := Step{Round: round, Index: i + 1, Of: len(steps), Tool: s.Name(), Args: s.Params, Result: res, Failed: failed}
		out = append(out, st)
		if opt.OnStep != nil {
			opt.OnStep(st)
		}
		if stop && failed {
			break
		}
	}
	return out, nil
}

// RunPlan runs a ready plan (the basic planner's) as one undo entry
// labelled after prompt; on an error (cancellation, a refused approval
// callback) the document is reverted. The plan runs whole or not at all:
// its steps build on each other (a masked change after a selection that
// failed changed the whole photo), so a step that fails or is declined
// stops it, the document is reverted, and every step that ran is marked
// Undone.
func RunPlan[D any](ctx context.Context, t Target[D], prompt string, steps []PlanStep, opt Options) ([]Step, error) {
	mark, err := t.mark(ctx)
	if err != nil {
		return nil, err
	}
	out, err := execute(ctx, t, steps, opt, 1, true)
	if err != nil {
		t.revert(ctx, mark)
		return out, err
	}
	if len(out) > 0 && out[len(out)-1].Failed {
		t.revert(ctx, mark)
		for i := range out {
			out[i].Undone = !out[i].Failed
		}
		return out, nil
	}
	return out, t.collapse(ctx, mark, "edit: "+clip(prompt, 60))
}
