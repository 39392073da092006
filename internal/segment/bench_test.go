package segment

import (
	"context"
	"image"
	"testing"

	xdraw "golang.org/x/image/draw"
)

// BenchmarkBuiltin20MP times each built-in on a 20-megapixel photo (the
// astronaut upscaled to 5472x3648), by hand:
//
//	go test ./internal/segment -run '^$' -bench Builtin20MP -benchtime 3x
func BenchmarkBuiltin20MP(b *testing.B) {
	needCascade(b)
	src := loadImage(b, "testdata/astronaut.png")
	big := image.NewRGBA(image.Rect(0, 0, 5472, 3648))
	xdraw.ApproxBiLinear.Scale(big, big.Bounds(), src, src.Bounds(), xdraw.Src, nil)
	for _, target := range []string{TargetFace, TargetSky, TargetSubject} {
		b.Run(target, func(b *testing.B) {
			for b.Loop() {
				if _, err := Builtin().Segment(context.Background(), big, Request{Target: target}); err != nil && target == TargetFace {
					b.Fatal(err)
				}
			}
		})
	}
}
