package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/safetext"
)

// MaxIterations bounds the model turns of one request.
const MaxIterations = 20

// Options shape one request.
type Options struct {
	MaxIterations int // default MaxIterations
	// Approve is asked before every call that may change the document; nil
	// approves everything. A refusal goes back to the model as a tool error.
	Approve func(ctx context.Context, name string, args json.RawMessage) (bool, error)
	// OnStep is told about each call as soon as it has run.
	OnStep func(Step)
	// Rounds bounds the self-check (default 3, counting the first attempt).
	Rounds int
	// Sanitize cleans every plan the model makes before it runs (the
	// planner's sanitizeSteps); nil runs plans as they are.
	Sanitize func(prompt string, steps []PlanStep) []PlanStep
	// KeepStaleResults sends earlier turns' large read results in full
	// instead of eliding them (bench/agent measures what eliding saves).
	KeepStaleResults bool
}

// Step is one executed call.
type Step struct {
	Round  int             `json:"round"`
	Index  int             `json:"index"` // 1-based within its round
	Of     int             `json:"of"`    // steps planned, or the iteration limit in the tool loop
	Tool   string          `json:"tool"`
	Args   json.RawMessage `json:"args"`
	Result json.RawMessage `json:"result"`
	Failed bool            `json:"failed,omitempty"`
	// Undone: the step ran, then its plan was taken back whole because a
	// later step failed (RunPlan).
	Undone bool `json:"undone,omitempty"`
}

// Declined reports whether the user refused this step when asked.
func (s Step) Declined() bool { return s.Failed && s.Error() == declined }

// Error is the message of a failed step ("" when it succeeded).
func (s Step) Error() string {
	if !s.Failed {
		return ""
	}
	var e registry.ErrorResult
	if json.Unmarshal(s.Result, &e) != nil || e.Error == "" {
		return "the step failed"
	}
	return e.Error
}

// String is the streamed form: "Step i/n: tool args -> result".
func (s Step) String() string {
	args := string(s.Args)
	if args == "" {
		args = "{}"
	}
	// the tool name and arguments come from a model: no escape sequence
	// of theirs reaches a terminal
	return safetext.Line(fmt.Sprintf("Step %d/%d: %s %s -> %s", s.Index, s.Of, s.Tool, clip(args, 300), clip(string(s.Result), 300)))
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n-- // never cut a character in half
	}
	return s[:n] + "…"
}

// declined is the error a refused call sends back to the model.
const declined = "The user declined this change"

// call runs one tool call through the registry and returns its JSON result.
func call[D any](ctx context.Context, t Target[D], opt Options, name string, args json.RawMessage) (out any, result json.RawMessage, failed bool, err error) {
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	if opt.Approve != nil && t.writes(name) {
		ok, err := opt.Approve(ctx, name, args)
		if err != nil {
			return nil, nil, true, err
		}
		if !ok {
			b, _ := json.Marshal(registry.ErrorResult{Error: declined})
			return nil, b, true, nil
		}
	}
	out, cerr := t.call(ctx, name, args)
	if cerr != nil && ctx.Err() != nil {
		return nil, nil, true, ctx.Err()
	}
	b, merr := json.Marshal(registry.ResultOf(out, cerr))
	if merr != nil {
		b, _ = json.Marshal(registry.ErrorResult{Error: "result could not be encoded"})
		cerr = merr
	}
	return out, b, cerr != nil, nil
}

// loop runs the model with the registry's tools until it answers without
// calling one, up to the iteration limit. It does not mark or collapse the
// history; Edit does.
func loop[D any](ctx context.Context, p llm.Provider, t Target[D], prompt string, opt Options, round int) (reply string, steps []Step, err error) {
	max := opt.MaxIterations
	if max <= 0 {
		max = MaxIterations
	}
	tools := t.tools()
	msgs := []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: prompt}}}}
	for iter := 1; iter <= max; iter++ {
		if err := ctx.Err(); err != nil {
			return "", steps, err
		}
		system, err := t.system(ctx)
		if err != nil {
			return "", steps, err
		}
		resp, err := p.Generate(ctx, llm.Request{System: system, Messages: msgs, Tools: tools})
		if err != nil {
			return "", steps, err
		}
		msgs = append(msgs, resp.Message)
		if len(resp.Calls) == 0 {
			return strings.TrimSpace(resp.Text), steps, nil
		}
		var results, media []llm.Part
		for _, c := range resp.Calls {
			out, res, failed, err := call(ctx, t, opt, c.Name, c.Args)
			if err != nil {
				return "", steps, err
			}
			s := Step{Round: round, Index: len(steps) + 1, Of: max, Tool: c.Name, Args: c.Args, Result: res, Failed: failed}
			steps = append(steps, s)
			if opt.OnStep != nil {
				opt.OnStep(s)
			}
			results = append(results, llm.Part{Result: &llm.ToolResult{ID: c.ID, Name: c.Name, Output: res}})
			if a, ok := out.(Attachment); ok {
				if uri, mime, ok := a.Attachment(); ok {
					media = append(media, llm.Part{Text: "Media loaded by " + c.Name + ":"},
						llm.Part{File: &llm.FileRef{URI: uri, MIMEType: mime}})
				}
			}
			if p, ok := out.(Picture); ok {
				if mime, data, ok := p.Picture(); ok {
					media = append(media, llm.Part{Text: "Picture from " + c.Name + ":"},
						llm.Part{Image: &llm.Blob{MIMEType: mime, Data: data}})
				}
			}
		}
		if !opt.KeepStaleResults {
			elideStale(t, msgs)
		}
		msgs = append(msgs, llm.Message{Role: llm.User, Parts: append(results, media...)})
	}
	return fmt.Sprintf("Stopped after %d model turns without a final answer; the edits made so far are kept as one undo step.", max), steps, nil
}

// staleNote replaces a large read result from an earlier turn: the system
// prompt carries the current state every turn, so an old listing is both
// out of date and the bulk of what each request re-sends.
var staleNote = json.RawMessage(`{"note":"superseded: the current document state is in the system prompt"}`)

// elideLimit is the size above which an old read result is elided.
const elideLimit = 2048

func elideStale[D any](t Target[D], msgs []llm.Message) {
	for i := range msgs {
		for j := range msgs[i].Parts {
			r := msgs[i].Parts[j].Result
			if r != nil && len(r.Output) > elideLimit && !t.writes(r.Name) {
				msgs[i].Parts[j].Result = &llm.ToolResult{ID: r.ID, Name: r.Name, Output: staleNote}
			}
		}
	}
}

// system is the system prompt with the document's current state.
func (t Target[D]) system(ctx context.Context) (string, error) {
	var b strings.Builder
	b.WriteString(rules)
	if t.Kind == "photo" {
		b.WriteString(photoRules)
	} else {
		b.WriteString(videoRules)
	}
	if t.State != nil {
		st, err := t.state(ctx)
		if err != nil {
			return "", fmt.Errorf("read document state: %w", err)
		}
		b.WriteString("\n\nCurrent document state (read just now; earlier turns may be out of date):\n")
		b.Write(st)
	}
	return b.String(), nil
}

const rules = `You edit a document for the user by calling tools. Rules:
- Use the ids the tools report (elementId, trackId, assetId, layer ids); never invent one.
- When you lack exact ids, call a listing tool first, then edit.
- A tool that fails returns {"error": ...}: read it and correct the call; do not repeat it unchanged.
- Never claim an edit that no tool made. When you are done, answer briefly in the user's language with what changed.
`

const videoRules = `- Times are in seconds on the timeline (numbers, e.g. 2.5).
- To remove a range, split at its start and end, then delete the elements inside it.
- To understand what a video, audio or image asset contains, call load_asset_context with its assetId.
- After looking at an asset, you may store what it shows in one sentence with describe_asset (load_asset_context's summary is a start, when it gives one), so later requests can name it by what it shows.
`

const photoRules = `- Coordinates are in document pixels; opacities are 0..1.
- To edit a region (face, sky, background, subject), select it first, then apply the masked op.
`
