package planner

import (
	"math"
	"regexp"
	"strconv"
	"strings"
)

// span is the time a clause talks about, in timeline seconds. Kinds:
// a range (start..end), a point (at), a duration (for N seconds), or
// several points (split at 3 and 7).
type span struct {
	hasRange bool
	start    float64
	end      float64
	points   []float64
	duration float64 // 0: none given
}

func (s span) point() (float64, bool) {
	if len(s.points) == 0 {
		return 0, false
	}
	return s.points[0], true
}

// number words for "five seconds" / "cinco segundos".
var numberWords = map[string]string{"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
	"seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "fifteen": "15",
	"twenty": "20", "thirty": "30", "sixty": "60", "un": "1", "uno": "1", "una": "1", "dos": "2", "tres": "3",
	"cuatro": "4", "cinco": "5", "seis": "6", "siete": "7", "ocho": "8", "nueve": "9", "diez": "10",
	"once": "11", "doce": "12", "quince": "15", "veinte": "20", "treinta": "30", "sesenta": "60", "a": "1"}

const unitRe = `(?:seconds?|secs?|s|segundos?|segs?|minutes?|mins?|m|minutos?)`

var (
	wordNumber = regexp.MustCompile(`\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty|un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|sesenta|a)\s+(seconds?|segundos?|minutes?|minutos?)\b`)
	halfSecond = regexp.MustCompile(`\b(?:half a second|medio segundo)\b`)
	commaDec   = regexp.MustCompile(`\b(\d+),(\d+)\s*(s|seg|segs|segundos?|sec|secs|seconds?)\b`)
	// T: 1:02.5, 0:05, 5, 5.5 with an optional unit
	timeTok  = `(\d+:\d{1,2}(?:\.\d+)?|\d+(?:\.\d+)?)\s*(` + unitRe + `)?\b`
	lead     = `(?:(?:the|el|la|los|las)\s+)?(?:(?:seconds?|segundos?|secs?|segs?)\s+)?`
	rangeRe  = regexp.MustCompile(`\b(?:from|between|del|de|desde|entre)\s+` + lead + timeTok + `\s*(?:to|and|until|till|through|thru|-|al|a|hasta|y)\s+` + lead + timeTok)
	dashRe   = regexp.MustCompile(`\b` + timeTok + `\s*(?:-|–|to|until|through|thru|hasta|al|a)\s*` + lead + timeTok)
	firstRe  = regexp.MustCompile(`\b(?:the\s+)?first\s+` + timeTok + `|\b(?:los\s+|las\s+)?primer(?:o|os|as)?\s+` + timeTok)
	lastRe   = regexp.MustCompile(`\b(?:the\s+)?(?:last|final)\s+` + timeTok + `|\b(?:los\s+|las\s+)?ultim(?:o|os|as)\s+` + timeTok)
	fromRe   = regexp.MustCompile(`\b(?:from|after|since|starting at|desde|despues del?|a partir del?)\s+` + lead + timeTok)
	untilRe  = regexp.MustCompile(`\b(?:until|till|up to|before|hasta|antes del?)\s+` + lead + timeTok)
	forRe    = regexp.MustCompile(`\b(?:for|por|durante|lasting|que dure)\s+` + timeTok)
	pointRe  = regexp.MustCompile(`\b(?:at|en|a|al|to|on)\s+(?:(?:the|el|la|los)\s+)?(?:(?:second|segundo|sec|seg|minute|minuto)\s+)?` + timeTok + `|\b(?:second|segundo)\s+` + timeTok + `|\b` + timeTok)
	minuteRe = regexp.MustCompile(`^(?:minutes?|mins?|m|minutos?)$`)
)

// normTimes rewrites number words and decimal commas so the patterns
// below see digits.
func normTimes(s string) string {
	s = halfSecond.ReplaceAllString(s, "0.5 s")
	s = wordNumber.ReplaceAllStringFunc(s, func(m string) string {
		f := strings.Fields(m)
		return numberWords[f[0]] + " " + f[len(f)-1]
	})
	return commaDec.ReplaceAllString(s, "$1.$2 $3")
}

// parseTime reads one time token and its unit.
func parseTime(tok, unit string) (float64, bool) {
	var v float64
	if i := strings.IndexByte(tok, ':'); i >= 0 {
		m, err1 := strconv.Atoi(tok[:i])
		sec, err2 := strconv.ParseFloat(tok[i+1:], 64)
		if err1 != nil || err2 != nil || sec >= 60 {
			return 0, false
		}
		v = float64(m)*60 + sec
	} else {
		f, err := strconv.ParseFloat(tok, 64)
		if err != nil {
			return 0, false
		}
		v = f
		if minuteRe.MatchString(unit) {
			v *= 60
		}
	}
	if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 || v > 86400 {
		return 0, false
	}
	return v, true
}

// pairs returns the (token, unit) pairs matched by the groups of m.
func pairs(s string, m []int) [][2]string {
	var out [][2]string
	for g := 2; g+3 < len(m); g += 4 {
		if m[g] < 0 {
			continue
		}
		unit := ""
		if m[g+2] >= 0 {
			unit = s[m[g+2]:m[g+3]]
		}
		out = append(out, [2]string{s[m[g]:m[g+1]], unit})
	}
	return out
}

// parseSpan reads the time expressions of a clause. total is the timeline
// duration in seconds (for "the last N seconds" and open ranges).
// consumed marks the part used so that numbers that are not times
// (percentages, quoted text markers) are left alone by the caller.
func parseSpan(norm string, total float64) (span, bool) {
	s := normTimes(norm)
	s = quoteMarker.ReplaceAllString(s, " ")
	s = percentRe.ReplaceAllString(s, " ")
	var sp span
	found := false
	take := func(re *regexp.Regexp) [][2]string {
		m := re.FindStringSubmatchIndex(s)
		if m == nil {
			return nil
		}
		ps := pairs(s, m)
		s = s[:m[0]] + " " + s[m[1]:]
		return ps
	}
	if ps := take(rangeRe); len(ps) == 2 {
		a, ok1 := parseTime(ps[0][0], unitOr(ps[0][1], ps[1][1]))
		b, ok2 := parseTime(ps[1][0], ps[1][1])
		if ok1 && ok2 {
			sp.hasRange, sp.start, sp.end, found = true, a, b, true
		}
	} else if ps := take(dashRe); len(ps) == 2 {
		a, ok1 := parseTime(ps[0][0], unitOr(ps[0][1], ps[1][1]))
		b, ok2 := parseTime(ps[1][0], ps[1][1])
		if ok1 && ok2 {
			sp.hasRange, sp.start, sp.end, found = true, a, b, true
		}
	} else if ps := take(firstRe); len(ps) == 1 {
		if n, ok := parseTime(ps[0][0], ps[0][1]); ok {
			sp.hasRange, sp.start, sp.end, found = true, 0, n, true
		}
	} else if ps := take(lastRe); len(ps) == 1 {
		if n, ok := parseTime(ps[0][0], ps[0][1]); ok {
			sp.hasRange, sp.start, sp.end, found = true, math.Max(0, total-n), total, true
		}
	} else {
		from, until := take(fromRe), take(untilRe)
		if len(from) == 1 || len(until) == 1 {
			sp.hasRange, sp.start, sp.end = true, 0, total
			if len(from) == 1 {
				sp.start, _ = parseTime(from[0][0], from[0][1])
			}
			if len(until) == 1 {
				sp.end, _ = parseTime(until[0][0], until[0][1])
			}
			found = true
		}
	}
	if ps := take(forRe); len(ps) == 1 {
		if d, ok := parseTime(ps[0][0], ps[0][1]); ok && d > 0 {
			sp.duration, found = d, true
		}
	}
	for {
		m := pointRe.FindStringSubmatchIndex(s)
		if m == nil {
			break
		}
		for _, p := range pairs(s, m) {
			if t, ok := parseTime(p[0], p[1]); ok {
				sp.points = append(sp.points, t)
				found = true
			}
		}
		s = s[:m[0]] + " " + s[m[1]:]
	}
	if sp.hasRange && sp.end < sp.start {
		sp.start, sp.end = sp.end, sp.start
	}
	return sp, found
}

// unitOr lets "from 1 to 2 minutes" read both ends in minutes.
func unitOr(u, fallback string) string {
	if u != "" {
		return u
	}
	return fallback
}

var percentRe = regexp.MustCompile(`\b\d+(?:\.\d+)?\s*(?:%|percent|por ?ciento)|\bvolume\s+(?:to\s+)?(?:0?\.\d+|1(?:\.0+)?)\b|\b(?:clip|video|track|pista|foto|image|imagen)\s+\d+\b|\b\d+(?:st|nd|rd|th)\b|\b\d+\s*x\b|\b\d+\s*(?:degrees?|grados?|deg|°)|\b\d+\s*:\s*\d+\s*(?:ratio|aspect)|\b(?:9:16|16:9|4:5|1:1|4:3)\b`)
