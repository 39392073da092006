package planner

import (
	"slices"
	"strings"
)

// A clip raised as someone's voice, at 100% already, has the music
// under it ducked as a voice file has (vduck.go), though its name does not
// say a voice.
//
// A time said of a voice that is only where it plays ("turn up Carla's
// voice in the intro", "el audio del cocinero en la intro se escucha
// bajito", where the intro is her own clip) is which voice, not a part of
// it: the music under it is ducked as when no time is said (the time kept
// the refusal "already as far as it goes").

// spanIsOwnTime: the span said is one stretch that covers t's own time,
// and no more than a frame or so past it either side, t being a thing of
// the project as it was said of (not a piece just cut at the time said).
func spanIsOwnTime(s *sim, sp span, t target) bool {
	if len(sp.ranges) != 1 || len(sp.points) > 0 || sp.duration != 0 || s.origin == nil {
		return false
	}
	ref, ok := s.origin.FindElement(t.id)
	if !ok {
		return false
	}
	was := s.origin.Element(ref)
	const slack = 0.05
	a, b := was.Start.Seconds(), was.End().Seconds()
	if d := t.el.Start.Seconds() - a; d > slack || d < -slack {
		return false
	}
	if d := t.el.End().Seconds() - b; d > slack || d < -slack {
		return false
	}
	r := sp.ranges[0]
	return r.a <= a+slack && r.a >= a-slack && r.b >= b-slack && r.b <= b+slack
}

// saidAsVoice: the clause says the sound it raises as someone's voice
// ("Carla's voice", "la voz de la profe") or as a person's sound ("el
// audio del cocinero", "the chef's audio"), though the clip's name does
// not say a voice (intro-carla.mp4, chef-intro.mp4): it is speech, as a
// voice file is. A clip's sound said by the clip ("the intro clip's
// audio") is not.
func saidAsVoice(f *frame) bool {
	for _, n := range f.targets {
		if n.pron {
			continue
		}
		if n.kind == "voice" || slices.ContainsFunc(strings.Fields(fold(n.said)), func(w string) bool {
			return contains([]string{"voice", "voices", "voz", "voces"}, w)
		}) {
			return true
		}
		if n.aspect == "audio" && len(n.names) > 0 && peopleNouns[n.names[len(n.names)-1]] {
			return true
		}
	}
	return false
}
