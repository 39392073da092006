package planner

import "strings"

// againVerb: "volver a" and an infinitive say to do that again: "que la
// música vuelva a subir en el cooldown", "volvé a bajar la música": the
// verb is the infinitive's (raise, lower). "vuelva" alone is "make"
// (poné, dejá), and with a clip said after it the music was moved to the
// cool-down (silent). at is the verb read so far, i the word now.
func againVerb(toks []token, at, i int) bool {
	if at < 0 || i != at+2 || !toks[at+1].word("a") {
		return false
	}
	w := fold(toks[at].text)
	if !strings.HasPrefix(w, "volv") && !strings.HasPrefix(w, "vuelv") {
		return false
	}
	v := fold(toks[i].text)
	// an infinitive, maybe with a clitic after it ("subirla", "bajarle")
	for _, end := range []string{"ar", "er", "ir", "arla", "arlo", "arle", "erla", "erlo", "erle", "irla", "irlo", "irle"} {
		if strings.HasSuffix(v, end) {
			return true
		}
	}
	return false
}
