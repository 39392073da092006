// Package sse is Server-Sent Events for the server: a broker that fans
// events out by topic (a document's changes, a job's progress) and a
// writer that streams them to one client with keep-alive comments. A
// client too slow to keep up is told to resync instead of being waited
// for: a publisher never blocks.
package sse

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"time"
)

// Event is one server-sent event.
type Event struct {
	Name string // the event: field ("change", "progress")
	Data any    // sent as JSON
}

// Broker fans events out to the subscribers of a topic.
type Broker struct {
	mu   sync.Mutex
	subs map[string]map[*Sub]struct{}
}

// Sub is one subscription. Events arrive on C; when the subscriber fell
// behind, Lagged is closed and the stream tells the client to resync.
type Sub struct {
	C      chan Event
	Lagged chan struct{}
	topic  string
	lagged sync.Once
}

// subBuffer is how many events a subscriber may be behind.
const subBuffer = 64

// Subscribe starts listening to topic; call Unsubscribe when done.
func (b *Broker) Subscribe(topic string) *Sub {
	s := &Sub{C: make(chan Event, subBuffer), Lagged: make(chan struct{}), topic: topic}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.subs == nil {
		b.subs = map[string]map[*Sub]struct{}{}
	}
	if b.subs[topic] == nil {
		b.subs[topic] = map[*Sub]struct{}{}
	}
	b.subs[topic][s] = struct{}{}
	return s
}

// Unsubscribe stops s.
func (b *Broker) Unsubscribe(s *Sub) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.subs[s.topic], s)
	if len(b.subs[s.topic]) == 0 {
		delete(b.subs, s.topic)
	}
}

// Publish sends ev to every subscriber of topic without waiting.
func (b *Broker) Publish(topic string, ev Event) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for s := range b.subs[topic] {
		select {
		case s.C <- ev:
		default:
			s.lagged.Do(func() { close(s.Lagged) })
		}
	}
}

// Subscribers counts a topic's subscribers (tests wait for a client).
func (b *Broker) Subscribers(topic string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.subs[topic])
}

// KeepAlive is how often an idle stream sends a comment line, so proxies
// and browsers keep it open.
var KeepAlive = 15 * time.Second

// Writer writes events to one client.
type Writer struct {
	w  http.ResponseWriter
	rc *http.ResponseController
}

// Start sends the event-stream headers.
func Start(w http.ResponseWriter) *Writer {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	sw := &Writer{w: w, rc: http.NewResponseController(w)}
	sw.rc.Flush()
	return sw
}

// Send writes one event and flushes it.
func (sw *Writer) Send(ev Event) error {
	b, err := json.Marshal(ev.Data)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(sw.w, "event: %s\ndata: %s\n\n", ev.Name, b); err != nil {
		return err
	}
	return sw.rc.Flush()
}

// comment writes a keep-alive line.
func (sw *Writer) comment() error {
	if _, err := fmt.Fprint(sw.w, ": keep-alive\n\n"); err != nil {
		return err
	}
	return sw.rc.Flush()
}

// Follow streams s's events to the client until ctx ends, the client goes,
// stop returns true for an event (after sending it), or the subscriber
// lags (a "resync" event is sent first).
func (sw *Writer) Follow(ctx context.Context, s *Sub, stop func(Event) bool) error {
	return sw.FollowPolling(ctx, s, stop, 0, nil)
}

// FollowPolling is Follow that also asks poll every interval for events
// the broker cannot know of (a change another process committed).
func (sw *Writer) FollowPolling(ctx context.Context, s *Sub, stop func(Event) bool, every time.Duration, poll func() []Event) error {
	tick := time.NewTicker(KeepAlive)
	defer tick.Stop()
	var polls <-chan time.Time
	if poll != nil && every > 0 {
		pt := time.NewTicker(every)
		defer pt.Stop()
		polls = pt.C
	}
	for {
		select {
		case <-polls:
			for _, ev := range poll() {
				if err := sw.Send(ev); err != nil {
					return err
				}
			}
		case <-ctx.Done():
			return ctx.Err()
		case <-s.Lagged:
			return sw.Send(Event{Name: "resync", Data: map[string]string{"reason": "too many events: read the current state again"}})
		case ev := <-s.C:
			if err := sw.Send(ev); err != nil {
				return err
			}
			if stop != nil && stop(ev) {
				return nil
			}
		case <-tick.C:
			if err := sw.comment(); err != nil {
				return err
			}
		}
	}
}
