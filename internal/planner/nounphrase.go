package planner

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// nameIndex holds the words of the names in a document (asset and
// element names, text contents, sticker ids, layer names), folded, so the
// parser knows "the beach clip" names something.
type nameIndex map[string]bool

func (ix nameIndex) has(t token) bool {
	return t.kind == tWord && (ix[nameKey(t.text)] || ix.formNamed(t)) && !isStructure(t)
}

// nameKey is how a said word is looked up among names: "b-roll" is
// "broll", "intro.mp4" is "intro".
func nameKey(w string) string {
	if ws := nameWords(w); len(ws) > 0 {
		return ws[len(ws)-1]
	}
	return w
}

// isStructure: words that hold a clause together and never name anything.
func isStructure(t token) bool {
	// "make it more short" named "Subscribe for more workouts!" (it was
	// made as short as the clip): a comparative is never a name
	if t.has(cMod, "more", "less") {
		return true
	}
	for _, l := range t.lex {
		switch l.cat {
		case cDet, cPrep, cConn, cFiller, cPos, cSpan, cUnit, cNeg, cPron, cTextIntro, cInfo, cOrd:
			if len(t.text) <= 4 || l.cat != cFiller {
				return true
			}
		}
	}
	return false
}

// nameWords splits a name into folded words: "Beach_Day-2.mp4" is beach,
// day, 2 (the extension dropped), plus the whole name joined ("beachday2")
// and dashes dropped ("b-roll" is "broll").
func nameWords(name string) []string {
	name = fold(name)
	if i := strings.LastIndexByte(name, '.'); i > 0 && len(name)-i <= 5 {
		name = name[:i]
	}
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	var out []string
	var joined strings.Builder
	for _, w := range strings.FieldsFunc(name, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		out = append(out, w)
		joined.WriteString(w)
	}
	if len(out) > 1 {
		out = append(out, joined.String())
	}
	// a word with a hyphen in a longer name is one word too: "the push-ups
	// label" is "Push-ups · 3 x 10" (it was "there is no push-ups label")
	for _, whole := range hyphenJoined(name) {
		if !contains(out, whole) {
			out = append(out, whole)
		}
	}
	return out
}

// hyphenJoined are the hyphenated words of a folded text said as one, the
// way a word said with a hyphen is looked up (nameKey): "check-up" is
// "checkup", "warm-ups" "warmups".
func hyphenJoined(text string) []string {
	var out []string
	for _, part := range strings.Fields(text) {
		part = strings.TrimFunc(part, func(r rune) bool { return !unicode.IsLetter(r) })
		if whole := strings.ReplaceAll(part, "-", ""); strings.Contains(part, "-") && isPlainWord(whole) && !contains(out, whole) {
			out = append(out, whole)
		}
	}
	return out
}

// turnPhraseAt: the words at i say a part of a turn: "a quarter turn",
// "a half turn", "un cuarto de vuelta".
func turnPhraseAt(toks []token, i int) bool {
	j := i
	for j < len(toks) && toks[j].kind == tWord && contains(fractionOfTurn, toks[j].text) {
		j++
	}
	return j > i && j < len(toks) && toks[j].kind == tWord && contains(turnWords, toks[j].text) &&
		slices.ContainsFunc(toks[i:j], func(t token) bool { return t.word("quarter", "half", "cuarto", "media", "medio", "full", "whole") })
}

// readNP reads a noun phrase at i: determiner, ordinal, modifiers, then
// the head (a kind noun, project names, a sticker, a look, a region or a
// pronoun), and for text the words after it ("the title Hello World").
func (f *frame) readNP(i int, names nameIndex) (np, int) {
	toks := f.c.toks
	if i >= len(toks) {
		// a preposition that ends the clause ("… del midpoint from"):
		// callers read at the word after theirs
		return np{}, 0
	}
	if turnPhraseAt(toks, i) {
		return np{}, 0 // "a quarter turn", "media vuelta": an angle, no thing (turnFraction)
	}
	n := np{first: i, prep: exceptOnPlace(toks, i, prepBefore(toks, i))}
	if bothBefore(toks, i) {
		// "los dos b-roll": both, though "b-roll" is said in the singular
		// (it asked which one)
		n.count, n.plural = 2, true
	}
	if c := countOfBefore(toks, i); c > 0 {
		// "three of the texts", "dos de los clips": a part of them, as
		// "the 3 texts" is (all five texts were changed); "one of the
		// texts" asks which one
		n.count, n.plural = c, c > 1
	}
	if o := ordOfBefore(toks, i); o != 0 {
		// "the first of the texts", "el último de los clips": that one
		// (all five texts were changed)
		n.ord, n.plural = o, false
	}
	j := i
	if i > 0 && toks[i].word("chico", "chica", "chicos", "chicas") && !toks[i-1].has(cDet) && !toks[i-1].has(cPrep) {
		// "hacelo chico", "ponela chica", "hacé el logo chico", "hacé chico
		// el logo": the size it is made, not a boy in the picture ("there
		// is no chico"; "hacé el corazón chico" added a heart); a person
		// is said with an article ("el chico", "a la chica")
		return np{}, 0
	}
	if i > 1 && toks[i].word("chico", "chica", "chicos", "chicas", "pequeno", "pequena") && toks[i-1].word("de") &&
		(toks[i-2].has(cMod, "half", "double") || toks[i-2].word("triple", "tercio", "cuarto")) {
		// "el logo la mitad de chico", "el doble de chico": a size compared,
		// as "la mitad de grande" is, not a boy ("say what to do to the chico")
		return np{}, 0
	}
	if everythingItDoes(toks, i) {
		return np{}, 0
	}
	// "a la esquina", "a los 5 segundos": Spanish "a" is a preposition
	if j+1 < len(toks) && toks[j].text == "a" && toks[j+1].word("la", "las", "los", "el", "lo") {
		return np{}, 0
	}
	if spanishToName(toks, j, names) {
		// "ponele un corazón a michi", "cambiale el color a luna": Spanish
		// "a" before a name is "to" it, not an "a" that makes a new one
		// (a heart was added over the whole video, "a michi" left out)
		n.det = "the"
		j++
	} else if j < len(toks) && toks[j].kind == tWord && toks[j].has(cDet) && !toks[j].has(cPos) && !toks[j].has(cSpan) && !everythingAlone(toks, j) {
		l, _ := toks[j].get(cDet)
		n.det = l.val
		// "los b-roll", "these clips": the article says there are several
		n.plural = toks[j].word("los", "las", "these", "those", "estos", "estas")
		j++
		if wholeOfTrack(toks, j) {
			j++
		}
		if c := countBefore(toks, j); c > 0 {
			n.count, n.plural = c, true
			j++
		}
	}
	if j+1 < len(toks) && n.det == "" && toks[j].kind == tWord && toks[j].text == "one" && toks[j+1].has(cKind) && !f.adding() {
		// "make one text bigger": one of them, which is asked, as "one of
		// the texts" is (it was refused: "would leave out one")
		n.count = 1
		j++
	}
	head := false
	for ; j < len(toks); j++ {
		t := toks[j]
		if f.used != nil && j < len(f.used) && f.used[j] {
			break
		}
		switch {
		case t.kind == tOrdinal:
			if head {
				goto done
			}
			n.ord = int(t.num)
			continue
		case t.kind == tNumber && head && (n.kind == "clip" || n.kind == "track" || n.kind == "layer" || n.kind == "text" ||
			n.kind == "image" || n.kind == "video" || n.kind == "sticker") && n.ord == 0 && t.num >= 1 && t.num == float64(int(t.num)) &&
			!(j+1 < len(toks) && toks[j+1].word("times", "veces", "vez")):
			// "clip 2", but "el texto 3 veces más grande" is how many times
			// (it was the third text, and "veces más grande" a new title)
			n.ord = int(t.num)
			continue
		case t.kind == tNumber && !head && n.count == 0 && smallCount(t) >= 2 && j+1 < len(toks) &&
			(n.ord != 0 && toks[j+1].has(cKind) || toks[j+1].kind == tOrdinal || toks[j+1].has(cOrd)):
			// "the first two texts", "los dos primeros textos": how many
			// from that end (all five texts were changed; in Spanish only
			// the first one)
			n.count, n.plural = smallCount(t), true
			continue
		case t.kind == tNumber && head && nameNumberAt(toks, j, names) != "":
			// "the Week 9 text", "Day 12 label": the number is the rest of
			// a name that only it tells from another ("Week 3"); it was
			// left for a time, and the clause asked which text
			n.names = append(n.names, nameNumberAt(toks, j, names))
			continue
		case t.kind != tWord:
			goto done
		}
		switch {
		case head && t.word("looks", "look", "seems", "appears") && j+1 < len(toks) && (toks[j+1].has(cEffect) || toks[j+1].has(cColor) || toks[j+1].has(cMod, "bigger", "smaller")):
			// "the face looks too dark": a verb of the complaint, not "a look"
			j++
			goto done
		case t.word("code", "codigo") && (head && len(n.names) > 0 && n.names[len(n.names)-1] == "qr" ||
			!head && j+1 < len(toks) && toks[j+1].text == "qr" && names.has(toks[j+1])):
			// "the QR code", "el código QR": the QR image the file's name
			// says (the word "code" was not known, and the clause refused)
		case spokenWord(t) && (n.kind == "" || n.kind == "voice" || n.kind == "audio"):
			// "the spoken intro", "la intro hablada": the voice said by its
			// name's word (the word was left out, and the clause refused)
			n.kind = "voice"
			if n.noun == "" {
				n.noun = t.text
			}
		case t.has(cKind):
			l, _ := t.get(cKind)
			if l.val == "everything" && head {
				goto done
			}
			if l.val == "original" {
				// "the original audio" is the sound of the footage
				n.mods = append(n.mods, "original")
				l.val = "audio"
			}
			switch {
			case n.kind == "" || n.kind == "part":
				n.kind, n.noun = l.val, t.text
			case l.val == "track" || l.val == "effect" || l.val == "layer":
				// "the music track", "the blur effect": the container says what it is
				n.mods = append(n.mods, n.kind)
				n.kind, n.noun = l.val, t.text
			case l.val == "text" && n.kind == "music":
				// "the score title", "the song caption": a text on screen
				// about it; a song has no title of its own (the music was
				// made to last 6 s, deleted, or asked which song)
				n.kind, n.noun = l.val, t.text
			default:
				// "the interview clip", "the logo image": the first noun is the more specific
				n.mods = append(n.mods, l.val)
			}
			n.plural = n.plural || l.plural
			head = true
		case names.has(t) && t.has(cEffect) && !t.has(cNo) && n.det == "a" && !head:
			// "add a vignette" where a vignette is: a new look, not the
			// one there is (it was read as a file to add, and "put a
			// vignette on the kitchen clip" added the kitchen clip)
			l, _ := t.get(cEffect)
			n.effect = l.val
			head = true
		case head && n.kind == "text" && (names.has(t) && n.det == "a" || capitalised(f.prompt[t.pos:t.end]) && !t.has(cTextIntro)):
			// "add a title Summer Fun" where a title says "Summer 2024":
			// the new text's words, not a name of the one there (the
			// title was "Fun"); "add a title Sun": its words, not a sun
			// sticker
			goto done
		case head && n.kind == "text" && stickerAsWords(toks, j, names):
			goto done
		case !head && t.word("side", "sides") && names.has(t) && (j+1 == len(toks) || !toks[j+1].has(cKind) && !names.has(toks[j+1])):
			// "on the side" is a place in the frame, though a file is
			// named for a car's side (exterior-lateral.mp4): it names
			// that file only with a kind or another of its words after
			// it ("the side clip", "the side exterior"); "put the logo
			// on the side" moved the logo to that clip's time
			goto done
		case !head && n.det != "" && j+1 < len(toks) && toks[j+1].has(cKind) && sideOfTimeNamed(t, names) != "":
			// "the before photo", "the after pic": a word of a file's name
			// (rescue-before.jpg, antes.jpg), though it is a preposition
			// elsewhere (it asked which of all the photos)
			n.names = append(n.names, sideOfTimeNamed(t, names))
		case names.has(t):
			if w := nameSaidBefore(toks, i, j, names); w != "" {
				// "from the finish line on": the word before, read as
				// the sentence's own ("the finish", the end), names
				// another file (kid-finish.mp4) and says which "line"
				// is meant; the file named by "line" alone
				// (start-line.mp4) was taken
				n.names = append(n.names, w)
			}
			n.names = append(n.names, nameKey(t.text))
			head = true
			if t.has(cSticker) && (strongSticker(t) || stickerKindNear(toks, j)) {
				// "a heart" where a heart sticker is: still a sticker (it
				// was read as a file to add)
				l, _ := t.get(cSticker)
				n.sticker = l.val
			}
			if t.has(cMod, "intro", "outro") {
				l, _ := t.get(cMod)
				n.mods = append(n.mods, l.val)
			}
		case head && t.word("chico", "chica") && (n.kind != "" || len(n.names) > 0 || n.sticker != ""):
			// "el logo chico", "el corazón chico": its size (read below), not
			// a boy in it (a second heart was added)
			goto done
		case t.has(cRegion):
			l, _ := t.get(cRegion)
			n.region = l.val
			n.plural = n.plural || l.plural
			head = true
		case t.has(cSticker) && (strongSticker(t) || stickerKindNear(toks, j)):
			l, _ := t.get(cSticker)
			n.sticker = l.val
			head = true
		case head && n.kind == "effect" && n.effect == "" && t.word("de", "del") && j+1 < len(toks) && toks[j+1].has(cEffect) && !toks[j+1].has(cNo):
			// "el efecto de brillo": which effect, said after the noun (it was
			// read as taking brightness away from the whole video)
			l, _ := toks[j+1].get(cEffect)
			n.effect = l.val
			j++
		case head && n.kind == "effect" && n.effect == "" && len(n.names) == 0 && t.has(cEffect) && !t.has(cNo) && n.det == "the":
			// "elimina el filtro cálido", "apagá el efecto vintage": Spanish
			// says which look after the noun, as "the warm filter" before
			// it (the look was left out). Before a verb of time too: "el
			// efecto blanco y negro que empiece en el 22 y no en el 24", "el
			// filtro vintage quiero que también abarque la foto" asked what
			// should start (once, in session 13, this went on to a wrong
			// length; the time readers now keep its end)
			l, _ := t.get(cEffect)
			n.effect = l.val
		case t.has(cEffect) && !t.has(cNo) && (n.det != "" || j+1 < len(toks) && toks[j+1].has(cKind, "effect")) && !head:
			l, _ := t.get(cEffect)
			n.effect = l.val
			head = true
		case !head && endCardWord(toks, j):
			// "the end card", "the ending title": the text that closes
			// the video (it was read as a time, "at the end", and asked
			// which text)
			n.ord = -1
			n.mods = append(n.mods, "bookend")
		case t.has(cOrd) && !head:
			l, _ := t.get(cOrd)
			n.ord = int(l.num)
			if bookendWord(t) {
				n.mods = append(n.mods, "bookend")
			}
		case t.has(cMod, "intro", "outro", "another", "over", "same", "smaller", "bigger") && !head:
			for _, l := range t.lex {
				if l.cat == cMod {
					n.mods = append(n.mods, l.val)
				}
			}
		case !head && t.word("big", "large", "huge") && j+1 < len(toks) && headAt(toks, j+1, names):
			// "the big logo": which logo (it was read as a style, and left out)
			n.mods = append(n.mods, "bigger")
		case t.has(cColor) && !head && j+1 < len(toks) && (toks[j+1].has(cKind) || names.has(toks[j+1])):
			// "the red title": a description, not a colour to apply
			l, _ := t.get(cColor)
			n.mods = append(n.mods, l.val)
		case t.has(cColor) && head && n.det == "the" && (n.kind == "effect" || n.effect != "") && len(n.mods) == 0:
			// "el tinte azul", "el filtro naranja": Spanish says which
			// look after its noun, as "the blue tint" does before it (the
			// colour was left out and the request refused)
			l, _ := t.get(cColor)
			n.mods = append(n.mods, l.val)
		case t.has(cStyle) && !head && j+1 < len(toks) && toks[j+1].has(cKind, "text"):
			l, _ := t.get(cStyle)
			n.mods = append(n.mods, "style:"+l.val)
		case !head && n.det != "" && n.det != "all" && len(t.lex) == 0 && len(t.text) >= 3 && isPlainWord(t.text) && !commonWords[t.text]:
			// "the dog", "la entrevista": a name the project may not have;
			// resolving it says so instead of acting on everything
			n.names = append(n.names, t.text)
			head = true
		case !head && n.det == "the" && copyNoun(t):
			// "move the copy to 10", "mové la copia al 8": what the clause
			// before made, as "it" is (it was read as a second verb, and
			// the clause had nothing to move)
			n.pron = true
			n.mods = append(n.mods, "copy")
			n.plural = t.word("copies", "copias", "duplicates", "duplicados", "duplicadas", "clones")
			head = true
			j++
			goto done
		case t.has(cPron) && !head && (n.det == "" || t.has(cDet)) && !(j+1 < len(toks) && headAt(toks, j+1, names)):
			n.pron = true
			if l, _ := t.get(cPron); l.plural {
				n.plural = true
			}
			head = true
			j++
			goto done
		case head && len(n.names) > 0 && gerundObjectAt(toks, j, names, f.used):
			// "el nene cruzando la meta": what the doing is done to is a
			// word of the same name (gerundobject.go)
		case conceptAfterName(n, toks, j, head, names):
			// "the plants experiment", "the tomato tag": a noun people name
			// a thing by, said after a name, is a word of that name (it was
			// left out: "would leave out experiment"); resolving says
			// whether it fits (partlyNamed)
			n.names = append(n.names, t.text)
		default:
			goto done
		}
	}
done:
	if !head && bareSpanishOrdinal(toks, i, n) {
		// "subí el último", "mové la primera arriba": Spanish says the
		// ordinal with no noun where English says "the last one"; it is a
		// thing (resolved against the kind just spoken of), not nothing
		// (the clause lost its object and raised every sound); a size
		// read after it ("la última más grande") is the clause's edit
		head, j, n.mods = true, i+2, nil
		if n.det == "" {
			j = i + 1
		}
	}
	if !head {
		return np{}, 0
	}
	if n.kind == "part" {
		j = partRemarkSaid(&n, toks, j)
		j = partOfNamed(&n, toks, j, names, f.used)
		j = partWhereNamed(&n, toks, j, names, f.used) // "la parte donde saca la rueda" (partwhere.go)
	}
	j = travelWaySaid(n, toks, j, f.used) // "el paseo en bici": how, not which (travelmeans.go)
	if n.kind == "part" && n.ord == 0 && len(n.names) > 0 && n.det == "the" {
		// "the city part", "the kitchen section": the thing named, whose
		// time "part" says (a look went on the whole video; the mute
		// muted two tracks)
		n.kind, n.noun, n.part = "", "", true
	}
	// "el texto final", "el clip primero": Spanish puts the ordinal after the noun
	if n.ord == 0 && n.kind != "" && j < len(toks) && toks[j].word("final", "ultimo", "ultima", "primero", "primera", "inicial", "de cierre", "de apertura") &&
		(f.used == nil || !f.used[j]) && !(j+1 < len(toks) && toks[j+1].timeLike()) {
		n.ord = 1
		if toks[j].word("final", "ultimo", "ultima", "de cierre") {
			n.ord = -1
		}
		if closingCard(n, toks[j]) {
			n.mods = append(n.mods, "bookend")
		}
		j++
	}
	// "la pista principal": Spanish puts "main" after the noun (it was
	// left out); r.track reads it as the main track
	if n.kind == "track" && j < len(toks) && toks[j].word(mainTrackWords...) && (f.used == nil || !f.used[j]) {
		n.mods = append(n.mods, "video")
		j++
	}
	// "delete the text at the end", "the text at the start, make it red":
	// the first or last of them, not a move there
	// "poné estrellitas en el título del principio": the one a new thing
	// goes on is picked the same way (the time was read as the whole video)
	// "un sol en el dron del principio": a thing said by its name with
	// "del"/"of" is picked so too (the sticker went on the first 5 s, not
	// the drone clip); "sobre la playa al final" stays a time
	onIt := n.first > 0 && toks[n.first-1].word("on", "en", "sobre", "onto") &&
		(contains([]string{"text", "clip", "video", "image", "broll"}, n.kind) || n.kind == "" && len(n.names) > 0 && j < len(toks) && toks[j].word("del", "de", "of"))
	// "the whatsapp text at the end should start 2 seconds earlier", "el
	// texto del final debería empezar antes": a wish said of the thing at
	// that edge, its subject (the edge was read as a time, and the text
	// moved 2 s before 2 s, to 0: silent)
	// "repetí el título del principio en los últimos 4 segundos": an edge
	// said with "del" ("of the start"), with the copy's own time after it,
	// says which one is copied (the copy went to 0 s, the start, and the
	// last seconds were dropped: silent). "al final, en el 57" is where
	// the copy goes, said twice.
	if k, edge := edgeQualifier(toks, j); k > j && n.ord == 0 && n.det == "the" && !soundKind(n.kind) && (f.picksByEdge(j) || onIt || k < len(toks) && toks[k].word(modalWords...) && !atTimeAfter(toks, k) ||
		f.verb == "duplicate" && toks[j].word("del", "de") && copyTimeAfter(toks, k) || wishOfSubject(toks, n.first, k)) {
		n.edge = edge
		j = k
	}
	// "the clip after the interview", "el texto antes del final" is not
	// this: the next or the one before another thing said after it (a
	// grey look went on from the interview's end to the end of the video)
	if head && n.det == "the" && n.ord == 0 && contains([]string{"clip", "video", "broll", "text", "image", "sticker"}, n.kind) &&
		j+1 < len(toks) && toks[j].has(cPrep, "after", "before") && !toks[j].has(cConn) && !f.placing() {
		// "después del corazón": the article is in the preposition
		if a, k := f.readNP(j+1, names); k > 0 && !a.pron && (a.det == "the" || a.det == "" && strings.HasSuffix(toks[j].text, "del")) && a.edge == 0 && a.anchor == nil {
			n.anchor, n.rel = &a, 1
			if toks[j].has(cPrep, "before") {
				n.rel = -1
			}
			j += 1 + k
		}
	}
	// "al solcito del clima", "the sun of the weather segment": a sticker
	// of a clip is the one shown while that clip plays (the clip was
	// rotated with it, as a second thing)
	if head && n.sticker != "" && n.ord == 0 && n.anchor == nil && j+1 < len(toks) && toks[j].word("of", "de", "del") && n.det != "a" && n.det != "all" {
		if a, k := f.readNP(j+1, names); k > 0 && !a.pron && a.sticker == "" && a.anchor == nil && (len(a.names) > 0 || contains([]string{"clip", "video", "broll"}, a.kind)) {
			n.anchor, n.rel = &a, 0
			j += 1 + k
		}
	}
	// "agrandá la imagen chiquita", "el logo grande achicalo": a size said
	// after the noun says which, when the clause has its own edit (the
	// picture was made smaller)
	if head && j < len(toks) && toks[j].kind == tWord && toks[j].word(sizeAdjectives...) && (f.used == nil || !f.used[j]) && f.ownEditBesides(j) {
		way := sizeWay(toks[j])
		if way == "" {
			way = "bigger" // "enorme"
		}
		n.mods = append(n.mods, way)
		j++
	}
	// "el texto de cierre", "el título de apertura": the phrase after the noun says which
	if head && j < len(toks) && toks[j].has(cMod, "intro", "outro") && strings.HasPrefix(toks[j].text, "de ") && (f.used == nil || !f.used[j]) {
		l, _ := toks[j].get(cMod)
		n.mods = append(n.mods, l.val)
		j++
	}
	// "el b-roll de la cocina", "the clip of the city": the name after it says which
	// "la cámara del invitado": a file named in Spanish, one thing
	// (the guest was a second thing)
	if head && n.kind == "" && len(n.names) > 0 && n.effect == "" && n.sticker == "" && j+1 < len(toks) && toks[j].word("de", "del") {
		if k := skipDets(toks, j+1); k < len(toks) && names.has(toks[k]) && !toks[k].has(cKind) && (f.used == nil || !f.used[k]) {
			n.names, j = append(n.names, nameKey(toks[k].text)), k+1
		}
	}
	// "la foto del después", "el video de antes": the same, said after the noun
	if head && contains([]string{"broll", "clip", "video", "image"}, n.kind) && j+1 < len(toks) && toks[j].word("de", "del") &&
		toks[j+1].word("antes", "despues") && sideOfTimeNamed(toks[j+1], names) != "" && (f.used == nil || !f.used[j+1]) {
		n.names, j = append(n.names, sideOfTimeNamed(toks[j+1], names)), j+2
	}
	if head && contains([]string{"broll", "clip", "video", "image"}, n.kind) && j+1 < len(toks) && toks[j].word("de", "del", "of") {
		k := skipDets(toks, j+1)
		if k < len(toks) && names.has(toks[k]) && (f.used == nil || !f.used[k]) {
			for ; k < len(toks) && names.has(toks[k]) && (f.used == nil || !f.used[k]); k++ {
				n.names = append(n.names, nameKey(toks[k].text))
			}
			j = k
			// "agrandá la foto de toby chiquito": a size after the name
			// said is the one named as he was (a pup), when the clause
			// has its own edit; it was the size wanted, the photo shrunk
			if j < len(toks) && toks[j].kind == tWord && toks[j].word(sizeAdjectives...) && (f.used == nil || !f.used[j]) && f.ownEditBesides(j) {
				j++
			}
		}
	}
	// "la parte del gato", "the part of the dog", "el pedazo de los
	// asientos": a part named by a thing of the project is that thing
	// ("there is no parte on the timeline", or the part and the thing were
	// two things)
	if head && n.kind == "part" && n.ord == 0 && len(n.names) == 0 && n.det != "a" && !n.plural && j+1 < len(toks) && toks[j].word("de", "del", "of") {
		k := skipDets(toks, j+1)
		at := k
		for ; k < len(toks) && names.has(toks[k]) && !toks[k].has(cKind) && (f.used == nil || !f.used[k]); k++ {
			n.names = append(n.names, nameKey(toks[k].text))
		}
		if k > at {
			n.kind, n.noun, n.part, j = "", "", true, k
		}
	}
	// "el audio de la entrevista", "the sound of the b-roll", "la voz de la
	// invitada": the owner is meant
	ofVideoOf := (n.kind == "audio" || n.kind == "voice") && !n.plural && j+2 < len(toks) &&
		toks[j].word("del video", "of the video", "of the clip", "del clip") && (toks[j+1].word("of", "de", "del") || toks[j+1].has(cPrep, "of"))
	if (n.kind == "audio" || n.kind == "voice") && !n.plural && j+1 < len(toks) && (toks[j].word("of", "de", "del") || toks[j].has(cPrep, "of") || ofVideoOf) {
		at := j + 1
		if ofVideoOf {
			// "el audio del video de toby": the video is toby's, and its
			// sound is meant (the whole video's sound was muted)
			at++
		}
		if owner, k := f.readNP(at, names); k > 0 && !owner.pron && owner.kind != "everything" {
			first, prep, voice, noise := n.first, n.prep, n.kind == "voice", noiseWord(n.noun)
			n = owner
			n.first, n.prep, n.aspect = first, prep, "audio"
			if voice {
				// "la voz de sofia": among her things, a voice file is
				// meant (resolve.go voiceOfOwner)
				n.mods = append(slices.Clone(n.mods), "voice")
			}
			if noise {
				// "el ruido de la calle": a sound file is meant
				// (resolve.go noiseOfPlace)
				n.mods = append(slices.Clone(n.mods), "noise")
			}
			j = at + k
		}
	}
	// "la pista de overlay", "el título de intro", "an emoji of a star"
	if (n.kind == "track" || n.kind == "layer" || n.kind == "text" || n.kind == "sticker" || n.kind == "clip" || n.kind == "video" ||
		n.kind == "image" || n.kind == "music" || n.kind == "audio" || n.kind == "broll") && j+1 < len(toks) &&
		(toks[j].word("of", "de", "del") || toks[j].word("with", "con") && !replacing(f) || toks[j].has(cPrep, "of")) {
		k := skipDets(toks, j+1)
		if k < len(toks) && (toks[k].kind == tWord || n.kind == "text" && toks[k].kind == tNumber) && (f.used == nil || !f.used[k]) {
			t := toks[k]
			switch {
			case (n.kind == "sticker" || n.kind == "image") && t.has(cSticker):
				// "la imagen del corazón": the heart (the logo, the only
				// image, was scaled with it)
				l, _ := t.get(cSticker)
				n.kind, n.sticker, j = "sticker", l.val, k+1
			case (n.kind == "track" || n.kind == "layer") && t.has(cKind) && !t.has(cKind, "track", "layer"):
				l, _ := t.get(cKind)
				n.mods, j = append(n.mods, l.val), k+1
			case n.kind == "text" && t.kind == tNumber && names[fold(f.prompt[t.pos:t.end])]:
				// "el texto de los 312 corredores": the number the text
				// shows names it, and the words after it too
				n.names, j = append(n.names, fold(f.prompt[t.pos:t.end])), k+1
				for j < len(toks) && names.has(toks[j]) && (f.used == nil || !f.used[j]) {
					n.names, j = append(n.names, nameKey(toks[j].text)), j+1
				}
			case names.has(t) && (n.kind != "audio" || true):
				n.names, j = append(n.names, nameKey(t.text)), k+1
				for n.kind == "text" && j < len(toks) && toks[j].kind == tWord && names.has(toks[j]) && !toks[j].has(cKind) && (f.used == nil || !f.used[j]) {
					// "el nombre de doña ester": a name of two words is
					// one name (the second word was read as a new text
					// "ester", added)
					n.names, j = append(n.names, nameKey(toks[j].text)), j+1
				}
				if w := nameNumberAt(toks, j, names); w != "" && (f.used == nil || !f.used[j]) {
					// "el texto de Week 3", "el subtítulo del paso 2": the
					// number ends the name
					n.names, j = append(n.names, w), j+1
				}
			case t.has(cMod, "intro", "outro"):
				l, _ := t.get(cMod)
				n.mods, j = append(n.mods, l.val), k+1
			case n.kind == "text" && t.has(cKind, "text") && nounStyle(t.text) != "":
				n.noun, j = t.text, k+1 // "el texto de la etiqueta": the label's
			}
		}
	}
	// "the track the interview is on", "the track that the logo sits on":
	// the thing said is what the track holds (it asked among every track)
	if head && (n.kind == "track" || n.kind == "layer") && len(n.names) == 0 && len(n.mods) == 0 && j < len(toks) {
		k := j
		if toks[k].word("that", "which", "where") {
			k++
		}
		if owner, m := f.readNP(k, names); m > 0 && !owner.pron && owner.kind != "track" && owner.kind != "everything" {
			e := k + m
			if e < len(toks) && toks[e].word("is", "sits", "lives", "goes", "'s") {
				e++
			}
			if e < len(toks) && toks[e].word("on", "in", "is on", "is in", "sits on", "sits in") && (e+1 == len(toks) || toks[e+1].kind == tPunct || toks[e+1].has(cConn)) {
				n.names = owner.names
				if owner.kind != "" {
					n.mods = append(n.mods, owner.kind)
				}
				j = e + 1
			}
		}
		if owner, e, ok := f.trackHolderAfter(toks, j, names); ok && len(n.names) == 0 && len(n.mods) == 0 {
			n.names = owner.names
			if owner.kind != "" {
				n.mods = append(n.mods, owner.kind)
			}
			j = e
		}
	}
	// a pronoun det alone ("this", "that") only when nothing else is said
	if n.pron && n.det != "" && j == i+1 {
		n.det = ""
	}
	// the words after a text noun: "the title Hello World", "el título Hola Mundo"
	// ("name the speaker Ana", "label the guest as Bob": a text noun said
	// first and then "the …" is a verb with its object; "the speaker Ana"
	// became a text)
	// A title typed in capitals keeps its known words ("The Whole Story"),
	// the first one too ("add a title Make It Happen" was refused).
	capitalWord := func(k int) bool {
		return k < len(toks) && toks[k].kind == tWord && capitalised(f.prompt[toks[k].pos:toks[k].end]) && !toks[k].has(cTextIntro)
	}
	if n.kind == "text" && n.det == "the" && j < len(toks) && toks[j].word("one", "ones") && f.prompt[toks[j].pos:toks[j].end] == toks[j].text {
		// "the prices one", "the intro ones": "one" stands for the noun
		// said before it, the text about that (a new text "one" was added)
		j++
	}
	titled := capitalRun(toks, j, capitalWord) >= j+2
	// a new text's words typed with a capital, though they are known
	// words ("add the text Big news at the top", "el texto Nos vemos
	// pronto abajo": they were refused)
	newWords := contains(newTextVerbs, f.verb) && capitalWord(j) && trailWord(toks[j], names)
	if n.kind == "text" && j < len(toks) && (trailStarts(toks[j], names, n.plural) || titled || newWords || stickerAsWords(toks, j, names)) && !(i == 0 && toks[j].has(cDet)) {
		end := j
		capitals := capitalised(f.prompt[toks[j].pos:toks[j].end])
		for end < len(toks) {
			if r := capitalRun(toks, end, capitalWord); capitals && r > end {
				end = r
				continue
			}
			if showingSaid(toks, end) {
				break // "el texto de la fecha que se vea desde el 60": when it shows, not its words
			}
			if topAloneAt(toks, end) || overThingAt(toks, end, names) {
				// "add a title Hello on top", "el texto OFERTA encima del
				// logo": its place, not its words (frame.go, textthingtail.go)
				break
			}
			if !trailWord(toks[end], names) {
				if k := titleBridge(toks, end, names); capitals && newWords && k > end {
					end = k // "Oferta de verano": "de" joins the words
					continue
				}
				break
			}
			end++
		}
		if end > j {
			from := toks[j].pos
			if j > i && toks[j-1].has(cKind) && hasLowerCase(f.prompt) && allCaps(f.prompt[toks[j-1].pos:toks[j-1].end]) &&
				allCaps(f.prompt[toks[j].pos:toks[j].end]) {
				// "put LINK IN BIO at the top": the kind's word typed in
				// capitals with the words after it is one of them (the
				// text read "IN BIO")
				from = toks[j-1].pos
			}
			n.trail = strings.TrimSpace(f.prompt[from:toks[end-1].end])
			j = end
		}
	}
	n.said = strings.TrimSpace(f.prompt[toks[i].pos:toks[j-1].end])
	n.end = j
	return n, j - i
}

// edgeQualifier reads "at the end", "al principio", "del final" at j: the
// end after it and -1 for the end, 1 for the start; j and 0 when there is
// none, or when it is an anchor ("at the end of the interview").
func edgeQualifier(toks []token, j int) (int, int) {
	k := j
	if k < len(toks) && toks[k].kind == tWord && toks[k].word("at", "in", "en", "del", "de") {
		k++
	}
	if k >= len(toks) || toks[k].kind != tWord || !toks[k].has(cSpan, "start", "end") || toks[k].has(cVerb) && k == j {
		return j, 0
	}
	if k+1 < len(toks) && toks[k+1].kind == tWord && toks[k+1].word("of", "de", "del") {
		return j, 0
	}
	l, _ := toks[k].get(cSpan)
	if l.val == "end" {
		return k + 1, -1
	}
	return k + 1, 1
}

// copyTimeAfter: a time of its own is said after k ("en los últimos 4
// segundos", "at 20", "to the end").
func copyTimeAfter(toks []token, k int) bool {
	return slices.ContainsFunc(toks[k:], func(t token) bool { return t.timeLike() || t.kind == tWord && t.has(cSpan) })
}

// wishOfSubject: the noun phrase before toks[k] opens its clause and "que"
// with a verb and a time of its own follows: "el título del principio que
// arranque en el segundo 1" is a wish said of the title at that edge (the
// edge was read as a time, 0 s to the end, and the title ran over the
// whole video: silent). "mové el logo al final que se vea" (a verb before
// it) and "el logo al final que se vea" (no time after) keep their readings.
func wishOfSubject(toks []token, first, k int) bool {
	if k+1 >= len(toks) || !toks[k].word("que") || !toks[k+1].has(cVerb) {
		return false
	}
	for i := 0; i < first && i < len(toks); i++ {
		if toks[i].has(cVerb) {
			return false
		}
	}
	return slices.ContainsFunc(toks[k+2:], func(t token) bool { return t.timeLike() })
}

// soundKind: a kind that is heard, whose edge is a part of it ("remove
// the music at the end" asks how much; it deleted all of it).
func soundKind(kind string) bool {
	return kind == "music" || kind == "audio"
}

// picksByEdge: an edge said after a noun phrase ending at j picks one of
// them when the clause's verb does not put things at a time ("hide",
// "rotate", "make … red"), or when the phrase is said first and a verb on
// "it" follows ("the text at the end, move it up"); "move the logo to
// the end", "el logo al final" are moves.
//
// A sound at an edge is a part of it ("lower the music at the end" asks
// how long), so volume verbs never read it as which.
func (f *frame) picksByEdge(j int) bool {
	if lengthState(f.c.toks) == "longer" {
		return true // "el título del principio dura re poco": which title (lengthdefault.go)
	}
	verb := f.verb
	if verb == "" {
		rest := f.c.toks[j:]
		if !hasPronoun(rest) {
			return false
		}
		verb = verbOf(clause{toks: rest})
	}
	return contains([]string{"hide", "unhide", "delete", "kill", "rotate", "flip", "scale", "blend", "make", "invert",
		"straighten", "crop", "rename", "move", "put"}, verb) && (verb != "move" && verb != "put" || f.verb == "")
}

// adding: the clause's verb makes a new thing ("add one text": a new one).
func (f *frame) adding() bool {
	v := f.verb
	if v == "" {
		v = verbOf(f.c)
	}
	return contains([]string{"add", "create", "duplicate", "insert", "write"}, v)
}

// placing: the clause's verb puts things somewhere, so "after …" is where.
func (f *frame) placing() bool {
	return contains([]string{"move", "put", "add", "duplicate", "drop", "create", "start", "end", "extend", "last", "keep", "show"}, f.verb)
}

// sizeAdjectives: the sizes Spanish says after a noun ("la imagen chiquita").
var sizeAdjectives = []string{"chico", "chica", "chiquito", "chiquita", "pequeno", "pequena", "grande", "enorme"}

// ownEditBesides: the clause says an edit other than by the word at j: a
// verb that does not take a size as its result ("agrandá", "borrá", not
// "poné", "hacé"), or another size ("el logo chico más grande").
func (f *frame) ownEditBesides(j int) bool {
	toks := f.c.toks
	for k, t := range toks {
		if k == j || t.kind != tWord {
			continue
		}
		if isVerbAt(toks, k) {
			if l, _ := t.get(cVerb); l.val != "put" && l.val != "make" {
				return true
			}
		}
		if sizeWord(t) && !t.word(sizeAdjectives...) {
			return true
		}
	}
	return false
}

// countBefore: the number at j says how many of the things named after it
// are meant ("the 3 texts", "los tres textos"); 0 when it does not.
func countBefore(toks []token, j int) int {
	if j+1 >= len(toks) || smallCount(toks[j]) < 2 {
		return 0
	}
	if l, ok := toks[j+1].get(cKind); !ok || l.val == "everything" {
		return 0
	}
	return smallCount(toks[j])
}

// countOfBefore: "N of" / "N de" just before i says how many of the
// things named at i are meant; 0 when it does not.
func countOfBefore(toks []token, i int) int {
	if i < 2 || !toks[i-1].word("of", "de") || secondAsUnit(toks, i-2) {
		return 0 // ("the first second of the clip": a unit, secondunit.go)
	}
	if toks[i-2].word(oneOfWords...) {
		return 1
	}
	return smallCount(toks[i-2])
}

// oneOfWords say one thing of several ("one of the texts", "uno de los
// clips").
var oneOfWords = []string{"one", "uno", "una"}

// ordOfBefore: "the first of" / "el último de" just before i says which
// of the things named at i is meant; 0 when it does not.
func ordOfBefore(toks []token, i int) int {
	if i < 2 || !toks[i-1].word("of", "de") || secondAsUnit(toks, i-2) {
		return 0 // ("the first second of the clip": a unit, secondunit.go)
	}
	if t := toks[i-2]; t.kind == tOrdinal {
		return int(t.num)
	}
	if l, ok := toks[i-2].get(cOrd); ok {
		return int(l.num)
	}
	return 0
}

// smallCount is the whole number from 1 to 20 a token says, as a count of
// things; 0 when it says none.
func smallCount(t token) int {
	if t.kind != tNumber || t.num < 1 || t.num > 20 || t.num != math.Trunc(t.num) {
		return 0
	}
	return int(t.num)
}

// headAt: a noun phrase head starts at i ("this title": "this" is a determiner).
func headAt(toks []token, i int, names nameIndex) bool {
	t := toks[i]
	return t.kind == tWord && (t.has(cKind) || names.has(t) || t.has(cSticker) && !t.has(cSticker, "") && (strongSticker(t) || stickerKindNear(toks, i)) || t.has(cRegion))
}

func stickerKindNear(toks []token, j int) bool {
	for k := max(0, j-3); k < min(len(toks), j+3); k++ {
		if toks[k].has(cKind, "sticker") {
			return true
		}
	}
	return false
}

// stickerAsWords: a word at j that names only a sticker, right after a
// text noun, is the text's words ("add a title sun", "poné un texto
// estrella": a sun sticker was added), unless a sticker is said near it
// ("a title and a sun sticker") or one of the project is named by it.
func stickerAsWords(toks []token, j int, names nameIndex) bool {
	return j < len(toks) && onlySticker(toks[j], false) && !names.has(toks[j]) && !stickerKindNear(toks, j)
}

// titleJoiners: the small words a title typed in capitals keeps in lower
// case ("Sun and Fun", "Fun in the Sun", "Noche de Verano").
var titleJoiners = []string{"and", "or", "of", "the", "in", "on", "at", "to", "a", "an", "for", "with",
	"y", "o", "e", "de", "del", "la", "el", "los", "las", "en", "con", "por", "para", "un", "una"}

// capitalRun is the end of the words from k typed as a title: words that
// capital says are capitalised, and up to two joining words between two
// of them ("add a title Sun and Fun": "and" ended the title, and "Sun"
// became a sticker).
func capitalRun(toks []token, k int, capital func(int) bool) int {
	end := k
	for end < len(toks) && capital(end) {
		end++
		j := end
		for j < len(toks) && j-end < 2 && titleJoiner(toks[j]) {
			j++
		}
		if j > end && j < len(toks) && capital(j) {
			end = j
		}
	}
	return end
}

// newTextVerbs add a new text, whose words may follow its noun.
var newTextVerbs = []string{"add", "put", "write", "insert", "create"}

// titleBridges join the words of a title unquoted ("Oferta de verano",
// "Salt and pepper"); "with", "for" and "con" start what is said of it.
var titleBridges = []string{"de", "del", "of", "and", "y", "e", "&"}

// titleBridge: a bridge word at k, an article maybe, and then a word no
// lexicon knows ("verano"): the title goes on past it; the index after
// that word, or k when it does not.
func titleBridge(toks []token, k int, names nameIndex) int {
	if k >= len(toks) || !toks[k].word(titleBridges...) {
		return k
	}
	w := k + 1
	if w < len(toks) && toks[w].word("the", "la", "el", "los", "las") {
		w++
	}
	if w < len(toks) && toks[w].kind == tWord && (len(toks[w].lex) == 0 || names.has(toks[w])) && trailWord(toks[w], names) {
		return w + 1
	}
	return k
}

func titleJoiner(t token) bool {
	return t.kind == tWord && wordsIn(t.text, titleJoiners)
}

// wordsIn: every word of the phrase w is in one of the lists.
func wordsIn(w string, lists ...[]string) bool {
	for _, part := range strings.Fields(w) {
		if !slices.ContainsFunc(lists, func(l []string) bool { return contains(l, part) }) {
			return false
		}
	}
	return true
}

// trailStarts: a word after a text noun that begins its words, not a
// place, a time or the next part of the clause.
func trailStarts(t token, names nameIndex, plural bool) bool {
	if t.kind != tWord || t.text == "-" || t.word("where", "donde", "when", "cuando", "while", "mientras") {
		return false // "put the subtitle where the title was": a place, not its words
	}
	if first, _, _ := strings.Cut(t.text, " "); contains(saidOfIt, first) || plural && contains(saidOfSeveral, first) || t.word("se ve") {
		// "the subtitle is hard to read", "the title stays too long", "the
		// caption covers the face": said of it, not its words (texts "is
		// hard", "stays too long", "covers the face" were added)
		return false
	}
	// a colour typed as a diminutive ("verde clarito", read as "verde
	// claro") is the colour, not the start of new words (a text "verde
	// clarito" was added)
	return len(t.lex) == 0 || names.has(t) || commonWords[t.text] || t.fixed != "" && !t.has(cColor)
}

// showingSaid: at i a text is said to show ("aparezca", "se vea",
// "salga", "que se vea"): a wish of when or how it shows, never the words
// of a text (a text "fecha se vea" was added over the one named, silent).
func showingSaid(toks []token, i int) bool {
	if i+1 < len(toks) && toks[i].word("que", "q", "that") {
		i++
	}
	return toks[i].kind == tWord && toks[i].has(cProp, "visible") && !toks[i].has(cKind)
}

// saidOfIt: verbs that, right after a text noun, say something of the text
// rather than begin its words.
var saidOfIt = []string{"is", "are", "was", "were", "looks", "seems", "stays", "stay", "keeps", "covers", "cover", "blocks", "hides",
	"overlaps", "needs", "should", "must", "has", "goes", "comes", "sits", "feels", "gets", "takes", "lasts", "isnt", "doesnt",
	"es", "esta", "son", "estan", "queda", "quedo", "parece", "tapa", "dura", "tiene", "necesita", "deberia", "debe", "molesta",
	"deberia estar", "deberian estar", "tendria que estar", "tiene que estar", "deberia ir", "deberian ir", "tiene que ir", "tendria que ir"}

// saidOfSeveral: the same verbs said of several texts ("the subtitles sit
// way too far down": a text "sit way too far down" was added). Only after
// a plural noun: after one text they are the words of an edit ("make the
// welcome title sit at the bottom").
var saidOfSeveral = []string{"sit", "look", "seem", "need", "feel", "get", "take", "last", "go", "come", "hide", "block", "overlap", "have", "arent", "dont",
	"wasnt", "werent", "quedan", "quedaron", "parecen", "tapan", "duran", "tienen", "necesitan", "deberian", "deben", "molestan", "se ven"}

func trailWord(t token, names nameIndex) bool {
	if t.kind == tNumber {
		return true
	}
	if t.kind != tWord {
		return false
	}
	if len(t.lex) == 0 || names.has(t) || commonWords[t.text] || t.fixed != "" {
		return true
	}
	// words of a title that are also known words ("Big Summer Sale")
	for _, l := range t.lex {
		switch l.cat {
		case cPrep, cPos, cConn, cSpan, cTextIntro, cVerb, cUnit:
			return false
		}
	}
	return !t.has(cDet)
}

// strongSticker: a word that names a sticker on its own ("heart", not "like").
func strongSticker(t token) bool {
	for _, l := range t.lex {
		if l.cat == cSticker && l.num == 0 {
			return true
		}
	}
	return false
}

// bareSpanishOrdinal: the words at i are an article and a singular Spanish
// ordinal with no noun ("el último", "la primera", "el segundo"), and no
// number or time after it ("el segundo 10", "los
// últimos 5 segundos" are times) and no noun. "el final" is the end of
// the video, not an ordinal thing, so only the gendered forms count.
func bareSpanishOrdinal(toks []token, i int, n np) bool {
	if n.ord == 0 || n.plural || n.count != 0 {
		return false
	}
	at := i + 1
	if n.det == "" && i > 0 && toks[i-1].word("del", "al") {
		// "el volumen del último": the article is in the preposition
		at = i
	} else if n.det != "the" {
		return false
	}
	if at >= len(toks) || !toks[at].word("ultimo", "ultima", "primero", "primera", "segundo", "segunda", "tercero", "tercera", "cuarto", "cuarta",
		"penultimo", "penultima", "anteultimo", "anteultima") {
		return false
	}
	// "el primero de los subtítulos" names its kind after it (ordOfBefore)
	return at+1 == len(toks) || !toks[at+1].timeLike() && !toks[at+1].has(cUnit) && !toks[at+1].word("de", "del", "of")
}

// copyNoun: a word of duplicating said as a thing after an article ("the
// copy", "la copia", "el duplicado"): what a duplicate made.
func copyNoun(t token) bool {
	return t.has(cVerb, "duplicate") && t.word("copy", "copies", "duplicate", "duplicates", "clone", "clones", "replica",
		"copia", "copias", "duplicado", "duplicada", "duplicados", "duplicadas", "clon")
}

// bookendWord: an ordinal that says the thing opens or closes the video
// ("the closing caption", "the opening title"), not the first or last of
// its style: any text there, the subtitles among the others.
func bookendWord(t token) bool {
	return t.word("closing", "opening", "ending", "de cierre", "de apertura")
}

// endCardWord: "end" or "ending" said right before a text noun ("the end
// card", "the ending title"): which text, not a time.
func endCardWord(toks []token, i int) bool {
	return i+1 < len(toks) && toks[i].word("end", "ending", "the end") && toks[i+1].has(cKind, "text") && !toks[i+1].has(cSpan)
}

// closingCard: an ordinal said after a text noun that says the text closes
// or opens the video ("la placa de cierre", "la placa final"): any text
// there, not the last of a style ("placa" alone names a label; the one
// label was taken for "la placa final").
func closingCard(n np, t token) bool {
	if n.kind != "text" {
		return false
	}
	return t.word("de cierre", "de apertura") || t.word("final", "inicial") && labelNouns[n.noun]
}

// everythingItDoes: "everything" as the object of a relative clause after
// the thing named ("bajale al himno que tapa todo", "the music that drowns
// out everything") says what that thing does, not a second thing to edit
// (every clip's volume was lowered with the anthem's).
func everythingItDoes(toks []token, i int) bool {
	if !toks[i].has(cKind, "everything") {
		return false
	}
	for k := i - 1; k >= 1 && k >= i-2; k-- {
		if !plainWord(toks[k]) {
			return false
		}
		if toks[k-1].word("que", "which", "that") && k-1 > 0 {
			return true
		}
	}
	return false
}

// plainWord: a word that is no article, preposition, joiner or thing of
// the project: the verb of a clause.
func plainWord(t token) bool {
	return t.kind == tWord && !t.has(cDet) && !t.has(cPrep) && !t.has(cConn) && !t.has(cKind)
}

// everythingAlone: "todo" with no noun after it is everything, not an
// article ("silenciá todo menos la música" muted nothing: "nothing meant has
// sound").
func everythingAlone(toks []token, j int) bool {
	if !toks[j].has(cKind, "everything") {
		return false
	}
	next := j + 1
	return next == len(toks) || toks[next].kind == tPunct ||
		toks[next].kind == tWord && (toks[next].has(cPrep) && !toks[next].has(cDet) || toks[next].has(cConn))
}

// sideOfTimeWords are the words that say before or after, in both
// languages; a file may be named by one (foto-antes.jpg, after.png).
var sideOfTimeWords = map[string]string{"before": "before", "antes": "before", "after": "after", "despues": "after"}

// sideOfTimeNamed is the name word that t, a "before" or an "after", is
// when a name in the project has it (in either language), else "".
func sideOfTimeNamed(t token, names nameIndex) string {
	side := sideOfTimeWords[t.text]
	if t.kind != tWord || side == "" {
		return ""
	}
	for _, w := range sameNames(side) {
		if names[w] {
			return side
		}
	}
	return ""
}

// spanishToName: the "a" at j is Spanish "to", said after a thing and
// before a name of the project that is no kind of thing, sticker or look
// ("un corazón a michi"); English puts no "a" there ("add a heart a bit
// lower" says how much).
func spanishToName(toks []token, j int, names nameIndex) bool {
	if j < 1 || j+1 >= len(toks) || toks[j].kind != tWord || toks[j].text != "a" {
		return false
	}
	prev, next := toks[j-1], toks[j+1]
	if prev.kind != tWord && prev.kind != tQuote || prev.has(cVerb) || prev.has(cPrep) || prev.has(cDet) || prev.has(cConn) {
		return false
	}
	// a name that is a sticker too ("luna", a moon) is the name after a
	// sticker said ("un corazón a luna")
	return names.has(next) && !next.has(cKind) && (!next.has(cSticker) || prev.has(cSticker)) && !next.has(cEffect) && !next.has(cColor) &&
		(j+2 == len(toks) || toks[j+2].kind != tWord || !toks[j+2].has(cKind))
}

// spokenWord says a sound is someone talking: "spoken", "hablada".
func spokenWord(t token) bool {
	return t.kind == tWord && len(t.lex) == 0 && t.word("spoken", "hablada", "hablado", "narrada", "narrado")
}

// nameNumberAt is the number at k as a word of a name, when the word
// before it and that number stand together in a name of the project
// ("Week 9", "Día 40: ¡pulgones!"): "" when they do not, so "the title 5
// seconds" keeps its time.
func nameNumberAt(toks []token, k int, names nameIndex) string {
	if k < 1 || k >= len(toks) || toks[k].kind != tNumber || toks[k].num != math.Trunc(toks[k].num) || toks[k].num < 0 ||
		toks[k-1].kind != tWord {
		return ""
	}
	w := strconv.FormatFloat(toks[k].num, 'f', -1, 64)
	if !names[nameKey(toks[k-1].text)+w] {
		return ""
	}
	return w
}

// nameSaidBefore: the phrase starts at j = i on a name, right after a word
// of the sentence said after an article ("the finish" before "line", read
// as the end) that is itself a word of a file's name, which the two words
// together do not name;
// that word, to be looked up with the name, or "".
func nameSaidBefore(toks []token, i, j int, names nameIndex) string {
	if j != i || i == 0 || toks[i-1].kind != tWord || toks[i-1].has(cDet) && !strings.Contains(toks[i-1].text, " ") {
		return ""
	}
	if !strings.Contains(toks[i-1].text, " ") && !(i >= 2 && toks[i-2].kind == tWord && toks[i-2].has(cDet)) {
		return "" // "start carmen at 12": a verb of its own, not a word of the phrase
	}
	w := nameKey(lastWord(toks[i-1].text))
	if names.has(toks[i-1]) || names[w+nameKey(toks[i].text)] || !names.partOfName(w) {
		return ""
	}
	return w
}

// partOfName: w is one of the words a file's name is joined from ("finish"
// of kid-finish.mp4, a word of the sentence the index keeps only joined).
func (ix nameIndex) partOfName(w string) bool {
	if ix[w] {
		return true
	}
	for k := range ix {
		if rest, ok := strings.CutSuffix(k, w); ok && rest != "" && ix[rest] {
			return true
		}
		if rest, ok := strings.CutPrefix(k, w); ok && rest != "" && ix[rest] {
			return true
		}
	}
	return false
}

// atTimeAfter: a way said ("earlier", "later") and a moment said with
// "at"/"a las"/"en el" later in the clause ("the address at the end should
// pop up earlier, at 26s"): the edge and that time are two answers to
// when, asked, not the thing at that edge moved there (it went to 26 s,
// later, though "earlier" was said). "should start at 51" is the thing at
// the end.
func atTimeAfter(toks []token, k int) bool {
	if !slices.ContainsFunc(toks[k:], func(t token) bool {
		return t.word("earlier", "later", "sooner", "antes", "despues", "mas tarde", "mas temprano")
	}) {
		return false
	}
	for j := k + 1; j+1 < len(toks); j++ {
		if toks[j].word("at", "a", "en", "al", "a las", "a los") {
			n := j + 1
			if n+1 < len(toks) && toks[n].word("el", "the", "las", "los") {
				n++
			}
			if toks[n].timeLike() {
				return true
			}
		}
	}
	return false
}
