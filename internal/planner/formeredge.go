package planner

import "slices"

// The old value said beside a new time may be an edge of the video
// rather than a number: "come in at 1s instead of right at the start",
// "start the logo at 8s instead of the beginning", "stop at 1:10 instead
// of running to the very end", "que arranque en el 8 en vez de al
// principio", "que termine en 1:10 en vez de seguir hasta el final". It
// only says how things are now, like "instead of 4" (dropFormerValue):
// "instead" was left out and the request refused. The other way round,
// the new time is the edge and the old one a number ("pop up right when
// the video starts, not at 4", "que salga al principio, no en el 4"):
// "not" was refused.

// formerEdgeLead: words that may come before the edge said as the old
// value: "right at", "all the way to", "desde", "hasta el".
var formerEdgeLead = []string{"right", "just", "justo", "all the way", "the", "el", "la", "very", "mismo", "de todo"}

// formerEdgeGoing: a verb of lasting before "to the end" ("instead of
// running to the very end", "en vez de seguir hasta el final").
var formerEdgeGoing = []string{"running", "going", "playing", "lasting", "staying", "continuing", "carrying on", "being there",
	"seguir", "llegar", "durar", "ir", "sonar", "quedar", "estar", "quedarse", "correr", "irse", "aparecer"}

// formerEdgeTail: words after the edge that say whose edge it is: "of the
// video", "del video", "of it".
var formerEdgeTail = []string{"of", "de", "del", "the", "el", "video", "the video", "el video", "of the video", "del video", "of it", "clip", "it", "todo", "all", "thing"}

// edgeOfVideoAt reads an edge of the video from i, said as the old value:
// the optional words before it, the edge, and whose edge; it must end the
// clause. Returns where it ends and the edge (-1 the start, 1 the end),
// or -1 and 0.
func edgeOfVideoAt(toks []token, i int) (int, int) {
	if i < len(toks) && toks[i].kind == tWord && toks[i].word(formerEdgeGoing...) {
		i++ // "running to the very end": what lasting until the edge says is the edge
	}
	for i < len(toks) && toks[i].kind == tWord && keptEdgeWord(toks[i]) == 0 &&
		(toks[i].word(formerEdgeLead...) || edgePrep(toks[i])) {
		i++
	}
	if i >= len(toks) || keptEdgeWord(toks[i]) == 0 {
		return -1, 0
	}
	edge := keptEdgeWord(toks[i])
	i++
	for i < len(toks) && toks[i].kind == tWord && toks[i].word(formerEdgeTail...) {
		i++
	}
	if i < len(toks) && !(toks[i].kind == tPunct || toks[i].has(cConn)) {
		return -1, 0 // "instead of the start of the chorus": a moment of something else
	}
	return i, edge
}

// edgePrep: a preposition an edge is said with ("at", "from", "to",
// "until", "in"; "al", "desde", "hasta", "en").
func edgePrep(t token) bool {
	return t.has(cPrep, "at", "from", "to", "until", "in") || t.word("at", "from", "to", "until", "till", "in", "on", "a", "al", "desde", "hasta", "en", "de", "del")
}

// edgeNewBefore: the clause right before an old number ends in an edge of
// the video said as the new time: "right when the video starts", "at the
// very beginning", "apenas empieza el video", "al principio".
func edgeNewBefore(toks []token) bool {
	k := len(toks) - 1
	for k >= 0 && toks[k].kind == tPunct && toks[k].text == "," {
		k--
	}
	for k >= 0 && toks[k].kind == tWord && toks[k].word("of", "de", "del", "the", "el", "video", "the video", "el video") && keptEdgeWord(toks[k]) == 0 {
		if k > 0 && keptEdgeWord(toks[k-1]) != 0 {
			k--
			break
		}
		if k > 0 && videoEdgeVerb(toks[k-1]) && toks[k].word("video", "the video", "el video") {
			return true // "apenas empieza el video"
		}
		k--
	}
	if k < 0 || toks[k].kind != tWord {
		return false
	}
	if keptEdgeWord(toks[k]) != 0 {
		return true
	}
	// "right when the video starts", "when it begins"
	return videoEdgeVerb(toks[k]) && k > 0 && toks[k-1].word("video", "the video", "el video", "it")
}

// videoEdgeVerb: a verb saying that the video starts or ends.
func videoEdgeVerb(t token) bool {
	return t.kind == tWord && t.word("starts", "begins", "start", "begin", "ends", "finishes", "empieza", "arranca", "comienza",
		"termina", "acaba", "inicia")
}

// formerEdgeSeconds: the edge said as the old value, in seconds of the
// project (the start 0, the end where the video ends).
func formerEdgeSeconds(edge int, videoEnd float64) []float64 {
	if edge < 0 {
		return []float64{0}
	}
	return []float64{videoEnd}
}

// formerEdgeKind: the old value read from i is an edge of the video.
// After "not just" / "no solo" the edge is kept, not replaced ("desde el
// principio, no solo al final": from the start to the end).
func formerEdgeKind(toks []token, i int) (int, string) {
	if i > 0 && toks[i-1].word("just", "only", "solo", "solamente") {
		return -1, ""
	}
	if end, edge := edgeOfVideoAt(toks, i); edge != 0 {
		return end, edgeKindWord[edge > 0]
	}
	return -1, ""
}

// edgeKindWord names the kinds formerValueEnd returns for an edge.
var edgeKindWord = map[bool]string{false: "start", true: "end"}

// edgeKind: the kind is an edge of the video said as the old value.
func edgeKind(kind string) bool { return slices.Contains([]string{"start", "end"}, kind) }

// newValueBeforeOld is newValueBefore, and also a number said as the old
// time after an edge said as the new one ("right when the video starts,
// not at 4"); a level ("not 30%") is not a time, and stays.
func newValueBeforeOld(before, old []token, kind string, adjacent bool) bool {
	if newValueBefore(before, kind, adjacent) {
		return true
	}
	if kind != "num" || slices.ContainsFunc(old, func(t token) bool { return t.is(tPercent) }) {
		return false
	}
	return slices.ContainsFunc(old, func(t token) bool { return t.is(tNumber, tTime) }) && edgeNewBefore(before)
}
