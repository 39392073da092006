package planner

// nameLexicon: more groups of the glossary (resolve.go), words that name one
// thing in either language, found where people named an element by what
// it is or says and the planner did not find it: "grandma's message" is
// mensaje-abuela.m4a ("there is no grandma's message"), "el texto de
// seguinos" is "Follow @…" (it asked which of all the texts), "the adopt
// me text" is "¡Adoptame! …" ("there is no the adopt"). A word is in one
// group only, here or there.
var nameLexicon = [][]string{
	{"message", "messages", "mensaje", "mensajes", "mensajito"},
	{"follow", "seguinos", "siguenos", "seguime", "sigueme", "seguir", "follows"},
	{"cheese", "cheeses", "queso", "quesos"},
	{"raised", "recaudado", "recaudada", "recaudados", "recaudamos", "recaudacion"},
	{"adopt", "adoptame", "adoptar", "adopta", "adoptalo", "adoptala", "adoptanos", "adoptalos"},
	// words that name a clip by what it films, found where people asked for
	// a look on a clip said by its subject in the other language, or by
	// what its camera is: a gopro-casco.mp4 is the helmet cam;
	// paginas-closeup.mp4 the pages; a sillón the armchair. The drone shot
	// (DJI_0042.mp4) and the shelves are left out: once named, two readings
	// outside the looks turned their refusals silent (v30-047 'title "DRONE
	// VIEW" over the drone shot' rewrote the hook title; v29-116 "blur the
	// shelves part and add 'Rare first editions' at the top there" put the
	// text at 0 s). The same concepts are in thingVocabulary (vocabulary.go),
	// which the noun index reads: the glossary is what translatedNames reads.
	{"helmet", "helmets", "casco", "cascos"},
	{"pages", "page", "paginas", "pagina"},
	{"armchair", "armchairs", "sillon", "sillones", "butaca", "butacas"},
	{"rapids", "rapidos"},
	// a studio's, a truck's, a salon's clips said in the other language
	// (sets 31-33): "the glazing clip" is esmaltado.mp4, "when the queue
	// shows up" fila-noche.mp4, "during the wash" lavado.mp4, "mientras
	// Rosa saluda" saludo-rosa.mp4, "the hands close-up" manos-torno.mp4,
	// "the hairdryer sound" secador-sfx.wav, "the griddle shot"
	// plancha-tacos.mp4 ("there is no the glazing clip", or a time asked)
	{"glaze", "glazing", "glazed", "esmaltado", "esmaltando", "esmaltar"},
	{"queue", "queues", "fila", "filas"},
	{"wash", "washing", "lavado"},
	{"greeting", "greetings", "greets", "greet", "saludo", "saluda", "saludando"},
	{"hands", "hand", "manos", "mano"},
	{"hairdryer", "hairdryers", "secador", "secadores"},
	{"griddle", "griddles", "plancha"},
}
