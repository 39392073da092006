// Package server is NeuralCut's HTTP surface: the JSON API under /api
// (documents, assets, the video tools and photo ops generated from their
// registries, frames, jobs, the planner and the agent, live changes as
// Server-Sent Events), MCP over streamable HTTP at /mcp, the OpenAPI
// document generated from the route table and the registries, and the web
// editor. Handlers decode, call the application layer and encode; they
// hold no logic the CLI also has.
//
// Every route is declared once in the route table (routes.go) with who may
// call it and what its path names; the table builds the router, the
// OpenAPI document and the security tests' list, so a route cannot be
// added without them.
package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/auth"
	"github.com/neuralcut/neuralcut/internal/server/bridge"
	"github.com/neuralcut/neuralcut/internal/server/sse"
	"github.com/neuralcut/neuralcut/internal/store"
)

// Config shapes a server.
type Config struct {
	// MaxUpload bounds an upload (413 past it); MaxBody any other body.
	MaxUpload int64
	MaxBody   int64
	// Timeout bounds a handler (streams, uploads and downloads excepted:
	// they end with their client or their own limits).
	Timeout time.Duration
	// SlowTimeout bounds calls that may run slow tools (tool calls, photo
	// ops, the planner).
	SlowTimeout time.Duration
	// TransferTimeout bounds an upload or a download (a client that stalls
	// is cut off).
	TransferTimeout time.Duration
	// SessionTTL is how long a sign-in lasts.
	SessionTTL time.Duration
	// TLS marks cookies Secure (the server is behind TLS).
	TLS bool
	// Web makes the handler of the editor's pages and static files, served
	// at "/" (nil: none); signedIn tells it whether a request has a session.
	Web func(signedIn func(*http.Request) bool) http.Handler
	Log *slog.Logger
}

// Defaults.
const (
	DefaultMaxUpload   = 2 << 30
	DefaultMaxBody     = 32 << 20
	DefaultTimeout     = time.Minute
	DefaultSlowTimeout = 15 * time.Minute
	DefaultSessionTTL  = 14 * 24 * time.Hour
	DefaultTransfer    = time.Hour
)

func (c Config) withDefaults() Config {
	if c.MaxUpload == 0 {
		c.MaxUpload = DefaultMaxUpload
	}
	if c.MaxBody == 0 {
		c.MaxBody = DefaultMaxBody
	}
	if c.Timeout == 0 {
		c.Timeout = DefaultTimeout
	}
	if c.SlowTimeout == 0 {
		c.SlowTimeout = DefaultSlowTimeout
	}
	if c.SessionTTL == 0 {
		c.SessionTTL = DefaultSessionTTL
	}
	if c.TransferTimeout == 0 {
		c.TransferTimeout = DefaultTransfer
	}
	if c.Log == nil {
		c.Log = slog.Default()
	}
	return c
}

// JobControl is what the routes need of the job queue beyond app.Jobs.
type JobControl interface {
	// Cancel stops one of an owner's jobs: a queued one never runs, a
	// running one is killed (its ffmpeg with it) and leaves no file.
	Cancel(ctx context.Context, owner int64, id string) (store.Job, error)
}

// Server is the HTTP surface over one app.
type Server struct {
	app     *app.App
	cfg     Config
	log     *slog.Logger
	events  *sse.Broker
	limiter *auth.Limiter
	jobs    JobControl
	runs    *runs
	hub     *bridge.Hub
	creds   credentials // verified tokens and sessions, briefly
	routes  []Route
	// streams ends every open stream when the server shuts down (Shutdown
	// waits for handlers, and a stream's would never return by itself).
	streams    context.Context
	endStreams context.CancelFunc
	mux        *http.ServeMux
}

// New builds the server. It subscribes the app's committed changes to the
// live event streams.
func New(a *app.App, jobs JobControl, cfg Config) *Server {
	cfg = cfg.withDefaults()
	s := &Server{app: a, cfg: cfg, log: cfg.Log, events: &sse.Broker{}, jobs: jobs,
		limiter: auth.NewLimiter(5, time.Minute), runs: newRuns(), hub: bridge.New(bridge.Config{})}
	s.streams, s.endStreams = context.WithCancel(context.Background())
	a.Events = s.publishChange
	a.PreviewEvents = s.publishPreview
	s.routes = s.routeTable()
	s.mux = http.NewServeMux()
	for _, rt := range s.routes {
		s.mux.Handle(rt.Method+" "+rt.Path, s.wrap(rt))
	}
	s.mux.Handle("/mcp", s.mcpHandler())
	if cfg.Web != nil {
		s.mux.Handle("/", cfg.Web(s.signedIn))
	}
	return s
}

// Handler is the server's root handler. A panic anywhere below it is a
// 500 naming a reference that the log line carries.
func (s *Server) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer s.recoverPanic(w, r.Method+" "+r.URL.Path)
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "same-origin")
		if strings.HasPrefix(r.URL.Path, "/api/") {
			// an unknown API path answers in the API's shape, not the
			// web editor's page
			if _, pattern := s.mux.Handler(r); pattern == "/" || pattern == "" {
				writeError(w, s.log, errNotFound)
				return
			}
		}
		s.mux.ServeHTTP(w, r)
	})
}

// CloseStreams ends the open event streams and agent runs (an agent run
// cut off is reverted, as when its client goes away). Call it when the
// HTTP server shuts down (http.Server.RegisterOnShutdown).
func (s *Server) CloseStreams() { s.endStreams() }

// Bridge is the hub that queues commands for open editor pages.
func (s *Server) Bridge() *bridge.Hub { return s.hub }

// Events is the broker of live changes and job progress.
func (s *Server) Events() *sse.Broker { return s.events }

// Access says who may call a route.
type Access int

const (
	// Public routes need nothing (login, health).
	Public Access = iota
	// Signed routes need a session cookie or an API token.
	Signed
)

// Route is one entry of the route table.
type Route struct {
	Method, Path string
	Access       Access
	// Owned names what the path's {id} (or {run}) is: "project", "photo",
	// "job", "token", "run" ("" when the path names nothing owned). The
	// security tests give another owner's id there and expect 404.
	Owned string
	// Stream routes send Server-Sent Events; Upload routes take a body up
	// to the upload limit; Download routes send a file (Range honoured).
	Stream, Upload, Download bool
	// Slow routes may run slow tools (a longer time limit).
	Slow    bool
	Summary string
	// Body and Reply are values whose types give the JSON Schemas of the
	// request and response bodies in the OpenAPI document (nil: none or
	// not JSON); Produces names a non-JSON response's type.
	Body, Reply any
	Produces    string
	handle      func(*request) error
}

// Routes lists the route table.
func (s *Server) Routes() []Route { return s.routes }

// request is one call to a route.
type request struct {
	s      *Server
	w      http.ResponseWriter
	r      *http.Request
	route  *Route
	user   store.User
	cookie bool   // signed in by cookie (writes need the CSRF token)
	csrf   string // the session's CSRF token
}

// wrap applies what every route needs: recovery from a panic (500 with a
// reference the log carries), authentication, CSRF on cookie writes, a
// bounded body and a time limit.
func (s *Server) wrap(rt Route) http.Handler {
	rt2 := rt
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := &request{s: s, w: w, r: r, route: &rt2}
		defer s.recoverPanic(w, rt2.Method+" "+rt2.Path)
		if rt2.Access != Public {
			if err := s.authenticate(q); err != nil {
				writeError(w, s.log, err)
				return
			}
			if q.cookie && !safeMethod(r.Method) && !s.csrfOK(q) {
				writeError(w, s.log, errCSRF)
				return
			}
		}
		limit := s.cfg.MaxBody
		if rt2.Upload {
			limit = s.cfg.MaxUpload
		}
		if r.ContentLength > limit {
			writeError(w, s.log, errTooLarge)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		if rt2.Stream {
			ctx, cancel := context.WithCancel(r.Context())
			defer cancel()
			stop := context.AfterFunc(s.streams, cancel)
			defer stop()
			q.r = r.WithContext(ctx)
		}
		if rt2.Upload || rt2.Download {
			// the connection itself: a stalled transfer ends
			deadline := time.Now().Add(s.cfg.TransferTimeout)
			rc := http.NewResponseController(w)
			rc.SetReadDeadline(deadline)
			rc.SetWriteDeadline(deadline)
			defer func() { // a kept-alive connection goes on without them
				rc.SetReadDeadline(time.Time{})
				rc.SetWriteDeadline(time.Time{})
			}()
			ctx, cancel := context.WithDeadline(r.Context(), deadline)
			defer cancel()
			q.r = r.WithContext(ctx)
		}
		if !rt2.Stream && !rt2.Upload && !rt2.Download {
			timeout := s.cfg.Timeout
			if rt2.Slow {
				timeout = s.cfg.SlowTimeout
			}
			ctx, cancel := context.WithTimeout(r.Context(), timeout)
			defer cancel()
			q.r = r.WithContext(ctx)
		}
		if err := rt2.handle(q); err != nil {
			writeError(w, s.log, err)
		}
	})
}

// recoverPanic turns a panic into a 500 with a reference the log carries.
func (s *Server) recoverPanic(w http.ResponseWriter, where string) {
	p := recover()
	if p == nil {
		return
	}
	if p == http.ErrAbortHandler {
		panic(p)
	}
	ref := newRef()
	s.log.Error("panic in handler", "ref", ref, "route", where, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
	writeJSON(w, http.StatusInternalServerError, ErrorBody{Error: "Internal error (ref " + ref + ")", Code: "internal"})
}

func safeMethod(m string) bool {
	return m == http.MethodGet || m == http.MethodHead || m == http.MethodOptions
}

// key names the document the path's {id} gives, owned by the caller.
func (q *request) key() store.Key { return store.Key{Owner: q.user.ID, ID: q.r.PathValue("id")} }

// decode reads the JSON body into v: malformed JSON is 400, a body past
// the limit 413; an empty body leaves v as it is.
func (q *request) decode(v any) error {
	b, err := io.ReadAll(q.r.Body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return errTooLarge
		}
		return badRequest("Could not read the request body")
	}
	if len(strings.TrimSpace(string(b))) == 0 {
		return nil
	}
	if err := json.Unmarshal(b, v); err != nil {
		return badRequest("Malformed JSON body: " + jsonProblem(err))
	}
	return nil
}

// jsonProblem describes a JSON error without echoing the body.
func jsonProblem(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("syntax error at byte %d", se.Offset)
	case errors.As(err, &te):
		return fmt.Sprintf("%s must be %s", te.Field, te.Type)
	}
	return "not the expected JSON"
}

// rawBody reads the body as raw JSON (a tool's input).
func (q *request) rawBody() (json.RawMessage, error) {
	b, err := io.ReadAll(q.r.Body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, errTooLarge
		}
		return nil, badRequest("Could not read the request body")
	}
	if len(strings.TrimSpace(string(b))) == 0 {
		return json.RawMessage("{}"), nil
	}
	if !json.Valid(b) {
		return nil, badRequest("Malformed JSON body")
	}
	return b, nil
}

// expected is the version a write expects: the If-Match header or the
// expectedVersion query parameter (0: any).
func (q *request) expected() (int64, error) {
	v := strings.TrimSpace(q.r.Header.Get("If-Match"))
	if v == "" {
		v = q.r.URL.Query().Get("expectedVersion")
	}
	if v == "" || v == "*" {
		return 0, nil
	}
	v = strings.Trim(strings.TrimPrefix(v, "W/"), `"`)
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 1 {
		return 0, badRequest("If-Match must be a document version")
	}
	return n, nil
}

// reply writes v as JSON with the document's version in the headers.
func (q *request) reply(status int, v any, version int64) error {
	if version > 0 {
		q.w.Header().Set("ETag", strconv.Quote(strconv.FormatInt(version, 10)))
		q.w.Header().Set("X-Document-Version", strconv.FormatInt(version, 10))
	}
	writeJSON(q.w, status, v)
	return nil
}

// publishChange sends a committed change to its document's stream.
func (s *Server) publishChange(c app.Change) {
	s.events.Publish(topic(c.Kind, c.Key.ID), sse.Event{Name: "change",
		Data: map[string]any{"kind": c.Kind, "id": c.Key.ID, "version": c.Version, "cause": c.Cause}})
}

func topic(kind, id string) string { return kind + ":" + id }
