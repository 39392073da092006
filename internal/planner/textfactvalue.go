package planner

import (
	"regexp"
	"slices"
	"strings"
)

// A text fact that does not say the old value: "the website is wrong, it's
// maple5k.org", "cambia el alias de donacion, ahora es PATITAS.CBA", "el
// precio cambió, poné $449 · 128 GB", "Episode number should be 13", "la
// subida fue en el km 44". The new value's kind (a web address, a handle,
// an alias, a price, a deal) or the word that labels a number in a text
// ("episode" for "Episodio 12", "km" for "Km 42") says which value it
// replaces; that value must be the only one of its kind in the project.

// factValueShapes are the kinds of value a text carries that a person
// corrects by giving the new one.
var factValueShapes = []*regexp.Regexp{
	regexp.MustCompile(`@[\p{L}\p{N}_.]*[\p{L}\p{N}_]`),                                             // a handle
	regexp.MustCompile(`(?:https?://)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:/[^\s,]*)?`), // a web address
	regexp.MustCompile(`\b[A-Z][A-Z0-9]*(?:\.[A-Z0-9]+)+\b`),                                        // an alias
	regexp.MustCompile(`\$\s?\d+(?:[.,]\d+)*`),                                                      // a price
	regexp.MustCompile(`\b\d+[xX]\d+\b`),                                                            // a deal ("2x1")
}

// factCue: the request says a value is wrong or new, as a correction does
// (matched on the folded request: \b is blind to accented letters).
var factCue = regexp.MustCompile(`\b(?:wrong|typo|error|errata|actually|now|changed|change|should|fix|update|new|correct|is|it'?s|its|` +
	`has|was|were|are|tiene|tienen|fue|fueron|era|son|mal|ahora|en realidad|cambi\w*|deberia|correg\w*|corrij\w*|arregl\w*|actualiz\w*|nuevo|nueva|es|sale|cuesta|pone|pon)\b`)

// edgeVerbSaid: a verb of when a thing starts or ends ("the whatsapp text
// at the end should start at 51", "que empiece en el 51"): the number is
// a time, never a new number for the label said with the text's name
// ("WhatsApp 11" was rewritten "WhatsApp 51"; set 38 v38-003).
var edgeVerbSaid = regexp.MustCompile(`\b(?:starts?|begins?|ends|empie(?:ce|za|cen|zan)|empezar|arran(?:que|ca|car|quen|can)|comien(?:ce|za|cen|zan)|comenzar|termin(?:e|a|ar|en|an)|acab(?:e|a|ar))\b`)

// shapeFixed reads a new value of a kind only one text holds.
func shapeFixed(prompt string, texts []string) ([2]string, string, bool) {
	if !factCue.MatchString(fold(prompt)) {
		return [2]string{}, "", false
	}
	var fix [2]string
	n := 0
	for i, re := range factValueShapes {
		said := shapeValues(re, i, prompt)
		var fresh []string
		for _, v := range said {
			if !inAnyText(v, texts) {
				fresh = append(fresh, v)
			}
		}
		if len(fresh) == 0 {
			continue
		}
		var there []string
		for _, tx := range texts {
			there = append(there, shapeValues(re, i, tx)...)
		}
		if len(fresh) != 1 || len(there) != 1 {
			return [2]string{}, "", false // two new values, or none or two to replace: ask
		}
		fix, n = [2]string{there[0], fresh[0]}, n+1
	}
	if n != 1 {
		return [2]string{}, "", false
	}
	return fix, fix[1], true
}

// shapeValues: the values of one kind in s; a web address is not the
// tail of a handle ("@latabla.crew").
func shapeValues(re *regexp.Regexp, kind int, s string) []string {
	var out []string
	for _, m := range re.FindAllStringIndex(s, -1) {
		if kind == 1 && m[0] > 0 && (s[m[0]-1] == '@' || s[m[0]-1] == '.') {
			continue
		}
		out = append(out, strings.TrimRight(s[m[0]:m[1]], "."))
	}
	return out
}

func inAnyText(v string, texts []string) bool {
	for _, tx := range texts {
		if strings.Contains(fold(tx), fold(v)) {
			return true
		}
	}
	return false
}

// labelTwins: words of one label in English and Spanish ("day" labels
// "Día 40" too).
var labelTwins = map[string]string{"day": "dia", "step": "paso", "episode": "episodio", "chapter": "capitulo",
	"lesson": "leccion", "session": "sesion", "room": "sala", "season": "temporada", "round": "ronda", "week": "semana"}

// numberAfterLabel: a number in a text and the word before it ("Episodio
// 12", "Km 42", "SESSION #3", "N° 12").
var numberAfterLabel = regexp.MustCompile(`(\p{L}+)\.?\s*(?:#|n°|nº|no\.)?\s*(\d+)`)

// timeUnitAfter: a number said as a time or an amount, not a value.
var timeUnitAfter = regexp.MustCompile(`(?i)^\s*(?:%|s\b|sec|seg|segundo|second|min|minuto|minute|veces|times|x\b)`)

// labelledNumberFixed reads a new number for the number a word of the
// request labels in exactly one text: the word before it ("episode" for
// "Episodio 12", "km 44" for "Km 42: la subida") or, in a text that holds
// one number, a name the text holds ("rocco tiene 5 años" for "Rocco · 6
// años", "el volcan es de 4° B" for "El volcán de 3° B").
func labelledNumberFixed(prompt string, texts []string) ([2]string, string, bool) {
	if !factCue.MatchString(fold(prompt)) || spanSaid.MatchString(fold(prompt)) || edgeVerbSaid.MatchString(fold(prompt)) {
		return [2]string{}, "", false
	}
	nums := digitRun.FindAllStringIndex(prompt, -1)
	if len(nums) != 1 || numberCore.FindString(prompt[nums[0][0]:]) != prompt[nums[0][0]:nums[0][1]] {
		return [2]string{}, "", false // one plain number said, no date or price
	}
	fresh := prompt[nums[0][0]:nums[0][1]]
	if timeUnitAfter.MatchString(prompt[nums[0][1]:]) {
		return [2]string{}, "", false
	}
	words := map[string]bool{}
	for _, w := range letterRun.FindAllString(fold(prompt), -1) {
		words[w] = true
		for en, es := range labelTwins {
			if w == en {
				words[es] = true
			} else if w == es {
				words[en] = true
			}
		}
	}
	near := func(old string) bool { return len(old) <= len(fresh)+1 && len(fresh) <= len(old)+1 }
	fixes := map[[2]string]bool{}
	for _, tx := range texts {
		if slices.Contains(digitRun.FindAllString(tx, -1), fresh) {
			// a text the request names already says the number: "el texto
			// del dia 40 esta mal" names "Día 40" and is no new value for
			// "Day 12" (it was written there: silent)
			for _, m := range numberAfterLabel.FindAllStringSubmatchIndex(tx, -1) {
				if labelSaid(fold(tx[m[2]:m[3]]), words) {
					return [2]string{}, "", false
				}
			}
			if factNamesText(tx, texts, words) {
				return [2]string{}, "", false
			}
			continue
		}
		for _, m := range numberAfterLabel.FindAllStringSubmatchIndex(tx, -1) {
			if labelSaid(fold(tx[m[2]:m[3]]), words) && near(tx[m[4]:m[5]]) {
				fixes[[2]string{tx, tx[:m[4]] + fresh + tx[m[5]:]}] = true
			}
		}
		own := digitRun.FindAllStringIndex(tx, -1)
		if len(own) != 1 || !near(tx[own[0][0]:own[0][1]]) || !factNamesText(tx, texts, words) {
			continue
		}
		if core := numberCore.FindString(tx[own[0][0]:]); core == tx[own[0][0]:own[0][1]] {
			fixes[[2]string{tx, tx[:own[0][0]] + fresh + tx[own[0][1]:]}] = true
		}
	}
	if len(fixes) != 1 {
		return [2]string{}, "", false
	}
	for f := range fixes {
		return f, fresh, true
	}
	return [2]string{}, "", false
}

var (
	digitRun  = regexp.MustCompile(`\d+`)
	letterRun = regexp.MustCompile(`\p{L}+`)
)

// factNamesText: the request says a word of four letters or more that
// this text holds and no other ("rocco" of "Rocco · 6 años"; "años" is in
// three texts and names none).
func factNamesText(tx string, texts []string, words map[string]bool) bool {
	for _, w := range letterRun.FindAllString(fold(tx), -1) {
		if len(w) < 4 || !words[w] || labelStop[w] {
			continue
		}
		holders := 0
		for _, other := range texts {
			if slices.Contains(letterRun.FindAllString(fold(other), -1), w) {
				holders++
			}
		}
		if holders == 1 {
			return true
		}
	}
	return false
}

// labelSaid: the request says the label, as it is or as a word of the same
// stem ("episode" for "Episodio").
func labelSaid(label string, words map[string]bool) bool {
	if labelStop[label] {
		return false
	}
	if words[label] {
		return true
	}
	if len(label) < 5 {
		return false
	}
	for w := range words {
		if len(w) >= 5 && w[:5] == label[:5] {
			return true
		}
	}
	return false
}

// labelStop: words before a number that label nothing ("El volcán de 3° B").
var labelStop = map[string]bool{"de": true, "del": true, "la": true, "el": true, "en": true, "a": true, "y": true, "x": true,
	"of": true, "the": true, "at": true, "in": true, "on": true, "and": true, "por": true, "to": true}
