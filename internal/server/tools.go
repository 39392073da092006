package server

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// listTools lists the video registry: no second list of tools anywhere.
func (s *Server) listTools(q *request) error {
	if _, err := s.app.Catalog.DocInfo(q.r.Context(), store.KindProject, q.key()); err != nil {
		return err
	}
	return q.reply(http.StatusOK, s.app.VideoTools(), 0)
}

// callTool runs a registry tool on the project: 200 with its output, 422
// with its error (the project unchanged), 409 with the current version
// when If-Match is stale.
func (s *Server) callTool(q *request) error {
	name := q.r.PathValue("name")
	if _, ok := s.app.Video.Lookup(name); !ok {
		return errorf(http.StatusNotFound, "unknown_tool", "Unknown tool: "+name)
	}
	expect, err := q.expected()
	if err != nil {
		return err
	}
	raw, err := q.rawBody()
	if err != nil {
		return err
	}
	res, err := s.app.CallVideo(q.r.Context(), q.key(), name, raw, expect)
	if err != nil {
		return err
	}
	return q.reply(http.StatusOK, res.Out, res.Version)
}

// frame sends the frame at t as a JPEG, rendered once per content (the
// cache key is what the frame depends on, also its ETag).
func (s *Server) frame(q *request) error {
	qs := q.r.URL.Query()
	t, err := strconv.ParseFloat(qs.Get("t"), 64)
	if err != nil || t < 0 {
		return badRequest("t must be a time in seconds")
	}
	w := 0
	if v := qs.Get("w"); v != "" {
		if w, err = strconv.Atoi(v); err != nil || w < 16 || w > 3840 {
			return badRequest("w must be a width of 16 to 3840 pixels")
		}
	}
	format := qs.Get("format") // jpeg (the default) or png (the CLI's frame)
	if format == "" {
		format = "jpeg"
	}
	if format != "jpeg" && format != "png" {
		return badRequest("format must be jpeg or png")
	}
	img, key, err := s.app.Frame(q.r.Context(), q.key(), t, w, format, s.app.Data.FramesDir(), etagValue(q.r.Header.Get("If-None-Match")))
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
	h.Set("Content-Type", "image/"+format)
	h.Set("Content-Length", strconv.Itoa(len(img)))
	q.w.Write(img) // a client that went away (a newer scrub request won) is no error
	return nil
}

func etagValue(h string) string {
	if len(h) >= 2 && h[0] == '"' && h[len(h)-1] == '"' {
		return h[1 : len(h)-1]
	}
	return h
}

// JobRef names a queued job.
type JobRef struct {
	JobID string `json:"jobId"`
}

// startRender queues a render through the render_video tool (the same
// code path as an agent's or an MCP client's render).
func (s *Server) startRender(q *request) error {
	raw, err := q.rawBody()
	if err != nil {
		return err
	}
	res, err := s.app.CallVideo(q.r.Context(), q.key(), "render_video", raw, 0)
	if err != nil {
		return err
	}
	out := res.Out.(videotools.RenderOut)
	return q.reply(http.StatusAccepted, JobRef{JobID: out.JobID}, 0)
}

func (s *Server) startTranscription(q *request) error {
	var in app.TranscriptionIn
	if err := q.decode(&in); err != nil {
		return err
	}
	j, err := s.app.StartTranscription(q.r.Context(), q.key(), in)
	if err != nil {
		return err
	}
	return q.reply(http.StatusAccepted, JobRef{JobID: j.ID}, 0)
}

var _ = json.Marshal
