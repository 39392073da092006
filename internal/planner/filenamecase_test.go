package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// TestFileNamesFolded: a camera's file name typed in its own capitals,
// with or without its extension, names the file (it added a text of
// those words); a text's words, quoted words and plain capitalised words
// stay as typed.
func TestFileNamesFolded(t *testing.T) {
	ed := f4Fixture(t)
	addTestAsset(ed.Project, "IMG_7731.MOV", timeline.AssetVideo, 8, 1920, 1080, true)
	addTestAsset(ed.Project, "DSC_0042.JPG", timeline.AssetImage, 0, 1600, 1200, false)
	for _, c := range []struct {
		prompt, tool, has string
	}{
		{"put IMG_7731 at the very end", "add_media_to_timeline", "IMG_7731.MOV"},
		{"add IMG_7731.MOV at 12s", "add_media_to_timeline", "IMG_7731.MOV"},
		{"poné IMG_7731 al final", "add_media_to_timeline", "IMG_7731.MOV"},
		{"agregá DSC_0042.JPG en el 5", "add_media_to_timeline", "DSC_0042.JPG"},
		// a text's words stay words
		{`add the text "IMG_7731" at the end`, "add_text", "IMG_7731"},
		{"add a title IMG_7731 at 3s", "add_text", "IMG_7731"},
		{"poné el texto DSC_0042 arriba", "add_text", "DSC_0042"},
	} {
		plan := PlanVideo(context.Background(), c.prompt, ed, Options{})
		found := false
		for _, s := range plan.Steps {
			if s.Tool == c.tool && strings.Contains(plan.Reply, c.has) {
				found = true
			}
			if c.tool == "add_media_to_timeline" && s.Tool == "add_text" {
				found = false
				break
			}
		}
		if !plan.OK() || !found {
			t.Errorf("%q: want %s with %s, got %s", c.prompt, c.tool, c.has, plan.Reply)
		}
	}
	// plain words and quotes are left as typed
	for _, s := range []string{"add Intro at the start", `add "IMG_7731" as a title`, "put img_7731 at the end"} {
		if got := fileNamesFolded(s, ed.Project); got != s {
			t.Errorf("fileNamesFolded(%q) = %q", s, got)
		}
	}
}
