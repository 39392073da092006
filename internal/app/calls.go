package app

import (
	"context"
	"encoding/json"
	"errors"
	"os"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

var envLookup = os.Getenv

// Kinds of document, as events and errors name them.
const (
	KindProject = "project"
	KindPhoto   = "photo"
)

// Result is a call's outcome.
type Result struct {
	Out     any   // the tool's output
	Version int64 // the document's version after the call
	Changed bool  // whether the call saved a new version
}

// CallVideo runs one video tool on the project k (expect: the version the
// caller saw, 0 for any). A tool failure comes back as a *registry.Error
// and saves nothing; a stale expect as a *store.ConflictError; a missing
// project as store.ErrNotFound. Read tools run on a snapshot, without
// holding the project's lock; slow edits (transcript flows) run on a
// snapshot and commit only if nobody saved meanwhile.
func (a *App) CallVideo(ctx context.Context, k store.Key, name string, raw json.RawMessage, expect int64) (Result, error) {
	t, ok := a.Video.Lookup(name)
	if !ok {
		return Result{}, registry.Errorf("Unknown tool: %s", name)
	}
	var out any
	fn := func(d *timeline.Doc) error {
		var err error
		out, err = a.Video.Call(ctx, a.videoEditor(d, k), name, raw)
		return err
	}
	res, err := run(ctx, a.Projects, k, expect, t.Effect, t.Slow, fn)
	res.Out = out
	a.committed(KindProject, k, res, name)
	return res, err
}

// InvokePhoto runs one photo op: the control API's invoke. An op failure
// is the response's error (ok false) and saves nothing; the error return
// is for the document itself (missing, stale, unreadable).
func (a *App) InvokePhoto(ctx context.Context, k store.Key, op string, params json.RawMessage, expect int64) (photoops.Response, int64, error) {
	t, ok := a.Photo.Lookup(op)
	if !ok {
		return photoops.Response{Op: op, Error: "Unknown op: " + op}, 0, nil
	}
	var resp photoops.Response
	fn := func(d *photo.Doc) error {
		resp = photoops.Invoke(ctx, a.photoEditor(d, k), op, params)
		if !resp.OK {
			return registry.Errorf("%s", resp.Error)
		}
		return nil
	}
	res, err := run(ctx, a.Photos, k, expect, t.Effect, t.Slow, fn)
	a.committed(KindPhoto, k, res, op)
	var te *registry.Error
	if errors.As(err, &te) && !resp.OK {
		return resp, res.Version, nil
	}
	return resp, res.Version, err
}

// RunPhoto runs steps in order and stops at the first failure (the
// control API's run): the steps before it stay applied, each its own undo
// entry; the failing one changes nothing.
func (a *App) RunPhoto(ctx context.Context, k store.Key, steps []photoops.Step, expect int64) (photoops.RunResult, int64, error) {
	var rr photoops.RunResult
	res, err := update(ctx, a.Photos, k, expect, false, func(d *photo.Doc) error {
		rr = photoops.Run(ctx, a.photoEditor(d, k), steps)
		return nil
	})
	a.committed(KindPhoto, k, res, "run")
	return rr, res.Version, err
}

// WithVideo runs fn with project k's editor: to read (write false; fn
// gets a snapshot and holds no lock) or to change it (saved when fn
// succeeds and changed something).
func (a *App) WithVideo(ctx context.Context, k store.Key, write bool, expect int64, cause string, fn func(*videotools.Editor) error) (Result, error) {
	res, err := update(ctx, a.Projects, k, expect, !write, func(d *timeline.Doc) error { return fn(a.videoEditor(d, k)) })
	a.committed(KindProject, k, res, cause)
	return res, err
}

// WithPhoto is WithVideo for photo documents.
func (a *App) WithPhoto(ctx context.Context, k store.Key, write bool, expect int64, cause string, fn func(*photoops.Editor) error) (Result, error) {
	res, err := update(ctx, a.Photos, k, expect, !write, func(d *photo.Doc) error { return fn(a.photoEditor(d, k)) })
	a.committed(KindPhoto, k, res, cause)
	return res, err
}

// run picks the transaction a call needs from its tool's effect.
func run[D store.Document[D]](ctx context.Context, docs store.Docs[D], k store.Key, expect int64, effect registry.Effect, slow bool, fn func(D) error) (Result, error) {
	switch {
	case effect == registry.Read:
		return update(ctx, docs, k, expect, true, fn)
	case slow:
		v, changed, err := store.UpdateSlow(ctx, docs, k, expect, fn)
		return Result{Version: v, Changed: changed}, err
	default:
		return update(ctx, docs, k, expect, false, fn)
	}
}

func update[D store.Document[D]](ctx context.Context, docs store.Docs[D], k store.Key, expect int64, read bool, fn func(D) error) (Result, error) {
	if read {
		v, err := store.View(ctx, docs, k, expect, fn)
		return Result{Version: v}, err
	}
	v, changed, err := store.Update(ctx, docs, k, expect, fn)
	return Result{Version: v, Changed: changed}, err
}

func (a *App) committed(kind string, k store.Key, res Result, cause string) {
	if res.Changed && kind == KindProject && a.Preview != nil {
		a.Preview.Changed(k)
	}
	if res.Changed && a.Events != nil {
		a.Events(Change{Kind: kind, Key: k, Version: res.Version, Cause: cause})
	}
}
