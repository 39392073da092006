package planner

import (
	"fmt"
	"slices"
	"strings"
)

// partsSaid reads, before a photo request is cut into clauses, the parts
// of the photo said another way than by their name: kept as they are
// ("but keep the grass as it is") or a backdrop behind someone ("la
// pared de atrás").
func partsSaid(toks []token) []token {
	return exposurePoints(evAfterLook(wholePhotoSaid(wallBehind(backdropKept(keptAsIs(keptSharp(onlySaidAgain(groundSaid(thereSaid(harshSaid(cliticPronounDoubled(toks))))))))))))
}

// onlySaidAgain drops a tail that says the part edited is all there is to
// edit ("brighten her face a little, nothing else", "warm up the sky,
// only the sky", "aclará el cielo, solo el cielo"): the edit is on that
// part already. They were refused ("else" not known, "only the sky" a
// clause with no edit). Only after a part named before it, the same one
// when the tail names one.
func onlySaidAgain(toks []token) []token {
	// each comma: "the sky is kinda dull, warm it up, only the sky" says
	// it after the second (it was refused)
	prev := -1
	for comma := 1; comma < len(toks); comma++ {
		if !isComma(toks[comma]) {
			continue
		}
		// after a second comma, the clause just before must be on the part
		// too: named, or "it" ("…, warm it up, only the sky"); "…, add
		// some contrast, only the sky" stays refused (the contrast was on
		// the whole photo: silent)
		onIt := prev < 0 || slices.ContainsFunc(toks[prev+1:comma], func(t token) bool {
			return t.has(cRegion) || t.has(cPron) || slices.Contains(strings.Fields(t.text), "it")
		})
		if out, ok := onlySaidAgainAt(toks, comma); ok && onIt {
			return out
		}
		prev = comma
	}
	return toks
}

// onlySaidAgainAt is onlySaidAgain at the comma at index comma.
func onlySaidAgainAt(toks []token, comma int) ([]token, bool) {
	var named []string
	for _, t := range toks[:comma] {
		if l, ok := t.get(cRegion); ok {
			named = append(named, l.val)
		}
	}
	if len(named) == 0 {
		return toks, false
	}
	tail := toks[comma+1:]
	end := 0
	switch {
	case len(tail) >= 2 && tail[0].word("nothing", "nada") && tail[1].word("else", "mas"):
		end = 2
	case len(tail) >= 1 && tail[0].word("nada mas"):
		end = 1
	case len(tail) >= 2 && tail[0].word("only", "just", "solo", "solamente", "unicamente"):
		k := 1
		for k < len(tail) && tail[k].has(cDet) && !tail[k].has(cRegion) {
			k++
		}
		l, ok := tail[min(k, len(tail)-1)].get(cRegion)
		if !ok || k >= len(tail) || !slices.Contains(named, l.val) {
			return toks, false
		}
		end = k + 1
	default:
		return toks, false
	}
	if end < len(tail) && tail[end].word("though", "please", "pls", "eh") {
		end++
	}
	if end < len(tail) && !(tail[end].kind == tPunct) {
		return toks, false // "only the sky and darker": more said after it
	}
	return append(slices.Clone(toks[:comma]), tail[end:]...), true
}

// sharpStates say a part stays in focus ("sharp", "in focus", "nítida").
var sharpStates = [][]string{{"sharp"}, {"in", "focus"}, {"focused"}, {"crisp"}, {"clear"}, {"nitido"}, {"nitida"}, {"nitidos"},
	{"nitidas"}, {"enfocado"}, {"enfocada"}, {"enfocados"}, {"enfocadas"}, {"en", "foco"}, {"definido"}, {"definida"}}

// sharpStateAt is how many tokens at k say a part is in focus; 0 if none.
func sharpStateAt(toks []token, k int) int {
	for _, p := range sharpStates {
		if k+len(p) <= len(toks) && !slices.ContainsFunc(p, func(w string) bool { return !toks[k+slices.Index(p, w)].word(w) }) {
			return len(p)
		}
	}
	return 0
}

// keptSharp: beside a blur, a part kept sharp is kept as it is ("blur
// the background but keep the cup sharp", "desenfocá el fondo pero dejá a
// la persona nítida"): the blur leaves it out (it was refused, blur and
// sharpen cancelling out). A person said by a pronoun ("keep her sharp")
// is the person. Without a blur before it, "keep it sharp" stays a look.
func keptSharp(toks []token) []token {
	blurAt := slices.IndexFunc(toks, func(t token) bool { return t.has(cEffect, "blur") })
	if blurAt < 0 {
		return toks
	}
	for i := blurAt + 1; i < len(toks); i++ {
		lead, _ := keepLead(toks, i)
		if lead == 0 {
			continue
		}
		j := i + lead
		if j < len(toks) && toks[j].word("que") {
			j++ // "y que ella quede nítida", "pero que la cara siga enfocada"
		}
		if out, ok := staysSharp(toks, i, j); ok {
			return out // "but the face stays sharp"
		}
		n := keepVerbAt(toks, j)
		if n == 0 {
			continue
		}
		k := j + n
		if k < len(toks) && toks[k].word("a") {
			k++ // "dejá a ella nítida"
		}
		if k+1 < len(toks) && toks[k].word("him", "her", "them", "el", "ella", "ellos", "ellas") && sharpStateAt(toks, k+1) > 0 {
			toks = slices.Clone(toks)
			toks[k] = personFor(toks[k])
			return rewriteKept(toks, i, j+n, k, k+1, sharpStateAt(toks, k+1))
		}
		first, end, ok := keptParts(toks, j+n)
		if ok && sharpStateAt(toks, end) > 0 {
			return rewriteKept(toks, i, j+n, first, end, sharpStateAt(toks, end))
		}
	}
	return toks
}

// staysSharp reads a part or a person said by a pronoun at k that stays
// sharp ("ella quede nítida", "the face stays sharp") as kept as it is,
// the words from i to k the lead.
func staysSharp(toks []token, i, k int) ([]token, bool) {
	j := k - 1
	if k <= i {
		return nil, false
	}
	if k+1 < len(toks) && toks[k].word("el", "ella", "ellos", "ellas", "she", "he", "they") && toks[k+1].word(stayWords...) {
		if st := sharpStateAt(toks, k+2); st > 0 {
			toks = slices.Clone(toks)
			toks[k] = personFor(toks[k])
			return rewriteKept(toks, i, j+1, k, k+1, 1+st), true
		}
	}
	first, end, ok := keptParts(toks, k)
	m := modalAt(toks, end)
	if !ok || end+m+1 >= len(toks) || !toks[end+m].word(stayWords...) {
		return nil, false
	}
	if st := sharpStateAt(toks, end+m+1); st > 0 {
		return rewriteKept(toks, i, j+1, first, end, m+1+st), true
	}
	return nil, false
}

// modalAt is how many tokens at k say a part should stay ("the face should
// stay sharp", "el cielo debe quedar igual"): a wish, the same as "stays"
// (it was read as a sharpen, and refused beside the blur).
func modalAt(toks []token, k int) int {
	switch {
	case k+1 < len(toks) && toks[k].word("has", "have", "needs", "need", "tiene", "tienen") && toks[k+1].word("to", "que"):
		return 2 // "has to stay", "tiene que seguir"
	case k < len(toks) && toks[k].word("should", "must", "will", "debe", "deben", "deberia"):
		return 1
	}
	return 0
}

// personFor is the person over a pronoun's place ("ella", "him"): the
// pronoun read as the person it stands for.
func personFor(t token) token { return wordToken("person", t.pos, t.end) }

// stayWords say a part stays or goes on being as it is ("quede", "siga").
var stayWords = []string{"quede", "queden", "quedar", "siga", "sigan", "seguir", "este", "esten", "estar", "stays", "stay",
	"remains", "remain"}

// partsKept reads the parts a clause keeps as they are beside the ones it
// edits (keptApart), and refuses a thing said behind someone (thingBehind).
func (ps *photoPlan) partsKept(f *frame) error {
	var err error
	if ps.kept.note, ps.kept.subtract, err = keptApart(f); err != nil {
		return err
	}
	shadeOfOwnColour(f) // "the sky a deeper blue" (photoshade.go)
	evRead(f)           // "darken it by 1 EV" (photoway.go)
	exposureWay(f)      // "oscurecela un punto de exposición"
	toneWay(f)          // "lift the shadows"
	colourStrength(f)   // "colores menos intensos"
	takenOutColour(f)   // "quitale lo rojo" (photoeveryday.go)
	raisedColour(f)     // "boost the reds" (photoraisedcolour.go)
	colourTakenOut(f)   // "take the colour out" (photocolourout.go)
	toneDownSaid(f)     // "tone it down"
	punchSaid(f)        // "dale más punch"
	writtenWords(f)     // "escribí Gracias abajo" (photoeveryday.go)
	titleEndsOnTop(f)   // "add a title Hello on top"
	// "in a small box", "with a shadow" (photoeveryday.go)
	if err := textLookSaid(f); err != nil {
		return err
	}
	return thingBehind(f)
}

// A part of the photo said to stay as it is ("brighten the sky but keep
// the grass as it is", "oscurecé el fondo pero dejá la cara como está",
// "blur it but don't touch the face", "pero el cielo que quede igual") is
// the part the clause leaves out. keptAsIs reads each way of saying so
// into one "except" before the part, and drops the words that say it
// stays ("as it is", "igual", "untouched"): they were left-out words, or
// "the way it is" read as "a lot".
//
// Only a photo region is read this way ("leave the rest alone" is
// another thing), and without "but"/"pero" only when the words say it
// stays, or the verb is negated ("and keep the face" may be "keep it
// sharp").
func keptAsIs(toks []token) []token {
	for i := 1; i < len(toks); i++ {
		if toks[i].word("but not") && i+1 < len(toks) {
			toks = deniedPlace(toks, i+1)
		}
		lead, but := keepLead(toks, i)
		if lead == 0 && !toks[i].word("without", "sin") {
			continue // "without touching the face" needs no lead
		}
		j := i + lead
		if n := keepVerbAt(toks, j); n > 0 {
			// "but keep the grass as it is", "and don't touch the face"
			first, end, ok := keptParts(toks, j+n)
			if !ok {
				continue
			}
			state := stateAt(toks, end)
			// "make the sky bluer, leave the grass", "aclará el cielo,
			// dejá el pasto": the part kept is all the clause says, after
			// another part edited: nothing can follow to say it is kept
			// some way (it was refused: "say what to do to the grass")
			lastSaid := end == len(toks) && lead > 0 && partBefore(toks, i)
			if !but && state == 0 && !negatedKeep(toks, j) && !lastSaid {
				continue
			}
			toks = rewriteKept(toks, i, j+n, first, end, state)
			continue
		}
		if but || partBefore(toks, i) {
			// "aclará el cielo, el pasto no", "brighten the sky and not
			// the grass": after a comma or "and" too, when a part is
			// edited before (the grass was brightened with the sky:
			// silent); "write NASA across the top, not on her face" is
			// where a title goes
			if t, ok := notOnPart(toks, i, j); ok {
				toks = t
				continue
			}
		}
		// "pero el fondo dejalo igual", "but the sky stays the same",
		// "pero que el cielo quede igual"
		if j < len(toks) && toks[j].word("que") {
			j++
		}
		first, end, ok := keptParts(toks, j)
		if !ok || first != j && !toks[j].has(cDet) {
			continue
		}
		v := staysAt(toks, end)
		if v == 0 {
			// "el piso no lo toques", "the sky, don't touch it": the part
			// then a touch verb negated (it was refused)
			if n := untouchedAt(toks, end); n > 0 && (but || partBefore(toks, i)) {
				toks = slices.Delete(toks, end, end+n)
				toks = rewriteKept(toks, i, j, j, end, 0)
			}
			continue
		}
		state := stateAt(toks, end+v)
		// "oscurecé el cielo, el pasto dejalo", "darken the sky, the grass
		// stays": the verb alone says it stays, last in the clause, after
		// another part edited (it was refused: "say what to do to el
		// pasto"); "el pasto dejalo más verde" says how it is to be
		stays := lead > 0 && (but || partBefore(toks, i)) && (end+v == len(toks) || toks[end+v].kind == tPunct)
		if state == 0 && !stays {
			continue
		}
		toks = slices.Delete(toks, end, end+v+state)
		toks = rewriteKept(toks, i, j, j, end, 0)
	}
	return toks
}

// notOnPart reads a part denied after "but" ("brighten it but not the
// sky", "but not on the face", "pero no en el cielo", "desenfocá el fondo
// pero a ella no") as kept as it is: one "except" before it. A person said
// by a pronoun is the person. They were read as a second part edited (the
// sky brightened with the rest) or refused.
func notOnPart(toks []token, i, j int) ([]token, bool) {
	denied := j < len(toks) && toks[j].word("not", "no")
	k := j
	if denied {
		k++
		if k < len(toks) && toks[k].word("on", "in", "to", "en") {
			k++
		}
	}
	toks = slices.Clone(toks)
	p := k
	if p < len(toks) && toks[p].word("a") {
		p++
	}
	if p < len(toks) && toks[p].word("him", "her", "them", "el", "ella", "ellos", "ellas") {
		toks[p] = personFor(toks[p])
	}
	first, end, ok := keptParts(toks, k)
	if !ok {
		return nil, false
	}
	if !denied {
		// "pero a ella no": the "no" after the part, last in the clause
		if end >= len(toks) || !toks[end].word("no") || end+1 < len(toks) && toks[end+1].kind == tWord {
			return nil, false
		}
		toks = slices.Delete(toks, end, end+1)
	}
	return rewriteKept(toks, i, max(k, i+1), first, end, 0), true
}

// deniedPlace reads the words at k after "but not" as the part denied:
// "on"/"in" before it dropped ("warmer but not on the face": the face was
// warmed), a person said by a pronoun the person ("blur it all but not
// him": it was all blurred).
func deniedPlace(toks []token, k int) []token {
	if k+1 < len(toks) && toks[k].word("on", "in", "to") {
		if _, _, ok := keptParts(toks, k+1); ok {
			return slices.Delete(slices.Clone(toks), k, k+1)
		}
	}
	if toks[k].word("him", "her", "them") && (k+1 == len(toks) || toks[k+1].kind == tPunct) {
		toks = slices.Clone(toks)
		toks[k] = personFor(toks[k])
	}
	return toks
}

// untouchedAt is how many tokens at k say "don't touch it" of the part
// before ("no lo toques", "no la cambies", "don't touch it"), last in
// the clause; 0 if none.
func untouchedAt(toks []token, k int) int {
	if k >= len(toks) || !toks[k].word("no", "dont", "do not", "never", "nunca") {
		return 0
	}
	n := 1
	if k+n < len(toks) && toks[k+n].word("lo", "la", "los", "las", "le") {
		n++
	}
	if k+n >= len(toks) || !toks[k+n].word(touchVerbs...) {
		return 0
	}
	n++
	if k+n < len(toks) && toks[k+n].word("it", "them") {
		n++
	}
	if k+n < len(toks) && toks[k+n].kind == tWord {
		return 0
	}
	return n
}

// partBefore: a part of the photo is named before i, or a surface
// (backdropKept reads it after: "oscurecé la mesa, la taza no").
func partBefore(toks []token, i int) bool {
	return slices.ContainsFunc(toks[:i], func(t token) bool { return t.has(cRegion) || t.word(surfaceWords...) })
}

// keepLead is how many tokens at i lead into a kept part (",", "but",
// ", pero", "and", "y"), and whether they say "but".
func keepLead(toks []token, i int) (int, bool) {
	j := i
	if toks[j].kind == tPunct && toks[j].text == "," {
		j++
	}
	if j < len(toks) && toks[j].word("but", "pero", "though", "aunque", "while", "mientras", "and", "y") {
		return j + 1 - i, toks[j].word("but", "pero", "though", "aunque", "while", "mientras")
	}
	if j > i {
		return j - i, false
	}
	return 0, false
}

// keepVerbs keep a thing as it is; a word is one of them, or one with a
// pronoun on it ("dejalo", "mantenela").
var keepVerbs = []string{"keep", "leave", "preserve", "retain", "deja", "deje", "dejes", "manten", "mantene", "mantenga",
	"conserva", "conserve", "preserva"}

// touchVerbs, negated, keep a thing as it is ("don't touch the face",
// "no cambies el cielo").
var touchVerbs = []string{"touch", "change", "modify", "edit", "alter", "toque", "toques", "toca", "tocar", "cambies",
	"cambie", "cambiar", "modifiques", "modificar"}

// keepVerbAt is how many tokens at j say "keep" ("keep", "dejá", "don't
// touch", "no cambies"); 0 if none.
func keepVerbAt(toks []token, j int) int {
	if j >= len(toks) || toks[j].kind != tWord {
		return 0
	}
	if negatedKeep(toks, j) {
		return 2
	}
	for _, v := range keepVerbs {
		if t := toks[j].text; t == v || strings.HasPrefix(t, v) && len(t) <= len(v)+3 {
			return 1
		}
	}
	return 0
}

// negatedKeep: "don't touch", "do not change", "no toques" at j; also
// "without touching", "sin tocar" (it was refused, "tocar" left out).
func negatedKeep(toks []token, j int) bool {
	if j+1 >= len(toks) {
		return false
	}
	return toks[j].word("dont", "do not", "no", "never", "nunca") && toks[j+1].word(touchVerbs...) ||
		toks[j].word("without", "sin") && toks[j+1].word(touchingVerbs...)
}

// touchingVerbs, after "without"/"sin", keep a thing as it is.
var touchingVerbs = []string{"touching", "changing", "affecting", "altering", "modifying", "editing", "tocar", "cambiar",
	"afectar", "modificar", "alterar"}

// keptParts reads the parts kept from j: one region or several ("the
// face and the sky"), each with its article, Spanish "a" before a person
// ("dejá a la persona") read past. It gives the first and the end of
// them.
func keptParts(toks []token, j int) (first, end int, ok bool) {
	k := j
	if k < len(toks) && toks[k].word("a", "al") {
		k++
	}
	first = k
	for {
		m := k
		// "her face", "su cara": the possessive an article
		for m < len(toks) && (toks[m].has(cDet) || toks[m].word("his", "her", "their", "su", "sus")) && !toks[m].has(cRegion) {
			m++
		}
		if m >= len(toks) || !toks[m].has(cRegion) {
			break
		}
		for m < len(toks) && toks[m].has(cRegion) {
			m++
		}
		ok, end = true, m
		if m+1 < len(toks) && toks[m].word("and", "y", ",") || m+1 < len(toks) && toks[m].kind == tPunct && toks[m].text == "," {
			k = m + 1
			continue
		}
		break
	}
	return first, end, ok
}

// staysVerbs say a part stays ("the sky stays the same", "que quede
// igual", "dejalo como está").
var staysVerbs = []string{"stays", "stay", "remains", "remain", "queda", "quede", "quedan", "queden", "quedar", "dejalo",
	"dejala", "dejalos", "dejalas", "dejarlo", "dejarla"}

// staysAt is how many tokens at k say the part stays ("stays", "se
// queda", "que quede", "dejalo"); 0 if none.
func staysAt(toks []token, k int) int {
	n := modalAt(toks, k)
	for k+n < len(toks) && toks[k+n].word("se", "que") {
		n++
	}
	if k+n < len(toks) && toks[k+n].word(staysVerbs...) {
		return n + 1
	}
	return 0
}

// statePhrases say a thing stays as it is.
var statePhrases = [][]string{{"as", "it", "is"}, {"as", "is"}, {"as", "they", "are"}, {"as", "it", "was"}, {"as", "they", "were"},
	{"the", "way", "it", "is"}, {"the", "way", "they", "are"}, {"the", "way", "it", "was"}, {"the same"}, {"the", "same"},
	{"alone"}, {"untouched"}, {"unchanged"}, {"intact"}, {"unedited"}, {"como", "esta"}, {"como", "estan"}, {"como", "estaba"},
	{"tal", "como", "esta"}, {"tal", "cual"}, {"igual"}, {"iguales"}, {"intacto"}, {"intacta"}, {"sin", "tocar"},
	{"sin", "cambios"}, {"sin", "cambiar"}}

// stateAt is how many tokens at k say a thing stays as it is; 0 if none.
func stateAt(toks []token, k int) int {
	for _, p := range statePhrases {
		if k+len(p) > len(toks) {
			continue
		}
		ok := true
		for n, w := range p {
			ok = ok && toks[k+n].word(w)
		}
		if ok {
			return len(p)
		}
	}
	return 0
}

// rewriteKept puts one "except" for toks[i:verbEnd] (the lead and the
// verb), one before each further part kept (for its "and"), reads "a"
// and "al" before the parts as an article or nothing, and drops the
// state words after them.
func rewriteKept(toks []token, i, verbEnd, first, end, state int) []token {
	except := token{kind: tWord, text: "except", pos: toks[i].pos, end: toks[verbEnd-1].end, lex: []lexeme{{cat: cPrep, val: "without"}}}
	var parts []token
	for k := first; k < end; k++ {
		t := toks[k]
		switch {
		case t.word("and", "y") || t.kind == tPunct && t.text == ",":
			t = token{kind: tWord, text: "except", pos: t.pos, end: t.end, lex: except.lex}
		}
		parts = append(parts, t)
	}
	if first > verbEnd && toks[verbEnd].word("al") {
		parts = append([]token{{kind: tWord, text: "el", pos: toks[verbEnd].pos, end: toks[verbEnd].end, lex: []lexeme{{cat: cDet, val: "the"}}}}, parts...)
	}
	out := append(append([]token(nil), toks[:i]...), except)
	out = append(out, parts...)
	return append(out, toks[end+state:]...)
}

// regionsHeld: the parts a photo region holds (the background holds the
// sky, the grass and the water; the subject its face).
var regionsHeld = map[string][]string{"background": {"sky", "grass", "water", "ground"}, "subject": {"face"},
	"ground": {"grass", "water", "subject", "face"}}

// colourRegions are selected by their colour: one kept inside a part
// edited is taken out of its selection (selection.colorRange subtract).
var colourRegions = map[string]bool{"grass": true, "water": true}

// keptApart reads a clause that edits some parts and keeps others as
// they are ("brighten the sky but keep the grass as it is"): the parts
// kept are taken out of f.regions, since they are not what is edited (the
// sky was selected, inverted, and everything but it brightened). A part
// kept apart from the ones edited needs nothing; one inside them is taken
// out of the selection when it is a colour (steps for after the
// selection); one that holds them, or one that no op takes out, is
// refused. With no part edited ("blur it but keep the face") the clause
// is everything but the part, as before; the same with a place or a
// layer edited is refused (it was everything but the part).
func keptApart(f *frame) (note string, subtract []Step, err error) {
	var edited, kept []np
	for _, n := range append(slices.Clone(f.regions), f.targets...) {
		switch {
		case n.region == "":
		case n.prep == "without":
			kept = append(kept, n)
		default:
			edited = append(edited, n)
		}
	}
	if len(kept) == 0 {
		return "", nil, nil
	}
	if len(edited) == 0 {
		if len(f.pos) > 0 {
			return "", nil, unreadf("basic mode cannot leave %s out of a part of the frame; say e.g. \"darken everything but %s\"", withThe(kept[0].said), withThe(kept[0].said))
		}
		return "", nil, nil
	}
	var keptNames []string
	for _, k := range kept {
		for _, e := range edited {
			switch {
			case k.region == e.region:
				return "", nil, unreadf("%s is said as changed and as kept as it is; say one", withThe(e.said))
			case slices.Contains(regionsHeld[k.region], e.region):
				return "", nil, unreadf("%s is part of %s, which is to stay as it is; say one", withThe(e.said), withThe(k.said))
			case slices.Contains(regionsHeld[e.region], k.region) && !colourRegions[k.region]:
				return "", nil, unreadf("basic mode cannot leave %s out of %s (it selects one part at a time); say one part to change", withThe(k.said), withThe(e.said))
			case slices.Contains(regionsHeld[e.region], k.region):
				subtract = append(subtract, pstep("selection.colorRange", map[string]any{"color": colourOfRegion[k.region], "fuzziness": 70, "mode": "subtract"}))
			case e.region == "water" && k.region == "sky":
				// the water is selected by its blue, which the sky shares
				return "", nil, unreadf("basic mode selects %s by its colour, which %s shares; it cannot leave %s out", withThe(e.said), withThe(k.said), withThe(k.said))
			}
		}
		if contains([]string{"him", "her", "them", "el", "ella", "ellos", "ellas", "a el", "a ella"}, fold(k.said)) {
			keptNames = append(keptNames, "the person") // "keep her sharp" (keptSharp): not "the her"
			continue
		}
		keptNames = append(keptNames, withThe(k.said))
	}
	left := func(n np) bool { return n.region != "" && n.prep == "without" }
	f.regions = slices.DeleteFunc(f.regions, left)
	f.targets = slices.DeleteFunc(f.targets, left)
	verb := "stays"
	if len(keptNames) > 1 {
		verb = "stay"
	}
	return fmt.Sprintf(" (%s %s as it is)", strings.Join(keptNames, " and "), verb), subtract, nil
}

// keptSteps are what keptApart leaves for the steps of a clause.
type keptSteps struct {
	note     string // " (the grass stays as it is)"
	subtract []Step // after the selection of the parts edited
}

// colourOfRegion is the colour a region selected by colour is (selectOps).
var colourOfRegion = map[string]string{"grass": "#4a8c2a", "water": "#2a6ca8"}
