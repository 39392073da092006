package server

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/server/sse"
	"github.com/neuralcut/neuralcut/internal/store"
)

// PublishJob sends a job's new state to its event stream (the queue calls
// it on every change).
func (s *Server) PublishJob(j store.Job) {
	s.events.Publish(topic("job", j.ID), sse.Event{Name: "progress", Data: j})
}

func terminal(state string) bool {
	return state == store.JobDone || state == store.JobFailed || state == store.JobCancelled
}

func (s *Server) getJob(q *request) error {
	j, err := s.app.Catalog.JobByID(q.r.Context(), q.user.ID, q.r.PathValue("id"))
	if err != nil {
		return err
	}
	return q.reply(http.StatusOK, j, 0)
}

// jobEvents streams a job's progress events until it ends.
func (s *Server) jobEvents(q *request) error {
	id := q.r.PathValue("id")
	sub := s.events.Subscribe(topic("job", id))
	defer s.events.Unsubscribe(sub)
	j, err := s.app.Catalog.JobByID(q.r.Context(), q.user.ID, id)
	if err != nil {
		return err
	}
	sw := sse.Start(q.w)
	if err := sw.Send(sse.Event{Name: "progress", Data: j}); err != nil || terminal(j.State) {
		return nil
	}
	sw.Follow(q.r.Context(), sub, func(ev sse.Event) bool {
		jj, ok := ev.Data.(store.Job)
		return ok && terminal(jj.State)
	})
	return nil
}

func (s *Server) cancelJob(q *request) error {
	if s.jobs == nil {
		return errorf(http.StatusServiceUnavailable, "no_jobs", "Background jobs are not running")
	}
	j, err := s.jobs.Cancel(q.r.Context(), q.user.ID, q.r.PathValue("id"))
	if err != nil {
		return err
	}
	return q.reply(http.StatusOK, j, 0)
}

// jobOutput sends a finished job's file, with Range support.
func (s *Server) jobOutput(q *request) error {
	j, err := s.app.Catalog.JobByID(q.r.Context(), q.user.ID, q.r.PathValue("id"))
	if err != nil {
		return err
	}
	if j.State != store.JobDone || j.Output == "" {
		return errorf(http.StatusConflict, "not_done", fmt.Sprintf("The job is %s: it has no output yet", j.State))
	}
	f, err := os.Open(j.Output)
	if err != nil {
		return store.Missing("the job's output is gone")
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	ext := filepath.Ext(j.Output)
	ctype := map[string]string{".mp4": "video/mp4", ".webm": "video/webm", ".json": "application/json", ".jpg": "image/jpeg"}[ext]
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	h := q.w.Header()
	h.Set("Content-Type", ctype)
	h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-%s%s"`, j.Kind, j.ID, ext))
	h.Set("Cache-Control", "private, max-age=3600")
	http.ServeContent(q.w, q.r, "", st.ModTime(), f)
	return nil
}
