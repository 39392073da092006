package videotools_test

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A sticker's stored position names where it is drawn: moving it by x, y
// must not leave the corner it was added at (i13w found "bottom-right"
// kept after a move to the top left).
func TestSticker27MoveKeepsPositionTrue(t *testing.T) {
	set := timeline.DefaultSettings()
	anchor := func(pos string) (float64, float64) {
		x, y, ok := videotools.StickerAnchor(pos, set)
		if !ok {
			t.Fatalf("no anchor for %s", pos)
		}
		return x, y
	}
	tlx, tly := anchor("top-left")
	rows := []struct {
		name, move, want string
	}{
		{"moved onto another corner takes that corner's name", fmt.Sprintf(`"x":%v,"y":%v`, tlx, tly), "top-left"},
		{"moved to the middle is center", `"x":0,"y":0`, "center"},
		{"moved anywhere else is custom", `"x":-100,"y":40`, "custom"},
		{"moved sideways off its corner is custom", `"x":0`, "custom"},
		{"scaled only keeps its corner", `"scale":1.5`, "bottom-right"},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			v := newEnv(t, testProject())
			out := v.edits("add_sticker", `{"stickerId":"heart","start":1,"end":3,"position":"bottom-right"}`)
			id := str(out, "elementId")
			v.edits("update_clip", fmt.Sprintf(`{"elementId":%q,%s}`, id, row.move))
			_, el := v.el(id)
			if el.Sticker.Position != row.want {
				t.Errorf("position %q, want %q (visual %+v)", el.Sticker.Position, row.want, el.Visual)
			}
		})
	}
}
