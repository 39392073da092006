package planner

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A person said by first name ("vero's intro", "the first second and a
// half of vero", "mientras vero habla al principio") is who the footage
// shows: every clip of the main track whose file name or description has
// her, not the one clip whose FILE name has the name (cierre-vero.mp4, her
// closing words, was trimmed for "vero's intro" while IMG_2231.MOV,
// described "Vero, the organiser, talks to camera", is the intro), nor the
// label that spells her name ("Vero · maestra heladera" was cut for "the
// first second and a half of vero"). Descriptions alone never name a clip
// by a person (describedassets.go: seenPeople): here a first name counts
// as a person's only with the evidence of the project itself, a name that
// a description writes capitalised AND that a label text or a second
// asset (its name or description) holds too.
//
// The time said by a person is when her clips play; where she shows at
// separate times, the words after her say which ("intro", "al
// principio": the first; "closing", "al final": the last), a talk said of
// her ("while vero talks") keeps the clips described as talking, and
// otherwise the apart stretches are asked about as before. As a thing an
// edit of the footage takes (a cut, "vero's clip"), her clips are the
// candidates, so several are asked about unless those words pick one.

// personFirstWords say the first of a person's apart appearances.
var personFirstWords = []string{"intro", "opening", "beginning", "start", "principio", "inicio", "comienzo", "arranque", "presentacion"}

// personLastWords say the last of them.
var personLastWords = []string{"outro", "closing", "ending", "end", "final", "cierre", "despedida", "goodbye"}

// talkDescribed are words of a description that say the person in the
// clip talks ("talks to camera", "announces", "thanks everyone").
var talkDescribed = []string{"talk", "talks", "talking", "speaks", "speaking", "says", "saying", "announces", "announcing",
	"explains", "explaining", "interview", "interviewed", "thanks", "thanking", "presents", "introduces", "greets",
	"tells", "habla", "hablando", "cuenta", "explica", "anuncia", "agradece", "entrevista", "saluda"}

// personSaid is the first name n says, alone, as a thing of the footage
// ("vero", "vero's"), or "".
func (r *resolver) personSaid(n np) string {
	if len(n.names) == 0 || n.quote != "" || n.pron || n.ord != 0 || n.sticker != "" || n.effect != "" {
		return ""
	}
	for _, w := range n.names[1:] {
		if !slices.Contains(talkingWords, w) {
			return "" // "vero talks" is said as one thing of the event reader
		}
	}
	switch n.kind {
	case "", "clip", "video":
	default:
		return ""
	}
	w := n.names[0]
	if len(w) < 3 || !isPlainWord(w) || describedGeneric[w] || seenPeople[w] || len(lookup(w)) > 0 {
		return ""
	}
	if !r.once("person\x01"+w, func() bool { return personOf(r.p, w) }) {
		return ""
	}
	return w
}

// personOf: the project holds w as a person's first name: a description
// writes it capitalised, and a label text, or another asset's name or
// description, holds it too.
func personOf(p *timeline.Project, w string) bool {
	capitalised, holders := false, 0
	for i := range p.Assets {
		a := &p.Assets[i]
		held := slices.Contains(nameWords(a.Name), w)
		for _, d := range strings.FieldsFunc(a.Description, func(c rune) bool { return !unicode.IsLetter(c) }) {
			if fold(d) == w {
				held = true
				if unicode.IsUpper([]rune(d)[0]) {
					capitalised = true
				}
			}
		}
		if held {
			holders++
		}
	}
	if !capitalised {
		return false
	}
	if holders >= 2 {
		return true
	}
	for _, t := range all(p) {
		if t.el.Text != nil && (t.el.Text.Style == "label" || personName(t.el.Text.Content)) && slices.Contains(nameWords(t.el.Text.Content), w) {
			return true
		}
		if t.el.Text != nil && capitalisedInside(t.el.Text.Content, w) {
			return true
		}
	}
	return false
}

// capitalisedInside: the text writes w capitalised past its first word, as
// a name is ("What did Tomi find?" over the clip described "Tomi, a kid,
// holds up..."): "tomi is hard to hear, lower the music while he talks"
// was no person's talk, the one text and description too little to say
// Tomi is a person's name.
func capitalisedInside(content, w string) bool {
	ws := strings.FieldsFunc(content, func(c rune) bool { return !unicode.IsLetter(c) })
	for _, d := range ws[min(1, len(ws)):] {
		if fold(d) == w && unicode.IsUpper([]rune(d)[0]) && !unicode.IsUpper([]rune(d)[len([]rune(d))-1]) {
			return true
		}
	}
	return false
}

// personClips are the clips of the main track whose file name or
// description holds w, in time order.
func (r *resolver) personClips(w string) []target {
	out := filter(all(r.p), func(t target) bool {
		if t.track != timeline.TrackMain || t.el.AssetID == "" {
			return false
		}
		a, ok := r.p.Asset(t.el.AssetID)
		if !ok {
			return false
		}
		return slices.Contains(nameWords(a.Name), w) || slices.Contains(letterWords(a.Description), w)
	})
	sortByTime(out)
	return out
}

// talksIn: the asset of t is described as someone talking.
func (r *resolver) talksIn(t target) bool {
	a, ok := r.p.Asset(t.el.AssetID)
	if !ok {
		return false
	}
	return slices.ContainsFunc(letterWords(a.Description), func(w string) bool { return slices.Contains(talkDescribed, w) }) ||
		strings.Contains(fold(a.Description), "to camera")
}

// stretches splits clips in time order into the runs that play one after
// another.
func stretches(ts []target) [][]target {
	var out [][]target
	for _, t := range ts {
		if k := len(out); k > 0 && t.el.Start.Seconds() <= out[k-1][len(out[k-1])-1].el.End().Seconds()+0.05 {
			out[k-1] = append(out[k-1], t)
			continue
		}
		out = append(out, []target{t})
	}
	return out
}

// personPicked narrows a person's clips by the words said of her and
// right after her (up to four words): a talk keeps the clips where
// she talks, an edge word the first or the last of her apart stretches.
func (r *resolver) personPicked(n np, clips []target) []target {
	end := min(len(r.toks), n.end+4)
	if n.first < 0 || n.first > end {
		return clips
	}
	after := r.toks[n.first:end] // her words and the few after them ("a marta al final")
	// the verb said before her, as Spanish puts it ("cuando habla hector",
	// "mientras explica gus"): her talk too (the clips that only show her
	// were asked about beside the one where she talks)
	talkBefore := n.first > 0 && (saysTalking(r.toks[n.first-1]) || r.toks[n.first-1].kind == tWord &&
		slices.ContainsFunc(strings.Fields(r.toks[n.first-1].text), func(w string) bool { return slices.Contains(talkDescribed, w) || w == "dice" }))
	if talkBefore || slices.ContainsFunc(after, saysTalking) || len(n.names) > 1 {
		if talking := filter(clips, r.talksIn); len(talking) > 0 {
			clips = talking
		}
	}
	runs := stretches(clips)
	if run := r.introClip(after, runs); run != nil {
		return run
	}
	if len(runs) < 2 {
		return clips
	}
	for _, t := range after {
		for _, w := range strings.Fields(t.text) {
			if slices.Contains(personFirstWords, w) {
				return runs[0]
			}
			if slices.Contains(personLastWords, w) {
				return runs[len(runs)-1]
			}
		}
	}
	return clips
}

// personIntroWords say her introduction itself, not only the start.
var personIntroWords = []string{"intro", "introduction", "presentacion"}

// introClip: "luli's intro", "la presentación de luli" where her first
// stretch is several clips one after another and the first is one where
// she talks: that clip, where she introduces herself (the title for
// "during luli's intro" ran over her stencil clip too, 0–18 for 0–9).
// nil where no such word is said or the first clip is not her talk.
func (r *resolver) introClip(after []token, runs [][]target) []target {
	if len(runs) == 0 || len(runs[0]) < 2 || !r.talksIn(runs[0][0]) {
		return nil
	}
	for _, t := range after {
		for _, w := range strings.Fields(t.text) {
			if slices.Contains(personIntroWords, w) {
				return runs[0][:1]
			}
		}
	}
	return nil
}

// personTimes is the time said by a person (anchorSpan): her clips,
// picked by the words after her; ok false when n says no person of the
// project, or none of her clips is on the main track. Where she still
// shows at separate times, which is asked (the one clip her file name
// has was taken). An edge of an event said of her ("antes de que nico se
// tire", "after vero") and a voice file named for her are left to their
// own readers.
func (r *resolver) personTimes(n np) ([]target, bool, error) {
	if slices.Contains([]string{"before", "after", "until", "till", "from", "since"}, n.prep) || n.first > 0 && n.first <= len(r.toks) && r.toks[n.first-1].word("que") {
		return nil, false, nil // "antes de que nico se tire": an event's edge, not her time
	}
	w := r.personSaid(n)
	if w == "" || n.kind != "" || r.voiceFileOf(w) {
		return nil, false, nil
	}
	clips := r.personClips(w)
	if len(clips) == 0 {
		return nil, false, nil
	}
	clips = r.personPicked(n, clips)
	if runs := stretches(clips); len(runs) > 1 {
		var list []string
		for _, g := range runs {
			a, b := extent(g)
			list = append(list, secs(a.Seconds())+"–"+secs(b.Seconds()))
		}
		return nil, true, &question{fmt.Sprintf("Which time of %s do you mean by %q: %s? Say the times, e.g. \"from %s\", or \"at the start\" / \"at the end\".",
			describe(clips), n.said, orList(list), list[0])}
	}
	return clips, true, nil
}

// personFootage: as a thing of an edit only the footage takes (n.aspect
// "main": a cut; or "vero's clip"), a person is her clips; the clips her
// name matched (by file name) are among them. ok false leaves cands.
func (r *resolver) personFootage(n np, cands []target) ([]target, bool) {
	if n.aspect != "main" && n.kind != "clip" && n.kind != "video" {
		return cands, false
	}
	w := r.personSaid(n)
	if w == "" {
		return cands, false
	}
	clips := r.personClips(w)
	if len(clips) == 0 {
		return cands, false
	}
	if collectiveSaid(n) {
		return r.personPicked(n, clips), true // "all of toby's clips": every one he is in
	}
	return r.shownMost(r.personPicked(n, clips), w), true
}

// shownMost keeps, of a person's clips, the ones that are about her: her
// name in the file name, or first of the names its description says
// ("the check-up of Toby, a golden retriever: Caro listens ..."), not
// the clip where she only comes along ("Caro at the door with Toby waves
// goodbye"). "el video de toby" was both of those clips: a split "a la
// mitad" cut at the middle of the stretch from the first to the last
// (neither clip's middle) and a volume changed both. Where none or all
// of them are about her, clips is kept (and several are asked about).
func (r *resolver) shownMost(clips []target, w string) []target {
	if len(clips) < 2 {
		return clips
	}
	about := filter(clips, func(t target) bool {
		a, ok := r.p.Asset(t.el.AssetID)
		return ok && (slices.Contains(nameWords(a.Name), w) || firstNamed(a.Description) == w)
	})
	if len(about) == 0 {
		return clips
	}
	return about
}

// firstNamed is the first name a description writes (folded): the first
// capitalised word that no lexicon reads, past titles said short with a
// point ("Dra. Caro Ferreyra" is Caro), or "".
func firstNamed(desc string) string {
	for _, f := range strings.Fields(desc) {
		word := strings.TrimFunc(f, func(c rune) bool { return !unicode.IsLetter(c) })
		rs := []rune(word)
		if len(rs) == 0 || !unicode.IsUpper(rs[0]) || !isPlainWord(word) {
			continue
		}
		if strings.HasSuffix(f, ".") && len(rs) <= 3 {
			continue // "Dra.", "Dr.", "Sr."
		}
		if w := fold(word); len(lookup(w)) == 0 && !describedGeneric[w] && !seenPeople[w] {
			return w
		}
	}
	return ""
}

// personPart: of the clips a person's time is (personTimes), the ones the
// first (last) dur seconds of it fall in: "the first second and a half of
// vero" is a part of her first clip, which a cut shortens (with both of
// her clips as its things, nothing was cut). Anything else keeps ts.
func (r *resolver) personPart(n np, ts []target, first bool, dur float64) []target {
	if len(ts) < 2 || n.kind != "" || r.personSaid(n) == "" {
		return ts
	}
	a, b := extent(ts)
	lo, hi := a.Seconds(), math.Min(b.Seconds(), a.Seconds()+dur)
	if !first {
		lo, hi = math.Max(a.Seconds(), b.Seconds()-dur), b.Seconds()
	}
	return filter(ts, func(t target) bool { return t.el.Start.Seconds() < hi-1e-6 && t.el.End().Seconds() > lo+1e-6 })
}

// voiceFileOf: a sound of the audio tracks is named for the person
// (relato-tomi.m4a): "mientras habla tomi" is while it plays, which the
// readers of a voice read (voiceOfOwner), not her clips.
func (r *resolver) voiceFileOf(w string) bool {
	return slices.ContainsFunc(all(r.p), func(t target) bool {
		if t.track != timeline.TrackAudio {
			return false
		}
		a, ok := r.p.Asset(t.el.AssetID)
		return ok && slices.Contains(nameWords(a.Name), w)
	})
}
