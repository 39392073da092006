package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

func init() {
	register("demo", "[--dir DIR]", runDemo)
}

func runDemo(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	dir := fs.String("dir", "demo-out", "where the media, the project and the results go")
	if pos, err := parseFlags(fs, args); err != nil || len(pos) != 0 {
		return errUsage
	}
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		return err
	}
	fmt.Println("== making demo media with ffmpeg")
	paths, err := app.MakeDemoMedia(ctx, *dir)
	if err != nil {
		return err
	}
	project := filepath.Join(*dir, "demo.ncut.json")
	os.Remove(project)
	s := timeline.DefaultSettings()
	s.Width, s.Height = 1280, 720
	if err := store.CreateProject(ctx, project, timeline.New(s)); err != nil {
		return err
	}
	fmt.Println("== importing assets")
	var files []app.MediaFile
	for _, p := range paths {
		files = append(files, app.MediaFile{Path: p})
	}
	a := theApp()
	if _, _, err := a.ImportAssets(ctx, fileKey(project), files, 0); err != nil {
		return err
	}
	fmt.Println("== editing through the tool registry")
	if _, err := a.WithVideo(ctx, fileKey(project), true, 0, "demo", func(ed *videotools.Editor) error {
		return demoEdit(ctx, ed)
	}); err != nil {
		return err
	}
	if err := renderDemo(ctx, project, *dir); err != nil {
		return err
	}
	fmt.Printf("\nproject: %s\n", project)
	return nil
}

// demoEdit is the demo's edit script: every step is a registry tool call,
// exactly what an agent would send.
func demoEdit(ctx context.Context, e *videotools.Editor) error {
	results := map[string]json.RawMessage{}
	call := func(label, tool, input string) (map[string]any, error) {
		out, err := e.Tools.Call(ctx, e, tool, json.RawMessage(input))
		b, _ := json.Marshal(registry.ResultOf(out, err))
		fmt.Printf("  %-34s %s %s\n     -> %s\n", label, tool, input, b)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", tool, err)
		}
		results[label] = b
		var m map[string]any
		json.Unmarshal(b, &m)
		return m, nil
	}
	steps := []struct{ label, tool, input string }{
		{"place the first clip", "add_media_to_timeline", `{"assetId":"a2","startTime":0,"trackType":"main"}`},
		{"then the second clip", "add_media_to_timeline", `{"assetId":"a3","startTime":6,"trackType":"main"}`},
		{"then the photo for 4 s", "add_media_to_timeline", `{"assetId":"a4","startTime":11,"trackType":"main","duration":4}`},
		{"cut out 2.0-3.5 s: split", "split", `{"times":[2,3.5]}`},
	}
	for _, s := range steps {
		if _, err := call(s.label, s.tool, s.input); err != nil {
			return err
		}
	}
	// delete every element now lying inside 2.0-3.5 on the main track
	tl, err := e.Tools.Call(ctx, e, "list_timeline", nil)
	if err != nil {
		return err
	}
	var ids []string
	for _, t := range tl.(videotools.ListTimelineOut).Tracks {
		for _, el := range t.Elements {
			if t.Type == "main" && el.Start >= 2 && el.End <= 3.5 {
				ids = append(ids, el.ElementID)
			}
		}
	}
	idsJSON, _ := json.Marshal(ids)
	if _, err := call("...and delete the isolated piece", "delete_timeline_elements", `{"elementIds":`+string(idsJSON)+`}`); err != nil {
		return err
	}
	var later []string
	for _, t := range tl.(videotools.ListTimelineOut).Tracks {
		for _, el := range t.Elements {
			if t.Type == "main" && el.Start >= 3.5 {
				later = append(later, el.ElementID)
			}
		}
	}
	laterJSON, _ := json.Marshal(later)
	if _, err := call("...and close the gap", "move_timeline_elements", `{"elementIds":`+string(laterJSON)+`,"start":2}`); err != nil {
		return err
	}
	bed, err := call("a music bed under everything", "add_media_to_timeline", `{"assetId":"a5","startTime":0,"trackType":"audio","duration":13.5}`)
	if err != nil {
		return err
	}
	music := fmt.Sprintf(`{"trackId":%q,"elementId":%q,"volume":0.3}`, bed["trackId"], bed["elementId"])
	more := []struct{ label, tool, input string }{
		{"a title", "add_text", `{"text":"NeuralCut: \"edits\" 100% by tools","start":0,"end":3,"position":"top","style":"hook"}`},
		{"a subtitle", "add_text", `{"text":"Every step is one undoable tool call","start":3,"end":7,"position":"bottom","style":"subtitle"}`},
		{"a sticker", "add_sticker", `{"stickerId":"star","start":1,"end":6,"position":"top-right"}`},
		{"grayscale over the photo", "apply_effect", `{"effectType":"grayscale","start":9.5,"end":13.5}`},
		{"lower the music", "set_volume", music},
	}
	for _, s := range more {
		if _, err := call(s.label, s.tool, s.input); err != nil {
			return err
		}
	}
	fmt.Println("\n== resulting timeline")
	tl, err = e.Tools.Call(ctx, e, "list_timeline", nil)
	if err != nil {
		return err
	}
	printTimeline(tl.(videotools.ListTimelineOut))
	return nil
}

func printTimeline(tl videotools.ListTimelineOut) {
	fmt.Printf("duration %.2fs\n", tl.Duration)
	for _, t := range tl.Tracks {
		fmt.Printf("track %s (%s)\n", t.TrackID, t.Type)
		for _, el := range t.Elements {
			what := el.Name
			if el.Text != "" {
				what = fmt.Sprintf("%q", el.Text)
			}
			if el.Effect != "" {
				what = el.Effect
			}
			vol := ""
			if el.Volume != nil {
				vol = fmt.Sprintf(" volume %.2f", *el.Volume)
			}
			fmt.Printf("  %-5s %-7s %6.2f - %6.2f  %s%s\n", el.ElementID, el.Type, el.Start, el.End, what, vol)
		}
	}
}
