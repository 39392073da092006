package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13wgCases run on the workshop project (interview 0-70, city b-roll
// 70-82, kitchen b-roll 82-92 on the main track, music 0-92 under all).
var i13wgCases = map[string][]vcase{
	"a part of one clip is cut from that clip; the sound under it plays on whole": {
		{"cut the first 3 seconds of the city b-roll", both(mainIs("interview:0-70 broll-city:70-79 broll-kitchen:79-89"), mediaIs("music.mp3", timeline.TrackAudio, 0, 92))},
		{"cut the frist 3 secs of the city broll", both(mainIs("interview:0-70 broll-city:70-79 broll-kitchen:79-89"), mediaIs("music.mp3", timeline.TrackAudio, 0, 92))},
		{"trim the last 2 seconds of the city b-roll", both(mainIs("interview:0-70 broll-city:70-80 broll-kitchen:80-90"), mediaIs("music.mp3", timeline.TrackAudio, 0, 92))},
		{"sacale los primeros 4 segundos al b-roll de la ciudad", both(mainIs("interview:0-70 broll-city:70-78 broll-kitchen:78-88"), mediaIs("music.mp3", timeline.TrackAudio, 0, 92))},
		// the last clip's end is the video's end: cut from every track
		// (v9-089: the music ran on past the pictures, over black)
		{"al tercer clip sacale los ultimos 2,5 segundos", both(mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-89.5"), mediaIs("music.mp3", timeline.TrackAudio, 0, 89.5))},
		// the thank-you text after it moves back with its clip
		{"cut the first 2 seconds of the kitchen b-roll", both(mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-90"), mediaIs("music.mp3", timeline.TrackAudio, 0, 92), textIs("Thanks for watching!", 85, 90, "", ""))},
		// split one clip, then delete one of its parts
		{"split the interview at 30 and delete the first part", both(mainIs("interview:0-40 broll-city:40-52 broll-kitchen:52-62"), mediaIs("music.mp3", timeline.TrackAudio, 0, 92))},
		{"corta la entrevista en el 30 y borra la primera parte", both(mainIs("interview:0-40 broll-city:40-52 broll-kitchen:52-62"), mediaIs("music.mp3", timeline.TrackAudio, 0, 92))},
		{"split the city b-roll at 76 and delete the second part", both(mainIs("interview:0-70 broll-city:70-76 broll-kitchen:76-86"), mediaIs("music.mp3", timeline.TrackAudio, 0, 92))},
	},
	"guards: a stretch of the video is cut from every track": {
		{"cut the first 3 seconds", both(mainIs("interview:0-67 broll-city:67-79 broll-kitchen:79-89"), mediaIs("music.mp3", timeline.TrackAudio, 0, 89))},
		{"remove 30 to 35", both(mainIs("interview:0-30 interview:30-65 broll-city:65-77 broll-kitchen:77-87"), durIs(87))},
		{"sacá del 30 al 35", durIs(87)},
		{"split at 30 and delete the first part", both(mainIs("interview:0-40 broll-city:40-52 broll-kitchen:52-62"), durIs(62))},
		// a part of the music is of the music only
		{"remove the last 5 seconds of the music", both(mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92"), mediaIs("music.mp3", timeline.TrackAudio, 0, 87))},
		// leaving the gap is not closing it
		{"cut the first 3 seconds of the city b-roll and leave the gap", mainIs("interview:0-70 broll-city:73-82 broll-kitchen:82-92")},
		// the video named in a remark before is the video, not its last clip
		{"the video is too long: cut the last 2 seconds", both(durIs(90), mediaIs("music.mp3", timeline.TrackAudio, 0, 90))},
	},
	"quoted words of a text renamed are that part only": {
		{"rename 'Head Baker' to 'Pastry Chef' in the label", textIs("Ana Pérez · Pastry Chef", 5, 9, "bottom", "")},
		{"rename 'head baker' to 'Jefa de Panaderia' in ana's label", textIs("Ana Pérez · Jefa de Panaderia", 5, 9, "bottom", "")},
		// guards: a whole text quoted is all of it; one quote is the new text
		{"rename 'Welcome to the Workshop' to 'Hi there'", textIs("Hi there", 0, 4, "", "")},
		{"change 'Head Baker' to 'Pastry Chef' in the label", textIs("Ana Pérez · Pastry Chef", 5, 9, "bottom", "")},
	},
	"mute some and set another to a level, in one clause": {
		{"mute the b-rolls and the music at 30%", both(wgSilent("broll-city.mp4"), wgSilent("broll-kitchen.mp4"), volumeIs("music.mp3", 0.3))},
		{"silencia los b-rolls y la musica al 95", both(wgSilent("broll-city.mp4"), wgSilent("broll-kitchen.mp4"), volumeIs("music.mp3", 0.95))},
		{"mutea la entrevista y la música al 40%", both(wgSilent("interview.mp4"), volumeIs("music.mp3", 0.4))},
		// guards: a bare number that may be a moment is asked; no number mutes all
		{"mute the interview and the music at 20", nil},
		{"mute the interview and the music", both(wgSilent("interview.mp4"), wgSilent("music.mp3"))},
	},
	"a copy at the end and at a time said: the time, shortened to fit": {
		{"duplicate the welcome title at the end, at 90", wgTextAt("Welcome to the Workshop", 90, 92)},
		{"copiá el titulo de bienvenida al final, en el 89", wgTextAt("Welcome to the Workshop", 89, 92)},
		{"copy the welcome title to the end at 1:27", wgTextAt("Welcome to the Workshop", 87, 91)},
		// guard: the end alone ends with the video
		{"duplicate the welcome title at the end", wgTextAt("Welcome to the Workshop", 88, 92)},
	},
}

// wgSilent: every element of the asset is muted, or at volume 0.
func wgSilent(asset string) check {
	return func(p *timeline.Project) string {
		for _, t := range p.Tracks {
			for _, e := range t.Elements {
				if e.Name == asset && !(t.Muted || e.Audio != nil && (e.Audio.Muted || e.Audio.Volume == 0)) {
					return asset + " still sounds"
				}
			}
		}
		return ""
	}
}

// wgTextAt: some text says content from start to end.
func wgTextAt(content string, start, end float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		}) {
			if near(e.Start.Seconds(), start) && near(e.End().Seconds(), end) {
				return ""
			}
		}
		return fmt.Sprintf("no text %q at %v-%v", content, start, end)
	}
}

// wgMainEnds: the main track (the picture) ends at end. A part of one
// clip cut (i13wg) shortens the picture and leaves the sounds under it
// whole, so the project's end (durIs) may stay where the music ends.
func wgMainEnds(end float64) check {
	return func(p *timeline.Project) string {
		if got := p.MainTrack().End().Seconds(); !near(got, end) {
			return fmt.Sprintf("picture ends at %v, want %v", got, end)
		}
		return ""
	}
}

func TestI13WGTable(t *testing.T) {
	runFixtureTable(t, "i13wg", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13wgCases)
}

// the contrast said with "punch up" is the contrast (it was vibrance)
var i13wgPhotoRows = []photoRow{
	{prompt: "punch up the contrast", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
	{prompt: "punch up the contrast a bit", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
	// guards: punch alone, or of the colours, is vibrance
	{prompt: "punch up the colors", ops: "adjustments.vibrance"},
	{prompt: "give it more punch", ops: "adjustments.vibrance"},
}

func TestI13WGPhotoRows(t *testing.T) { runPhotoRows(t, i13wgPhotoRows) }
