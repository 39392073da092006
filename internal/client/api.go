package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strconv"
)

func esc(id string) string { return url.PathEscape(id) }

// CallTool calls a video tool on a project: its output, or an *Error
// (Code "tool_error", Status 422 for the tool's own refusal).
func (c *Client) CallTool(ctx context.Context, project, tool string, input []byte) (json.RawMessage, error) {
	if len(input) == 0 {
		input = []byte("{}")
	}
	b, _, err := c.Request(ctx, "POST", "/api/projects/"+esc(project)+"/tools/"+esc(tool), json.RawMessage(input))
	return b, err
}

// PhotoAnswer is the control API's answer to invoke or run, as the server
// sent it ({ok, op, result | error}, or {ok, results, ...}).
type PhotoAnswer struct {
	Raw json.RawMessage
	OK  bool
}

func photoAnswer(b []byte, err error) (PhotoAnswer, error) {
	var e *Error
	if errors.As(err, &e) && e.Status == 422 && len(e.Body) > 0 {
		b, err = e.Body, nil // a failed op answers in the control API's shape
	}
	if err != nil {
		return PhotoAnswer{}, err
	}
	var ok struct {
		OK bool `json:"ok"`
	}
	if json.Unmarshal(b, &ok) != nil {
		return PhotoAnswer{}, fmt.Errorf("the server's answer is not the control API's shape")
	}
	return PhotoAnswer{Raw: b, OK: ok.OK}, nil
}

// InvokePhoto runs one photo op: {op, params}.
func (c *Client) InvokePhoto(ctx context.Context, photo, op string, params []byte) (PhotoAnswer, error) {
	body := map[string]any{"op": op}
	if len(params) > 0 {
		body["params"] = json.RawMessage(params)
	}
	b, _, err := c.Request(ctx, "POST", "/api/photos/"+esc(photo)+"/invoke", body)
	return photoAnswer(b, err)
}

// RunPhoto runs photo ops in order: steps is a JSON array of {op, params}.
func (c *Client) RunPhoto(ctx context.Context, photo string, steps json.RawMessage) (PhotoAnswer, error) {
	b, _, err := c.Request(ctx, "POST", "/api/photos/"+esc(photo)+"/run", map[string]any{"steps": steps})
	return photoAnswer(b, err)
}

// Frame is the project's frame at t seconds (width 0: the canvas's), as
// format "png" or "jpeg".
func (c *Client) Frame(ctx context.Context, project string, t float64, width int, format string) ([]byte, error) {
	q := url.Values{"t": {strconv.FormatFloat(t, 'f', -1, 64)}, "format": {format}}
	if width > 0 {
		q.Set("w", strconv.Itoa(width))
	}
	b, _, err := c.Request(ctx, "GET", "/api/projects/"+esc(project)+"/frame?"+q.Encode(), nil)
	return b, err
}

// Job is a background job as GET /api/jobs/{id} shows it.
type Job struct {
	ID       string  `json:"id"`
	Kind     string  `json:"kind"`
	State    string  `json:"state"`
	Progress float64 `json:"progress"`
	Error    string  `json:"error,omitempty"`
}

// Ended reports whether the job will not change any more.
func (j Job) Ended() bool { return j.State == "done" || j.State == "failed" || j.State == "cancelled" }

// RenderIn is a render job's request.
type RenderIn struct {
	Preset string   `json:"preset,omitempty"`
	Format string   `json:"format,omitempty"`
	From   *float64 `json:"from,omitempty"`
	To     *float64 `json:"to,omitempty"`
}

// StartRender queues a render of the project and returns the job's id.
func (c *Client) StartRender(ctx context.Context, project string, in RenderIn) (string, error) {
	b, _, err := c.Request(ctx, "POST", "/api/projects/"+esc(project)+"/renders", in)
	if err != nil {
		return "", err
	}
	var ref struct {
		JobID string `json:"jobId"`
	}
	if json.Unmarshal(b, &ref) != nil || ref.JobID == "" {
		return "", fmt.Errorf("the server did not name the render job")
	}
	return ref.JobID, nil
}

// FollowJob reads a job's progress events until it ends, telling progress
// about each; it returns the job as it ended.
func (c *Client) FollowJob(ctx context.Context, id string, progress func(Job)) (Job, error) {
	res, err := c.OpenStream(ctx, "GET", "/api/jobs/"+esc(id)+"/events", nil)
	if err != nil {
		return Job{}, err
	}
	defer res.Body.Close()
	var last Job
	err = ReadEvents(ctx, res.Body, func(ev Event) bool {
		var j Job
		if ev.Name != "progress" || json.Unmarshal(ev.Data, &j) != nil {
			return true
		}
		last = j
		if progress != nil {
			progress(j)
		}
		return !j.Ended()
	})
	if err != nil {
		return last, err
	}
	if !last.Ended() { // the stream ended early: ask once more
		b, _, err := c.Request(ctx, "GET", "/api/jobs/"+esc(id), nil)
		if err != nil {
			return last, err
		}
		if err := json.Unmarshal(b, &last); err != nil {
			return last, err
		}
		if !last.Ended() {
			return last, fmt.Errorf("the job's progress stream ended while it was %s", last.State)
		}
	}
	return last, nil
}

// Download writes a finished job's file to w.
func (c *Client) Download(ctx context.Context, id string, w io.Writer) error {
	res, err := c.OpenStream(ctx, "GET", "/api/jobs/"+esc(id)+"/output", nil)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	_, err = io.Copy(w, res.Body)
	return err
}

// AgentIn is an agent request.
type AgentIn struct {
	Prompt  string `json:"prompt"`
	Mode    string `json:"mode,omitempty"`    // ask or skip
	Planner string `json:"planner,omitempty"` // auto, basic or llm
}

// Agent runs a natural-language edit on a project (kind "projects") or a
// photo ("photos") and calls fn with each event of the run until it ends.
func (c *Client) Agent(ctx context.Context, kind, id string, in AgentIn, fn func(Event) bool) error {
	res, err := c.OpenStream(ctx, "POST", "/api/"+kind+"/"+esc(id)+"/agent", in)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	return ReadEvents(ctx, res.Body, fn)
}

// Approve answers an agent run's permission request.
func (c *Client) Approve(ctx context.Context, run, callID string, allow bool) error {
	_, _, err := c.Request(ctx, "POST", "/api/agent/runs/"+esc(run)+"/approve", map[string]any{"callId": callID, "allow": allow})
	return err
}

// BridgeCommand sends a bridge command (the body of POST
// /api/editor/bridge/command) and returns the answer as it came: the
// page's answer, {id, queued} without wait, or a timeout's {id, ok:false,
// error, code} (HTTP 504).
func (c *Client) BridgeCommand(ctx context.Context, body any) (json.RawMessage, error) {
	b, _, err := c.Request(ctx, "POST", "/api/editor/bridge/command", body)
	var e *Error
	if errors.As(err, &e) && e.Status == 504 && len(e.Body) > 0 {
		return e.Body, nil
	}
	return b, err
}

// BridgeStatus reads a bridge command's answer (or that it is queued).
func (c *Client) BridgeStatus(ctx context.Context, id string) (json.RawMessage, error) {
	b, _, err := c.Request(ctx, "GET", "/api/editor/bridge/command/"+esc(id), nil)
	var e *Error
	if errors.As(err, &e) && e.Status == 504 && len(e.Body) > 0 {
		return e.Body, nil
	}
	return b, err
}

// BridgeSessions lists the token owner's open editor sessions.
func (c *Client) BridgeSessions(ctx context.Context) (json.RawMessage, error) {
	b, _, err := c.Request(ctx, "GET", "/api/editor/bridge/sessions", nil)
	return b, err
}
