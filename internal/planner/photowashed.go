package planner

import "slices"

// "darken the sky a bit, its too washed out": a pale look ("washed out",
// "faded", "deslavado") is too much light as well as too little colour, so
// a darkening of the part the clause before named answers it, as more
// contrast or colour would. The complaint was read as its colourless kind
// only (contrast and saturation up), which the darkening did not cover, and
// was done again as an edit of the whole photo (the ground changed too).
// Said of another part ("the ground looks washed out") it is still an edit
// of that part.

// paleLookWords are the complaints of a pale look; blownLightWords those of too
// much light only.
var (
	paleLookWords   = kindWordsRe(`washed out|washed|faded|pale|palid[oa]s?|desvaid[oa]s?|deslavad[oa]s?|lavad[oa]s?|descolorid[oa]s?`)
	blownLightWords = kindWordsRe(`blown out|overexposed|too bright|too light|sobreexpuest[oa]s?|quemad[oa]s?|muy clar[oa]s?|demasiado clar[oa]s?`)
)

// paleAnswered: the complaint said is of a pale look (or of too much
// light), the remedy before it lowers the light (or, for a pale look,
// raises contrast or colour), and the complaint's own ops select nothing
// else than the remedy did.
func paleAnswered(said string, complaint, remedy []Step) bool {
	if len(remedy) == 0 || !(wholeImage(complaint) || sameSelection(complaint, remedy)) {
		return false
	}
	s := " " + complaintNonLetters.ReplaceAllString(fold(said), " ") + " "
	answers := []string{"brightness-", "exposure-", "highlights-"}
	switch {
	case paleLookWords.MatchString(s):
		answers = append(answers, "contrast+", "saturation+")
	case !blownLightWords.MatchString(s):
		return false
	}
	got := signedSettings(remedy[len(remedy)-1])
	return slices.ContainsFunc(answers, func(a string) bool { return slices.Contains(got, a) })
}
