package videotools_test

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Every sticker of the shared test project sits where its position label
// says (i13v28: the star labelled "top-left" was drawn at the centre).
func TestFixtureStickersSitWhereTheirLabelSays(t *testing.T) {
	p := testProject()
	for _, tr := range p.Tracks {
		for _, e := range tr.Elements {
			if e.Sticker == nil {
				continue
			}
			x, y, ok := videotools.StickerAnchor(e.Sticker.Position, p.Settings)
			if !ok || e.Visual.X != x || e.Visual.Y != y {
				t.Errorf("sticker %s labelled %q sits at %v,%v; that place is %v,%v", e.ID, e.Sticker.Position, e.Visual.X, e.Visual.Y, x, y)
			}
		}
	}
}
