package planner

import (
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// talkTopicClip: the talk's topic names one clip of the project, and the
// clause changes a sound: "música al 20% mientras hablo de los pulgones",
// "lower the music while she talks about the harvest". The talk is over
// that clip (pulgones-kale.mp4), so its time is when the clip plays (it was
// asked which stretch the talk is). Only a topic that is a single clip on
// the main track, maybe with things drawn over it inside its time (the
// label "Día 40: ¡pulgones!"); a text alone stays asked by talkTopic (it
// was deleted as if it were the part). Only after a sound said by its kind.
func (f *frame) talkTopicClip(r *resolver) {
	if len(f.targets) < 2 || !contains([]string{"music", "audio", "voice"}, f.targets[0].kind) || len(f.times) > 0 {
		return
	}
	toks := f.c.toks
	for k, n := range f.targets[1:] {
		i := n.first - 1
		for i > 0 && toks[i].kind == tWord && toks[i].has(cDet) {
			i--
		}
		if i < 1 || !toks[i].word("about", "sobre", "acerca de", "de", "del") || !saysTalking(toks[i-1]) || n.pron {
			continue
		}
		ts, err := r.elements(n)
		if err != nil || !oneClipAndOver(ts) {
			return
		}
		// the talk is why the time is that clip's, not a word left out
		f.used[i-1], f.used[i] = true, true
		talk := toks[i-1].text
		f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return w == talk })
		anchor := n
		f.times = append(f.times, timeExpr{kind: "anchor", a: timeVal{anchor: &anchor, edge: "whole"}, prep: "during", said: n.said, first: n.first})
		f.targets = append(f.targets[:k+1:k+1], f.targets[k+2:]...)
		return
	}
}

// oneClipAndOver: one clip on the main track, and anything else lies within
// its time on another track.
func oneClipAndOver(ts []target) bool {
	var clip *target
	for i := range ts {
		if ts[i].track == timeline.TrackMain {
			if clip != nil {
				return false
			}
			clip = &ts[i]
		}
	}
	if clip == nil {
		return false
	}
	for _, t := range ts {
		if t.track != timeline.TrackMain && (t.el.Start < clip.el.Start || t.el.End() > clip.el.End()) {
			return false
		}
	}
	return true
}
