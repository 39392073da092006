// Package proc starts the external programs NeuralCut runs (ffmpeg,
// ffprobe, pocketsphinx, whisper-cli): every exec in the tree goes through
// Command, so every child
//
//   - has a time limit (Timeout), and optionally a limit on silence
//     (IdleTimeout: no output for that long means it is stuck, the way
//     ffmpeg blocked on a FIFO is);
//   - runs in its own process group, and is killed with the whole group
//     when its context ends or a limit passes;
//   - dies with NeuralCut (Pdeathsig on Linux), even when NeuralCut itself
//     is killed with SIGKILL and cannot clean up;
//   - gets its output text cleaned of control characters (safetext) before
//     it reaches an error message.
//
// It must not know what the programs are for.
package proc

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"time"

	"github.com/neuralcut/neuralcut/internal/safetext"
)

// ErrTimeout is wrapped by the error of a child killed for running past
// its Timeout or staying silent past its IdleTimeout.
var ErrTimeout = errors.New("timed out")

// killGrace is how long Wait waits for the output pipes to close after the
// child's group was killed (a grandchild could hold them).
const killGrace = 3 * time.Second

// Cmd is an exec.Cmd with the habits above; use Command.
type Cmd struct {
	*exec.Cmd
	// IdleTimeout, when set before Start, kills the child when it writes
	// nothing to its standard output or error for that long (only output
	// that goes through the writers or pipes of this Cmd counts).
	IdleTimeout time.Duration

	name    string
	timeout time.Duration
	ctx     context.Context
	cancel  context.CancelCauseFunc
	stop    context.CancelFunc // the timeout's timer
	alive   chan struct{}
	done    chan struct{}
	stderr  *Tail // kept for errors when the caller set no Stderr
	waited  bool
}

// Command prepares name with args, to be killed (with its group) when ctx
// ends or timeout passes (0: no limit of its own; give one).
func Command(ctx context.Context, timeout time.Duration, name string, args ...string) *Cmd {
	c := &Cmd{name: filepath.Base(name), timeout: timeout, alive: make(chan struct{}, 1), done: make(chan struct{})}
	base, cancel := context.WithCancelCause(ctx)
	c.ctx, c.cancel, c.stop = base, cancel, func() {}
	if timeout > 0 {
		c.ctx, c.stop = context.WithTimeoutCause(base, timeout, fmt.Errorf("%s: %w after %s", c.name, ErrTimeout, timeout))
	}
	c.Cmd = exec.CommandContext(c.ctx, name, args...)
	setProcessGroup(c.Cmd)
	c.Cmd.Cancel = func() error { return killGroup(c.Cmd) }
	c.Cmd.WaitDelay = killGrace
	return c
}

// Start starts the child. Output written through Stdout and Stderr writers
// (or read from StdoutPipe, StderrPipe) keeps an IdleTimeout at bay.
func (c *Cmd) Start() error {
	if c.Stderr == nil {
		c.stderr = &Tail{Max: 8 << 10}
		c.Stderr = c.stderr
	}
	if c.IdleTimeout > 0 {
		// a pipe (an *os.File) is read through touchReader instead
		if _, pipe := c.Stdout.(*os.File); c.Stdout != nil && !pipe {
			c.Stdout = &touchWriter{c.Stdout, c}
		}
		if _, pipe := c.Stderr.(*os.File); !pipe {
			c.Stderr = &touchWriter{c.Stderr, c}
		}
	}
	if err := c.Cmd.Start(); err != nil {
		c.release()
		return fmt.Errorf("cannot run %s: %w", c.name, err)
	}
	if c.IdleTimeout > 0 {
		go c.watch()
	}
	return nil
}

// watch kills the child after IdleTimeout without output.
func (c *Cmd) watch() {
	t := time.NewTimer(c.IdleTimeout)
	defer t.Stop()
	for {
		select {
		case <-c.done:
			return
		case <-c.alive:
			t.Reset(c.IdleTimeout)
		case <-t.C:
			c.cancel(fmt.Errorf("%s: %w (no output for %s)", c.name, ErrTimeout, c.IdleTimeout))
			return
		}
	}
}

// touch records that the child wrote something.
func (c *Cmd) touch() {
	select {
	case c.alive <- struct{}{}:
	default:
	}
}

// StdoutPipe is exec.Cmd.StdoutPipe; reading from it keeps an IdleTimeout
// at bay.
func (c *Cmd) StdoutPipe() (io.ReadCloser, error) {
	r, err := c.Cmd.StdoutPipe()
	return &touchReader{r, c}, err
}

// StderrPipe is exec.Cmd.StderrPipe; see StdoutPipe.
func (c *Cmd) StderrPipe() (io.ReadCloser, error) {
	r, err := c.Cmd.StderrPipe()
	return &touchReader{r, c}, err
}

// Wait waits for the child and says why it failed: the time limit, the
// context (its cause), or its exit status with the last lines of its
// standard error (when the caller did not take it), cleaned for a
// terminal. An *exec.ExitError stays reachable with errors.As.
func (c *Cmd) Wait() error {
	err := c.Cmd.Wait()
	cause := context.Cause(c.ctx)
	c.release()
	if err == nil {
		return nil
	}
	if cause != nil {
		if errors.Is(cause, ErrTimeout) {
			return cause
		}
		return fmt.Errorf("%s: %w", c.name, cause)
	}
	if c.stderr != nil {
		if msg := LastLines(c.stderr.String(), 3); msg != "" {
			return &Error{Name: c.name, Err: err, Stderr: msg}
		}
	}
	return &Error{Name: c.name, Err: err}
}

func (c *Cmd) release() {
	if !c.waited {
		c.waited = true
		close(c.done)
		c.stop()
		c.cancel(nil)
	}
}

// Run starts the child and waits for it.
func (c *Cmd) Run() error {
	if err := c.Start(); err != nil {
		return err
	}
	return c.Wait()
}

// Output runs the child and returns its standard output.
func (c *Cmd) Output() ([]byte, error) {
	var out bytes.Buffer
	c.Stdout = &out
	err := c.Run()
	return out.Bytes(), err
}

// CombinedOutput runs the child and returns its standard output and error
// together (cleaned of control characters).
func (c *Cmd) CombinedOutput() ([]byte, error) {
	out := &Tail{Max: 1 << 20}
	c.Stdout, c.Stderr = out, out
	err := c.Run()
	return []byte(out.String()), err
}

// StderrTail returns the cleaned tail of the child's standard error when the
// caller did not take it (Stderr nil and no StderrPipe).
func (c *Cmd) StderrTail() string {
	if c.stderr == nil {
		return ""
	}
	return c.stderr.String()
}

// Error is a child's failure: its exit status and what it said last.
type Error struct {
	Name   string
	Err    error  // usually *exec.ExitError
	Stderr string // cleaned last lines of standard error, "" when unknown
}

func (e *Error) Error() string {
	if e.Stderr == "" {
		return fmt.Sprintf("%s: %v", e.Name, e.Err)
	}
	return fmt.Sprintf("%s: %v: %s", e.Name, e.Err, e.Stderr)
}

func (e *Error) Unwrap() error { return e.Err }

type touchWriter struct {
	w io.Writer
	c *Cmd
}

func (t *touchWriter) Write(p []byte) (int, error) {
	t.c.touch()
	return t.w.Write(p)
}

type touchReader struct {
	io.ReadCloser
	c *Cmd
}

func (t *touchReader) Read(p []byte) (int, error) {
	n, err := t.ReadCloser.Read(p)
	if n > 0 {
		t.c.touch()
	}
	return n, err
}

// Tail keeps the last Max bytes written to it (a child's chatter can be
// endless); String cleans them for a terminal.
type Tail struct {
	Max int
	mu  sync.Mutex
	buf []byte
}

func (t *Tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.Max {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-t.Max:]...)
	}
	return len(p), nil
}

// String is the kept text without control characters (newlines stay).
func (t *Tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return safetext.Clean(string(t.buf))
}

// LastLines is the last n non-empty lines of s, joined by " | ".
func LastLines(s string, n int) string {
	var lines []string
	for _, l := range bytes.Split([]byte(s), []byte("\n")) {
		if l := bytes.TrimSpace(l); len(l) > 0 {
			lines = append(lines, string(l))
		}
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	out := ""
	for i, l := range lines {
		if i > 0 {
			out += " | "
		}
		out += l
	}
	return out
}
