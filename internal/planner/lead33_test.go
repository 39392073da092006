package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestTextSaidWrongThenRight: after "has a typo", "tiene un error", "is
// misspelled", the words after the remedy's verb ("it should be", "tiene que
// decir", "es") are the new text (", it should be Ana Perez" was pasted
// into the label: silent).
func TestTextSaidWrongThenRight(t *testing.T) {
	runFixtureTable(t, "text said wrong", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"corrected": {
			{"the head baker label has a typo, it should be Ana Perez", textIs("Ana Perez", 5, 9, "bottom", "label")},
			{"the baker label is misspelled, it should say Ana Peres", textIs("Ana Peres", 5, 9, "bottom", "label")},
			{"el cartel de ana tiene un error, tiene que decir Ana Perez", textIs("Ana Perez", 5, 9, "bottom", "label")},
			{"la etiqueta de ana tiene una errata, deberia decir Ana Peres", textIs("Ana Peres", 5, 9, "bottom", "label")},
			{"el texto de gracias tiene una errata, es Gracias por ver", textIs("Gracias por ver", 87, 92, "center", "")},
			{"the thanks text has a typo: Thanks for wathcing", textIs("Thanks for wathcing", 87, 92, "center", "")},
			{"the thanks text has a typo, it should be \"Thanks for watching!!\"", textIs("Thanks for watching!!", 87, 92, "center", "")},
		},
		"guards": {
			{"the thanks text should say see you soon", textIs("see you soon", 87, 92, "center", "")},
			{"the thanks text has a typo", nil},
		},
	})
}

// TestOneSoundAgainstAnother: "X louder than Y", "que X se escuche más
// fuerte que Y": the one meant to be quieter gives way and the other stays
// ("que la entrevista se escuche más fuerte que la música" raised the music
// to 100%, "la música más baja que la voz" lowered the interview too: both
// silent; the English forms were refused). Said as a state ("the music is
// louder than the interview") it is a complaint about the louder one.
func TestOneSoundAgainstAnother(t *testing.T) {
	musicDown := both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))
	runFixtureTable(t, "louder than", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"wish": {
			{"make the interview louder than the music", musicDown},
			{"que la entrevista se escuche mas fuerte que la musica", musicDown},
			{"que se escuche mas la entrevista que la musica", musicDown},
			{"the music should be quieter than the interview", musicDown},
			{"la musica mas baja que la voz", musicDown},
			{"make the interview a bit louder than the music", both(volumeIs("music.mp3", 0.6), volumeIs("interview.mp4", 1))},
			{"i want the music louder than the interview", both(volumeIs("music.mp3", 0.8), volumeIs("interview.mp4", 0.5))},
		},
		"state": {
			{"the music is louder than the interview", musicDown},
			{"la musica suena mas fuerte que la voz", musicDown},
			{"the interview is quieter than the music", musicDown},
		},
		"guards": {
			{"make the music louder", volumeIs("music.mp3", 1)},
			{"bajá la música", volumeIs("music.mp3", 0.4)},
			{"make the logo bigger than the title", nil},
		},
	})
}
