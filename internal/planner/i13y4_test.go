package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13y4Cases run on the workshop project (interview.mp4 0–70 where ana
// talks, music.mp3 0–92 at 0.8, the title 0–4, ana's label 5–9, the city
// clip 70–82, the kitchen clip 82–92).
var i13y4Cases = map[string][]vcase{
	// A part that only says a time after a change of a sound is the same
	// change of the same sound then: every sound playing then was changed
	// (the interview was muted with the music: silent).
	"a time said alone after a change of a sound changes that sound": {
		{"mute the music from 30 to 50 and while ana talks", both(soundAt("music.mp3", 10, 0), soundAt("music.mp3", 40, 0),
			soundAt("music.mp3", 80, 0.8), volumeIs("interview.mp4", 1))},
		{"mute the music from 10 to 20 and from 30 to 40", both(soundAt("music.mp3", 15, 0), soundAt("music.mp3", 35, 0),
			soundAt("music.mp3", 25, 0.8), volumeIs("interview.mp4", 1))},
		{"silenciá la música del 10 al 20 y mientras habla ana", both(soundAt("music.mp3", 15, 0), soundAt("music.mp3", 50, 0),
			soundAt("music.mp3", 75, 0.8), volumeIs("interview.mp4", 1))},
		{"lower the music to 20% from 30 to 50 and while ana talks", both(soundAt("music.mp3", 40, 0.2), soundAt("music.mp3", 5, 0.2),
			soundAt("music.mp3", 80, 0.8), volumeIs("interview.mp4", 1))},
		{"bajá la musica al 20% del 10 al 20 y durante el clip de la ciudad", both(soundAt("music.mp3", 15, 0.2), soundAt("music.mp3", 75, 0.2),
			soundAt("music.mp3", 30, 0.8), volumeIs("broll-city.mp4", 1), volumeIs("interview.mp4", 1))},
		{"turn the music down to 30% during the city clip and during the kitchen clip", both(soundAt("music.mp3", 75, 0.3),
			soundAt("music.mp3", 85, 0.3), soundAt("music.mp3", 30, 0.8), volumeIs("broll-city.mp4", 1), volumeIs("broll-kitchen.mp4", 1))},
		{"mutea la entrevista del 10 al 20 y tambien del 30 al 40", both(soundAt("interview.mp4", 15, 0), soundAt("interview.mp4", 35, 0),
			soundAt("interview.mp4", 25, 1), volumeIs("music.mp3", 0.8))},
		{"mute the music during the title and during the labl", both(soundAt("music.mp3", 2, 0), soundAt("music.mp3", 6, 0),
			soundAt("music.mp3", 4.5, 0.8), volumeIs("interview.mp4", 1))},
		// guards: a part with a thing of its own keeps it
		{"mute the music from 10 to 20 and the interview from 30 to 40", both(soundAt("music.mp3", 15, 0), soundAt("music.mp3", 35, 0.8),
			soundAt("interview.mp4", 35, 0), soundAt("interview.mp4", 15, 1))},
		{"mute the music from 10 to 20 and the interview too", both(soundAt("music.mp3", 15, 0), soundAt("interview.mp4", 15, 0),
			soundAt("interview.mp4", 30, 1))},
	},
	// A sound said to cover someone or another sound covers it to the
	// ear, as "drowns out" does: the sound is made quieter (it was asked
	// what should change, as one thing over another on screen).
	"a sound that covers another is made quieter": {
		{"la musica tapa a ana", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"la música pisa la entrevista, no se entiende nada", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"the music covers ana", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"the msuic covers the interview", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"el sonido del clip de la ciudad tapa la voz de ana", both(volumeIs("broll-city.mp4", 0.5), volumeIs("music.mp3", 0.8), volumeIs("interview.mp4", 1))},
		{"la musica tapa a ana, bajala al 20%", both(volumeIs("music.mp3", 0.2), volumeIs("interview.mp4", 1))},
		{"la musica te tapa la voz, ponela al 30%", both(volumeIs("music.mp3", 0.3), volumeIs("interview.mp4", 1))},
		// guards: a picture that covers another stays asked; a sound
		// cannot cover a picture
		{"the logo covers the title", nil},
		{"el logo tapa la musica", nil},
		{"la música tapa el logo", nil},
	},
	// A verb of taking somewhere with a level and no place, said of a
	// sound that is only heard, sets its volume (it asked where to move it).
	"take a sound to a level": {
		{"take the music to 30%", volumeIs("music.mp3", 0.3)},
		{"bring the music to 25 percent", volumeIs("music.mp3", 0.25)},
		{"llevá la música al 30%", volumeIs("music.mp3", 0.3)},
		{"lleva la musica al 20 por ciento", volumeIs("music.mp3", 0.2)},
		{"lleve la música al 40%, por favor", volumeIs("music.mp3", 0.4)},
		{"the music is way too loud, take it to 30%", volumeIs("music.mp3", 0.3)},
		{"the music is too loud, can you bring it to 20%?", volumeIs("music.mp3", 0.2)},
		// guards: a picture, or a time, keeps the move
		{"take the logo to 30%", nil},
		{"move the music to 30 seconds", mediaIs("music.mp3", timeline.TrackAudio, 30, 92)},
	},
	// A sound said by "of" before a comma, taken up after it by "it", is
	// that sound ("the sound of the city clip, put it at 40%"; the first
	// part was refused as having no verb), as "del" was in Spanish.
	"the sound of a clip said before the comma": {
		{"the sound of the city clip, put it at 40%", both(volumeIs("broll-city.mp4", 0.4), volumeIs("music.mp3", 0.8))},
		{"the audio of the interview, lower it to 50%", both(volumeIs("interview.mp4", 0.5), volumeIs("music.mp3", 0.8))},
		{"the sound of the kitchen clip, mute it", both(mutedIs("broll-kitchen.mp4", true), mutedIs("broll-city.mp4", false))},
		{"teh sound of the kitchen clip, turn it down to 20%", volumeIs("broll-kitchen.mp4", 0.2)},
		{"el sonido del clip de la ciudad, ponelo al 40%", volumeIs("broll-city.mp4", 0.4)},
		// guards: "of" in a thing said before the comma of a look
		{"the title of the video, make it yellow", textColorIs("Welcome to the Workshop", "#ffe600")},
	},
	// A voice said to get lost is not heard, as "no se escucha": at 100%
	// the music under it is lowered while it plays (refused: no verb).
	"a voice that gets lost": {
		{"la voz de ana se pierde, subila", both(soundAt("music.mp3", 30, 0.4), soundAt("music.mp3", 80, 0.8), volumeIs("interview.mp4", 1))},
		{"se pierde la voz de ana", both(soundAt("music.mp3", 30, 0.4), soundAt("music.mp3", 80, 0.8), volumeIs("interview.mp4", 1))},
		{"ana's voice gets lost, turn it up", both(soundAt("music.mp3", 30, 0.4), volumeIs("interview.mp4", 1))},
		{"la entrevista se pierde con la musica", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"la voz de ana se pierde un poco", both(soundAt("music.mp3", 30, 0.4), volumeIs("interview.mp4", 1))},
		// guards: a picture that gets lost asks for no sound
		{"el logo se pierde", nil},
		{"the logo gets lost in the background", nil},
	},
	// Someone not heard "with" a sound, or over one said to be so loud:
	// that sound is lowered, who is not heard is left ("I can't hear ana
	// with the music so loud" raised the music to 100%: silent; "con la
	// música tan alta" was refused for "alta").
	"not heard with a sound so loud": {
		{"I can't hear ana with the music so loud", both(volumeBelow("music.mp3", 0.8), volumeIs("interview.mp4", 1))},
		{"i cant hear the interview with the music", both(volumeBelow("music.mp3", 0.8), volumeIs("interview.mp4", 1))},
		{"no se escucha a ana con la musica tan alta", both(volumeBelow("music.mp3", 0.8), volumeIs("interview.mp4", 1))},
		{"no se oye la entrevista con la música tan fuerte", both(volumeBelow("music.mp3", 0.8), volumeIs("interview.mp4", 1))},
		{"casi no se escucha a ana con la musica muy alta", both(volumeBelow("music.mp3", 0.8), volumeIs("interview.mp4", 1))},
		// guards: a time with it stays refused (which stretch is not sure);
		// a picture said so high asks for no sound
		{"casi no se escucha a ana con la musica tan alta durante el titulo", nil},
		{"el logo tan alto no me gusta", nil},
	},
}

func TestI13y4Table(t *testing.T) {
	runFixtureTable(t, "i13y4", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13y4Cases)
}
