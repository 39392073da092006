// Package bridge lets an agent drive an editor page that a person has open
// (spec/EDITOR_AGENT_API.md section 3). The page executes; the bridge only
// queues commands per owner:session, delivers each to exactly one open
// page at most once, and hands the page's answer back to the sender.
//
// A Hub knows nothing of HTTP authentication: every method takes the
// caller's owner id, which the server has already established (a session
// cookie or an API token). Queues, commands and pages are keyed by that
// owner, so another owner's session name or command id reaches nothing and
// looks exactly like a missing one.
//
// Delivery, in the order a caller can rely on:
//
//   - commands for one session run one at a time, in the order they came;
//
//   - the head command goes to one connected page (the first to subscribe)
//     and stays bound to that page: it is never handed to another, so it
//     runs at most once even when two pages hold the session;
//
//   - a page whose stream drops gets its unanswered command again when it
//     reconnects under the same page id (and ignores an id it has run);
//
//   - a command nobody answers ends at its timeout, saying whether no
//     editor was open or the editor did not answer.
//
//     hub := bridge.New(bridge.Config{})
//     ans, err := hub.Send(ctx, owner, bridge.CommandIn{Session: "default", Op: "layers.addRaster", Wait: true})
package bridge

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"sync"
	"time"
)

// Config bounds a hub. Zero fields take the defaults.
type Config struct {
	// DefaultTimeout is a command's timeout when the sender gives none;
	// MaxTimeout the longest a sender may ask for.
	DefaultTimeout, MaxTimeout time.Duration
	// KeepAlive is how often an idle event stream sends a comment.
	KeepAlive time.Duration
	// Retain is how long an ended command's answer stays readable.
	Retain time.Duration
	// MaxWaiting bounds the unanswered commands of one owner (all
	// sessions together); MaxRetained the ended ones kept for reading.
	MaxWaiting, MaxRetained int
	// MaxPages bounds the open pages of one owner.
	MaxPages int
}

// Defaults.
const (
	DefaultTimeout = 30 * time.Second
	MaxTimeout     = 10 * time.Minute
	KeepAlive      = 15 * time.Second
	Retain         = 10 * time.Minute
	MaxWaiting     = 1000
	MaxRetained    = 1000
	MaxPages       = 1000
	// MaxSteps bounds a multi-step command.
	MaxSteps = 100
)

func (c Config) withDefaults() Config {
	set := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	set(&c.DefaultTimeout, DefaultTimeout)
	set(&c.MaxTimeout, MaxTimeout)
	set(&c.KeepAlive, KeepAlive)
	set(&c.Retain, Retain)
	seti := func(d *int, v int) {
		if *d <= 0 {
			*d = v
		}
	}
	seti(&c.MaxWaiting, MaxWaiting)
	seti(&c.MaxRetained, MaxRetained)
	seti(&c.MaxPages, MaxPages)
	return c
}

// Step is one op of a multi-step command: a photo op (geEditorControl) or
// a video tool (neuralcutControl) with its params.
type Step struct {
	Op     string          `json:"op" jsonschema:"the op (photo page) or tool (video page) to run"`
	Params json.RawMessage `json:"params,omitempty" jsonschema:"its parameters (an object)"`
}

// CommandIn is POST /api/editor/bridge/command's body, and the input of
// the editor_command tool.
type CommandIn struct {
	Session string          `json:"session,omitempty" jsonschema:"the editor session to drive (the page shows it; default: default)"`
	Op      string          `json:"op,omitempty" jsonschema:"one op (photo) or tool (video) to run in the open editor"`
	Params  json.RawMessage `json:"params,omitempty" jsonschema:"the op's parameters (an object)"`
	Steps   []Step          `json:"steps,omitempty" jsonschema:"several ops run in order, stopping at the first failure (instead of op)"`
	// Wait blocks until the page answers (else the call returns at once
	// with the command's id).
	Wait bool `json:"wait,omitempty" jsonschema:"wait for the editor's answer"`
	// Timeout in milliseconds.
	Timeout int64 `json:"timeout,omitempty" jsonschema:"milliseconds to wait for an open editor and its answer (default 30000, at most 600000)"`
}

// Answer is what a command came to: the page's answer, or the bridge's
// when it ended without one. It is the wire shape of the page's result,
// the command route's reply and GET .../command/{id}.
type Answer struct {
	ID         string          `json:"id"`
	OK         bool            `json:"ok"`
	Result     json.RawMessage `json:"result,omitempty"`
	Error      string          `json:"error,omitempty"`
	Screenshot string          `json:"screenshot,omitempty"`
	MS         float64         `json:"ms"`
	// Code names why the bridge ended a command without an answer
	// (CodeNoEditor, CodeNoAnswer); empty for a page's answer.
	Code string `json:"code,omitempty"`
}

// Codes of commands that ended without an answer.
const (
	CodeNoEditor = "no_editor"
	CodeNoAnswer = "no_answer"
)

// Status is a command as GET .../command/{id} shows it while it is not
// answered: Queued until it ends.
type Status struct {
	ID     string `json:"id"`
	Queued bool   `json:"queued"`
	// State is "waiting" (no page has it yet) or "delivered".
	State string `json:"state"`
}

// PageResult is POST /api/editor/bridge/result's body: the page's answer
// and the page id it subscribed with (a result from any other page is
// refused).
type PageResult struct {
	Answer
	Page string `json:"page"`
}

// SessionInfo describes one of an owner's open editor sessions.
type SessionInfo struct {
	Session string     `json:"session"`
	Pages   []PageInfo `json:"pages"`
	// Waiting counts the commands not yet answered (the one running
	// included).
	Waiting int `json:"waiting"`
}

// PageInfo is one open editor page of a session.
type PageInfo struct {
	Kind     string    `json:"kind,omitempty"`     // "photo" or "video"
	Document string    `json:"document,omitempty"` // the document it has open
	Since    time.Time `json:"since"`
}

// Error is a refusal with the HTTP status and stable code it answers with.
type Error struct {
	Status  int
	Code    string
	Message string
}

func (e *Error) Error() string { return e.Message }

func errorf(status int, code, format string, args ...any) *Error {
	return &Error{Status: status, Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrNotFound answers a command id that is not the caller's or not known.
var ErrNotFound = errorf(404, "not_found", "Not found")

// DefaultSession is the session a page subscribes as when it names none.
const DefaultSession = "default"

var namePattern = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,64}$`)

// CheckSession validates a session name ("" is the default session).
func CheckSession(s string) (string, error) {
	if s == "" {
		return DefaultSession, nil
	}
	if !namePattern.MatchString(s) {
		return "", errorf(400, "bad_request", "Invalid session: use 1 to 64 letters, digits, '.', '_', ':' or '-'")
	}
	return s, nil
}

// Command states.
const (
	waiting = iota
	delivered
	ended
)

type key struct {
	owner   int64
	session string
}

// command is one queued command.
type command struct {
	id      string
	owner   int64
	session string
	wire    []byte // the event's data: {"id","op","params"} or {"id","steps"}
	state   int
	seq     uint64 // its event id, given when first delivered
	page    string // the page it was delivered to
	timeout time.Duration
	timer   *time.Timer
	answer  Answer
	done    chan struct{} // closed when it ends
	ended   time.Time
}

// queue is one owner:session: its open pages and unanswered commands.
type queue struct {
	key      key
	pages    []*page    // connected pages, in the order they subscribed
	waiting  []*command // not yet delivered, in order
	inflight *command   // delivered and not answered
	seq      uint64
}

// page is one open editor page's live connection.
type page struct {
	id, kind, doc string
	since         time.Time
	out           chan Delivery // to its event stream
	kicked        chan struct{} // closed to end the stream
	kickOnce      sync.Once
}

func (p *page) kick() { p.kickOnce.Do(func() { close(p.kicked) }) }

// owner is everything of one owner.
type owner struct {
	queues   map[string]*queue
	commands map[string]*command
	live     int      // unanswered commands
	pages    int      // open pages
	retained []string // ended command ids, oldest first
}

// Hub is the bridge: per-owner queues of commands and the pages that run
// them. It is safe for concurrent use.
type Hub struct {
	cfg    Config
	mu     sync.Mutex
	owners map[int64]*owner
	closed bool
	now    func() time.Time
}

// New makes a hub.
func New(cfg Config) *Hub {
	return &Hub{cfg: cfg.withDefaults(), owners: map[int64]*owner{}, now: time.Now}
}

// Config is the hub's configuration with its defaults filled in.
func (h *Hub) Config() Config { return h.cfg }

func (h *Hub) owner(id int64) *owner {
	o := h.owners[id]
	if o == nil {
		o = &owner{queues: map[string]*queue{}, commands: map[string]*command{}}
		h.owners[id] = o
	}
	return o
}

func (h *Hub) queue(o *owner, k key) *queue {
	q := o.queues[k.session]
	if q == nil {
		q = &queue{key: k}
		o.queues[k.session] = q
	}
	return q
}

// forget drops an idle queue and an idle owner.
func (h *Hub) forget(o *owner, q *queue) {
	if len(q.pages) == 0 && len(q.waiting) == 0 && q.inflight == nil {
		delete(o.queues, q.key.session)
	}
	if len(o.queues) == 0 && len(o.commands) == 0 {
		delete(h.owners, q.key.owner)
	}
}

func newID(prefix string) string {
	var b [16]byte
	rand.Read(b[:])
	return prefix + hex.EncodeToString(b[:])
}

// Enqueue checks a command and queues it; it returns the command's id and
// a channel closed when the command ends. It does not wait.
func (h *Hub) Enqueue(ownerID int64, in CommandIn) (string, <-chan struct{}, error) {
	session, err := CheckSession(in.Session)
	if err != nil {
		return "", nil, err
	}
	timeout := h.cfg.DefaultTimeout
	if in.Timeout != 0 {
		if in.Timeout < 1 || time.Duration(in.Timeout)*time.Millisecond > h.cfg.MaxTimeout {
			return "", nil, errorf(400, "bad_request", "Invalid timeout: give 1 to %d milliseconds", h.cfg.MaxTimeout.Milliseconds())
		}
		timeout = time.Duration(in.Timeout) * time.Millisecond
	}
	id := newID("cmd_")
	wire, err := commandWire(id, in)
	if err != nil {
		return "", nil, err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	o := h.owner(ownerID)
	if o.live >= h.cfg.MaxWaiting {
		return "", nil, errorf(429, "too_many_commands", "Too many editor commands are waiting: wait for their answers")
	}
	c := &command{id: id, owner: ownerID, session: session, wire: wire, timeout: timeout, done: make(chan struct{})}
	o.commands[id] = c
	o.live++
	q := h.queue(o, key{ownerID, session})
	q.waiting = append(q.waiting, c)
	c.timer = time.AfterFunc(timeout, func() { h.expire(c) })
	h.dispatch(q)
	return id, c.done, nil
}

// commandWire is the event's data for a command, checked.
func commandWire(id string, in CommandIn) ([]byte, error) {
	checkParams := func(p json.RawMessage, where string) (json.RawMessage, error) {
		if len(p) == 0 || string(p) == "null" {
			return json.RawMessage("{}"), nil
		}
		var obj map[string]json.RawMessage
		if json.Unmarshal(p, &obj) != nil {
			return nil, errorf(400, "bad_request", "Invalid %s: give an object", where)
		}
		return p, nil
	}
	checkOp := func(op, where string) error {
		if op == "" || len(op) > 100 {
			return errorf(400, "bad_request", "Invalid %s: give an op name", where)
		}
		return nil
	}
	switch {
	case in.Op != "" && len(in.Steps) > 0:
		return nil, errorf(400, "bad_request", "Give op or steps, not both")
	case in.Op == "" && len(in.Steps) == 0:
		return nil, errorf(400, "bad_request", "Give op (with params) or steps")
	case len(in.Steps) > MaxSteps:
		return nil, errorf(400, "bad_request", "Too many steps: at most %d", MaxSteps)
	}
	if in.Op != "" {
		if err := checkOp(in.Op, "op"); err != nil {
			return nil, err
		}
		p, err := checkParams(in.Params, "params")
		if err != nil {
			return nil, err
		}
		return json.Marshal(struct {
			ID     string          `json:"id"`
			Op     string          `json:"op"`
			Params json.RawMessage `json:"params"`
		}{id, in.Op, p})
	}
	if len(in.Params) > 0 && string(in.Params) != "null" {
		return nil, errorf(400, "bad_request", "With steps, give each step its params")
	}
	steps := make([]Step, len(in.Steps))
	for i, s := range in.Steps {
		where := fmt.Sprintf("steps[%d]", i)
		if err := checkOp(s.Op, where+".op"); err != nil {
			return nil, err
		}
		p, err := checkParams(s.Params, where+".params")
		if err != nil {
			return nil, err
		}
		steps[i] = Step{Op: s.Op, Params: p}
	}
	return json.Marshal(struct {
		ID    string `json:"id"`
		Steps []Step `json:"steps"`
	}{id, steps})
}

// dispatch hands the session's next command to its first open page when
// none is running. Called with h.mu held.
func (h *Hub) dispatch(q *queue) {
	if q.inflight != nil || len(q.waiting) == 0 || len(q.pages) == 0 {
		return
	}
	c := q.waiting[0]
	q.waiting = q.waiting[1:]
	p := q.pages[0]
	q.seq++
	c.seq, c.page, c.state = q.seq, p.id, delivered
	q.inflight = c
	h.send(p, c)
}

// send queues c on p's stream without waiting; a page that cannot keep up
// is disconnected (it gets c again when it reconnects).
func (h *Hub) send(p *page, c *command) {
	select {
	case p.out <- Delivery{Seq: c.seq, Data: c.wire}:
	default:
		p.kick()
	}
}

// expire ends a command that nobody answered in time.
func (h *Hub) expire(c *command) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.state == ended {
		return
	}
	o := h.owners[c.owner]
	q := o.queues[c.session]
	ms := c.timeout.Milliseconds()
	a := Answer{ID: c.id, OK: false, MS: float64(ms)}
	if c.state == delivered || len(q.pages) > 0 {
		a.Code, a.Error = CodeNoAnswer, fmt.Sprintf("The editor did not answer within %d ms", ms)
	} else {
		a.Code, a.Error = CodeNoEditor, fmt.Sprintf("No editor open for session %q within %d ms", c.session, ms)
	}
	h.end(o, q, c, a)
}

// end records a command's answer and moves the session on. Called with
// h.mu held.
func (h *Hub) end(o *owner, q *queue, c *command, a Answer) {
	if c.state == waiting {
		for i, w := range q.waiting {
			if w == c {
				q.waiting = append(q.waiting[:i:i], q.waiting[i+1:]...)
				break
			}
		}
	}
	if q.inflight == c {
		q.inflight = nil
	}
	c.timer.Stop()
	c.state, c.answer, c.ended = ended, a, h.now()
	close(c.done)
	o.live--
	o.retained = append(o.retained, c.id)
	for len(o.retained) > h.cfg.MaxRetained {
		delete(o.commands, o.retained[0])
		o.retained = o.retained[1:]
	}
	id := c.id
	time.AfterFunc(h.cfg.Retain, func() { h.drop(c.owner, id) })
	h.dispatch(q)
	h.forget(o, q)
}

// drop forgets an ended command once its retention is over.
func (h *Hub) drop(ownerID int64, id string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	o := h.owners[ownerID]
	if o == nil {
		return
	}
	c := o.commands[id]
	if c == nil || c.state != ended {
		return
	}
	delete(o.commands, id)
	for i, r := range o.retained {
		if r == id {
			o.retained = append(o.retained[:i:i], o.retained[i+1:]...)
			break
		}
	}
	if len(o.queues) == 0 && len(o.commands) == 0 {
		delete(h.owners, ownerID)
	}
}

// Cancel withdraws a command that no page has received yet (its sender
// went away); a delivered one is left to end normally.
func (h *Hub) Cancel(ownerID int64, id string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	o := h.owners[ownerID]
	if o == nil {
		return
	}
	c := o.commands[id]
	if c == nil || c.state != waiting {
		return
	}
	h.end(o, o.queues[c.session], c, Answer{ID: id, Error: "Cancelled by its sender", Code: "cancelled"})
}

// Result returns a command's answer once it has ended, or its status.
func (h *Hub) Result(ownerID int64, id string) (Answer, *Status, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	o := h.owners[ownerID]
	if o == nil {
		return Answer{}, nil, ErrNotFound
	}
	c := o.commands[id]
	if c == nil {
		return Answer{}, nil, ErrNotFound
	}
	switch c.state {
	case ended:
		return c.answer, nil, nil
	case delivered:
		return Answer{}, &Status{ID: id, Queued: true, State: "delivered"}, nil
	}
	return Answer{}, &Status{ID: id, Queued: true, State: "waiting"}, nil
}

// Send enqueues a command and, when in.Wait, waits for it to end (or ctx:
// a command no page has received yet is then withdrawn). Without Wait the
// answer holds only the id.
func (h *Hub) Send(ctx context.Context, ownerID int64, in CommandIn) (Answer, error) {
	id, done, err := h.Enqueue(ownerID, in)
	if err != nil {
		return Answer{}, err
	}
	if !in.Wait {
		return Answer{ID: id}, nil
	}
	select {
	case <-done:
	case <-ctx.Done():
		h.Cancel(ownerID, id)
		return Answer{ID: id}, ctx.Err()
	}
	a, _, err := h.Result(ownerID, id)
	return a, err
}

// Answer records a page's answer. It is refused unless the command was
// delivered to that very page and has not ended; the same page sending
// the same answer again (after a reconnect) is accepted and changes
// nothing.
func (h *Hub) Answer(ownerID int64, r PageResult) error {
	if r.ID == "" {
		return errorf(400, "bad_request", "Give the command's id")
	}
	if r.Page == "" {
		return errorf(400, "bad_request", "Give the page id the command was delivered to (page)")
	}
	if r.Screenshot != "" && !isPNGDataURL(r.Screenshot) {
		return errorf(400, "bad_request", "Invalid screenshot: give a PNG data URL")
	}
	if r.MS < 0 {
		return errorf(400, "bad_request", "Invalid ms")
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	o := h.owners[ownerID]
	if o == nil {
		return ErrNotFound
	}
	c := o.commands[r.ID]
	if c == nil {
		return ErrNotFound
	}
	if c.page != r.Page {
		return errorf(409, "not_delivered_to_page", "This command was not delivered to this page")
	}
	if c.state == ended {
		if c.answer.Code == "" {
			return nil // the page re-sent its answer
		}
		return errorf(409, "ended", "This command has ended already: %s", c.answer.Error)
	}
	a := r.Answer
	a.Code = ""
	if a.OK {
		a.Error = ""
	} else if a.Error == "" {
		a.Error = "The editor reported a failure without a message"
	}
	h.end(o, o.queues[c.session], c, a)
	return nil
}

func isPNGDataURL(s string) bool {
	const prefix = "data:image/png;base64,"
	return len(s) > len(prefix) && s[:len(prefix)] == prefix
}

// Close ends every page's stream and refuses new ones, so a server that
// shuts down is not held open by editor pages; commands keep their own
// timeouts.
func (h *Hub) Close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	for _, o := range h.owners {
		for _, q := range o.queues {
			for _, p := range q.pages {
				p.kick()
			}
		}
	}
}

// Sessions lists an owner's open editor sessions, by name.
func (h *Hub) Sessions(ownerID int64) []SessionInfo {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := []SessionInfo{}
	o := h.owners[ownerID]
	if o == nil {
		return out
	}
	for name, q := range o.queues {
		if len(q.pages) == 0 {
			continue
		}
		s := SessionInfo{Session: name, Pages: []PageInfo{}, Waiting: len(q.waiting)}
		if q.inflight != nil {
			s.Waiting++
		}
		for _, p := range q.pages {
			s.Pages = append(s.Pages, PageInfo{Kind: p.kind, Document: p.doc, Since: p.since})
		}
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Session < out[j].Session })
	return out
}

// Subscription is one page's open stream of commands.
type Subscription struct {
	// C delivers the page's commands (their event data and event id).
	C <-chan Delivery
	// Kicked is closed when the page must reconnect: a newer stream of
	// the same page replaced this one, or it fell behind.
	Kicked <-chan struct{}
	Page   string
	h      *Hub
	p      *page
	k      key
	closed bool
}

// Delivery is one command on a page's stream.
type Delivery struct {
	Seq  uint64
	Data []byte
}

// SubscribeIn describes a page that subscribes.
type SubscribeIn struct {
	Session string
	// Page is the id the page chose for itself (random, per page load); a
	// reconnecting page gives the same id and gets its unanswered command
	// again. Empty: the hub chooses one.
	Page string
	// Kind and Document say what the page has open (shown by Sessions).
	Kind, Document string
}

var pagePattern = regexp.MustCompile(`^[A-Za-z0-9_-]{8,64}$`)

// Subscribe opens a page's stream of commands. Close it when the page's
// connection ends.
func (h *Hub) Subscribe(ownerID int64, in SubscribeIn) (*Subscription, error) {
	session, err := CheckSession(in.Session)
	if err != nil {
		return nil, err
	}
	if in.Page == "" {
		in.Page = newID("page_")
	} else if !pagePattern.MatchString(in.Page) {
		return nil, errorf(400, "bad_request", "Invalid page: use 8 to 64 letters, digits, '_' or '-'")
	}
	if len(in.Kind) > 16 || len(in.Document) > 128 {
		return nil, errorf(400, "bad_request", "Invalid kind or document")
	}
	p := &page{id: in.Page, kind: in.Kind, doc: in.Document, since: h.now(),
		out: make(chan Delivery, 4), kicked: make(chan struct{})}
	s := &Subscription{C: p.out, Page: in.Page, Kicked: p.kicked, h: h, p: p, k: key{ownerID, session}}

	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil, errorf(503, "shutting_down", "The server is shutting down")
	}
	o := h.owner(ownerID)
	q := h.queue(o, s.k)
	for i, old := range q.pages {
		if old.id == in.Page { // the same page reconnected: this stream replaces the old one
			old.kick()
			q.pages = append(q.pages[:i:i], q.pages[i+1:]...)
			o.pages--
			break
		}
	}
	if o.pages >= h.cfg.MaxPages {
		h.forget(o, q)
		h.mu.Unlock()
		return nil, errorf(429, "too_many_pages", "Too many editor pages are open")
	}
	q.pages = append(q.pages, p)
	o.pages++
	if c := q.inflight; c != nil && c.page == p.id {
		h.send(p, c) // unanswered: deliver it again (the page ignores an id it has run)
	}
	h.dispatch(q)
	h.mu.Unlock()
	return s, nil
}

// Close ends the subscription. A command delivered to the page stays
// bound to it: the page gets it again if it reconnects before the
// command's timeout, and no other page ever runs it.
func (s *Subscription) Close() {
	h := s.h
	h.mu.Lock()
	defer h.mu.Unlock()
	if s.closed {
		return
	}
	s.closed = true
	o := h.owners[s.k.owner]
	if o == nil {
		return
	}
	q := o.queues[s.k.session]
	if q == nil {
		return
	}
	for i, p := range q.pages {
		if p == s.p {
			q.pages = append(q.pages[:i:i], q.pages[i+1:]...)
			o.pages--
			break
		}
	}
	h.dispatch(q)
	h.forget(o, q)
}
