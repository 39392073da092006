package planner

import (
	"context"
	"strings"
	"testing"
)

// Real words are not typos (i13ty): a Spanish word the lexicon does not
// know was "fixed" into one it knows, and the request was read with a
// meaning nobody said ("deducir 5 segundos" lowered the volume: reducir;
// "nieve" was nine, "regalo" paste it, "barra" delete). Found by running
// every word of an English and a Spanish dictionary through the fixer:
// 5,646 Spanish words were rewritten into another word of the lexicon.

// TestTypos26RealWordsKept: each word stays as typed (guards: typos of
// the same lexicon words are still fixed).
func TestTypos26RealWordsKept(t *testing.T) {
	voc := newVocabulary([]string{"interview", "beach", "logo"}) // the names of a project
	for _, tc := range []struct{ in, want string }{
		{"poné nieve sobre el clip", "pone nieve sobre el clip"},
		{"sacá el regalo", "saca el regalo"},
		{"mové el texto a la barra", "move el texto a la barra"},
		{"hacé la voz más joven", "hace la voz mas joven"},
		{"quitá el ancla", "quita el ancla"},
		{"poné el logo en la cima", "pone el logo en la cima"},
		{"como el viento", "como el viento"},
		{"un texto para el cliente", "un texto para el cliente"},
		{"música de boda", "musica de boda"},
		{"retener el logo", "retener el logo"},
		{"deducir 5 segundos", "deducir T:5"},
		{"una transición de brisa", "una transicion de brisa"},
		{"sobre la tierra", "sobre la tierra"},
		{"es una venta", "es una venta"},
		{"abortar el cambio", "abortar el cambio"},
		{"como una novela", "como una novela"},
		{"el logo en el estante", "el logo en el estante"},
		{"la relación entre los clips", "la relacion entre los clips"},
		{"imprimir el video", "imprimir el video"},
		// guards: typos of those lexicon words are still read as them
		{"borrá el lgo", "borra el logo"},
		{"silencia la muscia", "silencia la musica"},
		{"elimna el logo", "elimina el logo"},
		{"poné el logo mas graned", "pone el logo mas grande"},
		{"delte the logo", "delete the logo"},
		{"top rigth corner", "top right corner"},
		{"mute the intervew", "mute the interview"},
	} {
		if got := show(lex(tc.in, voc)); got != tc.want {
			t.Errorf("lex(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// TestTypos26RefusedNotRewritten: on the workshop, a request whose real
// word the planner does not know changes nothing, and nothing is reported
// as a typo of it ("quiero deducir 5 segundos del final" was planned as a
// volume change; "sacá el regalo del final" read "pegalo").
func TestTypos26RefusedNotRewritten(t *testing.T) {
	for _, tc := range []struct{ prompt, word string }{
		{"quiero deducir 5 segundos del final", "deducir"},
		{"poné nieve sobre el clip de la playa", "nieve"},
		{"hacé la voz más joven", "joven"},
		{"hacé el clip más lento como el viento", "viento"},
		{"agregá un texto para el cliente", "cliente"},
		{"poné música de boda", "boda"},
		{"quiero retener el logo", "retener"},
		{"el logo sobre la tierra", "tierra"},
		{"abortar el último cambio", "abortar"},
		{"el logo en el estante", "estante"},
		{"sacá el regalo del final", "regalo"},
	} {
		ed := workshopFixture(t)
		before := projectJSON(t, ed.Project)
		plan := BasicVideo(context.Background(), tc.prompt, ed)
		if plan.OK() || len(plan.Steps) > 0 {
			t.Errorf("%q: planned %d steps (%s), want a refusal", tc.prompt, len(plan.Steps), plan.Reply)
		}
		for _, f := range plan.Fixed {
			if strings.HasPrefix(f, tc.word+" ") {
				t.Errorf("%q: %q was read as a typo: %s", tc.prompt, tc.word, f)
			}
		}
		// the reply quotes the request: the word must be named apart from it
		if !strings.Contains(strings.ReplaceAll(plan.Reply, tc.prompt, ""), tc.word) {
			t.Errorf("%q: the reply does not name %q: %s", tc.prompt, tc.word, plan.Reply)
		}
		if after := projectJSON(t, ed.Project); after != before {
			t.Errorf("%q: the project changed", tc.prompt)
		}
	}
}
