package planner

import (
	"fmt"
	"strings"
)

// guessedFileAdded: a new thing ("una patita", "a dogy") named only by a
// word that basic mode read as another word of a file's name ("patita"
// read as "patitas" of logo-patitas.png). What was asked is a thing the
// project has no file nor sticker of; the file is a guess, which is asked
// (logo-patitas.png was added over the whole video: silent). A word of the
// name said another way ("patita", a name's spoken form) is a guess only
// of a file already on the timeline: a second copy of it is seldom asked.
func guessedFileAdded(f *frame, r *resolver) error {
	if len(f.targets) != 1 {
		return nil
	}
	n := f.targets[0]
	if n.first < 0 || n.end <= n.first || n.end > len(f.c.toks) {
		return nil // a thing not said in this clause ("ponelo": the one before)
	}
	var typed []string
	for _, t := range f.c.toks[n.first:n.end] {
		if t.kind != tWord || !contains(n.names, nameKey(t.text)) {
			continue
		}
		switch {
		case t.fixed != "":
			typed = append(typed, t.fixed)
		case !fileWordAsSpelled(r, t.text) && !fileWordAsSpelled(r, nameKey(t.text)) && onTimelineAlready(r, n):
			typed = append(typed, t.text) // "patita" of logo-patitas.png, there over the whole video
		default:
			return nil // a word of the name as it is spelled
		}
	}
	if len(typed) == 0 {
		return nil
	}
	file := strings.Join(n.names, " ")
	if a, err := r.asset(n); err == nil && a != nil {
		file = a.Name
	}
	return &question{fmt.Sprintf("There is no %q in the project nor in the sticker catalog. Did you mean %s? Say it by its name (e.g. \"add %s at 5\"), or pick a sticker: %s.",
		strings.Join(typed, " "), file, file, stickerNames())}
}

// joinsATarget: the word at i ("with", "con") is inside a thing the clause
// names ("the text with the website", "the one with the phone number"):
// it tells which thing, and what follows it is no new words for a text
// (the website's text became "the website should be").
func joinsATarget(f *frame, i int) bool {
	for _, n := range f.targets {
		if n.first < i && i < n.end {
			return true
		}
	}
	return false
}

// fileWordAsSpelled: w is a word of a file's or element's name as it is
// written ("patitas" of logo-patitas.png, not "patita").
func fileWordAsSpelled(r *resolver, w string) bool {
	if r == nil || r.p == nil {
		return true
	}
	for _, a := range r.p.Assets {
		if contains(nameWords(a.Name), w) {
			return true
		}
	}
	for _, tr := range r.p.Tracks {
		for i := range tr.Elements {
			if contains(nameWords(tr.Elements[i].Name), w) {
				return true
			}
		}
	}
	return false
}

// onTimelineAlready: the file n names is on the timeline.
func onTimelineAlready(r *resolver, n np) bool {
	a, err := r.asset(n)
	if err != nil || a == nil {
		return false
	}
	for _, tr := range r.p.Tracks {
		for i := range tr.Elements {
			if tr.Elements[i].AssetID == a.ID {
				return true
			}
		}
	}
	return false
}
