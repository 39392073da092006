package planner

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// CornerScale is the size a visual gets when it is sent to a corner at
// full frame size (a logo or a picture-in-picture).
const CornerScale = 0.25

// asJSON reads a tool result as a generic value, for the few results
// whose fields a plan needs.
func asJSON(v any) map[string]any {
	var m map[string]any
	b, _ := json.Marshal(v)
	json.Unmarshal(b, &m)
	return m
}

// track resolves "the overlay track", "track 3", "the music track".
func (r *resolver) track(n np) (*timeline.Track, error) {
	n = mainTrackNamed(n)
	var cands []*timeline.Track
	for _, t := range r.p.Tracks {
		switch {
		case n.ord > 0 && len(n.mods) == 0:
			// "track 2": counted from the bottom, as list_timeline shows them
		case contains(n.mods, "overlay") || contains(n.mods, "broll") || contains(n.mods, "logo") || contains(n.mods, "image"):
			if t.Kind != timeline.TrackOverlay {
				continue
			}
		case contains(n.mods, "text"):
			if t.Kind != timeline.TrackText {
				continue
			}
		case contains(n.mods, "music") || contains(n.mods, "audio") || contains(n.mods, "voice"):
			if t.Kind != timeline.TrackAudio {
				continue
			}
		case contains(n.mods, "effect"):
			if t.Kind != timeline.TrackEffect {
				continue
			}
		case contains(n.mods, "video") || contains(n.mods, "clip"):
			if t.Kind != timeline.TrackMain {
				continue
			}
		case contains(n.mods, "sticker"):
			if t.Kind != timeline.TrackOverlay || !hasSticker(t) {
				continue
			}
		case len(n.names) > 0:
			if !hasAll(nameWords(t.Name), n.names) && !trackHolds(r, t, n.names) {
				continue
			}
		}
		cands = append(cands, t)
	}
	if n.ord != 0 {
		k := n.ord
		if k < 0 {
			k = len(cands) + 1 + k
		}
		if k < 1 || k > len(cands) {
			return nil, &notFound{fmt.Sprintf("there is no %s: there %s %d", n.said, isAre(len(cands)), len(cands))}
		}
		return cands[k-1], nil
	}
	if len(cands) > 1 && n.ord == 0 {
		if t := r.trackHoldingKind(n, cands); t != nil {
			return t, nil
		}
	}
	switch len(cands) {
	case 0:
		return nil, &notFound{fmt.Sprintf("there is no %s", n.said)}
	case 1:
		return cands[0], nil
	}
	var opts []string
	for _, t := range cands {
		opts = append(opts, fmt.Sprintf("%s (%s, %d elements)", t.ID, t.Kind, len(t.Elements)))
	}
	return nil, &question{fmt.Sprintf("Which track do you mean by %q: %s?", n.said, orList(opts))}
}

// audioTrackSaid: "the audio track", "la pista de audio" said alone is
// the track of the sound (the audio kind), not every element with sound
// ("mute the audio track" muted the main track too, for the interview's
// sound); "the audio track of the interview" is that clip's sound.
func audioTrackSaid(n np) (np, bool) {
	if n.kind != "audio" || len(n.names) > 0 || !contains(audioTrackNouns, n.noun) {
		return n, false
	}
	n.kind, n.mods = "track", append(slices.Clone(n.mods), "audio")
	return n, true
}

var audioTrackNouns = []string{"audio track", "sound track", "pista de audio", "volume track"}

// mainTrackWords say the track of the edit's clips: "the main track",
// "la pista principal", "the primary track" (it was "there is no the
// main track": "main" was read as a name).
var mainTrackWords = []string{"main", "principal", "primary", "primaria"}

// mainTrackNamed reads a track's "main" as the main track's kind.
func mainTrackNamed(n np) np {
	if !slices.ContainsFunc(n.names, func(w string) bool { return contains(mainTrackWords, w) }) {
		return n
	}
	n.names = slices.DeleteFunc(slices.Clone(n.names), func(w string) bool { return contains(mainTrackWords, w) })
	n.mods = append(slices.Clone(n.mods), "video")
	return n
}

// trackHoldingKind: "the logo's track", "la pista del logo", "the
// b-roll track" of several overlay tracks: the one track that holds the
// thing the kind names (the logo), when that thing is one element or all
// its elements are on one track; nil otherwise (the question stays).
func (r *resolver) trackHoldingKind(n np, cands []*timeline.Track) *timeline.Track {
	var held *timeline.Track
	for _, kind := range n.mods {
		if !contains([]string{"logo", "broll", "image", "sticker", "music", "voice"}, kind) {
			continue
		}
		ts, err := r.elements(np{kind: kind, det: "the", plural: true})
		if err != nil || len(ts) == 0 {
			return nil
		}
		for _, t := range ts {
			tr := slices.IndexFunc(cands, func(c *timeline.Track) bool { return c.ID == t.trackID })
			if tr < 0 || held != nil && held != cands[tr] {
				return nil
			}
			held = cands[tr]
		}
	}
	return held
}

func hasSticker(t *timeline.Track) bool {
	for _, e := range t.Elements {
		if e.Sticker != nil {
			return true
		}
	}
	return false
}

func trackHolds(r *resolver, t *timeline.Track, names []string) bool {
	for i := range t.Elements {
		if hasAll(r.elementWords(target{t.Elements[i].ID, t.ID, t.Kind, &t.Elements[i]}), names) {
			return true
		}
	}
	return false
}

// visualTargets keeps the elements that draw.
func visualTargets(ts []target) []target {
	return filter(ts, func(t target) bool { return t.el.Visual != nil })
}

// fitted is a media element's size at scale 1: its asset fitted inside
// the canvas (stickers are StickerBaseSize of the height, square).
func fitted(p *timeline.Project, el *timeline.Element) (w, h float64) {
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	if el.Sticker != nil {
		side := H * timeline.StickerBaseSize
		return side, side
	}
	a, ok := p.Asset(el.AssetID)
	if !ok || a.Width <= 0 || a.Height <= 0 {
		return W, H
	}
	k := math.Min(W/float64(a.Width), H/float64(a.Height))
	return float64(a.Width) * k, float64(a.Height) * k
}

// leavesVertical: the place the clause says has no up or down in it
// (none, or only left or right), so a raise or lower verb says it.
func leavesVertical(f *frame) bool {
	switch placeOf(f) {
	case "", "left", "right":
		return true
	}
	return false
}

// verbWay is the way a raise or lower verb moves a thing in the frame.
func verbWay(verb string) string {
	if verb == "lower" {
		return "down"
	}
	return "up"
}

// onTopAlone: "add 'GOAL' on top from 12 to 16", "poné la estrella
// encima": "on top" with no thing after it is the top of the frame for a
// text or a sticker, which are always laid over the picture (it was read as
// "over something" and the text went to the bottom). "on top of the logo"
// is another word and keeps its reading.
func onTopAlone(f *frame) bool {
	if len(f.quotes) == 0 && len(f.sticker) == 0 && !f.nounIs("text", "sticker") {
		return false
	}
	toks := f.c.toks
	for i := range toks {
		if topAloneAt(toks, i) {
			return true
		}
	}
	return false
}

// placeOf reads where the frame puts something: a corner, an edge or the
// centre; "" when it says none.
func placeOf(f *frame) string {
	v, h, center, corner := "", "", false, false
	for _, p := range f.pos {
		switch p {
		case "top", "bottom":
			v = p
		case "left", "right":
			h = p
		case "center":
			center = true
		case "corner":
			corner = true
		default:
			return p // "top-left"
		}
	}
	if v == "" && f.has("up") {
		v = "top"
	}
	if v == "" && f.has("down") {
		v = "bottom"
	}
	if v == "" && onTopAlone(f) {
		v = "top"
	}
	switch {
	case v != "" && h != "":
		return v + "-" + h
	case corner && v != "":
		return v + "-right"
	case corner && h != "":
		return "top-" + h
	case corner:
		return "corner"
	case v != "":
		return v
	case h != "":
		return h
	case center:
		return "center"
	}
	return ""
}

// placeText puts a text at pos: its preset place (top, center, bottom),
// then sideways when pos names a side.
func (s *sim) placeText(t target, pos string) error {
	if _, err := s.call("update_text", map[string]any{"trackId": t.trackID, "elementId": t.id, "position": textPlace(pos)}); err != nil {
		return err
	}
	return s.textToSide(t.id, pos)
}

// textToSide moves a text to the left or right edge when pos names one
// ("top-left", "right"): the text tools place at the top, centre or
// bottom only, and update_clip's x takes it sideways, by its width
// estimated from the font size (an average glyph is about 0.55 em).
func (s *sim) textToSide(id, pos string) error {
	side := 0.0
	switch {
	case strings.HasSuffix(pos, "left"):
		side = -1
	case strings.HasSuffix(pos, "right"):
		side = 1
	default:
		return nil
	}
	ref, ok := s.p().FindElement(id)
	if !ok {
		return fmt.Errorf("planner: text %s is gone", id)
	}
	el := s.p().Element(ref)
	W, H := float64(s.p().Settings.Width), float64(s.p().Settings.Height)
	margin := H * videotools.SafeMargin
	w := el.Text.FontSize * 0.55 * float64(utf8.RuneCountInString(el.Text.Content)) * el.Visual.Scale
	w = math.Min(w, W-2*margin)
	_, err := s.call("update_clip", map[string]any{"elementId": id, "x": round3(side * math.Max(0, W/2-margin-w/2))})
	return err
}

// textPlace maps a place to the three text positions.
func textPlace(p string) string {
	switch {
	case strings.HasPrefix(p, "top"):
		return "top"
	case strings.HasPrefix(p, "bottom"):
		return "bottom"
	case p == "center" || p == "left" || p == "right" || p == "center-left" || p == "center-right":
		return "center"
	}
	return ""
}

// placedBeside: a target said after a place word and "of" ("arriba del
// logo", "a la derecha de la estrella", "to the left of the title") is where
// relative to it, not a second thing to place.
func placedBeside(f *frame) (np, bool) {
	toks := f.c.toks
	for _, n := range f.targets {
		if n.kind == "frame" || n.kind == "canvas" || n.kind == "part" || n.kind == "video" && n.names == nil ||
			hasAll([]string{"screen", "pantalla"}, n.names) && len(n.names) > 0 {
			continue // "the top of the frame", "abajo de la pantalla": the frame's own edge
		}
		i := n.first
		if i >= 2 && toks[i-1].kind == tWord && toks[i-1].word("de", "del", "of") && toks[i-2].kind == tWord && toks[i-2].has(cPos) {
			return n, true
		}
	}
	return np{}, false
}

// planPlace puts visuals in a corner, an edge or the centre, or makes
// them smaller or bigger ("put the logo in the top right corner", "poné
// el logo abajo a la izquierda", "make the logo smaller").
func planPlace(s *sim, f *frame, r *resolver) (string, error) {
	if n, ok := placedBeside(f); ok {
		// "poné el corazón arriba del logo" moved both to the top
		return "", unreadf("basic mode places things at a corner, an edge or the centre of the frame, not beside \"%s\"; say e.g. \"the heart at the top right\"", n.said)
	}
	percentOfFrame(f, s.p())
	if a, ok := loosePercent(f); ok {
		// "logo: top left, 50%": placed, and the 50% dropped
		return "", &question{fmt.Sprintf("%g%% of what: the size or the opacity? Say e.g. \"at 50%% size\" or \"at 50%% opacity\".", a)}
	}
	ts, err := targetsOf(f, r)
	if err != nil {
		return "", err
	}
	if len(ts) == 0 {
		return "", unreadf("say what to place")
	}
	pos := placeOf(f)
	if f.nounIs("everything", "video") || wholeVideo(f, r) {
		// "move everything up": the texts went to the top and the logo
		// and the heart stayed; the video itself has no place to go
		var over []string
		for _, t := range visualTargets(ts) {
			if t.track != timeline.TrackMain {
				over = append(over, describe([]target{t}))
			}
		}
		if len(over) == 0 {
			return "", &cannot{"the video fills the frame: there is nothing over it to place"}
		}
		return "", &question{fmt.Sprintf("Which of the things over the video: %s? Say e.g. \"move all the texts up\" or \"move the logo and the texts up\".", orList(over))}
	}
	var texts, others []target
	for _, t := range ts {
		if t.el.Text != nil {
			texts = append(texts, t)
		} else {
			others = append(others, t)
		}
	}
	var lines []string
	if len(texts) > 0 {
		line, err := s.placeTexts(texts, f, pos)
		if err != nil || len(others) == 0 {
			return line, err
		}
		lines = append(lines, line)
	}
	// "move the logo and the title to the top": both go (the logo stayed)
	vs := visualTargets(others)
	if len(texts) == 0 {
		if line, err, ok := effectWayOfPlace(s, f, r, others); ok {
			return line, err // "take the vignette down to 20": its strength
		}
	}
	if unseen := filter(others, func(t target) bool { return t.el.Visual == nil }); len(unseen) > 0 {
		return "", &cannot{fmt.Sprintf("%s has no picture to place", describe(unseen))} // "the logo and the music to the top"
	}
	if q := whichPlace(pos, vs); q != nil {
		return "", q
	}
	stepped := false       // a way said past its edge spot: moved by a step (wayPast)
	var edgeLines []string // a step stopped at the frame's edge, a place kept (edgeMoves.said)
	sizeSaid := false
	for _, t := range vs {
		stepped = stepped || wayPast(s.p(), t, pos, f)
		in, moves := placed(s.p(), t, pos, f)
		if len(in) == 1 {
			return "", unreadf("say where: a corner, top, bottom, left, right or the centre")
		}
		if _, err := s.call("update_clip", in); err != nil {
			return "", err
		}
		s.rememberPlace(t, pos, f, in)
		edgeLines = append(edgeLines, moves.said(describe([]target{t})))
		if sc, ok := in["scale"].(float64); ok {
			// "the logo bigger and a bit lower": the size said too (the
			// reply only said the move)
			lines = append(lines, fmt.Sprintf("Resized %s to scale %g.", describe([]target{t}), sc))
			sizeSaid = true
		}
	}
	s.touch(ids(vs)...)
	switch {
	case strings.Join(edgeLines, "") != "":
		// each picture said as moved: "Moved the logo 40 px up, as far as
		// the edge of the frame", "Nothing to change: the logo is already at the top"
		for i, t := range vs {
			if edgeLines[i] == "" {
				edgeLines[i] = plainPlaceSaid(describe([]target{t}), f, pos, nudge(f, pos) || stepped)
			}
		}
		lines = append(lines, edgeLines...)
	case nudge(f, pos) || stepped:
		lines = append(lines, fmt.Sprintf("Moved %s %s.", describe(vs), nudgeSaid(f, pos)))
	case pos != "":
		lines = append(lines, fmt.Sprintf("Placed %s: %s.", pos, describe(vs)))
	case !sizeSaid:
		// a size said above ("Resized the logo to scale 0.375") is not
		// said again
		lines = append(lines, fmt.Sprintf("Resized %s.", describe(vs)))
	}
	return strings.Join(lines, " "), nil
}

// placeTexts places texts: a small move when nudged, else at the top,
// centre or bottom (or a side).
func (s *sim) placeTexts(texts []target, f *frame, pos string) (string, error) {
	if nudge(f, pos) {
		// "mové el título un poco a la izquierda": a small move, not to the
		// edge (it went all the way left)
		var done string // what the step did, when it is not the usual step (edgeMoves.said)
		for _, t := range texts {
			in, moves := placed(s.p(), t, pos, f)
			if len(texts) == 1 {
				done = moves.said(describe(texts)) // "move the title up" of a title near the top: as far as it goes
			}
			if _, err := s.call("update_clip", in); err != nil {
				return "", err
			}
		}
		s.touch(ids(texts)...)
		if done != "" {
			return done, nil
		}
		return fmt.Sprintf("Moved %s %s.", describe(texts), nudgeSaid(f, pos)), nil
	}
	if textPlace(pos) == "" {
		return "", unreadf("a text goes at the top, the center or the bottom")
	}
	for _, t := range texts {
		if err := s.placeText(t, pos); err != nil {
			return "", err
		}
	}
	s.touch(ids(texts)...)
	return fmt.Sprintf("Placed %s at the %s.", describe(texts), strings.TrimPrefix(strings.Replace(pos, "-", " ", 1), "center ")), nil
}

// rememberPlace keeps the place or step pos a clause gave t (placeSaid),
// for a later resize in the same request.
func (s *sim) rememberPlace(t target, pos string, f *frame, in map[string]any) {
	x, okx := in["x"].(float64)
	y, oky := in["y"].(float64)
	if !okx || !oky || t.el.Visual == nil {
		return
	}
	if s.placedBy == nil {
		s.placedBy = map[string]placeSaid{}
	}
	before := *t.el
	vis := *t.el.Visual
	before.Visual = &vis
	s.placedBy[t.id] = placeSaid{pos: pos, f: f, before: before, x: x, y: y}
}

// placeAtSize is where the place or step an earlier clause gave t puts it
// at scale: "move the logo to the top and make it bigger" is the top at
// the new size, wholly inside, as "make it bigger and move it to the top"
// is. Not when t moved since, or is already there.
func (s *sim) placeAtSize(t target, scale float64) (x, y float64, ok bool) {
	said, ok := s.placedBy[t.id]
	v := t.el.Visual
	if !ok || v.X != said.x || v.Y != said.y {
		return 0, 0, false
	}
	before := target{id: t.id, el: &said.before, trackID: t.trackID, track: t.track}
	in, _ := placedAtScale(s.p(), before, said.pos, said.f, scale, map[string]any{})
	x, okx := in["x"].(float64)
	y, oky := in["y"].(float64)
	if !okx || !oky || x == v.X && y == v.Y {
		return 0, 0, false
	}
	return x, y, true
}

// again is the place or step said again at a new size, for a reply:
// "placed at the top at its new size", "moved to touch the top edge of the
// frame at its new size".
func (ps placeSaid) again() string {
	if nudge(ps.f, ps.pos) {
		return "moved to stay inside the frame at its new size"
	}
	where := "at the " + strings.Replace(ps.pos, "-", " ", 1)
	if ps.pos == "left" || ps.pos == "right" {
		where = "on the " + ps.pos
	}
	return "placed " + where + " at its new size"
}

// whichPlace asks where "a corner" or "to one side" is ("el corazón a un
// lado" added a second heart); nil for a place said in full.
func whichPlace(pos string, ts []target) *question {
	switch pos {
	case "corner":
		return &question{fmt.Sprintf("Which corner for %s: top left, top right, bottom left or bottom right?", describe(ts))}
	case "side":
		return &question{fmt.Sprintf("Which side for %s: left or right?", describe(ts))}
	}
	return nil
}

// stepPhrase is a step of ts toward pos as a part of a reply: what it
// did to one thing ("moved 20 px up, as far as the edge of the frame"),
// else the step said ("moved a little up (a tenth of the frame)", which was
// said of a title stopped after 20 px).
func stepPhrase(p *timeline.Project, ts []target, pos string, f *frame) string {
	if len(ts) == 1 {
		if _, moves := placed(p, ts[0], pos, f); moves.phrase() != "" {
			return moves.phrase()
		}
	}
	return "moved " + nudgeSaid(f, pos)
}

// nudgeSaid is a nudge in words: "20 px right", "a little up" (it said
// "Placed right" for a 20 px move).
func nudgeSaid(f *frame, pos string) string {
	dir := nudgeDir(pos)
	if dx, dy, ok := nudgeAxes(f); ok {
		h, v, _ := strings.Cut(dir, " and ")
		return fmt.Sprintf("%g px %s and %g px %s", dx, h, dy, v)
	}
	if px := nudgeBy(f); px > 0 {
		return fmt.Sprintf("%g px %s", px, dir)
	}
	return "a little " + dir + " (a tenth of the frame)"
}

// nudgeDir is the way a nudge toward pos goes: "left", "up", "left and up".
func nudgeDir(pos string) string {
	dirs := map[string]string{"left": "left", "right": "right", "top": "up", "bottom": "down"}
	v, h, diagonal := strings.Cut(pos, "-")
	if diagonal {
		return dirs[h] + " and " + dirs[v]
	}
	return dirs[pos]
}

// placement is update_clip's input that puts t at pos, scaled as the
// frame says (a full-frame visual sent to a corner shrinks to CornerScale).
func placement(p *timeline.Project, t target, pos string, f *frame) map[string]any {
	in, _ := placed(p, t, pos, f)
	return in
}

// placed is placement with what it did on each axis said, for the reply
// (edgeMoves.said); the moves are empty for a plain place or step.
func placed(p *timeline.Project, t target, pos string, f *frame) (map[string]any, edgeMoves) {
	v := t.el.Visual
	in := map[string]any{"elementId": t.id}
	scale := v.Scale
	switch {
	case f.has("smaller", "bigger"):
		// "un 20% más grande", "a bit smaller": the size scaleOf reads (it
		// grew by half whatever the amount)
		if sc, ok := scaleOf(f, v.Scale); ok {
			scale = sc
		}
	case pos != "" && pos != "center" && v.Scale >= 1 && t.el.Sticker == nil && (strings.Contains(pos, "-") || fillsAlong(p, t.el, pos)) && !nudge(f, pos):
		scale = CornerScale // a full-frame picture sent to an edge has no room to move: it shrinks
	}
	if f.hasProp("fullscreen") {
		scale, pos = 1, "center"
	}
	if scale != v.Scale {
		in["scale"] = round3(scale)
	}
	return placedAtScale(p, t, pos, f, scale, in)
}

// placedAtScale is placed with the size t is given (scale) known: in
// gets t's x and y for pos.
func placedAtScale(p *timeline.Project, t target, pos string, f *frame, scale float64, in map[string]any) (map[string]any, edgeMoves) {
	v := t.el.Visual
	if pos == "" {
		return in, nil
	}
	var x, y float64
	var moves edgeMoves
	switch {
	case nudge(f, pos):
		// "move the logo a bit to the right", "un poco más arriba": a step
		x, y, moves = stepped(p, t, pos, f, scale, axisEdges(pos))
	case wayPast(p, t, pos, f):
		// "move the logo up and left" of the logo above the top spot: a
		// step up, and the left spot (it jumped to the corner, 14 px down)
		var past []string
		for _, edge := range axisEdges(pos) {
			if axisPast(p, t, edge, f) {
				past = append(past, edge)
			}
		}
		x, y = edgeSpot(p, t, pos, f, scale)
		sx, sy, sm := stepped(p, t, pos, f, scale, past)
		for _, m := range sm {
			if m.edge == "left" || m.edge == "right" {
				x = sx
			} else {
				y = sy
			}
		}
		moves = sm
		for _, edge := range axisEdges(pos) {
			switch {
			case slices.Contains(past, edge):
			case placeKept(p, t, edge, f, scale):
				// "up and to the right" of the logo right of its spot: it
				// stays on the right, as "to the right" alone does
				if edge == "left" || edge == "right" {
					x = v.X
				} else {
					y = v.Y
				}
				moves = append(moves, edgeMove{edge: edge, how: "kept"})
			default:
				moves = append(moves, edgeMove{edge: edge, how: "spot"})
			}
		}
	default:
		x, y = edgeSpot(p, t, pos, f, scale)
		if placeKept(p, t, pos, f, scale) {
			// "move the logo to the top" of the logo above the top spot: it
			// stays (it went 14 px down, away from the top)
			x, y = v.X, v.Y
			moves = edgeMoves{{edge: pos, how: "kept"}}
		}
	}
	in["x"], in["y"] = round3(x), round3(y)
	return in, moves
}

// edgeMove is what a move toward one edge did: "step" (the usual step),
// "stopped" (by px, at the frame's edge), "spot" (to the edge spot),
// "kept" (already nearer that edge than its spot).
type edgeMove struct {
	edge, how string
	px        float64
}

type edgeMoves []edgeMove

// axisEdges are the edges a place names: "top-left" is top and left,
// "center-left" only left.
func axisEdges(pos string) []string {
	var edges []string
	for _, e := range strings.Split(pos, "-") {
		if e == "top" || e == "bottom" || e == "left" || e == "right" {
			edges = append(edges, e)
		}
	}
	return edges
}

// stepped is where a step toward each of edges puts t: a tenth of the
// frame, or the distance said in pixels. A step of the usual size stops at
// the frame's edge on an axis where the picture was wholly inside (the
// logo went 152 px out of the frame); a distance said is done as said.
// The picture is measured at scale, the size it is given with the step.
func stepped(p *timeline.Project, t target, pos string, f *frame, scale float64, edges []string) (x, y float64, moves edgeMoves) {
	v := t.el.Visual
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	x, y = v.X, v.Y
	dx, dy := W/10, H/10
	px := nudgeBy(f)
	if px > 0 {
		dx, dy = px, px
	}
	if ax, ay, ok := nudgeAxes(f); ok {
		dx, dy, px = ax, ay, 1 // "20 px left and 10 px up"
	}
	bw, bh := drawnBox(p, t.el, scale)
	ow, oh := drawnBox(p, t.el, v.Scale)
	for _, edge := range edges {
		m := edgeMove{edge: edge, how: "step"}
		at, step, half, was, room := &x, dx, bw/2, ow/2, W/2
		if edge == "top" || edge == "bottom" {
			at, step, half, was, room = &y, dy, bh/2, oh/2, H/2
		}
		sign := 1.0
		if edge == "left" || edge == "top" {
			sign = -1
		}
		// wholly inside at the size it has: a step with a new size ends
		// touching the edge at that size, back in if it grew past it ("the
		// logo up a bit and much bigger" put it 135 px out of the frame)
		inside := math.Abs(*at)+was <= room+0.5
		// a picture that fills the frame that way has no room to step in
		// (the b-roll moved "a bit to the right" moves as it always did)
		fills := fillsAlong(p, t.el, edge)
		if t.el.Text == nil && px == 0 && inside && !fills && sign**at+step > room-half {
			m.how, m.px = "stopped", room-half-sign**at
			if scale == v.Scale {
				m.px = math.Max(0, m.px)
			}
			*at += sign * m.px
		} else {
			*at += sign * step
		}
		moves = append(moves, m)
	}
	if t.el.Text != nil {
		// a text's anchor stays inside the frame ("subí el título un
		// poquito" of a title at the top put it above the frame)
		cx, cy := clampF(x, -W*0.45, W*0.45), clampF(y, -H*0.45, H*0.45)
		for i, m := range moves {
			// the reply says the step it took ("a tenth of the frame" was
			// said of a title stopped after 20 px)
			at, was, to := cx, v.X, x
			if m.edge == "top" || m.edge == "bottom" {
				at, was, to = cy, v.Y, y
			}
			if at != to {
				moves[i] = edgeMove{edge: m.edge, how: "stopped", px: math.Abs(at - was)}
			}
		}
		x, y = cx, cy
	}
	return x, y, moves
}

// drawnBox is the size el draws at scale, turned as it is.
func drawnBox(p *timeline.Project, el *timeline.Element, scale float64) (w, h float64) {
	fw, fh := fitted(p, el)
	fw, fh = fw*scale, fh*scale
	r := el.Visual.Rotation * math.Pi / 180
	c, s := math.Abs(math.Cos(r)), math.Abs(math.Sin(r))
	return fw*c + fh*s, fw*s + fh*c
}

// placeKept: one edge said as a place ("to the top", "arriba", "a la
// derecha") of a picture already nearer that edge than the edge spot,
// wholly inside the frame: it stays where it is. A corner, the centre
// said with the edge, a margin said or a new size still go to the spot.
func placeKept(p *timeline.Project, t target, pos string, f *frame, scale float64) bool {
	v := t.el.Visual
	if t.el.Text != nil || f.margin != nil || scale != v.Scale || centreSaid(f) || f.verb == "center" {
		return false
	}
	switch pos {
	case "top", "bottom", "left", "right":
	default:
		return false
	}
	x, y := edgeSpot(p, t, pos, f, scale)
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	bw, bh := drawnBox(p, t.el, scale)
	switch pos {
	case "top":
		return v.Y < y && v.Y-bh/2 >= -H/2-0.5
	case "bottom":
		return v.Y > y && v.Y+bh/2 <= H/2+0.5
	case "left":
		return v.X < x && v.X-bw/2 >= -W/2-0.5
	default:
		return v.X > x && v.X+bw/2 <= W/2+0.5
	}
}

// plainPlaceSaid is the reply for a plain place or step of one picture.
func plainPlaceSaid(what string, f *frame, pos string, step bool) string {
	if step {
		return fmt.Sprintf("Moved %s %s.", what, nudgeSaid(f, pos))
	}
	return fmt.Sprintf("Placed %s: %s.", pos, what)
}

// said is the reply for what placed did to the pictures named what, or ""
// for a plain place or step (said as it always was).
func (ms edgeMoves) said(what string) string {
	moved, already := ms.parts()
	switch {
	case moved == "" && len(already) == 0:
		return ""
	case moved == "":
		return fmt.Sprintf("Nothing to change: %s %s.", what, strings.Join(already, " and "))
	}
	line := fmt.Sprintf("Moved %s %s.", what, moved)
	if len(already) > 0 {
		line += fmt.Sprintf(" It %s.", strings.Join(already, " and "))
	}
	return line
}

// phrase is what placed did as a part of a look's reply ("moved 27 px up,
// as far as the edge of the frame", "not moved: already at the top"), or
// "" for a plain place or step.
func (ms edgeMoves) phrase() string {
	moved, already := ms.parts()
	for i, a := range already {
		already[i] = strings.TrimPrefix(a, "is ")
	}
	switch {
	case moved != "" && len(already) > 0:
		return "moved " + moved + " (it " + strings.Join(already, " and ") + ")"
	case moved != "":
		return "moved " + moved
	case len(already) > 0:
		return "not moved: " + strings.Join(already, " and ")
	}
	return ""
}

// parts are what placed did, in words: the moves ("40 px up and to the
// left", "40 px up, as far as the edge of the frame") and what was
// already so ("is already at the top"); both empty for a plain place or
// step.
func (ms edgeMoves) parts() (moved string, already []string) {
	plain := true
	for _, m := range ms {
		plain = plain && m.how == "step"
	}
	if plain {
		return "", nil
	}
	dirs := map[string]string{"left": "left", "right": "right", "top": "up", "bottom": "down"}
	var moves []string
	var atEdge []int // the parts of moves stopped at the frame's edge
	for _, m := range ms {
		switch {
		case m.how == "step":
			moves = append(moves, "a little "+dirs[m.edge]+" (a tenth of the frame)")
		case m.how == "spot":
			moves = append(moves, "to the "+m.edge)
		case m.how == "stopped" && m.px > 0.5:
			atEdge = append(atEdge, len(moves))
			moves = append(moves, fmt.Sprintf("%g px %s", round3(m.px), dirs[m.edge]))
		case m.how == "stopped" && m.px < -0.5:
			// grown past the edge: brought back to touch it
			back := map[string]string{"left": "right", "right": "left", "top": "down", "bottom": "up"}
			moves = append(moves, fmt.Sprintf("%g px %s, to touch the %s edge of the frame at its new size", round3(-m.px), back[m.edge], m.edge))
		case m.how == "stopped":
			already = append(already, "already touches the "+m.edge+" edge of the frame")
		case m.edge == "left" || m.edge == "right":
			already = append(already, "is already on the "+m.edge)
		default:
			already = append(already, "is already at the "+m.edge)
		}
	}
	switch {
	case len(atEdge) == len(moves) && len(moves) > 1:
		moves[len(moves)-1] += ", as far as the edges of the frame"
	case len(atEdge) == len(moves) && len(moves) == 1:
		moves[0] += ", as far as the edge of the frame"
	default:
		for _, i := range atEdge {
			moves[i] += " (as far as the edge of the frame)"
		}
	}
	return strings.Join(moves, " and "), already
}

// edgeSpot is where pos puts t at scale: the edge or corner, inside the
// margin (or the one said), the other axis kept for a single edge.
func edgeSpot(p *timeline.Project, t target, pos string, f *frame, scale float64) (x, y float64) {
	v := t.el.Visual
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	margin := H * videotools.StickerMargin
	mx, my := margin, margin
	if m := f.margin; m != nil {
		// "10% from the left", "20 px from the top"
		mx, my = m.v, m.v
		if m.kind == "percent" {
			mx, my = W*m.v/100, H*m.v/100
		}
	}
	fw, fh := fitted(p, t.el)
	dx := math.Max(0, W/2-mx-fw*scale/2)
	dy := math.Max(0, H/2-my-fh*scale/2)
	if strings.Contains(pos, "left") {
		x = -dx
	}
	if strings.Contains(pos, "right") {
		x = dx
	}
	if strings.HasPrefix(pos, "top") {
		y = -dy
	}
	if strings.HasPrefix(pos, "bottom") {
		y = dy
	}
	// an edge keeps the other axis where it was, unless the centre is said
	// with it ("arriba al centro": it stayed in the top right corner)
	centred := centreSaid(f)
	if (pos == "left" || pos == "right") && !centred {
		y = keptInside(v.Y, dy, H, fh*v.Scale, fh*scale)
	}
	if (pos == "top" || pos == "bottom") && !centred {
		x = keptInside(v.X, dx, W, fw*v.Scale, fw*scale)
	}
	return x, y
}

// keptInside is the place kept on the axis an edge does not name (at, in
// a frame of size room): where it was, unless the picture was wholly
// inside at its size (was) and its new size (now) would cross the frame's
// edge: then its spot on that side, spot from the centre ("make the logo
// bigger and move it to the top" left it 27 px past the right edge).
func keptInside(at, spot, room, was, now float64) float64 {
	if math.Abs(at)+was/2 > room/2+0.5 || math.Abs(at)+now/2 <= room/2+0.5 {
		return at
	}
	return math.Copysign(spot, at)
}

// centreSaid: the centre is said with an edge ("arriba al centro").
func centreSaid(f *frame) bool {
	return contains(f.pos, "center") || hasWord(f, "center", "centre", "centro", "middle", "medio")
}

// wayPast: a way said ("move the logo up", "subí el logo", "move it
// right"), not a place ("to the top"), whose edge spot lies the other way
// from where the thing is: the logo above the top spot went 14 px down.
// It is then a move that way by the usual step, stopped at the frame's
// edge (stepped). Two ways said ("up and left") are each read as if said
// alone; a corner said ("to the top left corner") is its spot.
func wayPast(p *timeline.Project, t target, pos string, f *frame) bool {
	edges := axisEdges(pos)
	if len(edges) == 2 && (hasWord(f, "corner", "corners", "esquina", "esquinas") ||
		!saidAsWay(f, edges[0]) || !saidAsWay(f, edges[1]) && !upOrDownSaid(f)) {
		// "to the top right (corner)", "arriba y a la izquierda": two
		// places are the corner's spot; "up" or "down" said with a side
		// ("up and to the left") is read as each said alone, as "up and
		// left" is (it went to the corner spot, 14 px down); a bare side
		// after a place ("to the top right") is the corner
		return false
	}
	return slices.ContainsFunc(edges, func(edge string) bool { return axisPast(p, t, edge, f) })
}

// axisPast is wayPast for one edge: "up" of the logo above the top spot.
// Of a corner ("up and left"), each way said is read as if said alone.
func axisPast(p *timeline.Project, t target, edge string, f *frame) bool {
	if t.el.Visual == nil || !saidAsWay(f, edge) {
		return false
	}
	if t.el.Visual.Scale >= 1 && t.el.Sticker == nil && fillsAlong(p, t.el, edge) {
		return false // a full-frame picture shrinks to go there (placement)
	}
	x, y := edgeSpot(p, t, edge, f, t.el.Visual.Scale)
	switch edge {
	case "top":
		return y > t.el.Visual.Y
	case "bottom":
		return y < t.el.Visual.Y
	case "left":
		return x > t.el.Visual.X
	case "right":
		return x < t.el.Visual.X
	}
	return false
}

// upOrDownSaid: the way up or down is said as a word of its own ("up",
// "para arriba", "hacia abajo"), not as a place ("to the top").
func upOrDownSaid(f *frame) bool {
	return !contains(f.pos, "top") && !contains(f.pos, "bottom") && f.has("up", "down")
}

// saidAsWay: the edge pos was said as a way to go ("up", "arriba" after a
// move, "left"), not as a place ("to the top", "at the bottom").
func saidAsWay(f *frame, pos string) bool {
	switch pos {
	case "top", "bottom":
		return !contains(f.pos, pos) && f.has(map[string]string{"top": "up", "bottom": "down"}[pos])
	case "left", "right":
		for _, tk := range f.c.toks {
			if tk.kind == tWord && tk.text == pos {
				return true
			}
		}
	}
	return false
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

// nudge: "a bit to the right", "un poco más arriba": a small move toward
// an edge, not all the way.
func nudge(f *frame, pos string) bool {
	// "más a la derecha", "more to the left", "más arriba": further that
	// way, from where it is (the logo at the right went to the edge, to
	// the left of where it was); "higher", and "lower" after the verb, too;
	// "raise the logo" from where it is (it went to the top edge: down,
	// from the corner); a text has three places, and goes to the next
	// "the lower left", "the upper right" name a corner, not a way further
	// (it stepped a tenth of the frame)
	further := f.has("more") || hasWord(f, "mas arriba", "mas abajo", "higher") || f.verb != "lower" && hasWord(f, "lower") && !cornerPhraseSaid(f)
	// "nudge the logo left": a nudge is small by itself (it went to the edge)
	small := f.has("bit") && !bitOnlyOfSize(f) && !bitOnlyOfStrength(f) || strings.HasPrefix(f.verbSaid, "nudg") || nudgeBy(f) > 0
	switch pos {
	case "left", "right", "top", "bottom":
		return small || further || (f.verb == "raise" || f.verb == "lower") && !f.nounIs("text") && !f.raisesText
	case "top-left", "top-right", "bottom-left", "bottom-right":
		// "more to the left and more up", "un poco a la izquierda y arriba":
		// a small move both ways (it jumped to the corner); a corner said
		// is the corner
		return (small || further) && !hasWord(f, "corner", "corners", "esquina", "esquinas")
	}
	return false
}

// turnSaid: the clause says a part of a whole turn (turnFraction).
func turnSaid(f *frame) bool {
	_, ok := turnFraction(f)
	return ok
}

func turnFractionOf(f *frame) float64 {
	deg, _ := turnFraction(f)
	return deg
}

// cornerPhraseSaid: a corner said with "lower" or "upper" ("the lower
// left", "upper right corner"), one token of place.
func cornerPhraseSaid(f *frame) bool {
	return slices.ContainsFunc(f.c.toks, func(t token) bool {
		return t.has(cPos, "top-left", "top-right", "bottom-left", "bottom-right") && (strings.HasPrefix(t.text, "lower ") || strings.HasPrefix(t.text, "upper "))
	})
}

// nudgeBy is the one distance in pixels the clause moves by ("20 pixels
// to the right", "20 px a la derecha"), or 0: none, or more than one
// unless each goes its own way (nudgeAxes).
func nudgeBy(f *frame) float64 {
	px := 0.0
	for _, a := range f.amounts {
		if a.kind == "pixels" {
			if px > 0 || a.v <= 0 {
				if dx, dy, ok := nudgeAxes(f); ok {
					return math.Max(dx, dy)
				}
				return 0
			}
			px = a.v
		}
	}
	return px
}

// nudgeAxes reads a move by a distance each way: "20 px left and 20 px
// up", "30 píxeles a la derecha y 10 hacia abajo" (it was refused, or
// the heart went 30 down). Each distance goes the way said right after
// it, or else right before it ("left 20 px and up 20 px"); a bare number
// with a way counts once a distance in pixels is said ("up 10 and right
// 30 px": it went 30 up). ok only when one distance
// goes across and one up or down.
func nudgeAxes(f *frame) (dx, dy float64, ok bool) {
	toks := f.c.toks
	pixels := slices.ContainsFunc(toks, func(t token) bool { return t.kind == tPixels })
	for i, t := range toks {
		if !pixels || t.kind != tPixels && t.kind != tNumber {
			continue
		}
		way := wayAfter(toks, i)
		if way == "" && i > 0 {
			way = frameWay(toks[i-1]) // "left 20 px", "up 10 and right 30 px"
		}
		switch {
		case way == "" && t.kind == tNumber:
			continue
		case way == "" || t.num <= 0:
			return 0, 0, false
		case way == "left" || way == "right":
			if dx > 0 {
				return 0, 0, false
			}
			dx = t.num
		default:
			if dy > 0 {
				return 0, 0, false
			}
			dy = t.num
		}
	}
	return dx, dy, dx > 0 && dy > 0
}

// wayAfter: the way in the frame said right after the distance at i,
// before the next "and" or number ("20 px to the left").
func wayAfter(toks []token, i int) string {
	for j := i + 1; j < len(toks) && j <= i+3; j++ {
		if w := frameWay(toks[j]); w != "" {
			return w
		}
		if toks[j].kind != tWord || toks[j].has(cConn) || toks[j].word("and", "y") {
			return ""
		}
	}
	return ""
}

// frameWay: the way in the frame a word says ("left", "arriba", "up"
// read as "top"), or "".
func frameWay(t token) string {
	if t.kind != tWord {
		return ""
	}
	for _, l := range t.lex {
		switch {
		case l.cat == cPos && contains([]string{"left", "right", "top", "bottom"}, l.val):
			return l.val
		case l.cat == cMod && l.val == "up":
			return "top"
		case l.cat == cMod && l.val == "down":
			return "bottom"
		}
	}
	return ""
}

// fillsAlong: el at its scale fills the frame across the edge pos names,
// so it cannot move toward it.
func fillsAlong(p *timeline.Project, el *timeline.Element, pos string) bool {
	fw, fh := fitted(p, el)
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	switch pos {
	case "left", "right":
		return fw*el.Visual.Scale >= W*0.95
	case "top", "bottom":
		return fh*el.Visual.Scale >= H*0.95
	}
	return false
}

// blendWords name update_clip's blend modes (EN/ES).
var blendWords = map[string]string{"normal": "normal", "multiply": "multiply", "multiplicar": "multiply",
	"screen": "screen", "trama": "screen", "pantalla": "screen", "overlay": "overlay", "superponer": "overlay",
	"superposicion": "overlay", "modo superposicion": "overlay", "darken": "darken", "oscurecer": "darken", "lighten": "lighten", "aclarar": "lighten",
	"difference": "difference", "diferencia": "difference", "addition": "addition", "add": "addition", "suma": "addition",
	"sumar": "addition", "additive": "addition"}

// planLook changes how visuals look with update_clip: rotation, flips,
// scale, opacity, blend mode, and place with them.
func planLook(s *sim, f *frame, r *resolver) (string, error) {
	if f.has("later", "earlier") {
		// "voltea el logo, que aparezca más tarde": a change of when it
		// shows, said with the look, which update_clip does not make (the
		// logo was flipped and "later" dropped: silent)
		return "", unreadf("say the change of time as a request of its own, e.g. \"flip the logo and move it 2 seconds later\"")
	}
	ts, err := targetsOf(f, r)
	sole, turnsSole := soleFootageTurned(s, f) // "rotá el video 180 grados" (turnvideo.go)
	if turnsSole {
		ts, err = sole, nil
	}
	if err != nil {
		return "", err
	}
	if wholeVideo(f, r) && !turnsSole || len(ts) == 0 {
		return "", unreadf("say which element, e.g. \"rotate the logo 90 degrees\" (this changes one element, not the whole video)")
	}
	vs := visualTargets(ts)
	if len(vs) == 0 {
		return "", &cannot{fmt.Sprintf("%s has no picture", describe(ts))}
	}
	if q := whichPlace(placeOf(f), vs); q != nil {
		// "el video de la ciudad chiquito en una esquina": which corner, as
		// planPlace asks (the corner was dropped and only the size changed)
		return "", q
	}
	var each []string // what was done to each of vs, said once when it is the same for all
	for _, t := range vs {
		v := t.el.Visual
		in := map[string]any{"elementId": t.id}
		var what []string
		// rotation
		deg, hasDeg := 0.0, false
		for _, a := range f.amounts {
			if a.kind == "degrees" {
				deg, hasDeg = a.v, true
			}
		}
		// "dale vuelta al logo 180°", "turn the logo over 90 degrees": the
		// degrees say a turn, not a mirror (it was flipped)
		degSaid := hasDeg
		switch {
		case f.hasProp("upsidedown"):
			deg, hasDeg = 180, true
		case f.hasProp("sideways"):
			deg, hasDeg = 90, true
		case saysVerb(f, "rotate") && !hasDeg && f.verbSaid == "tilt":
			deg, hasDeg = 15, true
			if f.has("bit") {
				deg = 5
			}
		case saysVerb(f, "rotate") && !hasDeg && (f.has("back") || hasWord(f, "back")):
			deg, hasDeg = 0, true // "rotate the logo back": upright again (it turned 90° more)
		case saysVerb(f, "rotate") && !hasDeg && turnSaid(f):
			// "a half turn", "media vuelta", "un cuarto de vuelta": that part
			// of a whole turn (a half turn was 90°)
			deg, hasDeg = turnFractionOf(f), true
		case saysVerb(f, "rotate") && !hasDeg && f.has("bit") && !bitOnlyOfSize(f):
			deg, hasDeg = 15, true // "rotate the logo slightly"
		case saysVerb(f, "rotate") && !hasDeg:
			if n := numberAmount(f); n > 0 {
				deg = n
			} else {
				deg = 90
			}
			hasDeg = true
		case f.hasProp("straight") || takesBackLook(f) && f.hasProp("rotation") || saidWithout(f, cProp, "rotation"):
			deg, hasDeg = 0, true
		case f.hasProp("tilted") && !hasDeg:
			deg, hasDeg = 15, true
		}
		// "girá el logo hacia la izquierda": left and right are the way it turns
		turnedLeft := hasDeg && (contains(f.pos, "left") && !contains(f.pos, "top") && !contains(f.pos, "bottom"))
		if hasDeg {
			if f.hasProp("counterclockwise") || turnedLeft {
				deg = -math.Abs(deg)
			}
			deg = math.Mod(deg, 360)
			if f.has("more") || hasPrep(f, "by") {
				deg = math.Mod(v.Rotation+deg, 360)
			}
			in["rotation"] = deg
			what = append(what, fmt.Sprintf("rotated %g°", deg))
		}
		// flips
		if f.hasProp("unflipped") || takesBackLook(f) && contains(f.verbs, "flip") || saidWithout(f, cVerb, "flip") {
			// "unmirror the heart", "remove the flip": the right way round
			// (the flip was toggled, or the heart deleted)
			in["flipH"], in["flipV"] = false, false
			what = append(what, "not flipped")
		} else if saysVerb(f, "flip") && !degSaid {
			if f.hasProp("reversed") && strings.Contains(f.verbSaid, "vuelta") && !f.hasProp("vertical", "horizontal", "upsidedown", "bothaxes") {
				// "dale vuelta al clip del casco que está al revés": a thing
				// said to be "al revés" is upside down (every writer of the
				// held-out sets who said it of a clip meant that, as
				// vagueremedy.go reads "está al revés, dalo vuelta"), and
				// "dar vuelta" it is the half turn that puts it right (it
				// was mirrored sideways, a camera mounted upside down left
				// as it was). A mirror is said as one ("espejalo").
				deg := math.Mod(v.Rotation+180, 360)
				what = slices.DeleteFunc(what, func(w string) bool { return strings.HasPrefix(w, "rotated ") })
				in["rotation"] = deg
				what = append(what, fmt.Sprintf("rotated %g°", deg))
			} else {
				if f.hasProp("vertical") || f.hasProp("upsidedown") {
					in["flipV"] = !v.FlipV
					what = append(what, "flipped vertically")
				} else {
					in["flipH"] = !v.FlipH
					what = append(what, "flipped horizontally")
				}
				if _, ok := in["rotation"]; ok {
					delete(in, "rotation")
					what = slices.DeleteFunc(what, func(w string) bool { return strings.HasPrefix(w, "rotated ") })
				}
			}
		}
		// opacity
		if op, ok := opacityOf(f, v.Opacity); ok {
			in["opacity"] = op
			what = append(what, fmt.Sprintf("opacity %d%%", int(math.Round(op*100))))
		}
		// scale
		if sc, ok := scaleOf(f, v.Scale); ok {
			in["scale"] = round3(sc)
			what = append(what, fmt.Sprintf("scale %g", round3(sc)))
			if x, y, ok := s.placeAtSize(t, round3(sc)); ok && placeOf(f) == "" {
				in["x"], in["y"] = x, y
				what = append(what, s.placedBy[t.id].again())
			}
		}
		// blend
		if f.verb == "blend" || f.hasProp("blendmode") {
			mode := ""
			for _, tok := range f.c.toks {
				if m, ok := blendWords[tok.text]; ok && tok.kind == tWord {
					mode = m
				}
			}
			if mode == "" && takesBackLook(f) {
				mode = "normal" // "sacale el modo de fusión al logo": back to drawing over
			}
			if mode == "" {
				return "", unreadf("which blend mode? %s", strings.Join(videotools.BlendModes, ", "))
			}
			in["blendMode"] = mode
			what = append(what, "blend "+mode)
		}
		// a place said with it; a text goes to its place by update_text
		// (placement measured it as a full frame and sent it to the middle)
		textPos := ""
		if pos := placeOf(f); t.el.Text != nil && textPlace(pos) != "" && !nudge(f, pos) {
			textPos = pos
		} else if pos != "" && pos != "corner" && !(hasDeg && (pos == "left" || pos == "right")) {
			placedIn, moves := placed(s.p(), t, pos, f)
			for k, val := range placedIn {
				if _, set := in[k]; !set || k == "x" || k == "y" {
					in[k] = val
				}
			}
			if done := moves.phrase(); done != "" {
				what = append(what, done) // "the logo up a bit and bigger": as far as the edge (it said a tenth of the frame)
			} else if nudge(f, pos) {
				what = append(what, "moved "+nudgeSaid(f, pos)) // "the label up a bit and bigger" (it went to the top)
			} else {
				what = append(what, "placed "+pos)
			}
		}
		if f.verb == "center" || f.hasProp("fullscreen") {
			in["x"], in["y"] = 0.0, 0.0
			if pos := placeOf(f); (pos == "top" || pos == "bottom") && !f.hasProp("fullscreen") {
				// "centrá el logo arriba": centred along the top edge (it went to the middle)
				in["y"] = placement(s.p(), t, pos, f)["y"]
			}
			if f.hasProp("fullscreen") {
				in["scale"] = 1.0
			}
			what = append(what, "centred")
		}
		if len(in) == 1 {
			return "", unreadf("say how it should look: rotated, flipped, bigger, smaller, transparent, hidden or a blend mode")
		}
		if _, err := s.call("update_clip", in); err != nil {
			return "", err
		}
		if textPos != "" {
			if err := s.placeText(t, textPos); err != nil {
				return "", err
			}
			if textPlace(textPos) != t.el.Text.Position || strings.Contains(textPos, "-") || textPos == "left" || textPos == "right" {
				what = append(what, "placed "+textPos) // "the top title" of a title at the top only says which
			}
		}
		each = append(each, strings.Join(what, ", "))
	}
	s.touch(ids(vs)...)
	if slices.ContainsFunc(each, func(w string) bool { return w != each[0] }) {
		// "make the logo and the heart smaller": each its own size (both
		// were said to be the heart's 0.6; the logo went to 0.15)
		lines := make([]string, len(vs))
		for i, t := range vs {
			lines[i] = fmt.Sprintf("%s: %s.", describe([]target{t}), each[i])
		}
		return strings.Join(lines, " "), nil
	}
	return fmt.Sprintf("%s: %s.", describe(vs), each[0]), nil
}

// opacityOf reads an opacity: "50% opacity", "semi-transparent", "fade it
// to 30%", "more transparent".
func opacityOf(f *frame, cur float64) (float64, bool) {
	if !(f.hasProp("transparent", "opaque", "opacity") || f.verb == "fade") {
		return 0, false
	}
	for _, a := range f.amounts {
		if a.kind == "number" && a.v > 1 && a.v <= 100 {
			a.kind = "percent" // "logo opacity 30", "40 de transparencia": out of 100 (it was 50%)
		}
		if a.kind == "percent" && (a.prep == "by" || f.has("more", "less") && a.prep != "to" && a.prep != "at") {
			// "subí la opacidad un 20%", "lower the opacity by 20%", "20% less
			// transparent": a change from the opacity there is (it was set
			// to 20%); "que se vea menos, al 30%" is the level it goes to
			if down, said := opacityDirection(f); said {
				if down {
					return clampF(cur-a.v/100, 0, 1), true
				}
				return clampF(cur+a.v/100, 0, 1), true
			}
		}
		if a.kind == "percent" {
			v := a.v / 100
			if f.hasProp("transparent") && !f.hasProp("opacity") {
				v = transparencyLevel(f, v)
			}
			return clampF(v, 0, 1), true
		}
		if a.kind == "number" && a.v <= 1 {
			return clampF(a.v, 0, 1), true
		}
	}
	fully := f.says(map[string]bool{"fully": true, "completely": true, "totally": true, "entirely": true, "totalmente": true,
		"completamente": true, "del todo": true, "100%": true})
	down, said := opacityDirection(f)
	switch {
	case takesBackLook(f) && f.hasProp("transparent") || saidWithout(f, cProp, "transparent"):
		return 1, true // "remove the transparency from the logo": fully opaque (the logo was deleted)
	case f.has("double") && f.hasProp("transparent") && !f.hasProp("opacity"):
		// "twice as transparent": twice as see-through, from where it is
		return clampF(1-2*math.Max(1-cur, 0.25), 0, 1), true
	case f.hasProp("opaque") && f.has("less") && !fully:
		return clampF(cur-0.25, 0, 1), true // "el logo menos opaco" (it was made fully opaque)
	case f.hasProp("opaque"):
		return 1, true
	case f.has("full") && f.hasProp("opacity") && !f.hasProp("transparent"):
		return 1, true // "full opacity", "opacidad máxima": all of it (it went to 50%)
	case f.has("full") && f.hasProp("transparent") && !f.hasProp("opacity"):
		return 0, true // "full transparency"
	case said && !down && f.hasProp("opacity") && !f.has("bit", "lot"):
		// "subile la opacidad al logo": up from where it is (it was set to 50%, lower)
		return clampF(cur+0.25, 0, 1), true
	case fully && f.hasProp("transparent"):
		return 0, true // "fully transparent": nothing shows
	case f.says(nearlyInvisible):
		return 0.15, true
	case (f.verb == "lower" || f.verb == "raise") && f.hasProp("transparent") && !f.hasProp("opacity"):
		// "bajá la transparencia del logo": less see-through, from where it is
		if down, _ := opacityDirection(f); down {
			return clampF(cur-0.25, 0, 1), true
		}
		return clampF(cur+0.25, 0, 1), true
	case f.has("more") && f.hasProp("transparent") && f.has("lot"):
		// "a lot more transparent", "mucho más transparente": twice the
		// step (it was the same 25% as "more transparent")
		return clampF(cur-0.5, 0, 1), true
	case f.has("less") && f.hasProp("transparent") && f.has("lot"):
		return clampF(cur+0.5, 0, 1), true
	case f.has("more") && f.hasProp("transparent"):
		return clampF(cur-0.25, 0, 1), true
	case f.has("less") && f.hasProp("transparent"):
		return clampF(cur+0.25, 0, 1), true
	case f.has("bit"):
		return 0.75, true
	case f.has("lot"):
		return 0.25, true
	}
	return 0.5, true
}

// transparencyLevel is the opacity of a percent said with "transparent":
// "30% transparent" is 70% opacity. A degree said too settles which of the
// two the number is: "a bit see-through, 80" keeps most of the picture
// (80% opacity, not 20%), "very transparent, 30" little of it.
func transparencyLevel(f *frame, v float64) float64 {
	switch {
	case f.has("bit"):
		return round3(math.Max(v, 1-v))
	case f.has("lot") || f.says(nearlyInvisible):
		return round3(math.Min(v, 1-v))
	}
	return round3(1 - v)
}

// nearlyInvisible are the words of a faint element: seen, but barely.
var nearlyInvisible = map[string]bool{"casi invisible": true, "casi transparente": true, "almost invisible": true,
	"almost transparent": true, "nearly invisible": true, "nearly transparent": true, "barely visible": true,
	"apenas visible": true, "casi no se ve": true, "que casi no se vea": true}

// opacityDirection is which way a relative opacity goes: down for "lower
// the opacity", "more transparent", "less opaque"; said is false when the
// clause gives no way.
func opacityDirection(f *frame) (down, said bool) {
	seeThrough := f.hasProp("transparent") && !f.hasProp("opacity")
	switch {
	case f.verb == "lower":
		return !seeThrough, true // "bajá la transparencia": more opaque
	case f.verb == "raise":
		return seeThrough, true
	case f.has("more"):
		return seeThrough, true
	case f.has("less"):
		return !seeThrough, true
	}
	return false, false
}

// scaleOf reads a size: "bigger", "half the size", "2x", "scale to 50%".
// percentOfFrame: "move the logo 10% to the left": a percent said with
// one way to go is that share of the frame, as pixels (it went to the
// edge).
func percentOfFrame(f *frame, p *timeline.Project) {
	side := ""
	switch {
	case len(f.pos) == 1 && !f.has("up", "down"):
		side = f.pos[0]
	case len(f.pos) == 0 && f.has("up") != f.has("down"):
		side = map[bool]string{true: "top", false: "bottom"}[f.has("up")]
	}
	if side == "" || percentOfALook(f) || f.margin != nil {
		return
	}
	for i, a := range f.amounts {
		if a.kind != "percent" || a.prep == "to" || a.prep == "at" || a.v <= 0 || a.v > 100 {
			continue
		}
		switch side {
		case "left", "right":
			f.amounts[i] = amount{"pixels", a.v / 100 * float64(p.Settings.Width), "by"}
		case "top", "bottom":
			f.amounts[i] = amount{"pixels", a.v / 100 * float64(p.Settings.Height), "by"}
		}
		return
	}
}

// percentOfALook: the clause says what its percent is of: a size,
// opacity or volume word, or "bigger"/"smaller".
func percentOfALook(f *frame) bool {
	return f.hasProp("transparent", "opacity", "opaque", "size", "volume") || f.has("bigger", "smaller")
}

// loosePercent is a percent the clause says of nothing (see
// percentOfALook; a scale or fade verb says it too).
func loosePercent(f *frame) (float64, bool) {
	if percentOfALook(f) || f.verb == "scale" || f.verb == "fade" {
		return 0, false
	}
	for _, a := range f.amounts {
		if a.kind == "percent" {
			return a.v, true
		}
	}
	return 0, false
}

func scaleOf(f *frame, cur float64) (float64, bool) {
	for _, a := range f.amounts {
		switch a.kind {
		case "factor":
			if f.has("smaller") && !f.has("bigger") && a.v > 1 {
				return math.Max(0.01, cur/a.v), true // "achicá el logo x2": half (it doubled)
			}
			return math.Min(20, cur*a.v), true
		case "percent":
			if f.hasProp("transparent", "opacity", "opaque") || f.verb == "fade" {
				continue
			}
			if a.prep == "to" || a.prep == "at" {
				if firstPhrase(fold(f.c.raw), "de su tamano", "of its size", "of its current size", "del tamano actual", "of the current size") != "" {
					return math.Max(0.01, math.Min(20, cur*a.v/100)), true // "al 80% de su tamaño": of what it is now (0.8 of the frame)
				}
				return math.Max(0.01, math.Min(20, a.v/100)), true // "agrandá el corazón al 150%": to it (it grew by it)
			}
			if f.has("bigger") {
				return math.Min(20, cur*(1+a.v/100)), true
			}
			if f.has("smaller") {
				return math.Max(0.01, cur*(1-a.v/100)), true
			}
			if f.hasProp("size") && f.has("more", "less") && a.v < 100 {
				// "dale al logo un 20% más de tamaño", "20% less size": a
				// change from the size there is (it was set to 20%)
				if f.has("less") {
					return math.Max(0.01, cur*(1-a.v/100)), true
				}
				return math.Min(20, cur*(1+a.v/100)), true
			}
			if f.verb == "scale" || f.hasProp("size") {
				return math.Max(0.01, a.v/100), true
			}
		case "number":
			if sc, ok := scaleNumberSaid(f, a, cur); ok {
				return sc, true
			}
		}
	}
	switch {
	case f.has("double") && f.has("smaller"):
		return cur * 0.5, true // "twice as small", "dos veces más chico"
	case f.has("double") && f.hasProp("transparent", "opacity", "opaque") && !f.hasProp("size"):
		return 0, false // "twice as transparent" is said of the opacity (it doubled the size too)
	case f.has("double"):
		return math.Min(20, cur*2), true
	case f.has("half") && (f.hasProp("size") || f.verb == "scale" || f.has("smaller") || f.has("bigger")):
		return cur * 0.5, true
	case f.has("bigger") && f.has("lot"):
		return math.Min(20, cur*2), true
	case f.has("bigger") && f.has("bit"):
		return math.Min(20, cur*1.2), true
	case f.has("bigger"):
		return math.Min(20, cur*1.5), true
	case f.has("smaller") && f.has("lot"):
		return cur * 0.3, true
	case f.has("smaller") && f.has("bit"):
		return cur * 0.8, true
	case f.has("smaller"):
		return cur * 0.6, true
	case f.verb == "scale" && (f.verbSaid == "enlarge" || f.verbSaid == "grow" || strings.HasPrefix(f.verbSaid, "agrand") || strings.HasPrefix(f.verbSaid, "ampli")):
		return math.Min(20, cur*1.5), true
	case f.verb == "scale" && (f.verbSaid == "shrink" || strings.HasPrefix(f.verbSaid, "achic") || strings.HasPrefix(f.verbSaid, "encog")):
		return cur * 0.6, true
	}
	return 0, false
}

// scaleNumberSaid: a scale given as a fraction of the frame after its way
// ("a little bigger, maybe 0.3", "más chico, tipo 0.1") is the scale it
// goes to (it grew by "a little" and the number was dropped). A whole
// number is left alone ("bigger, 2" may be twice), and so is a number on
// the other side of the size there is, which the way contradicts.
func scaleNumberSaid(f *frame, a amount, cur float64) (float64, bool) {
	if a.v <= 0 || a.v >= 5 || a.v == math.Trunc(a.v) || a.prep == "by" {
		return 0, false
	}
	switch {
	case f.has("bigger") && !f.has("smaller"):
		return a.v, a.v > cur
	case f.has("smaller") && !f.has("bigger"):
		return a.v, a.v < cur
	case f.verb == "scale" || f.hasProp("size"):
		return a.v, true
	}
	return 0, false
}

// planVisibility hides or shows elements or whole tracks.
func planVisibility(s *sim, f *frame, r *resolver, hide bool, sp span) (string, error) {
	verb := "Hid"
	if !hide {
		verb = "Showed"
	}
	var tracks []*timeline.Track
	for _, n := range f.targets {
		if n.kind == "track" {
			t, err := r.track(n)
			if err != nil {
				return "", err
			}
			tracks = append(tracks, t)
		}
	}
	if len(tracks) > 0 {
		var done []string
		for _, t := range tracks {
			if _, err := s.call("toggle_track_visibility", map[string]any{"trackId": t.ID, "hidden": hide}); err != nil {
				return "", err
			}
			done = append(done, "track "+t.ID)
		}
		return fmt.Sprintf("%s %s.", verb, strings.Join(done, ", ")), nil
	}
	ts, err := targetsOf(f, r)
	if err != nil {
		return "", err
	}
	if len(ts) == 0 || wholeVideo(f, r) {
		return "", unreadf("say what to %s, e.g. \"hide the logo\"", map[bool]string{true: "hide", false: "show"}[hide])
	}
	if len(filter(ts, func(t target) bool { return t.el.Visual != nil || t.el.Effect != nil })) == 0 {
		// "hide the music": hidden is not drawn, and a sound is still heard
		return "", &cannot{fmt.Sprintf("%s has no picture to hide or show; say \"mute\" or \"unmute\" for its sound", describe(ts))}
	}
	if hide && len(f.targets) > 1 && slices.ContainsFunc(f.targets[1:], func(n np) bool { return contains([]string{"at", "in", "during"}, n.prep) }) {
		// "ocultá el logo solo en el clip de la cocina", "hide the logo in
		// the intro": the thing after "in" is when, not a second thing to
		// hide (the clip was hidden too)
		return "", unreadf("hiding only part of an element's time is not a tool; say \"make the logo end at 5\" instead")
	}
	if (sp.hasRange() && !spanHoldsAll(sp, ts) || len(sp.points) > 0 && momentSaid(f, r)) && hide { // "for the whole video" (hidewhile.go)
		return "", unreadf("hiding only part of an element's time is not a tool; say \"make the logo end at 5\" instead")
	}
	var done []target
	for _, t := range ts {
		if t.el.Hidden == hide {
			continue
		}
		if _, err := s.call("update_clip", map[string]any{"elementId": t.id, "hidden": hide}); err != nil {
			return "", err
		}
		done = append(done, t)
	}
	s.touch(ids(ts)...)
	if len(done) == 0 {
		if hide {
			return fmt.Sprintf("Nothing to change: %s already hidden.", describe(ts)), nil
		}
		return fmt.Sprintf("Nothing to change: %s already shown.", describe(ts)), nil
	}
	return fmt.Sprintf("%s %s.", verb, describe(done)), nil
}

// planMute mutes or unmutes: whole tracks when every element of the
// track is meant (the music), single elements otherwise (the second clip).
func planMute(s *sim, f *frame, r *resolver, mute bool) (string, error) {
	p := s.p()
	verb := "Muted"
	if !mute {
		verb = "Unmuted"
	}
	for _, n := range f.targets {
		// the whole track only when it is all that is meant: another thing
		// named beside it was dropped ("mute the piano during the open house
		// bit" muted all the piano, the text read as a second thing)
		if n, ok := audioTrackSaid(n); (ok || n.kind == "track") && len(f.targets) == 1 {
			t, err := r.track(n)
			if err != nil {
				return "", err
			}
			if _, err := s.call("toggle_track_mute", map[string]any{"trackId": t.ID, "muted": mute}); err != nil {
				return "", err
			}
			return fmt.Sprintf("%s track %s.", verb, t.ID), nil
		}
	}
	if q := soundUnnamed(f, r); q != nil {
		return "", q
	}
	var ts []target
	if clips, ok := videosSaid(f, r); ok {
		ts = clips // "mute all the videos": the clips, not the music (mutevideos.go)
	} else if wholeVideo(f, r) {
		ts = all(p)
	} else {
		var err error
		if ts, err = targetsOf(f, r); err != nil {
			return "", err
		}
	}
	if q := silentNamed(f, r, ts); q != nil {
		return "", q
	}
	ts = filter(ts, func(t target) bool { return t.el.Audio != nil })
	if len(ts) == 0 {
		return "", &cannot{"nothing meant has sound"}
	}
	return muteTargets(s, ts, mute)
}

// silentNamed: a thing named beside a sound that has none of its own (a
// text, a sticker, a picture) is said, not dropped: "mute the music and
// the title" muted the music and said nothing of the title.
func silentNamed(f *frame, r *resolver, ts []target) error {
	if wholeVideo(f, r) {
		return nil
	}
	for _, n := range f.targets {
		if n.kind == "everything" || n.kind == "video" {
			return nil // "mute everything but the music": what has sound
		}
	}
	if len(f.targets) == 1 && f.targets[0].plural && (f.targets[0].kind == "clip" || f.targets[0].kind == "broll") && len(f.targets[0].names) == 0 {
		// "mute the sound of the clips", "silenciá los clips": a photo
		// among them is no thing named beside them, only a clip with no
		// sound (refused: "crew-foto.jpg has no sound of its own")
		return nil
	}
	mute := filter(ts, func(t target) bool { return t.el.Audio != nil })
	silent := filter(ts, func(t target) bool { return t.el.Audio == nil })
	if len(mute) == 0 || len(silent) == 0 {
		return nil
	}
	return &cannot{fmt.Sprintf("%s has no sound of its own", describe(silent))}
}

// planMuteOthers mutes every sound but the ones named ("dejá sólo la voz
// en off", "leave only the narration": the video was cut down to where
// the voice plays).
func planMuteOthers(s *sim, f *frame, r *resolver) (string, error) {
	kept, err := targetsOf(f, r)
	if err != nil {
		return "", err
	}
	keep := map[string]bool{}
	for _, t := range kept {
		keep[t.id] = true
	}
	// the other sounds of the audio tracks; the clips' own sound is the
	// picture's, and stays as it is
	others := filter(all(s.p()), func(t target) bool { return heardOnly(t) && !keep[t.id] })
	if len(others) == 0 {
		return "Nothing to change: nothing else has sound.", nil
	}
	return muteTargets(s, others, true)
}

// muteTargets mutes or unmutes ts: a whole track when all of it is meant.
func muteTargets(s *sim, ts []target, mute bool) (string, error) {
	p := s.p()
	verb := "Muted"
	if !mute {
		verb = "Unmuted"
	}
	byTrack := map[string]int{}
	for _, t := range ts {
		byTrack[t.trackID]++
	}
	var done []string
	for _, tr := range p.Tracks {
		n := byTrack[tr.ID]
		if n == 0 {
			continue
		}
		if n == len(tr.Elements) && (mute || tr.Muted) {
			if tr.Muted != mute {
				if _, err := s.call("toggle_track_mute", map[string]any{"trackId": tr.ID, "muted": mute}); err != nil {
					return "", err
				}
				done = append(done, "track "+tr.ID)
			}
			if mute {
				continue
			}
		}
		for _, t := range ts {
			if t.trackID == tr.ID && t.el.Audio.Muted != mute {
				if _, err := s.call("update_clip", map[string]any{"elementId": t.id, "muted": mute}); err != nil {
					return "", err
				}
				done = append(done, t.id)
			}
		}
	}
	s.touch(ids(ts)...)
	if len(done) == 0 {
		return "Nothing to change: already " + strings.ToLower(verb) + ".", nil
	}
	return fmt.Sprintf("%s %s.", verb, strings.Join(done, ", ")), nil
}

// soundUnnamed asks which sound "it" is when nothing before it in the
// request names one ("bajalo", "turn it down", "mute it", "bajale": every
// sound was lowered); "it" after a clause is what that clause acted on.
func soundUnnamed(f *frame, r *resolver) *question {
	if r.ctx != nil && len(r.ctx.last) > 0 {
		return nil
	}
	clitic := len(f.targets) == 0 && !f.hasProp("volume") && len(f.verbSaid) > 4 &&
		(strings.HasSuffix(f.verbSaid, "le") || strings.HasSuffix(f.verbSaid, "les"))
	if !clitic && !(pronOnly(f) && f.targets[0].kind == "" && f.targets[0].names == nil) {
		return nil
	}
	var opts []string
	for _, g := range group(filter(all(r.p), func(t target) bool { return t.el.Audio != nil })) {
		opts = append(opts, describeGroup(g))
	}
	if len(opts) < 2 {
		return nil // one sound: nothing to choose
	}
	return &question{fmt.Sprintf("Which sound do you mean by %q: %s, or all of them? Say it by name, e.g. \"the music\".",
		strings.TrimSpace(f.c.raw), orList(opts))}
}

// planVolume sets the volume of the elements meant (default: everything
// with sound).
func planVolume(s *sim, f *frame, r *resolver, sp span) (string, error) {
	if m, l, q := muteThenLevel(s, f); q != nil {
		return "", q
	} else if m != nil {
		return planMuteThenLevel(s, r, m, l)
	}
	if q := soundUnnamed(f, r); q != nil {
		return "", q
	}
	var ts []target
	if owner := partOwner(f, r); len(owner) > 0 {
		// "mute the first 3 seconds of the city clip": its sound only (the
		// music under it was muted too)
		ts = owner
	} else if wholeVideo(f, r) {
		ts = all(s.p())
	} else {
		var err error
		if ts, err = targetsOf(f, r); err != nil {
			heard, ok := soundDuring(f, r, sp, err)
			if !ok {
				return "", err
			}
			ts = heard // "mute rosa during the oven clip": her voice, the one of hers heard then
		}
	}
	ts = filter(ts, func(t target) bool { return t.el.Audio != nil })
	if len(ts) == 0 {
		return "", &cannot{"nothing meant has sound"}
	}
	if q := levelOrSecond(f, r, ts); q != nil {
		return "", q
	}
	if edge := cmp.Or(f.c.coverEdge, bareEdge(f)); edge != "" && !sp.hasRange() {
		if at, ok := coveredAtEdge(s, f, r, edge); ok {
			// "the music drowns Rosa out at the start": under the clip
			// heard there (coveredvoice.go)
			sp = at
		}
	}
	if edge := cmp.Or(f.c.coverEdge, bareEdge(f)); edge != "" && !sp.hasRange() {
		// "make the song quieter at the start": for how long? (it changed all of it)
		which := map[string]string{"end": "last", "start": "first"}[edge]
		return "", &question{fmt.Sprintf("For how long at the %s? Say e.g. \"the %s 5 seconds\", or leave out \"at the %s\" for all of %s.", edge, which, edge, describe(ts))}
	}
	if _, level := levelTime(f); !sp.hasRange() && len(sp.points) == 1 && !level && !halfwaySaid(f) {
		if q := untilWhenShown(f, r, sp.points[0]); q != nil && sp.duration == 0 {
			return "", q
		}
		// "raise the music when the interview ends", "bajá la música en el
		// segundo 10": from that moment on
		p, end := sp.points[0], 0.0
		for _, t := range ts {
			end = math.Max(end, t.el.End().Seconds())
		}
		if sp.duration > 0 {
			// "when the logo appears for 3 seconds": that long (it went on
			// to the end)
			end = math.Min(end, p+sp.duration)
		}
		if p >= end {
			return "", &question{fmt.Sprintf("%s ends at %s; from when should the volume change?", describe(ts), secs(end))}
		}
		sp.ranges = []rng{{p, end}}
	}
	if len(sp.ranges) == 1 && !sp.whole {
		// "lower the music during the interview": cut the music at the
		// range's ends and set the piece inside; only what sounds is cut
		// ("mute the music after 20" cut the interview in two as well)
		x := sp.ranges[0]
		want := map[string]bool{}
		for _, t := range ts {
			want[t.trackID+"\x00"+t.el.AssetID] = true
		}
		A, B := timeline.FromSeconds(x.a), timeline.FromSeconds(x.b)
		// "lower the music during the interview and bring it back up for
		// the city clip": "it" is the piece just set, but the time said is
		// its file's on that track (nothing lay in the range)
		ts = filter(all(s.p()), func(t target) bool {
			return t.el.Audio != nil && want[t.trackID+"\x00"+t.el.AssetID] && t.el.Start < B && t.el.End() > A
		})
		if _, _, err := s.cutElements(ts, []float64{x.a, x.b}); err != nil {
			return "", err
		}
		ts = filter(all(s.p()), func(t target) bool {
			return t.el.Audio != nil && want[t.trackID+"\x00"+t.el.AssetID] && t.el.Start >= A && t.el.End() <= B
		})
		if len(ts) == 0 {
			return "", &cannot{fmt.Sprintf("nothing with sound lies between %s and %s", secs(x.a), secs(x.b))}
		}
	}
	if q := severalStretches(sp); q != nil {
		return "", q
	}
	if f.has("double", "triple") && levelGiven(f) {
		// "bajá la música al 20% y después triplicala": the multiple joined
		// the level's clause (no verb of its own) and was dropped; one
		// volume is asked for, not guessed
		return "", unreadf("say one volume for %s: a level (\"to 30%%\") or a multiple (\"double it\"), each in its own part", describe(ts))
	}
	for _, a := range f.amounts {
		if a.kind == "percent" && a.prep != "by" && a.v > 100 {
			// "set the interview volume to 150%": set_volume stops at 100%
			return "", &cannot{fmt.Sprintf("no tool sets a volume above 100%% (asked %g%%); volume is 0 to 100%%", a.v)}
		}
	}
	var set []string
	changed := 0
	for _, t := range ts {
		v, ok := volumeLevel(f, sp, t.el.Audio.Volume)
		if backUpSaid(f) && s.soundLevelChanged(t) {
			// "lower the music during the city clip and bring it back up
			// for the kitchen": the level it had (it went to 100%)
			if was, known := soundLevelIn(s.origin, t); known {
				v, ok = was, true
			}
		}
		if !ok {
			return "", unreadf("say the volume, e.g. \"to 30%%\", \"half\" or \"louder\"")
		}
		if v > 1 {
			// "double the music" at 80%: set_volume stops at 100%, so say
			// what it would be rather than set the most and call it double
			return "", &cannot{fmt.Sprintf("%s is at %d%%, so that would be %d%%; volume is 0 to 100%% (say \"to 100%%\" for the most)",
				describe([]target{t}), int(t.el.Audio.Volume*100+0.5), int(v*100+0.5))}
		}
		v = math.Round(v*1000) / 1000
		if relativeVolume(f) && !multipleSaid(f) && s.undoesEarlierClause(t, v) {
			// "bajá la música durante la entrevista y después subila": the
			// second clause put back what the first did (it was read as the
			// lowered part, not the part after)
			return "", unreadf("that would take back the change just made to %s; say when, e.g. \"raise it after the interview\"", describe([]target{t}))
		}
		if v == t.el.Audio.Volume {
			set = append(set, fmt.Sprintf("%s already at %d%%", describe([]target{t}), int(v*100+0.5)))
			continue
		}
		if _, err := s.call("set_volume", map[string]any{"trackId": t.trackID, "elementId": t.id, "volume": v}); err != nil {
			return "", err
		}
		changed++
		set = append(set, fmt.Sprintf("%s set to %d%%%s", t.id, int(v*100+0.5), s.multipleOfJustSet(f, t)))
	}
	s.touch(ids(ts)...)
	if changed == 0 && relativeVolume(f) && !f.has("full", "min") && !(backUpSaid(f) && s.soundLevelChanged(ts[0])) {
		// "subí la música al máximo" at 100% is a level said, already so:
		// a no-op, never a refusal of the whole request (issue 13, set 3:
		// "… al máximo y agregá un texto" was refused)
		if line, ok, err := duckMusicUnder(s, f, r, ts, sp); ok {
			return line, err
		}
		return "", &cannot{"the volume is already as far as it goes (" + strings.Join(set, ", ") + "); volume is 0 to 100%"}
	}
	return "Volume: " + strings.Join(set, ", ") + ".", nil
}

// undoesEarlierClause: an earlier clause of this request moved t's volume
// one way and v moves it back the other.
func (s *sim) undoesEarlierClause(t target, v float64) bool {
	if len(s.done) == 0 {
		return false
	}
	before := s.done[0].before.project
	ref, ok := before.FindElement(t.id)
	if !ok || before.Element(ref).Audio == nil {
		return false // a piece this clause cut: a part of what changed, not all of it
	}
	was, now := before.Element(ref).Audio.Volume, t.el.Audio.Volume
	return now < was && v > now || now > was && v < now
}

// soundLevelIn is t's volume in an earlier state of the project: the same
// element, or, when a cut of this request made t, the piece of the same
// file on the same track that played at t's start.
func soundLevelIn(p *timeline.Project, t target) (float64, bool) {
	if ref, ok := p.FindElement(t.id); ok {
		if el := p.Element(ref); el.Audio != nil {
			return el.Audio.Volume, true
		}
		return 0, false
	}
	for _, u := range all(p) {
		if u.trackID == t.trackID && u.el.AssetID == t.el.AssetID && u.el.Audio != nil && u.el.Start <= t.el.Start && t.el.Start < u.el.End() {
			return u.el.Audio.Volume, true
		}
	}
	return 0, false
}

// soundLevelChanged: an earlier clause of this request changed the volume
// of some piece of t's file on t's track ("back up" is then the level it
// had; said alone it still means louder).
func (s *sim) soundLevelChanged(t target) bool {
	if len(s.done) == 0 {
		return false
	}
	for _, u := range all(s.p()) {
		if u.trackID != t.trackID || u.el.AssetID != t.el.AssetID || u.el.Audio == nil {
			continue
		}
		if was, ok := soundLevelIn(s.origin, u); ok && was != u.el.Audio.Volume {
			return true
		}
	}
	return false
}

// backUpSaid: the volume is said to go back up or back to how it was
// ("bring it back up", "back to normal"), not to the most.
func backUpSaid(f *frame) bool {
	return len(f.amounts) == 0 && !levelGiven(f) && (f.has("back") || hasWord(f, "back") && (f.has("up") || f.verb == "raise"))
}

// volumeChanged: an earlier part of the request changed t's volume (t is
// as the plan has it now).
func (s *sim) volumeChanged(t target) bool {
	if len(s.done) == 0 || t.el.Audio == nil {
		return false
	}
	before := s.done[0].before.project
	ref, ok := before.FindElement(t.id)
	return ok && before.Element(ref).Audio != nil && before.Element(ref).Audio.Volume != t.el.Audio.Volume
}

// multipleSaid: the clause gives the volume as a multiple of the level
// there is ("double it", "triplicala", "twice as loud", "a la mitad").
func multipleSaid(f *frame) bool {
	return f.has("double", "triple", "half")
}

// multipleOfJustSet says which level a multiple was taken of when an
// earlier part of the request set it: "lower the music to 20% and then
// triple it" is 60%, the later part winning, and the reply says so (it
// was refused as taking back the change just made).
func (s *sim) multipleOfJustSet(f *frame, t target) string {
	if !multipleSaid(f) || !s.volumeChanged(t) {
		return ""
	}
	times := "twice"
	switch {
	case f.has("triple"):
		times = "three times"
	case f.has("half"):
		times = "half"
	}
	return fmt.Sprintf(" (%s the %d%% set just before)", times, int(t.el.Audio.Volume*100+0.5))
}

// untilWhenShown: "bajá la música cuando aparece el logo", "lower the
// music when the title appears": a level changed when a silent thing
// comes on screen may be for as long as it shows or from then on, so it
// is asked, as a look put on at that moment is (the music was lowered
// from 2s to the end). When a clip with sound starts or anything ends
// ("when the interview ends") it is from then on.
func untilWhenShown(f *frame, r *resolver, p float64) *question {
	if len(f.times) != 1 || f.times[0].a.anchor == nil || f.times[0].a.edge == "end" || f.times[0].b.set {
		return nil
	}
	n := f.times[0].a.anchor
	a, b, ts, err := r.anchorSpan(n)
	if err != nil || len(ts) == 0 || math.Abs(a-p) > 0.01 || b <= a {
		return nil
	}
	for _, t := range ts {
		if t.el.Audio != nil {
			return nil
		}
	}
	said := n.said
	if n.det == "" {
		said = "the " + said
	}
	return &question{fmt.Sprintf("From %s until when? %s shows from %s to %s: say \"while %s shows\" for that, \"from %s to the end\", or e.g. \"for 3 seconds\".",
		secs(p), describe(ts), secs(a), secs(b), said, secs(p))}
}

// relativeVolume: "louder", "lower it": a change from the level there is.
func relativeVolume(f *frame) bool {
	for _, a := range f.amounts {
		if a.prep != "by" {
			return false
		}
	}
	return f.verb == "raise" || f.verb == "lower" || f.has("louder", "quieter", "more", "less")
}

// volumeLevel reads the level a clause asks for, from the current one.
func volumeLevel(f *frame, sp span, cur float64) (float64, bool) {
	for _, a := range levelsAsked(f.amounts) {
		switch {
		case a.kind == "percent" && (a.prep == "by" || a.prep == "" && f.has("quieter", "louder")):
			// "by 10%", "10% quieter" (it was set to 10%); "music down 20%"
			// (it went up)
			if f.verb == "lower" || f.has("quieter", "less", "down") {
				return clampF(cur-a.v/100, 0, 1), true
			}
			return clampF(cur+a.v/100, 0, 1), true
		case a.kind == "percent":
			return clampF(a.v/100, 0, 1), true
		case a.kind == "number" && a.v <= 1:
			return clampF(a.v, 0, 1), true
		case a.kind == "number" && a.v <= 100:
			return a.v / 100, true
		}
	}
	// "to 0.5", "al 30": a number that the time reader took
	if v, ok := levelTime(f); ok {
		return v, true
	}
	down := f.verb == "lower" || f.has("quieter", "less", "down") || f.verb == "delete" || f.verb == "drop"
	up := f.verb == "raise" || f.has("louder", "more")
	switch {
	case f.has("faint"):
		return faintVolume, true // "que apenas se escuche" (soundfaint.go)
	case f.has("full"):
		return 1, true
	case f.has("min"):
		return 0, true
	case f.has("half") && halfLevelNamed(f, cur):
		return halfLevel, true // "up to half volume" (halvedlevel.go)
	case f.has("half"):
		return cur * 0.5, true
	case f.has("double"):
		// "double the music", "la música al doble": a multiple of the level
		// it has; above 100% is answered by the caller, not clamped
		return cur * 2, true
	case f.has("triple"):
		return cur * 3, true
	case down && f.has("bit"):
		return cur * 0.75, true
	case down && f.has("lot"):
		return cur * 0.25, true
	case down:
		return cur * 0.5, true
	case up && f.has("bit"):
		// "turn the piano up a little": a step, as "down a bit" is (it went
		// to 100% from 40%); a muted sound gets a fifth
		return clampF(max(cur*1.5, cur+0.2), 0, 1), true
	case up:
		return 1, true
	}
	return 0, false
}

// levelsAsked leaves out the level a sound comes from: "lower the music
// from 80% to 20%", "bajá la música del 80 al 20%" ask 20% (80% was read
// and the answer was "already at 80%").
func levelsAsked(as []amount) []amount {
	if len(as) == 2 && (as[0].prep == "from" || as[0].prep == "of") && (as[1].prep == "to" || as[1].prep == "at") &&
		(as[0].kind == "percent" || as[0].kind == "number") && as[1].kind == "percent" {
		return as[1:]
	}
	return as
}

// levelGiven: the clause says a volume level ("al 20%", "to 0.5", "a 30"),
// not a change by an amount.
func levelGiven(f *frame) bool {
	for _, a := range f.amounts {
		if a.kind == "percent" && a.prep != "by" || a.kind == "number" {
			return true
		}
	}
	_, ok := levelTime(f)
	return ok
}

// levelTime is a volume said as a bare number the time reader took ("to
// 0.5", "al 30", "a 20"); "at 20" and "en 10" are moments, not levels.
func levelTime(f *frame) (float64, bool) {
	for _, t := range f.times {
		if t.bare && t.kind == "point" {
			said := fold(t.said)
			if (strings.HasPrefix(said, "at ") || strings.HasPrefix(said, "en ") || strings.HasPrefix(said, "in ")) && levelOtherwise(f) {
				continue // "raise the music at 20": a moment
			}
			v := t.a.sec
			if v > 1 {
				v /= 100
			}
			// "to 150": above 100% is answered by the caller, as "double"
			// is (it was clamped and said "already at 100%")
			return math.Max(v, 0), true
		}
	}
	return 0, false
}

// halfwaySaid: "a la mitad", "by half" in a volume clause is half the level.
func halfwaySaid(f *frame) bool {
	return len(f.times) == 1 && f.times[0].a.span == "halfway"
}

// levelOtherwise: the clause gives the volume some other way (a percent,
// raise/lower, louder, mute), so a bare "at 20" is a moment.
func levelOtherwise(f *frame) bool {
	for _, a := range f.amounts {
		if a.kind == "percent" || a.kind == "number" {
			return true
		}
	}
	return f.verb == "raise" || f.verb == "lower" || f.verb == "mute" || f.has("louder", "quieter", "more", "less", "full", "min", "half", "bit", "lot")
}

func clampF(v, lo, hi float64) float64 { return max(lo, min(hi, v)) }

// firstPhrase is the first of phrases found in text (a clause folded with
// fold), or "".
func firstPhrase(text string, phrases ...string) string {
	for _, p := range phrases {
		if strings.Contains(text, p) {
			return p
		}
	}
	return ""
}

// videoStackSaid reads a move in the stack of tracks: "to the front",
// "al frente", "on top of everything" ("top"), "to the back", "al
// fondo", "behind everything" ("bottom"); "" when none is said.
func videoStackSaid(f *frame) string {
	raw := " " + fold(f.c.raw) + " "
	if firstPhrase(raw, " to the front ", " al frente ", " on top of everything ", " in front of everything ", " to the foreground ",
		" arriba de todo ", " delante de todo ", " adelante de todo ", " al primer plano ") != "" {
		return "top"
	}
	if firstPhrase(raw, " to the back ", " al fondo ", " behind everything ", " to the background ", " detras de todo ", " atras de todo ") != "" {
		return "bottom"
	}
	return ""
}

// planStack moves a visual onto the highest (or lowest) other track of
// its kind with room for it: tracks later in the list draw over earlier
// ones ("bring the logo to the front", "send the b-roll to the back").
func planStack(s *sim, f *frame, r *resolver) (string, error) {
	kept := f.targets[:0]
	for _, n := range f.targets {
		if n.kind != "everything" { // "on top of everything": the stack, not a thing
			kept = append(kept, n)
		}
	}
	f.targets = kept
	ts, err := targetsOf(f, r)
	if err != nil {
		return "", err
	}
	if len(ts) != 1 {
		return "", unreadf("say the one element to bring to the front or send to the back")
	}
	t := ts[0]
	if t.track != timeline.TrackOverlay {
		return "", &cannot{fmt.Sprintf("%s is on the %s track; only overlays change place in the stack", describe(ts), t.track)}
	}
	p := s.p()
	cur := p.TrackIndex(t.trackID)
	front := videoStackSaid(f) == "top"
	best := -1
	for i, tr := range p.Tracks {
		if tr.Kind != timeline.TrackOverlay || i == cur || front && i < cur || !front && i > cur {
			continue
		}
		if !tr.Fits(t.el.Start, t.el.End(), nil) {
			continue
		}
		if best < 0 || front && i > best || !front && i < best {
			best = i
		}
	}
	where := "front"
	if !front {
		where = "back"
	}
	if best < 0 {
		overlaps := false
		for i, tr := range p.Tracks {
			if tr.Kind == timeline.TrackOverlay && i != cur && (front && i > cur || !front && i < cur) {
				overlaps = true
			}
		}
		if !overlaps {
			return "", &cannot{fmt.Sprintf("%s is already at the %s of the overlays", describe(ts), where)}
		}
		return "", &cannot{fmt.Sprintf("no overlay track %s %s has room for it", map[bool]string{true: "above", false: "below"}[front], describe(ts))}
	}
	if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": []string{t.id}, "start": t.el.Start.Seconds(), "targetTrackId": p.Tracks[best].ID}); err != nil {
		return "", err
	}
	s.touch(t.id)
	return fmt.Sprintf("Moved %s to the %s (track %s).", describe(ts), where, p.Tracks[best].ID), nil
}

// keepGrownInside: a picture this request gave a new size or angle that was wholly
// inside the frame when the request began, and fits in it, ends wholly
// inside: moved in by as little as it takes ("make the logo bigger and
// move it to the top" left it 27 px past the right edge; the top was
// measured at the size it already had). A distance said in pixels is done
// as said, and texts keep their own anchors. It says what it moved.
func (s *sim) keepGrownInside(start *timeline.Project, toks []token) string {
	if slices.ContainsFunc(toks, func(t token) bool { return t.kind == tPixels }) {
		return ""
	}
	p := s.p()
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	var lines []string
	for _, tr := range p.Tracks {
		if tr.Kind == timeline.TrackMain {
			continue
		}
		for i := range tr.Elements {
			el := &tr.Elements[i]
			was, ok := start.FindElement(el.ID)
			if !ok || el.Visual == nil || el.Text != nil {
				continue
			}
			old := start.Element(was)
			// a new angle changes the box drawn as a new size does ("rotate
			// the logo 45 degrees" left its corners 16 px past two edges)
			if old.Visual == nil || old.Visual.Scale == el.Visual.Scale && old.Visual.Rotation == el.Visual.Rotation {
				continue
			}
			ow, oh := drawnBox(start, old, old.Visual.Scale)
			bw, bh := drawnBox(p, el, el.Visual.Scale)
			if !wholly(old.Visual.X, ow, W) || !wholly(old.Visual.Y, oh, H) || bw > W+0.5 || bh > H+0.5 {
				continue
			}
			x, y := pulledIn(el.Visual.X, bw, W), pulledIn(el.Visual.Y, bh, H)
			if x == el.Visual.X && y == el.Visual.Y {
				continue
			}
			t := target{id: el.ID, el: el, trackID: tr.ID, track: tr.Kind}
			if _, err := s.call("update_clip", map[string]any{"elementId": el.ID, "x": round3(x), "y": round3(y)}); err != nil {
				return ""
			}
			now := "size"
			if old.Visual.Scale == el.Visual.Scale {
				now = "angle"
			}
			lines = append(lines, fmt.Sprintf("Kept %s inside the frame at its new %s (%s).", describe([]target{t}), now, pulledSaid(el.Visual.X-x, el.Visual.Y-y)))
		}
	}
	return strings.Join(lines, " ")
}

// wholly: a box of size w at centre at is inside a frame of size room.
func wholly(at, w, room float64) bool { return math.Abs(at)+w/2 <= room/2+0.5 }

// pulledIn is the centre nearest to at that puts a box of size w wholly
// inside a frame of size room.
func pulledIn(at, w, room float64) float64 {
	limit := room/2 - w/2
	return math.Max(-limit, math.Min(limit, at))
}

// pulledSaid is how far keepGrownInside moved a picture: "moved 27.5 px
// left and 27.5 px down" (dx, dy: how far it was past, from where it ends).
func pulledSaid(dx, dy float64) string {
	var parts []string
	if dx != 0 {
		parts = append(parts, fmt.Sprintf("%g px %s", round3(math.Abs(dx)), map[bool]string{true: "left", false: "right"}[dx > 0]))
	}
	if dy != 0 {
		parts = append(parts, fmt.Sprintf("%g px %s", round3(math.Abs(dy)), map[bool]string{true: "up", false: "down"}[dy > 0]))
	}
	return "moved " + strings.Join(parts, " and ")
}

// levelOrSecond: "bajá la música del 80 por 5 segundos" with the music at
// 80%, or a video shorter than 80 s: "del 80" without a unit may be where
// the volume starts (80%) or the second it starts at, so it is asked, with
// both readings (it was lowered from second 80, or refused as a range past
// the end). A number that is no volume of the sound and lies inside the
// video is the second.
func levelOrSecond(f *frame, r *resolver, ts []target) *question {
	for _, te := range f.times {
		if !te.bareFrom {
			continue
		}
		n := te.a.sec
		level := n <= 100 && slices.ContainsFunc(ts, func(t target) bool { return math.Abs(t.el.Audio.Volume*100-n) < 0.5 })
		if !level && n < r.total() {
			continue
		}
		return &question{fmt.Sprintf("Does %q mean from second %g (the video is %s long) or from %g%% volume (%s is at %s)? Say e.g. \"from second %g\" or \"from %g%% to %g%%\".",
			te.said, n, secs(r.total()), n, describe(ts), volumesSaid(ts), n, n, n/2)}
	}
	return nil
}

// volumesSaid is the volume of each sound, in percent, for a question.
func volumesSaid(ts []target) string {
	var out []string
	for _, t := range ts {
		v := fmt.Sprintf("%g%%", math.Round(t.el.Audio.Volume*100))
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return strings.Join(out, ", ")
}

// saysVerb: the clause's verb is v, or v is said after it as how the thing
// ends up ("make the logo bigger mirrored": flipped as well; the flip was
// dropped).
func saysVerb(f *frame, v string) bool {
	return f.verb == v || contains(f.verbs, v)
}

// bitOnlyOfSize: every "a bit" of the clause is said of a size ("the logo
// at the top and a bit bigger", "el logo arriba y un poco más grande"), so
// it is how much it grows, not how far it moves or turns (it moved 13 px
// up instead of to the top).
func bitOnlyOfSize(f *frame) bool {
	return bitOnlyOf(f, func(toks []token, i int) bool {
		// "un poco más grande" is one word; otherwise right before the
		// size: "down a bit and bigger" is a small move
		return sizeWord(toks[i]) || i+1 < len(toks) && sizeWord(toks[i+1])
	})
}
