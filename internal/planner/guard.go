package planner

import (
	"errors"
	"strings"
)

// Words no rule read, named in a refusal: when a clause is not
// understood and one of its words meant nothing to the planner (not in the
// lexicon, not a name in the project, not typed as a text's words, not a
// typo it fixed), the refusal names that word first: "make the logo
// narrower" said only "say what to change: its text, place, size…", which
// does not tell the user that "narrower" is the word basic mode lacks. Only
// real words are named (the English list in typos.go, the Spanish words
// below): a string that is no word is a name, a brand or a typo.

// unexplainedWord returns the first word of toks that carries meaning the
// planner never read, or "" when every word was explained.
func unexplainedWord(toks []token, prompt string, names nameIndex) string {
	asText := typedAsText(toks, prompt)
	for i, t := range toks {
		if t.kind != tWord || t.lex != nil || t.fixed != "" || asText[i] || names.has(t) {
			continue
		}
		if t.pos < t.end && t.end <= len(prompt) && capitalised(prompt[t.pos:t.end]) {
			continue // a capital names something: "make the World text bigger"
		}
		w := t.text
		if readElsewhere[w] || commonWords[w] || !(realWord(w) || spanishMeaning[w]) {
			continue
		}
		return w
	}
	return ""
}

// namingUnexplained puts the word no rule read in front of a clause's
// "not understood" reason, unless the reason names it already. Questions
// and "cannot" answers say what they need and stay as they are.
func namingUnexplained(err error, c clause, prompt string, names nameIndex) error {
	var u *unread
	if !errors.As(err, &u) {
		return err
	}
	w := unexplainedWord(c.toks, prompt, names)
	if w == "" || strings.Contains(fold(u.why), w) {
		return err
	}
	return unreadf("basic mode does not know the word %q here; %s", w, u.why)
}

// readElsewhere: words the lexicon does not hold but the planner reads
// from the request itself (a crop's "edges" and "sides", "instead", "for
// instagram", a turn's "quarter"), and words that carry nothing for an
// edit (politeness, pronouns, common verbs of wanting).
var readElsewhere = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
		instead vez lugar edge edges side sides border borders borde bordes lado lados punta puntas
		quarter quarters third thirds tercio tercios times veces one ones uno una out screen pantalla
		aspect aspecto ratio most fit radius cropping finales iguales mayor menor instagram facebook
		youtube tiktok twitter whatsapp thumbnail miniatura portada header post posts profile picture
		story stories reel reels feed banner avatar cover pin speaking talking talks speaks says
		please can you could would will just want wants need needs like i me my mine your yours it its
		let lets let's us something anything stuff thing things mean meant sorry wait oops actually
		hey okay alright thanks`) {
		m[w] = true
	}
	return m
}()

// spanishMeaning: Spanish words that change an edit when the lexicon
// does not read them (the English ones are in realWords). Written for this
// guard; no word list was copied.
var spanishMeaning = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
		opuesto opuesta contrario contraria inverso inversa anterior previo previa delante adelante
		lejos cerca junto juntos excepto salvo aparte ademas distinto distinta diferente diferentes
		ancho ancha angosto angosta estrecho estrecha alto alta bajo baja largo larga corto corta
		redondo redonda redondeado redondeada circular cuadrada diagonal inclinado inclinada torcido
		torcida estirado estirada estira estirar aplasta aplastar aplastado achata achatar
		parcialmente casi apenas ligeramente levemente suavemente totalmente completamente
		brillante mate satinado granulado granulada ruido nitido nitida borroso borrosa
		antiguo antigua viejo vieja moderno moderna retro vintage cinematografico dramatico dramatica
		triste alegre oscuro claro frio fria calido calida palido palida apagado apagada vivo viva
		original predeterminado normal reiniciar restablecer restaurar
		proporcion proporciones tamano mitades cuartos cuarto resto demas ambos ambas ninguno ninguna`) {
		m[w] = true
	}
	return m
}()
