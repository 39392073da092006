package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/fsutil"
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

// app is the app with the engine the flags ask for (and a progress bar).
func (f engineFlags) app() (*app.App, func(), error) {
	svc, finish, err := f.service()
	if err != nil {
		return nil, nil, err
	}
	a := theApp()
	sv := a.Services
	sv.Transcriber = svc
	return a.With(sv), finish, nil
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
	a, finish, err := ef.app()
	if err != nil {
		return err
	}
	raw, _ := json.Marshal(videotools.TranscribeIn{AssetID: *asset, Language: *ef.language, ModelID: *ef.model})
	res, err := a.CallVideo(ctx, fileKey(pos[0]), "transcribe_video", raw, 0)
	finish()
	if err != nil {
		return err
	}
	t := res.Out.(transcript.Transcript)
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

func runCaptionsExport(ctx context.Context, args []string) error {
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
	raw, _ := json.Marshal(transcribe.ExportCaptionsIn{Format: ext[1:]})
	res, err := theApp().CallVideo(ctx, fileKey(pos[0]), "export_captions", raw, 0)
	if err != nil {
		return err
	}
	c := res.Out.(transcribe.ExportCaptionsOut)
	if *out == "-" {
		_, err := os.Stdout.WriteString(c.Content)
		return err
	}
	if err := fsutil.WriteAtomic(*out, []byte(c.Content), fsutil.DefaultPerm); err != nil {
		return err
	}
	fmt.Printf("wrote %d captions to %s\n", c.Captions, *out)
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
	return callAndPrint(ctx, theApp(), pos[0], "add_captions", transcribe.AddCaptionsIn{Captions: cues})
}

func runCaptionsGenerate(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("captions generate", flag.ContinueOnError)
	ef := addEngineFlags(fs)
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	return withEngine(ctx, ef, pos[0], "generate_captions", transcribe.CaptionsIn{Language: *ef.language})
}

func runSilencesRemove(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("silences remove", flag.ContinueOnError)
	threshold := fs.Float64("threshold", -35, "silence is quieter than this, dB")
	minimum := fs.Float64("min", 0.5, "shortest silence to remove, seconds")
	padding := fs.Float64("padding", transcribe.SilencePaddingDefault, "silence kept next to speech on each side, seconds")
	ripple := fs.Bool("ripple", false, "close the gaps")
	asset := fs.String("asset", "", "detect on this asset's audio (default: the timeline's mix)")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	return callAndPrint(ctx, theApp(), pos[0], "remove_silences", transcribe.SilencesIn{ThresholdDB: threshold,
		MinSeconds: minimum, Padding: padding, Ripple: *ripple, AssetID: *asset})
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
	ripple := !*noRipple
	return withEngine(ctx, ef, pos[0], "remove_fillers", transcribe.FillersIn{Language: *ef.language, Aggressive: *aggressive, Ripple: &ripple})
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
	return withEngine(ctx, ef, pos[0], "find_phrase", transcribe.FindPhraseIn{Phrase: pos[1], Language: *ef.language, Cut: *cut, Ripple: *ripple})
}

// withEngine runs a transcript flow's tool with the engine the flags ask
// for.
func withEngine(ctx context.Context, ef engineFlags, project, tool string, in any) error {
	a, finish, err := ef.app()
	if err != nil {
		return err
	}
	defer finish()
	return callAndPrint(ctx, a, project, tool, in)
}

// callAndPrint runs a tool on the project and prints its result (or its
// error as the tools do, exiting 1).
func callAndPrint(ctx context.Context, a *app.App, project, tool string, in any) error {
	raw, err := json.Marshal(in)
	if err != nil {
		return err
	}
	res, err := a.CallVideo(ctx, fileKey(project), tool, raw, 0)
	return printResult(res.Out, err)
}
