package timeline

import "sort"

// TrackKind is what a track holds and how it stacks.
type TrackKind string

const (
	TrackMain    TrackKind = "main"    // video and images, the spine of the edit
	TrackOverlay TrackKind = "overlay" // video, images and stickers above the main track
	TrackText    TrackKind = "text"
	TrackAudio   TrackKind = "audio"
	TrackEffect  TrackKind = "effect" // adjustment layers over everything below
)

// TrackKinds lists every kind, for schemas and validation.
var TrackKinds = []TrackKind{TrackMain, TrackOverlay, TrackText, TrackAudio, TrackEffect}

// Valid reports whether k is a known kind.
func (k TrackKind) Valid() bool {
	for _, v := range TrackKinds {
		if k == v {
			return true
		}
	}
	return false
}

// Accepts reports whether elements of type t may live on a track of kind k.
func (k TrackKind) Accepts(t ElementType) bool {
	switch k {
	case TrackMain:
		return t == ElementVideo || t == ElementImage
	case TrackOverlay:
		return t == ElementVideo || t == ElementImage || t == ElementSticker
	case TrackText:
		return t == ElementText
	case TrackAudio:
		return t == ElementAudio
	case TrackEffect:
		return t == ElementEffect
	}
	return false
}

// Visual reports whether the track draws pixels.
func (k TrackKind) Visual() bool { return k != TrackAudio }

// Track is a sequence of non-overlapping elements sorted by start time.
type Track struct {
	ID       string    `json:"id"`
	Kind     TrackKind `json:"kind"`
	Name     string    `json:"name,omitzero"`
	Muted    bool      `json:"muted,omitzero"`
	Hidden   bool      `json:"hidden,omitzero"`
	Elements []Element `json:"elements"`
}

func (t *Track) clone() *Track {
	c := *t
	c.Elements = make([]Element, len(t.Elements))
	for i := range t.Elements {
		c.Elements[i] = t.Elements[i].Clone()
	}
	return &c
}

// IndexOf finds an element by id, -1 if absent.
func (t *Track) IndexOf(id string) int {
	for i := range t.Elements {
		if t.Elements[i].ID == id {
			return i
		}
	}
	return -1
}

// End is the end of the last element.
func (t *Track) End() Ticks {
	if len(t.Elements) == 0 {
		return 0
	}
	return t.Elements[len(t.Elements)-1].End()
}

// Fits reports whether [start, end) is free on the track, ignoring the
// elements whose ids are in skip.
func (t *Track) Fits(start, end Ticks, skip map[string]bool) bool {
	// Elements are sorted and disjoint, so ends are sorted too: find the
	// first element that ends after start and check only it and its
	// successors that start before end.
	i := sort.Search(len(t.Elements), func(i int) bool { return t.Elements[i].End() > start })
	for ; i < len(t.Elements) && t.Elements[i].Start < end; i++ {
		if !skip[t.Elements[i].ID] {
			return false
		}
	}
	return true
}

// Insert places e keeping the elements sorted; the caller has checked Fits.
func (t *Track) Insert(e Element) {
	i := sort.Search(len(t.Elements), func(i int) bool { return t.Elements[i].Start >= e.Start })
	t.Elements = append(t.Elements, Element{})
	copy(t.Elements[i+1:], t.Elements[i:])
	t.Elements[i] = e
}

// RemoveIDs deletes the elements whose ids are in ids, keeping order.
func (t *Track) RemoveIDs(ids map[string]bool) {
	out := t.Elements[:0]
	for _, e := range t.Elements {
		if !ids[e.ID] {
			out = append(out, e)
		}
	}
	clear(t.Elements[len(out):])
	t.Elements = out
}

// Sort restores start order after elements were moved in place.
func (t *Track) Sort() {
	sort.SliceStable(t.Elements, func(i, j int) bool { return t.Elements[i].Start < t.Elements[j].Start })
}

// Overlaps reports whether any two elements overlap (the track must be sorted).
func (t *Track) Overlaps() bool {
	for i := 1; i < len(t.Elements); i++ {
		if t.Elements[i].Start < t.Elements[i-1].End() {
			return true
		}
	}
	return false
}
