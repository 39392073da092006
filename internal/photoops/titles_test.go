package photoops

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	xdraw "golang.org/x/image/draw"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/segment"
)

// titleCases are twenty titles on the photos of the segment package's
// labelled set, busy and plain backgrounds, people, animals and things.
var titleCases = []struct{ photo, title string }{
	{"astronaut", "Summer 2026"}, {"camera", "Field Notes"}, {"grace_hopper", "Grace 1906"},
	{"chelsea", "Cat Nap"}, {"raccoon", "Wild Visitor"}, {"friends", "Best Friends"},
	{"kleiber", "Bird Watch"}, {"ladybird", "Spring 2025"}, {"coffee", "Coffee Break"},
	{"rocket", "Night Launch"}, {"fig_bowl", "Sunday Brunch"}, {"bird_figurine", "Happy Birthday"},
	{"wine", "Welcome Home"}, {"dandelion", "Make a Wish"}, {"garden", "Wild Garden"},
	{"yellow_flower", "Hello World"}, {"raccoon", "Road Trip 1999"}, {"rocket", "Space Camp"},
	{"friends", "The Big Day"}, {"wine", "Morning Walk"},
}

// labelledPhotoFile resolves a photo of the labelled set to its file.
func labelledPhotoFile(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile("../segment/testdata/labelled/labelled.json")
	if err != nil {
		t.Fatal(err)
	}
	var set struct{ Photos []struct{ Name, File string } }
	if err := json.Unmarshal(data, &set); err != nil {
		t.Fatal(err)
	}
	for _, p := range set.Photos {
		if p.Name == name {
			f := p.File
			if !filepath.IsAbs(f) {
				f = filepath.Join("..", "segment", "testdata", f)
			}
			if _, err := os.Stat(f); err != nil {
				t.Skipf("%s: %v (install the packages of scripts/install-deps.sh)", name, err)
			}
			return f
		}
	}
	t.Fatalf("no photo %q in the labelled set", name)
	return ""
}

// photoEditor opens a photo scaled to 1024 px on its longer side as a
// one-layer document.
func photoEditor(t *testing.T, path string) *Editor {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var img image.Image
	if strings.HasSuffix(path, ".png") {
		img, err = png.Decode(f)
	} else {
		img, err = jpeg.Decode(f)
	}
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	k := 1024 / float64(max(b.Dx(), b.Dy()))
	w, h := int(float64(b.Dx())*k+0.5), int(float64(b.Dy())*k+0.5)
	small := image.NewNRGBA(image.Rect(0, 0, w, h))
	xdraw.CatmullRom.Scale(small, small.Rect, img, b, xdraw.Src, nil)
	s := photo.NewState(w, h)
	s.Layers = []*photo.Layer{{ID: "layer-1", Name: "photo", Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: photo.RasterFromImage(small)}}
	s.Active, s.NextID = "layer-1", 2
	ed := NewEditor(photo.NewDoc(s), testRegistry)
	ed.Segmenter = segment.Builtin()
	return ed
}

// ocrTitle reads the title of text layer id with tesseract: the line box
// of its glyphs with a margin of 15% of the size (what a reader looks at,
// not the band's edges or the picture beyond), one line, scaled to 100
// px high.
func ocrTitle(t *testing.T, ed *Editor, id string) string {
	t.Helper()
	s := ed.S()
	ti := s.Find(id).Text
	data, _, err := loadFont(ti.Font)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := photo.ParseColor(ti.Color)
	plain, lx, ly, err := photo.RenderText(ti.Text, data, ti.Size, c, ti.Align, ti.X, ti.Y)
	if err != nil {
		t.Fatal(err)
	}
	m := int(ti.Size * 0.1) // the layer pads by a quarter of the size
	r := image.Rect(lx+m, ly+m, lx+plain.W-m, ly+plain.H-m).Intersect(image.Rect(0, 0, s.Width, s.Height))
	comp := photo.CompositeNRGBA(s, nil)
	k := 100 / float64(r.Dy())
	crop := image.NewNRGBA(image.Rect(0, 0, int(float64(r.Dx())*k), int(float64(r.Dy())*k)))
	xdraw.CatmullRom.Scale(crop, crop.Rect, comp, r, xdraw.Src, nil)
	dir := t.TempDir()
	in := filepath.Join(dir, "title.png")
	f, err := os.Create(in)
	if err != nil {
		t.Fatal(err)
	}
	png.Encode(f, crop)
	f.Close()
	if d := os.Getenv("NEURALCUT_DUMP_MASKS"); d != "" {
		data, _ := os.ReadFile(in)
		os.WriteFile(filepath.Join(d, fmt.Sprintf("title-%s-%d.png", strings.ReplaceAll(ti.Text, " ", "_"), len(ed.History.Undo))), data, 0o644)
	}
	out, err := exec.Command("tesseract", in, "stdout", "--psm", "7").Output()
	if err != nil {
		t.Fatalf("tesseract: %v", err)
	}
	return strings.Join(strings.Fields(string(out)), " ")
}

// Titles a person can read: tesseract must read the exact words of at
// least 19 of the 20 titles drawn "at the top" of the labelled photos
// (busy and plain) with the default style, no title may cover a face, and
// on average they must cover at most half as much of the subject as
// before. Before this issue, titles were
// placed on the line the planner chose (12% down, centred) and drawn
// plain: that is measured too, in the same run, as the baseline.
func TestTitlesReadable(t *testing.T) {
	if _, err := exec.LookPath("tesseract"); err != nil {
		t.Skip("tesseract not installed (scripts/install-deps.sh)")
	}
	if testing.Short() {
		t.Skip("40 OCR runs")
	}
	type result struct {
		before, after       string
		style               string
		overBefore, overNow float64 // share of the title box on the traced subject
		onFace              bool    // the title covers a detected face
	}
	results := make([]result, len(titleCases))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, tc := range titleCases {
		path := labelledPhotoFile(t, tc.photo)
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			ed := photoEditor(t, path)
			s := ed.S()
			faces, _ := segment.DetectFaces(context.Background(), photo.CompositeNRGBA(s, nil))
			size := float64(int(float64(s.Height) * 0.08))
			if i >= 16 {
				size = float64(int(float64(s.Height) * 0.06))
			}
			old := fmt.Sprintf(`{"text":%q,"x":%d,"y":%d,"size":%g,"align":"center","style":"plain"}`, tc.title, s.Width/2, int(float64(s.Height)*0.12), size)
			res := Invoke(context.Background(), ed, "text.add", json.RawMessage(old))
			if !res.OK {
				t.Errorf("%s: %s", tc.photo, res.Error)
				return
			}
			results[i].before = ocrTitle(t, ed, res.Result.(TextOut).LayerID)
			results[i].overBefore = onSubject(t, tc.photo, s.Width, s.Height, res.Result.(TextOut).Bounds)
			ed.Undo()
			res = Invoke(context.Background(), ed, "text.add", json.RawMessage(fmt.Sprintf(`{"text":%q,"position":"top","size":%g}`, tc.title, size)))
			if !res.OK {
				t.Errorf("%s: %s", tc.photo, res.Error)
				return
			}
			out := res.Result.(TextOut)
			results[i].after, results[i].style = ocrTitle(t, ed, out.LayerID), out.Style
			results[i].overNow = onSubject(t, tc.photo, s.Width, s.Height, out.Bounds)
			vis := visibleBounds(ed.S().Find(out.LayerID))
			for _, f := range faces {
				results[i].onFace = results[i].onFace || f.Overlaps(vis)
			}
		}()
	}
	wg.Wait()
	var before, after int
	var overBefore, overNow float64
	var missed []string
	for i, tc := range titleCases {
		r := results[i]
		if r.before == tc.title {
			before++
		}
		overBefore += r.overBefore
		overNow += r.overNow
		if r.onFace {
			t.Errorf("%s on %s covers a face", tc.title, tc.photo)
		}
		if r.after == tc.title {
			after++
		} else {
			missed = append(missed, fmt.Sprintf("%s on %s read %q", tc.title, tc.photo, r.after))
		}
		t.Logf("%-14s %-15q before %-18q after %-18q (%s); on the subject %.2f -> %.2f", tc.photo, tc.title, r.before, r.after, r.style, r.overBefore, r.overNow)
	}
	t.Logf("read exactly: before %d/20, after %d/20; mean share of the title on the subject %.2f -> %.2f", before, after, overBefore/20, overNow/20)
	if overNow > overBefore/2 {
		t.Errorf("titles cover %.2f of their box with the subject on average, want at most half of the %.2f before", overNow/20, overBefore/20)
	}
	if after < 19 {
		t.Errorf("tesseract read %d of 20 titles exactly, want >= 19; missed: %s", after, strings.Join(missed, "; "))
	}
}

// onSubject is the share of a title's box that lies on the hand-traced
// subject of a labelled photo shown at w x h.
func onSubject(t *testing.T, name string, w, h int, b Box) float64 {
	data, err := os.ReadFile("../segment/testdata/labelled/labelled.json")
	if err != nil {
		t.Fatal(err)
	}
	var set struct {
		Photos []struct {
			Name          string
			Width, Height int
			Subject       [][][2]float64
		}
	}
	json.Unmarshal(data, &set)
	for _, p := range set.Photos {
		if p.Name != name {
			continue
		}
		var in, n int
		for y := max(0, b.Y); y < min(h, b.Y+b.H); y++ {
			for x := max(0, b.X); x < min(w, b.X+b.W); x++ {
				n++
				px, py := (float64(x)+0.5)*float64(p.Width)/float64(w), (float64(y)+0.5)*float64(p.Height)/float64(h)
				for _, poly := range p.Subject {
					if insidePolygon(poly, px, py) {
						in++
						break
					}
				}
			}
		}
		return float64(in) / float64(max(n, 1))
	}
	return 0
}

// insidePolygon is the even-odd rule.
func insidePolygon(poly [][2]float64, x, y float64) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a[1] > y) != (b[1] > y) && x < (b[0]-a[0])*(y-a[1])/(b[1]-a[1])+a[0] {
			in = !in
		}
	}
	return in
}

// visibleBounds is the canvas box of a layer's non-transparent pixels
// (a text layer's raster has transparent margins).
func visibleBounds(l *photo.Layer) image.Rectangle {
	r := l.Raster
	pix := r.Pix()
	var out image.Rectangle
	for y := 0; y < r.H; y++ {
		for x := 0; x < r.W; x++ {
			if pix[(y*r.W+x)*4+3] > 0 {
				out = out.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return out.Add(image.Pt(l.X, l.Y))
}
