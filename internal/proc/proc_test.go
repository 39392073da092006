package proc

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// gone reports whether pid has exited (a zombie counts: it runs no more).
func gone(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true
	}
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	return len(f) > 0 && (f[0] == "Z" || f[0] == "X")
}

func waitGone(t *testing.T, pid int) {
	t.Helper()
	for start := time.Now(); time.Since(start) < 5*time.Second; time.Sleep(20 * time.Millisecond) {
		if gone(pid) {
			return
		}
	}
	syscall.Kill(pid, syscall.SIGKILL)
	t.Errorf("process %d still runs", pid)
}

func TestTimeoutKillsTheWholeGroup(t *testing.T) {
	c := Command(context.Background(), 300*time.Millisecond, "sh", "-c", "sleep 30 & echo $!; wait")
	out, _ := c.StdoutPipe()
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	grandchild, _ := strconv.Atoi(strings.TrimSpace(line))
	start := time.Now()
	err := c.Wait()
	if !errors.Is(err, ErrTimeout) || !strings.Contains(err.Error(), "sh: timed out after 300ms") {
		t.Errorf("got %v", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("took %v", d)
	}
	waitGone(t, grandchild)
}

func TestCancelKillsTheWholeGroup(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	c := Command(ctx, time.Minute, "sh", "-c", "sleep 30 & echo $!; wait")
	out, _ := c.StdoutPipe()
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	grandchild, _ := strconv.Atoi(strings.TrimSpace(line))
	cancel()
	if err := c.Wait(); !errors.Is(err, context.Canceled) {
		t.Errorf("got %v", err)
	}
	waitGone(t, grandchild)
}

func TestIdleTimeout(t *testing.T) {
	c := Command(context.Background(), time.Minute, "sh", "-c", "echo hi; sleep 30")
	c.IdleTimeout = 300 * time.Millisecond
	start := time.Now()
	_, err := c.Output()
	if !errors.Is(err, ErrTimeout) || !strings.Contains(err.Error(), "no output for 300ms") {
		t.Errorf("silent child: %v", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("took %v", d)
	}
	// a child that keeps talking is not idle, however long it runs: 3 s
	// of lines 0.1 s apart under a 1.5 s limit (slack for a loaded machine)
	loop := "for i in $(seq 30); do echo $i%s; sleep 0.1; done"
	c = Command(context.Background(), time.Minute, "sh", "-c", fmt.Sprintf(loop, " >&2"))
	c.IdleTimeout = 1500 * time.Millisecond
	if err := c.Run(); err != nil {
		t.Errorf("chatty child: %v", err)
	}
	c = Command(context.Background(), time.Minute, "sh", "-c", fmt.Sprintf(loop, ""))
	c.IdleTimeout = 1500 * time.Millisecond
	out, _ := c.StdoutPipe()
	c.Start()
	sc := bufio.NewScanner(out)
	n := 0
	for sc.Scan() {
		n++
	}
	if err := c.Wait(); err != nil || n != 30 {
		t.Errorf("chatty child through a pipe: %v, %d lines", err, n)
	}
}

func TestErrorCarriesCleanStderr(t *testing.T) {
	c := Command(context.Background(), time.Minute, "sh", "-c", `printf 'first\nbad \033]0;pwned\007\033[2Jthing\000 here\n' >&2; exit 3`)
	err := c.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 3 {
		t.Fatalf("got %v", err)
	}
	if msg := err.Error(); msg != "sh: exit status 3: first | bad thing here" {
		t.Errorf("message %q", msg)
	}
}

// The helper process of TestChildDiesWithParent: it starts a child
// through Command, says the child's pid, then waits to be killed.
func TestHelperParent(t *testing.T) {
	if os.Getenv("PROC_HELPER_PARENT") != "1" {
		t.Skip("helper")
	}
	c := Command(context.Background(), time.Minute, "sleep", "30")
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	fmt.Println(c.Process.Pid)
	c.Wait()
}

// A parent killed with SIGKILL cannot clean up: the kernel kills its child.
func TestChildDiesWithParent(t *testing.T) {
	parent := exec.Command(os.Args[0], "-test.run=^TestHelperParent$")
	parent.Env = append(os.Environ(), "PROC_HELPER_PARENT=1")
	out, _ := parent.StdoutPipe()
	if err := parent.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	child, _ := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || child == 0 {
		parent.Process.Kill()
		t.Fatalf("helper said %q: %v", line, err)
	}
	parent.Process.Signal(syscall.SIGKILL)
	parent.Wait()
	waitGone(t, child)
}
