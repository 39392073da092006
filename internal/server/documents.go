package server

import (
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/server/sse"
	"github.com/neuralcut/neuralcut/internal/store"
)

func (s *Server) listDocs(kind string) func(*request) error {
	return func(q *request) error {
		docs, err := s.app.Catalog.ListDocs(q.r.Context(), kind, q.user.ID)
		if err != nil {
			return err
		}
		return q.reply(http.StatusOK, docs, 0)
	}
}

func (s *Server) getDoc(kind string) func(*request) error {
	return func(q *request) error {
		d, err := s.app.Catalog.DocInfo(q.r.Context(), kind, q.key())
		if err != nil {
			return err
		}
		return q.reply(http.StatusOK, d, d.Version)
	}
}

// RenameIn is PATCH's body.
type RenameIn struct {
	Name string `json:"name"`
}

func (s *Server) renameDoc(kind string) func(*request) error {
	return func(q *request) error {
		var in RenameIn
		if err := q.decode(&in); err != nil {
			return err
		}
		if strings.TrimSpace(in.Name) == "" {
			return badRequest("Give a name")
		}
		d, err := s.app.Catalog.RenameDoc(q.r.Context(), kind, q.key(), app.CleanName(in.Name, "Untitled"))
		if err != nil {
			return err
		}
		return q.reply(http.StatusOK, d, d.Version)
	}
}

func (s *Server) deleteDoc(kind string) func(*request) error {
	return func(q *request) error {
		if err := s.app.DeleteDoc(q.r.Context(), kind, q.key()); err != nil {
			return err
		}
		return q.reply(http.StatusOK, map[string]bool{"ok": true}, 0)
	}
}

func (s *Server) createProject(q *request) error {
	var in app.ProjectSettings
	if err := q.decode(&in); err != nil {
		return err
	}
	d, err := s.app.CreateProject(q.r.Context(), q.user.ID, in)
	if err != nil {
		return err
	}
	return q.reply(http.StatusCreated, d, d.Version)
}

// projectDocument sends the project JSON exactly as the file format and
// list_timeline's document hold it.
func (s *Server) projectDocument(q *request) error {
	doc, v, err := s.app.ProjectJSON(q.r.Context(), q.key())
	if err != nil {
		return err
	}
	q.w.Header().Set("ETag", `"`+itoa(v)+`"`)
	q.w.Header().Set("X-Document-Version", itoa(v))
	q.w.Header().Set("Content-Type", "application/json")
	q.w.Header().Set("Cache-Control", "no-store")
	_, err = q.w.Write(doc)
	return err
}

// PhotoIn is POST /api/photos's JSON body (an image upload is multipart).
type PhotoIn struct {
	Name   string `json:"name"`
	Width  int    `json:"width,omitempty"`
	Height int    `json:"height,omitempty"`
}

func (s *Server) createPhoto(q *request) error {
	ctx := q.r.Context()
	if isMultipart(q.r) {
		asset, err := s.receive(q)
		if err != nil {
			return err
		}
		d, err := s.app.CreatePhotoFromImage(ctx, q.user.ID, q.r.URL.Query().Get("name"), asset)
		if err != nil {
			return err
		}
		return q.reply(http.StatusCreated, d, d.Version)
	}
	var in PhotoIn
	if err := q.decode(&in); err != nil {
		return err
	}
	d, err := s.app.CreatePhoto(ctx, q.user.ID, in.Name, in.Width, in.Height)
	if err != nil {
		return err
	}
	return q.reply(http.StatusCreated, d, d.Version)
}

func isMultipart(r *http.Request) bool {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return mt == "multipart/form-data"
}

// receive streams an upload into the library: the multipart field "file"
// (its file name becomes the asset's name, cleaned) or the raw body
// (?name= names it). Nothing is buffered whole in memory or written
// outside the data folder.
func (s *Server) receive(q *request) (store.Asset, error) {
	name := q.r.URL.Query().Get("name")
	var body io.Reader = q.r.Body
	if isMultipart(q.r) {
		mr, err := q.r.MultipartReader()
		if err != nil {
			return store.Asset{}, badRequest("Malformed multipart body")
		}
		var part *multipart.Part
		for {
			p, err := mr.NextPart()
			if err == io.EOF {
				return store.Asset{}, badRequest("No multipart field named file")
			}
			if err != nil {
				if tooLarge(err) {
					return store.Asset{}, errTooLarge
				}
				return store.Asset{}, badRequest("Malformed multipart body")
			}
			if p.FormName() == "file" {
				part = p
				break
			}
		}
		if n := part.FileName(); n != "" && name == "" {
			name = n
		}
		body = part
	}
	asset, err := s.app.Upload(q.r.Context(), q.user.ID, name, body, s.cfg.MaxUpload)
	if tooLarge(err) {
		return store.Asset{}, errTooLarge
	}
	return asset, err
}

func tooLarge(err error) bool {
	var mbe *http.MaxBytesError
	return errors.As(err, &mbe) || errors.Is(err, app.ErrTooLarge)
}

func (s *Server) uploadAsset(q *request) error {
	asset, err := s.receive(q)
	if err != nil {
		return err
	}
	return q.reply(http.StatusCreated, asset, 0)
}

func (s *Server) uploadProjectAsset(q *request) error {
	ctx := q.r.Context()
	k := q.key()
	// the project must be the caller's before anything is stored
	if _, err := s.app.Catalog.DocInfo(ctx, store.KindProject, k); err != nil {
		return err
	}
	expect, err := q.expected()
	if err != nil {
		return err
	}
	asset, err := s.receive(q)
	if err != nil {
		return err
	}
	out, v, err := s.app.AddToProject(ctx, k, asset, expect)
	if err != nil {
		return err
	}
	q.w.Header().Set("ETag", `"`+itoa(v)+`"`)
	q.w.Header().Set("X-Document-Version", itoa(v))
	q.w.Header().Set("Content-Type", "application/json")
	q.w.WriteHeader(http.StatusCreated)
	_, err = q.w.Write(out)
	return err
}

// derived sends an asset's thumbnail or waveform, made by a background
// job after the upload: 404 with code "pending" until it is there.
func (s *Server) derived(what string) func(*request) error {
	return func(q *request) error {
		path, ctype, err := s.app.DerivedFile(q.r.Context(), q.key(), q.r.PathValue("assetId"), what)
		if err != nil {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return errorf(http.StatusNotFound, "pending", "Not made yet: it is made in the background after an upload")
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil {
			return err
		}
		q.w.Header().Set("Content-Type", ctype)
		// named by content: it never changes
		q.w.Header().Set("Cache-Control", "private, max-age=31536000, immutable")
		http.ServeContent(q.w, q.r, "", st.ModTime(), f)
		return nil
	}
}

// ChangePoll is how often an open event stream checks the database for a
// change committed by another process (the CLI on the same data folder).
var ChangePoll = time.Second

// docEvents streams a document's committed changes: the current version
// first, then every change from any client of this server as it commits,
// and a change another process committed within ChangePoll.
func (s *Server) docEvents(kind string) func(*request) error {
	return func(q *request) error {
		ctx := q.r.Context()
		k := q.key()
		sub := s.events.Subscribe(topic(kind, k.ID))
		defer s.events.Unsubscribe(sub)
		d, err := s.app.Catalog.DocInfo(ctx, kind, k)
		if err != nil {
			return err
		}
		change := func(v int64, cause string) sse.Event {
			return sse.Event{Name: "change", Data: map[string]any{"kind": kind, "id": k.ID, "version": v, "cause": cause}}
		}
		sw := sse.Start(q.w)
		if err := sw.Send(change(d.Version, "open")); err != nil {
			return nil
		}
		var last atomic.Int64
		last.Store(d.Version)
		sw.FollowPolling(ctx, sub, func(ev sse.Event) bool {
			if m, ok := ev.Data.(map[string]any); ok {
				if v, ok := m["version"].(int64); ok && v > last.Load() {
					last.Store(v)
				}
			}
			return false
		}, ChangePoll, func() []sse.Event {
			d, err := s.app.Catalog.DocInfo(ctx, kind, k)
			if err != nil || d.Version <= last.Load() {
				return nil
			}
			last.Store(d.Version)
			return []sse.Event{change(d.Version, "elsewhere")}
		})
		return nil
	}
}
