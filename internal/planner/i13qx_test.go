package planner

import (
	"testing"
)

// qxCases: development sets 9-11, video (issue 13). A nil check wants a
// question or a refusal.
var qxCases = map[string][]vcase{
	// a sound too loud or too quiet during a part, then the level wanted:
	// the level is the whole sound's, the part is where it was heard (the
	// music was lowered under the interview only)
	"level heard during a part": {
		{"the music's far too loud while the interview plays, bring it down to 25%", both(timesIs("music.mp3", "0-92"), volumeIs("music.mp3", 0.25))},
		{"la música se escucha muy fuerte en la entrevista, bajala al 25 por ciento", both(timesIs("music.mp3", "0-92"), volumeIs("music.mp3", 0.25))},
		{"music is too quiet at the start, put it at 100%", both(timesIs("music.mp3", "0-92"), volumeIs("music.mp3", 1))},
		// guards: a span said with the edit is the edit's; a complaint
		// alone lowers where it was heard
		{"bring the music down to 25% during the interview", both(timesIs("music.mp3", "0-70 70-92"), volumesAre("music.mp3", 0.25, 0.8))},
		{"the music is way too loud during the interview", musicLowerOnly(0, 70, 0.8)},
	},
}

func TestI13qxVideo(t *testing.T) {
	runFixtureTable(t, "i13qx video", workshop, qxCases)
}
