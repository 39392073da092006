package app

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// FirstRun is what Bootstrap made.
type FirstRun struct {
	Admin store.User
	// Password is the admin's generated password ("" when it was given):
	// shown once, stored only as a hash.
	Password string
	Project  store.DocInfo
	Photo    store.DocInfo
}

// Bootstrap prepares a data folder that has no account yet: the admin
// account (password given, or generated), then, made from the demo's
// media, a demo video project (the demo's edit, through the tools) and a
// demo photo document, both the admin's. ok is false when the folder had
// accounts already (nothing is done).
func (a *App) Bootstrap(ctx context.Context, password string, log io.Writer) (FirstRun, bool, error) {
	if err := a.needCatalog(); err != nil {
		return FirstRun{}, false, err
	}
	n, err := a.Catalog.CountUsers(ctx)
	if err != nil || n > 0 {
		return FirstRun{}, false, err
	}
	var fr FirstRun
	if password == "" {
		b := make([]byte, 15)
		rand.Read(b)
		password = base64.RawURLEncoding.EncodeToString(b)
		fr.Password = password
	}
	if fr.Admin, err = a.CreateUser(ctx, AdminName, password, true); err != nil {
		return FirstRun{}, false, err
	}
	if err := a.makeDemo(ctx, &fr, log); err != nil {
		return fr, true, fmt.Errorf("demo documents: %w", err)
	}
	return fr, true, nil
}

func (a *App) makeDemo(ctx context.Context, fr *FirstRun, log io.Writer) error {
	dir, err := os.MkdirTemp(a.Data.TempDir(), "demo-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	fmt.Fprintln(log, "making the demo's media with ffmpeg")
	paths, err := MakeDemoMedia(ctx, dir)
	if err != nil {
		return err
	}
	owner := fr.Admin.ID
	var assets []store.Asset
	for _, p := range paths {
		f, err := fsutil.OpenRegular(p)
		if err != nil {
			return err
		}
		as, err := a.Upload(ctx, owner, filepath.Base(p), f, -1)
		f.Close()
		if err != nil {
			return err
		}
		assets = append(assets, as)
	}
	fr.Project, err = a.CreateProject(ctx, owner, ProjectSettings{Name: "Demo project", Width: 1280, Height: 720})
	if err != nil {
		return err
	}
	k := store.Key{Owner: owner, ID: fr.Project.ID}
	for _, as := range assets {
		if _, _, err := a.AddToProject(ctx, k, as, 0); err != nil {
			return err
		}
	}
	if _, err := a.WithVideo(ctx, k, true, 0, "demo", func(ed *videotools.Editor) error {
		return DemoEdit(ctx, ed, io.Discard)
	}); err != nil {
		return err
	}
	if fr.Project, err = a.Catalog.DocInfo(ctx, store.KindProject, k); err != nil {
		return err
	}
	fr.Photo, err = a.CreatePhotoFromImage(ctx, owner, "Demo photo", assets[2])
	return err
}
