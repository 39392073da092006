//go:build unix

package proc

import (
	"os/exec"
	"syscall"
)

// killGroup kills the child and everything it started.
func killGroup(c *exec.Cmd) error {
	if c.Process == nil {
		return nil
	}
	if err := syscall.Kill(-c.Process.Pid, syscall.SIGKILL); err != nil {
		return c.Process.Kill()
	}
	return nil
}
