// Package planner turns a natural-language request into a plan: a reply
// and a list of tool calls (video) or op calls (photo) that the agent then
// runs through the registries. This package holds the offline "basic mode"
// planner (English and Spanish rules, no model, no key), sanitizeSteps and
// the built-in skills; the LLM planner lives in internal/agent.
//
// Basic mode never guesses: a request it does not understand is answered
// with Understood=false and examples of what it does understand. Video
// plans are made by simulation: every step runs through the real tool
// registry on a scratch copy of the project, so element ids created by a
// split are known to the next step, and replaying the steps on the real
// project yields the same ids (ids come from Project.NextID). The planner
// must never change the document it is given.
//
//	plan := planner.BasicVideo(ctx, "remove from 3 to 5 and add a title 'Hi'", ed)
//	for _, s := range plan.Steps {
//		reg.Call(ctx, ed, s.Tool, s.Params)
//	}
package planner

import (
	"encoding/json"
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
// ("basic" here; "llm" in internal/agent).
type Plan struct {
	Reply      string `json:"reply"`
	Planner    string `json:"planner"`
	Steps      []Step `json:"steps"`
	Understood bool   `json:"understood"`
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

func notUnderstood(reply string) Plan {
	return Plan{Reply: reply, Planner: Basic, Steps: []Step{}, Understood: false}
}
