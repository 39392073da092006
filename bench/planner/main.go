// Command planner times the basic-mode planner per prompt, English and
// Spanish, on a small project (12 elements) and a large one (1,000
// elements), and compares each plan with the baseline of running the
// same steps through the registry (what the agent does right after).
// Issue 13 asks for under 5 ms per request on the 1,000-element project.
//
//	go run ./bench/planner [-n 200]
//
// Planning simulates every step on a scratch copy, so it costs at least
// one execution; the ratio column says how much parsing and reference
// resolution add on top.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"sort"
	"time"

	"github.com/neuralcut/neuralcut/internal/planner"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

var prompts = []string{
	"remove from 3 to 5",
	"cut the first 2 seconds",
	"split at 4 and 12",
	`add a title "Hello World" at the top for 3 seconds`,
	`change the title to "Hi there"`,
	"set the music volume to 30%",
	"mute the second clip",
	"make it black and white",
	"add a heart sticker in the top left corner from 1 to 4",
	`remove the first 2 seconds and add a title "Go" at the top for 2 seconds`,
	"sacá del segundo 3 al 5",
	"cortá los últimos 3 segundos",
	`poné un título "Hola Mundo" arriba por 3 segundos`,
	"bajá la música al 30%",
	"desenfocá del 2 al 4",
	"sacá del 3 al 5 y después deshacé",
	"hacelo más épico",
	// issue 13: element edits, references, multi-part, typos
	"hide the logo and make it semi-transparent",
	"let the logo stay for the whole video",
	`add a text "Welcome" after the title`,
	"black and white for the first half and sepia for the rest",
	"set the music at 25% and the logo at 50% opacity",
	"delte the logo then mve the title to the bottom",
	"poné una estrella mientras se ve el logo",
	"cortá en el segundo trece y medio",
	// a clip named by its asset's description (describe_asset)
	"remove the gorge clip",
	"silenciá la toma del dron",
}

var reg = videotools.NewRegistry()

// project builds clips end to end (n main clips of 2 s, then one of a
// drone shot known only by its description), music, a logo and a title,
// through the real tools.
func project(clips int) *videotools.Editor {
	p := timeline.New(timeline.Settings{Width: 1920, Height: 1080, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	for _, a := range []timeline.Asset{
		{Name: "intro.mp4", Type: timeline.AssetVideo, Duration: 600 * timeline.TicksPerSecond, HasAudio: true,
			Description: "the host talking to camera in the kitchen"},
		{Name: "music.mp3", Type: timeline.AssetAudio, Duration: 7200 * timeline.TicksPerSecond, Description: "slow piano, no vocals"},
		{Name: "logo.png", Type: timeline.AssetImage, Description: "the channel's logo"},
		{Name: "DJI_0042.mp4", Type: timeline.AssetVideo, Duration: 20 * timeline.TicksPerSecond, HasAudio: true,
			Description: "the drone shot over the gorge"},
	} {
		a.ID = p.NewID("a")
		a.Path = "/media/" + a.Name
		p.Assets = append(p.Assets, a)
	}
	ed := videotools.NewEditor(timeline.NewDoc(p), reg)
	call := func(tool, in string) {
		if _, err := reg.Call(context.Background(), ed, tool, json.RawMessage(in)); err != nil {
			log.Fatalf("%s %s: %v", tool, in, err)
		}
	}
	for i := range clips {
		call("add_media_to_timeline", fmt.Sprintf(`{"assetId":"intro.mp4","startTime":%d,"trackType":"main","duration":2}`, 2*i))
	}
	call("add_media_to_timeline", fmt.Sprintf(`{"assetId":"DJI_0042.mp4","startTime":%d,"trackType":"main","duration":2}`, 2*clips))
	call("add_media_to_timeline", fmt.Sprintf(`{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":%d}`, 2*clips+2))
	call("add_media_to_timeline", `{"assetId":"logo.png","startTime":2,"trackType":"overlay","duration":5}`)
	call("add_text", `{"text":"Welcome","start":0,"end":3,"position":"top","style":"plain"}`)
	return ed
}

func median(ds []time.Duration) time.Duration {
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	return ds[len(ds)/2]
}

func main() {
	n := flag.Int("n", 200, "repetitions per prompt")
	flag.Parse()
	ctx := context.Background()
	for _, size := range []int{8, 995} {
		base := project(size)
		fmt.Printf("\nproject: %d elements, %.0f s\n", base.Project.ElementCount(), base.Project.End().Seconds())
		fmt.Printf("%-72s %5s %10s %10s %6s\n", "prompt", "steps", "plan", "execute", "ratio")
		var all []time.Duration
		for _, pr := range prompts {
			var plan, exec []time.Duration
			var steps int
			for range *n {
				t0 := time.Now()
				pl := planner.BasicVideo(ctx, pr, base)
				plan = append(plan, time.Since(t0))
				steps = len(pl.Steps)
				// baseline: the same steps on a copy of the project
				ed := videotools.NewEditor(timeline.NewDoc(base.Project.Clone()), reg)
				ed.History.Undo = append(ed.History.Undo, base.History.Undo...)
				t1 := time.Now()
				for _, s := range pl.Steps {
					if _, err := reg.Call(ctx, ed, s.Tool, s.Params); err != nil {
						log.Fatalf("%q: %s: %v", pr, s.Tool, err)
					}
				}
				exec = append(exec, time.Since(t1))
			}
			mp, me := median(plan), median(exec)
			all = append(all, mp)
			ratio := "-"
			if me > 0 && steps > 0 {
				ratio = fmt.Sprintf("%.1f", float64(mp)/float64(me))
			}
			fmt.Printf("%-72.72s %5d %10s %10s %6s\n", pr, steps, mp.Round(time.Microsecond), me.Round(time.Microsecond), ratio)
		}
		fmt.Printf("median planning latency over %d prompts: %s (max %s)\n", len(prompts), median(all).Round(time.Microsecond),
			all[len(all)-1].Round(time.Microsecond))
	}
}
