package photo

import (
	"slices"

	"github.com/neuralcut/neuralcut/internal/history"
)

// DefaultHistoryBudget bounds the pixel memory held only by undo entries.
const DefaultHistoryBudget = 1 << 30

// HistoryLimit bounds the number of undo entries.
const HistoryLimit = 200

// Transform is a pending transform of the active layer: shown in the
// composite, applied or cancelled later. It is not part of the undo
// history; applying it is one entry.
type Transform struct {
	LayerID    string  `json:"layerId"`
	ScaleX     float64 `json:"scaleX"`
	ScaleY     float64 `json:"scaleY"`
	Rotate     float64 `json:"rotate"` // degrees, clockwise
	TranslateX float64 `json:"translateX"`
	TranslateY float64 `json:"translateY"`
	FlipH      bool    `json:"flipH"`
	FlipV      bool    `json:"flipV"`
}

// Doc is a state with its history. It implements registry.Transactor:
// Begin copies the state (sharing pixels), Commit records the state before
// as one undo entry, Rollback restores it, so a failing op leaves the
// document as it was.
type Doc struct {
	State   *State
	History history.Stack[*State]
	Pending *Transform
	// Revision counts saves; the store uses it as the document's version.
	Revision int64

	tx            history.Tx[*State]
	pendingBefore *Transform
}

// NewDoc wraps a state with an empty history.
func NewDoc(s *State) *Doc {
	d := &Doc{State: s}
	d.History.Limit = HistoryLimit
	d.SetHistoryBudget(DefaultHistoryBudget)
	return d
}

// SetHistoryBudget bounds the bytes of pixels that only undo entries hold.
func (d *Doc) SetHistoryBudget(b int64) {
	d.History.Budget = b
	d.History.Cost = d.costOf
}

// costOf counts the pixels of s that the current state does not share, so
// an entry that only moved the selection costs next to nothing.
func (d *Doc) costOf(s *State) int64 {
	cur := map[string]bool{}
	d.State.blobs(func(id string, _ int64) { cur[id] = true })
	var n int64 = 1024
	s.blobs(func(id string, b int64) {
		if !cur[id] {
			n += b
		}
	})
	return n
}

// S is the state being edited (the working copy inside a transaction).
func (d *Doc) S() *State { return d.State }

// Begin starts a change (nestable).
func (d *Doc) Begin() {
	if !d.tx.Open() {
		d.pendingBefore = d.Pending
	}
	d.tx.Begin(&d.State, (*State).Clone)
}

// Commit ends a change; the outermost one records one undo entry.
func (d *Doc) Commit(label string) {
	if d.tx.Commit(&d.State, &d.History, label, nil) && d.Pending != nil && d.State.Find(d.Pending.LayerID) == nil {
		d.Pending = nil
	}
}

// Rollback abandons the change, the pending transform included.
func (d *Doc) Rollback() {
	outer := d.tx.Outermost()
	d.tx.Rollback(&d.State)
	if outer {
		d.Pending = d.pendingBefore
	}
}

// Snapshot is a copy of the document that shares its (immutable) states
// but not its history lists, so it can be read or changed on its own,
// outside the lock that guards the original.
func (d *Doc) Snapshot() *Doc {
	c := &Doc{State: d.State, History: d.History, Pending: d.Pending, Revision: d.Revision}
	c.History.Undo = slices.Clone(d.History.Undo)
	c.History.Redo = slices.Clone(d.History.Redo)
	c.SetHistoryBudget(d.History.Budget)
	return c
}

// Undo restores the state before the last change; a pending transform is
// dropped, since the layer under it may change.
func (d *Doc) Undo() (label string, ok bool) {
	s, label, ok := d.History.StepBack(d.State)
	if ok {
		d.State, d.Pending = s, nil
	}
	return label, ok
}

// Redo re-applies the last undone change.
func (d *Doc) Redo() (label string, ok bool) {
	s, label, ok := d.History.StepForward(d.State)
	if ok {
		d.State, d.Pending = s, nil
	}
	return label, ok
}

// Point identifies the document's content now (history.Point).
func (d *Doc) Point() history.Point {
	return history.Point{State: d.State, Extra: d.Pending, Undo: len(d.History.Undo), Redo: len(d.History.Redo), Top: d.History.Top()}
}

// Version is the document's saved revision.
func (d *Doc) Version() int64 { return d.Revision }
