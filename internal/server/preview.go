package server

import (
	"net/http"
	"os"
	"strconv"

	"github.com/neuralcut/neuralcut/internal/preview"
	"github.com/neuralcut/neuralcut/internal/server/sse"
	"github.com/neuralcut/neuralcut/internal/store"
)

// previewStatus says how far the project's preview segments and playback file are (and has the
// missing ones made in the background while the editor looks).
func (s *Server) previewStatus(q *request) error {
	st, err := s.app.PreviewStatus(q.r.Context(), q.key())
	if err != nil {
		return err
	}
	return q.reply(http.StatusOK, st, st.Version)
}

// playback sends the project's playback file (Range supported), named by its content.
func (s *Server) playback(q *request) error {
	path, err := s.app.PlaybackFile(q.r.Context(), q.key(), q.r.PathValue("name"))
	if err != nil {
		return err
	}
	f, err := os.Open(path)
	if err != nil {
		return errNotFound
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	q.w.Header().Set("Content-Type", "video/mp4")
	q.w.Header().Set("Cache-Control", "private, max-age=31536000, immutable")
	http.ServeContent(q.w, q.r, "", st.ModTime(), f)
	return nil
}

// poster sends the project's picture for the home page (JPEG, w pixels wide).
func (s *Server) poster(q *request) error {
	w := 400
	if v := q.r.URL.Query().Get("w"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 16 || n > 1280 {
			return badRequest("w must be a width of 16 to 1280 pixels")
		}
		w = n
	}
	img, key, err := s.app.Poster(q.r.Context(), q.key(), w, etagValue(q.r.Header.Get("If-None-Match")))
	if err != nil {
		return err
	}
	h := q.w.Header()
	h.Set("ETag", `"`+key+`"`)
	h.Set("Cache-Control", "private, no-cache")
	if img == nil {
		q.w.WriteHeader(http.StatusNotModified)
		return nil
	}
	h.Set("Content-Type", "image/jpeg")
	h.Set("Content-Length", strconv.Itoa(len(img)))
	q.w.Write(img) // a client that went away is no error
	return nil
}

// publishPreview sends a project's preview status to its event stream (event preview).
func (s *Server) publishPreview(k store.Key, st preview.Status) {
	s.events.Publish(topic(store.KindProject, k.ID), sse.Event{Name: "preview", Data: st})
}
