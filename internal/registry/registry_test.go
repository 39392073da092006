package registry

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"slices"
	"strings"
	"testing"
)

// doc is a minimal transactional document: a list of words, with the
// transaction calls it saw.
type doc struct {
	words, saved []string
	log          []string
}

func (d *doc) Begin() {
	d.log = append(d.log, "begin")
	d.saved = slices.Clone(d.words)
}
func (d *doc) Commit(label string) { d.log = append(d.log, "commit "+label) }
func (d *doc) Rollback() {
	d.log = append(d.log, "rollback")
	d.words = d.saved
}

type addIn struct {
	Word  string   `json:"word" minLength:"1" jsonschema:"the word to add" invalid:"Word must be a string"`
	Times *int     `json:"times,omitempty" minimum:"1" maximum:"3" invalid:"Times must be 1..3"`
	Kind  string   `json:"kind,omitempty" enum:"noun,verb"`
	Tags  []string `json:"tags,omitempty" minItems:"1" minLength:"2"`
	Scale float64  `json:"scale,omitempty" exclusiveMinimum:"0"`
}

type addOut struct {
	Count int `json:"count"`
}

func newTestRegistry() *Registry[*doc] {
	r := New[*doc]()
	Add(r, Spec{Name: "add", Description: "add a word", Effect: Edit}, func(_ context.Context, d *doc, in addIn) (addOut, error) {
		n := 1
		if in.Times != nil {
			n = *in.Times
		}
		for range n {
			d.words = append(d.words, in.Word)
		}
		if in.Word == "boom" {
			var m map[string]int
			m["x"] = 1 // a handler bug: panics after changing the document
		}
		if in.Word == "fail" {
			return addOut{}, Errorf("Cannot add %s", in.Word)
		}
		if in.Word == "leak" {
			return addOut{}, errors.New("open /secret/path: permission denied")
		}
		return addOut{len(d.words)}, nil
	})
	Add(r, Spec{Name: "count", Description: "count words"}, func(_ context.Context, d *doc, _ struct{}) (addOut, error) {
		return addOut{len(d.words)}, nil
	})
	Add(r, Spec{Name: "undo", Effect: History}, func(_ context.Context, d *doc, _ struct{}) (addOut, error) {
		return addOut{}, nil
	})
	return r
}

func TestSchemaFromTags(t *testing.T) {
	r := newTestRegistry()
	tool, _ := r.Lookup("add")
	b, _ := json.Marshal(tool.Input)
	s := string(b)
	for _, want := range []string{
		`"word":{"type":"string","description":"the word to add","minLength":1}`,
		`"times":{"type":"integer","minimum":1,"maximum":3}`,
		`"kind":{"type":"string","enum":["noun","verb"]}`,
		`"tags":{"type":"array","items":{"type":"string","minLength":2},"minItems":1}`,
		`"scale":{"type":"number","exclusiveMinimum":0}`,
		`"required":["word"]`, `"additionalProperties":false`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("schema lacks %s:\n%s", want, s)
		}
	}
	if tool.Output == nil || tool.Output.Type != "object" {
		t.Errorf("output schema %+v", tool.Output)
	}
}

func TestDecodeMessages(t *testing.T) {
	r := newTestRegistry()
	for _, tc := range []struct{ input, want string }{
		{`{"word":5}`, "Word must be a string"},
		{`{"word":"a","times":"2"}`, "Times must be 1..3"},
		{`{"word":"a","times":1.5}`, "Times must be 1..3"},
		{`{"word":"a","kind":1}`, "Invalid kind"},
		{`{"word":"a","color":"red"}`, "Unknown field: color"},
		{`{"Word":"a"}`, "Unknown field: Word"},
		{`{"zeta":1,"alpha":2}`, "Unknown field: alpha"}, // sorted: always the same error
		{`{"times":"x","word":1}`, "Times must be 1..3"},
		{`[1]`, "Invalid input: expected a JSON object"},
		{`"word"`, "Invalid input: expected a JSON object"},
		{`{"word":"a"} {}`, "Invalid input: expected a JSON object"},
		{`{"word":`, "Invalid input: expected a JSON object"},
	} {
		d := &doc{}
		_, err := r.Call(context.Background(), d, "add", json.RawMessage(tc.input))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: got %v, want %q", tc.input, err, tc.want)
		}
		if len(d.words) != 0 {
			t.Errorf("%s: document changed", tc.input)
		}
	}
	// empty and null input decode as the zero value
	for _, in := range []string{``, `null`, `  `} {
		if _, err := r.Call(context.Background(), &doc{}, "count", json.RawMessage(in)); err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}

func TestCallTransactions(t *testing.T) {
	r := newTestRegistry()
	ctx := context.Background()
	d := &doc{}

	out, err := r.Call(ctx, d, "add", json.RawMessage(`{"word":"a","times":2}`))
	if err != nil || out.(addOut).Count != 2 {
		t.Fatalf("add: %v %v", out, err)
	}
	if _, err := r.Call(ctx, d, "add", json.RawMessage(`{"word":"fail"}`)); err == nil || err.Error() != "Cannot add fail" {
		t.Fatalf("fail: %v", err)
	}
	_, err = r.Call(ctx, d, "add", json.RawMessage(`{"word":"boom"}`))
	if err == nil || !strings.HasPrefix(err.Error(), "Internal error in add (ref ") {
		t.Fatalf("panic: %v", err)
	}
	if _, err := r.Call(ctx, d, "count", nil); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Call(ctx, d, "undo", nil); err != nil {
		t.Fatal(err)
	}
	want := []string{"begin", "commit add", "begin", "rollback", "begin", "rollback"}
	if !slices.Equal(d.log, want) {
		t.Errorf("transactions %v, want %v (reads and history tools run outside)", d.log, want)
	}
	if !slices.Equal(d.words, []string{"a", "a"}) {
		t.Errorf("failed calls left %v", d.words)
	}
	// a decode error never opens a transaction's change... but still closes it
	d.log = nil
	r.Call(ctx, d, "add", json.RawMessage(`{"word":1}`))
	if !slices.Equal(d.log, []string{"begin", "rollback"}) {
		t.Errorf("decode failure: %v", d.log)
	}

	if _, err := r.Call(ctx, d, "nope", nil); err == nil || err.Error() != "Unknown tool: nope" {
		t.Errorf("unknown tool: %v", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := r.Call(cctx, d, "add", json.RawMessage(`{"word":"x"}`)); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

func TestResultOf(t *testing.T) {
	b, _ := json.Marshal(ResultOf(nil, Errorf("Asset not found")))
	if string(b) != `{"error":"Asset not found"}` {
		t.Errorf("error result %s", b)
	}
	b, _ = json.Marshal(ResultOf(addOut{3}, nil))
	if string(b) != `{"count":3}` {
		t.Errorf("result %s", b)
	}
}

func TestAddPanicsOnProgrammerErrors(t *testing.T) {
	mustPanic := func(name string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Errorf("%s: no panic", name)
			}
		}()
		f()
	}
	r := newTestRegistry()
	h := func(context.Context, *doc, struct{}) (addOut, error) { return addOut{}, nil }
	mustPanic("duplicate", func() { Add(r, Spec{Name: "count"}, h) })
	mustPanic("empty name", func() { Add(r, Spec{}, h) })
	mustPanic("input not an object", func() {
		Add(r, Spec{Name: "x"}, func(context.Context, *doc, string) (addOut, error) { return addOut{}, nil })
	})
	type badTag struct {
		N int `json:"n" minimum:"low"`
	}
	mustPanic("bad tag", func() {
		Add(r, Spec{Name: "y"}, func(context.Context, *doc, badTag) (addOut, error) { return addOut{}, nil })
	})
	if !slices.Equal(r.Names(), []string{"add", "count", "undo"}) {
		t.Errorf("names %v", r.Names())
	}
}

// An error that is not a tool error never reaches the caller: it gets a
// generic message with a reference, and the log line carries the same
// reference with the real error.
func TestInternalErrorsAreHidden(t *testing.T) {
	var logged strings.Builder
	old := Logger
	Logger = slog.New(slog.NewTextHandler(&logged, nil))
	defer func() { Logger = old }()
	r := newTestRegistry()
	d := &doc{}
	_, err := r.Call(context.Background(), d, "add", json.RawMessage(`{"word":"leak"}`))
	var te *Error
	if !errors.As(err, &te) || strings.Contains(err.Error(), "secret") {
		t.Fatalf("leaked: %v", err)
	}
	ref := strings.TrimSuffix(strings.TrimPrefix(err.Error(), "Internal error in add (ref "), ")")
	if len(ref) != 12 || !strings.Contains(logged.String(), "ref="+ref) || !strings.Contains(logged.String(), "/secret/path") {
		t.Errorf("error %q, log %q", err, logged.String())
	}
	if len(d.words) != 0 {
		t.Errorf("document changed: %v", d.words)
	}
}

// The input is checked against the generated schema inside Call, and a
// failure carries the field's own message.
func TestSchemaChecked(t *testing.T) {
	r := newTestRegistry()
	for _, tc := range []struct{ input, want string }{
		{`{"word":"a","kind":"adjective"}`, "Invalid kind"},
		{`{"word":"a","times":4}`, "Times must be 1..3"},
		{`{"word":"a","times":0}`, "Times must be 1..3"},
		{`{"word":"a","tags":[]}`, "Invalid tags"},
		{`{"word":"a","tags":["x"]}`, "Invalid tags"},
		{`{"word":"a","scale":0}`, "Invalid scale"},
		{`{"word":""}`, "Word must be a string"},
		{`{}`, "Word must be a string"},
		{`{"times":2}`, "Word must be a string"},
	} {
		d := &doc{}
		_, err := r.Call(context.Background(), d, "add", json.RawMessage(tc.input))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: got %v, want %q", tc.input, err, tc.want)
		}
		if len(d.words) != 0 {
			t.Errorf("%s: document changed", tc.input)
		}
	}
	if _, err := r.Call(context.Background(), &doc{}, "add", json.RawMessage(`{"word":"ok","kind":"noun","times":3,"tags":["ab"],"scale":0.5}`)); err != nil {
		t.Errorf("valid input refused: %v", err)
	}
}
