// Package history is undo/redo over immutable document states: each entry
// keeps the state before a change and a label. Documents make states cheap
// by sharing unchanged parts (copy-on-write), so an entry costs what the
// change touched, not the whole document. Mark and Collapse group many
// entries into one (a natural-language request is one undo step).
//
// The package is pure: it knows nothing of what a state is or how it is
// saved; the document packages encode entries for persistence.
package history

// Entry is one undoable change: the state before it and what it was.
type Entry[S any] struct {
	Label string
	State S
}

// Stack holds past states (undo) and undone states (redo), bounded by
// Limit entries and by Budget units of Cost (bytes, usually).
type Stack[S any] struct {
	Undo   []Entry[S] // oldest first
	Redo   []Entry[S] // most recently undone last
	Limit  int
	Budget int64
	Cost   func(S) int64
}

// Push records that the document is about to move away from before (or
// just did): one new undo entry. It clears the redo list.
func (h *Stack[S]) Push(label string, before S) {
	h.Undo = append(h.Undo, Entry[S]{label, before})
	clear(h.Redo)
	h.Redo = h.Redo[:0]
	h.trim()
}

// StepBack undoes: it returns the state to restore and records current for
// redo. ok is false when there is nothing to undo.
func (h *Stack[S]) StepBack(current S) (restore S, label string, ok bool) {
	if len(h.Undo) == 0 {
		return restore, "", false
	}
	e := h.Undo[len(h.Undo)-1]
	h.Undo = h.Undo[:len(h.Undo)-1]
	h.Redo = append(h.Redo, Entry[S]{e.Label, current})
	return e.State, e.Label, true
}

// StepForward redoes: the mirror of StepBack.
func (h *Stack[S]) StepForward(current S) (restore S, label string, ok bool) {
	if len(h.Redo) == 0 {
		return restore, "", false
	}
	e := h.Redo[len(h.Redo)-1]
	h.Redo = h.Redo[:len(h.Redo)-1]
	h.Undo = append(h.Undo, Entry[S]{e.Label, current})
	return e.State, e.Label, true
}

// Mark returns the current undo depth, for Collapse.
func (h *Stack[S]) Mark() int { return len(h.Undo) }

// Collapse folds every entry above mark into one entry with label: undoing
// it returns to the state at the mark. It reports whether anything was
// folded (false when nothing happened since the mark, or the mark is no
// longer in the history).
func (h *Stack[S]) Collapse(mark int, label string) bool {
	if mark < 0 || mark >= len(h.Undo) {
		return false
	}
	first := h.Undo[mark]
	first.Label = label
	clear(h.Undo[mark+1:])
	h.Undo = append(h.Undo[:mark], first)
	return true
}

// RevertTo undoes back to mark and drops the undone entries without
// offering them for redo (a self-check abandoning an attempt). It returns
// the state at the mark; ok is false when nothing was above the mark.
func (h *Stack[S]) RevertTo(mark int) (restore S, ok bool) {
	if mark < 0 || mark >= len(h.Undo) {
		return restore, false
	}
	restore = h.Undo[mark].State
	clear(h.Undo[mark:])
	h.Undo = h.Undo[:mark]
	return restore, true
}

func (h *Stack[S]) trim() {
	drop := 0
	if h.Limit > 0 && len(h.Undo) > h.Limit {
		drop = len(h.Undo) - h.Limit
	}
	if h.Budget > 0 && h.Cost != nil {
		// count only what the limit keeps
		var total int64
		for _, e := range h.Undo[drop:] {
			total += h.Cost(e.State)
		}
		for drop < len(h.Undo)-1 && total > h.Budget {
			total -= h.Cost(h.Undo[drop].State)
			drop++
		}
	}
	if drop > 0 {
		clear(h.Undo[:drop])
		h.Undo = append(h.Undo[:0], h.Undo[drop:]...)
	}
}
