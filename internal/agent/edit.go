package agent

import (
	"context"
	"fmt"
	"strings"

	"github.com/neuralcut/neuralcut/internal/llm"
)

// DefaultRounds bounds the self-check: the first attempt and at most two
// corrected plans, each checked once.
const DefaultRounds = 3

// Result is the outcome of one request.
type Result struct {
	Reply   string  `json:"reply"`
	Planner string  `json:"planner"`
	Steps   []Step  `json:"steps"` // the attempt that was kept
	Trace   []Round `json:"trace"` // every attempt and its check
}

// Round is one attempt and the self-check that judged it.
type Round struct {
	Round int    `json:"round"`
	Reply string `json:"reply"`
	Steps []Step `json:"steps"`
	Check *Check `json:"check,omitempty"`
}

// Check is the model's verdict on an attempt.
type Check struct {
	Done    bool       `json:"done"`
	Reply   string     `json:"reply"`
	Steps   []PlanStep `json:"steps,omitempty"` // the corrected full plan
	Skipped string     `json:"skipped,omitempty"`
}

// Edit runs the tool loop for prompt, then the self-check, as one undo
// entry. On an error (the model failing, cancellation) the document is
// reverted to where it was.
func Edit[D any](ctx context.Context, p llm.Provider, t Target[D], prompt string, opt Options) (*Result, error) {
	mark, err := t.mark(ctx)
	if err != nil {
		return nil, err
	}
	reply, steps, err := loop(ctx, p, t, prompt, opt, 1)
	if err != nil {
		t.revert(ctx, mark)
		return nil, err
	}
	res := &Result{Reply: reply, Planner: LLM, Steps: steps, Trace: []Round{{Round: 1, Reply: reply, Steps: steps}}}
	return finish(ctx, p, t, prompt, opt, mark, res)
}

// EditPlanned asks the model for a whole plan, runs it, then the
// self-check, as one undo entry.
func EditPlanned[D any](ctx context.Context, p llm.Provider, t Target[D], prompt string, screenshot []llm.Part, opt Options) (*Result, error) {
	mark, err := t.mark(ctx)
	if err != nil {
		return nil, err
	}
	plan, err := Plan(ctx, p, t, prompt, screenshot)
	if err != nil {
		return nil, err
	}
	if opt.Sanitize != nil {
		plan.Steps = opt.Sanitize(prompt, plan.Steps)
	}
	steps, err := Execute(ctx, t, plan.Steps, opt, 1)
	if err != nil {
		t.revert(ctx, mark)
		return nil, err
	}
	res := &Result{Reply: plan.Reply, Planner: LLM, Steps: steps, Trace: []Round{{Round: 1, Reply: plan.Reply, Steps: steps}}}
	return finish(ctx, p, t, prompt, opt, mark, res)
}

func finish[D any](ctx context.Context, p llm.Provider, t Target[D], prompt string, opt Options, mark int, res *Result) (*Result, error) {
	if err := selfCheck(ctx, p, t, prompt, opt, mark, res); err != nil {
		t.revert(ctx, mark)
		return nil, err
	}
	if err := t.collapse(ctx, mark, "edit: "+clip(prompt, 60)); err != nil {
		return nil, err
	}
	return res, nil
}

// selfCheck shows the model each attempt's result; when it is not
// satisfied, the attempt is reverted and its corrected plan applied.
func selfCheck[D any](ctx context.Context, p llm.Provider, t Target[D], prompt string, opt Options, mark int, res *Result) error {
	rounds := opt.Rounds
	if rounds <= 0 {
		rounds = DefaultRounds
	}
	if t.Look == nil {
		return nil
	}
	for r := 1; r <= rounds; r++ {
		cur := &res.Trace[len(res.Trace)-1]
		images, err := t.look(ctx, cur.Steps)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			cur.Check = &Check{Done: true, Skipped: "could not look at the result: " + err.Error()}
			return nil
		}
		v, err := check(ctx, p, t, prompt, cur, images)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			// the attempt stands; a check that could not run says so
			cur.Check = &Check{Done: true, Skipped: "self-check failed: " + err.Error()}
			return nil
		}
		c := &Check{Done: v.Done != nil && *v.Done, Reply: v.Reply, Steps: v.Steps}
		cur.Check = c
		if c.Done {
			if c.Reply != "" {
				res.Reply = c.Reply
			}
			return nil
		}
		if r == rounds || len(c.Steps) == 0 {
			res.Reply = strings.TrimSpace(res.Reply + fmt.Sprintf(" (self-check not satisfied after %d rounds: %s)", r, c.Reply))
			return nil
		}
		t.revert(ctx, mark)
		fix := c.Steps
		if opt.Sanitize != nil {
			fix = opt.Sanitize(prompt, fix)
		}
		steps, err := Execute(ctx, t, fix, opt, r+1)
		if err != nil {
			return err
		}
		res.Steps, res.Reply = steps, c.Reply
		res.Trace = append(res.Trace, Round{Round: r + 1, Reply: c.Reply, Steps: steps})
	}
	return nil
}

func check[D any](ctx context.Context, p llm.Provider, t Target[D], prompt string, cur *Round, images []llm.Part) (verdict, error) {
	system, err := t.system(ctx)
	if err != nil {
		return verdict{}, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Original request: %s\n\nAttempt %d ran these calls:\n", prompt, cur.Round)
	for _, s := range cur.Steps {
		fmt.Fprintf(&b, "- %s %s -> %s\n", s.Tool, s.Args, clip(string(s.Result), 400))
	}
	b.WriteString(`
The images after this message show the result. Is the request fully and correctly done?
Answer with one JSON object: {"done": true|false, "reply": "<short answer to the user>", "steps": [...]}.
When not done, "steps" is the complete corrected plan: this attempt will be undone first and your steps applied to the document as it was before it.
`)
	b.WriteString(t.planFormat())
	parts := append([]llm.Part{{Text: b.String()}}, images...)
	resp, err := p.Generate(ctx, llm.Request{System: system, JSON: true,
		Messages: []llm.Message{{Role: llm.User, Parts: parts}}})
	if err != nil {
		return verdict{}, err
	}
	return decodeVerdict(resp.Text)
}

// Judge asks the model whether the document, as images show it, does
// what prompt asked (the planner route's check mode: the page ran the
// plan itself). When it does not, the verdict carries a full corrected
// plan.
func Judge[D any](ctx context.Context, p llm.Provider, t Target[D], prompt string, images []llm.Part) (Check, error) {
	v, err := check(ctx, p, t, prompt, &Round{Round: 1}, images)
	if err != nil {
		return Check{}, err
	}
	return Check{Done: v.Done != nil && *v.Done, Reply: v.Reply, Steps: v.Steps}, nil
}
