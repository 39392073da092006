package planner

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// The vocabulary (vocabulary.go, namingVocabulary) read once into maps: for each word and its
// plural, the other words of the concepts it is in. A word names what any
// word of its concepts names: "the route map" is mapa-ruta.png, "la pileta"
// pool.mp4, "the helmet cam" a helmet-cam.mp4 or casco.mp4.

// vocabMates is, for a word of the vocabulary (or a plural of one), the
// other words of its concepts, with their plurals.
var vocabMates = func() map[string][]string {
	m := map[string][]string{}
	for _, line := range namingVocabulary {
		var forms []string
		for _, w := range strings.Fields(line) {
			for _, f := range append([]string{w}, pluralForms(w)...) {
				if !contains(forms, f) {
					forms = append(forms, f)
				}
			}
		}
		for _, w := range forms {
			if _, ok := m[w]; !ok {
				m[w] = []string{}
			}
			for _, o := range forms {
				if o != w && !contains(m[w], o) {
					m[w] = append(m[w], o)
				}
			}
		}
	}
	return m
}()

// pluralForms are the plurals of a word of the vocabulary, in English and
// in Spanish: "mapa" "mapas", "flor" "flores", "city" "cities", "luz"
// "luces". A word of three letters or fewer has none (its plural is too
// often another word: "sal", "sales").
func pluralForms(w string) []string {
	if len(w) <= 3 || strings.HasSuffix(w, "s") {
		return nil
	}
	switch last := w[len(w)-1]; {
	case strings.ContainsRune("aeiou", rune(last)):
		return []string{w + "s"}
	case last == 'y':
		return []string{w[:len(w)-1] + "ies", w + "s"}
	case last == 'z':
		return []string{w[:len(w)-1] + "ces"}
	case last == 'x' || strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh"):
		return []string{w + "es"}
	}
	return []string{w + "s", w + "es"}
}

// inVocabulary: w is a word of a concept of the vocabulary (a noun people
// name a thing by), though maybe of none the project has.
func inVocabulary(w string) bool {
	_, ok := vocabMates[w]
	return ok
}

// peopleNouns are the words (and plurals) of peopleVocabulary.
var peopleNouns = func() map[string]bool {
	m := map[string]bool{}
	for _, line := range peopleVocabulary {
		for _, w := range strings.Fields(line) {
			m[w] = true
			for _, f := range pluralForms(w) {
				m[f] = true
			}
		}
	}
	return m
}()

// vocabularyOf is the words that name what w names through the
// vocabulary (not w itself).
func vocabularyOf(w string) []string { return vocabMates[w] }

// indexable: a word of the vocabulary that may stand for a name of the
// project when said: no word of the planner's lexicon (a verb, a kind, a
// place, a time) is ever read as a name because a
// concept holds it. Decided once per word.
func indexable(w string) bool {
	indexableOnce.Do(func() {
		indexableWords = map[string]bool{}
		for w := range vocabMates {
			indexableWords[w] = len(w) >= 3 && len(lookup(w)) == 0 && !isStructureWord(w)
		}
	})
	return indexableWords[w]
}

var (
	indexableOnce  sync.Once
	indexableWords map[string]bool
)

// indexedNames are the words that are indexed as names of the project for
// a word of one of its names: those of the translations (sameNames before
// the vocabulary) and the indexable words of its concepts.
func indexedNames(w string) []string {
	out := translatedNames(w)
	for _, o := range vocabularyOf(w) {
		if indexable(o) && !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

// conceptAfterName: t, a word no lexicon reads, is a noun of the
// vocabulary said right after a name of the phrase ("the plants
// experiment"): a word of that name. A word that is also a common
// keyword of a sticker counts when no sticker is said near it ("the city
// map": "map" was left over, and the city clip deleted).
func conceptAfterName(n np, toks []token, j int, head bool, names nameIndex) bool {
	t := toks[j]
	return head && len(n.names) > 0 && n.kind == "" && t.kind == tWord && (len(t.lex) == 0 || onlySticker(t, true) && !stickerKindNear(toks, j)) &&
		t.fixed == "" && !names.has(t) && inVocabulary(t.text)
}

// partlyNamed: a name of two words, one of which names things of the
// project and the other is a noun of the vocabulary that names nothing in
// it, not even a file not on the timeline ("the helmet cam" where
// climb-cam.mp4 is the only cam): the things the one word names. With one
// thing, the reply says how it was read; with several the caller asks
// which. Nil otherwise (not found, as before).
func (r *resolver) partlyNamed(n np, pool []target) []target {
	if len(n.names) != 2 {
		return nil
	}
	var named, other []string
	for _, w := range n.names {
		if slices.ContainsFunc(pool, func(t target) bool { return r.namedBy(t, []string{w}) }) {
			named = append(named, w)
		} else {
			other = append(other, w)
		}
	}
	if len(named) != 1 || len(other) != 1 || !inVocabulary(other[0]) || r.namesAnything(other) {
		return nil
	}
	if elementTypeWords[other[0]] == "" && !modifierOf(n.said, other[0], named[0], n.noun) {
		// "the city bus", "el reloj de la cocina", "Luna's collar": the
		// word that names nothing is the thing meant, something in the
		// picture, not the element (the whole clip was deleted)
		return nil
	}
	cands := filter(pool, func(t target) bool { return r.namedBy(t, named) && r.typeFits(other[0], t) })
	g := group(cands)
	if len(g) > 1 && n.kind == "" {
		return nil // things of two kinds named by the one word: not guessed ("el micrófono de la invitada" deleted the clip, not her label)
	}
	if len(g) == 1 && r.ctx != nil {
		if took := fmt.Sprintf("took %q to be %s", n.said, strings.TrimPrefix(describeGroup(g[0]), "the ")); !slices.Contains(r.ctx.took, took) {
			r.ctx.took = append(r.ctx.took, took)
		}
	}
	return cands
}

// elementTypeWords name what an element is rather than what it shows ("the
// sponsor banner", "la toma de la subida"): said with a word that names
// one element, they are that element, when it is of that sort (typeFits).
var elementTypeWords = map[string]string{"cam": "motion", "camera": "motion", "camara": "motion", "shot": "motion",
	"shots": "motion", "toma": "motion", "tomas": "motion", "plano": "motion", "footage": "motion", "clip": "motion",
	"video": "motion", "take": "motion", "scene": "motion", "escena": "motion", "recording": "take", "grabacion": "take",
	"banner": "sign", "cartel": "sign", "sign": "sign", "poster": "sign", "afiche": "sign", "card": "sign", "tarjeta": "sign",
	"placa": "sign", "caption": "sign", "label": "sign", "etiqueta": "sign", "photo": "still", "foto": "still",
	"picture": "still", "pic": "still", "image": "still", "imagen": "still", "graphic": "still", "grafico": "still",
	"map": "still", "mapa": "still", "screenshot": "still", "captura": "still"}

// typeFits: the element t is of the sort the word w of elementTypeWords
// says: a still is a picture file, a sign a text or a picture, a take
// footage or a recording. "the city map", "the kitchen sign" named the
// city clip by its one word and deleted it.
func (r *resolver) typeFits(w string, t target) bool {
	a, _ := r.p.Asset(t.el.AssetID)
	switch elementTypeWords[w] {
	case "motion":
		return a.Type == timeline.AssetVideo
	case "take":
		return a.Type == timeline.AssetVideo || a.Type == timeline.AssetAudio
	case "sign":
		return t.el.Text != nil || a.Type == timeline.AssetImage
	case "still":
		return a.Type == timeline.AssetImage
	}
	return true
}

// modifierOf: in said, the word other only qualifies the word named or
// the kind noun: before it in English ("the helmet cam", "the arrival
// drone clip"), after it and a "de" in Spanish ("la cámara del casco").
func modifierOf(said, other, named, noun string) bool {
	ws := strings.Fields(strings.NewReplacer("'s", " ", "'", " ").Replace(fold(said)))
	o, m := slices.Index(ws, other), slices.Index(ws, named)
	if o < 0 || m < 0 {
		return false
	}
	if o == m-1 || o+1 < len(ws) && (ws[o+1] == fold(noun) || elementTypeWords[ws[o+1]] != "") {
		return true
	}
	return o > m && slices.ContainsFunc(ws[m+1:o], func(w string) bool { return w == "de" || w == "del" })
}

// namesAnything: the words name an element or a file of the project.
func (r *resolver) namesAnything(words []string) bool {
	if slices.ContainsFunc(all(r.p), func(t target) bool { return r.namedBy(t, words) }) {
		return true
	}
	return slices.ContainsFunc(r.p.Assets, func(a timeline.Asset) bool { return hasAll(nameWords(a.Name), words) })
}

// tookSaid is how the names said in part were read, as the reply says it
// before what was done ("Took "the helmet cam" to be climb-cam.mp4. ").
func tookSaid(took []string) string {
	if len(took) == 0 {
		return ""
	}
	s := strings.Join(took, "; ")
	return strings.ToUpper(s[:1]) + s[1:] + ". "
}
