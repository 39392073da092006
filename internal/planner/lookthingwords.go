package planner

// lookThingWords: more groups of the glossary (resolve.go), words that name
// a clip by what it films, found where people asked for a look on a clip
// said by its subject in the other language, or by what its camera is: a
// DJI_0042.mp4 is the drone shot, "la toma del dron" ("there is no the
// drone shot", or it asked which of all the clips); gopro-casco.mp4 is
// the helmet cam; paginas-closeup.mp4 the pages; estantes-lomos.mp4 the
// shelves; a sillón the armchair. A word is in one group only, here or in
// the glossary, nameLexicon or translations ("drone" is translated to
// "dron" there, so it joins this group through it).
var lookThingWords = [][]string{
	{"dron", "dji", "aerial", "aerea", "aereo", "aereas", "aereos"},
	{"helmet", "helmets", "casco", "cascos"},
	{"pages", "page", "paginas", "pagina"},
	{"shelves", "shelf", "bookshelf", "bookshelves", "estantes", "estante", "estanteria", "estanterias"},
	{"armchair", "armchairs", "sillon", "sillones", "butaca", "butacas"},
	{"rapids", "rapidos"},
}
