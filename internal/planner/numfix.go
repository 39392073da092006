package planner

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// numberCorrected reads a request that corrects a number in a text without
// naming the text, or naming it by what it is: "es episodio 13, no 12",
// "cambiá el descanso a 45 segundos, 30 es muy poco", "change Episode 12 to
// Episode 13", "Lucy changed her number, it's 555-0199 now", "the date is
// wrong, it's 2026". The new number is the one said that no text holds; the
// number it replaces is found in the project's texts, and must be the only
// one that fits, or nothing is read. It is tried only when the request was
// not planned otherwise (the numbers were read as amounts or times, or the
// words naming the text were not known).
func numberCorrected(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	if strings.ContainsAny(prompt, "\"“”«»") || singleQuoted.MatchString(prompt) || spanSaid.MatchString(fold(prompt)) {
		return Plan{}, false // a quoted text or a span is a request of another kind
	}
	if namesOtherEdit(prompt, ed) {
		return Plan{}, false
	}
	old, ok := numberToFix(prompt, projectTexts(ed))
	if !ok {
		return Plan{}, false
	}
	if whole, ok := wholeText(old, projectTexts(ed)); ok {
		// "la reapertura es el martes 4/11": the day said changes too
		// (textfactday.go); "Monday 4/11" was written
		now, ok := dayFollows(prompt, whole[0], whole[1])
		if !ok {
			return Plan{}, false
		}
		if now != whole[1] {
			old = [2]string{whole[0], now}
		}
	}
	plan := planVideo(ctx, fmt.Sprintf("replace %q with %q", old[0], old[1]), ed, opt)
	return plan, plan.OK()
}

// namesOtherEdit: the request names a thing other than a text, a look, or
// a verb other than changing or writing ("set the music to 50%... no, 45",
// "ripple delete 30 to 34", "el efecto que empiece en el 22 y no en el
// 24"): its numbers are that edit's, not a text's.
func namesOtherEdit(prompt string, ed *videotools.Editor) bool {
	names := videoNames(ed.Project)
	for _, t := range lex(prompt, newVocabulary(names.words())) {
		for _, l := range t.lex {
			switch {
			case l.cat == cKind && l.val != "text",
				l.cat == cEffect,
				l.cat == cVerb && !contains([]string{"make", "replace", "rename", "write"}, l.val):
				return true
			}
		}
	}
	return false
}

// singleQuoted is a quote in single marks (an apostrophe, "it's", is none).
var singleQuoted = regexp.MustCompile(`(^|\s)['‘][^'’]*['’]`)

// spanSaid is two numbers said as a span ("from 30 to 45", "del 20 al
// 23", "entre 10 y 12"), the unit or an article maybe said before each
// ("del segundo 12 al 14", "from second 3 to the 5"): times, not a number
// corrected ("del segundo 12 al 14 volalo" put 12 in place of a text's 14).
var spanSaid = regexp.MustCompile(`\b(from|de|del|desde|entre|between)\s+(?:(?:the|el|la|los|second|seconds|sec|segundo|segundos|seg|minute|minuto|min)\s+){0,2}\$?\d[\d:.,]*\s*(s|seg|segundos|seconds)?\s+(to|a|al|hasta|y|and)\s+(?:(?:the|el|la|los|second|seconds|sec|segundo|segundos|seg|minute|minuto|min)\s+){0,2}\d`)

// numberInText is a number as a text writes it: a currency sign, digit
// groups joined by a separator ("555-0142", "$849,000") and the unit stuck
// to it ("30s", "22°C").
var (
	numberCore   = regexp.MustCompile(`\$?\d+(?:[.,:\-/]\d+)*`)
	numberInText = regexp.MustCompile(`\$?\d+(?:[.,:\-/]\d+)*[°%\p{L}]*`)
)

// textNumber is one number in one text.
type textNumber struct {
	text, token, core string
}

// projectTexts are the contents of the project's texts.
func projectTexts(ed *videotools.Editor) []string {
	var out []string
	for _, t := range all(ed.Project) {
		if t.el.Text != nil {
			out = append(out, t.el.Text.Content)
		}
	}
	return out
}

// numberToFix finds the token to change and its new form: {old, new}.
func numberToFix(prompt string, texts []string) ([2]string, bool) {
	var nums []textNumber
	for _, tx := range texts {
		for _, tok := range numberInText.FindAllString(tx, -1) {
			nums = append(nums, textNumber{tx, tok, numberCore.FindString(tok)})
		}
	}
	inTexts := func(core string) bool {
		return slices.ContainsFunc(nums, func(n textNumber) bool { return n.core == core })
	}
	var olds, news []string
	for _, c := range numberCore.FindAllString(prompt, -1) {
		if inTexts(c) {
			olds = append(olds, c)
		} else {
			news = append(news, c)
		}
	}
	if len(news) != 1 {
		return [2]string{}, false
	}
	fresh := news[0]
	var fits []textNumber
	switch {
	case len(olds) == 1 && numberShape(olds[0]) == numberShape(fresh):
		// "30 es muy poco": the old number said, in one text only
		fits = filterNums(nums, func(n textNumber) bool { return n.core == olds[0] })
	case len(olds) >= 1:
		// "12 · 10 · 2024", "change it to $449 · 128 GB": the numbers kept
		// say which text; the one of the new number's shape changes (the
		// 128 became $449)
		holder := ""
		for _, n := range nums {
			if n.core == olds[0] && holdsAll(n.text, olds, nums) {
				if holder != "" && holder != n.text {
					return [2]string{}, false
				}
				holder = n.text
			}
		}
		fits = filterNums(nums, func(n textNumber) bool {
			return n.text == holder && !slices.Contains(olds, n.core) && numberShape(n.core) == numberShape(fresh)
		})
	case digitCount(fresh) >= 3:
		// "it's 555-0199 now": the only number written the same way
		fits = filterNums(nums, func(n textNumber) bool { return numberShape(n.core) == numberShape(fresh) })
	}
	if len(fits) != 1 {
		return [2]string{}, false
	}
	n := fits[0]
	if timedIn(prompt, n.core) && !timedIn(n.text, n.core) {
		// "make the title 3 sec… no wait, make it 5": the 3 said is a
		// length; the title's "3 años" is not it (it was rewritten to 5)
		return [2]string{}, false
	}
	return [2]string{n.token, strings.Replace(n.token, n.core, fresh, 1)}, true
}

// numberTimed is a number said with a unit of time ("3 sec", "5s", "10
// segundos", "2 min").
var numberTimed = regexp.MustCompile(`(\d+(?:[.,]\d+)?)\s*(?:s|sec|secs|second|seconds|seg|segs|segundo|segundos|min|mins|minute|minutes|minuto|minutos)\b`)

// timedIn: s says the number core with a unit of time.
func timedIn(s, core string) bool {
	for _, m := range numberTimed.FindAllStringSubmatch(fold(s), -1) {
		if m[1] == core {
			return true
		}
	}
	return false
}

func filterNums(nums []textNumber, keep func(textNumber) bool) []textNumber {
	var out []textNumber
	for _, n := range nums {
		if keep(n) {
			out = append(out, n)
		}
	}
	return out
}

// holdsAll: the text holds every one of the numbers.
func holdsAll(text string, cores []string, nums []textNumber) bool {
	for _, c := range cores {
		if !slices.ContainsFunc(nums, func(n textNumber) bool { return n.text == text && n.core == c }) {
			return false
		}
	}
	return true
}

// numberShape is how a number is written, each digit a "d": "555-0142"
// and "555-0199" are both "ddd-dddd".
func numberShape(core string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return 'd'
		}
		return r
	}, core)
}

func digitCount(s string) int {
	return strings.Count(numberShape(s), "d")
}
