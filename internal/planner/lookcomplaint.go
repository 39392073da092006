package planner

import (
	"context"
	"regexp"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A complaint about how a thing looks, said beside the edit that fixes
// it: "make the channel bug fully opaque please, it looks washed out",
// "ponele un poco de nitidez a las diapos, se ven borrosas", "sacale el
// blanco y negro a la ceremonia, quedó horrible", "el logo del gym está
// muy fuerte, ponelo medio transparente", "the plating colours are too
// much, tone the saturation effect down to 10". The complaint was read as
// an edit of its own ("washed out" an effect over the whole picture,
// "borrosas" a blur against the sharpen asked, "fuerte" a volume) and the
// whole request was refused, though the edit beside it says what to do.
//
// lookRemarkSetAside (vlookremark.go) sets aside a reason with no look
// word after a look; this reader takes the complaint that does hold one
// (a look, a colour, a size, a strength), after the edit or before it.
// It is tried only when the request as said was not planned. The edit
// alone must plan to looks, hides or removals only; the complaint must be
// a statement (no command, no number, time, quoted text, place, or
// timing, no wish of another change: "it should also be red" stays) and
// name no thing but the edit's own. Said before an edit that names no
// thing ("…, ponelo medio transparente"), the complaint's one thing is
// what the edit is about.

// complaintStateWords lead a statement of how a thing is or looks.
var complaintStateWords = []string{"sit", "sits", "se distingue", "se distinguen", "se nota", "quede", "look like", "looks like"}

// complaintGreetings may open a request before its complaint.
var complaintGreetings = []string{"disculpe", "disculpa", "disculpame", "perdon", "perdone", "perdona", "sorry", "excuse me",
	"hola", "hi", "hey", "hello", "buenas", "buenas tardes", "buenos dias", "buenas noches"}

// complaintWishWords ask a change of their own inside a statement.
var complaintWishWords = []string{"should", "must", "need", "needs", "has to", "have to", "also", "as well", "debe", "deberia",
	"tiene que", "tendria", "tambien", "sea", "este", "esten", "sean", "instead", "en cambio", "but", "pero"}

// lookComplaintSetAside plans the request without the complaint beside its edit.
func lookComplaintSetAside(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	if ed == nil || ed.Project == nil {
		return Plan{}, false
	}
	ix := videoNames(ed.Project)
	same := oneAssetNames(ed.Project)
	toks := lex(prompt, newVocabulary(ix.words()))
	var openers []int
	for i, t := range toks {
		if complaintOpener(t) && i > 0 && i < len(toks)-1 {
			openers = append(openers, i)
		}
	}
	if len(openers) == 0 || len(openers) > 3 {
		return Plan{}, false
	}
	try := func(rebuilt string, remark []token) (Plan, bool) {
		plan := planVideo(ctx, strings.TrimSpace(rebuilt), ed, opt)
		if plan.Status != StatusPlanned || !lookOrRemovalSteps(plan.Steps) ||
			!complaintAnswered(complaintKindText(prompt, remark, ix), plan.Steps, ed) {
			return Plan{}, false // (a complaint of another kind asks an edit of its own: lookcomplaintkind.go)
		}
		said := rawOf(prompt, remark)
		plan.Reply += " " + asideNote([]string{said})
		plan.Parse = append(plan.Parse, ClauseParse{Text: said, Intent: "note", Status: StatusPlanned,
			Reason: "a complaint of how it looks: why the edit beside it is asked"})
		return plan, true
	}
	// the complaint after the edit: the last part
	{
		i := openers[len(openers)-1]
		head, remark := toks[:i], toks[i+1:]
		if things, ok := lookComplaintWords(remark, prompt, ix); ok && thingsOf(head, ix) > 0 &&
			(len(things) == 0 || slices.ContainsFunc(things, func(t token) bool { return namedIn(t, head, ix, same) })) {
			if plan, ok := try(prompt[:toks[i].pos], remark); ok {
				return plan, true
			}
		}
	}
	// the complaint before the edit: the first part after any courtesy
	for n, i := range openers {
		from := 0
		if n > 0 {
			from = openers[n-1] + 1
		}
		if n > 0 && !courtesyOnly(prompt, toks[:openers[n-1]], ix.has) &&
			slices.ContainsFunc(complaintWords(toks[:openers[n-1]], ix), func(t token) bool { return !t.word(complaintGreetings...) }) {
			break
		}
		remark, head := toks[from:i], toks[i+1:]
		things, ok := lookComplaintWords(remark, prompt, ix)
		if !ok || len(contentTokens(head)) < 1 || !commandLed(head) && !askedCommand(head) {
			continue
		}
		rebuilt := prompt[:toks[from].pos] + prompt[toks[i+1].pos:]
		switch {
		case len(things) == 0 && complaintSubject(remark, ix) == nil:
			continue // a complaint of no thing said before an edit may ask its own
		case thingsNamed(slices.DeleteFunc(slices.Clone(head), func(t token) bool { return t.has(cMod) }), ix.hasOwn) == 0:
			thing := oneThingOf(clause{toks: remark, raw: rawOf(prompt, remark)}, ix.has)
			if thing == nil {
				thing = complaintSubject(remark, ix)
			}
			if thing == nil {
				break
			}
			rebuilt = prompt[:toks[from].pos] + rawOf(prompt, thing) + ", " + prompt[toks[i+1].pos:]
		case len(things) > 0 && !slices.ContainsFunc(things, func(t token) bool { return namedIn(t, head, ix, same) }):
			// "the plating colours are too much, tone the saturation
			// down": another thing, only when the edit is of an effect
			plan, ok := try(rebuilt, remark)
			if ok && !slices.ContainsFunc(plan.Steps, func(s Step) bool { return s.Name() != "update_effect" && !deletesEffect(s, ed) }) {
				return plan, true
			}
			continue
		}
		if plan, ok := try(rebuilt, remark); ok {
			return plan, true
		}
	}
	return Plan{}, false
}

// complaintOpener: a mark between a complaint and its edit.
func complaintOpener(t token) bool {
	return t.kind == tPunct && (t.text == "," || t.text == ";" || t.text == ":" || t.text == "—" || t.text == "–" || t.text == "-" ||
		t.text == "--" || t.text == "." || t.text == "!" || t.text == "¿")
}

// askedCommand: a command asked as a question ("¿podría hacerlo más grande?").
func askedCommand(toks []token) bool {
	c := contentTokens(toks)
	return len(c) > 1 && c[0].word("podrias", "podria", "podes", "puede", "could", "can", "would") && startsWithVerb(c[1:])
}

// thingsOf counts the things of the project the words name by a name of
// their own (a description's word is what a picture shows).
func thingsOf(toks []token, ix nameIndex) int {
	return thingsNamed(toks, ix.hasOwn) + len(slices.DeleteFunc(slices.Clone(toks), func(t token) bool {
		return !(t.kind == tWord && t.has(cPron))
	}))
}

// namedIn: word t of a complaint names the thing the edit names.
func namedIn(t token, head []token, ix nameIndex, same func(a, b token) bool) bool {
	return slices.ContainsFunc(head, func(h token) bool {
		return h.kind == tWord && (fold(h.text) == fold(t.text) || ix.has(h) && same(h, t))
	})
}

// complaintStateRe finds the verb of a statement of how a thing is, in a
// complaint's folded words (the lexer joins it to the words after it:
// "are too much", "esta muy fuerte", "looks washed out").
var complaintStateRe = regexp.MustCompile(`(^| )(is|are|was|its|looks?|looked|seems?|feels?|sits?|se ve|se ven|ven|veo|see|se vea|se vean|vea|vean|esta|estan|es|son|queda|quedan|quedo|quedaron|quede|parece|parecen|se nota|se distingue|se distinguen|says|said|dice|dicen|came out|salio)( |$)`)

// complaintParticipleRe: a verb's word said as how a thing is ("se ve
// cortada", "it looks washed out"), not a command.
var complaintParticipleRe = regexp.MustCompile(`(ado|ada|ados|adas|ido|ida|idos|idas|ed|en|off|out)$`)

// complaintWords: the words of a complaint, without marks, laughs and courtesy.
func complaintWords(toks []token, ix nameIndex) []token {
	return slices.DeleteFunc(slices.Clone(toks), func(t token) bool {
		return t.kind == tPunct || laughWord(t) || t.kind == tWord && t.word(remarkCourtesy...) && !ix.has(t)
	})
}

// lookComplaintWords: the words are a complaint of how a thing is, and
// the words of the one thing they name (none when they name none).
func lookComplaintWords(toks []token, raw string, ix nameIndex) ([]token, bool) {
	w := complaintWords(toks, ix)
	if len(w) < 2 || len(w) > 14 {
		return nil, false
	}
	if startsWithVerb(w) && !w[0].word(stateWords...) && !w[0].word(complaintStateWords...) && !w[0].word("que", "it", "they") {
		return nil, false // a command
	}
	rawText := func(t token) string { return t.text }
	if raw != "" {
		rawText = func(t token) string {
			if t.pos >= 0 && t.end <= len(raw) && t.pos < t.end {
				return raw[t.pos:t.end]
			}
			return t.text
		}
	}
	folded := make([]string, len(w))
	for k, t := range w {
		folded[k] = fold(rawText(t)) // as typed: "distingue" is not a typo of "disminuye"
	}
	at := -1 // the word that holds the statement's verb
	for k := range w {
		if complaintStateRe.MatchString(folded[k]) || k > 0 && folded[k-1] == "se" && complaintStateRe.MatchString("se "+folded[k]) {
			at = k // ("se" and "distingue" come apart)
			break
		}
	}
	if at < 0 || slices.Contains([]string{"more", "less", "mas", "menos"}, folded[len(folded)-1]) {
		return nil, false // ("it looks more": more what is not said)
	}
	var things []token
	whole := false // "the video", "la foto": the whole picture, unless a thing is said with it
	for k, t := range w {
		if t.kind != tWord {
			return nil, false // a number, a time, a quoted text
		}
		switch {
		case t.word(complaintWishWords...) || t.word(timingRemarkWords...):
			return nil, false
		case t.has(cNo) && (k+1 == at || k+2 == at && folded[k+1] == "se"):
			// "casi no se distingue": not seen, not "no X"
		case k == at || t.has(cTextIntro) && t.word(opinionWords...):
			// the statement's verb ("looks" is no effect here), "the client says"
		case t.has(cPos) || t.has(cTextIntro) || t.has(cNo) || t.has(cSpan) && !t.has(cSpan, "on"):
			// (and "blurry at the start": a part of the thing, not all of it)
			return nil, false
		case t.has(cVerb, "delete", "add", "cut", "trim", "split", "move", "duplicate", "mute", "replace", "undo", "redo", "text",
			"extend", "shorten", "start", "end", "show", "hide") && !(k > at && complaintParticipleRe.MatchString(folded[k])):
			return nil, false
		case t.has(cKind, "subject", "face", "background", "everything"):
		case t.word(documentWords...) && k > 0 && w[k-1].has(cDet):
			whole = true
		case ix.hasOwn(t) || t.has(cKind) && !t.has(cMod) && !t.word(documentWords...) || t.has(cSticker) && k > 0 && w[k-1].has(cDet):
			things = append(things, t)
		}
	}
	if thingsNamed(w, func(t token) bool { return ix.hasOwn(t) && !t.has(cKind, "everything") }) > 1 {
		return nil, false
	}
	if whole && len(things) == 0 {
		return nil, false // "the video is too dark": a look of its own
	}
	return things, true
}

// lookOrRemovalSteps: every step changes how a thing looks, hides it, or
// removes a thing.
func lookOrRemovalSteps(steps []Step) bool {
	return len(steps) > 0 && !slices.ContainsFunc(steps, func(s Step) bool {
		n := s.Name()
		return n != "update_clip" && n != "apply_effect" && n != "update_effect" && n != "delete_timeline_elements"
	})
}

// deletesEffect: the step removes effects only.
func deletesEffect(s Step, ed *videotools.Editor) bool {
	if s.Name() != "delete_timeline_elements" {
		return false
	}
	p := string(s.Params)
	for _, tr := range ed.Project.Tracks {
		for _, e := range tr.Elements {
			if strings.Contains(p, `"`+e.ID+`"`) && e.Type != timeline.ElementEffect {
				return false
			}
		}
	}
	return true
}

// complaintSubject: the words before a complaint's statement, when they
// name things of the project ("la estrella y el corazón quedan…").
func complaintSubject(toks []token, ix nameIndex) []token {
	for k, t := range toks {
		if t.kind == tWord && complaintStateRe.MatchString(fold(t.text)) {
			if k > 0 && thingsNamed(toks[:k], func(t token) bool { return ix.has(t) || t.has(cSticker) }) > 0 {
				return toks[:k]
			}
			return nil
		}
	}
	return nil
}
