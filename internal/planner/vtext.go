package planner

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/neuralcut/neuralcut/internal/stickers"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

var (
	topRe      = words(`top`, `upper`, `arriba`, `superior`, `parte de arriba`)
	bottomRe   = words(`bottom`, `lower third`, `lower`, `abajo`, `inferior`, `debajo`, `parte de abajo`, `pie`)
	centerRe   = words(`center`, `centre`, `middle`, `centro`, `medio`, `centrad\w*`)
	leftRe     = words(`left`, `izquierd\w*`)
	rightRe    = words(`right`, `derech\w*`)
	hookRe     = words(`hook`, `gancho`, `big bold`, `big`, `grande`, `enorme`)
	subStyleRe = words(`subtitles?`, `captions?`, `subtitulos?`, `leyendas?`)
	labelRe    = words(`labels?`, `etiquetas?`)
	plainRe    = words(`plain`, `simple`, `normal`)
	sayingRe   = regexp.MustCompile(`\b(?:saying|that says|which says|with the text|reading|que diga|que dice|con el texto|diciendo|con la frase)\s*:?\s+(.+)$`)
)

// textPosition reads top/center/bottom; "" when the clause names none.
func textPosition(c clause) string {
	switch {
	case c.has(topRe):
		return "top"
	case c.has(bottomRe):
		return "bottom"
	case c.has(centerRe):
		return "center"
	}
	return ""
}

// textStyle reads a style preset; "" when none is named.
func textStyle(c clause) string {
	switch {
	case c.has(hookRe):
		return "hook"
	case c.has(subStyleRe):
		return "subtitle"
	case c.has(labelRe):
		return "label"
	case c.has(plainRe):
		return "plain"
	}
	return ""
}

// textContent is the quoted text, else what follows "saying ...".
func textContent(c clause) string {
	if q := c.quote(); q != "" {
		return q
	}
	if m := sayingRe.FindStringSubmatch(c.norm); m != nil {
		return c.original(strings.TrimSpace(textTail.ReplaceAllString(m[1], "")))
	}
	// "add a title Hello World at the top": the words after the noun, up
	// to the first word that says where or when
	if m := bareTextRe.FindStringSubmatch(c.norm); m != nil {
		var kept []string
		for _, w := range strings.Fields(m[1]) {
			if textStop[w] {
				break
			}
			kept = append(kept, w)
		}
		if len(kept) > 0 {
			return c.original(strings.Join(kept, " "))
		}
	}
	return ""
}

// textTail is a trailing "for 2 seconds" / "at the top" after unquoted text.
var textTail = regexp.MustCompile(`\s+(?:(?:for|at|from|between|until|in|on|during|durante|por|desde|del|de|entre|en|hasta|al|a)\s+(?:the\s+|el\s+|la\s+|los\s+|las\s+)?(?:\d|top|bottom|cent|middle|arriba|abajo|centro|first|last|primer|ultim|end|final|beginning|principio|inicio|segundo|second)|(?:arriba|abajo|top|bottom)$).*$`)

var (
	bareTextRe = regexp.MustCompile(`\b(?:title|text|caption|subtitle|label|hook|titulo|texto|leyenda|subtitulo|etiqueta|cartel)\s+(.+)$`)
	textStop   = map[string]bool{"at": true, "in": true, "on": true, "from": true, "for": true, "between": true,
		"to": true, "until": true, "during": true, "en": true, "arriba": true, "abajo": true, "desde": true,
		"del": true, "de": true, "por": true, "durante": true, "entre": true, "hasta": true, "al": true, "a": true,
		"top": true, "bottom": true, "center": true, "centre": true, "style": true, "estilo": true, "y": true, "and": true}
)

// DefaultTextSeconds is how long added text stays when no time is given:
// the usual length of a title card.
const DefaultTextSeconds = 5.0

// textTimes picks start and end for new text or stickers: the range said,
// else "for N seconds" from the point said (or 0), else def seconds
// (0: the whole timeline).
func textTimes(c clause, sp span, total, def float64) (float64, float64) {
	start, hasStart := sp.point()
	if !hasStart {
		start = 0
	}
	switch {
	case sp.hasRange:
		return sp.start, sp.end
	case sp.duration > 0:
		if c.has(endWords) && !hasStart && total > sp.duration {
			start = total - sp.duration
		}
		return start, start + sp.duration
	}
	d := def
	if d == 0 || (total > start && total-start < d) {
		d = total - start
	}
	if d <= 0 {
		d = DefaultTextSeconds
	}
	if c.has(endWords) && !hasStart && total > d {
		start = total - d
	}
	return start, start + d
}

// planText adds, changes, moves, retimes or deletes text.
func planText(s *sim, c clause) (string, error) {
	p := s.p()
	sp, _ := parseSpan(c.norm, s.total())
	switch {
	case c.has(delVerb) && !c.has(addVerb):
		ts := textTargets(c, p)
		if len(ts) == 0 {
			return "", fmt.Errorf("there is no text on the timeline")
		}
		if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": ids(ts)}); err != nil {
			return "", err
		}
		return fmt.Sprintf("Deleted %s.", describe(ts)), nil
	case (c.has(addVerb) && !c.has(changeVerb) || c.has(addVerb) && len(textTargets(c, p)) == 0) &&
		(textContent(c) != "" || len(textTargets(c, p)) == 0):
		text := textContent(c)
		if text == "" {
			return "", fmt.Errorf("say the text to add in quotes, e.g. add a title \"Hello\"")
		}
		style, pos := textStyle(c), textPosition(c)
		isTitle := c.has(words(`titles?`, `titulos?`, `headline`, `heading`))
		if style == "" {
			style = "plain"
		}
		if pos == "" {
			switch style {
			case "subtitle", "label":
				pos = "bottom"
			case "hook":
				pos = "top"
			default:
				pos = "center"
				if !isTitle {
					pos = "bottom"
				}
			}
		}
		start, end := textTimes(c, sp, s.total(), DefaultTextSeconds)
		out, err := s.call("add_text", map[string]any{"text": text, "start": start, "end": end, "position": pos, "style": style})
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("Added text %q (%s, %s) from %s to %s as %s.", text, style, pos, secs(start), secs(end),
			out.(videotools.PlacedOut).ElementID), nil
	}
	ts := textTargets(c, p)
	if len(ts) == 0 {
		return "", fmt.Errorf("there is no text on the timeline")
	}
	in := map[string]any{}
	var what []string
	if q := c.quote(); q != "" && c.has(changeVerb) {
		// "change the title 'Old' to 'New'": the last quote is the new text
		newText := c.quotes[len(c.quotes)-1]
		if len(c.quotes) == 1 || !strings.EqualFold(newText, ts[0].el.Text.Content) {
			in["text"] = newText
			what = append(what, fmt.Sprintf("text %q", newText))
		}
	}
	if pos := textPosition(c); pos != "" {
		in["position"] = pos
		what = append(what, "position "+pos)
	}
	if st := textStyle(c); st != "" && (c.has(changeVerb) || c.has(re(`\b(?:style|estilo)\b`))) {
		if st != "subtitle" || !c.has(re(`\b(?:the|los|las|el|la)\s+(?:subtitles?|captions?|subtitulos?)\b`)) {
			in["style"] = st
			what = append(what, "style "+st)
		}
	}
	if c.has(moveVerb) && len(in) == 0 {
		if t, ok := sp.point(); ok {
			d := ts[0].el.Duration.Seconds()
			in["start"], in["end"] = t, t+d
			what = append(what, "start "+secs(t))
		}
	}
	if sp.hasRange && c.has(re(`\b(?:from|between|desde|entre|del|de)\b`)) {
		in["start"], in["end"] = sp.start, sp.end
		what = append(what, fmt.Sprintf("time %s–%s", secs(sp.start), secs(sp.end)))
	}
	if len(in) == 0 {
		return "", errNotUnderstood
	}
	for _, t := range ts {
		in["trackId"], in["elementId"] = t.trackID, t.id
		if _, err := s.call("update_text", in); err != nil {
			return "", err
		}
	}
	return fmt.Sprintf("Changed %s: %s.", describe(ts), strings.Join(what, ", ")), nil
}

// corner reads a sticker position; "" when none is named.
func corner(c clause) string {
	v, h := "", ""
	switch {
	case c.has(topRe):
		v = "top"
	case c.has(bottomRe):
		v = "bottom"
	}
	switch {
	case c.has(leftRe):
		h = "left"
	case c.has(rightRe):
		h = "right"
	}
	switch {
	case v != "" && h != "":
		return v + "-" + h
	case c.has(centerRe):
		return "center"
	case v != "":
		return v + "-right"
	case h != "":
		return "top-" + h
	}
	return ""
}

// DefaultStickerPosition is where a sticker goes when no place is said.
const DefaultStickerPosition = "top-right"

// planSticker adds a catalog sticker ("add a heart sticker top left").
func planSticker(s *sim, c clause) (string, error) {
	id, ok := stickerIn(c)
	if !ok {
		names := make([]string, 0, len(stickers.All()))
		for _, st := range stickers.All() {
			names = append(names, st.ID)
		}
		return "", fmt.Errorf("which sticker? The catalog has: %s", strings.Join(names, ", "))
	}
	pos := corner(c)
	if pos == "" {
		pos = DefaultStickerPosition
	}
	sp, _ := parseSpan(c.norm, s.total())
	start, end := textTimes(c, sp, s.total(), 0)
	out, err := s.call("add_sticker", map[string]any{"stickerId": id, "start": start, "end": end, "position": pos})
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("Added the %s sticker at %s from %s to %s (%s).", id, pos, secs(start), secs(end),
		out.(videotools.PlacedOut).ElementID), nil
}
