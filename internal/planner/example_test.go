package planner_test

import (
	"context"
	"fmt"

	"github.com/neuralcut/neuralcut/internal/planner"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A 10 s clip on the timeline; basic mode plans "remove from 3 to 5" as a
// split, a delete and a move that closes the gap, without touching ed.
func ExampleBasicVideo() {
	p := timeline.New(timeline.DefaultSettings())
	p.Assets = append(p.Assets, timeline.Asset{ID: "a1", Name: "clip.mp4", Type: timeline.AssetVideo,
		Duration: 10 * timeline.TicksPerSecond, HasVideo: true})
	reg := videotools.NewRegistry()
	ed := videotools.NewEditor(timeline.NewDoc(p), reg)
	reg.Call(context.Background(), ed, "add_media_to_timeline", []byte(`{"assetId":"a1","startTime":0,"trackType":"main"}`))

	plan := planner.BasicVideo(context.Background(), "sacá del segundo 3 al 5", ed)
	fmt.Println(plan.Planner, plan.Understood, plan.Reply)
	for _, s := range plan.Steps {
		fmt.Println(s.Tool, string(s.Params))
	}
	// Output:
	// basic true Removed 3s–5s and closed the gap.
	// split {"times":[3,5]}
	// delete_timeline_elements {"elementIds":["e3"]}
	// move_timeline_elements {"elementIds":["e4"],"start":3}
}

// Basic mode for photos: a region request selects the region first.
func ExampleBasicPhoto() {
	plan := planner.BasicPhoto(context.Background(), "brighten the face", planner.PhotoState{Width: 800, Height: 600})
	for _, s := range plan.Steps {
		fmt.Println(s.Op, string(s.Params))
	}
	// Output:
	// selection.face {}
	// adjustments.applyMasked {"brightness":25}
}
