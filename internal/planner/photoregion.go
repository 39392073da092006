package planner

import "fmt"

// A part of the photo named that basic mode has no selection for ("darken
// the ground", "oscurecé la mesa", "make the barn pop"): the refusal names
// the part and the selections there are, so the user can pick one that
// fits ("the bottom half", "the background"). It said only that "ground"
// would be left out. A part is never guessed: issue 14 (regions by a
// segmentation model) is what would select it.

// selectableParts are what a look can be limited to, as the user says them.
const selectableParts = `the subject, the face, the sky, the background, the grass or the water (by their colour), ` +
	`a half or a corner of the frame (e.g. "the bottom half", "the top left corner") or everything but one of those`

// partNotSelectable is the first part of the picture a look clause names
// that is no region, layer or pronoun ("the ground", "el suelo", "his
// suit", "the wooden table"), as the user wrote it: an article or a
// possessive and the words after it that basic mode does not know.
func partNotSelectable(f *frame, info PhotoState) string {
	unknown := map[string]bool{}
	for _, w := range f.unknown {
		unknown[w] = true
	}
	for _, n := range f.targets {
		if n.kind == "" && n.region == "" && !n.pron && len(n.names) > 0 && n.sticker == "" && n.effect == "" &&
			layerTarget(&frame{targets: []np{n}}, info) == nil {
			for _, w := range n.names {
				unknown[w] = true
			}
		}
	}
	toks := f.c.toks
	for i, t := range toks {
		if !t.word(partDeterminers...) {
			continue
		}
		j, named := i+1, false
		for j < len(toks) && toks[j].kind == tWord && (len(toks[j].lex) == 0 || unknown[toks[j].text]) {
			named = named || unknown[toks[j].text]
			j++
		}
		if named && t.word("al", "del") {
			return f.prompt[toks[i+1].pos:toks[j-1].end] // "solo al cohete": the rocket, not "to the"
		}
		if named {
			return f.prompt[t.pos:toks[j-1].end]
		}
	}
	return ""
}

// partDeterminers open a part's name.
var partDeterminers = []string{"the", "el", "la", "los", "las", "al", "del", "his", "her", "their", "its", "my", "our", "su", "sus", "mi", "mis"}

// notSelectableError is the refusal for a part named that basic mode cannot select.
func notSelectableError(part string) error {
	return unreadf("basic mode cannot select %s in the photo: it selects %s; say one of those, or the whole photo", fmt.Sprintf("%q", part), selectableParts)
}
