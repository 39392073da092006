package planner

import (
	"slices"
	"strings"
)

// What happens in a clip is often said with the word its file is named
// by, as a verb: "while the player is interviewed" (player-interview.mp4),
// "while they celebrate" (celebration.mp4), "mientras festejan" (the
// same, through "festejo"), "cuando entrevistan al jugador". The event
// reader placed the subject ("the player") and asked about the verb
// ("When is …?"), or left the verb out and the request with it.

// doingOfName: the word at j says the doing a name of the project is
// made of: a name word itself or one of its spoken or conjugated forms
// (the names index holds those), or an English verb form whose stem is
// a name word's ("interviewed", "celebrate", "celebrating"). It returns
// the name word, "" when none.
func doingOfName(t token, names nameIndex) string {
	if t.kind != tWord || isStructure(t) || t.has(cVerb) && !names.has(t) {
		return ""
	}
	if names.has(t) {
		return nameKey(t.text)
	}
	w := fold(t.text)
	for _, end := range []string{"ed", "ing", "es", "s", "e", "d"} {
		stem, ok := strings.CutSuffix(w, end)
		if !ok || len(stem) < 5 {
			continue
		}
		// "interview" for "interviewed", "celebration" for "celebrat(e)"
		if n := oneNameFrom(stem, names.words()); n != "" {
			return n
		}
	}
	// a Spanish person form of a noun the glossary has ("festejan":
	// festejo, celebration; "entrevistan": entrevista, interview)
	for _, end := range []string{"amos", "emos", "imos", "aron", "ieron", "an", "en", "a", "e", "o"} {
		stem, ok := strings.CutSuffix(w, end)
		if !ok || len(stem) < 5 {
			continue
		}
		var named []string
		for _, k := range translationKeys {
			if o := translate(k); len(k) >= len(stem) && k[:len(stem)] == stem && len(k)-len(stem) <= 3 && names[o] {
				named = append(named, o)
			}
		}
		if n := oneNameFrom("", named); n != "" {
			return n
		}
	}
	return doingRootName(t, names) // "opens" of "opening the kiln" (eventroots.go)
}

// translationKeys are the glossary's words, sorted.
var translationKeys = func() []string {
	ks := make([]string, 0, len(translations))
	for k := range translations {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}()

// oneNameFrom is the one name word among ws that starts with stem and
// goes on by four letters at most; the shortest where the others are its
// forms ("interview", "interviews"), "" where they name different
// things.
func oneNameFrom(stem string, ws []string) string {
	var got []string
	for _, n := range ws {
		if strings.HasPrefix(n, stem) && len(n)-len(stem) <= 4 {
			got = append(got, n)
		}
	}
	if len(got) == 0 {
		return ""
	}
	slices.Sort(got)
	slices.SortStableFunc(got, func(a, b string) int { return len(a) - len(b) })
	for _, o := range got[1:] {
		if !strings.HasPrefix(o, got[0]) {
			return ""
		}
	}
	return got[0]
}

// doingAfterSubject: after the subject of an event ("while the player
// is"), the words that say its doing by a name of the project join the
// subject's names: "the player interviewed" is the clip named by both
// (a thing named by only one of them, or none, is not found and asked).
// It returns the anchor with the names and where the event's words end.
func doingAfterSubject(toks []token, a *np, end int, names nameIndex) (*np, int) {
	if a == nil || a.pron || len(a.names) == 0 || a.kind != "" && a.kind != "video" {
		return a, end
	}
	k := end
	for k < len(toks) && toks[k].kind == tWord && toks[k].word("being", "getting", "get", "gets", "siendo") {
		k++
	}
	if k < len(toks) && toks[k].kind == tWord && toks[k].word(happenWords...) {
		return a, k + 1
	}
	var got []string
	for k < len(toks) {
		w := doingOfName(toks[k], names)
		if w == "" {
			break
		}
		got = append(got, w)
		k++
	}
	if len(got) == 0 {
		return a, end
	}
	n := *a
	n.names = append(append([]string{}, a.names...), got...)
	n.end = k
	return &n, k
}

// doingAlone: "while they celebrate", "mientras festejan", "when we
// celebrate": a doer said by a pronoun or not at all, and a doing that
// is a name of the project, with nothing after it but the clause's end:
// while the thing of that name shows.
func (f *frame) doingAlone(j int, names nameIndex) (timeVal, int) {
	toks := f.c.toks
	k := j
	if k < len(toks) && toks[k].kind == tWord && (toks[k].word(eventDoerPronouns...) || toks[k].word("we", "i", "they", "you", "nosotros")) && !names.has(toks[k]) {
		k++
	}
	if k >= len(toks) {
		return timeVal{}, 0
	}
	if toks[k].kind == tWord && toks[k].word(doWords...) {
		// "while I do the plank", "mientras hago la plancha": the thing
		// done is the time
		if d := skipDets(toks, k+1); d > k+1 {
			if v, m := f.readTimeVal(d, names, false); m > 0 && v.anchor != nil && !v.anchor.pron {
				v.edge = "whole"
				return v, d + m - j
			}
		}
		return timeVal{}, 0
	}
	w := doingOfName(toks[k], names)
	if w == "" {
		return timeVal{}, 0
	}
	if k+1 < len(toks) && toks[k+1].kind == tWord && !toks[k+1].has(cConn) && !toks[k+1].has(cPos) && !eventFiller(toks[k+1]) {
		return timeVal{}, 0 // "when they celebrate the goal": more than the reader placed
	}
	n := np{said: toks[k].text, names: []string{w}, first: k, end: k + 1, prep: "during"}
	return timeVal{anchor: &n, edge: "whole"}, k + 1 - j
}

// doWords: a verb of doing that says nothing more than the thing done.
var doWords = []string{"do", "does", "doing", "did", "hago", "hace", "hacemos", "hacen", "haciendo", "hacia"}

// happenWords: a verb of an event that says nothing more than that it
// happens ("when the goal happens", "mientras ocurre el gol").
var happenWords = []string{"happens", "happen", "happening", "ocurre", "sucede", "ocurren", "suceden"}
