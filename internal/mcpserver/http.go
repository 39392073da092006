package mcpserver

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Defaults of HTTPOptions.
const (
	DefaultSessionTTL    = 30 * time.Minute
	DefaultHeaderTimeout = 10 * time.Second
	DefaultBodyTimeout   = 30 * time.Second
	DefaultIdleTimeout   = 2 * time.Minute
	DefaultMaxBodyBytes  = mcp.DefaultMaxRequestBodyBytes
)

// HTTPOptions harden MCP over streamable HTTP. The zero value is the safe
// default: same-origin browsers only, sessions idle for 30 minutes freed,
// a request's headers within 10 s and its body within 30 s.
type HTTPOptions struct {
	// AllowOrigins are browser origins ("https://app.example.com") that may
	// call besides the server's own; "*" allows any. A request whose Origin
	// is neither is refused (403) before it reaches a tool: a web page the
	// user happens to visit cannot drive the editor.
	AllowOrigins []string
	// SessionTTL frees a session no request has used for that long.
	SessionTTL time.Duration
	// HeaderTimeout bounds reading a request's headers (a client that
	// sends half a header is disconnected), BodyTimeout its body, and
	// IdleTimeout how long a kept-alive connection may wait for the next
	// request. Streams (GET, server-sent events) are not limited.
	HeaderTimeout, BodyTimeout, IdleTimeout time.Duration
	// MaxBodyBytes bounds a request body (413 past it).
	MaxBodyBytes int64
}

func (o HTTPOptions) withDefaults() HTTPOptions {
	if o.SessionTTL == 0 {
		o.SessionTTL = DefaultSessionTTL
	}
	if o.HeaderTimeout == 0 {
		o.HeaderTimeout = DefaultHeaderTimeout
	}
	if o.BodyTimeout == 0 {
		o.BodyTimeout = DefaultBodyTimeout
	}
	if o.IdleTimeout == 0 {
		o.IdleTimeout = DefaultIdleTimeout
	}
	if o.MaxBodyBytes == 0 {
		o.MaxBodyBytes = DefaultMaxBodyBytes
	}
	return o
}

// HTTPHandler serves s over streamable HTTP with the default HTTPOptions.
func HTTPHandler(s *mcp.Server) http.Handler { return NewHTTPHandler(s, HTTPOptions{}) }

// NewHTTPHandler serves s over streamable HTTP: the Origin is checked,
// request bodies are read within BodyTimeout and MaxBodyBytes, and idle
// sessions end after SessionTTL. Serve it with NewHTTPServer, which adds
// the header and idle timeouts.
func NewHTTPHandler(s *mcp.Server, opt HTTPOptions) http.Handler {
	return NewSessionHandler(func(*http.Request) *mcp.Server { return s }, opt)
}

// NewSessionHandler is NewHTTPHandler with a server made for each new
// session by get (`neuralcut serve`'s /mcp makes one per session, acting
// for the session's token owner).
func NewSessionHandler(get func(*http.Request) *mcp.Server, opt HTTPOptions) http.Handler {
	opt = opt.withDefaults()
	h := mcp.NewStreamableHTTPHandler(get,
		&mcp.StreamableHTTPOptions{SessionTimeout: opt.SessionTTL, MaxRequestBodyBytes: opt.MaxBodyBytes})
	allowed := map[string]bool{}
	for _, o := range opt.AllowOrigins {
		allowed[normalizeOrigin(o)] = true
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := checkOrigin(r, allowed); err != nil {
			httpError(w, http.StatusForbidden, "forbidden_origin", err.Error())
			return
		}
		if r.Body != nil && r.Body != http.NoBody && r.Method != http.MethodGet {
			body, status, err := readBody(w, r, opt)
			if err != nil {
				httpError(w, status, "bad_body", err.Error())
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		h.ServeHTTP(w, r)
	})
}

// NewHTTPServer returns a server for h with the header and idle timeouts
// of opt. It has no read or write timeout of the whole request: the
// server-sent event streams of MCP stay open as long as the session.
func NewHTTPServer(h http.Handler, opt HTTPOptions) *http.Server {
	opt = opt.withDefaults()
	return &http.Server{Handler: h, ReadHeaderTimeout: opt.HeaderTimeout, IdleTimeout: opt.IdleTimeout,
		MaxHeaderBytes: 64 << 10}
}

// checkOrigin admits a request without an Origin (not a browser, or a
// same-origin navigation) or with the server's own origin or an allowed
// one.
func checkOrigin(r *http.Request, allowed map[string]bool) error {
	origin := r.Header.Get("Origin")
	if origin == "" {
		if r.Header.Get("Sec-Fetch-Site") == "cross-site" {
			return errors.New("cross-site requests are not allowed")
		}
		return nil
	}
	o := normalizeOrigin(origin)
	if allowed["*"] || allowed[o] {
		return nil
	}
	if u, err := url.Parse(o); err == nil && u.Host != "" && strings.EqualFold(u.Host, r.Host) {
		return nil
	}
	return fmt.Errorf("origin %s is not allowed (the server's own origin, or one given with --allow-origin)", safeOrigin(origin))
}

// normalizeOrigin lowercases an origin and drops a trailing slash.
func normalizeOrigin(o string) string {
	return strings.TrimSuffix(strings.ToLower(strings.TrimSpace(o)), "/")
}

// safeOrigin keeps a hostile Origin header from flooding a message.
func safeOrigin(o string) string {
	if len(o) > 100 {
		o = o[:100] + "..."
	}
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, o)
}

// readBody reads the whole body within BodyTimeout and MaxBodyBytes. The
// connection's deadline is lifted after a body that came whole (the
// response may be a long stream); after one that did not, it stays, so
// the server gives up on the rest and closes the connection.
func readBody(w http.ResponseWriter, r *http.Request, opt HTTPOptions) ([]byte, int, error) {
	rc := http.NewResponseController(w)
	rc.SetReadDeadline(time.Now().Add(opt.BodyTimeout))
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, opt.MaxBodyBytes))
	if err == nil {
		rc.SetReadDeadline(time.Time{})
	}
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return nil, http.StatusRequestEntityTooLarge, fmt.Errorf("request body larger than %d bytes", opt.MaxBodyBytes)
	case errors.Is(err, os.ErrDeadlineExceeded):
		return nil, http.StatusRequestTimeout, fmt.Errorf("request body not received within %s", opt.BodyTimeout)
	case err != nil:
		return nil, http.StatusBadRequest, errors.New("request body could not be read")
	}
	return b, 0, nil
}

func httpError(w http.ResponseWriter, status int, code, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Connection", "close")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]string{"error": msg, "code": code})
}

// ExposureWarning is the warning to print when a server listens at addr
// beyond the loopback interface without TLS or without a token: anyone
// who can reach the port can then read and edit the documents (or read
// the traffic). It is "" when there is nothing to warn about.
func ExposureWarning(addr net.Addr, tls, token bool) string {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok || tcp.IP.IsLoopback() || (tls && token) {
		return ""
	}
	var missing []string
	if !tls {
		missing = append(missing, "TLS")
	}
	if !token {
		missing = append(missing, "a token")
	}
	where := tcp.String()
	if tcp.IP.IsUnspecified() {
		where += " (every interface)"
	}
	return fmt.Sprintf("warning: listening on %s beyond loopback without %s: anyone who can reach this port can read and edit the document; listen on 127.0.0.1 instead, or put it behind `neuralcut serve`",
		where, strings.Join(missing, " or "))
}
