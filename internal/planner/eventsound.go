package planner

import (
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// An event said by what happens ("when they clink glasses", "when the
// glasses clink") that a clip's description holds among other things
// (the tasting clip, "Héctor pours the Malbec, the visitors clink
// glasses") and a sound on an audio track, inside that clip, is described
// by too ("glasses clinking"): the sound marks the moment, the clip only
// holds it. Before, the new text started with the clip (40, where the
// clink is at 45), or which of the two was asked when both were found by
// the doing's root.

// eventSound is the one sound of pool whose name and description hold every
// name of the event n (n.prep "during", or a thing said for a time:
// r.timeAnchor), each as said or by its root, one of them in another form
// than the sound's (a doing: "clink" of "clinking"; "while the kiln part
// plays" names the kiln clip, never the kiln's sound inside it, described
// with "kiln" as said), and that lies inside every clip of cands; cands as
// they are when a kind is said ("during the lunch clip" is the clip), when
// there is no such sound, or two, or a candidate it is not inside.
func (r *resolver) eventSound(n np, cands, pool []target) []target {
	if n.prep != "during" && !r.timeAnchor || n.kind != "" || len(n.names) == 0 || len(cands) == 0 {
		return cands
	}
	var sounds []target
	for _, t := range pool {
		if t.track != timeline.TrackAudio || t.el.AssetID == "" {
			continue
		}
		a, ok := r.p.Asset(t.el.AssetID)
		if !ok || a.Description == "" {
			continue
		}
		have := append(nameWords(a.Name), letterWords(a.Description)...)
		held, doing := true, false
		for _, w := range n.names {
			held = held && rootHeld(have, w)
			doing = doing || !slices.Contains(have, w) && sharesRoot(have, w)
		}
		if held && doing {
			sounds = append(sounds, t)
		}
	}
	if len(sounds) != 1 {
		return cands
	}
	s := sounds[0]
	for _, c := range cands {
		if c.id == s.id {
			continue
		}
		// another sound, or a clip the sound is not inside: not the
		// moment of that clip
		if c.track == timeline.TrackAudio || s.el.Start.Seconds() < c.el.Start.Seconds()-1e-6 || s.el.End().Seconds() > c.el.End().Seconds()+1e-6 {
			return cands
		}
	}
	return []target{s}
}
