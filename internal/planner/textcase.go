package planner

import (
	"context"
	"regexp"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A text's letters made capitals or small: "el autor en mayúsculas", "make
// the subscribe text all caps", "el texto del juez en mayus porfa", "the
// title in lowercase". The case words were unknown ("does not know the
// word caps") and the request refused. The words of the text stay; only
// their case changes. Which text is read by the planner itself, from the
// rest of the request said as a removal, and must be one text; the edit is
// then planned as the swap of its words.

var (
	upperSaid = regexp.MustCompile(`(?i)\s*,?\s*\b(?:(?:todo|toda|todos|todas)\s+)?(?:en|a|con|in|to|into)?\s*(?:letras\s+)?(?:may[uú]sculas?|mayus|all\s+caps|caps|capitals|capital\s+letters|upper\s*case)\b`)
	lowerSaid = regexp.MustCompile(`(?i)\s*,?\s*\b(?:(?:todo|toda|todos|todas)\s+)?(?:en|a|con|in|to|into)?\s*(?:letras\s+)?(?:min[uú]sculas?|minus|lower\s*case|small\s+letters)\b`)
	// the verb and the courtesy around the text's name
	caseLead = regexp.MustCompile(`(?i)^\s*(?:(?:che|hey|yo|oye|please|pls|plz|porfa|can you|could you|quiero|quisiera)\s*,?\s+)*(?:make|put|set|write|turn|change|switch|convert|pon[eé]|ponelo|ponela|pone|ponle|pas[aá]|pasalo|pasala|escrib[ií]|escribe|dej[aá]|dejalo|dejala|cambi[aá]|cambialo|cambiala)?\s*`)
	caseTail = regexp.MustCompile(`(?i)[\s,]*(?:please|pls|plz|porfa|por favor|thanks|gracias)?[\s.!?]*$`)
)

// caseChangedPlan plans such a request, after it was refused as said.
func caseChangedPlan(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	if ed == nil || ed.Project == nil || strings.ContainsAny(prompt, "\"'“”‘’«»:") {
		return Plan{}, false // quoted or colon words: the new words are said (another reader's)
	}
	upper := upperSaid.FindStringIndex(prompt)
	lower := lowerSaid.FindStringIndex(prompt)
	if (upper == nil) == (lower == nil) {
		return Plan{}, false
	}
	m := upper
	if m == nil {
		m = lower
	}
	rest := strings.TrimSpace(prompt[:m[0]] + " " + prompt[m[1]:])
	rest = caseTail.ReplaceAllString(caseLead.ReplaceAllString(rest, ""), "")
	if rest == "" || len(strings.Fields(rest)) > 8 {
		return Plan{}, false
	}
	old := oneTextNamed(ctx, rest, ed, opt)
	changed := strings.ToUpper(old)
	if upper == nil {
		changed = strings.ToLower(old)
	}
	if old == "" || changed == old {
		return Plan{}, false
	}
	return textReplacedPlan(ctx, old, changed, ed, opt)
}
