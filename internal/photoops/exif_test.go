package photoops

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// quadrants is a 64x32 picture with a colour per quadrant, so every
// orientation puts a different colour in the top-left corner.
var quadColours = [4]color.NRGBA{{220, 30, 30, 255}, {30, 200, 40, 255}, {30, 40, 220, 255}, {240, 240, 240, 255}}

func quadrants() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 64, 32))
	for y := 0; y < 32; y++ {
		for x := 0; x < 64; x++ {
			img.SetNRGBA(x, y, quadColours[(y/16)*2+x/32])
		}
	}
	return img
}

// exifBlock is a minimal EXIF TIFF with one orientation tag.
func exifBlock(o int, bo binary.ByteOrder) []byte {
	var b bytes.Buffer
	if bo == binary.LittleEndian {
		b.WriteString("II")
	} else {
		b.WriteString("MM")
	}
	w := func(v any) { binary.Write(&b, bo, v) }
	w(uint16(42))
	w(uint32(8))
	w(uint16(1)) // one entry
	w(uint16(0x0112))
	w(uint16(3))
	w(uint32(1))
	w(uint16(o))
	w(uint16(0)) //nolint
	w(uint32(0)) // no next IFD
	return b.Bytes()
}

func jpegWithOrientation(t *testing.T, o int) []byte {
	var enc bytes.Buffer
	if err := jpeg.Encode(&enc, quadrants(), &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	payload := append([]byte("Exif\x00\x00"), exifBlock(o, binary.BigEndian)...)
	seg := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(2+len(payload)))
	data := append([]byte{}, enc.Bytes()[:2]...)
	data = append(data, seg...)
	data = append(data, payload...)
	return append(data, enc.Bytes()[2:]...)
}

func pngWithOrientation(t *testing.T, o int) []byte {
	var enc bytes.Buffer
	if err := png.Encode(&enc, quadrants()); err != nil {
		t.Fatal(err)
	}
	raw := enc.Bytes()
	body := exifBlock(o, binary.LittleEndian)
	chunk := binary.BigEndian.AppendUint32(nil, uint32(len(body)))
	chunk = append(chunk, "eXIf"...)
	chunk = append(chunk, body...)
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
	ihdrEnd := 8 + 25 // signature, then the IHDR chunk
	return append(append(append([]byte{}, raw[:ihdrEnd]...), chunk...), raw[ihdrEnd:]...)
}

// corner is the colour index at the middle of each quadrant of an
// imported layer: top-left, top-right, bottom-left, bottom-right.
func corners(r *photo.Raster) [4]int {
	var out [4]int
	for q := range 4 {
		x, y := r.W/4+(q%2)*r.W/2, r.H/4+(q/2)*r.H/2
		p := r.Pix()[(y*r.W+x)*4:]
		best, bd := 0, 1<<62
		for i, c := range quadColours {
			d := 0
			for j, v := range [3]uint8{c.R, c.G, c.B} {
				e := int(p[j]>>8) - int(v)
				d += e * e
			}
			if d < bd {
				best, bd = i, d
			}
		}
		out[q] = best
	}
	return out
}

func importBytes(t *testing.T, data []byte, mime string) (*photo.Raster, ImportOut) {
	ed := NewEditor(photo.NewDoc(photo.NewState(16, 16)), testRegistry)
	out := mustCall(t, ed, "document.importImage", fmt.Sprintf(`{"dataUrl":"data:%s;base64,%s"}`, mime, base64.StdEncoding.EncodeToString(data))).(ImportOut)
	return ed.S().Find(out.LayerID).Raster, out
}

// Every EXIF orientation is turned upright on import, from a PNG eXIf
// chunk (lossless: exact quadrants) and from a JPEG APP1 segment, the
// latter checked against ImageMagick's -auto-orient when it is installed.
func TestImportTurnsPhotosUpright(t *testing.T) {
	// where each stored quadrant (0 TL, 1 TR, 2 BL, 3 BR) shows, read from
	// the EXIF definition of each orientation
	want := map[int][4]int{
		1: {0, 1, 2, 3}, 2: {1, 0, 3, 2}, 3: {3, 2, 1, 0}, 4: {2, 3, 0, 1},
		5: {0, 2, 1, 3}, 6: {2, 0, 3, 1}, 7: {3, 1, 2, 0}, 8: {1, 3, 0, 2},
	}
	im, _ := exec.LookPath("convert-im6.q16")
	for o := 1; o <= 8; o++ {
		r, out := importBytes(t, pngWithOrientation(t, o), "image/png")
		wantW, wantH := 64, 32
		if o >= 5 {
			wantW, wantH = 32, 64
		}
		if r.W != wantW || r.H != wantH || corners(r) != want[o] {
			t.Errorf("PNG orientation %d: %dx%d quadrants %v, want %dx%d %v", o, r.W, r.H, corners(r), wantW, wantH, want[o])
		}
		if (o != 1) != (out.Orientation == o) {
			t.Errorf("PNG orientation %d reported as %d", o, out.Orientation)
		}
		data := jpegWithOrientation(t, o)
		r, _ = importBytes(t, data, "image/jpeg")
		if corners(r) != want[o] {
			t.Errorf("JPEG orientation %d: quadrants %v, want %v", o, corners(r), want[o])
		}
		if im == "" {
			continue
		}
		dir := t.TempDir()
		in, ref := filepath.Join(dir, "in.jpg"), filepath.Join(dir, "ref.png")
		os.WriteFile(in, data, 0o644)
		if b, err := exec.Command(im, in, "-auto-orient", ref).CombinedOutput(); err != nil {
			t.Fatalf("ImageMagick: %v %s", err, b)
		}
		f, _ := os.Open(ref)
		refImg, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if rr := photo.RasterFromImage(refImg); rr.W != r.W || rr.H != r.H || corners(rr) != corners(r) {
			t.Errorf("JPEG orientation %d: ImageMagick gives %dx%d %v, we give %dx%d %v", o, rr.W, rr.H, corners(rr), r.W, r.H, corners(r))
		}
	}
	if im == "" {
		t.Log("convert-im6.q16 not installed: ImageMagick cross-check skipped")
	}
}

// Damaged or hostile EXIF never fails an import nor reads out of bounds.
func FuzzExifOrientation(f *testing.F) {
	f.Add([]byte{0xFF, 0xD8, 0xFF, 0xE1, 0, 8, 'E', 'x', 'i', 'f', 0, 0})
	f.Add(append([]byte("Exif\x00\x00"), exifBlock(6, binary.BigEndian)...))
	f.Add(exifBlock(3, binary.LittleEndian))
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, prefix := range [][]byte{{0xFF, 0xD8}, []byte("\x89PNG\r\n\x1a\n"), []byte("RIFF\x00\x00\x00\x00WEBP")} {
			if o := exifOrientation(append(append([]byte{}, prefix...), b...)); o < 1 || o > 8 {
				t.Fatalf("orientation %d", o)
			}
		}
		if o := tiffOrientation(b); o < 0 || o > 65535 {
			t.Fatalf("tiff orientation %d", o)
		}
	})
}
