package planner

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestWordFormsShareAKey: the forms people say of one word share a key
// (wordforms.go): a gerund and a third person, an agent and a gerund, a
// Spanish diminutive and its base; two unrelated words do not.
func TestWordFormsShareAKey(t *testing.T) {
	share := func(a, b string) bool {
		kb := formKeys(b)
		return slices.ContainsFunc(formKeys(a), func(k string) bool { return slices.Contains(kb, k) })
	}
	for _, p := range [][2]string{
		{"packing", "packs"}, {"repotting", "repots"}, {"pickers", "picking"}, {"sneezing", "sneezes"},
		{"gotitas", "gotas"}, {"carita", "cara"}, {"mesita", "mesa"}, {"maquinita", "maquina"},
		{"cafecito", "cafe"}, {"cosechadores", "cosecha"},
	} {
		if !share(p[0], p[1]) {
			t.Errorf("%q and %q share no form: %v, %v", p[0], p[1], formKeys(p[0]), formKeys(p[1]))
		}
	}
	for _, p := range [][2]string{{"packing", "parking"}, {"gotitas", "gorras"}, {"bus", "buses"}} {
		if share(p[0], p[1]) {
			t.Errorf("%q and %q share a form: %v, %v", p[0], p[1], formKeys(p[0]), formKeys(p[1]))
		}
	}
}

// TestFilmLexiconHoldsNoEditWord: no word of the film lexicon is one the
// planner reads as a verb, a place, a look or a time: it would turn a word
// of an edit into a name.
func TestFilmLexiconHoldsNoEditWord(t *testing.T) {
	lex := filmLexicon()
	if len(filmGroups) < 200 {
		t.Errorf("the film lexicon has %d groups, want 200 or more", len(filmGroups))
	}
	for w := range lex.word {
		if slices.ContainsFunc(lookup(w), func(l lexeme) bool { return l.cat != cRegion }) {
			t.Errorf("%q is a word of the film lexicon and of the planner's lexicon", w)
		}
	}
	if got := phraseConcepts(letterWords("An old man feeds pigeons")); len(got) != 1 || !slices.Contains(lex.word["abuelo"], got[0]) {
		t.Errorf("\"old man\" read as groups %v, want the grandfather's", got)
	}
}

// familyFixture: a home video whose files are named by the camera, so
// only their descriptions say what they show; one file is not on the
// timeline yet.
func familyFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.Settings{Width: 320, Height: 180, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	add := func(name, desc string, dur float64) {
		p.Assets = append(p.Assets, timeline.Asset{ID: p.NewID("a"), Name: name, Type: timeline.AssetVideo, Path: "/media/" + name,
			Duration: timeline.FromSeconds(dur), Width: 320, Height: 180, HasAudio: true, HasVideo: true, Description: desc})
	}
	add("VID_0101.mp4", "an old man feeds pigeons from a bench", 8)
	add("VID_0102.mp4", "a puppy chews a slipper", 6)
	add("gotas.mp4", "rain running down the window", 5)
	add("VID_0104.mp4", "Nico packs the picnic basket", 7)
	add("VID_0105.mp4", "Lola the puppy asleep on the sofa", 9)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "family", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "VID_0101.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "VID_0102.mp4", "startTime": 8, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "gotas.mp4", "startTime": 14, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "VID_0104.mp4", "startTime": 19, "trackType": "main"}},
	})
	return ed
}

// planTouches: the plan ran and a step of tool names the element of
// asset.
func planTouches(t *testing.T, ed *videotools.Editor, prompt, tool, asset string) {
	t.Helper()
	p := BasicVideo(context.Background(), prompt, ed)
	if !p.OK() || len(p.Steps) == 0 {
		t.Errorf("%q: not planned: %s", prompt, p.Reply)
		return
	}
	id := firstElementOf(ed, asset)
	for _, s := range p.Steps {
		if s.Tool != tool {
			continue
		}
		if b := stepText(s); strings.Contains(b, `"`+id+`"`) || strings.Contains(b, asset) {
			return
		}
	}
	t.Errorf("%q: want %s on %s (%s), got %s", prompt, tool, asset, id, p.Reply)
}

func stepText(s Step) string { return string(s.Params) }

// TestThingNamedByAnotherForm: a clip said by a word of the film lexicon
// its description holds in another language ("el abuelo" for "an old
// man"), by a diminutive of its name ("las gotitas"), by another form of a
// word of its description ("the packing clip" for "packs"), and a file to
// add said by what it shows in another form ("durmiendo", "sleeping" for
// "asleep").
func TestThingNamedByAnotherForm(t *testing.T) {
	ed := familyFixture(t)
	planTouches(t, ed, "sacale el sonido al video del abuelo", "update_clip", "VID_0101.mp4")
	planTouches(t, ed, "mute grandpa's clip", "update_clip", "VID_0101.mp4")
	planTouches(t, ed, "borrá el clip de las gotitas", "delete_timeline_elements", "gotas.mp4")
	planTouches(t, ed, "mute the packing clip", "update_clip", "VID_0104.mp4")
	for _, prompt := range []string{"agregá el video de lola durmiendo al final", "add the clip of lola sleeping at the end"} {
		p := BasicVideo(context.Background(), prompt, ed)
		if !p.OK() || len(p.Steps) != 1 || p.Steps[0].Tool != "add_media_to_timeline" || !strings.Contains(stepText(p.Steps[0]), assetID(ed, "VID_0105.mp4")) {
			t.Errorf("%q: want VID_0105.mp4 added, got %s %v", prompt, p.Reply, p.Steps)
		}
	}
}

func assetID(ed *videotools.Editor, name string) string {
	for _, a := range ed.Project.Assets {
		if a.Name == name {
			return a.ID
		}
	}
	return name
}

// TestFormThatNamesSeveralIsAsked: a form two clips' descriptions hold
// ("the puppy" of two clips, now both on the timeline, "el
// cachorrito") is asked about, never guessed; and a word left over that
// no form of the clip holds is still left out.
func TestFormThatNamesSeveralIsAsked(t *testing.T) {
	ed := familyFixture(t)
	playCalls(t, "family", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "VID_0105.mp4", "startTime": 26, "trackType": "main"}},
	})
	asked(t, ed, "borrá el clip del cachorrito")
	p := BasicVideo(context.Background(), "mute the clip of the old man dancing", ed)
	if p.OK() && len(p.Steps) > 0 {
		t.Errorf("dancing is no form of what the old man's clip shows, yet it planned: %s", p.Reply)
	}
}

// TestDoingAfterAThingStaysAnEvent: a doing said after what is seen ("while
// the puppy chews") is not taken for a name by its form: the event reader
// reads it (the word was a name, and "there is no the puppy chews").
func TestDoingAfterAThingStaysAnEvent(t *testing.T) {
	ed := familyFixture(t)
	p := BasicVideo(context.Background(), "add a heart sticker while the puppy chews", ed)
	if strings.Contains(p.Reply, "there is no") {
		t.Errorf("the doing was read as a name: %s", p.Reply)
	}
}
