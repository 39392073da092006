package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A text said again in another language, its new words quoted: "el de
// subscribe ponelo en castellano: 'Suscribite para la próxima
// temporada'", "change 'Financiación disponible' to english: 'Financing
// available'". The language only says why the words change ("would leave
// out castellano"); the quote is the text's new words. The text is the
// one the first quote names whole, or the one the rest of the request
// names, read by the planner itself as a removal; it must be one text.

var (
	languageSaid = regexp.MustCompile(`(?i)\s*\b(?:to|into|in|en|al|a)\s+(?:english|ingl[eé]s|spanish|espa[nñ]ol|castellano|portugu[eé]s|portuguese|french|franc[eé]s|italian|italiano)\b`)
	quotedSaid   = regexp.MustCompile(`(?:^|[\s:(])["“‘'«]([^"”’'»]+)["”’'»]`)
)

// languageSwapPlan plans such a request, after it was refused as said.
func languageSwapPlan(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	if ed == nil || ed.Project == nil || !languageSaid.MatchString(prompt) {
		return Plan{}, false
	}
	qs := quotedSaid.FindAllStringSubmatchIndex(prompt, -1)
	if len(qs) == 0 || len(qs) > 2 {
		return Plan{}, false
	}
	nw := strings.TrimSpace(prompt[qs[len(qs)-1][2]:qs[len(qs)-1][3]])
	old := ""
	if len(qs) == 2 {
		first := strings.TrimSpace(prompt[qs[0][2]:qs[0][3]])
		for _, t := range all(ed.Project) {
			if t.el.Text != nil && strings.EqualFold(strings.TrimSpace(t.el.Text.Content), first) {
				old = t.el.Text.Content
			}
		}
	} else {
		rest := prompt[:qs[0][0]] + " " + prompt[qs[0][1]:]
		rest = strings.NewReplacer(":", " ").Replace(languageSaid.ReplaceAllString(rest, " "))
		rest = caseTail.ReplaceAllString(caseLead.ReplaceAllString(strings.TrimSpace(rest), ""), "")
		rest = strings.TrimSpace(textVerbTail.ReplaceAllString(rest, ""))
		if rest == "" || len(strings.Fields(rest)) > 8 {
			return Plan{}, false
		}
		old = oneTextNamed(ctx, rest, ed, opt)
	}
	if old == "" || nw == "" || strings.EqualFold(old, nw) {
		return Plan{}, false
	}
	return textReplacedPlan(ctx, old, nw, ed, opt)
}

// textReplacedPlan plans the text old rewritten as nw, said the way the
// text readers know ("replace "…" with "…""), for a request refused as
// said whose new words were worked out from it (its case, its language).
// It is taken only when it is that one rewrite.
func textReplacedPlan(ctx context.Context, old, nw string, ed *videotools.Editor, opt Options) (Plan, bool) {
	plan := planVideo(ctx, fmt.Sprintf("replace %q with %q", old, nw), ed, opt)
	if !plan.OK() || len(plan.Steps) != 1 || plan.Steps[0].Tool != "update_text" {
		return Plan{}, false
	}
	return plan, true
}

// textVerbTail: a verb with its object said after the text's name ("el
// de subscribe ponelo", "the outro text change it").
var textVerbTail = regexp.MustCompile(`(?i)\s+(?:pon[eé]lo|ponela|ponelo|p[oó]nlo|p[oó]nla|dejalo|dejala|cambialo|cambiala|pasalo|pasala|escribilo|escribila|change it|make it|put it|write it|translate it|traducilo|traducila|tradúcelo)\s*$`)

// oneTextNamed is the words of the one text the phrase names, read as
// "delete <phrase>" would read it; "" when it names none or several.
func oneTextNamed(ctx context.Context, phrase string, ed *videotools.Editor, opt Options) string {
	probe := planVideo(ctx, "delete "+phrase, ed, opt)
	if !probe.OK() || len(probe.Steps) != 1 || probe.Steps[0].Tool != "delete_timeline_elements" {
		return ""
	}
	var in struct {
		ElementIDs []string `json:"elementIds"`
	}
	if json.Unmarshal(probe.Steps[0].Params, &in) != nil || len(in.ElementIDs) != 1 {
		return ""
	}
	for _, t := range all(ed.Project) {
		if t.id == in.ElementIDs[0] && t.el.Text != nil {
			return t.el.Text.Content
		}
	}
	return ""
}
