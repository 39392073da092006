package planner

// lookThingWords: more groups of the glossary (resolve.go), words that name
// a clip by what it films, found where people asked for a look on a clip
// said by its subject in the other language, or by what its camera is: a
// gopro-casco.mp4 is the helmet cam; paginas-closeup.mp4 the pages; a
// sillón the armchair. A word is in one group only, here or in the
// glossary, nameLexicon or translations. The drone shot (DJI_0042.mp4)
// and the shelves are left out: once named, two readings outside the
// looks turned their refusals silent (v30-047 'title "DRONE VIEW" over
// the drone shot' rewrote the hook title; v29-116 "blur the shelves part
// and add 'Rare first editions' at the top there" put the text at 0 s).
var lookThingWords = [][]string{
	{"helmet", "helmets", "casco", "cascos"},
	{"pages", "page", "paginas", "pagina"},
	{"armchair", "armchairs", "sillon", "sillones", "butaca", "butacas"},
	{"rapids", "rapidos"},
}
