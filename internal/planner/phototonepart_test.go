package planner

import "testing"

// The shadows or highlights of one part: the part selected, then the
// shadows-highlights adjustment masked to it. want: a fragment of the
// plan's steps; "" wants no plan; not: a fragment that must not be there.
func TestToneInPart(t *testing.T) {
	st := PhotoState{Width: 240, Height: 160}
	for _, c := range []struct{ prompt, want, not string }{
		{"lift the shadows on the ground, can't see anything down there", `"selection.rectangle"`, ""},
		{"lift the shadows on the ground", `"shadows":50`, ""},
		{"levantá las sombras del suelo", `"shadows":50`, ""},
		{"recover the highlights in the sky", `"selection.sky"`, "selection.invert"},
		{"recuperá las luces del cielo", `"highlights":50`, ""},
		{"aclará las sombras de la cara", `"selection.face"`, ""},
		{"deepen the shadows in the background", `"shadows":-50`, ""},
		// the whole photo: no part selected
		{"lift the shadows", `"shadows":50`, "selection"},
		// a part left out is not read here: asked
		{"lift the shadows everywhere but the sky", "", ""},
	} {
		checkPhotoSteps(t, c.prompt, st, c.want, c.not)
	}
}
