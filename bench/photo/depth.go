package main

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/proc"
)

// opRun is one op measured in a child: the process, and the op's own
// time as the child printed it (0: not measured).
type opRun struct {
	m  measure
	op time.Duration
}

func parseRun(m measure) opRun {
	var s float64
	fmt.Sscanf(m.out, "%g", &s)
	return opRun{m, time.Duration(s * float64(time.Second))}
}

// depthRuns measures an op on 8-bit layers (with -eight) and in the
// baseline revision's bench (with -baseline, on its 16-bit layers).
func depthRuns(self, engine, tmp string, runs int) (o8, ob opRun, err error) {
	if eightBit {
		m, err := best(runs, self, "-child", engine, "-dir", tmp, "-depth", "8")
		if err != nil {
			return o8, ob, err
		}
		o8 = parseRun(m)
	}
	if baseBench != "" {
		m, err := best(runs, baseBench, "-child", engine, "-dir", tmp)
		if err != nil {
			return o8, ob, err
		}
		ob = parseRun(m)
	}
	return o8, ob, nil
}

// depthTable prints each op on 8-bit layers beside 16-bit ones (and
// vips, whose pictures are 8-bit), and beside the baseline revision.
func depthTable(rows []row) {
	if !eightBit && baseBench == "" {
		return
	}
	fmt.Printf("\nThe op in process on 8-bit layers (a document made from 8-bit photos) and on 16-bit ones")
	if baseBench != "" {
		fmt.Printf(", and before (%s, 16-bit)", baseline)
	}
	fmt.Printf(":\n%-42s %8s %8s %6s %9s | %8s %8s %6s", "operation", "16-bit s", "8-bit s", "8/16", "8bit/vips", "16 MiB", "8 MiB", "8/16")
	if baseBench != "" {
		fmt.Printf(" | %9s %10s", "before s", "now/before")
	}
	fmt.Println()
	for _, r := range rows[1:] {
		fmt.Printf("%-42s %8.3f %8s %6s %9s | %8.0f %8s %6s", r.name, r.oNet.Seconds(), secs(r.o8.op), ratio(r.o8.op, r.oNet),
			ratio(r.o8.op, r.vNet), r.o.rssMB, mibOf(r.o8.m), rssRatio(r.o8.m, r.o))
		if baseBench != "" {
			fmt.Printf(" | %9s %10s", secs(r.ob.op), ratio(r.oNet, r.ob.op))
		}
		fmt.Println()
	}
	fmt.Printf("MiB: the child's peak RSS, loading its inputs included (%.0f MiB a 16-bit layer, %.0f MiB an 8-bit one);\n",
		float64(width*height*8)/(1<<20), float64(width*height*4)/(1<<20))
	fmt.Printf("ops that adjust (levels, hue-saturation) compute at 16 bits and return 16-bit pixels whatever the input.\n")
}

func mibOf(m measure) string {
	if m.wall == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f", m.rssMB)
}

func rssRatio(a, b measure) string {
	if a.wall == 0 || b.rssMB == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", a.rssMB/b.rssMB)
}

// buildBaseline builds the bench and the CLI of git revision rev (its
// files as committed, extracted under tmp) and returns their paths.
func buildBaseline(rev, tmp string) (bench, cli string, err error) {
	ctx := context.Background()
	out, err := proc.Command(ctx, time.Minute, "git", "rev-parse", "--short", rev+"^{commit}").Output()
	if err != nil {
		return "", "", fmt.Errorf("baseline %s: not a commit of this repository (run from it): %v", rev, err)
	}
	baseline = strings.TrimSpace(string(out))
	src := filepath.Join(tmp, "baseline-src")
	tar := filepath.Join(tmp, "baseline.tar")
	if err := os.MkdirAll(src, 0o755); err != nil {
		return "", "", err
	}
	for _, c := range [][]string{{"git", "archive", "--format=tar", "-o", tar, rev}, {"tar", "-xf", tar, "-C", src}} {
		if out, err := proc.Command(ctx, 5*time.Minute, c[0], c[1:]...).CombinedOutput(); err != nil {
			return "", "", fmt.Errorf("baseline %s: %s: %v\n%s", rev, c[0], err, out)
		}
	}
	bench, cli = filepath.Join(tmp, "baseline-bench"), filepath.Join(tmp, "baseline-neuralcut")
	for _, b := range [][2]string{{bench, "./bench/photo"}, {cli, "./cmd/neuralcut"}} {
		c := proc.Command(ctx, 10*time.Minute, "go", "build", "-o", b[0], b[1])
		c.Dir = src
		if out, err := c.CombinedOutput(); err != nil {
			return "", "", fmt.Errorf("baseline %s: build %s: %v\n%s", rev, b[1], err, out)
		}
	}
	fmt.Printf("baseline %s built (bench and CLI)\n", baseline)
	return bench, cli, nil
}

// dirMiB is the size of the files under dir, in MiB.
func dirMiB(dir string) float64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			if info, err := d.Info(); err == nil {
				n += info.Size()
			}
		}
		return nil
	})
	return float64(n) / (1 << 20)
}
