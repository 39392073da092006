package server

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
)

func (s *Server) listOps(q *request) error {
	if _, err := s.app.Catalog.DocInfo(q.r.Context(), store.KindPhoto, q.key()); err != nil {
		return err
	}
	return q.reply(http.StatusOK, photoops.List(s.app.Photo), 0)
}

// InvokeIn is the control API's invoke: {op, params}; expectedVersion (or
// If-Match) refuses a stale write.
type InvokeIn struct {
	Op              string          `json:"op"`
	Params          json.RawMessage `json:"params,omitempty"`
	ExpectedVersion int64           `json:"expectedVersion,omitempty"`
}

// RunIn is the control API's run: {steps: [{op, params}]}.
type RunIn struct {
	Steps           []photoops.Step `json:"steps"`
	ExpectedVersion int64           `json:"expectedVersion,omitempty"`
}

func (q *request) expectedOr(body int64) (int64, error) {
	if body > 0 {
		return body, nil
	}
	return q.expected()
}

// invoke answers the spec's shape: {ok, op, result} with 200, or
// {ok:false, op, error} with 422 (the document unchanged).
func (s *Server) invoke(q *request) error {
	var in InvokeIn
	if err := q.decode(&in); err != nil {
		return err
	}
	if in.Op == "" {
		return badRequest("Give op")
	}
	expect, err := q.expectedOr(in.ExpectedVersion)
	if err != nil {
		return err
	}
	resp, v, err := s.app.InvokePhoto(q.r.Context(), q.key(), in.Op, in.Params, expect)
	if err != nil {
		return err
	}
	status := http.StatusOK
	if !resp.OK {
		status = http.StatusUnprocessableEntity
	}
	return q.reply(status, resp, v)
}

func (s *Server) run(q *request) error {
	var in RunIn
	if err := q.decode(&in); err != nil {
		return err
	}
	expect, err := q.expectedOr(in.ExpectedVersion)
	if err != nil {
		return err
	}
	res, v, err := s.app.RunPhoto(q.r.Context(), q.key(), in.Steps, expect)
	if err != nil {
		return err
	}
	status := http.StatusOK
	if !res.OK {
		status = http.StatusUnprocessableEntity
	}
	return q.reply(status, res, v)
}

// intParam reads an optional integer query parameter.
func intParam(q *request, name string) (int, error) {
	v := q.r.URL.Query().Get(name)
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, badRequest(name + " must be an integer")
	}
	return n, nil
}

// screenshot sends the screenshot op's picture as a PNG.
func (s *Server) screenshot(q *request) error {
	side, err := intParam(q, "maxSide")
	if err != nil {
		return err
	}
	params, _ := json.Marshal(photoops.ScreenshotIn{MaxSide: side})
	resp, v, err := s.app.InvokePhoto(q.r.Context(), q.key(), "screenshot", params, 0)
	if err != nil {
		return err
	}
	if !resp.OK {
		return registry.Errorf("%s", resp.Error)
	}
	_, b64, _ := strings.Cut(resp.Result.(photoops.ScreenshotOut).DataURL, ",")
	png, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		return err
	}
	h := q.w.Header()
	h.Set("Content-Type", "image/png")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Document-Version", itoa(v))
	_, err = q.w.Write(png)
	return err
}

// exportPNG runs export.png with save: the PNG goes into the document's own
// storage, and is downloaded from there (Range honoured).
func (s *Server) exportPNG(q *request) error {
	depth, err := intParam(q, "depth")
	if err != nil {
		return err
	}
	side, err := intParam(q, "maxSide")
	if err != nil {
		return err
	}
	k := q.key()
	params, _ := json.Marshal(photoops.ExportIn{Depth: depth, MaxSide: side, Save: true})
	resp, _, err := s.app.InvokePhoto(q.r.Context(), k, "export.png", params, 0)
	if err != nil {
		return err
	}
	if !resp.OK {
		return registry.Errorf("%s", resp.Error)
	}
	f, err := os.Open(s.app.ExportPath(k))
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	q.w.Header().Set("Content-Type", "image/png")
	q.w.Header().Set("Cache-Control", "no-store")
	http.ServeContent(q.w, q.r, "", st.ModTime(), f)
	return nil
}
