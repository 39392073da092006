package bridge

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"
)

// The bridge's routes, as the spec writes them. The server mounts each
// behind its authentication and calls the Serve method with the caller's
// owner id.
const (
	EventsPath  = "/api/editor/bridge/events"
	ResultPath  = "/api/editor/bridge/result"
	CommandPath = "/api/editor/bridge/command"
	StatusPath  = "/api/editor/bridge/command/{id}"
)

// Body limits: a result carries a screenshot (a PNG of at most 1024 px).
const (
	MaxResultBody  = 24 << 20
	MaxCommandBody = 4 << 20
)

// ServeEvents streams a page's commands as Server-Sent Events: first
// "retry" and an event "hello" naming the session and the page id, then
// each command as a message with its event id and the data
// {"id","op","params"} or {"id","steps"}, and a comment every KeepAlive.
// Query: session (default "default"), page (the page's own id, so a
// reconnect gets its unanswered command again), kind and document (what
// the page has open). The stream ends when the client goes or a newer
// stream of the same page replaces it.
func (h *Hub) ServeEvents(w http.ResponseWriter, r *http.Request, owner int64) error {
	qv := r.URL.Query()
	if last := lastEventID(r); last != "" {
		if _, err := strconv.ParseUint(last, 10, 64); err != nil {
			return errorf(400, "bad_request", "Invalid Last-Event-ID")
		}
	}
	sub, err := h.Subscribe(owner, SubscribeIn{Session: qv.Get("session"), Page: qv.Get("page"),
		Kind: qv.Get("kind"), Document: qv.Get("document")})
	if err != nil {
		return err
	}
	defer sub.Close()
	rc := http.NewResponseController(w)
	hd := w.Header()
	hd.Set("Content-Type", "text/event-stream")
	hd.Set("Cache-Control", "no-store")
	hd.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	session, _ := CheckSession(qv.Get("session"))
	hello, _ := json.Marshal(map[string]string{"session": session, "page": sub.Page})
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "retry: 1000\nevent: hello\ndata: %s\n\n", hello)
	if err := flush(w, rc, &buf); err != nil {
		return nil
	}
	tick := time.NewTicker(h.cfg.KeepAlive)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return nil
		case <-sub.Kicked:
			return nil
		case d := <-sub.C:
			fmt.Fprintf(&buf, "id: %d\ndata: %s\n\n", d.Seq, d.Data)
		case <-tick.C:
			buf.WriteString(": keepalive\n\n")
		}
		if err := flush(w, rc, &buf); err != nil {
			return nil
		}
	}
}

func flush(w http.ResponseWriter, rc *http.ResponseController, buf *bytes.Buffer) error {
	_, err := w.Write(buf.Bytes())
	buf.Reset()
	if err != nil {
		return err
	}
	return rc.Flush()
}

// lastEventID is the Last-Event-ID header, or the lastEventId query
// parameter of a page that reconnects by itself.
func lastEventID(r *http.Request) string {
	if v := r.Header.Get("Last-Event-ID"); v != "" {
		return v
	}
	return r.URL.Query().Get("lastEventId")
}

// ServeResult takes a page's answer: {id, ok, result, error, screenshot,
// ms} and the page id it subscribed with. It answers {"ok":true}.
func (h *Hub) ServeResult(w http.ResponseWriter, r *http.Request, owner int64) error {
	var in PageResult
	if err := decode(r, MaxResultBody, &in); err != nil {
		return err
	}
	if err := h.Answer(owner, in); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
	return nil
}

// ServeCommand enqueues a command. With wait it answers when the command
// ends: 200 with the page's {id, ok, result, error, screenshot, ms}, or
// 504 with {id, ok:false, error, code} when nobody answered in time.
// Without wait it answers 202 {id, queued:true} at once.
func (h *Hub) ServeCommand(w http.ResponseWriter, r *http.Request, owner int64) error {
	var in CommandIn
	if err := decode(r, MaxCommandBody, &in); err != nil {
		return err
	}
	a, err := h.Send(r.Context(), owner, in)
	if err != nil {
		return err
	}
	if !in.Wait {
		writeJSON(w, http.StatusAccepted, Status{ID: a.ID, Queued: true, State: "waiting"})
		return nil
	}
	writeAnswer(w, a)
	return nil
}

// ServeStatus answers GET .../command/{id}: the answer once the command
// has ended (as ServeCommand with wait), else 200 {id, queued:true, state}.
func (h *Hub) ServeStatus(w http.ResponseWriter, r *http.Request, owner int64, id string) error {
	a, st, err := h.Result(owner, id)
	if err != nil {
		return err
	}
	if st != nil {
		writeJSON(w, http.StatusOK, st)
		return nil
	}
	writeAnswer(w, a)
	return nil
}

func writeAnswer(w http.ResponseWriter, a Answer) {
	status := http.StatusOK
	if a.Code != "" {
		status = http.StatusGatewayTimeout
		if a.Code == "cancelled" {
			status = http.StatusConflict
		}
	}
	writeJSON(w, status, a)
}

// decode reads a JSON body of at most limit bytes into v.
func decode(r *http.Request, limit int64, v any) error {
	b, err := io.ReadAll(io.LimitReader(r.Body, limit+1))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return errorf(413, "too_large", "The request body is larger than the limit")
		}
		return errorf(400, "bad_request", "Could not read the request body")
	}
	if int64(len(b)) > limit {
		return errorf(413, "too_large", "The request body is larger than the limit")
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return errorf(400, "bad_request", "Give a JSON body")
	}
	if err := json.Unmarshal(b, v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			return errorf(400, "bad_request", "Malformed JSON body: %s must be %s", te.Field, te.Type)
		}
		return errorf(400, "bad_request", "Malformed JSON body")
	}
	return nil
}

// WriteError answers err in the API's error shape, {"error","code"}: a
// bridge refusal with its status, anything else as a 500 that names
// nothing internal.
func WriteError(w http.ResponseWriter, err error) {
	var e *Error
	if errors.As(err, &e) {
		writeJSON(w, e.Status, map[string]string{"error": e.Message, "code": e.Code})
		return
	}
	writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "Internal error", "code": "internal"})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}
