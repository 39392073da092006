package planner

import (
	"fmt"
	"slices"
	"strings"
)

// sharedAddOnOneThere: "add a heart and the logo bigger", "agregá una
// estrella y el corazón más chico": the verb of adding is shared with a
// clause whose object is already on the timeline and comes with a look
// (a size, a see-through): that clause says how the one there should
// look, as it would with no verb ("the logo bigger"), not a second one to
// add (a second logo was added: silent).
func sharedAddOnOneThere(f *frame, r *resolver) {
	if f.verbAt >= 0 || f.c.inherit != "add" || f.verb != "add" || len(f.targets) != 1 || len(f.quotes) > 0 || f.text != "" {
		return
	}
	if len(f.mods) == 0 && len(f.props) == 0 {
		return
	}
	n := f.targets[0]
	if n.det != "the" || n.pron {
		return
	}
	if ts, err := r.elements(n); err != nil || len(ts) == 0 {
		return
	}
	f.verb = ""
	f.sticker = nil
}

// soundPurposeOpeners open what a change of a sound is for.
var soundPurposeOpeners = []string{"so", "so that", "para que", "asi", "asi que", "de modo que", "de manera que", "that way", "in order for", "so as"}

// purposeOpenerAt is where the first purpose opener after the verb is
// ("so", "para que"), -1 for none.
func purposeOpenerAt(f *frame) int {
	toks := f.c.toks
	for k := f.verbAt + 1; k < len(toks); k++ {
		if toks[k].kind == tWord && toks[k].word(soundPurposeOpeners...) {
			return k
		}
	}
	return -1
}

// soundPurpose: "bajá la música para que la entrevista se escuche más
// fuerte", "lower the music so the interview is louder": the clause after
// "so", "para que" is why the sound said before it changes; the one it
// names is what is helped, not a second sound to change (both were
// lowered: silent). Only the things said before the opener are changed.
func soundPurpose(f *frame) {
	if f.verbAt < 0 || len(f.targets) < 2 {
		return
	}
	at := purposeOpenerAt(f)
	if at < 0 || !slices.ContainsFunc(f.targets, func(n np) bool { return n.end <= at && !n.pron }) {
		return
	}
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return n.first > at })
}

// heardPurpose: "silenciá la música para que se escuche la entrevista",
// "turn the music down so you can hear the interview": a purpose that
// says something is heard is why the sound before it changes: the thing
// heard is left as it is, and "se escuche" is no "shown" (the music and
// the interview were hidden: silent; or "hear" was left out). After a
// verb of sound, any purpose is so read ("so the interview comes through").
func (f *frame) heardPurpose() {
	if f.verbAt < 0 || len(f.targets) < 2 {
		return
	}
	toks := f.c.toks
	at := purposeOpenerAt(f)
	heard := func(t token) bool { return t.kind == tWord && slices.ContainsFunc(strings.Fields(t.text), isHearWord) }
	// after a verb of sound, a purpose about another sound ("so the
	// interview is clearer"), not one about what is read or seen ("so the
	// title is readable" stays refused)
	helped := slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.first <= at })
	sound := contains([]string{"lower", "raise", "mute", "unmute"}, f.verb) && len(helped) > 0 &&
		!slices.ContainsFunc(helped, func(n np) bool { return n.kind == "text" || n.sticker != "" || n.kind == "sticker" || n.effect != "" })
	if at < 0 || !sound && !slices.ContainsFunc(toks[at:], heard) || !slices.ContainsFunc(f.targets, func(n np) bool { return n.end <= at && !n.pron }) {
		return
	}
	f.targets = slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.first > at })
	// the words of the purpose are why, not the edit ("comes through")
	said := func(w string, ts []token) bool {
		return slices.ContainsFunc(ts, func(t token) bool { return t.kind == tWord && (t.text == w || t.fixed == w) })
	}
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool {
		return isHearWord(w) || slices.Contains(soundPurposeWords, w) || said(w, toks[at:]) && !said(w, toks[:at])
	})
	f.props = slices.DeleteFunc(f.props, func(p string) bool { return p == "visible" })
}

// slipOpeners open a remark after new words for a text: an apology, the
// user's own mistake, a reason ("…, sorry", "…, me equivoqué de año",
// "…, because the date moved").
var slipOpeners = []string{"sorry", "my bad", "oops", "whoops", "apologies", "perdon", "perdona", "perdoname", "disculpa", "disculpas",
	"disculpame", "ups", "lo siento", "me equivoque", "me confundi", "my mistake", "error mio", "fue mi error", "i made a mistake",
	"i messed up", "i misspelled", "i mistyped", "i typed it wrong", "i wrote it wrong", "i got it wrong", "la escribi mal",
	"lo escribi mal", "la puse mal", "lo puse mal", "escribi mal", "puse mal", "because", "porque", "cause", "cuz", "ya que", "since"}

// slipRemark: the words open with an apology, a mistake owned or a reason.
func slipRemark(toks []token) bool {
	s := " " + joinedText(toks) + " "
	return slices.ContainsFunc(slipOpeners, func(o string) bool { return strings.HasPrefix(s, " "+o+" ") })
}

// slipApologies open an apology, no mistake named ("sorry", "perdón").
var slipApologies = []string{"sorry", "oops", "whoops", "apologies", "perdon", "perdona", "perdoname", "disculpa", "disculpas",
	"disculpame", "ups", "lo siento"}

// slipReasons open a reason ("because the date moved").
var slipReasons = []string{"because", "porque", "cause", "cuz", "ya que", "since"}

// slipOnly: the words after a comma that ends new words for a text are
// only an apology or an owned mistake ("…, sorry", "…, perdón", "…, me
// equivoqué de año", "…, my bad"): the new words end there. An apology
// with words after it ("sorry for the inconvenience", "perdón por las
// molestias") or a reason ("porque vinieron", "since 1998") may be part of
// the new words, so the text stays whole (it was cut at the comma: "We
// are closed", "Gracias", silent; or refused at "since").
func slipOnly(toks []token) bool {
	s := " " + joinedText(toks) + " "
	for strings.TrimSpace(s) != "" {
		k := slices.IndexFunc(slipOpeners, func(o string) bool { return strings.HasPrefix(s, " "+o+" ") })
		if k < 0 || slices.Contains(slipReasons, slipOpeners[k]) {
			return false
		}
		if !slices.Contains(slipApologies, slipOpeners[k]) {
			// a mistake owned: the words after it say which ("de año")
			return true
		}
		// an apology alone, or followed by an owned mistake ("sorry my bad")
		s = s[len(slipOpeners[k])+1:]
	}
	return true
}

// slipAside: a remark that only owns a mistake or apologises ("sorry",
// "me equivoqué de año", "lo escribí mal"): nothing to edit. A reason is
// left to reasonWords.
func slipAside(toks []token, names func(token) bool) bool {
	s := " " + joinedText(toks) + " "
	if !slipRemark(toks) || slices.ContainsFunc(slipReasons, func(o string) bool {
		return strings.HasPrefix(s, " "+o+" ")
	}) {
		return false
	}
	// the words of the opener ("la escribí mal": "escribí" is no add)
	k := slices.IndexFunc(slipOpeners, func(o string) bool { return strings.HasPrefix(s, " "+o+" ") })
	skip := len(strings.Fields(slipOpeners[k]))
	for _, t := range toks {
		if skip > 0 && t.kind == tWord {
			skip -= len(strings.Fields(t.text))
			continue
		}
		if t.kind == tWord && (t.has(cVerb) || t.has(cEffect) || t.has(cColor) || t.has(cPos) || sizeWord(t)) ||
			t.kind == tQuote || t.kind == tTime || t.kind == tPercent {
			return false
		}
	}
	return true
}

// shouldSayIntros say what a text there should say, never a new text.
var shouldSayIntros = []string{"tiene que decir", "tienen que decir", "deberia decir", "deberian decir", "debe decir", "deben decir",
	"tendrian que decir", "deberia de decir", "tendria que decir"}

// shouldSayNew: "…, tiene que decir 'X'" read as a new text: what it says
// is of a text there, not said which (a text "X" was added at 0 s:
// silent); which is asked.
func shouldSayNew(f *frame, intent string) error {
	if intent != "add text" || f.saysAt < 0 || !f.c.toks[f.saysAt].word(shouldSayIntros...) {
		return nil
	}
	return &question{fmt.Sprintf("Which text should say that? Say it by name, e.g. \"the title %s …\".", f.c.toks[f.saysAt].text)}
}
