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
		return t.track == timeline.TrackOverlay && t.el.Type == timeline.ElementVideo && r.namedBy(t, n.names)
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

// ofAThingBefore: token i names a thing said after "de" or "of" and a
// thing named right before ("el título de bienvenida"), or after "del",
// "de las", "of the" and a kind ("el recuadro de las páginas", "el
// recuadro del casco", "the video of the pages"): one thing said with a
// word of its name, not two. Only "de"/"of" right before was joined, so
// "el recuadro de las paginas tapa demasiado, achicalo" counted two things
// and asked what should change.
func ofAThingBefore(toks []token, i int, named func(int) bool) bool {
	k, arts := i-1, 0
	for k >= 0 && toks[k].word(ofArticles...) {
		k, arts = k-1, arts+1
	}
	if k < 1 || !toks[k].word("de", "del", "of") || !named(k-1) {
		return false
	}
	return arts == 0 && toks[k].word("de", "of") || toks[k-1].has(cKind)
}

// namesOfAThingBefore: token i is "names"/"nombres" said after "with" or
// "con" and a kind ("el cartel con los nombres de Rosa y Beto", "the card
// with the names"): what the text before holds, one thing, not a second
// one beside it. "El cartel con los nombres … dura demasiado, dejalo en 3
// segundos" counted two things and asked how much shorter, leaving the
// command's 3 seconds unread.
func namesOfAThingBefore(toks []token, i int) bool {
	if !toks[i].word("names", "nombres", "name", "nombre") {
		return false
	}
	k := i - 1
	for k >= 0 && toks[k].word(ofArticles...) {
		k--
	}
	return k >= 1 && toks[k].word("con", "with") && toks[k-1].has(cKind)
}

// namesOfThingEnd: where "con los nombres" said at j after a kind ends
// (namesOfAThingBefore); j when none is said there.
func namesOfThingEnd(toks []token, j int) int {
	if j >= len(toks) || !toks[j].word("con", "with") {
		return j
	}
	k := j + 1
	for k < len(toks) && toks[k].word(ofArticles...) {
		k++
	}
	if k < len(toks) && namesOfAThingBefore(toks, k) {
		return k + 1
	}
	return j
}

// ofThingEnd: where a thing said after a kind at j ("del casco", "de las
// páginas") ends; j when none is said there.
func ofThingEnd(toks []token, j int, named func(int) bool) int {
	if j >= len(toks) || !toks[j].word("de", "del", "of") {
		return j
	}
	k := j + 1
	for k < len(toks) && toks[k].word(ofArticles...) {
		k++
	}
	if k < len(toks) && named(k) && ofAThingBefore(toks, k, named) {
		return k + 1
	}
	return j
}

var ofArticles = []string{"the", "la", "el", "los", "las"}
