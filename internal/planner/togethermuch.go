package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Two things said to be too much together, and which one goes: "the
// OUCH and the sad face together is too much, keep just one", "el texto
// del volcán y el fueguito juntos es mucho, dejá uno solo", "…, drop the
// sticker", "…, sacá la carita". The complaint names the pair; the
// command says one goes. "Keep one" with a text and a sticker removes the
// sticker (the text says something, the sticker only dresses it); with
// two of a kind which one is asked. A command that names one of the pair
// by a word of how it was said ("the sticker", "la carita") removes that
// one, or with "keep" the other. Before, "together" and "juntos" were not
// known and the whole request was refused.

var (
	togetherWords = []string{"together", "juntos", "juntas", "at the same time", "al mismo tiempo", "a la vez", "at once", "both"}
	tooMuchWords  = []string{"too much", "is too much", "are too much", "es mucho", "es demasiado", "son mucho", "son demasiado",
		"es un monton", "is a lot", "are a lot", "is overkill", "are overkill", "is too busy", "are too busy", "queda cargado",
		"queda recargado", "es mucho lio", "satura", "saturan", "is too many", "are too many", "mucho", "demasiado"}
	keepOneWords = []string{"keep just one", "keep only one", "keep one", "just one", "only one", "pick one", "one is enough",
		"leave just one", "leave one", "leave only one", "remove one", "delete one", "get rid of one", "lose one", "drop one",
		"deja uno solo", "deja uno", "deja solo uno", "deja una sola", "deja una", "deja solo una", "dejame uno", "dejame uno solo",
		"quedate con uno", "quedate con una", "con uno alcanza", "con uno basta", "uno solo", "solo uno", "saca uno", "saca una",
		"borra uno", "borra una", "quita uno", "quita una", "volá uno", "vola uno"}
	pairDropVerbs = []string{"drop", "remove", "delete", "lose", "get rid of", "kill", "ditch", "take out", "saca", "sacá", "borra", "quita",
		"elimina", "vola", "sacale", "sacame", "volá"}
	pairKeepVerbs = []string{"keep", "leave", "deja", "quedate con", "keep only", "keep just", "deja solo", "solo deja", "mantene"}
)

// togetherTooMuchPlan plans the request when it is such a pair and a
// removal; ok is false for anything else.
func togetherTooMuchPlan(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	if strings.ContainsAny(prompt, "\"“”«»") {
		return Plan{}, false
	}
	clauses := spanClauses(fold(prompt))
	if len(clauses) != 2 {
		return Plan{}, false
	}
	x, y, ok := pairTooMuch(clauses[0])
	if !ok {
		return Plan{}, false
	}
	cmd := strings.Join(clauses[1], " ")
	removeOf := func(which string) (Plan, string, bool) {
		p := planVideo(ctx, "delete the "+which, ed, opt)
		if !p.OK() || len(p.Steps) != 1 || p.Steps[0].Tool != "delete_timeline_elements" {
			return p, "", false
		}
		var in struct {
			ElementIDs []string `json:"elementIds"`
		}
		if json.Unmarshal(p.Steps[0].Params, &in) != nil || len(in.ElementIDs) != 1 {
			return p, "", false
		}
		for _, t := range all(ed.Project) {
			if t.id == in.ElementIDs[0] {
				switch {
				case t.el.Sticker != nil:
					return p, "sticker", true
				case t.el.Text != nil:
					return p, "text", true
				}
				return p, "other", true
			}
		}
		return p, "", false
	}
	px, kx, okx := removeOf(x)
	py, ky, oky := removeOf(y)
	if !okx || !oky {
		return Plan{}, false
	}
	note := func(p Plan, gone, kept string) Plan {
		p.Reply = fmt.Sprintf("%s (kept %s; %q read as which one goes.)", p.Reply, kept, strings.Join(clauses[1], " "))
		return p
	}
	if slices.ContainsFunc(keepOneWords, func(w string) bool {
		return cmd == w || strings.HasPrefix(cmd, w+" ") && len(strings.Fields(cmd)) <= len(strings.Fields(w))+1
	}) {
		switch {
		case kx == "sticker" && ky == "text":
			return note(px, x, y), true
		case ky == "sticker" && kx == "text":
			return note(py, y, x), true
		}
		q := fmt.Sprintf("Which one should stay, %s or %s? Say e.g. \"delete %s\". (nothing was changed)", x, y, y)
		return Plan{Reply: q, Planner: Basic, Steps: []Step{}, Status: StatusQuestion}, true
	}
	// a command that names one of the pair by one of its words
	verb, rest := "", ""
	for _, v := range slices.Concat(pairDropVerbs, pairKeepVerbs) {
		if strings.HasPrefix(cmd, fold(v)+" ") && len(fold(v)) > len(verb) {
			verb, rest = fold(v), strings.TrimPrefix(cmd, fold(v)+" ")
		}
	}
	if verb == "" {
		return Plan{}, false
	}
	rest = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(rest, "the "), "el "), "la "), "only "))
	nx, ny := sharesWord(rest, x), sharesWord(rest, y)
	if nx == ny {
		return Plan{}, false // neither, or both: left as it was
	}
	keep := slices.ContainsFunc(pairKeepVerbs, func(v string) bool { return fold(v) == verb })
	switch {
	case nx != keep:
		return note(px, x, y), true
	default:
		return note(py, y, x), true
	}
}

// pairTooMuch reads "X and Y (together) is too much", "X y Y juntos es
// mucho": the two things as said, without their articles.
func pairTooMuch(c []string) (string, string, bool) {
	s := " " + strings.Join(c, " ") + " "
	at := -1
	for _, w := range togetherWords {
		if i := strings.Index(s, " "+w+" "); i >= 0 && (at < 0 || i < at) {
			at = i
		}
	}
	if at < 0 || !slices.ContainsFunc(tooMuchWords, func(w string) bool { return strings.Contains(s[at:], " "+w+" ") }) {
		return "", "", false
	}
	head := strings.TrimSpace(s[:at])
	for _, tail := range []string{" de nuevo", " again", " otra vez", " both", " are", " is", " estan", " son"} {
		head = strings.TrimSuffix(head, tail)
	}
	head = strings.TrimPrefix(head, "both ")
	var parts []string
	for _, conj := range []string{" and ", " y ", " e "} {
		if i := strings.Index(head, conj); i > 0 && strings.Count(head, conj) == 1 {
			parts = []string{head[:i], head[i+len(conj):]}
			break
		}
	}
	if len(parts) != 2 {
		return "", "", false
	}
	for i, p := range parts {
		for _, a := range []string{"the ", "el ", "la ", "los ", "las ", "that ", "ese ", "esa "} {
			p = strings.TrimPrefix(p, a)
		}
		parts[i] = strings.TrimSpace(p)
		if parts[i] == "" || strings.ContainsAny(parts[i], "0123456789") && len(strings.Fields(parts[i])) > 4 {
			return "", "", false
		}
	}
	return parts[0], parts[1], true
}

// sharesWord: the command's words name the thing said as p ("sticker" in
// "exclamation sticker", "carita" in "carita triste").
func sharesWord(cmd, p string) bool {
	pw := strings.Fields(p)
	for _, w := range strings.Fields(cmd) {
		if len(w) > 2 && slices.Contains(pw, w) {
			return true
		}
	}
	return false
}
