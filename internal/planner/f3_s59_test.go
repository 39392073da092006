package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// kennelFixture is a small dog-shelter edit: welcome.mp4 0-6 (Dr. Ana
// Ruiz and Tom greet the camera), checkup-rex.mp4 6-14 (Rex's check-up,
// Ana listens to his heart), farewell.mp4 14-20 (Ana at the door with
// Rex waves goodbye), recital.mp4 20-28 (Mara, the soloist, sings), a
// label naming Mara over her clip, a text with the on-call phone number
// at the top 22-26, and the music under it all.
func kennelFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.Settings{Width: 1920, Height: 1080, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	for _, v := range []struct {
		name, desc string
		secs       float64
	}{
		{"welcome.mp4", "Dr. Ana Ruiz and Tom, her helper, greet the camera at the desk", 9},
		{"checkup-rex.mp4", "the check-up of Rex, a beagle: Ana listens to his heart", 10},
		{"farewell.mp4", "Ana at the door with Rex waves goodbye and says the phone", 8},
		{"recital.mp4", "Mara, the soloist, sings a tango at the fundraiser, close-up", 10},
	} {
		addTestAsset(p, v.name, timeline.AssetVideo, v.secs, 1920, 1080, true)
		p.Assets[len(p.Assets)-1].Description = v.desc
	}
	addTestAsset(p, "bed.mp3", timeline.AssetAudio, 90, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "shelter", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "welcome.mp4", "startTime": 0, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "checkup-rex.mp4", "startTime": 6, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "farewell.mp4", "startTime": 14, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "recital.mp4", "startTime": 20, "trackType": "main", "duration": 8}},
		{"add_text", map[string]any{"text": "Tango · Mara Gil, voice", "start": 21, "end": 25, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "Guardia 24 h · 11 4555 0199", "start": 22, "end": 26, "position": "top"}},
		{"add_media_to_timeline", map[string]any{"assetId": "bed.mp3", "startTime": 0, "trackType": "audio", "duration": 28}},
	})
	return ed
}

// f3PiecesAre: the asset shows on the main track as exactly these pieces.
func f3PiecesAre(asset string, spans ...[2]float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(k timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })
		if len(es) != len(spans) {
			return fmt.Sprintf("%d pieces of %s, want %d", len(es), asset, len(spans))
		}
		for _, s := range spans {
			found := false
			for _, e := range es {
				found = found || near(e.Start.Seconds(), s[0]) && near(e.End().Seconds(), s[1])
			}
			if !found {
				return fmt.Sprintf("no piece of %s at %v-%v", asset, s[0], s[1])
			}
		}
		return ""
	}
}

// untouched: the asset is one element, at full scale and volume.
func f3Untouched(asset string, a, b float64) check {
	return func(p *timeline.Project) string {
		if r := f3PiecesAre(asset, [2]float64{a, b})(p); r != "" {
			return r
		}
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Audio != nil && (!near(e.Audio.Volume, 1) || e.Audio.Muted) || e.Visual != nil && !near(e.Visual.Scale, 1) {
				return fmt.Sprintf("%s was changed", asset)
			}
		}
		return ""
	}
}

// TestPersonsVideoIsTheOneAboutThem: "the video of rex" is the clip about
// Rex (his name in the file name, or the first name its description
// says), not also the one where he only comes along ("Ana at the door
// with Rex"): a split in half cut at the middle of the stretch of both,
// a volume changed both. Where several clips are about the person, which
// is asked; "the videos of rex" are every one he is in.
func TestPersonsVideoIsTheOneAboutThem(t *testing.T) {
	runFixtureTable(t, "person's video is the one about them", kennelFixture, map[string][]vcase{
		"one clip is about him": {
			{"cortá el video de rex por la mitad", both(f3PiecesAre("checkup-rex.mp4", [2]float64{6, 10}, [2]float64{10, 14}), f3Untouched("farewell.mp4", 14, 20))},
			{"split rex's video in the middle", both(f3PiecesAre("checkup-rex.mp4", [2]float64{6, 10}, [2]float64{10, 14}), f3Untouched("farewell.mp4", 14, 20))},
			{"bajá el volumen del video de rex a la mitad", both(volumeIs("checkup-rex.mp4", 0.5), f3Untouched("farewell.mp4", 14, 20))},
			{"split rex's clip in two", both(f3PiecesAre("checkup-rex.mp4", [2]float64{6, 10}, [2]float64{10, 14}), f3Untouched("farewell.mp4", 14, 20))},
		},
		"several are about her: asked": {
			{"split ana's video in half", nil},
			{"bajale el volumen al video de ana", nil},
		},
		"all of his clips said: every one": {
			{"mute the videos of rex", both(mutedIs("checkup-rex.mp4", true), mutedIs("farewell.mp4", true), mutedIs("welcome.mp4", false))},
		},
	})
}

// TestSoloIsTheSingersClip: "mara's solo", "el solo de mara", "her
// performance" are the clip where she sings, not the label that spells
// her name ("solo" was the "only" of "solo el logo", and the label under
// her clip was split). "The solo" with no one said is asked.
func TestSoloIsTheSingersClip(t *testing.T) {
	label := textIs("Tango · Mara Gil, voice", 21, 25, "bottom", "label")
	halves := f3PiecesAre("recital.mp4", [2]float64{20, 24}, [2]float64{24, 28})
	runFixtureTable(t, "solo is the singer's clip", kennelFixture, map[string][]vcase{
		"her piece": {
			{"split mara's solo in half", both(halves, label)},
			{"partí el solo de mara a la mitad", both(halves, label)},
			{"cut mara's performance in two", both(halves, label)},
			{"dividí la actuación de mara por la mitad", both(halves, label)},
			{"bajale el volumen al solo de mara", both(volumeIs("recital.mp4", 0.5), label)},
		},
		"no one said": {
			{"split the solo in half", nil},
		},
	})
}

// TestRestAfterSplittingOneThing: "the rest" right after a split of one
// thing off the main track is that thing's piece after the cut, not every
// track from the cut on (the clips and texts after 36 went with the
// music). After a split of the whole video it is still the video's rest.
func TestRestAfterSplittingOneThing(t *testing.T) {
	clips := both(f3Untouched("farewell.mp4", 14, 20), f3Untouched("recital.mp4", 20, 28), countIs(timeline.ElementText, 2))
	runFixtureTable(t, "rest after splitting one thing", kennelFixture, map[string][]vcase{
		"the thing's rest": {
			{"split the music at 12 and delete the rest", both(mediaIs("bed.mp3", timeline.TrackAudio, 0, 12), f3PiecesAre("bed.mp3", [2]float64{0, 12}), clips)},
			{"partí la música en el 12 y borrá lo que queda después", both(f3PiecesAre("bed.mp3", [2]float64{0, 12}), clips)},
			{"dividí la musica en el 12 y sacá el resto", both(f3PiecesAre("bed.mp3", [2]float64{0, 12}), clips)},
			{"split the music at 12 and delete what's left after", both(f3PiecesAre("bed.mp3", [2]float64{0, 12}), clips)},
		},
		"the whole video's rest": {
			{"split at 12 and delete the rest", durIs(12)},
		},
	})
}

// TestPhoneOfAText: "el teléfono de guardia", "el número de guardia" are
// the text that shows the on-call number, not two things (the word of
// the text and a clip described as saying the phone): "ponelo abajo y que
// dure hasta el final" shrank the clip into the bottom and lengthened it.
func TestPhoneOfAText(t *testing.T) {
	phone := "Guardia 24 h · 11 4555 0199"
	runFixtureTable(t, "phone of a text", kennelFixture, map[string][]vcase{
		"the text": {
			{"el teléfono de guardia ponelo abajo y que dure hasta el final", both(textIs(phone, 22, 28, "bottom", ""), f3Untouched("farewell.mp4", 14, 20))},
			{"el numero de guardia ponelo abajo", both(textIs(phone, 22, 26, "bottom", ""), f3Untouched("farewell.mp4", 14, 20))},
			{"poné el telefono de la guardia abajo", both(textIs(phone, 22, 26, "bottom", ""), f3Untouched("farewell.mp4", 14, 20))},
		},
	})
}
