package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// bakeryNames is the workshop with one label that names two people
// ("Lucía, panadera · Tomás, cajero", at the bottom from 2 to 7) and two
// labels that name one each (Marta, Pedro).
func bakeryNames(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	for _, in := range []string{
		`{"text":"Lucía, panadera · Tomás, cajero","start":2,"end":7,"position":"bottom"}`,
		`{"text":"Marta","start":40,"end":44,"position":"bottom"}`,
		`{"text":"Pedro","start":50,"end":54,"position":"bottom"}`,
	} {
		if _, err := tools().Call(context.Background(), ed, "add_text", json.RawMessage(in)); err != nil {
			t.Fatal(err)
		}
	}
	return ed
}

// TestF4S57NamesOfOneLabel: "y"/"and" between two capitalised names that
// one text holds together joins them ("el cartel con los nombres de Rosa y
// Beto dura demasiado, dejalo en 3 segundos" was cut at the "y" and
// refused); names that no one text holds still split.
func TestF4S57NamesOfOneLabel(t *testing.T) {
	label := "Lucía, panadera · Tomás, cajero"
	runFixtureTable(t, "f4 s57 names", bakeryNames, map[string][]vcase{
		"two names of one label": {
			{"el cartel de Lucía y Tomás dura demasiado, dejalo en 3 segundos", textIs(label, 2, 5, "bottom", "")},
			{"el cartel de Lucía y Tomás, ponelo arriba", textIs(label, 2, 7, "top", "")},
		},
		"the text said by its place and part, then the command": {
			{"el texto de abajo del principio, subilo arriba", textIs(label, 2, 7, "top", "")},
		},
		// neighbour: each name is a label of its own; both go
		"two labels": {
			{"borrá Marta y Pedro", both(goneIs("Marta"), goneIs("Pedro"), textIs(label, 2, 7, "bottom", ""))},
		},
	})
}
