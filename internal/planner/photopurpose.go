package planner

import (
	"fmt"
	"slices"
)

// audienceWords are who or what a photo is for ("for the kids", "para mi
// mamá", "for the website", "para imprimir"): the reason for the edit,
// never a part of the photo to select nor a verb.
var audienceWords = map[string]bool{
	"kids": true, "kid": true, "children": true, "child": true, "family": true, "mom": true, "mum": true,
	"mother": true, "dad": true, "father": true, "parents": true, "grandma": true, "grandmother": true,
	"grandpa": true, "grandfather": true, "grandparents": true, "friends": true, "friend": true, "wife": true,
	"husband": true, "girlfriend": true, "boyfriend": true, "boss": true, "client": true, "clients": true,
	"customer": true, "customers": true, "team": true, "class": true, "school": true, "teacher": true,
	"wedding": true, "party": true, "birthday": true, "album": true, "website": true, "web": true, "site": true,
	"blog": true, "newsletter": true, "print": true, "printing": true, "poster": true, "flyer": true,
	"presentation": true, "portfolio": true, "card": true, "invitation": true, "resume": true, "cv": true,
	"gallery": true, "wall": true, "office": true, "story": true, "stories": true,
	"chicos": true, "chicas": true, "ninos": true, "ninas": true, "nenes": true, "nenas": true, "hijos": true,
	"hijas": true, "familia": true, "mama": true, "papa": true, "padres": true, "abuela": true, "abuelo": true,
	"abuelos": true, "amigos": true, "amigas": true, "amigo": true, "amiga": true, "novia": true, "novio": true,
	"esposa": true, "esposo": true, "jefe": true, "jefa": true, "cliente": true, "clientes": true,
	"equipo": true, "clase": true, "escuela": true, "colegio": true, "boda": true, "casamiento": true,
	"fiesta": true, "cumpleanos": true, "cumple": true, "sitio": true, "pagina": true, "imprimir": true,
	"impresion": true, "afiche": true, "folleto": true, "presentacion": true, "tarjeta": true,
	"invitacion": true, "galeria": true, "pared": true, "oficina": true, "historia": true, "historias": true,
	// where a shop or a feed shows it ("too dark for the menu", "para el feed")
	"menu": true, "feed": true, "catalog": true, "catalogue": true, "catalogo": true, "shop": true, "store": true,
	"tienda": true, "listing": true, "magazine": true, "revista": true, "brochure": true, "carta": true,
}

// purposeFill are the small words inside a "for …" phrase ("for my
// mom's birthday", "para los chicos de la escuela").
var purposeFill = []string{"our", "his", "her", "their", "your", "mis", "nuestro", "nuestra", "nuestros",
	"nuestras", "su", "sus", "tu", "tus", "los", "las", "of", "some", "unos", "unas"}

// purposeTail finds a clause that ends in what the photo is for, after
// "for"/"para" and something said before it ("make it warmer for the
// kids", "make it brighter for my facebook cover"). An audience is taken
// out of the clause (the kids were the subject to warm); a platform stays
// for the crop to read its shape, its words kept from being a verb (the
// cover was the hide verb). The purpose said comes back for the reply.
// A clause that is only an audience ("…, for the kids") comes back empty.
func purposeTail(c clause, prompt string) (clause, string) {
	toks := c.toks
	for i := len(toks) - 1; i >= 0; i-- {
		if !toks[i].word("for", "para", "to") {
			continue
		}
		tail := toks[i+1:]
		for len(tail) > 0 && tail[len(tail)-1].kind == tPunct {
			tail = tail[:len(tail)-1]
		}
		if i > 0 && sharedPurpose(tail) {
			// "it's too dark to post", "brighten it, it's for sharing":
			// what the photo will be used for, no edit of its own
			c.toks = toks[:i:i]
			return c, prompt[toks[i].pos:toks[i+len(tail)].end]
		}
		if toks[i].word("to") {
			continue
		}
		audience, platform, ok := purposeWords(tail)
		alone := !slices.ContainsFunc(toks[:i], func(t token) bool { return t.kind == tWord })
		if !ok || alone && platform {
			// "para youtube" alone is a crop to its shape
			return c, ""
		}
		said := prompt[toks[i].pos:toks[i+len(tail)].end]
		if audience && !platform {
			c.toks = toks[:i:i]
			return c, said
		}
		kept := slices.Clone(toks)
		for k := i; k <= i+len(tail); k++ {
			kept[k].lex = slices.DeleteFunc(slices.Clone(kept[k].lex), func(l lexeme) bool { return l.cat == cVerb })
		}
		c.toks = kept
		return c, ""
	}
	return c, ""
}

// sharingVerbs say what the photo will be used for after "to"/"para"
// ("too dark to post", "para subirla", "to send to my mom").
var sharingVerbs = []string{"post", "share", "upload", "send", "publish", "print", "posting", "sharing", "uploading", "sending",
	"postear", "postearla", "postearlo", "subir", "subirla", "subirlo", "publicar", "publicarla", "publicarlo",
	"compartir", "compartirla", "compartirlo", "mandar", "mandarla", "mandarlo", "enviar", "enviarla", "enviarlo", "imprimirla", "imprimirlo"}

// sharedPurpose: the tail is a verb of sharing and, after it, only "it",
// small words and an audience ("to post", "para mandarla a mi mamá"). A
// platform's name is left to purposeWords: it may give the crop a shape.
func sharedPurpose(tail []token) bool {
	if len(tail) == 0 || tail[0].kind != tWord || !tail[0].word(sharingVerbs...) {
		return false
	}
	for _, t := range tail[1:] {
		switch {
		case t.kind != tWord || platformWords[t.text]:
			return false
		case t.word("it", "this", "them", "online", "a", "to", "with", "my", "la", "lo", "esto", "con", "mi", "mis") ||
			audienceWords[t.text] || contains(purposeFill, t.text):
		default:
			return false
		}
	}
	return true
}

// purposeWords: every word of the tail is a small word, an audience or a
// platform, and at least one is not a small word. After an audience or a
// platform, "de"/"of" and what follows say which one ("para la carta de
// vinos", "for the menu of the bar"): its complement, never an edit (it
// was refused: "does not know the word para", the list a part it could
// not select).
func purposeWords(tail []token) (audience, platform, ok bool) {
	complement := false
	for i, t := range tail {
		switch {
		case t.kind != tWord:
			return false, false, false
		case (audience || platform) && i+1 < len(tail) && t.word("de", "del", "of"):
			complement = true
		case audienceWords[t.text] || audienceWords[t.fixed]: // "boda" was fixed to "boca", "cliente" to "caliente"
			audience = true
		case platformWords[t.text] || contains(platformParts, t.text):
			platform = true
		case contains(platformFill, t.text) || contains(purposeFill, t.text):
		case complement && !t.has(cEffect) && !t.has(cVerb) && !t.has(cRegion):
		default:
			return false, false, false
		}
	}
	return audience, platform, audience || platform
}

// purposeNote tells the user how the purpose was read.
func purposeNote(purpose string) string {
	return fmt.Sprintf(" (%q is who it is for.)", purpose)
}

// lookAims cut what a look is for off the end of its clause when no comma
// sets it apart ("darken the background so the subject stands out",
// "oscurecé el fondo así resalta la persona"): the part it names is the
// one the look helps, not one to select (the request was refused, "stands"
// left out, or the astronaut a part it could not select). With a comma
// setAsides cuts it already (aimTail). Only in a photo and after a look:
// a reason inside a video clause is not cut (see setAsides).
func lookAims(clauses []clause, prompt string, names func(token) bool) ([]clause, []string) {
	var asides []string
	out := slices.Clone(clauses)
	for k, c := range out {
		for i := 1; i+1 < len(c.toks); i++ {
			if !c.toks[i].word(reasonOpeners...) && !c.toks[i].word("asi") || c.toks[i-1].kind != tWord {
				continue
			}
			rest := c.toks[i:]
			if !slices.ContainsFunc(c.toks[:i], func(t token) bool { return t.has(cEffect) }) || !aimIn(rest) || !reasonWords(rest, names) {
				break
			}
			asides = append(asides, rawOf(prompt, rest))
			c.toks = c.toks[:i:i]
			c.raw = rawOf(prompt, c.toks)
			out[k] = c
			break
		}
	}
	return out, asides
}

// aimIn: the words say something should catch the eye (aimWords), also
// typed apart ("stands out") or in the indicative ("así resalta").
func aimIn(toks []token) bool {
	for i, t := range toks {
		if aimWord(t) || t.word("resalta", "resaltan", "destaca", "destacan") ||
			t.word("stand", "stands", "standing") && i+1 < len(toks) && toks[i+1].word("out") {
			return true
		}
	}
	return false
}
