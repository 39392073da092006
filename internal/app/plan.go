package app

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strings"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/planner"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// PlanRequest is the planner route's request (EDITOR_AGENT_API.md):
// the prompt, the document state the page sees, plan or check, and a
// screenshot. The state says which document it is: kind "video" with
// projectId (or documentId) plans against that project on the server;
// anything else is a photo, described by the state itself (document.info's
// shape) or read from photoId/documentId.
type PlanRequest struct {
	Prompt     string          `json:"prompt"`
	State      json.RawMessage `json:"state,omitempty"`
	Mode       string          `json:"mode,omitempty" enum:"plan,check"`
	Screenshot string          `json:"screenshot,omitempty" jsonschema:"data:image/...;base64,..."`
}

// PlanResponse is {reply, planner, steps, done?}.
type PlanResponse struct {
	Reply   string           `json:"reply"`
	Planner string           `json:"planner"`
	Steps   []agent.PlanStep `json:"steps"`
	Done    *bool            `json:"done,omitempty"`
}

// Fallback is the planner value of a plan made without a model.
const Fallback = "fallback"

type planState struct {
	Kind       string `json:"kind"`
	ProjectID  string `json:"projectId"`
	PhotoID    string `json:"photoId"`
	DocumentID string `json:"documentId"`
}

// Plan answers the planner route: with a model configured, the model plans
// (or checks) with the state and screenshot; without one, or when the
// model call fails, the basic-mode planner plans and says "fallback".
func (a *App) Plan(ctx context.Context, owner int64, in PlanRequest) (PlanResponse, error) {
	in.Prompt = strings.TrimSpace(in.Prompt)
	if in.Prompt == "" {
		return PlanResponse{}, registry.Errorf("Give a prompt")
	}
	if in.Mode == "" {
		in.Mode = "plan"
	}
	if in.Mode != "plan" && in.Mode != "check" {
		return PlanResponse{}, registry.Errorf("Invalid mode: use plan or check")
	}
	var ps planState
	if len(in.State) > 0 {
		if err := json.Unmarshal(in.State, &ps); err != nil {
			return PlanResponse{}, registry.Errorf("Invalid state: expected a JSON object")
		}
	}
	shot, err := screenshotPart(in.Screenshot)
	if err != nil {
		return PlanResponse{}, err
	}
	if ps.Kind == "video" || ps.Kind == "project" || ps.ProjectID != "" {
		id := ps.ProjectID
		if id == "" {
			id = ps.DocumentID
		}
		if id == "" {
			return PlanResponse{}, registry.Errorf("Invalid state: a video plan needs projectId")
		}
		return a.planVideo(ctx, store.Key{Owner: owner, ID: id}, in, shot)
	}
	return a.planPhoto(ctx, owner, ps, in, shot)
}

func screenshotPart(dataURL string) ([]llm.Part, error) {
	if dataURL == "" {
		return nil, nil
	}
	head, b64, ok := strings.Cut(dataURL, ",")
	if !ok || !strings.HasPrefix(head, "data:image/") || !strings.HasSuffix(head, ";base64") {
		return nil, registry.Errorf("Invalid screenshot: expected data:image/...;base64,...")
	}
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		return nil, registry.Errorf("Invalid screenshot: bad base64")
	}
	mime := strings.TrimSuffix(strings.TrimPrefix(head, "data:"), ";base64")
	return []llm.Part{{Text: "The document now:"}, {Image: &llm.Blob{MIMEType: mime, Data: data}}}, nil
}

func (a *App) planPhoto(ctx context.Context, owner int64, ps planState, in PlanRequest, shot []llm.Part) (PlanResponse, error) {
	state := in.State
	id := ps.PhotoID
	if id == "" {
		id = ps.DocumentID
	}
	if id != "" {
		// the server's own reading of the document
		if _, err := a.WithPhoto(ctx, store.Key{Owner: owner, ID: id}, false, 0, "", func(ed *photoops.Editor) error {
			out, err := ed.Tools.Call(ctx, ed, "document.info", nil)
			if err != nil {
				return err
			}
			info, _ := json.Marshal(out)
			state = mergeGuidance(info, in.State)
			return nil
		}); err != nil {
			return PlanResponse{}, err
		}
	}
	if a.LLM != nil {
		t := agent.PhotoTargetFor(a.Photo)
		t.State = func(context.Context, *photoops.Editor) (json.RawMessage, error) { return stateOrEmpty(state), nil }
		t.Look = nil
		if res, err := modelPlan(ctx, a.LLM, t, in, shot); err == nil {
			res.Steps = planner.Sanitize(in.Prompt, res.Steps)
			return res, nil
		}
	}
	if in.Mode == "check" {
		return fallbackCheck(), nil
	}
	var st planner.PhotoState
	json.Unmarshal(stateOrEmpty(state), &st)
	plan := planner.BasicPhoto(ctx, in.Prompt, st)
	return PlanResponse{Reply: plan.Reply, Planner: Fallback, Steps: nonNil(plan.Steps)}, nil
}

func (a *App) planVideo(ctx context.Context, k store.Key, in PlanRequest, shot []llm.Part) (PlanResponse, error) {
	if a.LLM != nil {
		var res PlanResponse
		var perr error
		_, err := a.WithVideo(ctx, k, false, 0, "", func(ed *videotools.Editor) error {
			t := agent.VideoTarget(ed, nil)
			res, perr = modelPlan(ctx, a.LLM, t, in, shot)
			return nil
		})
		if err != nil {
			return PlanResponse{}, err
		}
		if perr == nil {
			return res, nil
		}
	}
	if in.Mode == "check" {
		return fallbackCheck(), nil
	}
	var plan planner.Plan
	if _, err := a.WithVideo(ctx, k, false, 0, "", func(ed *videotools.Editor) error {
		plan = planner.BasicVideo(ctx, in.Prompt, ed)
		return nil
	}); err != nil {
		return PlanResponse{}, err
	}
	return PlanResponse{Reply: plan.Reply, Planner: Fallback, Steps: nonNil(plan.Steps)}, nil
}

// modelPlan asks the model for a plan or a check.
func modelPlan[D any](ctx context.Context, p llm.Provider, t agent.Target[D], in PlanRequest, shot []llm.Part) (PlanResponse, error) {
	if in.Mode == "check" {
		c, err := agent.Judge(ctx, p, t, in.Prompt, shot)
		if err != nil {
			return PlanResponse{}, err
		}
		done := c.Done
		return PlanResponse{Reply: c.Reply, Planner: agent.LLM, Steps: nonNil(c.Steps), Done: &done}, nil
	}
	plan, err := agent.Plan(ctx, p, t, in.Prompt, shot)
	if err != nil {
		return PlanResponse{}, err
	}
	return PlanResponse{Reply: plan.Reply, Planner: agent.LLM, Steps: nonNil(plan.Steps)}, nil
}

// fallbackCheck is basic mode's answer to a check: it cannot look.
func fallbackCheck() PlanResponse {
	done := true
	return PlanResponse{Reply: "Basic mode cannot look at the result: no language model is configured, so the plan stands as it ran.",
		Planner: Fallback, Steps: []agent.PlanStep{}, Done: &done}
}

func nonNil(s []agent.PlanStep) []agent.PlanStep {
	if s == nil {
		return []agent.PlanStep{}
	}
	return s
}

func stateOrEmpty(s json.RawMessage) json.RawMessage {
	if len(s) == 0 {
		return json.RawMessage("{}")
	}
	return s
}

// mergeGuidance adds the page's planner_guidance to the server's reading
// of the document.
func mergeGuidance(info, page json.RawMessage) json.RawMessage {
	var g struct {
		Guidance json.RawMessage `json:"planner_guidance"`
	}
	if json.Unmarshal(page, &g) != nil || len(g.Guidance) == 0 {
		return info
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(info, &m) != nil {
		return info
	}
	m["planner_guidance"] = g.Guidance
	b, _ := json.Marshal(m)
	return b
}
