package web

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	"github.com/neuralcut/neuralcut/internal/server"
)

const fakeKey = "sk-test-web-key"

// agentServer is a second server over the same data folder, database and jobs whose app has a
// language model: the fake OpenAI-compatible model on loopback.
func (e *browserEnv) agentServer(t *testing.T, model *llmtest.OpenAI) string {
	t.Helper()
	sv := e.app.Services
	sv.LLM = llm.NewOpenAI(llm.Config{Provider: "openai", Model: "fake", APIKey: fakeKey, BaseURL: model.URL + "/v1", RetryBase: time.Millisecond})
	s := server.New(e.app.With(sv), e.queue, server.Config{Log: e.logger, Web: webHandler})
	hs := httptest.NewServer(s.Handler())
	t.Cleanup(func() { hs.CloseClientConnections(); hs.Close() })
	return hs.URL
}

// The agent chat with a model in ask mode: an error is shown with Retry; the retried request
// asks permission for each change — one allowed, one denied — and the timeline on the server has
// exactly what was allowed.
func TestAgentChatPermissionsAndRetry(t *testing.T) {
	e := setup(t)
	id, _ := e.newProject(t, "Agent", true, e.dir+"/clip.mp4")
	var tl struct {
		Tracks []struct {
			TrackID  string `json:"trackId"`
			Type     string `json:"type"`
			Muted    bool   `json:"muted"`
			Elements []struct {
				Text string `json:"text"`
			} `json:"elements"`
		} `json:"tracks"`
	}
	read := func() {
		if err := json.Unmarshal(e.callOn(t, id, "list_timeline", map[string]any{}), &tl); err != nil {
			t.Fatal(err)
		}
	}
	read()
	main := tl.Tracks[0].TrackID
	model := llmtest.NewOpenAI(t, fakeKey,
		llmtest.OpenAIError(400, "invalid_request_error", "The model is not available right now"),
		llmtest.OpenAICalls(llmtest.Call{Name: "add_text", Args: map[string]any{"text": "Hi", "start": 0, "end": 2, "position": "top"}}),
		llmtest.OpenAICalls(llmtest.Call{Name: "toggle_track_mute", Args: map[string]any{"trackId": main}}),
		llmtest.OpenAIText("Added the title Hi; you declined muting the main track."),
		llmtest.OpenAIText(`{"done": true, "reply": "Added the title Hi; you declined muting the main track."}`),
	)
	base := e.agentServer(t, model)
	e.openAt(t, base, "/video/"+id)
	e.Do(t, chromedp.Click(`#tab-chat`))
	e.Do(t, chromedp.Evaluate[chromedp.Void](`[...document.querySelectorAll('.chat-mode button')].find(b => b.textContent === 'Ask').click()`))
	e.Do(t, chromedp.SendKeys(`#chat-text`, "add the title Hi and mute the main track"), chromedp.Click(`#chat-send`))
	e.Wait(t, `!!document.querySelector('.msg-error .chat-retry')`, 30*time.Second)
	if eval[bool](t, e, `!!document.querySelector('#basic-mode')`) {
		t.Error("basic mode is shown with a model configured")
	}
	e.Shot(t, "video-chat-error")
	e.Do(t, chromedp.Click(`.msg-error .chat-retry`))

	e.Wait(t, `!!document.querySelector('.step.needs[data-tool=add_text] .step-allow')`, 30*time.Second)
	if read(); len(tl.Tracks) > 1 && len(tl.Tracks[1].Elements) > 0 {
		t.Fatal("the title was added before it was allowed")
	}
	e.Do(t, chromedp.Click(`.step.needs[data-tool=add_text] .step-allow`))
	e.Wait(t, `!!document.querySelector('.step[data-tool=add_text] .step-status.ok')`, 30*time.Second)
	e.Wait(t, `!!document.querySelector('.step.needs[data-tool=toggle_track_mute] .step-deny')`, 30*time.Second)
	e.Shot(t, "video-chat-permission-llm")
	e.Do(t, chromedp.Click(`.step.needs[data-tool=toggle_track_mute] .step-deny`))
	e.Wait(t, `[...document.querySelectorAll('.msg-agent')].some(m => m.textContent.includes('declined'))`, 60*time.Second)
	if st := eval[string](t, e, `document.querySelector('.step[data-tool=toggle_track_mute] .step-status').className`); !strings.Contains(st, "err") {
		t.Errorf("the denied step shows %q", st)
	}
	e.Shot(t, "video-chat-llm")

	read()
	title := false
	for _, tr := range tl.Tracks {
		if tr.Muted {
			t.Errorf("the denied mute happened on %s", tr.TrackID)
		}
		for _, el := range tr.Elements {
			title = title || el.Text == "Hi"
		}
	}
	if !title {
		t.Error("the allowed title is not in the project")
	}
	if model.Pending() != 0 {
		t.Errorf("%d scripted model turns were not used", model.Pending())
	}
}
