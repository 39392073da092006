package render

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// run executes ffmpeg with args, feeding progress from its -progress
// output. stderr goes to a log file that is removed on success and kept,
// with its path in the error, on failure. A cancelled ctx kills ffmpeg.
func (r *Renderer) run(ctx context.Context, args []string, total timeline.Ticks, progress func(Progress)) error {
	log, err := os.CreateTemp(r.TempDir, "neuralcut-ffmpeg-*.log")
	if err != nil {
		return err
	}
	keep := false
	defer func() {
		log.Close()
		if !keep {
			os.Remove(log.Name())
		}
	}()
	fmt.Fprintf(log, "%s %s\n\n", r.bin(), strings.Join(quoteArgs(args), " "))

	cmd := exec.CommandContext(ctx, r.bin(), args...)
	cmd.Stderr = log
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("cannot run ffmpeg: %w", err)
	}
	readProgress(stdout, total, progress)
	err = cmd.Wait()
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		keep = true
		return fmt.Errorf("ffmpeg failed: %s (full log: %s)", errorLine(log.Name()), log.Name())
	}
	return nil
}

func (r *Renderer) bin() string {
	if r.FFmpeg == "" {
		return "ffmpeg"
	}
	return r.FFmpeg
}

// readProgress parses ffmpeg's key=value progress blocks until EOF.
func readProgress(rd io.Reader, total timeline.Ticks, fn func(Progress)) {
	sc := bufio.NewScanner(rd)
	var pr Progress
	pr.Total = time.Duration(total.Seconds() * float64(time.Second))
	for sc.Scan() {
		key, val, _ := strings.Cut(sc.Text(), "=")
		switch key {
		case "out_time_us":
			if us, err := strconv.ParseInt(val, 10, 64); err == nil && us >= 0 {
				pr.Done = min(time.Duration(us)*time.Microsecond, pr.Total)
			}
		case "speed":
			pr.Speed, _ = strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(val), "x"), 64)
		case "progress":
			if val == "end" {
				pr.Done = pr.Total
			}
			if pr.Total > 0 {
				pr.Percent = 100 * float64(pr.Done) / float64(pr.Total)
			}
			pr.ETA = 0
			if pr.Speed > 0 {
				pr.ETA = time.Duration(float64(pr.Total-pr.Done) / pr.Speed)
			}
			if fn != nil {
				fn(pr)
			}
		}
	}
	io.Copy(io.Discard, rd)
}

var errorWords = regexp.MustCompile(`(?i)error|invalid|no such|not found|failed|cannot|unable|could not|does not`)

// errorLine picks the line of an ffmpeg log that best says what went wrong:
// the first one naming an error, else the last line.
func errorLine(path string) string {
	data, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	for _, l := range lines[1:] {
		if errorWords.MatchString(l) && !strings.HasPrefix(l, "  ") {
			return strings.TrimSpace(l)
		}
	}
	return strings.TrimSpace(lines[len(lines)-1])
}

// quoteArgs quotes arguments for the log's copy of the command line.
func quoteArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		if a == "" || strings.ContainsAny(a, " '\"\\$`;&|<>()[]*?!#~") {
			a = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		out[i] = a
	}
	return out
}
