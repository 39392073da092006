package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestLead38TalkingRole: someone who talks, said by a role the project
// names nothing by, is a voice ("mientras habla la entrevistada" left out
// "habla": the role was once "fixed" to a name of the interview, which a
// naming vocabulary undid).
func TestLead38TalkingRole(t *testing.T) {
	ducked := both(soundAt("music.mp3", 10, 0.15), soundAt("music.mp3", 69, 0.15), soundAt("music.mp3", 75, 0.8))
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"a role that talks is the voice": {
			{"bajale la musica al 15% mientras habla la entrevistada", ducked},
			{"bajale la musica al 15% mientras la entrevistada habla", ducked},
			{"lower the music to 15% while the interviewee talks", ducked},
			{"lower the music to 15% while the host speaks", ducked},
		},
		"guards: more words of a name, or no talk, are not guessed": {
			{"bajale la musica al 15% mientras habla la periodista invitada", nil},
			{"bajale la musica al 15% mientras se ve la entrevistada", nil},
			{"bajale la musica al 15% mientras la entrevistada sonrie", nil},
		},
	})
}

// TestLead38HalfOfSomethingElse: "and a half" after a time is the time's
// half only where the half ends it ("mute the first 5 seconds and half of
// the music" muted 5.5 s; "for 2 seconds and half size" added 2.5 s).
func TestLead38HalfOfSomethingElse(t *testing.T) {
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"the time's half": {
			{"make the title last 2 seconds and a half", textIs("Welcome to the Workshop", 0, 2.5, "", "")},
			{"que el título dure 2 segundos y medio", textIs("Welcome to the Workshop", 0, 2.5, "", "")},
			{"el primer minuto y medio del video en blanco y negro", effectIs("grayscale", 0, 90, "", 0)},
		},
		"a half of something else is not the time's": {
			{"make the title last 3 seconds and half as big", nil},
			{"sacá los primeros 2 segundos y media canción", nil},
		},
	})
}
