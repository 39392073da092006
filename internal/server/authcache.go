package server

import (
	"sync"
	"time"

	"github.com/neuralcut/neuralcut/internal/store"
)

// CredentialTTL is how long a verified token or session is trusted
// without asking the database again. Under load every request used to
// wait for one of the few SQLite read connections just to learn who it
// was (bench/bridge: the bridge's round trip, two authenticated requests,
// had a p99 of 4.2x a bare echo; with this cache 1.3x). A revocation or
// sign-out in this process takes effect at once; one made by another
// process (the CLI, another server) within CredentialTTL.
var CredentialTTL = 2 * time.Second

// maxCredentials bounds the cache: past it, it starts again empty.
const maxCredentials = 10000

// credentials caches who a token or session hash is.
type credentials struct {
	mu sync.Mutex
	m  map[string]credential
}

type credential struct {
	sess  store.Session // a token's has only User
	until time.Time
}

func (c *credentials) get(hash []byte) (store.Session, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[string(hash)]
	if !ok || time.Now().After(e.until) {
		return store.Session{}, false
	}
	return e.sess, true
}

// put remembers a verified credential until the TTL or, for a session,
// its expiry, whichever comes first.
func (c *credentials) put(hash []byte, s store.Session) {
	until := time.Now().Add(CredentialTTL)
	if !s.Expires.IsZero() && s.Expires.Before(until) {
		until = s.Expires
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxCredentials {
		c.m = map[string]credential{}
	}
	c.m[string(hash)] = credential{s, until}
}

// forget drops one credential (a sign-out).
func (c *credentials) forget(hash []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.m, string(hash))
}

// clear drops every credential (a token revoked: its hash is not known
// here, only its id).
func (c *credentials) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m = nil
}
