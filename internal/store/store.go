package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/neuralcut/neuralcut/internal/history"
)

// Key names a document: its id in its store (a file path for the CLI's
// file stores, a database id for the server's) and its owner (0 for
// files). A store answers another owner's key exactly as a missing one.
type Key struct {
	Owner int64
	ID    string
}

// ErrNotFound is returned for a missing document (or another owner's).
var ErrNotFound = errors.New("not found")

// Missing is an ErrNotFound with its own message.
func Missing(format string, args ...any) error {
	return &missing{fmt.Sprintf(format, args...)}
}

type missing struct{ msg string }

func (m *missing) Error() string { return m.msg }
func (m *missing) Unwrap() error { return ErrNotFound }

// ConflictError is a write refused because the document is no longer at
// the version the writer expected.
type ConflictError struct {
	Current int64 // the document's version now
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("the document changed: it is at version %d now", e.Current)
}

// Document is what both document kinds (timeline.Doc, photo.Doc) are to a
// store.
type Document[D any] interface {
	// Point changes with every change, undo and collapse.
	Point() history.Point
	// Version is the saved revision the document was loaded at.
	Version() int64
	// Snapshot is a copy to read or change outside the store's lock.
	Snapshot() D
}

// Docs keeps one kind of document. Implementations: ProjectFiles and
// PhotoFiles (files, for the CLI), and the server's database stores.
type Docs[D any] interface {
	// Lock serializes the writers of one document (across processes where
	// the backend can). It honours ctx while it waits.
	Lock(ctx context.Context, k Key) (unlock func(), err error)
	// Load reads the document. release frees what the document holds
	// (mapped layer files); call it when nothing of d is used any more.
	Load(ctx context.Context, k Key) (d D, release func(), err error)
	// Save writes d as the version after d.Version(); it refuses with a
	// *ConflictError when the stored document is no longer at d.Version().
	// It returns the new version, which d carries from then on.
	Save(ctx context.Context, k Key, d D) (int64, error)
}

// Update is the one transaction every surface edits documents through,
// for both kinds: lock, load, check the expected version (0: any), run fn,
// and save only when fn succeeded and changed something. A failed call
// saves nothing. It returns the document's version afterwards and whether
// it changed.
func Update[D Document[D]](ctx context.Context, docs Docs[D], k Key, expect int64, fn func(D) error) (version int64, changed bool, err error) {
	unlock, err := docs.Lock(ctx, k)
	if err != nil {
		return 0, false, err
	}
	defer unlock()
	d, release, err := docs.Load(ctx, k)
	if err != nil {
		return 0, false, err
	}
	defer release()
	if expect > 0 && d.Version() != expect {
		return d.Version(), false, &ConflictError{Current: d.Version()}
	}
	before := d.Point()
	if err := fn(d); err != nil {
		return d.Version(), false, err
	}
	if d.Point() == before {
		return d.Version(), false, nil
	}
	v, err := docs.Save(ctx, k, d)
	if err != nil {
		return 0, false, err
	}
	return v, true, nil
}

// View runs fn on a snapshot of the document taken under the lock: fn
// runs without holding it (a slow read, a long agent step never blocks
// writers). The snapshot is fn's to change; nothing is saved.
func View[D Document[D]](ctx context.Context, docs Docs[D], k Key, expect int64, fn func(D) error) (version int64, err error) {
	snap, release, err := snapshot(ctx, docs, k, expect)
	if err != nil {
		return version, err
	}
	defer release()
	return snap.Version(), fn(snap)
}

func snapshot[D Document[D]](ctx context.Context, docs Docs[D], k Key, expect int64) (D, func(), error) {
	var zero D
	unlock, err := docs.Lock(ctx, k)
	if err != nil {
		return zero, nil, err
	}
	d, release, err := docs.Load(ctx, k)
	unlock()
	if err != nil {
		return zero, nil, err
	}
	if expect > 0 && d.Version() != expect {
		release()
		return zero, nil, &ConflictError{Current: d.Version()}
	}
	return d.Snapshot(), release, nil
}

// UpdateSlow is Update for slow calls (rendering, transcription): fn runs
// on a snapshot outside the lock, and what it changed is saved only if
// nobody saved the document meanwhile; otherwise the call is refused with
// a *ConflictError and nothing is saved.
func UpdateSlow[D Document[D]](ctx context.Context, docs Docs[D], k Key, expect int64, fn func(D) error) (version int64, changed bool, err error) {
	snap, release, err := snapshot(ctx, docs, k, expect)
	if err != nil {
		return 0, false, err
	}
	defer release()
	before := snap.Point()
	if err := fn(snap); err != nil {
		return snap.Version(), false, err
	}
	if snap.Point() == before {
		return snap.Version(), false, nil
	}
	unlock, err := docs.Lock(ctx, k)
	if err != nil {
		return 0, false, err
	}
	defer unlock()
	v, err := docs.Save(ctx, k, snap)
	if err != nil {
		return 0, false, err
	}
	return v, true, nil
}
