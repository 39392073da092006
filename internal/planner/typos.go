package planner

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"io"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// Typo tolerance: a word the planner does not know is replaced by the one
// word of its own vocabulary (the lexicon, and the names in the project)
// within a small edit distance: "delte" reads delete, "mve" move, "rigth"
// right, "intervew" the interview. Quoted text is never touched (it is a
// quote token, not a word), and neither are the common words below, which
// people write in titles ("hola" is not a typo of "hora").

// vocabulary is what words may be corrected to: the lexicon's content
// words, Spanish verb forms, and the words of the project's names.
type vocabulary struct {
	project map[string]bool
	// described are the words only an asset's description holds: never
	// fixed as a typo, and never what a typo is fixed to ("correa" is not
	// "correr" of "the puppy running to her")
	described map[string]bool
}

// newVocabulary adds a project's name words to the static vocabulary; a
// word marked as a description's (describedMark) is kept apart.
func newVocabulary(projectWords []string) *vocabulary {
	v := &vocabulary{project: map[string]bool{}, described: map[string]bool{}}
	for _, w := range projectWords {
		if d, ok := strings.CutPrefix(w, describedMark); ok {
			v.described[d] = true
		} else if len(w) >= 3 {
			v.project[w] = true
		}
	}
	return v
}

// staticVocab holds the words typos are fixed to, by length.
var staticVocab = sync.OnceValue(func() map[int][]string {
	lx := theLexicon()
	byLen := map[int][]string{}
	add := func(w string) {
		if len(w) >= 3 && !strings.ContainsAny(w, " -.") && fixTarget(w) {
			byLen[len(w)] = append(byLen[len(w)], w)
		}
	}
	for _, w := range lx.vocab {
		add(w)
	}
	for w := range degreeWords {
		add(w) // read by the number reader, not the lexicon
	}
	// common forms of the Spanish verbs: the imperative (tú, vos), the
	// infinitive and the ones with "lo"/"la"/"le"
	seen := map[string]bool{}
	for _, s := range lx.stems {
		for _, e := range []string{"a", "e", "ar", "er", "ir", "i", "alo", "ala", "ale", "elo", "ela", "ele", "en"} {
			w := s.stem + e
			if !seen[w] {
				seen[w] = true
				if v, _, ok := lx.spanishVerb(w); ok && v == s.verb {
					byLen[len(w)] = append(byLen[len(w)], w)
				}
			}
		}
	}
	return byLen
})

// fixTarget: words a typo may be fixed to carry meaning (verbs, kinds,
// looks, places, properties, modifiers, units, numbers), not function words.
func fixTarget(w string) bool {
	if _, ok := numberWords[w]; ok {
		return true
	}
	if _, ok := unitSeconds[w]; ok {
		return len(w) >= 5
	}
	if degreeWords[w] && len(w) >= 5 {
		return true // "45 degres"
	}
	for _, l := range lookup(w) {
		switch l.cat {
		case cVerb, cKind, cPos, cEffect, cRegion, cProp, cMod, cStyle, cColor, cNo, cSpan, cOrd:
			return true
		case cSticker:
			if l.num != 1 && len(w) >= 4 { // "hart" is a heart; common keywords are not targets
				return true
			}
		}
	}
	for p, ls := range theLexicon().phrases {
		if strings.Contains(" "+p+" ", " "+w+" ") {
			for _, l := range ls {
				if l.cat != cFiller && l.cat != cPrep && l.cat != cDet && l.cat != cConn && len(w) >= 4 {
					return true
				}
			}
		}
	}
	return false
}

// stretched undoes a letter held for emphasis ("sooo loud", "muuuy
// fuerte", "pleaaase"): typed three times or more it is one letter, or two
// when that is the word ("sooo" was fixed to "solo", a clip's name, and
// that clip's volume was changed). "" when no letter is held.
func stretched(w string) string {
	var one, two []rune
	held := false
	rs := []rune(w)
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && rs[j] == rs[i] {
			j++
		}
		n := j - i
		if n >= 3 {
			held, n = true, 1
			two = append(two, rs[i], rs[i])
		} else {
			two = append(two, rs[i:j]...)
		}
		for range n {
			one = append(one, rs[i])
		}
		i = j
	}
	if !held {
		return ""
	}
	for _, c := range []string{string(one), string(two)} {
		if known(c) || commonWords[c] || realWord(c) {
			return c
		}
	}
	return string(one)
}

// functionWords are fixed only from two letters swapped ("teh", "adn"):
// they are not typo targets otherwise (too short and too many to guess).
// The words that tie a time to a thing are among them: "mute the voiceover
// whlie the price is on screen" lost its time ("would leave out whlie").
var functionWords = []string{"the", "and", "from", "with", "for", "del", "las", "los", "con", "por", "que", "para",
	"while", "during", "after", "before", "until", "between", "when", "then",
	"mientras", "durante", "despues", "antes", "hasta", "desde", "entre", "cuando", "luego"}

// timeTieWords are the long words that tie a time to a thing. A typo of
// one is fixed to it ("durng", "asta"), and one as near to another word
// is no fix: "music at 20% whle the city clip" was "whole" and set the
// city clip's volume too. Not "luego" (a typo of "juego") nor "cuando"
// ("cuanto"), whose neighbours mean something else.
var timeTieWords = []string{"while", "during", "after", "before", "until", "between",
	"mientras", "durante", "despues", "antes", "hasta", "desde"}

func swappedFunctionWord(w string) string {
	for _, f := range functionWords {
		if len(f) == len(w) && f != w && osaDistance(w, f, 1) == 1 && sameLetters(w, f) {
			return f
		}
	}
	return ""
}

// sameLetters: a and b are the same letters in another order.
func sameLetters(a, b string) bool {
	x, y := []byte(a), []byte(b)
	slices.Sort(x)
	slices.Sort(y)
	return string(x) == string(y)
}

// commonWords are not in the lexicon but are real words: never "fixed".
var commonWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`hello hola world mundo hi bye chau chao adios welcome bienvenido bienvenidos
		bienvenida bienvenidas thanks gracias subscribe suscribite suscribete follow seguime sigueme sale oferta
		they we he she his hers our ours their theirs who whom whose why how where were been being had did done
		made says said say tell told see seen look looks looking feel feels good great nice cool best love amor
		yes yeah yep nope sure vos voy vas van soy eres sos somos fue fui era eran hola buenas buenos dias noches
		tardes summer verano winter invierno spring primavera autumn otono fall day night dia noche year ano
		happy feliz birthday cumple cumpleanos party fiesta team equipo our the welcome home casa friends amigos
		family familia trip viaje beach playa city ciudad vlog tips tip hack new nuevo free gratis now ahora
		coming soon pronto link bio click here aqui sorry perdon wow omg lol haha jaja xd hey ey ok dale vamos
		go goal gol win gana thank shop tienda buy compra promo deal episode episodio part parte chapter capitulo
		ground floor wall walls road street building buildings house car cars tree trees mountain mountains hill
		hills field flower flowers hair eyes eye lips teeth mouth nose hand hands shirt dress clothes dog cat animal
		bird sun moon light lights shadow shadows window door table food plate cup phone screen sign horizon
		suelo piso pared calle edificio edificios auto coche arbol arboles montana montanas flor flores pelo
		cabello ojos ojo labios dientes boca nariz mano manos camisa ropa perro gato pajaro sol luna luz luces
		sombra sombras ventana puerta mesa comida telefono cartel horizonte
		change changes step steps edit edits thing things action actions cambio cambios paso pasos edicion
		ediciones cosa cosas accion acciones casi almost nearly mostly hard easy read lee leer ugly feo fea
		fecha fechas margen margenes lunes raya rayas peor raro rara anterior
		aporta aportan aporte entiende entienden entiendo
		temblando tembloroso temblorosa tiembla tiemblan lentisimo lentisima lentito`) {
		m[w] = true
	}
	return m
}()

// aimNotTypos are aim words (see aimWords) that were "fixed" to a verb of
// another edit ("que los colores exploten" was an export); the others keep
// their fixes ("hacé que los colores resalten" is more saturation).
var aimNotTypos = []string{"explote", "exploten"}

// fixTypos corrects the words of toks that neither the lexicon nor the
// project knows, when exactly one vocabulary word is close enough, and
// reports whether it fixed any.
func fixTypos(toks []token, voc *vocabulary, prompt string) bool {
	fixed := false
	asText := typedAsText(toks, prompt)
	for i := range toks {
		t := &toks[i]
		w := t.text
		if t.kind != tWord || len(w) < 3 || commonWords[w] || t.word(aimNotTypos...) || voc.project[w] || voc.described[w] || !isPlainWord(w) || known(w) || asText[i] ||
			pastAfterClitic(toks, i, prompt) || nounOfVocabulary(w) {
			continue
		}
		fix := stretched(w)
		if fix == "" {
			fix = swappedFunctionWord(w) // "teh" is "the", not "ten"
		}
		if fix == "" && (i == 0 || fillerBefore(toks, i)) {
			fix = verbForm(w) // "would you mind deleting the heart": delete
		}
		if fix == "" {
			fix = diminutive(w) // "clarito" is light, not "clarity"
		}
		if fix == "" {
			if c, ok := voc.closest(w); ok && (i == 0 || !afterArticle(toks[i-1]) || voc.project[c] || nounLike(c)) && (keepsMeaning(w, c) || voc.project[c] && sameStem(w, c)) &&
				!otherVerbThanStart(w, c) {
				fix = c
			}
		}
		if fix != "" {
			t.fixed, t.text, fixed = w, fix, true
		}
	}
	return fixed
}

// nounOfVocabulary: w, of five letters or more, is a noun people name
// things by (vocabulary.go), spelt right: never a typo of another word
// ("el cartel de la panadería" was fixed to "panadera", Ana's label
// "Head Baker", and deleted it; "la entrevistada" was fixed to
// "entrevistas", a name of the interview, and her talk was lost).
func nounOfVocabulary(w string) bool { return len(w) >= 5 && inVocabulary(w) }

// typedAsText marks the words typed as a text's own words, which are never
// fixed: those after "saying", "que diga", "titled" up to a preposition,
// and the ones typed with a capital after a text noun ("add a title Summer
// Fun": "Fun" was fixed to "fin", read as the end, and cut from the title).
func typedAsText(toks []token, prompt string) []bool {
	keep := make([]bool, len(toks))
	for i, t := range toks {
		if t.kind != tWord {
			continue
		}
		switch {
		case introducesText(toks, i):
			for k := i + 1; k < len(toks) && toks[k].kind == tWord && !meaning(toks[k].text).has(cPrep); k++ {
				keep[k] = true
			}
		case meaning(t.text).has(cKind, "text"):
			capital := func(k int) bool { return toks[k].kind == tWord && capitalised(prompt[toks[k].pos:toks[k].end]) }
			for k := i + 1; k < capitalRun(toks, i+1, capital); k++ {
				keep[k] = true
			}
		}
	}
	return keep
}

// introducesText: the word at i ends a phrase that says a text follows
// ("saying", "que diga", "that reads", "with the text").
func introducesText(toks []token, i int) bool {
	phrase := toks[i].text
	for k := i; k >= 0 && k > i-3 && toks[k].kind == tWord; k-- {
		if k < i {
			phrase = toks[k].text + " " + phrase
		}
		if meaning(phrase).has(cTextIntro) {
			return true
		}
	}
	return false
}

// meaning is a word or phrase as a token with what it means.
func meaning(w string) token {
	if ls, ok := theLexicon().phrases[w]; ok {
		return token{kind: tWord, text: w, lex: ls}
	}
	return token{kind: tWord, text: w, lex: lookup(w)}
}

// diminutive reads a Spanish diminutive as its word: "clarito" is
// "claro", "oscurita" "oscura", "poquitos" "pocos"; "" when w is none or
// its word is unknown.
func diminutive(w string) string {
	for _, end := range []string{"itos", "itas", "ito", "ita"} {
		stem, ok := strings.CutSuffix(w, end)
		if !ok || len(stem) < 3 {
			continue
		}
		base := stem + strings.TrimPrefix(end, "it")
		if known(base) {
			return base
		}
	}
	return ""
}

// afterArticle: t is an article ("the", "la", "los"), so the word after
// it names a thing.
func afterArticle(t token) bool {
	return t.kind == tWord && t.has(cDet) && t.word("the", "el", "la", "los", "las", "this", "that", "esta", "este", "my", "mi")
}

// nounLike: w names a thing, a part, a place or a look; a word after an
// article is not fixed to a modifier or a verb ("the mug" is no "muy",
// "la taza" no "tapa": the thing would silently drop out of the request).
func nounLike(w string) bool {
	for _, l := range lookup(w) {
		switch l.cat {
		case cKind, cRegion, cEffect, cPos, cColor, cSticker, cProp, cSpan, cStyle, cOrd:
			return true
		}
	}
	return false
}

func isPlainWord(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// closest finds the single best correction of w: project names first (a
// name is what a user misspells most: "intervew"), then the lexicon.
//
// Every candidate at the smallest distance is weighed together, so the
// answer never depends on the order candidates are met in: the project's
// names are a map, and "guitara" was "guitarra" (the guitar solo) in one
// run and no word at all in the next, when a tie was broken by whichever
// came first.
func (v *vocabulary) closest(w string) (string, bool) {
	maxD := 1
	if len(w) >= 8 {
		maxD = 2
	}
	bestD := maxD + 1
	var near []string
	try := func(c string) {
		if abs(len(c)-len(w)) > maxD {
			return
		}
		// short words: only a fix that keeps the first letter
		if len(w) <= 4 && c[0] != w[0] {
			return
		}
		switch d := osaDistance(w, c, maxD); {
		case d > maxD:
		case d < bestD:
			bestD, near = d, []string{c}
		case d == bestD && !slices.Contains(near, c):
			near = append(near, c)
		}
	}
	for c := range v.project {
		try(c)
	}
	if c, ok := likeliestFix(w, near); ok {
		return c, true
	}
	for n := len(w) - maxD; n <= len(w)+maxD; n++ {
		for _, c := range staticVocab()[n] {
			try(c)
		}
	}
	for _, c := range timeTieWords {
		try(c)
	}
	if bestD > maxD {
		return "", false
	}
	return likeliestFix(w, near)
}

// likeliestFix picks among corrections at the same distance from w: one
// meaning is no choice ("warm" and "warmer" read the same); else the
// likelier slip narrows them, in turn: two neighbours typed in the wrong
// order keep every letter ("grnade" is grande, not grade), then a doubled
// letter missed or repeated ("botom" is bottom, "blurr" blur), then the
// first letter kept. What is still more than one meaning is a tie: no fix.
func likeliestFix(w string, near []string) (string, bool) {
	near = slices.Clone(near)
	slices.Sort(near)
	oneMeaning := func(cs []string) bool {
		return len(cs) > 0 && !slices.ContainsFunc(cs[1:], func(c string) bool { return !sameMeaning(c, cs[0]) })
	}
	for _, slip := range []func(c string) bool{
		func(c string) bool { return swapped(w, c) },
		func(c string) bool { return doubling(w, c) },
		func(c string) bool { return c[0] == w[0] },
	} {
		if oneMeaning(near) {
			break
		}
		if likelier := slices.DeleteFunc(slices.Clone(near), func(c string) bool { return !slip(c) }); len(likelier) > 0 {
			near = likelier
		}
	}
	if !oneMeaning(near) {
		return "", false
	}
	return near[0], true
}

// sameMeaning: two candidates share a meaning ("warm" and "warmer" are
// both the warm look), so either fix reads the same.
func sameMeaning(a, b string) bool {
	for _, x := range lookup(a) {
		if x.cat == cVerb || x.cat == cFiller || x.cat == cDet || x.cat == cPrep || x.cat == cConn {
			continue
		}
		for _, y := range lookup(b) {
			if x.cat == y.cat && x.val == y.val {
				return true
			}
		}
	}
	return false
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// osaDistance is the optimal string alignment distance (insertions,
// deletions, substitutions and swaps of neighbours), stopping early once
// it exceeds limit.
func osaDistance(a, b string, limit int) int {
	if a == b {
		return 0
	}
	la, lb := len(a), len(b)
	prev2 := make([]int, lb+1)
	prev := make([]int, lb+1)
	cur := make([]int, lb+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= la; i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= lb; j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[lb]
}

// swapped: a is b with two neighbouring letters in the other order.
func swapped(a, b string) bool {
	if len(a) != len(b) || a == b {
		return false
	}
	for i := 0; i+1 < len(a); i++ {
		if a[i] != b[i] {
			return a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
		}
	}
	return false
}

// doubling: a and b differ by one letter written once instead of twice,
// or twice instead of once ("botom"/"bottom", "blurr"/"blur").
func doubling(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(a) != len(b)+1 {
		return false
	}
	for i := 1; i < len(a); i++ {
		if a[i] == a[i-1] && a[:i]+a[i+1:] == b {
			return true
		}
	}
	return false
}

// realWords are the English words of SCOWL's size-35 list (Debian's
// wamerican-small; the notice is in realwords-LICENSE.txt): a word people
// commonly write is what they meant, not a typo of a word of the lexicon
// ("cute" is not "cut", "speaking" not "spelling", "cooking" not
// "looking", "anything" not "nothing", "cause" not "pause": the request
// changed meaning, or a clear one was refused). Made with
// grep -x '[a-z]\{3,\}' /usr/share/dict/american-english-small | LC_ALL=C sort -u | gzip -9n
//
//go:embed realwords.txt.gz
var realWordsGz []byte

// rareWordsGz are the words of SCOWL's size-50 list (Debian's wamerican,
// same notice) that the size-35 list lacks. Without them the fixer
// rewrote 1,169 words of wamerican into another word of the lexicon
// ("backyard" read backward, "bevel" level, "shimmery" summery). They are
// rarer, so a typo of a lexicon word lands on one more often ("tittle"
// for title): a letter doubled or dropped, or two swapped, is still fixed.
// The list costs 72 KB of binary. Made with
// grep -x '[a-z]\{3,\}' /usr/share/dict/american-english | LC_ALL=C sort -u |
// comm -13 <(zcat realwords.txt.gz) - | gzip -9n
//
//go:embed realwords-more.txt.gz
var rareWordsGz []byte

// realWordsEs are the words of Debian's wspanish list (public domain; the
// notice is in realwords-es-LICENSE.txt), folded as the lexer folds. Spanish
// had no such guard and lost meaning the same way, often into an edit:
// "nieve" read "nueve" (nine), "regalo" "pegalo" (paste it), "barra"
// "borra" (delete), "viento" "ciento", "deducir 5 segundos" "reducir" (the
// volume was lowered), "cliente" "caliente" (warm), "boda" "boca". Of the
// words of that list the fixer rewrote 5,646 into another word of the
// lexicon; a one-letter typo of a lexicon word that is itself in it is rare
// (78 of 13,158 seeded typos the fixer fixed, most of them real words
// too: "negar" is not "negra", "lavar" not "clavar"). The list has no
// frequencies, so it is taken whole. Made with
// sed 'y/áéíóúüñçàèìòùÁÉÍÓÚÜÑÇ/aeiouuncaeiouAEIOUUNC/' /usr/share/dict/spanish |
// tr A-Z a-z | grep -x '[a-z]\{3,\}' | LC_ALL=C sort -u | gzip -9n
//
//go:embed realwords-es.txt.gz
var realWordsEsGz []byte

var realWords = sync.OnceValue(func() map[string]bool { return readWordLists(realWordsGz, realWordsEsGz) })

var rareWords = sync.OnceValue(func() map[string]bool { return readWordLists(rareWordsGz) })

// readWordLists reads gzipped lists of words, one a line, into a set.
func readWordLists(gzs ...[]byte) map[string]bool {
	m := make(map[string]bool, 130000)
	for _, gz := range gzs {
		r, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			continue
		}
		b, err := io.ReadAll(r)
		if err != nil {
			continue
		}
		for _, w := range strings.Split(string(b), "\n") {
			if w != "" {
				m[w] = true
			}
		}
	}
	return m
}

// realWord: w is a common English word or a Spanish one; the rare ones
// people type only as a typo ("hart" for heart) are not.
func realWord(w string) bool { return (realWords()[w] || spanishPlural(w)) && w != "hart" }

// spanishPlural: w is the plural of a word of the lists, the way Spanish
// makes one ("votos" of voto, "papeles" of papel). The Spanish list has
// singulars only, so a plural was no real word and could be fixed into
// one of the lexicon: "borrá los votos" deleted the monogram, "votos" read
// as "fotos".
func spanishPlural(w string) bool {
	vowel := func(b byte) bool { return strings.IndexByte("aeiou", b) >= 0 }
	n := len(w)
	switch {
	case n > 4 && w[n-1] == 's' && vowel(w[n-2]) && realWords()[w[:n-1]]:
		return true
	case n > 5 && strings.HasSuffix(w, "es") && !vowel(w[n-3]) && realWords()[w[:n-2]]:
		return true
	}
	return false
}

// keepsMeaning: fixing w to c does not change what was said. A common
// word is fixed only to its own forms; a rare one also where it is c
// with a letter doubled or dropped or two swapped, the likeliest slips
// ("tittle" is title); a word in no list may be fixed to anything.
func keepsMeaning(w, c string) bool {
	switch {
	case realWord(w):
		return formOf(w, c)
	case rareWords()[w]:
		return formOf(w, c) || doubling(w, c) || swapped(w, c)
	}
	return true
}

// sameStem: w and c differ only in their last few letters after a long
// shared start ("ambience" and a file called ambient, "gardens" and
// garden). Too loose for the lexicon (it rewrote "adelaide" as adelante),
// it is how people name a thing of their own project, whose words are few.
func sameStem(w, c string) bool {
	n := 0
	for n < len(w) && n < len(c) && w[n] == c[n] {
		n++
	}
	return n >= 5 && n >= max(len(w), len(c))-3
}

// formOf: w and c are forms of one word, so fixing w to c keeps its
// meaning: "deletes" and delete, "sharpened" and sharpen, "oscuros" and
// oscura, "azules" and azul. Sharing a start is not enough: "espera" is no
// form of espeja (mirror), "facil" none of facial, "clean" none of clear,
// "deleite" none of delete; each of those was rewritten into an edit.
func formOf(w, c string) bool {
	if spanishConsonantPlural(w) == c || spanishConsonantPlural(c) == w {
		return true
	}
	for _, a := range wordBases(w) {
		for _, b := range wordBases(c) {
			if a == b && (a[0] != 'g' || inflectsForGender(c)) {
				return true
			}
		}
	}
	return false
}

// wordBases are what w may be an inflection of, each tagged with the
// rule that made it so that only like forms meet: English endings
// (-s, -es, -ed, -ing, -er, -est, -ly, and -ion: "saturating" and
// saturation, with a final e dropped, a consonant
// doubled or y made i), Spanish gender and number (-o, -a, -os, -as) and
// the Spanish verb endings the lexicon reads after one of its stems
// (spanishEndings, esStem).
func wordBases(w string) []string {
	bases := []string{"=" + w}
	add := func(tag, b string) {
		if len(b) >= 3 {
			bases = append(bases, tag+b)
		}
	}
	for _, b := range englishBases(w) {
		add("=", b)
	}
	if stem, ok := spanishGenderStem(w); ok {
		add("g", stem)
	}
	for _, st := range theLexicon().stems {
		if rest, ok := strings.CutPrefix(w, st.stem); ok && len(st.stem) >= 3 && spanishEndings[rest] {
			add("v", st.stem) // a verb's stem the lexicon knows and an ending it reads after one
		}
	}
	return bases
}

// inflectsForGender: w describes (a look, a property, an amount, a
// colour), so its -o and -a forms are one word ("oscuro", "oscura"); a
// noun's are not ("punto" is no "punta", "libro" no "libra").
func inflectsForGender(w string) bool {
	for _, l := range lookup(w) {
		switch l.cat {
		case cEffect, cProp, cMod, cColor:
			return true
		}
	}
	return false
}

// englishBases: the words w is an inflection of by the English endings.
func englishBases(w string) []string {
	var out []string
	for _, end := range []string{"s", "es", "ed", "ing", "er", "est", "ly", "ion"} {
		stem, ok := strings.CutSuffix(w, end)
		if !ok || len(stem) < 3 || end == "s" && strings.HasSuffix(stem, "s") || end == "es" && !sibilantEnd(stem) {
			continue
		}
		out = append(out, stem)
		switch {
		case strings.HasSuffix(stem, "i") && end != "ing":
			out = append(out, stem[:len(stem)-1]+"y") // "blurrier", "copies", "easily"
		case end == "ly" && strings.HasSuffix(stem, "al"):
			out = append(out, stem[:len(stem)-2]) // "dramatically"
		case end != "s" && end != "ly":
			out = append(out, stem+"e") // "deleted", "fading", "larger"
			if n := len(stem); n >= 4 && stem[n-1] == stem[n-2] && !strings.ContainsRune("aeiousl", rune(stem[n-1])) {
				out = append(out, stem[:n-1]) // "trimmed", "cutting", "bigger"
			}
		}
	}
	return out
}

// sibilantEnd: English adds "-es", not "-s", after the stem ("boxes",
// "passes", "flashes", "copies"); "antes" is no plural of "ant".
func sibilantEnd(stem string) bool {
	for _, end := range []string{"s", "x", "z", "ch", "sh", "o", "i"} {
		if strings.HasSuffix(stem, end) {
			return true
		}
	}
	return false
}

// spanishConsonantPlural: the singular of a plural in "-es" after a
// consonant ("azules" azul, "colores" color, "luces" luz), or "".
func spanishConsonantPlural(w string) string {
	stem, ok := strings.CutSuffix(w, "es")
	if !ok || len(stem) < 3 || strings.ContainsRune("aeiou", rune(stem[len(stem)-1])) {
		return ""
	}
	if c, ok := strings.CutSuffix(stem, "c"); ok {
		return c + "z"
	}
	return stem
}

// spanishGenderStem: w without its gender and number ending ("oscuros",
// "oscura": oscur).
func spanishGenderStem(w string) (string, bool) {
	for _, end := range []string{"os", "as", "o", "a"} {
		if stem, ok := strings.CutSuffix(w, end); ok {
			return stem, true
		}
	}
	return "", false
}

// verbForm is the verb of the lexicon that w is the -ing or -ed form of
// ("deleting", "lowering", "trimmed"), or "".
func verbForm(w string) string {
	if !strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "ed") {
		return ""
	}
	for _, b := range englishBases(w) {
		if meaning(b).has(cVerb) {
			return b
		}
	}
	return ""
}

// fillerBefore: the word before toks[i] only fills ("would you mind",
// "please", "can you"), so toks[i] stands where the verb does.
func fillerBefore(toks []token, i int) bool {
	p := toks[i-1]
	if p.word("mind", "try", "keep", "avoid", "consider") {
		return true // "would you mind lowering", "try trimming" (joined as one filler later)
	}
	return p.kind == tWord && meaning(p.text).has(cFiller) && !meaning(p.text).has(cDet) && !meaning(p.text).has(cKind)
}

// pastAfterClitic: a word typed with the accent of a Spanish past after
// "se"/"me"/"te" ("la invitada se trabó", "me equivoqué") is a verb said
// as it happened, spelled as meant: "trabó" was fixed to "tramo" (a part),
// and the remark on the part asked which time was meant.
func pastAfterClitic(toks []token, i int, prompt string) bool {
	if i == 0 || !toks[i-1].word("se", "me", "te", "nos") || toks[i].end > len(prompt) {
		return false
	}
	typed := prompt[toks[i].pos:toks[i].end]
	return strings.HasSuffix(typed, "ó") || strings.HasSuffix(typed, "é")
}

// otherVerbThanStart: w starts with an English verb of the lexicon
// ("cropeyalo": crop) and c is a verb of another family (copialo: copy):
// the fix would change the edit asked for, so w is left unread.
func otherVerbThanStart(w, c string) bool {
	lx := theLexicon()
	start := ""
	for n := len(w) - 1; n >= 4 && start == ""; n-- {
		start = englishVerbWord(lx, w[:n])
	}
	if start == "" {
		return false
	}
	for _, l := range lookup(c) {
		if l.cat == cVerb && l.val != start {
			return true
		}
	}
	return false
}
