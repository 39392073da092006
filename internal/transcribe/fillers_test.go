package transcribe

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

func TestFindPhraseApprox(t *testing.T) {
	// what pocketsphinx made of "please open the window before the meeting starts"
	tr := &transcript.Transcript{Segments: []transcript.Segment{{Words: wordsAt(0, 0.3,
		"we will meet please don't know when to be for the meeting starts she bought three apples please open a window")}}}
	tr.Fill()
	if got := FindPhrase(tr, "please open the window"); len(got) != 0 {
		t.Fatalf("exact found %v", got)
	}
	got := FindPhraseApprox(tr, "please open the window")
	if len(got) != 1 || got[0].Text != "please open a window" || !got[0].Approximate {
		t.Errorf("approx %+v", got)
	}
	got = FindPhraseApprox(tr, "before the meeting starts")
	if len(got) != 1 || got[0].Text != "for the meeting starts" {
		t.Errorf("approx %+v", got)
	}
	if got := FindPhraseApprox(tr, "three apples"); len(got) != 0 {
		t.Errorf("a two-word phrase matched approximately: %v", got)
	}
	if got := FindPhraseApprox(tr, "the cat sat on the mat"); len(got) != 0 {
		t.Errorf("an unsaid phrase matched: %v", got)
	}
}
