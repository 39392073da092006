package planner

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/kljensen/snowball/english"
	"github.com/kljensen/snowball/spanish"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// People name a thing of the project by another FORM of a word its name,
// its description or its text holds: "the packing clip" is the clip
// described "Leo packs an order", "the repotting" the one where "Marta
// repots an echeveria", "las gotitas" the water drops, "the clip of ramón
// sneezing" the one where Ramón "sneezes" (each was "there is no …", or
// the word was left out). The glossary (resolve.go) grew one word at a
// time from cases seen; here words are compared by their forms: the
// Snowball stems of English and Spanish, the base of a Spanish diminutive
// ("gotitas" is "gotas", "carita" "cara", "mesita" "mesa") and the verb of
// an English agent noun ("pickers" is "picking"), and by the groups of
// the film lexicon (filmlexicon.go: "abuelo" is the old man, "durmiendo"
// asleep). A form is read only where nothing matched as said: an exact
// name keeps winning, and a form that names several things is asked about.

// formMark and conceptMark mark in a name index the forms and the
// concepts of the project's words (indexForms): never a name said, nor a
// typo's fix (nameIndex.words skips them).
const (
	formMark    = "\x03"
	conceptMark = "\x04"
)

// formKeys are the forms w is compared by: "e:" and "s:" its English and
// Spanish stems, of w and of the base of its diminutive, and "e:" the verb
// of an English agent noun. Words of three letters or fewer, or not plain
// letters, have none: their stems say too little. Worked out once per word.
func formKeys(w string) []string {
	if ks, ok := formCache.Load(w); ok {
		return ks.([]string)
	}
	ks := computeFormKeys(w)
	formCache.Store(w, ks)
	return ks
}

var formCache sync.Map

func computeFormKeys(w string) []string {
	if len(w) < 4 || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
		return nil
	}
	var out []string
	keep := func(k string) {
		if len(k) >= 5 && !slices.Contains(out, k) { // the tag and three letters
			out = append(out, k)
		}
	}
	en := english.Stem(w, true)
	keep("e:" + en)
	// "pickers" are picking, "packer" packing: the agent's verb
	if v, ok := strings.CutSuffix(en, "er"); ok && len(v) >= 4 {
		keep("e:" + v)
	}
	keep("s:" + spanish.Stem(w, true))
	for _, b := range diminutiveBases(w) {
		keep("s:" + spanish.Stem(b, true))
	}
	return out
}

// diminutives are the endings of a Spanish diminutive and the ending of
// its base ("gotitas" gotas, "carita" cara, "cafecito" cafe,
// "corazoncito" corazon), longest first.
var diminutives = [][2]string{
	{"ecitos", "es"}, {"ecitas", "es"}, {"ecito", "e"}, {"ecita", "e"},
	{"citos", "s"}, {"citas", "s"}, {"cito", ""}, {"cita", ""},
	{"itos", "os"}, {"itas", "as"}, {"ito", "o"}, {"ita", "a"},
	{"illos", "os"}, {"illas", "as"}, {"illo", "o"}, {"illa", "a"},
}

// diminutiveBases are the words w may be the diminutive of: for each
// diminutive ending it has, what is left (three letters or more) with the
// base's ending.
func diminutiveBases(w string) []string {
	var out []string
	for _, d := range diminutives {
		if stem, ok := strings.CutSuffix(w, d[0]); ok && len(stem) >= 3 {
			if b := stem + d[1]; !slices.Contains(out, b) {
				out = append(out, b)
			}
		}
	}
	return out
}

// wordConcepts are the film lexicon's groups w is a word of, as said or
// by its forms ("abuelitos" is the grandfather's group).
func wordConcepts(w string) []int {
	lex := filmLexicon()
	if gs, ok := lex.word[w]; ok {
		return gs // a word of the lexicon as said is of its own groups only: "cosechadores" are pickers, not the harvest
	}
	var out []int
	for _, k := range formKeys(w) {
		for _, g := range lex.form[k] {
			if !slices.Contains(out, g) {
				out = append(out, g)
			}
		}
	}
	return out
}

// formWords are the words of a name, a text or a description compared by
// form: folded, split at anything but a letter, three letters or more,
// none a word any clip is called (describedGeneric: "shot", "while").
func formWords(s string) []string {
	var out []string
	for _, w := range letterWords(s) {
		if len(w) >= 3 && !describedGeneric[w] && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// fileWordBreaks split a file's name into its words ("IMG_4410.MOV",
// "gotas-riego.mp4").
var fileWordBreaks = strings.NewReplacer("_", " ", "-", " ", ".", " ")

// formSet is what a thing is compared by: its words as they are ("="),
// their forms and their concepts (conceptMark and the group's number).
type formSet map[string]bool

func (s formSet) add(text string) {
	ws := formWords(text)
	for _, w := range ws {
		s["="+w] = true
		for _, k := range formKeys(w) {
			s[k] = true
		}
		for _, g := range wordConcepts(w) {
			s[conceptKey(g)] = true
		}
	}
	for _, g := range phraseConcepts(letterWords(text)) {
		s[conceptKey(g)] = true
	}
}

// conceptKey is how the film lexicon's group g is kept in a formSet.
func conceptKey(g int) string { return conceptMark + strconv.Itoa(g) }

// holds: the said word w is one of the set's words in some form: as it
// is, by a form of it, or by a concept of it.
func (s formSet) holds(w string) bool {
	if s["="+w] {
		return true
	}
	for _, k := range formKeys(w) {
		if s[k] {
			return true
		}
	}
	for _, g := range wordConcepts(w) {
		if s[conceptKey(g)] {
			return true
		}
	}
	return false
}

// indexForms puts in ix the forms and concepts of every word of the
// project's asset names and descriptions and stickers, which
// nameIndex.formNamed reads.
func indexForms(ix nameIndex, p *timeline.Project) {
	s := formSet{}
	for _, a := range p.Assets {
		s.add(fileWordBreaks.Replace(a.Name))
		s.add(a.Description)
	}
	// stickers too; a text's words are not (a text is named by what it
	// says: "the drawing workshop is at 4" corrects "Taller de dibujo
	// 16:30", it does not move it)
	seen := map[string]bool{}
	for _, t := range p.Tracks {
		for i := range t.Elements {
			if st := t.Elements[i].Sticker; st != nil && !seen[st.StickerID] {
				seen[st.StickerID] = true
				s.add(strings.ReplaceAll(st.StickerID, "-", " "))
			}
		}
	}
	for k := range s {
		if !strings.HasPrefix(k, "=") {
			ix[formMark+k] = true
		}
	}
}

// formNamed: t, a word no lexicon reads, is a name of the project as a
// word of the film lexicon that names a person or a doing's noun ("el
// abuelo": the old man of a description; "el festejo") or as a Spanish
// diminutive of a word of the project or the lexicon ("las gotitas", "la
// maquinita"). Other forms are not read here: a doing ("talks", "cantan",
// "counting") said after a person is an event ("while laura talks"),
// which the event reader reads, and a thing a description holds is said
// in remarks ("stuff all over the bed"); what they confirm is read where
// the clause is accounted for (formConfirmsTarget), and the resolver
// compares them when the lexer took them for names (formNamedThings).
func (ix nameIndex) formNamed(t token) bool {
	if len(t.lex) > 0 {
		return false
	}
	w := nameKey(t.text)
	bases := diminutiveBases(w)
	lex := filmLexicon()
	for i, c := range append([]string{w}, bases...) {
		gs := lex.names[c]
		if i > 0 {
			gs = append(slices.Clone(gs), lex.things[c]...) // "las gotitas", "la maquinita"
		}
		for _, g := range gs {
			if ix[formMark+conceptKey(g)] {
				return true
			}
		}
	}
	for _, b := range bases {
		if k := "s:" + spanish.Stem(b, true); len(k) >= 5 && ix[formMark+k] {
			return true
		}
	}
	return false
}

// formsOf is what the thing t is compared by (formSet): the words of its
// name, its asset's name and description, its text or sticker; worked out
// once per request for the things called alike.
func (r *resolver) formsOf(t target) formSet {
	key := elementKey(t)
	if s, ok := r.forms[key]; ok {
		return s
	}
	if r.forms == nil {
		r.forms = map[string]formSet{}
	}
	s := formSet{}
	if t.el.Text != nil {
		// a text by the forms of its own words only, never by their
		// concepts in the other language: "the drawing workshop is at 4
		// not 4:30" corrects "Taller de dibujo 16:30", which would be
		// moved to 4 s
		for _, w := range append(r.elementWords(t), formWords(t.el.Text.Content)...) {
			s["="+w] = true
			for _, k := range formKeys(w) {
				s[k] = true
			}
		}
		r.forms[key] = s
		return s
	}
	for _, w := range r.elementWords(t) {
		s["="+w] = true
		for _, k := range formKeys(w) {
			s[k] = true
		}
		for _, g := range wordConcepts(w) {
			s[conceptKey(g)] = true
		}
	}
	if a, ok := r.p.Asset(t.el.AssetID); ok {
		s.add(fileWordBreaks.Replace(a.Name))
		s.add(a.Description)
	}
	r.forms[key] = s
	return s
}

// formNamedThings are the things of pool that hold every name said in
// some form (formSet.holds), one of them not a person that any clip may
// show (seenPeople), as describedMatch asks: read only when nothing holds
// the names as said. Several things are asked about by the caller.
func (r *resolver) formNamedThings(n np, pool []target) []target {
	if len(n.names) == 0 || !slices.ContainsFunc(n.names, func(w string) bool { return !seenPeople[w] }) {
		return nil
	}
	return filter(pool, func(t target) bool {
		return r.once("forms\x01"+elementKey(t)+"\x01"+strings.Join(n.names, "\x02"), func() bool {
			s := r.formsOf(t)
			return !slices.ContainsFunc(n.names, func(w string) bool { return !s.holds(w) })
		})
	})
}

// formConfirmsTarget: a word left over in the clause (w) is, in some
// form, a word of what one of its things resolved to ("el clip del
// abuelo leyendo el diario": the old man reads the newspaper), so it says
// which thing, and nothing is left out. A word the lexicon reads never
// confirms.
func formConfirmsTarget(f *frame, r *resolver, intent, w string) bool {
	if len(lookup(w)) > 0 || len(w) < 4 || r == nil {
		return false
	}
	for _, n := range f.targets {
		if len(n.names) == 0 || n.kind == "" || !saidAfter(f.c.toks, n.first, w) {
			// only of a thing said with its kind ("el clip del abuelo
			// leyendo", "the clip of ramón sneezing"), the word after it:
			// "hacé que hector hable más claro" asks for a clearer voice,
			// not the clip where Héctor talks
			continue
		}
		if ts, err := r.elements(n); err == nil && len(group(ts)) == 1 && r.formsOf(ts[0]).holds(w) {
			return true
		}
		if intent == "add media" {
			// "add the clip of ramón sneezing": the file to add
			if a, err := r.asset(n); err == nil && r.assetForms(a).holds(w) {
				return true
			}
		}
	}
	return false
}

// formNamedAssets are the assets of p whose name and description hold
// every name said in some form, one of them not a person (as
// formNamedThings): the file to add in "add the clip of ramón sneezing"
// (described "Ramón … sniffs a cactus and sneezes"), read only when no
// name or description holds them as said.
func (r *resolver) formNamedAssets(names []string) []*timeline.Asset {
	if len(names) == 0 || !slices.ContainsFunc(names, func(w string) bool { return !seenPeople[w] }) {
		return nil
	}
	var out []*timeline.Asset
	for i := range r.p.Assets {
		a := &r.p.Assets[i]
		if s := r.assetForms(a); !slices.ContainsFunc(names, func(w string) bool { return !s.holds(w) }) {
			out = append(out, a)
		}
	}
	return out
}

// assetForms is what the asset a is compared by (formSet): the words of
// its name and its description, worked out once per request.
func (r *resolver) assetForms(a *timeline.Asset) formSet {
	key := "asset\x00" + a.ID
	if s, ok := r.forms[key]; ok {
		return s
	}
	s := formSet{}
	for _, w := range nameWords(a.Name) {
		s["="+w] = true
	}
	s.add(fileWordBreaks.Replace(a.Name))
	s.add(a.Description)
	if r.forms == nil {
		r.forms = map[string]formSet{}
	}
	r.forms[key] = s
	return s
}

// saidAfter: the word w is said after the token at i.
func saidAfter(toks []token, i int, w string) bool {
	for j := i + 1; j < len(toks); j++ {
		if toks[j].kind == tWord && toks[j].text == w {
			return true
		}
	}
	return false
}
