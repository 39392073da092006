package planner

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
)

// A look said to be the same as the one another clip has ("same effect
// as the sunset on the harvest", "ponele a la cosecha el mismo efecto que
// tiene el atardecer", "same brightness on the oven as the facade", "que
// el horno tenga el mismo brillo que la fachada") is the effects over
// that clip laid again, with their settings, over the clip that should
// have them. It was refused ("no verb or edit I know", "which effect?")
// or read as a new look of the default level over both clips (the model
// clip got a second brightening on top of its own: silent).

// sameWords say the look is the one of another thing; asWords say which
// thing, after them.
var (
	sameWords = []string{"same", "mismo", "misma", "mismos", "mismas", "identical", "identico", "identica", "igual"}
	asWords   = []string{"as", "que", "como", "than"}
	// lookNouns name a look without saying which ("the same effect").
	lookNouns = []string{"effect", "effects", "efecto", "efectos", "filter", "filters", "filtro", "filtros", "look", "looks",
		"color", "colour", "colors", "colours", "colores", "grade", "grading", "edit", "edicion", "tone", "tones", "tono", "tonos"}
)

// sameLookAs plans such a clause. ok is false when the clause is not one
// (the other readers go on); an error is a question or a refusal that
// names what is missing.
func sameLookAs(s *sim, f *frame, r *resolver) (line string, ok bool, err error) {
	toks := f.c.toks
	at := slices.IndexFunc(toks, sameSaid)
	if at < 0 || len(f.quotes) > 0 || len(f.amounts) > 0 || len(f.sticker) > 0 {
		return "", false, nil
	}
	// the look word: "same effect", "el mismo efecto", "same brightness"
	// (a look of the lexicon), right after "same" or before it ("la
	// viñeta igual que …")
	key := ""
	lookSaid := false
	for _, j := range []int{at + 1, at - 1, at + 2} {
		if j < 0 || j >= len(toks) {
			continue
		}
		if toks[j].word(lookNouns...) {
			lookSaid = true
			break
		}
		if l, has := toks[j].get(cEffect); has && !toks[j].word(sceneLooks...) {
			key, lookSaid = l.val, true
			break
		}
	}
	if !lookSaid {
		return "", false, nil
	}
	// the model: the thing said after "as", "que", "como" (past "tiene",
	// "has", "on")
	k := slices.IndexFunc(toks[at+1:], func(t token) bool { return t.word(asWords...) })
	if k < 0 {
		return "", false, nil
	}
	model, dest, found := modelAndDest(f, at, at+1+k)
	if !found {
		return "", false, nil
	}
	to, err := r.elements(dest)
	if err != nil || !allFillFrame(r, to) {
		return "", false, nil // "the subtitle the same colour as the title": a text's colour
	}
	from, err := r.elements(model)
	if err != nil {
		return "", true, err
	}
	if !allFillFrame(r, from) {
		return "", false, nil
	}
	fa, fb := extent(from)
	looks := filter(all(s.p()), func(e target) bool {
		if e.el.Effect == nil || key != "" && !effectMatches(key, e.el.Effect.Type) {
			return false
		}
		a, b := math.Max(fa.Seconds(), e.el.Start.Seconds()), math.Min(fb.Seconds(), e.el.End().Seconds())
		return b-a >= 0.5*(fb.Seconds()-fa.Seconds())
	})
	if len(looks) == 0 {
		what := "look"
		if key != "" {
			what = key
		}
		return "", true, &cannot{fmt.Sprintf("%s has no %s of its own to copy (no effect lies over it)", model.said, what)}
	}
	var lines []string
	for _, g := range group(to) {
		a, b := extent(g)
		w := window{a.Seconds(), b.Seconds()}
		for _, e := range looks {
			params := maps.Clone(e.el.Effect.Params)
			if t, there := sameLookThere(s.p(), e.el.Effect.Type, w); there && t.id != e.id {
				// the clip has that look already: set to the model's
				// level, not a second one stacked on it
				if _, err := s.call("update_effect", map[string]any{"elementId": t.id, "params": params}); err != nil {
					return "", true, err
				}
				s.touch(t.id)
				lines = append(lines, fmt.Sprintf("Updated %s: %s (as on %s).", describe([]target{t}), paramsSaid(params), model.said))
				continue
			}
			out, err := s.call("apply_effect", map[string]any{"effectType": e.el.Effect.Type, "start": w.a, "end": w.b, "params": params})
			if err != nil {
				return "", true, err
			}
			s.touch(fmt.Sprint(asJSON(out)["elementId"]))
			lines = append(lines, fmt.Sprintf("Applied %s from %s to %s (as on %s).", e.el.Effect.Type, secs(w.a), secs(w.b), model.said))
		}
	}
	return strings.Join(lines, " "), true, nil
}

// modelAndDest: the thing said after the word at k is the model, the one
// other thing named is where the look goes. A thing the frame read as a
// look ("the sunset") is read as the clip it names.
func modelAndDest(f *frame, at, k int) (model, dest np, ok bool) {
	j := pastHaveWords(f.c.toks, k+1)
	var others []np
	for _, n := range f.targets {
		switch {
		case n.first <= at && at < n.end || n.effect != "":
			// "el mismo efecto": the look said, not a thing
		case n.pron || n.det == "a":
			return np{}, np{}, false
		case n.first <= j && j < n.end && model.said == "":
			model = n
		default:
			others = append(others, n)
		}
	}
	if model.said == "" {
		model, ok = thingAt(f, j)
		if !ok {
			return np{}, np{}, false
		}
	}
	if len(others) != 1 {
		return np{}, np{}, false
	}
	return model, others[0], true
}

// pastHaveWords: where the model is said, past "tiene", "has", "on",
// "le pusiste a" ("… que tiene el atardecer", "as the one on the sunset").
func pastHaveWords(toks []token, j int) int {
	for j < len(toks) && toks[j].word("tiene", "tienen", "has", "have", "had", "tenia", "on", "in", "en", "lleva", "le", "pusiste",
		"puse", "pusimos", "a", "the one", "one", "el que", "la que", "lo que") {
		j++
	}
	return j
}

// thingAt: "the sunset", "al atardecer" said at j, read as a name (the
// lexicon read "sunset" as a look).
func thingAt(f *frame, j int) (np, bool) {
	toks := f.c.toks
	if j+1 >= len(toks) || !(toks[j].has(cDet) || toks[j].word("al", "del")) || toks[j+1].kind != tWord {
		return np{}, false
	}
	return np{said: toks[j].text + " " + toks[j+1].text, det: "the", names: []string{nameKey(toks[j+1].text)}, first: j, end: j + 2}, true
}

// sameSaid: "same", "the same", "mismo", "igual".
func sameSaid(t token) bool {
	return t.has(cMod, "same") || slices.ContainsFunc(strings.Fields(fold(t.text)), func(w string) bool { return contains(sameWords, w) })
}

// allFillFrame: each is a clip that fills the picture.
func allFillFrame(r *resolver, ts []target) bool {
	return len(ts) > 0 && !slices.ContainsFunc(ts, func(t target) bool { return t.el.Effect != nil || !fillsFrame(r.p, t) })
}
