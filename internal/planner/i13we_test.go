package planner

import "testing"

// weCases: photo requests of issue 13 (helper i13we). ops "" is a refusal
// whose reply holds refusal.
var weCases = []photoRow{
	// a bare adjective after "y" takes the "más" before it, and its part
	// ("vivo" was left out and the whole request refused)
	{prompt: "el pasto mas verde y vivo porfa", ops: "adjustments.apply selection.colorRange layers.select adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	{prompt: "quiero el cielo más azul y vivo", ops: "adjustments.apply selection.sky layers.select adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	{prompt: "dejala más cálida y viva", ops: "adjustments.applyMasked adjustments.applyMasked"},
	// guards: "vivo" with no "más" before it stays unread
	{prompt: "el pasto vivo", refusal: `"vivo"`},
	{prompt: "el cielo azul y vivo el pasto", refusal: "Not understood"},
}

func TestI13wePhotoRequests(t *testing.T) { runPhotoRows(t, weCases) }
