package planner

import (
	"context"
	"encoding/json"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A removal regretted, or the removed thing wished back, with no undo
// said: "oops i didnt mean to delete the heart, bring it back", "oops I
// didn't mean to delete that", "wait no, bring the song back", "no quise
// borrar la estrella, traela de vuelta", "recuperá el corazón". The
// remedy is the undo of the last change when that change removed
// something and what is named (if anything) is among what it removed.
// Before, "not" was refused ("basic mode does not act on not") and the
// thing wished back was looked for on the timeline ("there is no song").
// Anything else in the request, or a last change that removed nothing,
// leaves the request to the other readers.

var (
	// regretOpeners come before a regret or a wish and say nothing more
	regretOpeners = []string{"oops", "whoops", "woops", "oopsie", "ups", "uups", "uy", "ay", "oh", "wait", "no", "nope", "sorry",
		"perdon", "perdona", "ok", "okay", "so", "hmm", "ugh", "espera", "pera", "uh", "dios", "mierda", "damn", "shoot", "nah",
		"actually", "bueno", "che", "ah", "hey", "please", "pls", "porfa", "mejor"}
	// regretNot: "didn't", "did not", "no"
	regretNot = []string{"didnt", "didn't", "did not", "dont", "don't", "do not", "no"}
	// regretWant: "mean to", "want to", "quise", "quería"
	regretWant = []string{"mean to", "meant to", "want to", "wanted to", "intend to", "quise", "queria", "quiero", "era mi intencion"}
	// regretRemove: the removals a regret may be of
	regretRemove = []string{"delete", "remove", "erase", "lose", "drop", "cut", "get rid of", "kill", "take out", "trash",
		"borrar", "sacar", "eliminar", "quitar", "volar", "borrarlo", "borrarla", "sacarlo", "sacarla", "eliminarlo", "eliminarla",
		"quitarlo", "quitarla", "borrarlos", "borrarlas"}
	// regretRemovedPast: "I deleted the heart by mistake", "borré la estrella sin querer"
	regretRemovedPast = []string{"deleted", "removed", "erased", "lost", "dropped", "killed", "trashed", "borre", "saque", "elimine",
		"quite", "borramos", "sacamos"}
	regretByMistake = []string{"by mistake", "by accident", "accidentally", "sin querer", "por error", "por accidente", "de casualidad"}
	// restoreVerbs say the thing comes back: "bring it back", "traela de vuelta"
	restoreVerbs = []string{"bring", "get", "put", "trae", "traeme", "traelo", "traela", "traelos", "traelas", "pone", "ponelo",
		"ponela", "volve a poner"}
	restoreTails = []string{"back", "de vuelta", "devuelta", "again", "de nuevo", "otra vez"}
	// restoreWhole: verbs that say it alone ("restore the heart", "recuperá la estrella")
	restoreWhole = []string{"restore", "undelete", "recover", "recupera", "recuperalo", "recuperala", "restaura", "restauralo",
		"restaurala", "devolve", "devolvelo", "devolvela", "devolveme"}
	// regretPronouns stand for the removed thing without naming it
	regretPronouns = []string{"it", "that", "this", "them", "those", "lo", "la", "los", "las", "eso", "esto", "that one", "ese", "esa"}
)

// regretUndoPlan plans such a request as one undo; ok is false for
// anything else.
func regretUndoPlan(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	if ed == nil || ed.Project == nil || len(ed.History.Undo) == 0 || strings.ContainsAny(prompt, "\"“”«»0123456789") {
		return Plan{}, false
	}
	before := ed.History.Undo[len(ed.History.Undo)-1].State
	if before == nil {
		return Plan{}, false
	}
	removed := removedSince(before, ed.Project)
	if len(removed) == 0 {
		return Plan{}, false
	}
	said := false
	var things []string
	for _, c := range spanClauses(fold(prompt)) {
		for len(c) > 0 && slices.Contains(regretOpeners, c[0]) && !(c[0] == "no" && len(c) > 1) {
			c = c[1:]
		}
		if len(c) == 0 {
			continue
		}
		thing, ok := regretOf(strings.Join(c, " "))
		if !ok {
			return Plan{}, false
		}
		said = true
		if thing != "" && !slices.Contains(regretPronouns, thing) {
			things = append(things, thing)
		}
	}
	if !said {
		return Plan{}, false
	}
	for _, th := range things {
		if !namesRemoved(ctx, ed, before, th, removed) {
			return Plan{}, false
		}
	}
	plan := planVideo(ctx, "undo", ed, opt)
	if !plan.OK() {
		return Plan{}, false
	}
	plan.Reply = strings.TrimSpace(plan.Reply + " (the last change removed it; read as taking it back.)")
	return plan, true
}

// regretOf reads one clause as a regretted removal or a wish to have the
// thing back, and says the thing as named ("" when none is).
func regretOf(s string) (string, bool) {
	s = strings.TrimSpace(strings.TrimPrefix(s, "i "))
	s = strings.TrimSpace(strings.TrimPrefix(s, "we "))
	s = strings.TrimSpace(strings.TrimPrefix(s, "yo "))
	// "didn't mean to delete the heart", "no quise borrar la estrella"
	for _, n := range regretNot {
		rest, ok := strings.CutPrefix(s, n+" ")
		if !ok {
			continue
		}
		for _, w := range regretWant {
			r2, ok := strings.CutPrefix(rest, w+" ")
			if !ok {
				continue
			}
			for _, v := range regretRemove {
				if r3, ok := cutWord(r2, v); ok {
					return regretThing(r3), true
				}
			}
		}
	}
	// "deleted the heart by mistake", "borré la estrella sin querer"
	for _, m := range regretByMistake {
		if !strings.Contains(" "+s+" ", " "+m+" ") {
			continue
		}
		rest := strings.TrimSpace(strings.Replace(" "+s+" ", " "+m+" ", " ", 1))
		for _, v := range regretRemovedPast {
			if r3, ok := cutWord(rest, v); ok {
				return regretThing(r3), true
			}
		}
	}
	// "bring it back", "bring back the song", "traela de vuelta"
	for _, v := range restoreVerbs {
		rest, ok := cutWord(s, v)
		if !ok {
			continue
		}
		for _, tail := range restoreTails {
			if r2, ok := strings.CutSuffix(rest, " "+tail); ok || rest == tail {
				if rest == tail {
					r2 = ""
				}
				return regretThing(r2), true
			}
			if r2, ok := cutWord(rest, tail); ok && (tail == "back" || tail == "de vuelta") {
				return regretThing(r2), true
			}
		}
	}
	for _, v := range restoreWhole {
		if rest, ok := cutWord(s, v); ok {
			for _, tail := range restoreTails {
				rest = strings.TrimSuffix(rest, " "+tail)
			}
			return regretThing(rest), true
		}
		if s == v {
			return "", true
		}
	}
	return "", false
}

// cutWord cuts the words w from the front of s.
func cutWord(s, w string) (string, bool) {
	if s == w {
		return "", true
	}
	rest, ok := strings.CutPrefix(s, w+" ")
	return strings.TrimSpace(rest), ok
}

// regretThing is the thing as said, without "please" and the like.
func regretThing(s string) string {
	for _, tail := range []string{" please", " pls", " porfa", " plz", " por favor", " thanks", " gracias", " lol"} {
		s = strings.TrimSuffix(s, tail)
	}
	return strings.TrimSpace(s)
}

// removedSince lists the elements of before that now is without.
func removedSince(before, now *timeline.Project) map[string]bool {
	kept := map[string]bool{}
	for _, t := range all(now) {
		kept[t.id] = true
	}
	out := map[string]bool{}
	for _, t := range all(before) {
		if !kept[t.id] {
			out[t.id] = true
		}
	}
	return out
}

// namesRemoved: the thing as said is, in the project before the last
// change, only elements that change removed. It is read by planning its
// removal on a scratch editor holding that project.
func namesRemoved(ctx context.Context, ed *videotools.Editor, before *timeline.Project, thing string, removed map[string]bool) bool {
	sc := *ed
	sc.Doc = timeline.NewDoc(before.Clone())
	p := planVideo(ctx, "delete "+thing, &sc, Options{})
	if !p.OK() || len(p.Steps) != 1 || p.Steps[0].Tool != "delete_timeline_elements" {
		return false
	}
	var in struct {
		ElementIDs []string `json:"elementIds"`
	}
	if json.Unmarshal(p.Steps[0].Params, &in) != nil || len(in.ElementIDs) == 0 {
		return false
	}
	for _, id := range in.ElementIDs {
		if !removed[id] {
			return false
		}
	}
	return true
}
