package planner

import "slices"

// toneDownJoined: "tone it down", "tone the saturation down a bit": "tone"
// with "down" after its object is the phrasal verb "tone down" (lower), as
// "tone down the saturation" is read whole by the lexer. Read as the
// tint's word, "the saturation is too much, tone it down by half" laid an
// orange tint over the saturated part. The two words are joined into the
// verb, the object after it. A colour said keeps the tint;
// photo reads "tone it down" alone as less brightness (toneDownSaid), so
// this is the video's.
func toneDownJoined(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		if !toks[i].word("tone") || !toks[i].has(cEffect, "tint") {
			continue
		}
		if slices.ContainsFunc(toks[i+1:], func(t token) bool { return t.has(cColor) }) {
			continue // "tone it down to a cool blue": a tint
		}
		for j := i + 1; j < len(toks) && j <= i+5; j++ {
			t := toks[j]
			if t.kind != tWord || t.has(cConn) || t.has(cVerb) && !t.has(cEffect) {
				break // an effect's name that is also its verb ("blur", "vignette") is the object
			}
			if !t.word("down") {
				continue
			}
			joined := toks[i]
			joined.text, joined.lex, joined.fixed = "tone down", theLexicon().phrases["tone down"], ""
			toks = slices.Insert(slices.Delete(toks, j, j+1), i+1, joined)
			toks = slices.Delete(toks, i, i+1)
			break
		}
	}
	return toks
}

// lookThereLowered: "bajale la saturación", "subí la viñeta un poco" with
// no time and no thing named, where one effect of that look is on the
// timeline: that effect, weaker or stronger, as "lower the saturation"
// reads it through the effect's own name. The Spanish name is a look's
// word only, so a second saturation was laid over the whole video, over
// the one there.
func lookThereLowered(f *frame, r *resolver) bool {
	if len(f.effects) != 1 || len(f.targets) > 0 || len(f.times) > 0 || f.neg || len(f.colors) > 0 {
		return false
	}
	n, ok := oneEffectOfLook(f, r, f.effects[0])
	if !ok {
		return false
	}
	f.targets = append(f.targets, n)
	f.effects = nil
	return true
}

// oneEffectOfLook is the effect of the look key said ("the tint"), as a
// thing to act on, when exactly one effect of that look is on the
// timeline.
func oneEffectOfLook(f *frame, r *resolver, key string) (np, bool) {
	there := filter(all(r.p), func(t target) bool { return t.el.Effect != nil && effectMatches(key, t.el.Effect.Type) })
	if len(there) != 1 {
		return np{}, false
	}
	return np{said: f.saidFor(cEffect, key), det: "the", kind: "effect", effect: key}, true
}
