// Package docfile stores a photo document as a directory: manifest.json
// (the current state, the undo and redo states, a pending transform) and
// blobs/ with one raw file per raster or mask. Rasters are immutable and
// named by id, so a save writes only the pixels that are new, then
// replaces the manifest atomically, then removes blobs nothing refers to.
// Blobs are read lazily: an op loads what it touches, so one CLI call per
// op stays fast on large documents.
package docfile

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/photo"
)

// Schema names the manifest format.
const Schema = "NeuralCutPhoto"

// Version is the manifest version this package writes.
const Version = 1

const manifestName = "manifest.json"

// ErrNotDocument is returned when a directory holds no photo document.
var ErrNotDocument = errors.New("not a photo document")

// Lock takes the document's advisory lock (a reader-writer of one op at
// a time across processes).
func Lock(dir string) (func(), error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return fsutil.Lock(filepath.Join(dir, manifestName))
}

// Exists reports whether dir holds a document.
func Exists(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, manifestName))
	return err == nil
}

// Save writes d to dir (created when missing).
func Save(dir string, d *photo.Doc) error {
	blobDir := filepath.Join(dir, "blobs")
	if err := os.MkdirAll(blobDir, 0o755); err != nil {
		return err
	}
	m := manifest{Schema: Schema, Version: Version, Revision: d.Revision, Pending: d.Pending, Budget: d.History.Budget}
	used := map[string]bool{}
	enc := &encoder{dir: blobDir, used: used}
	m.State = enc.state(d.State)
	for _, e := range d.History.Undo {
		m.Undo = append(m.Undo, entry{e.Label, enc.state(e.State)})
	}
	for _, e := range d.History.Redo {
		m.Redo = append(m.Redo, entry{e.Label, enc.state(e.State)})
	}
	if enc.err != nil {
		return enc.err
	}
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if err := fsutil.WriteAtomic(filepath.Join(dir, manifestName), b, 0o644); err != nil {
		return err
	}
	ents, _ := os.ReadDir(blobDir)
	for _, e := range ents {
		id, _, _ := strings.Cut(e.Name(), ".")
		if !used[id] {
			os.Remove(filepath.Join(blobDir, e.Name()))
		}
	}
	return nil
}

// Open reads the document in dir. Pixels are read on first use; the
// current state's pixel files are checked now, so a damaged document fails
// here rather than in the middle of an op.
func Open(dir string) (*photo.Doc, error) { return open(dir, nil) }

// OpenMapped opens the document in dir with its layer files mapped into
// memory instead of read: a layer costs nothing until its pixels are
// touched, and then only the pages touched, straight from the page cache.
// The document is valid until release is called; after that, touching a
// mapped layer's pixels is a fault, so call release only when nothing of
// the document (states, history, rasters, their pixel slices) is in use.
// Layer files are never rewritten in place (a save writes new files under
// new names), so a mapping always sees the pixels it was opened with.
func OpenMapped(dir string) (d *photo.Doc, release func(), err error) {
	ms := &mappings{}
	d, err = open(dir, ms)
	if err != nil {
		ms.release()
		return nil, nil, err
	}
	return d, ms.release, nil
}

func open(dir string, maps *mappings) (*photo.Doc, error) {
	b, err := os.ReadFile(filepath.Join(dir, manifestName))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%s: %w", dir, ErrNotDocument)
	}
	if err != nil {
		return nil, err
	}
	var m manifest
	if err := json.Unmarshal(b, &m); err != nil || m.Schema != Schema || m.State == nil {
		return nil, fmt.Errorf("%s: %w (bad manifest)", dir, ErrNotDocument)
	}
	if m.Version > Version {
		return nil, fmt.Errorf("%s: document version %d is newer than this program (%d)", dir, m.Version, Version)
	}
	dec := &decoder{dir: filepath.Join(dir, "blobs"), rasters: map[string]*photo.Raster{}, masks: map[string]*photo.Mask{}, maps: maps}
	s, err := dec.state(m.State)
	if err != nil {
		return nil, err
	}
	d := photo.NewDoc(s)
	if m.Budget > 0 {
		d.SetHistoryBudget(m.Budget)
	}
	for _, e := range m.Undo {
		es, err := dec.state(e.State)
		if err != nil {
			return nil, err
		}
		d.History.Undo = append(d.History.Undo, historyEntry(e.Label, es))
	}
	for _, e := range m.Redo {
		es, err := dec.state(e.State)
		if err != nil {
			return nil, err
		}
		d.History.Redo = append(d.History.Redo, historyEntry(e.Label, es))
	}
	d.Pending = m.Pending
	d.Revision = m.Revision
	if err := verify(dir, s); err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	return d, nil
}

// verify checks that the current state's pixel files exist with the
// right sizes, so a damaged document fails at open; the pixels themselves
// are read when an op first needs them.
func verify(dir string, s *photo.State) error {
	check := func(id, ext string, size int64) error {
		st, err := os.Stat(filepath.Join(dir, "blobs", id+ext))
		if err != nil {
			return fmt.Errorf("missing pixels %s%s", id, ext)
		}
		if st.Size() != size {
			return fmt.Errorf("damaged pixels %s%s: %d bytes, want %d", id, ext, st.Size(), size)
		}
		return nil
	}
	if m := s.Selection; m != nil {
		if err := check(m.ID, ".mask8", m.Bytes()); err != nil {
			return err
		}
	}
	for _, f := range s.Flatten() {
		if r := f.Layer.Raster; r != nil {
			if err := check(r.ID, ".rgba16", r.Bytes()); err != nil {
				return err
			}
		}
		if m := f.Layer.Mask; m != nil {
			if err := check(m.ID, ".mask8", m.Bytes()); err != nil {
				return err
			}
		}
	}
	return nil
}

// writeRaster writes the pixels to a temp file and renames it into place
// (fsutil.WriteAtomicFunc: no second copy of a large layer in memory).
func writeRaster(path string, r *photo.Raster) error {
	return fsutil.WriteAtomicFunc(path, 0o644, func(w io.Writer) error {
		pix := r.Pix()
		if b := pixBytes(pix); b != nil {
			// the file's byte order is the machine's: write the pixels as
			// they are
			_, err := w.Write(b)
			return err
		}
		return writeLittleEndian(w, pix)
	})
}

func writeLittleEndian(w io.Writer, pix []uint16) error {
	buf := make([]byte, 0, 1<<20)
	for i := 0; i < len(pix); i += len(buf) / 2 {
		buf = buf[:0]
		for _, v := range pix[i:min(i+1<<19, len(pix))] {
			buf = binary.LittleEndian.AppendUint16(buf, v)
		}
		if _, err := w.Write(buf); err != nil {
			return err
		}
	}
	return nil
}

func readRaster(path string, n int) ([]uint16, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || st.Size() != int64(n)*2 {
		return nil, fmt.Errorf("%s: wrong size, want %d bytes", path, n*2)
	}
	pix := make([]uint16, n)
	buf := make([]byte, 1<<20)
	for i := 0; i < n; {
		k, err := io.ReadFull(f, buf[:min(len(buf), (n-i)*2)])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		for j := 0; j < k; j += 2 {
			pix[i] = binary.LittleEndian.Uint16(buf[j:])
			i++
		}
	}
	return pix, nil
}
