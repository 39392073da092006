package planner

import (
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A thing said by its kind and a word of its name, where the kind says
// which of the things of that name is meant.

// overlayVideoNamed: "el video del clicker", "espejá el video de las
// paginas", "the helmet cam video": a clip over the video (a picture in
// picture) said as "the video" or "the clip" with a word of its name,
// where no clip of the main track has that word. "Video" and "clip" look
// only at the main track, so it was "there is no el video del clicker".
// A main clip of that name keeps its place (it is tried first).
func (r *resolver) overlayVideoNamed(n np) []target {
	if n.kind != "video" && n.kind != "clip" || len(n.names) == 0 {
		return nil
	}
	return filter(all(r.p), func(t target) bool {
		return t.track == timeline.TrackOverlay && t.el.Type == timeline.ElementVideo && hasAll(r.elementWords(t), n.names)
	})
}

// kindNarrowed: of several files that have the words said, the one of the
// kind said: "la foto de los premios" is premios-snacks.jpg, not
// cierre-premios.mp4; "the rain sound" the .wav beside rain.jpg (it asked
// which file). Several of that kind, or none, still ask.
func kindNarrowed(n np, cands []*timeline.Asset) (*timeline.Asset, bool) {
	want, ok := map[string]timeline.AssetType{"music": timeline.AssetAudio, "audio": timeline.AssetAudio, "voice": timeline.AssetAudio,
		"image": timeline.AssetImage, "video": timeline.AssetVideo, "clip": timeline.AssetVideo}[n.kind]
	if !ok {
		return nil, false
	}
	typed := slices.DeleteFunc(slices.Clone(cands), func(a *timeline.Asset) bool { return a.Type != want })
	if len(typed) != 1 {
		return nil, false
	}
	return typed[0], true
}

// ofAThingBefore: token i names a thing said after "de", "del", "of the"
// and a thing named before it ("el recuadro de las páginas", "el recuadro
// del casco", "the box of the pages"): one thing said with a word of its
// name, not two. Only "de"/"of" right before was joined, so "el recuadro
// de las paginas tapa demasiado, achicalo" counted two things and asked
// what should change.
func ofAThingBefore(toks []token, i int, named func(int) bool) bool {
	k := i - 1
	for k >= 0 && toks[k].word("the", "la", "el", "los", "las") {
		k--
	}
	return k >= 1 && k < i && toks[k].word("de", "del", "of", "of the", "de la", "de las", "de los") && named(k-1)
}
