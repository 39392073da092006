package planner

import (
	"fmt"
	"math"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Someone who is speaking said to be too quiet when their sound is already
// at 100% ("the interview is too quiet", "no se escucha la entrevista",
// "la voz de ana no se escucha nada"): the music under them is what
// drowns them, so it is lowered while they speak (it was refused as
// "already as far as it goes", and a fair editor ducks the music).

// speaking: t is someone talking: a voice file or a clip named as someone
// talking. A b-roll clip's own sound is not ("raise the kitchen clip"
// stays "already at 100%").
func speaking(r *resolver, t target) bool {
	ws := r.elementWords(t)
	return namedAs(ws, "voice") || talkingClip(ws)
}

// musicUnder are the sounds on audio tracks that play over ts, are heard,
// and are not a voice or a sound of a place.
func musicUnder(s *sim, r *resolver, ts []target) []target {
	mine := map[string]bool{}
	for _, t := range ts {
		mine[t.trackID] = true
	}
	var out []target
	for _, o := range all(s.p()) {
		if o.track != timeline.TrackAudio || mine[o.trackID] || o.el.Audio == nil || o.el.Audio.Muted || o.el.Audio.Volume <= 0 {
			continue
		}
		if i := s.p().TrackIndex(o.trackID); i < 0 || s.p().Tracks[i].Muted {
			continue
		}
		ws := r.elementWords(o)
		if namedAs(ws, "voice") || namedAs(ws, "sound") || namedAs(ws, "cue") {
			continue
		}
		for _, t := range ts {
			if o.el.Start < t.el.End() && o.el.End() > t.el.Start {
				out = append(out, o)
				break
			}
		}
	}
	return out
}

// duckMusicUnder lowers to half the music playing under one speaking
// element that cannot be raised, for the time it plays. ok is false when
// the rule does not apply (the thing is not speech, is not at 100%, a
// time was said, or no music plays under it).
func duckMusicUnder(s *sim, f *frame, r *resolver, ts []target, sp span) (string, bool, error) {
	if len(ts) != 1 || !speaking(r, ts[0]) && !saidAsVoice(f) || ts[0].el.Audio.Volume < 1 || !sp.empty() && !spanIsOwnTime(s, sp, ts[0]) {
		// a time said ("make the interview louder from 10 to 20") keeps the
		// refusal: the speech was cut there, which the duck would not say
		return "", false, nil
	}
	under := musicUnder(s, r, ts)
	if len(under) == 0 || musicNamedInRequest(f, r, under) {
		// "turn up the interview and the music": the music has its own
		// say in the request (the duck lowered what the next part raised)
		return "", false, nil
	}
	a, b := ts[0].el.Start.Seconds(), ts[0].el.End().Seconds()
	n0 := len(s.steps)
	if _, _, err := s.cutElements(under, []float64{a, b}); err != nil {
		return "", true, err
	}
	keys := map[string]bool{}
	for _, u := range under {
		keys[u.trackID+"\x00"+u.el.AssetID] = true
	}
	A, B := timeline.FromSeconds(a), timeline.FromSeconds(b)
	var set []string
	for _, o := range all(s.p()) {
		if !keys[o.trackID+"\x00"+o.el.AssetID] || o.el.Audio == nil || o.el.Start < A || o.el.End() > B {
			continue
		}
		v := math.Round(o.el.Audio.Volume*0.5*1000) / 1000
		if _, err := s.call("set_volume", map[string]any{"trackId": o.trackID, "elementId": o.id, "volume": v}); err != nil {
			return "", true, err
		}
		s.touch(o.id)
		set = append(set, fmt.Sprintf("%s to %d%%", describe([]target{o}), int(v*100+0.5)))
	}
	if len(set) == 0 {
		// cannot be: a sound that overlaps the speech has a piece inside
		// it once cut there; said, never left half done
		return "", true, fmt.Errorf("planner: no piece of %s lies between %s and %s", describe(under), secs(a), secs(b))
	}
	s.duckedAt = append(s.duckedAt, n0)
	return fmt.Sprintf("%s is already at 100%%, so the music under it was lowered from %s to %s: %s.",
		describe(ts), secs(a), secs(b), strings.Join(set, ", ")), true, nil
}

// musicNamedInRequest: the request names one of the sounds under the
// speech, by a word of its name or as "the music", and says nothing of
// lowering it (a part after the complaint that lowers the music says how,
// and takes the duck's place: video.go).
func musicNamedInRequest(f *frame, r *resolver, under []target) bool {
	said := strings.Fields(fold(f.prompt))
	for _, w := range said {
		for _, l := range lookup(w) {
			if l.cat == cVerb && (l.val == "lower" || l.val == "mute") || l.cat == cMod && l.val == "down" {
				return false
			}
		}
	}
	for _, w := range said {
		if contains(kindWords["music"], w) {
			return true
		}
		for _, o := range under {
			if len(w) > 2 && contains(r.elementWords(o), w) {
				return true
			}
		}
	}
	return false
}
