package planner

import (
	"regexp"
	"strings"
)

// otherOccasion: a clause that names a thing by another time or another
// project ("ponele la canción que usamos la otra vez", "add the song we
// used last time", "la música del video anterior", "the same track as in
// last week's reel") points outside this project, which basic mode cannot
// see: it asks which file is meant. The song was read as the music on the
// timeline and added again over it, silently.
//
// "otra vez" alone is "again", "the last time she waves" a moment of this
// video, and "the previous video", "el video anterior" may be a clip of
// it: only the phrases below name another occasion.
func otherOccasion(f *frame) *question {
	var ws []string
	for _, t := range f.c.toks {
		if t.kind == tWord {
			ws = append(ws, t.text)
		}
	}
	said := strings.ReplaceAll(" "+strings.Join(ws, " ")+" ", " the last time ", " ")
	m := otherOccasionPhrase.FindStringSubmatch(said)
	if m == nil {
		return nil
	}
	return &question{"Basic mode only sees this project, not \"" + strings.TrimSpace(m[1]) +
		"\": which file do you mean? Say it by name (e.g. \"add song.mp3 at 0:05\") or import it first."}
}

// otherOccasionPhrase: a past time or another video, in English and
// Spanish, folded (no accents).
var otherOccasionPhrase = regexp.MustCompile(` (last time|the other time|the other day|last (?:week|month|year)(?:'s| s)?|(?:the|my|our) (?:previous|last|other) (?:reel|project|episode|vlog)|la otra vez|la vez pasada|el otro dia|la semana pasada|el mes pasado|el ano pasado|(?:el|la|del) (?:reel|proyecto|episodio) (?:anterior|pasado|pasada)|(?:el|del) (?:ultimo|otro) (?:reel|proyecto|episodio)) `)
