package planner

import (
	"fmt"
	"strings"
	"testing"
)

// show prints tokens compactly: words as typed-in-fold, numbers as N:v,
// times as T:v, quotes as Q:"..".
func show(toks []token) string {
	var out []string
	for _, t := range toks {
		switch t.kind {
		case tWord:
			out = append(out, t.text)
		case tNumber:
			out = append(out, fmt.Sprintf("N:%g", t.num))
		case tTime:
			out = append(out, fmt.Sprintf("T:%g", t.num))
		case tPercent:
			out = append(out, fmt.Sprintf("P:%g", t.num))
		case tDegrees:
			out = append(out, fmt.Sprintf("D:%g", t.num))
		case tFactor:
			out = append(out, fmt.Sprintf("X:%g", t.num))
		case tOrdinal:
			out = append(out, fmt.Sprintf("O:%g", t.num))
		case tQuote:
			out = append(out, fmt.Sprintf("Q:%q", t.text))
		case tPunct:
			out = append(out, t.text)
		}
	}
	return strings.Join(out, " ")
}

// TestNormalise: case, accents, punctuation, quotes verbatim, number words
// (EN/ES), decimal comma and point, and every time form.
func TestNormalise(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		// case, accents, punctuation
		{"Sacá el LOGO, ¡ya!", "saca el logo , ya !"},
		{"Poné la Música al 30%", "pone la musica al P:30"},
		// quotes stay verbatim, apostrophes are not quotes
		{`add "Top 10 tips" and 'Hola, qué tal'`, `add Q:"Top 10 tips" and Q:"Hola, qué tal"`},
		{"don't cut the intro.mp4", "dont cut the intro.mp4"},
		{"add «Café» now", `add Q:"Café" now`},
		// numbers: digits, words, compounds, decimals
		{"split at five", "split at N:5"},
		{"twenty-five and treinta y cinco and veintidós", "N:25 and N:35 and N:22"},
		{"cut at 13,5 and 2.25", "cut at N:13.5 and N:2.25"},
		{"dos coma cinco and two point five", "N:2.5 and N:2.5"},
		{"a hundred percent", "P:100"},
		{"a title", "a title"},
		{"one clip", "one clip"},
		// times
		{"1:05", "T:65"},
		{"00:01:05", "T:65"},
		{"00:00:03", "T:3"},
		{"1:05.5", "T:65.5"},
		{"65s and 65 seconds and 65 secs", "T:65 and T:65 and T:65"},
		{"un minuto y medio", "T:90"},
		{"a minute and a half", "T:90"},
		{"minute 2", "T:120"},
		{"1 min 30", "T:90"},
		{"1m30s", "T:90"},
		{"2 minutes and 10 seconds", "T:130"},
		{"second 5", "T:5"},
		{"el segundo 12", "el T:12"},
		{"segundo trece y medio", "T:13.5"},
		{"half a second", "T:0.5"},
		{"medio segundo", "T:0.5"},
		{"one and a half seconds", "T:1.5"},
		{"dos segundos y medio", "T:2.5"},
		{"500ms", "T:0.5"},
		{"the 10 second mark", "the T:10"},
		{"once segundos", "T:11"},
		{"13,5 segundos", "T:13.5"},
		// percent, degrees, factors, ordinals
		{"30 percent and 30 por ciento and veinte por ciento", "P:30 and P:30 and P:20"},
		{"90° and 90 degrees and noventa grados", "D:90 and D:90 and D:90"},
		{"2x and x3", "X:2 and X:3"},
		{"1st 2nd 3rd", "O:1 O:2 O:3"},
		// a unit said once for two numbers
		{"from 1 to 2 minutes", "from N:1 to T:120"},
		// a ratio is a clock form (read as 9:16 by crop)
		{"9:16", "T:556"},
	} {
		if got := show(lex(tc.in, nil)); got != tc.want {
			t.Errorf("lex(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// TestPhrasesJoin: a phrase is one token, so its words mean nothing alone
// ("thumbs up" is not "up", "black and white" is not two clauses).
func TestPhrasesJoin(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"add a thumbs up sticker", "add a thumbs up sticker"},
		{"make it black and white", "make it black and white"},
		{"get rid of the music", "get rid of the music"},
		{"poné blanco y negro arriba a la izquierda", "pone blanco y negro arriba a la izquierda"},
	} {
		toks := lex(tc.in, nil)
		if got := show(toks); got != tc.want {
			t.Errorf("lex(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
	toks := lex("add a thumbs up sticker", nil)
	if toks[2].text != "thumbs up" || !toks[2].has(cSticker, "thumbs-up") || toks[2].has(cPos) || toks[2].has(cMod, "up") {
		t.Errorf("thumbs up read as %+v", toks[2])
	}
}
