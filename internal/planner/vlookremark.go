package planner

import (
	"context"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A remark said after a look or an effect, about why it is asked: "blur
// the customers clip, we dont have permission from some of them", "flip
// the sowing clip horizontally, my phone recorded it mirrored", "zoom in
// on the crew photo a bit, theres too much floor", "tilt the text 10
// degrees, more fun", "flip it so she goes left to right". Each was
// refused for the remark's words ("permission", "not", "floor", "goes").
//
// It is tried only when the request as said was not planned, so nothing
// planned before reads differently: the words before the remark are
// planned alone and must be a look only (the place, size, turn, flip,
// opacity or blend of a thing, or an effect), and the remark must ask no
// edit of its own: a statement, not led by a verb, with no number, time,
// quoted text, place, look, colour, size or property, and no thing of
// the project but the ones the edit names. The remark is named in the
// reply, as the asides of setAsides are.

// lookRemarkSetAside plans the request without the remark after its look.
// failed is the plan of the request as said: only a refusal for a word
// left unread falls back ("flip the logo, it should show up later" asked
// how much later, "flip the interview, it should be reversed" said no
// tool plays a clip backwards: both stay as they were, not a look done
// with the timing dropped).
func lookRemarkSetAside(ctx context.Context, prompt string, failed Plan, ed *videotools.Editor, opt Options) (Plan, bool) {
	if ed == nil || ed.Project == nil || !unknownWordRefusal(failed) {
		return Plan{}, false
	}
	names := videoNames(ed.Project)
	toks := lex(prompt, newVocabulary(names.words()))
	for i := len(toks) - 2; i > 1; i-- {
		if !remarkOpener(toks[i]) {
			continue
		}
		head, tail := toks[:i], toks[i+1:]
		if !lookRemark(tail, head, names.has, oneAssetNames(ed.Project)) {
			continue
		}
		plan := planVideo(ctx, strings.TrimSpace(prompt[:toks[i].pos]), ed, opt)
		if plan.Status != StatusPlanned || !lookStepsOnly(plan.Steps) {
			continue
		}
		said := rawOf(prompt, tail)
		plan.Reply += " " + asideNote([]string{said})
		plan.Parse = append(plan.Parse, ClauseParse{Text: said, Intent: "note", Status: StatusPlanned,
			Reason: "why the edit before is asked: no edit of its own"})
		return plan, true
	}
	return Plan{}, false
}

// unknownWordRefusal: the plan was refused for a word it could not read,
// not asked back nor refused for want of a tool.
func unknownWordRefusal(p Plan) bool {
	return p.Status != StatusPlanned && p.Status != StatusQuestion &&
		(strings.Contains(p.Reply, "would leave out") || strings.Contains(p.Reply, "does not know the word") ||
			strings.Contains(p.Reply, "does not act on")) // "there's a kid's face we can't show"
}

// remarkOpener: a mark or a word after which a reason may follow.
func remarkOpener(t token) bool {
	if t.kind == tPunct {
		return t.text == "," || t.text == ";" || t.text == ":" || t.text == "(" || t.text == "-"
	}
	return t.kind == tWord && t.word("so", "so that", "because", "bc", "cuz", "cause", "since", "porque", "ya que", "pq", "xq")
}

// lookStepsOnly: every step changes only how a thing looks.
func lookStepsOnly(steps []Step) bool {
	return len(steps) > 0 && !slices.ContainsFunc(steps, func(s Step) bool {
		return s.Tool != "update_clip" && s.Tool != "apply_effect" && s.Tool != "update_effect"
	})
}

// remarkLeads open a statement: who or what it is about, or how it is.
var remarkLeads = []string{"it", "its", "it s", "they", "theyre", "they re", "there", "theres", "there s", "we", "were", "i", "im",
	"my", "our", "the", "this", "that", "thats", "he", "she", "hes", "shes", "his", "her", "their", "some", "more",
	"se", "el", "la", "los", "las", "mi", "mis", "nuestro", "nuestra", "nos", "no", "hay", "es", "esta", "queda", "quedo", "mas"}

// timingRemarkWords say when or how long a thing shows: a timing asked,
// not why a look is.
var timingRemarkWords = []string{"later", "earlier", "sooner", "first", "last", "longer", "shorter", "less", "longer",
	"too soon", "too late", "too early", "too long", "too short", "forever", "briefly", "tarde", "temprano", "antes", "despues",
	"primero", "ultimo", "mas tiempo", "menos tiempo", "mas largo", "mas corto", "dure", "dura", "stay", "stays", "lasts"}

// remarkCourtesy may be said around a remark and mean nothing.
var remarkCourtesy = []string{"please", "pls", "plz", "tbh", "af", "lol", "vale", "ok", "okay", "eh", "porfa", "por favor", "honestly", "really", "kinda", "kind of"}

// orientationWords say a picture shows the wrong way round, beside a flip or a turn.
var orientationWords = []string{"mirrored", "backwards", "backward", "reversed", "inverted", "flipped", "crooked", "tilted", "upside down",
	"wrong way", "al reves", "del reves", "espejado", "espejada", "invertido", "invertida", "torcido", "torcida", "chueco", "chueca", "cabeza abajo"}

// oneAssetNames reports whether two words name the same file of the
// project ("vale" and "kickflip" both name kickflip_vale.mp4).
func oneAssetNames(p *timeline.Project) func(a, b token) bool {
	return func(a, b token) bool {
		for _, as := range p.Assets {
			words := map[string]bool{}
			for _, w := range nameWords(as.Name) {
				for _, o := range sameNames(w) {
					words[o] = true
				}
			}
			if words[fold(a.text)] && words[fold(b.text)] {
				return true
			}
		}
		return false
	}
}

// lookRemark: tail only says why the look in head is asked.
func lookRemark(tail, head []token, names func(token) bool, same func(a, b token) bool) bool {
	w := slices.DeleteFunc(slices.Clone(tail), func(t token) bool {
		return t.kind == tPunct || laughWord(t) || t.kind == tWord && t.word(remarkCourtesy...) && !names(t)
	})
	turned := flipOrTurn(head)
	inHead := func(t token) bool {
		return slices.ContainsFunc(head, func(h token) bool {
			return h.kind == tWord && (fold(h.text) == fold(t.text) || names(h) && same(h, t))
		})
	}
	if len(w) < 2 || !w[0].word(remarkLeads...) && !contraction(w[0], "it", "they", "there", "we", "im") && !(names(w[0]) && inHead(w[0])) {
		return false // a remark is led by who or what it is about ("vale goes left to right")
	}
	negated := false
	for k := 0; k < len(w); k++ {
		t := w[k]
		if t.kind != tWord {
			return false // a number, a time, a quoted text
		}
		if turned && k+1 < len(w) && t.word("wrong") && w[k+1].word("way") {
			k++ // "the car faces the wrong way"
			continue
		}
		switch {
		case t.word("there", "theres", "hay"):
			// "there's a kid's face": what is in the footage, not "there" the time
		case turned && t.word(orientationWords...):
		case turned && t.word("left to right", "right to left", "de izquierda a derecha", "de derecha a izquierda"):
			// "so she goes left to right": which way round, why the flip
		case t.has(cNeg):
			negated = true
		case t.has(cPron) || t.has(cDet) || t.has(cFiller) || t.has(cConn):
		case t.has(cKind, "subject", "face", "background"):
			// "the guy", "a kid's face": someone in the footage, not a thing
			// of the project
		case names(t) || t.has(cKind) && !t.word(documentWords...):
			if !inHead(t) {
				return false // another thing: maybe an edit of its own
			}
		case t.has(cVerb, "delete", "add", "cut", "trim", "split", "move", "duplicate", "mute", "replace", "undo", "redo", "text", "volume"):
			return false
		case t.has(cMod, "later", "earlier", "shorter", "longer") || t.has(cVerb, "extend", "shorten", "start", "end") ||
			t.word(timingRemarkWords...):
			return false // "it should come in later", "it should stay longer": a timing of its own
		case t.has(cVerb, "show", "hide") && !negated:
			return false // "we should hide it later"; "we can't show" is why
		case t.has(cPos) || t.has(cSpan) && !t.has(cSpan, "on") || t.has(cTextIntro) || t.has(cStyle):
			return false
		case t.has(cEffect) || t.has(cColor) || t.has(cProp) || sizeWord(t) || t.has(cNo) || t.has(cUnit):
			return false
		}
	}
	return true
}
