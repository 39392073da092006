// Package client is NeuralCut's HTTP API as a Go client: what the CLI uses
// when it acts on a server's documents (NEURALCUT_SERVER and
// NEURALCUT_TOKEN) instead of local files. It speaks the API exactly as a
// script would, with an API token; it holds no editing logic.
//
//	c, _ := client.New("http://127.0.0.1:8080", token)
//	out, err := c.CallTool(ctx, projectID, "split", []byte(`{"times":[2]}`))
package client

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
)

// Environment variables that point the CLI at a server.
const (
	EnvServer = "NEURALCUT_SERVER"
	EnvToken  = "NEURALCUT_TOKEN"
)

// Client calls one server with one API token.
type Client struct {
	base  string
	token string
	HTTP  *http.Client
}

// New checks the server's URL and returns a client. The token is sent as
// Authorization: Bearer and never printed.
func New(server, token string) (*Client, error) {
	u, err := url.Parse(strings.TrimRight(server, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("%s must be the server's URL, such as http://127.0.0.1:8080", EnvServer)
	}
	if token == "" {
		return nil, fmt.Errorf("a server needs an API token: set %s (create one with `neuralcut tokens create NAME`)", EnvToken)
	}
	return &Client{base: u.String(), token: token, HTTP: &http.Client{}}, nil
}

// Error is an answer outside 2xx: the API's {"error","code"} and status.
type Error struct {
	Status  int
	Code    string
	Message string
	// Body is the answer as it came (a tool error's, a photo op's).
	Body json.RawMessage
}

func (e *Error) Error() string {
	if e.Message != "" {
		return e.Message
	}
	return fmt.Sprintf("the server answered HTTP %d", e.Status)
}

// Request sends one request: body is JSON (raw bytes as they are, nil for
// none). A 2xx answer returns its body; anything else an *Error.
func (c *Client) Request(ctx context.Context, method, path string, body any, header ...string) ([]byte, http.Header, error) {
	res, err := c.open(ctx, method, path, body, header...)
	if err != nil {
		return nil, nil, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(io.LimitReader(res.Body, 1<<30))
	if err != nil {
		return nil, nil, fmt.Errorf("reading the server's answer: %w", err)
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return nil, res.Header, apiError(res.StatusCode, b)
	}
	return b, res.Header, nil
}

// open sends a request and returns the response as it comes (streams,
// downloads); the caller closes its body.
func (c *Client) open(ctx context.Context, method, path string, body any, header ...string) (*http.Response, error) {
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		r = bytes.NewReader(b)
	case json.RawMessage:
		r = bytes.NewReader(b)
	default:
		js, err := json.Marshal(b)
		if err != nil {
			return nil, err
		}
		r = bytes.NewReader(js)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, r)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Accept", "application/json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := c.HTTP.Do(req)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) && ctx.Err() == nil {
			return nil, fmt.Errorf("cannot reach the server at %s: %v", c.base, ue.Err)
		}
		return nil, err
	}
	return res, nil
}

// OpenStream sends a request whose answer is a stream or a download.
func (c *Client) OpenStream(ctx context.Context, method, path string, body any) (*http.Response, error) {
	res, err := c.open(ctx, method, path, body)
	if err != nil {
		return nil, err
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		defer res.Body.Close()
		b, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
		return nil, apiError(res.StatusCode, b)
	}
	return res, nil
}

func apiError(status int, b []byte) *Error {
	e := &Error{Status: status, Body: b}
	var body struct {
		Error string `json:"error"`
		Code  string `json:"code"`
	}
	if json.Unmarshal(b, &body) == nil {
		e.Message, e.Code = body.Error, body.Code
	}
	if status == http.StatusUnauthorized && e.Message != "" {
		e.Message += " (check " + EnvToken + ")"
	}
	return e
}

// Event is one Server-Sent Event.
type Event struct {
	Name string // "message" when the stream names none
	ID   string
	Data []byte
}

// ReadEvents calls fn with each event of an event stream until it ends,
// fn returns false, or ctx ends.
func ReadEvents(ctx context.Context, body io.Reader, fn func(Event) bool) error {
	br := bufio.NewReader(body)
	ev := Event{}
	var data bytes.Buffer
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		line, err := br.ReadString('\n')
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
		line = strings.TrimRight(line, "\r\n")
		switch {
		case line == "":
			if data.Len() > 0 || ev.Name != "" {
				if ev.Name == "" {
					ev.Name = "message"
				}
				ev.Data = bytes.Clone(data.Bytes())
				if !fn(ev) {
					return nil
				}
			}
			ev = Event{}
			data.Reset()
		case strings.HasPrefix(line, ":"):
		case strings.HasPrefix(line, "event:"):
			ev.Name = strings.TrimSpace(line[6:])
		case strings.HasPrefix(line, "id:"):
			ev.ID = strings.TrimSpace(line[3:])
		case strings.HasPrefix(line, "data:"):
			if data.Len() > 0 {
				data.WriteByte('\n')
			}
			data.WriteString(strings.TrimPrefix(line[5:], " "))
		}
	}
}
