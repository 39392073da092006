package planner

import (
	"fmt"
	"slices"
)

// Where a look said of a thing lands: a face in the picture, which no
// effect can single out, or a clip that a caption over it names as well.

// lookOnAFace: a look asked of a face ("blur the chef's face",
// "desenfocá la cara del chef", "brighten her face in the intro") covers
// the whole picture, the face's clip and all around it (the chef's whole
// intro was blurred: silent). It is refused with what can be done.
func lookOnAFace(f *frame) error {
	i := slices.IndexFunc(f.c.toks, func(t token) bool { return t.has(cRegion, "face") && !t.has(cSticker) })
	if i < 0 {
		return nil
	}
	return &cannot{fmt.Sprintf("an effect covers the whole picture, so basic mode cannot put it on %q alone; say the clip or the times to change the whole picture then",
		f.c.toks[i].text)}
}

// footageNamedToo: a look said of a thing by a name word only ("desenfocá
// lo de los pulgones", "los colores de las medialunas se ven apagados")
// that was found as a caption ("Día 40: ¡pulgones!") as well as, or
// instead of, the one clip that has that word in its name
// (pulgones-kale.mp4) is that clip: a look cannot go on a caption alone,
// and the clip is what shows the thing (it was refused: "an effect covers
// the whole picture").
func footageNamedToo(f *frame, r *resolver, ts []target) []target {
	if !slices.ContainsFunc(ts, func(t target) bool { return t.el.Text != nil }) {
		return ts
	}
	if slices.ContainsFunc(f.targets, func(n np) bool {
		return n.quote != "" || n.trail != "" || contains([]string{"text", "sticker", "logo", "image", "title", "caption"}, n.kind)
	}) {
		return ts // "blur the day 12 text": the text, refused
	}
	if fill := filter(ts, func(t target) bool { return fillsFrame(r.p, t) }); len(fill) > 0 {
		if len(group(fill)) == 1 {
			return fill
		}
		return ts
	}
	for _, n := range f.targets {
		if n.pron || len(n.names) == 0 {
			continue
		}
		found, err := r.elements(n)
		if err != nil || !slices.ContainsFunc(found, func(t target) bool { return t.el.Text != nil }) {
			continue
		}
		clips := filter(all(r.p), func(t target) bool {
			return t.el.Effect == nil && t.el.Visual != nil && fillsFrame(r.p, t) && r.namedBy(t, n.names)
		})
		if len(group(clips)) == 1 {
			return clips
		}
	}
	return ts
}
