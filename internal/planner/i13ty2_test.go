package planner

import (
	"context"
	"strings"
	"testing"
)

// Real words near planner words (i13ty2). Two looseness problems of the
// typo fixer, found by running whole dictionaries through it
// (TestTypos2Measure): a dictionary word was still "fixed" when it shared
// its first four letters with a planner word, read as another form of it
// ("espera" was espeja, mirror; "facil" facial; "clean" clear, which muted
// a clip), and English words outside the small list were rewritten into
// another word ("backyard" backward, "bevel" level).

// TestTypos2RealWordsKept: each word stays as typed, English and Spanish;
// guards: inflections of planner words and one-edit typos are still read.
func TestTypos2RealWordsKept(t *testing.T) {
	voc := newVocabulary([]string{"interview", "beach", "logo"}) // the names of a project
	for _, tc := range []struct{ in, want string }{
		// a shared start is no form of the word
		{"espera 2 segundos", "espera T:2"},
		{"es facil", "es facil"},
		{"un deleite", "un deleite"},
		{"estima el final", "estima el final"},
		{"un chisme", "un chisme"},
		{"piedra caliza", "piedra caliza"},
		{"clean the audio", "clean the audio"},
		{"attack the music", "attack the music"},
		{"chain the clips", "chain the clips"},
		{"audit the clips", "audit the clips"},
		{"detain the logo", "detain the logo"},
		{"a divine look", "a divine look"},
		{"the crowd cheers", "the crowd cheers"},
		{"a colon", "a colon"},
		{"fasten the logo", "fasten the logo"},
		{"chill music", "chill music"},
		// English words of the larger list
		{"the backyard", "the backyard"},
		{"bevel the logo", "bevel the logo"},
		{"a shimmery look", "a shimmery look"},
		{"the thumps", "the thumps"},
		{"afire", "afire"},
		// guards: forms of planner words and typos are still read
		{"deletes the logo", "delete the logo"},
		{"darkens the clip", "darken the clip"},
		{"sharpened logo", "sharpen logo"},
		{"make the logo smalller", "make the logo smaller"},
		{"remvoe the logo", "remove the logo"},
		{"borrá el lgoo", "borra el logo"},
		{"subí el volumne", "subi el volume"},
		{"silencia la muscia", "silencia la musica"},
		{"arriba a la izquirda", "arriba a la izquierda"},
	} {
		if got := show(lex(tc.in, voc)); got != tc.want {
			t.Errorf("lex(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// TestTypos2FormOf: forms of one word by English and Spanish inflection
// meet; words that only share a start do not.
func TestTypos2FormOf(t *testing.T) {
	for _, tc := range []struct {
		w, c string
		want bool
	}{
		{"deletes", "delete", true}, {"deleted", "delete", true}, {"trimmed", "trim", true},
		{"cutting", "cut", true}, {"bigger", "big", true}, {"blurrier", "blurry", true},
		{"brightly", "bright", true}, {"dramatically", "dramatic", true}, {"copies", "copy", true},
		{"oscuros", "oscura", true}, {"grandes", "grande", true}, {"azules", "azul", true},
		{"luces", "luz", true}, {"borralo", "borra", true},
		{"espera", "espeja", false}, {"facil", "facial", false}, {"deleite", "delete", false},
		{"clean", "clear", false}, {"cute", "cut", false}, {"casado", "casa", false},
		{"attack", "attach", false}, {"detain", "detail", false}, {"convent", "convert", false},
		{"calendar", "calentar", false}, {"corridor", "corrir", false},
	} {
		if got := formOf(tc.w, tc.c); got != tc.want {
			t.Errorf("formOf(%q, %q) = %v, want %v", tc.w, tc.c, got, tc.want)
		}
	}
}

// TestTypos2PlansKeepRealWords: on the workshop, a request with a real
// word near a planner word is not planned as that word (the clip was
// muted for "clean up the audio"; "espera, borrá el logo" was a mirror).
func TestTypos2PlansKeepRealWords(t *testing.T) {
	for _, tc := range []struct{ prompt, word string }{
		{"clean up the audio of the interview", "clean"},
		{"espera, borrá el logo", "espera"},
		{"hacé el texto más fácil de leer", "facil"},
		{"move the logo to the backyard", "backyard"},
		{"bevel the edges of the logo", "bevel"},
		{"attack the music at 10 seconds", "attack"},
	} {
		ed := workshopFixture(t)
		plan := BasicVideo(context.Background(), tc.prompt, ed)
		for _, f := range plan.Fixed {
			if strings.HasPrefix(f, tc.word+" ") {
				t.Errorf("%q: %q was read as a typo: %s", tc.prompt, tc.word, f)
			}
		}
		if plan.OK() && strings.Contains(plan.Reply, "Muted") {
			t.Errorf("%q: planned a mute: %s", tc.prompt, plan.Reply)
		}
	}
}

// TestTypos2FormOfGender: a noun's -o and -a forms are two words, an
// adjective's one; "-es" is a Spanish plural only after a consonant.
func TestTypos2FormOfGender(t *testing.T) {
	for _, tc := range []struct {
		w, c string
		want bool
	}{
		{"oscuros", "oscura", true}, {"calidos", "calida", true}, {"blancos", "blanca", true},
		{"libre", "libro", false}, {"punto", "punta", false}, {"ants", "antes", false}, {"comas", "comes", false},
		{"boxes", "box", true}, {"colores", "color", true},
	} {
		if got := formOf(tc.w, tc.c); got != tc.want {
			t.Errorf("formOf(%q, %q) = %v, want %v", tc.w, tc.c, got, tc.want)
		}
	}
}
