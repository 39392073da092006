package planner

import (
	"slices"
	"strings"
)

// A day of the week said beside a corrected value: "es el domingo a las
// 10" for "Open House · Saturday 11am" changes the day as well as the hour
// ("Saturday 10am" kept the wrong day: a silent failure), and "la
// reapertura es el martes 4/11" changes "Monday" too. The day said is
// written in the text's own language.

// weekdays in English and in Spanish, Monday first.
var weekdays = [2][7]string{
	{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"},
	{"lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"},
}

// daysIn: the weekdays s says, as {index, language} pairs, in order.
func daysIn(s string) [][2]int {
	var out [][2]int
	for _, w := range letterRun.FindAllString(fold(s), -1) {
		for lang := range weekdays {
			for i, d := range weekdays[lang] {
				if w == d {
					out = append(out, [2]int{i, lang})
				}
			}
		}
	}
	return out
}

// dayFollows returns the new words of a text with the day the request
// says; false when the request says a day the text cannot take (two days,
// or a text with no day or with two).
func dayFollows(prompt, was, now string) (string, bool) {
	said := daysIn(prompt)
	if len(said) == 0 {
		return now, true
	}
	there := daysIn(was)
	if len(said) != 1 || len(there) != 1 {
		// "the race was on saturday, not sunday": the swap read the day
		// itself, and the text now holds one of the days said
		in := daysIn(now)
		return now, len(in) == 1 && slices.ContainsFunc(said, func(d [2]int) bool { return d[0] == in[0][0] })
	}
	if there[0][0] == said[0][0] {
		return now, true
	}
	old := weekdays[there[0][1]][there[0][0]]
	fresh := weekdays[there[0][1]][said[0][0]]
	for _, w := range letterRun.FindAllString(now, -1) {
		if fold(w) == old {
			return strings.Replace(now, w, caseLike(fresh, w), 1), true
		}
	}
	return now, false
}
