package planner

import (
	"path"
	"regexp"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A file of the project named in its own capitals: cameras and drones
// name their files in capitals (IMG_4502.MOV, DJI_0042.MP4, DSC_0110.JPG,
// GOPR0012.MP4), and people copy the name as they see it, with or
// without its extension: "put IMG_4502 at the very end", "poné
// DJI_0042.MP4 al final". A word typed with a capital is read as the
// words of a new text ("add a title Summer Fun"), so such a request added
// a text "IMG_4502" and said it was done (silent), while "img_4502" in
// lower case added the clip. fileNamesFolded writes each such name as the
// name index reads it (lower case), so it names the file.
//
// Only a whole token (letters, digits, "_", "-", ".") that is a file's
// whole name, or its name less its extension, and holds a digit, "_" or
// an extension, so that a plain capitalised word ("add Intro") that is
// also a file's base name stays as typed; never inside quotes, and never
// right after a text noun ("add the title IMG_4502" keeps its words).

// fileNameToken: a run that may be a file's name.
var fileNameToken = regexp.MustCompile(`[\p{L}\p{N}_][\p{L}\p{N}_.-]*[\p{L}\p{N}_]`)

// textNounBefore: a text noun right before, whose words may be a file name.
var textNounBefore = regexp.MustCompile(`(?i)\b(?:title|subtitle|caption|text|label|words|t[ií]tulo|subt[ií]tulo|texto|leyenda|cartel|diga|dice|says?|reads?)\s*:?\s*$`)

// fileNamesFolded lower-cases the file names of p typed in capitals.
func fileNamesFolded(prompt string, p *timeline.Project) string {
	if p == nil || len(p.Assets) == 0 || !strings.ContainsFunc(prompt, func(r rune) bool { return r >= 'A' && r <= 'Z' }) {
		return prompt
	}
	names := make(map[string]bool, 2*len(p.Assets))
	for _, a := range p.Assets {
		n := strings.ToLower(strings.TrimSpace(a.Name))
		if n == "" {
			continue
		}
		names[n] = true
		if ext := path.Ext(n); ext != "" && len(ext) < len(n) {
			names[strings.TrimSuffix(n, ext)] = true
		}
	}
	locs := fileNameToken.FindAllStringIndex(prompt, -1)
	out := []byte(prompt)
	changed := false
	for _, l := range locs {
		w := prompt[l[0]:l[1]]
		low := strings.ToLower(w)
		if low == w || !names[low] || !strings.ContainsAny(w, "0123456789_.") {
			continue
		}
		if quotedAt(prompt, l[0]) || textNounBefore.MatchString(prompt[:l[0]]) {
			continue
		}
		if len(low) == len(w) {
			copy(out[l[0]:l[1]], low)
			changed = true
		}
	}
	if !changed {
		return prompt
	}
	return string(out)
}
