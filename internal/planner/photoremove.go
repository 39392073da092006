package planner

import (
	"fmt"
	"slices"
	"strings"
)

// Removing something that is part of the picture ("remove the guy on the
// left", "sacá la mancha", "delete the car from the photo") needs an op
// that fills in what was behind it, and the catalog has none: the only
// thing a delete verb can take away is a layer. Read as a layer, such a
// request deleted the photo's layer and blanked it; it is refused, saying
// what basic mode can do instead.

// insidePhotoHelp says what basic mode can do instead of removing a part
// of the picture.
const insidePhotoHelp = "basic mode cannot remove things from inside a photo (no op fills in what is behind them; a delete removes a whole layer); " +
	"it can blur, darken or pixelate a part (e.g. \"blur the background\", \"darken the background\", \"pixelate the face\") or crop an edge off (e.g. \"crop 50 px from the left\")"

// personWords are pronouns that can only be someone in the picture, never
// a layer ("erase him").
var personWords = []string{"him", "her", "he", "she", "el", "ella", "ellos", "ellas"}

// insidePhoto is what a delete clause names inside the picture: a part of
// it (a person, the sky, the background, the thing "in the photo"), when
// no layer is named by it and no look is taken off. ok is false when the
// clause names a layer, a text, the selection, a look, or nothing inside.
func insidePhoto(f *frame, info PhotoState) (string, bool) {
	if f.nounIs("layer", "text", "selection") || lookNamed(f) != "" || len(f.effects) > 0 ||
		layerTarget(f, info) != nil || stackEnd(f, info) != nil {
		return "", false
	}
	if said, ok := behindPhrase(f); ok {
		return said, true // "erase the tree behind him": the tree, where it is
	}
	if len(f.regions) > 0 {
		return f.regions[0].said, true // "remove the woman", "borrá el cielo"
	}
	photoSaid := f.nounIs("image")
	for _, n := range f.targets {
		switch {
		case n.kind == "image":
			continue
		case n.region != "":
			return n.said, true // "delete the shuttle model from the photo"
		case n.pron && personWord(n.said):
			return n.said, true // "erase him"
		case photoSaid && !n.pron && n.kind == "" && n.quote == "":
			return n.said, true // "delete the tree from the photo": in it, not a layer
		}
	}
	if at := personalA(f.c.toks); at != "" {
		return at, true // "sacalo a él"
	}
	return "", false
}

// personWord: the words said are a person pronoun ("him", "a ella").
func personWord(said string) bool {
	ws := strings.Fields(fold(said))
	return len(ws) > 0 && slices.Contains(personWords, ws[len(ws)-1])
}

// personalA finds "a él", "a ella": Spanish marks a person as the thing
// acted on with "a" ("sacalo a él").
func personalA(toks []token) string {
	for i := 1; i < len(toks); i++ {
		if toks[i-1].word("a", "al") && toks[i].word("el", "ella", "ellos", "ellas") && (i+1 == len(toks) || toks[i+1].kind != tWord) {
			return toks[i-1].text + " " + toks[i].text
		}
	}
	return ""
}

// insidePhotoRefusal is the reply to removing a part of the picture.
func insidePhotoRefusal(said string) error {
	return unreadf("%q is part of the picture, not a layer: %s", said, insidePhotoHelp)
}

// layerWordsMissing is the name a layer was called by ("the logo layer",
// "the person layer", "la capa del fondo") when no layer is named so
// (layerTarget found none), or "".
func layerWordsMissing(f *frame) string {
	for i, n := range f.targets {
		if n.kind != "layer" || len(n.names) > 0 || n.ord != 0 {
			continue
		}
		if n.region != "" {
			return n.said
		}
		if i == 0 && len(f.regions) > 0 && f.regions[0].first == n.end+1 && f.c.toks[n.end].word("of", "de", "del") {
			return n.said + " " + f.c.toks[n.end].text + " " + f.regions[0].said // "la capa del fondo"
		}
		for _, m := range n.mods {
			if !strings.Contains(m, ":") && m != "another" && m != "other" && m != "image" && m != "text" {
				return n.said
			}
		}
	}
	return ""
}

// onlyThePhotoNamed: the photo is all the clause names ("duplicate the
// photo"), not where something else is ("remove the logo from the photo").
func onlyThePhotoNamed(f *frame) bool {
	for _, n := range f.targets {
		if n.kind != "image" && !n.pron || n.kind == "image" && containerPrep(n.prep) {
			return false // "sacá al nene de la imagen": something (not understood) from it
		}
	}
	return len(f.regions) == 0
}

// onlyLayerGone: deleting the document's only layer leaves an empty
// canvas, which is no edit anyone asks for (as hiding it).
func onlyLayerGone(info PhotoState) error {
	if len(info.Layers) != 1 {
		return nil
	}
	return &cannot{fmt.Sprintf("the photo is the document's only layer: deleting it would leave an empty canvas; %s", insidePhotoHelp)}
}

// containerPrep: the photo said after it is where something is ("from the
// photo", "de la imagen", "in the picture").
func containerPrep(prep string) bool {
	return slices.Contains([]string{"from", "of", "out of", "in", "on", "off"}, prep)
}

// behindWords read as the background by themselves ("blur what's behind")
// but are a place when a thing comes before or after them.
var behindWords = []string{"behind", "detras", "atras"}

// behindPhrase: "erase the tree behind him", "borrá el árbol detrás de
// ella", "remove the car behind the man": "behind" says where the thing
// removed is, not that the background is removed; the thing is the words
// from after the verb to the end (the refusal named "behind" alone, or
// "ella" as a word not known). The words in it are used up.
func behindPhrase(f *frame) (string, bool) {
	if f.verbAt < 0 || len(f.regions) == 0 {
		return "", false
	}
	r := f.regions[0]
	toks := f.c.toks
	if r.region != "background" || !slices.ContainsFunc(strings.Fields(fold(r.said)), func(w string) bool { return contains(behindWords, w) }) {
		return "", false
	}
	start, end := f.verbAt+1, len(toks)
	for end > start && toks[end-1].kind != tWord {
		end--
	}
	if r.first <= start && r.end >= end || start >= end {
		return "", false // "remove what's behind": the background itself
	}
	said := strings.TrimSpace(f.prompt[toks[start].pos:toks[end-1].end])
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return strings.Contains(fold(said), w) })
	return said, true
}
