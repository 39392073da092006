package agent_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	reg "github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

type driveIn struct {
	Op string `json:"op"`
}

type driveOut struct {
	OK bool `json:"ok"`
}

func (driveOut) Picture() (string, []byte, bool) { return "image/png", []byte("\x89PNG fake"), true }

// Extra tools (the bridge's editor_command) are offered beside the
// document's, asked about like an edit, run on the caller they were bound
// to, and a picture they return reaches the model's next turn.
func TestExtraToolsReachTheModel(t *testing.T) {
	path, _ := newProject(t)
	r := reg.New[string]()
	var ranFor []string
	reg.Add(r, reg.Spec{Name: "editor_command", Description: "drive an open editor", Effect: reg.Edit},
		func(_ context.Context, who string, in driveIn) (driveOut, error) {
			ranFor = append(ranFor, who+":"+in.Op)
			return driveOut{OK: true}, nil
		})
	srv := llmtest.NewOpenAI(t, testKey,
		llmtest.OpenAICalls(llmtest.Call{Name: "editor_command", Args: map[string]any{"op": "layers.addRaster"}}),
		llmtest.OpenAIText("Added a layer in your open editor."))
	var asked []string
	err := store.UpdateProject(context.Background(), path, func(d *timeline.Doc) error {
		ed := videotools.NewEditor(d, registry)
		tg := agent.VideoTarget(ed, nil)
		tg.Extra = agent.ExtraTools(r, "owner-7")
		res, err := agent.Edit(context.Background(), openai(srv), tg, "add a layer in my editor", agent.Options{
			Approve: func(_ context.Context, name string, _ json.RawMessage) (bool, error) {
				asked = append(asked, name)
				return true, nil
			}})
		if err == nil && (len(res.Steps) != 1 || res.Steps[0].Tool != "editor_command" || res.Steps[0].Failed) {
			t.Errorf("steps %+v", res.Steps)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(ranFor) != 1 || ranFor[0] != "owner-7:layers.addRaster" {
		t.Errorf("ran %v, want once for owner-7", ranFor)
	}
	if len(asked) != 1 || asked[0] != "editor_command" {
		t.Errorf("approval asked for %v", asked)
	}
	tools, _ := json.Marshal(srv.Requests[0]["tools"])
	if !strings.Contains(string(tools), `"name":"editor_command"`) || !strings.Contains(string(tools), `"name":"split"`) {
		t.Errorf("the model was not offered both kinds of tools: %.300s", tools)
	}
	msgs, _ := json.Marshal(srv.Requests[1]["messages"])
	if !strings.Contains(string(msgs), `{\"ok\":true}`) || !strings.Contains(string(msgs), "data:image/png;base64,iVBORyBmYWtl") {
		t.Errorf("the tool's result and picture did not reach the model: %.2000s", msgs)
	}
}
