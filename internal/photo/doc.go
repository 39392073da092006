package photo

import "github.com/neuralcut/neuralcut/internal/history"

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

	depth  int
	before *State
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
	if d.depth == 0 {
		d.before = d.State
		d.State = d.State.Clone()
	}
	d.depth++
}

// Commit ends a change; the outermost one records one undo entry.
func (d *Doc) Commit(label string) {
	d.depth--
	if d.depth > 0 {
		return
	}
	d.History.Push(label, d.before)
	d.before = nil
	if d.Pending != nil && d.State.Find(d.Pending.LayerID) == nil {
		d.Pending = nil
	}
}

// Rollback abandons the change.
func (d *Doc) Rollback() {
	d.depth--
	if d.depth > 0 {
		return
	}
	d.State = d.before
	d.before = nil
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
