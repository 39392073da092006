package proc

import (
	"os/exec"
	"syscall"
)

// setProcessGroup puts the child in a group of its own (so the whole group
// can be killed, and a terminal's Ctrl-C reaches NeuralCut, which then
// decides) and has the kernel kill it when NeuralCut dies.
func setProcessGroup(c *exec.Cmd) {
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
