// Command segment benchmarks selection.subject (the built-in subject mask,
// run through the photo op registry as every surface runs it) on a real
// 20-megapixel photo and on the same photo scaled to 5 megapixels: wall
// time, CPU time and peak memory, each size in its own process so the
// peaks do not mix. In the same run:
//
//   - a process that only loads the photo into a document, so "op peak"
//     is what the op itself adds;
//   - vips' nearest built-in, smartcrop --interesting attention (libvips
//     finds the most salient crop of half the photo's size: a box, not a
//     mask, so a yardstick rather than the same job), the photo stored as
//     uncompressed .v as vips reads fastest;
//   - with -baseline REV, this bench as of that git revision ("before"),
//     built from its committed files, on the same path as ours' first
//     line (the model when it is installed).
//
// Ours runs twice: with the salient-object model (internal/salient) when
// it is installed, which is what selection.subject then uses, and with
// the model hidden (NEURALCUT_MODELS set to an empty folder), the
// hand-made cues every machine without it uses.
//
// The machine is shared: rounds interleave ours, before and vips, and the
// table gives the best wall time and the range of CPU per op over them,
// with the load average when the run started and ended.
//
//	go run ./bench/segment [-runs 3] [-rounds 3] [-baseline REV] [-photo /usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg]
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/draw"
	_ "image/jpeg"
	_ "image/png"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	xdraw "golang.org/x/image/draw"

	"github.com/neuralcut/neuralcut/bench/internal/procstat"
	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/salient"
	"github.com/neuralcut/neuralcut/internal/segment"
)

func main() {
	child := flag.String("child", "", "internal: load (and run the op unless -load) at this size in megapixels")
	loadOnly := flag.Bool("load", false, "internal: only load the photo")
	runs := flag.Int("runs", 3, "runs of the op per process (the best is kept)")
	rounds := flag.Int("rounds", 3, "rounds of ours, before and vips, interleaved")
	baseline := flag.String("baseline", "", "a git revision whose bench is built and measured beside (\"before\"); run from the repository")
	cpuProfile := flag.String("cpuprofile", "", "with -child: write a CPU profile of the op's runs")
	src := flag.String("photo", "/usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg", "a photo of about 20 MP (Debian lomiri-wallpapers-20.04)")
	flag.Parse()
	if *child != "" {
		if *cpuProfile != "" {
			f, err := os.Create(*cpuProfile)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			profileTo = f
		}
		if err := runChild(*src, *child, *loadOnly, *runs); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	if err := parent(*src, *runs, *rounds, *baseline); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// contender is a binary to measure (and the environment to run it in).
type contender struct {
	series
	bin string
	env []string
}

// series is one contender's measurements over the rounds.
type series struct {
	name       string
	best       result  // best wall time of the rounds
	cpuLo, cpu float64 // CPU per op: the lowest and highest round
	peak       float64 // the highest op peak, MiB
}

func (s *series) add(r result) {
	if s.best.Size == "" || r.Seconds < s.best.Seconds {
		s.best = r
	}
	if s.cpuLo == 0 || r.CPU < s.cpuLo {
		s.cpuLo = r.CPU
	}
	s.cpu = max(s.cpu, r.CPU)
	s.peak = max(s.peak, r.OpPeakMB)
}

func parent(src string, runs, rounds int, baseline string) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "bench-segment-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	var before string
	if baseline != "" {
		if before, err = buildBaseline(baseline, tmp); err != nil {
			return err
		}
	}
	fmt.Printf("selection.subject, built-in, %s; best of %d runs a process, %d rounds; %d CPUs; load average %s\n",
		src, runs, rounds, runtime.NumCPU(), procstat.LoadAverage())
	for _, mp := range []string{"5", "20"} {
		base, err := measure(nil, self, "-child", mp, "-load", "-photo", src)
		if err != nil {
			return err
		}
		v, err := vipsInput(src, mp, tmp)
		if err != nil {
			return err
		}
		// ours with the salient-object model when it is installed (what
		// selection.subject then uses) and without it (the hand-made
		// cues every machine without the model uses), before, vips
		var runs3 []*contender
		if _, err := os.Stat(filepath.Join(salient.Dir(), salient.ModelFile)); err == nil {
			runs3 = append(runs3, &contender{series: series{name: "ours, model seed"}, bin: self})
		}
		runs3 = append(runs3, &contender{series: series{name: "ours, hand-made cues"}, bin: self,
			env: []string{salient.EnvDir + "=" + filepath.Join(tmp, "no-model")}})
		if before != "" {
			// the same path as ours' first line (the model when it is
			// installed), so that the two compare
			first := runs3[0]
			name := strings.TrimPrefix(first.name, "ours")
			runs3 = append(runs3, &contender{series: series{name: "before " + baseline + name}, bin: before, env: first.env})
		}
		vips := &contender{series: series{name: "vips smartcrop attention"}}
		for range rounds {
			for _, c := range runs3 {
				r, err := measure(c.env, c.bin, "-child", mp, "-runs", fmt.Sprint(runs), "-photo", src)
				if err != nil {
					return err
				}
				c.add(r)
			}
			r, err := vipsSmartcrop(v, runs)
			if err != nil {
				return err
			}
			vips.add(r)
		}
		fmt.Printf("  %2s MP (%s), the photo alone in a document: process peak %.0f MiB\n", mp, runs3[0].best.Size, base.RSSMB)
		fmt.Printf("    %-30s %-17s %7s %15s %9s %9s  %s\n", "", "method", "wall s", "CPU s per op", "wall/vips", "CPU/vips", "peak MiB")
		for _, c := range append(runs3, vips) {
			peak := fmt.Sprintf("%.0f above the document (%.2fx the photo as 8-bit RGBA)", c.peak, c.peak/c.best.PhotoMB)
			if c == vips {
				peak = fmt.Sprintf("%.0f, the whole process", c.peak)
			}
			fmt.Printf("    %-30s %-17s %7.3f %7.3f-%-7.3f %9.2f %9.2f  %s\n", c.name, c.best.Method, c.best.Seconds, c.cpuLo, c.cpu,
				c.best.Seconds/vips.best.Seconds, c.cpuLo/vips.cpuLo, peak)
		}
		if before != "" {
			c, old := runs3[0], runs3[len(runs3)-1]
			fmt.Printf("    %s / before: wall %.2f, CPU %.2f-%.2f, peak %.2f\n", c.name, c.best.Seconds/old.best.Seconds,
				c.cpuLo/old.cpuLo, c.cpu/old.cpu, c.peak/old.peak)
		}
	}
	fmt.Printf("load average at the end %s\n", procstat.LoadAverage())
	return nil
}

// vipsInput stores the photo at the child's size as uncompressed .v.
func vipsInput(src, mp, tmp string) (string, error) {
	out := filepath.Join(tmp, "photo-"+mp+".v")
	args := []string{"copy", src, out}
	if mp == "5" {
		args = []string{"resize", src, out, "0.5"}
	}
	if b, err := proc.Command(context.Background(), 5*time.Minute, "vips", args...).CombinedOutput(); err != nil {
		return "", fmt.Errorf("vips %s: %v: %s", strings.Join(args, " "), err, b)
	}
	return out, nil
}

// vipsSmartcrop runs vips smartcrop on the .v photo, a crop of half its
// width and height, runs times; the best wall time and the lowest CPU.
func vipsSmartcrop(in string, runs int) (result, error) {
	var r result
	out, _, _ := strings.Cut(in, ".v")
	out += "-crop.v"
	hdr, err := proc.Command(context.Background(), time.Minute, "vipsheader", "-f", "width", in).Output()
	if err != nil {
		return r, err
	}
	hdr2, err := proc.Command(context.Background(), time.Minute, "vipsheader", "-f", "height", in).Output()
	if err != nil {
		return r, err
	}
	var w, h int
	fmt.Sscan(string(hdr), &w)
	fmt.Sscan(string(hdr2), &h)
	r.Size = fmt.Sprintf("%dx%d", w, h)
	r.PhotoMB = float64(w*h*4) / (1 << 20)
	for i := 0; i < runs; i++ {
		cmd := proc.Command(context.Background(), 5*time.Minute, "vips", "smartcrop", in, out, fmt.Sprint(w/2), fmt.Sprint(h/2), "--interesting", "attention")
		t := time.Now()
		if b, err := cmd.CombinedOutput(); err != nil {
			return r, fmt.Errorf("vips smartcrop: %v: %s", err, b)
		}
		d := time.Since(t).Seconds()
		ru, _ := cmd.ProcessState.SysUsage().(*syscall.Rusage)
		cpu := float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
		if i == 0 || d < r.Seconds {
			r.Seconds = d
		}
		if i == 0 || cpu < r.CPU {
			r.CPU = cpu
		}
		r.OpPeakMB = max(r.OpPeakMB, float64(ru.Maxrss)/1024)
	}
	return r, nil
}

// buildBaseline builds this bench as of git revision rev (its files as
// committed, extracted under tmp) and returns the binary's path.
func buildBaseline(rev, tmp string) (string, error) {
	ctx := context.Background()
	src := filepath.Join(tmp, "baseline-src")
	tar := filepath.Join(tmp, "baseline.tar")
	if err := os.MkdirAll(src, 0o755); err != nil {
		return "", err
	}
	for _, c := range [][]string{{"git", "archive", "--format=tar", "-o", tar, rev}, {"tar", "-xf", tar, "-C", src}} {
		if out, err := proc.Command(ctx, 5*time.Minute, c[0], c[1:]...).CombinedOutput(); err != nil {
			return "", fmt.Errorf("baseline %s: %s: %v\n%s", rev, c[0], err, out)
		}
	}
	bin := filepath.Join(tmp, "baseline-bench")
	c := proc.Command(ctx, 10*time.Minute, "go", "build", "-o", bin, "./bench/segment")
	c.Dir = src
	if out, err := c.CombinedOutput(); err != nil {
		return "", fmt.Errorf("baseline %s: build: %v\n%s", rev, err, out)
	}
	return bin, nil
}

// profileTo, when set, receives a CPU profile of the op's runs.
var profileTo *os.File

type result struct {
	Size    string  `json:"size"`
	Seconds float64 `json:"seconds"`
	// CPU is the op's user+system time (best run): on a shared, loaded
	// machine it says more than the wall time.
	CPU     float64 `json:"cpu"`
	Method  string  `json:"method"`
	PhotoMB float64 `json:"photoMB"` // the photo as 8-bit RGBA
	RSSMB   float64 `json:"rssMB"`
	// OpPeakMB is the resident high-water mark during the op minus the
	// resident size before it (the kernel's peak is reset first).
	OpPeakMB float64 `json:"opPeakMB"`
}

func measure(env []string, self string, args ...string) (result, error) {
	cmd := proc.Command(context.Background(), 10*time.Minute, self, args...)
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return result{}, fmt.Errorf("%v: %s", err, errb.String())
	}
	var r result
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		return result{}, fmt.Errorf("child: %v: %s", err, out.String())
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.RSSMB = float64(ru.Maxrss) / 1024
	}
	return r, nil
}

func runChild(src, mp string, loadOnly bool, runs int) error {
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	img, _, err := image.Decode(f)
	f.Close()
	if err != nil {
		return err
	}
	b := img.Bounds()
	if mp == "5" {
		half := image.NewRGBA(image.Rect(0, 0, b.Dx()/2, b.Dy()/2))
		xdraw.ApproxBiLinear.Scale(half, half.Bounds(), img, b, draw.Src, nil)
		img = half
	}
	b = img.Bounds()
	w, h := b.Dx(), b.Dy()
	s := photo.NewState(w, h)
	s.Layers = []*photo.Layer{{ID: "layer-1", Name: "photo", Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: photo.RasterFromImage(img)}}
	s.Active, s.NextID = "layer-1", 2
	img = nil
	runtime.GC()
	debug.FreeOSMemory()
	ed := photoops.NewEditor(photo.NewDoc(s), photoops.NewRegistry())
	ed.Segmenter = segment.Builtin()
	r := result{Size: fmt.Sprintf("%dx%d", w, h), PhotoMB: float64(w*h*4) / (1 << 20)}
	if !loadOnly {
		if profileTo != nil {
			pprof.StartCPUProfile(profileTo)
			defer pprof.StopCPUProfile()
		}
		for i := 0; i < runs; i++ {
			runtime.GC()
			debug.FreeOSMemory()
			before := procstat.ResetPeak()
			c0 := procstat.CPUSeconds()
			t := time.Now()
			res := photoops.Invoke(context.Background(), ed, "selection.subject", nil)
			d := time.Since(t).Seconds()
			cpu := procstat.CPUSeconds() - c0
			if i == 0 || cpu < r.CPU {
				r.CPU = cpu
			}
			if !res.OK {
				return fmt.Errorf("selection.subject: %s", res.Error)
			}
			r.OpPeakMB = max(r.OpPeakMB, procstat.StatusMB("VmHWM:")-before)
			if i == 0 || d < r.Seconds {
				r.Seconds = d
			}
			var out struct {
				Method string `json:"method"`
			}
			js, _ := json.Marshal(res.Result)
			json.Unmarshal(js, &out)
			r.Method = out.Method
			ed.Undo()
		}
	}
	return json.NewEncoder(os.Stdout).Encode(r)
}
