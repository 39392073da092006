package planner

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// photoStateAsked: a clause with no verb of its own, asked, that says how
// the photo is ("is it too dark?", "¿está muy oscura?", "isn't the sky
// too blue?"): a question, and basic mode cannot judge how the photo
// looks; nothing is changed and the reply names the edit it would make
// (the photo was brightened). As faultAsked is for the video.
func photoStateAsked(f *frame, prompt, line string) error {
	if f.verbAt >= 0 || !clauseAsked(f.c, prompt) || !complaintAfter(f) {
		return nil
	}
	return &question{fmt.Sprintf("%q is a question, and basic mode cannot judge how the photo looks, so nothing was changed. "+
		"If it is so, say it as a request (e.g. without the question mark) and it would do: %s", strings.TrimSuffix(strings.TrimSpace(f.c.raw), "?")+"?", line)}
}

// straightenGuessed: a turn with no angle said for the photo to come out
// straight ("girala para que quede bien", "rotate it so it looks
// straight"): how far it leans is not known, so the angle is asked (it
// turned 90°, which leaves a level photo on its side). A turn for another
// end ("girala para que quede vertical") keeps its quarter turn.
func straightenGuessed(f *frame, ops []Step, prompt string) error {
	if len(f.amounts) > 0 || len(f.c.toks) == 0 || !slices.ContainsFunc(ops, func(o Step) bool { return o.Op == "document.rotate" }) {
		return nil
	}
	if slices.ContainsFunc(f.c.toks, func(t token) bool { return t.kind == tNumber || t.kind == tTime }) {
		return nil
	}
	m := straightAim.FindStringSubmatch(fold(prompt[f.c.toks[0].pos:]))
	if m == nil {
		return nil
	}
	for _, w := range strings.Fields(m[1]) {
		if contains(straightWords, w) {
			return &question{fmt.Sprintf("How many degrees, and which way: to the left (counter-clockwise) or to the right (clockwise)? Say e.g. \"straighten it 2 degrees to the left\" or \"rotate it 90 degrees to the right\". (for %q)", strings.TrimSpace(m[0]))}
		}
	}
	return nil
}

// straightAim: the words of an aim after a turn ("para que quede bien",
// "so it looks straight"), up to four words.
var straightAim = regexp.MustCompile(`(?:para que|pa que|asi|so that|so)\s+((?:\S+\s*){1,4})`)

// straightWords say a photo should come out level.
var straightWords = []string{"bien", "derecha", "derecho", "recta", "recto", "derechita", "straight", "level", "properly", "correcta", "correcto",
	"correctly", "normal", "nivelada", "nivelado", "upright", "derechas"}
