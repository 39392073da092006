package planner

import (
	"fmt"
	"slices"
	"strings"
)

// otherSideWords and sideWords make "the other side", "el otro lado",
// "al otro costado", "the opposite side": the side across from where the
// thing is now.
var (
	otherSideWords  = []string{"other", "the other", "otro", "el otro", "otra", "la otra", "opposite", "the opposite", "opuesto", "el opuesto"}
	acrossSideWords = []string{"side", "lado", "costado"}
)

// otherSide reads "move the fire sticker to the other side" as the corner
// across from the one it sits in, on the same row ("side" was left out:
// "would leave out side"). A thing that is not in a corner (a text, a
// centred picture) has no one other side: which side is asked, as is a
// clause that says a place of its own too.
func (f *frame) otherSide(r *resolver) error {
	toks := f.c.toks
	k := -1
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].word(otherSideWords...) && toks[i+1].word(acrossSideWords...) {
			k = i
			break
		}
	}
	if k < 0 {
		return nil
	}
	ask := &question{fmt.Sprintf("Which side do you mean by %q: left or right? Say e.g. \"to the top left\".", toks[k].text+" "+toks[k+1].text)}
	if len(f.pos) > 0 || len(f.targets) != 1 {
		return ask
	}
	ts, err := r.elements(f.targets[0])
	if err != nil || len(ts) != 1 {
		return nil // which thing is asked where it is planned
	}
	row, side, ok := strings.Cut(cornerOf(ts[0].el), "-")
	if !ok {
		return ask
	}
	across := map[string]string{"left": "right", "right": "left"}[side]
	f.pos = append(f.pos, row+"-"+across)
	f.used[k], f.used[k+1] = true, true
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return w == toks[k+1].text })
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "other" || m == "another" })
	return nil
}
