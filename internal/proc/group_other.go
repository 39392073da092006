//go:build unix && !linux

package proc

import (
	"os/exec"
	"syscall"
)

// setProcessGroup puts the child in a group of its own; there is no
// parent-death signal here, so a SIGKILL of NeuralCut can orphan it.
func setProcessGroup(c *exec.Cmd) {
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}
