package planner

import (
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// lengthLeftAt reads Spanish "dejar X en N segundos" and "ponerle N
// segundos" as how long X lasts: "dejá el timelapse en 8 segundos", "el
// clip del puesto de agua dejalo en 5 segundos nomás", "la foto del sobre
// ponle 3 segundos nada más". They were read as a move to N s, which ran
// into the clip before it ("cannot"). Only a number with its unit and no
// article ("en el segundo 8", "a los 8 segundos" stay moments), one thing
// on the main track (a clip or photo, whose start is fixed by its
// neighbours), and the verb "dejar" or "poner" with "le" (given to it),
// or "keep" with the length said of the thing ("keep only 4 secs of it",
// "keep just 3 seconds of the crusher part": keptLengthOf).
func (f *frame) lengthLeftAt(r *resolver) {
	if len(f.times) != 1 || f.times[0].kind != "point" || f.times[0].bare || len(f.targets) != 1 || f.neg {
		return
	}
	v := fold(f.verbSaid)
	if !strings.HasPrefix(v, "dej") && !(strings.HasPrefix(v, "pon") && (f.dative || strings.HasSuffix(v, "le"))) && !f.keptLengthOf() {
		return
	}
	w := strings.Fields(fold(f.times[0].said))
	if len(w) == 3 && w[0] == "en" {
		w = w[1:]
	}
	if len(w) != 2 || !contains([]string{"segundos", "segundo", "seg", "segs", "s", "sec", "secs", "second", "seconds"}, w[1]) {
		return
	}
	if _, err := strconv.ParseFloat(strings.ReplaceAll(w[0], ",", "."), 64); err != nil && !numberWordSaid(w[0]) {
		return
	}
	ts, err := r.elements(f.targets[0])
	if err != nil || len(ts) != 1 || ts[0].track != timeline.TrackMain {
		return
	}
	f.times[0] = timeExpr{kind: "duration", dur: f.times[0].a.sec, prep: "for", said: f.times[0].said, first: f.times[0].first}
	f.verbs = append(f.verbs, "last")
	f.verb = "last"
}

// keptLengthOf: "keep" with the seconds said of the thing, right before
// it or before "it" ("keep only 4 secs of it", "keep 3 seconds of the
// crusher clip"): the part of it that is left, its new length. The span
// of the whole thing was kept and the rest of the video removed (the
// seconds were not read).
func (f *frame) keptLengthOf() bool {
	toks, of := f.c.toks, f.times[0].first+1
	if f.verb != "keep" || f.times[0].prep != "" || f.targets[0].edge != 0 || of+1 >= len(toks) || !toks[of].word("of", "de", "del") {
		return false // "… of the clip at the end": which seconds is not said
	}
	return toks[of+1].has(cPron) || f.targets[0].first == of+1
}

// numberWordSaid: a Spanish or English number word ("cinco", "three").
func numberWordSaid(w string) bool {
	return contains([]string{"uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "doce", "quince", "veinte",
		"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "fifteen", "twenty"}, w)
}
