package render

import (
	"os"
	"path/filepath"
	"testing"
)

// Media stored sideways with a rotation to apply (a phone's portrait
// video; a photo with an EXIF orientation) shows upright and unsquashed:
// on a 320x180 canvas a portrait picture is pillarboxed, red at its top
// and blue at its bottom, as a viewer would see it; as a scaled overlay it
// keeps its portrait shape.
func TestSidewaysMediaShowsUpright(t *testing.T) {
	f := newFixture(t)
	// stored 128x64: red on the left half, blue on the right; turned 90
	// degrees clockwise for display, the left half is the top
	stored := filepath.Join(f.dir, "stored.mp4")
	f.ffmpeg("-f", "lavfi", "-i", "color=c=red:s=64x64:r=30:d=2", "-f", "lavfi", "-i", "color=c=blue:s=64x64:r=30:d=2",
		"-filter_complex", "[0:v][1:v]hstack,format=yuv420p[v]", "-map", "[v]", "-c:v", "libx264", "-preset", "ultrafast", stored)
	video := filepath.Join(f.dir, "portrait.mp4")
	f.ffmpeg("-i", stored, "-c", "copy", "-metadata:s:v:0", "rotate=-90", video) // displayed turned clockwise
	still := filepath.Join(f.dir, "stored.jpg")
	f.ffmpeg("-i", stored, "-frames:v", "1", "-q:v", "2", still)
	photo := filepath.Join(f.dir, "portrait.jpg")
	if err := os.WriteFile(photo, jpegOrientation(t, still, 6), 0o644); err != nil { // 6: turn clockwise
		t.Fatal(err)
	}
	for _, path := range []string{video, photo} {
		f := newFixture(t)
		id := f.importFile(path)
		if a, _ := f.ed.Project.Asset(id); a.Width != 64 || a.Height != 128 {
			t.Fatalf("%s: asset %dx%d, want 64x128 (upright)", filepath.Base(path), a.Width, a.Height)
		}
		f.call("add_media_to_timeline", map[string]any{"assetId": id, "startTime": 0, "trackType": "main", "duration": 1})
		img := f.frames(0.5)[0]
		// fitted: 90x180 centred (x 115..205)
		for _, c := range []struct {
			x, y int
			want rgb
		}{{160, 40, red}, {160, 140, blue}, {60, 90, black}, {260, 90, black}} {
			if got := px(img, c.x, c.y); !near(got, c.want, 40) {
				t.Errorf("%s at (%d,%d): %v, want %v", filepath.Base(path), c.x, c.y, got, c.want)
			}
		}
	}
}

// jpegOrientation returns the JPEG at path with an EXIF orientation
// segment after its start-of-image marker.
func jpegOrientation(t *testing.T, path string, o byte) []byte {
	d, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tiff := []byte{'M', 'M', 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, o, 0, 0, 0, 0, 0, 0}
	payload := append([]byte("Exif\x00\x00"), tiff...)
	seg := append([]byte{0xFF, 0xE1, 0, byte(2 + len(payload))}, payload...)
	return append(append(append([]byte{}, d[:2]...), seg...), d[2:]...)
}
