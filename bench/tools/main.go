// Command tools times every video tool on projects of 1,000 and 10,000
// elements, the way the CLI and the MCP server call them (registry.Call on
// the in-memory document, inside a transaction, no file I/O), and compares
// each call with one JSON serialization of the 10,000-element project.
//
//	go run ./bench/tools [-cpuprofile FILE] [-only TOOL]
//
// Targets (issue 2): every tool's 10k/1k ratio at most 12 (linear or
// better), and every call at 10k cheaper than one serialization.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
	"slices"
	"time"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

const sec = timeline.TicksPerSecond

// project holds n elements of 2 s each, packed end to end on their tracks:
// 40% on the main track (clips and photos), 15% on an overlay (clips and
// stickers), 20% text, 10% audio, 15% effects. It returns the ids the tool
// inputs refer to.
type fixture struct {
	p                                *timeline.Project
	mid                              map[timeline.TrackKind]string // an element in the middle of each track
	lastMain                         string
	end                              float64 // seconds
	midTime                          float64
	mainID, overlayID, audioID, fxID string
}

func build(n int) *fixture {
	p := timeline.New(timeline.DefaultSettings())
	clip := timeline.Asset{ID: p.NewID("a"), Name: "clip.mp4", Type: timeline.AssetVideo, Path: "/m/clip.mp4",
		Duration: 10 * sec, Width: 1920, Height: 1080, FPS: timeline.Rational{Num: 30, Den: 1}, HasAudio: true, HasVideo: true}
	photo := timeline.Asset{ID: p.NewID("a"), Name: "photo.jpg", Type: timeline.AssetImage, Path: "/m/photo.jpg", Width: 1600, Height: 1200}
	music := timeline.Asset{ID: p.NewID("a"), Name: "music.wav", Type: timeline.AssetAudio, Path: "/m/music.wav", Duration: 30 * sec, HasAudio: true}
	p.Assets = []timeline.Asset{clip, photo, music}
	f := &fixture{p: p, mid: map[timeline.TrackKind]string{}}
	style, _ := videotools.TextStyle("plain", p.Settings)

	fill := func(ti int, count int, mk func(i int, start timeline.Ticks) timeline.Element) {
		t := p.TrackForWrite(ti)
		t.Elements = make([]timeline.Element, 0, count)
		for i := range count {
			el := mk(i, timeline.Ticks(i)*2*sec)
			el.ID = p.NewID("e")
			t.Elements = append(t.Elements, el)
		}
		if count > 0 {
			f.mid[t.Kind] = t.Elements[count/2].ID
		}
	}
	media := func(a timeline.Asset, start timeline.Ticks) timeline.Element {
		el := timeline.Element{Type: timeline.ElementType(a.Type), AssetID: a.ID, Name: a.Name, Start: start, Duration: 2 * sec}
		if a.Type != timeline.AssetImage {
			el.TrimStart, el.SourceDuration = sec, a.Duration
			el.TrimEnd = a.Duration - 3*sec
		}
		if a.Type != timeline.AssetAudio {
			el.Visual = timeline.DefaultVisual()
		}
		if a.HasAudio {
			el.Audio = &timeline.Audio{Volume: 1}
		}
		return el
	}
	fill(0, n*40/100, func(i int, s timeline.Ticks) timeline.Element {
		if i%2 == 0 {
			return media(clip, s)
		}
		return media(photo, s)
	})
	f.mainID = p.Tracks[0].ID
	ov := p.AddTrack(timeline.TrackOverlay)
	f.overlayID = p.Tracks[ov].ID
	fill(ov, n*15/100, func(i int, s timeline.Ticks) timeline.Element {
		if i%2 == 0 {
			return media(clip, s)
		}
		return timeline.Element{Type: timeline.ElementSticker, Name: "Star", Start: s, Duration: 2 * sec,
			Sticker: &timeline.Sticker{StickerID: "star", Position: "top-left"}, Visual: timeline.DefaultVisual()}
	})
	fill(p.AddTrack(timeline.TrackText), n*20/100, func(i int, s timeline.Ticks) timeline.Element {
		t := style
		t.Content = fmt.Sprintf("Subtitle line %d", i)
		t.Position, t.VAlign = "bottom", "bottom"
		return timeline.Element{Type: timeline.ElementText, Name: t.Content, Start: s, Duration: 2 * sec, Text: &t,
			Visual: &timeline.Visual{Y: 453.6, Scale: 1, Opacity: 1}}
	})
	au := p.AddTrack(timeline.TrackAudio)
	f.audioID = p.Tracks[au].ID
	fill(au, n*10/100, func(_ int, s timeline.Ticks) timeline.Element { return media(music, s) })
	fx := p.AddTrack(timeline.TrackEffect)
	f.fxID = p.Tracks[fx].ID
	fill(fx, n-p.ElementCount(), func(_ int, s timeline.Ticks) timeline.Element {
		return timeline.Element{Type: timeline.ElementEffect, Name: "Blur", Start: s, Duration: 2 * sec,
			Effect: &timeline.Effect{Type: "blur", Params: map[string]any{"intensity": 15.0}}}
	})
	p.Release()
	if err := p.Validate(); err != nil {
		log.Fatalf("fixture: %v", err)
	}
	main := p.Tracks[0]
	f.lastMain = main.Elements[len(main.Elements)-1].ID
	f.end = p.End().Seconds()
	f.midTime = main.End().Seconds()/2 + 0.5
	return f
}

// call is one timed tool call; input is built from the fixture.
type call struct {
	tool  string
	input func(f *fixture) string
	// setup runs (untimed) before each call: undo and redo need a change
	// to step over.
	setup string
}

var calls = []call{
	{tool: "list_project_assets", input: func(*fixture) string { return `{"filter":"used"}` }},
	{tool: "list_timeline", input: func(*fixture) string { return `{}` }},
	{tool: "get_element", input: func(f *fixture) string { return `{"elementId":"` + f.mid[timeline.TrackMain] + `"}` }},
	{tool: "split", input: func(f *fixture) string { return fmt.Sprintf(`{"times":[%v]}`, f.midTime) }},
	{tool: "delete_timeline_elements", input: func(f *fixture) string {
		return `{"elementIds":["` + f.mid[timeline.TrackMain] + `","` + f.mid[timeline.TrackText] + `"]}`
	}},
	{tool: "move_timeline_elements", input: func(f *fixture) string {
		return fmt.Sprintf(`{"elementIds":["%s"],"start":%v}`, f.lastMain, f.end+10)
	}},
	{tool: "update_timeline_element_timing", input: func(f *fixture) string {
		return `{"elementId":"` + f.mid[timeline.TrackText] + `","duration":1.5}`
	}},
	{tool: "delete_element", input: func(f *fixture) string {
		return `{"trackId":"` + f.audioID + `","elementId":"` + f.mid[timeline.TrackAudio] + `"}`
	}},
	{tool: "add_media_to_timeline", input: func(f *fixture) string {
		return fmt.Sprintf(`{"assetId":"a2","startTime":%v,"trackType":"main","duration":3}`, f.end)
	}},
	{tool: "set_volume", input: func(f *fixture) string {
		return `{"trackId":"` + f.audioID + `","elementId":"` + f.mid[timeline.TrackAudio] + `","volume":0.4}`
	}},
	{tool: "add_text", input: func(f *fixture) string {
		return fmt.Sprintf(`{"text":"The end","start":%v,"end":%v,"position":"center","style":"hook"}`, f.end, f.end+3)
	}},
	{tool: "update_text", input: func(f *fixture) string { return `{"elementId":"` + f.mid[timeline.TrackText] + `","text":"Changed"}` }},
	{tool: "list_stickers", input: func(*fixture) string { return `{"query":"arrow"}` }},
	{tool: "add_sticker", input: func(f *fixture) string {
		return fmt.Sprintf(`{"stickerId":"heart","start":%v,"end":%v,"position":"top-right"}`, f.end, f.end+2)
	}},
	{tool: "list_effects", input: func(*fixture) string { return `{}` }},
	{tool: "get_effect", input: func(*fixture) string { return `{"effectType":"vignette"}` }},
	{tool: "apply_effect", input: func(f *fixture) string {
		return fmt.Sprintf(`{"effectType":"sepia","start":%v,"end":%v}`, f.end, f.end+2)
	}},
	{tool: "update_effect", input: func(f *fixture) string {
		return `{"elementId":"` + f.mid[timeline.TrackEffect] + `","params":{"intensity":60}}`
	}},
	{tool: "update_clip", input: func(f *fixture) string {
		return `{"elementId":"` + f.mid[timeline.TrackOverlay] + `","scale":0.3,"x":600,"y":-300}`
	}},
	{tool: "duplicate_elements", input: func(f *fixture) string { return `{"elementIds":["` + f.lastMain + `"]}` }},
	{tool: "toggle_track_mute", input: func(f *fixture) string { return `{"trackId":"` + f.audioID + `"}` }},
	{tool: "toggle_track_visibility", input: func(f *fixture) string { return `{"trackId":"` + f.overlayID + `"}` }},
	{tool: "undo", setup: "edit", input: func(*fixture) string { return `{}` }},
	{tool: "redo", setup: "edit+undo", input: func(*fixture) string { return `{}` }},
	{tool: "batch", input: func(f *fixture) string {
		return fmt.Sprintf(`{"calls":[{"tool":"add_text","input":{"text":"A","start":%v,"end":%v,"position":"top"}},`+
			`{"tool":"update_text","input":{"elementId":"$0.elementId","text":"B"}},`+
			`{"tool":"set_volume","input":{"elementId":"%s","volume":0.2}}]}`, f.end, f.end+1, f.mid[timeline.TrackAudio])
	}},
}

// timeCall times one call over reps runs, each on the same starting
// document (a change is undone, untimed, after each), and returns the best
// and the median run.
func timeCall(reg *videotools.Registry, f *fixture, c call, reps int) (best, med time.Duration) {
	ed := videotools.NewEditor(timeline.NewDoc(f.p), reg)
	ctx := context.Background()
	input := json.RawMessage(c.input(f))
	edit := json.RawMessage(fmt.Sprintf(`{"trackId":"%s"}`, f.audioID))
	var times []time.Duration
	for range reps {
		if c.setup != "" {
			if _, err := reg.Call(ctx, ed, "toggle_track_mute", edit); err != nil {
				log.Fatal(err)
			}
			if c.setup == "edit+undo" {
				ed.Undo()
			}
		}
		depth := len(ed.History.Undo)
		start := time.Now()
		_, err := reg.Call(ctx, ed, c.tool, input)
		times = append(times, time.Since(start))
		if err != nil {
			log.Fatalf("%s %s: %v", c.tool, input, err)
		}
		switch {
		case c.tool == "undo":
			ed.Redo()
			ed.Undo()
		case c.tool == "redo":
			ed.Undo()
		case len(ed.History.Undo) > depth:
			ed.Undo()
		}
		ed.History.Redo = nil
	}
	slices.Sort(times)
	return times[0], times[len(times)/2]
}

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the 10k runs")
	only := flag.String("only", "", "time only this tool")
	reps := flag.Int("reps", 41, "runs per tool and size")
	flag.Parse()

	reg := videotools.NewRegistry()
	small, large := build(1000), build(10000)

	// the reference: one serialization of the 10k project, as saving does
	serial, serialMed := bestAndMedian(*reps, func() {
		if _, err := json.Marshal(large.p); err != nil {
			log.Fatal(err)
		}
	})
	docSerial, _ := bestAndMedian(9, func() {
		if _, err := timeline.NewDoc(large.p).Marshal(); err != nil {
			log.Fatal(err)
		}
	})
	// SameContent on the worst case: the main track changed at its last element.
	changed := large.p.Clone()
	mt := changed.TrackForWrite(0)
	mt.Elements[len(mt.Elements)-1].Visual.X = 1
	changed.Release()
	same, _ := bestAndMedian(*reps, func() { timeline.SameContent(large.p, changed) })

	if *cpuprofile != "" {
		out, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(out)
	}

	// Best-of-N is what the targets are judged on: on a shared machine the
	// median carries other processes' load (printed for reference).
	fmt.Printf("%-32s %10s %10s %7s %9s %11s %11s  %s\n", "tool", "1k best", "10k best", "ratio", "10k/ser", "1k median", "10k median", "")
	bad := 0
	for _, c := range calls {
		if *only != "" && c.tool != *only {
			continue
		}
		a, amed := timeCall(reg, small, c, *reps)
		b, bmed := timeCall(reg, large, c, *reps)
		ratio := float64(b) / float64(max(a, 1))
		mark := "ok"
		if ratio > 12 || b >= serial {
			mark = "MISSES TARGET"
			bad++
		}
		fmt.Printf("%-32s %10s %10s %7.2f %8.2f%% %11s %11s  %s\n", c.tool, round(a), round(b), ratio,
			100*float64(b)/float64(serial), round(amed), round(bmed), mark)
	}
	if *cpuprofile != "" {
		pprof.StopCPUProfile()
	}
	fmt.Printf("\nserialize the 10k project once (json.Marshal): best %s, median %s\n", round(serial), round(serialMed))
	fmt.Printf("save form of the 10k document (Doc.Marshal, indented): best %s\n", round(docSerial))
	fmt.Printf("SameContent, 10k, main track changed at its last element: best %s\n", round(same))
	fmt.Printf("(%d runs each; preview_frame needs the renderer and is not timed here)\n", *reps)
	if bad > 0 {
		fmt.Printf("%d tools miss the target\n", bad)
		os.Exit(1)
	}
}

func bestAndMedian(n int, f func()) (best, med time.Duration) {
	var ts []time.Duration
	for range n {
		s := time.Now()
		f()
		ts = append(ts, time.Since(s))
	}
	slices.Sort(ts)
	return ts[0], ts[len(ts)/2]
}

func round(d time.Duration) string {
	switch {
	case d < time.Microsecond:
		return d.String()
	case d < time.Millisecond:
		return d.Round(100 * time.Nanosecond).String()
	default:
		return d.Round(10 * time.Microsecond).String()
	}
}
