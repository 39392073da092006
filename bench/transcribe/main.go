// Command transcribe measures the transcription engines on the same 60 s
// of speech and what our pipeline adds on top of calling an engine
// directly: audio extraction or the timeline mix, hashing and the cache,
// and caption chunking.
//
//	go run ./bench/transcribe [-audio FILE] [-runs N]
//
// Engines: pocketsphinx always (Debian); whisper-cli when
// NEURALCUT_WHISPER_MODEL is set, whisper-server when NEURALCUT_WHISPER_URL
// is, openai when OPENAI_API_KEY or OPENAI_BASE_URL is, gemini when
// GEMINI_API_KEY is. Without -audio it synthesises the speech with
// festival (sentences and pauses, padded to exactly 60 s).
//
// Real-time factor = engine seconds / audio seconds (lower is faster).
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/transcribe"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

var script = []string{
	"The quick brown fox jumps over the lazy dog.",
	"We will meet at the station tomorrow morning.",
	"Please open the window before the meeting starts.",
	"She bought three apples and a loaf of bread.",
	"The weather today is cold and windy with some rain.",
	"Our team finished the project two weeks early.",
	"Turn left at the next corner and walk to the park.",
	"The children played in the garden until dinner.",
}

func main() {
	audio := flag.String("audio", "", "a speech recording to use instead of synthesised speech (its first 60 s)")
	runs := flag.Int("runs", 1, "timed runs per measurement (the best is reported)")
	flag.Parse()
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "bench-transcribe-*")
	check(err)
	defer os.RemoveAll(dir)

	speech := filepath.Join(dir, "speech.wav")
	if *audio != "" {
		check(run("ffmpeg", "-nostdin", "-v", "error", "-i", *audio, "-t", "60", "-ac", "1", "-ar", "16000", speech))
	} else {
		check(synthesise(dir, speech))
	}
	// the same speech as a video file, as an editor would hold it
	video := filepath.Join(dir, "talk.mp4")
	check(run("ffmpeg", "-nostdin", "-v", "error", "-f", "lavfi", "-i", "color=c=black:s=320x180:r=30:d=60", "-i", speech,
		"-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-shortest", video))
	wav := filepath.Join(dir, "engine.wav")
	check(transcribe.ExtractAudio(ctx, speech, wav))
	info, err := media.Probe(ctx, wav)
	check(err)
	dur := info.Duration
	fmt.Printf("audio: %.1f s of speech (%s)\n\n", dur, map[bool]string{true: *audio, false: "festival cmu_us_slt_arctic_hts"}[*audio != ""])

	// the pipeline's own stages, measured alone (best of runs): wall and
	// CPU seconds (this process and its children), since the machine may be
	// shared and CPU time is what load does not inflate
	stages := []struct {
		name string
		f    func()
	}{
		{"extract audio from the mp4", func() { check(transcribe.ExtractAudio(ctx, video, filepath.Join(dir, "x.wav"))) }},
		{"mix the timeline", func() {
			ed, _ := editor(ctx, video, nil)
			_, err := transcribe.MixTimeline(ctx, ed.Project, filepath.Join(dir, "m.wav"))
			check(err)
		}},
		{"hash the audio", func() { _, err := fsutil.HashFile(wav); check(err) }},
	}
	stageCPU := map[string]time.Duration{}
	fmt.Printf("%-28s %8s %8s\n", "pipeline stage", "wall s", "cpu s")
	for _, st := range stages {
		w, c := bestMeasure(*runs, st.f)
		stageCPU[st.name] = c
		fmt.Printf("%-28s %8.3f %8.3f\n", st.name, w.Seconds(), c.Seconds())
	}
	fmt.Println()

	fmt.Printf("%-15s %8s %8s %7s %11s %11s %10s %9s %9s %6s\n", "engine", "wall s", "cpu s", "RTF", "asset cold", "timeline", "cache hit", "chunking", "overhead", "words")
	for _, name := range []string{"pocketsphinx", "whisper-cli", "whisper-server", "openai", "gemini"} {
		if !available(name) {
			fmt.Printf("%-15s not configured\n", name)
			continue
		}
		eng, err := transcribe.NewEngine(transcribe.ConfigFor(name))
		if err != nil {
			fmt.Printf("%-15s unavailable: %v\n", name, err)
			continue
		}
		// 1. the engine alone, on ready-made 16 kHz audio
		var tr *transcript.Transcript
		direct, directCPU := bestMeasure(*runs, func() {
			tr, err = eng.Transcribe(ctx, transcribe.Request{Audio: wav, Duration: dur})
			check(err)
		})
		// 2. transcribe_video on the asset, cold cache: extraction + hash + engine + cache write
		cache := filepath.Join(dir, "cache-"+name)
		svc := &transcribe.Service{Engine: eng, Cache: &transcribe.Cache{Dir: cache}}
		ed, assetID := editor(ctx, video, svc)
		assetCold := timed(func() { callTool(ctx, ed, map[string]any{"assetId": assetID}) })
		// 3. the timeline's mix (an ffmpeg graph over every audible element), cold
		svc.Cache.Dir = cache + "-timeline"
		timelineCold := timed(func() { callTool(ctx, ed, map[string]any{}) })
		// 4. the same asset request again: a cache hit (extraction and hashing, no engine)
		svc.Cache.Dir = cache
		hit := timed(func() {
			if !callTool(ctx, ed, map[string]any{"assetId": assetID}).Cached {
				log.Fatal("the repeated request missed the cache")
			}
		})
		chunk, _ := bestMeasure(max(*runs, 5), func() { transcribe.Chunk(tr.Words()) })
		// overhead: what the pipeline adds to a cold asset request, in CPU
		// seconds, over the engine's own CPU seconds
		added := stageCPU["extract audio from the mp4"] + stageCPU["hash the audio"]
		fmt.Printf("%-15s %8.2f %8.2f %7.3f %11.2f %11.2f %8.0fms %7.2fms %8.1f%% %6d\n", name, direct.Seconds(), directCPU.Seconds(),
			directCPU.Seconds()/dur, assetCold.Seconds(), timelineCold.Seconds(), float64(hit.Microseconds())/1000,
			float64(chunk.Microseconds())/1000, 100*added.Seconds()/directCPU.Seconds(), len(tr.Words()))
		if *audio == "" {
			wer := transcript.WordErrorRate(transcript.Tokens(strings.Join(script, " ")+" "+strings.Join(script, " ")), transcript.Tokens(tr.Text()))
			fmt.Printf("%-15s word error rate against the script: %.1f%%\n", "", wer*100)
		}
	}
	fmt.Println("\nRTF: engine CPU seconds per audio second (remote engines: near 0, see wall s). overhead: CPU of extraction + hashing over the engine's CPU.")
}

func synthesise(dir, out string) error {
	var parts []string
	for round := range 2 {
		for i, s := range script {
			txt := filepath.Join(dir, fmt.Sprintf("s%d-%d.txt", round, i))
			os.WriteFile(txt, []byte(s+"\n"), 0o644)
			raw := strings.TrimSuffix(txt, ".txt") + "-32k.wav"
			if err := run("text2wave", "-eval", "(voice_cmu_us_slt_arctic_hts)", txt, "-o", raw); err != nil {
				return err
			}
			wav := strings.TrimSuffix(txt, ".txt") + ".wav"
			if err := run("sox", raw, "-r", "16000", "-c", "1", "-b", "16", wav, "pad", "0", "0.8"); err != nil {
				return err
			}
			parts = append(parts, wav)
		}
	}
	joined := filepath.Join(dir, "joined.wav")
	if err := run("sox", append(parts, joined)...); err != nil {
		return err
	}
	// exactly 60 s: pad with silence or cut
	return run("sox", joined, out, "pad", "0", "60", "trim", "0", "60")
}

func editor(ctx context.Context, video string, svc *transcribe.Service) (*videotools.Editor, string) {
	p := timeline.New(timeline.Settings{Width: 320, Height: 180, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	id, err := media.Import(ctx, p, video)
	check(err)
	ed := videotools.NewEditor(timeline.NewDoc(p), videotools.NewRegistry())
	if svc != nil {
		ed.Transcriber = svc
	}
	raw, _ := json.Marshal(map[string]any{"assetId": id, "startTime": 0, "trackType": "main"})
	_, err = ed.Tools.Call(ctx, ed, "add_media_to_timeline", raw)
	check(err)
	return ed, id
}

func callTool(ctx context.Context, ed *videotools.Editor, in map[string]any) transcript.Transcript {
	raw, _ := json.Marshal(in)
	out, err := ed.Tools.Call(ctx, ed, "transcribe_video", raw)
	check(err)
	return out.(transcript.Transcript)
}

func available(name string) bool {
	switch name {
	case "pocketsphinx":
		return true
	case "whisper-cli":
		return os.Getenv("NEURALCUT_WHISPER_MODEL") != ""
	case "whisper-server":
		return os.Getenv("NEURALCUT_WHISPER_URL") != ""
	case "openai":
		return os.Getenv("OPENAI_API_KEY") != "" || os.Getenv("OPENAI_BASE_URL") != ""
	case "gemini":
		return os.Getenv("GEMINI_API_KEY") != ""
	}
	return false
}

// bestMeasure runs f n times and returns the best wall time and the best
// CPU time (user+system of this process and its children).
func bestMeasure(n int, f func()) (wall, cpu time.Duration) {
	for i := range max(n, 1) {
		before := cpuTime()
		w := timed(f)
		c := cpuTime() - before
		if i == 0 || w < wall {
			wall = w
		}
		if i == 0 || c < cpu {
			cpu = c
		}
	}
	return wall, cpu
}

func cpuTime() time.Duration {
	var self, children syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &self)
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &children)
	tv := func(t syscall.Timeval) time.Duration { return time.Duration(t.Nano()) }
	return tv(self.Utime) + tv(self.Stime) + tv(children.Utime) + tv(children.Stime)
}

func timed(f func()) time.Duration {
	start := time.Now()
	f()
	return time.Since(start)
}

func run(name string, args ...string) error {
	if out, err := proc.Command(context.Background(), time.Hour, name, args...).CombinedOutput(); err != nil {
		return fmt.Errorf("%s: %v: %s", name, err, out)
	}
	return nil
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
