package planner

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A clause that opens with fillers only and then a word that is both a
// verb and a time ("…, que arranque en el 3") made subjectEnd look one
// token before the start of the clause and panic: the CLI died on the
// request. Any wording must end in a plan or a reply, never a panic.
func TestLead19NoPanicOnClauseOfFillersThenVerb(t *testing.T) {
	for _, prompt := range []string{
		"cortá el clip, que arranque en el 3",
		"recortalo, que empiece en el segundo 4",
		"que arranque en el 5",
		"y que termine en el 10",
		"the clip, that starts at 3",
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%q: the planner panicked: %v", prompt, r)
				}
			}()
			failed(BasicVideo(context.Background(), prompt, workshopFixture(t)))
		}()
	}
}

// TestLead19NoPanicOnRandomWording runs the planners on thousands of
// seeded random requests made of the lexicon's own words, numbers, times,
// quotes and punctuation: every one must end in a plan or a reply. The
// crash above was found by a blind set; this looks for its siblings.
func TestLead19NoPanicOnRandomWording(t *testing.T) {
	vocab := theLexicon().vocab
	extra := []string{",", ".", "y", "and", "then", "que", "el", "la", "the", "a", "it", "lo", "3", "10", "1:05",
		"00:00:03", "13,5", "50%", `"hola"`, "'x'", "del", "al", "from", "to", "de", "en", "at", "-", "?", "…"}
	rng := rand.New(rand.NewPCG(19, 2026))
	word := func() string {
		if rng.IntN(3) == 0 {
			return extra[rng.IntN(len(extra))]
		}
		return vocab[rng.IntN(len(vocab))]
	}
	sentence := func() string {
		ws := make([]string, 1+rng.IntN(12))
		for i := range ws {
			ws[i] = word()
		}
		return strings.Join(ws, " ")
	}
	videos := []*videotools.Editor{workshopFixture(t), tripFixture(t)}
	photos := []PhotoState{{Width: 800, Height: 600}, stateOf(t, layeredPhoto(t))}
	ctx := context.Background()
	try := func(kind, prompt string, plan func()) {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("%s %q: the planner panicked: %v", kind, prompt, r)
			}
		}()
		plan()
	}
	for i := range 20000 {
		p := sentence()
		try("video", p, func() { failed(BasicVideo(ctx, p, videos[i%len(videos)])) })
	}
	for i := range 10000 {
		p := sentence()
		try("photo", p, func() { failed(BasicPhoto(ctx, p, photos[i%len(photos)])) })
	}
}

// failed panics again on a plan whose planning panicked (basic mode
// contains its panics, so a crash would otherwise pass as a reply).
func failed(p Plan) {
	if p.Status == StatusFailed {
		panic(p.Reply)
	}
}
