package planner

import (
	"slices"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestWholeVideoLength: a length for the whole video that is shorter than
// its content asks where the time should go (the end was cut, with whole
// clips and titles in it); a clause that says cut, trim or shorten cuts the
// end, and so does one that says where the video ends.
func TestWholeVideoLength(t *testing.T) {
	runFixtureTable(t, "whole-video length", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"length alone": {
			{"make the video 60 seconds long", nil},
			{"I want the whole video to last a minute", nil},
			{"que el video dure 60 segundos", nil},
			{"quiero que el video completo dure un minuto", nil},
		},
		"guards": {
			{"cut the video to 60 seconds", durIs(60)},
			{"recortá el video a 60 segundos", durIs(60)},
			{"shorten the video by 30 seconds", durIs(62)},
			{"make the video end at 60", durIs(60)},
			{"make the logo last 6 seconds", timesIs("logo.png", "2-8")},
		},
	})
}

// TestTypoFixIgnoresOrder: among corrections at the same distance, the
// one taken never depends on the order they were met in (the project's
// names are a map: one misspelt file word was fixed in one run and left
// unknown in the next, so the same request planned or was refused).
func TestTypoFixIgnoresOrder(t *testing.T) {
	for _, tc := range []struct {
		typed string
		near  []string
		want  string // "" is a tie: no fix
	}{
		{"grnade", []string{"grade", "grande", "brand"}, "grande"}, // two letters swapped keep every letter
		{"botom", []string{"bottom", "boom", "botox"}, "bottom"},   // a doubled letter missed
		{"blurr", []string{"blur", "burr"}, "blur"},
		{"pnik", []string{"pink", "pick"}, "pink"},
		{"mave", []string{"move", "make"}, ""}, // two meanings, no likelier slip: asked, not guessed
	} {
		seen := map[string]bool{}
		permute(tc.near, func(order []string) {
			got, _ := likeliestFix(tc.typed, order)
			seen[got] = true
			if got != tc.want {
				t.Errorf("likeliestFix(%q, %v) = %q, want %q", tc.typed, order, got, tc.want)
			}
		})
		if len(seen) > 1 {
			t.Errorf("%q: the fix depends on the order: %v", tc.typed, seen)
		}
	}
}

// permute calls f with every order of xs.
func permute(xs []string, f func([]string)) {
	var rec func(k int)
	rec = func(k int) {
		if k == len(xs) {
			f(slices.Clone(xs))
			return
		}
		for i := k; i < len(xs); i++ {
			xs[k], xs[i] = xs[i], xs[k]
			rec(k + 1)
			xs[k], xs[i] = xs[i], xs[k]
		}
	}
	rec(0)
}

// TestCoversTooMuch: a thing said to cover too much is a complaint, the
// command after it says what to do, a lot of it (the logo was hidden,
// "tapa" read as the command, then made a little transparent); "a lot
// more transparent" is twice the step of "more transparent"; "y que dure
// todo el video" after a placement is the placed thing's length.
func TestCoversTooMuch(t *testing.T) {
	runFixtureTable(t, "covers too much", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"complaint": {
			{"el logo tapa mucho, hacelo más transparente", opacityIs("logo.png", 0.5)},
			{"el logo tapa demasiado, hacelo más transparente", opacityIs("logo.png", 0.5)},
		},
		"degree": {
			{"make the logo a lot more transparent", opacityIs("logo.png", 0.5)},
			{"hacé el logo mucho más transparente", opacityIs("logo.png", 0.5)},
			{"make the logo more transparent", opacityIs("logo.png", 0.75)},
		},
		"length after a placement": {
			{"poné el logo arriba a la izquierda y que dure todo el video", timesIs("logo.png", "0-92")},
		},
	})
}
