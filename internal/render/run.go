package render

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// run executes ffmpeg with args (after the common options), feeding
// progress from its -progress output. ffmpeg runs through proc: in its own
// process group, killed with it when ctx ends, when NeuralCut dies, or
// when it reports no progress for StallTimeout (a stuck input); its time
// limit grows with the length rendered. Its standard error is kept in
// memory and written to a log file only on failure, with the log's path
// in the error.
func (r *Renderer) run(ctx context.Context, j *job, args []string, total timeline.Ticks, progress func(Progress)) error {
	args = append([]string{"-hide_banner", "-nostdin", "-nostats", "-progress", "pipe:1"}, args...)
	cmd := proc.Command(ctx, timeLimit(total), r.bin(), args...)
	cmd.IdleTimeout = r.StallTimeout
	if cmd.IdleTimeout == 0 {
		cmd.IdleTimeout = DefaultStallTimeout
	}
	cmd.ExtraFiles = j.extra
	stderr := &proc.Tail{Max: 256 << 10}
	cmd.Stderr = stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	readProgress(stdout, total, progress)
	err = cmd.Wait()
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if errors.Is(err, proc.ErrTimeout) {
		return fmt.Errorf("ffmpeg stopped: %w", err)
	}
	if err != nil {
		log := r.bin() + " " + strings.Join(quoteArgs(args), " ") + "\n\n" + stderr.String()
		name, werr := r.writeLog(log)
		if werr != nil {
			return fmt.Errorf("ffmpeg failed: %s", errorLine(log))
		}
		return fmt.Errorf("ffmpeg failed: %s (full log: %s)", errorLine(log), name)
	}
	return nil
}

// timeLimit is how long ffmpeg may take for total of timeline: far more
// than the slowest preset needs, so only a stuck process reaches it.
func timeLimit(total timeline.Ticks) time.Duration {
	return 10*time.Minute + 60*time.Duration(total.Seconds()*float64(time.Second))
}

// writeLog keeps a failed run's log in TempDir and returns its path.
func (r *Renderer) writeLog(text string) (string, error) {
	f, err := os.CreateTemp(r.TempDir, "neuralcut-ffmpeg-*.log")
	if err != nil {
		return "", err
	}
	defer f.Close()
	_, err = f.WriteString(text)
	return f.Name(), err
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
func errorLine(log string) string {
	lines := strings.Split(strings.TrimSpace(log), "\n")
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
