package planner

import (
	"slices"
	"strings"
)

// "Add a voiceover of paula reading the saturday schedule", "poné una voz
// en off que diga los horarios", "add narration explaining the process":
// a new voice is a recording, which no tool makes. Read as a text, the
// first added "the saturday schedule" as a caption and said it was done.
// A voice the project already has ("add the voiceover at 5s", the file
// locucion.m4a) is a file to add, read as before.

// newVoiceWords name a recorded voice (the voice kind's words, less the
// ones that name a person or a song's vocals: "the singer").
var newVoiceWords = []string{"voice", "voiceover", "vo", "narration", "narrator", "voz", "locucion", "narracion", "dialogue"}

// newVoiceAsked: the clause adds a voice said with an indefinite article
// ("a voiceover", "una locución", "some narration") and no asset of the
// project is a voice.
func newVoiceAsked(f *frame, r *resolver) bool {
	if f.verb != "add" && f.verb != "put" || r == nil || r.p == nil {
		return false
	}
	toks := f.c.toks
	asked := false
	for i, t := range toks {
		if !slices.Contains(newVoiceWords, t.text) && !strings.HasPrefix(t.text, "voz en off") && !strings.HasPrefix(t.text, "voice over") {
			continue
		}
		if i > 0 && toks[i-1].word("a", "an", "some", "un", "una", "unos", "unas", "new", "nueva", "nuevo") {
			asked = true
		}
	}
	if !asked {
		return false
	}
	for _, a := range r.p.Assets {
		name := fold(a.Name)
		for _, w := range kindWords["voice"] {
			if len(w) > 3 && strings.Contains(name, w) {
				return false
			}
		}
	}
	return true
}
