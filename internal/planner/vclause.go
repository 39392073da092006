package planner

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

var (
	undoRe     = words(`undo`, `deshac\w*`, `deshaz\w*`, `revert(?: that| it)?`, `volve\w* atras`)
	redoRe     = words(`redo`, `rehac\w*`, `rehaz\w*`)
	timesRe    = regexp.MustCompile(`\b(twice|dos veces|three times|tres veces|(\d+)\s*(?:times|veces)|(?:last|ultimos|ultimas)\s+(\d+)\s+(?:changes|cambios|edits|ediciones|steps|pasos))\b`)
	delVerb    = words(`remove`, `delete`, `chop(?: off)?`, `snip(?: out)?`, `cut out`, `cut`, `trim`, `erase`, `drop`, `get rid of`, `take out`, `borr\w*`, `elimin\w*`, `sac\w*`, `quit\w*`, `cort\w*`, `recort\w*`, `suprim\w*`)
	splitVerb  = words(`split`, `cut`, `divid\w*`, `parti\w*`, `cort\w*`, `separ\w*`)
	addVerb    = words(`add`, `put`, `insert`, `place`, `include`, `overlay`, `write`, `show`, `agreg\w*`, `anad\w*`, `pon`, `pone\w*`, `pong\w*`, `insert\w*`, `coloc\w*`, `inclu\w*`, `sum\w*`, `escrib\w*`, `mostr\w*`)
	placeVerb  = words(`put`, `place`, `pon`, `pone\w*`, `coloc\w*`)
	strictAdd  = words(`add`, `insert`, `another`, `again`, `agreg\w*`, `anad\w*`, `otr[oa]`)
	changeVerb = words(`change`, `rename`, `replace`, `edit`, `update`, `set`, `make`, `turn`, `cambi\w*`, `reemplaz\w*`, `modific\w*`, `edit\w*`, `actualiz\w*`, `hac\w*`, `convert\w*`)
	moveVerb   = words(`move`, `shift`, `mov\w*`, `muev\w*`, `desplaz\w*`, `llev\w*`)
	timingRe   = regexp.MustCompile(`\blast(?:s|ing)?\s+(?:for\s+)?(?:only\s+)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a\b)|\bdur(?:e|en|ar|a)\b|\bduracion\b|\bduration\b|\d\s*\w*\s+long\b|\bextend\w*|\blengthen\w*|\bshorten\w*|\balarg\w*|\bacort\w*|\bestir\w*|\bends?\s+at\b|\btermin\w*|\bend\s+(?:at|on)\b`)
	muteRe     = words(`mute`, `silence`, `silenci\w*`, `mute\w*`, `sin sonido`, `sin audio`, `turn off (?:the )?(?:music|sound|audio)`, `apag\w* (?:la musica|el sonido|el audio)`)
	unmuteRe   = words(`unmute`, `desmute\w*`, `desilenci\w*`, `turn the sound back on`, `restore the (?:sound|audio)`, `activ\w* el (?:sonido|audio)`, `devolv\w* el (?:sonido|audio)`)
	volumeRe   = words(`volume`, `volumen`, `louder`, `quieter`, `mas fuerte`, `mas bajo`, `mas alto`, `mas despacio`, `gain`)
	lowerRe    = words(`lower`, `reduce`, `decrease`, `down`, `quieter`, `softer`, `less`, `baj\w*`, `reduc\w*`, `disminu\w*`, `menos`, `mas bajo`, `mas despacio`)
	raiseRe    = words(`raise`, `increase`, `up`, `louder`, `boost`, `more`, `sub\w*`, `aument\w*`, `mas fuerte`, `mas alto`, `full`, `max(?:imum)?`, `maximo`)
	keepRe     = words(`keep only`, `keep just`, `keep`, `deja\w* solo`, `deja\w* solamente`, `deja\w* nada mas`, `quedate con`)
	trimToRe   = regexp.MustCompile(`\b(?:trim|shorten|recort\w*|acort\w*)\b.*\b(?:to|a)\s+\d`)
	endWords   = words(`at the end`, `al final`, `the end`, `end of`)
	beginWords = words(`at the beginning`, `at the start`, `al principio`, `al inicio`, `al comienzo`, `beginning`)
	overlayRe  = words(`overlay`, `on top`, `over`, `picture in picture`, `pip`, `encima`, `superpuest\w*`, `sobre`, `arriba del video`)
	mainRe     = words(`main track`, `pista principal`, `after`, `despues`)
	percentVal = regexp.MustCompile(`\b(\d+(?:\.\d+)?)\s*(?:%|percent|por ?ciento)`)
	decimalVal = regexp.MustCompile(`\b(?:to|at|a|al|en|volume|volumen)\s+(0?\.\d+|1(?:\.0+)?|0)\b`)
	halfRe     = words(`half`, `mitad`)
)

// planVideoClause plans one clause on the scratch project and returns the
// sentence that describes it.
func planVideoClause(s *sim, c clause) (string, error) {
	if line, ok, err := planHistory(s, c); ok {
		return line, err
	}
	if line, ok, err := planTranscript(s, c); ok {
		return line, err
	}
	p := s.p()
	total := s.total()
	switch {
	case c.has(unmuteRe) || (c.has(muteRe) && !c.has(textWords)):
		return planMute(s, c, !c.has(unmuteRe))
	case c.has(volumeRe) || ((c.has(lowerRe) || c.has(raiseRe) || c.has(percentVal)) && (c.has(musicWords) || c.has(words(`audio`, `sound`, `sonido`)))) && !c.has(textWords):
		return planVolume(s, c)
	}
	if c.has(timingRe) && !c.has(re(`\b(?:the|los|las)\s+(?:last|ultim\w*)\s`)) {
		if ts, _ := findTargets(c, p); len(ts) > 0 {
			return planTiming(s, c, ts)
		}
	}
	if c.has(textWords) || (c.has(addVerb) && c.quote() != "" && !hasAsset(c, p)) || (c.has(changeVerb) && namesText(c, p)) {
		return planText(s, c)
	}
	if _, ok := stickerIn(c); (ok || c.has(stickerWords)) && c.has(addVerb) {
		return planSticker(s, c)
	}
	sp, _ := parseSpan(c.norm, total)
	if c.has(delVerb) {
		if ts, kind := findTargets(c, p); kind != "" && kind != "video" {
			if len(ts) == 0 {
				return "", fmt.Errorf("there is no %s on the timeline to remove", kindName(kind))
			}
			if sp.hasRange {
				return s.removeRange(sp.start, sp.end, tracksOf(ts), false)
			}
			if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": ids(ts)}); err != nil {
				return "", err
			}
			return fmt.Sprintf("Deleted %s.", describe(ts)), nil
		}
	}
	if c.has(keepRe) && sp.hasRange {
		line := ""
		if sp.end < total {
			l, err := s.removeRange(sp.end, total, nil, true)
			if err != nil {
				return "", err
			}
			line = l
		}
		if sp.start > 0 {
			l, err := s.removeRange(0, sp.start, nil, true)
			if err != nil {
				return "", err
			}
			line += " " + l
		}
		return strings.TrimSpace(line), nil
	}
	if id, params, ok := effectIn(c); ok && !c.has(delVerb) {
		return planEffect(s, c, sp, id, params)
	}
	if c.has(delVerb) && sp.hasRange {
		return s.removeRange(sp.start, sp.end, nil, true)
	}
	if c.has(trimToRe) && !sp.hasRange {
		if t, ok := sp.point(); ok {
			return s.removeRange(t, total, nil, true)
		}
	}
	if c.has(splitVerb) && len(sp.points) > 0 && !sp.hasRange {
		if _, err := s.call("split", map[string]any{"times": sp.points}); err != nil {
			return "", err
		}
		return fmt.Sprintf("Split at %s.", joinSecs(sp.points)), nil
	}
	if (c.has(moveVerb) || c.has(placeVerb) || c.has(changeVerb) || c.has(smallerRe) || c.has(biggerRe)) && len(sp.points) == 0 && !sp.hasRange &&
		(corner(c) != "" || c.has(smallerRe) || c.has(biggerRe)) {
		if ts, _ := findTargets(c, p); len(visualTargets(ts)) > 0 {
			return planPlace(s, c, visualTargets(ts))
		}
	}
	if c.has(addVerb) {
		if a, ok := assetIn(c, p); ok {
			// "put the logo at 8 s" moves the logo that is already there;
			// "add" always adds another
			if ts := namedTargets(c, p); len(ts) > 0 && c.has(placeVerb) && !c.has(strictAdd) {
				return planMove(s, c, sp, ts)
			}
			return planAddMedia(s, c, sp, a)
		}
	}
	if c.has(moveVerb) {
		if ts, _ := findTargets(c, p); len(ts) > 0 {
			return planMove(s, c, sp, ts)
		}
	}
	if c.has(delVerb) {
		if ts, _ := findTargets(c, p); len(ts) > 0 {
			if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": ids(ts)}); err != nil {
				return "", err
			}
			return fmt.Sprintf("Deleted %s.", describe(ts)), nil
		}
	}
	return "", errNotUnderstood
}

// namesText reports whether a quote of the clause is the content of a
// text element ("change \"Welcome\" to \"Hi\"").
func namesText(c clause, p *timeline.Project) bool {
	for _, q := range c.quotes {
		for _, t := range all(p) {
			if t.el.Text != nil && strings.EqualFold(strings.TrimSpace(t.el.Text.Content), strings.TrimSpace(q)) {
				return true
			}
		}
	}
	return false
}

func hasAsset(c clause, p *timeline.Project) bool {
	_, ok := assetIn(c, p)
	return ok
}

func kindName(kind string) string {
	switch kind {
	case "text":
		return "text"
	case "music":
		return "music"
	case "clip":
		return "such clip"
	}
	return kind
}

func tracksOf(ts []target) map[string]bool {
	m := map[string]bool{}
	for _, t := range ts {
		m[t.trackID] = true
	}
	return m
}

func describe(ts []target) string {
	names := make([]string, 0, len(ts))
	for _, t := range ts {
		n := t.el.Name
		if t.el.Text != nil {
			n = strconv.Quote(t.el.Text.Content)
		}
		if n == "" {
			n = string(t.el.Type)
		}
		names = append(names, fmt.Sprintf("%s (%s)", n, t.id))
	}
	return strings.Join(names, ", ")
}

func joinSecs(ts []float64) string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = secs(t)
	}
	return strings.Join(out, ", ")
}

// planHistory handles undo and redo ("undo twice", "deshacé").
func planHistory(s *sim, c clause) (string, bool, error) {
	tool := ""
	switch {
	case c.has(redoRe):
		tool = "redo"
	case c.has(undoRe):
		tool = "undo"
	default:
		return "", false, nil
	}
	n := 1
	if m := timesRe.FindStringSubmatch(c.norm); m != nil {
		switch {
		case m[2] != "":
			n, _ = strconv.Atoi(m[2])
		case m[3] != "":
			n, _ = strconv.Atoi(m[3])
		case strings.HasPrefix(m[1], "t"):
			n = 3
			if m[1] == "twice" {
				n = 2
			}
		default:
			n = 2
		}
	}
	n = max(1, min(n, 50))
	for range n {
		// a clause of this same request is taken back (or given back)
		// on the scratch copy, so the plan simply leaves its steps out
		if tool == "undo" && len(s.done) > 0 {
			last := s.done[len(s.done)-1]
			s.done = s.done[:len(s.done)-1]
			s.restore(last.before)
			s.steps = s.steps[:len(s.steps)-len(last.steps)]
			s.undone = append(s.undone, last)
			continue
		}
		if tool == "redo" && len(s.undone) > 0 {
			last := s.undone[len(s.undone)-1]
			s.undone = s.undone[:len(s.undone)-1]
			s.restore(last.after)
			s.steps = append(s.steps, last.steps...)
			s.done = append(s.done, last)
			continue
		}
		if _, err := s.call(tool, map[string]any{}); err != nil {
			return "", true, err
		}
	}
	verb := "Undid"
	if tool == "redo" {
		verb = "Redid"
	}
	if n == 1 {
		return verb + " the last change.", true, nil
	}
	return fmt.Sprintf("%s the last %d changes.", verb, n), true, nil
}

// planEffect applies a catalog effect over a range or the whole video.
func planEffect(s *sim, c clause, sp span, id string, params map[string]any) (string, error) {
	total := s.total()
	if total == 0 {
		return "", fmt.Errorf("No timeline content")
	}
	start, end := 0.0, total
	if sp.hasRange {
		start, end = sp.start, min(sp.end, total)
	} else if t, ok := sp.point(); ok && sp.duration > 0 {
		start, end = t, min(t+sp.duration, total)
	} else if sp.duration > 0 {
		end = min(sp.duration, total)
	}
	if id == "brightness-contrast" || id == "saturation" {
		if c.has(words(`lower`, `reduce`, `decrease`, `less`, `menos`, `baj\w*`, `reduc\w*`)) {
			for k, v := range params {
				if f, ok := v.(float64); ok && f > 0 {
					params[k] = -f
				}
			}
		}
	}
	in := map[string]any{"effectType": id, "start": start, "end": end, "params": params}
	if _, err := s.call("apply_effect", in); err != nil {
		return "", err
	}
	return fmt.Sprintf("Applied %s from %s to %s.", id, secs(start), secs(end)), nil
}

// planAddMedia places an asset ("add music.mp3 at 5s", "agregá el logo").
func planAddMedia(s *sim, c clause, sp span, a *timeline.Asset) (string, error) {
	p := s.p()
	track := "audio"
	if a.Type != timeline.AssetAudio {
		switch {
		case c.has(overlayRe):
			track = "overlay"
		case c.has(mainRe) || c.has(endWords) || c.has(beginWords):
			track = "main"
		case a.Type == timeline.AssetImage:
			track = "overlay"
		default:
			track = "main"
		}
	}
	in := map[string]any{"assetId": a.ID, "trackType": track}
	start, hasStart := sp.point()
	if sp.hasRange {
		start, hasStart = sp.start, true
		in["duration"] = sp.end - sp.start
	}
	if sp.duration > 0 {
		in["duration"] = sp.duration
	}
	switch {
	case c.has(endWords) && track == "main":
		start, hasStart = p.MainTrack().End().Seconds(), true
	case c.has(endWords):
		start, hasStart = s.total(), true
	case c.has(beginWords):
		start, hasStart = 0, true
	}
	if !hasStart {
		start = 0
		if track == "main" {
			start = p.MainTrack().End().Seconds()
		}
	}
	in["startTime"] = start
	out, err := s.call("add_media_to_timeline", in)
	if err != nil && track == "main" && !c.has(mainRe) {
		in["trackType"] = "overlay"
		out, err = s.call("add_media_to_timeline", in)
	}
	if err != nil {
		return "", err
	}
	placed := out.(videotools.PlacedOut)
	line := fmt.Sprintf("Added %s at %s on %s (%s).", a.Name, secs(start), in["trackType"], placed.ElementID)
	if a.Type != timeline.AssetAudio && (corner(c) != "" || c.has(smallerRe)) {
		ts := filter(all(s.p()), func(t target) bool { return t.id == placed.ElementID })
		more, err := planPlace(s, c, ts)
		if err != nil {
			return "", err
		}
		line += " " + more
	}
	return line, nil
}
