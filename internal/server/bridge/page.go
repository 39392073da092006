package bridge

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// Command is a command as a page receives it.
type Command struct {
	ID     string          `json:"id"`
	Op     string          `json:"op,omitempty"`
	Params json.RawMessage `json:"params,omitempty"`
	Steps  []Step          `json:"steps,omitempty"`
}

// Page is a page-side client in Go: it subscribes to a session over HTTP,
// runs each command with Run and posts the answer, exactly as the editor
// pages do in the browser (the same reconnect and the same de-duplication
// by command id). Benchmarks and tests use it as a page.
type Page struct {
	Server  string      // the server's base URL
	Header  http.Header // credentials (Authorization: Bearer ..., or a cookie and X-CSRF-Token)
	Client  *http.Client
	Session string
	ID      string // the page id; New chooses one when empty
	Kind    string
	Doc     string
	// Run executes one command and returns the answer (ID is filled in).
	Run func(ctx context.Context, c Command) Answer

	runMu   sync.Mutex // commands run one at a time, as in the browser
	mu      sync.Mutex
	started map[string]*Answer // by command id: nil while running
	order   []string
	last    string // the last event id seen
	// Ready is closed after the first hello (the page is subscribed).
	Ready     chan struct{}
	readyOnce sync.Once
}

// maxRemembered bounds the command ids a page remembers.
const maxRemembered = 1000

func (p *Page) init() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ID == "" {
		p.ID = newID("page_")
	}
	if p.started == nil {
		p.started = map[string]*Answer{}
	}
	if p.Client == nil {
		p.Client = http.DefaultClient
	}
	if p.Ready == nil {
		p.Ready = make(chan struct{})
	}
}

// Listen keeps the page subscribed until ctx ends, reconnecting after a
// dropped stream with the last event id it saw.
func (p *Page) Listen(ctx context.Context) error {
	p.init()
	for {
		err := p.Stream(ctx)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		var fatal *fatalError
		if errors.As(err, &fatal) {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

type fatalError struct{ msg string }

func (e *fatalError) Error() string { return e.msg }

// Stream opens one event stream and serves it until it ends.
func (p *Page) Stream(ctx context.Context) error {
	p.init()
	q := url.Values{"session": {p.Session}, "page": {p.ID}}
	if p.Kind != "" {
		q.Set("kind", p.Kind)
	}
	if p.Doc != "" {
		q.Set("document", p.Doc)
	}
	req, err := http.NewRequestWithContext(ctx, "GET", p.Server+EventsPath+"?"+q.Encode(), nil)
	if err != nil {
		return &fatalError{err.Error()}
	}
	for k, v := range p.Header {
		req.Header[k] = v
	}
	req.Header.Set("Accept", "text/event-stream")
	p.mu.Lock()
	if p.last != "" {
		req.Header.Set("Last-Event-ID", p.last)
	}
	p.mu.Unlock()
	res, err := p.Client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(res.Body, 4096))
		msg := fmt.Sprintf("events: HTTP %d: %s", res.StatusCode, bytes.TrimSpace(b))
		if res.StatusCode >= 400 && res.StatusCode < 500 && res.StatusCode != 429 {
			return &fatalError{msg}
		}
		return errors.New(msg)
	}
	return p.read(ctx, res.Body)
}

// read parses the event stream.
func (p *Page) read(ctx context.Context, body io.Reader) error {
	br := bufio.NewReader(body)
	var event, id string
	var data bytes.Buffer
	for {
		line, err := br.ReadString('\n')
		if err != nil {
			return err
		}
		line = strings.TrimRight(line, "\r\n")
		switch {
		case line == "":
			if data.Len() > 0 || event != "" {
				p.event(ctx, event, id, data.Bytes())
			}
			event, id = "", ""
			data.Reset()
		case strings.HasPrefix(line, ":"):
		case strings.HasPrefix(line, "event:"):
			event = strings.TrimSpace(line[6:])
		case strings.HasPrefix(line, "id:"):
			id = strings.TrimSpace(line[3:])
		case strings.HasPrefix(line, "data:"):
			if data.Len() > 0 {
				data.WriteByte('\n')
			}
			data.WriteString(strings.TrimPrefix(line[5:], " "))
		}
	}
}

func (p *Page) event(ctx context.Context, event, id string, data []byte) {
	if event == "hello" {
		p.readyOnce.Do(func() { close(p.Ready) })
		return
	}
	if event != "" && event != "message" {
		return
	}
	if id != "" {
		p.mu.Lock()
		p.last = id
		p.mu.Unlock()
	}
	var c Command
	if json.Unmarshal(data, &c) != nil || c.ID == "" {
		return
	}
	p.mu.Lock()
	prev, seen := p.started[c.ID]
	if !seen {
		p.started[c.ID] = nil
		p.order = append(p.order, c.ID)
		for len(p.order) > maxRemembered {
			delete(p.started, p.order[0])
			p.order = p.order[1:]
		}
	}
	p.mu.Unlock()
	if seen {
		if prev != nil { // answered already: the answer may have been lost, send it again
			go p.post(context.WithoutCancel(ctx), *prev)
		}
		return // running: its answer will come
	}
	go func() {
		p.runMu.Lock()
		a := p.Run(context.WithoutCancel(ctx), c) // a dropped stream does not stop a command
		p.runMu.Unlock()
		a.ID = c.ID
		p.mu.Lock()
		if _, ok := p.started[c.ID]; ok {
			p.started[c.ID] = &a
		}
		p.mu.Unlock()
		p.post(context.WithoutCancel(ctx), a)
	}()
}

// post sends an answer, retrying a few times when the server cannot be
// reached.
func (p *Page) post(ctx context.Context, a Answer) {
	body, _ := json.Marshal(PageResult{Answer: a, Page: p.ID})
	for try := 0; try < 5; try++ {
		req, err := http.NewRequestWithContext(ctx, "POST", p.Server+ResultPath, bytes.NewReader(body))
		if err != nil {
			return
		}
		for k, v := range p.Header {
			req.Header[k] = v
		}
		req.Header.Set("Content-Type", "application/json")
		res, err := p.Client.Do(req)
		if err == nil {
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode < 500 {
				return
			}
		}
		time.Sleep(time.Duration(50<<try) * time.Millisecond)
	}
}
