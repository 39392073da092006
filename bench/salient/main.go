// Command salient benchmarks the salient-object model on its own (what
// selection.subject pays for its seed when the model is installed): the
// first run (loading the runtime and the model, then one inference) and
// the best of the next runs, wall and CPU time (the session uses every
// core), beside the model-free copy the op makes anyway (the photo shrunk
// to 1024 px) as the baseline measured in the same run.
//
//	go run ./bench/salient [-runs 5] [-photo internal/segment/testdata/astronaut.png]
package main

import (
	"flag"
	"fmt"
	"image"
	"image/draw"
	_ "image/jpeg"
	_ "image/png"
	"os"
	"runtime"
	"runtime/debug"
	"time"

	xdraw "golang.org/x/image/draw"

	"github.com/neuralcut/neuralcut/bench/internal/procstat"
	"github.com/neuralcut/neuralcut/internal/salient"
)

func main() {
	runs := flag.Int("runs", 5, "timed runs after the first (the best is kept)")
	src := flag.String("photo", "/usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg", "a photo")
	flag.Parse()
	if err := run(*src, *runs); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// timed runs fn once and returns its wall and CPU seconds.
func timed(fn func() error) (wall, cpu float64, err error) {
	c0, t0 := procstat.CPUSeconds(), time.Now()
	err = fn()
	return time.Since(t0).Seconds(), procstat.CPUSeconds() - c0, err
}

func run(src string, runs int) error {
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	img, _, err := image.Decode(f)
	f.Close()
	if err != nil {
		return err
	}
	b := img.Bounds()
	s := min(1, 1024/float64(max(b.Dx(), b.Dy())))
	guide := image.NewRGBA(image.Rect(0, 0, max(1, int(float64(b.Dx())*s)), max(1, int(float64(b.Dy())*s))))
	shrinkWall, shrinkCPU, _ := timed(func() error {
		xdraw.ApproxBiLinear.Scale(guide, guide.Bounds(), img, b, draw.Src, nil)
		return nil
	})
	runtime.GC()
	debug.FreeOSMemory()
	os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) // reset the peak (Linux)
	before := procstat.StatusMB("VmRSS:")
	var m *salient.Model
	firstWall, firstCPU, err := timed(func() error {
		var err error
		if m, err = salient.Load(); err != nil {
			return err
		}
		_, err = m.Predict(guide)
		return err
	})
	if err != nil {
		return err
	}
	best := func() (float64, float64, error) {
		var bw, bc float64
		for i := 0; i < runs; i++ {
			w, c, err := timed(func() error { _, err := m.Predict(guide); return err })
			if err != nil {
				return 0, 0, err
			}
			if i == 0 || w < bw {
				bw, bc = w, c
			}
		}
		return bw, bc, nil
	}
	allWall, allCPU, err := best()
	if err != nil {
		return err
	}
	peak := procstat.StatusMB("VmHWM:") - before
	fmt.Printf("U²-Net-p %dx%d on %s (%dx%d, given at %dx%d); %d CPUs; best of %d\n",
		salient.Side, salient.Side, src, b.Dx(), b.Dy(), guide.Rect.Dx(), guide.Rect.Dy(), runtime.NumCPU(), runs)
	fmt.Printf("  baseline: the photo shrunk to 1024 px        wall %6.3f s  CPU %6.3f s\n", shrinkWall, shrinkCPU)
	fmt.Printf("  first run (load runtime + model, infer)     wall %6.3f s  CPU %6.3f s  (%.1fx the baseline's wall)\n", firstWall, firstCPU, firstWall/shrinkWall)
	fmt.Printf("  inference, every core                        wall %6.3f s  CPU %6.3f s  (%.1fx the baseline's wall)\n", allWall, allCPU, allWall/shrinkWall)
	fmt.Printf("  resident memory the model added at its peak (runtime, weights, activations): %.0f MiB; after the runs %.0f MiB\n", peak, procstat.StatusMB("VmRSS:")-before)
	return nil
}
