package timeline

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// sampleProject: a main track with a clip and an image, an audio track.
func sampleProject() *Project {
	p := New(DefaultSettings())
	p.Assets = []Asset{
		{ID: p.NewID("a"), Name: "clip.mp4", Type: AssetVideo, Path: "/m/clip.mp4", Duration: 10 * TicksPerSecond, HasAudio: true},
		{ID: p.NewID("a"), Name: "photo.jpg", Type: AssetImage, Path: "/m/photo.jpg"},
		{ID: p.NewID("a"), Name: "music.wav", Type: AssetAudio, Path: "/m/music.wav", Duration: 30 * TicksPerSecond},
	}
	main := p.TrackForWrite(0)
	main.Insert(Element{ID: p.NewID("e"), Type: ElementVideo, AssetID: "a2", Start: 0, Duration: 4 * TicksPerSecond,
		TrimStart: TicksPerSecond, TrimEnd: 5 * TicksPerSecond, SourceDuration: 10 * TicksPerSecond,
		Audio: &Audio{Volume: 1}, Visual: DefaultVisual()})
	main.Insert(Element{ID: p.NewID("e"), Type: ElementImage, AssetID: "a3", Start: 4 * TicksPerSecond, Duration: 5 * TicksPerSecond,
		Visual: DefaultVisual()})
	at := p.TrackForWrite(p.AddTrack(TrackAudio))
	at.Insert(Element{ID: p.NewID("e"), Type: ElementAudio, AssetID: "a4", Duration: 20 * TicksPerSecond,
		TrimEnd: 10 * TicksPerSecond, SourceDuration: 30 * TicksPerSecond, Audio: &Audio{Volume: 1}})
	p.Release()
	return p
}

func mustMarshal(t *testing.T, d *Doc) []byte {
	t.Helper()
	b, err := d.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func projectBytes(t *testing.T, p *Project) string {
	t.Helper()
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// edit runs one change the way the registry does.
func edit(d *Doc, label string, change func(p *Project)) {
	d.Begin()
	change(d.Project)
	d.Commit(label)
}

// docWithHistory: three edits, the last one undone.
func docWithHistory(t *testing.T) *Doc {
	d := NewDoc(sampleProject())
	edit(d, "volume", func(p *Project) { p.TrackForWrite(1).Elements[0].Audio.Volume = 0.3 })
	edit(d, "add track", func(p *Project) {
		tr := p.TrackForWrite(p.AddTrack(TrackText))
		tr.Insert(Element{ID: p.NewID("e"), Type: ElementText, Start: 0, Duration: TicksPerSecond,
			Text: &Text{Content: "Hi"}, Visual: DefaultVisual()})
	})
	edit(d, "delete", func(p *Project) { p.TrackForWrite(0).RemoveIDs(map[string]bool{"e5": true}) })
	if _, ok := d.Undo(); !ok {
		t.Fatal("undo")
	}
	return d
}

func TestUnmarshalRefusesDamagedFiles(t *testing.T) {
	good := mustMarshal(t, docWithHistory(t))
	replace := func(old, new string) []byte {
		if !bytes.Contains(good, []byte(old)) {
			t.Fatalf("sample lacks %q", old)
		}
		return bytes.Replace(good, []byte(old), []byte(new), 1)
	}
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not a NeuralCut project (corrupt or truncated JSON)"},
		{"garbage", []byte("\x00\xffPK\x03\x04"), "not a NeuralCut project (corrupt or truncated JSON)"},
		{"null", []byte("null"), `not a NeuralCut project (schema "")`},
		{"array", []byte("[1,2]"), "not a NeuralCut project (corrupt or truncated JSON)"},
		{"truncated", good[:len(good)/2], "not a NeuralCut project (corrupt or truncated JSON)"},
		{"other schema", replace(`"schema": "NeuralCut.Project"`, `"schema": "OTIO.Timeline"`), `not a NeuralCut project (schema "OTIO.Timeline")`},
		{"no schema", []byte(`{"version":1,"project":{}}`), `not a NeuralCut project (schema "")`},
		{"newer version", replace(`"version": 1`, `"version": 7`), "project file was written by a newer version of NeuralCut (file version 7, this build reads up to 1)"},
		{"version zero", replace(`"version": 1`, `"version": 0`), "invalid project file version 0"},
		{"version a string", replace(`"version": 1`, `"version": "1"`), "not a NeuralCut project (corrupt or truncated JSON)"},
		{"no project", []byte(`{"schema":"NeuralCut.Project","version":1}`), "corrupt project file: no project"},
		{"unknown field", replace(`"revision"`, `"extra": 1, "revision"`), `corrupt project file: json: unknown field "extra"`},
		{"wrong type", replace(`"nextId": `, `"nextId": "x", "_": `), "corrupt project file"},
		{"broken invariant", replace(`"startTime": 480000`, `"startTime": 400000`), "corrupt project file: element e6 overlaps the previous element on track t1"},
		{"negative time", replace(`"startTime": 480000`, `"startTime": -5`), "corrupt project file: element e6: invalid timing"},
		{"history names an unknown track", replace(`"order": [`, `"order": ["t99",`), `corrupt project history: history refers to unknown track "t99"`},
		{"null track", replace(`"tracks": [`, `"tracks": [null,`), "corrupt project file: the first track must be the main track"},
		{"history without the main track", editFile(t, good, func(f map[string]any) {
			f["undo"].([]any)[0].(map[string]any)["patch"].(map[string]any)["order"] = []any{}
		}), "corrupt project history: the first track must be the main track"},
		{"history with an overlap", editFile(t, good, func(f map[string]any) {
			// the oldest state brings back the audio track at full volume: break it
			patch := f["undo"].([]any)[1].(map[string]any)["patch"].(map[string]any)
			el := patch["edits"].([]any)[0].(map[string]any)["elements"].([]any)[0].(map[string]any)
			el["trimEnd"] = 1.0
		}), "corrupt project history: element e8: trims"},
		{"history edits an unknown track", editFile(t, good, func(f map[string]any) {
			f["undo"].([]any)[1].(map[string]any)["patch"].(map[string]any)["edits"].([]any)[0].(map[string]any)["id"] = "t77"
		}), `corrupt project history: history edits unknown track "t77"`},
		{"history edit past the track", editFile(t, good, func(f map[string]any) {
			f["undo"].([]any)[1].(map[string]any)["patch"].(map[string]any)["edits"].([]any)[0].(map[string]any)["tail"] = 5.0
		}), `corrupt project history: history edit of track "t7" does not fit it`},
		{"history edit with a negative head", editFile(t, good, func(f map[string]any) {
			f["undo"].([]any)[1].(map[string]any)["patch"].(map[string]any)["edits"].([]any)[0].(map[string]any)["head"] = -1.0
		}), `corrupt project history: history edit of track "t7" does not fit it`},
		{"history with a null track", editFile(t, good, func(f map[string]any) {
			f["redo"].([]any)[0].(map[string]any)["patch"].(map[string]any)["tracks"] = []any{nil}
		}), "corrupt project history: null track in history"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Unmarshal(tc.data)
			if err == nil {
				t.Fatalf("loaded a damaged file: %+v", d)
			}
			if !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("got %q, want it to start with %q", err, tc.want)
			}
		})
	}
	if _, err := Unmarshal(replace(`"version": 1`, `"version": 2`)); !errors.Is(err, ErrNewerVersion) {
		t.Errorf("newer version: %v is not ErrNewerVersion", err)
	}
}

// editFile changes a saved document through its generic JSON form.
func editFile(t *testing.T, data []byte, change func(f map[string]any)) []byte {
	t.Helper()
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	change(f)
	out, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Every prefix of a saved file is refused with an error, never a panic
// and never a half-loaded document.
func TestUnmarshalEveryTruncation(t *testing.T) {
	good := mustMarshal(t, docWithHistory(t))
	for n := 0; n < len(good)-1; n++ {
		// the final newline-free closing brace is the last byte: every
		// shorter prefix is incomplete JSON
		if _, err := Unmarshal(good[:n]); err == nil {
			t.Fatalf("prefix of %d/%d bytes loaded", n, len(good))
		}
	}
}

func TestRoundTripKeepsHistory(t *testing.T) {
	d := docWithHistory(t)
	data := mustMarshal(t, d)
	got, err := Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	if again := mustMarshal(t, got); !bytes.Equal(again, data) {
		t.Fatalf("round trip changed the file")
	}
	// redo, then undo everything, on both: same states all the way.
	for _, step := range []func(*Doc) (string, bool){(*Doc).Redo, (*Doc).Undo, (*Doc).Undo, (*Doc).Undo} {
		la, oka := step(d)
		lb, okb := step(got)
		if la != lb || oka != okb || !oka {
			t.Fatalf("history step: %q %v vs %q %v", la, oka, lb, okb)
		}
		if projectBytes(t, d.Project) != projectBytes(t, got.Project) {
			t.Fatalf("after %q the reloaded document differs", la)
		}
		if err := got.Project.Validate(); err != nil {
			t.Fatalf("reloaded history state invalid: %v", err)
		}
	}
	if projectBytes(t, got.Project) != projectBytes(t, sampleProject()) {
		t.Errorf("undo-all after reload is not the first project")
	}
	if _, ok := got.Undo(); ok {
		t.Errorf("undo past the first state")
	}
}

// A reloaded document is edited copy-on-write like a fresh one: an edit
// after reload must not reach into the history states.
func TestEditAfterReload(t *testing.T) {
	got, err := Unmarshal(mustMarshal(t, docWithHistory(t)))
	if err != nil {
		t.Fatal(err)
	}
	before := projectBytes(t, got.History.Undo[len(got.History.Undo)-1].State)
	edit(got, "mute", func(p *Project) { p.TrackForWrite(1).Elements[0].Audio.Muted = true })
	if after := projectBytes(t, got.History.Undo[len(got.History.Undo)-2].State); after != before {
		t.Errorf("editing after reload changed a history state")
	}
	got.Undo()
	if got.Project.Tracks[1].Elements[0].Audio.Muted {
		t.Errorf("undo after reload did not restore")
	}
}

// Undoing back to a project without assets must survive a save: an empty
// asset list in a history patch is a change, not "unchanged".
func TestRoundTripUndoToNoAssets(t *testing.T) {
	d := NewDoc(New(DefaultSettings()))
	edit(d, "import", func(p *Project) {
		p.Assets = append(p.Assets, Asset{ID: p.NewID("a"), Name: "x.png", Type: AssetImage, Path: "/m/x.png"})
	})
	got, err := Unmarshal(mustMarshal(t, d))
	if err != nil {
		t.Fatal(err)
	}
	got.Undo()
	if len(got.Project.Assets) != 0 {
		t.Errorf("undo after reload kept assets %+v", got.Project.Assets)
	}
	got.Redo()
	if len(got.Project.Assets) != 1 {
		t.Errorf("redo after reload: assets %+v", got.Project.Assets)
	}
}

// An undo entry that changed one element of a long track stores that
// element, not the track.
func TestHistoryStoresChangedElementsOnly(t *testing.T) {
	p := sampleProject()
	tr := p.TrackForWrite(0)
	for i := range 1000 {
		e := tr.Elements[1].Clone()
		e.ID = p.NewID("e")
		e.Start = Ticks(i+2) * 5 * TicksPerSecond
		tr.Elements = append(tr.Elements, e)
	}
	p.Release()
	d := NewDoc(p)
	empty := len(mustMarshal(t, d))
	for i := range 20 {
		// the middle, the start and the end of the track
		at := []int{500, 0, 1001}[i%3]
		edit(d, "x", func(p *Project) { p.TrackForWrite(0).Elements[at].Visual.X = float64(i + 1) })
	}
	edit(d, "split", func(p *Project) {
		t := p.TrackForWrite(0)
		l, r := t.Elements[700].SplitAt(t.Elements[700].Start+TicksPerSecond, p.NewID("e"))
		t.Elements = slices.Concat(t.Elements[:700], []Element{l, r}, t.Elements[701:])
	})
	edit(d, "delete", func(p *Project) { p.TrackForWrite(0).RemoveIDs(map[string]bool{"e300": true}) })
	d.Undo()
	data := mustMarshal(t, d)
	if per := (len(data) - empty) / 22; per > 2000 {
		t.Errorf("%d bytes per undo entry: whole tracks are being stored", per)
	}
	got, err := Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	for {
		if projectBytes(t, got.Project) != projectBytes(t, d.Project) {
			t.Fatalf("reloaded history differs at undo depth %d", len(d.History.Undo))
		}
		_, ok1 := got.Undo()
		_, ok2 := d.Undo()
		if ok1 != ok2 {
			t.Fatalf("history lengths differ")
		}
		if !ok1 {
			break
		}
	}
}

func TestHistoryIsBoundedAndSaved(t *testing.T) {
	d := NewDoc(sampleProject())
	for i := range HistoryLimit + 50 {
		edit(d, "vol", func(p *Project) { p.TrackForWrite(1).Elements[0].Audio.Volume = float64(i%100) / 100 })
	}
	if len(d.History.Undo) != HistoryLimit {
		t.Fatalf("%d undo entries, want %d", len(d.History.Undo), HistoryLimit)
	}
	got, err := Unmarshal(mustMarshal(t, d))
	if err != nil {
		t.Fatal(err)
	}
	if len(got.History.Undo) != HistoryLimit {
		t.Errorf("reloaded %d entries", len(got.History.Undo))
	}
}

func TestTransactions(t *testing.T) {
	d := NewDoc(sampleProject())
	orig := d.Project
	start := projectBytes(t, orig)

	// a change on the working copy never reaches the committed project
	d.Begin()
	d.Project.TrackForWrite(0).Elements[0].Start = 99
	d.Project.Settings.Width = 640
	if projectBytes(t, orig) != start {
		t.Fatalf("working copy shares state with the committed project")
	}
	d.Rollback()
	if d.Project != orig || len(d.History.Undo) != 0 {
		t.Fatalf("rollback did not restore")
	}

	// a commit without a change records nothing
	d.Begin()
	d.Project.TrackForWrite(1)
	d.Commit("nothing")
	if len(d.History.Undo) != 0 || d.Project != orig {
		t.Fatalf("a no-op commit recorded an entry")
	}

	// nested: only the outermost commit records, once
	d.Begin()
	d.Begin()
	d.Project.TrackForWrite(1).Muted = true
	d.Commit("inner")
	d.Begin()
	d.Project.TrackForWrite(0).Hidden = true
	d.Commit("inner2")
	d.Commit("outer")
	if len(d.History.Undo) != 1 || d.History.Undo[0].Label != "outer" || !d.Project.Tracks[1].Muted || !d.Project.Tracks[0].Hidden {
		t.Fatalf("nested commit: %d entries", len(d.History.Undo))
	}
	if d.InTransaction() {
		t.Errorf("transaction still open")
	}
	// an outer rollback discards inner commits
	d.Begin()
	d.Begin()
	d.Project.TrackForWrite(1).Muted = false
	d.Commit("inner")
	d.Rollback()
	if !d.Project.Tracks[1].Muted || len(d.History.Undo) != 1 {
		t.Errorf("outer rollback kept an inner change")
	}
	d.Undo()
	if projectBytes(t, d.Project) != start {
		t.Errorf("undo did not return to the start")
	}
}

func TestCloneIsCopyOnWrite(t *testing.T) {
	p := sampleProject()
	before := projectBytes(t, p)
	c := p.Clone()
	tr := c.TrackForWrite(0)
	tr.Elements[0].Visual.X = 100
	tr.Elements[0].Audio.Volume = 0.1
	tr.Elements = append(tr.Elements[:1], tr.Elements[2:]...)
	c.Assets[0].Name = "renamed"
	c.AddTrack(TrackEffect)
	if projectBytes(t, p) != before {
		t.Fatalf("changing a clone changed the original")
	}
	if c.Tracks[1] != p.Tracks[1] {
		t.Errorf("untouched tracks should stay shared")
	}
	if c.TrackForWrite(0) != tr {
		t.Errorf("a track taken for write is copied only once")
	}
	if SameContent(p, c) {
		t.Errorf("SameContent missed a change")
	}
	if !SameContent(p, p.Clone()) {
		t.Errorf("SameContent of a fresh clone")
	}
}

func TestValidateCatchesBrokenInvariants(t *testing.T) {
	for _, tc := range []struct {
		name   string
		break_ func(p *Project)
		want   string
	}{
		{"overlap", func(p *Project) { p.Tracks[0].Elements[1].Start -= 1 }, "overlaps"},
		{"negative start", func(p *Project) { p.Tracks[1].Elements[0].Start = -1 }, "invalid timing"},
		{"zero duration", func(p *Project) { p.Tracks[0].Elements[1].Duration = 0 }, "invalid timing"},
		{"trim past the source", func(p *Project) { p.Tracks[0].Elements[0].TrimEnd += 1 }, "do not add up to the source"},
		{"negative trim", func(p *Project) {
			e := &p.Tracks[0].Elements[0]
			e.TrimStart, e.TrimEnd = -1, e.TrimEnd+1
		}, "do not add up to the source"},
		{"trim on an image", func(p *Project) { p.Tracks[0].Elements[1].TrimStart = 1 }, "no source to trim"},
		{"duplicate element id", func(p *Project) { p.Tracks[1].Elements[0].ID = p.Tracks[0].Elements[0].ID }, "duplicate"},
		{"element id equals a track id", func(p *Project) { p.Tracks[1].Elements[0].ID = "t1" }, "duplicate"},
		{"duplicate asset id", func(p *Project) { p.Assets[1].ID = p.Assets[0].ID }, "duplicate"},
		{"unknown asset", func(p *Project) { p.Tracks[0].Elements[1].AssetID = "a99" }, "unknown asset"},
		{"audio on main", func(p *Project) { p.Tracks[0], p.Tracks[1] = p.Tracks[1], p.Tracks[0] }, "main track"},
		{"two main tracks", func(p *Project) { p.Tracks[1].Kind = TrackMain }, "only one main track"},
		{"wrong track kind", func(p *Project) { p.Tracks[1].Kind = TrackText }, "cannot be on a text track"},
		{"volume above 1", func(p *Project) { p.Tracks[1].Elements[0].Audio.Volume = 2 }, "volume"},
		{"past the time limit", func(p *Project) { p.Tracks[0].Elements[1].Start = FromSeconds(MaxSeconds) }, "ends past"},
		{"null track", func(p *Project) { p.Tracks = append(p.Tracks, nil) }, "null"},
		{"bad canvas", func(p *Project) { p.Settings.Width = 0 }, "canvas"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := sampleProject()
			if err := p.Validate(); err != nil {
				t.Fatalf("sample invalid: %v", err)
			}
			tc.break_(p)
			err := p.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

func TestSplitAtKeepsSourceFrames(t *testing.T) {
	e := Element{ID: "e1", Type: ElementVideo, Start: 2 * TicksPerSecond, Duration: 4 * TicksPerSecond,
		TrimStart: TicksPerSecond, TrimEnd: 5 * TicksPerSecond, SourceDuration: 10 * TicksPerSecond, Audio: &Audio{Volume: 1}}
	l, r := e.SplitAt(3*TicksPerSecond, "e2")
	if l.ID != "e1" || l.Duration != TicksPerSecond || l.TrimStart != TicksPerSecond || l.TrimEnd != 8*TicksPerSecond {
		t.Errorf("left %+v", l)
	}
	if r.ID != "e2" || r.Start != 3*TicksPerSecond || r.Duration != 3*TicksPerSecond || r.TrimStart != 2*TicksPerSecond || r.TrimEnd != 5*TicksPerSecond {
		t.Errorf("right %+v", r)
	}
	if l.Audio == r.Audio || l.Audio == e.Audio {
		t.Errorf("halves share their audio settings")
	}
}

func TestTicks(t *testing.T) {
	for _, tc := range []struct {
		s    float64
		want Ticks
	}{{0, 0}, {1, 120000}, {0.1 + 0.2, 36000}, {1.0 / 3, 40000}, {2.5, 300000}} {
		if got := FromSeconds(tc.s); got != tc.want {
			t.Errorf("FromSeconds(%v) = %d, want %d", tc.s, got, tc.want)
		}
	}
	if ValidSeconds(-1) || ValidSeconds(MaxSeconds+1) || !ValidSeconds(0) || !ValidSeconds(MaxSeconds) {
		t.Errorf("ValidSeconds bounds")
	}
}

// SameContent compares elements field by field (typed, for speed): every
// field of an element and of what it points to must count, or a change to
// a new field would be dropped as a no-op instead of becoming an undo step.
func TestSameContentSeesEveryField(t *testing.T) {
	base := Element{ID: "e1", Type: ElementText, Name: "n", AssetID: "a", Start: 1, Duration: 2, TrimStart: 3, TrimEnd: 4,
		SourceDuration: 9, Audio: &Audio{Volume: 0.5}, Visual: DefaultVisual(), Text: &Text{Content: "x"},
		Sticker: &Sticker{StickerID: "star"}, Effect: &Effect{Type: "blur", Params: map[string]any{"intensity": 1.0}}}
	mutate := func(v reflect.Value) {
		switch v.Kind() {
		case reflect.String:
			v.SetString(v.String() + "!")
		case reflect.Int64, reflect.Int:
			v.SetInt(v.Int() + 1)
		case reflect.Float64:
			v.SetFloat(v.Float() + 1)
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.Map:
			v.SetMapIndex(reflect.ValueOf("new"), reflect.ValueOf(any(2.0)))
		default:
			t.Fatalf("no mutation for %s", v.Type())
		}
	}
	check := func(path string, change func(e *Element)) {
		e := base.Clone()
		change(&e)
		a := &Project{Tracks: []*Track{{ID: "t", Elements: []Element{base.Clone()}}}}
		b := &Project{Tracks: []*Track{{ID: "t", Elements: []Element{e}}}}
		if SameContent(a, b) {
			t.Errorf("SameContent misses a change to %s", path)
		}
	}
	et := reflect.TypeFor[Element]()
	for i := range et.NumField() {
		f := et.Field(i)
		if f.Type.Kind() != reflect.Pointer {
			check(f.Name, func(e *Element) { mutate(reflect.ValueOf(e).Elem().Field(i)) })
			continue
		}
		check(f.Name+" (nil)", func(e *Element) { reflect.ValueOf(e).Elem().Field(i).SetZero() })
		st := f.Type.Elem()
		for j := range st.NumField() {
			check(f.Name+"."+st.Field(j).Name, func(e *Element) { mutate(reflect.ValueOf(e).Elem().Field(i).Elem().Field(j)) })
		}
	}
	if !SameContent(&Project{Tracks: []*Track{{Elements: []Element{base}}}}, &Project{Tracks: []*Track{{Elements: []Element{base.Clone()}}}}) {
		t.Errorf("a deep copy is not the same content")
	}
}
