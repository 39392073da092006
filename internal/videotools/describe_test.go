package videotools_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// described is testProject with the clip already described, for the rows
// that change or clear a description.
func described() *timeline.Project {
	p := testProject()
	p.Assets[0].Description = "the chef talking to camera"
	return p
}

// wantDescription checks both the tool's answer and what the project holds.
func wantDescription(id, want string) func(*testing.T, *env, map[string]any) {
	return func(t *testing.T, v *env, out map[string]any) {
		if out["assetId"] != id || str(out, "description") != want {
			t.Errorf("result %v, want assetId %s description %q", out, id, want)
		}
		a, _ := v.ed.Project.Asset(id)
		if a == nil || a.Description != want {
			t.Errorf("asset %s holds %+v, want description %q", id, a, want)
		}
	}
}

func TestDescribeAsset(t *testing.T) {
	long := strings.Repeat("a", timeline.MaxDescription)
	runTable(t, "describe_asset", []tc{
		{name: "no project", proj: nilDoc, input: `{"assetId":"clip","description":"x"}`, err: "No active project"},
		{name: "unknown asset", input: `{"assetId":"nope","description":"x"}`, err: "Asset not found"},
		{name: "empty asset id", input: `{"assetId":"","description":"x"}`, err: "Asset not found"},
		{name: "asset id not a string", input: `{"assetId":3,"description":"x"}`, err: "Asset not found"},
		{name: "no asset id", input: `{"description":"x"}`, err: "Asset not found"},
		{name: "no description", input: `{"assetId":"clip"}`, err: "Invalid description: expected a string (empty clears it)"},
		{name: "description not a string", input: `{"assetId":"clip","description":["x"]}`, err: "Invalid description: expected a string (empty clears it)"},
		{name: "too long", input: `{"assetId":"clip","description":"` + long + `b"}`,
			err: fmt.Sprintf("Description is too long: %d bytes, at most %d", timeline.MaxDescription+1, timeline.MaxDescription)},
		{name: "too long in bytes though not in letters", input: `{"assetId":"clip","description":"` + strings.Repeat("é", timeline.MaxDescription/2+1) + `"}`,
			err: fmt.Sprintf("Description is too long: %d bytes, at most %d", timeline.MaxDescription+2, timeline.MaxDescription)},
		{name: "an empty timeline is fine: assets are the project's", proj: emptyProject,
			input: `{"assetId":"spare","description":"x"}`, check: wantDescription("spare", "x")},
		{name: "by id", input: `{"assetId":"clip","description":"the chef talking to camera"}`,
			check: wantDescription("clip", "the chef talking to camera")},
		{name: "by unique file name", input: `{"assetId":"Photo.JPG","description":"the house from the street"}`,
			check: wantDescription("photo", "the house from the street")},
		{name: "whitespace trimmed and collapsed", input: `{"assetId":"spare","description":"  aerial shot\n\tof the\r\n  house \u0000 "}`,
			check: wantDescription("spare", "aerial shot of the house")},
		{name: "exactly the limit after trimming", input: `{"assetId":"clip","description":"  ` + long + `\n"}`,
			check: wantDescription("clip", long)},
		{name: "a new description replaces the old", proj: described, input: `{"assetId":"clip","description":"the kitchen, empty"}`,
			check: wantDescription("clip", "the kitchen, empty")},
		{name: "empty clears", proj: described, input: `{"assetId":"clip","description":""}`,
			check: wantDescription("clip", "")},
		{name: "blank clears", proj: described, input: `{"assetId":"clip","description":" \n "}`,
			check: wantDescription("clip", "")},
		{name: "the same text is a no-op", proj: described, noop: true, input: `{"assetId":"clip","description":"the chef talking to camera"}`,
			check: wantDescription("clip", "the chef talking to camera")},
		{name: "the same text spaced differently is a no-op", proj: described, noop: true, input: `{"assetId":"clip","description":" the chef\ntalking to  camera"}`,
			check: wantDescription("clip", "the chef talking to camera")},
		{name: "clearing nothing is a no-op", noop: true, input: `{"assetId":"clip","description":""}`,
			check: wantDescription("clip", "")},
	})
}

// One describe_asset is one undo entry: undo brings back the old text,
// redo the new, and both survive a save and reload.
func TestDescribeAssetUndo(t *testing.T) {
	v := newEnv(t, described())
	p0 := projectOf(t, v.snapshot())
	v.edits("describe_asset", `{"assetId":"clip","description":"the kitchen, empty"}`)
	p1 := projectOf(t, v.snapshot())
	out := v.undo()
	if out["label"] != "describe_asset" {
		t.Errorf("undo label %v, want describe_asset", out["label"])
	}
	if got := projectOf(t, v.snapshot()); string(got) != string(p0) {
		t.Errorf("undo did not restore the old description")
	}
	if a, _ := v.ed.Project.Asset("clip"); a.Description != "the chef talking to camera" {
		t.Errorf("after undo: %q", a.Description)
	}
	v.redo()
	if got := projectOf(t, v.snapshot()); string(got) != string(p1) {
		t.Errorf("redo did not restore the new description")
	}
	data := v.snapshot()
	d, err := timeline.Unmarshal(data)
	if err != nil {
		t.Fatalf("reload: %v", err)
	}
	if a, _ := d.Project.Asset("clip"); a.Description != "the kitchen, empty" {
		t.Errorf("reloaded: %q", a.Description)
	}
	if _, ok := d.Undo(); !ok {
		t.Fatal("reloaded document lost its undo entry")
	}
	if a, _ := d.Project.Asset("clip"); a.Description != "the chef talking to camera" {
		t.Errorf("reloaded, undone: %q", a.Description)
	}
}

// list_project_assets shows a description when there is one, and leaves
// the key out when there is none.
func TestListProjectAssetsDescription(t *testing.T) {
	v := newEnv(t, described())
	out := v.reads("list_project_assets", `{"type":"video"}`)
	assets := out["assets"].([]any)
	if got := assets[0].(map[string]any)["description"]; got != "the chef talking to camera" {
		t.Errorf("clip description %v", got)
	}
	if _, ok := assets[1].(map[string]any)["description"]; ok {
		t.Errorf("an undescribed asset shows a description: %v", assets[1])
	}
}
