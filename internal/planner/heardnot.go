package planner

import "slices"

// hearingWords say a thing is heard ("que se escuche", "be heard"), as
// the "visible" property reads them (a sound plays when it is heard).
var hearingWords = []string{"se escuche", "se escuchen", "se oiga", "se oigan", "be heard", "is heard", "suene", "suenen",
	"sonar", "suena", "suenan", "esta sonando", "sonando"}

// notHeard: "que no se escuche el audio de la cámara", "que no suene la
// música", "the music shouldn't be heard": a sound wished not heard, with
// no time, is muted. The negated "visible" was read as "hide" and every
// clip the camera's audio belongs to was hidden (silent). Only a sound
// said by its kind (the music, a voice, the audio): "que no se escuche
// el logo" stays what it was.
func notHeard(f *frame) bool {
	if !f.neg || len(f.targets) == 0 || len(f.times) > 0 || len(f.amounts) > 0 || len(f.effects) > 0 || len(f.pos) > 0 ||
		slices.ContainsFunc(f.props, func(p string) bool { return p != "visible" }) || !f.hasProp("visible") {
		return false
	}
	if !slices.ContainsFunc(f.c.toks, func(t token) bool { return t.kind == tWord && t.has(cProp, "visible") && t.word(hearingWords...) }) {
		return false
	}
	for _, n := range f.targets {
		if n.kind != "music" && n.kind != "audio" && n.kind != "voice" && n.aspect != "audio" {
			return false
		}
	}
	return true
}

// verbReadAsSticker: the clause opens with a word that is a verb and a
// sticker's word both ("start"), and no verb was read: the word, or "".
func verbReadAsSticker(f *frame) string {
	if f.verb != "" || len(f.c.toks) == 0 || f.has("later", "earlier") {
		return "" // "start both lines one second later": a shift read later on
	}
	t := f.c.toks[0]
	if t.kind != tWord || !t.has(cVerb) || !t.has(cSticker) || len(f.c.toks) < 2 || f.c.toks[1].has(cKind, "sticker") ||
		!slices.ContainsFunc(f.c.toks, func(t token) bool { return t.kind == tNumber }) {
		// only a number can be misread here (as a level): "start both the
		// title and …" is a clause split before its shift
		return ""
	}
	return t.text
}
