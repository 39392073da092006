package planner

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A complaint said beside an edit is set aside as the edit's reason
// (lookcomplaint.go) only when what it complains of is what the edit
// changes: "the logo looks washed out, make it 70% opacity" (strength ↔
// opacity), "se ven borrosas, ponele nitidez" (sharpness ↔ sharpen), "el
// logo casi no se distingue, hacelo más grande" (size ↔ scale). A
// complaint of another kind asks an edit of its own: "the logo is too
// big, put it on the left" wants a smaller logo as well as the move, so
// setting the complaint aside would drop an edit the person wanted. Such a
// request stays asked. A removal (or a hide) of the thing answers any
// complaint of it; the removal of an effect answers a complaint of that
// effect's own kind or a plain dislike ("quedó horrible"). A complaint
// with no word of a kind it could be read by stays asked as well.

// complaintKind is a set of the properties a complaint may be of.
type complaintKind uint8

const (
	ckStrength complaintKind = 1 << iota // how much it shows: opacity, an effect's amount
	ckSharp                              // sharpness
	ckSize                               // size
	ckColour                             // colour
	ckBright                             // brightness
	ckPlace                              // where it sits
	ckTurn                               // rotation, flips
	ckDislike                            // a plain dislike: answered by a removal
)

// complaintKindRes read the kinds of a complaint's folded words. A phrase
// may be of several kinds ("washed out": faint or colourless).
var complaintKindRes = []struct {
	re   *regexp.Regexp
	kind complaintKind
}{
	{kindWordsRe(`washed out|faded|desvaid[oa]s?|deslavad[oa]s?|lavad[oa]s?`), ckStrength | ckColour},
	{kindWordsRe(`strong|too strong|fuertes?|intensos?|intensas?|intense|heavy|pesad[oa]s?|distracting|distrae|distraen|invasive|invasiv[oa]s?|llamativ[oa]s?|se nota mucho|se nota demasiado|se notan mucho|too visible|in your face|subtle|sutil|sutiles|weak|debil|debiles|barely noticeable|casi no se nota|casi no se notan|no se nota|no se notan|overdone|exagerad[oa]s?|too much|demasiado|transparente|transparent|see through`), ckStrength},
	{kindWordsRe(`blurry|blurred|blurr?y|borros[oa]s?|fuzzy|out of focus|desenfocad[oa]s?|fuera de foco|pixelated|pixelad[oa]s?|pixely|grainy|granulad[oa]s?|soft|blurish|duro|dura|duros|duras|harsh|too sharp|muy nitid[oa]s?|crisp|nitid[oa]s?|sharp`), ckSharp},
	{kindWordsRe(`small|tiny|big|huge|giant|enorme|enormes|gigante|gigantes|grande|grandes|chic[oa]s?|chiquit[oa]s?|pequen[oa]s?|diminut[oa]s?|minuscul[oa]s?|no se distingue|no se distinguen|se distingue poco|barely see|barely visible|hard to see|cant see|can t see|no se ve|no se ven|casi no se ve|casi no se ven|apenas se ve|apenas se ven|cortad[oa]s?|recortad[oa]s?|cut off|cropped|se sale|se salen|too wide|too tall`), ckSize},
	{kindWordsRe(`colou?rs?|colou?red|colou?rful|colores|red|rojo|roja|rojos|rojas|rojiz[oa]s?|blue|azul|azules|azulad[oa]s?|green|verde|verdes|verdos[oa]s?|yellow|amarill[oa]s?|amarillent[oa]s?|orange|naranja|naranjas|anaranjad[oa]s?|purple|violeta|pink|rosa|rosad[oa]s?|gray|grey|greyish|grayish|gris|grises|brown|marron|black and white|blanco y negro|sepia|saturated|oversaturated|undersaturated|saturad[oa]s?|sobresaturad[oa]s?|desaturad[oa]s?|apagad[oa]s?|dull|pale|palid[oa]s?|vivid|viv[oa]s?|warm|cold|cool|frio|fria|frios|frias|calid[oa]s?|old|antigu[oa]s?|vintage|viej[oa]s?|retro|chillon|chillones|colorinche`), ckColour},
	{kindWordsRe(`dark|darker|too dark|oscur[oa]s?|dim|gloomy|bright|brillante|brillantes|too light|muy clar[oa]s?|demasiado clar[oa]s?|quemad[oa]s?|blown out|overexposed|underexposed|sobreexpuest[oa]s?|subexpuest[oa]s?|sombra|sombras|shadowy|cave|cueva`), ckBright},
	{kindWordsRe(`mirrored|espejad[oa]s?|al reves|upside down|backwards|torcid[oa]s?|crooked|tilted|chuec[oa]s?|inclinad[oa]s?|sideways|de costado`), ckTurn},
	{kindWordsRe(`horrible|horribles|ugly|fe[oa]s?|weird|rar[oa]s?|fake|fals[oa]s?|cheesy|cursi|cursis|tacky|bad|awful|terrible|mal|mala|malo|meh|infantil|infantiles|confusing|confus[oa]s?|messy|sloppy|annoying|molesta|molestan|cargad[oa]s?|cringe|grasa|berret[oa]s?|naco|out of place|fuera de lugar`), ckDislike},
}

// kindWordsRe matches whole folded words or phrases.
func kindWordsRe(alts string) *regexp.Regexp {
	return regexp.MustCompile(`(^| )(` + alts + `)( |$)`)
}

// complaintNonLetters become spaces before the kinds are read.
var complaintNonLetters = regexp.MustCompile(`[^a-z0-9]+`)

// complaintKinds: the kinds each phrase of a complaint may be of, in order.
func complaintKinds(said string) []complaintKind {
	s := " " + strings.TrimSpace(complaintNonLetters.ReplaceAllString(fold(said), " ")) + " "
	var out []complaintKind
	for _, k := range complaintKindRes {
		for range k.re.FindAllStringIndex(s, -1) {
			out = append(out, k.kind)
		}
	}
	return out
}

// effectKind: the kind of complaint an effect of this type answers.
func effectKind(typ string) complaintKind {
	switch typ {
	case "blur", "sharpen":
		return ckSharp
	case "brightness-contrast":
		return ckBright | ckSharp // (contrast: "quedó muy duro")
	case "vignette":
		return ckBright
	case "grayscale", "saturation", "sepia", "invert", "tint":
		return ckColour
	}
	return 0
}

// complaintAnswered: the steps change what every kind word of the
// complaint complains of (one of its kinds each), and there is at least
// one such word; a removal or hide of a thing answers any complaint.
func complaintAnswered(said string, steps []Step, ed *videotools.Editor) bool {
	var edit complaintKind
	all := false
	effectOf := func(id string) *timeline.Element {
		if ed == nil || ed.Project == nil {
			return nil
		}
		for _, tr := range ed.Project.Tracks {
			for i := range tr.Elements {
				if tr.Elements[i].ID == id {
					return &tr.Elements[i]
				}
			}
		}
		return nil
	}
	for _, s := range steps {
		var p map[string]any
		if json.Unmarshal(s.Params, &p) != nil {
			return false
		}
		switch s.Name() {
		case "update_clip":
			for key, v := range p {
				switch key {
				case "opacity":
					edit |= ckStrength
				case "scale":
					edit |= ckSize
				case "x", "y":
					edit |= ckPlace
				case "rotation", "flipH", "flipV":
					edit |= ckTurn
				case "hidden":
					if v == true {
						all = true
					}
				}
			}
		case "apply_effect":
			t, _ := p["effectType"].(string)
			edit |= effectKind(t)
		case "update_effect":
			id, _ := p["elementId"].(string)
			if e := effectOf(id); e != nil && e.Effect != nil {
				edit |= effectKind(e.Effect.Type) | ckStrength
			}
		case "delete_timeline_elements":
			ids, _ := p["elementIds"].([]any)
			if len(ids) == 0 {
				all = true // (the ids said another way: a removal still)
			}
			for _, x := range ids {
				id, _ := x.(string)
				if e := effectOf(id); e != nil && e.Type == timeline.ElementEffect && e.Effect != nil {
					edit |= effectKind(e.Effect.Type) | ckStrength | ckDislike
				} else {
					all = true
				}
			}
		}
	}
	if all {
		return true
	}
	kinds := complaintKinds(said)
	if len(kinds) == 0 {
		return false
	}
	for _, k := range kinds {
		if k&edit == 0 {
			return false
		}
	}
	return true
}

// complaintKindText: a complaint's words as typed, less the words of a
// name of the project ("the blue title is too small": "blue" names it).
func complaintKindText(prompt string, remark []token, ix nameIndex) string {
	var b strings.Builder
	for _, t := range remark {
		if t.kind != tWord || ix.hasOwn(t) || t.pos < 0 || t.end > len(prompt) || t.pos >= t.end {
			continue
		}
		b.WriteString(prompt[t.pos:t.end])
		b.WriteByte(' ')
	}
	return b.String()
}

// commandKindRes read what a command says it changes, in its folded
// words ("make it 50% opacity": how much it shows).
var commandKindRes = []struct {
	re   *regexp.Regexp
	kind complaintKind
}{
	{kindWordsRe(`opacity|opaque|opacidad|opac[oa]s?|transparen[a-z]*|see through|intensity|intensidad|amount|strength|fuerza|cantidad`), ckStrength},
	{kindWordsRe(`bigger|smaller|larger|scale|size|tamano|grande|grandes|chic[oa]s?|achic[a-z]*|agrand[a-z]*|shrink[a-z]*|enlarge|zoom[a-z]*|resize[a-z]*`), ckSize},
	{kindWordsRe(`sharpen[a-z]*|sharper|nitide[sz]|nitid[oa]s?|blur[a-z]*|desenfo[a-z]*|enfoc[a-z]*|focus`), ckSharp},
	{kindWordsRe(`saturat[a-z]*|satura[a-z]*|colou?r[a-z]*|sepia|tint[a-z]*|hue|gr[ae]y[a-z]*|black and white|blanco y negro`), ckColour},
	{kindWordsRe(`bright[a-z]*|brillo|darker|darken|lighter|lighten|exposure|exposicion|oscur[a-z]*|aclar[a-z]*|contrast[a-z]*|contraste`), ckBright},
	{kindWordsRe(`flip[a-z]*|rotat[a-z]*|gira[a-z]*|espej[a-z]*|tilt[a-z]*`), ckTurn},
}

// remedyOfItsKind: a complaint said before a command with a value ("the
// logo is too big, make it 50% opacity") is the command's reason only
// when the command changes what it complains of, or when either says no
// kind ("the music is too loud, set it to 30%"). Otherwise the complaint
// asks an edit of its own, and setting it aside drops it.
func remedyOfItsKind(c, next clause, names func(token) bool) bool {
	words := func(toks []token) string {
		var b strings.Builder
		for _, t := range toks {
			if t.kind == tWord && !names(t) {
				b.WriteString(t.text)
				b.WriteByte(' ')
			}
		}
		return b.String()
	}
	// (a turn is left out: "el corazón está torcido" read alone turns it
	// further, worse than the reason set aside)
	kinds := slices.DeleteFunc(complaintKinds(words(c.toks)), func(k complaintKind) bool { return k&ckTurn != 0 })
	cmd := " " + strings.TrimSpace(complaintNonLetters.ReplaceAllString(fold(words(next.toks)), " ")) + " "
	var edit complaintKind
	for _, k := range commandKindRes {
		if k.re.MatchString(cmd) {
			edit |= k.kind
		}
	}
	if len(kinds) == 0 || edit == 0 {
		return true
	}
	for _, k := range kinds {
		if k&edit == 0 {
			return false
		}
	}
	return true
}
