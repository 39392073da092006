package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/server/bridge"
	"github.com/neuralcut/neuralcut/internal/store"
)

// ErrorBody is the one error shape of the API: a message for people and a
// stable code for programs (a version conflict adds the current version).
type ErrorBody struct {
	Error   string `json:"error"`
	Code    string `json:"code"`
	Version *int64 `json:"version,omitempty"`
}

// apiError is an error with its status and code.
type apiError struct {
	status int
	code   string
	msg    string
}

func (e *apiError) Error() string { return e.msg }

func errorf(status int, code, msg string) error { return &apiError{status, code, msg} }

// Errors handlers return often.
var (
	errUnauthenticated = errorf(http.StatusUnauthorized, "unauthenticated", "Sign in or send an API token")
	errCSRF            = errorf(http.StatusForbidden, "csrf", "Missing or wrong X-CSRF-Token header")
	errNotFound        = errorf(http.StatusNotFound, "not_found", "Not found")
	errTooLarge        = errorf(http.StatusRequestEntityTooLarge, "too_large", "The request body is larger than the limit")
)

func badRequest(msg string) error { return errorf(http.StatusBadRequest, "bad_request", msg) }

// writeError answers err in the API's error shape with the status its kind
// calls for. Errors of unknown kind are logged under a reference that the
// answer names; their text never reaches the client.
func writeError(w http.ResponseWriter, log *slog.Logger, err error) {
	status, body := errorResponse(log, err)
	writeJSON(w, status, body)
}

func errorResponse(log *slog.Logger, err error) (int, ErrorBody) {
	var ae *apiError
	var te *registry.Error
	var ce *store.ConflictError
	var mbe *http.MaxBytesError
	var be *bridge.Error
	switch {
	case errors.As(err, &ae):
		return ae.status, ErrorBody{Error: ae.msg, Code: ae.code}
	case errors.As(err, &be):
		return be.Status, ErrorBody{Error: be.Message, Code: be.Code}
	case errors.As(err, &ce):
		v := ce.Current
		return http.StatusConflict, ErrorBody{Error: "The document has changed since that version", Code: "version_conflict", Version: &v}
	case errors.Is(err, store.ErrNotFound):
		return http.StatusNotFound, ErrorBody{Error: "Not found", Code: "not_found"}
	case errors.As(err, &te) && te.Internal:
		// logged where it happened, under the reference the message names
		return http.StatusInternalServerError, ErrorBody{Error: te.Message, Code: "internal"}
	case errors.As(err, &te):
		return http.StatusUnprocessableEntity, ErrorBody{Error: te.Message, Code: "tool_error"}
	case errors.As(err, &mbe), errors.Is(err, app.ErrTooLarge):
		return http.StatusRequestEntityTooLarge, ErrorBody{Error: "The request body is larger than the limit", Code: "too_large"}
	case errors.Is(err, app.ErrUnsupportedMedia):
		return http.StatusUnsupportedMediaType, ErrorBody{Error: "Not a video, audio or image file NeuralCut can read", Code: "unsupported_media"}
	case errors.Is(err, context.DeadlineExceeded):
		return http.StatusServiceUnavailable, ErrorBody{Error: "The request took too long", Code: "timeout"}
	case errors.Is(err, context.Canceled):
		return 499, ErrorBody{Error: "Cancelled", Code: "cancelled"}
	}
	ref := newRef()
	log.Error("internal error", "ref", ref, "err", err.Error())
	return http.StatusInternalServerError, ErrorBody{Error: "Internal error (ref " + ref + ")", Code: "internal"}
}

func newRef() string {
	var b [6]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}
