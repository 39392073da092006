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
	// what a class, a truck or a salon films, said in the other language
	// where a time edit named it ("the glaze label should stay until the
	// heart shows up", "split the griddle clip at 17", "move the hairdryer
	// sound 3 seconds later", "trim the treats clip so it ends at 62",
	// "keep the enrol text up from 55": each was "there is no …"). The
	// wash (lavado) and the cutting (corte) are left out: "wash" is a tint
	// and "corte" a cut, words of edits.
	// the glaze (a text "Esmalte …") and the glazing (esmaltado.mp4) are
	// two: as one group "el esmaltado" asked between the clip and the text
	{"glaze", "glazes", "esmalte", "esmaltes"},
	{"glazing", "glazed", "esmaltado", "esmaltada", "esmaltados", "esmaltando", "esmaltar"},
	{"enrol", "enroll", "enrolment", "enrollment", "enrolments", "enrollments", "inscripciones", "inscripcion", "inscribite", "inscribirse"},
	{"treats", "treat", "premios", "premio", "snacks", "snack", "golosinas"},
	// the griddle and the queue: in the glossary (resolve.go)
	// ("the hairdryer is way too loud" is secador-sfx.wav; "secado", the
	// drying, stays out: the blow-dry clip is not the dryer's sound)
	{"hairdryer", "hairdryers", "dryer", "dryers", "blowdryer", "secador", "secadores", "secadora"},
	// a greeting and the hands, said in the other language of the file
	// ("mientras Rosa saluda" is saludo-rosa.mp4, "the hands close-up"
	// manos-torno.mp4: "there is no …", or a time asked)
	{"greeting", "greetings", "greets", "greet", "saludo", "saluda", "saludando"},
	{"hands", "hand", "manos", "mano"},
}
