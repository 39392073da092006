package server_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/neuralcut/neuralcut/internal/app"
)

// Verified credentials are cached briefly, but a revoked token and a
// signed-out session are refused at once, even right after being used.
func TestRevocationAndSignOutTakeEffectAtOnce(t *testing.T) {
	e := newEnv(t, app.Services{})
	alice := e.login("alice")
	var tok app.NewToken
	if st := alice.do("POST", "/api/tokens", map[string]string{"name": "soon revoked"}, &tok); st != 201 {
		t.Fatalf("token: %d", st)
	}
	holder := &client{e: e, hc: &http.Client{}, token: tok.Token}
	for i := 0; i < 3; i++ { // used, so it is cached
		if st := holder.do("GET", "/api/me", nil, nil); st != 200 {
			t.Fatalf("a fresh token: %d", st)
		}
	}
	if st := alice.do("DELETE", "/api/tokens/"+tok.ID, nil, nil); st != 200 {
		t.Fatalf("revoke: %d", st)
	}
	if st := holder.do("GET", "/api/me", nil, nil); st != 401 {
		t.Errorf("a revoked token right after use: %d, want 401", st)
	}

	// a signed-out session's cookie, replayed, is refused
	cookies := alice.hc.Jar.Cookies(mustURL(e.url))
	if st := alice.do("GET", "/api/me", nil, nil); st != 200 {
		t.Fatalf("signed in: %d", st)
	}
	if st := alice.do("POST", "/api/logout", nil, nil); st != 200 {
		t.Fatalf("logout: %d", st)
	}
	r, _ := http.NewRequest("GET", e.url+"/api/me", nil)
	for _, c := range cookies {
		r.AddCookie(c)
	}
	res, err := http.DefaultClient.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 401 {
		t.Errorf("a signed-out session's cookie: %d, want 401", res.StatusCode)
	}
}

func mustURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}
