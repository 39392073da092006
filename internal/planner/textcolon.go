package planner

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// A new text's words are often said after a colon or right after the noun
// of what they are, with no quotes: "add a caption at the bottom from 14
// to 18: marta loved chapter 7", "add the agent's email at the very end:
// lucy@oakridgehomes.com", "halfway through the vid add a small text at
// the top: still going...", "pone el telefono 11 5555-0199 abajo", "add
// my insta @ines.huerta at the top". The words were read as the clause
// ("loved" added a heart sticker: silent; "would leave out gmail.com"; "no
// asset for el telefono"). Only the words go into the text: never the
// place or the time said around them.

// colonText: a clause that adds a text (a verb of adding, putting or
// writing and a text noun before a colon) takes the words after the colon
// as the text, up to a tail of place and time. Between the noun and the
// colon only words of place, time and kind may come ("add a title Paso 2:
// hornear" says its words before the colon, and is left as it was).
func (f *frame) colonText(names nameIndex) {
	if f.text != "" || len(f.quotes) > 0 {
		return
	}
	toks := f.c.toks
	c := slices.IndexFunc(toks, func(t token) bool { return t.kind == tPunct && t.text == ":" })
	if c < 1 || c+1 >= len(toks) {
		return
	}
	verb := slices.IndexFunc(toks[:c], addingVerb)
	noun := slices.IndexFunc(toks[:c], func(t token) bool { return t.kind == tWord && t.has(cKind, "text") })
	if verb < 0 || noun < 0 {
		return
	}
	for _, t := range toks[noun+1 : c] {
		if t.kind == tWord && (len(t.lex) == 0 || names.has(t) || t.pos > 0 && capitalised(f.prompt[t.pos:t.end])) {
			return
		}
	}
	end := textEnd(toks, c+1, f.prompt)
	if end <= c+1 || slices.ContainsFunc(toks[c+1:end], func(t token) bool { return t.kind == tQuote }) {
		return
	}
	f.setNewText(c+1, end)
}

// addingVerb: a verb that makes a new thing ("add", "put", "write", and
// their Spanish forms, which the lexicon gives the same values).
func addingVerb(t token) bool {
	return t.kind == tWord && (t.has(cVerb, "add") || t.has(cVerb, "put") || t.has(cVerb, "write"))
}

// setNewText makes tokens [from, end) the new text, widened to the marks
// the lexer leaves out of words ("@" of a handle, "#" of a tag, "¡") and
// to the rest of the last word ("lucy@oakridgehomes.com").
func (f *frame) setNewText(from, end int) {
	toks := f.c.toks
	at := toks[from].pos
	for at > 0 && strings.ContainsRune("@#", rune(f.prompt[at-1])) {
		at--
	}
	to := toks[end-1].end
	for to < len(f.prompt) && !unicode.IsSpace(rune(f.prompt[to])) && !strings.ContainsRune(",;!?\"'", rune(f.prompt[to])) &&
		!(f.prompt[to] == '.' && (to+1 == len(f.prompt) || unicode.IsSpace(rune(f.prompt[to+1])))) {
		to++
	}
	at, to = textMarks(f.prompt, at, to)
	if strings.HasSuffix(f.prompt[:to], "...") || strings.HasPrefix(f.prompt[to:], "...") {
		to = min(len(f.prompt), to+strings.Index(f.prompt[to:]+"...", "...")+3) // "still going...": its dots
	}
	text := strings.TrimSpace(strings.Trim(f.prompt[at:to], ":\"' "))
	if text == "" {
		return
	}
	f.text = text
	for k := from; k < end; k++ {
		f.used[k] = true
	}
}

// valueText: "pone el telefono 11 5555-0199 abajo", "add my insta
// @ines.huerta at the top", "agregá el mail hola@panaderia.com al final":
// a phone number, a handle, an e-mail or a web address said right after
// the noun of what it is, in a clause that adds, is the new text; the noun
// and its article go with it (they were a file to find: "no asset for el
// telefono").
func (f *frame) valueText() {
	if f.text != "" || len(f.quotes) > 0 {
		return
	}
	toks := f.c.toks
	verb := slices.IndexFunc(toks, addingVerb)
	if verb < 0 {
		return
	}
	for k := verb + 1; k < len(toks); k++ {
		t := toks[k]
		if t.kind != tWord || !valueNouns[t.text] {
			continue
		}
		rest := f.prompt[t.end:]
		m := saidValue.FindStringSubmatchIndex(rest)
		if m == nil {
			return
		}
		at, to := t.end+m[2], t.end+m[3]
		if v := f.prompt[at:to]; !strings.ContainsAny(v, "@.") && strings.Count(strings.Map(keepDigit, v), "") < 8 {
			return // a phone has seven digits or more ("number 12 34" is no phone)
		}
		end := k + 1
		for end < len(toks) && toks[end].pos < to {
			end++
		}
		if end == k+1 {
			return
		}
		f.text = f.prompt[at:to]
		for j := k; j < end; j++ {
			f.used[j] = true
		}
		for j := k - 1; j > verb && toks[j].kind == tWord && (toks[j].has(cDet) || ownerWords[toks[j].text]); j-- {
			f.used[j] = true // "el", "my", "our"
		}
		return
	}
}

func keepDigit(r rune) rune {
	if unicode.IsDigit(r) {
		return r
	}
	return -1
}

// valueNouns name a value a text shows: a phone, a handle, an address.
var valueNouns = map[string]bool{"phone": true, "telefono": true, "tel": true, "celular": true, "cel": true, "whatsapp": true,
	"phone number": true, "numero de telefono": true, "numero": true, "number": true,
	"insta": true, "instagram": true, "ig": true, "tiktok": true, "handle": true, "user": true, "usuario": true, "arroba": true,
	"email": true, "e-mail": true, "mail": true, "correo": true, "web": true, "website": true, "sitio": true, "pagina": true, "url": true}

// ownerWords say whose a value is ("my insta", "nuestro mail").
var ownerWords = map[string]bool{"my": true, "our": true, "your": true, "his": true, "her": true, "their": true,
	"mi": true, "nuestro": true, "nuestra": true, "tu": true, "su": true}

// saidValue: the value right after its noun (a colon may come between):
// an e-mail, a handle, a web address, or a phone number of seven digits or
// more in groups.
var saidValue = regexp.MustCompile(`^\s*:?\s*([\w.+-]+@[\w-]+(?:\.[\w-]+)+|@[\w.]*\w|(?:https?://)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|co|es|ar|mx|tv|app|shop|store)(?:\.[a-z]{2})?(?:/[\w/.-]*)?|\+?\(?\d{2,4}\)?(?:[\s.-]?\d{2,4}){1,4})(?:$|[\s,;!?]|\.(?:\s|$))`)

// closedBracket takes in the ")" that closes a bracket opened inside a
// text ("change the title to Rayuela (1963)" lost its ")").
func closedBracket(prompt string, from, to int) int {
	if to < len(prompt) && prompt[to] == ')' && strings.Count(prompt[from:to], "(") > strings.Count(prompt[from:to], ")") {
		return to + 1
	}
	return to
}
