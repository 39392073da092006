package planner

// A part of a video numbered in its texts ("Step 1: slice the potatoes",
// "Paso 3: Ven aquí", "Day 1", "Round 1") is said with its number in
// words: "el subtítulo del paso uno", "the step one caption", "el día
// uno". "one"/"uno"/"una" are numbers only before a unit (numbers.go), so
// after such a noun the word stayed a word: "el subtítulo del paso uno
// ponelo arriba" added a text "uno" (a silent wrong edit), and "the step
// one subtitle" asked between every step. After a noun that numbers its
// parts "one" is 1, as "two" already was 2.

// numberedParts are nouns a video numbers its parts by.
var numberedParts = []string{"step", "paso", "day", "dia", "part", "parte", "round", "ronda", "level", "nivel", "chapter",
	"capitulo", "episode", "episodio", "week", "semana", "lap", "vuelta", "tip", "exercise", "ejercicio", "lesson", "leccion",
	"clase", "scene", "escena", "act", "acto", "season", "temporada", "question", "pregunta", "rule", "regla"}

// numberedOne: the "one" at i follows a noun of numbered parts and is
// not itself followed by a noun it counts ("day one clip" is day 1's;
// "step one more" is left alone).
func numberedOne(toks []token, i int) bool {
	if i == 0 || toks[i-1].kind != tWord || !toks[i-1].word(numberedParts...) {
		return false
	}
	if i+1 < len(toks) && toks[i+1].word("more", "mas", "of", "de", "del") {
		return false // "step one of three", "parte una de las…"
	}
	return true
}
