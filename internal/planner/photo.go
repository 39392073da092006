package planner

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// PhotoState is what basic mode needs to know about a photo document; it
// decodes straight from the result of the document.info op.
type PhotoState struct {
	Width       int          `json:"width"`
	Height      int          `json:"height"`
	Layers      []PhotoLayer `json:"layers"`
	ActiveLayer string       `json:"activeLayerId"`
	Selection   struct {
		Active bool `json:"active"`
	} `json:"selection"`
}

// PhotoLayer is one entry of document.info's layer list.
type PhotoLayer struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Kind string `json:"kind"`
}

// HasSelection reports whether a selection is active (masked ops would
// be limited to it).
func (s PhotoState) HasSelection() bool { return s.Selection.Active }

// region is a part of a photo a request can name.
type region string

const (
	regionNone       region = ""
	regionFace       region = "face"
	regionSky        region = "sky"
	regionBackground region = "background"
	regionSubject    region = "subject"
)

var regionWords = []struct {
	re *regexp.Regexp
	r  region
}{
	{words(`faces?`, `caras?`, `rostros?`, `skin`, `piel`, `cutis`), regionFace},
	{words(`sky`, `skies`, `cielos?`, `clouds`, `nubes`), regionSky},
	{words(`background`, `backdrop`, `behind`, `fondo`, `detras`), regionBackground},
	{words(`subject`, `person`, `people`, `persona`, `personas`, `gente`, `sujeto`, `model`, `modelo`, `dog`, `perro`, `cat`, `gato`, `product`, `producto`, `foreground`, `primer plano`), regionSubject},
}

// regionsIn lists the regions a request names, in the order it names them.
func regionsIn(c clause) []region {
	type at struct {
		i int
		r region
	}
	var found []at
	for _, rw := range regionWords {
		if loc := rw.re.FindStringIndex(c.norm); loc != nil {
			found = append(found, at{loc[0], rw.r})
		}
	}
	sort.Slice(found, func(i, j int) bool { return found[i].i < found[j].i })
	out := make([]region, len(found))
	for i, f := range found {
		out[i] = f.r
	}
	return out
}

func regionIn(c clause) region {
	for _, rw := range regionWords {
		if c.has(rw.re) {
			return rw.r
		}
	}
	return regionNone
}

// selectOps select a region with the photo editor's selection ops. The
// background is the subject's selection inverted: segmentation finds a
// subject on a busy scene, where selecting by border colour leaks.
func selectOps(r region, c clause) []Step {
	empty := mustJSON(map[string]any{})
	switch r {
	case regionFace:
		return []Step{{Op: "selection.face", Params: empty}}
	case regionSky:
		return []Step{{Op: "selection.sky", Params: empty}}
	}
	label := "subject"
	for _, w := range []string{"person", "dog", "cat", "product", "model"} {
		if c.has(words(w)) {
			label = w
		}
	}
	for es, en := range map[string]string{"persona": "person", "perro": "dog", "gato": "cat", "producto": "product", "modelo": "model"} {
		if c.has(words(es)) {
			label = en
		}
	}
	subject := Step{Op: "selection.subject", Params: mustJSON(map[string]any{"label": label})}
	if r == regionBackground {
		return []Step{subject, {Op: "selection.invert", Params: empty}}
	}
	return []Step{subject}
}

// photoIntent maps words to the op (and params) that does the edit.
type photoIntent struct {
	name   string
	re     *regexp.Regexp
	op     string
	params map[string]any
}

var photoIntents = []photoIntent{
	{"black and white", words(`blackwhite`, `grayscale`, `greyscale`, `monochrome`, `monocrom\w*`, `escala de grises`, `sin color`, `desaturate completely`), "adjustments.applyMasked", map[string]any{"saturation": 0.0}},
	{"dramatic", words(`dramatic\w*`, `dramatico`, `moody`, `stormy`), "adjustments.applyMasked", map[string]any{"contrast": 40.0, "saturation": 1.3, "brightness": -15.0}},
	{"cinematic", words(`cinematic`, `cinematograf\w*`, `cine`, `movie look`, `film look`, `de pelicula`), "adjustments.applyMasked", map[string]any{"contrast": 20.0, "saturation": 0.85, "warmth": 12.0}},
	{"vivid", words(`vivid`, `vibrant`, `saturat\w*`, `more colou?r\w*`, `colou?rful`, `vivid[oa]s?`, `vivos`, `saturad\w*`, `mas color\w*`, `intens\w*`, `punchy`, `pop`, `boost\w*`, `enhance\w*`, `realz\w*`), "adjustments.applyMasked", map[string]any{"saturation": 1.4, "contrast": 10.0}},
	{"warm", words(`warm\w*`, `calid\w*`, `calent\w*`, `golden`, `dorad\w*`), "adjustments.applyMasked", map[string]any{"warmth": 30.0}},
	{"cool", words(`cool\w*`, `cold\w*`, `fri[oa]s?`, `enfri\w*`, `blue tone`, `azulad\w*`), "adjustments.applyMasked", map[string]any{"warmth": -30.0}},
	{"blur", words(`blur\w*`, `desenfoc\w*`, `difumin\w*`, `borros\w*`, `bokeh`), "filters.applyMasked", map[string]any{"id": "blur-gaussian", "radius": 8.0}},
	{"sharper", words(`sharp\w*`, `crisp\w*`, `nitid\w*`, `enfoc\w*`, `mas definid\w*`, `detail`, `detalle`), "filters.applyMasked", map[string]any{"id": "unsharp-mask", "radius": 2.0, "amount": 0.8}},
	{"softer", words(`soft\w*`, `suav\w*`, `smooth\w*`, `dreamy`), "filters.applyMasked", map[string]any{"id": "blur-gaussian", "radius": 1.5}},
	{"darker", words(`darker`, `darken\w*`, `dim`, `oscur\w*`, `mas oscur\w*`, `underexpos\w*`), "adjustments.applyMasked", map[string]any{"brightness": -25.0}},
	{"brighter", words(`brighter`, `brighten\w*`, `lighter`, `lighten\w*`, `brightness`, `ilumin\w*`, `aclar\w*`, `mas brillo`, `mas clar[oa]`, `brillo`, `luz`, `light up`, `luminos\w*`), "adjustments.applyMasked", map[string]any{"brightness": 25.0}},
	{"more contrast", words(`contrast\w*`, `contraste`), "adjustments.applyMasked", map[string]any{"contrast": 30.0}},
	{"invert", words(`invert\w*`, `negative`, `negativo`), "adjustments.applyMasked", map[string]any{"invert": true}},
}

var (
	photoTitleRe = words(`titles?`, `text`, `caption`, `headline`, `titulo`, `texto`, `leyenda`, `frase`)
	cropRe       = words(`crop\w*`, `recort\w*`, `encuadr\w*`)
	rotateRe     = words(`rotat\w*`, `turn (?:it )?(?:left|right|upside down|sideways|\d+)`, `gir\w*`, `rota\w*`, `rote\w*`)
	flipRe       = words(`flip\w*`, `mirror\w*`, `espej\w*`, `volte\w*`, `invert\w* horizontal\w*`)
	degreesRe    = regexp.MustCompile(`(-?\d+(?:\.\d+)?)\s*(?:degrees?|grados?|deg|°)`)
	ratioRe      = regexp.MustCompile(`\b(\d+)\s*[:x/]\s*(\d+)\b`)
)

// BasicPhoto plans a photo request offline. Every clause becomes its ops;
// a clause that names a region (the face, the sky, the background, the
// subject) selects it first, and a whole-image clause clears a selection
// left by an earlier clause or by the user.
func BasicPhoto(ctx context.Context, prompt string, info PhotoState) Plan {
	norm, quotes := prepare(prompt)
	clauses := splitClauses(prompt, norm, quotes)
	if len(clauses) == 0 {
		return notUnderstood(photoHelp(""))
	}
	var steps []Step
	var said []string
	selected := info.HasSelection()
	namesRegion := regionIn(clause{norm: norm}) != regionNone
	for _, c := range clauses {
		if err := ctx.Err(); err != nil {
			return Plan{Reply: "Cancelled: " + err.Error(), Planner: Basic, Steps: []Step{}}
		}
		ops, line, masked, ok := planPhotoClause(c, info)
		if !ok {
			return notUnderstood(photoHelp(c.raw))
		}
		if len(ops) == 0 {
			// understood, but the editor has no op for it: say so
			return Plan{Reply: fmt.Sprintf("I understood %q but cannot do it: %s", c.raw, line), Planner: Basic,
				Steps: []Step{}, Understood: true}
		}
		// a whole-image clause says so with a deselect when a selection is
		// active, or when another clause names a region: Sanitize (run
		// again by the agent) would otherwise limit it to that region
		if masked && !strings.HasPrefix(ops[0].Op, "selection.") && (selected || namesRegion) {
			ops = append([]Step{{Op: "selection.deselect", Params: mustJSON(map[string]any{})}}, ops...)
		}
		for _, o := range ops {
			switch {
			case o.Op == "selection.deselect":
				selected = false
			case strings.HasPrefix(o.Op, "selection."):
				selected = true
			}
		}
		steps = append(steps, ops...)
		said = append(said, line)
	}
	return Plan{Reply: strings.Join(said, " "), Planner: Basic, Steps: Sanitize(prompt, steps), Understood: true}
}

func photoHelp(part string) string {
	head := "Not understood (basic mode)"
	if part != "" {
		head += fmt.Sprintf(": %q", part)
	}
	return head + `. Basic mode understands photo requests like: "black and white", "make it warmer", "cooler", ` +
		`"cinematic", "more vivid", "sharper", "softer", "blur the background", "brighten the face", ` +
		`"dramatic sky", "add a title 'Hello'", "crop to square", "rotate 90 degrees", "undo"; en español: ` +
		`"blanco y negro", "más cálida", "desenfocá el fondo", "iluminá la cara", "cielo dramático", ` +
		`"agregá un título 'Hola'", "recortá a 16:9", "girá 90 grados". Join several with "and" or "y".`
}

// planPhotoClause returns a clause's ops; masked tells whether they are
// pixel edits that a stale selection would limit.
func planPhotoClause(c clause, info PhotoState) (ops []Step, line string, masked, ok bool) {
	switch {
	case c.has(redoRe):
		return []Step{{Op: "history.redo", Params: mustJSON(map[string]any{})}}, "Redo.", false, true
	case c.has(undoRe):
		return []Step{{Op: "history.undo", Params: mustJSON(map[string]any{})}}, "Undo.", false, true
	case c.has(photoTitleRe) && (c.has(changeVerb) && !c.has(addVerb) ||
		// "put the title in blue": a colour for a title there is already
		c.has(addVerb) && c.quote() == "" && colorIn(c, "") != "" && hasTextLayer(info)):
		return titleUpdateOps(c, info)
	case c.has(addVerb) && (c.has(photoTitleRe) || c.quote() != ""):
		text := textContent(c)
		if text == "" {
			return nil, "", false, false
		}
		return []Step{titleOp(c, text, info)}, fmt.Sprintf("Add the title %q.", text), false, true
	case c.has(cropRe):
		return cropOps(c, info)
	case c.has(flipRe):
		dir := "horizontal"
		if c.has(words(`vertical\w*`, `upside down`, `de cabeza`)) {
			dir = "vertical"
		}
		key := "flipH"
		if dir == "vertical" {
			key = "flipV"
		}
		return transformOps(map[string]any{key: true}), "Flip " + dir + ".", false, true
	case c.has(rotateRe) && !c.has(words(`warm\w*`, `cool\w*`)):
		deg := 90.0
		if m := degreesRe.FindStringSubmatch(c.norm); m != nil {
			fmt.Sscan(m[1], &deg)
		}
		if c.has(words(`left`, `izquierda`, `counter ?clockwise`, `antihorario`)) {
			deg = -math.Abs(deg)
		}
		if c.has(words(`upside down`, `de cabeza`)) {
			deg = 180
		}
		return transformOps(map[string]any{"rotate": deg}), fmt.Sprintf("Rotate %g degrees.", deg), false, true
	}
	var intents []photoIntent
	for _, pi := range photoIntents {
		if c.has(pi.re) {
			intents = append(intents, pi)
		}
	}
	if len(intents) == 0 {
		return nil, "", false, false
	}
	// "blur" and "softer" describe the same pass; keep the first only.
	reg := regionIn(c)
	if reg != regionNone {
		ops = append(ops, selectOps(reg, c)...)
	}
	params := map[string]any{}
	var filter *Step
	var names []string
	for _, pi := range intents {
		if pi.op == "filters.applyMasked" {
			if filter == nil {
				p := map[string]any{}
				for k, v := range pi.params {
					p[k] = v
				}
				scalePhoto(c, p)
				filter = &Step{Op: pi.op, Params: mustJSON(p)}
				names = append(names, pi.name)
			}
			continue
		}
		for k, v := range pi.params {
			params[k] = combine(k, params[k], v)
		}
		names = append(names, pi.name)
	}
	if len(params) > 0 {
		scalePhoto(c, params)
		if c.has(words(`less`, `lower`, `reduce`, `menos`, `baj\w*`, `reduc\w*`)) {
			for _, k := range []string{"brightness", "contrast"} {
				if v, ok := params[k].(float64); ok && v > 0 {
					params[k] = -v
				}
			}
			if v, ok := params["saturation"].(float64); ok && v > 1 {
				params["saturation"] = 2 - v
			}
		}
		ops = append(ops, Step{Op: "adjustments.applyMasked", Params: mustJSON(params)})
	}
	if filter != nil {
		ops = append(ops, *filter)
	}
	where := "the whole image"
	if reg != regionNone {
		where = "the " + string(reg)
	}
	return ops, fmt.Sprintf("%s on %s.", capitalize(strings.Join(names, " + ")), where), reg == regionNone, true
}

// transformOps start a transform of the active layer and apply it (one
// undo step).
func transformOps(params map[string]any) []Step {
	return []Step{{Op: "transform.start", Params: mustJSON(params)}, {Op: "transform.apply", Params: mustJSON(map[string]any{})}}
}

// combine merges one intent's param into what earlier intents of the same
// clause set: "warm cinematic" is cinematic's warmth plus warm's, and
// saturation multipliers multiply.
func combine(key string, old, v any) any {
	a, ok1 := old.(float64)
	b, ok2 := v.(float64)
	switch {
	case old == nil:
		return v
	case !ok1 || !ok2:
		return v
	case key == "saturation":
		return a * b
	}
	return clampF(a+b, -100, 100)
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// scalePhoto makes "a bit" and "a lot" change the strength.
func scalePhoto(c clause, p map[string]any) {
	k := 1.0
	switch {
	case c.has(strongWords):
		k = 1.6
	case c.has(lightWords):
		k = 0.5
	default:
		return
	}
	for key, v := range p {
		f, ok := v.(float64)
		if !ok {
			continue
		}
		switch key {
		case "saturation":
			p[key] = math.Max(0, 1+(f-1)*k)
			if f == 0 {
				p[key] = 0.0
			}
		case "radius", "amount":
			p[key] = f * k
		default:
			p[key] = clampF(f*k, -100, 100)
		}
	}
}

// titleOp places a title: in the top band (or the one the clause names),
// sized for the canvas, in the colour the clause names or else the one
// text.add picks for contrast with the picture under it.
func titleOp(c clause, text string, info PhotoState) Step {
	h := float64(max(info.Height, 1))
	position := textPosition(c)
	if position == "" {
		position = "top"
	}
	// text.add places it in that band, off faces and the subject, and
	// makes it readable on the picture under it
	p := map[string]any{"text": text, "position": position, "size": math.Round(math.Max(12, h*0.08))}
	if color := colorIn(c, ""); color != "" {
		p["color"] = color
	}
	return Step{Op: "text.add", Params: mustJSON(p)}
}

func hasTextLayer(info PhotoState) bool {
	for _, l := range info.Layers {
		if l.Kind == "text" {
			return true
		}
	}
	return false
}

// titleUpdateOps changes the document's title ("change the title to
// 'Bye'", "make the title red", "cambiá el título a 'Chau'"): the
// top-most text layer, drawn again with the new words or colour.
func titleUpdateOps(c clause, info PhotoState) ([]Step, string, bool, bool) {
	id := ""
	for _, l := range info.Layers {
		if l.Kind == "text" {
			id = l.ID
			break
		}
	}
	if id == "" {
		return nil, "there is no title (text layer) to change; add one first, e.g. add the title 'Hello'", false, true
	}
	p := map[string]any{"id": id}
	var said []string
	if q := c.quote(); q != "" {
		p["text"] = q
		said = append(said, fmt.Sprintf("to %q", q))
	}
	if color := colorIn(c, ""); color != "" {
		p["color"] = color
		said = append(said, "in "+color)
	}
	if len(said) == 0 {
		return nil, "", false, false
	}
	return []Step{{Op: "text.update", Params: mustJSON(p)}}, "Change the title " + strings.Join(said, ", ") + ".", false, true
}

// CropOp is the photo op basic mode crops with, when the catalog has it.
const CropOp = "document.crop"

var photoOps = sync.OnceValue(photoops.NewRegistry)

// cropOps crops to an aspect ratio ("crop to square", "recortá a 16:9"),
// centred, as large as fits.
func cropOps(c clause, info PhotoState) ([]Step, string, bool, bool) {
	rw, rh := 0.0, 0.0
	switch {
	case c.has(words(`square`, `cuadrad\w*`, `1:1`)):
		rw, rh = 1, 1
	case c.has(words(`vertical`, `portrait`, `story`, `stories`, `reel`)):
		rw, rh = 9, 16
	case c.has(words(`widescreen`, `panoramic\w*`, `horizontal`, `landscape`)):
		rw, rh = 16, 9
	}
	if m := ratioRe.FindStringSubmatch(c.norm); m != nil {
		fmt.Sscan(m[1], &rw)
		fmt.Sscan(m[2], &rh)
	}
	if rw <= 0 || rh <= 0 {
		return nil, "", false, false
	}
	if info.Width <= 0 || info.Height <= 0 {
		return nil, "the document size is unknown", false, true
	}
	W, H := float64(info.Width), float64(info.Height)
	w, h := W, W*rh/rw
	if h > H {
		w, h = H*rw/rh, H
	}
	w, h = math.Floor(w), math.Floor(h)
	x, y := math.Floor((W-w)/2), math.Floor((H-h)/2)
	if _, ok := photoOps().Lookup(CropOp); !ok {
		return nil, "the photo editor has no " + CropOp + " op yet", false, true
	}
	return []Step{{Op: CropOp, Params: mustJSON(map[string]any{"x": x, "y": y, "w": w, "h": h})}},
		fmt.Sprintf("Crop to %gx%g (%g:%g), centred.", w, h, rw, rh), false, true
}
