package planner

import "strings"

// offParticle: "off" said as a particle of its own ("music off", "the
// crowd noise off after 10"), not as the end of a thing's name: "voz en
// off" and "voice off" are the narration (a kind), so "no se escucha la
// voz en off por la música" muted the music track (silent) when any word
// ending in "off" was read as a level of 0; "en off" is Spanish for
// voice-over, never a level.
func offParticle(f *frame) bool {
	for i, t := range f.c.toks {
		if t.kind != tWord || !(t.text == "off" || strings.HasSuffix(t.text, " off")) {
			continue
		}
		if t.text != "off" && len(t.lex) > 0 {
			// a phrase of the lexicon that ends in "off" means what it
			// says: a kind ("voz en off"), a complaint ("tapa la voz en off")
			continue
		}
		if t.text == "off" && i > 0 && f.c.toks[i-1].word("en") {
			// "la música tapa la voz en off": "tapa la voz" is read as
			// one phrase, and "en off" left behind still names the voice
			continue
		}
		return true
	}
	return false
}
