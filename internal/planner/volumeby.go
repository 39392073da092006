package planner

import "fmt"

// volumeByAmount reads a bare number said as a change of a volume ("lower
// the music by 10", "bajá la música un 10", "subila un 15") as that many
// points up or down from the level there is, as "by 10%" and "un 10%" are:
// the time reader took "by 10" as ten seconds (the music was halved) and
// "un 10" was set as the level (the music went to 10%). Only a clause that
// raises or lowers: "set the music to 10" and "a un 10" stay levels. A
// length said after "by" ("lower the music by 10 seconds") is asked: a
// volume changes by points, not by seconds (the music was halved).
func volumeByAmount(f *frame) *question {
	if !(f.verb == "raise" || f.verb == "lower" || f.has("louder", "quieter")) {
		return nil
	}
	for k, te := range f.times {
		if !te.bare && te.kind == "duration" && te.prep == "by" {
			return &question{fmt.Sprintf("By %q? A volume goes up or down by points: say e.g. \"by 10%%\" or \"to 50%%\", and a time as \"for 10 seconds\" or \"from 10 to 20\".", te.said)}
		}
		if te.bare && te.kind == "duration" && te.prep == "by" && te.dur > 0 && te.dur <= 100 && len(f.amounts) == 0 {
			f.amounts = []amount{{kind: "percent", v: te.dur, prep: "by"}}
			f.times = append(f.times[:k:k], f.times[k+1:]...)
			return nil
		}
	}
	toks := f.c.toks
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tNumber || !toks[i-1].word("un", "una") || prepBefore(toks, i) != "" || t.num <= 1 || t.num > 100 {
			continue
		}
		for k, a := range f.amounts {
			if a.kind == "number" && a.v == t.num && a.prep == "" {
				f.amounts[k] = amount{kind: "percent", v: a.v, prep: "by"}
			}
		}
	}
	return nil
}
