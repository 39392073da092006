package planner

import (
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
		{"al tercer clip sacale los ultimos 2,5 segundos", both(mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-89.5"), mediaIs("music.mp3", timeline.TrackAudio, 0, 92))},
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
	},
}

func TestI13WGTable(t *testing.T) {
	runFixtureTable(t, "i13wg", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13wgCases)
}
