package planner

// What a frame signals: small questions the intent decision asks of the
// slots a clause filled.

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

func (f *frame) says(set map[string]bool) bool {
	for _, t := range f.c.toks {
		if t.kind == tWord && set[t.text] {
			return true
		}
	}
	return false
}

// nounIs reports whether a target of the frame is of one of the kinds.
func (f *frame) nounIs(kinds ...string) bool {
	for _, n := range f.targets {
		kind := n.kind
		if brollSound(n) {
			kind = "audio" // "turn the b-roll audio down": a sound, not the picture (it was moved down)
		}
		if contains(kinds, kind) {
			return true
		}
	}
	return false
}

// hasTextContent: the clause gives words for a text.
func (f *frame) hasTextContent() bool {
	if len(f.quotes) > 0 || f.text != "" {
		return true
	}
	for _, n := range f.targets {
		if n.kind == "text" && n.trail != "" && !saysChange(n.trail) {
			return true
		}
	}
	return false
}

// saysChange: the words after a text's noun say how it changed ("the
// price dropped", "el precio cambió"), not what a new text says (a text
// "dropped" was added).
func saysChange(trail string) bool {
	w := strings.Fields(fold(trail))
	if len(w) == 0 || len(w) > 2 {
		return false
	}
	return contains(changedWords, w[0]) || contains(changedWords, strings.Join(w, " "))
}

// textContent is the text a clause gives: quoted, "saying ...", or the
// words after the noun ("a title Hello World").
func (f *frame) textContent() string {
	switch {
	case len(f.quotes) > 0:
		return f.quotes[len(f.quotes)-1]
	case f.text != "":
		return f.text
	}
	for _, n := range f.targets {
		if n.kind == "text" && n.trail != "" {
			return n.trail
		}
	}
	return ""
}

// captionsAsked: "add captions", "generate subtitles", "subtitulá el video".
func captionsAsked(f *frame) bool {
	if f.hasTextContent() || len(f.pos) > 0 || len(f.props) > 0 || f.has("bigger", "smaller", "more", "less") || len(f.times) > 0 {
		return false
	}
	for _, n := range f.targets {
		if n.det == "the" && len(f.colors) > 0 {
			return false // "poné los subtítulos en amarillo": the ones there are, in a colour
		}
		if n.kind == "text" && n.plural && n.noun != "" && (strings.HasPrefix(n.noun, "subt") || strings.HasPrefix(n.noun, "capt") ||
			n.noun == "subs" || n.noun == "cc" || n.noun == "closed captions" || strings.HasPrefix(n.noun, "leyend")) {
			return f.verb == "add" || f.verb == "put" || f.verb == "create" || f.verb == "" || f.verb == "write" ||
				f.verb == "make" && n.det == "a"
		}
	}
	return false
}

func amountGiven(f *frame) bool {
	if len(f.amounts) > 0 || f.has("half", "full", "min", "louder", "quieter") {
		return true
	}
	for _, t := range f.times {
		if t.bare && t.kind == "point" && !pointWithArticle(f, t) {
			return true
		}
	}
	return false
}

// pointWithArticle: a bare number said after a preposition and an article,
// "en el 48", "at the 48", is a moment of the video, never a level (a
// level is "al 48", "a 48", "to 48"): "duplicá el sonido del chinchin y
// ponelo también en el 48" set the copy's volume to 48%.
func pointWithArticle(f *frame, t timeExpr) bool {
	toks := f.c.toks
	for k := t.first; k >= 0 && k < len(toks) && k < t.first+4; k++ {
		if toks[k].kind == tNumber {
			return k >= 2 && toks[k-1].word("el", "the") && toks[k-2].word("en", "at", "in")
		}
	}
	return false
}

func durationGiven(f *frame) bool {
	for _, t := range f.times {
		if t.kind == "duration" {
			return true
		}
	}
	return false
}

func untilGiven(f *frame) bool {
	for _, t := range f.times {
		if t.kind == "until" || t.kind == "span" && t.a.span == "end" {
			return true
		}
	}
	return false
}

// closedSpan: a time with both ends ("from the start until the b-roll",
// "during the whole interview", "from 2 to 6").
func closedSpan(f *frame) bool {
	for _, t := range f.times {
		if t.kind == "range" || t.kind == "anchor" && (t.a.edge == "whole" || t.a.edge == "") {
			return true
		}
	}
	return false
}

func spanWhole(f *frame) bool {
	for _, t := range f.times {
		if t.kind == "span" && t.a.span == "whole" {
			return true
		}
	}
	return false
}

// onlyPoints: the times said are points, no range ("cut at 5").
func onlyPoints(f *frame) bool {
	if len(f.times) == 0 {
		return false
	}
	for _, t := range f.times {
		if t.kind != "point" && !(t.kind == "span" && (t.a.span == "halfway")) && !(t.kind == "from" && t.prep == "after") {
			return false
		}
	}
	for _, n := range f.targets {
		if n.kind != "video" && n.kind != "everything" && !n.pron && n.kind != "clip" {
			return false
		}
	}
	return true
}

func pronOnly(f *frame) bool {
	for _, n := range f.targets {
		if !n.pron {
			return false
		}
	}
	return len(f.targets) > 0
}

// indefinite: "a title", "another logo", "una estrella": something new.
func indefinite(f *frame) bool {
	for _, n := range f.targets {
		if n.det == "a" || contains(n.mods, "another") {
			return true
		}
	}
	return f.has("another", "again")
}

// existing reports whether the frame's first target names something on
// the timeline (so "put the logo at 5" moves it rather than adding one).
func existing(f *frame, r *resolver) bool {
	for _, n := range f.targets {
		if n.det == "a" || contains(n.mods, "another") || n.kind == "part" || n.kind == "track" {
			continue
		}
		if ts, err := r.elements(n); err == nil && len(ts) > 0 {
			return true
		} else {
			var q *question
			if errors.As(err, &q) {
				return true // several: the planner will ask which
			}
		}
	}
	return false
}

func saysSticker(f *frame) bool {
	for _, s := range f.sticker {
		if !s.weak {
			return true
		}
	}
	for _, n := range f.targets {
		if n.sticker != "" {
			return true
		}
	}
	return false
}

func textNamed(r *resolver, q string) bool {
	for _, t := range all(r.p) {
		if t.el.Text != nil && strings.EqualFold(strings.TrimSpace(t.el.Text.Content), strings.TrimSpace(q)) {
			return true
		}
	}
	return false
}

func percentOnly(f *frame) bool {
	for _, a := range f.amounts {
		if a.kind == "percent" || a.kind == "number" {
			return true
		}
	}
	return false
}

func amountSaid(f *frame) string {
	for _, a := range f.amounts {
		if a.kind == "percent" {
			return fmt.Sprintf("%g%%", a.v)
		}
		return fmt.Sprintf("%g", a.v)
	}
	return "That"
}

// destinationTrack is "to the overlay track" / "to track 3".
func destinationTrack(f *frame) *np {
	for i := range f.targets {
		if f.targets[i].kind == "track" && (f.targets[i].prep == "to" || f.targets[i].prep == "at" || f.targets[i].prep == "in") {
			return &f.targets[i]
		}
	}
	return nil
}

// soundOnly: every target is a clip with sound (so "the interview at 70%"
// is its volume, not its opacity).
func soundOnly(f *frame, r *resolver) bool {
	return everyTarget(f, r, func(t target) bool {
		return t.el.Audio != nil && (t.track == timeline.TrackMain || t.track == timeline.TrackAudio)
	})
}

// everyTarget: the clause names things, each found on the timeline, and
// every element they are passes ok. A name with several candidates ("the
// b-roll" of two) passes when each candidate does: whichever is meant,
// the intent is the same, and the question is asked when it is resolved.
func everyTarget(f *frame, r *resolver, ok func(target) bool) bool {
	if len(f.targets) == 0 {
		return false
	}
	for _, n := range f.targets {
		ts, err := r.elements(n)
		var q *question
		if errors.As(err, &q) {
			each := n
			each.plural = true
			ts, err = r.elements(each)
		}
		if err != nil || len(ts) == 0 {
			return false
		}
		for _, t := range ts {
			if !ok(t) {
				return false
			}
		}
	}
	return true
}

// pictured: the clause names things, each of which draws (a clip with its
// sound, not a sound alone), and no sound noun ("the music") was said.
func pictured(f *frame, r *resolver) bool {
	if len(f.targets) == 0 || f.nounIs("music", "audio", "voice") {
		return false
	}
	for _, n := range f.targets {
		ts, err := r.elements(n)
		if err != nil || len(visualTargets(ts)) != len(ts) || len(ts) == 0 {
			return false
		}
	}
	return true
}

// restOnly: the clause's only time is "the rest".
func restOnly(f *frame) bool {
	for _, t := range f.times {
		if !(t.kind == "span" && t.a.span == "rest") {
			return false
		}
	}
	return true
}

// restGone: "keep the first 10 seconds and delete the rest": the keep
// already removed it.
func restGone(r *resolver) bool {
	return r.ctx != nil && r.ctx.hasEnd && r.ctx.lastEnd >= r.total()
}

func lastWord(s string) string {
	ws := strings.Fields(fold(s))
	if len(ws) == 0 {
		return s
	}
	return ws[len(ws)-1]
}

// regionsAsNames: a photo's parts are names in a video ("the dog"): they
// are looked up, and a project without one says so.
func (f *frame) regionsAsNames() {
	for _, n := range f.regions {
		n.names, n.region = []string{nameKey(lastWord(n.said))}, ""
		f.targets = append(f.targets, n)
	}
	f.regions = nil
	for i, n := range f.targets {
		if w := regionWordSaid(n); w != "" {
			// "the dog sticker", "el sticker del perro", "the cat clip":
			// what it shows is a word of its name, looked up (the region
			// was dropped, and the one sticker there, a heart, was
			// deleted or made bigger)
			f.targets[i].names, f.targets[i].region = append(n.names, nameKey(w)), ""
		}
	}
}

// regionWordSaid: the word of a photo's part that n, said with a kind of
// thing drawn over the video (a sticker, a text, a picture), was read
// with ("dog" in "the dog sticker"); "" when none, when it is the
// background, or with another kind ("the guy talking" is the voice of
// whoever talks, asked).
func regionWordSaid(n np) string {
	if n.region == "" || n.region == "background" || !slices.Contains([]string{"sticker", "text", "image", "logo", "video", "clip"}, n.kind) {
		return ""
	}
	for _, w := range strings.Fields(fold(n.said)) {
		if slices.ContainsFunc(lookup(w), func(l lexeme) bool { return l.cat == cRegion && l.val == n.region }) {
			return w
		}
	}
	return ""
}

// effectTarget: the clause names an effect on the timeline ("the blur").
func (f *frame) effectTarget() bool {
	for _, n := range f.targets {
		if n.effect != "" {
			return true
		}
	}
	return false
}

// bareEdge: the clause's only time is the video's start or end, with no
// length ("at the start", "al final"): "start", "end" or "".
func bareEdge(f *frame) string {
	if len(f.times) != 1 || f.times[0].kind != "span" || f.times[0].a.anchor != nil {
		return ""
	}
	if e := f.times[0].a.span; e == "start" || e == "end" {
		return e
	}
	return ""
}

// edgeSaid: the clause names an element's start or end edge ("the start
// of the interview", "its end"); "" when none.
func edgeSaid(f *frame) string {
	for _, t := range f.times {
		if t.kind == "span" && (t.a.span == "start" || t.a.span == "end") {
			return t.a.span
		}
	}
	return ""
}

func anchoredEdge(f *frame) bool {
	for _, t := range f.times {
		if t.kind == "span" && t.a.anchor != nil && (t.a.span == "start" || t.a.span == "end") {
			return true
		}
	}
	return false
}

// indefiniteMedia: the clause adds a new clip or image ("add a logo in
// black and white"), so its looks describe that, not an effect to apply.
func indefiniteMedia(f *frame) bool {
	for _, n := range f.targets {
		if n.det == "a" && (n.kind == "image" || n.kind == "logo" || n.kind == "broll" || n.kind == "clip" || n.kind == "video" || len(n.names) > 0) {
			return true
		}
	}
	return false
}

// toPoint: the clause says where something should end: "to 20 seconds",
// "down to 0:20", "a 20 segundos".
func toPoint(f *frame) bool {
	if stretchStartSaid(f) {
		return false // "cut from 10 for 5 seconds": the stretch that long from 10 (5 s–28 s was cut)
	}
	for _, t := range f.times {
		if t.kind == "point" && (t.prep == "to" || t.prep == "until") || t.kind == "duration" && t.prep != "by" {
			return true
		}
	}
	return false
}

// reorderAsked: "put the city clip before the interview", "poné el clip
// de la ciudad primero", "move the interview to the end": main-track clips
// in another order.
func reorderAsked(f *frame, r *resolver) bool {
	if f.verb != "put" && f.verb != "move" && f.verb != "make" {
		return false
	}
	if len(f.effects) > 0 {
		// "poné blanco y negro en el último clip", "put sepia on the first
		// clip": a look put on a clip, whose "last" picks the clip (it was
		// read as moving the clip last)
		return false
	}
	main := 0
	for _, n := range f.targets {
		ts, err := r.elements(n)
		if err != nil || len(ts) == 0 {
			return false
		}
		if ts[0].track == timeline.TrackMain {
			main++
		}
	}
	if main == 0 || len(r.p.MainTrack().Elements) < 2 {
		return false
	}
	for _, t := range f.times {
		if (t.kind == "before" || t.kind == "from" && t.prep == "after") && (t.a.anchor != nil || t.b.anchor != nil) {
			return true
		}
		if t.kind == "span" && anchorIsAll(t.a.anchor) && (t.a.span == "start" || t.a.span == "end") || t.kind == "until" && t.b.span == "end" {
			return true
		}
	}
	return f.says(map[string]bool{"first": true, "primero": true, "primera": true, "last": true, "ultimo": true, "ultima": true})
}

// soundAspect: a target was named by its sound ("the audio of the b-roll").
func soundAspect(f *frame) bool {
	for _, n := range f.targets {
		if n.aspect == "audio" {
			return true
		}
	}
	return false
}

// halfSaid: the only time is "in half" / "en dos" / "halfway".
func halfSaid(f *frame) bool {
	return len(f.times) == 1 && f.times[0].kind == "span" && f.times[0].a.span == "halfway"
}

// rangeSaid: every time the clause says is a stretch of time ("for the
// last 3 seconds", "during the b-roll", "from 5 on"), not a moment.
func rangeSaid(f *frame) bool {
	if len(f.times) == 0 {
		return false
	}
	for _, t := range f.times {
		switch {
		case t.kind == "range" || t.kind == "first" || t.kind == "last" || t.kind == "from" || t.kind == "until":
		case t.kind == "duration" && stretchStartSaid(f): // "mute the music from 10 for 5 seconds": that stretch (it was refused)
		case t.kind == "anchor" && (t.a.edge == "whole" || t.a.edge == ""):
		case t.kind == "span" && contains([]string{"firsthalf", "secondhalf", "rest", "whole"}, t.a.span):
		default:
			return false
		}
	}
	return true
}

// stretchStartSaid: the clause says where a stretch starts ("from 10", "del
// 10"), so a length said with it is how long that stretch is.
func stretchStartSaid(f *frame) bool {
	return slices.ContainsFunc(f.times, func(t timeExpr) bool { return t.kind == "from" })
}

// pointsOnly: every time said is a moment (whatever the targets are).
func pointsOnly(f *frame) bool {
	for _, t := range f.times {
		if t.kind != "point" {
			return false
		}
	}
	return len(f.times) > 0
}

// keepTo: "to the first 12 seconds", "a los últimos 5 segundos": what is left.
func keepTo(f *frame) bool {
	if len(f.times) != 1 || f.times[0].kind != "first" && f.times[0].kind != "last" || f.times[0].a.anchor != nil {
		return false
	}
	return f.times[0].prep == "to" || f.c.toks[f.times[0].first].word("a", "to")
}

// wayNouns name a dimension of a look (in English), not which way it goes.
var wayNouns = map[string]string{"brightness": "brightness", "brillo": "brightness", "exposure": "brightness",
	"exposicion": "brightness", "contrast": "contrast", "contraste": "contrast", "saturation": "saturation",
	"saturacion": "saturation"}

// ways are the words for each way a dimension goes.
var ways = map[string][2]string{"brightness": {"brighter", "darker"}, "contrast": {"more contrast", "less contrast"},
	"saturation": {"more saturated", "less saturated"}}

// wayUnsaid is the dimension a look is named by when nothing says which
// way it goes: "adjust the brightness", "cambiá el contraste" (both were
// made brighter or punchier, a guess). "" when a way, a number or a
// second verb says it ("lower the brightness", "brillo 20", "set the
// brightness to 20").
func wayUnsaid(f *frame) string {
	if f.verb != "make" || len(f.verbs) > 1 || len(f.amounts) > 0 || len(f.mods) > 0 || len(f.effects) == 0 {
		return ""
	}
	dim := ""
	for _, t := range f.c.toks {
		if t.kind == tNumber || t.kind == tPercent {
			return ""
		}
		if t.kind != tWord || !t.has(cEffect) {
			continue
		}
		d, ok := wayNouns[t.text]
		if !ok {
			return ""
		}
		dim = d
	}
	for _, te := range f.times {
		if te.kind == "point" {
			return "" // "set the brightness to 20": a level
		}
	}
	return dim
}

// wayQuestion asks which way a dimension goes.
func wayQuestion(dim string) string {
	w := ways[dim]
	return fmt.Sprintf("which way should the %s go: %s or %s? Say e.g. %q, %q or \"%s +20\"", dim, w[0], w[1], w[0], w[1], dim)
}
