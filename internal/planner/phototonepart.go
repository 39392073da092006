package planner

// toneInPart reads the shadows or highlights said of one part of the
// photo ("lift the shadows on the ground", "levantá las sombras del
// suelo", "recover the highlights in the sky"): that part is selected and
// the shadows-highlights adjustment takes the selection as its mask. It
// was refused: the tonal reading wanted no part, and the region reader
// could not select "the shadows". One part only, said plainly: a part
// left out ("everything but the sky") or a colour range is not read here.
// It returns the part's selection, the tone and the words that said it;
// nil when the clause is not that.
func toneInPart(f *frame, regions []region, info PhotoState) ([]Step, string, []string) {
	tone, said := tonalRange(f)
	if tone == "" || len(regions) != 1 || len(f.regions) > 1 || exceptionSaid(f) || len(f.colors) > 0 {
		return nil, "", nil
	}
	switch r := regions[0]; r.name {
	case "ground":
		return groundSelection(info), tone, said
	case "face", "sky", "grass", "water", "subject", "background":
		return selectOps(r), tone, said
	}
	return nil, "", nil
}
