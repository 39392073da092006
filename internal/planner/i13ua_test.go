package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13uaFixture: a garden video with looks on it: garden.mp4 0–10 and
// closeup.mp4 10–18 on the main track, seeds.jpg over the video 2–8 at
// scale 0.5, music.mp3 0–18, a warm tint over the close-up (10–18,
// strength 20), a brightness boost over the start (0–5, brightness 20)
// and black and white from 5 to 10 (intensity 100).
func i13uaFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "garden.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "closeup.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	addTestAsset(p, "seeds.jpg", timeline.AssetImage, 0, 800, 600, false)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 60, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "i13ua", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "garden.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "closeup.mp4", "startTime": 10, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "seeds.jpg", "startTime": 2, "trackType": "overlay", "duration": 6}},
		{"update_clip", map[string]any{"elementId": "seeds.jpg", "scale": 0.5}},
		{"add_media_to_timeline", map[string]any{"assetId": "music.mp3", "startTime": 0, "trackType": "audio", "duration": 18}},
		{"apply_effect", map[string]any{"effectType": "tint", "start": 10, "end": 18, "params": map[string]any{"color": "#ff8000", "strength": 20}}},
		{"apply_effect", map[string]any{"effectType": "brightness-contrast", "start": 0, "end": 5, "params": map[string]any{"brightness": 20, "contrast": 0}}},
		{"apply_effect", map[string]any{"effectType": "grayscale", "start": 5, "end": 10, "params": map[string]any{"intensity": 100}}},
	})
	return ed
}

var i13uaCases = map[string][]vcase{
	"a chat laugh next to a thing is no sticker": {
		// "there is no lol on the timeline"
		{"the closeup is upside down lol", rotationIs("closeup.mp4", 180)},
		{"lol the garden clip is upside down", rotationIs("garden.mp4", 180)},
		// guards: a laugh sticker said to add is still one; alone it is
		// not a thing to move
		{"add a lol sticker", countIs(timeline.ElementSticker, 1)},
		{"put lol on the closeup", nil},
	},
	"a see-through look said half way after a comma is 50% opacity": {
		// ", like 50%" was a clause of its own ("say which element")
		{"make the seeds photo see through, like 50%", opacityIs("seeds.jpg", 0.5)},
		{"the closeup should be see-through, like half transparent", opacityIs("closeup.mp4", 0.5)},
		{"poné la foto de las semillas transparente, tipo al 50%", opacityIs("seeds.jpg", 0.5)},
		{"la foto seeds transparente, como a la mitad", opacityIs("seeds.jpg", 0.5)},
		// guards: another bare value after see-through stays apart (it may
		// be the opacity or the transparency); one with its property is it
		{"make the seeds photo see-through, like 30%", nil},
		{"make the seeds photo see-through, like 30% opacity", opacityIs("seeds.jpg", 0.3)},
		{"bajá la música, tipo al 50%", volumeIs("music.mp3", 0.5)},
	},
	"a verb of staying with a look and no time is that look": {
		// "que quede" was a length ("say how long")
		{"la foto de las semillas que quede semitransparente", opacityIs("seeds.jpg", 0.5)},
		{"que la foto seeds quede transparente al 40%", opacityIs("seeds.jpg", 0.6)},
		{"que la foto de las semillas quede mas chica", scaleIs("seeds.jpg", 0.3)},
		// guards: with a time or a length it is when it ends
		{"que la foto de las semillas quede hasta el 12", timesIs("seeds.jpg", "2-12")},
		{"que la foto de las semillas quede 3 segundos", timesIs("seeds.jpg", "2-5")},
	},
	"a look's strength said by name is that effect's strength": {
		// "there is no 'la intensidad' on the timeline", or "strength" left out
		{"bajale la intensidad al tinte", effectIs("tint", 10, 18, "strength", 12)},
		{"lower the tint strength to 5", effectIs("tint", 10, 18, "strength", 5)},
		{"make the black and white half strength", effectIs("grayscale", 5, 10, "intensity", 50)},
		{"subile la fuerza al tinte", effectIs("tint", 10, 18, "strength", 30)},
		{"set the tint's intensity to 50", effectIs("tint", 10, 18, "strength", 50)},
		{"bajale un poco la intensidad al blanco y negro", effectIs("grayscale", 5, 10, "intensity", 60)},
		{"the grayscale on the garden clip at half intensity", effectIs("grayscale", 5, 10, "intensity", 50)},
		// guards: a strength with no way or number, of a look not there,
		// or of a clip the look does not cover stays refused; the music's
		// level stays its volume
		{"la intensidad del tinte", nil},
		{"lower the vignette strength to 10", nil},
		{"make the black and white on the closeup half strength", nil},
		{"lower the music to 40%", volumeIs("music.mp3", 0.4)},
	},
	"an effect lowered or raised to a number goes to that level": {
		// the number was read as a time ("from 10s until when?")
		{"el tinte bajalo a 10", effectIs("tint", 10, 18, "strength", 10)},
		{"tone the tint down to 8", effectIs("tint", 10, 18, "strength", 8)},
		{"the black and white, lower it to 40", effectIs("grayscale", 5, 10, "intensity", 40)},
		{"subí el tinte a 35", effectIs("tint", 10, 18, "strength", 35)},
		// guards: a move keeps the time; a time said with its unit is a
		// time; a clip is not an effect
		{"move the tint to 9", effectIs("tint", 9, 17, "", 0)},
		{"lower the tint at 12s", nil},
		{"raise the closeup to 12", volumeIs("closeup.mp4", 0.12)},
	},
	"a zoom said with a little or a size over 100% is the thing's size": {
		// refused: "no tool animates a zoom"
		{"zoom in on the close-up a little", scaleIs("closeup.mp4", 1.2)},
		{"zoom into the seeds photo a bit", scaleIs("seeds.jpg", 0.6)},
		{"zoom in on the closeup, like 150%", scaleIs("closeup.mp4", 1.5)},
		{"zoom on the garden clip 130% pls", scaleIs("garden.mp4", 1.3)},
		{"hacé un poquito de zoom al closeup", scaleIs("closeup.mp4", 1.2)},
		{"hace zoom al closeup que se vea mas grande", scaleIs("closeup.mp4", 1.5)},
		{"zoom out of the seeds photo a bit", scaleIs("seeds.jpg", 0.4)},
		// guards: a zoom with no amount, with a time, or a lot stays
		// refused (it may be a move in time); a percent under 100 is by
		// that much
		{"zoom in on the closeup", nil},
		{"hace zoom al closeup", nil},
		{"zoom in on the closeup a bit at 12s", nil},
		{"zoom in on the garden clip 20%", scaleIs("garden.mp4", 1.2)},
		{"zoom into the seeds photo, like 900%", nil},
	},
}

func TestI13uaTable(t *testing.T) {
	runFixtureTable(t, "i13ua table", i13uaFixture, i13uaCases)
}
