package videotools_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// fuzzSeeds are inputs near the interesting edges of decoding: valid
// calls, wrong types, nulls, huge and tiny numbers, nesting, batch
// references.
var fuzzSeeds = []string{
	``, `{}`, `null`, `[]`, `"x"`, `{"a":`, `{"times":[2.5]}`, `{"times":[1e308,-0]}`,
	`{"elementIds":["v1","pip"],"start":3.5}`, `{"elementIds":["title"],"start":0,"targetTrackId":"text"}`,
	`{"elementId":"v1","start":1,"end":2,"duration":1}`, `{"elementId":"bgm","duration":25}`,
	`{"assetId":"clip","startTime":13,"trackType":"main","duration":2}`, `{"trackId":"audio","elementId":"bgm","volume":0.5}`,
	`{"text":"Hi","start":5,"end":6,"position":"top","style":"hook"}`, `{"elementId":"title","text":"\u0000","position":"bottom"}`,
	`{"stickerId":"star","start":1,"end":2,"position":"top-left"}`, `{"effectType":"blur","start":1,"end":2,"params":{"intensity":1e-320}}`,
	`{"elementId":"fx1","params":{"intensity":{"nested":[1]}}}`, `{"elementId":"pip","x":-1e-9,"scale":20,"blendMode":"screen","muted":true}`,
	`{"trackId":"main","muted":null}`, `{"calls":[{"tool":"split","input":{"times":[1]}},{"tool":"delete_timeline_elements","input":{"elementIds":["$0.createdElements.0"]}}]}`,
	`{"calls":[{"tool":"get_element","input":{"elementId":"$99999999999999999999.x"}}]}`, `{"time":1,"width":16}`,
	`{"filter":"unused","type":"video"}`, `{"query":"ARROW"}`, `{"effectType":"brightnessContrast"}`,
	`{"elementIds":["v1","v1","v1","v1","v1","zz"]}`, `{"elementId":"v2","start":86399.99999}`,
	`{"assetId":"photo.jpg","description":" the house\n\tfrom above\u0000 "}`, `{"assetId":"clip","description":"\ud800"}`,
}

// FuzzToolInput feeds arbitrary bytes to every tool: no input may crash a
// tool (a recovered panic shows as "internal error"), a failure must leave
// the document byte-for-byte unchanged and a success must keep every
// invariant. The seeds run in the normal suite; search longer by hand:
//
//	go test -run '^$' -fuzz=FuzzToolInput -fuzztime=100000x ./internal/videotools
//
// (about a minute here). A count rather than -fuzztime=60s: Go 1.26's fuzz
// coordinator can end a timed run with a bare "context deadline exceeded"
// and no crasher (golang/go#75804, fixed in Go 1.27).
func FuzzToolInput(f *testing.F) {
	tools := toolRegistry.Tools()
	for i := range tools {
		for _, s := range fuzzSeeds {
			f.Add(uint8(i), []byte(s))
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, input []byte) {
		tool := tools[int(which)%len(tools)]
		ed := videotools.NewEditor(timeline.NewDoc(testProject()), toolRegistry)
		before, err := ed.Doc.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		out, err := toolRegistry.Call(context.Background(), ed, tool.Name, input)
		after, merr := ed.Doc.Marshal()
		if merr != nil {
			t.Fatalf("%s %q: document no longer marshals: %v", tool.Name, input, merr)
		}
		if err != nil {
			if strings.HasPrefix(err.Error(), "internal error") {
				t.Fatalf("%s %q: %v", tool.Name, input, err)
			}
			if _, ok := err.(*registry.Error); !ok {
				t.Fatalf("%s %q: error %T %v is not a tool error", tool.Name, input, err, err)
			}
			if !bytes.Equal(before, after) {
				t.Fatalf("%s %q failed (%v) and changed the document", tool.Name, input, err)
			}
			return
		}
		if err := ed.Project.Validate(); err != nil {
			t.Fatalf("%s %q: invariant broken: %v", tool.Name, input, err)
		}
		if _, err := timeline.Unmarshal(after); err != nil {
			t.Fatalf("%s %q: saved document does not load: %v", tool.Name, input, err)
		}
		_ = out
	})
}
