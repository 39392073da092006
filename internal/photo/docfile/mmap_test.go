//go:build linux

package docfile

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// mappedKiB returns the resident KiB of the mapping of file in this
// process, and whether it is mapped at all (/proc/self/smaps).
func mappedKiB(t *testing.T, file string) (int, bool) {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip("no /proc/self/smaps")
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	in, found, rss := false, false, 0
	for sc.Scan() {
		line := sc.Text()
		// a mapping's header: address range, perms, offset, device,
		// inode, then the path if it has one
		if fields := strings.Fields(line); len(fields) >= 5 && strings.Contains(fields[0], "-") && !strings.HasSuffix(fields[0], ":") {
			in = len(fields) >= 6 && fields[5] == file
			found = found || in
			continue
		}
		if in && strings.HasPrefix(line, "Rss:") {
			n, _ := strconv.Atoi(strings.Fields(line)[1])
			rss += n
		}
	}
	return rss, found
}

// A mapped document reads the same pixels as a read one; its layer is a
// mapping of the blob file, whose touched pages DropRows gives back while
// the pixels stay readable, and release unmaps it.
func TestOpenMappedMapsAndDropsLayerPages(t *testing.T) {
	dir := t.TempDir()
	const w, h = 1024, 768 // 6 MiB of pixels
	d := photo.NewDoc(photo.NewState(w, h))
	d.Begin()
	r := photo.NewRaster(w, h)
	pix := r.Pix()
	for i := range pix {
		pix[i] = uint16(i*7919) | 1
	}
	d.S().InsertAbove("", &photo.Layer{ID: d.S().NewLayerID(), Name: "base", Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: r})
	d.Commit("import")
	if err := Save(dir, d); err != nil {
		t.Fatal(err)
	}
	blob, _ := filepath.Abs(filepath.Join(dir, "blobs", r.ID+".rgba16"))

	m, release, err := OpenMapped(dir)
	if err != nil {
		t.Fatal(err)
	}
	mr := m.S().Layers[0].Raster
	if _, mapped := mappedKiB(t, blob); mapped {
		t.Fatal("mapped before the pixels were needed")
	}
	if !slices.Equal(mr.Pix(), pix) {
		t.Fatal("mapped pixels differ from the saved ones")
	}
	rss, mapped := mappedKiB(t, blob)
	if !mapped || rss < 5*1024 {
		t.Fatalf("after reading every pixel: mapped %v, resident %d KiB; want the 6 MiB file mapped and resident", mapped, rss)
	}
	mr.DropRows(0, h)
	if rss, _ := mappedKiB(t, blob); rss > 64 {
		t.Errorf("after DropRows: %d KiB still resident", rss)
	}
	if !slices.Equal(mr.Pix(), pix) {
		t.Fatal("pixels changed after DropRows")
	}
	release()
	if _, mapped := mappedKiB(t, blob); mapped {
		t.Error("still mapped after release")
	}
	if _, _, err := (&mappings{done: true}).mapRaster(blob, w*h*4); err == nil {
		t.Error("mapped a layer of a released document")
	}
}

// An 8-bit layer file is mapped as it is (bytes are the pixels on any
// machine) and gives its pages back the same way.
func TestOpenMappedMapsEightBitLayers(t *testing.T) {
	dir := t.TempDir()
	const w, h = 1024, 768 // 3 MiB of pixels
	d := photo.NewDoc(photo.NewState(w, h))
	d.Begin()
	r := photo.NewRaster8(w, h)
	pix := r.Pix8()
	for i := range pix {
		pix[i] = uint8(i*31) | 1
	}
	d.S().InsertAbove("", &photo.Layer{ID: d.S().NewLayerID(), Name: "base", Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: r})
	d.Commit("import")
	if err := Save(dir, d); err != nil {
		t.Fatal(err)
	}
	blob, _ := filepath.Abs(filepath.Join(dir, "blobs", r.ID+".rgba8"))
	m, release, err := OpenMapped(dir)
	if err != nil {
		t.Fatal(err)
	}
	mr := m.S().Layers[0].Raster
	if !slices.Equal(mr.Pix8(), pix) {
		t.Fatal("mapped pixels differ from the saved ones")
	}
	if rss, mapped := mappedKiB(t, blob); !mapped || rss < 5*1024/2 {
		t.Fatalf("after reading every pixel: mapped %v, resident %d KiB; want the 3 MiB file mapped and resident", mapped, rss)
	}
	mr.DropRows(0, h)
	if rss, _ := mappedKiB(t, blob); rss > 64 {
		t.Errorf("after DropRows: %d KiB still resident", rss)
	}
	if !slices.Equal(mr.Pix8(), pix) {
		t.Fatal("pixels changed after DropRows")
	}
	release()
	if _, mapped := mappedKiB(t, blob); mapped {
		t.Error("still mapped after release")
	}
}
