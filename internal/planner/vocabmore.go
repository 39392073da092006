package planner

// moreVocabulary: nouns people named the fresh sets' files by, in the other
// language of the file's name ("music note sticker during the reading
// corner" for rincon-lectura.jpg added the sticker over the whole video;
// "the little pages video" for paginas-closeup.mp4 was not found). One
// concept a line, as namingVocabulary. Left out: "treats/premios" (it made
// "the snacks photo" ask between premios-snacks.jpg and cierre-premios.mp4)
// and "shelves/estantes" (it let "add … there" after "the shelves part"
// go in at 0 s: "there" is not read).
var moreVocabulary = []string{
	"reading lectura leer leyendo lecturas",
	"spine spines lomo lomos",
	"page pages pagina paginas hoja hojas",
	"armchair sillon butaca",
	"lunch almuerzo almorzando almorzar",
	"rapids rapido rapidos",
	"helmet casco",
	"drone dron",
	"hours horario horarios schedule",
}
