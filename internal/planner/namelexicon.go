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
}
