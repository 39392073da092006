package planner

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A new text or sticker said with no verb, as a note on a shot list:
// "subtitle "it's all in the wrists" around 15 seconds", "subtitle at 2s:
// today we go from long to bob", "thumbs up sticker at the very end",
// "subtítulo 'a centrar el barro' en el 15". With no article the noun was
// read as a thing there is ("which subtitle do you mean", "there is no
// thumbs up sticker on the timeline"). Said so, it is the thing to add:
// the request is planned again as "add …", and that plan is kept only
// when it adds and does nothing else.

// bareTextNote: a text noun with no article, then its words in quotes or
// after a colon.
var bareTextNote = regexp.MustCompile(`(?i)^(?:an?\s+|una?\s+)?(?:title|subtitle|caption|text|lower third|label|subt[ií]tulo|t[ií]tulo|texto|leyenda|cartel|cartelito|z[oó]calo)\b\s*(?:["'“‘«]|[^"'“‘«:]{0,40}:\s*\S)`)

// bareStickerNote: a sticker's picture and the word sticker with no
// article before ("thumbs up sticker at the end", "sticker de fuego al
// final", "a fire emoji on the last shot").
var bareStickerNote = regexp.MustCompile(`(?i)^(?:an?\s+|una?\s+)?(?:[\p{L}-]+\s+){1,3}(?:sticker|emoji)\b|^(?:una?\s+)?(?:sticker|emoji)\s+de\s+\p{L}`)

// noteNamesThere: a note that opens with an article or a pointing word
// names a thing there is ("the heart sticker at the top"), and one whose
// noun is followed by one names the thing it is put on ("label the pip").
var noteNamesThere = regexp.MustCompile(`(?i)^(the|el|la|los|las|this|that|these|those|my|our|your|este|esta|ese|esa|mi|tu|su|his|her|its)\s|^\S+\s+(the|el|la|los|las|it|this|that)\s`)

// bareTextOver: a verbless text note whose quoted words are put over a
// thing or during it: 'title "DRONE VIEW" over the drone shot', 'texto
// "¡Listo!" sobre el último clip'. It names where a new text goes; read as
// a thing there is, "title" changed the video's one title (at 0-4 s, not
// over the drone shot) to those words.
var bareTextOver = regexp.MustCompile(`(?i)^(?:an?\s+|una?\s+)?(?:title|subtitle|caption|text|label|t[ií]tulo|subt[ií]tulo|texto|cartel)\s*["“'‘«][^"”'’»]+["”'’»]\s*,?\s+(?:over|on top of|during|sobre|durante|encima de|arriba de)\s`)

// bareTextOverPlan plans such a note as its add, before it is read as a
// change of the text there is.
func bareTextOverPlan(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	if !bareTextOver.MatchString(strings.TrimSpace(prompt)) {
		return Plan{}, false
	}
	return bareAddPlan(ctx, prompt, ed, opt)
}

// bareAddPlan plans a verbless note of a new text or sticker as its add.
func bareAddPlan(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	said := strings.TrimSpace(prompt)
	m := bareTextNote.FindStringIndex(said)
	text := m != nil
	if !text {
		m = bareStickerNote.FindStringIndex(said)
	}
	if m == nil || ed == nil || ed.Project == nil || noteNamesThere.MatchString(said) {
		return Plan{}, false
	}
	verbsIn := said[:m[1]]
	if !text {
		verbsIn = said // "heart sticker is too short, keep it up …", "teh heart sticker shoud go away"
	}
	for _, t := range lex(verbsIn, newVocabulary(nil)) {
		if t.kind == tWord && t.has(cVerb) && !t.has(cKind) {
			return Plan{}, false // "remove heart sticker", "label the pip 'Yes'": a verb is said
		}
	}
	if text && quotedTextThere(said, projectTexts(ed)) {
		return Plan{}, false // "subtitle 'Trimming' at the top": a text there is
	}
	plan := planVideo(ctx, "add "+said, ed, opt)
	if !plan.OK() || len(plan.Steps) == 0 {
		return Plan{}, false
	}
	want := map[bool]string{true: "add_text", false: "add_sticker"}[text]
	for _, s := range plan.Steps {
		if s.Tool != want || !text && addedStickerThere(ed, s) {
			// "music note sticker during the reading corner pls" added the
			// text "corner pls"; a sticker like one there is was meant as
			// that one ("heart sticker is too short")
			return Plan{}, false
		}
	}
	return plan, true
}

// addedStickerThere: the project has a sticker of the id the step adds.
func addedStickerThere(ed *videotools.Editor, s Step) bool {
	var in struct {
		StickerID string `json:"stickerId"`
	}
	if json.Unmarshal(s.Params, &in) != nil || in.StickerID == "" {
		return true
	}
	for _, t := range all(ed.Project) {
		if t.el.Sticker != nil && t.el.Sticker.StickerID == in.StickerID {
			return true
		}
	}
	return false
}

// quotedTextThere: words said in quotes are a text of the project, or a
// good part of one.
func quotedTextThere(said string, texts []string) bool {
	for _, m := range noteQuoted.FindAllStringSubmatch(said, -1) {
		w := strings.ToLower(strings.TrimSpace(m[1] + m[2] + m[3] + m[4]))
		for _, t := range texts {
			t = strings.ToLower(strings.TrimSpace(t))
			if w != "" && (w == t || len(w) >= 6 && strings.Contains(t, w)) {
				return true
			}
		}
	}
	return false
}

// noteQuoted: the words between a pair of quotation marks of one kind (an
// apostrophe opens a quote only after a space: "it's" does not).
var noteQuoted = regexp.MustCompile(`"([^"]+)"|“([^”]+)”|«([^»]+)»|(?:^|\s)'([^']+)'`)
