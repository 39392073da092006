package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// saturatedFixture is the small edit with a saturation effect over the
// beach clip.
func saturatedFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	playCalls(t, "saturated", ed, []testCall{
		{"apply_effect", map[string]any{"effectType": "saturation", "start": 10, "end": 18, "params": map[string]any{"amount": 30}}},
	})
	return ed
}

// TestColourNamingAnEffect: "the color effect" names an effect to remove,
// never a colour to take away (coloreffectnoun.go); "take the colour off"
// still makes black and white.
func TestColourNamingAnEffect(t *testing.T) {
	gone := both(countIs(timeline.ElementEffect, 0))
	runFixtureTable(t, "colour effect", saturatedFixture, map[string][]vcase{
		"the colour is the effect's name": {
			{"get rid of the color effect on the beach part", gone},
			{"remove the colour filter", gone},
			{"quitale el efecto de color a la playa", gone},
			{"sacá el filtro de color", gone},
		},
		"the colour taken away": {
			{"take the color off the intro", both(countIs(timeline.ElementEffect, 2))},
		},
	})
}

// TestNewVoiceIsNotAText: a voice to record is refused (newvoice.go), never
// written as a caption; a text that says "voice" is still a text.
func TestNewVoiceIsNotAText(t *testing.T) {
	runFixtureTable(t, "new voice", func(t *testing.T) *videotools.Editor { return fixture(t) }, map[string][]vcase{
		"a voice to record": {
			{"add a voiceover of the owner reading the opening hours", nil},
			{"pone una voz en off que diga los horarios", nil},
			{"agregale una locucion al final", nil},
		},
		"a text that says it": {
			{"add a title 'voice of the people' at the top", both(textIs("voice of the people", 0, 5, "top", "plain"))},
		},
	})
}

// TestTimedNumberIsNoTextNumber: a number said as a length ("3 sec") is
// not the same number written in a text ("3 años"), so a correction of it
// asks rather than rewriting the text (numfix.go).
func TestTimedNumberIsNoTextNumber(t *testing.T) {
	years := func(t *testing.T) *videotools.Editor {
		ed := fixture(t)
		playCalls(t, "years", ed, []testCall{
			{"add_text", map[string]any{"text": "Oak, dried 3 years", "start": 5, "end": 9, "position": "bottom", "style": "label"}},
		})
		return ed
	}
	runFixtureTable(t, "timed number", years, map[string][]vcase{
		"a length corrected": {
			{"make the oak title 3 sec... no wait, make it 5", nil},
		},
		"the text's number corrected": {
			{"the oak is not 3 years, it's 5 years", both(textIs("Oak, dried 5 years", 5, 9, "bottom", "label"))},
		},
	})
}

// TestKeptBesideAClipIsNeverTheVideoCut: a sticker "kept there" beside a
// clip is asked about; the video was cut down to the clip (vintent.go).
func TestKeptBesideAClipIsNeverTheVideoCut(t *testing.T) {
	pinned := func(t *testing.T) *videotools.Editor {
		ed := fixture(t)
		playCalls(t, "pinned", ed, []testCall{
			{"add_sticker", map[string]any{"stickerId": "heart", "position": "top-left", "start": 0, "end": 4}},
		})
		return ed
	}
	runFixtureTable(t, "kept beside a clip", pinned, map[string][]vcase{
		"asked, nothing cut": {
			{"the heart, move it to the top right and keep it there the whole beach clip", nil},
		},
		"the video cut to a clip, as asked": {
			{"keep only the beach clip", both(durIs(8))},
		},
	})
}

// TestPluralNameOfSeveralKinds: a plural name that a photo, its caption
// and a sound share is asked about (resolve.go); a kind said keeps them.
func TestPluralNameOfSeveralKinds(t *testing.T) {
	gulls := func(t *testing.T) *videotools.Editor {
		ed := fixture(t)
		ed.Project.Assets = append(ed.Project.Assets,
			timeline.Asset{ID: ed.Project.NewID("a"), Name: "gulls.wav", Type: timeline.AssetAudio, Path: "/media/gulls.wav", Duration: timeline.FromSeconds(3), HasAudio: true},
			timeline.Asset{ID: ed.Project.NewID("a"), Name: "gull-boat.jpg", Type: timeline.AssetImage, Path: "/media/gull-boat.jpg", Width: 320, Height: 180, HasVideo: true})
		playCalls(t, "gulls", ed, []testCall{
			{"add_media_to_timeline", map[string]any{"assetId": "gulls.wav", "startTime": 12, "trackType": "audio", "duration": 3}},
			{"add_media_to_timeline", map[string]any{"assetId": "gull-boat.jpg", "startTime": 4, "trackType": "overlay", "duration": 4}},
			{"add_text", map[string]any{"text": "The Gull, our first boat", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
		})
		return ed
	}
	runFixtureTable(t, "plural of kinds", gulls, map[string][]vcase{
		"asked": {
			{"delete the gulls", nil},
			{"borra las gulls", nil},
		},
		"one thing named": {
			{"delete the gulls sound", both(goneIs("gulls.wav"), textIs("The Gull, our first boat", 4, 8, "bottom", "label"))},
		},
	})
}

// TestQuoteBesideATextNoun: "the 'X' text" names the text that starts
// with X, which is deleted; "'X' from the text" takes the words out
// (textwords.go, ownwords.go).
func TestQuoteBesideATextNoun(t *testing.T) {
	since := func(t *testing.T) *videotools.Editor {
		ed := fixture(t)
		playCalls(t, "since", ed, []testCall{
			{"add_text", map[string]any{"text": "Since 1987 on air", "start": 5, "end": 9, "position": "bottom", "style": "label"}},
		})
		return ed
	}
	runFixtureTable(t, "quote beside a text noun", since, map[string][]vcase{
		"the text deleted": {
			{"delete the 'since 1987' text", textGone("Since 1987 on air")},
			{"borra el texto 'since 1987'", textGone("Since 1987 on air")},
		},
		"the words taken out": {
			{"delete 'since 1987' from the text", textIs("on air", 5, 9, "bottom", "label")},
		},
	})
}

// TestWordsAndLevelsMovingNeverReads: a quote beside a reordering, or a
// level beside a move in time, is left out and named, never dropped
// (accounts.go).
func TestWordsAndLevelsMovingNeverReads(t *testing.T) {
	runFixtureTable(t, "moving never reads", func(t *testing.T) *videotools.Editor { return fixture(t) }, map[string][]vcase{
		"refused": {
			{"make the intro say 'thanks ana' at the end", nil},
			{"bring the music up to full volume for the first 4 seconds with the title", nil},
		},
		"a move as before": {
			{"move the music to 4s", mediaIsAt("music.mp3", 4)},
		},
	})
}

// TestTheCallIsNoTextMarker: "la llamada" is the call, not "called"
// (participlenoun.go): the words after it are never a new text.
func TestTheCallIsNoTextMarker(t *testing.T) {
	call := func(t *testing.T) *videotools.Editor {
		ed := fixture(t)
		ed.Project.Assets = append(ed.Project.Assets, timeline.Asset{ID: ed.Project.NewID("a"), Name: "llamada-oyente.mp4", Type: timeline.AssetVideo,
			Path: "/media/llamada-oyente.mp4", Duration: timeline.FromSeconds(6), Width: 320, Height: 180, HasAudio: true, HasVideo: true})
		playCalls(t, "call", ed, []testCall{
			{"add_media_to_timeline", map[string]any{"assetId": "llamada-oyente.mp4", "startTime": 18, "trackType": "main"}},
		})
		return ed
	}
	runFixtureTable(t, "the call", call, map[string][]vcase{
		"the clip": {
			{"la llamada bajala al 70%", both(volumeIs("llamada-oyente.mp4", 0.7), countIs(timeline.ElementText, 1))},
		},
		"a text called": {
			{"pone un cartel llamado Ofertas arriba", both(countIs(timeline.ElementText, 2))},
		},
	})
}

// TestWholeVideoOverAPartEffect: "the whole video more saturated" with a
// saturation over one clip asks (vadd.go): strengthening that one left the
// rest as it was.
func TestWholeVideoOverAPartEffect(t *testing.T) {
	runFixtureTable(t, "whole video over a part effect", saturatedFixture, map[string][]vcase{
		"asked": {
			{"make the whole video a little more saturated", nil},
			{"more saturation on the whole video", nil},
		},
		"the one there, stronger": {
			{"make the beach more saturated", both(countIs(timeline.ElementEffect, 1), effectIs("saturation", 10, 18, "amount", 45))},
		},
	})
}

// TestPlacesTradedOrAFileAgain: "cambiá de lugar A con B" swaps them
// (words_verbs.go); "cambiá A por B" with B on the main track already asks
// (vadd.go): a second copy of B took A's place.
func TestPlacesTradedOrAFileAgain(t *testing.T) {
	runFixtureTable(t, "places traded", func(t *testing.T) *videotools.Editor { return fixture(t) }, map[string][]vcase{
		"swapped": {
			{"cambia de lugar el intro con la playa", mainIs("beach:0-8 intro:8-18")},
		},
		"asked": {
			{"cambia el intro por la playa", nil},
		},
	})
}
