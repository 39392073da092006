package heldout

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A selector names elements by what they are, never by id, so that a
// check holds however the planner got there (a split piece is still the
// music): "asset:music.mp3", "text:Thanks for watching!", "textlike:starter"
// (case-insensitive substring), "sticker:thumbs-up|like", "effect:grayscale",
// "type:text", or "any". Alternatives in a value are separated by "|".
type match struct {
	el    timeline.Element
	track int
}

func matches(p *timeline.Project, e *timeline.Element, sel string) bool {
	kind, val, _ := strings.Cut(sel, ":")
	if kind == "any" {
		return true
	}
	for _, v := range strings.Split(val, "|") {
		switch kind {
		case "asset":
			if a, ok := p.Asset(e.AssetID); ok && e.AssetID != "" && a.Name == v {
				return true
			}
		case "text":
			if e.Text != nil && e.Text.Content == v {
				return true
			}
		case "textlike":
			if e.Text != nil && strings.Contains(strings.ToLower(e.Text.Content), strings.ToLower(v)) {
				return true
			}
		case "sticker":
			if e.Sticker != nil && e.Sticker.StickerID == v {
				return true
			}
		case "effect":
			if e.Effect != nil && e.Effect.Type == v {
				return true
			}
		case "type":
			if string(e.Type) == v {
				return true
			}
		}
	}
	return false
}

// matchAll lists the elements matching sel; a suffix "@T" (seconds) keeps
// only the one playing at T.
func matchAll(p *timeline.Project, sel string) []match {
	at := timeline.Ticks(-1)
	if i := strings.LastIndex(sel, "@"); i > 0 {
		if v, err := strconv.ParseFloat(sel[i+1:], 64); err == nil {
			sel, at = sel[:i], timeline.FromSeconds(v)
		}
	}
	var out []match
	for ti, t := range p.Tracks {
		for _, e := range t.Elements {
			if at >= 0 && (at < e.Start || at >= e.End()) {
				continue
			}
			if matches(p, &e, sel) {
				out = append(out, match{e, ti})
			}
		}
	}
	return out
}

// vcheck is one expectation on the project after the plan ran. Exactly one
// of El (elements matching it, which must exist), Added (elements the plan
// created), Gone (no element may match), Removed, Length, State, Refuse or
// Claim is set; the property fields apply to El and Added.
type vcheck struct {
	El      string     `json:"el,omitempty"`
	Added   string     `json:"added,omitempty"`
	Gone    string     `json:"gone,omitempty"`
	Claim   string     `json:"claim,omitempty"`
	Removed []float64  `json:"removed,omitempty"` // [a, b]: the main track's content in that range is cut, the rest kept
	Length  *float64   `json:"length,omitempty"`  // project length, seconds
	State   *int       `json:"state,omitempty"`   // the project equals the one after this many setup calls
	Refuse  bool       `json:"refuse,omitempty"`  // nothing may change and the plan must not claim to understand
	AnyOf   [][]vcheck `json:"anyOf,omitempty"`   // equivalent outcomes: one list must hold

	// El only: look at the pieces inside [a, b] (they must cover it), or
	// at those entirely outside it (there must be some)
	Within  []float64 `json:"within,omitempty"`
	Outside []float64 `json:"outside,omitempty"`

	N    *int `json:"n,omitempty"`    // Added: exactly this many (default 1)
	MinN *int `json:"minN,omitempty"` // Added: at least this many

	Tol       *float64           `json:"tol,omitempty"`
	Volume    *float64           `json:"volume,omitempty"`
	VolumeMax *float64           `json:"volumeMax,omitempty"`
	VolumeMin *float64           `json:"volumeMin,omitempty"`
	Silent    *bool              `json:"silent,omitempty"`
	Hidden    *bool              `json:"hidden,omitempty"`
	Opacity   *float64           `json:"opacity,omitempty"`
	OpMax     *float64           `json:"opacityMax,omitempty"`
	OpMin     *float64           `json:"opacityMin,omitempty"`
	Rotation  *float64           `json:"rotation,omitempty"`
	FlipH     *bool              `json:"flipH,omitempty"`
	FlipV     *bool              `json:"flipV,omitempty"`
	Scale     *float64           `json:"scale,omitempty"`
	ScaleMax  *float64           `json:"scaleMax,omitempty"`
	ScaleMin  *float64           `json:"scaleMin,omitempty"`
	Corner    string             `json:"corner,omitempty"` // top-left ... bottom-right
	Centered  *bool              `json:"centered,omitempty"`
	TextPos   string             `json:"textPos,omitempty"` // top, center, bottom
	Text      *string            `json:"text,omitempty"`
	Span      []float64          `json:"span,omitempty"` // earliest start and latest end of the matches
	Dur       *float64           `json:"dur,omitempty"`  // latest end minus earliest start
	Start     *float64           `json:"start,omitempty"`
	End       *float64           `json:"end,omitempty"`
	Param     map[string]float64 `json:"param,omitempty"` // effect parameter minimums ("-x" keys: maximums)
	Count     *int               `json:"count,omitempty"` // El: how many elements match
	Blend     string             `json:"blend,omitempty"`
}

func (c vcheck) tol(def float64) float64 {
	if c.Tol != nil {
		return *c.Tol
	}
	return def
}

// verdict checks every expectation of a case on the result; states are
// the projects after 0..n setup calls (the last is what the planner saw).
func verdict(states []*timeline.Project, got *timeline.Project, checks []vcheck) error {
	claims, all, err := evalAll(states, got, checks)
	if err != nil || all {
		return err
	}
	return unclaimed(states[len(states)-1], got, claims)
}

// evalAll runs checks and returns the selectors whose changes they account
// for (all: any change is accounted for).
func evalAll(states []*timeline.Project, got *timeline.Project, checks []vcheck) (claims []string, all bool, err error) {
	before := states[len(states)-1]
	for _, c := range checks {
		if c.AnyOf != nil {
			// one list must hold, with what it claims: an alternative whose
			// checks pass but leaves a change unclaimed gives way to a later
			// one that accounts for it (the first that passed was taken, and
			// the case failed on a change the second alternative claims)
			var errs []string
			var pick []string
			pickAll, ok := false, false
			for _, alt := range c.AnyOf {
				cl, a, err := evalAll(states, got, alt)
				if err != nil {
					errs = append(errs, err.Error())
					continue
				}
				if !ok {
					pick, pickAll, ok = cl, a, true
				}
				if a || unclaimed(before, got, append(slices.Clone(claims), cl...)) == nil {
					pick, pickAll = cl, a
					break
				}
			}
			if !ok {
				return nil, false, fmt.Errorf("none of: %s", strings.Join(errs, "; "))
			}
			claims, all = append(claims, pick...), all || pickAll
			continue
		}
		if err := c.eval(states, before, got); err != nil {
			return nil, false, err
		}
		switch {
		case c.El != "":
			claims = append(claims, c.El)
		case c.Added != "":
			claims = append(claims, c.Added)
		case c.Gone != "":
			claims = append(claims, c.Gone)
		case c.Claim != "":
			claims = append(claims, c.Claim)
		case c.Removed != nil, c.State != nil:
			all = true
		}
	}
	return claims, all, nil
}

func (c vcheck) eval(states []*timeline.Project, before, got *timeline.Project) error {
	switch {
	case c.Refuse:
		if !sameProject(before, got) {
			return fmt.Errorf("changed the project")
		}
		return nil
	case c.State != nil:
		if *c.State < 0 || *c.State >= len(states) {
			return fmt.Errorf("bad state %d", *c.State)
		}
		if !sameProject(states[*c.State], got) {
			return fmt.Errorf("project is not the one after %d setup calls", *c.State)
		}
		return nil
	case c.Removed != nil:
		return checkRemoved(before, got, c.Removed[0], c.Removed[1])
	case c.Length != nil:
		if l := got.End().Seconds(); math.Abs(l-*c.Length) > c.tol(0.3) {
			return fmt.Errorf("length %.2f, want %.2f", l, *c.Length)
		}
		return nil
	case c.Gone != "":
		if m := matchAll(got, c.Gone); len(m) > 0 {
			return fmt.Errorf("%s still there (%d)", c.Gone, len(m))
		}
		return nil
	case c.El != "":
		m := matchAll(got, c.El)
		if len(m) == 0 {
			return fmt.Errorf("no %s", c.El)
		}
		if c.Within != nil || c.Outside != nil {
			return c.inRange(got, m)
		}
		if c.Count != nil && len(m) != *c.Count {
			return fmt.Errorf("%d of %s, want %d", len(m), c.El, *c.Count)
		}
		return c.props(got, m, c.El)
	case c.Added != "":
		old := map[string]bool{}
		for _, e := range canonical(before) {
			old[e.key] = true
		}
		var m []match
		for _, e := range canonical(got) {
			if !old[e.key] && matches(got, &e.el, c.Added) {
				m = append(m, match{e.el, e.track})
			}
		}
		switch {
		case c.MinN != nil:
			if len(m) < *c.MinN {
				return fmt.Errorf("%d new %s, want at least %d", len(m), c.Added, *c.MinN)
			}
		default:
			n := 1
			if c.N != nil {
				n = *c.N
			}
			if len(m) != n {
				return fmt.Errorf("%d new %s, want %d", len(m), c.Added, n)
			}
		}
		return c.props(got, m, "new "+c.Added)
	case c.Claim != "":
		return nil
	}
	return fmt.Errorf("empty check")
}

func (c vcheck) props(p *timeline.Project, m []match, what string) error {
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	if c.Span != nil || c.Start != nil || c.End != nil {
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, x := range m {
			lo, hi = math.Min(lo, x.el.Start.Seconds()), math.Max(hi, x.el.End().Seconds())
		}
		t := c.tol(0.25)
		if c.Span != nil && (math.Abs(lo-c.Span[0]) > t || math.Abs(hi-c.Span[1]) > t) {
			return fmt.Errorf("%s spans %.2f-%.2f, want %.2f-%.2f", what, lo, hi, c.Span[0], c.Span[1])
		}
		if c.Start != nil && math.Abs(lo-*c.Start) > t {
			return fmt.Errorf("%s starts %.2f, want %.2f", what, lo, *c.Start)
		}
		if c.End != nil && math.Abs(hi-*c.End) > t {
			return fmt.Errorf("%s ends %.2f, want %.2f", what, hi, *c.End)
		}
	}
	if c.Dur != nil {
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, x := range m {
			lo, hi = math.Min(lo, x.el.Start.Seconds()), math.Max(hi, x.el.End().Seconds())
		}
		if math.Abs(hi-lo-*c.Dur) > c.tol(0.25) {
			return fmt.Errorf("%s lasts %.2f, want %.2f", what, hi-lo, *c.Dur)
		}
	}
	for _, x := range m {
		e, tr := x.el, p.Tracks[x.track]
		if c.Volume != nil || c.VolumeMax != nil || c.VolumeMin != nil {
			if e.Audio == nil {
				return fmt.Errorf("%s has no sound", what)
			}
			v := e.Audio.Volume
			if c.Volume != nil && math.Abs(v-*c.Volume) > c.tol(0.03) {
				return fmt.Errorf("%s volume %.3f, want %.3f", what, v, *c.Volume)
			}
			if c.VolumeMax != nil && v > *c.VolumeMax+1e-9 {
				return fmt.Errorf("%s volume %.3f, want at most %.3f", what, v, *c.VolumeMax)
			}
			if c.VolumeMin != nil && v < *c.VolumeMin-1e-9 {
				return fmt.Errorf("%s volume %.3f, want at least %.3f", what, v, *c.VolumeMin)
			}
		}
		if c.Silent != nil {
			silent := tr.Muted || (e.Audio != nil && (e.Audio.Muted || e.Audio.Volume == 0))
			if silent != *c.Silent {
				return fmt.Errorf("%s silent=%v, want %v", what, silent, *c.Silent)
			}
		}
		if c.Hidden != nil {
			hidden := tr.Hidden || e.Hidden || (e.Visual != nil && e.Visual.Opacity == 0)
			if hidden != *c.Hidden {
				return fmt.Errorf("%s hidden=%v, want %v", what, hidden, *c.Hidden)
			}
		}
		if c.Text != nil && (e.Text == nil || e.Text.Content != *c.Text) {
			return fmt.Errorf("%s text %q, want %q", what, textOf(e), *c.Text)
		}
		if c.TextPos != "" {
			if e.Text == nil || e.Visual == nil {
				return fmt.Errorf("%s is not text", what)
			}
			if pos := textPos(e, H); pos != c.TextPos {
				return fmt.Errorf("%s at %s, want %s", what, pos, c.TextPos)
			}
		}
		if c.Param != nil {
			if e.Effect == nil {
				return fmt.Errorf("%s is not an effect", what)
			}
			for k, want := range c.Param {
				key, isMax := strings.CutPrefix(k, "-")
				got, ok := e.Effect.Params[key].(float64)
				if !ok {
					return fmt.Errorf("%s has no number %s", what, key)
				}
				if (!isMax && got < want) || (isMax && got > want) {
					return fmt.Errorf("%s %s=%v, want %s %v", what, key, got, map[bool]string{true: "<=", false: ">="}[isMax], want)
				}
			}
		}
		visual := c.Opacity != nil || c.OpMax != nil || c.OpMin != nil || c.Rotation != nil || c.FlipH != nil ||
			c.FlipV != nil || c.Scale != nil || c.ScaleMax != nil || c.ScaleMin != nil || c.Corner != "" || c.Centered != nil || c.Blend != ""
		if !visual {
			continue
		}
		v := e.Visual
		if v == nil {
			return fmt.Errorf("%s is not visual", what)
		}
		if c.Opacity != nil && math.Abs(v.Opacity-*c.Opacity) > c.tol(0.03) {
			return fmt.Errorf("%s opacity %.3f, want %.3f", what, v.Opacity, *c.Opacity)
		}
		if c.OpMax != nil && v.Opacity > *c.OpMax+1e-9 {
			return fmt.Errorf("%s opacity %.3f, want at most %.3f", what, v.Opacity, *c.OpMax)
		}
		if c.OpMin != nil && v.Opacity < *c.OpMin-1e-9 {
			return fmt.Errorf("%s opacity %.3f, want at least %.3f", what, v.Opacity, *c.OpMin)
		}
		if c.Rotation != nil {
			d := math.Mod(math.Abs(norm360(v.Rotation)-norm360(*c.Rotation)), 360)
			if math.Min(d, 360-d) > 1 {
				return fmt.Errorf("%s rotation %.1f, want %.1f", what, v.Rotation, *c.Rotation)
			}
		}
		if c.FlipH != nil && v.FlipH != *c.FlipH {
			return fmt.Errorf("%s flipH=%v", what, v.FlipH)
		}
		if c.FlipV != nil && v.FlipV != *c.FlipV {
			return fmt.Errorf("%s flipV=%v", what, v.FlipV)
		}
		if c.Scale != nil && math.Abs(v.Scale-*c.Scale) > c.tol(0.03) {
			return fmt.Errorf("%s scale %.3f, want %.3f", what, v.Scale, *c.Scale)
		}
		if c.ScaleMax != nil && v.Scale > *c.ScaleMax+1e-9 {
			return fmt.Errorf("%s scale %.3f, want at most %.3f", what, v.Scale, *c.ScaleMax)
		}
		if c.ScaleMin != nil && v.Scale < *c.ScaleMin-1e-9 {
			return fmt.Errorf("%s scale %.3f, want at least %.3f", what, v.Scale, *c.ScaleMin)
		}
		if c.Blend != "" && v.Blend != c.Blend {
			return fmt.Errorf("%s blend %q, want %q", what, v.Blend, c.Blend)
		}
		if c.Centered != nil {
			centred := math.Abs(v.X) <= 0.05*W && math.Abs(v.Y) <= 0.05*H
			if centred != *c.Centered {
				return fmt.Errorf("%s centred=%v at (%.0f, %.0f)", what, centred, v.X, v.Y)
			}
		}
		if c.Corner != "" {
			if err := inCorner(p, e, c.Corner); err != nil {
				return fmt.Errorf("%s: %w", what, err)
			}
		}
	}
	return nil
}

// inRange applies the properties to the pieces of m inside Within or
// outside Outside.
func (c vcheck) inRange(p *timeline.Project, m []match) error {
	const t = 0.05
	var sel []match
	r, inside := c.Within, true
	if r == nil {
		r, inside = c.Outside, false
	}
	cover := 0.0
	for _, x := range m {
		s, e := x.el.Start.Seconds(), x.el.End().Seconds()
		if inside && s >= r[0]-t && e <= r[1]+t {
			sel = append(sel, x)
			cover += e - s
		}
		if !inside && (e <= r[0]+t || s >= r[1]-t) {
			sel = append(sel, x)
		}
	}
	if inside && cover < r[1]-r[0]-t {
		return fmt.Errorf("%s: only %.2f s of %.2f-%.2f is a piece of its own", c.El, cover, r[0], r[1])
	}
	if len(sel) == 0 {
		return fmt.Errorf("%s: nothing outside %.2f-%.2f", c.El, r[0], r[1])
	}
	cc := c
	cc.Within, cc.Outside = nil, nil
	return cc.props(p, sel, fmt.Sprintf("%s %v", c.El, r))
}

func textOf(e timeline.Element) string {
	if e.Text == nil {
		return ""
	}
	return e.Text.Content
}

func norm360(r float64) float64 { return math.Mod(math.Mod(r, 360)+360, 360) }

// textPos reads where text sits from its anchor, whatever Position says.
func textPos(e timeline.Element, H float64) string {
	switch y := e.Visual.Y; {
	case y < -H*0.2:
		return "top"
	case y > H*0.2:
		return "bottom"
	case math.Abs(y) <= H*0.1:
		return "center"
	}
	return "between"
}

// inCorner: the element's centre is in that quadrant, well off the
// middle, and the whole element shows inside the frame.
func inCorner(p *timeline.Project, e timeline.Element, corner string) error {
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	v := e.Visual
	wantTop, wantLeft := strings.HasPrefix(corner, "top"), strings.HasSuffix(corner, "left")
	if (v.Y < 0) != wantTop || (v.X < 0) != wantLeft || math.Abs(v.X) < W*0.2 || math.Abs(v.Y) < H*0.2 {
		return fmt.Errorf("at (%.0f, %.0f), not %s", v.X, v.Y, corner)
	}
	w, h := naturalSize(p, e)
	w, h = w*v.Scale, h*v.Scale
	if math.Abs(v.X)+w/2 > W/2*1.02 || math.Abs(v.Y)+h/2 > H/2*1.02 {
		return fmt.Errorf("%.0fx%.0f at (%.0f, %.0f) runs off the frame", w, h, v.X, v.Y)
	}
	return nil
}

// naturalSize is an element's size at scale 1: media fitted inside the
// canvas, a sticker StickerBaseSize of the height; text is not measured.
func naturalSize(p *timeline.Project, e timeline.Element) (w, h float64) {
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	switch e.Type {
	case timeline.ElementSticker:
		s := H * timeline.StickerBaseSize
		return s, s
	case timeline.ElementVideo, timeline.ElementImage:
		a, ok := p.Asset(e.AssetID)
		if !ok || a.Width == 0 || a.Height == 0 {
			return W, H
		}
		k := math.Min(W/float64(a.Width), H/float64(a.Height))
		return float64(a.Width) * k, float64(a.Height) * k
	}
	return 0, 0
}

// ---- the removed-range check ----

type segment struct {
	asset      string
	src0, src1 float64 // source seconds shown
	tl0        float64 // where it starts on the timeline
}

func mainSegments(p *timeline.Project) []segment {
	var out []segment
	for _, e := range p.Tracks[0].Elements {
		if !e.IsMedia() {
			continue
		}
		out = append(out, segment{e.AssetID, e.TrimStart.Seconds(), (e.TrimStart + e.Duration).Seconds(), e.Start.Seconds()})
	}
	return out
}

// checkRemoved: every piece of main-track media that was inside [a, b] is
// gone from the main track, and every piece outside it is still there,
// either where it was or (after b) moved left by b-a to close the gap.
func checkRemoved(before, got *timeline.Project, a, b float64) error {
	const tol = 0.05
	res := mainSegments(got)
	covered := func(asset string, s0, s1 float64) float64 {
		n := 0.0
		for _, r := range res {
			if r.asset == asset {
				n += math.Max(0, math.Min(s1, r.src1)-math.Max(s0, r.src0))
			}
		}
		return n
	}
	for _, s := range mainSegments(before) {
		tl1 := s.tl0 + (s.src1 - s.src0)
		// the part inside the range, in source time
		i0, i1 := math.Max(s.tl0, a), math.Min(tl1, b)
		if i1 > i0 {
			g0, g1 := s.src0+(i0-s.tl0), s.src0+(i1-s.tl0)
			if n := covered(s.asset, g0, g1); n > tol {
				return fmt.Errorf("%.2f s of the cut range %.2f-%.2f still on the main track", n, a, b)
			}
		}
		// the parts outside, each must be shown where expected
		for _, part := range [][2]float64{{s.tl0, math.Min(tl1, a)}, {math.Max(s.tl0, b), tl1}} {
			if part[1]-part[0] <= tol {
				continue
			}
			src0 := s.src0 + (part[0] - s.tl0)
			src1 := src0 + (part[1] - part[0])
			if n := covered(s.asset, src0, src1); n < (src1-src0)-tol {
				return fmt.Errorf("main-track content outside the cut lost (%.2f of %.2f s)", n, src1-src0)
			}
			okPlace := false
			for _, r := range res {
				if r.asset != s.asset || r.src1 <= src0+tol || r.src0 >= src1-tol {
					continue
				}
				at := r.tl0 + (src0 - r.src0) // where src0 lands
				if math.Abs(at-part[0]) <= tol || (part[0] >= b-tol && math.Abs(at-(part[0]-(b-a))) <= tol) {
					okPlace = true
				}
			}
			if !okPlace {
				return fmt.Errorf("main-track content at %.2f moved somewhere unexpected", part[0])
			}
		}
	}
	return nil
}

// ---- comparing projects by content ----

type canonEl struct {
	key   string
	el    timeline.Element
	track int
}

// canonical lists a project's elements with split pieces that continue
// each other merged back, keyed by content (ids and track ids left out),
// so that a split that changed nothing visible is no change.
func canonical(p *timeline.Project) []canonEl {
	var out []canonEl
	for ti, t := range p.Tracks {
		els := append([]timeline.Element(nil), t.Elements...)
		sort.SliceStable(els, func(i, j int) bool { return els[i].Start < els[j].Start })
		var merged []timeline.Element
		for _, e := range els {
			if n := len(merged); n > 0 && continues(merged[n-1], e) {
				l := &merged[n-1]
				l.Duration += e.Duration
				l.TrimEnd = e.TrimEnd
				continue
			}
			merged = append(merged, e.Clone())
		}
		for _, e := range merged {
			k := e.Clone()
			k.ID = ""
			b, _ := json.Marshal(struct {
				Kind timeline.TrackKind
				E    timeline.Element
			}{t.Kind, k})
			out = append(out, canonEl{string(b), e, ti})
		}
	}
	return out
}

func continues(l, r timeline.Element) bool {
	if r.Start != l.End() || l.Type != r.Type || l.AssetID != r.AssetID {
		return false
	}
	a, b := l.Clone(), r.Clone()
	if l.IsMedia() {
		if r.TrimStart != l.TrimStart+l.Duration {
			return false
		}
		a.TrimStart, a.TrimEnd, b.TrimStart, b.TrimEnd = 0, 0, 0, 0
	}
	a.ID, b.ID = "", ""
	a.Start, b.Start, a.Duration, b.Duration = 0, 0, 0, 0
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

func sameProject(a, b *timeline.Project) bool {
	return unclaimed(a, b, nil) == nil
}

// unclaimed reports any change from before to got that no selector in
// claims covers: an element changed, removed or added, or a track muted
// or hidden.
func unclaimed(before, got *timeline.Project, claims []string) error {
	claimed := func(p *timeline.Project, e *timeline.Element) bool {
		for _, c := range claims {
			if matches(p, e, c) {
				return true
			}
		}
		return false
	}
	count := map[string]int{}
	for _, e := range canonical(got) {
		count[e.key]++
	}
	for _, e := range canonical(before) {
		if count[e.key] > 0 {
			count[e.key]--
			continue
		}
		if !claimed(before, &e.el) {
			return fmt.Errorf("unexpected change to %s", describe(before, e.el))
		}
	}
	old := map[string]int{}
	for _, e := range canonical(before) {
		old[e.key]++
	}
	for _, e := range canonical(got) {
		if old[e.key] > 0 {
			old[e.key]--
			continue
		}
		if !claimed(got, &e.el) {
			return fmt.Errorf("unexpected new or changed %s", describe(got, e.el))
		}
	}
	for _, t := range before.Tracks {
		i := got.TrackIndex(t.ID)
		if i < 0 {
			if len(t.Elements) > 0 {
				return fmt.Errorf("track %s removed", t.ID)
			}
			continue
		}
		g := got.Tracks[i]
		if g.Muted == t.Muted && g.Hidden == t.Hidden {
			continue
		}
		ok := false
		for _, e := range append(append([]timeline.Element(nil), t.Elements...), g.Elements...) {
			if claimed(before, &e) || claimed(got, &e) {
				ok = true
			}
		}
		if !ok {
			return fmt.Errorf("unexpected mute or hide of track %s (%s)", t.ID, t.Kind)
		}
	}
	for _, g := range got.Tracks {
		if before.TrackIndex(g.ID) < 0 && (g.Muted || g.Hidden) {
			return fmt.Errorf("new track %s muted or hidden", g.ID)
		}
	}
	return nil
}

func describe(p *timeline.Project, e timeline.Element) string {
	name := string(e.Type)
	switch {
	case e.AssetID != "":
		if a, ok := p.Asset(e.AssetID); ok {
			name = a.Name
		}
	case e.Text != nil:
		name = fmt.Sprintf("text %q", e.Text.Content)
	case e.Sticker != nil:
		name = "sticker " + e.Sticker.StickerID
	case e.Effect != nil:
		name = "effect " + e.Effect.Type
	}
	return fmt.Sprintf("%s %.2f-%.2f", name, e.Start.Seconds(), e.End().Seconds())
}
