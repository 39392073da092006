package timeline

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// hostileEdit decodes a saved file generically (numbers exact), applies
// fn and encodes it again.
func hostileEdit(t testing.TB, data []byte, fn func(m map[string]any)) []byte {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	fn(m)
	out, _ := json.Marshal(m)
	return out
}

func field(v any, path ...any) map[string]any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			v = v.(map[string]any)[k]
		case int:
			v = v.([]any)[k]
		}
	}
	return v.(map[string]any)
}

// hostileProjectCases are the hostile review's findings on project files
// and their neighbours: each a change to a good file and the refusal it
// must get (the field named). FuzzUnmarshal starts from them too.
var hostileProjectCases = []struct {
	name string
	edit func(m map[string]any)
	want string
}{
	{"startTime near 2^63 (start+duration wraps)", func(m map[string]any) {
		field(m, "project", "tracks", 0, "elements", 1)["startTime"] = json.Number("9223372036854700000")
	}, "element e6: startTime 9223372036854700000 is out of range"},
	{"duration 2^63-1", func(m map[string]any) {
		field(m, "project", "tracks", 1, "elements", 0)["duration"] = json.Number("9223372036854775807")
	}, "element e8: duration 9223372036854775807 is out of range"},
	{"trims that wrap", func(m map[string]any) {
		e := field(m, "project", "tracks", 0, "elements", 0)
		e["trimStart"], e["trimEnd"] = json.Number("4611686018427387904"), json.Number("4611686018427387904")
	}, "element e5: trimStart 4611686018427387904 is out of range"},
	{"nextId below the ids", func(m map[string]any) { field(m, "project")["nextId"] = json.Number("3") },
		"nextId 3 is not above the existing id a3"},
	{"negative nextId", func(m map[string]any) { field(m, "project")["nextId"] = json.Number("-5") },
		"nextId -5 is out of range"},
	{"nextId 2^63-1", func(m map[string]any) { field(m, "project")["nextId"] = json.Number("9223372036854775807") },
		"nextId 9223372036854775807 is out of range"},
	{"negative revision", func(m map[string]any) { m["revision"] = json.Number("-1") }, "revision -1 is negative"},
	{"asset width 2^63-1", func(m map[string]any) {
		field(m, "project", "assets", 0)["width"] = json.Number("9223372036854775807")
	}, "asset a2: width x height 9223372036854775807x0 is out of range"},
	{"asset duration 2^63-1", func(m map[string]any) {
		field(m, "project", "assets", 0)["duration"] = json.Number("9223372036854775807")
	}, "asset a2: duration 9223372036854775807 is out of range"},
	{"asset fps 1/2^62", func(m map[string]any) {
		field(m, "project", "assets", 0)["fps"] = map[string]any{"num": 1, "den": json.Number("4611686018427387904")}
	}, "asset a2: fps 1/4611686018427387904 is out of range"},
	{"canvas fps 2^62/1", func(m map[string]any) {
		field(m, "project", "settings", "fps")["num"] = json.Number("4611686018427387904")
	}, "invalid fps 4611686018427387904/1"},
	{"scale 1e300", func(m map[string]any) {
		field(m, "project", "tracks", 0, "elements", 0, "visual")["scale"] = json.Number("1e300")
	}, "element e5: visual.scale 1e+300 is above 20"},
	{"x 1e300", func(m map[string]any) {
		field(m, "project", "tracks", 0, "elements", 0, "visual")["x"] = json.Number("1e300")
	}, "element e5: visual.x, y (1e+300, 0) is out of range"},
	{"history nextId below its ids", func(m map[string]any) {
		field(m, "undo", 0, "patch")["nextId"] = json.Number("2")
	}, "corrupt project history: nextId 2 is not above the existing id"},
}

func TestUnmarshalRefusesHostileFields(t *testing.T) {
	d := NewDoc(sampleProject())
	edit(d, "volume", func(p *Project) { p.TrackForWrite(1).Elements[0].Audio.Volume = 0.3 })
	good := mustMarshal(t, d)
	for _, tc := range hostileProjectCases {
		_, err := Unmarshal(hostileEdit(t, good, tc.edit))
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: got %v, want one line with %q", tc.name, err, tc.want)
		}
	}
}
