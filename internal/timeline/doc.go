package timeline

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"

	"github.com/neuralcut/neuralcut/internal/history"
)

// HistoryLimit bounds the undo entries kept (and saved) with a project.
const HistoryLimit = 200

// Doc is a project with its undo history: what a project file holds and
// what the tools edit. It implements registry.Transactor: Begin clones the
// project copy-on-write, Commit records the state before as one undo
// entry, Rollback throws the working copy away, so a failed tool leaves the
// project exactly as it was.
type Doc struct {
	Project  *Project
	History  history.Stack[*Project]
	Revision int64 // bumped on every save; detects concurrent writers

	tx history.Tx[*Project]
}

// NewDoc wraps a project with an empty history.
func NewDoc(p *Project) *Doc {
	d := &Doc{Project: p}
	d.History.Limit = HistoryLimit
	p.Release()
	return d
}

// Begin starts a change (nestable).
func (d *Doc) Begin() { d.tx.Begin(&d.Project, (*Project).Clone) }

// Commit ends a change; the outermost one records the undo entry, unless
// nothing changed.
func (d *Doc) Commit(label string) {
	if d.tx.Outermost() {
		d.Project.Release()
	}
	d.tx.Commit(&d.Project, &d.History, label, SameContent)
}

// Rollback abandons the change. A nested rollback only unwinds; the
// outermost one restores the project.
func (d *Doc) Rollback() { d.tx.Rollback(&d.Project) }

// InTransaction reports whether a change is open.
func (d *Doc) InTransaction() bool { return d.tx.Open() }

// Snapshot is a copy of the document that shares its (immutable) states
// but not its history lists, so it can be read or changed on its own,
// outside the lock that guards the original.
func (d *Doc) Snapshot() *Doc {
	c := &Doc{Project: d.Project, Revision: d.Revision, History: d.History}
	c.History.Undo = slices.Clone(d.History.Undo)
	c.History.Redo = slices.Clone(d.History.Redo)
	return c
}

// Undo restores the state before the last change.
func (d *Doc) Undo() (label string, ok bool) {
	p, label, ok := d.History.StepBack(d.Project)
	if ok {
		d.Project = p
	}
	return label, ok
}

// Redo re-applies the last undone change.
func (d *Doc) Redo() (label string, ok bool) {
	p, label, ok := d.History.StepForward(d.Project)
	if ok {
		d.Project = p
	}
	return label, ok
}

// RevertTo undoes everything above mark and forgets it.
func (d *Doc) RevertTo(mark int) bool {
	p, ok := d.History.RevertTo(mark)
	if ok {
		d.Project = p
	}
	return ok
}

// SameContent reports whether two projects hold the same content. Tracks
// shared by both are skipped, so the cost is that of what a change touched.
func SameContent(a, b *Project) bool {
	if a == b {
		return true
	}
	if a.Settings != b.Settings || a.NextID != b.NextID || len(a.Tracks) != len(b.Tracks) ||
		!reflect.DeepEqual(a.Assets, b.Assets) {
		return false
	}
	for i := range a.Tracks {
		ta, tb := a.Tracks[i], b.Tracks[i]
		if ta == tb {
			continue
		}
		if ta.ID != tb.ID || ta.Kind != tb.Kind || ta.Name != tb.Name || ta.Muted != tb.Muted || ta.Hidden != tb.Hidden ||
			!equalElements(ta.Elements, tb.Elements) {
			return false
		}
	}
	return true
}

// ---- persistence form (pure: bytes in, bytes out) ----

// file is the on-disk shape: the current project in full, and every
// history state as a patch against its neighbour (the next newer state for
// undo, the next older for redo), so unchanged tracks are stored once.
type file struct {
	Schema   string       `json:"schema"`
	Version  int          `json:"version"`
	Revision int64        `json:"revision"`
	Project  *Project     `json:"project"`
	Undo     []savedEntry `json:"undo"`
	Redo     []savedEntry `json:"redo"`
}

type savedEntry struct {
	Label string `json:"label"`
	Patch patch  `json:"patch"`
}

// patch turns one state into its neighbour.
type patch struct {
	Settings *Settings   `json:"settings,omitempty"`
	NextID   int         `json:"nextId"`
	Assets   []Asset     `json:"assets,omitzero"`  // nil: unchanged; [] is a change to no assets
	Order    []string    `json:"order"`            // track ids, bottom first
	Tracks   []*Track    `json:"tracks,omitempty"` // new tracks, in full
	Edits    []trackEdit `json:"edits,omitempty"`  // tracks changed from the neighbour's
}

// trackEdit writes a track as a change to the neighbour's track with the
// same id: its own header, how many elements it keeps from the start (Head)
// and the end (Tail) of that track, and the elements between in full.
// A tool that changes one element of a 4,000-element track then costs one
// element in the file, not the track: a 4,000-element main track with 50
// undo entries saved as 73 MB when every entry held the whole track.
type trackEdit struct {
	ID       string    `json:"id"`
	Kind     TrackKind `json:"kind"`
	Name     string    `json:"name,omitzero"`
	Muted    bool      `json:"muted,omitzero"`
	Hidden   bool      `json:"hidden,omitzero"`
	Head     int       `json:"head"`
	Tail     int       `json:"tail"`
	Elements []Element `json:"elements"`
}

func editOf(base, t *Track) trackEdit {
	a, b := base.Elements, t.Elements
	head := 0
	for head < len(a) && head < len(b) && a[head].equal(&b[head]) {
		head++
	}
	tail := 0
	for tail < len(a)-head && tail < len(b)-head && a[len(a)-1-tail].equal(&b[len(b)-1-tail]) {
		tail++
	}
	return trackEdit{ID: t.ID, Kind: t.Kind, Name: t.Name, Muted: t.Muted, Hidden: t.Hidden,
		Head: head, Tail: tail, Elements: b[head : len(b)-tail : len(b)-tail]}
}

func diff(from, to *Project) patch {
	pt := patch{NextID: to.NextID}
	if from.Settings != to.Settings {
		s := to.Settings
		pt.Settings = &s
	}
	ja, _ := json.Marshal(from.Assets)
	jb, _ := json.Marshal(to.Assets)
	if !bytes.Equal(ja, jb) {
		pt.Assets = to.Assets
		if pt.Assets == nil {
			pt.Assets = []Asset{}
		}
	}
	shared := make(map[*Track]bool, len(from.Tracks))
	byID := make(map[string]*Track, len(from.Tracks))
	for _, t := range from.Tracks {
		shared[t] = true
		byID[t.ID] = t
	}
	for _, t := range to.Tracks {
		pt.Order = append(pt.Order, t.ID)
		switch base := byID[t.ID]; {
		case shared[t]:
		case base != nil:
			pt.Edits = append(pt.Edits, editOf(base, t))
		default:
			pt.Tracks = append(pt.Tracks, t)
		}
	}
	return pt
}

func apply(base *Project, pt patch) (*Project, error) {
	p := &Project{Settings: base.Settings, NextID: pt.NextID, Assets: base.Assets}
	if pt.Settings != nil {
		p.Settings = *pt.Settings
	}
	if pt.Assets != nil {
		p.Assets = pt.Assets
	}
	have := map[string]*Track{}
	for _, t := range base.Tracks {
		have[t.ID] = t
	}
	fresh := map[*Track]bool{}
	for _, t := range pt.Tracks {
		if t == nil {
			return nil, errors.New("null track in history")
		}
		have[t.ID] = t
		fresh[t] = true
	}
	for _, e := range pt.Edits {
		var b *Track
		for _, t := range base.Tracks {
			if t.ID == e.ID {
				b = t
			}
		}
		if b == nil {
			return nil, fmt.Errorf("history edits unknown track %q", e.ID)
		}
		if e.Head < 0 || e.Tail < 0 || e.Head > len(b.Elements)-e.Tail {
			return nil, fmt.Errorf("history edit of track %q does not fit it", e.ID)
		}
		els := make([]Element, 0, e.Head+len(e.Elements)+e.Tail)
		els = append(els, b.Elements[:e.Head]...)
		els = append(els, e.Elements...)
		els = append(els, b.Elements[len(b.Elements)-e.Tail:]...)
		t := &Track{ID: e.ID, Kind: e.Kind, Name: e.Name, Muted: e.Muted, Hidden: e.Hidden, Elements: els}
		have[t.ID] = t
		fresh[t] = true
	}
	for _, id := range pt.Order {
		t, ok := have[id]
		if !ok {
			return nil, fmt.Errorf("history refers to unknown track %q", id)
		}
		p.Tracks = append(p.Tracks, t)
	}
	// A state is checked as thoroughly as the current project, but only
	// where the patch brought something new: the tracks it shares with
	// its neighbour were checked there (all of them when assets changed,
	// since elements refer to assets).
	if pt.Assets != nil || pt.Settings != nil {
		fresh = nil
	}
	if err := p.validate(fresh); err != nil {
		return nil, err
	}
	return p, nil
}

// Marshal encodes the document for a project file.
func (d *Doc) Marshal() ([]byte, error) {
	f := file{Schema: Schema, Version: Version, Revision: d.Revision, Project: d.Project,
		Undo: []savedEntry{}, Redo: []savedEntry{}}
	next := d.Project
	for i := len(d.History.Undo) - 1; i >= 0; i-- {
		e := d.History.Undo[i]
		f.Undo = append(f.Undo, savedEntry{e.Label, diff(next, e.State)})
		next = e.State
	}
	next = d.Project
	for i := len(d.History.Redo) - 1; i >= 0; i-- {
		e := d.History.Redo[i]
		f.Redo = append(f.Redo, savedEntry{e.Label, diff(next, e.State)})
		next = e.State
	}
	return json.MarshalIndent(f, "", " ")
}

// ErrNewerVersion is returned for a file written by a newer NeuralCut.
var ErrNewerVersion = errors.New("project file was written by a newer version of NeuralCut")

// Unmarshal decodes a project file, checking the format and every
// invariant, so a damaged file is refused with a reason instead of being
// edited further.
func Unmarshal(data []byte) (*Doc, error) {
	var head struct {
		Schema  string `json:"schema"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("not a NeuralCut project (corrupt or truncated JSON): %w", err)
	}
	if head.Schema != Schema {
		return nil, fmt.Errorf("not a NeuralCut project (schema %q)", head.Schema)
	}
	if head.Version > Version {
		return nil, fmt.Errorf("%w (file version %d, this build reads up to %d)", ErrNewerVersion, head.Version, Version)
	}
	if head.Version < 1 {
		return nil, fmt.Errorf("invalid project file version %d", head.Version)
	}
	var f file
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("corrupt project file: %w", err)
	}
	if f.Project == nil {
		return nil, errors.New("corrupt project file: no project")
	}
	if f.Revision < 0 {
		return nil, fmt.Errorf("corrupt project file: revision %d is negative", f.Revision)
	}
	if len(f.Undo) > HistoryLimit || len(f.Redo) > HistoryLimit {
		return nil, fmt.Errorf("corrupt project file: more than %d history entries", HistoryLimit)
	}
	if err := f.Project.Validate(); err != nil {
		return nil, fmt.Errorf("corrupt project file: %w", err)
	}
	d := NewDoc(f.Project)
	d.Revision = f.Revision
	next := d.Project
	undo := make([]history.Entry[*Project], len(f.Undo))
	for i, se := range f.Undo {
		p, err := apply(next, se.Patch)
		if err != nil {
			return nil, fmt.Errorf("corrupt project history: %w", err)
		}
		undo[len(f.Undo)-1-i] = history.Entry[*Project]{Label: se.Label, State: p}
		next = p
	}
	next = d.Project
	redo := make([]history.Entry[*Project], len(f.Redo))
	for i, se := range f.Redo {
		p, err := apply(next, se.Patch)
		if err != nil {
			return nil, fmt.Errorf("corrupt project history: %w", err)
		}
		redo[len(f.Redo)-1-i] = history.Entry[*Project]{Label: se.Label, State: p}
		next = p
	}
	d.History.Undo, d.History.Redo = undo, redo
	return d, nil
}

// Point identifies the document's content now (history.Point).
func (d *Doc) Point() history.Point {
	return history.Point{State: d.Project, Undo: len(d.History.Undo), Redo: len(d.History.Redo), Top: d.History.Top()}
}

// Version is the document's saved revision.
func (d *Doc) Version() int64 { return d.Revision }
