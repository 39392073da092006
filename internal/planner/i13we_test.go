package planner

import "testing"

// weCases: photo requests of issue 13 (helper i13we). ops "" is a refusal
// whose reply holds refusal.
var weCases = []photoRow{
	// a bare adjective after "y" takes the "más" before it, and its part
	// ("vivo" was left out and the whole request refused)
	{prompt: "el pasto mas verde y vivo porfa", ops: "selection.colorRange adjustments.apply layers.select adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	{prompt: "quiero el cielo más azul y vivo", ops: "selection.sky adjustments.apply layers.select adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	{prompt: "dejala más cálida y viva", ops: "adjustments.applyMasked adjustments.applyMasked"},
	// guards: "vivo" with no "más" before it stays unread
	{prompt: "el pasto vivo", refusal: `"vivo"`},
	{prompt: "el cielo azul y vivo el pasto", refusal: "Not understood"},
	// what the look is likened to, after the look: a remark (it was
	// refused for its words, "book" read as a part)
	{prompt: "sepia, like an old newspaper", ops: "looks.apply", conds: []string{"looks.apply:name=sepia"}},
	{prompt: "make it cooler, like winter light at the lake", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth<0"}},
	{prompt: "blanco y negro, como una foto de los abuelos", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation=0"}},
	{prompt: "sepia plz, grandma kitchen vibe", ops: "looks.apply", conds: []string{"looks.apply:name=sepia"}},
	// guards: "like" as a hedge before a look, a number or a part keeps
	// its meaning
	{prompt: "make it warmer, like brighter", ops: "adjustments.applyMasked adjustments.applyMasked"},
	{prompt: "sepia, like 20 percent", ops: "looks.apply", conds: []string{"looks.apply:amount=20"}},
	{prompt: "make it warmer, like the face", refusal: "the face"},
	{prompt: "like an old book", refusal: "Not understood"},
	// after an undo, that the user liked it better before is why (it was
	// refused, the preference left out)
	{prompt: "deshacelo, la prefiero a color", ops: "history.undo"},
	{prompt: "undo that, i liked it better before", ops: "history.undo"},
	{prompt: "volve atras, estaba mejor antes", ops: "history.undo"},
	// guard: a look in the preference may ask for more
	{prompt: "deshacelo, la prefiero más cálida", refusal: "la prefiero"},
}

func TestI13wePhotoRequests(t *testing.T) { runPhotoRows(t, weCases) }
