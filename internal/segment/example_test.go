package segment_test

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"

	"github.com/neuralcut/neuralcut/internal/segment"
)

// A blue sky over a green field: the built-in sky grower selects the top
// half, and says which method made the mask.
func Example() {
	img := image.NewRGBA(image.Rect(0, 0, 200, 100))
	for y := 0; y < 100; y++ {
		for x := 0; x < 200; x++ {
			c := color.RGBA{110, 160, 235, 255}
			if y >= 50 {
				c = color.RGBA{50 + uint8((x*7+y*5)%31), 120, 30, 255}
			}
			img.SetRGBA(x, y, c)
		}
	}
	seg := segment.Builtin()
	m, err := seg.Segment(context.Background(), img, segment.Request{Target: segment.TargetSky})
	fmt.Println(m.Method, m.BBox, err)

	_, err = seg.Segment(context.Background(), img, segment.Request{Target: segment.TargetText, Text: "the barn"})
	fmt.Println(errors.Is(err, segment.ErrNoProvider), err)
	// Output:
	// sky-region-grow (0,0)-(200,50) <nil>
	// true text-grounded masks need a SAM provider: set NEURALCUT_SAM_URL
}
