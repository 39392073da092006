package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Errors of the library that surfaces answer with their own status.
var (
	ErrTooLarge         = errors.New("the upload is larger than the limit")
	ErrUnsupportedMedia = errors.New("not a video, audio or image file NeuralCut can read")
)

// CleanName makes a display name from a client's name: no path, no
// control characters or NUL, at most 200 bytes of valid UTF-8; def when
// nothing is left.
func CleanName(name, def string) string {
	name = strings.ToValidUTF8(name, "")
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == utf8.RuneError {
			return -1
		}
		return r
	}, name)
	name = strings.TrimSpace(name)
	for len(name) > 200 {
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
	if name == "" || name == "." || name == ".." {
		return def
	}
	return name
}

// needCatalog guards the server-only flows.
func (a *App) needCatalog() error {
	if a.Catalog == nil || a.Data == nil {
		return errors.New("this needs the server's data folder")
	}
	return nil
}

// ProjectSettings are what a new project may set.
type ProjectSettings struct {
	Name   string            `json:"name"`
	Width  int               `json:"width,omitempty"`
	Height int               `json:"height,omitempty"`
	FPS    timeline.Rational `json:"-"`
	// FPSValue is the frame rate as a client gives it: 30, 29.97 or
	// "30000/1001".
	FPSValue json.RawMessage `json:"fps,omitempty"`
}

// ParseFPS reads a frame rate as people write it: "30", "29.97" or
// "30000/1001".
func ParseFPS(s string) (timeline.Rational, error) {
	if n, d, ok := strings.Cut(s, "/"); ok {
		num, err1 := strconv.Atoi(n)
		den, err2 := strconv.Atoi(d)
		if err1 != nil || err2 != nil || num <= 0 || den <= 0 {
			return timeline.Rational{}, fmt.Errorf("invalid fps %q", s)
		}
		return timeline.Rational{Num: num, Den: den}, nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || !(f > 0 && f <= 240) {
		return timeline.Rational{}, fmt.Errorf("invalid fps %q", s)
	}
	switch s {
	case "29.97":
		return timeline.Rational{Num: 30000, Den: 1001}, nil
	case "23.976", "23.98":
		return timeline.Rational{Num: 24000, Den: 1001}, nil
	case "59.94":
		return timeline.Rational{Num: 60000, Den: 1001}, nil
	}
	if f == float64(int(f)) {
		return timeline.Rational{Num: int(f), Den: 1}, nil
	}
	return timeline.Rational{Num: int(f * 1000), Den: 1000}, nil
}

// CreateProject makes an empty project for owner.
func (a *App) CreateProject(ctx context.Context, owner int64, in ProjectSettings) (store.DocInfo, error) {
	if err := a.needCatalog(); err != nil {
		return store.DocInfo{}, err
	}
	if len(in.FPSValue) > 0 && string(in.FPSValue) != "null" {
		var s string
		if json.Unmarshal(in.FPSValue, &s) != nil {
			s = string(in.FPSValue) // a number
		}
		fps, err := ParseFPS(s)
		if err != nil {
			return store.DocInfo{}, registry.Errorf("Invalid fps: use 30, 29.97 or 30000/1001")
		}
		in.FPS = fps
	}
	s := timeline.DefaultSettings()
	if in.Width != 0 || in.Height != 0 {
		s.Width, s.Height = in.Width, in.Height
	}
	if in.FPS.Num > 0 {
		s.FPS = in.FPS
	}
	p := timeline.New(s)
	if err := p.Validate(); err != nil {
		return store.DocInfo{}, registry.Errorf("Invalid project settings: %s", err.Error())
	}
	d := timeline.NewDoc(p)
	d.Revision = 1
	data, err := d.Marshal()
	if err != nil {
		return store.DocInfo{}, err
	}
	return a.Catalog.CreateProject(ctx, owner, newID("p_"), CleanName(in.Name, "Untitled project"), data, 1, s.Width, s.Height)
}

// ImportProject records a project file's document for owner: its media is
// copied into the data folder's content store (asset paths then name it
// there, in the history too) and owned by owner. The file is checked as a
// project file is when opened.
func (a *App) ImportProject(ctx context.Context, owner int64, name string, data []byte) (store.DocInfo, error) {
	if err := a.needCatalog(); err != nil {
		return store.DocInfo{}, err
	}
	d, err := timeline.Unmarshal(data)
	if err != nil {
		return store.DocInfo{}, err
	}
	states := []*timeline.Project{d.Project}
	for _, e := range d.History.Undo {
		states = append(states, e.State)
	}
	for _, e := range d.History.Redo {
		states = append(states, e.State)
	}
	paths := map[string]string{}
	for _, st := range states {
		for _, as := range st.Assets {
			if _, done := paths[as.Path]; done {
				continue
			}
			f, err := fsutil.OpenRegular(as.Path)
			if err != nil {
				return store.DocInfo{}, fmt.Errorf("asset %s: %w", as.Name, err)
			}
			m, err := a.storeMedia(ctx, f, -1)
			f.Close()
			if err != nil {
				return store.DocInfo{}, fmt.Errorf("asset %s: %w", as.Name, err)
			}
			if _, err := a.Catalog.CreateAsset(ctx, owner, newID("m_"), CleanName(as.Name, "media"), m.SHA256); err != nil {
				return store.DocInfo{}, err
			}
			paths[as.Path] = m.Path
		}
	}
	moved := func(p *timeline.Project) *timeline.Project {
		c := p.Clone()
		for i := range c.Assets {
			c.Assets[i].Path = paths[c.Assets[i].Path]
			if st, err := os.Stat(c.Assets[i].Path); err == nil {
				c.Assets[i].Size, c.Assets[i].ModTime = st.Size(), st.ModTime().UnixNano()
			}
		}
		return c
	}
	out := timeline.NewDoc(moved(d.Project))
	out.History = d.History
	for i := range out.History.Undo {
		out.History.Undo[i].State = moved(out.History.Undo[i].State)
	}
	for i := range out.History.Redo {
		out.History.Redo[i].State = moved(out.History.Redo[i].State)
	}
	out.Revision = 1
	b, err := out.Marshal()
	if err != nil {
		return store.DocInfo{}, err
	}
	s := out.Project.Settings
	return a.Catalog.CreateProject(ctx, owner, newID("p_"), CleanName(name, "Imported project"), b, 1, s.Width, s.Height)
}

// ProjectJSON is the project file's JSON of project k (export).
func (a *App) ProjectJSON(ctx context.Context, k store.Key) ([]byte, int64, error) {
	if err := a.needCatalog(); err != nil {
		return nil, 0, err
	}
	return a.Catalog.ProjectJSON(ctx, k)
}

// CreatePhoto makes an empty photo document for owner.
func (a *App) CreatePhoto(ctx context.Context, owner int64, name string, w, h int) (store.DocInfo, error) {
	if err := a.needCatalog(); err != nil {
		return store.DocInfo{}, err
	}
	if w == 0 && h == 0 {
		w, h = 1024, 768
	}
	if err := photo.CheckSize(w, h); err != nil {
		return store.DocInfo{}, registry.Errorf("Invalid canvas size: %s", err.Error())
	}
	id := newID("ph_")
	if err := store.CreatePhoto(ctx, a.Data.Photos.Path(id), photo.NewState(w, h)); err != nil {
		return store.DocInfo{}, err
	}
	info, err := a.Catalog.CreatePhoto(ctx, owner, id, CleanName(name, "Untitled photo"), 0, w, h)
	if err != nil {
		os.RemoveAll(a.Data.Photos.Path(id))
	}
	return info, err
}

// CreatePhotoFromImage makes a photo document from an uploaded image: the
// import is its first undo step, as in the CLI's photo new --from.
func (a *App) CreatePhotoFromImage(ctx context.Context, owner int64, name string, asset store.Asset) (store.DocInfo, error) {
	if asset.Media.Type != string(timeline.AssetImage) {
		return store.DocInfo{}, ErrUnsupportedMedia
	}
	info, err := a.CreatePhoto(ctx, owner, CleanName(name, strings.TrimSuffix(asset.Name, filepath.Ext(asset.Name))), 16, 16)
	if err != nil {
		return store.DocInfo{}, err
	}
	k := store.Key{Owner: owner, ID: info.ID}
	params, _ := json.Marshal(map[string]string{"assetId": asset.ID})
	resp, _, err := a.InvokePhoto(ctx, k, "document.importImage", params, 0)
	if err == nil && !resp.OK {
		err = registry.Errorf("%s", resp.Error)
	}
	if err != nil {
		a.DeleteDoc(ctx, store.KindPhoto, k)
		return store.DocInfo{}, err
	}
	return a.Catalog.DocInfo(ctx, store.KindPhoto, k)
}

// DeleteDoc removes one of an owner's documents (a photo's files too).
func (a *App) DeleteDoc(ctx context.Context, kind string, k store.Key) error {
	if err := a.needCatalog(); err != nil {
		return err
	}
	if err := a.Catalog.DeleteDoc(ctx, kind, k); err != nil {
		return err
	}
	if kind == store.KindPhoto {
		os.RemoveAll(a.Data.Photos.Path(k.ID))
	}
	if kind == store.KindProject && a.Preview != nil {
		a.Preview.Forget(k)
	}
	return nil
}

// Upload stores an upload for owner: streamed into the data folder while
// it is hashed (limit bytes at most; -1 none), its type found by probing
// the content (never the name), kept once per content, and recorded as
// the owner's asset under a cleaned name.
func (a *App) Upload(ctx context.Context, owner int64, name string, r io.Reader, limit int64) (store.Asset, error) {
	if err := a.needCatalog(); err != nil {
		return store.Asset{}, err
	}
	m, err := a.storeMedia(ctx, r, limit)
	if err != nil {
		return store.Asset{}, err
	}
	asset, err := a.Catalog.CreateAsset(ctx, owner, newID("m_"), CleanName(name, "upload"), m.SHA256)
	if err != nil {
		return store.Asset{}, err
	}
	a.derive(ctx, owner, m)
	return asset, nil
}

// storeMedia streams r into the content store and probes it.
func (a *App) storeMedia(ctx context.Context, r io.Reader, limit int64) (store.Media, error) {
	tmp, err := os.CreateTemp(a.Data.TempDir(), "upload-*")
	if err != nil {
		return store.Media{}, err
	}
	defer os.Remove(tmp.Name())
	defer tmp.Close()
	h := sha256.New()
	src := r
	if limit >= 0 {
		src = io.LimitReader(r, limit+1)
	}
	n, err := io.Copy(io.MultiWriter(tmp, h), src)
	if err != nil {
		return store.Media{}, err
	}
	if limit >= 0 && n > limit {
		return store.Media{}, ErrTooLarge
	}
	sha := hex.EncodeToString(h.Sum(nil))
	if m, err := a.Catalog.MediaBySHA(ctx, sha); err == nil {
		if _, serr := os.Stat(m.Path); serr == nil {
			return m, nil // the same bytes are kept once
		}
	}
	info, err := media.Probe(ctx, tmp.Name())
	if err != nil {
		return store.Media{}, ErrUnsupportedMedia
	}
	if err := tmp.Sync(); err != nil {
		return store.Media{}, err
	}
	dir := filepath.Join(a.Data.MediaDir(), sha[:2])
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return store.Media{}, err
	}
	path := filepath.Join(dir, sha)
	if err := os.Rename(tmp.Name(), path); err != nil {
		return store.Media{}, err
	}
	m := store.Media{SHA256: sha, Size: n, Type: string(info.Type), Path: path}
	return m, a.Catalog.PutMedia(ctx, m)
}

// ProjectAsset is a project's asset as list_project_assets shows it.
type ProjectAsset = videotools.AssetInfo

// AddToProject imports an owner's uploaded asset into project k (one undo
// entry) and returns it as list_project_assets shows it.
func (a *App) AddToProject(ctx context.Context, k store.Key, asset store.Asset, expect int64) (json.RawMessage, int64, error) {
	ids, res, err := a.ImportAssets(ctx, k, []MediaFile{{Path: asset.Media.Path, Name: asset.Name}}, expect)
	if err != nil {
		return nil, 0, err
	}
	out, err := a.CallVideo(ctx, k, "list_project_assets", nil, 0)
	if err != nil {
		return nil, 0, err
	}
	b, _ := json.Marshal(out.Out)
	var list struct {
		Assets []json.RawMessage `json:"assets"`
	}
	json.Unmarshal(b, &list)
	for _, raw := range list.Assets {
		var head struct {
			ID string `json:"id"`
		}
		if json.Unmarshal(raw, &head) == nil && head.ID == ids[0] {
			return raw, res.Version, nil
		}
	}
	return nil, 0, fmt.Errorf("imported asset %s is not listed", ids[0])
}

// ownerMedia gives document.importImage an owner's uploaded images by id.
type ownerMedia struct {
	a     *App
	owner int64
}

func (m ownerMedia) OpenMedia(ctx context.Context, id string) ([]byte, string, error) {
	asset, err := m.a.Catalog.AssetByID(ctx, m.owner, id)
	if err != nil {
		return nil, "", registry.Errorf("Asset not found: %s", id)
	}
	if asset.Media.Type != string(timeline.AssetImage) {
		return nil, "", registry.Errorf("Asset %s is not an image", id)
	}
	data, err := fsutil.ReadRegular(asset.Media.Path)
	if err != nil {
		return nil, "", err
	}
	return data, asset.Name, nil
}

// photoStorage keeps a server photo's exports: export.png in the
// document's own folder (exports/, downloaded from there), gallery
// pictures as new assets of the owner.
type photoStorage struct {
	a *App
	k store.Key
}

func (s photoStorage) SaveExport(ctx context.Context, e photoops.Export) (string, error) {
	if e.Kind == photoops.ExportGallery {
		asset, err := s.a.Upload(ctx, s.k.Owner, e.Name, strings.NewReader(string(e.Data)), -1)
		if err != nil {
			return "", err
		}
		return asset.ID, nil
	}
	dir := filepath.Join(s.a.Data.Photos.Path(s.k.ID), "exports")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	if err := fsutil.WriteAtomic(filepath.Join(dir, e.Name), e.Data, fsutil.DefaultPerm); err != nil {
		return "", err
	}
	return "exports/" + e.Name, nil
}

// ExportPath is where a photo's saved export.png is.
func (a *App) ExportPath(k store.Key) string {
	return filepath.Join(a.Data.Photos.Path(k.ID), "exports", "export.png")
}
