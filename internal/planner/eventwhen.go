package planner

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// A clause of when something happens ("when the music stops", "cuando ana
// dice hola", "while rosa talks about the oven") is read here, once, for
// every caller: the text reader (where unquoted text stops), the time
// reader (readTime's "when"/"while" branch) and eventUnread (the question
// for an event the project cannot answer). An event places an edit only
// where the project answers it: an element's start or end, a thing while
// it shows, or a timed text whose words are what someone says or talks
// about. Words of the event the reader could not place are asked about,
// never dropped (the edit went over the whole span, at 0 s, or at another
// thing's time).

// eventWords open a clause of when; point is true for those of a moment
// ("when", "cuando", "as soon as") and false for those of a stretch
// ("while", "mientras").
var eventPointWords = []string{"when", "cuando", "whenever", "as soon as", "apenas", "en cuanto", "right when", "just when", "right as"}
var eventSpanWords = []string{"while", "mientras", "right while"}

// eventWord: t opens a clause of when; point says whether it is a moment.
func eventWord(t token) (ok, point bool) {
	if t.kind != tWord {
		return false, false
	}
	if t.word(eventPointWords...) {
		return true, true
	}
	return t.word(eventSpanWords...), false
}

// eventOpener: the word at j opens a clause of when something happens
// followed by more words: a time said by an event, which unquoted text
// never holds, unless it is said to the viewer ("Smile when you see the
// kitchen").
func eventOpener(toks []token, j int) bool {
	if ok, _ := eventWord(toks[j]); !ok {
		return false
	}
	return j+1 < len(toks) && toks[j+1].kind == tWord && !toks[j+1].word("you", "u", "ya", "vos", "tu", "tú", "usted", "ustedes")
}

// textEventOpener: eventOpener where unquoted new words may stop: not
// before the first person ("hold on while we load"), unless it says words
// ("when I say hello" is a moment).
func textEventOpener(toks []token, j int) bool {
	if !eventOpener(toks, j) {
		return false
	}
	said := func(t token) bool { return t.word(eventSayWords...) || t.has(cTextIntro) }
	return !firstPersonAfter(toks[j+1]) || said(toks[j+1]) || j+2 < len(toks) && said(toks[j+2])
}

// firstPersonAfter: the word after "while"/"mientras"/"cuando" is the
// user or the team in the first person ("hold on while we load", "esperá
// mientras cargamos"): words said to the viewer, inside unquoted text, not
// a moment of the project (the text was cut to "hold" at 0 s). "while I
// talk" is one word, the voice, and stays a moment.
func firstPersonAfter(t token) bool {
	if t.kind != tWord || t.has(cKind) || strings.Contains(t.text, " ") {
		return false
	}
	if t.word("we", "i", "im", "i'm", "we're", "were", "weve", "we've", "ive", "i've", "nosotros", "nosotras", "yo") {
		return true
	}
	// a Spanish verb of "we" ("cargamos", "salimos") or of "I" ("cargo")
	for _, suf := range []string{"amos", "emos", "imos"} {
		if len(t.text) > 5 && strings.HasSuffix(t.text, suf) {
			return true
		}
	}
	return firstPersonSpanish(t)
}

// eventSayWords: a verb of someone saying words ("when ana says hello",
// "cuando dice hola"); topicWords open what someone talks about ("talks
// about the starter", "habla de la masa").
var eventSayWords = []string{"says", "say", "said", "dice", "dicen", "dijo", "mentions", "mention", "menciona", "mencionan", "nombra",
	// the user's own words ("poné el logo cuando digo hola"): a moment of
	// the talk, never the words of a new text (a text "hola" was added)
	"digo", "decimos", "dije", "dijimos", "diga"}
var topicWords = []string{"about", "de", "del", "sobre", "of", "acerca de"}

// saidInEvent: the word at i ("says", "dice") is the verb of an event
// ("put the logo on when ana says hello"), not the words of a new text (a
// text "hello" was added at ana's label's time).
func saidInEvent(toks []token, i int) bool {
	if !toks[i].word(eventSayWords...) {
		return false
	}
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		t := toks[j]
		if eventOpener(toks, j) {
			return true
		}
		if t.kind != tWord || t.has(cKind) || t.has(cVerb) || t.has(cTextIntro) {
			return false
		}
	}
	return false
}

// eventWordsEnd is where the words of an event that go on from k stop:
// at a mark, a quote, a place, a time or a number, the clause's own verb
// said after the event, or another clause of when. Prepositions and
// articles left before that stop are not the event's ("... in the
// center").
func (f *frame) eventWordsEnd(k int) int {
	toks := f.c.toks
	e := k
	for ; e < len(toks); e++ {
		t := toks[e]
		if t.kind != tWord || t.has(cPos) || t.has(cSpan) || t.has(cTextIntro) && !t.word(eventSayWords...) || eventOpener(toks, e) ||
			t.has(cConn) || f.verb == "" && isVerbAt(toks, e) && !t.word(eventSayWords...) {
			break
		}
	}
	for e > k && (toks[e-1].has(cPrep) || toks[e-1].has(cDet)) {
		e--
	}
	return e
}

// eventFiller: a word an event may end with that says nothing more ("when
// the logo appears on screen again").
func eventFiller(t token) bool {
	return t.kind == tWord && (t.has(cDet) || t.has(cPrep) || t.has(cFiller) || t.has(cProp, "visible") ||
		t.word("on", "screen", "pantalla", "playing", "again", "otra", "vez", "up", "there", "in", "out", "the", "video", "todos", "todas", "everyone", "everybody"))
}

// eventSaid reads what follows an event's subject (the token at end): what
// someone says or talks about ("when ana says hello", "while rosa talks
// about the oven", "cuando habla de la masa") is the time of the text
// whose words those are; any other words that go on the event ("when the
// starter doubles in size") are more than the reader placed. It returns
// the time and where the event's words end, with ok; an event it cannot
// place is noted in f.eventUnsaid (asked before any time is resolved).
func (f *frame) eventSaid(open, end int, talk bool, names nameIndex) (timeExpr, int, bool) {
	toks := f.c.toks
	k := end
	said := k < len(toks) && toks[k].word(eventSayWords...)
	if said {
		k++
	}
	topic := said || talk && k < len(toks) && toks[k].word(topicWords...)
	for topic && k < len(toks) && toks[k].word(topicWords...) {
		k++
	}
	stop := f.eventWordsEnd(k)
	if topic {
		j := skipDets(toks, k)
		if v, m := f.readTimeVal(j, names, false); m > 0 && v.anchor != nil && j+m >= stop && !v.anchor.pron {
			// the words said are those of a timed text: while it shows
			n := *v.anchor
			n.kind, n.noun = "text", ""
			return timeExpr{kind: "anchor", a: timeVal{anchor: &n, edge: "whole"}, prep: "during"}, max(stop, j+m), true
		}
		if stop == k {
			stop = max(stop, min(k+1, len(toks)))
		}
		f.noteEventUnsaid(open, stop)
		return timeExpr{}, stop, false
	}
	if slices.ContainsFunc(toks[end:stop], func(t token) bool { return !eventFiller(t) }) {
		f.noteEventUnsaid(open, stop)
		return timeExpr{}, stop, false
	}
	return timeExpr{}, end, false
}

// noteEventUnsaid keeps the words of an event from open to stop that the
// project cannot answer, for eventUnread.
func (f *frame) noteEventUnsaid(open, stop int) {
	toks := f.c.toks
	if f.eventUnsaid == "" && stop > open {
		f.eventUnsaid = strings.TrimSpace(f.prompt[toks[open].pos:toks[stop-1].end])
	}
}

// eventUnread: a time said by an event ("cuando arranca la nota de la
// periodista") that no time was read from, and that names nothing of the
// project after it, or an event whose words the time reader could not
// place ("when the starter doubles in size", "when ana says hello" with no
// text saying it): asked, never dropped (the b-roll went in at 0 s once
// every word of the clause was known; the subtitle went at the starter's).
func eventUnread(f *frame, r *resolver) *question {
	if f.eventUnsaid != "" {
		return eventQuestion(f.eventUnsaid)
	}
	if len(f.times) > 0 {
		return nil
	}
	toks := f.c.toks
	for j, t := range toks {
		if (f.saysAt < 0 || j < f.saysAt) && eventOpener(toks, j) {
			if slices.ContainsFunc(f.targets, func(n np) bool {
				ts, err := r.elements(n)
				return n.first > j && err == nil && len(ts) > 0
			}) {
				return nil // "when the pan starts sizzling": while the frying clip shows (onElement)
			}
			// only of a thing there: a new thing added "while we load"
			// has no moment of its own to fall back on (WAIT went at 0 s)
			if !newThingOnly(f) && !slices.ContainsFunc(toks[j+1:], func(u token) bool {
				return u.kind == tWord && (u.has(cDet) || u.has(cKind) || capitalised(f.prompt[u.pos:u.end]))
			}) {
				return nil // "duplicá el sol cuando termina": when the thing itself ends (its planner reads it)
			}
			return eventQuestion(strings.TrimSpace(f.prompt[t.pos:toks[len(toks)-1].end]))
		}
	}
	return nil
}

// eventQuestion asks when an event is.
func eventQuestion(said string) *question {
	return &question{fmt.Sprintf("When is %q? Basic mode could not find that moment in the project; say the time, e.g. \"at 0:12\".", said)}
}

// addedAtTheVeryEnd: a new thing put at the moment an element ends, where
// that moment is the end of the video ("add a text saying Happy when the
// music stops", the music running to the end): nothing shows after it, so
// when is asked (the text ran 5 s past the end). So is a thing there moved
// to that moment ("put the heart when the music stops", "move the heart to
// when the last clip ends": it was moved to the video's end, past every
// picture, and reported as done).
func addedAtTheVeryEnd(f *frame, sp span, total float64, intent string) *question {
	if !contains([]string{"add text", "add sticker", "add media", "move", "place+move"}, intent) || total <= 0 || len(sp.ranges) > 0 || len(sp.points) != 1 {
		return nil
	}
	if sp.points[0] < total-1e-6 {
		return nil
	}
	for _, te := range f.times {
		if te.a.anchor != nil && te.kind == "point" {
			return &question{fmt.Sprintf("%q is at %s, where the video ends: nothing shows after it. When should it show instead? Say e.g. \"the last 3 seconds\".",
				te.said, secs(total))}
		}
	}
	return nil
}

// heldTime is a time a clause said and moved nothing in, for the clauses
// after it (refContext.held).
type heldTime struct {
	span rng
	said string
	on   bool // a clause after acted on exactly the thing of that time
}

// holdTime is what rc.held becomes after a planned clause: the time it
// said (rc.timeSaid, set only when it moved nothing), or the one held
// before while this clause acted inside it, marked on when it acted on
// exactly the thing of that time; none after a clause that moved things
// or acted elsewhere.
func holdTime(rc *refContext, intent string, touched bool) *heldTime {
	if rc.timeSaid != "" && rc.hasSpan {
		return &heldTime{span: rc.lastSpan, said: rc.timeSaid}
	}
	h := rc.held
	if h == nil || contains(timingIntents, intent) || !touched || !rc.hasSpan {
		return nil
	}
	in := rc.lastSpan.a >= h.span.a-1e-6 && rc.lastSpan.b <= h.span.b+1e-6
	if !in {
		return nil
	}
	same := math.Abs(rc.lastSpan.a-h.span.a) < 1e-6 && math.Abs(rc.lastSpan.b-h.span.b) < 1e-6
	return &heldTime{span: h.span, said: h.said, on: h.on || same}
}

// newThingOnly: the clause, with a verb of its own and no time, adds a new
// text or sticker and names nothing of the project ("put WOW in the
// center", "add a star").
func newThingOnly(f *frame) bool {
	return len(f.times) == 0 && f.verbAt >= 0 && (f.verb == "add" || f.verb == "put") && len(f.effects) == 0 && addsNewOnly(f, false)
}

// carryHeldTime: "mute laura during the robot clip, mirror the robot clip
// and put WOW in the center": a new thing added with no time of its own
// after clauses that all act on one thing's time goes over that time (WOW
// went at 0 s). Only where a clause between acted on exactly that thing;
// a new thing right after a time said otherwise is asked
// (addedAfterATime).
func carryHeldTime(f *frame, rc *refContext) {
	if rc.held == nil || !rc.held.on || !newThingOnly(f) {
		return
	}
	if _, _, ok := spanBackAt(f); ok {
		return // "there", "esa parte": carrySpanBack's
	}
	f.times = []timeExpr{spanSaidBack(rc.held.span, rc.held.said, -1)}
}

// addedAfterATime: "mute the music from 10 to 20 and put WOW in the
// center": the new thing may go over the time the clause before said or
// at its own default; asked, never put at 0 s unsaid.
func addedAfterATime(f *frame, rc *refContext) *question {
	if rc.timeSaid == "" || !rc.hasSpan || !newThingOnly(f) {
		return nil
	}
	if _, _, ok := spanBackAt(f); ok {
		return nil
	}
	what := "it"
	switch {
	case f.text != "":
		what = fmt.Sprintf("%q", f.text)
	case len(f.quotes) > 0:
		what = fmt.Sprintf("%q", f.quotes[0])
	case len(f.targets) > 0 && f.targets[0].said != "":
		what = f.targets[0].said
	}
	span := rc.lastSpan
	return &question{fmt.Sprintf("When does %s go: %s (%s–%s), as the clause before, or at another time? Say \"there too\" for that part, or the time, e.g. \"at 0:05\".",
		what, rc.timeSaid, secs(span.a), secs(span.b))}
}

// spanOpenerWords say a stretch by a thing after them ("during the podium
// photo", "mientras el QR").
var spanOpenerWords = []string{"during", "durante", "while", "mientras", "whilst", "throughout", "a lo largo de"}

// addedDuringAThing: a thing added "during" another that the time reader
// left as a second thing ("put the guest cam in the top left during the
// garden") is the time it goes over, found or asked: it was dropped, and
// the file went in at 0 s.
func (f *frame) addedDuringAThing() {
	if len(f.times) > 0 || len(f.targets) < 2 || !(f.verb == "add" || f.verb == "put") {
		return
	}
	toks := f.c.toks
	kept := f.targets[:1]
	for _, n := range f.targets[1:] {
		if n.first > 0 && n.first <= len(toks) && toks[n.first-1].word(spanOpenerWords...) && !n.pron && n.det != "a" && len(f.times) == 0 {
			anchor := n
			f.times = append(f.times, timeExpr{kind: "anchor", a: timeVal{anchor: &anchor, edge: "whole"}, prep: "during", said: n.said, first: n.first})
			continue
		}
		kept = append(kept, n)
	}
	f.targets = kept
}

// eventDoerPronouns: who does what an event says, said by a pronoun
// ("when they hand out the water", "while they're plating").
var eventDoerPronouns = []string{"they", "theyre", "he", "hes", "she", "shes", "ellos", "ellas", "el", "ella"}

// eventLeaveWords: a doing that is the end of the thing after it ("when
// they leave the garden"), never while it shows: asked. ("salen las
// medialunas" is when they come out: "sale de" says leaving.)
var eventLeaveWords = []string{"leave", "leaves", "leaving", "exit", "exits", "exiting", "quit", "quits", "depart", "departs",
	"abandon", "abandonan", "abandona", "dejan", "deja", "finish", "finishes", "terminan",
	// ending verbs: "when she closes the interview" is its end, not while
	// it shows (it was the whole interview: silent)
	"close", "closes", "closing", "stop", "stops", "stopping", "skip", "skips", "skipping", "wrap", "wraps", "wrapping",
	"end", "ends", "ending", "conclude", "concludes", "complete", "completes", "cut", "cuts", "kill", "kills",
	"cierra", "cierran", "cierre", "termina", "terminen", "termine", "saltan", "salta", "saltean", "saltea", "cortan", "corta",
	"finaliza", "finalizan", "acaba", "acaban", "concluye", "concluyen", "apaga", "apagan"}

// eventDoerSkipped: after "when"/"cuando", a pronoun and words the
// planner does not know ("when they hand out the water", "cuando salen
// las medialunas", "while they're plating") before a thing of the project:
// the event is while that thing shows (its doing is what the thing shows).
// The words were left out and sank the request. j when what follows is not
// a thing there ("the"/"el" or a name of the project), so the event stays
// asked.
func eventDoerSkipped(toks []token, j int, names nameIndex) int {
	k := j
	if k < len(toks) && toks[k].kind == tWord && toks[k].word(eventDoerPronouns...) && !names.has(toks[k]) && !toks[k].has(cDet) {
		k++
	}
	unknown := 0
	for k < len(toks) && unknown < 2 && toks[k].kind == tWord && len(toks[k].lex) == 0 && !names.has(toks[k]) && !toks[k].word(eventLeaveWords...) {
		k++
		unknown++
		for k < len(toks) && toks[k].kind == tWord && toks[k].word("out", "up", "off") && !names.has(toks[k]) {
			k++
		}
	}
	if k == j || k >= len(toks) || toks[k].kind != tWord {
		return j
	}
	if toks[k].has(cDet, "the") || names.has(toks[k]) {
		return k
	}
	return j
}
