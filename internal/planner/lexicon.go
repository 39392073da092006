package planner

import (
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/neuralcut/neuralcut/internal/stickers"
)

// cat is what a word means to the parser.
type cat uint8

const (
	cVerb      cat = iota + 1 // val: the verb's class ("delete", "add", "move", ...)
	cKind                     // val: a kind of element ("text", "music", "clip", ...)
	cPos                      // val: top, bottom, left, right, center, corner
	cEffect                   // val: a look ("bw", "blur", "warm", ...), video effect or photo adjustment
	cRegion                   // val: a part of a photo (face, sky, background, subject)
	cMod                      // val: more, less, bit, lot, half, double, up, down, again, another, only, ...
	cProp                     // val: a property (invisible, transparent, opacity, horizontal, clockwise, size, ...)
	cPrep                     // val: from, to, between, at, until, after, before, during, for, in, of, ...
	cDet                      // val: the, a, this, all, every, another
	cPron                     // val: it
	cFiller                   // words that carry no meaning here
	cConn                     // val: and, then, but: clause connectives
	cSpan                     // val: half, rest, whole, end, start, middle, on
	cUnit                     // a time unit
	cNeg                      // not, don't, no
	cNo                       // val: a reason basic mode cannot do it (speed, fades, ...)
	cColor                    // val: #rrggbb
	cLang                     // val: es, en
	cStyle                    // val: hook, subtitle, label, plain
	cTextIntro                // saying, que diga: the text follows
	cInfo                     // what, which, how many
	cOrd                      // num: an ordinal (1.., -1 last, -2 the one before last)
	cCount                    // num: twice = 2
	cSide                     // val: inside/outside (photo: "outside the face")
	cSticker                  // val: a catalog sticker id; num 1: a keyword too common to name it alone ("like")
)

// lexeme is one meaning of a word. plural is set for plural nouns.
type lexeme struct {
	cat    cat
	val    string
	num    float64
	plural bool
}

// has reports whether t has a meaning of category c (and value v, when given).
func (t token) has(c cat, v ...string) bool {
	for _, l := range t.lex {
		if l.cat == c && (len(v) == 0 || contains(v, l.val)) {
			return true
		}
	}
	return false
}

// get returns t's first meaning of category c.
func (t token) get(c cat) (lexeme, bool) {
	for _, l := range t.lex {
		if l.cat == c {
			return l, true
		}
	}
	return lexeme{}, false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// lexicon holds every word and phrase the parser knows.
type lexicon struct {
	words   map[string][]lexeme
	phrases map[string][]lexeme // keys of two words or more, space separated
	longest int                 // words in the longest phrase
	stems   []esStem            // Spanish verb stems, longest first
	vocab   []string            // every single word, for typo fixing
}

// esStem is a Spanish verb stem: "borr" reads borrá, borrar, borralo,
// borren... (accents are folded before lookup).
type esStem struct {
	stem string
	verb string
}

var theLexicon = sync.OnceValue(buildLexicon)

func (lx *lexicon) add(c cat, val string, ws ...string) {
	lx.addL(lexeme{cat: c, val: val}, ws...)
}

func (lx *lexicon) addL(l lexeme, ws ...string) {
	for _, w := range ws {
		w = fold(w)
		w = strings.Join(strings.Fields(w), " ")
		if strings.Contains(w, " ") {
			lx.phrases[w] = appendLex(lx.phrases[w], l)
			if n := len(strings.Fields(w)); n > lx.longest {
				lx.longest = n
			}
			continue
		}
		lx.words[w] = appendLex(lx.words[w], l)
	}
}

func appendLex(ls []lexeme, l lexeme) []lexeme {
	for _, x := range ls {
		if x == l {
			return ls
		}
	}
	return append(ls, l)
}

// es registers Spanish verb stems.
func (lx *lexicon) es(verb string, stems ...string) {
	for _, s := range stems {
		lx.stems = append(lx.stems, esStem{s, verb})
	}
}

// spanishEndings are what may follow a stem: the imperative (tú, vos,
// usted), infinitive, present, gerund and participle, with the object
// pronouns people glue on ("sacalo", "ponele", "borrarlas").
var spanishEndings = func() map[string]bool {
	base := []string{"", "a", "as", "an", "ar", "e", "es", "en", "er", "ir", "i", "o", "amos", "emos", "imos",
		"ando", "iendo", "ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas", "ame", "eme", "ime", "ues", "ue", "uen",
		// vosotros (Spain): "quitad", "añadid", "quitadlo", "bajáis" ("-ed" is
		// left out: "called", "used" are English; those verbs are listed whole)
		"ad", "id", "ais", "eis",
		// vos and vosotros present of an -ir verb: "¿me subís la música?"
		// ("I do not know the word subis")
		"is"}
	clitics := []string{"", "lo", "la", "le", "los", "las", "les", "me", "nos", "te", "selo", "sela", "melo", "mela", "telo"}
	m := map[string]bool{}
	for _, b := range base {
		for _, c := range clitics {
			m[b+c] = true
		}
	}
	return m
}()

// imperativeStem: stems that are themselves the tú imperative ("pon",
// "haz"), so "ponlo", "hazla" carry the object pronoun.
var imperativeStem = map[string]bool{"pon": true, "haz": true, "quit": false}

// spanishVerb reads a Spanish verb form: its class and any object
// pronoun glued to it ("borralo": delete, "lo").
func (lx *lexicon) spanishVerb(w string) (verb, clitic string, ok bool) {
	for _, s := range lx.stems {
		if len(w) > len(s.stem) && strings.HasPrefix(w, s.stem) || w == s.stem && len(w) >= 3 {
			rest := w[len(s.stem):]
			if spanishEndings[rest] {
				for _, c := range []string{"los", "las", "lo", "la"} {
					// "ponelo", and "ponlo"/"hazla" where the stem is the imperative
					// "subila", "bajala": a stem that is itself the vos imperative
					if strings.HasSuffix(rest, c) && (len(rest) > len(c) || len(s.stem) >= 3 && lx.words[s.stem] == nil && imperativeStem[s.stem] ||
						len(s.stem) >= 4 && strings.ContainsRune("aei", rune(s.stem[len(s.stem)-1]))) {
						return s.verb, c, true
					}
				}
				return s.verb, "", true
			}
		}
	}
	return "", "", false
}

// dative: a Spanish verb with the indirect object glued on ("ponele",
// "agregales", "sumale"): to it, on it. "le" alone after a stem is not
// taken ("sale" is a verb of its own).
func (lx *lexicon) dative(w string) bool {
	for _, s := range lx.stems {
		rest, ok := strings.CutPrefix(w, s.stem)
		if !ok || !spanishEndings[rest] {
			continue
		}
		for _, c := range []string{"le", "les"} {
			if len(rest) > len(c) && strings.HasSuffix(rest, c) {
				return true
			}
		}
	}
	return false
}

// lookup returns what a single word means. The slice of a word of the
// lexicon is the lexicon's own, shared by every request: never change it
// in place (clone it first).
func lookup(w string) []lexeme {
	lx := theLexicon()
	if ls, ok := lx.words[w]; ok {
		return ls
	}
	if v, clitic, ok := lx.spanishVerb(w); ok {
		ls := []lexeme{{cat: cVerb, val: v}}
		if v == "effect" {
			for stem, e := range esEffectStems {
				if strings.HasPrefix(w, stem) {
					ls = append(ls, lexeme{cat: cEffect, val: e})
					break
				}
			}
		}
		if clitic != "" {
			ls = append(ls, lexeme{cat: cPron, val: "it", plural: strings.HasSuffix(clitic, "s")})
		}
		return ls
	}
	if ls := spanishisedVerb(lx, w); ls != nil {
		return ls
	}
	// plurals of known nouns
	for _, suf := range []string{"es", "s"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+2 {
			if ls, ok := lx.words[strings.TrimSuffix(w, suf)]; ok {
				var out []lexeme
				for _, l := range ls {
					if l.cat == cKind || l.cat == cRegion {
						l.plural = true
						out = append(out, l)
					}
				}
				if out != nil {
					return out
				}
			}
		}
	}
	return diminutiveSticker(lx, w)
}

// diminutiveSticker: a Spanish diminutive of a sticker's word names that
// sticker ("un fueguito", "una coronita", "el solcito", "unas lunitas"):
// people say them of stickers all the time, and each one listed by hand
// ("corazoncito", "estrellita") left the next one a missing name ("there
// is no el fueguito"). Only sticker readings are taken from the base word.
func diminutiveSticker(lx *lexicon, w string) []lexeme {
	for _, suf := range []string{"citos", "citas", "cito", "cita", "itos", "itas", "ito", "ita"} {
		base, ok := strings.CutSuffix(w, suf)
		if !ok || len(base) < 2 {
			continue
		}
		var bases []string
		switch {
		case strings.HasPrefix(suf, "c"):
			bases = []string{base, base + "e"} // corazón, sol; nube
		case strings.HasSuffix(base, "gu"):
			bases = []string{base[:len(base)-1] + "o", base[:len(base)-1] + "a"} // fuego
		case strings.HasSuffix(base, "qu"):
			bases = []string{base[:len(base)-2] + "co", base[:len(base)-2] + "ca"} // barco
		default:
			bases = []string{base + "o", base + "a"} // corona, rayo
		}
		for _, b := range bases {
			var out []lexeme
			for _, l := range lx.words[b] {
				if l.cat == cSticker {
					out = append(out, l)
				}
			}
			if out != nil {
				return out
			}
		}
		return nil
	}
	return nil
}

// known reports whether the lexicon knows a word (alone, as a verb form
// or inside a phrase).
func known(w string) bool {
	if lookup(w) != nil {
		return true
	}
	_, ok := phraseWords()[w]
	return ok
}

var phraseWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for p := range theLexicon().phrases {
		for _, w := range strings.Fields(p) {
			m[w] = true
		}
	}
	return m
})

// degreeOfNext: the phrase ending before k ends in a degree word that
// says how much of the look after it ("que quede bien oscuro": very
// dark, not "que quede bien", upright: it was refused as a turn).
func degreeOfNext(toks []token, k int) bool {
	if k <= 0 || k >= len(toks) || !toks[k-1].word("bien") {
		return false
	}
	return toks[k].kind == tWord && slices.ContainsFunc(lookup(toks[k].text), func(l lexeme) bool { return l.cat == cEffect })
}

// yieldsToLook: the modifier phrase toks[i:i+n] ends in "más"/"more" and
// that word begins a look phrase, and gives that word to the look ("un poco
// más de color": "un poco más" took "más", and "de color" alone was no
// look, so the colour was dropped; now "un poco" + "más de color").
func yieldsToLook(lx *lexicon, toks []token, i, n int, ls []lexeme) bool {
	k := i + n - 1
	if n < 2 || !toks[k].word("mas", "more") || slices.ContainsFunc(ls, func(l lexeme) bool { return l.cat != cMod }) {
		return false
	}
	for m := min(lx.longest, len(toks)-k); m >= 2; m-- {
		var b strings.Builder
		for j := range m {
			if toks[k+j].kind != tWord {
				return false
			}
			if j > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(toks[k+j].text)
		}
		if slices.ContainsFunc(lx.phrases[b.String()], func(l lexeme) bool { return l.cat == cEffect }) {
			return true
		}
	}
	return false
}

// joinPhrases joins the longest known phrase at each place into one token.
func joinPhrases(toks []token) []token {
	lx := theLexicon()
	out := toks[:0:0]
	for i := 0; i < len(toks); {
		joined := false
		for n := min(lx.longest, len(toks)-i); n >= 2; n-- {
			var b strings.Builder
			ok := true
			for k := range n {
				t := toks[i+k]
				if t.kind != tWord {
					ok = false
					break
				}
				if k > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(t.text)
			}
			if !ok {
				continue
			}
			if ls, found := lx.phrases[b.String()]; found && !degreeOfNext(toks, i+n) && !yieldsToLook(lx, toks, i, n, ls) {
				t := token{kind: tWord, text: b.String(), pos: toks[i].pos, end: toks[i+n-1].end, lex: ls}
				typed := make([]string, n)
				for k := range n {
					typed[k] = toks[i+k].text
					if toks[i+k].fixed != "" {
						typed[k] = toks[i+k].fixed
						t.fixed = "typo"
					}
				}
				if t.fixed != "" {
					t.fixed = strings.Join(typed, " ") // "top rigth", read as "top right"
				}
				out = append(out, t)
				i += n
				joined = true
				break
			}
		}
		if !joined {
			out = append(out, toks[i])
			i++
		}
	}
	return out
}

func buildLexicon() *lexicon {
	lx := &lexicon{words: map[string][]lexeme{}, phrases: map[string][]lexeme{}}
	addWords(lx)
	addStickers(lx)
	addConversation(lx)
	sort.SliceStable(lx.stems, func(i, j int) bool { return len(lx.stems[i].stem) > len(lx.stems[j].stem) })
	seen := map[string]bool{}
	for w := range lx.words {
		seen[w] = true
	}
	for p := range lx.phrases {
		for _, w := range strings.Fields(p) {
			seen[w] = true
		}
	}
	for w := range numberWords {
		seen[w] = true
	}
	for w := range unitSeconds {
		seen[w] = true
	}
	for w := range seen {
		lx.vocab = append(lx.vocab, w)
	}
	sort.Strings(lx.vocab)
	return lx
}

// esEffectStems: the look a Spanish effect verb makes ("desenfocá" blurs).
var esEffectStems = map[string]string{"desenfoc": "blur", "desenfoqu": "blur", "difumin": "blur", "enfoc": "sharpen",
	"enfoqu": "sharpen", "nitidiz": "sharpen", "ilumin": "brighter", "aclar": "brighter", "oscurec": "darker",
	"oscurezc": "darker", "calent": "warm", "calient": "warm", "entibi": "warm", "enfri": "cool", "desatur": "desaturate",
	"satur": "saturate", "avivi": "saturate", "aviv": "saturate", "realz": "saturate", "realc": "saturate",
	"tint": "tint", "ti": "tint", "colore": "tint", "pint": "tint", "pixeliz": "pixelate", "pixelic": "pixelate", "pixele": "pixelate",
	"censur": "pixelate"}

// genericStickerWords are sticker keywords too common in requests to
// name a sticker unless the clause says "sticker" or "emoji".
var genericStickerWords = map[string]bool{"top": true, "next": true, "back": true, "below": true, "new": true,
	"live": true, "ok": true, "no": true, "yes": true, "point": true, "done": true, "error": true, "x": true,
	"like": true, "music": true, "play": true, "video": true, "sale": true, "correct": true, "wrong": true,
	"previous": true, "increase": true, "decrease": true, "color": true, "colour": true, "light": true, "song": true,
	"audio": true, "musica": true, "sky": true, "nube": true, "brillo": true, "focus": true, "mark": true, "start": true,
	"say": true, "talk": true, "comment": true, "think": true, "idea": true, "place": true, "map": true, "here": true,
	"best": true, "power": true, "fast": true, "hot": true, "summer": true, "night": true, "sleep": true,
	"weather": true, "alert": true, "important": true, "ask": true, "help": true, "shine": true, "happy": true,
	"fresh": true, "discount": true, "stream": true, "follow": true, "circle": true, "check": true, "cross": true,
	"nuevo": true, "en vivo": true, "oferta": true, "reproducir": true, "winner": true, "king": true,
	"energy": true, "trending": true, "lit": true, "magic": true, "joy": true, "cry": true, "approve": true,
	"doubt": true, "warning": true, "unhappy": true, "sunny": true, "atencion": true, "pregunta": true}

// addStickers reads the sticker catalog into the lexicon: ids, names and
// keywords, English and Spanish ("thumbs up", "corazón").
func addStickers(lx *lexicon) {
	for _, st := range stickers.All() {
		words := append([]string{st.ID, strings.ReplaceAll(st.ID, "-", " "), st.Name}, st.Keywords...)
		words = append(words, extraStickerWords[st.ID]...)
		words = append(words, arrowPhrases(st.ID)...)
		for _, w := range words {
			w = fold(w)
			if owner, ok := stickerWordOwner[w]; ok && owner != st.ID {
				continue
			}
			weak := 0.0
			if genericStickerWords[w] {
				weak = 1
			}
			lx.addL(lexeme{cat: cSticker, val: st.ID, num: weak}, w)
			lx.addL(lexeme{cat: cSticker, val: st.ID, num: weak}, stickerForms(lx, w)...)
		}
	}
}

// stickerForms are more ways a sticker's word is said in Spanish: its
// cognate ("exclamation" is "la exclamación") and its diminutives ("el
// solecito", "la lunita", "la nubecita", "el corazoncito"); each was "basic
// mode would leave out exclamacion" or "there is no el solecito". A
// phrase, a word of three letters or fewer, or one the lexicon knows
// otherwise gets none.
func stickerForms(lx *lexicon, w string) []string {
	if len(w) < 3 || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
		return nil
	}
	var out []string
	if stem, ok := strings.CutSuffix(w, "tion"); ok {
		out = append(out, stem+"cion")
	}
	switch last := w[len(w)-1]; {
	case last == 'a' || last == 'o':
		out = append(out, w[:len(w)-1]+"it"+string(last))
	case last == 'e':
		out = append(out, w+"cita", w+"cito")
	case strings.ContainsRune("lnr", rune(last)):
		out = append(out, w+"cito", w+"cita", w+"ecito", w+"ecita")
	}
	return slices.DeleteFunc(out, func(o string) bool { return lx.words[o] != nil })
}

// extraStickerWords are more ways to name a sticker.
var extraStickerWords = map[string][]string{
	"thumbs-up": {"thumbs up", "thumb up", "thumbsup", "pulgar arriba", "pulgares arriba", "pulgar para arriba"},
	"heart":     {"hearts", "corazon", "corazones", "corazoncito"}, "star": {"stars", "estrellas", "estrellita"},
	"fire": {"flame", "flames", "llama", "llamas"}, "smile": {"smiley", "smiley face", "carita feliz", "carita sonriente", "emoji feliz",
		"risa", "riendo", "laughing", "laugh", "lol", "cara feliz", "happy face", "sonriente"},
	"sad": {"sad face", "carita triste", "llorando", "crying", "cry face", "triste"}, "check": {"checkmark", "check mark", "tick", "tilde", "visto"},
	"arrow-right": {"right arrow", "flecha a la derecha", "flecha derecha", "arrow", "arrows", "pointing right", "points right",
		"apuntando a la derecha", "que apunte a la derecha", "flecha hacia la derecha", "flechita"},
	"arrow-left": {"left arrow", "flecha a la izquierda", "flecha izquierda", "pointing left", "points left",
		"apuntando a la izquierda", "que apunte a la izquierda", "flecha hacia la izquierda"},
	"arrow-up": {"up arrow", "flecha arriba", "flecha hacia arriba", "pointing up", "points up", "apuntando hacia arriba",
		"apuntando arriba", "que apunte arriba"},
	"arrow-down": {"down arrow", "flecha abajo", "flecha hacia abajo", "pointing down", "points down", "apuntando hacia abajo",
		"apuntando abajo", "que apunte abajo"},
	"lightning": {"bolt", "lightning bolt", "rayo"}, "sparkles": {"sparkle", "brillitos", "destellos", "estrellitas", "chispitas", "chispas"},
	"crown": {"corona"}, "question": {"question mark", "signo de pregunta", "interrogacion"},
	"exclamation": {"exclamation mark", "signo de exclamacion"}, "subscribe": {"subscribe button", "boton de suscribirse", "suscribite"},
	"music-note": {"music note", "musical note", "nota musical"}, "location-pin": {"pin", "map pin", "location"},
	"speech-bubble": {"speech bubble", "globo de texto", "globito"}, "circle-highlight": {"highlight circle", "circulo"},
	"play-button": {"play button", "boton de play"},
}

// spanishisedVerb reads an English verb of the lexicon made Spanish with
// "-ear" ("cropear", "cropealo", "resizealo", "zoomeá", "recropealo"):
// the English verb, with the object pronoun glued on. "cropealo" was
// "fixed" to copialo and duplicated the layer. nil when w is none.
func spanishisedVerb(lx *lexicon, w string) []lexeme {
	for k := 3; k+1 < len(w); k++ {
		if w[k] != 'e' || w[k+1] != 'a' || !spanishEndings[w[k+1:]] {
			continue
		}
		base := w[:k]
		for _, b := range []string{base, base + "e", strings.TrimPrefix(base, "re"), strings.TrimPrefix(base, "re") + "e"} {
			if n := len(b); n >= 5 && b[n-1] == b[n-2] && !strings.ContainsRune("aeiou", rune(b[n-1])) {
				b = b[:n-1] // "croppealo", "flippealo"
			}
			v := englishVerbWord(lx, b)
			if v == "" {
				continue
			}
			ls := slices.Clone(lx.words[b])
			if rest := w[k+1:]; strings.HasSuffix(rest, "lo") || strings.HasSuffix(rest, "la") || strings.HasSuffix(rest, "los") || strings.HasSuffix(rest, "las") {
				ls = append(ls, lexeme{cat: cPron, val: "it", plural: strings.HasSuffix(rest, "s")})
			}
			return ls
		}
	}
	return nil
}

// englishVerbWord: the verb b is as a word of the lexicon (4 letters or
// more, English), or "".
func englishVerbWord(lx *lexicon, b string) string {
	if len(b) < 4 {
		return ""
	}
	for _, l := range lx.words[b] {
		if l.cat == cVerb {
			return l.val
		}
	}
	return ""
}
