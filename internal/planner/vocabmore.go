package planner

// moreVocabulary: nouns people named the fresh sets' files by, in the other
// language of the file's name ("music note sticker during the reading
// corner" for rincon-lectura.jpg added the sticker over the whole video;
// "the little pages video" for paginas-closeup.mp4 was not found). One
// concept a line, as namingVocabulary.
var moreVocabulary = []string{
	"reading lectura leer leyendo lecturas",
	"shelf shelves estante estantes estanteria estanterias anaquel",
	"spine spines lomo lomos",
	"page pages pagina paginas hoja hojas",
	"armchair sillon butaca",
	"treat treats premio premios golosina golosinas snack snacks",
	"lunch almuerzo almorzando almorzar",
	"rapids rapido rapidos",
	"helmet casco",
	"drone dron",
	"hours horario horarios schedule",
}
