package planner

import (
	"fmt"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// openingTitle: "the title", "el título" said among several texts that are
// no subtitle, label nor hook: the one text that opens the video (it starts
// in its first seconds) and reads as a title there: centred, or the only
// text on screen while it shows. Nil when none or more than one fits (it is
// asked), or when a place was said ("the bottom title" picks by place).
func (r *resolver) openingTitle(groups [][]target, n np) []target {
	if n.at != "" || len(groups) < 2 || r.placeSaidIn(n) || notTheOpeningTitle(n) || r.otherSaidBefore(n) {
		return nil
	}
	p := r.p
	// the video's opening: its first 2 seconds, or its first tenth when
	// shorter
	open := timeline.FromSeconds(min(2, p.End().Seconds()/10))
	var fit []target
	for _, g := range groups {
		t := g[0]
		if len(g) != 1 || t.el.Text == nil || t.el.Start > open {
			continue
		}
		if centred(t.el.Text.Position) || aloneOnScreen(groups, t) {
			if fit != nil {
				return nil
			}
			fit = g
		}
	}
	return fit
}

// notTheOpeningTitle: the title said is not the video's own: of another
// thing or someone's ("the music title", "el título de la canción", "su
// título", a name or quoted words; it was renamed: silent), any or another
// ("a title", "the other title", "el otro título": the opening one was
// changed, the opposite of "other"), or counted ("the second title").
func notTheOpeningTitle(n np) bool {
	if n.pron || n.quote != "" || len(n.names) > 0 || n.anchor != nil || n.det == "a" || n.det == "all" || n.ord != 0 {
		return true
	}
	for _, w := range strings.Fields(fold(n.said)) {
		if contains([]string{"su", "sus", "its", "their", "his", "her", "your", "tu", "tus", "other", "another", "otro", "otra",
			"otros", "otras", "second", "segundo", "segunda", "next", "siguiente", "last", "ultimo", "ultima", "previous", "anterior"}, w) {
			return true
		}
		for _, l := range lookup(w) {
			if l.cat == cKind && l.val != "text" && l.val != "video" {
				return true
			}
		}
	}
	return false
}

// otherSaidBefore: "the other", "another", "otro" just before the words
// of n ("change the other title": "the other" is lexed apart from them).
func (r *resolver) otherSaidBefore(n np) bool {
	for k := max(0, n.first-2); k < n.end && k < len(r.toks); k++ {
		if r.toks[k].has(cMod, "other", "another") {
			return true
		}
	}
	return false
}

// placeSaidIn: a word of a place inside the words that name a thing ("the
// bottom title", "el título de arriba"): it picks by place, or it is where
// the thing goes ("move the bottom title up"), never the opening title.
func (r *resolver) placeSaidIn(n np) bool {
	for k := n.first; k < n.end && k < len(r.toks); k++ {
		if r.toks[k].has(cPos) {
			return true
		}
	}
	// "the bottom title": the place is lexed with the article, just
	// before the noun
	if k := n.first; k > 0 && k < len(r.toks) && r.toks[k-1].has(cPos) && !r.toks[k].has(cDet) {
		return true
	}
	for _, w := range strings.Fields(fold(n.said)) {
		if contains([]string{"top", "bottom", "upper", "lower", "left", "right", "center", "centre", "middle", "arriba",
			"abajo", "centro", "medio", "izquierda", "derecha", "superior", "inferior"}, w) {
			return true
		}
	}
	return false
}

func centred(pos string) bool { return pos == "" || pos == "center" || pos == "middle" }

// aloneOnScreen: no other of the texts shows while t does.
func aloneOnScreen(groups [][]target, t target) bool {
	for _, g := range groups {
		for _, o := range g {
			if o.id != t.id && o.el.Text != nil && o.el.Start < t.el.End() && t.el.Start < o.el.End() {
				return false
			}
		}
	}
	return true
}

// fairTranslations: what a school's fair or a prize-giving films, said in the
// other language ("the podium photo" for podio.jpg, "el texto del jurado"
// for "… · judge", "the waving clip" for saludo-final.mp4, "el cohete" for
// water-rocket.mp4: "there is no the podium photo", or "would leave out
// jurado"). "saludo" keeps naming "hello" back.
var fairTranslations = map[string]string{
	"podium": "podio", "podio": "podium", "judge": "jurado", "jurado": "judge", "juez": "judge", "jueza": "judge",
	"waving": "saludo", "wave": "saludo", "volcano": "volcan", "volcan": "volcano", "rocket": "cohete", "cohete": "rocket",
	"fair": "feria", "feria": "fair", "entrance": "entrada", "entrada": "entrance",
	// the winners are the first place ("the winners text" for "1st place:
	// Team …": "there is no the winners text")
	"winners": "1st", "winner": "1st", "ganador": "1st", "ganadores": "1st", "ganadora": "1st", "ganadoras": "1st",
}

func init() {
	for k, v := range fairTranslations {
		if _, ok := translations[k]; !ok {
			translations[k] = v
			translatedFrom[v] = append(translatedFrom[v], k)
		}
	}
}

// duringWhat: the thing a new file is shown with, said as a thing rather
// than a time ("add the poster as a small picture during the podium
// photo", "poné la cámara en una ventanita durante el robot"): the
// elements named after "during", "while", "durante", "mientras". A thing
// named there that the project does not have is said (the file went at
// 0 s, as if no time was said); nil when no such phrase names a thing.
func duringWhat(f *frame, r *resolver, a *timeline.Asset) ([]target, error) {
	for _, n := range f.targets {
		k := n.first - 1
		for k >= 0 && f.c.toks[k].has(cDet) {
			k--
		}
		if k < 0 || !f.c.toks[k].has(cPrep, "during") || n.pron || n.det == "a" {
			continue
		}
		ts, err := r.elements(n)
		if err != nil {
			return nil, err
		}
		ts = slices.DeleteFunc(ts, func(t target) bool { return t.el.AssetID == a.ID })
		if len(ts) == 0 {
			return nil, &question{fmt.Sprintf("During what? %q is %s itself; say the time, e.g. \"from 10 to 20\".", n.said, a.Name)}
		}
		return ts, nil
	}
	return nil, nil
}

// elidedKind: "el texto del ganador que empiece en el 30 y el del jurado
// que termine en el 54": "el del jurado", "la de la cocina", "the one of
// the judge" leave out the noun the clause before said, so among things
// of several kinds that bear the name, it is those of the kind the clause
// before acted on (the judge's clip was cut short instead of its label).
// Nil when the noun is said, or nothing before says the kind.
func (r *resolver) elidedKind(n np, groups [][]target) [][]target {
	if n.kind != "" || len(groups) < 2 || r.ctx == nil || len(r.ctx.last) == 0 {
		return nil
	}
	k := n.first
	if k < 2 || k > len(r.toks) || !r.toks[k-1].word("de", "del", "of") || !r.toks[k-2].word("el", "la", "los", "las", "one", "ones") {
		return nil
	}
	kindOf := func(t target) string {
		switch {
		case t.el.Text != nil:
			return "text"
		case t.el.Sticker != nil:
			return "sticker"
		case t.el.Effect != nil:
			return "effect"
		}
		return string(t.track)
	}
	last := ""
	for _, t := range all(r.p) {
		if contains(r.ctx.last, t.id) {
			if k := kindOf(t); last == "" || last == k {
				last = k
			} else {
				return nil
			}
		}
	}
	if last == "" {
		return nil
	}
	if kept := slices.DeleteFunc(slices.Clone(groups), func(g []target) bool { return kindOf(g[0]) != last }); len(kept) > 0 {
		return kept
	}
	return nil
}
