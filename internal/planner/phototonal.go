package planner

import "strings"

// Tones: "brighten the shadows", "aclará las zonas oscuras", "darken the
// bright parts", "recover the highlights". The shadows-highlights
// adjustment lifts or deepens the tones of dark surroundings and recovers
// or brightens those of bright ones; a plain brightness change would move
// every tone ("brighten the dark areas" read "brighter" and "darker" and
// changed nothing).

var (
	shadowWords    = []string{"shadows", "shadow", "sombras", "dark areas", "dark parts", "darker areas", "darker parts", "zonas oscuras", "partes oscuras", "lo oscuro"}
	highlightWords = []string{"highlights", "highlight", "altas luces", "luces", "bright areas", "bright parts", "brighter areas", "zonas claras", "partes claras", "lo claro", "lo brillante"}
)

// tonalRange names the tones a clause works on, and the words that said
// them; "" when it names none.
func tonalRange(f *frame) (string, []string) {
	text := " " + strings.Join(clauseWords(f), " ") + " "
	for _, set := range []struct {
		name  string
		words []string
	}{{"shadows", shadowWords}, {"highlights", highlightWords}} {
		for _, w := range set.words {
			if strings.Contains(text, " "+w+" ") {
				return set.name, strings.Fields(w)
			}
		}
	}
	return "", nil
}

// clauseWords are the clause's words, folded, phrases split.
func clauseWords(f *frame) []string {
	var out []string
	for _, t := range f.c.toks {
		if t.kind == tWord {
			out = append(out, strings.Fields(t.text)...)
		}
	}
	return out
}

// tonalOps plans shadows-highlights for "brighter" or "darker" said of a
// tone; nil when the clause says neither or something else too.
func tonalOps(f *frame, tone string, said []string) ([]Step, string, error) {
	// the look the tone's own adjective gave ("dark areas": darker) is not the edit
	own := map[string]string{"shadows": "darker", "highlights": "brighter"}[tone]
	var looks []string
	skipped := false
	for _, e := range lookList(f.effects) {
		if e == own && !skipped && (contains(said, "dark") || contains(said, "darker") || contains(said, "bright") || contains(said, "brighter") ||
			contains(said, "oscuras") || contains(said, "claras") || contains(said, "oscuro") || contains(said, "claro") || contains(said, "brillante")) {
			skipped = true
			continue
		}
		looks = append(looks, e)
	}
	if len(looks) != 1 || looks[0] != "brighter" && looks[0] != "darker" {
		return nil, "", unreadf("say brighter or darker for the %s, e.g. \"brighten the shadows\"", tone)
	}
	v := 50.0
	switch {
	case f.has("bit"):
		v = 25
	case f.has("lot"):
		v = 80
	}
	if pct, ok := lookPercent(f); ok {
		v = min(pct, 100)
	}
	// shadows: + lifts; highlights: + recovers (darkens)
	if tone == "shadows" && looks[0] == "darker" || tone == "highlights" && looks[0] == "brighter" {
		v = -v
	}
	// the tone's words are read
	drop := map[string]bool{}
	for _, w := range append(said, "areas", "parts", "zonas", "partes", "the", "las", "los", "lo", "tones", "tonos") {
		drop[w] = true
	}
	words := shadowWords
	if tone == "highlights" {
		words = highlightWords
	}
	for _, w := range words {
		if !strings.Contains(w, " ") {
			drop[w] = true // "the highlights" when "highlight" was matched
		}
	}
	kept := f.unknown[:0]
	for _, w := range f.unknown {
		if !drop[w] {
			kept = append(kept, w)
		}
	}
	f.unknown = kept
	targets := f.targets[:0]
	for _, n := range f.targets {
		all := true
		for _, w := range strings.Fields(fold(n.said)) {
			all = all && drop[w]
		}
		if !all {
			targets = append(targets, n)
		}
	}
	f.targets = targets
	verb := map[bool]string{true: "Lift", false: "Deepen"}[v > 0]
	if tone == "highlights" {
		verb = map[bool]string{true: "Recover", false: "Brighten"}[v > 0]
	}
	return []Step{pstep("adjustments.apply", map[string]any{"type": "shadows-highlights", "params": map[string]any{tone: v}})},
		verb + " the " + tone + ".", nil
}
