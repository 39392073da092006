package history

// Tx is the transaction both document kinds share: Begin puts a copy of
// the current state in its place (sharing what it can), Commit records the
// state before as one undo entry, Rollback puts it back. Transactions
// nest; only the outermost Commit records an entry, so a batch of tool
// calls is one undo step and a failure anywhere inside leaves the document
// as it was.
//
// A document embeds a Tx next to its current state and its Stack and
// passes both in:
//
//	func (d *Doc) Begin()             { d.tx.Begin(&d.Project, (*Project).Clone) }
//	func (d *Doc) Commit(l string)    { d.tx.Commit(&d.Project, &d.History, l, SameContent) }
//	func (d *Doc) Rollback()          { d.tx.Rollback(&d.Project) }
type Tx[S any] struct {
	depth  int
	before S
}

// Begin starts a change: the outermost one keeps the current state and
// replaces it by clone(current), which the change then edits.
func (t *Tx[S]) Begin(cur *S, clone func(S) S) {
	if t.depth == 0 {
		t.before = *cur
		*cur = clone(*cur)
	}
	t.depth++
}

// Commit ends a change. The outermost one pushes the state before onto h,
// unless same says nothing changed (same may be nil: every change is an
// entry), in which case the state before is kept. It reports whether an
// entry was recorded.
func (t *Tx[S]) Commit(cur *S, h *Stack[S], label string, same func(a, b S) bool) bool {
	t.depth--
	if t.depth > 0 {
		return false
	}
	before := t.before
	var zero S
	t.before = zero
	if same != nil && same(before, *cur) {
		*cur = before
		return false
	}
	h.Push(label, before)
	return true
}

// Rollback abandons the change: a nested one only unwinds, the outermost
// restores the state before.
func (t *Tx[S]) Rollback(cur *S) {
	t.depth--
	if t.depth > 0 {
		return
	}
	*cur = t.before
	var zero S
	t.before = zero
}

// Open reports whether a change is in progress.
func (t *Tx[S]) Open() bool { return t.depth > 0 }

// Outermost reports whether the change being committed or rolled back now
// is the outermost one (call it before Commit or Rollback).
func (t *Tx[S]) Outermost() bool { return t.depth == 1 }

// Point identifies what a document holds at one moment: its current state
// (by identity: states are never changed in place), anything else the
// document keeps beside it, and the depths of its history. Any change, an
// undo or a collapse moves the point, so a store can tell whether a call
// changed the document without serializing it.
type Point struct {
	State, Extra any
	Undo, Redo   int
	Top          string // the last undo entry's label (a collapse of one entry renames it)
}

// Top is the label of the last undo entry, "" when there is none.
func (h *Stack[S]) Top() string {
	if len(h.Undo) == 0 {
		return ""
	}
	return h.Undo[len(h.Undo)-1].Label
}
