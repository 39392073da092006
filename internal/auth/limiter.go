package auth

import (
	"sync"
	"time"
)

// Limiter counts failed logins per key (an account name, an address) in a
// sliding window and refuses a key that failed too often, so passwords
// cannot be guessed at speed. A success clears the account's count.
type Limiter struct {
	Max    int           // failures allowed in Window
	Window time.Duration // how long a failure counts
	Now    func() time.Time

	mu    sync.Mutex
	fails map[string][]time.Time
}

// NewLimiter allows max failures per window for each key.
func NewLimiter(max int, window time.Duration) *Limiter {
	return &Limiter{Max: max, Window: window, Now: time.Now, fails: map[string][]time.Time{}}
}

// Allow reports whether every key may try now; when not, it says how long
// until one may.
func (l *Limiter) Allow(keys ...string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.Now()
	var wait time.Duration
	for _, k := range keys {
		f := l.prune(k, now)
		if len(f) >= l.Max {
			wait = max(wait, f[len(f)-l.Max].Add(l.Window).Sub(now))
		}
	}
	return wait <= 0, wait
}

// Fail records a failure against every key.
func (l *Limiter) Fail(keys ...string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.Now()
	for _, k := range keys {
		l.fails[k] = append(l.prune(k, now), now)
	}
	if len(l.fails) > 100_000 {
		// a flood of distinct keys: forget the oldest knowledge rather
		// than grow without bound
		for k := range l.fails {
			if len(l.prune(k, now)) == 0 {
				delete(l.fails, k)
			}
		}
	}
}

// Reset forgets a key's failures (a successful login).
func (l *Limiter) Reset(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.fails, key)
}

func (l *Limiter) prune(k string, now time.Time) []time.Time {
	f := l.fails[k]
	i := 0
	for i < len(f) && now.Sub(f[i]) >= l.Window {
		i++
	}
	f = f[i:]
	if len(f) == 0 {
		delete(l.fails, k)
		return nil
	}
	l.fails[k] = f
	return f
}
