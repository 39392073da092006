package planner

import "slices"

// secondOfKind reads a clause whose thing is a numeral pronoun ("y otro
// 'chau' del 5 al 8", "y uno 'Chau' del 16 al 18", "and another one
// saying 'bye'") as one more of the kind the clause before added: the
// same noun, so a subtitle after a subtitle is a subtitle (it was a plain
// text, or "uno" was refused: "I do not know the word uno"). After a
// clause that deleted several of a kind, "dejá uno solo que diga 'hola' de
// 2 a 4" is one of them added with that text: a single one is left.
func secondOfKind(f, prev *frame) {
	if prev == nil || len(f.targets) > 0 || !f.hasTextContent() && len(f.sticker) == 0 || len(f.effects) > 0 {
		return
	}
	at, ok := numeralPronoun(f)
	if !ok {
		return
	}
	kind, ok := kindAdded(prev)
	if !ok {
		return
	}
	only := prev.verb == "delete"
	if only && !(f.verb == "make" || f.verb == "keep" || f.verb == "put" || f.verb == "add") {
		return
	}
	if !only && f.verbAt >= 0 && f.verb != "add" && f.verb != "put" {
		return
	}
	kind.det, kind.plural, kind.count, kind.first, kind.end = "a", false, 0, -1, -1
	kind.said = f.c.toks[at].text
	kind.mods = slices.DeleteFunc(slices.Clone(kind.mods), func(m string) bool { return m == "another" })
	f.targets = []np{kind}
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return w == f.c.toks[at].text })
	f.used[at] = true
	if fold(f.unknownVerb) == fold(f.c.toks[at].text) {
		f.unknownVerb = "" // "uno" opening the clause is its thing, not a verb
	}
	if only {
		// "dejá uno solo": the one left is a new one saying that
		f.verb, f.verbs = "add", []string{"add"}
		f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "only" })
	}
}

// quoteOfKindBefore reads a clause that is only the words of one more
// text, with the verb of the clause before that added a text of a kind
// ("add subtitles 'mix' at 20 and 'add water' at 23", "poné un
// subtítulo 'hola' en el 5 y 'chau' en el 8"), as one more of that kind:
// a subtitle after a subtitle (the second was a plain text).
func quoteOfKindBefore(f, prev *frame) {
	if prev == nil || f.verbAt >= 0 || f.c.inherit != "add" || len(f.targets) > 0 || !f.hasTextContent() || len(f.sticker) > 0 ||
		f.style != "" || len(f.effects) > 0 || len(prev.targets) != 1 || !prev.hasTextContent() {
		return
	}
	n := prev.targets[0]
	if n.kind != "text" || prev.verb != "add" && prev.verb != "put" || n.names != nil || n.quote != "" {
		return
	}
	n.det, n.plural, n.count, n.first, n.end = "a", false, 0, -1, -1
	n.mods = slices.DeleteFunc(slices.Clone(n.mods), func(m string) bool { return m == "another" })
	f.targets = []np{n}
}

// numeralPronoun finds the word that stands for the thing: "otro",
// "otra", "another", "uno", "una", "one" (with "solo"/"sola"/"más" after
// it or not), the first word of the clause after its verb.
func numeralPronoun(f *frame) (int, bool) {
	toks := f.c.toks
	for i, t := range toks {
		if t.kind != tWord || isFiller(t) || t.has(cConn) || i == f.verbAt {
			continue
		}
		if t.word("uno", "una", "one", "otro", "otra", "another", "another one") || t.has(cMod, "another") {
			return i, true
		}
		return 0, false
	}
	return 0, false
}

// kindAdded is the thing the clause before added ("un subtítulo", "a
// heart") or deleted several of ("los subtítulos"): the noun a numeral
// pronoun after it stands for.
func kindAdded(prev *frame) (np, bool) {
	if len(prev.targets) != 1 {
		return np{}, false
	}
	n := prev.targets[0]
	switch {
	case n.kind == "text" && (n.det == "a" && (prev.verb == "add" || prev.verb == "put") || prev.verb == "delete" && n.plural):
		return n, true
	case n.sticker != "" && n.det == "a" && (prev.verb == "add" || prev.verb == "put"):
		return n, true
	}
	return np{}, false
}

// alongsideAdded reads a clause that adds one more sticker or text with
// the verb of the clause before ("add a star on the crew photo bottom
// right, and a heart top left", "poné una estrella en la foto abajo y un
// corazón arriba") as added over the same time as the thing just added:
// the first one's time is the pair's, only the place is said anew (the
// second ran over the whole video). So is one added after a look put on
// a part of the video ("poné sepia en el clip del muelle y un texto
// arriba", "add a blur to the interview and a caption 'Hi' at the
// bottom"): the look's part is where the pair goes (the text went at 0
// s). A time of its own, a thing of the project it names or a verb of
// its own keeps the clause as read, and so does a first one with no time
// said nor a thing to go on ("add a title Hi and a star", "poné blanco y
// negro y un texto 'Hola'": each its own default).
func alongsideAdded(f, prev *frame, rc *refContext) {
	if prev == nil || f.c.inherit == "" || f.verbAt >= 0 || len(f.times) > 0 || !rc.hasSpan || len(f.effects) > 0 {
		return
	}
	if prev.verb != "add" && prev.verb != "put" || !addsNewOnly(f, false) {
		return
	}
	switch {
	case addsNewOnly(prev, true):
		if len(prev.times) == 0 && addsNewOnly(prev, false) {
			return // the first one's time was a default (5 s for a text, the whole video for a sticker), not said
		}
	case !lookOnAPart(prev):
		return
	}
	f.times = []timeExpr{spanSaidBack(rc.lastSpan, "with the one before", -1)}
}

// lookOnAPart: the frame puts a look, and only a look, on a part of the
// video it says: a time, or a thing of the project whose stretch it is.
func lookOnAPart(f *frame) bool {
	if len(f.effects) == 0 || len(f.sticker) > 0 || f.hasTextContent() {
		return false
	}
	if len(f.times) > 0 {
		return true
	}
	return len(f.targets) > 0 && !slices.ContainsFunc(f.targets, func(n np) bool { return n.pron || n.det == "a" })
}

// addsNewOnly: the frame adds a new sticker or text ("a heart", "un texto
// 'hola'"); with others, a thing of the project may be named beside it
// (where it goes), else none is.
func addsNewOnly(f *frame, others bool) bool {
	isNew := func(n np) bool {
		return n.det == "a" && !n.pron && (n.sticker != "" || n.kind == "sticker" || n.kind == "text")
	}
	if !slices.ContainsFunc(f.targets, isNew) && len(f.sticker) == 0 && !f.hasTextContent() {
		return false
	}
	return others || !slices.ContainsFunc(f.targets, func(n np) bool { return !isNew(n) })
}
