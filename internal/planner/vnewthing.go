package planner

import (
	"fmt"
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// wishLead: how many tokens open the clause with the user's wish and no
// edit of its own ("quiero", "I want", "we need", "me gustaría"): what
// follows is the thing wished for ("quiero un texto que diga 'Hola'" is
// a new text, as "un texto que diga 'Hola'" is). 0: none.
func wishLead(toks []token) int {
	k := 0
	if k < len(toks) && toks[k].word("i", "we", "yo", "nosotros") {
		k++
	}
	if k < len(toks) && toks[k].word(wishWords...) {
		return k + 1
	}
	return 0
}

// labelWords: a text's noun said as the verb that puts it on something
// ("label the photo with 'Hi'", "tag the clip with …", "etiquetá la foto
// con …").
var labelWords = []string{"label", "tag", "etiqueta", "etiquetá", "etiquetala", "etiquetalo", "rotula", "rotulá"}

// captionedWith: "caption the podium photo with 'Our champions'", "label
// the crew pic with "…"", "subtitulá la foto con 'Hola'": the words are a
// new text shown while that one picture or clip shows (it asked for
// transcription, or rewrote a label already there). The verb is read as
// "add" and the text's noun said as the verb is left out of the targets.
// Only one visual thing that is no text nor sticker, and words with
// "with"/"con" after it.
func captionedWith(f *frame, r *resolver) (bool, error) {
	toks := f.c.toks
	if len(toks) == 0 || len(f.quotes) == 0 && f.text == "" {
		return false, nil
	}
	asVerb := f.verb == "caption" && f.verbAt == 0
	if !asVerb && (f.verbAt >= 0 || !toks[0].word(labelWords...)) {
		return false, nil
	}
	var rest []np
	for _, n := range f.targets {
		if n.first == 0 && !asVerb {
			continue // "label" itself
		}
		rest = append(rest, n)
	}
	if len(rest) != 1 || rest[0].kind == "text" || rest[0].sticker != "" || rest[0].pron {
		return false, nil
	}
	with := slices.IndexFunc(toks, func(t token) bool { return t.word("with", "con") })
	if with < rest[0].end && !(rest[0].end < len(toks) && toks[rest[0].end].kind == tQuote) {
		return false, nil // "label the logo 'Bakery'": the words right after it are as "with" them
	}
	ts, err := r.elements(rest[0])
	if err == nil && len(ts) == 1 && ts[0].el.Visual == nil && ts[0].el.Audio != nil {
		// "label the music with 'Song'": a sound is not on screen; a text
		// over its whole time is a guess (another text was rewritten)
		return false, &question{fmt.Sprintf("%s is a sound, not on screen: add the words as a text? Say when, e.g. \"add a text %q from %s to %s\".",
			rest[0].said, textSaid(f), secs(ts[0].el.Start.Seconds()), secs(min(ts[0].el.End().Seconds(), ts[0].el.Start.Seconds()+5)))}
	}
	if err != nil || len(ts) != 1 || ts[0].el.Visual == nil || ts[0].el.Text != nil || ts[0].el.Sticker != nil {
		return false, nil
	}
	if asVerb {
		f.reread("caption", "add")
	} else {
		f.verb, f.verbSaid = "add", toks[0].text
	}
	f.targets = rest
	return true, nil
}

// textSaid: the words the clause gives a text, quoted or said.
func textSaid(f *frame) string {
	if f.text != "" {
		return f.text
	}
	return f.quotes[0]
}

// pipOfAFile: "picture in picture: drone-costa.mp4 bottom right from 20
// to 28", "pip del drone.mp4 arriba a la derecha": no verb, the
// picture-in-picture noun and one file of the project that is not on the
// timeline yet: that file is put over the video, as "put drone-costa.mp4
// as picture in picture …" is (there was no drone-costa.mp4 on the
// timeline to move). Read with the verb "put".
func pipOfAFile(f *frame, r *resolver) bool {
	if f.verb != "" || f.verbAt >= 0 || len(f.targets) != 1 || len(f.targets[0].names) == 0 || !f.has("pip") && !hasNoun(f, "overlay") {
		return false
	}
	file := f.targets[0]
	if ts, err := r.elements(file); err == nil && len(ts) > 0 {
		return false // on the timeline: a move
	}
	if a, err := r.asset(file); err != nil || a.Type == timeline.AssetAudio {
		return false
	}
	f.verb, f.verbSaid = "put", "put"
	return true
}
