package timeline

import (
	"bytes"
	"testing"
)

// FuzzUnmarshal: no file, however damaged, crashes the loader; whatever it
// accepts is a valid project whose history steps only through valid
// projects and saves back to a file that loads the same. The seeds include
// every hostile case of limits_test.go.
//
//	go test -run '^$' -fuzz=FuzzUnmarshal -fuzztime=10m ./internal/timeline
func FuzzUnmarshal(f *testing.F) {
	d := NewDoc(sampleProject())
	edit(d, "volume", func(p *Project) { p.TrackForWrite(1).Elements[0].Audio.Volume = 0.3 })
	edit(d, "text", func(p *Project) {
		tr := p.TrackForWrite(p.AddTrack(TrackText))
		tr.Insert(Element{ID: p.NewID("e"), Type: ElementText, Duration: TicksPerSecond, Text: &Text{Content: "Hi"}, Visual: DefaultVisual()})
	})
	d.Undo()
	good, err := d.Marshal()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:len(good)/3])
	for _, tc := range hostileProjectCases {
		f.Add(hostileEdit(f, good, tc.edit))
	}
	f.Add([]byte(`{"schema":"NeuralCut.Project","version":1,"project":{"settings":{"width":1,"height":1,"fps":{"num":1,"den":1},"background":"#000"},"tracks":[null]}}`))
	f.Add([]byte(`{"schema":"NeuralCut.Project","version":1,"project":{"settings":{"width":1,"height":1,"fps":{"num":1,"den":1},"background":"#000"},"tracks":[{"id":"t","kind":"main","elements":[]}]},"undo":[{"patch":{"order":[]}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Unmarshal(data)
		if err != nil {
			return
		}
		if err := d.Project.Validate(); err != nil {
			t.Fatalf("loaded an invalid project: %v", err)
		}
		out, err := d.Marshal()
		if err != nil {
			t.Fatalf("a loaded document does not save: %v", err)
		}
		again, err := Unmarshal(out)
		if err != nil {
			t.Fatalf("a saved document does not load: %v", err)
		}
		if out2, _ := again.Marshal(); !bytes.Equal(out, out2) {
			t.Fatalf("save, load, save is not stable")
		}
		for {
			if _, ok := d.Undo(); !ok {
				break
			}
			if d.Project == nil || len(d.Project.Tracks) == 0 {
				t.Fatalf("undo reached an empty project")
			}
		}
	})
}
