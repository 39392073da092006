// Package procstat reads what the benchmarks report about their own process on
// Linux: CPU seconds, resident memory and its peak, and the machine's load
// (the figures that make a run on a shared, noisy machine readable).
package procstat

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"syscall"
)

// CPUSeconds is the process's user and system CPU time so far.
func CPUSeconds() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}

// StatusMB reads a kB figure of /proc/self/status ("VmRSS:", "VmHWM:") in MiB.
func StatusMB(key string) float64 {
	data, _ := os.ReadFile("/proc/self/status")
	for _, line := range bytes.Split(data, []byte("\n")) {
		if v, ok := bytes.CutPrefix(line, []byte(key)); ok {
			var kb float64
			fmt.Sscan(string(bytes.TrimSpace(v)), &kb)
			return kb / 1024
		}
	}
	return 0
}

// ResetPeak resets the resident high-water mark (VmHWM) and returns the
// resident size now, in MiB, so that a later StatusMB("VmHWM:") less it is
// the peak an operation added.
func ResetPeak() float64 {
	os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
	return StatusMB("VmRSS:")
}

// LoadAverage is the machine's 1, 5 and 15 minute load, as printed.
func LoadAverage() string {
	data, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}
