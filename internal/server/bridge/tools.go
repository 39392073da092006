package bridge

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strings"
	"sync"

	"github.com/neuralcut/neuralcut/internal/registry"
)

// Caller is who a bridge tool acts for: the hub and the owner whose
// editors it reaches. A surface builds it from the identity it has
// established (the signed-in user of the server's agent, an MCP token's
// owner); the tools reach no other owner's editors.
type Caller struct {
	Hub   *Hub
	Owner int64
}

// EditorCommandIn is editor_command's input: the command route's body,
// always waiting for the answer.
type EditorCommandIn struct {
	Session string          `json:"session,omitempty" jsonschema:"the editor session to drive, as editor_sessions lists it (default: default)"`
	Op      string          `json:"op,omitempty" jsonschema:"the op to run: a photo op (e.g. adjustments.apply) in a photo editor, a video tool (e.g. add_text) in a video editor"`
	Params  json.RawMessage `json:"params,omitempty" jsonschema:"the op's parameters"`
	Steps   []Step          `json:"steps,omitempty" jsonschema:"several ops to run in order instead of op, stopping at the first failure"`
	Timeout int64           `json:"timeout,omitempty" minimum:"1" maximum:"600000" jsonschema:"milliseconds to wait for an open editor and its answer (default 30000)" invalid:"Invalid timeout: give 1 to 600000 milliseconds"`
}

// EditorCommandOut is editor_command's output: the page's answer. The
// screenshot is not in the JSON; it travels as an image beside it.
type EditorCommandOut struct {
	ID     string          `json:"id"`
	OK     bool            `json:"ok"`
	Result json.RawMessage `json:"result,omitempty" jsonschema:"what the op returned"`
	Error  string          `json:"error,omitempty"`
	MS     float64         `json:"ms" jsonschema:"milliseconds the editor took"`
	Code   string          `json:"code,omitempty" jsonschema:"no_editor or no_answer when the command timed out"`
	// Screenshot says whether a screenshot of the document after the
	// command is attached.
	Screenshot string `json:"screenshot,omitempty" jsonschema:"attached: a PNG of the document after the command comes with this result"`
	png        []byte
}

// Picture is the screenshot of the document after the command (PNG).
func (o EditorCommandOut) Picture() (mime string, data []byte, ok bool) {
	return "image/png", o.png, len(o.png) > 0
}

// SessionsOut is editor_sessions's output.
type SessionsOut struct {
	Sessions []SessionInfo `json:"sessions"`
}

// Tool names.
const (
	ToolCommand  = "editor_command"
	ToolSessions = "editor_sessions"
)

// Tools is the registry of the bridge's tools, editor_command and
// editor_sessions: the server's agent and MCP over HTTP both read it.
var Tools = sync.OnceValue(func() *registry.Registry[Caller] {
	r := registry.New[Caller]()
	registry.Add(r, registry.Spec{Name: ToolCommand, Effect: registry.Edit, Slow: true,
		Description: "Run an op, or several steps, in an editor page that the user has open in a browser, and wait for its answer. " +
			"The page runs it on the document it has open through its control API (photo editor: geEditorControl ops; video editor: the video tools), " +
			"so the person watching sees the edit happen; the answer comes with a screenshot of the document after it. " +
			"Call editor_sessions to see which editors are open and which document each shows."},
		func(ctx context.Context, c Caller, in EditorCommandIn) (EditorCommandOut, error) {
			a, err := c.Hub.Send(ctx, c.Owner, CommandIn{Session: in.Session, Op: in.Op, Params: in.Params, Steps: in.Steps, Timeout: in.Timeout, Wait: true})
			if err != nil {
				return EditorCommandOut{}, asToolError(err)
			}
			out := EditorCommandOut{ID: a.ID, OK: a.OK, Result: a.Result, Error: a.Error, MS: a.MS, Code: a.Code}
			if !a.OK { // timed out, or the editor's own error (an unknown op, bad params)
				return out, registry.Errorf("%s", a.Error)
			}
			if b64, ok := strings.CutPrefix(a.Screenshot, "data:image/png;base64,"); ok {
				if png, err := base64.StdEncoding.DecodeString(b64); err == nil {
					out.png, out.Screenshot = png, "attached"
				}
			}
			return out, nil
		})
	registry.Add(r, registry.Spec{Name: ToolSessions, Effect: registry.Read,
		Description: "List the user's open editor sessions: each session's name (for editor_command), the pages that hold it (photo or video, and the document open), and how many commands wait."},
		func(ctx context.Context, c Caller, _ struct{}) (SessionsOut, error) {
			return SessionsOut{Sessions: c.Hub.Sessions(c.Owner)}, nil
		})
	return r
})

// asToolError turns a refusal into the tool error a model reads.
func asToolError(err error) error {
	if e, ok := err.(*Error); ok {
		return registry.Errorf("%s", e.Message)
	}
	return err
}
