package planner

import (
	"slices"
	"strings"
)

// Time phrases: the ways a clause says when. They are read into
// timeExprs here and resolved to seconds against the project later
// (resolve.go): "from 3 to 5", "3s-5s", "between 0:03 and 0:05", "the
// first 2 seconds", "the last 4 seconds of the interview", "from 10 on",
// "until the end", "after the title", "while the logo shows", "during the
// intro", "halfway", "the first half", "the rest", "the whole video".

// toWords join the two ends of a range.
func isToWord(t token) bool {
	return t.kind == tWord && (t.has(cPrep, "to", "until") || t.word("-", "a", "al", "y", "and", "to", "hasta", "through", "thru", "till"))
}

// changeWords: "undo the last 2 changes" counts changes, not seconds.
var changeWords = map[string]bool{"changes": true, "change": true, "cambios": true, "cambio": true, "edits": true,
	"edit": true, "steps": true, "step": true, "pasos": true, "paso": true, "ediciones": true, "edicion": true,
	"acciones": true, "accion": true, "actions": true, "things": true, "cosas": true, "operations": true}

// talkWords: a verb of someone talking.
var talkWords = []string{"habla", "hablan", "talks", "speaks", "talking", "speaking", "hablando"}

// readTime reads a time phrase at i; n is how many tokens it took (0:
// none starts here).
// partWith: "the part with the logo", "la parte con el corazón" is the part
// where it shows, a time (the logo itself was deleted).
func partWith(toks []token, i int) bool {
	return i > 0 && toks[i].kind == tWord && toks[i].has(cPrep, "with") && toks[i-1].kind == tWord && toks[i-1].has(cKind, "part")
}

func (f *frame) readTime(i int, names nameIndex) (te timeExpr, n int) {
	toks := f.c.toks
	if i >= len(toks) {
		return timeExpr{}, 0 // "start over": a preposition last reads past the end (it panicked)
	}
	t := toks[i]
	start := i
	defer func() {
		if n > 0 {
			te.first = start
			te.said = strings.TrimSpace(f.prompt[toks[start].pos:toks[start+n-1].end])
			if te.prep == "" {
				te.prep = prepBefore(toks, start)
			}
		}
	}()
	// "make the title last 6 seconds", "que el logo dure 2 segundos": a duration
	if t.kind == tWord && t.has(cVerb, "last") && !(i > 0 && (toks[i-1].has(cDet) || toks[i-1].poss)) && !listedEdge(toks, i) {
		j := i + 1
		for j < len(toks) && toks[j].kind == tWord && (toks[j].has(cPrep, "for") || toks[j].word("only", "just", "solo", "solamente", "unos", "unas", "about")) {
			j++
		}
		if j < len(toks) && toks[j].timeLike() && !(j+1 < len(toks) && (toks[j+1].has(cKind) || toks[j+1].kind == tPercent)) {
			f.verbs = append(f.verbs, "last")
			if f.verb == "" || f.verb == "make" {
				f.verb, f.verbSaid = "last", t.text
			}
			return timeExpr{kind: "duration", dur: toks[j].num, bare: toks[j].kind == tNumber}, j + 1 - i
		}
		if j+1 < len(toks) && toks[j].has(cDet, "the") && wholeWord(toks[j+1]) {
			j++ // "the whole"
		}
		if j+1 < len(toks) && wholeWord(toks[j]) {
			// "make the logo last the whole city clip", "que el logo dure
			// toda la entrevista": while that thing runs (the clip was a
			// second thing, and "last" an order)
			if a, k := f.readTimeVal(skipDets(toks, j+1), names, false); k > 0 && a.anchor != nil {
				f.verbs = append(f.verbs, "last")
				if f.verb == "" || f.verb == "make" {
					f.verb, f.verbSaid = "last", t.text
				}
				a.edge = "whole"
				return timeExpr{kind: "anchor", a: a, prep: "during"}, skipDets(toks, j+1) + k - i
			}
		}
	}
	// "the last 2 changes": a count
	if k := skipDets(toks, i); k+2 < len(toks) && toks[k].has(cOrd) && toks[k+1].kind == tNumber && changeWords[toks[k+2].text] {
		f.count = int(toks[k+1].num)
		for n := i; n <= k+2; n++ {
			f.used[n] = true
		}
		return timeExpr{}, 0
	}
	if t.kind == tWord && t.has(cPrep) && !t.has(cKind) {
		l, _ := t.get(cPrep)
		prep := l.val
		j := skipDets(toks, i+1)
		if elidedOneAfter(toks, i) {
			j = skipDets(toks, j+1) // "antes del de la ciudad": before the one of the city
		}
		switch {
		case t.has(cPrep, "by") && j < len(toks) && toks[j].timeLike() && !(j+1 < len(toks) && toks[j+1].kind == tPercent):
			// "extend it by 2 seconds", "move it by 3"
			return timeExpr{kind: "duration", dur: toks[j].num, prep: "by", bare: toks[j].kind == tNumber}, j + 1 - i
		case t.has(cPrep, "between") || prep == "from" || t.word("de", "del", "desde", "from", "entre"):
			// "between the two clips", "entre los dos clips": where one meets the other
			if t.has(cPrep, "between") && j+1 < len(toks) && toks[j].kind == tNumber && toks[j].num == 2 {
				if a, k := f.readTimeVal(j+1, names, true); k > 0 && a.anchor != nil && a.anchor.plural {
					a.edge = "junction"
					return timeExpr{kind: "point", a: a, prep: "between"}, j + 1 + k - i
				}
			}
			a, k := f.readMoment(j, names) // "from the moment the logo disappears", "desde que sale el logo"
			moment := k > 0 && !t.has(cPrep, "between")
			if !moment {
				a, k = f.readTimeVal(j, names, true)
			}
			if k == 0 && t.word("from", "desde") {
				if n := fromFirstUnitAt(toks, j); n > 0 {
					return timeExpr{kind: "from", a: timeVal{sec: 0, set: true}, prep: "from"}, j + n - i // fromfirstsecond.go
				}
			}
			if k == 0 {
				return timeExpr{}, 0
			}
			if t.has(cPrep, "between") && a.anchor != nil && a.anchor.plural && !(j+k < len(toks) && isToWord(toks[j+k])) {
				a.edge = "junction" // "between the clips"
				return timeExpr{kind: "point", a: a, prep: "between"}, j + k - i
			}
			j += k
			if j < len(toks) && isToWord(toks[j]) && !(j+1 < len(toks) && toks[j-1].timeLike() && toks[j+1].timeLike() && lengthAfterFor(toks, j-1, j+1)) {
				bAt := skipDets(toks, j+1)
				b, k2 := f.readTimeVal(bAt, names, true)
				if k2 == 0 {
					bAt = j + 1
					b, k2 = f.readMoment(bAt, names) // "hasta que empieza el b-roll"
				} else if b.anchor != nil && bAt+k2 < len(toks) {
					// "until the b-roll ends"
					if e := toks[bAt+k2]; e.has(cVerb, "end") || e.word("desaparece", "disappears") {
						b.edge, k2 = "end", k2+1
					} else if e.has(cVerb, "start") || e.word("aparece", "appears") {
						b.edge, k2 = "start", k2+1
					}
				}
				if k2 > 0 && b.anchor != nil && b.edge == "" && toks[j].has(cPrep, "until") {
					b.edge = "start" // "from the subtitle until the city clip": until it begins
				}
				if k2 > 0 {
					end := bAt + k2
					// "from 1 to 2 minutes": both ends in the unit said last
					if bt := toks[end-1]; a.set && toks[j-1].kind == tNumber && bt.kind == tTime && bt.unit > 1 {
						a.sec *= bt.unit
					}
					p := "from"
					if t.has(cPrep, "between") {
						p = "between" // "between the title and the b-roll": the time in between
					}
					bare := a.set && b.set && toks[end-1].kind == tNumber
					return timeExpr{kind: "range", a: a, b: b, prep: p, bare: bare, porEnd: bare && bAt == j+1 && porJoins(toks, j-1, j)}, end - i
				}
			}
			on := j < len(toks) && toks[j].has(cSpan, "on")
			if t.word("de", "del") && !(a.span != "" || a.anchor != nil) && !on && !startOfLength(toks, j-1) {
				// "un título de 3 segundos": a duration; "de 3" alone is
				// nothing, "del 80 en adelante" from 80 on (it was the volume)
				if toks[j-1].kind == tTime {
					return timeExpr{kind: "duration", dur: a.sec}, j - i
				}
				return timeExpr{}, 0
			}
			if t.has(cPrep, "between") {
				return timeExpr{}, 0
			}
			if on {
				j++
			}
			if a.anchor != nil && !on && !moment && !(t.word("desde") && f.soundSaid()) {
				// "remove the blur from the second clip": a container, not a
				// time; "bajá la música desde la meta" is when (the kid's
				// clip was lowered too, and all the music: silent)
				return timeExpr{}, 0
			}
			return timeExpr{kind: "from", a: a, prep: "from", bareFrom: a.set && toks[j-1].kind == tNumber}, j - i
		case t.has(cPrep, "until") && !t.has(cPrep, "for"):
			a, k := f.readEvent(j, names)
			if k == 0 {
				return timeExpr{}, 0
			}
			if a.anchor != nil && a.edge == "" {
				a.edge = "start" // "until the city clip": until it begins
			}
			return timeExpr{kind: "until", b: a, prep: "until"}, j + k - i
		case t.has(cPrep, "before"):
			a, k := f.readEvent(j, names)
			if k == 0 {
				if a, k = f.edgeOfPart(j, names); k == 0 {
					return timeExpr{}, 0
				}
				return timeExpr{kind: "until", b: a, prep: "before"}, j + k - i // everything up to it, not a moment
			}
			return timeExpr{kind: "before", b: a, prep: "before"}, j + k - i
		case t.has(cPrep, "after"):
			a, k := f.readEvent(j, names)
			if k == 0 {
				if a, k = f.edgeOfPart(j, names); k == 0 {
					return timeExpr{}, 0
				}
			}
			if a.edge == "" && a.anchor != nil {
				a.edge = "end"
			}
			return timeExpr{kind: "from", a: a, prep: "after"}, j + k - i
		case t.has(cPrep, "under") && f.soundSaid():
			// "lower the music under the interview": while it plays (it
			// lowered the interview's own sound as a second thing)
			a, k := f.readTimeVal(j, names, false)
			if k == 0 || a.anchor == nil {
				return timeExpr{}, 0
			}
			a.edge = "whole"
			return timeExpr{kind: "anchor", a: a, prep: "during"}, j + k - i
		case t.has(cPrep, "during") || t.has(cPrep, "for") || partWith(toks, i):
			// "for 3 seconds", "durante 3 segundos": a duration; "for around
			// 12 seconds", "durante unos 5 segundos" one said roughly (it
			// was a point: the logo moved to 12 s)
			if k := skipLengthDegree(toks, j); k > j && k < len(toks) && toks[k].kind == tTime { // onlylength.go
				return timeExpr{kind: "duration", dur: toks[k].num, prep: "for"}, k + 1 - i
			}
			if j < len(toks) && toks[j].kind == tTime || j < len(toks) && toks[j].kind == tNumber && t.has(cPrep, "for") &&
				!(j+1 < len(toks) && (toks[j+1].has(cKind) || toks[j+1].kind == tPercent)) {
				return timeExpr{kind: "duration", dur: toks[j].num, prep: "for", bare: toks[j].kind == tNumber}, j + 1 - i
			}
			if te, k := f.readTime(j, names); k > 0 && te.kind != "point" {
				return te, j + k - i // "for the first 3 seconds", "for the whole video"
			}
			// "mute the music for the city clip", "lower the music to 10% for
			// the interview": a sound's change for a thing is while it plays
			// (the clip was muted too, and all the music)
			if t.has(cPrep, "during") || partWith(toks, i) || t.has(cPrep, "for") && t.word("for") && f.soundSaid() &&
				!slices.ContainsFunc(toks[:i], func(u token) bool { return u.has(cPrep, "during") }) {
				// "mientras dura la entrevista", "while the logo is on screen",
				// "cuando termina la entrevista": the verb may come first
				edge := ""
				talk := false // "while rosa talks": her voice (voiceOfOwner)
				where := partWith(toks, i) || t.word("where", "donde", "en donde", "en la que", "en el que", "in which", "while", "mientras", "whilst", "during", "durante")
				// "when the subtitle appears", "cuando aparece el logo": the moment it starts
				ev, when := eventWord(t)
				for j < len(toks) && toks[j].kind == tWord && !orderOfAThing(toks, j) && (toks[j].has(cVerb, "last", "end", "start") || toks[j].word("se", "ve", "esta", "estan",
					"suena", "suenan", "aparece", "corre", "is", "are", "plays", "play", "runs", "run", "lasts", "playing", "desaparece", "sale",
					"habla", "hablan", "talks", "speaks", "talking", "speaking",
					// "mientras pasa la entrevista", "while I'm unboxing": the
					// thing after is the span, not a second target (its own
					// volume was set too)
					"pasa", "pasan", "dura", "duran", "sigue", "continua", "shows", "show", "i", "im", "we", "were", "estoy", "estamos") ||
					toks[j].has(cProp, "visible")) {
					switch {
					case when && toks[j].word("sale") && !(j+1 < len(toks) && toks[j+1].word("de", "del")):
						// "cuando sale el GG": while it is out on screen, as
						// "sale en la tele" (it was read as when it goes, and
						// the emote put after it); "cuando sale de pantalla"
						// is when it goes
						edge = ""
					case toks[j].has(cVerb, "end") || toks[j].word("desaparece", "sale"):
						edge = "end"
					case (toks[j].has(cVerb, "start") || toks[j].word("aparece")) && !(where && !toks[j].has(cVerb, "start")):
						// "cuando aparece el b-roll" is when it starts; "la
						// parte donde aparece" is all of it
						edge = "start"
					}
					if where && toks[j].word("sale", "desaparece") {
						edge = "" // "mientras sale el logo": while it is on screen
					}
					talk = talk || toks[j].word(talkWords...)
					j++
				}
				// "mientras se ve al público", "cuando aparece a la cantante":
				// the personal "a" before who is seen (the time was dropped,
				// the text put at 0 s)
				if (where || when || t.has(cPrep, "during")) && j+1 < len(toks) && toks[j].word("a", "al") && toks[j+1].kind == tWord {
					j++
				}
				if ev {
					j = eventDoerSkipped(toks, j, names)
				}
				j = skipDets(toks, j)
				if t.has(cPrep, "during") && j+1 < len(toks) && wholeWord(toks[j]) {
					// "durante todo el clip del encore": the whole of it (the
					// words were left out, and the request refused: v18-006)
					j = skipDets(toks, j+1)
				}
				if ev && talk && j < len(toks) && toks[j].word(topicWords...) {
					// "mientras habla de la masa": what is talked about
					if te, stop, ok := f.eventSaid(i, j, talk, names); ok || stop > j {
						return te, stop - i
					}
				}
				if ev && j == i+1 && j+1 < len(toks) && toks[j].word("they") && toks[j+1].word("play", "sound") {
					j += 2 // "while they play": as "mientras suenan"
				}
				if ev && j > i+1 && toks[j-1].word(elidedSoundVerbs...) && (j == len(toks) || toks[j].kind == tPunct || toks[j].has(cConn)) {
					// "y que la música baje a la mitad mientras suenan": the
					// one who sounds is left unsaid, the thing of the clause
					// before (the whole music was lowered); a plural verb
					// cannot be the clause's own one thing (itIsTheThingNamed)
					said := f.prompt[toks[i+1].pos:toks[j-1].end]
					n := np{pron: true, plural: toks[j-1].word("suenan", "tocan", "play", "sound"), said: said, first: i + 1, end: j, mods: []string{"elided"}}
					return timeExpr{kind: "anchor", a: timeVal{anchor: &n, edge: "whole"}, prep: "during"}, j - i
				}
				a, k := f.readTimeVal(j, names, false)
				if k == 0 && ev {
					a, k = talkingPerson(toks, j, talk, names)
				}
				if k == 0 && ev {
					a, k = f.doingAlone(j, names) // "while they celebrate" (eventdoing.go)
				}
				if k == 0 && j > 0 && j > i+1 && toks[j-1].has(cDet, "the") && t.has(cPrep, "during") {
					// "during the podium photo": a thing said with a word the
					// project does not know is read from its article, to be
					// found or asked (it was left as a second thing, and the
					// poster went in at 0 s)
					if a2, k2 := f.readTimeVal(j-1, names, false); k2 > 1 && a2.anchor != nil && a2.anchor.kind != "" {
						a, k, j = a2, k2, j-1
					}
				}
				if k > 0 && (a.anchor != nil || a.span != "") {
					if a.anchor != nil && a.edge == "" {
						a.edge = "whole"
					}
					end := j + k
					// "while the logo shows", "when the music starts"
					if end < len(toks) && when && toks[end].word("appears", "appear", "aparece", "comes", "pops") {
						a.edge, end = "start", end+1
					} else if end < len(toks) && (toks[end].has(cProp, "visible") || toks[end].word("shows", "show", "is", "plays", "play", "runs", "run", "suena", "esta", "dura",
						"talks", "speaks", "habla", "hablan")) {
						talk = talk || toks[end].word(talkWords...)
						end++
						for end < len(toks) && (toks[end].has(cProp, "visible") || toks[end].word("on", "screen", "playing", "there", "talking", "speaking")) {
							talk = talk || toks[end].word(talkWords...)
							end++
						}
					} else if end < len(toks) && toks[end].has(cVerb, "start") {
						a.edge, end = "start", end+1
					} else if end < len(toks) && (toks[end].has(cVerb, "end") || toks[end].word("disappears", "ends", "desaparece", "termina", "goes")) {
						a.edge, end = "end", end+1
					}
					if edge != "" && a.anchor != nil {
						a.edge = edge
					}
					if ev {
						a.anchor, end = doingAfterSubject(toks, a.anchor, end, names) // "while the player is interviewed"
						// "when ana says hello", "while rosa talks about the
						// oven", "when the starter doubles in size": what the
						// event goes on to say (eventwhen.go)
						te, stop, ok := f.eventSaid(i, end, talk, names)
						if ok {
							return te, stop - i
						}
						end = stop
					}
					if talk && a.anchor != nil && len(a.anchor.names) > 0 && a.anchor.kind == "" && !(end < len(toks) && toks[end].has(cSpan)) {
						// (not "mientras martín habla al principio": which of
						// his talking that is, is his voice's first stretch or
						// the label's time; it ran the text over all of it)
						// "while rosa is talking", "mientras habla rosa":
						// where a voice file and a clip or a label share her
						// name, her voice is the time (it asked which of the
						// three); with no voice file all stay
						v := *a.anchor
						v.aspect, v.mods = "audio", append(slices.Clone(v.mods), "voice")
						if len(v.names) == 1 && peopleNouns[v.names[0]] && !slices.ContainsFunc(toks[j:end], names.has) {
							// "while the interviewee talks": a role the
							// project names nothing by is a voice, as in
							// "mientras habla la entrevistada" (talkingPerson)
							v.names, v.kind, v.noun = nil, "voice", v.names[0]
						}
						a.anchor = &v
					}
					kind := "anchor"
					if a.edge == "start" || a.edge == "end" {
						kind = "point"
					}
					return timeExpr{kind: kind, a: a, prep: "during"}, end - i
				}
			}
			return timeExpr{}, 0
		case prep == "at" || prep == "to" || prep == "in" || t.has(cPrep, "at") || t.has(cPrep, "to"):
			if j+1 < len(toks) && toks[j].kind == tTime && toks[j+1].word("finales", "final", "ultimos", "ultimas", "iniciales", "inicial", "primeros", "primeras") {
				if te, k := f.readTime(j, names); k > 0 {
					return te, j + k - i // "en los 5 segundos finales"
				}
			}
			if j < len(toks) && (toks[j].kind == tTime || toks[j].kind == tNumber) {
				if j+1 < len(toks) && (toks[j+1].has(cKind) || toks[j+1].kind == tPercent || changeWords[toks[j+1].text]) {
					return timeExpr{}, 0
				}
				if rg, k := f.rangeAt(j); k > 0 {
					return rg, j + k - i
				}
				kind := "point"
				if j+1 < len(toks) && toks[j+1].word("long", "largo", "larga") {
					return timeExpr{kind: "duration", dur: toks[j].num}, j + 2 - i
				}
				if te, k := f.intoAnchor(j, names, true); k > 0 {
					return te, j + k - i // "a los 3 segundos del clip de la ciudad"
				}
				return timeExpr{kind: kind, a: timeVal{sec: toks[j].num, set: true}, prep: prep, bare: toks[j].kind == tNumber}, j + 1 - i
			}
			// "at the end of the title", "to the end", "at halfway"
			if j < len(toks) && (toks[j].has(cSpan) || toks[j].has(cOrd) && j+1 < len(toks) && toks[j+1].timeLike()) {
				if te, k := f.readTime(j, names); k > 0 {
					if te.kind == "span" && (prep == "to" || prep == "until") && te.a.span == "end" {
						te = timeExpr{kind: "until", b: te.a, prep: "until"}
					}
					return te, j + k - i
				}
			}
			return timeExpr{}, 0
		}
		return timeExpr{}, 0
	}
	// "the first 2 seconds", "los últimos 3 segundos" (of the interview)
	j := skipDets(toks, i)
	if te, n := edgePair(toks, j); n > 0 {
		return te, j + n - i
	}
	if j < len(toks) && (toks[j].has(cOrd) || toks[j].kind == tOrdinal) && j+1 < len(toks) && toks[j+1].timeLike() &&
		!(j+2 < len(toks) && toks[j+2].has(cKind)) {
		o, _ := toks[j].get(cOrd)
		if toks[j].kind == tOrdinal {
			o.num = toks[j].num
		}
		if o.num != 1 && o.num != -1 {
			return timeExpr{}, 0
		}
		kind := "first"
		if o.num == -1 {
			kind = "last"
		}
		te := timeExpr{kind: kind, dur: toks[j+1].num, bare: toks[j+1].kind == tNumber}
		end := j + 2
		if anchor, k := f.ofAnchor(end, names); k > 0 {
			te.a.anchor, end = anchor, end+k
		} else {
			te.a.anchor = f.possessor(i)
		}
		return te, end - i
	}
	// "the last second", "el primer segundo", "the first minute": one unit,
	// said alone (not "the second clip": a kind after it)
	if j+1 < len(toks) && (toks[j].has(cOrd) || toks[j].kind == tOrdinal) && toks[j+1].word("second", "segundo", "sec", "seg", "minute", "minuto", "min") &&
		!(j+2 < len(toks) && toks[j+2].has(cKind)) {
		o, _ := toks[j].get(cOrd)
		if toks[j].kind == tOrdinal {
			o.num = toks[j].num // "the 1st minute"
		}
		if o.num == 1 || o.num == -1 {
			te := timeExpr{kind: "first", dur: unitSeconds[toks[j+1].text]}
			if o.num == -1 {
				te.kind = "last"
			}
			end := j + 2
			if n := andAHalf(toks, end); n > 0 {
				te.dur, end = te.dur*1.5, end+n // "the first minute and a half", "el primer minuto y medio"
			}
			if anchor, k := f.ofAnchor(end, names); k > 0 {
				te.a.anchor, end = anchor, end+k
			} else {
				te.a.anchor = f.possessor(i)
			}
			return te, end - i
		}
	}
	// "los 5 segundos finales", "the 3 seconds at the start": the ordinal after
	if j < len(toks) && toks[j].kind == tTime && j+1 < len(toks) &&
		toks[j+1].word("finales", "final", "ultimos", "ultimas", "iniciales", "inicial", "primeros", "primeras") {
		te := timeExpr{kind: "last", dur: toks[j].num}
		if toks[j+1].word("iniciales", "inicial", "primeros", "primeras") {
			te.kind = "first"
		}
		end := j + 2
		if anchor, k := f.ofAnchor(end, names); k > 0 {
			te.a.anchor, end = anchor, end+k
		}
		return te, end - i
	}
	// a span word: halfway, the first half, the rest, the whole video, the
	// end ("make the music end": a verb, when nothing leads to it)
	verbHere := j < len(toks) && toks[j].has(cVerb) && (j == i && !(i > 0 && (toks[i-1].has(cPrep) || toks[i-1].has(cDet))) ||
		j+2 < len(toks) && toks[j+1].has(cPrep, "at") && toks[j+2].timeLike()) // "to start at 3"
	if j < len(toks) && toks[j].has(cSpan) && !toks[j].has(cSpan, "on", "now") && !verbHere && !endCardWord(toks, j) {
		l, _ := toks[j].get(cSpan)
		te := timeExpr{kind: "span", a: timeVal{span: l.val}}
		end := j + 1
		if anchor, k := f.ofAnchor(end, names); k > 0 {
			te.a.anchor, end = anchor, end+k
			if l.val == "rest" {
				end += afterThatSaid(toks, end)
			}
		} else if from, k := restAfter(f, l.val, end, names); k > 0 {
			// "the rest after 8 seconds", "lo que sigue después del 12":
			// from that moment to the end (it asked "the rest of what?")
			return from, end + k - i
		} else if l.val == "rest" && end+1 == len(toks) && toks[end].has(cPrep, "after") {
			end++ // "delete what's left after": after what the clause before did
		} else if txt := toks[j].text; strings.HasSuffix(txt, " through") || strings.HasSuffix(txt, " de") || strings.HasSuffix(txt, " of") {
			if n, k := f.readNP(end, names); k > 0 {
				te.a.anchor, end = &n, end+k
			}
		}
		return te, end - i
	}
	// "3 to 5", "3s-5s", "0:03 - 0:05"
	if t.timeLike() {
		if rg, k := f.rangeAt(i); k > 0 {
			return rg, k
		}
		if t.kind == tTime {
			if i+1 < len(toks) && toks[i+1].word("long", "largo", "larga", "de duracion", "of duration") {
				return timeExpr{kind: "duration", dur: t.num}, 2
			}
			if te, k := f.edgeSpan(i, names); k > 0 {
				return te, k
			}
			if te, k := lengthFromMoment(toks, i); k > 0 {
				return te, k
			}
			// "2 seconds after the title"
			if i+1 < len(toks) && toks[i+1].has(cPrep, "after", "before") {
				if te, k := f.readTime(i+1, names); k > 0 && (te.a.anchor != nil || te.b.anchor != nil || te.b.span == "end" || te.a.span == "start") {
					if te.kind == "before" {
						te.b.offset = -t.num
					} else {
						te.a.offset = t.num
					}
					return te, k + 1
				}
			}
			if te, k := f.intoAnchor(i, names, prepBefore(toks, i) == "at"); k > 0 {
				return te, k
			}
			if f.lengthAfterComma(i) {
				return timeExpr{kind: "duration", dur: t.num}, 1
			}
			return timeExpr{kind: "point", a: timeVal{sec: t.num, set: true}, prep: prepBefore(toks, i)}, 1
		}
	}
	return timeExpr{}, 0
}

// intoAnchor reads a moment counted from an element's start at i: "3
// seconds into the city clip", "a los 3 segundos del clip de la ciudad"
// (it was 3 s into the video, or the logo was sent to 3 s). "Quitá 5
// segundos del clip", with no "a los"/"at", is a length taken off it.
func (f *frame) intoAnchor(i int, names nameIndex, at bool) (timeExpr, int) {
	toks := f.c.toks
	if i+2 >= len(toks) || toks[i].kind != tTime || toks[i+2].has(cSpan) {
		return timeExpr{}, 0
	}
	into := toks[i+1].word("into", "dentro")
	if !into && !(at && toks[i+1].word("de", "del", "of")) {
		return timeExpr{}, 0
	}
	anchor, k := f.ofAnchor(i+1, names)
	if own := f.ownClipAnchor(anchor); own != nil && into {
		anchor = own // "3 seconds into the clip": the one named (intoitsown.go)
	}
	if k == 0 || anchor.kind == "part" || anchor.pron || anchor.kind == "" && len(anchor.names) == 0 && anchor.sticker == "" {
		return timeExpr{}, 0
	}
	return timeExpr{kind: "point", a: timeVal{anchor: anchor, edge: "start", offset: toks[i].num}, prep: "at"}, k + 1
}

// lengthFromMoment reads a length counted from a moment at i: "5 seconds
// from 10", "5 segundos del 10", "3 segundos desde el 20" are the stretch
// that long starting there (the length was read as a moment: it asked
// where, or removed everything from 10 to the end). A number followed by a
// "to" word is a range of its own ("5 seconds from 10 to 20" is left
// alone), and one followed by a unit or percent is not a moment.
func lengthFromMoment(toks []token, i int) (timeExpr, int) {
	if i+2 >= len(toks) || toks[i].kind != tTime ||
		!toks[i+1].word("from", "de", "del", "desde") && !toks[i+1].has(cPrep, "from") {
		return timeExpr{}, 0
	}
	j := skipDets(toks, i+2)
	if j >= len(toks) || !toks[j].timeLike() {
		return timeExpr{}, 0
	}
	if j+1 < len(toks) && (toks[j+1].kind == tPercent || toks[j+1].has(cKind) || isToWord(toks[j+1])) {
		return timeExpr{}, 0
	}
	a := timeVal{sec: toks[j].num, set: true}
	b := timeVal{sec: toks[j].num + toks[i].num, set: true}
	return timeExpr{kind: "range", a: a, b: b, prep: "from"}, j + 1 - i
}

// edgeSpan reads a length counted from the video's edge at i: "2 seconds
// from the start", "3 seconds off the end", "2 segundos del final" are
// the first or last seconds (read as a length and a "from the start" on,
// they removed the whole video). An element's edge is left to the trim.
func (f *frame) edgeSpan(i int, names nameIndex) (timeExpr, int) {
	toks := f.c.toks
	if i+2 >= len(toks) || toks[i].kind != tTime ||
		!toks[i+1].word("from", "off", "of", "de", "del", "desde", "at", "al", "in", "en") && !toks[i+1].has(cPrep, "from") {
		return timeExpr{}, 0
	}
	j := skipDets(toks, i+2)
	if j >= len(toks) || !toks[j].has(cSpan, "start", "end") {
		return timeExpr{}, 0
	}
	l, _ := toks[j].get(cSpan)
	te := timeExpr{kind: "first", dur: toks[i].num}
	if l.val == "end" {
		te.kind = "last"
	}
	if _, k := f.ofAnchor(j+1, names); k > 0 {
		return timeExpr{}, 0 // "2 seconds off the end of the interview": that clip's edge is trimmed
	}
	return te, j + 1 - i
}

// soundSaid: the clause so far names music or sound, so what it is
// "under" is a time, not a place.
func (f *frame) soundSaid() bool {
	for _, n := range f.targets {
		if n.namesSound() {
			return true
		}
		if n.pron && (f.verb == "mute" || f.verb == "raise" || f.verb == "lower" || f.has("louder", "quieter") || strings.HasPrefix(f.verbSaid, "bring") && f.has("up", "down")) {
			return true // "lower it for the kitchen clip": a sound's level, said of "it"
		}
	}
	return false
}

// elidedSoundVerbs: a verb of sounding said with no subject after "while"
// ("mientras suenan", "mientras suena"), or after "they" ("while they
// play"): the subject is a thing said before.
var elidedSoundVerbs = []string{"suena", "suenan", "tocan", "play", "sound"}

// rangeAt reads "3 to 5" / "3-5" / "3 al 5" at i.
func (f *frame) rangeAt(i int) (timeExpr, int) {
	toks := f.c.toks
	if i+2 < len(toks) && toks[i].timeLike() && isToWord(toks[i+1]) && !toks[i+1].word("y", "and") {
		j := skipDets(toks, i+2)
		if j < len(toks) && toks[j].timeLike() && !(j+1 < len(toks) && (toks[j+1].kind == tPercent || toks[j+1].has(cKind))) && !lengthAfterFor(toks, i, j) {
			a := timeVal{sec: toks[i].num, set: true}
			b := timeVal{sec: toks[j].num, set: true}
			// "1 to 2 minutes": both ends in the unit said last
			if toks[i].kind == tNumber && toks[j].kind == tTime && toks[j].unit > 1 {
				a.sec = toks[i].num * toks[j].unit
			}
			bare := toks[i].kind == tNumber && toks[j].kind == tNumber
			return timeExpr{kind: "range", a: a, b: b, bare: bare, porEnd: bare && j == i+2 && porJoins(toks, i, i+1)}, j + 1 - i
		}
	}
	return timeExpr{}, 0
}

// lengthAfterFor: "en el segundo 12 por 3 segundos", "desde el 5 por 2
// segundos": a word of both "to" and "for" ("por") before a length with
// its unit and no article, or before a time no later than the first, says
// how long, not where it ends (it was read as 3s–12s).
func lengthAfterFor(toks []token, i, j int) bool {
	if !toks[i+1].has(cPrep, "for") {
		return false
	}
	return j == i+2 && toks[j].kind == tTime || toks[j].num <= toks[i].num
}

// porJoins: the word at j after the bare number at i is "por" ("to" and
// "for"), so what follows may be the end or the length.
func porJoins(toks []token, i, j int) bool {
	return toks[i].kind == tNumber && toks[j].has(cPrep, "for") && toks[j].has(cPrep, "to")
}

// startOfLength: the time at i is followed by how long ("del 10 por 5
// segundos", "del segundo 10 durante 5 segundos"), so after "de" it is
// where that stretch starts, not a length or an amount (the length alone
// was read: "cortá del 10 por 5 segundos" removed 5s–28s).
func startOfLength(toks []token, i int) bool {
	return i+2 < len(toks) && toks[i].timeLike() && toks[i+2].timeLike() && lengthAfterFor(toks, i, i+2)
}

// middlePartAt: at i "la mitad" is said of a part ("la parte de la
// mitad", "el pedazo de la mitad del video").
func middlePartAt(toks []token, i int) bool {
	if !toks[i].has(cSpan, "halfway") && !(toks[i].has(cMod, "half") && toks[i].word("mitad", "medio")) {
		return false
	}
	k := i - 1
	if k >= 0 && toks[k].word("la", "el") && !toks[i].has(cSpan) {
		k--
	}
	return k >= 1 && toks[k].word("de", "del") && toks[k-1].has(cKind, "part")
}

// readTimeVal reads one end of a time phrase at i: a time, a number, a
// span word (the end), an element (the title) or an element's edge (the
// end of the title).
func (f *frame) readTimeVal(i int, names nameIndex, elements bool) (timeVal, int) {
	toks := f.c.toks
	if i >= len(toks) {
		return timeVal{}, 0
	}
	t := toks[i]
	if t.timeLike() {
		if i+1 < len(toks) && (toks[i+1].kind == tPercent || toks[i+1].has(cKind) && !toks[i+1].has(cKind, "part")) {
			return timeVal{}, 0
		}
		return timeVal{sec: t.num, set: true}, 1
	}
	if middlePartAt(toks, i) {
		// "borrá la parte de la mitad (del video)": the middle part, which
		// is no stretch said (it removed from halfway to the end: silent)
		return timeVal{}, 0
	}
	if t.has(cMod, "half") && i > 0 && toks[i-1].word("la", "el") && t.word("mitad", "medio") {
		// "de la mitad en adelante", "desde el medio": halfway (the bare
		// "mitad" halved the volume instead)
		return timeVal{span: "halfway"}, 1
	}
	if t.has(cSpan) && !t.has(cSpan, "now") && !endCardWord(toks, i) {
		l, _ := t.get(cSpan)
		v := timeVal{span: l.val}
		k := 1
		if anchor, n := f.ofAnchor(i+1, names); n > 0 {
			v.anchor, k = anchor, k+n
		}
		return v, k
	}
	if !elements {
		if n, k := f.readNP(i, names); k > 0 && (n.kind != "part" || partOfAThing(&n)) {
			// "during the open house bit": the thing named (it was read as
			// a second thing to mute, and dropped)
			return timeVal{anchor: &n}, k
		}
		return timeVal{}, 0
	}
	if n, k := f.readNP(i, names); k > 0 && !n.pron || k > 0 && n.pron && n.said != "" && i > 0 {
		if n.kind == "part" && !partOfAThing(&n) {
			return timeVal{}, 0
		}
		return timeVal{anchor: &n}, k
	}
	return timeVal{}, 0
}

// partOfAThing: "the city part", "the open house bit": a part with no order
// said, named by a thing of the project, is that thing (it was read as
// during it, or 0 s, or as a second target); n becomes the thing.
func partOfAThing(n *np) bool {
	if n.kind != "part" || n.ord != 0 || len(n.names) == 0 {
		return false
	}
	n.kind, n.noun, n.part = "", "", true
	return true
}

// ofAnchor reads "of the interview" / "del clip" / "through the video".
func (f *frame) ofAnchor(i int, names nameIndex) (*np, int) {
	toks := f.c.toks
	if i+1 < len(toks) && ofTheVideo(toks[i]) && toks[i+1].word("de", "del") {
		// "los últimos 3 segundos del video de rocco": "del video" is lexed
		// as one word, and the name after it says which clip (it was the
		// end of the whole video, and "de rocco" a thing of its own)
		if n, k := f.readNP(i+2, names); k > 0 && !n.pron && len(n.names) > 0 && n.det != "a" {
			if n.kind == "" {
				n.kind = "video"
			}
			return &n, k + 2
		}
	}
	if i >= len(toks) || !(toks[i].has(cPrep, "of") || toks[i].word("through", "into", "de", "del", "of")) {
		return nil, 0
	}
	n, k := f.readNP(i+1, names)
	if k == 0 {
		return nil, 0
	}
	return &n, k + 1
}

// possessor is the thing said with 's right before a span ("the b-roll's
// first 2 seconds": the b-roll's, not the video's), taken off the targets
// where it was read as one; nil when there is none.
func (f *frame) possessor(i int) *np {
	toks := f.c.toks
	k := i - 1
	if k < 0 || !toks[k].poss {
		return nil
	}
	for t := len(f.targets) - 1; t >= 0; t-- {
		if n := f.targets[t]; n.end == i && (n.kind != "" || len(n.names) > 0) {
			f.targets = append(f.targets[:t], f.targets[t+1:]...)
			return &n
		}
	}
	return nil
}

func skipDets(toks []token, i int) int {
	for i < len(toks) && toks[i].kind == tWord && toks[i].has(cDet) && !toks[i].has(cKind) && !toks[i].has(cSpan) && !toks[i].has(cPos) {
		i++
	}
	return i
}

// readEvent reads a time that may be an element's moment, said with its
// verb before or after it: "the logo disappears", "termina la música",
// "the title ends", "aparece el logo".
// readMoment reads an element's event said as a moment: "the moment the
// logo disappears", "que sale el logo", "when the b-roll starts" (after
// "from" or "until"); it needs the event word, so "from the logo" stays a
// container.
func (f *frame) readMoment(i int, names nameIndex) (timeVal, int) {
	toks := f.c.toks
	j := i
	for j < len(toks) && toks[j].kind == tWord && toks[j].word("the", "moment", "el", "momento", "en", "when", "cuando", "that") {
		j++
	}
	v, k := f.readEvent(j, names)
	if k == 0 || v.anchor == nil || v.edge == "" || v.edge == "whole" {
		return timeVal{}, 0
	}
	return v, j + k - i
}

func (f *frame) readEvent(i int, names nameIndex) (timeVal, int) {
	toks := f.c.toks
	edge := ""
	j := i
	eventWord := func(t token) string {
		switch {
		case t.kind != tWord:
			return ""
		case t.has(cVerb, "end") || t.word("desaparece", "desaparezca", "sale", "goes", "gone", "over", "finished", "done"):
			return "end"
		case t.has(cVerb, "start") || t.word("aparece", "aparezca", "entra", "comes", "shows", "appears"):
			return "start"
		}
		return ""
	}
	for j < len(toks) && (eventWord(toks[j]) != "" || toks[j].word("que", "se", "is", "has")) {
		if e := eventWord(toks[j]); e != "" {
			edge = e
		}
		j++
	}
	if edge != "" && j > i && (j == len(toks) || toks[j].kind == tPunct || toks[j].has(cConn)) && (toks[i].word("que") || i > 0 && toks[i-1].word("hasta que", "until")) {
		// "y que dure hasta que termina": the end of "it", with no thing
		// said (refused: "say how long"); planTiming reads which thing
		return timeVal{anchor: &np{said: "it", pron: true, first: i, end: j}, edge: edge}, j - i
	}
	v, k := f.readTimeVal(skipDets(toks, j), names, true)
	if k == 0 {
		return timeVal{}, 0
	}
	end := skipDets(toks, j) + k
	if v.anchor != nil {
		for end < len(toks) && (eventWord(toks[end]) != "" || toks[end].word("is", "has", "up", "on", "screen")) {
			if e := eventWord(toks[end]); e != "" {
				edge = e
			}
			end++
		}
		if edge != "" {
			v.edge = edge
		}
	}
	return v, end - i
}

// edgePair reads the first of "the first and last 2 seconds", "los primeros
// y los últimos 2 segundos": that length at the start, and leaves "last 2
// seconds" to be read next (the first was dropped: only the end went).
func edgePair(toks []token, j int) (timeExpr, int) {
	if j+3 >= len(toks) || !toks[j].has(cOrd) || !toks[j+1].has(cConn, "and") {
		return timeExpr{}, 0
	}
	k := skipDets(toks, j+2)
	if k+1 >= len(toks) || !toks[k].has(cOrd) {
		return timeExpr{}, 0
	}
	dur := toks[k+1].num
	if !toks[k+1].timeLike() {
		// "el primer y el último segundo": one unit
		if dur = unitSeconds[toks[k+1].text]; toks[k+1].kind != tWord || dur < 1 {
			return timeExpr{}, 0
		}
	}
	a, _ := toks[j].get(cOrd)
	b, _ := toks[k].get(cOrd)
	if a.num*b.num != -1 {
		return timeExpr{}, 0
	}
	te := timeExpr{kind: "first", dur: dur}
	if a.num == -1 {
		te.kind = "last"
	}
	return te, 2
}

// listedEdge: "last" after "first ... and" is the end of the video, not the
// verb ("the first and last 2 seconds", "the first 2 seconds and last 3":
// the last seconds were read as a length and dropped).
func listedEdge(toks []token, i int) bool {
	return i >= 2 && toks[i-1].has(cConn, "and") && (toks[i-2].has(cOrd) || toks[i-2].kind == tTime)
}

// andAHalf is the length of "and a half", "y medio" at i (0 when none).
func andAHalf(toks []token, i int) int {
	if i >= len(toks) || !toks[i].has(cConn, "and") {
		return 0
	}
	j := i + 1
	if j < len(toks) && toks[j].word("a", "an") {
		j++
	}
	if j < len(toks) && toks[j].word("half", "medio", "media") && halfEndsTime(toks, j, j > i+1) {
		return j + 1 - i
	}
	return 0
}

// edgeOfPart reads "the first 10 seconds", "the last minute" after
// "after" or "before" as the moment between that part and the rest:
// "cut everything after the first minute" keeps the first minute (the
// first minute was cut, the part named instead of the moment).
func (f *frame) edgeOfPart(i int, names nameIndex) (timeVal, int) {
	te, k := f.readTime(i, names)
	if k == 0 || te.kind != "first" && te.kind != "last" {
		return timeVal{}, 0
	}
	v := timeVal{anchor: te.a.anchor, edge: "start", offset: te.dur}
	if te.kind == "last" {
		v.edge, v.offset = "end", -te.dur
	}
	switch {
	case v.anchor == nil && te.kind == "first":
		v = timeVal{sec: te.dur, set: true}
	case v.anchor == nil:
		v.span = "end"
	}
	return v, k
}

// restAfter reads the "after …" that follows the span word "rest": the
// moment the rest starts. k is 0 when none follows.
func restAfter(f *frame, span string, i int, names nameIndex) (timeExpr, int) {
	toks := f.c.toks
	if span != "rest" || i >= len(toks) || !toks[i].has(cPrep, "after") {
		return timeExpr{}, 0
	}
	te, k := f.readTime(i, names)
	if k == 0 || te.kind != "from" || te.prep != "after" {
		return timeExpr{}, 0
	}
	return te, k
}

// skipRough is the index after the words from j that say a figure is
// rough ("around 12 seconds", "unos 5 segundos").
func skipRough(toks []token, j int) int {
	for j < len(toks) && toks[j].kind == tWord && toks[j].word(hedgeWords...) {
		j++
	}
	return j
}

// wholeWord: "the whole", "all", "todo el", "toda la" before a thing.
func wholeWord(t token) bool {
	return t.kind == tWord && (t.has(cDet, "all") || t.word("whole", "the whole", "entire", "the entire", "todo", "toda", "todo el", "toda la"))
}

// lengthAfterComma: a time with its unit said alone after a comma, at the
// end of a clause that adds a thing, is how long it stays ("poné un texto
// … cuando empieza el pizarrón, 4 segundos"): it was read as the moment
// it starts, and the moment said before it was dropped.
func (f *frame) lengthAfterComma(i int) bool {
	toks := f.c.toks
	if f.verb != "add" && f.verb != "put" || i == 0 || toks[i].clock || toks[i].unit > 1 {
		return false
	}
	unitSaid := strings.ContainsAny(f.prompt[toks[i].pos:toks[i].end], "sS")
	last := i+1 == len(toks) || toks[i+1].kind == tPunct
	return unitSaid && last && toks[i-1].kind == tPunct && toks[i-1].text == ","
}
