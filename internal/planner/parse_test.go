package planner

import (
	"context"
	"strings"
	"testing"
)

// TestTypos: words the planner does not know are read as the one word of
// its vocabulary (or the project's names) within a small edit distance;
// quotes, common words and names are never touched.
func TestTypos(t *testing.T) {
	voc := newVocabulary([]string{"interview", "beach"})
	for _, tc := range []struct{ in, want string }{
		{"delte the logo", "delete the logo"},
		{"mve the logo", "move the logo"},
		{"top rigth corner", "top right corner"},
		{"lower the musci", "lower the music"},
		{"mute the intervew", "mute the interview"},
		{"make it warmr", "make it warm"},
		{"add a tittle", "add a title"},
		{"elimna el logo", "elimina el logo"},
		{"subtitel", "subtitle"},
		{"transparnet", "transparent"},
		// not typos: quotes, common words, names, file names
		{`add "delte" please`, `add Q:"delte" please`},
		{"add a title hola mundo", "add a title hola mundo"},
		{"the beach clip", "the beach clip"},
		{"add beech.mp4", "add beech.mp4"},
		{"qwerty", "qwerty"},
	} {
		toks := lex(tc.in, voc)
		if got := show(toks); got != tc.want {
			t.Errorf("lex(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
	if d := osaDistance("rigth", "right", 2); d != 1 {
		t.Errorf("a swap is one edit, got %d", d)
	}
}

func clauseTexts(prompt string, names nameIndex) []string {
	var out []string
	for _, c := range splitClauses(prompt, lex(prompt, nil), names.has) {
		s := c.raw
		if c.inherit != "" {
			s += " <" + c.inherit + ">"
		}
		out = append(out, s)
	}
	return out
}

// TestClauses: requests split on connectives (EN/ES, commas, stops), never
// inside a quote or a phrase, with tails joined back and verbless parts
// taking the verb before them.
func TestClauses(t *testing.T) {
	names := nameIndex{"interview": true, "music": true}
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"remove from 3 to 5 and add a title 'Hi'", []string{"remove from 3 to 5", "add a title 'Hi'"}},
		{"remove the logo, then mute the music. Undo", []string{"remove the logo", "mute the music", "Undo"}},
		{"sacá el logo y después deshacé", []string{"sacá el logo", "deshacé"}},
		{"bajá la música luego subí el volumen también poné un título", []string{"bajá la música", "subí el volumen", "poné un título"}},
		{`add a title "Salt and Pepper, then more" and mute it`, []string{`add a title "Salt and Pepper, then more"`, "mute it"}},
		{"make it black and white", []string{"make it black and white"}},
		{"entre el segundo 12 y el 14", []string{"entre el segundo 12 y el 14"}},
		{"between 3 and 5 and then split at 7", []string{"between 3 and 5", "split at 7"}},
		{"split at 3, 5 and 7", []string{"split at 3, 5 and 7"}},
		{"add a title 'Hi', at the top", []string{"add a title 'Hi', at the top"}},
		{"add a title saying Tom and Jerry", []string{"add a title saying Tom and Jerry"}},
		{"add a title saying Hello and mute the music", []string{"add a title saying Hello", "mute the music"}},
		{"set the interview at 70% and the music at 25%", []string{"set the interview at 70%", "the music at 25% <make>"}},
		{"remove 1 to 2 and 5 to 6", []string{"remove 1 to 2 and 5 to 6"}},
		{"blur from 2 to 4 and from 6 to 8", []string{"blur from 2 to 4", "from 6 to 8 <effect>"}},
		{"un minuto y medio", []string{"un minuto y medio"}},
		{"treinta y cinco segundos", []string{"treinta y cinco segundos"}},
		{"sharper and more vivid", []string{"sharper and more vivid"}},
		{"remove the first 2 seconds and the last 3", []string{"remove the first 2 seconds and the last 3"}},
		{"and and and", nil},
	} {
		got := clauseTexts(tc.in, names)
		if strings.Join(got, " | ") != strings.Join(tc.want, " | ") {
			t.Errorf("split(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestLexicon: the verb lexicon maps synonyms (EN/ES, every Spanish form)
// to one class, and knows the words it must not take as something else.
func TestLexicon(t *testing.T) {
	for _, tc := range []struct{ word, cat, val string }{
		{"get rid of", "verb", "delete"}, {"kill", "verb", "kill"}, {"drop in", "verb", "add"}, {"stick", "verb", "put"}, // i13gv: "stick" says where, as "put" (adds a new thing, moves one there is)
		{"saca", "verb", "delete"}, {"sacala", "verb", "delete"}, {"saquen", "verb", "delete"}, {"borrarlas", "verb", "delete"},
		{"baja", "verb", "lower"}, {"bajale", "verb", "lower"}, {"pone", "verb", "put"}, {"ponele", "verb", "put"},
		{"agregue", "verb", "add"}, {"deshace", "verb", "undo"}, {"muevan", "verb", "move"}, {"duplica", "verb", "duplicate"},
		{"ocultalo", "verb", "hide"}, {"girala", "verb", "rotate"}, {"espejala", "verb", "flip"}, {"dure", "verb", "last"},
		{"desenfoca", "effect", "blur"}, {"oscurece", "effect", "darker"},
		{"centered", "pos", "center"}, {"centrado", "pos", "center"}, {"top left", "pos", "top-left"},
		{"thumbs up", "sticker", "thumbs-up"}, {"corazon", "sticker", "heart"},
		{"b-roll", "kind", "broll"}, {"subtitulos", "kind", "text"}, {"cancion", "kind", "music"},
		{"halfway", "span", "halfway"}, {"the rest", "span", "rest"}, {"primera mitad", "span", "firsthalf"},
		{"slow motion", "no", "speed"}, {"fade out", "no", "fade"},
	} {
		toks := joinPhrases(scan(tc.word))
		var ls []lexeme
		if len(toks) == 1 {
			ls = toks[0].lex
			if ls == nil {
				ls = lookup(toks[0].text)
			}
		}
		c := map[string]cat{"verb": cVerb, "pos": cPos, "sticker": cSticker, "kind": cKind, "span": cSpan, "no": cNo, "effect": cEffect}[tc.cat]
		found := false
		for _, l := range ls {
			if l.cat == c && l.val == tc.val {
				found = true
			}
		}
		if !found {
			t.Errorf("%q: %v, want %s %s", tc.word, ls, tc.cat, tc.val)
		}
	}
	for _, w := range []string{"sub", "subtitulo"} {
		if ls := lookup(w); len(ls) > 0 && ls[0].cat == cVerb && w == "subtitulo" {
			t.Errorf("%q read as a verb: %v", w, ls)
		}
	}
}

// TestFrames: a clause's slots are filled from its words, and only from
// the words that mean them.
func TestFrames(t *testing.T) {
	names := videoNames(interviewFixture(t).Project)
	read := func(prompt string) *frame {
		toks := lex(prompt, newVocabulary(names.words()))
		cs := splitClauses(prompt, toks, names.has)
		return fill(cs[0], prompt, names)
	}
	for _, tc := range []struct {
		prompt string
		check  func(f *frame) bool
	}{
		{"add a thumbs up sticker", func(f *frame) bool { return f.verb == "add" && len(f.pos) == 0 && f.nounIs("sticker") }},
		{`add a title "Top 10" centered`, func(f *frame) bool { return f.textContent() == "Top 10" && placeOf(f) == "center" }},
		{"add a title saying Welcome to the show at the top", func(f *frame) bool {
			return f.textContent() == "Welcome to the show" && placeOf(f) == "top"
		}},
		{"poné un título que diga Hola a todos arriba", func(f *frame) bool { return f.textContent() == "Hola a todos" && placeOf(f) == "top" }},
		{"make the title last 6 seconds", func(f *frame) bool { return f.verb == "last" && len(f.times) == 1 && f.times[0].kind == "duration" }},
		{"remove the last 3 seconds", func(f *frame) bool { return f.verb == "delete" && f.times[0].kind == "last" && f.times[0].dur == 3 }},
		{"lower the interview to 50%", func(f *frame) bool {
			return f.verb == "lower" && len(f.targets) == 1 && contains(f.targets[0].names, "interview") && f.amounts[0].v == 50
		}},
		{"move the logo to the top right corner", func(f *frame) bool { return placeOf(f) == "top-right" && f.nounIs("logo") }},
		{"after the intro title", func(f *frame) bool {
			return len(f.times) == 1 && f.times[0].kind == "from" && f.times[0].a.anchor != nil && f.times[0].a.anchor.kind == "text"
		}},
		{"while the logo shows", func(f *frame) bool {
			return len(f.times) == 1 && f.times[0].kind == "anchor" && f.times[0].a.anchor.kind == "logo"
		}},
		{"split the second clip", func(f *frame) bool { return f.targets[0].ord == 2 && f.targets[0].kind == "clip" }},
		{"delete the last text", func(f *frame) bool { return f.targets[0].ord == -1 && f.targets[0].kind == "text" }},
		{"rotate the logo 45 degrees", func(f *frame) bool { return f.verb == "rotate" && f.amounts[0].kind == "degrees" }},
		{"qwerty the logo", func(f *frame) bool { return f.unknownVerb == "qwerty" }},
		{"don't remove the logo", func(f *frame) bool { return f.neg }},
		{"speed up the video", func(f *frame) bool { return f.no == "speed" }},
	} {
		if f := read(tc.prompt); !tc.check(f) {
			t.Errorf("%q: frame %+v", tc.prompt, *f)
		}
	}
}

// TestReferences: noun phrases and times resolve against the project;
// an ambiguous reference is a question, a missing one says so.
func TestReferences(t *testing.T) {
	ed := interviewFixture(t)
	names := videoNames(ed.Project)
	resolve := func(prompt string, rc *refContext) (string, error) {
		toks := lex(prompt, newVocabulary(names.words()))
		f := fill(splitClauses(prompt, toks, names.has)[0], prompt, names)
		f.regionsAsNames()
		r := newResolver(ed.Project, rc)
		ts, err := targetsOf(f, r)
		if err != nil {
			return "", err
		}
		sp, err := r.times(f)
		if err != nil {
			return "", err
		}
		var out []string
		for _, t := range ts {
			out = append(out, textOf(t))
		}
		if s := sp.String(); s != "" {
			out = append(out, s)
		}
		return strings.Join(out, " "), nil
	}
	for _, tc := range []struct{ prompt, want string }{
		{"the logo", "logo.png"},
		{"the interview", "interview.mp4"},
		{"la entrevista", "interview.mp4"},
		{"the b-roll", "broll.mp4"},
		{"the music", "music.mp3"},
		{"the second clip", "city.mp4"},
		{"the last text", `"Thanks for watching"`},
		{"the intro title", `"Intro"`},
		{"the subtitles", `"hello everyone"`},
		{"the Intro title", `"Intro"`},
		{"after the intro title", "3s–28s"},
		{"while the logo shows", "0s–4s"},
		{"during the b-roll", "6s–10s"},
		{"halfway", "at 14s"},
		{"halfway through the interview", "at 10s"},
		{"the first half", "0s–14s"},
		{"the second half", "14s–28s"},
		{"the last 4 seconds", "24s–28s"},
		{"the first 2 seconds of the second clip", "20s–22s"},
		{"from 10 on", "10s–28s"},
		{"until the end", "0s–28s"},
		{"the whole video", "0s–28s"},
		{"from 0:05 to 0:07.5", "5s–7.5s"},
		{"from 1 to 2 minutes", "60s–120s"},
		{"between 5 and 10 seconds", "5s–10s"},
		{"at the end of the interview", "at 20s"},
	} {
		got, err := resolve(tc.prompt, &refContext{})
		if err != nil {
			t.Errorf("%q: %v", tc.prompt, err)
			continue
		}
		if got != tc.want {
			t.Errorf("%q resolved to %q, want %q", tc.prompt, got, tc.want)
		}
	}
	// the rest, after a clause that ended at 10
	if got, err := resolve("the rest", &refContext{lastEnd: 10, hasEnd: true}); err != nil || got != "10s–28s" {
		t.Errorf("the rest: %q %v", got, err)
	}
	// ambiguous: a question; missing: said so
	// "the title" of several texts is the one opening the video (policy 10)
	if _, err := resolve("the title", &refContext{}); err != nil {
		t.Errorf("the title: %v, want the opening title", err)
	}
	for _, prompt := range []string{"the clip", "the rest", "the second part"} {
		_, err := resolve(prompt, &refContext{})
		if _, ok := err.(*question); !ok {
			t.Errorf("%q: %v, want a question", prompt, err)
		}
	}
	for _, prompt := range []string{"the dog", "the third clip", "the sticker"} {
		_, err := resolve(prompt, &refContext{})
		if _, ok := err.(*notFound); !ok {
			t.Errorf("%q: %v, want not found", prompt, err)
		}
	}
}

func textOf(t target) string {
	if t.el.Text != nil {
		return `"` + t.el.Text.Content + `"`
	}
	return t.el.Name
}

// TestPartial: a clause not understood is named and nothing is planned;
// with Partial the understood clauses are planned and the reply lists the
// skipped one.
func TestPartial(t *testing.T) {
	ed := interviewFixture(t)
	prompt := "hide the logo and frobnicate the music, then mute the b-roll"
	plan := BasicVideo(context.Background(), prompt, ed)
	if plan.OK() || len(plan.Steps) != 0 || !strings.Contains(plan.Reply, `"frobnicate the music"`) || plan.Status != StatusNotUnderstood {
		t.Errorf("whole: %+v", plan)
	}
	plan = PlanVideo(context.Background(), prompt, ed, Options{Partial: true})
	if plan.Status != StatusPartial || len(plan.Skipped) != 1 || !strings.Contains(plan.Skipped[0], "frobnicate the music") ||
		!strings.Contains(plan.Reply, "Skipped") || opNames(plan.Steps) != "update_clip update_clip" {
		t.Errorf("partial: %s %+v", opNames(plan.Steps), plan)
	}
	// the explanation names every clause and what it resolved to
	ex := plan.Explain()
	for _, want := range []string{`Clause 1: "hide the logo"`, "logo.png", `Clause 2: "frobnicate the music"`, "not understood", "broll.mp4"} {
		if !strings.Contains(ex, want) {
			t.Errorf("explain lacks %q:\n%s", want, ex)
		}
	}
	photo := PlanPhoto(context.Background(), "qwerty and make it warmer", PhotoState{Width: 100, Height: 100}, Options{Partial: true})
	if photo.Status != StatusPartial || opNames(photo.Steps) != "adjustments.applyMasked" || len(photo.Skipped) != 1 {
		t.Errorf("photo partial: %+v", photo)
	}
}
