package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/auth"
	"github.com/neuralcut/neuralcut/internal/server/bridge"
	"github.com/neuralcut/neuralcut/internal/server/sse"
	"github.com/neuralcut/neuralcut/internal/store"
)

// AgentIn is an agent request: a prompt, and whether each change waits for
// the person's permission ("ask", the default) or not ("skip").
type AgentIn struct {
	Prompt string `json:"prompt"`
	Mode   string `json:"mode,omitempty" enum:"ask,skip"`
	// Planner picks the planner: auto (the model when one is configured),
	// basic or llm.
	Planner string `json:"planner,omitempty" enum:"auto,basic,llm"`
	// Partial (basic mode) runs the clauses understood and lists the
	// others in the reply's skipped, instead of running nothing.
	Partial bool `json:"partial,omitempty"`
	// Explain (basic mode) adds the parse to the reply: clauses, intents,
	// slots and what each resolved to.
	Explain bool `json:"explain,omitempty"`
}

// ApproveIn answers a permission request.
type ApproveIn struct {
	CallID string `json:"callId"`
	Allow  bool   `json:"allow"`
}

// ApprovalTimeout is how long a permission request waits for an answer
// before it counts as denied.
var ApprovalTimeout = 10 * time.Minute

// runs are the agent runs in progress, by id, each with its owner and the
// permission requests it waits on.
type runs struct {
	mu sync.Mutex
	m  map[string]*run
}

type run struct {
	owner   int64
	mu      sync.Mutex
	pending map[string]chan bool
}

func newRuns() *runs { return &runs{m: map[string]*run{}} }

func (rs *runs) add(owner int64) (string, *run) {
	id := auth.NewID("run_")
	r := &run{owner: owner, pending: map[string]chan bool{}}
	rs.mu.Lock()
	rs.m[id] = r
	rs.mu.Unlock()
	return id, r
}

func (rs *runs) remove(id string) {
	rs.mu.Lock()
	delete(rs.m, id)
	rs.mu.Unlock()
}

// get finds an owner's run (another owner's is missing).
func (rs *runs) get(owner int64, id string) (*run, bool) {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	r, ok := rs.m[id]
	if !ok || r.owner != owner {
		return nil, false
	}
	return r, true
}

// agent streams one natural-language request's run as Server-Sent Events:
// run (its id, the planner, basic mode), plan (a plan made up front),
// tool_call and tool_result for each call, permission for each change in
// ask mode (answered by POST /api/agent/runs/{run}/approve), reply, then
// done (the document's version) or error. The whole request is one undo
// entry; no lock is held while the model thinks or a person decides.
func (s *Server) agent(kind string) func(*request) error {
	return func(q *request) error {
		var in AgentIn
		if err := q.decode(&in); err != nil {
			return err
		}
		if in.Prompt == "" {
			return badRequest("Give a prompt")
		}
		if in.Mode == "" {
			in.Mode = "ask"
		}
		if in.Mode != "ask" && in.Mode != "skip" {
			return badRequest("mode is ask or skip")
		}
		ctx := q.r.Context()
		k := q.key()
		if _, err := s.app.Catalog.DocInfo(ctx, kind, k); err != nil {
			return err
		}
		mode := in.Planner
		if mode == "" {
			mode = app.ModeAuto
		}
		planner := "basic"
		if mode == app.ModeLLM || mode == app.ModeAuto && s.app.LLM != nil {
			planner = agent.LLM
		}
		id, rn := s.runs.add(q.user.ID)
		defer s.runs.remove(id)

		sw := sse.Start(q.w)
		var mu sync.Mutex // events come from the run and from approvals
		send := func(name string, data any) {
			mu.Lock()
			defer mu.Unlock()
			sw.Send(sse.Event{Name: name, Data: data})
		}
		send("run", map[string]any{"runId": id, "planner": planner, "basicMode": planner == "basic", "mode": in.Mode})

		calls := 0
		var current string // the call id the next step belongs to
		// the agent may also drive the user's open editors, as the user
		opt := app.EditOptions{Mode: mode, Partial: in.Partial, Explain: in.Explain,
			Extra: agent.ExtraTools(bridge.Tools(), s.bridgeCaller(q.user.ID))}
		opt.OnPlan = func(p string, steps []agent.PlanStep) {
			send("plan", map[string]any{"planner": p, "steps": steps})
		}
		if in.Mode == "ask" {
			opt.Approve = func(ctx context.Context, tool string, args json.RawMessage) (bool, error) {
				calls++
				current = fmt.Sprintf("c%d", calls)
				ch := make(chan bool, 1)
				rn.mu.Lock()
				rn.pending[current] = ch
				rn.mu.Unlock()
				defer func() {
					rn.mu.Lock()
					delete(rn.pending, current)
					rn.mu.Unlock()
				}()
				send("tool_call", map[string]any{"callId": current, "tool": tool, "input": args})
				send("permission", map[string]any{"callId": current, "tool": tool, "input": args, "runId": id})
				t := time.NewTimer(ApprovalTimeout)
				defer t.Stop()
				select {
				case allow := <-ch:
					return allow, nil
				case <-t.C:
					return false, nil
				case <-ctx.Done():
					return false, ctx.Err()
				}
			}
		}
		opt.OnStep = func(st agent.Step) {
			cid := current
			if cid == "" {
				calls++
				cid = fmt.Sprintf("c%d", calls)
				send("tool_call", map[string]any{"callId": cid, "tool": st.Tool, "input": st.Args})
			}
			current = ""
			ev := map[string]any{"callId": cid, "tool": st.Tool, "result": json.RawMessage(st.Result), "failed": st.Failed, "step": st}
			if st.Failed {
				ev["error"], ev["denied"] = st.Error(), st.Declined()
			}
			send("tool_result", ev)
		}
		var out app.EditOutcome
		var err error
		if kind == store.KindPhoto {
			out, err = s.app.EditPhoto(ctx, k, in.Prompt, opt)
		} else {
			out, err = s.app.EditVideo(ctx, k, in.Prompt, opt)
		}
		if err != nil {
			if errors.Is(err, context.Canceled) {
				return nil // the client went away; the run was reverted
			}
			_, body := errorResponse(s.log, app.Visible(err))
			send("error", body)
			return nil
		}
		reply := map[string]any{"reply": out.Reply, "planner": out.Planner, "basicMode": out.BasicMode(), "failed": out.Failed}
		if out.Status != "" {
			reply["status"] = out.Status
		}
		if len(out.Skipped) > 0 {
			reply["skipped"] = out.Skipped
		}
		if in.Explain && out.BasicMode() {
			reply["parse"], reply["fixed"], reply["explain"] = out.Parse, out.Fixed, out.Explain
		}
		send("reply", reply)
		d, derr := s.app.Catalog.DocInfo(context.WithoutCancel(ctx), kind, k)
		if derr == nil {
			send("done", map[string]any{"version": d.Version, "failed": out.Failed})
		}
		return nil
	}
}

// approve answers a run's permission request.
func (s *Server) approve(q *request) error {
	var in ApproveIn
	if err := q.decode(&in); err != nil {
		return err
	}
	rn, ok := s.runs.get(q.user.ID, q.r.PathValue("run"))
	if !ok {
		return errNotFound
	}
	rn.mu.Lock()
	ch, ok := rn.pending[in.CallID]
	rn.mu.Unlock()
	if !ok {
		return errorf(http.StatusNotFound, "not_found", "No permission request with that callId is waiting")
	}
	select {
	case ch <- in.Allow:
	default:
		return errorf(http.StatusConflict, "answered", "That request was answered already")
	}
	return q.reply(http.StatusOK, map[string]bool{"ok": true}, 0)
}

// plan is the planner route.
func (s *Server) plan(q *request) error {
	var in app.PlanRequest
	if err := q.decode(&in); err != nil {
		return err
	}
	res, err := s.app.Plan(q.r.Context(), q.user.ID, in)
	if err != nil {
		return err
	}
	return q.reply(http.StatusOK, res, 0)
}
