package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/transcribe"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

func init() {
	register("transcribe", "PROJECT [--asset ID] [--language L] [--engine pocketsphinx|whisper-cli|whisper-server|openai|gemini] [--model M] [--json]", runTranscribe)
	register("captions export", "PROJECT -o FILE.srt|FILE.vtt|- [--format srt|vtt]", runCaptionsExport)
	register("captions import", "PROJECT FILE (.srt, .vtt, .ass, .ttml)", runCaptionsImport)
	register("captions generate", "PROJECT [--language L] [--engine E] [--model M]", runCaptionsGenerate)
	register("silences remove", "PROJECT [--threshold dB] [--min S] [--padding S] [--ripple] [--asset ID]", runSilencesRemove)
	register("fillers remove", "PROJECT [--language L] [--aggressive] [--no-ripple] [--engine E]", runFillersRemove)
	register("find-phrase", `PROJECT "phrase" [--language L] [--cut [--ripple]] [--engine E]`, runFindPhrase)
	// every editor (tools call, MCP, agents) gets transcribe_video from the
	// environment's configuration, built on first use
	editorHooks = append(editorHooks, func(e *videotools.Editor) { e.Transcriber = envTranscriber })
}

// lazyTranscriber builds the configured engine on first use, so commands
// that never transcribe never probe for engines, and a missing engine is
// the tool's error (it says how to configure one), not a start-up failure.
type lazyTranscriber struct {
	cfg  transcribe.Config
	once sync.Once
	svc  *transcribe.Service
	err  error
}

var envTranscriber = &lazyTranscriber{cfg: transcribe.ConfigFromEnv()}

func (l *lazyTranscriber) Transcribe(ctx context.Context, p *timeline.Project, in videotools.TranscribeIn) (*transcript.Transcript, error) {
	l.once.Do(func() { l.svc, l.err = transcribe.NewService(l.cfg) })
	if l.err != nil {
		return nil, registry.Errorf("%s", l.err.Error())
	}
	return l.svc.Transcribe(ctx, p, in)
}

// engineFlags are the flags every transcribing command takes.
type engineFlags struct{ engine, model, language *string }

func addEngineFlags(fs *flag.FlagSet) engineFlags {
	return engineFlags{
		engine:   fs.String("engine", "", "transcription engine (default: NEURALCUT_TRANSCRIBE_ENGINE, else pocketsphinx)"),
		model:    fs.String("model", "", "engine model (default: NEURALCUT_TRANSCRIBE_MODEL or the engine's)"),
		language: fs.String("language", "", "spoken language, ISO 639-1 (default: detect)"),
	}
}

// service builds the engine the flags ask for, with a progress bar.
func (f engineFlags) service() (*transcribe.Service, func(), error) {
	cfg := transcribe.ConfigFromEnv()
	if *f.engine != "" {
		cfg = transcribe.ConfigFor(*f.engine)
	}
	if *f.model != "" {
		cfg.Model = *f.model
	}
	svc, err := transcribe.NewService(cfg)
	if err != nil {
		return nil, nil, err
	}
	report, done := transcribeProgress()
	svc.Progress = report
	return svc, done, nil
}

// transcribeProgress shows a bar on a terminal for media over half a
// minute, and a line every 25% otherwise.
func transcribeProgress() (report func(done, total float64), finish func()) {
	var bar *progressbar.ProgressBar
	next := 25.0
	report = func(done, total float64) {
		if total < 30 || total <= 0 {
			return
		}
		if term.IsTerminal(int(os.Stderr.Fd())) {
			if bar == nil {
				bar = progressbar.NewOptions(int(total*10), progressbar.OptionSetWriter(os.Stderr),
					progressbar.OptionSetDescription("transcribe"), progressbar.OptionSetWidth(30),
					progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionShowCount())
			}
			bar.Set(int(done * 10))
			return
		}
		if pct := done / total * 100; pct >= next {
			fmt.Fprintf(os.Stderr, "transcribe: %3.0f%% (%.0f of %.0f s)\n", pct, done, total)
			next = float64(int(pct/25)+1) * 25
		}
	}
	return report, func() {
		if bar != nil {
			bar.Finish()
			fmt.Fprintln(os.Stderr)
		}
	}
}

func runTranscribe(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("transcribe", flag.ContinueOnError)
	ef := addEngineFlags(fs)
	asset := fs.String("asset", "", "asset id or name (default: the timeline's mixed audio)")
	asJSON := fs.Bool("json", false, "print the transcript as JSON")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	d, err := store.LoadProject(pos[0])
	if err != nil {
		return err
	}
	svc, finish, err := ef.service()
	if err != nil {
		return err
	}
	ed := newEditor(d)
	ed.Transcriber = svc
	t, err := callTool[transcript.Transcript](ctx, ed, "transcribe_video", videotools.TranscribeIn{AssetID: *asset, Language: *ef.language, ModelID: *ef.model})
	finish()
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(os.Stdout, t)
	}
	fmt.Printf("# %s (%s), language %s, %.1f s%s\n", t.Engine, t.Model, t.Language, t.Duration, map[bool]string{true: ", cached"}[t.Cached])
	for _, s := range t.Segments {
		fmt.Printf("[%s - %s] %s\n", clock(s.Start), clock(s.End), s.Text)
	}
	return nil
}

func clock(s float64) string {
	d := time.Duration(s * float64(time.Second)).Round(10 * time.Millisecond)
	return fmt.Sprintf("%02d:%02d.%02d", int(d.Minutes()), int(d.Seconds())%60, int(d.Milliseconds()/10)%100)
}

// callTool runs a registry tool and returns its typed output.
func callTool[Out any](ctx context.Context, ed *videotools.Editor, name string, in any) (Out, error) {
	var zero Out
	raw, err := json.Marshal(in)
	if err != nil {
		return zero, err
	}
	out, err := ed.Tools.Call(ctx, ed, name, raw)
	if err != nil {
		return zero, err
	}
	return out.(Out), nil
}

func runCaptionsExport(_ context.Context, args []string) error {
	fs := flag.NewFlagSet("captions export", flag.ContinueOnError)
	out := fs.String("o", "", "output .srt or .vtt (- for standard output)")
	format := fs.String("format", "srt", "with -o -: srt or vtt")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 || *out == "" {
		return errUsage
	}
	ext := "." + strings.ToLower(*format)
	if *out != "-" {
		ext = strings.ToLower(filepath.Ext(*out))
	}
	if ext != transcribe.FormatSRT && ext != transcribe.FormatWebVTT {
		return fmt.Errorf("unsupported output extension %s (use .srt or .vtt)", ext)
	}
	if *out != "-" {
		if _, err := fsutil.CheckOutput(*out); err != nil {
			return err
		}
	}
	d, err := store.LoadProject(pos[0])
	if err != nil {
		return err
	}
	cues := transcribe.SubtitleCues(d.Project)
	if len(cues) == 0 {
		return fmt.Errorf("the project has no subtitle elements (add them with `neuralcut captions generate` or `captions import`)")
	}
	var buf strings.Builder
	if err := transcribe.WriteSubtitles(&buf, cues, ext); err != nil {
		return err
	}
	if *out == "-" {
		_, err := os.Stdout.WriteString(buf.String())
		return err
	}
	if err := fsutil.WriteAtomic(*out, []byte(buf.String()), fsutil.DefaultPerm); err != nil {
		return err
	}
	fmt.Printf("wrote %d captions to %s\n", len(cues), *out)
	return nil
}

func runCaptionsImport(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("captions import", flag.ContinueOnError)
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 2 {
		return errUsage
	}
	cues, err := transcribe.ReadSubtitles(pos[1])
	if err != nil {
		return err
	}
	return editProject(ctx, pos[0], func(ed *videotools.Editor) (any, error) {
		return transcribe.AddCaptions(ctx, ed, cues)
	})
}

func runCaptionsGenerate(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("captions generate", flag.ContinueOnError)
	ef := addEngineFlags(fs)
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	return withService(ctx, pos[0], ef, func(ed *videotools.Editor) (any, error) {
		return transcribe.GenerateCaptions(ctx, ed, *ef.language)
	})
}

func runSilencesRemove(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("silences remove", flag.ContinueOnError)
	var o transcribe.SilenceOptions
	fs.Float64Var(&o.ThresholdDB, "threshold", -35, "silence is quieter than this, dB")
	fs.Float64Var(&o.MinSeconds, "min", 0.5, "shortest silence to remove, seconds")
	fs.Float64Var(&o.Padding, "padding", 0.15, "silence kept next to speech on each side, seconds")
	fs.BoolVar(&o.Ripple, "ripple", false, "close the gaps")
	fs.StringVar(&o.AssetID, "asset", "", "detect on this asset's audio (default: the timeline's mix)")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	return editProject(ctx, pos[0], func(ed *videotools.Editor) (any, error) {
		return transcribe.RemoveSilences(ctx, ed, o)
	})
}

func runFillersRemove(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("fillers remove", flag.ContinueOnError)
	ef := addEngineFlags(fs)
	aggressive := fs.Bool("aggressive", false, "also cut words that are often fillers (like, so; bueno, este)")
	noRipple := fs.Bool("no-ripple", false, "leave gaps where the fillers were")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	return withService(ctx, pos[0], ef, func(ed *videotools.Editor) (any, error) {
		return transcribe.RemoveFillers(ctx, ed, *ef.language, *aggressive, !*noRipple)
	})
}

func runFindPhrase(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("find-phrase", flag.ContinueOnError)
	ef := addEngineFlags(fs)
	cut := fs.Bool("cut", false, "remove every place the phrase is said")
	ripple := fs.Bool("ripple", false, "with --cut, close the gaps")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 2 {
		return errUsage
	}
	return withService(ctx, pos[0], ef, func(ed *videotools.Editor) (any, error) {
		ms, err := transcribe.FindPhraseInTimeline(ctx, ed, pos[1], *ef.language)
		if err != nil || !*cut {
			return map[string]any{"matches": ms}, err
		}
		res, err := transcribe.RemoveRanges(ctx, ed, transcribe.MatchRanges(ms), *ripple)
		return map[string]any{"matches": ms, "cut": res}, err
	})
}

// withService runs an editing flow with the engine the flags ask for.
func withService(ctx context.Context, path string, ef engineFlags, fn func(*videotools.Editor) (any, error)) error {
	svc, finish, err := ef.service()
	if err != nil {
		return err
	}
	defer finish()
	return editProject(ctx, path, func(ed *videotools.Editor) (any, error) {
		ed.Transcriber = svc
		return fn(ed)
	})
}

// editProject runs fn under the project's lock, saves what it changed and
// prints its result (or its error as the tools do, exiting 1).
func editProject(ctx context.Context, path string, fn func(*videotools.Editor) (any, error)) error {
	var out any
	var callErr error
	err := store.UpdateProject(ctx, path, func(d *timeline.Doc) error {
		out, callErr = fn(newEditor(d))
		return nil
	})
	if err != nil {
		return err
	}
	printJSON(os.Stdout, registry.ResultOf(out, callErr))
	if callErr != nil {
		return exitError{1}
	}
	return nil
}
