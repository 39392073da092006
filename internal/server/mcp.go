package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/mcpserver"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/server/bridge"
	"github.com/neuralcut/neuralcut/internal/store"
)

// MCPSessionTTL is how long an idle MCP session lives.
var MCPSessionTTL = 30 * time.Minute

// mcpSession is what one MCP session has open: a project for the video
// tools, a photo for the photo ops.
type mcpSession struct {
	owner          int64
	mu             sync.Mutex
	project, photo string
}

// mcpHandler serves MCP over streamable HTTP at /mcp, behind an API token.
// Each session gets a server acting only on the token owner's documents:
// list_documents, open_project and open_photo, then every video tool on
// the open project and every photo op on the open photo (a photo op whose
// name a video tool has is offered as photo.NAME), and the bridge's
// editor_command and editor_sessions on the owner's open editor pages. A
// session is bound to its owner: another token presenting its id is
// refused.
func (s *Server) mcpHandler() http.Handler {
	var owners sync.Map // session id -> owner
	// the Origin check, body limits and session expiry are mcpserver's,
	// as for `neuralcut mcp --http`
	h := mcpserver.NewSessionHandler(func(r *http.Request) *mcp.Server {
		u, _ := r.Context().Value(userKey{}).(store.User)
		return s.mcpServer(&mcpSession{owner: u.ID})
	}, mcpserver.HTTPOptions{SessionTTL: MCPSessionTTL, MaxBodyBytes: s.cfg.MaxBody})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := &request{s: s, w: w, r: r}
		if r.Header.Get("Authorization") == "" {
			writeError(w, s.log, errorf(http.StatusUnauthorized, "unauthenticated", "MCP needs an API token (Authorization: Bearer)"))
			return
		}
		if err := s.authenticate(q); err != nil {
			writeError(w, s.log, err)
			return
		}
		if sid := r.Header.Get("Mcp-Session-Id"); sid != "" {
			if o, ok := owners.Load(sid); ok {
				if o.(*sessionOwner).id != q.user.ID {
					writeError(w, s.log, errNotFound)
					return
				}
				o.(*sessionOwner).seen.Store(time.Now().UnixNano())
			}
		}
		rw := &sessionCapture{ResponseWriter: w, owner: q.user.ID, owners: &owners}
		h.ServeHTTP(rw, r.WithContext(context.WithValue(r.Context(), userKey{}, q.user)))
	})
}

type userKey struct{}

// sessionOwner is whose a session is, and when it was last used.
type sessionOwner struct {
	id   int64
	seen atomic.Int64
}

// sessionCapture records which owner a new session belongs to, and
// forgets sessions that expired long ago.
type sessionCapture struct {
	http.ResponseWriter
	owner  int64
	owners *sync.Map
}

func (c *sessionCapture) record() {
	sid := c.Header().Get("Mcp-Session-Id")
	if sid == "" {
		return
	}
	so := &sessionOwner{id: c.owner}
	so.seen.Store(time.Now().UnixNano())
	if _, loaded := c.owners.LoadOrStore(sid, so); loaded {
		return
	}
	old := time.Now().Add(-2 * MCPSessionTTL).UnixNano()
	c.owners.Range(func(k, v any) bool {
		if v.(*sessionOwner).seen.Load() < old {
			c.owners.Delete(k)
		}
		return true
	})
}

func (c *sessionCapture) WriteHeader(code int) {
	c.record()
	c.ResponseWriter.WriteHeader(code)
}

func (c *sessionCapture) Write(b []byte) (int, error) {
	c.record()
	return c.ResponseWriter.Write(b)
}

func (c *sessionCapture) Flush() {
	if f, ok := c.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (c *sessionCapture) Unwrap() http.ResponseWriter { return c.ResponseWriter }

// OpenIn names a document to open.
type OpenIn struct {
	ProjectID string `json:"projectId,omitempty" jsonschema:"a project id from list_documents"`
	PhotoID   string `json:"photoId,omitempty" jsonschema:"a photo id from list_documents"`
}

func (s *Server) mcpServer(sess *mcpSession) *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: "neuralcut", Version: mcpserver.Version}, nil)
	ctxOwner := func(id string) store.Key { return store.Key{Owner: sess.owner, ID: id} }
	mcp.AddTool(srv, &mcp.Tool{Name: "list_documents", Description: "List your video projects and photo documents (ids for open_project and open_photo)."},
		func(ctx context.Context, _ *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, map[string]any, error) {
			ps, err := s.app.Catalog.ListDocs(ctx, store.KindProject, sess.owner)
			if err != nil {
				return nil, nil, err
			}
			ph, err := s.app.Catalog.ListDocs(ctx, store.KindPhoto, sess.owner)
			if err != nil {
				return nil, nil, err
			}
			return nil, map[string]any{"projects": ps, "photos": ph}, nil
		})
	open := func(kind string) func(ctx context.Context, _ *mcp.CallToolRequest, in OpenIn) (*mcp.CallToolResult, store.DocInfo, error) {
		return func(ctx context.Context, _ *mcp.CallToolRequest, in OpenIn) (*mcp.CallToolResult, store.DocInfo, error) {
			id := in.ProjectID
			if kind == store.KindPhoto {
				id = in.PhotoID
			}
			d, err := s.app.Catalog.DocInfo(ctx, kind, ctxOwner(id))
			if err != nil {
				return mcpserver.Result(nil, registry.Errorf("%s not found: %s", kind, id)), store.DocInfo{}, nil
			}
			sess.mu.Lock()
			if kind == store.KindPhoto {
				sess.photo = id
			} else {
				sess.project = id
			}
			sess.mu.Unlock()
			return nil, d, nil
		}
	}
	mcp.AddTool(srv, &mcp.Tool{Name: "open_project", Description: "Open one of your video projects by id: the video tools act on it from now on."}, open(store.KindProject))
	mcp.AddTool(srv, &mcp.Tool{Name: "open_photo", Description: "Open one of your photo documents by id: the photo ops act on it from now on."}, open(store.KindPhoto))

	current := func(kind string) (store.Key, error) {
		sess.mu.Lock()
		defer sess.mu.Unlock()
		id := sess.project
		if kind == store.KindPhoto {
			id = sess.photo
		}
		if id == "" {
			return store.Key{}, registry.Errorf("No %s is open: call list_documents, then open_%s", kind, kind)
		}
		return ctxOwner(id), nil
	}
	mcpserver.AddTools(srv, s.app.Video, "", func(ctx context.Context, name string, args json.RawMessage) (any, error) {
		k, err := current(store.KindProject)
		if err != nil {
			return nil, err
		}
		res, err := s.app.CallVideo(ctx, k, name, args, 0)
		return res.Out, mcpError(err)
	})
	photoCall := func(ctx context.Context, op string, args json.RawMessage) (any, error) {
		k, err := current(store.KindPhoto)
		if err != nil {
			return nil, err
		}
		resp, _, err := s.app.InvokePhoto(ctx, k, op, args, 0)
		if err != nil {
			return nil, mcpError(err)
		}
		if !resp.OK {
			return nil, registry.Errorf("%s", resp.Error)
		}
		return resp.Result, nil
	}
	caller := bridge.Caller{Hub: s.hub, Owner: sess.owner}
	mcpserver.AddTools(srv, bridge.Tools(), "", func(ctx context.Context, name string, args json.RawMessage) (any, error) {
		return bridge.Tools().Call(ctx, caller, name, args)
	})
	for _, t := range s.app.Photo.Tools() {
		name := t.Name
		if _, clash := s.app.Video.Lookup(name); clash {
			name = "photo." + name
		}
		op := t.Name
		srv.AddTool(&mcp.Tool{Name: name, Description: t.Description, InputSchema: t.Input,
			Annotations: &mcp.ToolAnnotations{ReadOnlyHint: t.Effect == registry.Read}},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				out, err := photoCall(ctx, op, req.Params.Arguments)
				return mcpserver.Result(out, err), nil
			})
	}
	return srv
}

// mcpError keeps what a client may read (tool errors, a missing document,
// a conflict) and hides the rest behind a logged reference.
func mcpError(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, store.ErrNotFound) {
		return registry.Errorf("Not found")
	}
	return app.Visible(err)
}
