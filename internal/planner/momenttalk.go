package planner

import (
	"slices"
	"strings"
)

// A trim with no amount, then a remark on when someone stops or starts
// talking, with the time it happens ("trim the end of the intro, she
// stops talking at 8", "recortá el principio de la entrevista, empieza a
// hablar en el 3"): the moment the talk stops is where the thing trimmed
// now ends, the moment it starts where it now starts. The remark was a
// clause of its own and the trim asked how much to trim ("would leave out
// she"). Only a remark with one time and no thing of the project of its
// own is read (momentOfEdge); the edge a trim says must be the remark's.

// talkEdgePhrases: what a remark says of the talk, and the edge it gives.
// Words are folded (no accents), joined by one space.
var talkEdgePhrases = []struct {
	said, edge string
}{
	{"stops talking", "end"}, {"stop talking", "end"}, {"stopped talking", "end"}, {"stops speaking", "end"},
	{"finishes talking", "end"}, {"finished talking", "end"}, {"is done talking", "end"}, {"done talking", "end"},
	{"says bye", "end"}, {"says goodbye", "end"}, {"said bye", "end"}, {"says her goodbye", "end"}, {"says his goodbye", "end"},
	{"termina de hablar", "end"}, {"termino de hablar", "end"}, {"deja de hablar", "end"}, {"dejo de hablar", "end"},
	{"para de hablar", "end"}, {"se calla", "end"}, {"se despide", "end"}, {"dice chau", "end"}, {"dice adios", "end"},
	{"starts talking", "start"}, {"starts speaking", "start"}, {"starts to talk", "start"}, {"begins talking", "start"},
	{"begins to talk", "start"}, {"started talking", "start"},
	{"empieza a hablar", "start"}, {"arranca a hablar", "start"}, {"comienza a hablar", "start"}, {"empezo a hablar", "start"},
}

// talkEdge: the fragment says that someone stops or starts talking; the
// edge that moment gives ("end", "start"), or "".
func talkEdge(toks []token) string {
	var said []string
	for _, t := range toks {
		if t.kind == tWord {
			said = append(said, strings.Fields(fold(t.text))...)
		}
	}
	all := " " + strings.Join(said, " ") + " "
	edge := ""
	for _, p := range talkEdgePhrases {
		if strings.Contains(all, " "+p.said+" ") {
			if edge != "" && edge != p.edge {
				return "" // both: "she stops talking at 8 and starts again at 12"
			}
			edge = p.edge
		}
	}
	return edge
}

// talkWord: a word of a talk remark that names no thing of its own: who
// talks, said by a pronoun, and the talk ("talking" is also the voice
// track's word).
func talkWord(t token) bool {
	return t.kind == tWord && (t.has(cPron) || t.word("she", "he", "they", "ella", "el", "ellos", "ellas", "talking", "speaking", "talk", "hablar"))
}

// talkMoment reads a remark of the talk with its one time: the edge and
// the index of the time, with ok.
func talkMoment(toks []token, names func(token) bool) (edge string, at int, ok bool) {
	edge = talkEdge(toks)
	if edge == "" {
		return "", 0, false
	}
	at = oneTimeAt(toks)
	if at == -2 {
		return "", 0, false // two times: a range, not a moment
	}
	if at < 0 || slices.ContainsFunc(toks, func(t token) bool { return t.kind == tQuote }) {
		return "", 0, false
	}
	for _, t := range toks {
		if thingWord(t, names) && !talkWord(t) {
			return "", 0, false // "the music stops at 8": a thing's own time
		}
	}
	return edge, at, true
}
