// Package web is the browser editor that `neuralcut serve` ships inside the binary: four HTML
// shells (/login, /, /video/{id}, /photo/{id}) and the static files under /static/ (plain ES
// modules, CSS, vendored Preact + htm + signals). Nothing here reads a document: the pages talk
// to the server's public JSON API, exactly as a script would, so the editor can do nothing a
// token holder cannot.
//
// Every response carries a strict Content-Security-Policy (scripts only from this origin, no
// inline script or style attribute injection, no other origin reached) and static files are
// served with a content hash as ETag, so a reload costs one 304 per file.
package web

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strings"
)

//go:embed static
var files embed.FS

// CSP is the policy every page and file is served with. Scripts and styles come from this origin
// only; images may also be blob:/data: (canvas read-backs, object URLs of frames); media is blob:
// or this origin (the playback proxy). Styles are files too: the scripts set sizes through the
// CSSOM (element.style.width = ...), which the policy allows, never through style attributes.
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; " +
	"img-src 'self' data: blob:; media-src 'self' blob:; connect-src 'self'; font-src 'self'; " +
	"object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"

// Options wires the handler to the server it is mounted in.
type Options struct {
	// SignedIn reports whether the request carries a valid session; editor pages redirect to
	// /login when it says no. Nil means the pages are served and the scripts find out from /api/me.
	SignedIn func(*http.Request) bool
}

type asset struct {
	body  []byte
	etag  string
	ctype string
}

// Handler serves the pages and /static/. Mount it at "/" below the API routes.
func Handler(o Options) http.Handler {
	static := map[string]asset{}
	err := fs.WalkDir(files, "static", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := files.ReadFile(p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(b)
		ct := mime.TypeByExtension(path.Ext(p))
		if ct == "" {
			ct = "application/octet-stream"
		}
		if path.Ext(p) == ".js" {
			ct = "text/javascript; charset=utf-8"
		}
		static["/"+p] = asset{body: b, etag: `"` + hex.EncodeToString(sum[:12]) + `"`, ctype: ct}
		return nil
	})
	if err != nil {
		panic("web: embedded files unreadable: " + err.Error()) // a build defect, found at start-up
	}
	page := func(name string) asset { return static["/static/pages/"+name+".html"] }
	login, home, video, photo := page("login"), page("home"), page("video"), page("photo")

	mux := http.NewServeMux()
	serve := func(w http.ResponseWriter, r *http.Request, a asset, cache string) {
		h := w.Header()
		securityHeaders(h)
		h.Set("Content-Type", a.ctype)
		h.Set("Cache-Control", cache)
		h.Set("ETag", a.etag)
		if match := r.Header.Get("If-None-Match"); match != "" && match == a.etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		if r.Method == http.MethodHead {
			return
		}
		_, _ = w.Write(a.body)
	}
	guarded := func(a asset) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			if o.SignedIn != nil && !o.SignedIn(r) {
				securityHeaders(w.Header())
				http.Redirect(w, r, "/login?next="+url.QueryEscape(r.URL.Path), http.StatusSeeOther)
				return
			}
			serve(w, r, a, "no-store")
		}
	}
	mux.HandleFunc("GET /login", func(w http.ResponseWriter, r *http.Request) { serve(w, r, login, "no-store") })
	mux.HandleFunc("GET /{$}", guarded(home))
	mux.HandleFunc("GET /video/{id}", guarded(video))
	mux.HandleFunc("GET /photo/{id}", guarded(photo))
	mux.HandleFunc("GET /static/", func(w http.ResponseWriter, r *http.Request) {
		a, ok := static[r.URL.Path]
		if !ok || strings.HasPrefix(r.URL.Path, "/static/pages/") {
			securityHeaders(w.Header())
			http.NotFound(w, r)
			return
		}
		// Revalidated each time (cheap: a 304 by ETag) so a new binary never serves stale modules.
		serve(w, r, a, "no-cache")
	})
	mux.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) {
		serve(w, r, static["/static/img/icon.svg"], "max-age=86400")
	})
	return mux
}

func securityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", CSP)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("X-Frame-Options", "DENY")
}
