package planner

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A command that names no edit ("fix it", "arreglalo", "dalo vuelta")
// beside a complaint that has one remedy: "the seed packet photo is
// upside down lol, fix it", "la foto está al revés, dalo vuelta". The
// complaint alone is planned as its remedy (rotated 180°); "fix it" only
// asks for that, and was refused for naming nothing to change, which
// threw the whole request away. Said alone, or beside a complaint basic
// mode cannot plan, it is still asked.
//
// It runs only on a refused request, so a request that planned stays as
// it was.

// vagueRemedies are the commands that ask for a fix and name none.
var vagueRemedies = []string{"fix it", "fix that", "fix this", "fix", "please fix", "pls fix", "can you fix it", "can you fix that",
	"sort it out", "sort that out", "fix it please", "fix it pls", "fix it lol", "fix pls",
	"arreglalo", "arreglala", "arregla eso", "arreglame eso", "arreglamelo", "arreglamela", "corregilo", "corregila", "corrigelo",
	"corrigela", "corregi eso", "solucionalo", "solucionala", "solucioname eso", "arreglalo porfa", "arreglalo por favor",
	"dalo vuelta", "dala vuelta", "dale la vuelta", "dalo vuelta porfa", "dala vuelta porfa", "enderezalo", "enderezala",
	"ponelo derecho", "ponela derecha", "ponlo derecho", "ponla derecha", "turn it right side up", "make it right side up",
	"put it right side up", "flip it back", "flip it right side up"}

// reversedStates say a still is upside down in the words "al revés",
// which alone read as playing backwards ("no tool plays a clip
// backwards"); said as how the thing is, it is its turn.
var reversedStates = []string{"esta al reves", "estan al reves", "quedo al reves", "quedaron al reves", "se ve al reves",
	"se ven al reves", "salio al reves", "salieron al reves", "esta del reves", "se ve del reves", "quedo del reves"}

// vagueRemedyPlan re-plans a refused request without its vague command,
// and with "está al revés" said as upside down.
func vagueRemedyPlan(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	parts := rawClauses(prompt)
	var kept, dropped []string
	turned := false
	for _, p := range parts {
		words := strings.Join(strings.Fields(strings.Trim(fold(p), " ,.;!?¡¿")), " ")
		words = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(words, "and "), "y "), "so ")
		if slices.Contains(vagueRemedies, words) {
			dropped = append(dropped, strings.TrimSpace(p))
			continue
		}
		if low := fold(p); turnAsked(prompt) && !strings.ContainsAny(p, "\"“”«»") && slices.ContainsFunc(reversedStates, func(s string) bool { return strings.Contains(low, s) }) {
			p = strings.NewReplacer(" al reves", " upside down", " del reves", " upside down").Replace(low)
			turned = true
		}
		kept = append(kept, p)
	}
	if len(dropped) == 0 && !turned || len(kept) == 0 {
		return Plan{}, false
	}
	said := strings.TrimSpace(strings.Join(kept, ", "))
	plan := planVideo(ctx, said, ed, opt)
	if !plan.OK() {
		return Plan{}, false
	}
	if len(dropped) > 0 {
		plan.Reply += fmt.Sprintf(" (%q read as asking for that.)", strings.Join(dropped, ", "))
	}
	return plan, true
}

// rawClauses cuts a prompt at , . ; and before "and"/"y" + a vague
// command, keeping each piece as said.
func rawClauses(prompt string) []string {
	var out []string
	start := 0
	for i, r := range prompt {
		if r == ',' || r == '.' || r == ';' || r == '!' {
			out = append(out, prompt[start:i])
			start = i + 1
		}
	}
	out = append(out, prompt[start:])
	var res []string
	for _, p := range out {
		if strings.TrimSpace(p) == "" {
			continue
		}
		// "… upside down and fix it": the vague command after "and"/"y"
		low := strings.ToLower(p)
		cut := false
		for _, conj := range []string{" and ", " y "} {
			if i := strings.LastIndex(low, conj); i > 0 && len(low) == len(p) {
				tail := strings.TrimSpace(fold(low[i+len(conj):]))
				if slices.Contains(vagueRemedies, tail) {
					res = append(res, p[:i], p[i+len(conj):])
					cut = true
					break
				}
			}
		}
		if !cut {
			res = append(res, p)
		}
	}
	return res
}

// turnAsked: the vague command beside "está al revés" asks to turn it
// ("dalo vuelta", "enderezalo"); "al revés" alone, or with "arreglalo",
// may be a flip as well as a turn, and stays asked.
func turnAsked(prompt string) bool {
	f := fold(prompt)
	return slices.ContainsFunc([]string{"dalo vuelta", "dala vuelta", "dale la vuelta", "enderezalo", "enderezala", "ponelo derecho",
		"ponela derecha", "ponlo derecho", "ponla derecha"}, func(w string) bool { return strings.Contains(f, w) })
}
