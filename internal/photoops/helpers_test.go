package photoops

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/segment"
)

// gplEditor returns an editor holding one of the GPL wallpapers (Dune,
// Storm, Garden) that may not be committed: read at test time from the
// Debian package mate-backgrounds (which scripts/install-deps.sh
// installs) or the team's shared media. Otherwise the test skips.
func gplEditor(t *testing.T, name string) *Editor {
	t.Helper()
	for _, p := range []string{
		"/usr/share/backgrounds/mate/nature/" + name,
		filepath.Join("..", "..", "..", "shared", "media", name),
	} {
		if _, err := os.Stat(p); err != nil {
			continue
		}
		ed := NewEditor(photo.NewDoc(photo.NewState(16, 16)), testRegistry)
		ed.Segmenter = segment.Builtin()
		ed.Media = Files{name: p}
		mustCall(t, ed, "document.importImage", string(mustJSON(map[string]string{"assetId": name})))
		ed.History.Undo = nil
		return ed
	}
	t.Skipf("%s not available (GPL photo: needs the mate-backgrounds package)", name)
	return nil
}

// dump writes the composite of ed as name.png into the folder
// NEURALCUT_DUMP names, for a person to look at; nothing without it.
func dump(t *testing.T, ed *Editor, name string) {
	t.Helper()
	dir := os.Getenv("NEURALCUT_DUMP")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, photo.CompositeNRGBA(ed.S(), nil)); err != nil {
		t.Fatal(err)
	}
}
