package heldout

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"path/filepath"
	"testing"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/planner"
)

// Photo fixtures: three real photographs scaled small (testdata/README.md)
// and one drawn here.
//
//	portrait  256x256  an astronaut in an orange suit before a grey wall, a flag and a shuttle model
//	cup       240x160  an espresso cup on a saucer on a wooden table
//	launch    240x160  a rocket on the pad at dusk under a deep blue sky, towers either side
//	meadow    240x160  drawn: a blue sky over green grass with a red barn
//
// Regions are boxes (fractions of the canvas) that are surely inside what
// a person means by the name: checks measure there, not along edges.
var regions = map[string]map[string][][4]float64{
	"portrait": {
		"face":    {{0.38, 0.18, 0.52, 0.28}},
		"suit":    {{0.10, 0.60, 0.25, 0.80}},
		"wall":    {{0.19, 0.02, 0.28, 0.12}, {0.61, 0.03, 0.69, 0.12}},
		"notface": {{0.10, 0.60, 0.25, 0.80}, {0.62, 0.75, 0.85, 0.90}},
	},
	"cup": {
		"cup":  {{0.35, 0.08, 0.62, 0.42}},
		"wood": {{0.86, 0.10, 0.98, 0.90}, {0.02, 0.50, 0.12, 0.95}},
	},
	"launch": {
		"sky":    {{0.34, 0.15, 0.46, 0.60}, {0.55, 0.15, 0.68, 0.60}},
		"ground": {{0.0, 0.90, 1.0, 1.0}},
		"rocket": {{0.485, 0.40, 0.515, 0.85}},
	},
	"meadow": {
		"sky":   {{0.05, 0.05, 0.95, 0.33}},
		"grass": {{0.05, 0.55, 0.55, 0.95}},
		"barn":  {{0.66, 0.40, 0.78, 0.52}},
	},
}

// every fixture has these
var commonRegions = map[string][][4]float64{
	"all":     {{0, 0, 1, 1}},
	"centre":  {{0.42, 0.42, 0.58, 0.58}},
	"corners": {{0, 0, 0.1, 0.1}, {0.9, 0, 1, 0.1}, {0, 0.9, 0.1, 1}, {0.9, 0.9, 1, 1}},
}

func regionBoxes(fixture, name string) ([][4]float64, error) {
	if b, ok := commonRegions[name]; ok {
		return b, nil
	}
	if b, ok := regions[fixture][name]; ok {
		return b, nil
	}
	return nil, fmt.Errorf("fixture %s has no region %q", fixture, name)
}

type photoCase struct {
	ID      string          `json:"id"`
	Lang    string          `json:"lang"`
	Cat     string          `json:"cat"`
	Fixture string          `json:"fixture"`
	Setup   []photoops.Step `json:"setup,omitempty"`
	Prompt  string          `json:"prompt"`
	Expect  []pcheck        `json:"expect"`
	Ref     []photoops.Step `json:"ref,omitempty"`
}

func (c photoCase) refuses() bool {
	for _, e := range c.Expect {
		if e.Refuse {
			return true
		}
	}
	return false
}

var photoRegistry = photoops.NewRegistry()

// fixtureImport is the document.importImage input of a fixture.
func fixtureImport(name string) (map[string]string, error) {
	if name == "meadow" {
		var buf bytes.Buffer
		if err := png.Encode(&buf, drawMeadow()); err != nil {
			return nil, err
		}
		return map[string]string{"dataUrl": "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()),
			"name": "meadow.png"}, nil
	}
	return map[string]string{"assetId": name}, nil
}

// drawMeadow paints a 240x160 landscape: a sky gradient with a little
// grain, grass with blades of varying green, a red barn with a dark roof.
func drawMeadow() *image.NRGBA {
	const w, h, horizon = 240, 160, 64
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	noise := func(x, y, k int) int { // deterministic, -k..k
		v := uint32(x*73856093 ^ y*19349663 ^ k*83492791)
		v ^= v >> 13
		v *= 0x5bd1e995
		v ^= v >> 15
		return int(v%uint32(2*k+1)) - k
	}
	clamp := func(v int) uint8 { return uint8(max(0, min(255, v))) }
	for y := range h {
		for x := range w {
			var r, g, b int
			if y < horizon {
				f := float64(y) / horizon
				r, g, b = int(95+80*f), int(150+60*f), int(220+20*f)
				r, g, b = r+noise(x, y, 2), g+noise(x, y, 2), b+noise(x, y, 2)
			} else {
				blade := noise(x, 0, 18) + noise(x, y/3, 8)
				r, g, b = 62+blade/2, 128+blade, 44+blade/3
			}
			if x >= 150 && x < 196 && y >= 52 && y < 92 {
				r, g, b = 172+noise(x, y, 4), 44, 38
			}
			if x >= 146 && x < 200 && y >= 40 && y < 52 && abs(x-173) <= (y-40)*2+2 {
				r, g, b = 70, 36, 30
			}
			img.SetNRGBA(x, y, color.NRGBA{clamp(r), clamp(g), clamp(b), 255})
		}
	}
	return img
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// preparePhoto imports the fixture into a fresh in-memory document and
// runs the setup ops; shots are the composites after 0..len(Setup) of them.
func (c photoCase) prepare(ctx context.Context) (*photoops.Editor, []*image.NRGBA, error) {
	ed := photoops.NewEditor(photo.NewDoc(photo.NewState(1024, 768)), photoRegistry)
	// the fixture is imported from its file, served by id
	ed.Media = photoops.Files{c.Fixture: filepath.Join("testdata", c.Fixture+".png")}
	src, err := fixtureImport(c.Fixture)
	if err != nil {
		return nil, nil, err
	}
	params, _ := json.Marshal(src)
	if r := photoops.Invoke(ctx, ed, "document.importImage", params); !r.OK {
		return nil, nil, fmt.Errorf("import %s: %s", c.Fixture, r.Error)
	}
	shots := []*image.NRGBA{photo.CompositeNRGBA(ed.S(), nil)}
	for _, s := range c.Setup {
		if r := photoops.Invoke(ctx, ed, s.Op, s.Params); !r.OK {
			return nil, nil, fmt.Errorf("setup %s: %s", s.Op, r.Error)
		}
		shots = append(shots, photo.CompositeNRGBA(ed.S(), nil))
	}
	return ed, shots, nil
}

func photoState(ctx context.Context, ed *photoops.Editor) (planner.PhotoState, error) {
	var st planner.PhotoState
	r := photoops.Invoke(ctx, ed, "document.info", nil)
	if !r.OK {
		return st, fmt.Errorf("document.info: %s", r.Error)
	}
	b, _ := json.Marshal(r.Result)
	return st, json.Unmarshal(b, &st)
}

func runPhotoCase(ctx context.Context, t *testing.T, c photoCase) result {
	t.Helper()
	res := result{id: c.ID, kind: "photo", lang: c.Lang, cat: c.Cat, prompt: c.Prompt}
	ed, shots, err := c.prepare(ctx)
	if err != nil {
		t.Fatalf("%s: %v", c.ID, err)
	}
	before := snapshot(ed)
	st, err := photoState(ctx, ed)
	if err != nil {
		t.Fatalf("%s: %v", c.ID, err)
	}
	plan, crash := planSafely(func() planner.Plan { return planner.BasicPhoto(ctx, c.Prompt, st) })
	if crash != "" {
		res.class, res.why = classErrored, crash
		return res
	}
	res.reply, res.steps = plan.Reply, plan.Steps
	if !plan.Understood || len(plan.Steps) == 0 {
		if c.refuses() {
			res.class = classPass
		} else {
			res.class, res.why = classRefused, "not understood"
		}
		return res
	}
	steps, err := agent.RunPlan(ctx, agent.PhotoTarget(ed), c.Prompt, plan.Steps, agent.Options{})
	if err != nil {
		t.Fatalf("%s: run plan: %v", c.ID, err)
	}
	for _, s := range steps {
		if s.Failed {
			res.class, res.why = classErrored, "step "+s.Tool+" failed: "+string(s.Result)
			return res
		}
	}
	if err := photoVerdict(c, shots, before, snapshot(ed)); err != nil {
		res.class, res.why = classSilent, err.Error()
		return res
	}
	res.class = classPass
	return res
}

// TestHeldOutPhotoChecks proves the photo checks without the planner, as
// TestHeldOutVideoChecks does for video.
func TestHeldOutPhotoChecks(t *testing.T) {
	for _, s := range sets {
		t.Run(s.photoFile, func(t *testing.T) { checkPhotoCases(t, s.photoFile) })
	}
}

func checkPhotoCases(t *testing.T, file string) {
	ctx := context.Background()
	seen := map[string]bool{}
	for _, c := range loadCases[photoCase](t, file) {
		if seen[c.ID] {
			t.Errorf("duplicate id %s", c.ID)
		}
		seen[c.ID] = true
		if c.Lang != "en" && c.Lang != "es" || c.Cat == "" || len(c.Expect) == 0 {
			t.Errorf("%s: needs lang en|es, a category and checks", c.ID)
			continue
		}
		ed, shots, err := c.prepare(ctx)
		if err != nil {
			t.Errorf("%s: %v", c.ID, err)
			continue
		}
		before := snapshot(ed)
		if !c.refuses() {
			if photoVerdict(c, shots, before, before) == nil {
				t.Errorf("%s: the unchanged photo passes the checks", c.ID)
			}
		}
		if len(c.Ref) == 0 {
			continue
		}
		if r := photoops.Run(ctx, ed, c.Ref); !r.OK {
			t.Errorf("%s: reference: %s", c.ID, r.Error)
			continue
		}
		if err := photoVerdict(c, shots, before, snapshot(ed)); err != nil {
			t.Errorf("%s: the reference solution fails: %v", c.ID, err)
		}
	}
}
