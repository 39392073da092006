package server

import (
	"crypto/subtle"
	"errors"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/auth"
	"github.com/neuralcut/neuralcut/internal/store"
)

// CookieName is the session cookie.
const CookieName = "neuralcut_session"

// authenticate finds the caller: an API token (Authorization: Bearer) or a
// session cookie. A token that is given but wrong is refused even when a
// cookie would do.
func (s *Server) authenticate(q *request) error {
	ctx := q.r.Context()
	if h := q.r.Header.Get("Authorization"); h != "" {
		tok, ok := strings.CutPrefix(h, "Bearer ")
		if !ok || tok == "" {
			return errUnauthenticated
		}
		hash := auth.HashSecret(strings.TrimSpace(tok))
		if c, ok := s.creds.get(hash); ok {
			q.user = c.User
			return nil
		}
		u, err := s.app.Catalog.UserByToken(ctx, hash)
		if err != nil {
			return errUnauthenticated
		}
		s.creds.put(hash, store.Session{User: u})
		q.user = u
		return nil
	}
	c, err := q.r.Cookie(CookieName)
	if err != nil || c.Value == "" {
		return errUnauthenticated
	}
	hash := auth.HashSecret(c.Value)
	sess, ok := s.creds.get(hash)
	if !ok {
		if sess, err = s.app.Catalog.SessionByHash(ctx, hash); err != nil {
			return errUnauthenticated
		}
		s.creds.put(hash, sess)
	}
	q.user, q.cookie, q.csrf = sess.User, true, sess.CSRF
	return nil
}

func (s *Server) csrfOK(q *request) bool {
	got := q.r.Header.Get("X-CSRF-Token")
	return got != "" && subtle.ConstantTimeCompare([]byte(got), []byte(q.csrf)) == 1
}

// signedIn tells the web editor whether a page request carries a session.
func (s *Server) signedIn(r *http.Request) bool {
	q := &request{s: s, r: r}
	return s.authenticate(q) == nil
}

// LoginIn is POST /api/login's body.
type LoginIn struct {
	Username string `json:"username"`
	Password string `json:"password"`
}

// UserInfo is the signed-in user as /api/login and /api/me answer.
type UserInfo struct {
	User      UserOut `json:"user"`
	CSRFToken string  `json:"csrfToken,omitempty"`
}

// UserOut is a user without anything secret.
type UserOut struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Admin bool   `json:"admin"`
}

func userOut(u store.User) UserOut { return UserOut{ID: u.ID, Name: u.Name, Admin: u.Admin} }

// clientAddr is the address a login comes from (the connection's, never a
// header a client could forge).
func clientAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// dummyHash is checked against when the user does not exist, so a wrong
// name costs the same time as a wrong password.
var dummyHash, _ = auth.HashPassword("not a password anyone has")

func (s *Server) login(q *request) error {
	var in LoginIn
	if err := q.decode(&in); err != nil {
		return err
	}
	if in.Username == "" || in.Password == "" {
		return badRequest("Give username and password")
	}
	keys := []string{"user:" + strings.ToLower(in.Username), "addr:" + clientAddr(q.r)}
	if ok, wait := s.limiter.Allow(keys...); !ok {
		q.w.Header().Set("Retry-After", strconv.Itoa(int(wait.Seconds()+1)))
		return errorf(http.StatusTooManyRequests, "rate_limited", "Too many failed sign-ins: wait and try again")
	}
	u, hash, err := s.app.Catalog.UserByName(q.r.Context(), in.Username)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	if err != nil {
		hash = dummyHash
	}
	ok, cerr := auth.CheckPassword(hash, in.Password)
	if err != nil || cerr != nil || !ok {
		s.limiter.Fail(keys...)
		s.log.Info("sign-in refused", "user", in.Username, "addr", clientAddr(q.r))
		return errorf(http.StatusUnauthorized, "bad_credentials", "Wrong username or password")
	}
	s.limiter.Reset(keys[0])
	secret, csrf := auth.NewSecret("s_"), auth.NewSecret("")
	expires := time.Now().Add(s.cfg.SessionTTL)
	if err := s.app.Catalog.CreateSession(q.r.Context(), auth.HashSecret(secret), u.ID, csrf, expires); err != nil {
		return err
	}
	http.SetCookie(q.w, &http.Cookie{Name: CookieName, Value: secret, Path: "/", HttpOnly: true, Secure: s.cfg.TLS,
		SameSite: http.SameSiteLaxMode, Expires: expires, MaxAge: int(s.cfg.SessionTTL.Seconds())})
	s.log.Info("signed in", "user", u.Name, "addr", clientAddr(q.r))
	return q.reply(http.StatusOK, UserInfo{User: userOut(u), CSRFToken: csrf}, 0)
}

func (s *Server) logout(q *request) error {
	if c, err := q.r.Cookie(CookieName); err == nil {
		s.creds.forget(auth.HashSecret(c.Value))
		if err := s.app.Catalog.DeleteSession(q.r.Context(), auth.HashSecret(c.Value)); err != nil {
			return err
		}
	}
	http.SetCookie(q.w, &http.Cookie{Name: CookieName, Value: "", Path: "/", HttpOnly: true, Secure: s.cfg.TLS,
		SameSite: http.SameSiteLaxMode, MaxAge: -1})
	return q.reply(http.StatusOK, map[string]bool{"ok": true}, 0)
}

func (s *Server) me(q *request) error {
	return q.reply(http.StatusOK, UserInfo{User: userOut(q.user), CSRFToken: q.csrf}, 0)
}

// TokenIn names a new API token.
type TokenIn struct {
	Name string `json:"name"`
}

func (s *Server) createToken(q *request) error {
	var in TokenIn
	if err := q.decode(&in); err != nil {
		return err
	}
	t, err := s.app.CreateToken(q.r.Context(), q.user.ID, in.Name)
	if err != nil {
		return badRequest(err.Error())
	}
	return q.reply(http.StatusCreated, t, 0)
}

func (s *Server) listTokens(q *request) error {
	ts, err := s.app.Catalog.Tokens(q.r.Context(), q.user.ID)
	if err != nil {
		return err
	}
	return q.reply(http.StatusOK, ts, 0)
}

func (s *Server) revokeToken(q *request) error {
	if err := s.app.Catalog.RevokeToken(q.r.Context(), q.user.ID, q.r.PathValue("id")); err != nil {
		return err
	}
	s.creds.clear() // a request that read the token just before is forgotten too
	return q.reply(http.StatusOK, map[string]bool{"ok": true}, 0)
}
