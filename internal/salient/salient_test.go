package salient

import (
	"errors"
	"image"
	_ "image/jpeg"
	"image/png"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

func model(t *testing.T) *Model {
	t.Helper()
	m, err := Load()
	if err != nil {
		if os.Getenv(EnvRequire) != "" {
			t.Fatalf("%v (%s is set)", err, EnvRequire)
		}
		t.Skip(err)
	}
	return m
}

func loadPhoto(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// TestAstronautIsSalient: on the astronaut photo (a person against a
// busy background of flags and a model shuttle) the model's map is high
// on her face and chest and low in the top corners.
func TestAstronautIsSalient(t *testing.T) {
	m := model(t)
	img := loadPhoto(t, "../segment/testdata/astronaut.png")
	t0 := time.Now()
	p, err := m.Predict(img)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("first run %v", time.Since(t0))
	t0 = time.Now()
	if _, err := m.Predict(img); err != nil {
		t.Fatal(err)
	}
	t.Logf("second run %v", time.Since(t0))
	at := func(x, y int) float32 { return p[(y*Side/512)*Side+x*Side/512] }
	if dir := os.Getenv("NEURALCUT_DUMP_MASKS"); dir != "" {
		g := image.NewGray(image.Rect(0, 0, Side, Side))
		for i, v := range p {
			g.Pix[i] = uint8(v * 255)
		}
		f, _ := os.Create(dir + "/salient-astronaut.png")
		png.Encode(f, g)
		f.Close()
	}
	for _, c := range []struct {
		name string
		x, y int
		lo   bool
	}{{"face", 230, 90, false}, {"chest", 230, 330, false}, {"top left", 20, 20, true}, {"top right", 490, 20, true}} {
		v := at(c.x, c.y)
		t.Logf("%s: %.3f", c.name, v)
		if c.lo && v > 0.2 || !c.lo && v < 0.8 {
			t.Errorf("%s (%d,%d): %.3f", c.name, c.x, c.y, v)
		}
	}
}

// Without the files the model is unavailable (callers fall back), and
// says what to run.
func TestMissingModelIsUnavailable(t *testing.T) {
	_, err := load(t.TempDir())
	if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "install-models.sh") {
		t.Errorf("err %v, want ErrUnavailable naming the install script", err)
	}
}

// A smooth gradient holds nothing salient: the map stays low (it is not
// stretched), so the subject op falls back instead of inventing one.
func TestGradientIsNotSalient(t *testing.T) {
	m := model(t)
	img := image.NewRGBA(image.Rect(0, 0, 96, 64))
	for y := range 64 {
		for x := range 96 {
			i := img.PixOffset(x, y)
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = uint8(x*2), 40, uint8(255-y*3), 255
		}
	}
	p, err := m.Predict(img)
	if err != nil {
		t.Fatal(err)
	}
	hi := slices.Max(p)
	t.Logf("highest probability %.3f", hi)
	if hi >= 0.5 {
		t.Errorf("highest probability on a gradient %.3f, want < 0.5", hi)
	}
}
