package planner

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// region is a part of a photo a request can name, with what segmentation
// should look for ("dog", "person").
type region struct {
	name  string // face, sky, background, subject, grass, water
	label string
}

// subjectLabels turn the words of a subject into the label segmentation
// grounds ("el perro" is a dog).
var subjectLabels = map[string]string{"person": "person", "persona": "person", "people": "person", "personas": "person",
	"gente": "person", "astronaut": "person", "astronauta": "person", "man": "person", "woman": "person", "hombre": "person", "mujer": "person", "guy": "person",
	"girl": "person", "boy": "person", "kid": "person", "child": "person", "chico": "person", "chica": "person",
	"nino": "person", "nina": "person", "model": "model", "modelo": "model", "dog": "dog", "perro": "dog", "cat": "cat",
	"gato": "cat", "product": "product", "producto": "product", "car": "car", "auto": "car", "coche": "car"}

// photoObjects are things a photo is often of, with the label
// segmentation grounds: said as what to edit, they are the photo's main
// subject ("blur everything but the cup"), and the reply says so, since
// the built-in segmenter selects what stands out, not a thing by name.
var photoObjects = map[string]string{"cup": "cup", "cups": "cup", "mug": "mug", "taza": "cup", "tazas": "cup", "tazon": "bowl",
	"bowl": "bowl", "bol": "bowl", "cuenco": "bowl", "copa": "glass", "vaso": "glass", "bottle": "bottle", "botella": "bottle",
	"plate": "plate", "plato": "plate", "dish": "plate", "food": "food", "comida": "food", "cake": "cake", "torta": "cake",
	"pizza": "pizza", "fruit": "fruit", "fruta": "fruit", "apple": "apple", "manzana": "apple", "flower": "flower",
	"flor": "flower", "flowers": "flower", "flores": "flower", "bird": "bird", "pajaro": "bird", "horse": "horse",
	"caballo": "horse", "puppy": "dog", "cachorro": "dog", "kitten": "cat", "gatito": "cat", "animal": "animal",
	"baby": "baby", "bebe": "baby", "phone": "phone", "telefono": "phone", "celular": "phone", "bike": "bicycle",
	"bicycle": "bicycle", "bici": "bicycle", "bicicleta": "bicycle", "shoe": "shoe", "shoes": "shoe", "zapato": "shoe",
	"zapatos": "shoe", "zapatilla": "shoe", "zapatillas": "shoe", "bag": "bag", "bolso": "bag", "cartera": "bag",
	"toy": "toy", "juguete": "toy", "book": "book", "libro": "book", "lamp": "lamp", "lampara": "lamp", "chair": "chair",
	"silla": "chair", "guitar": "guitar", "guitarra": "guitar", "vase": "vase", "jarron": "vase", "statue": "statue",
	"estatua": "statue", "boat": "boat", "barco": "boat",
	// things that stand alone in a landscape ("make the barn pop", "subile
	// la exposición solo al cohete")
	"rocket": "rocket", "cohete": "rocket", "barn": "barn", "granero": "barn", "tractor": "tractor", "truck": "truck",
	"camion": "truck", "plane": "airplane", "airplane": "airplane", "avion": "airplane", "lighthouse": "lighthouse",
	"faro": "lighthouse", "windmill": "windmill", "molino": "windmill", "tent": "tent", "carpa": "tent",
	"motorcycle": "motorcycle", "motorbike": "motorcycle", "sculpture": "sculpture", "escultura": "sculpture"}

// objectWords are the words of photoObjects, for the lexicon.
func objectWords() []string {
	out := make([]string, 0, len(photoObjects))
	for w := range photoObjects {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}

// labelsNamed are the labels of the subjects a clause names; more than
// one ("blur the cup next to the person") is not one subject, and basic
// mode cannot select one thing beside another.
func labelsNamed(toks []token) []string {
	var out []string
	for _, t := range toks {
		if t.kind != tWord {
			continue
		}
		l, ok := subjectLabels[t.text]
		if !ok {
			l, ok = photoObjects[t.text]
		}
		if ok && !contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// regionOf reads a region noun phrase.
func regionOf(n np, toks []token) region {
	r := region{name: n.region, label: "subject"}
	if n.region == "subject" || n.region == "background" {
		if ls := labelsNamed(toks); len(ls) > 0 {
			r.label = ls[len(ls)-1]
		}
	}
	return r
}

// named says which subject the selection is: segmentation selects every
// person, or else what stands out, so a thing named ("the cup") is that
// only when the photo is of it; the reply says what was selected.
func (r region) named() string {
	thing := !contains([]string{"", "subject", "person", "model"}, r.label)
	switch {
	case r.name == "subject" && thing:
		return "the main subject (taken to be the " + r.label + ": basic mode selects what stands out, not a " + r.label + " by name)"
	case r.name == "background" && thing:
		return "the background (around the main subject, taken to be the " + r.label + ")"
	case r.name == "ground":
		return "the ground (the lower half of the photo, less the sky)"
	}
	return "the " + r.name
}

// selectOps select a region with the photo editor's selection ops. The
// background is the subject's selection inverted: segmentation finds a
// subject on a busy scene, where selecting by border colour leaks. Grass
// and water are colour ranges.
func selectOps(r region) []Step {
	switch r.name {
	case "face":
		return []Step{pstep("selection.face", nil)}
	case "sky":
		return []Step{pstep("selection.sky", nil)}
	case "grass":
		return []Step{pstep("selection.colorRange", map[string]any{"color": "#4a8c2a", "fuzziness": 70})}
	case "water":
		return []Step{pstep("selection.colorRange", map[string]any{"color": "#2a6ca8", "fuzziness": 70})}
	case "ground":
		// with no size to cut it to the lower half (groundSelection)
		return []Step{pstep("selection.sky", nil), pstep("selection.invert", nil)}
	}
	subject := pstep("selection.subject", map[string]any{"label": r.label})
	if r.name == "background" {
		return []Step{subject, pstep("selection.invert", nil)}
	}
	return []Step{subject}
}

// photoLooks: the adjustments each look makes with applyMasked (they
// combine in one pass: "warm cinematic").
var photoLooks = map[string]map[string]any{
	"bw":         {"saturation": 0.0},
	"dramatic":   {"contrast": 40.0, "saturation": 1.3, "brightness": -15.0},
	"moody":      {"contrast": 20.0, "saturation": 0.8, "brightness": -15.0, "warmth": -8.0},
	"cinematic":  {"contrast": 20.0, "saturation": 0.85, "warmth": 12.0},
	"saturate":   {"saturation": 1.4, "contrast": 10.0},
	"warm":       {"warmth": 30.0},
	"cool":       {"warmth": -30.0},
	"darker":     {"brightness": -25.0},
	"brighter":   {"brightness": 25.0},
	"contrast":   {"contrast": 30.0},
	"flat":       {"contrast": -30.0},
	"invert":     {"invert": true},
	"desaturate": {"saturation": 0.6},
	"greener":    {"saturation": 1.4},
	"bluer":      {"saturation": 1.3, "warmth": -20.0},
	"redder":     {"saturation": 1.3, "warmth": 20.0},
}

// photoFilters: looks that are filters (one per clause).
var photoFilters = map[string]map[string]any{
	"blur":     {"id": "blur-gaussian", "radius": 8.0},
	"sharpen":  {"id": "unsharp-mask", "radius": 2.0, "amount": 0.8},
	"soft":     {"id": "blur-gaussian", "radius": 1.5},
	"pixelate": {"id": "pixelate", "size": 12.0},
	"denoise":  {"id": "denoise", "radius": 2.0},
}

// lookNames are looks made by looks.apply (issue 15), by their name in
// the catalog.
var lookNames = map[string]string{"sepia": "sepia", "vintage": "vintage", "faded": "faded", "film": "faded",
	"crossprocess": "cross-process", "tealorange": "teal-orange", "noir": "noir", "mattebw": "matte-black-white",
	"bleachbypass": "bleach-bypass"}

// hueRangeOf: the colours a look works on when it names some ("greener",
// "the sky bluer", "the grass greener").
var hueRangeOf = map[string]string{"greener": "greens", "bluer": "blues", "redder": "reds", "grass": "greens",
	"water": "blues", "sky": "blues"}

// colorRangeHue is the colour a "greener"/"bluer" look works on.
var colorRangeHue = map[string]string{"greener": "#3c9a3c", "bluer": "#3070d0", "redder": "#d03030"}

// lookOps plans the looks of a clause, on the regions it names.
func lookOps(f *frame, ps *photoPlan) (ops []Step, line string, masked bool, err error) {
	ps.looksSaid = nil
	var regions []region
	for _, n := range f.regions {
		if !likened(f.c.toks, n.first) {
			regions = append(regions, regionOf(n, f.c.toks))
		}
	}
	for _, n := range f.targets {
		if n.region != "" && !likened(f.c.toks, n.first) {
			regions = append(regions, regionOf(n, f.c.toks))
		}
	}
	if len(regions) == 0 && contains(f.effects, "blur") && hasWord(f, "bokeh", "portrait mode", "modo retrato", "efecto retrato") {
		// "bokeh", "portrait mode": a blur behind the subject (the whole
		// photo was blurred, or cut to 9:16)
		regions = append(regions, region{name: "background", label: "subject"})
	}
	if f.has("bit") && intensifiedBit(f.c.toks) {
		// "very slightly warmer", "very subtle vignette": a bit, said
		// strongly (it was a lot)
		f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "lot" })
	}
	halfStrength := f.has("half") && len(f.pos) == 0 // "half sepia"; "the top half" is a place
	if halfStrength {
		// read now: the place said is consumed when it is selected, and
		// "the top half" would then read as half strength
		f.mods = append(f.mods, "halfstrength")
	}
	if (f.has("louder") || hasWord(f, "stronger", "more intense")) && !f.has("lot") {
		// "viñeta más fuerte", "a stronger vignette": a strong one (the
		// strength was dropped: "más fuerte" is louder, "stronger" more)
		f.mods = append(f.mods, "lot")
	}
	if lightLook(f) {
		if contains(f.effects, "vignette") {
			// "a light vignette": subtle, or white edges? (it was white)
			return nil, "", false, unreadf("\"light\" with a vignette: say \"a subtle vignette\" or \"a white vignette\"")
		}
		// "light sepia", "a light black and white": a light one (the word
		// was dropped and the look put on at full strength)
		f.mods = append(f.mods, "bit")
	}
	if castLimited(f) {
		// "warmer but not orange": a gentle warmth, not the orange parts left
		// out (they were: the rest of the photo got the full look)
		f.mods = append(f.mods, "bit")
	}
	if ls := labelsNamed(f.c.toks); len(ls) > 1 {
		return nil, "", false, unreadf("basic mode selects one main subject, not the %s beside the %s; say one", ls[0], ls[1])
	}
	if tone, said := tonalRange(f); tone != "" && len(f.regions) == 0 && hasOp("adjustments.apply") {
		ops, line, err := tonalOps(f, tone, said)
		return ops, line, true, err
	}
	if sel, tone, said := toneInPart(f, regions, ps.info); sel != nil && hasOp("adjustments.apply") {
		ops, line, err := tonalOps(f, tone, said)
		if err != nil {
			return nil, "", false, err
		}
		return append(sel, ops...), strings.TrimSuffix(line, ".") + " in the " + regions[0].name + ".", true, nil
	}
	// looks taken down first: "vintage but less faded" is refused (the
	// faded look was dropped as a second look of the clause)
	lessened, lowered, err := lessenLooks(f, f.effects)
	if err != nil {
		return nil, "", false, err
	}
	effectsSaid := softGrey(f, intenseOf(f, moodyOf(f, softOf(f, lookList(lessened)))))
	defer func() { ps.looksSaid = effectsSaid }()
	if a, b := opposedLooks(effectsSaid); a != "" && statedLook(f.c.toks, a) != statedLook(f.c.toks, b) {
		// "warmer tones please, it feels cold": the look said as how the
		// photo is now is the complaint, the other its remedy (they
		// were refused as cancelling out)
		if statedLook(f.c.toks, a) {
			a = b
		}
		effectsSaid = slices.DeleteFunc(slices.Clone(effectsSaid), func(e string) bool { return e == lookOpposite[a] })
	}
	if a, b := opposedLooks(effectsSaid); a != "" {
		// "make it darker but keep the face bright": they would cancel out
		return nil, "", false, unreadf("%s and %s in one request cancel out; say one (to keep a part as it is, say e.g. \"darken everything but the face\")", lookTitle(a), lookTitle(b))
	}
	pct, hasPct := lookPercent(f)
	if zeroPercent(f) {
		// "vintage 0%", "black and white 0%": a look at no strength (it was
		// put on at full strength: the 0 was not read)
		return nil, "", false, &cannot{"a look at 0% leaves the photo as it is"}
	}
	if key := overRange(f, pct); hasPct && key != "" {
		// "brillo al 120%": past the slider's end, which is a level or a
		// cap, not a reading to guess (it was brightness +100)
		return nil, "", false, unreadf("%s goes from -100%% to +100%%, not %g%%; say e.g. \"%s +20%%\" or \"%s -20%%\"", key, pct, key, key)
	}
	layer := layerTarget(f, ps.info)
	if f.nounIs("text") || layer != nil && layer.Kind == "text" {
		// "make the title black and white": a look would change the whole photo
		return nil, "", false, unreadf("a look changes the picture, not a title; to change the title's colour say e.g. \"make the title white\"")
	}
	if layer != nil && !isPhotoLayer(layer, ps.info) && layerExcepted(f, layer, ps.info) {
		// "black and white except the logo": the photo under it, not the
		// logo (the logo alone was made black and white)
		layer = &ps.info.Layers[len(ps.info.Layers)-1]
		if !isPhotoLayer(layer, ps.info) {
			return nil, "", false, unreadf("say the layer to change, e.g. \"make the logo black and white\"")
		}
	}
	if layer != nil {
		ops = append(ops, selectLayerOps(layer, ps.info)...)
	}
	adjLayer := f.nounIs("adjustment")
	if len(effectsSaid) == 0 && f.says(map[string]bool{"pop": true}) {
		effectsSaid = append(effectsSaid, "saturate")
	}
	if len(effectsSaid) == 0 && len(regions) > 0 && f.has("more") {
		if own := ownColourLook(f.colors, regions); own != "" {
			// "el cielo más celeste", "the sea more blue": the part's own
			// colour, said by its name, is that colour stronger (it was
			// refused as another colour)
			effectsSaid = append(effectsSaid, own)
		} else if len(f.colors) > 0 {
			// "el pasto más amarillo": another colour, which no look makes
			// (it was the grass more vivid)
			return nil, "", false, unreadf("basic mode makes a part's own colour stronger or weaker, not another colour (e.g. \"make the grass greener\")")
		}
		if len(effectsSaid) == 0 {
			effectsSaid = append(effectsSaid, "saturate")
		}
	}
	// "make the grass greener", "the sky bluer": a hue range of the
	// hue-saturation adjustment changes only those colours
	for i, e := range effectsSaid {
		rng, ok := hueRangeOf[e]
		if !ok {
			continue
		}
		for _, r := range regions {
			if own := hueRangeOf[r.name]; own != "" && own != rng {
				// "the sky more red": the reds of the photo are not the sky
				// (the red cup was made redder)
				return nil, "", false, unreadf("basic mode makes a part's own colour stronger or weaker, not another colour: the %s is not %s", r.name, strings.TrimSuffix(rng, "s"))
			}
		}
		amount := 30.0
		switch {
		case hasPct:
			amount = math.Min(pct, 100)
		case f.has("lot"):
			amount = 50
		case f.has("bit"):
			amount = 15
		}
		if f.has("less") || f.verb == "lower" {
			amount = -amount
		}
		params := map[string]any{"range": rng, "saturation": amount}
		if e == "bluer" || e == "greener" {
			params["lightness"] = shadeLightness(f, amount) // a deeper colour, not a paler one, unless said (photoshade.go)
		}
		on := ""
		if len(regions) > 0 {
			if key := regionKey(regions[0], false, ps); ps.selectedAlready(key) {
				// "the sky darker, and bluer": through the sky's selection,
				// left on by the clause before
				on, ps.regionSel = " on "+regions[0].named(), key
			} else if key != "" && ps.nextOnRegion && len(effectsSaid) == 1 {
				// "make the sky deeper blue, more dramatic": the clause
				// after goes on with the sky, so the sky is selected now,
				// before the colour changes it, and the colour is masked to
				// it (the sky was selected after the blues changed, and not
				// found)
				ops = append(ops, selectOps(regions[0])...)
				on, ps.regionSel = " on "+regions[0].named(), key
			}
		}
		regions = filterRegions(regions, "grass", "water", "sky")
		rest := append(append([]string(nil), effectsSaid[:i]...), effectsSaid[i+1:]...)
		ops = append(ops, pstep("adjustments.apply", map[string]any{"type": "hue-saturation", "params": params,
			"name": strings.TrimSuffix(rng, "s") + " range"}))
		effectsSaid = rest
		if len(effectsSaid) == 0 {
			return ops, fmt.Sprintf("%s %s in the %s colours only%s.", map[bool]string{true: "More", false: "Less"}[amount > 0], colourOf(e), strings.TrimSuffix(rng, "s"), on), false, nil
		}
		break
	}
	// "make the grass greener": the colour said picks the range
	reg := region{}
	if len(regions) > 0 {
		reg = regions[0]
	}
	if reg.name == "subject" || reg.name == "background" {
		// "brighten the woman and darken the dog": one subject selection
		// would be both
		if ps.subject != "" && reg.label != "subject" && reg.label != ps.subject {
			return nil, "", false, unreadf("basic mode selects one main subject, so the %s and the %s would be the same selection; say one", ps.subject, reg.label)
		}
		if reg.label != "subject" {
			ps.subject = reg.label
		}
	}
	edgeVignette := false
	if edgesSaid(f, reg, layer) {
		// "make the edges darker", "oscurecé los bordes", "brighten the
		// corners": a vignette; another look on the edges is masked to them
		f.pos, reg = nil, region{name: "edges"}
		// "a vignette around the edges", "una viñeta en los bordes": a
		// vignette is the edges darkened, so it is the plain vignette (it
		// was masked to everything but the edges, the corners untouched);
		// "darken everything but the edges" is no vignette but the centre
		excepted := exceptionSaid(f) && !alongEdges(f)
		switch {
		case excepted && contains(effectsSaid, "vignette"):
			return nil, "", false, unreadf("a vignette darkens the edges of the photo, so it cannot leave them out; say e.g. \"darken everything but the edges\"")
		case !excepted && (onlyLightness(effectsSaid) || slices.Equal(effectsSaid, []string{"vignette"})):
			effectsSaid, reg, edgeVignette = []string{"vignette"}, region{}, true
		}
	}
	outside := exceptionSaid(f) && !(reg.name == "edges" && alongEdges(f))
	if ps.kept.note != "" {
		outside = false // "brighten the sky but keep the grass": the sky (photokeep.go)
	}
	// "black and white except the red": that colour keeps its own
	if reg.name == "" && len(f.colors) > 0 && colourExcepted(f) {
		if len(f.colors) > 1 {
			return nil, "", false, unreadf("basic mode keeps one colour, e.g. \"black and white except the red\"")
		}
		ops = append(ops, pstep("selection.colorRange", map[string]any{"color": f.colors[0], "fuzziness": 60}), pstep("selection.invert", nil))
		reg, outside = region{name: f.saidFor(cColor, f.colors[0])}, true
	} else if reg.name != "" {
		sel := selectOps(reg)
		if reg.name == "edges" {
			sel = edgeSelection(ps.info)
		}
		if reg.name == "ground" {
			sel = groundSelection(ps.info) // photoground.go
		}
		switch {
		case outside && reg.name == "background" && slices.ContainsFunc(f.regions, func(n np) bool { return n.region == "background" && n.prep == "without" }):
			// "blur everything but the background": the subject, the
			// background's selection not inverted (it was the background);
			// "blur the background but keep the cup sharp" leaves the cup
			// out, and is the background
			sel = sel[:1]
		case outside && reg.name == "background":
			// "darken the background but leave the cup alone": the
			// background, which leaves the cup out already (the reply
			// said "everything but the background")
			outside = false
		case outside:
			sel = append(sel, pstep("selection.invert", nil))
		}
		sel = append(sel, ps.kept.subtract...)
		if key := regionKey(reg, outside, ps); ps.selectedAlready(key) {
			// "el cielo más oscuro, más dramático": the sky a clause before
			// selected is selected still; selected again on the darkened
			// photo, it was not found
			sel = nil
		}
		ps.regionSel = regionKey(reg, outside, ps)
		ops = append(ops, sel...)
	} else {
		// a colour range with no region: "more green", "bluer"
		for _, e := range effectsSaid {
			if c, ok := colorRangeHue[e]; ok {
				ops = append(ops, pstep("selection.colorRange", map[string]any{"color": c, "fuzziness": 60}))
				reg = region{name: e}
				break
			}
		}
		// "brighten the left side", "darker at the top": that part of the frame
		if reg.name == "" && layer == nil && len(f.pos) > 0 {
			if f.says(map[string]bool{"third": true, "tercio": true, "quarter": true, "cuarto": true}) {
				// "the top third": not a half; no op reads a fraction of the frame
				return nil, "", false, unreadf("basic mode selects a half or a corner of the photo, not a third or a quarter")
			}
			if sel, name, ok := partOfFrame(f.pos, ps.info.Width, ps.info.Height); ok {
				ops = append(ops, sel)
				reg = region{name: name}
				f.pos = nil
			}
		}
	}
	params := map[string]any{}
	var filter *Step
	var adjust []Step
	var names []string
	for _, e := range effectsSaid {
		switch {
		case e == "desaturate" && hasOp("adjustments.desaturate") && !contains(effectsSaid, "bw"):
			amount := 40.0
			switch {
			case hasPct:
				amount = math.Min(pct, 100) // "desaturate it 50%", "bajale la saturación al 50%"
			case f.has("bit"):
				amount = 20
			case f.says(map[string]bool{"completely": true, "completamente": true, "fully": true, "totally": true, "totalmente": true}) || f.has("full"):
				amount = 100
			case f.has("lot"):
				amount = 60
			}
			adjust = append(adjust, pstep("adjustments.desaturate", map[string]any{"amount": amount}))
			names = append(names, fmt.Sprintf("desaturated %g%%", amount))
		case e == "vibrance" && hasOp("adjustments.vibrance"):
			v := 40.0
			switch {
			case hasPct:
				v = math.Min(pct, 100)
			case f.has("bit"):
				v = 20
			case f.has("lot"):
				v = 60
			}
			if vibranceLowered(f, lowered, effectsSaid) {
				v = -v
			}
			adjust = append(adjust, pstep("adjustments.vibrance", map[string]any{"amount": v}))
			names = append(names, "vibrance")
			if v > 0 && !hasPct && !f.has("bit") && vibrantColoursSaid(f) {
				// "more vibrant colors", "colores más vibrantes": colours
				// said to be vibrant, not the vibrance slider named. On a
				// photo of muted or skin-like tones vibrance alone barely
				// shows (x1.02 colourfulness on a brown cup); a saturation
				// lift makes the change one can see
				params["saturation"] = combine("saturation", params["saturation"], 1.3)
				names = append(names, "saturation")
			}
		case photoLooks[e] != nil:
			for k, v := range photoLooks[e] {
				if k == "warmth" && e != "warm" && e != "cool" && contains(effectsSaid, "bw") {
					continue // "black and white cinematic": a look's own warmth would tint the grey
				}
				params[k] = combine(k, params[k], v)
			}
			names = append(names, lookTitle(e))
		case photoFilters[e] != nil:
			if filter == nil {
				p := map[string]any{}
				for k, v := range photoFilters[e] {
					p[k] = v
				}
				title := lookTitle(e)
				if px, ok := filterPixels(f); ok {
					// "blur 5px", "desenfoque 10 px", "blur radius 4": the
					// radius (or the pixelate size) in pixels; they were refused
					key := "radius"
					if _, sized := p["size"]; sized {
						key = "size"
					}
					if named := filterParamSaid(f); named != "" {
						_, has := p[named]
						switch {
						case has:
							key = named
						case named == "amount":
							// "blur amount 3": no pixels, and a blur has no amount
							return nil, "", false, unreadf("a %s has no %s; say its %s", title, named, key)
						}
						// "pixelate radius 5": a size in pixels all the same
					}
					if lo, hi := filterRange(p["id"], key); px < lo || px > hi {
						unit := map[bool]string{true: " pixels", false: ""}[key != "amount"]
						return nil, "", false, unreadf("a %s %s of %g%s is out of range (%g to %g)", title, key, px, unit, lo, hi)
					}
					p[key], title = px, fmt.Sprintf("%s %g px", title, px)
					if key == "amount" {
						title = fmt.Sprintf("%s amount %g", lookTitle(e), px)
					}
				} else {
					if _, ok := p["amount"]; ok && bareFactor(f) > 0 {
						// "sharpen 1.5": the amount itself (it was 1.5%: 0.015)
						p["amount"], hasPct = bareFactor(f), false
					}
					if hasPct {
						// "sharpen it 50%": the amount; a blur has no percent
						if _, ok := p["amount"]; !ok {
							return nil, "", false, unreadf("say how strong the %s is: \"a bit\", \"a lot\", or a radius in pixels", lookTitle(e))
						}
						p["amount"] = math.Min(pct, 500) / 100
					}
					scalePhoto(f, p)
				}
				name := "filters.applyMasked"
				if layer != nil && reg.name == "" {
					name = "filters.apply" // "sharpen the logo layer": the whole layer
				}
				s := pstep(name, p)
				filter = &s
				names = append(names, title)
			}
		case e == "vignette":
			amount := -50.0
			if contains(f.effects, "brighter") || f.says(map[string]bool{"light": true, "white": true, "bright": true, "clara": true, "blanca": true, "claro": true}) {
				amount = 50
			}
			switch {
			case hasPct:
				amount = math.Copysign(math.Min(pct, 100), amount) // "a vignette at 30%"
			case f.has("full"):
				amount = math.Copysign(100, amount) // "viñeta al máximo"
			case f.has("lot"):
				amount *= 1.6
			case f.has("bit"):
				amount *= 0.5
			}
			adjust = append(adjust, pstep("adjustments.apply", map[string]any{"type": "vignette", "params": map[string]any{"amount": amount}}))
			names = append(names, "vignette")
		case e == "vibrance":
			v := 40.0
			if f.has("bit") {
				v = 20
			} else if f.has("lot") {
				v = 70
			}
			if vibranceLowered(f, lowered, effectsSaid) {
				v = -v
			}
			adjust = append(adjust, pstep("adjustments.apply", map[string]any{"type": "vibrance", "params": map[string]any{"vibrance": v}}))
			names = append(names, "vibrance")
		case e == "posterize":
			adjust = append(adjust, pstep("adjustments.apply", map[string]any{"type": "posterize", "params": map[string]any{"levels": 6}}))
			names = append(names, "posterize")
		case lookNames[e] != "":
			if !hasOp("looks.apply") {
				if e == "sepia" || e == "vintage" {
					// until the looks land: a brown gradient map is what sepia is
					adjust = append(adjust, pstep("adjustments.apply", map[string]any{"type": "gradient-map",
						"params": map[string]any{"from": "#2e1f0f", "to": "#f2e2c4"}, "name": "sepia"}))
					names = append(names, "sepia")
					continue
				}
				return nil, "", false, &cannot{fmt.Sprintf("the photo editor has no %s look yet", e)}
			}
			in := map[string]any{"name": lookNames[e]}
			switch {
			case hasPct:
				in["amount"] = math.Min(pct, 100) // "sepia at 50%"
			case f.has("bit") || halfStrength:
				in["amount"] = 50.0 // "a touch of sepia", "half sepia"
			}
			adjust = append(adjust, pstep("looks.apply", in))
			names = append(names, lookNames[e])
		case e == "tint":
			if len(f.colors) == 0 {
				// "tone it down", "dale un tono": no colour said is no tint to guess
				return nil, "", false, unreadf("say the colour of the tint, e.g. \"a blue tint\"")
			}
			c := f.colors[0]
			r, g, b := hexRGB(c)
			shift := func(v int) float64 { return math.Round(float64(v-128) / 128 * 30) }
			adjust = append(adjust, pstep("adjustments.apply", map[string]any{"type": "color-balance",
				"params": map[string]any{"midtones": map[string]any{"r": shift(r), "g": shift(g), "b": shift(b)}}}))
			names = append(names, "tint "+c)
		default:
			return nil, "", false, &cannot{fmt.Sprintf("no %q look for photos", e)}
		}
	}
	if len(params) > 0 && adjLayer {
		// "add a black and white adjustment layer": a layer, not a pixel edit
		for _, e := range effectsSaid {
			if a, ok := adjustmentLayers[e]; ok {
				adjust = append(adjust, pstep("layers.addAdjustment", a))
				names = append(names, "adjustment layer")
			}
		}
		params = map[string]any{}
	}
	if slices.Contains(ps.keptLooks, "saturation") && slices.ContainsFunc(adjust, changesSaturation) {
		// "punch up the colours, leave the saturation": vibrance raises
		// the saturation (it was done, the reply saying the saturation
		// stayed as it was)
		return nil, "", false, unreadf("that look changes the saturation, which is to stay as it is; say one")
	}
	keptNote, err := keptLooksOut(params, ps.keptLooks, len(adjust) > 0 || filter != nil)
	if err != nil {
		return nil, "", false, err
	}
	if len(params) > 0 {
		scalePhoto(f, params)
		desaturateSteps(f, params)
		if s, _ := params["saturation"].(float64); s > 0 && s < 1 {
			if i := slices.Index(names, lookTitle("bw")); i >= 0 {
				// "un poco blanco y negro": the reply says how much
				names[i] = fmt.Sprintf("%s at %g%%", names[i], math.Round(100-s*100))
			}
		}
		ops = append(ops, pstep("adjustments.applyMasked", params))
	}
	if filter != nil {
		ops = append(ops, *filter)
	}
	ops = append(ops, adjust...)
	if len(names) == 0 {
		return nil, "", false, unreadf("say the look: e.g. warmer, black and white, sharper, a vignette, sepia")
	}
	where := "the whole image"
	if edgeVignette {
		where = "the edges"
	}
	if reg.name != "" {
		where = reg.named()
		if reg.name == "greener" || reg.name == "bluer" || reg.name == "redder" {
			where = "its " + strings.TrimSuffix(strings.TrimSuffix(reg.name, "er"), "e") + " colours"
		}
		if outside {
			where = "everything but " + where
		}
		where += ps.kept.note
	}
	if layer != nil && reg.name == "" {
		where = fmt.Sprintf("the layer %q", layer.Name)
	}
	where += keptNote
	return ops, fmt.Sprintf("%s on %s.", capitalize(strings.Join(names, " + ")), where), reg.name == "" && layer == nil, nil
}

// adjustmentLayers: the adjustment layer each look makes when asked for
// as a layer.
var adjustmentLayers = map[string]map[string]any{
	"bw":         {"type": "black-white", "params": map[string]any{"amount": 100}},
	"warm":       {"type": "white-balance", "params": map[string]any{"warmth": 30}},
	"cool":       {"type": "white-balance", "params": map[string]any{"warmth": -30}},
	"brighter":   {"type": "brightness-contrast", "params": map[string]any{"brightness": 25}},
	"darker":     {"type": "brightness-contrast", "params": map[string]any{"brightness": -25}},
	"contrast":   {"type": "brightness-contrast", "params": map[string]any{"contrast": 30}},
	"saturate":   {"type": "hue-saturation", "params": map[string]any{"saturation": 40}},
	"desaturate": {"type": "hue-saturation", "params": map[string]any{"saturation": -50}},
	"invert":     {"type": "invert"},
}

// desaturateSteps: desaturation in steps a person can see: slightly
// -20%, plain -50%, a lot -60%; "completely" is black and white.
func desaturateSteps(f *frame, params map[string]any) {
	if !contains(f.effects, "desaturate") || contains(f.effects, "bw") || hasOp("adjustments.desaturate") {
		return
	}
	v := 0.5
	switch {
	case f.has("bit"):
		v = 0.8
	case f.says(map[string]bool{"completely": true, "completamente": true, "fully": true, "totally": true, "todo": true}):
		v = 0
	case f.has("lot"):
		v = 0.4
	}
	params["saturation"] = v
}

// lookNamed is the look a clause names, as an effect or as the thing
// ("remove the black and white"): "" when none.
func lookNamed(f *frame) string {
	if len(f.effects) > 0 {
		return f.effects[0]
	}
	for _, n := range f.targets {
		if n.effect != "" {
			return n.effect
		}
	}
	return ""
}

// lookOff answers "sacale el blanco y negro", "remove the sepia": a look
// is pixels, not a layer, so only undoing the edit that put it on takes it
// off. The history keeps op names, not which look each was, so basic mode
// cannot pick that edit; with no edit at all there is no look to take off.
// (They were "say which layer to delete".)
func lookOff(effect string, info PhotoState) error {
	if info.historyDepth("undo") == 0 {
		return &cannot{fmt.Sprintf("the photo has no edits, so there is no %s on it to take off", lookTitle(effect))}
	}
	return &cannot{fmt.Sprintf("a %s look is part of the pixels, not a layer: to take it off, undo the edit that put it on (say \"undo\"; basic mode does not know which edit that was)",
		lookTitle(effect))}
}

// lookUndo takes a look off by undoing the request that put it on, when
// the history says which that was: a request planned by the agent is one
// undo step labelled "edit: " and its words ("edit: black and white").
// The last step, and only the look in it, is undone; a step with other
// edits in it, or with edits after it, is refused, saying which (undoing
// would take those off too). A history of op names alone does not say
// which look an edit was: lookOff.
func lookUndo(look string, info PhotoState) ([]Step, string, error) {
	labels := info.UndoLabels
	for i := len(labels) - 1; i >= 0; i-- {
		said, ok := strings.CutPrefix(labels[i], "edit: ")
		if !ok {
			continue
		}
		looks, others := looksOf(said, info)
		if !contains(looks, look) {
			continue
		}
		after := len(labels) - 1 - i
		switch {
		case after > 0:
			return nil, "", &cannot{fmt.Sprintf("the %s look was put on by %q, and %d %s came after it; undoing back to it would take %s off too (say \"undo\" %d times to do that)",
				lookTitle(look), said, after, plural(after, "edit", "edits"), plural(after, "that edit", "those edits"), after+1)}
		case others:
			return nil, "", &cannot{fmt.Sprintf("the %s look was put on by %q, with other changes; undoing it would take them off too (say \"undo\" to do that)", lookTitle(look), said)}
		}
		return []Step{pstep("history.undo", nil)}, fmt.Sprintf("Undo the last edit, %q, which put the %s look on.", said, lookTitle(look)), nil
	}
	return nil, "", lookOff(look, info)
}

// looksOf plans a past request's words again and reads the looks it put
// on the whole photo; others: it did anything else too (a region, a crop,
// a title).
func looksOf(said string, info PhotoState) (looks []string, others bool) {
	names := photoNames(info)
	toks := lex(said, newVocabulary(names.words()))
	for _, c := range splitClauses(said, toks, names.has) {
		f := fill(c, said, names)
		named := slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron && n.kind != "image" })
		if len(f.effects) == 0 || len(f.regions)+len(f.quotes) > 0 || named || f.verb != "" && f.verb != "make" && f.verb != "apply" && f.verb != "add" && f.verb != "put" {
			others = true
		}
		looks = append(looks, f.effects...)
	}
	return looks, others
}

// plural is one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func lookTitle(e string) string {
	if t, ok := map[string]string{"bw": "black and white", "saturate": "vivid", "sharpen": "sharper", "soft": "softer",
		"contrast": "more contrast", "flat": "less contrast", "desaturate": "desaturated"}[e]; ok {
		return t
	}
	return e
}

func hexRGB(c string) (int, int, int) {
	var r, g, b int
	fmt.Sscanf(strings.TrimPrefix(c, "#"), "%02x%02x%02x", &r, &g, &b)
	return r, g, b
}

// combine merges one look's param into what earlier looks of the same
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

// colourExcepted: the clause keeps a colour out of the look ("except the
// red", "menos el rojo", "but keep the red").
func colourExcepted(f *frame) bool {
	without := false
	for _, t := range f.c.toks {
		if t.kind == tWord && (t.has(cPrep, "without") || t.word("except", "excepto", "salvo", "menos")) {
			without = true
		}
		if without && t.has(cColor) {
			return true
		}
	}
	return false
}

// lookCasts are the colours a look casts over the photo when overdone.
var lookCasts = map[string][]string{"warm": {"#ff8000", "#ffe600", "#ff0000"}, "cool": {"#0050ff", "#00c0c0"},
	"darker": {"#000000"}, "brighter": {"#ffffff"}}

// castLimited: the colour said right after "but not" ("warmer but not
// orange", "cooler but not blue") is the cast the look would give, said as
// how far to take it; with an article ("but not the orange") it is the
// part of the photo to leave out. The colour is read here.
func castLimited(f *frame) bool {
	toks := f.c.toks
	for i := 1; i < len(toks); i++ {
		if !toks[i].has(cColor) || !toks[i-1].has(cPrep, "without") || toks[i-1].word("except", "excepto", "salvo", "menos") {
			continue
		}
		c, _ := toks[i].get(cColor)
		for _, e := range f.effects {
			if contains(lookCasts[e], c.val) {
				f.colors = slices.DeleteFunc(f.colors, func(h string) bool { return h == c.val })
				return true
			}
		}
	}
	return false
}

// overRange is the slider of the clause's looks a percent over 100 is
// past the end of (brightness, contrast and warmth go from -100 to 100;
// saturation is a multiplier), "" when none is.
func overRange(f *frame, pct float64) string {
	if pct <= 100 || len(f.effects) != 1 {
		return ""
	}
	switch k := lookKey[f.effects[0]]; k {
	case "brightness", "contrast", "warmth":
		return k
	}
	return ""
}

// lookKey is the adjustment param a look is named for.
var lookKey = map[string]string{"brighter": "brightness", "darker": "brightness", "contrast": "contrast", "flat": "contrast",
	"saturate": "saturation", "desaturate": "saturation", "bw": "saturation", "warm": "warmth", "cool": "warmth"}

// lookPercent is the one percent a look clause gives ("sepia at 50%"),
// or its one bare number up to 100 ("contrast +20", "subile el brillo
// 20", "sepia 50"): the strength of the look, as a slider reads it.
func lookPercent(f *frame) (float64, bool) {
	v, n := 0.0, 0
	for _, a := range f.amounts {
		if a.kind == "percent" && a.v > 0 {
			v, n = a.v, n+1
		}
	}
	if n == 0 {
		for _, a := range f.amounts {
			if a.kind == "number" && a.v > 0 && a.v <= 100 {
				v, n = a.v, n+1
			}
		}
		if v < 1 {
			v *= 100 // "sepia 0.5": a fraction of the whole (it was 0.5%)
		}
	}
	return v, n == 1
}

// strengthAt reads "vintage al 80", "sepia at 50", "moody a 40": a number
// said after "al"/"at" to a look of the catalog or a style of several
// sliders is its strength in percent, as "vintage 80" and "vintage al 80%"
// are (the time reader took it, so it was refused as left out). A single
// slider keeps its refusal: "set brightness to 30" may be a level, not
// an amount to add.
func strengthAt(f *frame) {
	if len(f.times) != 1 || len(f.amounts) > 0 || !styleSaid(f) && !catalogLookSaid(f) {
		return
	}
	te := f.times[0]
	if !te.bare || te.kind != "point" || !te.a.set || te.a.sec <= 0 || te.a.sec > 100 {
		return
	}
	f.amounts = []amount{{kind: "percent", v: te.a.sec, prep: "at"}}
	f.times = nil
}

// amountBy reads "cooler by 10", "desaturate by 30", "brighter by 15": a
// number said after "by" to the one slider a look moves is how much, as
// "cooler 10" is (the time reader took "by 10" as ten seconds, and the
// request was refused).
func amountBy(f *frame) {
	if len(f.times) != 1 || len(f.amounts) > 0 || len(f.effects) != 1 || lookKey[f.effects[0]] == "" {
		return
	}
	if te := f.times[0]; te.bare && te.kind == "duration" && te.prep == "by" && te.dur > 0 && te.dur <= 100 {
		f.amounts = []amount{{kind: "number", v: te.dur, prep: "by"}}
		f.times = nil
	}
}

// lessCast reads "less yellow", "menos azul", "not so yellow": a colour
// cast said with "less" asks for some of it off, so the white balance
// goes the other way by a bit, not as far as "cooler" goes.
func lessCast(f *frame) {
	if len(f.amounts) > 0 || f.has("bit", "lot") {
		return
	}
	for _, t := range f.c.toks {
		if t.kind != tWord || !t.has(cEffect) {
			continue
		}
		for _, less := range []string{"less ", "not so ", "not as ", "menos ", "no tan ", "sin tanto "} {
			if strings.HasPrefix(t.text, less) && castWord(strings.TrimPrefix(t.text, less)) {
				f.mods = append(f.mods, "bit")
				return
			}
		}
	}
}

// castWord: a colour a photo's white balance can lean to.
func castWord(w string) bool {
	return strings.HasPrefix(w, "yellow") || strings.HasPrefix(w, "amarill") || strings.HasPrefix(w, "blu") ||
		strings.HasPrefix(w, "azul") || w == "orange" || w == "naranja"
}

// catalogLookSaid: the clause names a look of the catalog (vintage, sepia).
func catalogLookSaid(f *frame) bool {
	for _, e := range f.effects {
		if lookNames[e] != "" {
			return true
		}
	}
	return false
}

// lookNumberLeft is a number a look clause gives that no look reads: a
// second one, one over 100, or an exposure in stops ("exposure +1" is not
// 1% brighter); "" when there is none.
func lookNumberLeft(f *frame) string {
	_, read := lookPercent(f)
	for _, a := range f.amounts {
		if a.kind != "number" {
			continue
		}
		if !read || a.v <= 5 && hasWord(f, "exposure", "exposicion", "exposición", "stops", "stop", "pasos") {
			return amountWord(a)
		}
	}
	return ""
}

// scalePhoto makes "a bit" and "a lot" change the strength.
func scalePhoto(f *frame, p map[string]any) {
	// "brighten the face by 20%", "30% more contrast": the amount said, on
	// what the look names ("reduce the saturation by 30%" leaves the
	// contrast that a vivid look also sets)
	named := map[string]bool{}
	for _, e := range f.effects {
		if k := lookKey[e]; k != "" {
			named[k] = true
		}
	}
	if pct, ok := lookPercent(f); ok {
		if len(named) == 0 && styleSaid(f) {
			// "cinematic at 30%", "moody 40", "dramático 20": the strength
			// of the whole style, not every slider set to the number (at
			// 40% moody was darker than moody itself)
			scaleBy(p, pct/100)
			return
		}
		for key, v := range p {
			x, ok := v.(float64)
			switch {
			case len(named) > 0 && !named[key] && saturationNamed(f):
				delete(p, key) // "saturation +10": that slider alone, not the vivid look's contrast too
			case len(named) > 0 && !named[key]:
			case !ok:
			case key == "saturation" && x == 0:
				p[key] = math.Max(0, 1-pct/100) // "50% black and white"
			case key == "brightness" || key == "contrast" || key == "warmth":
				p[key] = math.Copysign(math.Min(pct, 100), x)
			case key == "saturation" && x > 1 && bareFactor(f) > 0:
				p[key] = bareFactor(f) // "saturation 1.5", "saturación 0.5": the multiplier itself
			case key == "saturation" && x > 1 && pct > 100:
				p[key] = math.Min(pct, 300) / 100 // "saturation 150%": to it, not 150% more (it was 2.5)
			case key == "saturation" && x > 1 && saturationLevelSaid(f):
				p[key] = math.Min(pct, 300) / 100 // "saturación al 80%": the slider at 80% (it was 1.8)
			case key == "saturation" && x > 1:
				p[key] = 1 + pct/100
			case key == "saturation" && x > 0 && x < 1:
				p[key] = math.Max(0, 1-pct/100)
			}
		}
		return
	}
	if f.has("full") && maxNamed(p, named) {
		return
	}
	k := 1.0
	switch {
	case f.has("lot") || f.has("full") || f.has("double"):
		k = 1.6 // "twice as warm": warmth has no amount to double; a strong look
	case f.has("bit") || f.has("halfstrength"):
		k = 0.5 // "medio blanco y negro": half as strong; "the top half" is a place
	default:
		return
	}
	scaleBy(p, k)
}

// saturationLevelSaid: the saturation slider is set to a percent ("la
// saturación al 80%", "saturation to 80%"): a level, not that much more.
// A verb that raises or lowers says which way itself.
func saturationLevelSaid(f *frame) bool {
	if f.verb == "raise" || f.verb == "lower" || !hasWord(f, "saturation", "saturacion") {
		return false
	}
	for _, a := range f.amounts {
		if a.kind == "percent" && (a.prep == "to" || a.prep == "at") {
			return true
		}
	}
	return false
}

// scaleBy makes the look in p k times as strong: each slider's change
// from "no change" (saturation 1, the others 0) times k.
func scaleBy(p map[string]any, k float64) {
	for key, v := range p {
		x, ok := v.(float64)
		if !ok {
			continue
		}
		switch key {
		case "saturation":
			// "un poco blanco y negro", "en blanco y negro pero no tanto":
			// part of the colour taken out (it was all of it); "very"
			// black and white is black and white
			p[key] = math.Max(0, 1+(x-1)*k)
			if x == 0 {
				p[key] = math.Max(0, 1-k)
			}
		case "radius", "amount", "size":
			p[key] = x * k
		default:
			p[key] = clampF(x*k, -100, 100)
		}
	}
}

// likened: the noun phrase at i is what the photo should look like, not
// a part of it ("como foto de celular viejo", "like a phone photo", "tipo
// foto de perro"): the vintage look went on the phone the photo was taken
// to show.
func likened(toks []token, i int) bool {
	for j := i - 1; j >= 0; j-- {
		t := toks[j]
		switch {
		case t.kind != tWord:
			return false
		case t.has(cPrep, "as") || t.word("parezca", "parezcan", "luzca", "luzcan"):
			return true
		case t.has(cDet) || t.has(cPrep, "of") || t.has(cKind, "image"):
		default:
			return false
		}
	}
	return false
}

// styleSaid: the clause names a style made of several sliders (moody,
// cinematic, dramatic), none of which a number can be read for alone.
func styleSaid(f *frame) bool {
	for _, e := range f.effects {
		if len(photoLooks[e]) >= 3 {
			return true
		}
	}
	return false
}

// bareFactor is the one number a look clause says with no unit or
// percent, when it can only be a multiplier (0 to 3, not whole: "1.5");
// 0 when there is none.
func bareFactor(f *frame) float64 {
	if len(f.amounts) != 1 {
		return 0
	}
	a := f.amounts[0]
	if a.kind != "number" || a.v <= 0 || a.v > 3 || a.v == math.Trunc(a.v) {
		return 0
	}
	return a.v
}

// intensifiedBit: a word that says "a lot" right before one that says
// "a bit" ("very slightly", "muy poquito") makes it less, not more.
func intensifiedBit(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind == tWord && toks[i].has(cMod, "lot") && toks[i+1].kind == tWord && toks[i+1].has(cMod, "bit") {
			return true
		}
	}
	return false
}

// maxNamed puts the sliders a look clause names all the way ("saturación
// al máximo", "calidez al máximo", "contrast to the max": the words were
// dropped and the look made at its usual strength); false when it names
// none of them, and "al máximo" is then a strong look.
func maxNamed(p map[string]any, named map[string]bool) bool {
	maxed := false
	for key, v := range p {
		x, ok := v.(float64)
		switch {
		case !ok || !named[key]:
		case key == "saturation" && x > 1:
			p[key], maxed = 2.0, true
		case key == "brightness" || key == "contrast" || key == "warmth":
			p[key], maxed = math.Copysign(100, x), true
		}
	}
	return maxed
}

// selectionOps: "select the sky", "select all", "deselect", "invert the
// selection", "feather the selection 10 pixels", "grow it by 5".
func selectionOps(f *frame, ps *photoPlan) ([]Step, string, error) {
	n := 0.0
	for _, a := range f.amounts {
		if a.kind == "number" || a.kind == "pixels" {
			n = a.v
		}
	}
	switch {
	case f.verb == "deselect" || f.verb == "delete" && f.nounIs("selection"):
		return []Step{pstep("selection.deselect", nil)}, "Deselect.", nil
	case f.verb == "invert":
		return []Step{pstep("selection.invert", nil)}, "Invert the selection.", nil
	case f.verb == "feather" || f.says(map[string]bool{"feather": true, "soften": true, "suavizar": true, "suaviza": true, "difumina": true, "calar": true}):
		if n == 0 {
			n = 10
		}
		return []Step{pstep("selection.feather", map[string]any{"radius": n})}, fmt.Sprintf("Feather the selection %gpx.", n), nil
	case f.says(map[string]bool{"grow": true, "expand": true, "ampliar": true, "amplia": true, "agranda": true}):
		if n == 0 {
			n = 5
		}
		return []Step{pstep("selection.grow", map[string]any{"pixels": n})}, fmt.Sprintf("Grow the selection %gpx.", n), nil
	case f.says(map[string]bool{"contract": true, "reducir": true, "reduci": true, "achica": true, "shrink": true}):
		if n == 0 {
			n = 5
		}
		return []Step{pstep("selection.shrink", map[string]any{"pixels": n})}, fmt.Sprintf("Shrink the selection %gpx.", n), nil
	case (f.nounIs("everything") || f.says(map[string]bool{"all": true, "todo": true}) || wholeSaid(f)) && !(len(f.regions) > 0 && exceptionSaid(f)):
		return []Step{pstep("selection.selectAll", nil)}, "Select all.", nil
	}
	W, H := float64(max(ps.info.Width, 1)), float64(max(ps.info.Height, 1))
	if f.has("half") && len(f.pos) > 0 {
		// "select the top half", "seleccioná la mitad izquierda"
		return []Step{pstep("selection.rectangle", halfRect(f.pos[0], W, H))}, "Select the " + f.pos[0] + " half.", nil
	}
	if f.nounIs("shape") {
		round := f.says(map[string]bool{"circle": true, "ellipse": true, "oval": true, "circulo": true, "elipse": true, "ovalo": true})
		w, h := math.Floor(W/2), math.Floor(H/2)
		box := map[string]any{"x": math.Floor((W - w) / 2), "y": math.Floor((H - h) / 2), "w": w, "h": h}
		if round {
			return []Step{pstep("selection.ellipse", box)}, "Select an ellipse in the middle.", nil
		}
		return []Step{pstep("selection.rectangle", box)}, "Select a rectangle in the middle.", nil
	}
	for _, n := range f.regions {
		r := regionOf(n, f.c.toks)
		if r.name == "background" && (len(f.colors) > 0 || f.says(map[string]bool{"color": true, "colour": true, "plain": true, "liso": true, "uniforme": true})) {
			return []Step{pstep("selection.background", nil)}, "Select the background by its colour.", nil
		}
		if exceptionSaid(f) && r.name != "background" {
			// "select everything but the subject": all was selected
			return append(selectOps(r), pstep("selection.invert", nil)), "Select everything but the " + r.name + ".", nil
		}
		return selectOps(r), "Select the " + r.name + ".", nil
	}
	for _, n := range f.targets {
		if n.region != "" {
			r := regionOf(n, f.c.toks)
			return selectOps(r), "Select the " + r.name + ".", nil
		}
	}
	if len(f.colors) > 0 {
		return []Step{pstep("selection.colorRange", map[string]any{"color": f.colors[0]})}, "Select the " + f.colors[0] + " colours.", nil
	}
	if len(f.quotes) > 0 {
		return []Step{pstep("selection.samText", map[string]any{"text": f.quotes[0]})}, fmt.Sprintf("Select %q.", f.quotes[0]), nil
	}
	return nil, "", unreadf("say what to select: the face, the sky, the background, the subject, a colour or all")
}

// layerTarget finds the layer a clause names ("the logo layer", "the
// title", "layer 2"); nil when it names none.
func layerTarget(f *frame, info PhotoState) *PhotoLayer {
	if meant, _ := photoTextMeant(f, info, false); len(meant) == 1 {
		for i, l := range info.Layers {
			if l.ID == meant[0].ID {
				return &info.Layers[i] // "hide the World text", "borrá el texto de abajo"
			}
		}
	}
	for _, n := range f.targets {
		if n.kind == "text" || n.kind == "layer" && contains(n.mods, "text") && len(n.names) == 0 {
			for i, l := range info.Layers {
				if l.Kind == "text" {
					return &info.Layers[i]
				}
			}
		}
		if n.kind == "adjustment" && len(n.names) == 0 && n.ord == 0 && n.det != "a" && f.verb != "add" && f.verb != "create" {
			// "delete the adjustment layer", "borrá la capa de ajuste": the
			// one adjustment layer there is (it was "there is no layer");
			// with several, which one was not said
			var adj []int
			for i, l := range info.Layers {
				if l.Kind == "adjustment" {
					adj = append(adj, i)
				}
			}
			if len(adj) == 1 {
				return &info.Layers[adj[0]]
			}
		}
		if n.kind != "layer" && len(n.names) == 0 {
			// "send the logo to the back", "move the logo 20 px left": a layer named like the thing
			if n.kind != "" && (n.kind != "image" || f.verb == "move" && stackMove(f) != "") {
				for i, l := range info.Layers {
					if strings.EqualFold(l.Name, n.kind) {
						return &info.Layers[i]
					}
				}
			}
			continue
		}
		if n.ord > 0 && n.ord <= len(info.Layers) && len(n.names) == 0 {
			return &info.Layers[n.ord-1]
		}
		if n.ord == -1 && len(info.Layers) > 0 && len(n.names) == 0 {
			return &info.Layers[len(info.Layers)-1]
		}
		want := append([]string(nil), n.names...)
		if n.region != "" {
			want = append(want, n.region)
		}
		if len(want) == 0 {
			// "the logo layer": the kind said names it
			for _, m := range n.mods {
				if !strings.Contains(m, ":") && m != "another" && m != "other" {
					want = append(want, m)
				}
			}
		}
		for i, l := range info.Layers {
			if len(want) > 0 && hasAll(nameWords(l.Name), want) {
				return &info.Layers[i]
			}
		}
	}
	return nil
}

func selectLayerOps(l *PhotoLayer, info PhotoState) []Step {
	if l.ID == info.ActiveLayer {
		return nil
	}
	return []Step{pstep("layers.select", map[string]any{"id": l.ID})}
}

// layerOps plans the layer ops: add, duplicate, delete, hide/show,
// opacity, blend, group, scale and move.
func layerOps(f *frame, info PhotoState) ([]Step, string, error) {
	if f.verb == "move" && stackMove(f) != "" {
		// "to the front", "al fondo": where in the stack, not a thing
		kept := f.targets[:0]
		for _, n := range f.targets {
			if !stackWord(n.said) || n.kind == "layer" || n.kind == "text" {
				kept = append(kept, n)
			}
		}
		f.targets = kept
	}
	if len(f.targets) == 0 && hasWord(f, "both", "ambos", "ambas") {
		return nil, "", unreadf("say which layers, one at a time, e.g. \"hide the logo layer\"") // "hide both" hid the active layer
	}
	for _, n := range f.targets {
		if n.pron && pluralPronoun(n.said) && len(f.targets) == 1 {
			// "hide both", "ocultalos": which ones was not said (the active layer was hidden)
			return nil, "", unreadf("say which layers, one at a time, e.g. \"hide the logo layer\"")
		}
	}
	if meant, err := photoTextMeant(f, info, true); err != nil {
		return nil, "", err
	} else if len(meant) > 1 {
		return nil, "", unreadf("this changes one layer at a time; say it for each text")
	}
	l := layerTarget(f, info)
	if l == nil {
		l = lookLayerNamed(f, info) // "the black and white layer at half opacity" (looklayer.go)
	}
	if l == nil {
		l = stackEnd(f, info)
	}
	if l == nil && f.nounIs("image") && onlyThePhotoNamed(f) && len(info.Layers) > 0 {
		l = &info.Layers[len(info.Layers)-1] // "duplicate the photo": the bottom layer
	}
	if f.verb == "move" && stackMove(f) != "" && l == nil {
		return nil, "", unreadf("say which layer to move in the stack, e.g. \"bring the logo layer to the front\"")
	}
	var ops []Step
	name := "the active layer"
	if l != nil {
		ops = selectLayerOps(l, info)
		name = fmt.Sprintf("the layer %q", l.Name)
	} else if f.nounIs("layer") && !indefinite(f) && len(f.targets) > 0 && (len(f.targets[0].names) > 0 || f.targets[0].ord != 0) {
		return nil, "", &cannot{fmt.Sprintf("there is no layer %q", f.targets[0].said)}
	} else if said := layerWordsMissing(f); said != "" && !indefinite(f) {
		// "delete the logo layer" with no layer named so: not the active layer
		return nil, "", &cannot{fmt.Sprintf("there is no layer %q (the layers: %s)", said, layerNameList(info))}
	} else if f.verb != "add" && f.verb != "create" {
		// "move the music 20 px left": a thing no layer is named like is not the active layer
		for _, n := range f.targets {
			if !n.pron && n.kind != "" && n.kind != "layer" && n.det != "a" && !(n.kind == "image" && containerPrep(n.prep)) {
				return nil, "", &cannot{fmt.Sprintf("there is no layer %q", n.said)}
			}
		}
	}
	cur := l
	if cur == nil {
		for i := range info.Layers {
			if info.Layers[i].ID == info.ActiveLayer {
				cur = &info.Layers[i] // "move it to the left": the active layer
			}
		}
	}
	if cur != nil && isPhotoLayer(cur, info) && (f.verb == "move" && stackMove(f) == "" || f.verb == "scale" || f.has("bigger", "smaller")) {
		// "move the picture to the left", "shrink the photo": the photo
		// fills the canvas, so moving or scaling its layer leaves an empty
		// strip or border; that is rarely what is meant
		if f.verb != "move" && hasOp("document.resize") {
			return resizeOps(f, info) // "shrink the photo": the document
		}
		what := "moving it would leave an empty strip; to frame it differently, crop it (e.g. \"crop 50 px from the left\")"
		if f.verb != "move" {
			what = "scaling its layer would leave the canvas as it is, with an empty border"
		}
		if f.verb == "move" && placeOf(f) == "center" && !f.has("bit") && nudgeBy(f) == 0 {
			what = "it is already centred"
		}
		return nil, "", &cannot{"the photo fills the canvas: " + what}
	}
	switch {
	case f.verb == "add" || f.verb == "create":
		return []Step{pstep("layers.addRaster", nil)}, "Add an empty layer.", nil
	case f.verb == "duplicate":
		return append(ops, pstep("layers.duplicate", nil)), "Duplicate " + name + ".", nil
	case f.verb == "select" && l != nil:
		// "select the logo layer": make it the active one (it was "say
		// what to select", a part of the photo)
		return []Step{pstep("layers.select", map[string]any{"id": l.ID})}, "Select " + name + ".", nil
	case f.verb == "delete" || f.verb == "cut" || f.verb == "drop":
		if look := lookNamed(f); l == nil && !f.nounIs("layer") && look != "" {
			return lookUndo(look, info)
		}
		if l == nil && !f.nounIs("layer") {
			return nil, "", unreadf("say which layer to delete (%s); %s", layerNameList(info), insidePhotoHelp)
		}
		if err := onlyLayerGone(info); err != nil {
			return nil, "", err
		}
		return append(ops, pstep("layers.delete", nil)), "Delete " + name + ".", nil
	case f.verb == "group":
		return append(ops, pstep("layers.group", nil)), "Group " + name + ".", nil
	case f.verb == "rasterize":
		return append(ops, pstep("layers.rasterize", nil)), "Turn " + name + " into pixels.", nil
	case f.verb == "ungroup":
		return append(ops, pstep("layers.ungroup", nil)), "Ungroup " + name + ".", nil
	case f.verb == "hide" || f.hasProp("invisible"):
		if len(info.Layers) == 1 {
			// "cover photo", "hide the image" with the photo alone: a blank
			// canvas is no edit anyone asks for (it was hidden)
			return nil, "", &cannot{"the photo is the document's only layer: hiding it would leave nothing to see"}
		}
		return append(ops, pstep("layers.setVisible", map[string]any{"visible": false})), "Hide " + name + ".", nil
	case f.verb == "unhide" || f.hasProp("visible") || f.verb == "show":
		if l == nil && slices.ContainsFunc(f.targets, func(n np) bool { return n.kind == "layer" && (n.plural || n.det == "all") }) {
			return showEveryLayer(info) // "show all layers": the active one alone was shown
		}
		return append(ops, pstep("layers.setVisible", map[string]any{"visible": true})), "Show " + name + ".", nil
	case f.verb == "blend" || f.hasProp("blendmode"):
		mode := ""
		for i, t := range f.c.toks {
			if m, ok := photoBlends[t.text]; ok && t.kind == tWord {
				mode = m
			}
			if m := blendPair(f.c.toks, i); m != "" {
				mode = m // "soft light" (photoblend.go)
			}
		}
		if mode == "" {
			return nil, "", unreadf("which blend mode? normal, multiply, screen, overlay, soft-light, darken, lighten, difference...")
		}
		return append(ops, pstep("layers.setBlend", map[string]any{"blendMode": mode})), "Blend " + name + " with " + mode + ".", nil
	case f.verb == "fade" || f.hasProp("transparent", "opacity", "opaque"):
		v, _ := opacityOf(f, 1)
		return append(ops, pstep("layers.setOpacity", map[string]any{"opacity": v})), fmt.Sprintf("Set the opacity of %s to %d%%.", name, int(v*100+0.5)), nil
	case f.verb == "scale" || f.has("bigger", "smaller"):
		if len(f.pos) > 0 {
			// "the logo in the center, half the size", "agrandá el logo arriba
			// a la derecha": the place was left out in silence (only the scale
			// was planned); where it goes after scaling is a step of its own
			place := strings.Replace(placeOf(f), "-", " ", 1)
			return nil, "", unreadf("basic mode would leave out the place %q: say the size and the place as two steps, e.g. \"make it half the size and put it at the %s\"", f.saidFor(cPos, f.pos[0]), cmp.Or(place, "center"))
		}
		sc, ok := scaleOf(f, 1)
		if k, said := sideScale(f, cur); said {
			if k <= 0 {
				return nil, "", &cannot{fmt.Sprintf("the size of %s is unknown, so basic mode cannot scale it to a side in pixels; say a factor, e.g. \"50%%\"", name)}
			}
			sc, ok = k, true // "make the logo 64 px wide": its width to 64
		}
		if k := scaleNumber(f); !ok && k > 0 {
			sc, ok = k, true // "scale the logo by 2", "escalá el logo 0.5": as the photo's scale reads it
		}
		if !ok {
			return nil, "", unreadf("say how big, e.g. \"half the size\" or \"50%%\"")
		}
		reply := fmt.Sprintf("Scale %s to %g.", name, round3(sc))
		if note := pastCanvas(cur, info, round3(sc)); note != "" {
			reply += " " + note
		}
		return append(ops, pstep("transform.start", map[string]any{"scale": round3(sc)}), pstep("transform.apply", nil)), reply, nil
	case f.verb == "rename" || (f.verb == "make" || f.verb == "") && len(f.quotes) == 1 && f.nounIs("layer") && hasWord(f, "name", "nombre", "llamar", "llame", "call") ||
		namedAnew(f, info):
		newName := f.text
		if len(f.quotes) > 0 {
			newName = f.quotes[len(f.quotes)-1]
		}
		if newName == "" {
			newName = unquotedName(f)
		}
		if strings.TrimSpace(newName) == "" {
			return nil, "", unreadf("say the new name in quotes, e.g. rename the layer to \"Sky\"")
		}
		return append(ops, pstep("layers.rename", map[string]any{"name": newName})), fmt.Sprintf("Rename %s to %q.", name, newName), nil
	case f.verb == "move" && stackMove(f) != "":
		dir := stackMove(f)
		if end := stackEndOf(cur, info, dir); end != "" {
			// "bring the title to the front" with the title on top already:
			// a move that changes nothing was planned as if it did
			return nil, "", &cannot{fmt.Sprintf("%s is already %s", name, end)}
		}
		return append(ops, pstep("layers.move", map[string]any{"direction": dir})), fmt.Sprintf("Move %s %s in the stack.", name, dir), nil
	case f.verb == "move":
		if place := placeOf(f); place == "corner" || place == "side" {
			// "put the logo in the corner": which one was not said (it was
			// refused as "say which way"); ask, as the video planner does
			if place == "side" {
				return nil, "", &question{fmt.Sprintf("Which side for %s: left or right?", name)}
			}
			return nil, "", &question{fmt.Sprintf("Which corner for %s: top left, top right, bottom left or bottom right?", name)}
		}
		dx, dy, ok, err := moveToPlace(f, l, info)
		if err != nil {
			return nil, "", err
		}
		if ok {
			// "move the logo to the top left": there, a margin in from the edges
			if dx == 0 && dy == 0 {
				return nil, "", &cannot{fmt.Sprintf("%s is already at the %s: nothing was changed", name, strings.Replace(placeOf(f), "-", " ", 1))}
			}
			return append(ops, pstep("transform.start", map[string]any{"translateX": dx, "translateY": dy}), pstep("transform.apply", nil)),
				"Move " + name + " to the " + strings.Replace(placeOf(f), "-", " ", 1) + ".", nil
		}
		// a tenth of the canvas, or the pixels said ("20 px to the right")
		dx, dy = 0, 0
		step := float64(max(info.Width, info.Height)) * 0.1
		if px := nudgeBy(f); px > 0 {
			step = px
		}
		for _, p := range f.pos {
			switch p {
			case "left":
				dx = -step
			case "right":
				dx = step
			case "top":
				dy = -step
			case "bottom":
				dy = step
			}
		}
		if f.has("up") {
			dy = -step
		}
		if f.has("down") {
			dy = step
		}
		if dx == 0 && dy == 0 {
			return nil, "", unreadf("say which way to move it: left, right, up or down")
		}
		return append(ops, pstep("transform.start", map[string]any{"translateX": dx, "translateY": dy}), pstep("transform.apply", nil)),
			"Move " + name + ".", nil
	}
	return nil, "", unreadf("say what to do with the layer: duplicate, delete, hide, show, opacity, blend mode, group")
}

// sideScale is the factor that gives a layer the side said in pixels
// ("make the logo 64 px wide", "poné el logo de 100 px de alto"), keeping
// its shape; said is false when no side is said, k 0 when the layer's
// size is unknown.
func sideScale(f *frame, l *PhotoLayer) (k float64, said bool) {
	w, h := sideLengths(f.c.toks)
	if w <= 0 && h <= 0 {
		return 0, false
	}
	if l == nil || l.Bounds == nil || l.Bounds.W <= 0 || l.Bounds.H <= 0 {
		return 0, true
	}
	if w > 0 {
		return w / l.Bounds.W, true
	}
	return h / l.Bounds.H, true
}

// moveToPlace is how far a layer moves to reach the place the clause
// names (a corner, an edge, the centre), from its bounds; not ok for a
// nudge ("a bit", "20 px"), no place, or a layer whose bounds are unknown.
func moveToPlace(f *frame, l *PhotoLayer, info PhotoState) (dx, dy float64, ok bool, err error) {
	place := placeOf(f)
	// "to the top left corner by 20 px": a corner is a place to go, so
	// the pixels are the margin from its edges; "20 px to the left" is a
	// nudge
	px := nudgeBy(f)
	if px > 0 && !strings.Contains(place, "-") {
		return 0, 0, false, nil
	}
	// "a bit up", "más arriba", "more to the left": a step from where it
	// is, read as the video planner reads it (nudge); a place named by
	// itself ("arriba", "to the top") is that place
	if place == "" || place == "corner" || px == 0 && nudge(f, place) {
		return 0, 0, false, nil
	}
	if l == nil || l.Bounds == nil || l.Bounds.W <= 0 {
		// a step of a tenth of the canvas would not end at the place named
		return 0, 0, false, unreadf("the layer's bounds are unknown, so basic mode cannot put it at the %s: say a distance, e.g. \"move it 20 px to the left\"", strings.Replace(place, "-", " ", 1))
	}
	W, H := float64(info.Width), float64(info.Height)
	b := *l.Bounds
	margin := math.Round(math.Min(W, H) * 0.03)
	mx, my := margin, margin
	switch m := f.margin; {
	case px > 0:
		mx, my = px, px
	case m != nil && m.kind == "pixels":
		mx, my = m.v, m.v // "20 px from the left"
	case m != nil:
		mx, my = math.Round(W*m.v/100), math.Round(H*m.v/100) // "10% from the top"
	}
	x, y := W/2-b.W/2, H/2-b.H/2 // centred
	switch {
	case strings.HasSuffix(place, "left"):
		x = mx
	case strings.HasSuffix(place, "right"):
		x = W - mx - b.W
	case place == "top" || place == "bottom":
		x = b.X // an edge keeps the other axis
	}
	switch {
	case strings.HasPrefix(place, "top"):
		y = my
	case strings.HasPrefix(place, "bottom"):
		y = H - my - b.H
	case place == "left" || place == "right":
		y = b.Y
	}
	dx, dy = math.Round(x-b.X), math.Round(y-b.Y)
	// a layer as wide (tall) as the canvas (an empty layer's bounds are the
	// canvas) has no room toward that edge: a step of a tenth of the
	// canvas there would not end at the place named (it was nudged), and
	// moving it the other way would be wrong too
	if strings.HasSuffix(place, "left") && dx > 0 || strings.HasSuffix(place, "right") && dx < 0 ||
		strings.HasPrefix(place, "top") && dy > 0 || strings.HasPrefix(place, "bottom") && dy < 0 {
		return 0, 0, false, &cannot{fmt.Sprintf("the layer %q is as large as the canvas (or empty) and has no room to move to the %s; say a distance, e.g. \"move it up 20 px\"", l.Name, strings.Replace(place, "-", " ", 1))}
	}
	return dx, dy, true, nil
}

// isPhotoLayer: l is the photo itself, the bottom raster layer covering
// the whole canvas (a layer above it may be empty and as large, but it is
// not the picture).
func isPhotoLayer(l *PhotoLayer, info PhotoState) bool {
	if len(info.Layers) == 0 || l.ID != info.Layers[len(info.Layers)-1].ID || l.Kind != "raster" || l.Bounds == nil {
		return false
	}
	b := *l.Bounds
	return b.X <= 0 && b.Y <= 0 && b.X+b.W >= float64(info.Width) && b.Y+b.H >= float64(info.Height)
}

// photoBlends name the layer blend modes (EN/ES).
var photoBlends = map[string]string{"normal": "normal", "multiply": "multiply", "multiplicar": "multiply",
	"screen": "screen", "trama": "screen", "pantalla": "screen", "overlay": "overlay", "superponer": "overlay", "superposicion": "overlay",
	"darken": "darken", "oscurecer": "darken", "lighten": "lighten", "aclarar": "lighten", "difference": "difference",
	"diferencia": "difference", "exclusion": "exclusion", "hue": "hue", "tono": "hue", "saturation": "saturation",
	"saturacion": "saturation", "color": "color", "luminosity": "luminosity", "luminosidad": "luminosity",
	"soft light": "soft-light", "soft-light": "soft-light", "luz suave": "soft-light", "hard light": "hard-light",
	"hard-light": "hard-light", "luz fuerte": "hard-light", "color dodge": "color-dodge", "color burn": "color-burn"}

// lookList drops looks said twice or that only describe another: "efecto
// sepia tipo foto vieja" is one sepia, "a dark vignette" one vignette.
func lookList(effects []string) []string {
	var out []string
	seen := map[string]bool{}
	vignette := contains(effects, "vignette")
	named := false
	otherLook := false // a catalog look other than vintage
	for _, e := range effects {
		named = named || lookNames[e] != ""
		otherLook = otherLook || lookNames[e] != "" && e != "vintage"
	}
	for _, e := range effects {
		key := e
		if lookNames[e] != "" {
			key = "look" // one look per clause: "efecto sepia tipo foto vieja" is sepia
		}
		if e == "vintage" && otherLook {
			// "that old timey sepia look", "a retro noir look": the words
			// of age say how old the look named is (it was vintage, not sepia)
			continue
		}
		if seen[key] || vignette && (e == "darker" || e == "brighter") || named && (e == "cinematic" || e == "tint") {
			// "a sepia tint" is the sepia look
			continue
		}
		seen[key] = true
		out = append(out, e)
	}
	return out
}

func filterRegions(rs []region, drop ...string) []region {
	var out []region
	for _, r := range rs {
		if !contains(drop, r.name) {
			out = append(out, r)
		}
	}
	return out
}

// partOfFrame selects the part of the photo a place names: a half for a
// side ("the left side", "at the top"), a quarter for a corner.
func partOfFrame(pos []string, width, height int) (Step, string, bool) {
	W, H := float64(max(width, 1)), float64(max(height, 1))
	x, y, w, h := 0.0, 0.0, W, H
	var said []string
	for _, p := range pos {
		switch p {
		case "top", "bottom", "left", "right":
			x, y, w, h = narrowToSide(p, x, y, w, h, W, H)
		case "top-left", "top-right", "bottom-left", "bottom-right":
			return partOfFrame(strings.Split(p, "-"), width, height)
		case "corner":
			continue
		case "center":
			// "brighten the middle": the middle half each way
			x, y, w, h = x+w/4, y+h/4, w/2, h/2
		default:
			return Step{}, "", false
		}
		said = append(said, p)
	}
	if len(said) == 0 {
		return Step{}, "", false
	}
	return pstep("selection.rectangle", map[string]any{"x": x, "y": y, "w": w, "h": h}), strings.Join(said, " ") + " part", true
}

// pastCanvas says when a layer scaled about its centre reaches past the
// canvas's edge: that part is cut off ("make the logo 5 times bigger"
// said nothing while most of it was). It is scaled as asked, not moved:
// where it sits was not asked about.
func pastCanvas(l *PhotoLayer, info PhotoState, scale float64) string {
	W, H := float64(info.Width), float64(info.Height)
	if l == nil || l.Bounds == nil || W <= 0 || H <= 0 {
		return ""
	}
	b := movedBounds(*l.Bounds, &scale, 0, 0)
	if b.W > W+0.5 || b.H > H+0.5 {
		return fmt.Sprintf("At %gx%g px it is larger than the %gx%g canvas: part of it is outside and will not show.", math.Round(b.W), math.Round(b.H), W, H)
	}
	if b.X < -0.5 || b.Y < -0.5 || b.X+b.W > W+0.5 || b.Y+b.H > H+0.5 {
		return "Part of it is now past the edge of the canvas and will not show (say e.g. \"move it to the center\" to bring it in)."
	}
	return ""
}

// stackEndOf says where l already is when a move dir in the stack would
// leave it there ("in front of the other layers", "behind the other
// layers"); "" when the move changes the order. The layers run top first.
func stackEndOf(l *PhotoLayer, info PhotoState, dir string) string {
	if l == nil || len(info.Layers) == 0 {
		return ""
	}
	i := slices.IndexFunc(info.Layers, func(o PhotoLayer) bool { return o.ID == l.ID })
	switch {
	case i == 0 && (dir == "top" || dir == "up"):
		return "in front of the other layers"
	case i == len(info.Layers)-1 && (dir == "bottom" || dir == "down"):
		return "behind the other layers, at the back"
	}
	return ""
}

// stackMove reads a move in the layer stack: "to the front", "al fondo",
// "on top of everything", "forward", "one layer down"; "" when the clause
// moves the layer across the picture instead.
func stackMove(f *frame) string {
	all := hasWord(f, "everything", "todo", "todas", "todos")
	switch {
	case canvasTopOfAll(f):
		return "" // "mové el logo arriba de todo": the top of the picture
	case hasWord(f, "encima", "por encima", "above") && all:
		return "top" // "por encima de todo", "above everything"
	case hasWord(f, "debajo", "por debajo", "below", "beneath") && all:
		return "bottom"
	case hasWord(f, "adelante") && all:
		return "top" // "adelante de todo": the front, not one step forward
	case hasWord(f, "front", "frente", "foreground", "primer plano"):
		return "top"
	case hasWord(f, "back", "fondo", "background", "behind", "detras", "atras del todo"):
		return "bottom"
	case hasWord(f, "forward", "adelante") && len(f.pos) == 1 && f.pos[0] == "top":
		return "top" // "bring the logo forward to the top": all the way (it went one step up)
	case hasWord(f, "forward", "adelante"):
		return "up"
	case hasWord(f, "backward", "backwards", "atras"):
		return "down"
	case hasWord(f, "everything", "todo", "stack", "pila", "layers", "capas") && len(f.pos) == 1 && f.pos[0] == "top":
		return "top"
	case hasWord(f, "everything", "todo", "stack", "pila", "layers", "capas") && len(f.pos) == 1 && f.pos[0] == "bottom":
		return "bottom"
	}
	return ""
}

// canvasTopOfAll: "arriba de todo" said with a verb that moves a thing
// across the picture (mover, llevar, mandar): the top of the canvas, as
// Spanish speakers most often mean it; the stack is "al frente",
// "adelante de todo", "por encima de todo" (it was moved in the stack).
// With "poner" or "subir" both readings are as likely: photoIntent asks.
func canvasTopOfAll(f *frame) bool {
	return topOfAllSaid(f) && f.verb == "move" && !strings.HasPrefix(fold(f.verbSaid), "pon") && !strings.HasPrefix(fold(f.verbSaid), "sub")
}

// topOfAllSaid: "arriba de todo" said of a thing, not of a layer or the
// stack ("mové la capa del logo arriba de todo", "por encima de todas las
// capas" are the stack).
func topOfAllSaid(f *frame) bool {
	return hasWord(f, "arriba") && hasWord(f, "todo") && !hasWord(f, "encima", "por encima", "capas", "pila", "stack", "layers") && !f.nounIs("layer")
}

// hasWord: the clause says one of the words (folded, as typed).
func hasWord(f *frame, ws ...string) bool {
	for _, t := range f.c.toks {
		if t.kind == tWord {
			for _, w := range ws {
				if t.text == w || strings.HasSuffix(t.text, " "+w) || strings.HasPrefix(t.text, w+" ") {
					return true
				}
			}
		}
	}
	return false
}

func stackWord(said string) bool {
	for _, w := range strings.Fields(fold(said)) {
		if contains([]string{"front", "frente", "back", "fondo", "foreground", "background", "everything", "todo", "stack", "pila"}, w) {
			return true
		}
	}
	return false
}

// colourOf names the colour of a comparative ("bluer": blue; it said "blu").
func colourOf(comparative string) string {
	if c, ok := map[string]string{"bluer": "blue", "greener": "green", "redder": "red", "yellower": "yellow"}[comparative]; ok {
		return c
	}
	return strings.TrimSuffix(comparative, "er")
}

// edgesSaid: the clause names the edges of the frame ("the edges", "los
// bordes"), or its corners with no side ("the corners", "las esquinas").
func edgesSaid(f *frame, reg region, layer *PhotoLayer) bool {
	if reg.name == "edges" {
		return true
	}
	if reg.name != "" || layer != nil || len(f.pos) == 0 {
		return false
	}
	for _, p := range f.pos {
		if p != "corner" {
			return false
		}
	}
	return true
}

// onlyLightness: the looks are darker or brighter and nothing else.
func onlyLightness(effects []string) bool {
	for _, e := range effects {
		if e != "darker" && e != "brighter" {
			return false
		}
	}
	return len(effects) > 0
}

// edgeSelection selects the edges of the frame: all but a centred
// ellipse, feathered so the edit fades in toward them.
func edgeSelection(info PhotoState) []Step {
	W, H := float64(max(info.Width, 1)), float64(max(info.Height, 1))
	return []Step{
		pstep("selection.ellipse", map[string]any{"x": math.Round(W * 0.1), "y": math.Round(H * 0.1), "w": math.Round(W * 0.8), "h": math.Round(H * 0.8)}),
		pstep("selection.invert", nil),
		pstep("selection.feather", map[string]any{"radius": math.Max(1, math.Round(math.Min(W, H)*0.08))}),
	}
}

// lookOpposite is the look that takes a look down: "less warm" is
// cooler, "less blurry" sharper, "reduce the contrast" flatter.
var lookOpposite = map[string]string{"warm": "cool", "cool": "warm", "brighter": "darker", "darker": "brighter",
	"contrast": "flat", "flat": "contrast", "saturate": "desaturate", "desaturate": "saturate", "blur": "sharpen", "soft": "sharpen", "sharpen": "soft"}

// lessenLooks turns the looks a clause takes down into their opposites:
// the look right after "less" or "menos" ("less warm", "a bit less
// contrast"), or the object of a verb that lowers ("reduce the warmth",
// "bajale el brillo"). A look with no opposite (sepia, cinematic, a
// vignette) cannot be taken down by another edit: that is refused, not
// applied at full strength. Vibrance and colour ranges read "less"
// themselves.
//
// A look said "without" ("sin saturación") or "at its minimum"
// ("contraste al mínimo") is taken all the way down: no saturation is
// black and white, the others are their opposite a lot (they were
// raised: "sin saturación" was vivid).
//
// "Not too" a look is a limit on it, not the look taken away: "warmer
// but not too warm" is a bit warmer, "black and white but not too
// contrasty" is black and white (they were taken all the way down).
// What is kept ("black and white but keep it warm") is no exception
// either: it is the look.
func lessenLooks(f *frame, looks []string) ([]string, map[string]bool, error) {
	down, gone := map[string]bool{}, map[string]bool{}
	limited := map[string]string{} // a look said after "not too": the look it limits
	plain := map[string]bool{}     // looks said as they are, not taken down
	pending, without := false, false
	softened := f.verbAt >= 0 && strings.HasPrefix(fold(f.verbSaid), "soften") && slices.ContainsFunc(looks, func(e string) bool { return e != "soft" })
	if softened {
		// "soften the contrast", "soften the colours": that slider lowered,
		// as "suavizá el contraste" (it was raised)
		looks = slices.DeleteFunc(slices.Clone(looks), func(e string) bool { return e == "soft" })
	}
	for i, t := range f.c.toks {
		switch {
		case t.kind == tWord && t.has(cMod, "less") || i == f.verbAt && (f.verb == "lower" || softened):
			pending = true
		case t.kind == tWord && t.has(cPrep, "without") && !t.has(cEffect) && t.text != "except", noBefore(f.c.toks, i):
			pending, without = true, true
		case t.kind == tWord && t.has(cEffect) && without && (excessSaid(t) || i > 0 && f.c.toks[i-1].word("too", "so", "tan", "demasiado", "demasiada") ||
			saidAsVerb(t) && len(looks) > 1):
			for _, l := range t.lex {
				if l.cat == cEffect {
					limited[l.val] = l.val
					if excessSaid(t) {
						limited[l.val] = oppositeLook(l.val) // "not too warm": "too warm" is the cool look
					}
				}
			}
			pending, without = false, false
		case t.kind == tWord && t.has(cEffect):
			pending = pending || complaintAt(f.c.toks, i) || downAfter(f.prompt, f.c.toks, i)
			for _, l := range t.lex {
				if l.cat == cEffect && pending && plain[l.val] {
					// "más cálida pero no tan cálida": the look said, then
					// how far (it was taken down: cooler)
					limited[l.val] = l.val
					continue
				}
				if l.cat == cEffect && !pending {
					plain[l.val] = true
				}
				if l.cat == cEffect && pending {
					down[l.val] = true
					gone[l.val] = without || f.has("min")
				}
				if l.cat == cEffect && f.has("min") {
					down[l.val], gone[l.val] = true, true
				}
			}
			pending, without = false, false
		case t.kind == tWord && (t.has(cDet) || t.has(cPron) || t.has(cMod) || isFiller(t) || t.has(cKind, "effect") || without && t.word("en", "in") || pending && t.word("al", "de", "of")), t.kind == tNumber, t.kind == tPercent:
			// "un 10% menos de brillo": the look after "de" is the one taken
			// down (it was made brighter)
			// "reduce the warmth", "20% less warm", "a bit less contrast",
			// "sin el efecto vintage" (it was the vintage look)
		default:
			pending = false
		}
	}
	out := make([]string, 0, len(looks))
	for _, e := range looks {
		if kept, ok := limited[e]; ok {
			if kept == "" || slices.ContainsFunc(looks, func(o string) bool { _, lim := limited[o]; return !lim && o != kept }) {
				continue // a limit on the other looks of the clause, no edit of its own
			}
			if !f.has("bit") {
				f.mods = append(f.mods, "bit")
			}
			out = append(out, kept)
			continue
		}
		switch {
		case !down[e] || e == "vibrance" && !gone[e] || hueRangeOf[e] != "":
			out = append(out, e)
		case gone[e] && e == "saturate":
			out = append(out, "bw")
		case lookOpposite[e] != "":
			out = append(out, lookOpposite[e])
			if gone[e] && !f.has("lot") {
				f.mods = append(f.mods, "lot")
			}
		default:
			return nil, nil, unreadf("basic mode cannot take back part of a %s look: say \"undo\", or ask for it at a strength, e.g. \"%s at 50%%\"", lookTitle(e), lookTitle(e))
		}
	}
	return out, down, nil
}

// saidAsVerb: a look said as an action ("saturar", "saturating"), not as
// the look itself ("saturación"). "More vibrance without saturating" is
// a limit on the vibrance, as "not too saturated" is (it was black and
// white: "sin saturación" takes the colour away).
func saidAsVerb(t token) bool {
	typed := t.text
	if t.fixed != "" {
		typed = fold(t.fixed)
	}
	return t.has(cVerb) || strings.HasSuffix(typed, "ing")
}

// downAfter: the look at toks[i] is a slider said with "down" after it,
// as photo apps name them ("saturation down", "brightness down", "vignette
// down"): it is lowered (it was raised, the "down" left unread). A look
// that is already a lowering ("dim down", "darken down") is that look.
func downAfter(prompt string, toks []token, i int) bool {
	if i+2 < len(toks) && toks[i+1].word("mas", "more") && toks[i+2].kind == tWord && (toks[i+2].has(cMod, "down") || toks[i+2].word("bajo", "baja", "low")) {
		i++ // "contraste más bajo", "brillo más bajo": lower (it was raised)
	}
	if i+1 >= len(toks) || toks[i+1].kind != tWord || !toks[i+1].has(cMod, "down") && !toks[i+1].word("bajo", "baja", "low", "mas bajo", "mas baja") && !minusSign(prompt, toks, i+1) {
		return false
	}
	for _, l := range toks[i].lex {
		if l.cat == cEffect && (loweringLooks[l.val] || l.val == "vignette" && toks[i+1].word("-")) {
			return false // "vignette -30": dark edges, as photo apps sign them
		}
	}
	return true
}

// loweringLooks take a slider down by themselves.
var loweringLooks = map[string]bool{"darker": true, "desaturate": true, "cool": true, "flat": true, "soft": true, "blur": true}

// vibranceLowered: the vibrance of the clause is taken down. Vibrance reads
// "less" itself (lessenLooks keeps it as the look); with another look in
// the clause only the words said of the vibrance count ("more vibrance,
// less saturation" lowered the vibrance too).
func vibranceLowered(f *frame, lowered map[string]bool, looks []string) bool {
	if lowered["vibrance"] {
		return true
	}
	return (f.has("less") || f.verb == "lower") && len(looks) == 1
}

// noBefore: a bare "no" said right before a look ("no sepia", "no more
// black and white", "no el filtro"), which takes it away like "without"
// (the look was made); "no tan", "not too" are limits, read as words of
// their own.
func noBefore(toks []token, i int) bool {
	if !toks[i].word("no") {
		return false
	}
	for j := i + 1; j < len(toks); j++ {
		u := toks[j]
		switch {
		case u.kind == tWord && u.has(cEffect):
			return true
		case u.kind == tWord && (u.has(cDet) || u.has(cPron) || isFiller(u) || u.has(cMod, "more") || u.has(cKind, "effect") || u.word("en", "in")):
			// "ya no la quiero en blanco y negro"
		default:
			return false
		}
	}
	return false
}

// oppositeLook is the look that undoes e, either way round
// ("desaturate" is undone by "saturate"), or "".
func oppositeLook(e string) string {
	if o := lookOpposite[e]; o != "" {
		return o
	}
	for k, v := range lookOpposite {
		if v == e {
			return k
		}
	}
	return ""
}

// excessSaid: the look token is a complaint of too much ("too warm",
// "demasiado oscura"), which the lexicon reads as its opposite look.
func excessSaid(t token) bool {
	for _, p := range []string{"too ", "way too ", "looks too ", "demasiado ", "demasiada "} {
		if strings.HasPrefix(t.text, p) {
			return true
		}
	}
	return false
}

// softOf reads "soft" by what it is said of: soft colours or tones are
// muted ("colores suaves": part of the colour out), soft light is less
// contrast; only a soft picture is a slight blur (soft colours were
// blurred).
func softOf(f *frame, looks []string) []string {
	i := slices.Index(looks, "soft")
	if i < 0 {
		return looks
	}
	if len(looks) > 1 && softAfterBut(f) {
		// "ponela cálida pero suave", "dramatic but soft": how strong the
		// look is (a blur was added)
		f.softened()
		if !f.has("bit") {
			f.mods = append(f.mods, "bit")
		}
		return slices.Delete(slices.Clone(looks), i, i+1)
	}
	var to string
	switch {
	case hasWord(f, "colores", "colors", "colours", "color", "colour", "tonos", "tones", "tonalidades", "tonos suaves"):
		to = "desaturate"
	case hasWord(f, "light", "lighting", "luz", "iluminacion"):
		to = "flat"
	default:
		return looks
	}
	if !f.has("lot") && !f.has("bit") {
		f.mods = append(f.mods, "bit")
	}
	out := slices.Clone(looks)
	out[i] = to
	return out
}

// moodyOf reads the dramatic look said "moody" as its own: darker and
// muted, not the vivid dramatic one (a moody photo came out 30% more
// saturated). The lexicon shares the word with video, where it is dramatic.
func moodyOf(f *frame, looks []string) []string {
	i := slices.Index(looks, "dramatic")
	if i < 0 || !hasWord(f, "moody", "sombrio", "sombria", "melancolico", "melancolica") || hasWord(f, "dramatic", "dramatico", "dramatica", "drama") {
		return looks
	}
	out := slices.Clone(looks)
	out[i] = "moody"
	return out
}

// softGrey reads a soft black and white ("soft black and white", "blanco
// y negro suave", "dreamy black and white") as the matte black and white
// look: grey all through with gentle contrast. It was half the colour
// taken out, which is no black and white.
func softGrey(f *frame, looks []string) []string {
	if len(looks) != 1 || looks[0] != "bw" || !slices.ContainsFunc(f.c.toks, func(t token) bool { return t.has(cEffect, "soft") }) {
		return looks
	}
	if k := slices.Index(f.mods, "bit"); k >= 0 {
		f.mods = slices.Delete(f.mods, k, k+1) // the "a light one" soft was read as
	}
	return []string{"mattebw"}
}

// intenseOf reads "intense" said with another look as how strong it is
// ("vintage intenso", "sepia intensa", "intense black and white"), not
// the vivid or dramatic look besides it (vintage came out as saturated
// as the photo was).
func intenseOf(f *frame, looks []string) []string {
	if len(looks) < 2 {
		return looks
	}
	for _, t := range f.c.toks {
		if !t.word("intense", "intenso", "intensa", "intensos", "intensas") {
			continue
		}
		for _, l := range t.lex {
			if i := slices.Index(looks, l.val); l.cat == cEffect && i >= 0 {
				if !f.has("lot") {
					f.mods = append(f.mods, "lot")
				}
				return slices.Delete(slices.Clone(looks), i, i+1)
			}
		}
	}
	return looks
}

// softAfterBut: "soft" is said right after "but"/"pero" ("pero suave",
// "but soft"), as how the look before it should be.
func softAfterBut(f *frame) bool {
	toks := f.c.toks
	for i := 0; i+1 < len(toks); i++ {
		j := i + 1
		if j+1 < len(toks) && toks[j].has(cMod, "lot") {
			j++ // "pero re suave", "but very soft"
		}
		if toks[i].word("but", "pero") && softWord(toks[j]) {
			return true
		}
	}
	return false
}

// softWord: "soft" as said of how strong a look is.
func softWord(t token) bool {
	return t.word("suave", "soft", "suavecito", "suavecita", "gentle")
}

// complaintAt: the look at toks[i] is said as what is wrong with the
// photo, so the request is its opposite: "demasiado contraste", "too much
// contrast", "está muy saturada", "it looks very saturated" (they raised
// it). The lexicon lists the common complaints as phrases ("too dark");
// these are the ones built from a look and its intensifier.
func complaintAt(toks []token, i int) bool {
	if complaintPhrase(toks[i].text) {
		return false // "a tad too bright": the lexicon's complaint, read as its remedy already (a hedge before it flipped it back)
	}
	if remedyWords[toks[i].text] {
		return false // "se ve re quemada": "quemada" is read as its remedy already (it was flipped back: brighter)
	}
	intensified := defectLook(toks[i])
	for j := i - 1; j >= 0; j-- {
		t := toks[j]
		switch {
		case t.word("too", "demasiado", "demasiada", "demasiados", "demasiadas"):
			return true
		case t.word("much", "mucho", "mucha", "so", "very", "really", "muy", "re", "tan", "bastante", "way", "super"):
			intensified = true
		case t.word("and", "y") && j > 0 && toks[j-1].has(cEffect):
			// "it's kinda dark and flat": the second state is said of the
			// photo as the first is (it was flattened, then "add some
			// contrast" cancelled out)
			return complaintPhrase(toks[j-1].text) || complaintAt(toks, j-1)
		case t.word(stateHedges...):
			// "it's kinda dark", "está medio oscura": a state said with a
			// hedge is as much a complaint as one said with "very" (they
			// were refused: "kinda" left out)
			intensified = true
		case t.word("todo", "toda", "todos", "todas", "all", "everything") && j > 0:
			// "se ve todo lavado", "it all looks washed out": the whole
			// photo, said between the copula and the state (it was read as
			// the look wanted: less contrast, silent)
		case t.word("look", "seem") && slices.ContainsFunc(toks[:j], func(t token) bool { return t.has(cVerb) }):
			return false // "make it look blurry": the look wanted, not a complaint
		case t.word("esta", "estan", "looks", "seems", "feels", "queda", "quedo", "se ve", "me parece", "look", "seem", "se ven", "quedan", "parece", "parecen"):
			// "está muy saturada", "it looks very saturated", "se ve re oscura"
			return intensified
		case t.word("its", "is", "are", "theyre"):
			// "it's dark", "the sky is dark": a fault with no degree too, as
			// "la foto está oscura" is (it was darkened: silent)
			return intensified || plainFault(toks[i]) && !slices.ContainsFunc(toks[:j], func(t token) bool { return t.has(cVerb) })
		default:
			return false
		}
	}
	return false
}

// stateHedges soften a state said of the photo; said between "it's" and
// the state, they mark it as a complaint.
var stateHedges = []string{"kinda", "kind of", "sort of", "sorta", "a bit", "a little", "a tad", "somewhat",
	"rather", "quite", "pretty", "fairly", "medio", "media", "algo", "un poco", "un toque", "un poquito", "un tanto"}

// remedyWords are states the lexicon reads as their remedy ("quemada",
// "overexposed": darker), so a complaint of them is not turned round again.
var remedyWords = map[string]bool{"quemado": true, "quemada": true, "sobreexpuesto": true, "sobreexpuesta": true,
	"oversaturated": true, "sobresaturado": true, "sobresaturada": true, "noisy": true, "ruidosa": true, "ruidoso": true,
	"overexposed": true, "underexposed": true, "subexpuesto": true, "subexpuesta": true}

// defectLook: a look that is only ever a fault when said of how the photo
// is ("it looks flat", "se ve borrosa", "está lavada"): a complaint with
// no "very" before it (they were made flatter and blurrier).
func defectLook(t token) bool {
	for _, l := range t.lex {
		if l.cat == cEffect && (l.val == "blur" || l.val == "soft" || l.val == "flat") {
			return true
		}
	}
	// "it's washed out" (it was desaturated further); "está apagada", "se
	// ve apagada": muted colours said of the photo (desaturated further)
	return t.word("washed out", "washed-out", "washed", "apagada", "apagado", "apagadas", "apagados") || t.word(paleWords...) // "skin looks pale" (photopale.go)
}

// statedLook: the look is said, after a comma, as how the photo is now
// ("…, it feels cold", "…, se ve oscura"), a copula right before its word.
func statedLook(toks []token, look string) bool {
	comma := slices.IndexFunc(toks, isComma)
	for i := max(comma, 0) + 1; comma > 0 && i < len(toks); i++ {
		if toks[i].has(cEffect, look) && toks[i-1].word(photoCopulas...) {
			return true
		}
	}
	return false
}

// opposedLooks finds two looks of a clause that undo each other.
func opposedLooks(looks []string) (string, string) {
	for _, a := range looks {
		if b := lookOpposite[a]; b != "" && contains(looks, b) && !(a == "soft" || b == "soft") {
			return a, b
		}
	}
	return "", ""
}

// lightLook: "light" says how strong the look right after it is ("light
// sepia", "a light blur"), as "a bit" does; "light" alone is no look.
func lightLook(f *frame) bool {
	toks := f.c.toks
	for i := 0; i+1 < len(toks); i++ {
		theLight := i > 0 && toks[i-1].word("the", "this", "that", "my", "your") // "make the light warmer": the lighting
		if toks[i].kind == tWord && toks[i].text == "light" && !theLight && toks[i+1].has(cEffect) {
			return !f.has("bit", "lot")
		}
	}
	// "sepia but light", "vintage but light": the same said after the one
	// look (the look went on at full strength)
	n := len(toks)
	return n >= 3 && toks[n-1].kind == tWord && toks[n-1].text == "light" && toks[n-2].word("but") && len(f.effects) == 1 &&
		toks[n-3].has(cEffect) && !f.has("bit", "lot")
}

// undoneLooks finds a look a clause says that undoes one an earlier
// clause put on the whole photo: the second edit would take the first
// away. Black and white undoes colour said before it, and more colour
// after black and white has none to raise; a blur and sharpening undo
// each other too (within one clause "soft" may be soft light).
func undoneLooks(before, now []string) (string, string) {
	for _, a := range before {
		for _, b := range now {
			if lookOpposite[a] == b || lookUndoes[a] == b || lookUndoes[b] == a {
				return a, b
			}
		}
	}
	return "", ""
}

// lookUndoes: pairs of looks, beyond lookOpposite, where one leaves
// nothing of the other.
var lookUndoes = map[string]string{"bw": "saturate"}

// layerExcepted: the layer is named as the one left out ("except the
// logo", "menos el logo", "but not the logo"); a colour or a part left out
// ("make the logo black and white except the red") is no layer.
func layerExcepted(f *frame, layer *PhotoLayer, info PhotoState) bool {
	toks := f.c.toks
	for _, n := range f.targets {
		if n.pron || layerTarget(&frame{targets: []np{n}, verb: f.verb}, info) != layer {
			continue
		}
		if n.prep == "without" {
			return true
		}
		j := n.first - 1
		for j >= 0 && toks[j].kind == tWord && toks[j].has(cDet) {
			j--
		}
		if j >= 0 && toks[j].word("except", "excepto", "salvo", "menos") {
			return true
		}
	}
	return false
}

// menosExcept: "menos" says "except" ("todo menos la taza"), not "less"
// of the look right after it ("menos saturación en el fondo").
func menosExcept(f *frame) bool {
	toks := f.c.toks
	for i, t := range toks {
		if t.kind != tWord || t.text != "menos" {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].kind == tWord && (toks[j].has(cDet) || isFiller(toks[j])) {
			j++
		}
		if j >= len(toks) || !toks[j].has(cEffect) {
			return true
		}
	}
	return false
}

// nameMarkers introduce a layer's new name said without quotes: "rename
// the logo to Brand", "renombrá el logo como Marca", "change the logo's
// name to Brand", "que la capa se llame Marca".
var nameMarkers = []string{"to", "as", "into", "a", "como", "por", "called", "named", "llame", "llamen"}

// namedAnew: a new name given to a layer with the word "name" and no
// rename verb ("change the logo's name to Brand", "que la capa del logo
// se llame Brand"); they were refused as "say the look". After "called"
// or "named" only a name typed with a capital is new ("the logo layer
// should be called Brand"): "make the layer named logo bigger" names the
// layer there is.
func namedAnew(f *frame, info PhotoState) bool {
	return (f.verb == "make" || f.verb == "" || f.verb == "put") && len(f.effects) == 0 && len(f.quotes) == 0 &&
		layerTarget(f, info) != nil && unquotedName(f) != "" &&
		(hasWord(f, "name", "nombre", "llame", "llamen") || hasWord(f, "called", "named") && capitalised(unquotedName(f)))
}

// unquotedName is the new name after the last name marker that follows
// the layer said: the words up to the end of the clause as typed (their
// case kept), without a courtesy word after them. One to three words;
// more is a sentence, not a name, and is left to a question.
func unquotedName(f *frame) string {
	at := newNameAt(f)
	if at < 0 || at+1 >= len(f.c.toks) {
		return ""
	}
	var words []token
	for _, t := range f.c.toks[at+1:] {
		if t.kind == tPunct || isFiller(t) {
			break
		}
		if t.kind != tWord && t.kind != tNumber {
			return ""
		}
		words = append(words, t)
	}
	if len(words) == 0 || len(words) > 3 {
		return ""
	}
	return strings.TrimSpace(f.prompt[words[0].pos:words[len(words)-1].end])
}

// newNameAt is the index of the last name marker after the first thing
// said, -1 when none.
func newNameAt(f *frame) int {
	if len(f.targets) == 0 {
		return -1
	}
	at := -1
	for i := f.targets[0].end; i < len(f.c.toks); i++ {
		if t := f.c.toks[i]; t.kind == tWord && t.word(nameMarkers...) {
			at = i
		}
	}
	return at
}

// dropNewName drops what the new name was read as ("rename the text to
// Brand": "Brand" is also a word for the logo, which was renamed too).
func dropNewName(f *frame) {
	at := newNameAt(f)
	if at < 0 {
		return
	}
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return n.first >= at || nameNoun(n) })
}

// exceptionSaid: the clause says its part as the one left out
// ("everything but the subject", "todo menos la persona", "except the
// sky"), as lookOps reads it.
func exceptionSaid(f *frame) bool {
	outside := f.side == "outside" || f.says(map[string]bool{"except": true, "excepto": true, "salvo": true}) || menosExcept(f)
	for _, n := range f.regions {
		outside = outside || n.prep == "without"
	}
	return outside
}

// alongEdges: "around the edges", "alrededor de los bordes" say the
// edges themselves (nothing of the photo lies outside them), unlike
// "around the face", everything but the face; "except", "but", "menos",
// "outside" still leave the edges out.
func alongEdges(f *frame) bool {
	if !f.says(map[string]bool{"around": true, "alrededor": true, "alrededor de": true}) ||
		f.says(map[string]bool{"except": true, "excepto": true, "salvo": true, "outside": true, "fuera": true, "afuera": true}) || menosExcept(f) {
		return false
	}
	return !slices.ContainsFunc(f.regions, func(n np) bool { return n.prep == "without" })
}

// nameNoun: "the name", "el nombre" of a layer, which reads as a text.
func nameNoun(n np) bool { return (n.noun == "name" || n.noun == "nombre") && n.kind == "text" }

// wholeSaid: the whole picture said of a selection ("select the whole
// image", "seleccioná la foto entera"): all of it.
func wholeSaid(f *frame) bool {
	return len(f.regions) == 0 && hasWord(f, "whole", "entire", "entera", "entero", "toda", "completa", "completo")
}

// showEveryLayer shows each hidden layer ("show all layers", "mostrá todas
// las capas"), or lists them when none is hidden.
func showEveryLayer(info PhotoState) ([]Step, string, error) {
	var ops []Step
	var names []string
	for _, l := range info.Layers {
		if !l.Visible {
			ops = append(ops, pstep("layers.select", map[string]any{"id": l.ID}), pstep("layers.setVisible", map[string]any{"visible": true}))
			names = append(names, strconv.Quote(l.Name))
		}
	}
	if len(ops) == 0 {
		// none is hidden: "show the layers" asks to see the list
		return []Step{pstep("layers.list", nil)}, "List the layers (every one is shown already).", nil
	}
	return ops, "Show the layers " + strings.Join(names, ", ") + ".", nil
}

// changesSaturation: a step of the colours' strength (vibrance, hue and
// saturation, a look that sets them).
func changesSaturation(st Step) bool {
	p := string(st.Params)
	return st.Op == "adjustments.vibrance" || strings.Contains(p, "vibrance") || strings.Contains(p, "hue-saturation") ||
		strings.Contains(p, "\"saturation\"")
}

// ownColourLook is the look that makes every part named more of its own
// colour when the colours said are that colour ("el cielo más celeste":
// bluer): "bluer" for the sky or the water and a blue, "greener" for the
// grass and a green; "" when any colour or part differs.
func ownColourLook(colors []string, regions []region) string {
	if len(colors) == 0 || len(regions) == 0 {
		return ""
	}
	look := ""
	for _, c := range colors {
		h, ok := hexHue(c)
		switch {
		case !ok:
			return ""
		case h >= 180 && h <= 250:
			look = sameOr(look, "bluer")
		case h >= 80 && h <= 160:
			look = sameOr(look, "greener")
		default:
			return ""
		}
	}
	for _, r := range regions {
		if hueRangeOf[r.name] != hueRangeOf[look] {
			return ""
		}
	}
	return look
}

// sameOr is want when have is "" or want; "-" (no look) otherwise.
func sameOr(have, want string) string {
	if have == "" || have == want {
		return want
	}
	return "-"
}

// hexHue is the hue in degrees of a "#rrggbb" colour; false for a grey
// or what is not one.
func hexHue(hex string) (float64, bool) {
	var r, g, b uint8
	if _, err := fmt.Sscanf(hex, "#%02x%02x%02x", &r, &g, &b); err != nil || len(hex) != 7 {
		return 0, false
	}
	rf, gf, bf := float64(r), float64(g), float64(b)
	hi, lo := max(rf, gf, bf), min(rf, gf, bf)
	if hi-lo < 20 {
		return 0, false
	}
	var h float64
	switch hi {
	case rf:
		h = math.Mod((gf-bf)/(hi-lo), 6)
	case gf:
		h = (bf-rf)/(hi-lo) + 2
	default:
		h = (rf-gf)/(hi-lo) + 4
	}
	h *= 60
	if h < 0 {
		h += 360
	}
	return h, true
}
