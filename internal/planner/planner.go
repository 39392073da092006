// Package planner turns a natural-language request into a plan: a reply
// and a list of tool calls (video) or op calls (photo) that the agent then
// runs through the registries. This package holds the offline "basic mode"
// planner (English and Spanish, no model, no key), Sanitize and the
// built-in skills; the LLM planner lives in internal/agent.
//
// Basic mode is a small semantic parser over the document:
//
//	lexer.go, numbers.go  normalise: case, accents, number words, decimal
//	                      commas, every time form (1:05, 65s, "un minuto y medio")
//	typos.go              fix typos against the planner's own vocabulary
//	lexicon.go, words*.go what each word and phrase means (EN/ES)
//	clauses.go            split on connectives, never inside quotes or phrases
//	frame.go, nounphrase.go, timephrase.go
//	                      read each clause into an intent frame with typed slots
//	resolve.go            resolve references against the project ("the logo",
//	                      "the second clip", "after the title", "the rest")
//	vintent.go, vsignals.go
//	                      pick a video clause's intent from its verb and slots
//	vplan.go, vedit.go, vtiming.go, vlook.go, vadd.go, vinfo.go
//	                      plan each video intent through the real tools
//	photo.go, photolook.go
//	                      the photo intents and their ops
//	explain.go            what --explain prints
//
// Basic mode never guesses: a clause it does not understand is named in
// the reply and nothing is planned (unless Options.Partial, which plans
// the understood clauses and lists the skipped ones); an ambiguous
// reference gets a question. Video plans are made by simulation: every
// step runs through the real tool registry on a scratch copy of the
// project, so element ids created by a split are known to the next step,
// and replaying the steps on the real project yields the same ids (ids
// come from Project.NextID). The planner never changes the document it is
// given.
//
//	plan := planner.BasicVideo(ctx, "remove from 3 to 5 and add a title 'Hi'", ed)
//	for _, s := range plan.Steps {
//		reg.Call(ctx, ed, s.Tool, s.Params)
//	}
package planner

import (
	"encoding/json"
	"fmt"
)

// Step is one call: Tool for the video registry, Op for the photo one.
type Step struct {
	Tool   string          `json:"tool,omitempty"`
	Op     string          `json:"op,omitempty"`
	Params json.RawMessage `json:"params"`
}

// Name is the tool or op the step calls.
func (s Step) Name() string {
	if s.Tool != "" {
		return s.Tool
	}
	return s.Op
}

// Plan is what a planner answers. Planner names which one made it
// ("basic" here; "llm" in internal/agent). Understood is false when a
// clause could not be read or a reference needs a question answered; a
// clause understood but impossible ("there is no logo") leaves Understood
// true with no steps. Status says which, for surfaces that exit non-zero
// unless something was planned.
type Plan struct {
	Reply      string        `json:"reply"`
	Planner    string        `json:"planner"`
	Steps      []Step        `json:"steps"`
	Understood bool          `json:"understood"`
	Status     string        `json:"status,omitempty"`  // planned, partial, not understood, question, cannot, failed
	Skipped    []string      `json:"skipped,omitempty"` // with Options.Partial: the clauses left out, and why
	Parse      []ClauseParse `json:"parse,omitempty"`   // how each clause was read (what --explain prints)
	Fixed      []string      `json:"fixed,omitempty"`   // typos read as another word: "delte -> delete"
}

// Plan statuses.
const (
	StatusPlanned       = "planned"
	StatusPartial       = "partial"
	StatusNotUnderstood = "not understood"
	StatusQuestion      = "question"
	StatusCannot        = "cannot"
	// StatusFailed: basic mode itself failed on the request (a bug, not
	// the wording); nothing was changed, and the reply says so.
	StatusFailed = "failed"
)

// crashHook, set only by a test, runs before a video request is planned:
// it stands for a bug of basic mode, which failedPlan must contain.
var crashHook func(prompt string)

// failedPlan is the plan of a request on which basic mode panicked: the
// document is untouched (every step is tried on a scratch copy), and a
// crash of the planner must not end the process that asked (an MCP
// server, a CLI run, a bridge session).
func failedPlan(prompt string, r any) Plan {
	return Plan{Reply: fmt.Sprintf("Basic mode failed on %q (an internal error: %v). Nothing was changed; say it another way, or report it.", prompt, r),
		Planner: Basic, Steps: []Step{}, Status: StatusFailed}
}

// OK reports whether the plan may run: every clause was planned (or, with
// Options.Partial, at least one was).
func (p Plan) OK() bool { return p.Status == StatusPlanned || p.Status == StatusPartial }

// Options change how basic mode plans.
type Options struct {
	// Partial plans the clauses it understands and lists the others in
	// Plan.Skipped, instead of planning nothing when one is not understood.
	Partial bool
}

// Basic is the Planner value of every plan made here.
const Basic = "basic"

// mustJSON encodes planner-built params; they are plain maps and structs,
// so encoding cannot fail.
func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic("planner: " + err.Error())
	}
	return b
}

// nothingSaid is the answer to a request with no words to act on.
func nothingSaid(help string) Plan {
	return Plan{Reply: "Not understood (basic mode): the request says nothing to do. " + help, Planner: Basic,
		Steps: []Step{}, Understood: false, Status: StatusNotUnderstood}
}
