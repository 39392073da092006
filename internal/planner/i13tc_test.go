package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// tcCases (issue 13, development sets 15-17): what is seen, heard or
// going on in the footage, said beside the edit as its reason, is not a
// second edit; and the sound "of the video of" someone is that clip's.
// A nil check wants a question or a refusal.
var tcCases = map[string][]vcase{
	// after a removal of a time: what anyone sees or hears there ("borroso"
	// was read as a blur, "escucha" and the thing named refused it)
	"seen in the part removed": {
		{"cortá del 20 al 25 que se ve todo borroso", durIs(87)},
		{"sacá del 20 al 25 que se ve la mano del chef tapando la cámara", durIs(87)},
		{"cut 20 to 25, you can see the mic stand there", durIs(87)},
		{"remove 20 to 25 where you can hear a phone ringing", nil},
		// guard: a tail that asks for something stays an edit to plan or refuse
		{"cortá del 20 al 25 que se vea el logo 3 segundos", nil},
	},
	// someone in the footage doing something ("he's", "está" and a
	// gerund): why, not an edit ("hes" refused it, "the frame" was looked up)
	"someone doing something": {
		{"cut the first 2 seconds, he's just sniffing the floor", durIs(90)},
		{"flip the city clip horizontally, she's looking out of the frame", flippedH("broll-city.mp4")},
		{"espejá el clip de la ciudad, está mirando para afuera", flippedH("broll-city.mp4")},
		{"cut the first 2 seconds of the interview, the camera is still focusing", wgMainEnds(90)},
		// guard: a value after the gerund may be an edit, and stays
		{"flip the city clip, he's moving it to 10", nil},
	},
	// what is heard doing what, and where, after a mute ("atrás" was read
	// as a move)
	"heard in the background": {
		{"mute the kitchen clip, you can hear a dog barking", mutedIs("broll-kitchen.mp4", true)},
		{"silenciá el clip de la cocina, se escucha gente hablando atrás", mutedIs("broll-kitchen.mp4", true)},
	},
	// "right where" sharpens the time, as "right when" does ("right" was
	// left out and the split refused); "to the right where" stays a side
	"right where something happens": {
		{"split the interview right where the logo starts", mainIs("interview:0-2 interview:2-70 broll-city:70-82 broll-kitchen:82-92")},
		{"make a cut in the interview just where the logo ends", mainIs("interview:0-10 interview:10-70 broll-city:70-82 broll-kitchen:82-92")},
		{"dividí la entrevista justo donde termina el logo", mainIs("interview:0-10 interview:10-70 broll-city:70-82 broll-kitchen:82-92")},
	},
	// "el audio del video de X": X's clip, not the whole video's sound
	"sound of the video of someone": {
		{"silenciá el audio del video de la cocina", both(mutedIs("broll-kitchen.mp4", true), mutedIs("interview.mp4", false), mutedIs("music.mp3", false))},
		{"mute the sound of the video of the kitchen", both(mutedIs("broll-kitchen.mp4", true), mutedIs("interview.mp4", false))},
	},
}

func TestI13tcTable(t *testing.T) {
	runFixtureTable(t, "i13tc workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, tcCases)
}
