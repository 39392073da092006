package web

import (
	"io/fs"
	"net/http"
	"net/http/httptest"
	"path"
	"regexp"
	"strings"
	"testing"
)

func get(t *testing.T, h http.Handler, url string, hdr ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("GET", url, nil)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// Every page and every static file carries the policy; pages are never cached; files revalidate
// by ETag.
func TestPagesAndFilesCarryTheCSP(t *testing.T) {
	h := Handler(Options{})
	urls := []string{"/login", "/", "/video/p1", "/photo/ph1", "/static/css/app.css", "/static/vendor/preact.js",
		"/static/js/video/app.js", "/static/img/icon.svg", "/favicon.ico"}
	for _, u := range urls {
		rec := get(t, h, u)
		if rec.Code != 200 {
			t.Fatalf("GET %s: %d", u, rec.Code)
		}
		if got := rec.Header().Get("Content-Security-Policy"); got != CSP {
			t.Errorf("GET %s: CSP %q", u, got)
		}
		if rec.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("GET %s: no nosniff", u)
		}
	}
	if ct := get(t, h, "/static/js/lib/api.js").Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
		t.Errorf("module served as %q", ct)
	}
	if cc := get(t, h, "/video/x").Header().Get("Cache-Control"); cc != "no-store" {
		t.Errorf("page Cache-Control %q", cc)
	}
	first := get(t, h, "/static/css/app.css")
	again := get(t, h, "/static/css/app.css", "If-None-Match", first.Header().Get("ETag"))
	if again.Code != http.StatusNotModified || again.Body.Len() != 0 {
		t.Errorf("revalidation: %d with %d bytes", again.Code, again.Body.Len())
	}
	for _, u := range []string{"/static/pages/video.html", "/static/nope.js", "/video/", "/admin"} {
		if rec := get(t, h, u); rec.Code != 404 {
			t.Errorf("GET %s: %d, want 404", u, rec.Code)
		}
	}
	for _, pol := range []string{"script-src 'self';", "style-src 'self';", "object-src 'none'", "frame-ancestors 'none'"} {
		if !strings.Contains(CSP, pol) {
			t.Errorf("CSP lacks %q", pol)
		}
	}
}

func TestEditorPagesRedirectWhenSignedOut(t *testing.T) {
	h := Handler(Options{SignedIn: func(r *http.Request) bool { return r.Header.Get("Cookie") == "ok" }})
	rec := get(t, h, "/video/p1")
	if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != "/login?next=%2Fvideo%2Fp1" {
		t.Errorf("signed out: %d %q", rec.Code, rec.Header().Get("Location"))
	}
	if rec := get(t, h, "/video/p1", "Cookie", "ok"); rec.Code != 200 {
		t.Errorf("signed in: %d", rec.Code)
	}
	if rec := get(t, h, "/login"); rec.Code != 200 {
		t.Errorf("login page: %d", rec.Code)
	}
}

var (
	importRE = regexp.MustCompile(`(?m)(?:^|[;\s])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]`)
	inlineRE = regexp.MustCompile(`(?i)<script(?:\s[^>]*)?>`)
	remoteRE = regexp.MustCompile(`(?i)(?:src|href)\s*=\s*["']?(?:https?:)?//|url\(\s*["']?(?:https?:)?//|@import`)
)

// The pages load only files of this origin, no inline script (the CSP would block it anyway), and
// every module import resolves to an embedded file, so the editor works offline and a missing
// file is found here rather than in a browser.
func TestStaticFilesAreSelfContained(t *testing.T) {
	names := map[string]bool{}
	_ = fs.WalkDir(files, "static", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names[p] = true
		}
		return err
	})
	for _, lic := range []string{"LICENSE-preact", "LICENSE-htm", "LICENSE-signals-core"} {
		if !names["static/vendor/"+lic] {
			t.Errorf("vendored licence %s missing", lic)
		}
	}
	imports := 0
	for p := range names {
		b, _ := files.ReadFile(p)
		src := string(b)
		switch path.Ext(p) {
		case ".html":
			for _, tag := range inlineRE.FindAllString(src, -1) {
				if !strings.Contains(tag, "src=") {
					t.Errorf("%s: inline script %s", p, tag)
				}
			}
			if strings.Contains(src, " style=") || strings.Contains(src, "<style") {
				t.Errorf("%s: inline style", p)
			}
		case ".js":
			for _, m := range importRE.FindAllStringSubmatch(src, -1) {
				spec := m[1] + m[2] + m[3]
				if !strings.HasPrefix(spec, ".") {
					t.Errorf("%s: bare or remote import %q", p, spec)
					continue
				}
				imports++
				if target := path.Join(path.Dir(p), spec); !names[target] {
					t.Errorf("%s: import %q -> %s is not embedded", p, spec, target)
				}
			}
		}
		if path.Ext(p) == ".js" || path.Ext(p) == ".css" || path.Ext(p) == ".html" {
			if loc := remoteRE.FindStringIndex(src); loc != nil {
				t.Errorf("%s: refers to another origin: %q", p, src[loc[0]:min(len(src), loc[1]+30)])
			}
		}
	}
	if imports < 30 {
		t.Errorf("only %d imports checked: the import pattern no longer matches the sources", imports)
	}
}
