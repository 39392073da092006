package photoops

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/segment"
)

var testRegistry = NewRegistry()

// testMedia serves the test photos by file name, as a surface serves its
// uploaded assets by id.
var testMedia = func() Files {
	f := Files{}
	ents, _ := os.ReadDir("testdata")
	for _, e := range ents {
		f[e.Name()] = filepath.Join("testdata", e.Name())
	}
	return f
}()

// newEditor returns an editor holding one test photo as its only layer,
// with an empty history.
func newEditor(t *testing.T, name string) *Editor {
	t.Helper()
	ed := NewEditor(photo.NewDoc(photo.NewState(16, 16)), testRegistry)
	ed.Segmenter = segment.Builtin() // hermetic whatever NEURALCUT_SAM_URL says
	ed.Media = testMedia
	res := Invoke(context.Background(), ed, "document.importImage", mustJSON(map[string]any{"assetId": name}))
	if !res.OK {
		t.Fatalf("import: %s", res.Error)
	}
	ed.History.Undo = nil
	return ed
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

func call(t *testing.T, ed *Editor, op, params string) Response {
	t.Helper()
	var raw json.RawMessage
	if params != "" {
		raw = json.RawMessage(params)
	}
	return Invoke(context.Background(), ed, op, raw)
}

func mustCall(t *testing.T, ed *Editor, op, params string) any {
	t.Helper()
	r := call(t, ed, op, params)
	if !r.OK {
		t.Fatalf("%s %s: %s", op, params, r.Error)
	}
	return r.Result
}

// snapshot is everything a user can observe of the document but the
// history: layers, selection, active layer and the composited pixels.
type snapshot struct {
	info string
	pix  []uint16
	sel  []uint8
}

func snap(ed *Editor) snapshot {
	s := ed.S()
	out, _ := info(context.Background(), ed, InfoIn{})
	out.UndoDepth, out.RedoDepth, out.Pending = 0, 0, nil
	out.UndoLabels, out.RedoLabels = nil, nil // history, not the document
	b, _ := json.Marshal(out)
	sn := snapshot{info: string(b), pix: slices.Clone(photo.Composite(s, nil).Pix())}
	if s.Selection != nil {
		sn.sel = slices.Clone(s.Selection.Pix())
	}
	return sn
}

func (a snapshot) equal(b snapshot) bool {
	return a.info == b.info && slices.Equal(a.pix, b.pix) && slices.Equal(a.sel, b.sel)
}
