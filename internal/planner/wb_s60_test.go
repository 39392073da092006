package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// notPlanned: the request is refused or asked, nothing changed (an
// instruction that may be hidden in the words is never dropped).
func notPlanned(t *testing.T, prompt string) {
	t.Helper()
	p := BasicVideo(context.Background(), prompt, fixture(t))
	if len(p.Steps) > 0 {
		t.Errorf("%q: want no plan, got %d steps: %s", prompt, len(p.Steps), p.Reply)
	}
}

// setAsideNamed: the request plans as its plain wording does, and the
// reply names the words set aside.
func setAsideNamed(t *testing.T, said, plain, aside string) {
	t.Helper()
	samePlan(t, fixture(t), said, plain)
	if p := BasicVideo(context.Background(), said, fixture(t)); !strings.Contains(p.Reply, aside) {
		t.Errorf("%q: the reply does not name %q as set aside: %s", said, aside, p.Reply)
	}
}

// TestMomentDescribedThenTimed: what happens at a moment, said before the
// same moment in numbers, only describes it (momentdescribed.go): the
// numbers are the edit's time, the event is named in the reply.
func TestMomentDescribedThenTimed(t *testing.T) {
	setAsideNamed(t, "borrá la parte donde se me cae la taza, del 4 al 6", "borrá del 4 al 6", "donde se me cae la taza")
	setAsideNamed(t, "remove the bit where my cat jumps off, 4 to 6", "remove 4 to 6", "where my cat jumps off")
	setAsideNamed(t, "mutea la música mientras nos reímos, del 2 al 5", "mutea la música del 2 al 5", "mientras nos reímos")
	setAsideNamed(t, "que el logo aparezca recién cuando saludamos, tipo en el 3", "que el logo aparezca en el 3", "cuando saludamos")
	// where it was is a place, not a moment: never read as one
	notPlanned(t, "poné el logo donde estaba, en el 3")
	// an edit inside the event is never dropped
	notPlanned(t, "cortá cuando saco el logo, en el 5")
}

// TestHeardSoundsAsPurpose: after a change of sound, what should be heard
// is why, also when it is a sound of the footage basic mode has no word
// for (heardpurpose.go); heard "better" a thing of the project stays asked
// or refused.
func TestHeardSoundsAsPurpose(t *testing.T) {
	setAsideNamed(t, "mute the music from 2 to 5 so you can hear us cheering", "mute the music from 2 to 5", "so you can hear us cheering")
	setAsideNamed(t, "bajá la música del 2 al 5 así se escuchan los ladridos y los maullidos", "bajá la música del 2 al 5", "así se escuchan")
}

// TestSilenceAsReason: beside a raise of the sound, that the footage has
// none there is why (silencereason.go); a bare "que" may be a relative
// clause and is not read so.
func TestSilenceAsReason(t *testing.T) {
	quiet := func() *videotools.Editor {
		ed := fixture(t) // its music at 30%, so that it can go up
		for _, tr := range ed.P().Tracks {
			for _, e := range tr.Elements {
				if e.Name == "music.mp3" {
					playCalls(t, "quiet", ed, []testCall{{"set_volume", map[string]any{"elementId": e.ID, "volume": 0.3}}})
				}
			}
		}
		return ed
	}
	for _, c := range [][3]string{
		{"turn up the music from 10 to 18 since there's no sound there", "turn up the music from 10 to 18", "since there's no sound there"},
		{"subí la música del 10 al 18 porque ahí no hay sonido", "subí la música del 10 al 18", "porque ahí no hay sonido"},
	} {
		samePlan(t, quiet(), c[0], c[1])
		if p := BasicVideo(context.Background(), c[0], quiet()); !strings.Contains(p.Reply, c[2]) {
			t.Errorf("%q: the reply does not name %q: %s", c[0], c[2], p.Reply)
		}
	}
	if silenceReason(lex("que no hay sonido", newVocabulary(nil))) {
		t.Errorf("a bare que was read as a reason")
	}
}

// TestLoudnessComparedWith: what a too loud thing is compared with is not
// a second thing to change (lookgrey.go, loudStateBefore).
func TestLoudnessComparedWith(t *testing.T) {
	samePlan(t, fixture(t), "the beach clip is too loud compared to the intro, turn it down to 50%", "the beach clip is too loud, turn it down to 50%")
	samePlan(t, fixture(t), "la música está muy fuerte comparada con las voces, bajala al 30%", "la música está muy fuerte, bajala al 30%")
}

// TestRemarkBesideEdit: a statement with a name and "still"/"todavía"
// before its verb, and a reason that the text cannot be read beside a
// length asked by an amount, are set aside (statementremark.go,
// readintime.go).
func TestRemarkBesideEdit(t *testing.T) {
	setAsideNamed(t, "cortá los primeros 2 segundos, martita todavía no entró", "cortá los primeros 2 segundos", "martita todavía no entró")
	setAsideNamed(t, "que el título dure 2 segundos más, no llego a leerlo", "que el título dure 2 segundos más", "no llego a leerlo")
}
