package planner

import "slices"

// Chat around a request that says nothing about the edit: a heading
// before a colon ("ok final tweaks: …", "quick one: …", "dos cositas: …"),
// a name the user calls the editor after thanks or a greeting ("gracias
// crack, …", "thanks mate, …"), and a tag question that closes it ("…,
// vale?", "…, ok?", "…, right?"). Each was a word basic mode did not know
// ("final" was read as the outro), and the whole request was refused.

// headingNouns name the request itself in a heading.
var headingNouns = []string{"tweak", "tweaks", "change", "changes", "thing", "things", "fix", "fixes", "edit", "edits", "request",
	"requests", "note", "notes", "one", "cambio", "cambios", "cosa", "cosas", "cosita", "cositas", "ajuste", "ajustes", "detalle",
	"detalles", "retoque", "retoques", "pedido", "pedidos", "nota", "notas", "correccion", "correcciones"}

// headingWords may stand beside a heading noun ("ok final tweaks", "un
// par de cositas", "last few changes").
var headingWords = []string{"ok", "okay", "so", "and", "y", "bueno", "dale", "listo", "final", "finales", "last", "quick", "small",
	"little", "few", "couple", "of", "some", "more", "two", "three", "here", "are", "the", "my", "these", "ultimo", "ultimos",
	"ultima", "ultimas", "un", "una", "unos", "unas", "par", "de", "dos", "tres", "algunos", "algunas", "mas", "pequenos",
	"pequenas", "chiquitos", "rapido", "rapida", "mis", "estos", "estas", "otra", "otro", "hey", "hi", "hola"}

// headingDropped drops a heading said before the first colon of the
// request when it holds a heading noun and nothing but heading words.
func headingDropped(toks []token) []token {
	c := slices.IndexFunc(toks, func(t token) bool { return t.kind == tPunct && t.text == ":" })
	if c <= 0 || c+1 >= len(toks) {
		return toks
	}
	noun := false
	for _, t := range toks[:c] {
		switch {
		case t.kind == tPunct, isFiller(t) && !t.has(cVerb):
		case t.word(headingNouns...):
			noun = true
		case t.word(headingWords...), t.is(tNumber):
		default:
			return toks
		}
	}
	if !noun {
		return toks
	}
	return toks[c+1:]
}

// vocatives: what people call the one who edits for them.
var vocatives = []string{"crack", "capo", "capa", "genio", "genia", "bro", "hermano", "amigo", "amiga", "dude", "man", "mate",
	"buddy", "pal", "jefe", "boss", "maestro", "master", "team", "equipo", "guys", "chicos", "chicas", "che", "loco", "titan", "idolo"}

// greetWords open or close a request politely.
var greetWords = []string{"gracias", "muchas gracias", "thanks", "thank you", "thx", "hola", "hi", "hey", "hello", "buenas", "buen dia",
	"buenos dias", "good morning", "ey", "ty"}

// vocativeDropped drops a vocative said right after thanks or a greeting
// ("gracias crack, …").
func vocativeDropped(toks []token) []token {
	for i := 1; i < len(toks); i++ {
		if toks[i].word(vocatives...) && toks[i-1].word(greetWords...) && (i+1 == len(toks) || toks[i+1].kind == tPunct) {
			return vocativeDropped(slices.Delete(slices.Clone(toks), i, i+1))
		}
	}
	return toks
}

// tagWords close a request as a tag question ("…, vale?").
var tagWords = []string{"vale", "ok", "okay", "si", "right", "dale", "ya", "sip", "yeah", "ya sabes", "sabes", "no"}

// tagDropped drops a tag question after a comma at the request's end.
// Only with the question mark: "…, ok" and "…, no" may be more.
func tagDropped(toks []token) []token {
	n := len(toks)
	if n < 3 || toks[n-1].kind != tPunct || toks[n-1].text != "?" || !toks[n-2].word(tagWords...) ||
		toks[n-3].kind != tPunct || toks[n-3].text != "," {
		return toks
	}
	return toks[:n-3]
}

// chatDropped drops the chat of this file.
func chatDropped(toks []token) []token {
	return tagDropped(vocativeDropped(headingDropped(toks)))
}
