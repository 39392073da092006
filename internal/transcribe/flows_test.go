package transcribe

import (
	"context"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// A fake whisper-server that hears fillers at known times: the flows call
// transcribe_video through the registry, then cut through the batch tool.
func TestRemoveFillersAndFindPhrase(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		checkWAVUpload(t, r)
		io.WriteString(w, `{"language":"english","segments":[{"start":0.2,"end":3.6,"text":"So um we start, uh, you know, now.","words":[
{"word":" So","start":0.2,"end":0.5},{"word":" um","start":0.6,"end":1.0},{"word":" we","start":1.1,"end":1.3},
{"word":" start,","start":1.3,"end":1.8},{"word":" uh,","start":1.9,"end":2.2},{"word":" you","start":2.3,"end":2.5},
{"word":" know,","start":2.5,"end":2.8},{"word":" now.","start":3.0,"end":3.6}]}]}`)
	}))
	defer srv.Close()
	svc, err := NewService(Config{Engine: "whisper-server", WhisperURL: srv.URL, CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	ed := project(t, tone(t, t.TempDir(), "4"))
	ed.Transcriber = svc
	ctx := context.Background()

	ms, err := FindPhraseInTimeline(ctx, ed, "We start", "")
	if err != nil || len(ms) != 1 || ms[0].Start != 1.1 || ms[0].End != 1.8 {
		t.Fatalf("find phrase: %+v %v", ms, err)
	}
	if _, err := FindPhraseInTimeline(ctx, ed, " ,. ", ""); err == nil {
		t.Error("an empty phrase was accepted")
	}

	undo := len(ed.History.Undo)
	res, err := RemoveFillers(ctx, ed, "", false, true)
	if err != nil {
		t.Fatal(err)
	}
	// um (0.4 s), uh (0.3 s), "you know" (0.5 s); "So" is a filler only when aggressive
	if len(res.Fillers) != 3 || res.Fillers[2].Text != "you know," || math.Abs(res.Removed-1.2) > 1e-6 {
		t.Fatalf("fillers %+v removed %.3f", res.Fillers, res.Removed)
	}
	if end := ed.Project.End().Seconds(); math.Abs(end-2.8) > 1e-6 || len(ed.History.Undo) != undo+1 {
		t.Errorf("end %.3f, undo entries %d -> %d", end, undo, len(ed.History.Undo))
	}
	if err := ed.Project.Validate(); err != nil {
		t.Fatal(err)
	}
	if n := len(FindFillers(&transcript.Transcript{Language: "en"}, true)); n != 0 {
		t.Errorf("empty transcript has %d fillers", n)
	}
}
