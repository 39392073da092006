package planner

import (
	"context"
	"encoding/json"
	"sort"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// videoToolRequests reach each registered video tool from a request (on
// the interview project). A new tool fails TestEveryVideoToolReachable
// until it gets an intent frame and a request here.
var videoToolRequests = map[string]string{
	"list_project_assets":            "list the assets",
	"list_timeline":                  "what's on the timeline?",
	"get_element":                    "describe the logo",
	"load_asset_context":             "analyze the interview",
	"describe_asset":                 "describe the interview as the director to camera",
	"split":                          "split at 5",
	"delete_timeline_elements":       "delete the logo",
	"move_timeline_elements":         "move the logo to 10s",
	"update_timeline_element_timing": "make the logo last 6 seconds",
	"add_media_to_timeline":          "add logo.png at 10s",
	"set_volume":                     "set the music to 30%",
	"add_text":                       `add a title "Hi"`,
	"update_text":                    `change the intro title to "Hello"`,
	"list_stickers":                  "list the stickers",
	"add_sticker":                    "add a heart sticker",
	"list_effects":                   "list the effects",
	"get_effect":                     "describe the blur effect",
	"apply_effect":                   "make it black and white",
	"update_effect":                  "blur from 2 to 4 and make the blur stronger",
	"update_clip":                    "hide the logo",
	"duplicate_elements":             "duplicate the logo",
	"toggle_track_mute":              "mute the music",
	"toggle_track_visibility":        "hide the overlay track",
	"undo":                           "undo",
	"redo":                           "undo and then redo",
	"preview_frame":                  "show me the frame at 5s",
	"transcribe_video":               "transcribe the interview",
	"trim_element":                   "trim 2 seconds off the start of the interview",
	"render_video":                   "export the video as webm",
}

// videoToolsReachedElsewhere are tools a request reaches through a flow
// whose own test runs it, or that are plumbing, with why.
var videoToolsReachedElsewhere = map[string]string{
	"batch":            "captions: \"add captions\" plans one batch of add_text (TestCaptions runs it with pocketsphinx)",
	"delete_element":   "deprecated for delete_timeline_elements (agent-tool-specs.md §11), which \"delete the logo\" reaches",
	"history_mark":     "the agent groups a request's undo entries with it; not a user's edit",
	"history_collapse": "the agent groups a request's undo entries with it; not a user's edit",
}

// TestEveryVideoToolReachable walks the registry: every tool has an intent
// frame (videoIntentTools) and a request whose plan calls it.
func TestEveryVideoToolReachable(t *testing.T) {
	framed := map[string]bool{}
	for _, tools := range videoIntentTools {
		for _, name := range tools {
			framed[name] = true
		}
	}
	for _, tool := range videotools.NewRegistry().Tools() {
		name := tool.Name
		if why, ok := videoToolsReachedElsewhere[name]; ok {
			if why == "" {
				t.Errorf("%s: exempt without a reason", name)
			}
			continue
		}
		if !framed[name] {
			t.Errorf("%s: no intent frame plans it", name)
		}
		prompt, ok := videoToolRequests[name]
		if !ok {
			t.Errorf("%s: no request reaches it", name)
			continue
		}
		ed := interviewFixture(t)
		if name == "load_asset_context" {
			ed.Context = stubAssetContext{} // planned only where a provider is configured
		}
		plan := BasicVideo(context.Background(), prompt, ed)
		if !plan.OK() || !strings.Contains(" "+opNames(plan.Steps)+" ", " "+name+" ") {
			t.Errorf("%s: %q planned %q (%s)", name, prompt, opNames(plan.Steps), plan.Reply)
		}
	}
}

// stubAssetContext stands for a configured multimodal provider.
type stubAssetContext struct{}

func (stubAssetContext) LoadAssetContext(context.Context, timeline.Asset) (videotools.AssetContext, error) {
	return videotools.AssetContext{Status: "loaded"}, nil
}

// photoOpRequests reach each op of the photo catalog (on a document with
// a title and a "logo" layer).
var photoOpRequests = map[string]string{
	"document.info":           "describe the photo",
	"document.crop":           "crop to 16:9",
	"document.resize":         "resize the photo to 50%",
	"document.rotate":         "rotate it 90 degrees",
	"document.flip":           "flip it",
	"adjustments.apply":       "add a vignette",
	"adjustments.applyMasked": "make it warmer",
	"filters.apply":           "sharpen the logo layer",
	"filters.applyMasked":     "blur the background",
	"layers.list":             "list the layers",
	"layers.select":           "hide the logo layer",
	"layers.addRaster":        "add a new layer",
	"layers.addAdjustment":    "add a black and white adjustment layer",
	"layers.duplicate":        "duplicate the logo layer",
	"layers.delete":           "delete the logo layer",
	"layers.setOpacity":       "set the logo layer opacity to 50%",
	"layers.setBlend":         "set the logo layer blend mode to multiply",
	"layers.setVisible":       "hide the logo layer",
	"layers.group":            "group the logo layer",
	"layers.ungroup":          "group the logo layer and then ungroup it",
	"layers.rasterize":        "rasterize the title",
	"selection.selectAll":     "select everything",
	"selection.deselect":      "deselect",
	"selection.invert":        "invert the selection",
	"selection.rectangle":     "select the top half",
	"selection.ellipse":       "select a circle in the middle",
	"selection.subject":       "select the person",
	"selection.face":          "select the face",
	"selection.sky":           "select the sky",
	"selection.samText":       `select "the red car"`,
	"selection.colorRange":    "select the red colours",
	"selection.background":    "select the plain background",
	"selection.feather":       "select the sky and feather the selection 10 pixels",
	"selection.grow":          "select the sky and grow the selection by 5",
	"selection.shrink":        "select the sky and shrink the selection by 5",
	"selection.hasMask":       "is there a selection?",
	"text.add":                `add a title "Hi"`,
	"text.update":             "make the title red",
	"transform.start":         "rotate the logo layer 15 degrees",
	"transform.apply":         "rotate the logo layer 15 degrees",
	"transform.cancel":        "cancel the transform",
	"history.undo":            "undo",
	"history.redo":            "undo and then redo",
	"screenshot":              "take a screenshot",
	"looks.apply":             "sepia",
	"looks.list":              "list the looks",
	"adjustments.desaturate":  "slightly desaturate it",
	"adjustments.vibrance":    "more vibrance",
}

// photoOpsLeftToTheUser are ops a plan never calls, with why.
var photoOpsLeftToTheUser = map[string]string{
	"document.importImage": "opening an image is `photo new --from`, not an edit of the document",
	"export.png":           "a plan edits; the user exports (Sanitize drops export steps, EDITOR_AGENT_API.md §2)",
	"export.gallery":       "a plan edits; the user exports (Sanitize drops export steps, EDITOR_AGENT_API.md §2)",
	"history.mark":         "the agent groups a request's undo entries with it",
	"history.collapse":     "the agent groups a request's undo entries with it",
	"batch":                "for clients sending several ops at once; a plan's ops run one by one as one undo entry",
	"layers.rename":        "the layers panel's rename (issue 11); no request wording is planned to it yet",
	"layers.move":          "the layers panel's reorder (issue 11); no request wording is planned to it yet",
}

// TestEveryPhotoOpReachable walks the photo catalog: every op family has
// intent frames, and every op is reached by a request (or is left to the
// user, with why). Ops landing later (issue 15's looks) join when they do.
func TestEveryPhotoOpReachable(t *testing.T) {
	framed := map[string]bool{}
	for _, ops := range photoIntentOps {
		for _, name := range ops {
			framed[name] = true
		}
	}
	families := map[string]bool{}
	var names []string
	for _, tool := range photoops.NewRegistry().Tools() {
		names = append(names, tool.Name)
	}
	sort.Strings(names)
	for _, name := range names {
		family, _, _ := strings.Cut(name, ".")
		if _, ok := photoOpsLeftToTheUser[name]; ok {
			continue
		}
		if !framed[name] {
			t.Errorf("%s: no intent frame plans it", name)
		}
		prompt, ok := photoOpRequests[name]
		if !ok {
			t.Errorf("%s: no request reaches it", name)
			continue
		}
		ed := layeredPhoto(t)
		if name == "transform.cancel" {
			photoRegistry.Call(context.Background(), ed, "transform.start", json.RawMessage(`{"rotate":5}`))
		}
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, ed))
		if !plan.OK() || !strings.Contains(" "+opNames(plan.Steps)+" ", " "+name+" ") {
			t.Errorf("%s: %q planned %q (%s)", name, prompt, opNames(plan.Steps), plan.Reply)
			continue
		}
		if name != "selection.samText" && name != "selection.face" {
			if err := runPhotoPlan(ed, plan); err != nil {
				t.Errorf("%s: %q: %v", name, prompt, err)
			}
		}
		families[family] = true
	}
	for _, name := range names {
		family, _, _ := strings.Cut(name, ".")
		if _, left := photoOpsLeftToTheUser[name]; !left && !families[family] {
			t.Errorf("op family %s: no request reaches it", family)
		}
	}
}
