package store

import (
	"context"
	"sync"
)

// Locks serializes work per key within one process (a document's
// writers); a wait ends with its context. Entries go away when nobody
// holds or waits for them.
type Locks struct {
	mu sync.Mutex
	m  map[string]*keyLock
}

type keyLock struct {
	ch    chan struct{} // holds one token while locked
	users int
}

// Lock takes key's lock, waiting until it is free or ctx is done.
func (l *Locks) Lock(ctx context.Context, key string) (func(), error) {
	l.mu.Lock()
	if l.m == nil {
		l.m = map[string]*keyLock{}
	}
	k := l.m[key]
	if k == nil {
		k = &keyLock{ch: make(chan struct{}, 1)}
		l.m[key] = k
	}
	k.users++
	l.mu.Unlock()
	select {
	case k.ch <- struct{}{}:
		return func() {
			<-k.ch
			l.done(key, k)
		}, nil
	case <-ctx.Done():
		l.done(key, k)
		return nil, ctx.Err()
	}
}

func (l *Locks) done(key string, k *keyLock) {
	l.mu.Lock()
	defer l.mu.Unlock()
	k.users--
	if k.users == 0 {
		delete(l.m, key)
	}
}
