package server_test

import (
	"bytes"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/store"
)

// row says how to call one route in the security table: its path with
// alice's ids, and a body.
type row struct {
	path string
	body any
}

// TestSecurityTable calls every route of the route table (a route added
// without a row here fails the test): without credentials (401 unless
// public), as another owner by session and by token (404 wherever the path
// names something owned, exactly like a missing id), as a cookie write
// without the CSRF token (403), with a revoked token (401).
func TestSecurityTable(t *testing.T) {
	e := newEnv(t, app.Services{})
	alice := e.login("alice")
	pid := alice.newProject()
	var ph store.DocInfo
	alice.do("POST", "/api/photos", map[string]any{"name": "p", "width": 64, "height": 48}, &ph)
	var job struct{ JobID string }
	alice.do("POST", "/api/projects/"+pid+"/tools/add_text", map[string]any{"text": "x", "start": 0, "end": 1, "position": "top"}, nil)
	if st := alice.do("POST", "/api/projects/"+pid+"/renders", map[string]any{"preset": "fast"}, &job); st != 202 {
		t.Fatalf("render: %d", st)
	}
	var tok app.NewToken
	alice.do("POST", "/api/tokens", map[string]string{"name": "t"}, &tok)
	var assets struct {
		Assets []struct {
			ID string `json:"id"`
		} `json:"assets"`
	}
	alice.do("POST", "/api/projects/"+pid+"/tools/list_project_assets", "{}", &assets)
	asset := assets.Assets[0].ID

	var cmd struct{ ID string }
	if st := alice.do("POST", "/api/editor/bridge/command", map[string]any{"op": "layers.addRaster", "wait": false, "timeout": 60000}, &cmd); st != 202 {
		t.Fatalf("bridge command: %d", st)
	}
	P, PH, J := "/api/projects/"+pid, "/api/photos/"+ph.ID, "/api/jobs/"+job.JobID
	rows := map[string]row{
		"GET /healthz":                                      {path: "/healthz"},
		"POST /api/login":                                   {path: "/api/login", body: map[string]string{"username": "alice", "password": "wrong"}},
		"POST /api/logout":                                  {path: "/api/logout"},
		"GET /api/me":                                       {path: "/api/me"},
		"POST /api/tokens":                                  {path: "/api/tokens", body: map[string]string{"name": "x"}},
		"GET /api/tokens":                                   {path: "/api/tokens"},
		"DELETE /api/tokens/{id}":                           {path: "/api/tokens/" + tok.ID},
		"GET /api/projects":                                 {path: "/api/projects"},
		"POST /api/projects":                                {path: "/api/projects", body: map[string]any{"name": "x"}},
		"GET /api/projects/{id}":                            {path: P},
		"PATCH /api/projects/{id}":                          {path: P, body: map[string]string{"name": "stolen"}},
		"DELETE /api/projects/{id}":                         {path: P},
		"GET /api/projects/{id}/document":                   {path: P + "/document"},
		"GET /api/projects/{id}/events":                     {path: P + "/events"},
		"POST /api/projects/{id}/assets":                    {path: P + "/assets", body: "not media"},
		"GET /api/projects/{id}/assets/{assetId}/thumbnail": {path: P + "/assets/" + asset + "/thumbnail"},
		"GET /api/projects/{id}/assets/{assetId}/waveform":  {path: P + "/assets/" + asset + "/waveform"},
		"POST /api/assets":                                  {path: "/api/assets", body: "not media"},
		"GET /api/projects/{id}/tools":                      {path: P + "/tools"},
		"POST /api/projects/{id}/tools/{name}":              {path: P + "/tools/delete_timeline_elements", body: map[string]any{"elementIds": []string{"e2"}}},
		"GET /api/projects/{id}/frame":                      {path: P + "/frame?t=0&w=64"},
		"POST /api/projects/{id}/renders":                   {path: P + "/renders", body: map[string]any{}},
		"GET /api/projects/{id}/preview":                    {path: P + "/preview"},
		"GET /api/projects/{id}/preview/{name}":             {path: P + "/preview/0123456789abcdef0123456789abcdef.mp4"},
		"GET /api/projects/{id}/poster":                     {path: P + "/poster?w=64"},
		"POST /api/projects/{id}/transcriptions":            {path: P + "/transcriptions", body: map[string]any{}},
		"POST /api/projects/{id}/agent":                     {path: P + "/agent", body: map[string]any{"prompt": "add the title X", "mode": "skip"}},
		"GET /api/jobs/{id}":                                {path: J},
		"GET /api/jobs/{id}/events":                         {path: J + "/events"},
		"POST /api/jobs/{id}/cancel":                        {path: J + "/cancel"},
		"GET /api/jobs/{id}/output":                         {path: J + "/output"},
		"GET /api/photos":                                   {path: "/api/photos"},
		"POST /api/photos":                                  {path: "/api/photos", body: map[string]any{"name": "x"}},
		"GET /api/photos/{id}":                              {path: PH},
		"PATCH /api/photos/{id}":                            {path: PH, body: map[string]string{"name": "stolen"}},
		"DELETE /api/photos/{id}":                           {path: PH},
		"GET /api/photos/{id}/ops":                          {path: PH + "/ops"},
		"POST /api/photos/{id}/invoke":                      {path: PH + "/invoke", body: map[string]any{"op": "layers.addRaster"}},
		"POST /api/photos/{id}/run":                         {path: PH + "/run", body: map[string]any{"steps": []map[string]any{{"op": "layers.addRaster"}}}},
		"GET /api/photos/{id}/screenshot":                   {path: PH + "/screenshot"},
		"GET /api/photos/{id}/export.png":                   {path: PH + "/export.png"},
		"GET /api/photos/{id}/events":                       {path: PH + "/events"},
		"POST /api/photos/{id}/agent":                       {path: PH + "/agent", body: map[string]any{"prompt": "black and white", "mode": "skip"}},
		"POST /api/editor/plan":                             {path: "/api/editor/plan", body: map[string]any{"prompt": "black and white", "state": map[string]any{"kind": "photo", "documentId": ph.ID}}},
		"POST /api/agent/runs/{run}/approve":                {path: "/api/agent/runs/run_missing/approve", body: map[string]any{"callId": "c1", "allow": true}},
		"GET /api/openapi.json":                             {path: "/api/openapi.json"},
		"GET /api/editor/bridge/events":                     {path: "/api/editor/bridge/events?session=default"},
		"POST /api/editor/bridge/result":                    {path: "/api/editor/bridge/result", body: map[string]any{"id": cmd.ID, "ok": true}},
		"POST /api/editor/bridge/command":                   {path: "/api/editor/bridge/command", body: map[string]any{"op": "layers.addRaster", "wait": false}},
		"GET /api/editor/bridge/command/{id}":               {path: "/api/editor/bridge/command/" + cmd.ID},
		"GET /api/editor/bridge/sessions":                   {path: "/api/editor/bridge/sessions"},
	}
	bob := e.login("bob")
	bobToken := e.tokenClient("bob")
	revoked := e.tokenClient("alice")
	var rtoks []struct{ ID string }
	alice.do("GET", "/api/tokens", nil, &rtoks)
	alice.do("DELETE", "/api/tokens/"+rtoks[len(rtoks)-1].ID, nil, nil)
	noCSRF := &client{e: e, hc: alice.hc}

	for _, rt := range e.s.Routes() {
		name := rt.Method + " " + rt.Path
		rw, ok := rows[name]
		if !ok {
			t.Errorf("route %s has no row in the security table", name)
			continue
		}
		t.Run(name, func(t *testing.T) {
			call := func(c *client) int {
				st, _, _ := c.raw(rt.Method, rw.path, rw.body)
				return st
			}
			if rt.Access == 0 { // public
				return
			}
			if st := call(e.anon()); st != 401 {
				t.Errorf("no credentials: %d, want 401", st)
			}
			if st := call(revoked); st != 401 {
				t.Errorf("revoked token: %d, want 401", st)
			}
			if rt.Method != "GET" {
				if st := call(noCSRF); st != 403 {
					t.Errorf("cookie write without the CSRF token: %d, want 403", st)
				}
			}
			if rt.Owned != "" {
				if st := call(bob); st != 404 {
					t.Errorf("another owner's session: %d, want 404", st)
				}
				if st := call(bobToken); st != 404 {
					t.Errorf("another owner's token: %d, want 404", st)
				}
			}
		})
	}
	// nothing bob tried changed alice's documents
	var d store.DocInfo
	if st := alice.do("GET", P, nil, &d); st != 200 || d.Name != "Test" {
		t.Errorf("alice's project after bob: %d %+v", st, d)
	}
	if st := alice.do("GET", PH, nil, &d); st != 200 || d.Name != "p" {
		t.Errorf("alice's photo after bob: %d %+v", st, d)
	}
	if strings.Contains(e.log.String(), password) || strings.Contains(e.log.String(), tok.Token) {
		t.Error("a password or token is in the log")
	}
}

// Uploads: past the limit 413 (declared or streamed), not media 415, and
// hostile file names never name a file: nothing is written outside the
// data folder and the asset's name is cleaned.
func TestUploads(t *testing.T) {
	e := newEnv(t, app.Services{})
	c := e.login("alice")
	var d store.DocInfo
	c.do("POST", "/api/projects", map[string]any{"name": "u"}, &d)
	path := "/api/projects/" + d.ID + "/assets"
	root := filepath.Dir(e.data.Dir)
	big := bytes.Repeat([]byte{0}, 9<<20)
	if st := c.upload(path, "big.mp4", big, nil); st != 413 {
		t.Errorf("oversize multipart: %d, want 413", st)
	}
	// streamed with no declared length
	r := c.req("POST", path+"?name=big.mp4", io.MultiReader(bytes.NewReader(big)))
	r.ContentLength = -1
	if resp := c.send(r); resp.StatusCode != 413 {
		t.Errorf("oversize stream: %d, want 413", resp.StatusCode)
	}
	if st := c.upload(path, "notes.mp4", []byte("just text, named like a video"), nil); st != 415 {
		t.Errorf("not media: %d, want 415", st)
	}
	clip, _ := testMedia(t)
	for _, name := range []string{"../../../evil.mp4", "a\nb.mp4", "nul\x00x.mp4", strings.Repeat("x", 300) + ".mp4", `..\..\win.mp4`, "/etc/passwd"} {
		var a map[string]any
		st := c.upload(path, name, clip, &a)
		if st != 201 && st != 400 {
			t.Errorf("%q: %d", name, st)
			continue
		}
		if st == 201 {
			n := a["name"].(string)
			if strings.ContainsAny(n, "/\\\n\x00") || len(n) > 200 || n == ".." {
				t.Errorf("%q stored as %q", name, n)
			}
		}
	}
	var outside []string
	filepath.WalkDir(root, func(p string, de fs.DirEntry, err error) error {
		if err == nil && !de.IsDir() && !strings.HasPrefix(p, e.data.Dir+string(filepath.Separator)) {
			outside = append(outside, p)
		}
		return nil
	})
	if len(outside) > 0 {
		t.Errorf("files written outside the data folder: %v", outside)
	}
	if _, err := os.Stat(filepath.Join(root, "evil.mp4")); err == nil {
		t.Error("a hostile name wrote a file")
	}
	// the same bytes are kept once
	var n int
	ents, _ := os.ReadDir(e.data.MediaDir())
	for _, de := range ents {
		sub, _ := os.ReadDir(filepath.Join(e.data.MediaDir(), de.Name()))
		n += len(sub)
	}
	if n != 1 {
		t.Errorf("%d media files for one content", n)
	}
	// an unknown API path answers in the API's shape
	st, b, _ := c.raw("GET", "/api/nope", nil)
	var body map[string]string
	json.Unmarshal(b, &body)
	if st != 404 || body["code"] != "not_found" {
		t.Errorf("unknown path: %d %s", st, b)
	}
	// malformed JSON is 400
	if st := c.do("POST", "/api/projects", "{nope", nil); st != http.StatusBadRequest {
		t.Errorf("malformed JSON: %d", st)
	}
}

// Sign-in: the session cookie's attributes, rate limiting per account and
// address, sign-out ending the session.
func TestSignIn(t *testing.T) {
	e := newEnv(t, app.Services{})
	a := e.anon()
	st, b, h := a.raw("POST", "/api/login", map[string]string{"username": "alice", "password": password})
	if st != 200 {
		t.Fatalf("login: %d %s", st, b)
	}
	var info struct {
		User      map[string]any `json:"user"`
		CSRFToken string         `json:"csrfToken"`
	}
	json.Unmarshal(b, &info)
	if info.User["name"] != "alice" || len(info.CSRFToken) < 20 {
		t.Errorf("login body %s", b)
	}
	cookie := h.Get("Set-Cookie")
	for _, want := range []string{"neuralcut_session=", "HttpOnly", "SameSite=Lax", "Path=/"} {
		if !strings.Contains(cookie, want) {
			t.Errorf("cookie %q lacks %s", cookie, want)
		}
	}
	if strings.Contains(cookie, "Secure") {
		t.Error("Secure cookie without TLS (the browser would drop it on http)")
	}
	for i := range 5 {
		if st, _, _ := a.raw("POST", "/api/login", map[string]string{"username": "alice", "password": "wrong"}); st != 401 {
			t.Fatalf("wrong password %d: %d", i, st)
		}
	}
	st, _, h = a.raw("POST", "/api/login", map[string]string{"username": "alice", "password": password})
	if st != 429 || h.Get("Retry-After") == "" {
		t.Errorf("after 5 failures: %d (Retry-After %q), want 429", st, h.Get("Retry-After"))
	}
	// the address is limited too: another account from here
	if st, _, _ := a.raw("POST", "/api/login", map[string]string{"username": "bob", "password": "wrong"}); st != 429 {
		t.Errorf("another account from the same address: %d, want 429", st)
	}
}

func TestSecureCookieUnderTLS(t *testing.T) {
	e := newEnv(t, app.Services{})
	srv := httptestTLS(t, e)
	resp, err := srv.Client().Post(srv.URL+"/api/login", "application/json", strings.NewReader(`{"username":"alice","password":"`+password+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if c := resp.Header.Get("Set-Cookie"); !strings.Contains(c, "Secure") {
		t.Errorf("cookie under TLS %q lacks Secure", c)
	}
}
