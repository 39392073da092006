package planner

// How a track is named by what it holds, beyond "the track the logo is
// on": "la pista donde está el logo", "la pista en la que está el mapa",
// "la pista que tiene el logo", "the track that has the logo", and "the
// whole main track".

// holderOpeners open what a track holds, said after it.
var holderOpeners = []string{"donde", "where", "en la que", "en el que", "en que", "que", "that", "which"}

// holderVerbs say a track holds a thing ("está", "tiene", "has").
var holderVerbs = []string{"esta", "estan", "tiene", "tienen", "has", "have", "holds", "hold", "lleva", "llevan", "va", "van"}

// trackHolderAfter reads, at j after a track noun, the thing the track
// holds said with a relative ("donde está el logo", "that has the logo"):
// the thing and where its words end. Only when nothing follows the thing
// but the end of the clause, a mark or a joiner (it asked among every
// track).
func (f *frame) trackHolderAfter(toks []token, j int, names nameIndex) (np, int, bool) {
	k := j
	if k >= len(toks) || !toks[k].word(holderOpeners...) {
		return np{}, 0, false
	}
	k++
	if k >= len(toks) || !toks[k].word(holderVerbs...) {
		return np{}, 0, false
	}
	k++
	owner, m := f.readNP(k, names)
	if m == 0 || owner.pron || owner.kind == "track" || owner.kind == "everything" {
		return np{}, 0, false
	}
	e := k + m
	if e < len(toks) && toks[e].kind != tPunct && !toks[e].has(cConn) {
		return np{}, 0, false
	}
	return owner, e, true
}

// wholeOfTrack: "mute the whole main track", "the entire track": "whole"
// after the article says all of one track, which the track is ("main" was
// left out and the request refused).
func wholeOfTrack(toks []token, j int) bool {
	return j+1 < len(toks) && toks[j].word("whole", "entire") &&
		(toks[j+1].has(cKind, "track") || toks[j+1].word(mainTrackWords...))
}
