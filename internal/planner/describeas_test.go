package planner

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// droneFixture is the interview project with drone.mp4 imported but not on
// the timeline: a file said by its name, that only the asset list holds.
func droneFixture(t testing.TB) *videotools.Editor {
	t.Helper()
	ed := interviewFixture(t)
	p := ed.Project
	p.Assets = append(p.Assets, timeline.Asset{ID: p.NewID("a"), Name: "drone.mp4", Type: timeline.AssetVideo,
		Path: "/media/drone.mp4", Duration: timeline.FromSeconds(15), Width: 1280, Height: 720, HasVideo: true})
	return ed
}

// TestDescribeAsAsset: "describe <file> as <words>" stores the words, as
// said, with describe_asset on that file; without "as" a describe stays a
// question about the project; a file the project lacks, or nothing said
// after "as", is refused naming the clause, never a silent edit.
func TestDescribeAsAsset(t *testing.T) {
	for _, tc := range []struct {
		prompt string
		tool   string // the one step planned; "" for a refusal
		asset  string // the file described (its name)
		desc   string // the words stored
		reply  string // for a refusal: words the reply must hold
		had    string // drone.mp4's description before
	}{
		{prompt: `describe drone.mp4 as "aerial shot of the house"`, tool: "describe_asset", asset: "drone.mp4", desc: "aerial shot of the house"},
		{prompt: `describí drone.mp4 como "toma aérea de la casa"`, tool: "describe_asset", asset: "drone.mp4", desc: "toma aérea de la casa"},
		{prompt: `describe the interview as the chef talking to camera`, tool: "describe_asset", asset: "interview.mp4", desc: "the chef talking to camera"},
		{prompt: `describí la entrevista como el chef hablando a cámara`, tool: "describe_asset", asset: "interview.mp4", desc: "el chef hablando a cámara"},
		// the words are the person's, not the project's: the logo and the
		// music named in them stay words, and "and" does not end them
		{prompt: `describe the city clip as the logo and the music over a street at night.`, tool: "describe_asset", asset: "city.mp4",
			desc: "the logo and the music over a street at night"},
		{prompt: `Describe broll.mp4 as: a "hand-held" walk through the market`, tool: "describe_asset", asset: "broll.mp4",
			desc: `a "hand-held" walk through the market`},
		// with other requests: "then" ends an unquoted description, "it"
		// is the file the clause before placed
		{prompt: `describe the interview as the chef talking and then mute the music`, tool: "describe_asset toggle_track_mute",
			asset: "interview.mp4", desc: "the chef talking"},
		{prompt: `add drone.mp4 at 5s and describe it as aerial shot of the house`, tool: "add_media_to_timeline describe_asset",
			asset: "drone.mp4", desc: "aerial shot of the house"},
		{prompt: `describe drone.mp4 as  aerial shot`, had: "aerial shot", reply: "drone.mp4 is already described as"},
		{prompt: `describe nope.mp4 as a cat on a sofa`, reply: "describe nope.mp4 as"},
		{prompt: `describilo como toma aérea`, reply: "say which file to describe"},
		{prompt: `describe it as a cat on a sofa`, reply: "say which file to describe"},
		{prompt: `describe the clips as kitchen shots`, reply: "Which file do you mean by \"the clips\""},
		{prompt: `describí el video del perro como un perro corriendo`, reply: "perro"},
		{prompt: `describe drone.mp4 as`, reply: "say what drone.mp4 shows"},
		{prompt: `describe the logo`, tool: "get_element"},
		{prompt: `describe the blur effect`, tool: "get_effect"},
		{prompt: `describí cómo se ve el logo`, tool: "get_element"},
	} {
		t.Run(tc.prompt, func(t *testing.T) {
			ed := droneFixture(t)
			ed.Project.Assets[len(ed.Project.Assets)-1].Description = tc.had
			before, _ := ed.Doc.Marshal()
			plan := BasicVideo(context.Background(), tc.prompt, ed)
			if after, _ := ed.Doc.Marshal(); string(after) != string(before) {
				t.Fatal("planning changed the project")
			}
			if tc.had != "" {
				// the same words again: nothing to do, and the reply says so
				if !plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.reply) {
					t.Errorf("planned %q (%s), want no step and a reply saying %q", opNames(plan.Steps), plan.Reply, tc.reply)
				}
				return
			}
			if tc.tool == "" {
				if plan.OK() || len(plan.Steps) > 0 {
					t.Fatalf("planned %s (%s), want a refusal", opNames(plan.Steps), plan.Reply)
				}
				if !strings.Contains(plan.Reply, tc.reply) {
					t.Errorf("reply %q does not say %q", plan.Reply, tc.reply)
				}
				return
			}
			if !plan.OK() || opNames(plan.Steps) != tc.tool {
				t.Fatalf("planned %q (%s), want %s", opNames(plan.Steps), plan.Reply, tc.tool)
			}
			if tc.desc == "" {
				return
			}
			// the plan runs, each step one undo entry, and the file holds
			// the words as said
			var in struct{ AssetID, Description string }
			for _, st := range plan.Steps {
				undo := len(ed.History.Undo)
				if _, err := ed.Tools.Call(context.Background(), ed, st.Tool, st.Params); err != nil {
					t.Fatalf("%s: %v", st.Tool, err)
				}
				if len(ed.History.Undo) != undo+1 {
					t.Errorf("%s: %d undo entries, was %d", st.Tool, len(ed.History.Undo), undo)
				}
				if st.Tool == "describe_asset" {
					if err := json.Unmarshal(st.Params, &in); err != nil {
						t.Fatal(err)
					}
				}
			}
			a, ok := ed.Project.Asset(in.AssetID)
			if !ok || a.Name != tc.asset || a.Description != tc.desc {
				t.Errorf("%s holds %+v, want %s described as %q", in.AssetID, a, tc.asset, tc.desc)
			}
		})
	}
}

// describedAsQuoted quotes what follows a describe verb's "as", to the end
// of its sentence or a "then"; it leaves alone quoted descriptions, a
// describe inside quotes and the "cómo" of a question.
func TestDescribedAsQuoted(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`describe drone.mp4 as aerial shot of the house`, `describe drone.mp4 as "aerial shot of the house"`},
		{`describe drone.mp4 as "aerial shot"`, `describe drone.mp4 as "aerial shot"`},
		{`describí la entrevista como el chef y su mujer.`, `describí la entrevista como "el chef y su mujer".`},
		{`describe it as the house, from above, then mute the music`, `describe it as "the house, from above", then mute the music`},
		{`describe it as: a "hand-held" walk`, `describe it as: «a "hand-held" walk»`},
		{`add a title "describe me as fun"`, `add a title "describe me as fun"`},
		{`add a title “describe me as fun”`, `add a title “describe me as fun”`},
		{`¿describí drone.mp4 como algo raro?`, `¿describí drone.mp4 como "algo raro"?`},
		{`describí cómo se ve el logo`, `describí cómo se ve el logo`},
		{`describe the logo`, `describe the logo`},
		{`describe drone.mp4 as`, `describe drone.mp4 as`},
		{`describe the logo as well`, `describe the logo as well`},
		{`describe the logo as best you can`, `describe the logo as best you can`},
		{`describilo como antes`, `describilo como antes`},
		{`describe a as b. describe c as d`, `describe a as "b". describe c as "d"`},
	} {
		if got := describedAsQuoted(tc.in); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.in, got, tc.want)
		}
	}
}
