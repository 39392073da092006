package planner

import "slices"

// A part of the video said first, as where the edit of the music applies:
// "en la parte del nene bajá la música al 20", "in the kid part turn the
// music down", "en el clip del nene bajá la música". Said after the music
// ("bajá la música al 20 en la parte del nene") it is read as while that
// part plays (containersAsTimes); said first, it was a second thing to
// change, so the kid's clip went to 20% with all of the music. Here the
// music is put first, so that the part said before it is its time as
// well. Only music is moved: "en la entrevista bajá el audio" may be the
// interview's own sound.

// frontedContainer puts the music first when a part said with "in",
// "en", "during" comes before it in the clause.
func (f *frame) frontedContainer() {
	if len(f.targets) < 2 {
		return
	}
	head := f.targets[0]
	if !(head.prep == "in" || head.prep == "at" || head.prep == "during") || head.pron || head.det == "a" || head.namesSound() || head.kind == "track" {
		return
	}
	k := slices.IndexFunc(f.targets, func(n np) bool { return n.kind == "music" && !n.pron })
	if k <= 0 {
		return
	}
	music := f.targets[k]
	rest := slices.Delete(slices.Clone(f.targets), k, k+1)
	f.targets = append([]np{music}, rest...)
}
