package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

// The photo breadth grid (issue 13, helper i13gp). Rules written from
// single failures did not generalise, so this grid measures breadth: each
// request is a cross-product of independent dimensions (intent phrasing,
// polite wrapper, target, amount), written before the planner was scored
// on it, and checked against the plan it must give (op names and key
// params) on the layered photo (layer-3 the text "Hello", layer-2 the
// empty "logo", layer-1 the photo "Image", which is active).
//
// A cell is right when its plan is one of the wanted ones; a wanted plan
// "" is a refusal or a question (nothing applied), for cells that are
// genuinely ambiguous. Cells that still fail are listed in
// gpKnownGaps and asserted to still fail, never skipped.

// gpWant is one acceptable plan: the op names in order ("" : nothing
// applied, a refusal or a question) and paramCond conditions.
type gpWant struct {
	ops   string
	conds []string
}

func gw(ops string, conds ...string) gpWant { return gpWant{ops, conds} }

// gpAsk: the cell is ambiguous; asking (or refusing) is the right answer.
var gpAsk = gw("")

// gpIntent is one intent with its phrasings and the plan they all want.
type gpIntent struct {
	family string
	name   string
	want   []gpWant
	en, es []string
	// forms a wrapper is put around: an English imperative, a Spanish
	// imperative, infinitive and subjunctive ("quiero que la aclares").
	enImp, esImp, esInf, esSubj string
	// target templates ({T} is the target) for intents that take a
	// region or a layer; "" when the intent takes none.
	enT, esT string
	// kind of target: "region" or "layer"
	targets string
	// amount templates ({A}) for intents that take an amount, and the
	// value the amount moves ("op:key")
	enA, esA string
	value    string
	// noop is the layer the intent cannot change (already on top)
	noop string
	// state changes the document the intent needs (a hidden layer to
	// show, a selection to invert, a change to redo)
	state func(*PhotoState)
}

var (
	bright   = gw("adjustments.applyMasked", "adjustments.applyMasked:brightness>0")
	dark     = gw("adjustments.applyMasked", "adjustments.applyMasked:brightness<0")
	moreCon  = gw("adjustments.applyMasked", "adjustments.applyMasked:contrast>0")
	lessCon  = gw("adjustments.applyMasked", "adjustments.applyMasked:contrast<0")
	moreSat  = gw("adjustments.applyMasked", "adjustments.applyMasked:saturation>1")
	vibrant  = gw("adjustments.vibrance", "adjustments.vibrance:amount>0")
	lessSat1 = gw("adjustments.desaturate", "adjustments.desaturate:amount>0")
	lessSat2 = gw("adjustments.applyMasked", "adjustments.applyMasked:saturation<1")
	warm     = gw("adjustments.applyMasked", "adjustments.applyMasked:warmth>0")
	cool     = gw("adjustments.applyMasked", "adjustments.applyMasked:warmth<0")
	sharp1   = gw("filters.applyMasked", "filters.applyMasked:id=sharpen")
	sharp2   = gw("filters.applyMasked", "filters.applyMasked:id=unsharp-mask")
	blurred  = gw("filters.applyMasked", "filters.applyMasked:id=blur-gaussian")
	denoised = gw("filters.applyMasked", "filters.applyMasked:id=denoise")
	gray1    = gw("adjustments.applyMasked", "adjustments.applyMasked:saturation=0")
	gray2    = gw("adjustments.desaturate", "adjustments.desaturate:amount=100")
)

func gpLayer(op, id string, conds ...string) gpWant {
	return gw("layers.select "+op, append([]string{"layers.select:id=" + id}, conds...)...)
}

func hiddenLogo(st *PhotoState) { st.Layers[1].Visible = false }
func withSelection(st *PhotoState) {
	st.Selection.Active = true
}
func withRedo(st *PhotoState) { st.RedoDepth = 1 }

// landscape: the layered photo is square; a square crop needs a wider one.
func landscape(st *PhotoState) { st.Width = 192 }

// gpAlso: cells that are genuinely ambiguous, with the other readings
// that are fair (asking among them).
var gpAlso = map[string][]gpWant{
	"brighter colours":                  {bright},                                                     // brighter, or more vivid
	"bring the logo back":               {gpAsk},                                                      // show it, or send it back in the stack
	"move the text layer to the bottom": {gpAsk, gw("layers.select transform.start transform.apply")}, // the stack, or the canvas
	"move the text all the way down":    {gpAsk, gw("layers.select transform.start transform.apply")}, // the stack, or the canvas
	"bajá el texto hasta abajo":         {gpAsk, gw("layers.select transform.start transform.apply")}, // the stack, or the canvas
	"subí el logo hasta arriba":         {gpAsk},                                                      // the stack, or the canvas
	"move the logo all the way up":      {gpAsk},                                                      // the stack, or the canvas
	"flip the selection":                {gpAsk},                                                      // invert it, or mirror what is selected
	"dá vuelta la selección":            {gpAsk},                                                      // invert it, or mirror what is selected
	"increase the saturation 20%":       {gpAsk},                                                      // +20%, or to 20%: asked
	"bring the logo layer to the top":   {gpAsk},                                                      // the stack, or the canvas
	"put the logo layer at the top":     {gpAsk},                                                      // the stack, or the canvas
	"borrá la selección":                {gpAsk},                                                      // deselect, or erase what is selected
	"put it back":                       {gpAsk, gw("history.undo")},                                  // redo, or back as it was
}

var gpIntents = []gpIntent{
	{family: "brightness", name: "brighter", want: []gpWant{bright},
		en: []string{"brighten the photo", "make it brighter", "brighter", "lighten it up", "it's too dark", "the photo is way too dark",
			"increase the brightness", "more brightness", "bump up the exposure", "raise the exposure", "turn up the brightness",
			"add some light", "brighten up the image", "needs to be brighter", "too dark"},
		es: []string{"aclará la foto", "hacela más clara", "más clarita", "subile el brillo", "está muy oscura", "la foto está demasiado oscura",
			"aumentar el brillo", "más brillo", "subí la exposición", "aclara la imagen", "ponla más clara", "dale más luz",
			"súbele el brillo", "está re oscura", "aclárala"},
		enImp: "brighten the photo", esImp: "aclará la foto", esInf: "aclarar la foto", esSubj: "aclares la foto",
		enT: "brighten {T}", esT: "aclará {T}", targets: "region",
		enA: "brighten it {A}", esA: "aclarala {A}", value: "adjustments.applyMasked:brightness"},
	{family: "brightness", name: "darker", want: []gpWant{dark},
		en: []string{"darken it", "make it darker", "it's too bright", "too bright", "lower the brightness", "reduce the exposure",
			"bring the exposure down", "tone down the brightness", "less bright", "darker please", "turn down the brightness"},
		es: []string{"oscurecela", "hacela más oscura", "está muy clara", "bajale el brillo", "menos brillo", "oscurece la foto",
			"bájale la exposición", "está demasiado brillante", "oscurecer la imagen", "que quede más oscura", "más oscura"},
		enImp: "darken the photo", esImp: "oscurecé la foto", esInf: "oscurecer la foto", esSubj: "oscurezcas la foto",
		enT: "darken {T}", esT: "oscurecé {T}", targets: "region"},
	{family: "contrast", name: "more contrast", want: []gpWant{moreCon},
		en: []string{"add contrast", "more contrast", "increase the contrast", "boost the contrast", "make it more contrasty",
			"crank up the contrast", "higher contrast", "the photo looks flat, add some contrast", "contrast up", "raise the contrast", "give it more contrast"},
		es: []string{"más contraste", "subile el contraste", "aumentá el contraste", "dale más contraste", "súbele el contraste",
			"aumentar el contraste", "ponle más contraste", "que tenga más contraste", "subí el contraste", "contraste más alto", "mas contraste porfa"},
		enImp: "increase the contrast", esImp: "subí el contraste", esInf: "subir el contraste", esSubj: "subas el contraste",
		enT: "add contrast to {T}", esT: "subile el contraste a {T}", targets: "region",
		enA: "increase the contrast {A}", esA: "subí el contraste {A}", value: "adjustments.applyMasked:contrast"},
	{family: "contrast", name: "less contrast", want: []gpWant{lessCon},
		en: []string{"less contrast", "lower the contrast", "reduce the contrast", "soften the contrast", "too much contrast",
			"decrease contrast", "tone down the contrast", "turn the contrast down", "it has too much contrast", "lower contrast"},
		es: []string{"menos contraste", "bajale el contraste", "reducí el contraste", "bájale el contraste", "tiene demasiado contraste",
			"bajar el contraste", "reduce el contraste", "suavizá el contraste", "mucho contraste, bajalo", "contraste más bajo"},
		enImp: "lower the contrast", esImp: "bajá el contraste", esInf: "bajar el contraste", esSubj: "bajes el contraste"},
	{family: "saturation", name: "more saturation", want: []gpWant{moreSat},
		en: []string{"saturate it", "more saturation", "make the colors more saturated", "boost the saturation", "increase saturation",
			"crank the saturation", "raise the saturation", "turn up the saturation", "more saturated", "saturation up"},
		es: []string{"saturala", "más saturación", "subile la saturación", "aumentar la saturación", "súbele la saturación",
			"aumentá la saturación", "más saturada", "saturá los colores", "dale más saturación", "subí la saturación"},
		enImp: "increase the saturation", esImp: "subí la saturación", esInf: "subir la saturación", esSubj: "subas la saturación",
		enT: "saturate {T}", esT: "saturá {T}", targets: "region",
		enA: "increase the saturation {A}", esA: "subí la saturación {A}", value: "adjustments.applyMasked:saturation"},
	{family: "saturation", name: "colour boost", want: []gpWant{moreSat, vibrant},
		en: []string{"make the colours pop", "the colors are dull", "more colorful", "richer colors", "more vivid colours",
			"the colors look washed out", "make it more colourful", "colors need more punch", "brighter colours", "juice up the colors"},
		es: []string{"que los colores resalten", "los colores están apagados", "más color", "colores más vivos", "ponle más color",
			"dale más color", "los colores se ven lavados", "colores más intensos", "más colorida", "que tenga más color"},
		enImp: "make the colours pop", esImp: "hacé que los colores resalten", esInf: "avivar los colores", esSubj: "avives los colores"},
	{family: "saturation", name: "less saturation", want: []gpWant{lessSat1, lessSat2},
		en: []string{"desaturate it", "less saturation", "tone down the colors", "too saturated", "mute the colors", "lower the saturation",
			"reduce saturation", "it's oversaturated", "less colorful", "turn down the saturation"},
		es: []string{"desaturala", "menos saturación", "bajale la saturación", "está muy saturada", "colores más apagados", "bájale la saturación",
			"reducí la saturación", "está sobresaturada", "menos color", "bajar la saturación"},
		enImp: "lower the saturation", esImp: "bajá la saturación", esInf: "bajar la saturación", esSubj: "bajes la saturación"},
	{family: "vibrance", name: "vibrance", want: []gpWant{vibrant},
		en: []string{"add vibrance", "more vibrance", "increase vibrance", "boost the vibrance", "bump up the vibrance", "vibrance up",
			"raise the vibrance", "turn up the vibrance", "give it some vibrance", "a bit more vibrance"},
		es: []string{"más vibrancia", "subile la vibrancia", "dale vibrancia", "aumentar la vibrancia", "súbele la vibrancia",
			"aumentá la vibrancia", "subí la vibrancia", "ponle vibrancia", "un poco más de vibrancia", "vibrancia más alta"},
		enImp: "increase the vibrance", esImp: "subí la vibrancia", esInf: "subir la vibrancia", esSubj: "subas la vibrancia",
		enA: "increase the vibrance {A}", esA: "subí la vibrancia {A}", value: "adjustments.vibrance:amount"},
	{family: "warmth", name: "warmer", want: []gpWant{warm},
		en: []string{"warm it up", "make it warmer", "warmer", "add warmth", "more warmth", "it's too cold", "it looks too blue",
			"raise the temperature", "warmer tones", "give it a warm tone", "warm up the photo"},
		es: []string{"hacela más cálida", "más cálida", "dale calidez", "está muy fría", "subile la temperatura", "tonos más cálidos",
			"ponla más cálida", "súbele la temperatura", "calentá la foto", "más calidez", "hacerla más cálida"},
		enImp: "warm up the photo", esImp: "calentá la foto", esInf: "calentar la foto", esSubj: "calientes la foto",
		enT: "warm up {T}", esT: "calentá {T}", targets: "region",
		enA: "warm it up {A}", esA: "calentala {A}", value: "adjustments.applyMasked:warmth"},
	{family: "warmth", name: "cooler", want: []gpWant{cool},
		en: []string{"cool it down", "make it cooler", "cooler", "too warm", "it's too yellow", "lower the temperature", "cooler tones",
			"give it a cool tone", "less warm", "colder"},
		es: []string{"enfriala", "más fría", "está muy cálida", "bajale la temperatura", "tonos más fríos", "bájale la temperatura",
			"ponla más fría", "está muy amarilla", "menos cálida", "enfriar la foto"},
		enImp: "cool down the photo", esImp: "enfriá la foto", esInf: "enfriar la foto", esSubj: "enfríes la foto",
		enT: "cool down {T}", esT: "enfriá {T}", targets: "region"},
	{family: "tint", name: "tint", want: []gpWant{gw("adjustments.apply", "adjustments.apply:type=color-balance")},
		en: []string{"add a green tint", "tint it green", "give it a magenta tint", "a slight blue tint", "add a pink tint",
			"put a green tint on it", "tint the photo blue", "green tint", "give the photo a blue tint", "i want a magenta tint"},
		es: []string{"dale un tinte verde", "ponele un tinte azul", "tinte magenta", "un tinte rosa", "teñila de verde",
			"agregale un tinte verde", "ponle un tinte azul", "dale un tinte magenta", "quiero un tinte verde", "un tinte azul suave"},
		enImp: "add a green tint", esImp: "agregá un tinte verde", esInf: "agregar un tinte verde", esSubj: "agregues un tinte verde"},
	{family: "sharpen", name: "sharpen", want: []gpWant{sharp1, sharp2},
		en: []string{"sharpen it", "sharpen the photo", "make it sharper", "sharper", "it's blurry", "add some sharpness", "more detail",
			"crisp it up", "make it crisper", "the photo is soft, sharpen it", "increase sharpness"},
		es: []string{"enfocala", "hacela más nítida", "más nitidez", "dale nitidez", "está borrosa", "más nítida", "perfilala",
			"aumentá la nitidez", "subile la nitidez", "súbele la nitidez", "agregar nitidez"},
		enImp: "sharpen the photo", esImp: "dale nitidez a la foto", esInf: "enfocar la foto", esSubj: "enfoques la foto",
		enT: "sharpen {T}", esT: "dale nitidez a {T}", targets: "region"},
	{family: "blur", name: "blur", want: []gpWant{blurred},
		en: []string{"blur it", "blur the photo", "make it blurry", "add some blur", "soften it with a blur", "gaussian blur",
			"make it out of focus", "blurrier", "apply a blur", "give it a blur"},
		es: []string{"desenfocala", "desenfocá la foto", "difuminala", "ponele desenfoque", "agregá desenfoque", "hacela borrosa",
			"desenfoque gaussiano", "desenfocar la imagen", "aplicá un desenfoque", "dale un desenfoque"},
		enImp: "blur the photo", esImp: "desenfocá la foto", esInf: "desenfocar la foto", esSubj: "desenfoques la foto",
		enT: "blur {T}", esT: "desenfocá {T}", targets: "region"},
	{family: "noise", name: "denoise", want: []gpWant{denoised},
		en: []string{"reduce the noise", "remove the noise", "denoise it", "it's too noisy", "get rid of the noise", "clean up the noise",
			"less noise", "noise reduction", "remove the grain", "reduce grain"},
		es: []string{"quitale el ruido", "reducí el ruido", "sacale el ruido", "tiene mucho ruido", "menos ruido", "eliminar el ruido",
			"reducción de ruido", "quítale el ruido", "sacá el ruido", "limpiá el ruido"},
		enImp: "reduce the noise", esImp: "reducí el ruido", esInf: "reducir el ruido", esSubj: "reduzcas el ruido"},
	{family: "vignette", name: "vignette", want: []gpWant{gw("adjustments.apply", "adjustments.apply:type=vignette", "adjustments.apply:params.amount<0")},
		en: []string{"add a vignette", "vignette", "darken the edges", "darken the corners", "make the edges darker", "put a vignette on it",
			"give it a vignette", "add a dark vignette", "vignette the photo", "darker corners"},
		es: []string{"agregá una viñeta", "viñeta", "oscurecé los bordes", "oscurecé las esquinas", "bordes más oscuros", "ponele una viñeta",
			"dale una viñeta", "ponle una viñeta", "esquinas más oscuras", "agregar viñeta"},
		enImp: "add a vignette", esImp: "agregá una viñeta", esInf: "agregar una viñeta", esSubj: "agregues una viñeta"},
	{family: "looks", name: "black and white", want: []gpWant{gray1, gray2},
		en: []string{"make it black and white", "black and white", "convert to grayscale", "grayscale", "greyscale please", "b&w",
			"remove all the color", "make it monochrome", "turn it black and white", "desaturate it completely"},
		es: []string{"blanco y negro", "pasala a blanco y negro", "ponela en blanco y negro", "escala de grises", "en escala de grises",
			"sacale todo el color", "hacela blanco y negro", "convertir a blanco y negro", "quítale el color", "monocromo"},
		enImp: "make it black and white", esImp: "pasala a blanco y negro", esInf: "pasar la foto a blanco y negro", esSubj: "pases la foto a blanco y negro",
		enT: "make {T} black and white", esT: "poné {T} en blanco y negro", targets: "region"},
	{family: "looks", name: "sepia", want: []gpWant{gw("looks.apply", "looks.apply:name=sepia")},
		en: []string{"sepia", "make it sepia", "add a sepia tone", "apply sepia", "sepia look", "give it a sepia look", "sepia filter",
			"turn it sepia", "sepia tone please", "put a sepia filter on it"},
		es: []string{"sepia", "ponela en sepia", "tono sepia", "aplicá sepia", "filtro sepia", "dale un tono sepia", "pasala a sepia",
			"hacela sepia", "aplicar sepia", "con efecto sepia"},
		enImp: "make it sepia", esImp: "ponela en sepia", esInf: "poner la foto en sepia", esSubj: "pongas la foto en sepia"},
	{family: "looks", name: "vintage", want: []gpWant{gw("looks.apply", "looks.apply:name=vintage")},
		en: []string{"make it look vintage", "vintage", "vintage look", "give it a vintage feel", "make it look old", "retro look",
			"old photo look", "apply a vintage filter", "vintage filter", "make it look like an old photo"},
		es: []string{"que parezca antigua", "vintage", "look vintage", "dale un aire vintage", "que parezca vieja", "estilo retro",
			"efecto vintage", "hacela vintage", "filtro vintage", "que parezca una foto vieja"},
		enImp: "make it look vintage", esImp: "hacela vintage", esInf: "hacerla vintage", esSubj: "la hagas vintage"},
	{family: "crop", name: "crop square", want: []gpWant{gw("document.crop")}, state: landscape,
		en: []string{"crop to square", "crop it square", "make it square", "square crop", "crop it to 1:1", "crop to a square",
			"cut it to a square", "crop to 1:1", "1:1 crop", "crop it into a square"},
		es: []string{"recortala cuadrada", "recortá a cuadrado", "hacela cuadrada", "recorte cuadrado", "recortala 1:1", "recortar en cuadrado",
			"recortá la foto en cuadrado", "recorte 1:1", "cortala cuadrada", "dejala cuadrada"},
		enImp: "crop it to a square", esImp: "recortala cuadrada", esInf: "recortar la foto en cuadrado", esSubj: "recortes la foto en cuadrado"},
	{family: "rotate", name: "rotate right", want: []gpWant{gw("document.rotate", "document.rotate:angle=90")},
		en: []string{"rotate 90 degrees clockwise", "rotate it right", "rotate it 90", "turn it 90 degrees to the right", "rotate the photo clockwise",
			"rotate ninety degrees clockwise", "rotate right", "turn it clockwise", "rotate it 90° right", "rotate the image 90 degrees clockwise"},
		es: []string{"girala 90 grados a la derecha", "rotala a la derecha", "girá la foto 90 grados", "rotá la imagen en sentido horario",
			"girala noventa grados a la derecha", "rotar 90 grados", "gírala a la derecha", "rótala 90 grados", "girar la foto a la derecha", "rotala 90°"},
		enImp: "rotate it 90 degrees clockwise", esImp: "girala 90 grados a la derecha", esInf: "girar la foto 90 grados a la derecha", esSubj: "gires la foto 90 grados a la derecha"},
	{family: "rotate", name: "rotate left", want: []gpWant{gw("document.rotate", "document.rotate:angle=-90")},
		en: []string{"rotate it left", "rotate 90 degrees counterclockwise", "rotate it anticlockwise", "turn it to the left", "rotate left",
			"rotate it 90 to the left", "rotate the photo counter-clockwise"},
		es: []string{"girala a la izquierda", "rotala 90 grados a la izquierda", "gírala a la izquierda", "rotá la foto en sentido antihorario",
			"girar a la izquierda", "gira la foto 90° a la izquierda", "rotala a la izq"},
		enImp: "rotate it left", esImp: "girala a la izquierda", esInf: "girar la foto a la izquierda", esSubj: "gires la foto a la izquierda"},
	{family: "rotate", name: "rotate 180", want: []gpWant{gw("document.rotate", "document.rotate:angle=180")},
		en: []string{"rotate 180", "turn it upside down", "rotate it 180 degrees", "rotate it a hundred and eighty degrees"},
		es: []string{"girala 180 grados", "rotala 180", "dala vuelta 180 grados", "girala ciento ochenta grados"}},
	{family: "flip", name: "flip horizontal", want: []gpWant{gw("document.flip", "document.flip:axis=horizontal")},
		en: []string{"flip it horizontally", "mirror it", "flip horizontal", "mirror the photo", "flip it left to right", "make a mirror image",
			"flip the image horizontally", "mirror image please", "flip it sideways", "horizontal flip"},
		es: []string{"espejala", "invertila horizontalmente", "voltéala horizontalmente", "dala vuelta horizontalmente", "hacé un espejo",
			"reflejala horizontalmente", "espejar la foto", "volteo horizontal", "girala en espejo", "dar vuelta la imagen horizontalmente"},
		enImp: "flip it horizontally", esImp: "espejala", esInf: "espejar la foto", esSubj: "espejes la foto"},
	{family: "flip", name: "flip vertical", want: []gpWant{gw("document.flip", "document.flip:axis=vertical")},
		en: []string{"flip it vertically", "flip it upside down", "flip vertical", "vertical flip", "flip the photo vertically", "flip it top to bottom"},
		es: []string{"invertila verticalmente", "voltéala verticalmente", "dala vuelta verticalmente", "reflejala verticalmente",
			"volteo vertical", "espejala verticalmente"},
		enImp: "flip it vertically", esImp: "invertila verticalmente", esInf: "voltear la foto verticalmente", esSubj: "voltees la foto verticalmente"},
	{family: "resize", name: "half size", want: []gpWant{gw("document.resize", "document.resize:width=64")},
		en: []string{"make it half the size", "resize to 50%", "scale it down by half", "shrink it to half", "resize it to half",
			"make it 50% smaller", "scale to 50%", "halve the size", "resize the image to 64 pixels wide", "make it 64px wide"},
		es: []string{"achicala a la mitad", "hacela 50% más chica", "redimensioná al 50%", "reducila a la mitad", "escalala al 50%",
			"achicá la imagen a la mitad", "la mitad de tamaño", "redimensionar a 64 píxeles de ancho", "hazla la mitad de grande", "reducir el tamaño a la mitad"},
		enImp: "resize it to half", esImp: "achicala a la mitad", esInf: "reducir la foto a la mitad", esSubj: "reduzcas la foto a la mitad"},
	{family: "resize", name: "double size", want: []gpWant{gw("document.resize", "document.resize:width=256")},
		en: []string{"make it twice as big", "double the size", "resize to 200%", "scale it up 2x", "make it 256 pixels wide"},
		es: []string{"hacela el doble de grande", "duplicá el tamaño", "redimensioná al 200%", "agrandala al doble", "el doble de tamaño"}},
	{family: "layer hide", name: "hide", want: []gpWant{gpLayer("layers.setVisible", "layer-2", "layers.setVisible:visible=false")},
		en: []string{"hide the logo", "hide the logo layer", "turn off the logo", "make the logo invisible", "get the logo out of sight",
			"hide logo", "switch off the logo layer", "turn the logo layer off", "i don't want to see the logo, hide it", "toggle off the logo"},
		es: []string{"ocultá el logo", "ocultá la capa del logo", "escondé el logo", "apagá la capa del logo", "oculta el logo", "esconde el logo",
			"ocultar el logo", "que no se vea el logo", "hacé invisible el logo", "desactivá la capa del logo"},
		enImp: "hide the logo", esImp: "ocultá el logo", esInf: "ocultar el logo", esSubj: "ocultes el logo",
		enT: "hide {T}", esT: "ocultá {T}", targets: "layer"},
	{family: "layer show", name: "show", want: []gpWant{gpLayer("layers.setVisible", "layer-2", "layers.setVisible:visible=true")}, state: hiddenLogo,
		en: []string{"show the logo", "show the logo layer", "unhide the logo", "turn the logo back on", "make the logo visible",
			"bring the logo back", "turn on the logo layer", "switch the logo layer on", "show logo again", "make the logo visible again"},
		es: []string{"mostrá el logo", "mostrá la capa del logo", "volvé a mostrar el logo", "hacé visible el logo", "muestra el logo",
			"mostrar el logo", "que se vea el logo", "activá la capa del logo", "prendé la capa del logo", "desocultá el logo"},
		enImp: "show the logo", esImp: "mostrá el logo", esInf: "mostrar el logo", esSubj: "muestres el logo"},
	{family: "layer opacity", name: "half opacity", want: []gpWant{gpLayer("layers.setOpacity", "layer-2", "layers.setOpacity:opacity=0.5")},
		en: []string{"set the logo opacity to 50%", "make the logo 50% transparent", "make the logo half transparent", "logo opacity 50",
			"fade the logo to 50%", "set the logo layer to 50% opacity", "make the logo semi-transparent", "put the logo at 50% opacity",
			"lower the logo's opacity to 50%", "logo at half opacity"},
		es: []string{"poné la opacidad del logo al 50%", "logo al 50% de opacidad", "hacé el logo semitransparente", "bajale la opacidad al logo al 50%",
			"opacidad del logo 50", "dejá el logo al 50 por ciento de opacidad", "el logo medio transparente", "bájale la opacidad del logo a la mitad",
			"ponele 50% de opacidad al logo", "el logo con la mitad de opacidad"},
		enImp: "set the logo opacity to 50%", esImp: "poné la opacidad del logo al 50%", esInf: "poner la opacidad del logo al 50%", esSubj: "pongas la opacidad del logo al 50%",
		enT: "set the opacity of {T} to 50%", esT: "poné la opacidad de {T} al 50%", targets: "layer"},
	{family: "layer opacity", name: "opacity 30", want: []gpWant{gpLayer("layers.setOpacity", "layer-2", "layers.setOpacity:opacity=0.3")},
		en: []string{"logo opacity 30%", "set the logo to 30% opacity", "make the logo 70% transparent", "logo opacity thirty percent"},
		es: []string{"opacidad del logo al 30%", "logo al treinta por ciento de opacidad", "poné el logo al 30% de opacidad", "el logo con 30% de opacidad"}},
	{family: "layer blend", name: "multiply", want: []gpWant{gpLayer("layers.setBlend", "layer-2", "layers.setBlend:blendMode=multiply")},
		en: []string{"set the logo blend mode to multiply", "blend the logo with multiply", "make the logo multiply", "logo blend mode multiply",
			"change the logo layer's blend mode to multiply", "use multiply on the logo", "put the logo on multiply", "multiply blend for the logo",
			"set the blending of the logo to multiply", "logo layer to multiply"},
		es: []string{"poné el logo en multiplicar", "modo de fusión multiplicar para el logo", "cambiá el modo de fusión del logo a multiplicar",
			"fusioná el logo con multiplicar", "el logo en modo multiplicar", "ponele multiplicar al logo", "la capa del logo en multiplicar",
			"modo multiplicar en el logo", "cambia la fusión del logo a multiplicar", "usar multiplicar en el logo"},
		enImp: "set the logo blend mode to multiply", esImp: "poné el logo en modo multiplicar", esInf: "poner el logo en modo multiplicar", esSubj: "pongas el logo en modo multiplicar",
		enT: "set the blend mode of {T} to multiply", esT: "poné {T} en modo multiplicar", targets: "layer"},
	{family: "layer duplicate", name: "duplicate", want: []gpWant{gpLayer("layers.duplicate", "layer-2")},
		en: []string{"duplicate the logo", "duplicate the logo layer", "make a copy of the logo", "copy the logo layer", "clone the logo",
			"make a duplicate of the logo", "dupe the logo", "create a copy of the logo layer", "another copy of the logo", "copy the logo"},
		es: []string{"duplicá el logo", "duplicá la capa del logo", "hacé una copia del logo", "copiá la capa del logo", "duplica el logo",
			"duplicar el logo", "clonar el logo", "hacé otra copia del logo", "una copia del logo", "copia la capa del logo"},
		enImp: "duplicate the logo", esImp: "duplicá el logo", esInf: "duplicar el logo", esSubj: "dupliques el logo",
		enT: "duplicate {T}", esT: "duplicá {T}", targets: "layer"},
	{family: "layer delete", name: "delete", want: []gpWant{gpLayer("layers.delete", "layer-2")},
		en: []string{"delete the logo", "delete the logo layer", "remove the logo layer", "get rid of the logo layer", "trash the logo layer",
			"remove the logo", "kill the logo layer", "delete logo", "erase the logo layer", "throw away the logo layer"},
		es: []string{"borrá el logo", "borrá la capa del logo", "eliminá la capa del logo", "sacá la capa del logo", "elimina el logo",
			"borrar la capa del logo", "quitá la capa del logo", "borra la capa del logo", "eliminar el logo", "volá la capa del logo"},
		enImp: "delete the logo layer", esImp: "borrá la capa del logo", esInf: "borrar la capa del logo", esSubj: "borres la capa del logo",
		enT: "delete {T}", esT: "borrá {T}", targets: "layer"},
	{family: "layer rename", name: "rename", want: []gpWant{gpLayer("layers.rename", "layer-2", "layers.rename:name=Brand")},
		en: []string{"rename the logo to Brand", "rename the logo layer to Brand", "call the logo layer Brand", "change the logo's name to Brand",
			"rename logo as Brand", "name the logo layer Brand", "rename the logo layer as Brand", "change the name of the logo layer to Brand",
			"the logo layer should be called Brand", "let the logo layer be named Brand"},
		es: []string{"renombrá el logo a Brand", "renombrá la capa del logo como Brand", "cambiale el nombre al logo a Brand", "llamá a la capa del logo Brand",
			"renombrar el logo a Brand", "ponele de nombre Brand a la capa del logo", "renombra la capa del logo a Brand", "cambiá el nombre del logo por Brand",
			"que la capa del logo se llame Brand", "el logo renombralo a Brand"},
		enImp: "rename the logo to Brand", esImp: "renombrá el logo a Brand", esInf: "renombrar el logo a Brand", esSubj: "renombres el logo a Brand",
		enT: "rename {T} to Brand", esT: "renombrá {T} a Brand", targets: "layer"},
	{family: "layer order", name: "to top", want: []gpWant{gpLayer("layers.move", "layer-2", "layers.move:direction=top")}, noop: "layer-3",
		en: []string{"bring the logo to the front", "move the logo to the top", "put the logo on top", "bring the logo layer to the top",
			"move the logo layer above everything", "logo on top of everything", "bring the logo forward to the top", "send the logo to the front",
			"move the logo all the way up", "put the logo layer at the top"},
		es: []string{"traé el logo al frente", "mové el logo arriba de todo", "poné el logo encima de todo", "subí la capa del logo arriba de todo",
			"llevá el logo al frente", "trae el logo al frente", "mover el logo arriba de todo", "el logo adelante de todo", "poné la capa del logo primera",
			"subí el logo hasta arriba"},
		enImp: "bring the logo to the front", esImp: "traé el logo al frente", esInf: "traer el logo al frente", esSubj: "traigas el logo al frente",
		enT: "bring {T} to the front", esT: "traé {T} al frente", targets: "layer"},
	{family: "layer order", name: "to bottom", want: []gpWant{gpLayer("layers.move", "layer-3", "layers.move:direction=bottom")},
		en: []string{"send the text to the back", "move the text layer to the bottom", "put the text behind everything", "send the text layer to the back",
			"move the text all the way down"},
		es: []string{"mandá el texto al fondo", "mové la capa de texto abajo de todo", "poné el texto detrás de todo", "enviá el texto atrás de todo",
			"bajá el texto hasta abajo"}},
	{family: "selection", name: "select subject", want: []gpWant{gw("selection.subject")},
		en: []string{"select the subject", "select the person", "select her", "select the astronaut", "make a selection of the subject",
			"select the main subject", "grab the subject", "pick the person", "selection on the subject", "select the woman"},
		es: []string{"seleccioná el sujeto", "seleccioná a la persona", "seleccionala a ella", "seleccioná a la astronauta", "seleccionar el sujeto",
			"selecciona a la persona", "hacé una selección del sujeto", "seleccioná a la mujer", "marcá a la persona", "seleccionar a la persona"},
		enImp: "select the subject", esImp: "seleccioná el sujeto", esInf: "seleccionar el sujeto", esSubj: "selecciones el sujeto"},
	{family: "selection", name: "select sky", want: []gpWant{gw("selection.sky")},
		en: []string{"select the sky", "sky selection", "make a selection of the sky", "grab the sky", "select just the sky"},
		es: []string{"seleccioná el cielo", "selecciona el cielo", "seleccionar el cielo", "hacé una selección del cielo", "seleccioná solo el cielo"}},
	{family: "selection", name: "select face", want: []gpWant{gw("selection.face")},
		en: []string{"select the face", "select her face", "select the face only", "make a selection of the face", "grab her face"},
		es: []string{"seleccioná la cara", "seleccioná su cara", "selecciona la cara", "seleccionar la cara", "seleccioná el rostro"}},
	{family: "selection", name: "select background", want: []gpWant{gw("selection.subject selection.invert"), gw("selection.background")},
		en: []string{"select the background", "select everything but the subject", "select everything except the person", "select the bg", "grab the background"},
		es: []string{"seleccioná el fondo", "seleccioná todo menos el sujeto", "seleccioná todo excepto la persona", "selecciona el fondo", "seleccionar el fondo"}},
	{family: "selection", name: "select all", want: []gpWant{gw("selection.selectAll")},
		en: []string{"select all", "select everything", "select the whole image", "select the entire photo", "ctrl+a", "select it all"},
		es: []string{"seleccioná todo", "seleccionar todo", "selecciona todo", "seleccioná toda la imagen", "seleccioná la foto entera", "seleccionalo todo"}},
	{family: "selection", name: "invert", want: []gpWant{gw("selection.invert")}, state: withSelection,
		en: []string{"invert the selection", "inverse selection", "flip the selection", "select the inverse", "invert selection", "swap the selection"},
		es: []string{"invertí la selección", "invertir la selección", "invierte la selección", "selección inversa", "dá vuelta la selección", "seleccioná lo contrario"}},
	{family: "selection", name: "deselect", want: []gpWant{gw("selection.deselect")}, state: withSelection,
		en: []string{"deselect", "clear the selection", "select none", "drop the selection", "deselect everything", "remove the selection"},
		es: []string{"deseleccioná", "quitá la selección", "deseleccionar todo", "sacá la selección", "borrá la selección", "deselecciona todo"}},
	{family: "text", name: "add text", want: []gpWant{gw("text.add", "text.add:text=Summer sale")},
		en: []string{"add the text \"Summer sale\"", "write \"Summer sale\"", "put \"Summer sale\" on it", "add a caption that says \"Summer sale\"",
			"add text saying \"Summer sale\"", "type \"Summer sale\" on the photo", "add a title \"Summer sale\"", "put the words \"Summer sale\" on it",
			"overlay the text \"Summer sale\"", "insert text \"Summer sale\""},
		es: []string{"agregá el texto \"Summer sale\"", "escribí \"Summer sale\"", "poné \"Summer sale\"", "agregá un texto que diga \"Summer sale\"",
			"ponele un título \"Summer sale\"", "escribe \"Summer sale\" en la foto", "añade el texto \"Summer sale\"", "agregar el texto \"Summer sale\"",
			"sumale el texto \"Summer sale\"", "insertá el texto \"Summer sale\""},
		enImp: "add the text \"Summer sale\"", esImp: "agregá el texto \"Summer sale\"", esInf: "agregar el texto \"Summer sale\"", esSubj: "agregues el texto \"Summer sale\""},
	{family: "text", name: "edit text", want: []gpWant{gw("text.update", "text.update:text=Bye", "text.update:id=layer-3")},
		en: []string{"change the text to \"Bye\"", "make the title say \"Bye\"", "replace \"Hello\" with \"Bye\"", "edit the text to read \"Bye\"",
			"change \"Hello\" to \"Bye\"", "the text should say \"Bye\"", "update the text to \"Bye\"", "change the caption to \"Bye\"",
			"rewrite the text as \"Bye\"", "swap the text for \"Bye\""},
		es: []string{"cambiá el texto a \"Bye\"", "que el título diga \"Bye\"", "reemplazá \"Hello\" por \"Bye\"", "cambiá \"Hello\" por \"Bye\"",
			"editá el texto para que diga \"Bye\"", "cambia el texto a \"Bye\"", "poné \"Bye\" en vez de \"Hello\"", "cambiar el texto por \"Bye\"",
			"el texto tiene que decir \"Bye\"", "modificá el texto a \"Bye\""},
		enImp: "change the text to \"Bye\"", esImp: "cambiá el texto a \"Bye\"", esInf: "cambiar el texto a \"Bye\"", esSubj: "cambies el texto a \"Bye\""},
	{family: "history", name: "undo", want: []gpWant{gw("history.undo")},
		en: []string{"undo", "undo that", "undo the last change", "go back one step", "take that back", "revert the last edit", "oops undo",
			"ctrl z", "undo the last step", "step back"},
		es: []string{"deshacer", "deshacé", "deshacé el último cambio", "volvé atrás", "deshace eso", "deshaz el último cambio", "un paso atrás",
			"revertí el último cambio", "deshacelo", "volver un paso atrás"},
		enImp: "undo the last change", esImp: "deshacé el último cambio", esInf: "deshacer el último cambio", esSubj: "deshagas el último cambio"},
	{family: "history", name: "redo", want: []gpWant{gw("history.redo")}, state: withRedo,
		en: []string{"redo", "redo that", "redo the last change", "put it back", "redo the last step", "ctrl shift z", "go forward one step",
			"redo what I undid", "bring back what I undid", "redo please"},
		es: []string{"rehacer", "rehacé", "rehacé el último cambio", "rehacelo", "rehace eso", "rehaz el último cambio", "volvé a hacerlo",
			"rehacer el último paso", "un paso adelante", "rehacé lo que deshice"},
		enImp: "redo the last change", esImp: "rehacé el último cambio", esInf: "rehacer el último cambio", esSubj: "rehagas el último cambio"},
}

// gpWrapper is a polite frame that must not change what a request means.
// form is the slot it takes: en (an English imperative), imp, inf or
// subj (Spanish imperative, infinitive, subjunctive).
type gpWrapper struct{ name, form, pattern string }

var gpWrappers = []gpWrapper{
	{"can you", "en", "can you %s"},
	{"can you ...?", "en", "can you %s?"},
	{"could you please", "en", "could you please %s"},
	{"I want you to", "en", "I want you to %s"},
	{"I'd like you to", "en", "I'd like you to %s"},
	{"let's", "en", "let's %s"},
	{"please ...", "en", "please %s"},
	{"... please", "en", "%s please"},
	{"..., thanks", "en", "%s, thanks"},
	{"...?", "en", "%s?"},
	{"hey,", "en", "hey, %s"},
	{"ok so", "en", "ok so %s"},
	{"¿podés", "inf", "¿podés %s?"},
	{"podrías", "inf", "¿podrías %s?"},
	{"puedes", "inf", "¿puedes %s?"},
	{"quiero", "inf", "quiero %s"},
	{"necesito", "inf", "necesito %s"},
	{"quiero que", "subj", "quiero que %s"},
	{"necesito que", "subj", "necesito que %s"},
	{"me gustaría que", "subj", "me gustaría que %s"},
	{"dale,", "imp", "dale, %s"},
	{"por favor", "imp", "por favor %s"},
	{"..., gracias", "imp", "%s, gracias"},
	{"... porfa", "imp", "%s porfa"},
	{"che,", "imp", "che, %s"},
}

// gpTarget is what an intent is done to, with the ops that pick it.
type gpTarget struct {
	name     string
	kind     string // region or layer
	en, es   string
	pick     string // region ops put before the intent's own
	layerID  string // layer targets: the layer it must select
	ambiguos bool   // genuinely ambiguous: asking is right
}

var gpTargets = []gpTarget{
	{name: "whole photo", kind: "region", en: "the photo", es: "la foto"},
	{name: "the image", kind: "region", en: "the whole image", es: "toda la imagen"},
	{name: "everything", kind: "region", en: "everything", es: "todo"},
	{name: "sky", kind: "region", en: "the sky", es: "el cielo", pick: "selection.sky"},
	{name: "background", kind: "region", en: "the background", es: "el fondo", pick: "selection.subject selection.invert"},
	{name: "face", kind: "region", en: "her face", es: "su cara", pick: "selection.face"},
	{name: "subject", kind: "region", en: "the person", es: "la persona", pick: "selection.subject"},
	{name: "all but subject", kind: "region", en: "everything but the subject", es: "todo menos la persona", pick: "selection.subject selection.invert"},
	{name: "layer by name", kind: "layer", en: "the logo", es: "el logo", layerID: "layer-2"},
	{name: "layer word", kind: "layer", en: "the logo layer", es: "la capa del logo", layerID: "layer-2"},
	{name: "by kind: text", kind: "layer", en: "the text", es: "el texto", layerID: "layer-3"},
	{name: "by kind: title", kind: "layer", en: "the title", es: "el título", layerID: "layer-3"},
	{name: "ordinal: top", kind: "layer", en: "the top layer", es: "la capa de arriba", layerID: "layer-3"},
	{name: "ordinal: second", kind: "layer", en: "the second layer", es: "la segunda capa", layerID: "layer-2"},
	{name: "ordinal: bottom", kind: "layer", en: "the bottom layer", es: "la capa de abajo", layerID: "layer-1"},
	{name: "by text", kind: "layer", en: "the Hello text", es: "el texto Hello", layerID: "layer-3"},
}

// gpAmount is an amount phrase; size small/large is checked against the
// plain request's value, exact against a number.
type gpAmount struct {
	name    string
	en, es  string
	size    string  // small, large, or exact
	exact   float64 // for exact: the value it must give (brightness-like scales)
	satMult float64 // for exact on saturation (a multiplier)
}

var gpAmounts = []gpAmount{
	{name: "a bit", en: "a bit", es: "un poco", size: "small"},
	{name: "slightly/un toque", en: "slightly", es: "un toque", size: "small"},
	{name: "a little/apenas", en: "a little", es: "apenas", size: "small"},
	{name: "a lot", en: "a lot", es: "mucho", size: "large"},
	{name: "much more/bastante", en: "much more", es: "bastante", size: "large"},
	{name: "20%", en: "20%", es: "un 20%", size: "exact", exact: 20, satMult: 1.2},
	{name: "by 20", en: "by 20", es: "en 20", size: "exact", exact: 20, satMult: 1.2},
	{name: "by 20%", en: "by 20%", es: "en un 20%", size: "exact", exact: 20, satMult: 1.2},
	{name: "words: twenty percent", en: "by twenty percent", es: "un veinte por ciento", size: "exact", exact: 20, satMult: 1.2},
}

// gpItClauses: "it" in a second clause names the first clause's target.
var gpItCells = []struct {
	lang, prompt string
	want         []gpWant
}{
	{"en", "select the sky and brighten it", []gpWant{gw("selection.sky adjustments.applyMasked", "adjustments.applyMasked:brightness>0")}},
	{"es", "seleccioná el cielo y aclaralo", []gpWant{gw("selection.sky adjustments.applyMasked", "adjustments.applyMasked:brightness>0")}},
	{"en", "select the sky and blur it", []gpWant{gw("selection.sky filters.applyMasked", "filters.applyMasked:id=blur-gaussian")}},
	{"es", "seleccioná el cielo y desenfocalo", []gpWant{gw("selection.sky filters.applyMasked", "filters.applyMasked:id=blur-gaussian")}},
	{"en", "select the background and make it darker", []gpWant{gw("selection.subject selection.invert adjustments.applyMasked", "adjustments.applyMasked:brightness<0")}},
	{"es", "seleccioná el fondo y oscurecelo", []gpWant{gw("selection.subject selection.invert adjustments.applyMasked", "adjustments.applyMasked:brightness<0")}},
	// the second layers.select is redundant, not wrong
	{"en", "select the logo layer and hide it", []gpWant{gpLayer("layers.setVisible", "layer-2", "layers.setVisible:visible=false"), gpLayer("layers.select layers.setVisible", "layer-2", "layers.setVisible:visible=false")}},
	{"es", "seleccioná la capa del logo y ocultala", []gpWant{gpLayer("layers.setVisible", "layer-2", "layers.setVisible:visible=false"), gpLayer("layers.select layers.setVisible", "layer-2", "layers.setVisible:visible=false")}},
	{"en", "take the logo and duplicate it", []gpWant{gpLayer("layers.duplicate", "layer-2")}},
	{"es", "agarrá el logo y duplicalo", []gpWant{gpLayer("layers.duplicate", "layer-2")}},
	{"en", "the logo is distracting, hide it", []gpWant{gpLayer("layers.setVisible", "layer-2", "layers.setVisible:visible=false")}},
	{"es", "el logo molesta, ocultalo", []gpWant{gpLayer("layers.setVisible", "layer-2", "layers.setVisible:visible=false")}},
	{"en", "the text is too big, delete it", []gpWant{gpLayer("layers.delete", "layer-3")}},
	{"es", "el texto está mal, borralo", []gpWant{gpLayer("layers.delete", "layer-3")}},
	{"en", "select her face and sharpen it", []gpWant{gw("selection.face filters.applyMasked", "filters.applyMasked:id=sharpen"), gw("selection.face filters.applyMasked", "filters.applyMasked:id=unsharp-mask")}},
	{"es", "seleccioná su cara y enfocala", []gpWant{gw("selection.face filters.applyMasked", "filters.applyMasked:id=sharpen"), gw("selection.face filters.applyMasked", "filters.applyMasked:id=unsharp-mask")}},
}

// gpRuleRows: for each general rule the grid led to, wordings, numbers
// and targets the grid does not hold (written after the grid's first
// scoring; each fails without its rule), and guards that must not change.
var gpRuleRows = []struct {
	rule, prompt string
	want         []gpWant
	state        func(*PhotoState)
}{
	// an agreement word with a comma opens the request
	{"agreement opener", "ok, blur the background", []gpWant{gw("selection.subject selection.invert filters.applyMasked", "filters.applyMasked:id=blur-gaussian")}, nil},
	{"agreement opener", "vale, quita el logo", []gpWant{gpLayer("layers.delete", "layer-2")}, nil},
	{"agreement opener", "listo, deshacé", []gpWant{gw("history.undo")}, nil},
	{"agreement opener", "dale más luz", []gpWant{bright}, nil}, // guard: "dale" is the verb
	// a layer switched off or on, or shown, is hidden or shown
	{"switched layer", "turn off the text layer", []gpWant{gpLayer("layers.setVisible", "layer-3", "layers.setVisible:visible=false")}, nil},
	{"switched layer", "apagá la capa del texto", []gpWant{gpLayer("layers.setVisible", "layer-3", "layers.setVisible:visible=false")}, nil},
	{"switched layer", "mostrá la capa Hello", []gpWant{gpLayer("layers.setVisible", "layer-3", "layers.setVisible:visible=true")}, nil},
	{"switched layer", "prendé el logo", []gpWant{gpLayer("layers.setVisible", "layer-2", "layers.setVisible:visible=true")}, hiddenLogo},
	{"switched layer", "call the logo layer Brand", []gpWant{gpAsk}, nil}, // guard: "call" is no switch (it hid the logo)
	// a new name without quotes
	{"unquoted rename", "rename the text layer to Headline", []gpWant{gpLayer("layers.rename", "layer-3", "layers.rename:name=Headline")}, nil},
	{"unquoted rename", "renombrá la capa de arriba como Titular", []gpWant{gpLayer("layers.rename", "layer-3", "layers.rename:name=Titular")}, nil},
	{"unquoted rename", "rename the logo as Sky", []gpWant{gpLayer("layers.rename", "layer-2", "layers.rename:name=Sky")}, nil},
	{"unquoted rename", "change the logo's name to Marca", []gpWant{gpLayer("layers.rename", "layer-2", "layers.rename:name=Marca")}, nil},
	{"unquoted rename", "change the name of the logo layer to Brand", []gpWant{gpAsk}, nil}, // "the name of the logo" reads as a text: asked
	// "it" after a selection is the selection
	{"it after select", "select the sky and make it cooler", []gpWant{gw("selection.sky adjustments.applyMasked", "adjustments.applyMasked:warmth<0")}, nil},
	{"it after select", "seleccioná el cielo y pasalo a blanco y negro", []gpWant{gw("selection.sky adjustments.applyMasked", "adjustments.applyMasked:saturation=0")}, nil},
	{"it after select", "select the person, then add contrast to it", []gpWant{gw("selection.subject adjustments.applyMasked", "adjustments.applyMasked:contrast>0")}, nil},
	{"it after select", "select the sky and brighten the photo", []gpWant{gw("selection.sky selection.deselect adjustments.applyMasked", "adjustments.applyMasked:brightness>0")}, nil}, // guard: the photo said
	// a complaint, then the remedy on "it"
	{"complaint then remedy", "the logo is too big, hide it", []gpWant{gpLayer("layers.setVisible", "layer-2", "layers.setVisible:visible=false")}, nil},
	{"complaint then remedy", "el texto está muy chico, borralo", []gpWant{gpLayer("layers.delete", "layer-3")}, nil},
	{"complaint then remedy", "the photo is too dark, brighten it a bit", []gpWant{bright}, nil},                                                                         // guard: restated
	{"complaint then remedy", "it's too dark, crop it square", []gpWant{gw("adjustments.applyMasked document.crop", "adjustments.applyMasked:brightness>0")}, landscape}, // guard: both kept
	{"unquoted rename", "make the layer named logo bigger", []gpWant{gpAsk, gpLayer("transform.start transform.apply", "layer-2")}, nil},                                 // guard: "named" picks the layer
	{"copy of", "add a copy of the logo at the bottom", []gpWant{gpAsk, gpLayer("layers.duplicate transform.start transform.apply", "layer-2")}, nil},                    // guard: the place is not dropped
	// everything but a part, selected
	{"select except", "select everything except the sky", []gpWant{gw("selection.sky selection.invert")}, nil},
	{"select except", "seleccioná todo menos la cara", []gpWant{gw("selection.face selection.invert")}, nil},
	// a slider said lowered
	{"lowered slider", "brillo más bajo", []gpWant{dark}, nil},
	{"lowered slider", "saturación más baja", []gpWant{lessSat1, lessSat2}, nil},
	{"lowered slider", "soften the contrast slightly", []gpWant{lessCon}, nil},
	{"lowered slider", "soften it", []gpWant{gw("filters.applyMasked", "filters.applyMasked:id=blur-gaussian")}, nil}, // guard: softer
	// a fault said of the colours (plural)
	{"plural complaint", "the colours look dull", []gpWant{moreSat}, nil},
	{"plural complaint", "los colores se ven apagados", []gpWant{moreSat}, nil},
	{"plural complaint", "make it look blurry", []gpWant{blurred}, nil}, // guard: "make it look" is wanted
	{"plural complaint", "the photo looks oversaturated", []gpWant{lessSat1, lessSat2}, nil},
	{"plural complaint", "la foto está ruidosa", []gpWant{denoised}, nil},
	// a turn said as a mirror
	{"mirror", "gira la foto en espejo", []gpWant{gw("document.flip", "document.flip:axis=horizontal")}, nil},
	// a text named by its words
	{"text by its words", "esconde el texto Hello", []gpWant{gpLayer("layers.setVisible", "layer-3", "layers.setVisible:visible=false")}, nil},
	{"text by its words", "agregá el texto Hola", []gpWant{gw("text.add", "text.add:text=Hola")}, nil}, // guard: new words
	// a copy of a layer
	{"copy of", "make a copy of the text layer", []gpWant{gpLayer("layers.duplicate", "layer-3")}, nil},
	{"copy of", "hacé una copia de la capa del logo", []gpWant{gpLayer("layers.duplicate", "layer-2")}, nil},
	// a selection said as a noun, inverted, or cleared
	{"selection noun", "make a selection of the background", []gpWant{gw("selection.subject selection.invert"), gw("selection.background")}, nil},
	{"selection noun", "hacé una selección de la cara", []gpWant{gw("selection.face")}, nil},
	{"selection noun", "select the sky, then select the opposite", []gpWant{gw("selection.sky selection.invert")}, nil},
	{"selection noun", "select the sky, then remove the selection", []gpWant{gw("selection.sky selection.deselect")}, nil},
	{"selection noun", "seleccioná toda la foto", []gpWant{gw("selection.selectAll")}, nil},
	// forward to the top is all the way
	{"layer in stack", "bring the logo forward to the front", []gpWant{gpLayer("layers.move", "layer-2", "layers.move:direction=top")}, nil},
	// guards: a switch or "visible" said with a place or a degree is no switch
	{"switched layer", "make the logo more visible", []gpWant{gpAsk}, nil},
	{"selection noun", "delete the selection", []gpWant{gpAsk}, withSelection}, // erase what is selected, or deselect
	// the colour temperature
	{"temperature", "turn up the temperature a little", []gpWant{warm}, nil},
	{"temperature", "bajá la temperatura", []gpWant{cool}, nil},
	{"temperature", "lower the temperature of the sky", []gpWant{gw("selection.sky adjustments.applyMasked", "adjustments.applyMasked:warmth<0")}, nil},
	// a blend mode by its name
	{"blend mode name", "make the text multiply", []gpWant{gpLayer("layers.setBlend", "layer-3", "layers.setBlend:blendMode=multiply")}, nil},
	{"blend mode name", "poné la capa de arriba en trama", []gpWant{gpLayer("layers.setBlend", "layer-3", "layers.setBlend:blendMode=screen")}, nil},
	// steps in the history
	{"history steps", "take it back", []gpWant{gw("history.undo")}, nil},
	{"history steps", "volvé un paso atrás", []gpWant{gw("history.undo")}, nil},
	{"history steps", "step forward", []gpWant{gw("history.redo")}, withRedo},
	// new words in place of the old
	{"text instead", "write \"Hi there\" instead of \"Hello\"", []gpWant{gw("text.update", "text.update:text=Hi there")}, nil},
	{"text instead", "swap the title for \"Ciao\"", []gpWant{gw("text.update", "text.update:text=Ciao")}, nil},
}

// gpStops: exposure in stops (25 brightness a stop, as the planner's own
// table has it).
var gpStopCells = []struct {
	prompt string
	want   []gpWant
}{
	{"+0.5 stops", []gpWant{gw("adjustments.applyMasked", "adjustments.applyMasked:brightness=12.5")}},
	{"raise the exposure +0.5 stops", []gpWant{gw("adjustments.applyMasked", "adjustments.applyMasked:brightness=12.5")}},
	{"exposure +1 stop", []gpWant{gw("adjustments.applyMasked", "adjustments.applyMasked:brightness=25")}},
	{"subí la exposición medio paso", []gpWant{gw("adjustments.applyMasked", "adjustments.applyMasked:brightness=12.5")}},
	{"bajá la exposición un paso", []gpWant{gw("adjustments.applyMasked", "adjustments.applyMasked:brightness=-25")}},
	{"exposure -1 ev", []gpWant{gw("adjustments.applyMasked", "adjustments.applyMasked:brightness=-25")}},
	{"exposición +1", []gpWant{gw("adjustments.applyMasked", "adjustments.applyMasked:brightness=25")}},
	{"brighten it by two stops", []gpWant{gw("adjustments.applyMasked", "adjustments.applyMasked:brightness=50")}},
	// "twice as bright" has no scale to double: asking is fair, a brighter photo too
	{"make it twice as bright", []gpWant{gpAsk, bright}},
	{"el doble de brillo", []gpWant{gpAsk, bright}},
}

// gpCell is one request of the grid with the dimension values it was
// built from.
type gpCell struct {
	family string
	dims   [][2]string // dimension, value
	prompt string
	want   []gpWant
	state  func(*PhotoState)
	amount *gpAmount
	plain  string // the plain request (amount cells compare with it)
	value  string
	lang   string
}

func gpCells() []gpCell {
	var cells []gpCell
	add := func(c gpCell) { cells = append(cells, c) }
	for _, in := range gpIntents {
		for _, lp := range []struct {
			lang string
			ps   []string
		}{{"en", in.en}, {"es", in.es}} {
			lang, ps := lp.lang, lp.ps
			for i, p := range ps {
				add(gpCell{family: in.family, prompt: p, want: in.want, state: in.state, lang: lang,
					dims: [][2]string{{"dimension", "phrasing"}, {"lang", lang}, {"intent", in.name}, {"phrasing#", fmt.Sprint(i)}}})
			}
		}
		forms := map[string]string{"en": in.enImp, "imp": in.esImp, "inf": in.esInf, "subj": in.esSubj}
		for _, w := range gpWrappers {
			if forms[w.form] == "" {
				continue
			}
			lang := "es"
			if w.form == "en" {
				lang = "en"
			}
			add(gpCell{family: in.family, prompt: fmt.Sprintf(w.pattern, forms[w.form]), want: in.want, state: in.state, lang: lang,
				dims: [][2]string{{"dimension", "wrapper"}, {"wrapper", w.name}, {"lang", lang}}})
		}
		for _, tg := range gpTargets {
			if in.targets != tg.kind || in.enT == "" {
				continue
			}
			want := gpTargetWant(in, tg)
			for _, lt := range [][3]string{{"en", in.enT, tg.en}, {"es", in.esT, tg.es}} {
				lang, tmpl := lt[0], lt[1:]
				p := strings.ReplaceAll(tmpl[0], "{T}", tmpl[1])
				p = strings.ReplaceAll(p, "a el ", "al ")
				p = strings.ReplaceAll(p, "de el ", "del ")
				add(gpCell{family: in.family, prompt: p, want: want, state: in.state, lang: lang,
					dims: [][2]string{{"dimension", "target"}, {"target", tg.name}, {"lang", lang}}})
			}
		}
		if in.enA == "" {
			continue
		}
		for ai := range gpAmounts {
			a := &gpAmounts[ai]
			for _, lt := range [][3]string{{"en", in.enA, a.en}, {"es", in.esA, a.es}} {
				lang, tmpl := lt[0], lt[1:]
				plain := strings.TrimSpace(strings.ReplaceAll(tmpl[0], "{A}", ""))
				add(gpCell{family: in.family, prompt: strings.ReplaceAll(tmpl[0], "{A}", tmpl[1]),
					want: in.want, state: in.state, amount: a, plain: plain, value: in.value, lang: lang,
					dims: [][2]string{{"dimension", "amount"}, {"amount", a.name}, {"lang", lang}}})
			}
		}
	}
	for _, c := range gpItCells {
		add(gpCell{family: "it-reference", prompt: c.prompt, want: c.want, lang: c.lang,
			dims: [][2]string{{"dimension", "target"}, {"target", "it in 2nd clause"}, {"lang", c.lang}}})
	}
	for _, c := range gpRuleRows {
		add(gpCell{family: "rule: " + c.rule, prompt: c.prompt, want: c.want, state: c.state, lang: "?",
			dims: [][2]string{{"dimension", "rule rows"}}})
	}
	for _, c := range gpStopCells {
		add(gpCell{family: "brightness", prompt: c.prompt, want: c.want, lang: "?",
			dims: [][2]string{{"dimension", "amount"}, {"amount", "stops / twice"}}})
	}
	return cells
}

// gpTargetWant: a region target selects the region before the intent's
// op; a layer target selects the layer.
func gpTargetWant(in gpIntent, tg gpTarget) []gpWant {
	if tg.ambiguos {
		return []gpWant{gpAsk}
	}
	var out []gpWant
	for _, w := range in.want {
		switch {
		case tg.kind == "layer":
			ops := strings.TrimPrefix(w.ops, "layers.select ")
			var conds []string
			for _, c := range w.conds {
				if !strings.HasPrefix(c, "layers.select:") {
					conds = append(conds, c)
				}
			}
			if tg.layerID == in.noop {
				return []gpWant{gpAsk} // "bring the text to the front": it is there already
			}
			out = append(out, gw("layers.select "+ops, append([]string{"layers.select:id=" + tg.layerID}, conds...)...))
			if tg.layerID == "layer-1" { // the active layer: selecting it again is not needed
				out = append(out, gw(ops, conds...))
			}
		case tg.pick != "":
			out = append(out, gw(tg.pick+" "+w.ops, w.conds...))
			if tg.pick == "selection.subject selection.invert" {
				out = append(out, gw("selection.background "+w.ops, w.conds...))
			}
		default:
			out = append(out, w)
		}
	}
	return out
}

// gpOutcome classifies a plan against the wanted ones.
func gpOutcome(plan Plan, want []gpWant) string {
	applied := len(plan.Steps) > 0
	for _, w := range want {
		if w.ops == "" {
			if !applied && !plan.OK() {
				return "right"
			}
			continue
		}
		if opNames(plan.Steps) != w.ops {
			continue
		}
		ok := true
		for _, c := range w.conds {
			if gpCond(plan.Steps, c) != "" {
				ok = false
			}
		}
		if ok {
			return "right"
		}
	}
	switch {
	case !applied && !plan.OK():
		return "refused"
	case plan.OK():
		return "silent-wrong"
	}
	return "wrong"
}

// gpCond is paramCond, with a setBlend mode read from either key and
// "=" on numbers read to 1e-6 (0.3 may come as 1-0.7).
func gpCond(steps []Step, c string) string {
	if name, rest, ok := strings.Cut(c, ":"); ok {
		if key, val, ok := strings.Cut(rest, "="); ok && !strings.ContainsAny(key, "<>") {
			var want float64
			if _, err := fmt.Sscan(val, &want); err == nil {
				if got, ok := gpValue(steps, name+":"+key); ok && near(got, want) {
					return ""
				}
			}
		}
	}
	why := paramCond(steps, c)
	if why != "" && strings.HasPrefix(c, "layers.setBlend:blendMode=") {
		return paramCond(steps, strings.Replace(c, "blendMode", "mode", 1))
	}
	return why
}

// gpValue reads op:key from a plan (NaN-free: ok false when absent).
func gpValue(steps []Step, opKey string) (float64, bool) {
	name, key, _ := strings.Cut(opKey, ":")
	for _, s := range steps {
		if s.Name() != name {
			continue
		}
		var p map[string]any
		json.Unmarshal(s.Params, &p)
		f, ok := p[key].(float64)
		return f, ok
	}
	return 0, false
}

// gpAmountOK checks an amount cell's value against the plain request's.
func gpAmountOK(plan Plan, c gpCell, plainVal float64) bool {
	v, ok := gpValue(plan.Steps, c.value)
	if !ok {
		return false
	}
	sat := strings.HasSuffix(c.value, ":saturation")
	switch c.amount.size {
	case "small":
		return v <= plainVal
	case "large":
		return v > plainVal
	}
	if sat {
		return near(v, c.amount.satMult)
	}
	return near(v, c.amount.exact)
}

type gpResult struct {
	cell    gpCell
	outcome string
	plan    Plan
}

// gpRun plans every cell on the layered photo's state (built once: the
// planner only reads it).
func gpRun(t *testing.T) []gpResult {
	base := stateOf(t, layeredPhoto(t))
	plainVals := map[string]float64{}
	var out []gpResult
	for _, c := range gpCells() {
		st := base
		st.Layers = append([]PhotoLayer(nil), base.Layers...)
		if c.state != nil {
			c.state(&st)
		}
		plan := BasicPhoto(context.Background(), c.prompt, st)
		res := gpOutcome(plan, append(append([]gpWant(nil), c.want...), gpAlso[c.prompt]...))
		if c.amount != nil && res == "right" && len(plan.Steps) > 0 {
			key := c.plain
			pv, seen := plainVals[key]
			if !seen {
				pp := BasicPhoto(context.Background(), c.plain, st)
				pv, _ = gpValue(pp.Steps, c.value)
				plainVals[key] = pv
			}
			if !gpAmountOK(plan, c, pv) {
				res = "silent-wrong"
			}
		}
		out = append(out, gpResult{c, res, plan})
	}
	return out
}

// gpKnownGaps: cells still not right ("family|prompt"), asserted to
// still fail honestly, by a refusal or a question (a fix moves them out;
// a regression elsewhere shows up as a new failure). Most are words the
// lexicon does not hold ("grab", "dupe", "kill" a layer, "astronauta"),
// particles split from their verb ("turn the logo layer off"), or
// amounts said "en 20".
var gpKnownGaps = map[string]bool{
	// brightness
	"brightness|" + "add some light": true,
	"brightness|" + "aclarala en 20": true,
	// contrast
	"contrast|" + "subí el contraste en 20": true,
	"contrast|" + "mucho contraste, bajalo": true,
	// saturation
	"saturation|" + "subí la saturación en 20": true,
	"saturation|" + "richer colors":            true,
	"saturation|" + "juice up the colors":      true,
	"saturation|" + "mute the colors":          true,
	// vibrance
	"vibrance|" + "increase the vibrance by 20": true,
	"vibrance|" + "subí la vibrancia en 20":     true,
	// warmth
	"warmth|" + "calentala en 20": true,
	// sharpen
	"sharpen|" + "the photo is soft, sharpen it": true,
	"sharpen|" + "perfilala":                     true,
	// vignette
	"vignette|" + "bordes más oscuros": true,
	// looks
	"looks|" + "quítale el color": true,
	// flip
	"flip|" + "make a mirror image": true,
	// resize
	"resize|" + "make it half the size":    true,
	"resize|" + "hazla la mitad de grande": true,
	// layer hide
	"layer hide|" + "get the logo out of sight":             true,
	"layer hide|" + "turn the logo layer off":               true,
	"layer hide|" + "i don't want to see the logo, hide it": true,
	"layer hide|" + "que no se vea el logo":                 true,
	// layer show
	"layer show|" + "turn the logo back on":    true,
	"layer show|" + "switch the logo layer on": true,
	// layer opacity
	"layer opacity|" + "poné la opacidad del texto al 50%":       true,
	"layer opacity|" + "poné la opacidad del título al 50%":      true,
	"layer opacity|" + "poné la opacidad del texto Hello al 50%": true,
	// layer blend
	"layer blend|" + "modo de fusión multiplicar para el logo": true,
	"layer blend|" + "poné el texto en modo multiplicar":       true,
	"layer blend|" + "poné el título en modo multiplicar":      true,
	"layer blend|" + "poné el texto Hello en modo multiplicar": true,
	// layer duplicate
	// layer delete
	"layer delete|" + "kill the logo layer": true,
	// layer rename
	"layer rename|" + "call the logo layer Brand":                  true,
	"layer rename|" + "name the logo layer Brand":                  true,
	"layer rename|" + "change the name of the logo layer to Brand": true,
	"layer rename|" + "llamá a la capa del logo Brand":             true,
	"layer rename|" + "ponele de nombre Brand a la capa del logo":  true,
	"layer rename|" + "cambiá el nombre del logo por Brand":        true,
	"layer rename|" + "que la capa del logo se llame Brand":        true,
	"layer rename|" + "renombrá el texto Hello a Brand":            true,
	// layer order
	"layer order|" + "move the logo to the top":        true,
	"layer order|" + "put the logo on top":             true,
	"layer order|" + "logo on top of everything":       true,
	"layer order|" + "mové el logo arriba de todo":     true,
	"layer order|" + "mover el logo arriba de todo":    true,
	"layer order|" + "poné la capa del logo primera":   true,
	"layer order|" + "traé la capa de abajo al frente": true,
	"layer order|" + "enviá el texto atrás de todo":    true,
	// selection
	"selection|" + "select her":          true,
	"selection|" + "grab the subject":    true,
	"selection|" + "seleccionala a ella": true,
	"selection|" + "marcá a la persona":  true,
	"selection|" + "sky selection":       true,
	"selection|" + "grab the sky":        true,
	"selection|" + "grab her face":       true,
	"selection|" + "grab the background": true,
	"selection|" + "ctrl+a":              true,
	"selection|" + "selección inversa":   true,
	// history
	"history|" + "ctrl shift z":            true,
	"history|" + "bring back what I undid": true,
	// it-reference
	"it-reference|" + "take the logo and duplicate it": true,
	"it-reference|" + "agarrá el logo y duplicalo":     true,
	"it-reference|" + "el logo molesta, ocultalo":      true,
}

func TestI13gpBreadthGrid(t *testing.T) {
	results := gpRun(t)
	if path := os.Getenv("I13GP_SCORE"); path != "" {
		os.WriteFile(path, []byte(gpScore(results)), 0o644)
	}
	if os.Getenv("I13GP_SCORE_ONLY") != "" {
		return
	}
	for _, r := range results {
		gap := gpKnownGaps[r.cell.family+"|"+r.cell.prompt]
		switch {
		case r.outcome == "right" && gap:
			t.Errorf("%q is right now: take it out of gpKnownGaps", r.cell.prompt)
		case r.outcome != "right" && !gap:
			t.Errorf("%s %q: %s: ops %q (%s)", r.cell.family, r.cell.prompt, r.outcome, opNames(r.plan.Steps), r.plan.Reply)
		case gap && r.outcome == "silent-wrong":
			t.Errorf("known gap %q must fail honestly, is silently wrong: %q", r.cell.prompt, opNames(r.plan.Steps))
		}
	}
}

// gpScore is the report: pass rate per family and per dimension value,
// then every cell that is not right.
func gpScore(results []gpResult) string {
	type tally struct{ right, n int }
	byKey := map[string]*tally{}
	count := func(k string, right bool) {
		if byKey[k] == nil {
			byKey[k] = &tally{}
		}
		byKey[k].n++
		if right {
			byKey[k].right++
		}
	}
	outcomes := map[string]int{}
	for _, r := range results {
		ok := r.outcome == "right"
		outcomes[r.outcome]++
		count("all", ok)
		count("family="+r.cell.family, ok)
		for _, d := range r.cell.dims {
			if d[0] == "phrasing#" {
				continue
			}
			count(d[0]+"="+d[1], ok)
		}
	}
	var keys []string
	for k := range byKey {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "outcomes: %v\n", outcomes)
	for _, k := range keys {
		fmt.Fprintf(&b, "%-40s %4d/%-4d %5.1f%%\n", k, byKey[k].right, byKey[k].n, 100*float64(byKey[k].right)/float64(byKey[k].n))
	}
	b.WriteString("\n# not right\n")
	for _, r := range results {
		if r.outcome != "right" {
			fmt.Fprintf(&b, "%-13s %-16s %-60q ops=%q reply=%.90q\n", r.outcome, r.cell.family, r.cell.prompt, opNames(r.plan.Steps), r.plan.Reply)
		}
	}
	return b.String()
}
