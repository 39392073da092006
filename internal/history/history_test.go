package history

import (
	"slices"
	"testing"
)

// states are ints: the history of a counter.
func labels(es []Entry[int]) []string {
	var s []string
	for _, e := range es {
		s = append(s, e.Label)
	}
	return s
}

func TestUndoRedo(t *testing.T) {
	var h Stack[int]
	cur := 0
	change := func(label string, to int) {
		h.Push(label, cur)
		cur = to
	}
	change("a", 1)
	change("b", 2)
	change("c", 3)
	for _, want := range []int{2, 1} {
		var ok bool
		cur, _, ok = h.StepBack(cur)
		if !ok || cur != want {
			t.Fatalf("undo: %d %v, want %d", cur, ok, want)
		}
	}
	cur, label, ok := h.StepForward(cur)
	if !ok || cur != 2 || label != "b" {
		t.Fatalf("redo: %d %q %v", cur, label, ok)
	}
	change("d", 10) // a new change forgets what was undone
	if _, _, ok := h.StepForward(cur); ok || len(h.Redo) != 0 {
		t.Fatalf("redo after a new change")
	}
	if got := labels(h.Undo); !slices.Equal(got, []string{"a", "b", "d"}) {
		t.Errorf("undo labels %v", got)
	}
	for range 3 {
		cur, _, _ = h.StepBack(cur)
	}
	if cur != 0 {
		t.Errorf("undo-all: %d", cur)
	}
	if _, _, ok := h.StepBack(cur); ok {
		t.Errorf("undo past the start")
	}
}

func TestLimit(t *testing.T) {
	h := Stack[int]{Limit: 3}
	for i := range 10 {
		h.Push("x", i)
	}
	if len(h.Undo) != 3 || h.Undo[0].State != 7 {
		t.Errorf("kept %+v, want the newest 3", h.Undo)
	}
}

func TestBudget(t *testing.T) {
	h := Stack[int]{Budget: 10, Cost: func(s int) int64 { return int64(s) }}
	for _, s := range []int{4, 4, 4, 4} {
		h.Push("x", s)
	}
	// 16 units > 10: drop the oldest until within budget (8)
	if len(h.Undo) != 2 {
		t.Errorf("kept %d entries, want 2", len(h.Undo))
	}
	// the newest entry is kept even when it alone is over budget
	h.Push("big", 50)
	if len(h.Undo) != 1 || h.Undo[0].State != 50 {
		t.Errorf("kept %+v", h.Undo)
	}
}

// Limit and Budget together: the entries the limit drops no longer count
// against the budget.
func TestLimitAndBudget(t *testing.T) {
	h := Stack[int]{Limit: 2, Budget: 10, Cost: func(s int) int64 { return int64(s) }}
	for _, s := range []int{1, 1, 9} {
		h.Push("x", s)
	}
	// the limit drops the first 1; the remaining 1+9 fit the budget
	if len(h.Undo) != 2 {
		t.Errorf("kept %+v, want the last two (10 units, within budget)", h.Undo)
	}
}

func TestMarkCollapse(t *testing.T) {
	var h Stack[int]
	h.Push("before", 0)
	m := h.Mark()
	if h.Collapse(m, "nothing") {
		t.Errorf("collapse with nothing above the mark")
	}
	h.Push("a", 1)
	h.Push("b", 2)
	h.Push("c", 3)
	if !h.Collapse(m, "request") {
		t.Fatalf("collapse failed")
	}
	if got := labels(h.Undo); !slices.Equal(got, []string{"before", "request"}) {
		t.Fatalf("labels %v", got)
	}
	if cur, label, _ := h.StepBack(4); cur != 1 || label != "request" {
		t.Errorf("undo of a collapsed request went to %d (%q), want 1", cur, label)
	}
	if h.Collapse(-1, "x") || h.Collapse(99, "x") {
		t.Errorf("collapse outside the history")
	}
}

func TestRevertTo(t *testing.T) {
	var h Stack[int]
	h.Push("a", 0)
	m := h.Mark()
	h.Push("b", 1)
	h.Push("c", 2)
	got, ok := h.RevertTo(m)
	if !ok || got != 1 || len(h.Undo) != 1 || len(h.Redo) != 0 {
		t.Errorf("revert: %d %v, %d undo %d redo", got, ok, len(h.Undo), len(h.Redo))
	}
	if _, ok := h.RevertTo(m); ok {
		t.Errorf("revert with nothing above the mark")
	}
}
