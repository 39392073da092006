package planner

import (
	"errors"
	"slices"
)

// kindOfOwner: "el logo de concreto", "el logo de patitas", "the text of
// rocco": a kind said bare, then "of" and a name that several elements
// share (concreto-logo.png and the text "Boards by Concreto Skateshop").
// The kind and the name together are one thing: the element of that kind
// the name names. The name alone was resolved as a second thing and asked
// which, though the kind said it.
//
// The two are joined only where the kind with the name picks exactly one
// thing, and the name alone is asked about (several things hold it) or is
// that same thing ("el texto de los ingredientes"): a name that finds
// another thing on its own may be a time or a place ("la música de la
// intro" is the music during the intro, not intro.wav), and a name that
// finds nothing stays "not found".
func (f *frame) kindOfOwner(r *resolver) {
	for k := 0; k+1 < len(f.targets); k++ {
		kind, owner := f.targets[k], f.targets[k+1]
		if !bareKind(kind) || !bareName(owner) || owner.end > len(f.c.toks) {
			continue
		}
		of := owner.prep == "of" && (owner.first == kind.end+1 || ownerGapNamed(f, r, kind, owner))
		// "subile la voz a sofia": whose voice, said with "a" as with "de"
		dative := owner.prep == "" && owner.first == kind.end && f.c.toks[owner.first].word("a", "al")
		if !of && !dative {

			continue
		}
		alone, err := r.elements(owner)
		if err != nil && !isQuestion(err) {
			continue
		}
		one := kind
		one.names = slices.Clone(owner.names)
		one.end = owner.end
		one.said = f.prompt[f.c.toks[kind.first].pos:f.c.toks[owner.end-1].end]
		ts, err := r.elements(one)
		if err != nil || len(group(ts)) != 1 || len(alone) > 0 && !sameIDs(alone, ts) {
			continue
		}
		f.targets = slices.Replace(f.targets, k, k+2, one)
		if owner.first > kind.end+1 {
			f.gapPlacesOff(kind.end, owner.first) // ownergap.go
		}
	}
}

// bareKind: a noun phrase that says only a kind ("el logo", "the text",
// "la foto"), one of them, with nothing that says which.
func bareKind(n np) bool {
	return n.kind != "" && n.kind != "everything" && n.kind != "part" && n.kind != "thing" && len(n.names) == 0 &&
		n.quote == "" && !n.pron && !n.plural && n.ord == 0 && n.det != "a" && n.anchor == nil && n.edge == 0 &&
		n.sticker == "" && n.effect == "" && n.trail == ""
}

// bareName: a noun phrase that is only words of names ("concreto", "la
// abuela"), no kind, pronoun, sticker or effect.
func bareName(n np) bool {
	return n.kind == "" && len(n.names) > 0 && !n.pron && n.quote == "" && n.sticker == "" && n.effect == "" &&
		n.ord == 0 && n.anchor == nil && n.edge == 0
}

func isQuestion(err error) bool {
	var q *question
	return errors.As(err, &q)
}

// textNounOfFile: "el mensaje de la abuela", "grandma's message", "la
// etiqueta del tomate" where no text says the name: the text noun is a
// word of a file's name (mensaje-abuela.m4a, etiqueta-tomate.jpg), and
// with the names it names that file alone, so the phrase is that file's
// name, not a text ("there is no el mensaje de la abuela"; once found, the
// edit was still read as a text's: "there is no text on the timeline").
// A text that holds the noun and the names keeps the phrase a text's (the
// resolver's fileNamedByTextNoun weighs that case), and a phrase that
// several things fit stays asked.
func (f *frame) textNounOfFile(r *resolver) {
	for k, n := range f.targets {
		if n.kind != "text" || n.noun == "" || len(n.names) == 0 || n.quote != "" || n.pron || n.trail != "" {
			continue
		}
		if ts, err := r.elements(n); isQuestion(err) || err == nil && slices.ContainsFunc(ts, isText) {
			continue
		}
		noun := nameKey(fold(n.noun))
		words := append([]string{noun}, n.names...)
		files := filter(all(r.p), func(t target) bool {
			return t.el.Text == nil && t.el.Sticker == nil && t.el.Effect == nil && t.el.AssetID != "" && hasAll(nameWords(t.el.Name), words)
		})
		if len(group(files)) != 1 {
			continue
		}
		f.targets[k].kind, f.targets[k].noun, f.targets[k].names = "", "", words
	}
}

// sameIDs: a and b are the same elements.
func sameIDs(a, b []target) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !slices.ContainsFunc(b, func(t target) bool { return t.id == a[i].id }) {
			return false
		}
	}
	return true
}
