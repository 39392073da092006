package planner

import (
	"fmt"
	"sort"
	"strings"
)

// photoTextMeant is the text layers a clause means when the document has
// several: the one its words, its place ("the top text", "el texto de
// abajo") or its ordinal names, or all of them ("both texts"). With one
// text layer, or no text named, it is nil (the caller's own choice); with
// several and none of them named, a question that names them ("make the
// text red" recoloured the first and left the other unsaid). settle takes
// a place that picked the text out of the clause's places.
func photoTextMeant(f *frame, info PhotoState, settle bool) ([]PhotoLayer, error) {
	n, ok := photoTextNamed(f)
	if !ok {
		return nil, nil
	}
	texts := textLayers(info)
	at := placeQualifier(f, n, settle)
	if len(texts) < 2 {
		return nil, nil
	}
	if len(f.quotes) == 2 {
		return nil, nil // "replace 'Hello' with 'Bye'": the first quote says which
	}
	switch {
	case n.ord > 0 && n.ord <= len(texts):
		return texts[n.ord-1 : n.ord], nil
	case n.ord == -1:
		return texts[len(texts)-1:], nil
	case n.ord != 0:
		return nil, &cannot{fmt.Sprintf("there is no %s: there are %d texts", n.said, len(texts))}
	case n.plural || n.det == "all" || contains(n.mods, "each"):
		return texts, nil
	}
	for _, l := range texts {
		if len(f.quotes) == 1 && strings.EqualFold(textWords(l), strings.TrimSpace(f.quotes[0])) {
			return []PhotoLayer{l}, nil // "make the 'Hello' text red"
		}
	}
	if want := append(append([]string(nil), n.names...), nameWords(n.trail)...); len(want) > 0 {
		for _, l := range texts {
			if l.Text != nil && hasAll(nameWords(l.Text.Text), want) {
				return []PhotoLayer{l}, nil
			}
		}
	}
	if at != "" {
		byY := append([]PhotoLayer(nil), texts...)
		sort.SliceStable(byY, func(i, j int) bool { return textY(byY[i]) < textY(byY[j]) })
		if at == "top" {
			return byY[:1], nil
		}
		return byY[len(byY)-1:], nil
	}
	var names []string
	for _, l := range texts {
		names = append(names, fmt.Sprintf("%q", textWords(l)))
	}
	return nil, unreadf("which text: %s? Say e.g. \"the %s text\", \"the second text\" or \"both texts\"",
		orList(names), textWords(texts[0]))
}

// photoTextNamed is the noun phrase that names a text layer ("the title", "el
// texto", "both texts").
func photoTextNamed(f *frame) (np, bool) {
	for _, n := range f.targets {
		if n.kind == "text" || n.kind == "layer" && contains(n.mods, "text") && len(n.names) == 0 {
			return n, true
		}
	}
	return np{}, false
}

// placeQualifier reads "the top text", "the text at the bottom", "el texto
// de abajo", "la capa de arriba" as which one is meant; settle takes the
// place out of the clause's places (the title was moved to the top as well).
func placeQualifier(f *frame, n np, settle bool) string {
	toks := f.c.toks
	at := -1
	if k := n.first - 1; k >= 0 && k < len(toks) && toks[k].has(cPos) {
		at = k
	} else if k := n.end; k < len(toks) && toks[k].word("at", "on", "de", "del") && (!movesText(f) || len(f.pos) > 1) {
		if k = skipDets(toks, k+1); k < len(toks) && toks[k].has(cPos) {
			at = k // "el texto de abajo en rojo"; "move the text at the top down": one place picks, the other is where
		}
	}
	if at < 0 {
		return ""
	}
	l, _ := toks[at].get(cPos)
	if l.val != "top" && l.val != "bottom" {
		return ""
	}
	if settle {
		f.dropPos(at, l.val)
	}
	return l.val
}

// movesText: the clause moves what it names, so a place after it may be
// where it goes ("put the text at the top").
func movesText(f *frame) bool {
	// "poné la opacidad de la capa de arriba al 50%": a setting put, so
	// "de arriba" picks the layer (the active one was changed)
	return f.verb == "move" || (f.verb == "put" || f.verb == "place") && len(f.colors) == 0 && !f.has("bigger", "smaller") &&
		!f.hasProp("opacity", "transparent", "opaque", "blendmode", "invisible", "visible")
}

func textLayers(info PhotoState) []PhotoLayer {
	var out []PhotoLayer
	for _, l := range info.Layers {
		if l.Kind == "text" {
			out = append(out, l)
		}
	}
	return out
}

func textY(l PhotoLayer) float64 {
	if l.Bounds != nil {
		return l.Bounds.Y
	}
	if l.Text != nil {
		return l.Text.Y
	}
	return 0
}

// textWords is what a text layer says, or its name.
func textWords(l PhotoLayer) string {
	if l.Text != nil && strings.TrimSpace(l.Text.Text) != "" {
		return strings.TrimSpace(l.Text.Text)
	}
	return l.Name
}

// onlyText is the document with one text layer of its texts kept, so the
// one-title ops act on it.
func onlyText(info PhotoState, keep PhotoLayer) PhotoState {
	out := info
	out.Layers = nil
	for _, l := range info.Layers {
		if l.Kind != "text" || l.ID == keep.ID {
			out.Layers = append(out.Layers, l)
		}
	}
	return out
}

// stackEnd is the layer at the top or the bottom of the stack a clause
// names by its place ("delete the top layer", "ocultá la capa de abajo");
// nil when it names none (the active layer, the photo at the bottom, was
// deleted for "the top layer").
func stackEnd(f *frame, info PhotoState) *PhotoLayer {
	if len(info.Layers) == 0 {
		return nil
	}
	for _, n := range f.targets {
		if n.kind != "layer" || n.ord != 0 || len(n.names) > 0 {
			continue
		}
		switch placeQualifier(f, n, true) {
		case "top":
			return &info.Layers[0]
		case "bottom":
			return &info.Layers[len(info.Layers)-1]
		}
	}
	return nil
}

// layerRaised: "subí la capa", "bajá el logo" name a layer that is not a
// text (a text said lower is moved; see titleUpdateOps).
func layerRaised(f *frame, info PhotoState) bool {
	if f.nounIs("layer") {
		return true
	}
	l := layerTarget(f, info)
	return l != nil && l.Kind != "text"
}
