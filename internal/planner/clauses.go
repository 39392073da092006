package planner

import (
	"slices"
	"strings"
)

// clause is one part of a request that becomes one intent frame: "remove
// from 3 to 5" in "remove from 3 to 5 and add a title 'Hi'". toks holds
// its tokens (without the connective that opened it); raw is the part of
// the request as typed, for replies. inherit is the verb class a clause
// without a verb takes from the clause before it ("set the interview at
// 70% and the music at 25%": "the music at 25%" is a second "set").
type clause struct {
	toks    []token
	raw     string
	inherit string
	looks   []string // the looks of the clause it inherits from ("blur from 2 to 4 and from 6 to 8")
	// the settings of a clause before with no verb ("ocultá el logo y el
	// corazón", "el logo más chico y el corazón"): a clause that only names
	// a thing takes them
	props, mods []string
	// the way a turn or a flip goes, said in a remark after it ("dalo
	// vuelta, está cabeza abajo"): the remark is why, and says which way
	way []string
	// lasted is how a clause set aside before it said the thing lasts
	// ("drags": shorter, "too short": longer): seconds the command gives
	// are its new length ("the intro drags, make it 5 seconds")
	lasted string
	// also: the clause was opened by "also", "and also", "también" ("also
	// put the vignette on the kitchen clip"): one more, not instead
	also bool
	// ripple: a wish after it says the clips after its change follow it
	// ("… y que no quede hueco", "… and push the rest back"; vripple.go)
	ripple bool
	// restatedAt: where a piece after a comma that says the clause's
	// moment again begins ("split at 44, right where the pool starts"),
	// 0 when none: restated.go checks the two moments agree
	restatedAt int
	// coverEdge: the edge a complaint set aside before it said the one
	// covered is heard at ("no se entiende lo que dice Rosa al final, la
	// música tapa todo"; coveredvoice.go)
	coverEdge    string
	coveredWords []string // the words of that complaint, for who is covered
	// endCut: a piece after it said to cut the end ("dejá el video en 15
	// segundos, cortá el final"): a whole video made shorter loses its end
	// (lengthendcut.go)
	endCut bool
	// withVideo: a piece after its start said "junto con el video",
	// "along with the video" (restated.go): it shows from the video's
	// start on, its end kept (vtiming.go)
	withVideo bool
}

// alsoConn: the connectives before a clause say "also"/"también".
func alsoConn(conn []token) bool {
	return slices.ContainsFunc(conn, alsoWord)
}

// alsoWord: the token says "also", "también" or "as well", alone or in a
// phrase of the lexicon ("and also"). "Too" is not here: it says "also"
// only where it closes a sentence, and a degree before a word (policy 4);
// its readers ask that themselves.
func alsoWord(t token) bool {
	if t.kind != tWord {
		return false
	}
	f := fold(t.text)
	return strings.Contains(" "+f+" ", " as well ") || slices.ContainsFunc(strings.Fields(f), func(w string) bool { return w == "also" || w == "tambien" })
}

// splitClauses cuts a request at connectives (and, then, also, but, y,
// luego, después, también, commas, full stops), never inside a quote
// (a quote is one token) nor inside a phrase ("black and white", "treinta
// y cinco", "between 3 and 5"). A fragment that cannot stand alone
// ("split at 3 and 7": "7") joins the clause before it again.
func splitClauses(prompt string, toks []token, names func(token) bool) []clause {
	type frag struct {
		toks []token
		conn []token // the connective tokens before it
	}
	var frags []frag
	cur := frag{}
	between := false // an open "between X and Y"
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.has(cPrep, "between") {
			between = true
		}
		isConn := t.kind == tPunct && strings.ContainsAny(t.text, ",;.!?") || t.kind == tWord && t.has(cConn) || colonAfterLength(cur.toks, toks, i)
		if isConn && laterAfterTime(toks, i) {
			// "1 second later", "un segundo después": how far, not "then"
			t.lex = []lexeme{{cat: cMod, val: "later"}}
			toks[i] = t
			cur.toks = append(cur.toks, t)
			continue
		}
		if isConn && t.kind == tWord && i == len(toks)-1 && len(cur.toks) > 0 && slices.ContainsFunc(t.lex, func(l lexeme) bool { return l.cat != cConn }) {
			// "make the end card say See you later": a connective that is
			// also a word ("later", "luego"), with nothing after it, joins
			// nothing; it is that word of the clause (it was dropped, and
			// the text was "See you")
			t.lex = slices.DeleteFunc(slices.Clone(t.lex), func(l lexeme) bool { return l.cat == cConn })
			toks[i] = t
			cur.toks = append(cur.toks, t)
			continue
		}
		if n := butKeep(toks, i); isConn && n > 0 && len(cur.toks) > 0 {
			// "black and white but keep the red", "pero dejá el rojo": except
			cur.toks = append(cur.toks, token{kind: tWord, text: "except", pos: t.pos, end: toks[i+n-1].end,
				lex: []lexeme{{cat: cPrep, val: "without"}}})
			i += n - 1
			if j := keptGoing(toks, i+1); j > 0 {
				// "but keep the song playing", "pero dejá la canción
				// sonando": the thing kept is the exception; "playing"
				// says it stays as it is (it was left out, and refused)
				toks = slices.Delete(slices.Clone(toks), j, j+1)
			}
			continue
		}
		if isConn && notAfterGroup(cur.toks, toks, i) {
			// "todos los textos amarillos pero no la etiqueta", "all the
			// texts yellow and not the label": the thing after "not" is left
			// out of the group, as after "menos" (it was refused: "basic
			// mode does not act on not")
			cur.toks = append(cur.toks, token{kind: tWord, text: "except", pos: t.pos, end: toks[i+1].end,
				lex: []lexeme{{cat: cPrep, val: "without"}}})
			i++
			continue
		}
		if isConn && t.word("but") && i > 0 && (toks[i-1].has(cKind, "everything") || allOfKindLast(cur.toks) || allOfKindLooked(cur.toks, toks[i+1:])) {
			// "everything but the face", "hide all the texts but the
			// title": except (the title was hidden as a second clause)
			t.lex = []lexeme{{cat: cPrep, val: "without"}}
			toks[i] = t
			cur.toks = append(cur.toks, t)
			continue
		}
		if isConn && t.kind == tWord && t.has(cConn, "and") && swapOpen(cur.toks) {
			// "swap the interview and the city clip": both are what swaps
			// (split, the second clause swapped them back)
			t.lex = []lexeme{{cat: cFiller, val: "and"}}
			cur.toks = append(cur.toks, t)
			continue
		}
		if isConn && t.kind == tWord && t.has(cConn, "and") && halfOfTheUnit(cur.toks, toks[i+1:]) {
			// "the first second and a half", "el primer segundo y medio":
			// a half more of the unit said, not a clause ("a half of the
			// helmet cam" was a clause that halved the clip)
			cur.toks = append(cur.toks, t)
			continue
		}
		if isConn && between && t.kind == tWord && t.has(cConn, "and") && len(cur.toks) > 0 {
			between = false // "between 3 and 5"
			cur.toks = append(cur.toks, t)
			continue
		}
		if !isConn && !secondAssignment(toks, i) && !secondBareLevel(toks, i, names) && !secondImperative(toks, i, cur.toks, names) && !(len(cur.toks) > 0 && (perceptionReason(toks[i:], names) || editAsked(cur.toks) && purposeReason(toks[i:], names) || soundRaised(cur.toks) && silenceReason(toks[i:]))) {
			cur.toks = append(cur.toks, t)
			continue
		}
		if !isConn {
			// "the interview 70% the music 25%", "mute the music hide the
			// logo": a comma not typed (both were set to 70%; the logo was
			// not hidden)
			frags = append(frags, cur)
			cur = frag{toks: []token{t}}
			continue
		}
		if len(cur.toks) > 0 || len(frags) == 0 {
			frags = append(frags, cur)
			cur = frag{}
		}
		cur.conn = append(cur.conn, t)
		between = false
	}
	frags = append(frags, cur)

	var out []clause
	for k, f := range frags {
		if len(contentTokens(f.toks)) == 0 {
			// a lone connective or filler: keep its tokens with the clause
			// before, and a closing "también" ("que el logo salga al final
			// también": as well, a second time)
			if n := len(out); n > 0 && (len(f.toks) > 0 || len(f.conn) == 1 && f.conn[0].word("tambien", "also")) {
				out[n-1].toks = append(append(out[n-1].toks, f.conn...), f.toks...)
			}
			continue
		}
		if len(out) == 0 {
			out = append(out, clause{toks: f.toks, also: alsoConn(f.conn)})
			continue
		}
		prev := &out[len(out)-1]
		var next []token
		if k+1 < len(frags) {
			next = frags[k+1].toks
		}
		if a, ok := attachFragment(*prev, f.conn, f.toks, next, names); ok {
			// a piece with no verb of its own that is a slot of the
			// clause before (fragments.go)
			if a.restated && prev.restatedAt == 0 {
				prev.restatedAt = len(prev.toks) + len(f.conn)
			}
			prev.endCut = prev.endCut || a.endCut
			prev.withVideo = prev.withVideo || a.withVideo
			prev.toks = a.toks
			continue
		}
		if commaOnly(f.conn) || stopOnly(f.conn) {
			// (and after a sentence's stop: "¿Podría recortar el final
			// del lavado? Desde el 18 en adelante no sirve")
			if joined, ok := trimToMoment(prev.toks, f.toks, names); ok {
				// "recortá el cierre, que termine en 68": where the thing
				// trimmed now ends, one edit (vtrimto.go)
				prev.toks = joined
				continue
			}
		}
		switch {
		case courtesyOnly(prompt, prev.toks, names) && len(f.toks) == 1 && nameTyped(prompt, f.toks[0]) && commaOnly(f.conn):
			// "Saludos, Ana", "best,\nSam": who signs is part of the sign-off
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case courtesyOnly(prompt, f.toks, names):
			// "…. Thanks a lot!", "…, gracias de antemano": a clause of its
			// own, an aside for setAsides (it was merged into the command)
		case perceptionReason(f.toks, names) || purposeReason(f.toks, names) || soundRaised(prev.toks) && silenceReason(f.toks):
			// "lower the song during the vows so we hear them", "move the
			// logo up so the title is readable": why, a clause of its own
			// for setAsides ("would leave out hear")
		case eventAfterTimeJoins(prev, f.conn, f.toks):
			// "los aplausos que arranquen en el 44, cuando el nene cruza
			// de verdad": the event describes the time said (eventbeside.go)
			continue
		case commaOnly(f.conn) && edgeSpanOnly(f.toks) && addsNewThing(*prev):
			// "add 'FULL TIME' at the very end, last 4 seconds", "poné
			// 'Gracias' al final, los últimos 4 segundos": how long the new
			// text or sticker shows, said after a comma (refused: "say what
			// to add", or "last" read as the verb)
			prev.toks = append(append(prev.toks, f.conn...), ordinalNotVerb(f.toks)...)
			continue
		case commaOnly(f.conn) && (rangeOnly(f.toks) && placesWithoutTime(*prev, names) || rangeOnly(unhedged(f.toks)) && addsNewThing(*prev)):
			// (and "add a star when they clink glasses, like 12 to 16": a
			// new sticker's time, restated after its event; refused)
			// "put the aerial clip small in the bottom left, from 10 to
			// 20", "poné el logo arriba a la derecha, del 10 al 20": when
			// the thing placed shows, said after a comma (refused: "say
			// what to add")
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case spanAfterAddJoins(prev, f.conn, f.toks):
			// "agregale unos brillitos cuando se sienta, del 17 al 20 abajo
			// a la derecha", "…, ponele de 40 a 46" (spanafteradd.go)
			continue
		case addTimeAfterJoins(prev, f.conn, f.toks, next, prompt, names):
			// "meté un texto … abajo, mientras se ve el mapa", "…, first 4
			// seconds of it", "poné VENDIDA grande en el centro, los
			// últimos tres segundos" (addtimeafter.go)
			continue
		case commaOnly(f.conn) && copiesToEnd(*prev) && (edgeSpanOnly(f.toks) || rangeOnly(unhedged(f.toks))):
			// "copy the title to the end too, like from 58 to 62", "duplicá
			// el título al final, los últimos 4 segundos": the stretch the
			// copy takes, said after a comma (refused: "say what to
			// duplicate"; the end alone put it at 60 s)
			prev.toks = append(append(prev.toks, f.conn...), ordinalNotVerb(unhedged(f.toks))...)
			continue
		case commaOnly(f.conn) && whenOfItOnly(f.toks, names) && hasVerb(prev.toks) && thingSaid(prev.toks, names):
			// "recortá la entrevista, que arranque en el segundo 10": when
			// the thing just named starts or ends, one edit (it was asked
			// how much to trim); the verb there is the edge of the thing
			rest := slices.Clone(f.toks)
			for i, t := range rest {
				if t.has(cVerb, "start") {
					rest[i].lex = []lexeme{{cat: cSpan, val: "start"}}
					break
				}
			}
			prev.toks = append(append(prev.toks, f.conn...), rest...)
			continue
		case commaOnly(f.conn) && roughLength(f.toks) && lengthAsked(prev.toks):
			// "make the logo last longer, like 12 seconds": how long, said
			// roughly after the ask (it was asked "say how long")
			rest := contentTokens(f.toks)
			at := rest[len(rest)-1]
			prev.toks = append(prev.toks, token{kind: tWord, text: "for", pos: at.pos, end: at.pos, lex: []lexeme{{cat: cPrep, val: "for"}}}, at)
			continue
		case commaOnly(f.conn) && untilOnly(f.toks) && longerAsked(prev.toks):
			// "the title should stay longer, until the city clip starts",
			// "que el título dure más, hasta que empieza la ciudad": where
			// the longer thing ends, said after a comma (it was asked "say
			// how long", the time a clause of its own)
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case commaOnly(f.conn) && stateAside(f.toks, names) && hasVerb(prev.toks):
			// "delete the heart, it's ugly", "borrá el corazón, es horrible":
			// how the thing is, a clause of its own for setAsides (merged
			// into the command, "ugly" was a word it could not read)
		case commaOnly(f.conn) && hasVerb(prev.toks) && (userAside(f.toks, names) || narrative(f.toks) && allNeutral(f.toks, names)):
			// "borrá el texto, lo voy a decir yo", "undo that, I messed
			// up": what the user does on their own, a clause of its own
			// for setAsides (merged, its words were refused)
		case commaOnly(f.conn) && otherRemark(f.toks, prev.toks, names):
			// "take off the black and white, they want it in color", "…,
			// the client will record a new one": someone else's wish, a
			// clause of its own for setAsides (merged, "they" refused it)
		case commaOnly(f.conn) && hasVerb(prev.toks) && senseVerdict(f.toks):
			// "put the photo before the clip, it makes more sense", "…, así
			// tiene sentido": why, a clause of its own for setAsides
		case commaOnly(f.conn) && hasVerb(prev.toks) && perceptionHeard(f.toks, names):
			// "mute the squats clip, you can hear a dog barking", "bajá el
			// ambiente, se oye demasiado el tráfico": why, a clause of its
			// own for setAsides (merged, "hear" refused the whole request)
		case commaOnly(f.conn) && perceptionNot(f.toks, names):
			// "undo that, now I can't hear the music at all": why, a clause
			// of its own for setAsides (it took undo's verb: the music
			// was removed)
		case commaOnly(f.conn) && firstPersonNot(f.toks) && reasonWords(f.toks, names):
			// "delete the logo, I don't need it": a clause of its own, a
			// feeling about the thing, for setAsides (merged into the
			// command, its "not" refused the whole request)
		case len(f.conn) == 1 && f.conn[0].word("tambien", "also") && endsInVerb(prev.toks) && !hasVerb(f.toks):
			// "que la viñeta cubra también la cocina": "también" between a
			// verb and its object is "as well", one clause (the object became
			// a clause of its own, and the verb hid it)
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case len(f.conn) == 1 && f.conn[0].word("tambien", "also") && verbOf(*prev) == "" && endsInModal(prev.toks) && thingSaid(prev.toks, names) && startsWithVerb(f.toks):
			// "the heart should also appear at the end", "the logo can also
			// show at 40": "also" between the thing's modal and its verb,
			// one clause (it was cut off: "say what to change about the
			// heart")
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case len(f.conn) == 1 && f.conn[0].word("tambien", "also") && effectWishOpen(prev.toks) && startsWithVerb(f.toks):
			// "que el tinte azul también abarque el plank", "the blue
			// tint should also cover the plank" (effectwish.go)
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case len(f.conn) == 1 && f.conn[0].word("tambien", "also") && purposeOpen(prev.toks) && startsWithVerb(f.toks):
			// "extend the vignette so it also covers the kitchen", "alargá
			// la viñeta para que también cubra la cocina": "also" inside
			// the purpose, one clause (the purpose's verb was cut off and
			// the edit asked "say how long")
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case verbOf(*prev) == "" && looksOnly(prev.toks) && looksOnly(f.toks) && !ownDegreeFirst(f.toks):
			// "sharper and more vivid": one look of several words ("and a
			// little blurry" stays its own: the degree is that look's, see
			// ownDegreeFirst)
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case (verbOf(*prev) == "" || whenLed(prev.toks)) && eventVerbsOnly(prev.toks) && leadingTime(prev.toks) && commaOnly(f.conn) && hasVerb(f.toks):
			// "during the subtitle, add a heart", "cuando termina la entrevista, poné
			// un corazón": a time said first is the next clause's
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case commaOnly(f.conn) && hedgedValue(f.toks) && seeThroughValueOK(prev.toks, f.toks):
			// "make the logo see-through, like 40% opacity", "casi
			// transparente, como 10%": the value of the look before (it was
			// refused, or read as 90% opacity)
			prev.toks = seeThroughValue(prev.toks, f.toks)
			continue
		case commaOnly(f.conn) && sizeFactorFits(prev.toks, f.toks):
			// "the closeup should be bigger, like double": the factor of
			// the size before (sizehedge.go; "say which element")
			prev.toks, _ = sizeFactorJoined(prev.toks, f.toks)
			continue
		case butLimit(f.conn, f.toks):
			// "hacela más cálida pero no demasiado cálida": a limit on the
			// look before, not a second one (the warmth was put on twice)
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case commaOnly(f.conn) && verbOf(*prev) == "" && thingOnly(prev.toks, names) && hasVerb(f.toks) && (hasPronoun(f.toks) || dativeLed(f.toks)):
			// "the logo, rotate it 45 degrees", "cachai el logo, achicalo":
			// the thing said first is what "it" is (refused: "no verb");
			// "la entrevista de kenji, sacale el sonido": what "le" is
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case commaOnly(f.conn) && hasVerb(prev.toks) && rangeOnly(f.toks) && !slices.ContainsFunc(prev.toks, token.timeLike):
			// "mute the bed, from 10 to 20", "bajá la música, del 5 al
			// 12": the time of the edit before (the bed was muted whole,
			// then every sound from 10 to 20)
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case commaOnly(f.conn) && verbOf(*prev) == "" && timeOnly(prev.toks, names) && hasVerb(f.toks) && hasPronoun(f.toks) && !thingSaid(f.toks, names):
			// "lo que viene después del 10, sacalo", "everything after 14,
			// cut it": the time said first is what "it" is (the first part
			// was refused: "say what to do at that time")
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case commaOnly(f.conn) && verbOf(*prev) == "" && sizeStated(prev.toks, names) && hasVerb(f.toks) && saysSize(f.toks):
			// "the logo very big, make it small", "el logo muy grande,
			// hacelo chico": the size it is, then the one wanted, one edit
			// (sizeStateThenEdit; the first part alone had no verb)
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case commaOnly(f.conn) && verbOf(*prev) == "" && sizeStated(prev.toks, names) && degreeSaid(prev.toks) && hasVerb(f.toks) && hasPronoun(f.toks):
			// "el logo muy grande, borralo", "the heart so big, hide it":
			// how the thing is (or why), then what to do with it, one edit
			// (stateBeforeVerb; it was scaled, then deleted)
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case comparativeOnly(f.toks) && (hasVerb(prev.toks) || thingSaid(prev.toks, names)):
			// "make the title bigger and lower": which way the thing before
			// goes, not a second edit of everything (all the volume was lowered)
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case (andOnly(f.conn) || commaOnly(f.conn)) && twoSoundLevels(prev.toks, f.toks, names):
			// "música al 50 y la entrevista al 100": two levels, two
			// assignments (soundlevels.go)
		case verbOf(*prev) == "" && thingOnly(prev.toks, names) && andOnly(f.conn) && !hasVerb(f.toks):
			// "the logo and the heart more small", "el logo y el corazón
			// más chicos": two things, one edit (the logo alone was
			// refused: "no verb")
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case andOnly(f.conn) && lookParticipleOnly(f.toks) && (hasVerb(prev.toks) || thingSaid(prev.toks, names)) && !lookParticipleOnly(prev.toks):
			// "make the logo smaller and flipped", "el logo más grande y
			// espejado": a second look of the same thing, one edit (it was
			// refused, or asked which element)
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case andOnly(f.conn) && !hasVerb(f.toks) && newStickersOnly(prev.toks) && newStickerFirst(f.toks):
			// "add a heart and a star on the logo", "poné un corazón y una
			// estrellita arriba a la izquierda": one add of both, and the
			// place or time after the last is for both (the heart went
			// over the whole video, top right)
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case andOnly(f.conn) && !hasVerb(f.toks) && besideTail(prev.toks, names) && theThingOnly(f.toks, names):
			// "add a star next to the heart and the logo": the logo is a
			// second thing the star is beside, never a second add (a copy
			// of the logo was added); one clause, which asks
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case len(f.conn) > 0 && verbOf(*prev) != "" && isSecondSticker(prev.toks, f.toks):
			// "add a star on the robot and another one on the plants": one
			// more add of its own (anotherone.go)
			toks, _ := anotherStickerClause(prev.toks, f.toks)
			out = append(out, clause{toks: toks, inherit: verbOf(*prev), also: alsoConn(f.conn)})
			continue
		case startsWithVerb(f.toks):
		case lengthSaid(f.toks) && verbOf(*prev) == "delete":
			// "sacá la estrella y el logo que dure 5 segundos": nothing
			// deleted lasts, so the length is no part of the removal, with
			// or without a comma (both were deleted, the length dropped)
		case sharedTail(prev.toks, f.conn, f.toks, names):
			// "move the logo and the title to 5": one verb, two objects, one tail
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case (commaOnly(f.conn) || len(f.conn) == 0) && fixThenWords(prev.toks, f.toks, prompt):
			// "corregí el título, tiene que decir X": the fix is the new words
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case commaOnly(f.conn) && openText(prev.toks) && slipOnly(f.toks):
			// "the end text should say see you soon, sorry", "tiene que
			// decir 12 · 10 · 2024, me equivoqué de año": the new words end
			// at the remark, a clause of its own for setAsides (pasted in);
			// only an apology or mistake, never "sorry for the …" or a reason
			// ("Gracias, porque vinieron" stays whole)
		case openText(prev.toks) && anotherTextOpens(f.toks):
			// "poné un texto que diga hola en el 20 y otro que diga chau en
			// el 25": one more text with words of its own, a clause of its
			// own (both were one text, "hola en el 20 y otro", refused)
			out = append(out, clause{toks: f.toks, inherit: verbOf(*prev), also: alsoConn(f.conn)})
			continue
		case openText(prev.toks):
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		case hasVerb(f.toks):
		case thenLed(f.conn) && strengthOnly(f.toks):
			// "sepia y después un poco más": more after the look, not a
			// weaker look (it was sepia at 50%); a clause of its own, which
			// names no look to plan
		case wishLed(f.toks):
			// "silenciá el audio de los clips, solo quiero la música y la
			// locución": what is wanted, never the verb before (the music
			// and the voice were muted too); a clause of its own
		case lengthOfItsOwn(f.toks) || lengthSaid(f.toks) && verbOf(*prev) == "delete":
			// "borrá la estrella y el logo, que dure 4 segundos": nothing
			// deleted lasts, so the length is no part of the removal (both
			// were deleted and the length dropped); refused on its own
			// "delete the star, and the logo lasting 5 seconds": how long
			// the thing lasts is this clause's edit, not the verb before
			// done to it (the logo was deleted too); a clause of its own
		case newStickerListed(*prev, f.conn, f.toks):
			// "mute the bucket clip, music up to 60% and a thumbs up at
			// 62": a new sticker in a list of edits is its own add, never
			// the verb before done to it ("there is no a thumbs up")
			// (newsticker.go)
		case !hasVerb(f.toks) && heardAtSaid(f.toks):
			// "lower the bell to 40% and have it ring at 62": when the sound
			// is heard, a clause of its own that takes no verb from the one
			// before (it was lowered again, "from when?") (soundedat.go)
		case standsAlone(f.toks, names) && !(timesOnly(f.toks, names) && cutsTime(verbOf(*prev))):
			props, mods := verblessLook(*prev)
			out = append(out, clause{toks: f.toks, inherit: verbOf(*prev), looks: verbLooks(*prev), props: props, mods: mods, also: alsoConn(f.conn)})
			continue
		default:
			prev.toks = append(append(prev.toks, f.conn...), f.toks...)
			continue
		}
		out = append(out, clause{toks: f.toks, also: alsoConn(f.conn)})
	}
	for i := range out {
		c := &out[i]
		c.raw = strings.TrimSpace(prompt[c.toks[0].pos:c.toks[len(c.toks)-1].end])
	}
	return out
}

// colonAfterLength: a colon after how long a thing lasts, before a
// command ("the intro is too long: cut the first 5 seconds"): the state is
// why, a clause of its own (it was one clause, and "cut" was read as a
// clip to choose).
func colonAfterLength(cur, toks []token, i int) bool {
	return toks[i].kind == tPunct && toks[i].text == ":" && lengthState(cur) != "" && startsWithVerb(toks[i+1:])
}

// secondAssignment: toks[i] opens a second "thing amount" after a
// percent, with no connective between: "the interview 70% the music 25%",
// "la entrevista 70% la música 25%".
// Likewise after a size: "logo smaller heart bigger", "logo más chico
// corazón más grande" (both grew).
func secondAssignment(toks []token, i int) bool {
	if i == 0 || toks[i].kind != tWord {
		return false
	}
	percent, sized := toks[i-1].kind == tPercent, sizeWord(toks[i-1])
	if !percent && !sized || !toks[i].has(cDet, "the") && !(sized && (toks[i].has(cSticker) || toks[i].has(cKind))) {
		return false
	}
	if sized && i >= 2 && toks[i-2].kind == tWord && toks[i-2].has(cDet) {
		// "make the small picture bigger": "small" says which picture, it
		// does not close a first assignment (the clause was cut after it)
		return false
	}
	for j := i + 1; j < len(toks) && j <= i+4; j++ {
		if percent && toks[j].kind == tPercent || sized && sizeWord(toks[j]) {
			return true
		}
		if toks[j].kind == tPunct || toks[j].has(cConn) {
			return false
		}
	}
	return false
}

// secondImperative: toks[i] is a verb that opens a second command with
// its own object, after a first command that has its verb and its object
// and no comma typed between them: "mute the music hide the logo", "flip
// the logo rotate the heart", "poné el logo arriba achicalo" (the second
// verb was dropped). A verb of the thing before it ("the music ends"), a
// verb after "that"/"to"/"que" and "make the logo spin" stay one command.
func secondImperative(toks []token, i int, cur []token, names func(token) bool) bool {
	t := toks[i]
	if i == 0 || !isVerbAt(toks, i) || t.has(cVerb, "start", "end", "last") || openText(cur) || newTextOpen(cur) {
		return false
	}
	first := -1
	for k := range cur {
		if isVerbAt(cur, k) {
			first = k
			break
		}
	}
	if first < 0 || !hasObject(cur[first+1:], names) {
		return false
	}
	prev := toks[i-1]
	if prev.kind == tWord && (prev.has(cPrep) || prev.has(cDet) || prev.has(cVerb) || prev.has(cTextIntro) ||
		prev.word("that", "which", "who", "to", "que", "when", "while", "cuando", "mientras", "donde", "where")) {
		return false
	}
	// "add a heart when I show the harvest": a verb after "I" or "we" is
	// the user's own doing, a time of the edit, not a second command (the
	// harvest clip was "shown" and the heart went over the whole video)
	if prev.kind == tWord && prev.word("i", "we", "yo") {
		return false
	}
	// "extend the vignette so it covers the kitchen", "para que cubra la
	// cocina": what the first command is for, not a second command
	if purposeOpen(cur) {
		return false
	}
	// "make the logo spin": what the thing made does, not a second command
	if l, _ := cur[first].get(cVerb); l.val == "make" && thingWord(prev, names) {
		return false
	}
	// the second command names its own object: "hide the logo", "achicalo"
	next := i + 1
	return t.has(cPron) || next < len(toks) && (toks[next].has(cDet) || toks[next].has(cPron) || thingWord(toks[next], names))
}

// newTextOpen: the fragment adds a text whose words are not quoted yet
// ("add a title Make It Happen"): what follows is its words.
func newTextOpen(toks []token) bool {
	for i := 1; i < len(toks); i++ {
		if toks[i].has(cKind, "text") && toks[i-1].has(cDet, "a") {
			return !hasQuote(toks[i+1:])
		}
	}
	return false
}

// hasObject: the tokens name a thing (a kind, a sticker, a name, "it").
func hasObject(toks []token, names func(token) bool) bool {
	for _, t := range toks {
		if thingWord(t, names) || t.kind == tWord && t.has(cPron) && !t.has(cDet) {
			return true
		}
	}
	return false
}

// thingWord: the token names a thing of the project or a kind of one.
func thingWord(t token, names func(token) bool) bool {
	return t.kind == tWord && (t.has(cKind) || t.has(cSticker) || names != nil && names(t))
}

// comparativeOnly: the fragment is only "lower" or "higher", with no thing
// of its own to act on.
func comparativeOnly(toks []token) bool {
	c := contentTokens(toks)
	for len(c) > 1 && c[0].kind == tWord && c[0].has(cMod, "bit", "lot") {
		c = c[1:] // "a bit lower", "much higher"
	}
	return len(c) == 1 && c[0].word("lower", "higher")
}

// thingSaid: the fragment names a thing of the project ("the label
// yellow"), so a way said after it is that thing's.
func thingSaid(toks []token, names func(token) bool) bool {
	return slices.ContainsFunc(toks, func(t token) bool { return thingWord(t, names) })
}

// sizeWord: "bigger", "más chico".
func sizeWord(t token) bool {
	return t.kind == tWord && t.has(cMod, "bigger", "smaller")
}

// leadingTime: a fragment that is only a time phrase, led by a time
// preposition ("during the subtitle", "después del logo", "at 0:10"),
// elements allowed as its anchors.
func leadingTime(toks []token) bool {
	c := contentTokens(toks)
	if len(c) == 0 || !(c[0].has(cPrep, "during", "after", "before", "from", "until", "at", "in") || c[0].has(cSpan) || c[0].kind == tTime ||
		c[0].word("when", "while", "whenever", "as soon as", "cuando", "mientras", "apenas", "en cuanto")) {
		return false
	}
	for _, t := range c {
		if t.kind == tQuote || t.kind == tWord && (t.has(cEffect) || t.has(cSticker) && !t.has(cKind) || t.has(cPos)) {
			return false
		}
	}
	return true
}

// whenLed: the fragment opens with "when"/"cuando"/"mientras", so its verb
// ("termina", "ends") is an event of the anchor, not an edit.
func whenLed(toks []token) bool {
	c := contentTokens(toks)
	return len(c) > 0 && c[0].word("when", "while", "whenever", "as soon as", "once", "cuando", "mientras", "apenas", "en cuanto")
}

// eventVerbsOnly: the verbs of a time fragment are events of its anchor
// ("cuando termina la entrevista", "mientras suena la música").
func eventVerbsOnly(toks []token) bool {
	for i := range toks {
		if isVerbAt(toks, i) && !toks[i].has(cVerb, "start", "end", "last") {
			return false
		}
	}
	return true
}

// endsInVerb: a fragment's last word is its verb, whose object is still to
// come ("que la viñeta cubra").
func endsInVerb(toks []token) bool {
	return len(toks) > 0 && toks[len(toks)-1].kind == tWord && toks[len(toks)-1].has(cVerb)
}

// endsInModal: the fragment ends in a modal that waits for its verb
// ("the heart should", "the logo needs to", "el logo tiene que").
func endsInModal(toks []token) bool {
	return len(toks) > 0 && toks[len(toks)-1].kind == tWord && toks[len(toks)-1].word("should", "must", "can", "could", "will", "would",
		"needs to", "has to", "have to", "ought to", "tiene que", "debe", "deberia", "puede", "podria")
}

// commaOnly: the connective is punctuation alone (no "and", "then").
func commaOnly(conn []token) bool {
	for _, t := range conn {
		if t.kind != tPunct || !strings.Contains(t.text, ",") {
			return false
		}
	}
	return len(conn) > 0
}

// stopOnly: the connective is a sentence's stop alone ("?", ".", "!").
func stopOnly(conn []token) bool {
	for _, t := range conn {
		if t.kind != tPunct || strings.Trim(t.text, ".?!¿¡ ") != "" {
			return false
		}
	}
	return len(conn) > 0
}

// andOnly: the connective is a plain "and" / "y".
func andOnly(conn []token) bool {
	for _, t := range conn {
		if !t.word("and", "y", "e", "&") {
			return false
		}
	}
	return len(conn) > 0
}

// thingOnly: the clause only names things ("the logo", "el corazón"),
// with what says which ("the first subtitle", "the tiny logo", "the text
// at 0:12", "the clip after the interview").
// spanNext: a part of the video is said next after "del"/"al" or
// "de la"/"a la" ("del principio", "al final", "de la mitad").
func spanNext(c []token) bool {
	switch {
	case len(c) > 1 && c[0].word("del", "al"):
		return c[1].has(cSpan)
	case len(c) > 2 && c[0].word("de", "a") && c[1].has(cDet):
		return c[2].has(cSpan)
	}
	return false
}

func thingOnly(toks []token, names func(token) bool) bool {
	things := 0
	c := contentTokens(toks)
	for k, t := range c {
		switch {
		case t.kind == tOrdinal:
			// "the first subtitle, make it red"
		case t.timeLike() && things > 0:
			// "the text at 0:12, make it yellow": which one, not a move to 0:12
		case t.kind != tWord:
			return false
		case t.has(cKind) || t.has(cSticker) || names(t):
			things++
		case t.has(cEffect) && k > 0 && c[k-1].word("the", "this", "that", "el", "la", "este", "esta", "ese", "esa") && things == 0:
			// "el viñeteado del b-roll de la ciudad, sacalo": the look there
			// is, named (it was added, then the new one deleted); "it's too
			// dark" is a complaint ("its" is no article)
			things++
		case t.has(cDet) || t.has(cOrd):
		case things > 0 && k+1 == len(c) && t.word("one", "ones"):
			// "the prices one, make it last longer": "one" stands for the
			// thing said (it was a clause of its own, a new text "one")
		case things == 0 && k > 0 && k+1 < len(c) && t.word("de", "del") && c[k-1].word("el", "la", "lo", "los", "las"):
			// "la de kenji, sacale el sonido", "el de martina, borralo":
			// the noun left out after the article (refused: "no verb")
		case sizeWord(t) && k+1 < len(c) && thingWord(c[k+1], names):
			// "the tiny logo, make it bigger": which logo, not a size
		case (t.has(cPos) || t.word("lower", "upper")) && ((k == 0 || c[k-1].has(cDet)) && k+1 < len(c) && thingWord(c[k+1], names) ||
			things > 0 && slices.ContainsFunc(c[k+1:], token.timeLike) || things > 0 && k > 0 && c[k-1].word("de") && spanNext(c[k+1:])):
			// "the top text at 14 seconds, make it blue", "el texto de
			// abajo en el 13, ponelo en rojo": which text, not a move (it
			// was moved to 14 s first); "the logo left top and …" with no
			// time is a place. "El texto de abajo del principio, subilo":
			// the place and the part of the video both say which text (it
			// was refused: "no verb", the place not being last)
		case things > 0 && t.has(cPos) && k+1 == len(c) && (c[k-1].has(cPrep) || strings.Contains(t.text, " ")):
			// "the sticker on the right, get rid of it", "el texto de
			// abajo, borralo": the place says which (it was refused: "no
			// verb")
		case things > 0 && (t.has(cSpan) || t.has(cUnit) || t.has(cPrep, "at", "in", "after", "before") || t.word("en", "a", "al", "del", "de", "of")):
			// "the picture at the start, make it bigger": the time says
			// which; the picture was moved to 0 first
		default:
			return false
		}
	}
	return things > 0
}

// partWord: a word that says a part of the video as a thing
// ("everything", "lo que", "the rest").
func partWord(t token) bool {
	return t.has(cKind, "everything", "part", "video") || t.has(cSpan, "rest") || t.word("lo", "todo", "what", "everything", "all")
}

// timeOnly: a part of the video said by its time alone, with no thing,
// verb, look or place ("lo que viene después del 10", "everything after
// 14", "the rest after 8 seconds").
func timeOnly(toks []token, names func(token) bool) bool {
	timed, part := false, false
	for _, t := range contentTokens(toks) {
		// the part is said as a thing ("everything", "lo que", "the
		// rest"): "after 14, cut it" alone does not say what "it" is
		part = part || partWord(t)
		switch {
		case t.timeLike():
			timed = true
		case t.kind != tWord, t.has(cSticker), t.has(cEffect), t.has(cPos), t.has(cColor), names(t):
			return false
		case t.has(cKind) && !t.has(cKind, "everything", "part", "video"):
			return false
		}
	}
	return timed && part
}

// sizeStated: things, then how big they are ("the logo very big", "logo
// too small", "el logo muy grande") and nothing else.
func sizeStated(toks []token, names func(token) bool) bool {
	c := contentTokens(toks)
	if len(c) < 2 || sizeWay(c[len(c)-1]) == "" {
		return false
	}
	c = c[:len(c)-1]
	if len(c) > 1 && degreeAt(c, len(c)-1) {
		c = c[:len(c)-1]
	}
	return thingOnly(c, names)
}

// degreeSaid: the size word ending toks has a degree before it ("muy
// grande", "so big"): a state, where "the logo bigger" is an edit.
func degreeSaid(toks []token) bool {
	for j := len(toks) - 1; j > 0; j-- {
		if toks[j].kind == tWord {
			return sizeWay(toks[j]) != "" && degreeAt(toks, j-1)
		}
	}
	return false
}

// saysSize: a size word is among the tokens ("make it small", "hacelo chico").
func saysSize(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool { return sizeWay(t) != "" })
}

// hasPronoun: "it", "them", or one glued to a verb ("achicalo").
func hasPronoun(toks []token) bool {
	for _, t := range toks {
		if t.kind == tWord && t.has(cPron) {
			return true
		}
	}
	return false
}

// contentTokens drops fillers, connectives and punctuation.
func contentTokens(toks []token) []token {
	var out []token
	for _, t := range toks {
		if t.kind == tPunct || t.kind == tWord && (t.has(cConn) || isFiller(t)) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// isFiller: a word that only fills ("please", "can you") and means
// nothing else.
func isFiller(t token) bool {
	if !t.has(cFiller) {
		return false
	}
	for _, l := range t.lex {
		if l.cat != cFiller && l.cat != cConn && l.cat != cOrd && l.cat != cPron && l.cat != cDet && l.cat != cPrep {
			return false
		}
	}
	return true
}

// isVerbAt: toks[i] is a verb here: not a noun that is also a verb ("the
// cut"), not "last" in "the last 3 seconds", not "end" in "until the end".
func isVerbAt(toks []token, i int) bool {
	t := toks[i]
	if t.kind != tWord || !t.has(cVerb) {
		return false
	}
	// "the end" is a time, "make the music end" a verb, and so is one that
	// opens a clause before its object ("end the music when ...")
	// "the whatsapp text at the end should end 2 seconds later": right
	// after a modal it is the verb (it was "the end", and the text was
	// moved to 113 s)
	if t.has(cSpan, "end") && i > 0 && toks[i-1].kind == tWord && toks[i-1].word(modalWords...) {
		return true
	}
	if t.has(cSpan) && (i == 0 || toks[i-1].has(cPrep) || toks[i-1].has(cDet) || !(toks[i-1].has(cKind) || toks[i-1].has(cPron) || subjectEnd(toks, i))) &&
		!(i+2 < len(toks) && toks[i+1].has(cPrep, "at") && toks[i+2].timeLike()) &&
		!(startsClause(toks, i) && i+1 < len(toks) && (toks[i+1].has(cDet) || toks[i+1].has(cPron)) && !toks[i+1].has(cPrep)) &&
		// "the logo comes in too early, start it at 4": after a comma and
		// before "it" it opens the command (it was "nothing to refer to")
		!(i > 0 && toks[i-1].kind == tPunct && i+1 < len(toks) && toks[i+1].has(cPron) && !toks[i+1].has(cPrep)) {
		return false
	}
	// a noun that is also a verb ("cut", "edit", "caption") is the verb
	// only where a clause begins with it: "cut the end", not "the cut"
	// "everything after 14, cut it", "the kitchen clip is too long, cut it
	// to 5 seconds": a comma, then the verb with its "it", begins the
	// command too (the thing or the part before was said first; after a
	// bare time, "after 14, cut it" may split or remove: it stays unread)
	if t.has(cKind) && !startsClause(toks, i) && !afterLeadingEdge(toks, i) && !cutBeforeEdge(toks, i) && !(i > 0 && toks[i-1].kind == tPunct && i+1 < len(toks) && toks[i+1].has(cPron) &&
		(slices.ContainsFunc(toks[:i], partWord) || !slices.ContainsFunc(toks[:i], func(u token) bool { return u.timeLike() }))) {
		return false
	}
	// a look after "the", "a" is the thing: "delete the heart, the logo and
	// the vignette" (the last was a clause of its own with no verb); so is
	// a sticker's name that is also a verb: "el pin de ubicacion ponelo en
	// el 58" ("pin" was the verb put, and "ponelo" a second command)
	if (t.has(cEffect) || t.has(cSticker)) && i > 0 && toks[i-1].has(cDet) {
		return false
	}
	// so is one opening the request before a copula, with no article:
	// "vignette's too strong, tone it down", "blur is way too heavy" (the
	// vignette there is the one complained of; a second one was applied).
	// After other words ("the orange tint is way too strong") the older
	// readings stand.
	if (t.has(cEffect) || t.has(cSticker)) && i == 0 && i+1 < len(toks) && (opensWith(toks[i+1], lookCopulas) || t.poss && opensWith(toks[i+1], degreeOpeners)) {
		return false
	}
	if t.has(cOrd) && (i+1 < len(toks) && toks[i+1].timeLike() || i > 0 && toks[i-1].has(cDet)) {
		return false
	}
	if stemNounAt(toks, i) {
		return false
	}
	// "the lower text at 13s, delete it": between "the" and a kind, "lower"
	// says which one (it was a verb: the texts were moved down)
	if t.word("lower") && i > 0 && toks[i-1].has(cDet) && i+1 < len(toks) && toks[i+1].has(cKind) {
		return false
	}
	return true
}

// lookCopulas: the words after a thing's name that say how it is ("the
// vignette is too strong", "el blur está muy fuerte"), never an edit.
var lookCopulas = []string{"is", "was", "looks", "seems", "feels", "gets", "got", "esta", "quedo", "queda", "parece"}

// degreeOpeners open how much a state is, after a name with its 's
// ("vignette's way too dark", "blur's so heavy"): that 's is "is".
var degreeOpeners = []string{"too", "way", "so", "very", "really", "kinda", "pretty", "super", "still", "quite"}

// opensWith: the token is one of the words, alone or opening a phrase the
// lexicon reads whole ("is too strong", "way too dark").
func opensWith(t token, words []string) bool {
	if t.kind != tWord {
		return false
	}
	first, _, _ := strings.Cut(t.text, " ")
	return slices.Contains(words, first)
}

// afterLeadingEdge: the clause opens with an edge ("at the start", "al
// final", "at the end of the kitchen clip,") and the word at i, a verb that
// is also a noun ("cut", "corte"), comes right after it (or after its
// comma) with a length next: "at the start cut 2 seconds" is the command
// (the cut was a clip to pick, and it asked which).
func afterLeadingEdge(toks []token, i int) bool {
	if i == 0 || i+1 >= len(toks) || !toks[i+1].timeLike() {
		return false
	}
	j := 0
	for j < i && toks[j].kind == tWord && (isFiller(toks[j]) || toks[j].has(cConn)) {
		j++
	}
	if j >= i || toks[j].kind != tWord || !toks[j].has(cSpan, "start", "end") {
		return false
	}
	return i == j+1 || toks[i-1].kind == tPunct
}

// subjectEnd: token i follows a noun phrase naming a thing of the
// project ("que el subtitulo arranque", "the music ends"), so a word that
// is a verb and a time there is the verb.
func subjectEnd(toks []token, i int) bool {
	j := i - 1
	for j >= 0 && toks[j].kind == tWord && (toks[j].has(cMod) || isFiller(toks[j])) && !toks[j].has(cDet) {
		j--
	}
	// nothing but fillers before it ("…, que arranque en el 3"): no noun
	// phrase, and no token before the clause to read
	if j < 1 {
		return false
	}
	// a sticker, a look or a name of the project (a word the lexicon does
	// not know) names a thing too ("que el corazón arranque en el 20": it
	// was "the start", and the heart went to 0 s; "que la entrevista
	// arranque en el 5" set its volume to 5%)
	thing := toks[j].has(cKind) || toks[j].has(cSticker) || toks[j].has(cEffect) || len(toks[j].lex) == 0
	return toks[j].kind == tWord && thing && toks[j-1].has(cDet)
}

// startsWithVerb: the first word that is not a filler is a verb.
func startsWithVerb(toks []token) bool {
	for i, t := range toks {
		if t.kind == tWord && (isFiller(t) || t.has(cConn)) && !t.has(cVerb) {
			continue
		}
		return isVerbAt(toks, i)
	}
	return false
}

func hasVerb(toks []token) bool {
	for i := range toks {
		if isVerbAt(toks, i) {
			return true
		}
	}
	return false
}

// openText: the clause says "saying ..." with no quote: the words after
// a connective are still its text ("saying Tom and Jerry").
func openText(toks []token) bool {
	for i, t := range toks {
		if t.has(cTextIntro) {
			return !hasQuote(toks[i+1:])
		}
	}
	return false
}

// anotherTextOpens: the fragment is one more of a thing, then the words
// it says ("otro que diga chau", "another one saying bye", "otra con el
// texto ...").
func anotherTextOpens(toks []token) bool {
	seen := false
	for _, t := range toks {
		switch {
		case t.kind == tWord && t.has(cTextIntro) && seen:
			return true
		case t.kind != tWord:
			return false
		case !seen && (t.word("otro", "otra", "another", "another one", "uno", "una", "one") || t.has(cMod, "another")):
			seen = true
		case seen && (t.has(cKind, "text") || t.word("one", "mas", "more")):
		default:
			return false
		}
	}
	return false
}

// hasQuote: one of toks is quoted text.
func hasQuote(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool { return t.kind == tQuote })
}

// standsAlone: a fragment with its own thing to act on (a noun, a name,
// a quote, a look, a whole span) is a clause of its own, not a tail.
func standsAlone(toks []token, names func(token) bool) bool {
	for i, t := range toks {
		switch {
		case t.kind == tQuote:
			return true
		case t.kind != tWord:
		case t.has(cKind) && !t.has(cKind, "part"), t.has(cEffect), t.has(cSticker), t.has(cRegion), t.has(cSpan, "rest", "firsthalf", "secondhalf"):
			return true
		case t.has(cPron) && !t.has(cDet):
			return true
		case names != nil && names(t):
			return true
		case t.has(cOrd) && i+1 < len(toks) && toks[i+1].timeLike():
			return true // "and the last 3 seconds"
		case t.has(cPrep, "from", "between") && hasRange(toks[i:]):
			return true // "and from 7 to 9"
		}
	}
	return hasRange(toks)
}

// lengthOfItsOwn: the fragment says how long its thing lasts ("the logo
// lasting 5 seconds", "el logo que dure 5 segundos"), which is its own
// edit.
//
// The thing must be said before the length: "y que dure todo el video"
// after "poné el logo abajo" has none, and is the logo's length (it was
// refused, a clause with no verb).
func lengthOfItsOwn(toks []token) bool {
	at := slices.IndexFunc(toks, lengthWord)
	return at > 0 && slices.ContainsFunc(toks[:at], func(t token) bool { return t.kind == tWord && !t.has(cDet) && !t.has(cConn) })
}

// hasRange: the fragment holds two times joined by "to", "-", "al".
func hasRange(toks []token) bool {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].timeLike() && (toks[i+1].has(cPrep, "to", "until") || toks[i+1].word("-", "a", "al", "y", "and")) && toks[i+2].timeLike() {
			return true
		}
	}
	return false
}

// verblessLook is the look a clause with no verb sets by its words: the
// properties and the size or amount modifiers ("oculta", "más chico").
func verblessLook(c clause) (props, mods []string) {
	if verbOf(c) != "" {
		return nil, nil
	}
	for _, t := range c.toks {
		if l, ok := t.get(cProp); ok && contains(lookProps, l.val) {
			props = append(props, l.val)
		}
		if l, ok := t.get(cMod); ok && contains([]string{"bigger", "smaller", "more", "less", "bit", "lot", "half", "double"}, l.val) {
			mods = append(mods, l.val)
		}
	}
	if len(props) == 0 && len(mods) == 0 {
		return c.props, c.mods
	}
	return props, mods
}

// verbOf is the verb class a clause acts with (its own or inherited).
func verbOf(c clause) string {
	for i, t := range c.toks {
		if isVerbAt(c.toks, i) {
			l, _ := t.get(cVerb)
			return l.val
		}
	}
	return c.inherit
}

// cutsTime: verbs whose several ranges belong to one clause ("remove 1 to
// 2 and 5 to 6" removes both as said, the later one first).
func cutsTime(verb string) bool {
	return verb == "delete" || verb == "cut" || verb == "trim" || verb == "split" || verb == "keep"
}

// timesOnly: the fragment says only times ("and from 5 to 6").
func timesOnly(toks []token, names func(token) bool) bool {
	for _, t := range toks {
		if t.kind == tQuote || t.kind == tWord && (t.has(cKind) || t.has(cEffect) || t.has(cSticker) || names != nil && names(t)) {
			return false
		}
	}
	return true
}

// looksOnly: a fragment of looks and modifiers only ("more vivid").
func looksOnly(toks []token) bool {
	n := 0
	for _, t := range toks {
		switch {
		case t.kind != tWord:
			return false
		case t.has(cEffect):
			n++
		case t.has(cMod) || isFiller(t) || t.has(cDet) || t.has(cPron):
		default:
			return false
		}
	}
	return n > 0
}

// ownDegreeFirst: the look fragment starts with its own degree ("black
// and white and a little blurry", "más nítida y un poco más cálida"):
// joined to the look before, the degree was taken by both (black and
// white at half strength: silent).
func ownDegreeFirst(toks []token) bool {
	c := contentTokens(toks)
	return len(c) > 1 && c[0].has(cMod, "bit", "lot")
}

// butLimit: after "but"/"pero", a fragment that is only a look said
// "not too" ("pero no demasiado cálida", "but not too warm"), or only
// "soft" ("pero suave").
func butLimit(conn, toks []token) bool {
	but := false
	for _, t := range conn {
		but = but || t.word("but", "pero")
	}
	c := contentTokens(toks)
	if !but || len(c) == 0 || !looksOnly(toks) {
		return false
	}
	if len(c) == 2 && c[0].has(cMod, "lot") {
		c = c[1:] // "pero re suave", "but very soft"
	}
	if len(c) == 1 && softWord(c[0]) {
		return true // "ponela cálida pero suave": how strong (a blur was added)
	}
	// "pero sin tanto contraste", "but less contrast": that part of the
	// look before taken down, not below where the photo was
	return strings.HasPrefix(c[0].text, "no ") || strings.HasPrefix(c[0].text, "not ") || c[0].has(cMod, "less")
}

// verbLooks: the looks a clause's verb makes ("blur", "desenfocá").
func verbLooks(c clause) []string {
	for i, t := range c.toks {
		if isVerbAt(c.toks, i) {
			var out []string
			for _, l := range t.lex {
				if l.cat == cEffect {
					out = append(out, l.val)
				}
			}
			return out
		}
	}
	return c.looks
}

// sharedTail: the clause before is a verb and a definite object only
// ("move the logo"), the fragment after "and" another definite object
// with the rest of the request ("the title to 5"): the rest is for both.
func sharedTail(prev, conn, next []token, names func(token) bool) bool {
	if len(conn) != 1 || !conn[0].has(cConn, "and") || hasVerb(next) {
		return false
	}
	pc, nc := contentTokens(prev), contentTokens(next)
	if len(pc) < 3 || len(nc) < 3 || !isVerbAt(pc, 0) {
		return false
	}
	objectWord := func(t token) bool {
		return t.kind == tWord && (t.has(cKind) || t.has(cSticker) || names(t) || t.has(cMod, "intro", "outro")) && !t.has(cPos) && !t.has(cSpan)
	}
	if !pc[1].has(cDet, "the") {
		return false
	}
	for _, t := range pc[2:] {
		if !objectWord(t) {
			return false
		}
	}
	if !nc[0].has(cDet, "the") || !objectWord(nc[1]) {
		return false
	}
	k := 2
	for k < len(nc) && objectWord(nc[k]) {
		k++
	}
	if l, ok := pc[0].get(cVerb); ok && levelOnlyVerb(l.val) && slices.ContainsFunc(nc[k:], func(t token) bool { return t.kind == tPercent || soundDegreeWord(t) }) {
		// "delete the heart and the music at 20%": a level the verb does
		// not set is the second thing's own (the heart was dropped)
		return false
	}
	return k < len(nc) // something after the second object
}

// newStickersOnly: the words are an adding verb and new stickers only
// ("add a heart", "poné un corazón y una estrella").
func newStickersOnly(toks []token) bool {
	c := contentTokens(toks)
	if len(c) == 0 || !c[0].has(cVerb, "add", "put") {
		return false
	}
	c = c[1:]
	if len(c) < 2 {
		return false
	}
	for i, t := range c {
		switch {
		case t.has(cDet, "a") && i+1 < len(c) && stickerNamed(c[i+1]):
		case stickerNamed(t) || t.has(cKind, "sticker") || t.has(cConn, "and"):
		default:
			return false
		}
	}
	return true
}

// newStickerFirst: the words open with a new sticker ("a star on the logo").
func newStickerFirst(toks []token) bool {
	c := contentTokens(toks)
	return len(c) >= 2 && c[0].has(cDet, "a") && stickerNamed(c[1])
}

// laterAfterTime: "later"/"después" at i follows a time and ends the
// clause ("move it 1 second later", "que aparezca 2 segundos después").
func laterAfterTime(toks []token, i int) bool {
	if !toks[i].word("later", "despues", "afterwards", "mas tarde") || i == 0 || !toks[i-1].timeLike() {
		return false
	}
	return i+1 == len(toks) || toks[i+1].kind == tPunct || toks[i+1].has(cConn)
}

// butKeep is how many tokens at i say "but keep" (", but leave", "pero
// dejá", "pero mantené"): an exception to what the clause does; 0 if none.
func butKeep(toks []token, i int) int {
	j := i
	if toks[j].kind == tPunct && toks[j].text == "," {
		j++
	}
	if j+1 >= len(toks) || !toks[j].word("but", "pero") {
		return 0
	}
	k := toks[j+1]
	if k.kind != tWord {
		return 0
	}
	for _, v := range []string{"keep", "leave", "deja", "deje", "manten", "conserva", "conserve", "preserve"} {
		if k.text == v || strings.HasPrefix(k.text, v) && len(k.text) <= len(v)+3 {
			return j + 2 - i
		}
	}
	return 0
}

// keptGoing: the index of the word that says a thing kept by "but keep"
// goes on as it is ("but keep the song playing", "pero dejá la música
// sonando"), last in the clause that starts at i after a thing; 0 if none.
func keptGoing(toks []token, i int) int {
	j := i
	for j < len(toks) && !(toks[j].kind == tPunct && strings.ContainsAny(toks[j].text, ",;.!?") || toks[j].kind == tWord && toks[j].has(cConn)) {
		j++
	}
	if j-i < 2 || !toks[j-1].word("playing", "going", "running", "on", "sonando", "andando", "corriendo", "puesta", "puesto") {
		return 0
	}
	return j - 1
}

// swapOpen: the clause so far swaps and has not joined its two things yet.
func swapOpen(toks []token) bool {
	swap := false
	for _, t := range toks {
		if t.kind == tWord && t.has(cVerb, "swap") {
			swap = true
		}
		if swap && t.kind == tWord && t.has(cFiller, "and") {
			return false
		}
	}
	return swap
}

// thenLed: the connective before a fragment says "then" ("y después",
// "and then").
func thenLed(conn []token) bool {
	for _, t := range conn {
		if t.kind == tWord && t.has(cConn, "then") {
			return true
		}
	}
	return false
}

// strengthOnly: the fragment is only how much ("a bit more", "un poco
// más", "mucho más"), no look, thing or number.
func strengthOnly(toks []token) bool {
	n := 0
	for _, t := range toks {
		switch {
		case t.kind != tWord:
			return false
		case t.has(cMod, "more", "bit", "lot", "less"):
			n++
		case t.has(cDet) || isFiller(t):
		default:
			return false
		}
	}
	return n > 0
}

// allOfKindLast: the words so far end in a whole group, "all the texts",
// "every clip", "todos los stickers", so a "but" after them leaves one out.
func allOfKindLast(toks []token) bool {
	n := len(toks)
	if n > 0 && groupPhrase(toks[n-1]) {
		return true
	}
	if n < 2 || !toks[n-1].has(cKind) {
		return false
	}
	for i := n - 2; i >= 0; i-- {
		t := toks[i]
		if t.has(cDet, "all") || t.has(cMod, "each") {
			return true
		}
		if !t.has(cDet) {
			return false
		}
	}
	return false
}

// notAfterGroup: toks[i] is "but", "pero", "and" or "y", then "not"/"no"
// and a definite thing, and the words so far end in a whole group, bare
// ("hide all the texts") or with its look ("all the texts yellow").
func notAfterGroup(cur, toks []token, i int) bool {
	if i+2 >= len(toks) || toks[i].kind != tWord || !toks[i].word("but", "pero", "and", "y") ||
		toks[i+1].kind != tWord || !toks[i+1].word("not", "no") || !toks[i+2].has(cDet) {
		return false
	}
	return allOfKindLast(cur) || allOfKindLooked(cur, toks[i+2:])
}

// groupPhrase: a kind read with its "all" as one phrase ("todos los
// textos", "todas las imágenes").
func groupPhrase(t token) bool {
	if t.kind != tWord || !t.has(cKind) {
		return false
	}
	for _, all := range []string{"all ", "every ", "todos ", "todas "} {
		if strings.HasPrefix(t.text, all) {
			return true
		}
	}
	return false
}

// allOfKindLooked: the words so far end in a whole group and the look it
// gets ("make all the texts yellow", "every clip warmer"), and what
// follows "but" is only a thing, up to the next connective ("but the
// title"): the thing is left out of the group, as after "all the texts
// but" (the title was a second clause, refused). "but the title red"
// says a look of its own and stays a second clause.
func allOfKindLooked(cur, rest []token) bool {
	n := len(cur)
	for n > 0 && cur[n-1].kind == tWord && lookWord(cur[n-1]) {
		n--
	}
	if n == len(cur) || !allOfKindLast(cur[:n]) {
		return false
	}
	if len(rest) == 0 || !rest[0].has(cDet) {
		return false
	}
	for _, t := range rest {
		if t.kind == tPunct || t.kind == tWord && t.has(cConn) {
			break
		}
		if t.kind == tWord && (lookWord(t) && !t.has(cKind) || t.has(cVerb)) || t.kind != tWord {
			return false
		}
	}
	return true
}

// lookWord: a word that says how a thing looks (a colour, a look, a size,
// a style).
func lookWord(t token) bool {
	return t.has(cColor) || t.has(cEffect) || t.has(cStyle) || t.has(cMod, "bigger", "smaller")
}

// lookParticiple: a flip or turn said as a participle, how the thing ends
// up ("flipped", "mirrored", "espejado", "girada", "rotated").
func lookParticiple(t token) bool {
	if t.kind != tWord || !t.has(cVerb, "flip", "rotate") {
		return false
	}
	for _, end := range []string{"ed", "ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"} {
		if strings.HasSuffix(t.text, end) {
			return true
		}
	}
	return false
}

// lookParticipleOnly: the words are one look participle and nothing else
// but fillers.
func lookParticipleOnly(toks []token) bool {
	c := contentTokens(toks)
	return len(c) == 1 && lookParticiple(c[0])
}

// roughLength: the fragment is a length said roughly and nothing else
// ("like 12 seconds", "around 6 s", "about 10 secs").
func roughLength(toks []token) bool {
	c := contentTokens(toks)
	return len(c) >= 2 && skipRough(c, 0) == len(c)-1 && c[len(c)-1].kind == tTime
}

// lengthAsked: the clause asks for a longer or shorter thing, with no
// time of its own ("make the logo last longer", "show it for longer").
func lengthAsked(toks []token) bool {
	asked := false
	for _, t := range toks {
		if t.timeLike() {
			return false
		}
		if t.has(cMod, "more", "less") {
			return false // "que dure más, unos 12 segundos" reads its length as it is
		}
		asked = asked || t.kind == tWord && (t.has(cVerb, "last") || t.has(cVerb, "extend") || t.word("shorter"))
	}
	return asked
}

// purposeOpen: the clause ends by opening a purpose whose verb has not
// come yet: "so", "so that", "so it", "para que", "así".
func purposeOpen(toks []token) bool {
	n := len(toks)
	if n > 0 && toks[n-1].has(cPron, "it") && !toks[n-1].word("la", "lo", "los", "las") {
		n-- // "so it", "so they"
	}
	if n > 2 && toks[n-1].word("that") && toks[n-2].word("so") {
		n-- // "so that"
	}
	return n > 1 && toks[n-1].word("so", "so that", "para que", "asi", "asi que") && hasVerb(toks[:n-1])
}

// longerAsked: the clause asks for a thing to last longer with no time of
// its own: lengthAsked, or "dure más" (a "more" that lengthAsked leaves
// to a rough length after it).
func longerAsked(toks []token) bool {
	if lengthAsked(toks) {
		return true
	}
	lasts, more := false, false
	for _, t := range toks {
		if t.timeLike() {
			return false
		}
		lasts = lasts || t.kind == tWord && (t.has(cVerb, "last") || t.has(cVerb, "extend"))
		more = more || t.has(cMod, "more")
	}
	return lasts && more
}

// untilOnly: toks are only "until" and where that is ("until 6", "until
// the city clip starts", "hasta que empieza la ciudad"): a verb there is
// the start or end of what it names, never a second edit.
func untilOnly(toks []token) bool {
	c := contentTokens(toks)
	if len(c) < 2 || !c[0].has(cPrep, "until") {
		return false
	}
	for i := range c[1:] {
		if t := c[1+i]; t.kind == tWord && t.has(cVerb) && !t.has(cVerb, "start", "end") || t.kind == tQuote {
			return false
		}
	}
	return true
}

// perceptionWords say that something is heard, seen or read, with whom.
var perceptionWords = []string{"hear", "see", "read", "understand", "notice", "follow", "escuche", "escuchen", "escuchemos",
	"oiga", "oigan", "oigamos", "vea", "vean", "veamos", "lea", "lean", "leamos", "entienda", "entiendan", "entendamos"}

// scanWords say that a code is scanned: for a QR code, what reading is.
var scanWords = []string{"scan", "scanned", "escanear", "escanee", "escaneen", "escanea", "escanearlo", "escanearla"}

// failedPerception are the indicative forms a complaint says of what
// cannot be seen, read or heard now ("que no se lee nada", "que no se
// escucha"): after a bare "que" only with a "no" or a "nadie" before.
var failedPerception = []string{"lee", "leer", "ve", "ver", "escucha", "escuchar", "oye", "oir", "entiende", "entender"}

// perceptionReason: toks are a reason that only says who may hear, see or
// read better ("so we hear them", "so people can actually scan it", "para
// que lo entiendan"), or a bare "que" and what cannot be seen, read or
// heard now ("agrandá el texto que no se lee nada", "…, que nadie lo va a
// escanear"): nothing an edit could use, and not a second edit.
func perceptionReason(toks []token, names func(token) bool) bool {
	if len(toks) < 2 {
		return false
	}
	if heardPurpose(toks, names) {
		return true // "so people hear me say hi", "so it's just her talking" (heardpurpose.go)
	}
	failed := toks[0].word("que")
	if !failed && !toks[0].word("so", "so that", "para que", "asi", "asi que") || faintWishAt(toks) >= 0 {
		// "la música, que apenas se escuche": how low, not why (soundfaint.go)
		return false
	}
	seen, negated := false, false
	for _, t := range toks[1:] {
		switch {
		case t.kind == tPunct && t.text != ",":
			return seen && (!failed || negated)
		case t.kind != tWord:
			return false
		case t.word(perceptionWords...) || t.word(scanWords...) || failed && t.word(failedPerception...):
			seen = true
		case failed && (t.has(cNeg) || t.word("no", "nadie", "nada", "nunca")):
			negated = true
		case t.has(cPron) || isFiller(t) || t.word("we", "you", "they", "people", "everyone", "everybody", "la gente", "todos", "se",
			"nos", "can", "could", "will", "better", "clearly", "properly", "mejor", "bien", "claro", "podamos", "puedan", "pueda",
			"actually", "really", "even", "puede", "va", "a"):
		default:
			return false
		}
	}
	return seen && (!failed || negated)
}

// whenOfItOnly: "que arranque en el 10": a start and its time, with no
// thing named ("que termine en el 60" is not read so: a trim to an end
// would take that much off instead).
func whenOfItOnly(toks []token, names func(token) bool) bool {
	c := contentTokens(toks)
	if len(c) < 2 || !toks[0].word("que") || !c[0].has(cVerb, "start") || thingSaid(toks, names) {
		return false
	}
	return slices.ContainsFunc(c[1:], func(t token) bool { return t.timeLike() })
}

// edgeSpanOnly: the fragment is only the first or last stretch of the video
// by its length ("last 4 seconds", "los primeros tres segundos"), maybe
// with a place ("centered"): no verb of its own, no thing.
func edgeSpanOnly(toks []token) bool {
	c := contentTokens(toks)
	edge := false
	for i, t := range c {
		switch {
		case t.has(cOrd) && i+1 < len(c) && c[i+1].timeLike():
			edge = true
		case t.timeLike() && edge, t.has(cPos), t.has(cDet), t.has(cPrep, "for", "in", "during"):
		default:
			return false
		}
	}
	return edge
}

// rangeOnly: the fragment is only a stretch of time by its two ends ("from
// 24 to 30", "del 10 al 20", "between 5 and 9 seconds"): no verb, no thing.
func rangeOnly(toks []token) bool {
	// "to" is also a connective, so contentTokens would drop it
	c := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct || isFiller(t) && !isToWord(t) })
	if !hasRange(c) {
		return false
	}
	for _, t := range c {
		if !(t.timeLike() || isToWord(t) || t.has(cPrep, "from", "between") || t.word("del", "de", "desde", "entre") ||
			t.has(cDet) || t.has(cUnit)) {
			return false
		}
	}
	return true
}

// placesWithoutTime: the clause adds or puts a thing that it names or
// quotes, and says no time by number ("poné el logo chiquito abajo", "put
// aerial.mp4 over the market, full screen"): the range after the comma
// reads as it would with no comma.
func placesWithoutTime(c clause, names func(token) bool) bool {
	return addsWithoutTime(c) && (thingSaid(c.toks, names) || hasQuote(c.toks))
}

// addsNewThing: the clause adds a quoted text or a sticker ("poné
// 'Gracias' al final", "add a heart") and says no time by number.
func addsNewThing(c clause) bool {
	return addsWithoutTime(c) && (hasQuote(c.toks) || slices.ContainsFunc(c.toks, func(t token) bool { return t.has(cSticker) && !t.has(cKind) }))
}

// addsWithoutTime: the clause's verb adds or puts, and it says no time by
// number ("add 'hi' at 3, last 2 seconds" has two times, left as they were).
func addsWithoutTime(c clause) bool {
	verb := verbOf(c)
	return (verb == "add" || verb == "put") && !slices.ContainsFunc(c.toks, func(t token) bool { return t.timeLike() })
}

// ordinalNotVerb: in a stretch of the video ("last 4 seconds"), "last" is
// the last stretch, not the verb "lasts" (it read as 0s to 4s).
func ordinalNotVerb(toks []token) []token {
	out := slices.Clone(toks)
	for i, t := range out {
		if t.has(cOrd) && t.has(cVerb) {
			out[i].lex = slices.DeleteFunc(slices.Clone(t.lex), func(l lexeme) bool { return l.cat == cVerb })
		}
	}
	return out
}

// wishLed: the clause opens with a wish ("solo quiero …", "I only want
// …", "I just need …"), perhaps after "only"/"just"/"solo" or a pronoun.
func wishLed(toks []token) bool {
	for _, t := range toks {
		switch {
		case t.kind == tPunct || t.word("i", "yo", "we", "only", "just", "solo", "solamente", "really", "realmente"):
			continue
		case t.word(wishWords...):
			return true
		}
		return false
	}
	return false
}

// lengthWord says how long a thing lasts ("lasting", "que dure").
func lengthWord(t token) bool { return t.kind == tWord && t.word("lasting", "que dure") }

// lengthSaid: the fragment says how long something lasts.
func lengthSaid(toks []token) bool { return slices.ContainsFunc(toks, lengthWord) }

// halfOfTheUnit: the words before end in a unit of time and those after
// say a half ("… second and a half", "… segundo y medio").
func halfOfTheUnit(before, after []token) bool {
	if len(before) == 0 || !isUnit(before[len(before)-1]) {
		return false
	}
	article := len(after) > 0 && after[0].word("a")
	if article {
		after = after[1:]
	}
	if len(after) == 0 || !after[0].word("half", "medio", "media") {
		return false
	}
	return halfEndsTime(after, 0, article)
}

// stemNounAt: a word read as a verb only through a Spanish stem, right
// after "al", "del" or "el", is a noun ("más saturación al público": the
// crowd clip, not "publicar": the video was rendered). "al" before an
// infinitive ("al subir") stays a verb.
func stemNounAt(toks []token, i int) bool {
	t := toks[i]
	if i == 0 || !toks[i-1].word("al", "del", "el") || strings.HasSuffix(t.text, "r") || strings.ContainsRune(t.text, ' ') {
		return false
	}
	if _, listed := theLexicon().words[t.text]; listed {
		return false
	}
	_, _, stem := theLexicon().spanishVerb(t.text)
	return stem
}
