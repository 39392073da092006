package stickers

import (
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestCatalog(t *testing.T) {
	all := All()
	if len(all) < 24 {
		t.Fatalf("%d stickers, want at least 24", len(all))
	}
	if lic, author := License(); lic == "" || author == "" {
		t.Errorf("no licence or author for attribution")
	}
	seen := map[string]bool{}
	for _, s := range all {
		if s.ID == "" || s.ID != strings.ToLower(s.ID) || seen[s.ID] || s.Name == "" || s.Category == "" {
			t.Errorf("bad entry %+v", s)
		}
		seen[s.ID] = true
		data, err := SVG(s.ID)
		if err != nil {
			t.Errorf("%s: %v", s.ID, err)
			continue
		}
		var root struct{ XMLName xml.Name }
		if err := xml.Unmarshal(data, &root); err != nil || root.XMLName.Local != "svg" {
			t.Errorf("%s: not an SVG document (%v)", s.ID, err)
		}
	}
}

func TestLookupAndSearch(t *testing.T) {
	if s, ok := Lookup(" STAR "); !ok || s.ID != "star" {
		t.Errorf("Lookup is not case-insensitive: %+v", s)
	}
	if _, ok := Lookup("unicorn"); ok {
		t.Errorf("unknown sticker found")
	}
	if got := Search("arrow"); len(got) != 4 {
		t.Errorf("arrows: %d", len(got))
	}
	if got := Search("corazón"); len(got) != 1 || got[0].ID != "heart" {
		t.Errorf("keyword search: %+v", got)
	}
	if got := Search(""); len(got) != len(All()) {
		t.Errorf("empty query lists %d of %d", len(got), len(All()))
	}
	if _, err := SVG("nope"); err == nil {
		t.Errorf("SVG of an unknown sticker")
	}
}

// Every sticker rasterises with the installed ffmpeg (librsvg), as the
// renderer will use it.
func TestStickersRender(t *testing.T) {
	if _, err := exec.LookPath("ffmpeg"); err != nil {
		t.Skip("ffmpeg not installed")
	}
	dir := t.TempDir()
	// one ffmpeg run: every sticker an input, each mapped to its own PNG
	var inputs, outputs []string
	for i, s := range All() {
		path, err := Materialize(s.ID, dir)
		if err != nil {
			t.Fatalf("%s: %v", s.ID, err)
		}
		inputs = append(inputs, "-i", path)
		outputs = append(outputs, "-map", strconv.Itoa(i), "-frames:v", "1", filepath.Join(dir, s.ID+".png"))
	}
	args := append(append([]string{"-v", "error", "-nostdin"}, inputs...), outputs...)
	if out, err := exec.Command("ffmpeg", args...).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg cannot render the stickers: %v\n%s", err, out)
	}
	for _, s := range All() {
		if fi, err := os.Stat(filepath.Join(dir, s.ID+".png")); err != nil || fi.Size() < 100 {
			t.Errorf("%s: no picture", s.ID)
		}
	}
}
