// Command photo benchmarks the photo pixel engine on a 20-megapixel photo
// (a real one, upscaled) against the vips CLI (libvips-tools) and
// ImageMagick's convert doing the same operations in the same run: time
// and peak memory of each, plus the overhead of one `neuralcut photo
// invoke` over the bare op.
//
//	go run ./bench/photo [-runs 2] [-media /work/shared/media]
//
// Each tool reads and writes its own uncompressed format (vips .v,
// ImageMagick .mpc, raw pixels for ours); the time of a plain copy in the
// same format is measured too and subtracted, so the figures compare the
// operations, not the file formats.
//
// Layers made from 8-bit photos are 8-bit (internal/photo/depth.go): each
// op is measured on them too, the 3-layer composite and the CLI's blur on
// an 8-bit document beside a 16-bit one, with the disk each takes. With
// -baseline REV the bench and the CLI of that git revision are built and
// measured in the same run ("before"), on the same inputs:
//
//	go run ./bench/photo -baseline main
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/neuralcut/neuralcut/internal/proc"
)

const width, height = 5472, 3648 // 19.96 MP, 3:2

func main() {
	child := flag.String("child", "", "internal: run one engine op in this process")
	dir := flag.String("dir", "", "internal: work directory")
	runs := flag.Int("runs", 3, "runs of ours and vips per measurement (the best is kept)")
	imRuns := flag.Int("imruns", 1, "runs of ImageMagick (much slower) per measurement")
	media := flag.String("media", "internal/photoops/testdata", "folder with coffee.png, chelsea.png, astronaut.png")
	only := flag.String("only", "", "comma-separated ops to measure (copy,blur,unsharp,levels,huesat,rotate90,straighten,vignette,sepia,tealorange,huerange,vibrance,desaturate,composite); default all")
	cli := flag.Bool("cli", true, "measure the CLI overhead too")
	keep := flag.Bool("keep", false, "keep the work directory (its path is printed) to profile a child: -child OP -dir DIR -cpuprofile F")
	flag.StringVar(&cpuProfile, "cpuprofile", "", "internal: write a CPU profile of the child's op")
	flag.BoolVar(&warmOp, "warm", false, "internal: time the child's op a second time, on a warm heap")
	flag.IntVar(&childDepth, "depth", 16, "internal: the child's layers are 8- or 16-bit")
	flag.BoolVar(&eightBit, "eight", true, "measure each op on 8-bit layers too")
	flag.StringVar(&baseline, "baseline", "", "a git revision whose bench and CLI are built and measured beside (\"before\"); run from the repository")
	flag.Parse()
	for _, op := range strings.Split(*only, ",") {
		if op != "" {
			onlyOps[op] = true
		}
	}
	skipCLI = !*cli
	keepDir = *keep
	if *child != "" {
		runChild(*child, *dir)
		return
	}
	if err := bench(*media, *runs, *imRuns); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

type measure struct {
	wall  time.Duration
	rssMB float64
	out   string
}

// outputs matches the files the measured commands write; they are
// removed before each run, untimed: overwriting a large file first frees
// the old one, which costs the next run 0.1 s or more, unevenly.
var outputs []string

// run executes a command and returns its wall time and peak RSS.
func run(name string, args ...string) (measure, error) {
	for _, g := range outputs {
		if ms, _ := filepath.Glob(g); len(ms) > 0 {
			for _, m := range ms {
				os.Remove(m)
			}
		}
	}
	cmd := proc.Command(context.Background(), time.Hour, name, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	t := time.Now()
	err := cmd.Run()
	m := measure{wall: time.Since(t), out: strings.TrimSpace(out.String())}
	if err != nil {
		return m, fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, errb.String())
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		m.rssMB = float64(ru.Maxrss) / 1024
	}
	return m, nil
}

func best(n int, name string, args ...string) (measure, error) {
	var b measure
	for i := 0; i < n; i++ {
		m, err := run(name, args...)
		if err != nil {
			return m, err
		}
		if i == 0 || m.wall < b.wall {
			b.wall = m.wall
			b.out = m.out
		}
		b.rssMB = max(b.rssMB, m.rssMB)
	}
	return b, nil
}

type opSpec struct {
	name   string
	vips   [][]string // commands, {in} {out} {tmp} substituted
	magick []string
	engine string
}

var (
	onlyOps    = map[string]bool{} // empty: every op
	skipCLI    bool
	keepDir    bool
	cpuProfile string
	warmOp     bool
	childDepth int
	eightBit   bool
	baseline   string
	// baseBench, baseCLI: the baseline revision's binaries, when asked
	baseBench, baseCLI string
)

func bench(media string, runs, imRuns int) error {
	tmp, err := os.MkdirTemp("", "photobench")
	if err != nil {
		return err
	}
	if !keepDir {
		defer os.RemoveAll(tmp)
	}
	p := func(n string) string { return filepath.Join(tmp, n) }
	fmt.Printf("preparing %dx%d (%.1f MP) inputs in %s ...\n", width, height, float64(width*height)/1e6, tmp)
	for i, src := range []string{"coffee.png", "chelsea.png", "astronaut.png"} {
		name := fmt.Sprintf("l%d", i+1)
		if err := prepare(filepath.Join(media, src), p(name)); err != nil {
			return err
		}
	}
	// (" -23.72": a leading space keeps vips from reading a negative number as an option)
	self, err := os.Executable()
	if err != nil {
		return err
	}
	// The mask of the top layer, a soft ellipse, is made in a child: peak
	// RSS survives exec, so a parent holding big buffers would inflate
	// every child's figure.
	if _, err := run(self, "-child", "mask", "-dir", tmp); err != nil {
		return err
	}
	steps := [][]string{
		{"vips", "copy", p("mask.pgm"), p("mask.v")},
		{"vips", "bandjoin", p("l3.v") + " " + p("mask.v"), p("l3a.v")},
		{imageMagick, p("l3.ppm"), p("mask.pgm"), "-alpha", "off", "-compose", "CopyOpacity", "-composite", p("l3a.mpc")},
	}
	for _, s := range steps {
		if _, err := run(s[0], s[1:]...); err != nil {
			return err
		}
	}
	if _, err := run(self, "-child", "store", "-dir", tmp); err != nil {
		return err
	}
	if baseline != "" {
		if baseBench, baseCLI, err = buildBaseline(baseline, tmp); err != nil {
			return err
		}
	}
	// the classic sepia matrix, for vips recomb
	if err := os.WriteFile(p("sepia.mat"), []byte("3 3\n0.393 0.769 0.189\n0.349 0.686 0.168\n0.272 0.534 0.131\n"), 0o644); err != nil {
		return err
	}
	outputs = []string{p("out*"), p("lch*")}
	ops := []opSpec{
		{name: "copy (format baseline)", vips: [][]string{{"copy", "{l1}.v", "{out}.v"}},
			magick: []string{"{l1}.mpc", "{out}.mpc"}, engine: "copy"},
		{name: "gaussian blur sigma 8", vips: [][]string{{"gaussblur", "{l1}.v", "{out}.v", "8"}},
			magick: []string{"{l1}.mpc", "-blur", "0x8", "{out}.mpc"}, engine: "blur"},
		{name: "unsharp mask sigma 1.5", vips: [][]string{{"sharpen", "{l1}.v", "{out}.v", "--sigma", "1.5"}},
			magick: []string{"{l1}.mpc", "-unsharp", "0x1.5+1+0", "{out}.mpc"}, engine: "unsharp"},
		{name: "levels 20..235", vips: [][]string{{"linear", "{l1}.v", "{out}.v", "1.186", " -23.72", "--uchar"}},
			magick: []string{"{l1}.mpc", "-level", "7.84%,92.16%", "{out}.mpc"}, engine: "levels"},
		{name: "hue-saturation h+36 s+30%", vips: [][]string{
			{"colourspace", "{l1}.v", "{tmp}lch.v", "lch"},
			{"linear", "{tmp}lch.v", "{tmp}lch2.v", "1 1.3 1", "0 0 36"},
			{"colourspace", "{tmp}lch2.v", "{out}.v", "srgb"}},
			magick: []string{"{l1}.mpc", "-modulate", "100,130,120", "{out}.mpc"}, engine: "huesat"},
		// issue 15's ops: the document turned, straightened, and flattened
		// through an adjustment layer (what an export of it costs)
		{name: "rotate 90 (document.rotate)", vips: [][]string{{"rot", "{l1}.v", "{out}.v", "d90"}},
			magick: []string{"{l1}.mpc", "-rotate", "90", "{out}.mpc"}, engine: "rotate90"},
		{name: "rotate 3 deg, bilinear, expanded", vips: [][]string{{"rotate", "{l1}.v", "{out}.v", " -3", "--interpolate", "bilinear"}},
			magick: []string{"{l1}.mpc", "-interpolate", "bilinear", "-background", "none", "-rotate", "3", "{out}.mpc"}, engine: "straighten"},
		// ImageMagick's -vignette blurs an ellipse: 449 s at sigma 300,
		// nothing like the same work, so no comparison
		{name: "vignette (no equivalent)", engine: "vignette"},
		{name: "sepia (vips recomb, IM -sepia-tone)", vips: [][]string{{"recomb", "{l1}.v", "{out}.v", "{tmp}/sepia.mat"}},
			magick: []string{"{l1}.mpc", "-sepia-tone", "80%", "{out}.mpc"}, engine: "sepia"},
		{name: "look teal-orange (3 steps; no equivalent)", engine: "tealorange"},
		{name: "hue range: blues sat+40 (no equivalent)", engine: "huerange"},
		{name: "vibrance 60 (IM: -modulate 100,160)", magick: []string{"{l1}.mpc", "-modulate", "100,160", "{out}.mpc"}, engine: "vibrance"},
		{name: "desaturate 20 (IM: -modulate 100,80)", magick: []string{"{l1}.mpc", "-modulate", "100,80", "{out}.mpc"}, engine: "desaturate"},
		{name: "3-layer composite (multiply, screen+mask)", vips: [][]string{
			{"composite", "{l1}.v {l2}.v {l3a}.v", "{out}.v", "14 15"}}, // VIPS_BLEND_MODE_MULTIPLY, VIPS_BLEND_MODE_SCREEN
			magick: []string{"{l1}.mpc", "{l2}.mpc", "-compose", "multiply", "-composite", "{l3a}.mpc", "-compose", "screen", "-composite", "{out}.mpc"},
			engine: "composite"},
	}
	sub := func(s string) string {
		return strings.NewReplacer("{l1}", p("l1"), "{l2}", p("l2"), "{l3a}", p("l3a"), "{out}", p("out"), "{tmp}", p("")).Replace(s)
	}
	decodedMB := float64(width*height*8) / (1 << 20)
	fmt.Printf("cores %d; decoded image: %.0f MiB as 16-bit RGBA (our layers), %.0f MiB as 8-bit RGB\n\n",
		runtime.NumCPU(), decodedMB, float64(width*height*3)/(1<<20))
	fmt.Printf("%-42s %9s %9s %9s | %8s %8s | %8s %8s %8s | %9s %9s\n", "operation", "ours s", "vips s", "IM s", "ours/vip", "IM/ours", "ours MiB", "vips MiB", "IM MiB", "vips raw", "IM raw")
	var base [3]time.Duration
	var rows []row
	var warms []time.Duration
	for i, op := range ops {
		if i > 0 && len(onlyOps) > 0 && !onlyOps[op.engine] {
			continue
		}
		var v measure
		for _, c := range op.vips {
			args := make([]string, len(c))
			for j, a := range c {
				args[j] = sub(a)
			}
			m, err := best(runs, "vips", args...)
			if err != nil {
				return err
			}
			v.wall += m.wall
			v.rssMB = max(v.rssMB, m.rssMB)
		}
		margs := make([]string, len(op.magick))
		for j, a := range op.magick {
			margs[j] = sub(a)
		}
		// ImageMagick's slow ops run imRuns times; the quick ones (the
		// copy baseline above all, which every IM figure is net of) as
		// often as ours, or one slow outlier skews every ratio
		var m measure
		if len(margs) > 0 {
			var err error
			if m, err = best(imRuns, imageMagick, margs...); err != nil {
				return err
			}
			if m.wall < 2*time.Second && runs > imRuns {
				more, err := best(runs-imRuns, imageMagick, margs...)
				if err != nil {
					return err
				}
				m.wall, m.rssMB = min(m.wall, more.wall), max(m.rssMB, more.rssMB)
			}
		}
		o, err := best(runs, self, "-child", op.engine, "-dir", tmp)
		if err != nil {
			return err
		}
		// the child prints the op's own time; wall time includes loading
		var opSecs, warmSecs float64
		fmt.Sscanf(o.out, "%g", &opSecs)
		ourOp := time.Duration(opSecs * float64(time.Second))
		// the same op once more in the process, as a long-running server
		// runs it: its output in memory the heap already has
		ow, err := best(runs, self, "-child", op.engine, "-dir", tmp, "-warm")
		if err != nil {
			return err
		}
		fmt.Sscanf(ow.out, "%g", &warmSecs)
		warms = append(warms, time.Duration(warmSecs*float64(time.Second)))
		o8, ob, err := depthRuns(self, op.engine, tmp, runs)
		if err != nil {
			return err
		}
		if i == 0 {
			base = [3]time.Duration{ourOp, v.wall, m.wall}
		}
		r := row{name: op.name, o: o, v: v, m: m, oNet: ourOp, vNet: net(v.wall, base[1]), mNet: net(m.wall, base[2]), o8: o8, ob: ob}
		if i == 0 {
			r.oNet, r.vNet, r.mNet = ourOp, v.wall, m.wall
		}
		rows = append(rows, r)
		fmt.Printf("%-42s %9.3f %9s %9s | %8s %8s | %8.0f %8s %8s | %9s %9s\n", op.name,
			r.oNet.Seconds(), secs(r.vNet), secs(r.mNet), ratio(r.oNet, r.vNet), ratio(r.mNet, r.oNet),
			o.rssMB, mib(v), mib(m), secs(v.wall), secs(m.wall))
	}
	fmt.Printf("\nours s: the op alone, in process, on decoded 16-bit pixels (no file I/O).\n")
	fmt.Printf("vips s, IM s: the command's wall time minus the copy baseline (first row: raw copy times);\n")
	fmt.Printf("vips raw, IM raw: the command's whole wall time, file I/O included.\n")
	fmt.Printf("MiB: peak RSS of the process; ours includes loading the raw input (%.0f MiB 16-bit per layer).\n", decodedMB)
	fmt.Printf("\nours warm: the op run a second time in the process (its output in memory the heap already\n")
	fmt.Printf("has, as in a long-running server); ours s above includes the first touch of the output's pages:\n")
	for i, r := range rows[1:] {
		w := warms[i+1]
		fmt.Printf("  %-42s warm %.3f s | ours/vips %s | IM/ours %s\n", r.name, w.Seconds(), ratio(w, r.vNet), ratio(r.mNet, w))
	}
	fmt.Println()
	for _, r := range rows[1:] {
		fmt.Printf("  %-42s peak %.1fx the decoded 16-bit image", r.name, r.o.rssMB/decodedMB)
		if strings.HasPrefix(r.name, "3-layer") {
			// the composite's inputs alone are three such images (and an
			// 8-bit mask), all resident since the document keeps them
			inputs := 3*decodedMB + float64(width*height)/(1<<20)
			fmt.Printf(", %.1fx its decoded inputs (3 layers + mask, %.0f MiB)", r.o.rssMB/inputs, inputs)
		}
		fmt.Println()
	}
	depthTable(rows)
	if rows[len(rows)-1].name == ops[len(ops)-1].name {
		if err := storedComposite(self, tmp, runs, rows); err != nil {
			return err
		}
	}
	if skipCLI {
		return nil
	}
	return cliOverhead(p, media, rows)
}

// storedComposite measures the product's flattening path file to file,
// as vips and ImageMagick were: the wall time of a child that opens the
// stored 3-layer document (layers mapped) and writes the flattened
// pixels to a raw file, minus that of one that copies a stored layer to
// a raw file. Peak memory is the child's whole peak RSS. The same
// document with 8-bit layers, and the baseline revision on the 16-bit
// one, are measured in the same rounds.
func storedComposite(self, tmp string, runs int, rows []row) error {
	// all are quick and the file system's timing varies (a write of
	// 152 MiB first frees the last run's output): more runs, interleaved
	type cmd struct {
		bin, op string
		m       measure
	}
	cmds := []*cmd{{bin: self, op: "doc-copy"}, {bin: self, op: "doc-composite"}}
	if eightBit {
		cmds = append(cmds, &cmd{bin: self, op: "doc-composite8"})
	}
	if baseBench != "" {
		cmds = append(cmds, &cmd{bin: baseBench, op: "doc-composite"})
	}
	for i := 0; i < max(runs, 5); i++ {
		for _, c := range cmds {
			m, err := best(1, c.bin, "-child", c.op, "-dir", tmp)
			if err != nil {
				return err
			}
			if i == 0 || m.wall < c.m.wall {
				c.m.wall = m.wall
			}
			c.m.rssMB = max(c.m.rssMB, m.rssMB)
		}
	}
	cp, c := cmds[0].m, cmds[1].m
	net := max(c.wall-cp.wall, time.Millisecond)
	r := rows[len(rows)-1] // the composite: vips and IM measured above
	decodedMB := float64(width*height*8) / (1 << 20)
	fmt.Printf("\n3-layer composite of a stored document (the product's path: layers mapped from the document's files,\n")
	fmt.Printf("flattened band by band into a raw 16-bit file), file to file like vips and IM:\n")
	fmt.Printf("  ours %.3f s (wall %.3f s, copy baseline %.3f s) | vips %.3f s | IM %.3f s | ours/vips %.2f | IM/ours %.1f\n",
		net.Seconds(), c.wall.Seconds(), cp.wall.Seconds(), r.vNet.Seconds(), r.mNet.Seconds(),
		net.Seconds()/r.vNet.Seconds(), r.mNet.Seconds()/net.Seconds())
	fmt.Printf("  peak RSS ours %.0f MiB (copy baseline %.0f MiB) | vips %.0f MiB | IM %.0f MiB; ours %.2fx the decoded 16-bit image, %.2fx as 8-bit RGB\n",
		c.rssMB, cp.rssMB, r.v.rssMB, r.m.rssMB, c.rssMB/decodedMB, c.rssMB/(float64(width*height*3)/(1<<20)))
	for _, x := range cmds[2:] {
		n := max(x.m.wall-cp.wall, time.Millisecond)
		what := "8-bit layers"
		if x.bin != self {
			what = "before (" + baseline + "), 16-bit"
		}
		fmt.Printf("  %-26s %.3f s (wall %.3f s), peak %.0f MiB | /ours 16-bit: time %.2f, peak %.2f | /vips: time %.2f, peak %.2f\n",
			what, n.Seconds(), x.m.wall.Seconds(), x.m.rssMB, n.Seconds()/net.Seconds(), x.m.rssMB/c.rssMB,
			n.Seconds()/r.vNet.Seconds(), x.m.rssMB/r.v.rssMB)
	}
	if eightBit {
		d16, d8 := dirMiB(filepath.Join(tmp, "doc3")), dirMiB(filepath.Join(tmp, "doc3-8"))
		fmt.Printf("  on disk: 16-bit document %.0f MiB, 8-bit %.0f MiB (%.2fx)\n", d16, d8, d8/d16)
	}
	return nil
}

// net is a wall time less its baseline; 0 when there was no command
// (an operation the tool has no equivalent of).
func net(wall, base time.Duration) time.Duration {
	if wall == 0 {
		return 0
	}
	return max(wall-base, time.Millisecond)
}

func secs(d time.Duration) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.3f", d.Seconds())
}

// ratio is a/b, or "-" when either is missing.
func ratio(a, b time.Duration) string {
	if a == 0 || b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", a.Seconds()/b.Seconds())
}

func mib(m measure) string {
	if m.wall == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f", m.rssMB)
}

// row is one operation's measurements: wall times and peaks of ours, vips
// and ImageMagick, and the net times (less the copy baseline).
type row struct {
	name             string
	o, v, m          measure
	oNet, vNet, mNet time.Duration
	// o8: ours on 8-bit layers; ob: the baseline revision's (16-bit);
	// their op times parsed into out
	o8, ob opRun
}

// imageMagick is Debian's ImageMagick 6 binary by its own name: a plain
// "convert" on PATH may be a wrapper (this workplace has one in
// /usr/local/bin) whose start-up cost would flatter our ratios.
const imageMagick = "convert-im6.q16"
