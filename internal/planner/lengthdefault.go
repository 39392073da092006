package planner

import (
	"fmt"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A thing said to go by too fast, and nothing else ("the intro title
// disappears way too fast", "el cartel de precios dura muy poquito", "la
// foto del mapa pasa volando", "the 'Paso 2' title is gone before I can
// read it") asks it longer without saying by how much. A person expects
// the editor to pick: it lasts defaultLonger seconds more, and the reply
// says so and how to ask another length (it asked "how much longer": a
// question back where the request was clear to a person). "Too long"
// ("the intro drags", "la fachada está muy larga") stays asked: how much
// to cut is the user's call, and a cut loses footage.

// defaultLonger is how much longer a thing said to go by too fast lasts:
// enough to read a short title twice, small enough to leave the rest of
// its track as it was.
const defaultLonger = 2.0

// longerByDefaultMod marks a frame whose length grows by defaultLonger.
const longerByDefaultMod = "longer-by-default"

// longerByDefault turns a bare "it goes by too fast" of one thing into
// "make it defaultLonger seconds longer"; false (the frame untouched) when
// the clause says it of no thing, of several, or says any time.
func longerByDefault(f *frame) bool {
	if len(f.targets) == 2 && f.targets[1].pron && !f.targets[0].pron {
		// "the price text, it goes by too fast": "it" is the thing said first
		f.targets = f.targets[:1]
	}
	if lengthState(f.c.toks) != "longer" || len(f.targets) != 1 || len(f.times) > 0 || f.targets[0].pron && f.targets[0].said == "" || !saidLast(f) {
		return false
	}
	f.verb = "extend"
	f.mods = append(slices.Clone(f.mods), longerByDefaultMod)
	f.unknown = stateWordsRead(f)
	return true
}

// stateWordsRead leaves out of the words not read those said after the
// thing, which only say it goes by too fast ("poquito", "goes", "volando"):
// the default length reads them (they were "left out", and refused).
func stateWordsRead(f *frame) []string {
	if f.targets[0].end < 0 {
		return f.unknown
	}
	said := map[string]bool{}
	for _, t := range f.c.toks[min(f.targets[0].end, len(f.c.toks)):] {
		for _, w := range strings.Fields(fold(t.text)) {
			said[w] = true
		}
	}
	return slices.DeleteFunc(slices.Clone(f.unknown), func(w string) bool {
		for _, x := range strings.Fields(fold(w)) {
			if !said[x] {
				return false
			}
		}
		return true
	})
}

// longerByDefaultLength: the new length of t, defaultLonger more. What
// is over the picture never grows past the video's end (that would make
// the video longer); it grows to the end when less room is left, and
// what already ends with the video cannot grow ("the logo goes by too
// fast" of a logo shown throughout).
func longerByDefaultLength(t target, total float64) (float64, error) {
	cur, end := t.el.Duration.Seconds(), t.el.End().Seconds()
	if t.track == timeline.TrackMain {
		return cur + defaultLonger, nil
	}
	if end >= total-0.25 {
		return 0, &cannot{fmt.Sprintf("%s already lasts until the end of the video (%s); say how it should change, e.g. \"make it start 2 seconds earlier\"",
			describe([]target{t}), secs(total))}
	}
	return min(cur+defaultLonger, total-t.el.Start.Seconds()), nil
}

// longerByDefaultSaid: what the reply says of a length grown by default.
func longerByDefaultSaid(cur, d float64) string {
	return fmt.Sprintf("last %s (%s longer: no length was said; say e.g. \"make it last %s\" for another)",
		secs(d), secs(d-cur), secs(d+defaultLonger))
}

// quoteNamesLonger: "the 'Paso 2' title is gone before I can read it":
// the quote beside the text noun names the text that goes by too fast,
// not new words for it (its words were changed to "Quieto": silent).
func quoteNamesLonger(f *frame, r *resolver) {
	if len(f.quotes) != 1 || lengthState(f.c.toks) != "longer" {
		return
	}
	toks := f.c.toks
	for i, n := range f.targets {
		if n.kind != "text" || n.pron || n.trail != "" || n.quote != "" {
			continue
		}
		if n.first > 0 && toks[n.first-1].kind == tQuote || n.end < len(toks) && toks[n.end].kind == tQuote {
			q := strings.TrimSpace(f.quotes[0])
			var named []string
			for _, t := range all(r.p) {
				if t.el.Text != nil && strings.Contains(fold(strings.ToLower(t.el.Text.Content)), fold(strings.ToLower(q))) {
					named = append(named, t.el.Text.Content)
				}
			}
			if len(named) != 1 {
				return // no text or several hold it: left as it was read
			}
			f.targets[i].trail = strings.TrimSpace(named[0])
			f.quotes = nil
			return
		}
	}
}

// goneBeforeRead: at i, "before I can (even) read it", "antes de que
// pueda leerlo": the thing goes before it is read, so it lasts too little.
func goneBeforeRead(toks []token, i int) bool {
	if !toks[i].word("before", "antes de que", "antes que") {
		return false
	}
	j := i + 1
	for j < len(toks) && toks[j].word("i", "you", "we", "anyone", "anybody", "people", "one", "se", "la gente", "alguien", "can", "could", "pueda", "puedas", "podamos", "puedan", "even", "siquiera", "llegue", "llegues", "alcance", "a") {
		j++
	}
	return j > i+1 && j < len(toks) && toks[j].word("read", "see", "catch", "leer", "leerlo", "leerla", "ver", "verlo", "verla", "lea", "vea", "lo lea", "lo vea")
}

// goneBeforeReadOnly: the clause says only that its thing goes before it
// is read ("the 'Paso 2' title is gone before I can read it", "the text
// disappears before you can read it"): its one verb is the going, right
// before "before" (it was read as hiding or deleting the thing, and
// refused for "read").
func goneBeforeReadOnly(f *frame) bool {
	toks := f.c.toks
	i := slices.IndexFunc(toks, func(t token) bool { return t.word("before", "antes de que", "antes que") })
	if i < 1 || !goneBeforeRead(toks, i) {
		return false
	}
	j := i - 1
	for j > 0 && toks[j].word(lengthDegrees...) || j > 0 && toks[j].word("fast", "quick", "quickly", "rapido", "already", "ya") {
		j--
	}
	if !toks[j].word("disappears", "disappear", "vanishes", "vanish", "goes away", "gone", "is gone", "leaves", "goes", "desaparece", "se va", "se borra", "se quita") {
		return false
	}
	inThing := func(k int) bool {
		return slices.ContainsFunc(f.targets, func(n np) bool { return n.first <= k && k < n.end })
	}
	for k, t := range toks {
		if k != j && k < i && t.kind == tWord && t.has(cVerb) && !inThing(k) {
			return false
		}
	}
	return true
}

// saidLast: nothing but why follows the clause in the request ("…, no
// llego a leerlo"). A command after it gives the remedy ("heart sticker
// is too short, keep it up for the whole luna clip"), and the state is
// left as it was read (it grew 2 s, then the remedy cut the video: silent).
func saidLast(f *frame) bool {
	if len(f.c.toks) == 0 {
		return false
	}
	end := f.c.toks[len(f.c.toks)-1].end
	if end <= 0 || end > len(f.prompt) {
		return false
	}
	rest := strings.Trim(f.prompt[end:], " .,!?;:¡¿…'\"")
	return rest == "" || cannotReadInTime(rest)
}
