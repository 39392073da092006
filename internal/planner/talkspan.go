package planner

import (
	"fmt"
	"slices"
	"strings"
)

// Someone talking said as the time of a sound's change, beside words that
// say the time plainly: the plain words are the time.
//
// "mute the music while ana talks, from 30 to 50", "mutea la cama musical
// mientras habla la invitada (del 30 al 50)": the numbers say when; who
// talks then is why. The talk was read as a second time (her label's
// 5–9 s), and the two stretches together muted all of the music, or the
// person the project does not name sank the request.
//
// "drop the music to half while she's talking in the interview",
// "bajá la música mientras ella habla en la entrevista": where she talks
// is the thing after "in", so the time is while it plays (it was asked
// as an event the project could not place).

// talkingWords are the verbs of a talk event ("while ana talks", "mientras
// hablo", "while she's talking").
var talkingWords = append(slices.Clone(talkWords), "talk", "speak", "hablo", "hablamos", "hable", "hablen", "habla", "hablando")

// saysTalking: a word of the token is a verb of talking ("talks", "she's
// talking" read as one phrase).
func saysTalking(t token) bool {
	return t.kind == tWord && slices.ContainsFunc(strings.Fields(t.text), func(w string) bool { return slices.Contains(talkingWords, w) })
}

// closedRangeAt: a range of two plain numbers said with an opener at i
// ("from 30 to 50", "del 30 al 50", "between 10 and 20"), rising; its
// length in tokens, or 0.
func closedRangeAt(toks []token, i int) int {
	if i+3 >= len(toks) || toks[i].kind != tWord || !toks[i].word("from", "del", "de", "desde", "between", "entre") {
		return 0
	}
	a, to, b := toks[i+1], toks[i+2], toks[i+3]
	if !a.timeLike() || !b.timeLike() || !isToWord(to) || b.num <= a.num {
		return 0
	}
	return 4
}

// talkEventAt: the span of a talk event opened at j ("while ana talks",
// "mientras habla la señora", "while I'm talking"): its end (exclusive),
// or -1. The event holds words only, stops at a mark or a number, and
// says a verb of talking within its first four words.
func talkEventAt(toks []token, j int) int {
	if ok, _ := eventWord(toks[j]); !ok {
		return -1
	}
	e, talk := j+1, false
	for ; e < len(toks) && toks[e].kind == tWord && closedRangeAt(toks, e) == 0 && !toks[e].has(cConn); e++ {
		if e <= j+4 && saysTalking(toks[e]) {
			talk = true
		}
		if toks[e].has(cPos) || toks[e].has(cTextIntro) || toks[e].has(cEffect) {
			return -1 // a place, a text or a look said after it is not the event's
		}
	}
	if !talk || e == j+1 {
		return -1
	}
	return e
}

// talkBesideRange takes out of each clause a talk event said beside a
// plain range of numbers; the words taken out come back as asides, to be
// named in the reply.
func talkBesideRange(clauses []clause, prompt string) ([]clause, []string) {
	var asides []string
	for k, c := range clauses {
		toks := c.toks
		for j := range toks {
			e := talkEventAt(toks, j)
			if e < 0 {
				continue
			}
			ranged := false
			for i := range toks {
				if (i < j || i >= e) && closedRangeAt(toks, i) > 0 {
					ranged = true
				}
			}
			if !ranged {
				break
			}
			asides = append(asides, rawOf(prompt, toks[j:e]))
			c.toks = slices.Concat(toks[:j], toks[e:])
			clauses[k] = c
			break
		}
	}
	return clauses, asides
}

// talkPlaceWords put someone's talk in a thing ("talking in the
// interview", "habla en la entrevista").
var talkPlaceWords = []string{"in", "on", "en", "durante", "during", "inside", "dentro de"}

// talkingInThing: "while she's talking in the interview" is while the
// interview plays: the words between the event word and the thing are
// taken out of the clause ("while the interview"). Only for a stretch
// ("while", "mientras"), a subject of one or two words that name no kind
// of thing, and a thing said after "in" with an article or a name.
func talkingInThing(clauses []clause) []clause {
	for k, c := range clauses {
		toks := c.toks
		for j, t := range toks {
			ok, point := eventWord(t)
			if !ok || point {
				continue
			}
			v := -1
			for i := j + 1; i < len(toks) && i <= j+4; i++ {
				if saysTalking(toks[i]) {
					v = i // "while she's talking", one word read as the voice
					break
				}
				if toks[i].kind != tWord || toks[i].has(cKind) || toks[i].has(cPos) {
					break
				}
			}
			if v < 0 || v+2 >= len(toks) || !toks[v+1].word(talkPlaceWords...) || !(toks[v+2].has(cDet) || toks[v+2].has(cKind)) {
				continue
			}
			c.toks = slices.Concat(toks[:j+1], toks[v+2:])
			clauses[k] = c
			break
		}
	}
	return clauses
}

// allClips: the word says all the clips ("clips", "los videos", "clips de
// video", "the shots"), one token or several joined.
func allClips(t token) bool {
	if t.kind != tWord {
		return false
	}
	if slices.ContainsFunc(t.lex, func(l lexeme) bool { return l.cat == cKind && l.val == "clip" && l.plural }) {
		return true
	}
	return slices.ContainsFunc(strings.Fields(t.text), func(w string) bool {
		return slices.Contains([]string{"clips", "videos", "tomas", "shots", "escenas", "scenes"}, w)
	})
}

// keepOnlyWord: "dejá solo", "keep only", "leave just": a wish that only
// what follows stays, said of sounds after a mute of the clips.
func keepOnlyWord(t token) bool {
	if t.kind != tWord || !t.has(cVerb, "keep") {
		return false
	}
	return slices.ContainsFunc(strings.Fields(t.text), func(w string) bool {
		return slices.Contains([]string{"only", "just", "solo", "solamente", "unicamente"}, w)
	})
}

// severalStretches: a sound's change said with two stretches in one part
// ("lower the music from 80 to 20 while ana talks": 20–80 and her label's
// 5–9) is asked, never set on the whole sound (it was, and reported done).
func severalStretches(sp span) *question {
	if len(sp.ranges) < 2 || sp.whole {
		return nil
	}
	var said []string
	for _, r := range sp.ranges {
		said = append(said, secs(r.a)+"–"+secs(r.b))
	}
	return &question{fmt.Sprintf("Which stretch: %s? Say one time for the volume, e.g. \"from %s to %s\".",
		strings.Join(said, " or "), secs(sp.ranges[0].a), secs(sp.ranges[0].b))}
}

// voiceOfSilentOwner: "la voz de ana", "ana's voice", where only a thing
// with no sound says her name (her label): her voice is the sound of
// whoever talks in the project, a voice file or a clip named as someone
// talking; among several, asked. It was her label ("subí la voz de ana"
// moved the label up; "no se escucha" found nothing with sound).
func (r *resolver) voiceOfSilentOwner(n np, cands []target) []target {
	owner := n.aspect == "audio" && contains(n.mods, "voice") && len(cands) > 0 &&
		!slices.ContainsFunc(cands, func(t target) bool { return t.el.Audio != nil })
	// "ana's voice": a voice noun whose names only a text says
	noun := n.kind == "voice" && len(cands) == 0 && r.namesOnlyTexts(n.names)
	if !owner && !noun {
		return cands
	}
	if talk := filter(all(r.p), func(t target) bool { return t.el.Audio != nil && speaking(r, t) }); len(talk) > 0 {
		return talk
	}
	return cands
}

// talkingPerson: the one who talks said by a role the project names
// nothing by ("mientras habla la entrevistada", "while the interviewee
// talks"): that is a voice, as "while she talks" is, found among the
// sounds (the word was left out, and with it the time). A word the
// project names (a label's "Ana") is read as a name before this.
func talkingPerson(toks []token, j int, talk bool, names nameIndex) (timeVal, int) {
	if j >= len(toks) || toks[j].kind != tWord || len(toks[j].lex) > 0 || names.has(toks[j]) || !peopleNouns[toks[j].text] {
		return timeVal{}, 0
	}
	next := j+1 < len(toks) && toks[j+1].kind == tWord
	if next && saysTalking(toks[j+1]) {
		talk = true // "while the interviewee talks": the verb after, read by the caller
	} else if next && len(toks[j+1].lex) == 0 {
		return timeVal{}, 0 // more words of the same name ("la periodista invitada") are not guessed
	}
	if !talk {
		return timeVal{}, 0
	}
	n := np{said: toks[j].text, kind: "voice", noun: toks[j].text, first: j, end: j + 1, aspect: "audio", mods: []string{"voice"}}
	return timeVal{anchor: &n, edge: "whole"}, 1
}

// talkTopic: a thing said after "about"/"sobre" right after someone
// talking ("the part where she talks about the starter", "donde habla
// del fermento") is what the talk is about, not an element: the words a
// text shows matched it, and that text was deleted as if it were the part
// (silent). Which stretch that talk is is asked.
func talkTopic(f *frame) *question {
	toks := f.c.toks
	for _, n := range f.targets {
		i := n.first - 1
		for i > 0 && toks[i].kind == tWord && toks[i].has(cDet) {
			i--
		}
		if i < 1 || !toks[i].word("about", "sobre", "acerca de", "de", "del") {
			continue
		}
		if j := i - 1; saysTalking(toks[j]) || j > 0 && toks[j].word("a", "un", "una", "poco", "little", "bit") && saysTalking(toks[j-1]) {
			return &question{fmt.Sprintf("Which part is the talk about %q? Basic mode cannot hear what is said; say the times, e.g. \"from 15 to 18\".", n.said)}
		}
	}
	return nil
}
