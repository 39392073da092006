package planner

import (
	"fmt"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A change of when a main-track clip starts or ends keeps the clips after
// it where they are, and says where black is left (sayingNewHoles). Said
// with a ripple wish ("acortá el soundcheck a 6 segundos y que no quede
// hueco", "sin dejar hueco", "… and push the rest back") the clips after
// it follow: the hole the change left is closed by moving them back. A
// clip made longer already pushes them later (makeRoomOnMain).

// closingNewHoles runs a retiming and closes each hole it left on the
// main track, moving the main-track clips after the hole back by its
// length. Other tracks stay where they are, as "close the gaps" leaves
// them.
func (s *sim) closingNewHoles(retime func() (string, error)) (string, error) {
	before := s.mainHoles()
	line, err := retime()
	if err != nil {
		return line, err
	}
	holes := s.mainHoles()
	for i := len(holes) - 1; i >= 0; i-- {
		h := holes[i]
		if slices.ContainsFunc(before, func(b rng) bool { return b.a <= h.a+1e-6 && h.b <= b.b+1e-6 }) {
			continue
		}
		later := filter(all(s.p()), func(t target) bool {
			return t.track == timeline.TrackMain && t.el.Start.Seconds() >= h.b-1e-6
		})
		if len(later) == 0 {
			continue
		}
		if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": ids(later), "start": h.a}); err != nil {
			return "", err
		}
		s.touch(ids(later)...)
		line += fmt.Sprintf(" Moved %s back by %s so no gap is left.", describe(later), secs(h.b-h.a))
	}
	return line, nil
}

// rippleWishes say that what follows a change should follow it: no gap
// left, the rest pushed along. Words folded, fillers kept out.
var rippleWishes = []string{
	"push the rest back", "push the rest along", "push the rest later", "push everything back", "push everything after back",
	"push everything after it back", "push the rest of the video back", "push everything else back", "move the rest back",
	"move everything after back", "move everything after it back", "shift the rest", "shift the rest back", "shift everything after",
	"shift everything after it", "ripple the rest", "ripple it", "no gap", "no gaps", "leave no gap", "dont leave a gap",
	"don't leave a gap", "do not leave a gap", "dont leave any gap", "without a gap", "close the gap it leaves",
	"que no quede hueco", "que no quede ningun hueco", "que no quede un hueco", "que no queden huecos", "que no quede espacio",
	"que no quede nada vacio", "sin que quede hueco", "sin que quede un hueco", "no dejes hueco", "no dejes huecos",
	"no dejes ningun hueco", "no dejes un hueco", "corre el resto", "corre lo demas", "corre todo lo demas", "que se corra el resto",
	"que se corra lo demas", "empuja el resto", "empuja lo demas", "mueve el resto", "move el resto", "que lo demas se corra",
}

// rippleWish: the clause says only a ripple wish.
func rippleWish(toks []token) bool {
	var ws []string
	for _, t := range toks {
		if t.kind == tWord {
			ws = append(ws, strings.Fields(t.text)...)
		}
	}
	for len(ws) > 0 && slices.Contains([]string{"and", "y", "then", "luego", "also", "tambien", "pls", "please", "porfa"}, ws[0]) {
		ws = ws[1:]
	}
	for len(ws) > 0 && slices.Contains([]string{"pls", "please", "porfa", "too", "tambien"}, ws[len(ws)-1]) {
		ws = ws[:len(ws)-1]
	}
	return slices.Contains(rippleWishes, strings.Join(ws, " "))
}

// withRipple marks the clause before a ripple wish: the change it makes
// closes what it leaves open. The clause must say a time (a length or a
// moment): a ripple of nothing is left to be refused.
func withRipple(prev clause) (clause, bool) {
	if !slices.ContainsFunc(prev.toks, token.timeLike) {
		return prev, false
	}
	if slices.ContainsFunc(prev.toks, func(t token) bool {
		return t.has(cVerb, "add", "put", "write", "move", "duplicate", "swap", "create", "split", "delete", "kill", "drop")
	}) {
		// "metele el plano después de la foto, 4 segundos, y corré lo
		// demás": a thing added or moved, and the rest pushed along, is
		// not a retiming; it stays refused (the add was planned as a
		// reorder)
		return prev, false
	}
	prev.ripple = true
	return prev, true
}
