// Command segment benchmarks selection.subject (the built-in subject mask,
// run through the photo op registry as every surface runs it) on a real
// 20-megapixel photo and on the same photo scaled to 5 megapixels: wall
// time and peak memory, each size in its own process so the peaks do not
// mix. The baseline in the same run is a process that only loads the
// photo into a document, so "op peak" is what the op itself adds.
//
//	go run ./bench/segment [-runs 3] [-photo /usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg]
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
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"syscall"
	"time"

	xdraw "golang.org/x/image/draw"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/segment"
)

func main() {
	child := flag.String("child", "", "internal: load (and run the op unless -load) at this size in megapixels")
	loadOnly := flag.Bool("load", false, "internal: only load the photo")
	runs := flag.Int("runs", 3, "runs of the op per size (the best time is kept)")
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
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("selection.subject, built-in, %s; best of %d; %d CPUs\n", *src, *runs, runtime.NumCPU())
	for _, mp := range []string{"5", "20"} {
		base, err := measure(self, "-child", mp, "-load", "-photo", *src)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		op, err := measure(self, "-child", mp, "-runs", fmt.Sprint(*runs), "-photo", *src)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Printf("  %2s MP (%s): wall %6.3f s, CPU %6.3f s  method %-16s  the op's peak above the loaded document %4.0f MiB (%.2fx the photo as 8-bit RGBA); process peak %4.0f MiB, loading alone %4.0f MiB\n",
			mp, op.Size, op.Seconds, op.CPU, op.Method, op.OpPeakMB, op.OpPeakMB/op.PhotoMB, op.RSSMB, base.RSSMB)
	}
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

func cpuSeconds() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}

// resetPeak resets the process's resident high-water mark (Linux) and
// returns the current resident size in MiB.
func resetPeak() float64 {
	os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
	return statusMB("VmRSS:")
}

// statusMB reads a kB figure from /proc/self/status.
func statusMB(key string) float64 {
	data, _ := os.ReadFile("/proc/self/status")
	for _, line := range bytes.Split(data, []byte("\n")) {
		if bytes.HasPrefix(line, []byte(key)) {
			var kb float64
			fmt.Sscan(string(bytes.TrimSpace(line[len(key):])), &kb)
			return kb / 1024
		}
	}
	return 0
}

func measure(self string, args ...string) (result, error) {
	cmd := proc.Command(context.Background(), 10*time.Minute, self, args...)
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
			before := resetPeak()
			c0 := cpuSeconds()
			t := time.Now()
			res := photoops.Invoke(context.Background(), ed, "selection.subject", nil)
			d := time.Since(t).Seconds()
			cpu := cpuSeconds() - c0
			if i == 0 || cpu < r.CPU {
				r.CPU = cpu
			}
			if !res.OK {
				return fmt.Errorf("selection.subject: %s", res.Error)
			}
			r.OpPeakMB = max(r.OpPeakMB, statusMB("VmHWM:")-before)
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
