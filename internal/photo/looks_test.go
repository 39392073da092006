package photo

import (
	"encoding/json"
	"fmt"
	"testing"
)

// Every look compiles from plain adjustments (none local: a look is a
// point or placed grade), has a unique kebab-case name, and its aliases
// name looks; a look's run kernel (its steps' tables and kernels, 16 bits
// between steps) gives what its colour function gives, to a quarter of
// an 8-bit level, on looks without a vignette.
func TestLooksCompile(t *testing.T) {
	seen := map[string]bool{}
	src := noiseRaster(211, 37)
	for _, l := range Looks {
		if seen[l.Name] || kebab(l.Name) != l.Name {
			t.Errorf("look name %q repeated or not kebab-case", l.Name)
		}
		seen[l.Name] = true
		a, err := NewAdjustment("look", json.RawMessage(fmt.Sprintf(`{"name":%q,"amount":80}`, l.Name)))
		if err != nil {
			t.Fatalf("%s: %v", l.Name, err)
		}
		if len(a.steps) != len(l.Steps) || a.Params["name"] != l.Name || a.Params["amount"] != 80.0 {
			t.Errorf("%s: %d steps, params %v", l.Name, len(a.steps), a.Params)
		}
		placed := false
		for _, s := range a.steps {
			placed = placed || s.place != nil
		}
		if placed {
			continue
		}
		got, want := a.ApplyRaster(src).Pix(), ApplyPoint(src, a.fn).Pix()
		worst := 0
		for i := range got {
			worst = max(worst, absInt(int(got[i])-int(want[i])))
		}
		if worst > 64 {
			t.Errorf("%s: run kernel and colour function differ by %d/65535", l.Name, worst)
		}
	}
	for alias, name := range lookAliases {
		if l, err := FindLook(alias); err != nil || l.Name != name {
			t.Errorf("alias %s: %v %v", alias, l.Name, err)
		}
	}
	if _, err := NewAdjustment("look", json.RawMessage(`{"name":"polaroid"}`)); err == nil {
		t.Error("unknown look accepted")
	}
	if _, err := NewAdjustment("look", json.RawMessage(`{}`)); err == nil {
		t.Error("look without a name accepted")
	}
}
