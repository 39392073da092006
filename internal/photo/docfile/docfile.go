// Package docfile stores a photo document as a directory: manifest.json
// (the current state, the undo and redo states, a pending transform) and
// blobs/ with one raw file per raster or mask. Rasters are immutable and
// named by id, so a save writes only the pixels that are new, then
// replaces the manifest atomically, then removes blobs nothing refers to.
// Blobs are read lazily: an op loads what it touches, so one CLI call per
// op stays fast on large documents.
package docfile

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/photo"
)

// Schema names the manifest format.
const Schema = "NeuralCutPhoto"

// Version is the newest manifest version this package reads and writes.
// Version 2 adds 8-bit rasters (a raster reference's depth, .rgba8
// files); a document without any is written as version 1, which older
// programs read.
const Version = 2

const manifestName = "manifest.json"

// ErrNotDocument is returned when a directory holds no photo document.
var ErrNotDocument = errors.New("not a photo document")

// Lock takes the document's advisory lock (a reader-writer of one op at
// a time across processes); the wait ends with ctx. dir must exist.
func Lock(ctx context.Context, dir string) (func(), error) {
	return fsutil.Lock(ctx, filepath.Join(dir, manifestName))
}

// Exists reports whether dir holds a document.
func Exists(dir string) bool {
	st, err := os.Lstat(filepath.Join(dir, manifestName))
	return err == nil && st.Mode().IsRegular()
}

// blobName matches the pixel files a save writes: the clean-up removes
// nothing else.
var blobName = regexp.MustCompile(`^[0-9a-f]{16}\.(rgba16|rgba8|mask8)$`)

// blobDir returns dir's blobs folder, refusing one that is not a plain
// folder of the document (a link to another folder would have the
// clean-up delete that folder's files). create makes it when missing.
func blobDir(dir string, create bool) (string, error) {
	p := filepath.Join(dir, "blobs")
	if create {
		if err := fsutil.PlainDir(p); err != nil {
			return "", fmt.Errorf("blobs is not a folder of the document: %w", err)
		}
		return p, nil
	}
	st, err := os.Lstat(p)
	if err != nil {
		return "", fmt.Errorf("blobs: %w", err)
	}
	if !st.IsDir() || st.Mode()&fs.ModeSymlink != 0 {
		return "", fmt.Errorf("blobs is not a folder of the document (it is %s)", describe(st.Mode()))
	}
	return p, nil
}

func describe(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m.IsRegular():
		return "a file"
	}
	return "not a folder"
}

// Save writes d to dir (created when missing).
func Save(dir string, d *photo.Doc) error {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return err
	}
	blobs, err := blobDir(dir, true)
	if err != nil {
		return fmt.Errorf("%s: %w", dir, err)
	}
	m := manifest{Schema: Schema, Version: 1, Revision: d.Revision, Pending: d.Pending, Budget: d.History.Budget}
	used := map[string]bool{}
	enc := &encoder{dir: blobs, used: used}
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
	if enc.eight {
		m.Version = 2
	}
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if err := fsutil.WriteAtomic(filepath.Join(dir, manifestName), b, fsutil.DefaultPerm); err != nil {
		return err
	}
	// only files this package names, and only regular ones: whatever else
	// someone put in blobs/ stays
	ents, _ := os.ReadDir(blobs)
	for _, e := range ents {
		id, _, _ := strings.Cut(e.Name(), ".")
		if !used[id] && blobName.MatchString(e.Name()) && e.Type().IsRegular() {
			os.Remove(filepath.Join(blobs, e.Name()))
		}
	}
	return nil
}

// Open reads the document in dir. Pixels are read on first use; every
// pixel file the manifest names (the current state and the history) is
// checked now, so a damaged document fails here rather than in the middle
// of an op or an undo.
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

// open reads and checks the manifest (size, format, every field against
// the ops' limits) before it builds anything from it.
func open(dir string, maps *mappings) (*photo.Doc, error) {
	mp := filepath.Join(dir, manifestName)
	st, err := os.Lstat(mp)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s: %w", dir, ErrNotDocument)
	}
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %w (%s is %s)", dir, ErrNotDocument, manifestName, describe(st.Mode()))
	}
	if st.Size() > maxManifestBytes {
		return nil, fmt.Errorf("%s: %s is larger than %d bytes", dir, manifestName, maxManifestBytes)
	}
	b, err := fsutil.ReadRegular(mp)
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
	if err := m.check(); err != nil {
		return nil, fmt.Errorf("%s: invalid manifest: %w", dir, err)
	}
	blobs, err := blobDir(dir, false)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	dec := &decoder{dir: blobs, rasters: map[string]*photo.Raster{}, masks: map[string]*photo.Mask{}, maps: maps}
	if err := dec.verify(&m); err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
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
	return d, nil
}

// verify checks that every pixel file the manifest names is a regular
// file in blobs/ (not a link) of the right size; the pixels themselves are
// read when an op first needs them.
func (d *decoder) verify(m *manifest) error {
	seen := map[string]bool{}
	check := func(b *blobRef, ext string, size int64) error {
		name := b.ID + ext
		if seen[name] {
			return nil
		}
		seen[name] = true
		st, err := os.Lstat(filepath.Join(d.dir, name))
		if err != nil {
			return fmt.Errorf("missing pixels %s", name)
		}
		if !st.Mode().IsRegular() {
			return fmt.Errorf("pixels %s is %s, not a regular file", name, describe(st.Mode()))
		}
		if st.Size() != size {
			return fmt.Errorf("damaged pixels %s: %d bytes, want %d", name, st.Size(), size)
		}
		return nil
	}
	var walk func(ls []savedLayer) error
	walk = func(ls []savedLayer) error {
		for i := range ls {
			l := &ls[i]
			if r := l.Raster; r != nil {
				if err := check(r, rasterExt(r.depth()), int64(r.W)*int64(r.H)*int64(r.depth()/2)); err != nil {
					return err
				}
			}
			if k := l.Mask; k != nil {
				if err := check(k, ".mask8", int64(k.W)*int64(k.H)); err != nil {
					return err
				}
			}
			if err := walk(l.Children); err != nil {
				return err
			}
		}
		return nil
	}
	states := []*savedState{m.State}
	for _, e := range m.Undo {
		states = append(states, e.State)
	}
	for _, e := range m.Redo {
		states = append(states, e.State)
	}
	for _, s := range states {
		if k := s.Selection; k != nil {
			if err := check(k, ".mask8", int64(k.W)*int64(k.H)); err != nil {
				return err
			}
		}
		if err := walk(s.Layers); err != nil {
			return err
		}
	}
	return nil
}

// writeRaster writes the pixels to a temp file and renames it into place
// (fsutil.WriteAtomicFunc: no second copy of a large layer in memory).
func writeRaster(path string, r *photo.Raster) error {
	return fsutil.WriteAtomicFunc(path, fsutil.DefaultPerm, func(w io.Writer) error {
		if r.Depth() == 8 {
			_, err := w.Write(r.Pix8())
			return err
		}
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
	f, err := openBlob(path)
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

// readRaster8 reads an 8-bit layer file of n values.
func readRaster8(path string, n int) ([]uint8, error) {
	f, err := openBlob(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || st.Size() != int64(n) {
		return nil, fmt.Errorf("%s: wrong size, want %d bytes", path, n)
	}
	pix := make([]uint8, n)
	if _, err := io.ReadFull(f, pix); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return pix, nil
}

// openBlob opens a pixel file for reading, never through a link.
func openBlob(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
}
