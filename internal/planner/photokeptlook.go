package planner

import (
	"fmt"
	"slices"
	"strings"
)

// keptSliderNouns name a setting of the whole photo a request can keep as it
// is, with the applyMasked parameter it is.
var keptSliderNouns = map[string]string{"contrast": "contrast", "contraste": "contrast", "saturation": "saturation",
	"saturacion": "saturation", "brightness": "brightness", "brillo": "brightness", "exposure": "brightness",
	"exposicion": "brightness", "warmth": "warmth", "temperature": "warmth", "temperatura": "warmth", "calidez": "warmth"}

// looksKept reads a setting said to stay as it is beside an edit ("punch
// up the colours, leave the contrast", "más saturación pero sin tocar el
// contraste", "make it dramatic but don't touch the contrast", "keep the
// brightness as it is"): the words go, and the setting is given back so
// no look of the request changes it (keptLooksOut). They were a second
// clause that raised it ("leave the contrast" read as "contrast": silent)
// or refused.
func looksKept(toks []token) ([]token, []string) {
	var kept []string
	for i := 0; i < len(toks); i++ {
		lead, _ := keepLead(toks, i)
		first := i == 0 && !toks[i].word("without", "sin") // "keep the contrast as it is and make it warmer"
		if lead == 0 && !toks[i].word("without", "sin") && !first {
			continue
		}
		j := i + lead
		n := keepVerbAt(toks, j)
		if n == 0 {
			continue
		}
		k := j + n
		for k < len(toks) && (toks[k].has(cDet) || toks[k].word("the", "el", "la", "al", "lo")) {
			k++
		}
		if k >= len(toks) || toks[k].kind != tWord || keptSliderNouns[toks[k].text] == "" {
			continue
		}
		param := keptSliderNouns[toks[k].text]
		end := k + 1
		end += stateAt(toks, end)
		if first {
			// said first, it is kept only before a clause of its own
			// ("…, make it warmer", "… and make it warmer", "… but …"); the
			// joining words go with it. It was read as a look that raised
			// the setting ("keep the contrast as it is and make it warmer":
			// more contrast, silent) or refused.
			n := keptJoinAt(toks, end)
			if n == 0 || end+n >= len(toks) {
				continue
			}
			end += n
		} else if end < len(toks) && toks[end].kind != tPunct {
			continue // "keep the contrast high": a level, not kept
		}
		if i == 0 && end == len(toks) {
			continue // nothing else said: no edit to keep it beside
		}
		kept = append(kept, param)
		toks = slices.Delete(slices.Clone(toks), i, end)
		i--
	}
	return toks, kept
}

// keptLooksOut takes the settings kept as they are out of a look's
// parameters, and says so in the reply's note; a look that would change
// nothing else is refused.
func keptLooksOut(params map[string]any, kept []string, others bool) (string, error) {
	if len(kept) == 0 {
		return "", nil
	}
	touched := false
	for _, k := range kept {
		if _, ok := params[k]; ok {
			touched = true
			delete(params, k)
		}
	}
	if touched && len(params) == 0 && !others {
		return "", unreadf("that look only changes the %s, which is to stay as it is; say one", strings.Join(kept, " and "))
	}
	verb := "stays"
	if len(kept) > 1 {
		verb = "stay"
	}
	return fmt.Sprintf(" (the %s %s as it is)", strings.Join(kept, " and "), verb), nil
}

// keptJoinAt is how many tokens at k join a setting kept, said first, to
// the clause after it: a comma, "and", "but", "then" or their Spanish, or
// a comma and one of them; 0 if none.
func keptJoinAt(toks []token, k int) int {
	n := 0
	if k < len(toks) && (isComma(toks[k]) || toks[k].kind == tPunct && toks[k].text == ";") {
		n++
	}
	if k+n < len(toks) && toks[k+n].word("and", "but", "then", "just", "only", "y", "pero", "e", "solo", "sólo", "nomas") {
		n++
	}
	return n
}
