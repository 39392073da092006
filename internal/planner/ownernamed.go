package planner

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A part of a person said with "her"/"his" after the person was named in
// the same request: "the music covers ester, drop it to 20% during her
// intro", "nico mumbles, add subtitles over his talk". The possessive
// stood for nothing: "during her intro" was left out and the volume was
// set over the whole song (silent), while "during ester's intro" is read
// (personclips.go). ownerNamed writes the one person named before in the
// possessive's place; with several people named before, or none, a part
// that only a person has (an intro, a talk, a goodbye) is asked about,
// never guessed.

// ownerPart: "her"/"his", then a part of a person.
var ownerPart = regexp.MustCompile(`(?i)\b(her|his)\s+(intro|introduction|opening|beginning|outro|closing|ending|goodbye|greeting|talk|speech|part|bit|segment|clip|shot|scene|lines)\b`)

// ownerOnlyParts are parts only a person has: with no one to own them,
// they are asked about.
var ownerOnlyParts = []string{"intro", "introduction", "outro", "closing", "goodbye", "greeting", "talk", "speech", "lines"}

// ownerNamed returns the prompt with each possessive part given its
// person, or a question when whose it is cannot be said.
func ownerNamed(prompt string, p *timeline.Project) (string, string) {
	if p == nil {
		return prompt, ""
	}
	loc := ownerPart.FindStringSubmatchIndex(prompt)
	if loc == nil || quotedAt(prompt, loc[0]) {
		return prompt, ""
	}
	var people []string
	for _, w := range strings.FieldsFunc(prompt[:loc[0]], func(c rune) bool { return !unicode.IsLetter(c) }) {
		w = fold(w)
		if len(w) < 3 || !isPlainWord(w) || describedGeneric[w] || seenPeople[w] || len(lookup(w)) > 0 || !personOf(p, w) {
			continue
		}
		if !slices.Contains(people, w) {
			people = append(people, w)
		}
	}
	part := strings.ToLower(prompt[loc[4]:loc[5]])
	switch {
	case len(people) == 1:
		return prompt[:loc[0]] + people[0] + "'s " + prompt[loc[4]:], ""
	case slices.Contains(ownerOnlyParts, part) && ownerPartTimed(prompt, loc[0]):
		said := prompt[loc[0]:loc[1]]
		if len(people) > 1 {
			return prompt, fmt.Sprintf("Whose %s is %q: %s? Say the name, e.g. \"during %s's %s\". (nothing was changed)",
				part, said, strings.Join(people, " or "), people[0], part)
		}
		return prompt, fmt.Sprintf("Whose %s is %q? Basic mode cannot tell who \"%s\" is; say the name or the times, e.g. \"from 0 to 8\". (nothing was changed)",
			part, said, strings.ToLower(prompt[loc[2]:loc[3]]))
	}
	return prompt, ""
}

// ownerPartTimed: the part is said as when ("during her intro", "over
// his talk", "while his goodbye plays"), the way an edit's time is.
func ownerPartTimed(prompt string, at int) bool {
	before := strings.Fields(strings.ToLower(prompt[:at]))
	return len(before) > 0 && slices.Contains([]string{"during", "over", "in", "for", "while", "through", "throughout", "at", "until", "till", "after", "before"}, before[len(before)-1])
}
