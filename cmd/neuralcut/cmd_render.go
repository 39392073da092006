package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/neuralcut/neuralcut/internal/client"
	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/store"
)

func init() {
	register("render", "PROJECT|ID -o OUT.mp4|OUT.webm|- [--format mp4|webm] [--preset fast|balanced|quality] [--from S --to S] [--width W --height H] [--server URL --token T]", runRender)
	register("frame", "PROJECT|ID --at SECONDS -o FRAME.png|- [--width W] [--server URL --token T]", runFrame)
}

func runRender(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	out := fs.String("o", "", "output file (.mp4 or .webm; - for standard output)")
	format := fs.String("format", "mp4", "with -o -: mp4 (fragmented) or webm")
	preset := fs.String("preset", "balanced", "fast, balanced or quality")
	from := fs.Float64("from", 0, "start of the range, seconds")
	to := fs.Float64("to", 0, "end of the range, seconds (0: the end)")
	width := fs.Int("width", 0, "output width (default: the canvas)")
	height := fs.Int("height", 0, "output height (default: the canvas)")
	rf := addRemoteFlags(fs)
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 || *out == "" {
		return errUsage
	}
	if *out != "-" {
		// the format follows the extension: refuse before any work
		f, err := render.FormatOf(*out)
		if err != nil {
			return err
		}
		*format = f
	}
	if c, err := rf.client(); err != nil || c != nil {
		if err != nil {
			return err
		}
		if *width != 0 || *height != 0 {
			return errors.New("--width and --height work on local files only (a server renders at the canvas size)")
		}
		if *out != "-" {
			if _, err := fsutil.CheckOutput(*out); err != nil {
				return err
			}
		}
		in := client.RenderIn{Preset: *preset}
		if *from > 0 {
			in.From = from
		}
		if *to > 0 {
			in.To = to
		}
		return remoteRender(ctx, c, pos[0], *out, *format, in)
	}
	d, err := store.LoadProject(pos[0])
	if err != nil {
		return err
	}
	started := time.Now()
	report, done := progressReporter(*out)
	opt := render.Options{From: *from, To: *to, Width: *width, Height: *height, Preset: *preset, Progress: report}
	if *out == "-" {
		err = theApp().Renderer.RenderStream(ctx, d.Project, os.Stdout, *format, opt)
	} else {
		err = theApp().Render(ctx, d.Project, *out, opt)
	}
	done(err == nil)
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return errors.New("cancelled; no file was written")
		}
		return err
	}
	// standard output may be the video itself: the report goes to stderr then
	report2 := os.Stdout
	if *out == "-" {
		report2 = os.Stderr
	}
	fmt.Fprintf(report2, "wrote %s in %s\n", *out, time.Since(started).Round(100*time.Millisecond))
	return nil
}

// progressReporter shows a bar on a terminal and a plain line every 10%
// otherwise (logs, CI, pipes).
func progressReporter(out string) (report func(render.Progress), done func(ok bool)) {
	if term.IsTerminal(int(os.Stderr.Fd())) {
		bar := progressbar.NewOptions(1000, progressbar.OptionSetWriter(os.Stderr),
			progressbar.OptionSetDescription("render "+filepath.Base(out)),
			progressbar.OptionSetPredictTime(false), progressbar.OptionShowDescriptionAtLineEnd(),
			progressbar.OptionSetWidth(30), progressbar.OptionThrottle(100*time.Millisecond))
		return func(p render.Progress) {
				bar.Describe(fmt.Sprintf("%.1fx ETA %s", p.Speed, p.ETA.Round(time.Second)))
				bar.Set(int(p.Percent * 10))
			}, func(ok bool) {
				if ok {
					bar.Finish()
				}
				fmt.Fprintln(os.Stderr)
			}
	}
	eta := func(p render.Progress) string {
		if p.Speed <= 0 {
			return "?"
		}
		return p.ETA.Round(time.Second).String()
	}
	next := 0.0
	return func(p render.Progress) {
		if p.Percent >= next {
			fmt.Fprintf(os.Stderr, "render: %3.0f%% (%s of %s) speed %.2fx ETA %s\n", p.Percent,
				p.Done.Round(100*time.Millisecond), p.Total.Round(100*time.Millisecond), p.Speed, eta(p))
			next = float64(int(p.Percent/10)+1) * 10
		}
	}, func(bool) {}
}

func runFrame(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("frame", flag.ContinueOnError)
	out := fs.String("o", "", "output PNG (- for standard output)")
	at := fs.Float64("at", -1, "timeline time, seconds")
	width := fs.Int("width", 0, "image width (default: the canvas)")
	rf := addRemoteFlags(fs)
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 || *out == "" || *at < 0 {
		return errUsage
	}
	c, err := rf.client()
	if err != nil {
		return err
	}
	if *out != "-" {
		if ext := strings.ToLower(filepath.Ext(*out)); ext != ".png" {
			return fmt.Errorf("unsupported output extension %s (use .png)", ext)
		}
		if _, err := fsutil.CheckOutput(*out); err != nil {
			return err
		}
	}
	var png []byte
	if c != nil {
		png, err = c.Frame(ctx, pos[0], *at, *width, "png")
	} else {
		png, _, err = theApp().Frame(ctx, fileKey(pos[0]), *at, *width, "png", "", "")
	}
	if err != nil {
		return err
	}
	if *out == "-" {
		_, err := os.Stdout.Write(png)
		return err
	}
	if err := fsutil.WriteAtomic(*out, png, fsutil.DefaultPerm); err != nil {
		return err
	}
	fmt.Printf("wrote %s (%.3fs)\n", *out, *at)
	return nil
}

// renderDemo renders the demo project and a contact sheet beside it.
func renderDemo(ctx context.Context, project, dir string) error {
	d, err := store.LoadProject(project)
	if err != nil {
		return err
	}
	r := theApp().Renderer
	out := filepath.Join(dir, "demo.mp4")
	fmt.Println("== rendering", out)
	report, done := progressReporter(out)
	err = r.Render(ctx, d.Project, out, render.Options{Preset: "fast", Progress: report})
	done(err == nil)
	if err != nil {
		return err
	}
	sheet := filepath.Join(dir, "contact-sheet.png")
	if err := r.ContactSheet(ctx, d.Project, sheet, 1); err != nil {
		return err
	}
	fmt.Printf("wrote %s and %s (one frame per second)\n", out, sheet)
	return nil
}
