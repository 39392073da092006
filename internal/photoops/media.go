package photoops

import (
	"context"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/fsutil"
)

// MediaSource gives ops the bytes of media by id: the server's uploaded
// assets, the files a CLI user named. Ops never open a path themselves.
type MediaSource interface {
	// OpenMedia returns the media's bytes and its display name; a missing
	// id is a tool error ("Asset not found: ID").
	OpenMedia(ctx context.Context, id string) (data []byte, name string, err error)
}

// ExportSink receives the files ops produce.
type ExportSink interface {
	// SaveExport stores e and says where it went (a name, an id, a path).
	SaveExport(ctx context.Context, e Export) (string, error)
}

// Export kinds.
const (
	ExportFile    = "export"  // export.png with save: the document's export
	ExportGallery = "gallery" // export.gallery: a new saved picture
)

// Export is one produced file. Name is a plain file name (no separators).
type Export struct {
	Kind string
	Name string
	Data []byte
}

// MaxMediaBytes bounds an imported file (a PNG of MaxImagePixels at 16
// bits, uncompressed, is 800 MB).
const MaxMediaBytes = 1 << 30

// Files serves media from host files that the surface chose (the paths a
// CLI user gave, test data): id -> path. It is for the CLI and tests; a
// server gives ops its own asset store.
type Files map[string]string

// OpenMedia implements MediaSource.
func (f Files) OpenMedia(_ context.Context, id string) ([]byte, string, error) {
	path, ok := f[id]
	if !ok {
		return nil, "", fail("Asset not found: %s", id)
	}
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() {
		return nil, "", fail("Image file not found: %s", path)
	}
	if st.Size() > MaxMediaBytes {
		return nil, "", fail("Image file too large: %s", path)
	}
	data, err := fsutil.ReadRegular(path)
	if err != nil {
		return nil, "", fail("Cannot read %s: %s", path, err.Error())
	}
	return data, filepath.Base(path), nil
}
