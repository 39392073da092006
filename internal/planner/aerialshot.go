package planner

import (
	"regexp"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A shot named by where the camera was: "the shot from above", "the
// overhead clip", "la toma desde arriba", "el plano desde el aire". People
// name a drone clip this way, and the project names it DJI_0788.MP4 or
// describes it as "the drone rises over the greenhouse": "from above" was
// left out, "the shot" asked which of every clip (or "cut its last 2
// seconds" after it cut the video's end). aerialShotSaid writes such a
// shot as "aerial shot" / "toma aérea", which the vocabulary reads as the
// drone clip (vocabulary.go: "drone dron aerial aerea aereo cenital"),
// when the project holds a drone or aerial clip and nothing described as
// seen from above in other words (a cooking video's overhead shot of the
// pan is that one, not a drone's).

// aerialAfterNoun: a shot noun, then where it was filmed from.
var aerialAfterNoun = regexp.MustCompile(`(?i)\b(shot|clip|footage|take|view|video)\s+(?:(?:taken|filmed|shot)\s+)?(?:from\s+(?:above|the\s+air|the\s+sky|up\s+high|high\s+up)|overhead)\b`)

// aerialBeforeNoun: where it was filmed from, then a shot noun.
var aerialBeforeNoun = regexp.MustCompile(`(?i)\b(?:overhead|bird'?s[- ]eye(?:\s+view)?)\s+(shot|clip|footage|take|view|video)\b`)

// aerialAfterNounEs: "la toma desde arriba", "el clip desde el aire".
var aerialAfterNounEs = regexp.MustCompile(`(?i)\b(toma|plano|clip|video|vídeo|imagen)\s+(?:(?:filmad|grabad|tomad)[ao]\s+)?(?:desde\s+(?:arriba|el\s+aire|el\s+cielo|lo\s+alto)|de\s+arriba)\b`)

// aerialAssetWords: a file or description word of a drone or aerial clip.
var aerialAssetWords = []string{"drone", "dron", "aerial", "aerea", "aereo", "aérea", "aéreo"}

// aboveDescribedWords: a clip described as seen from above in other words.
var aboveDescribedWords = []string{"overhead", "from above", "top-down", "top down", "bird's eye", "birds eye", "desde arriba", "cenital"}

// aerialShotSaid rewrites a shot named from above as the aerial shot.
func aerialShotSaid(prompt string, p *timeline.Project) string {
	if p == nil || !aerialAfterNoun.MatchString(prompt) && !aerialBeforeNoun.MatchString(prompt) && !aerialAfterNounEs.MatchString(prompt) {
		return prompt
	}
	aerial := false
	for _, a := range p.Assets {
		name, desc := strings.ToLower(a.Name), strings.ToLower(a.Description)
		if containsAny(desc, aboveDescribedWords) {
			return prompt
		}
		if strings.HasPrefix(name, "dji_") || containsAny(name, aerialAssetWords) || containsAny(desc, aerialAssetWords) {
			aerial = true
		}
	}
	if !aerial {
		return prompt
	}
	prompt = aerialAfterNoun.ReplaceAllString(prompt, "aerial $1")
	prompt = aerialBeforeNoun.ReplaceAllString(prompt, "aerial $1")
	return aerialAfterNounEs.ReplaceAllString(prompt, "$1 aérea")
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
