package planner

import (
	"context"
	"strings"
	"testing"
)

// i13g: a clause basic mode does not understand names the real word no
// rule read, so the user knows which word to say another way ("make the
// logo narrower" said only "say what to change: its text, place, size…").
// Requests written for this session, before the change; V: the video
// fixture, P: an 800x600 photo.
var namedWordCases = []struct{ kind, prompt, word string }{
	{"V", "make the title taller", "taller"},
	{"V", "make the logo narrower", "narrower"},
	{"V", "make the logo round", "round"},
	{"V", "add an outline to the title", "outline"},
	{"V", "make the title blink", "blink"},
	{"V", "make the title glow", "glow"},
	{"V", "hacé el título más angosto", "angosto"},
	{"V", "hacé el logo redondo", "redondo"},
	{"P", "make it look glossy", "glossy"},
	{"P", "make the photo look harsh", "harsh"},
	{"P", "crop it to the opposite side", "opposite"},
	{"P", "make the photo taller", "taller"},
	{"P", "squash the photo", "squash"},
	{"P", "skew the photo a little", "skew"},
	{"P", "make the corners round", "round"},
	{"P", "reset everything to the original", "reset"},
	{"P", "recortá del lado opuesto", "opuesto"},
}

// Guard rows: what must not change. Names, brands, a title's words and
// typos are data, never named as unknown; a reason that names its word
// already, a question and a "cannot" stay as they were; a planned
// request stays planned.
var unnamedWordCases = []struct {
	kind, prompt string
	planned      bool
}{
	{"V", "add a title summer fun", true},
	{"V", "make the World text bigger", false}, // a capital names something: not named as unknown
	{"V", "add a caption that says see you at the bottom of the hour at the bottom", true},
	{"V", "make the logo semi transparent", true},
	{"V", "squash the logo a bit", false},          // "I do not know the word "squash""
	{"V", "put the logo near the title", false},    // "would leave out "near""
	{"V", "qwerty the logo", false},                // no word: not named
	{"V", "blur the b-roll with a zorblax", false}, // no word: not named
	{"V", "move the title to the other corner", false},
	{"V", "make the title italic", false},
	{"P", "crop it for my profile picture", true},
	{"P", "crop to 4x5 for instagram", true},
	{"P", "brighten everything except the sky", true},
	{"P", "give it a dreamy haze", false},
	{"P", "straighten the horizon", false},
}

func planFor(t *testing.T, kind, prompt string) Plan {
	if kind == "V" {
		return BasicVideo(context.Background(), prompt, fixture(t))
	}
	return BasicPhoto(context.Background(), prompt, PhotoState{Width: 800, Height: 600})
}

// refusalReason is the reason of the clause that stopped the plan.
func refusalReason(p Plan) string {
	for _, c := range p.Parse {
		if c.Status != StatusPlanned {
			return c.Reason
		}
	}
	return ""
}

func TestRefusalNamesUnknownWord(t *testing.T) {
	for _, tc := range namedWordCases {
		p := planFor(t, tc.kind, tc.prompt)
		if p.OK() || len(p.Steps) > 0 || p.Status != StatusNotUnderstood {
			t.Errorf("%q: want not understood, got %s: %s", tc.prompt, p.Status, p.Reply)
			continue
		}
		if why := refusalReason(p); !strings.Contains(why, `"`+tc.word+`"`) {
			t.Errorf("%q: the reason does not name %q: %s", tc.prompt, tc.word, why)
		}
	}
}

func TestRefusalNamesNoDataWord(t *testing.T) {
	for _, tc := range unnamedWordCases {
		p := planFor(t, tc.kind, tc.prompt)
		if p.OK() != tc.planned {
			t.Errorf("%q: planned %v, want %v: %s", tc.prompt, p.OK(), tc.planned, p.Reply)
		}
		if strings.Contains(p.Reply, "does not know the word") {
			t.Errorf("%q: names a word as unknown: %s", tc.prompt, p.Reply)
		}
	}
}
