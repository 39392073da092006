package planner

import (
	"strings"
	"testing"
)

// The twentieth round (issue 13): what a photo is for, said after
// "for"/"para" ("make it warmer for the kids", "make it brighter for my
// facebook cover", "hacela más cálida para los chicos"), is neither a part
// of the photo to select nor a verb. The kids were the subject to warm and
// "cover" was the hide verb ("hiding it would leave nothing"); a mother or
// a client was a word left out. Every plan row failed before the rule; the
// guards held already.

// twentiethPurposeCases run on the coffee photo. Rows whose reply must
// say how the purpose was read hold it in note.
var twentiethPurposeCases = []struct {
	ppcase
	note string
}{
	{ppcase{"make it warmer for the kids", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, "for the kids"},
	{ppcase{"make it brighter for my mom", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}}, "for my mom"},
	{ppcase{"make it warmer for the family", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, "for the family"},
	{ppcase{"make it warmer, for the kids", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, "for the kids"},
	{ppcase{"for the children, make it brighter", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}}, "for the children"},
	{ppcase{"sharpen it for print", "filters.applyMasked", nil}, "for print"},
	{ppcase{"make it black and white for my grandma", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "for my grandma"},
	{ppcase{"make it brighter for my facebook cover", "adjustments.applyMasked document.crop", []string{"adjustments.applyMasked:brightness=25", "document.crop:h=94"}}, ""},
	{ppcase{"make it warmer for my facebook cover", "adjustments.applyMasked document.crop", []string{"adjustments.applyMasked:warmth=30", "document.crop:h=94"}}, ""},
	{ppcase{"hacela más cálida para los chicos", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, "para los chicos"},
	{ppcase{"hacela más cálida para los nenes", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, "para los nenes"},
	{ppcase{"aclarala para mi mamá", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}}, "para mi mamá"},
	{ppcase{"ponela en blanco y negro para el cumple de mi mamá", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "para el cumple de mi mamá"},
	{ppcase{"más cálida para la familia", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, "para la familia"},
	{ppcase{"hacela más fría para mi cliente", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=-30"}}, "para mi cliente"},
	{ppcase{"para los abuelos, hacela más clara", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}}, "para los abuelos"},
	{ppcase{"enfocala para imprimir", "filters.applyMasked", nil}, "para imprimir"},
	{ppcase{"oscurecela para la boda", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-25"}}, "para la boda"},
	// a region said with the purpose is still the region
	{ppcase{"blur the background for my client", "selection.subject selection.invert filters.applyMasked", nil}, "for my client"},
	{ppcase{"make the sky dramatic for the wedding album", "selection.sky adjustments.applyMasked", nil}, "for the wedding album"},
	// guards: a platform's crop, a part said after "for", the people
	// themselves, "for" as a time
	{ppcase{"aclarala para la portada de facebook", "adjustments.applyMasked document.crop", []string{"document.crop:h=94"}}, ""},
	{ppcase{"make it cooler for the twitter header", "adjustments.applyMasked document.crop", []string{"adjustments.applyMasked:warmth=-30", "document.crop:h=85"}}, ""},
	{ppcase{"make it warmer for youtube", "adjustments.applyMasked document.crop", []string{"document.crop:h=144"}}, ""},
	{ppcase{"para youtube", "document.crop", nil}, ""},
	{ppcase{"crop for my facebook cover", "document.crop", []string{"document.crop:h=94"}}, ""},
	{ppcase{"make it brighter for the background", "selection.subject selection.invert adjustments.applyMasked", nil}, ""},
	{ppcase{"make the kids warmer", "selection.subject adjustments.applyMasked", nil}, ""},
	{ppcase{"make it warmer", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, ""},
}

func TestPhoto20Purpose(t *testing.T) {
	cases := make([]ppcase, len(twentiethPurposeCases))
	for i, tc := range twentiethPurposeCases {
		cases[i] = tc.ppcase
	}
	plans := runPhotoTableOn(t, coffeePhoto, cases)
	for i, tc := range twentiethPurposeCases {
		if tc.note != "" && !strings.Contains(plans[i].Reply, "\""+tc.note+"\" is who it is for") {
			t.Errorf("%q: %q, want it to say %q is who it is for", tc.prompt, plans[i].Reply, tc.note)
		}
	}
}
