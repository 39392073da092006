package planner

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Corrections of a text told as a mistake: "puse 2014 pero fue en 2015",
// "pusimos Avenue pero es Street, corregilo", "el contador dice 3 KILLS pero
// fueron 4", "I wrote Avenue but it's Street". The words taken back are in
// one text of the project, which names it; they become the words said after
// "pero"/"but" and the rest of the text stays. The verb of writing ("puse",
// "wrote") was read as adding or moving, and the clause was refused.

// mistakeSaid reads "<what comes before> <wrote> A <but> <is> B <fix it>".
var mistakeSaid = regexp.MustCompile(`(?i)^(.*?)\b(?:puse|pusimos|pusiste|pusieron|escrib[ií]|escribimos|escribiste|escribieron|dice|dicen|dec[ií]a|` +
	`i wrote|we wrote|you wrote|i typed|we typed|i put|we put|it says|says|said)\s+(.+?)\s*,?\s+(?:pero|but)\s+` +
	`(?:es|era|fue|fueron|son|eran|va|deber[ií]a ser|deber[ií]a decir|tiene que ser|tiene que decir|` +
	`it'?s|it is|it was|it should be|should be|it should say|should say|they were|there were|was|is|were)\s+` +
	`(?:(?:en|in)\s+)?(.+?)` +
	`(?:\s*[,.;!]\s*(?:(?:corregilo|corr[ií]gelo|corregila|corr[ií]gela|arreglalo|arr[ée]glalo|cambialo|c[aá]mbialo|fix it|fix that|correct it|change it|please|pls|plz|porfa|por favor|plis|gracias|thanks)[\s,.!]*)*)?[.!]*$`)

// mistakeFixed returns the text the correction names and its new words:
// {old, new}. The words taken back must be in exactly one text, and the
// words before the verb of writing may only say where (no other edit). A
// bare number said for words that hold one number changes that number
// ("dice 3 KILLS pero fueron 4" is "4 KILLS").
func mistakeFixed(prompt string, texts []string, voc *vocabulary) ([2]string, bool) {
	m := mistakeSaid.FindStringSubmatch(strings.TrimSpace(prompt))
	if m == nil {
		return [2]string{}, false
	}
	before, old, fresh := m[1], strings.Trim(m[2], "\"'“”‘’«» "), strings.Trim(m[3], "\"'“”‘’«» ")
	if !startsWithDet.MatchString(old + " ") {
		// "puse 14 pero fue el 13": the article is the sentence's, not the
		// text's ("Sunday el 13 Sept 2025" was written)
		fresh = startsWithDet.ReplaceAllString(fresh, "")
	}
	if m := dottedDate.FindStringSubmatch(old); m != nil && dayOnly.MatchString(fresh) {
		fresh += m[2] // "puse 14.03.2025 pero fue el 16": the day only
	}
	if old == "" || fresh == "" || strings.EqualFold(old, fresh) {
		return [2]string{}, false
	}
	for _, t := range lex(before, voc) {
		for _, l := range t.lex {
			if l.cat == cVerb {
				return [2]string{}, false // "borrá el logo, puse 2014 pero es 2015": another edit
			}
		}
	}
	word := wordPattern(old)
	holders := 0
	for _, tx := range texts {
		if word.MatchString(tx) {
			holders++
		}
	}
	if holders != 1 {
		return [2]string{}, false
	}
	if numberCore.FindString(fresh) == fresh {
		if cores := numberCore.FindAllStringIndex(old, -1); len(cores) == 1 && old[cores[0][0]:cores[0][1]] != old {
			fresh = old[:cores[0][0]] + fresh + old[cores[0][1]:]
		}
	}
	return [2]string{old, fresh}, true
}

// mistakeCorrected plans a correction told as a mistake as the swap of the
// words it takes back; it is tried only when the request was not planned.
func mistakeCorrected(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	if ed == nil || ed.Project == nil {
		return Plan{}, false
	}
	names := videoNames(ed.Project)
	swap, ok := mistakeFixed(prompt, projectTexts(ed), newVocabulary(names.words()))
	if !ok {
		return Plan{}, false
	}
	plan := planVideo(ctx, fmt.Sprintf("replace %q with %q", swap[0], swap[1]), ed, opt)
	return plan, plan.OK()
}
