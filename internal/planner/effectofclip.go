package planner

import (
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// effectOverClip: "el efecto del dron que termine en el 5", "the effect on
// the drone shot": the clip said after of/de/on says which effect is meant,
// the one over it; it is no second thing to change (the drone clip was
// trimmed to 5 s with the effect: silent). Only when the effect is one and
// plays over the clip, which is one.
func (f *frame) effectOverClip(r *resolver) {
	toks := f.c.toks
	for k := 0; k+1 < len(f.targets); k++ {
		a, b := f.targets[k], f.targets[k+1]
		i := wordBefore(toks, b, a.end)
		if a.pron || b.pron || a.kind != "effect" || i != a.end || !toks[i].word("of", "de", "del", "on", "over", "en", "sobre") {
			continue
		}
		effects, err := r.elements(a)
		if err != nil || len(effects) != 1 || effects[0].el.Type != timeline.ElementEffect {
			continue
		}
		clips, err := r.elements(b)
		if err != nil || len(group(clips)) != 1 || !slices.ContainsFunc(clips, func(c target) bool {
			return c.el.Type != timeline.ElementEffect && c.el.Start < effects[0].el.End() && effects[0].el.Start < c.el.End()
		}) {
			continue
		}
		f.dropTarget(k+1, a.end)
		return
	}
}
