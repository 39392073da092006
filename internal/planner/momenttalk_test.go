package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// g2s47TalkCases run on the workshop project (interview.mp4 0–70,
// broll-city.mp4 70–82, broll-kitchen.mp4 82–92, logo.png 2–10, a heart
// 6–9, the music). nil: not planned (asked or refused).
var g2s47TalkCases = map[string][]vcase{
	"a trim's moment said by when the talk stops or starts (talkMoment)": {
		// were: "say how much to trim" (the remark a clause of its own)
		{"trim the end of the interview, she stops talking at 60", mediaIs("interview.mp4", main, 0, 60)},
		{"trim the interview, he finishes talking at 60", mediaIs("interview.mp4", main, 0, 60)},
		{"recortá el final de la entrevista, termina de hablar en el 60", mediaIs("interview.mp4", main, 0, 60)},
		{"recortá la entrevista, se despide en el 65", mediaIs("interview.mp4", main, 0, 65)},
		{"trim the interview, she starts talking at 3", mediaIs("interview.mp4", main, 3, 70)},
		{"recortá el principio de la entrevista, empieza a hablar en el 3", mediaIs("interview.mp4", main, 3, 70)},
		// guards: the edge said must be the remark's; a thing's own time
		// is no talk; two times are a range
		{"trim the start of the interview, she stops talking at 60", nil},
		{"trim the end of the interview, the music stops at 60", nil},
		{"trim the end of the interview, she stops talking at 60 and starts again at 62", nil},
	},
	"a trim's moment said by what is not needed after it (nothingHappens)": {
		// were: "say how much to trim"
		{"¿Podrías recortar el final de la entrevista? Desde el 60 en adelante no sirve", mediaIs("interview.mp4", main, 0, 60)},
		{"trim the end of the city clip. from 80 on it's useless", mediaIs("broll-city.mp4", main, 70, 80)},
		{"recortá el final del clip de la ciudad, desde el 80 no hace falta", mediaIs("broll-city.mp4", main, 70, 80)},
		// guard: a moment outside the thing is still asked
		{"¿Podrías recortar el final del clip de la ciudad? Desde el 90 en adelante no sirve", nil},
	},
}

func TestG2S47Talk(t *testing.T) {
	runFixtureTable(t, "g2s47talk", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, g2s47TalkCases)
}
