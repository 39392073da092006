package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"time"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// prepare upscales a real photo to the benchmark size in each tool's
// uncompressed format: base.v (vips), base.mpc (ImageMagick), base.ppm
// (ours).
func prepare(src, base string) error {
	w, h, err := pngSize(src)
	if err != nil {
		return err
	}
	steps := [][]string{
		{"vips", "resize", src, base + ".v", fmt.Sprint(float64(width) / float64(w)), "--vscale", fmt.Sprint(float64(height) / float64(h))},
		{"vips", "copy", base + ".v", base + ".ppm"},
		{imageMagick, base + ".ppm", base + ".mpc"},
	}
	for _, s := range steps {
		if _, err := run(s[0], s[1:]...); err != nil {
			return err
		}
	}
	return nil
}

func pngSize(path string) (int, int, error) {
	m, err := run("vipsheader", "-f", "width", path)
	if err != nil {
		return 0, 0, err
	}
	n, err := run("vipsheader", "-f", "height", path)
	if err != nil {
		return 0, 0, err
	}
	var w, h int
	fmt.Sscan(m.out, &w)
	fmt.Sscan(n.out, &h)
	return w, h, nil
}

// writeMask writes a soft ellipse covering the middle of the canvas.
func writeMask(path string) error {
	m := photo.FeatherMask(photo.EllipseMask(width, height, width*0.2, height*0.15, width*0.6, height*0.7), 40)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	fmt.Fprintf(f, "P5\n%d %d\n255\n", width, height)
	_, err = f.Write(m.Pix())
	return err
}

// readPNM reads a binary PPM (P6) as an opaque raster (16-bit, or 8-bit
// when the child runs at -depth 8) or a PGM (P5) as a mask, 8 bits a
// sample.
func readPNM(path string) (*photo.Raster, *photo.Mask, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	br := bufio.NewReaderSize(f, 1<<20)
	magic := pnmToken(br)
	var w, h, maxv int
	fmt.Sscan(pnmToken(br), &w)
	fmt.Sscan(pnmToken(br), &h)
	fmt.Sscan(pnmToken(br), &maxv)
	if maxv != 255 || w <= 0 || h <= 0 {
		return nil, nil, fmt.Errorf("%s: not an 8-bit PNM", path)
	}
	switch magic {
	case "P5":
		pix := make([]uint8, w*h)
		if _, err := io.ReadFull(br, pix); err != nil {
			return nil, nil, err
		}
		return nil, photo.MaskFromPix(w, h, pix), nil
	case "P6":
		// a row at a time: a whole 8-bit copy would be garbage that
		// inflates the peak RSS charged to the op
		buf := make([]uint8, w*3)
		if childDepth == 8 {
			pix := make([]uint8, w*h*4)
			for y := 0; y < h; y++ {
				if _, err := io.ReadFull(br, buf); err != nil {
					return nil, nil, err
				}
				row := pix[y*w*4 : (y+1)*w*4]
				for i := 0; i < w; i++ {
					row[4*i], row[4*i+1], row[4*i+2], row[4*i+3] = buf[3*i], buf[3*i+1], buf[3*i+2], 255
				}
			}
			return photo.RasterFromPix8(w, h, pix), nil, nil
		}
		pix := make([]uint16, w*h*4)
		for y := 0; y < h; y++ {
			if _, err := io.ReadFull(br, buf); err != nil {
				return nil, nil, err
			}
			row := pix[y*w*4 : (y+1)*w*4]
			for i := 0; i < w; i++ {
				row[4*i], row[4*i+1], row[4*i+2], row[4*i+3] = uint16(buf[3*i])*257, uint16(buf[3*i+1])*257, uint16(buf[3*i+2])*257, 65535
			}
		}
		return photo.RasterFromPix(w, h, pix), nil, nil
	}
	return nil, nil, fmt.Errorf("%s: not a P5/P6 file", path)
}

func mustRaster(path string) *photo.Raster {
	r, _, err := readPNM(path)
	if err != nil || r == nil {
		fmt.Fprintln(os.Stderr, path, err)
		os.Exit(1)
	}
	return r
}

func adjust(typ, params string) *photo.Adjustment {
	a, err := photo.NewAdjustment(typ, json.RawMessage(params))
	if err != nil {
		panic(err)
	}
	return a
}

// runChild loads the inputs, runs one op and prints its time in seconds.
func runChild(op, dir string) {
	switch op {
	case "store", "doc-composite", "doc-copy", "doc-composite8":
		runStored(op, dir)
		return
	}
	if op == "mask" {
		if err := writeMask(filepath.Join(dir, "mask.pgm")); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	l1 := mustRaster(filepath.Join(dir, "l1.ppm"))
	var run func() *photo.Raster
	switch op {
	case "copy":
		run = func() *photo.Raster { return l1.Clone() }
	case "blur":
		run = func() *photo.Raster { return photo.GaussianBlur(l1, 8) }
	case "unsharp":
		run = func() *photo.Raster { return photo.UnsharpMask(l1, 1.5, 1, 0) }
	case "levels":
		a := adjust("levels", `{"inBlack":20,"inWhite":235}`)
		run = func() *photo.Raster { return a.ApplyRaster(l1) }
	case "huesat":
		a := adjust("hue-saturation", `{"hue":36,"saturation":30}`)
		run = func() *photo.Raster { return a.ApplyRaster(l1) }
	case "rotate90":
		s := photo.NewState(width, height)
		s.Layers = []*photo.Layer{{ID: "l1", Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: l1}}
		run = func() *photo.Raster { return photo.TurnState(s, photo.Rotate90).Layers[0].Raster }
	case "straighten":
		s := photo.NewState(width, height)
		s.Layers = []*photo.Layer{{ID: "l1", Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: l1}}
		run = func() *photo.Raster { return photo.RotateState(s, 3, true).Layers[0].Raster }
	case "vignette", "sepia", "tealorange", "huerange", "vibrance", "desaturate":
		// the document flattened through the adjustment layer the op adds
		a := map[string]*photo.Adjustment{"vignette": adjust("vignette", `{"amount":-50}`), "sepia": adjust("look", `{"name":"sepia"}`),
			"tealorange": adjust("look", `{"name":"teal-orange"}`), "huerange": adjust("hue-saturation", `{"range":"blues","saturation":40}`),
			"vibrance": adjust("vibrance", `{"vibrance":60}`), "desaturate": adjust("black-white", `{"amount":20}`)}[op]
		s := photo.NewState(width, height)
		s.Layers = []*photo.Layer{{ID: "adj", Kind: photo.KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: a},
			{ID: "l1", Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: l1}}
		run = func() *photo.Raster { return photo.Composite(s, nil) }
	case "composite":
		l2 := mustRaster(filepath.Join(dir, "l2.ppm"))
		l3 := mustRaster(filepath.Join(dir, "l3.ppm"))
		_, mask, err := readPNM(filepath.Join(dir, "mask.pgm"))
		if err != nil {
			panic(err)
		}
		s := photo.NewState(width, height)
		layer := func(id string, r *photo.Raster, blend string) *photo.Layer {
			return &photo.Layer{ID: id, Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: blend, Raster: r}
		}
		top := layer("l3", l3, "screen")
		top.Mask = mask
		s.Layers = []*photo.Layer{top, layer("l2", l2, "multiply"), layer("l1", l1, "normal")}
		run = func() *photo.Raster { return photo.Composite(s, nil) }
	default:
		fmt.Fprintln(os.Stderr, "unknown op", op)
		os.Exit(2)
	}
	if cpuProfile != "" {
		f, err := os.Create(cpuProfile)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	if warmOp {
		run() // its output becomes garbage the heap can give the next
		runtime.GC()
	}
	t := time.Now()
	out := run()
	el := time.Since(t)
	if err := out.Load(); err != nil {
		panic(err)
	}
	fmt.Printf("%.4f\n", el.Seconds())
}

// pnmToken reads one header token, skipping whitespace and # comments; it
// consumes the single whitespace byte that ends the token.
func pnmToken(br *bufio.Reader) string {
	var tok []byte
	for {
		c, err := br.ReadByte()
		if err != nil {
			return string(tok)
		}
		switch {
		case c == '#' && len(tok) == 0:
			br.ReadString('\n')
		case c == ' ' || c == '\n' || c == '\r' || c == '\t':
			if len(tok) > 0 {
				return string(tok)
			}
		default:
			tok = append(tok, c)
		}
	}
}
