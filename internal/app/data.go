package app

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/store/sqlstore"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Data is the server's data folder: the database, content-addressed
// media, photo documents, job outputs and caches. Nothing in it is ever at
// a path a client chose.
type Data struct {
	Dir      string
	DB       *sqlstore.DB
	Projects *sqlstore.Projects
	Photos   *sqlstore.Photos
}

// DefaultDataDir is serve's data folder when --data is not given.
const DefaultDataDir = "neuralcut-data"

// Subfolders of the data folder.
func (d *Data) MediaDir() string   { return filepath.Join(d.Dir, "media") }
func (d *Data) DerivedDir() string { return filepath.Join(d.Dir, "derived") }
func (d *Data) JobsDir() string    { return filepath.Join(d.Dir, "jobs") }
func (d *Data) FramesDir() string  { return filepath.Join(d.Dir, "cache", "frames") }
func (d *Data) TempDir() string    { return filepath.Join(d.Dir, "tmp") }

// OpenData opens the data folder at dir, creating it (readable by its
// owner only), its database and subfolders on first use, and migrating the
// database.
func OpenData(ctx context.Context, dir string) (*Data, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		return nil, err
	}
	d := &Data{Dir: abs}
	for _, sub := range []string{d.MediaDir(), d.DerivedDir(), d.JobsDir(), d.FramesDir(), d.TempDir(), filepath.Join(abs, "photos")} {
		if err := os.MkdirAll(sub, 0o700); err != nil {
			return nil, err
		}
	}
	db, err := sqlstore.Open(ctx, filepath.Join(abs, "neuralcut.db"))
	if err != nil {
		return nil, err
	}
	d.DB = db
	d.Projects = &sqlstore.Projects{DB: db}
	d.Photos = &sqlstore.Photos{DB: db, Dir: filepath.Join(abs, "photos")}
	return d, nil
}

// Close closes the database.
func (d *Data) Close() error { return d.DB.Close() }

// LockServe takes the data folder for one server process (a second
// `serve` on the same folder is refused rather than sharing its jobs).
func (d *Data) LockServe(ctx context.Context) (func(), error) {
	tctx, cancel := context.WithTimeout(ctx, 0)
	defer cancel()
	unlock, err := fsutil.Lock(tctx, filepath.Join(d.Dir, "serve"))
	if err != nil {
		return nil, fmt.Errorf("another neuralcut serve is using %s", d.Dir)
	}
	return unlock, nil
}

// Jobs runs background work: renders, transcriptions, thumbnails and
// waveforms (internal/jobs implements it on River).
type Jobs interface {
	// Enqueue records and queues a job of kind for owner.
	Enqueue(ctx context.Context, owner int64, kind, docID string, input []byte) (store.Job, error)
}

// Job kinds.
const (
	JobRender     = "render"
	JobTranscribe = "transcription"
	JobThumbnail  = "thumbnail"
	JobWaveform   = "waveform"
)

// NewServer is the server's app: documents in the data folder's database,
// photo media from the owner's uploads, photo exports into the document's
// own folder (gallery pictures become the owner's assets), renders as
// background jobs.
func NewServer(d *Data, sv Services, jobs Jobs) *App {
	a := New(Stores{Projects: d.Projects, Photos: d.Photos}, sv)
	a.Data, a.Catalog, a.Jobs = d, d.DB, jobs
	a.PhotoMedia = func(k store.Key) photoops.MediaSource { return ownerMedia{a, k.Owner} }
	a.Exports = func(k store.Key) photoops.ExportSink { return photoStorage{a, k} }
	a.Renders = func(k store.Key) videotools.Renders { return renderJobs{a, k} }
	a.Preview = a.newPreview(slog.Default())
	return a
}

// Close stops the app's background work that reads the data folder (the
// preview builders), so the database can close under nothing.
func (a *App) Close() {
	if a.Preview != nil {
		a.Preview.Close()
	}
}

// newID makes a random document, asset or job id with a prefix ("p_").
func newID(prefix string) string {
	var b [10]byte
	rand.Read(b[:])
	return prefix + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))
}
