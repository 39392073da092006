package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/proc"
)

// cliDoc is a document the CLI is measured on: made by bin from src.
type cliDoc struct {
	name, bin, src string
	depth          int // of the bare op it is compared with (0: none)
}

// cliOverhead measures `neuralcut photo invoke` against the bare op: the
// CLI loads the document, runs the op, saves the new layer pixels. At 20
// MP it measures a document made from an 8-bit PNG (8-bit layers), one
// made from the same picture as a 16-bit PNG (16-bit layers, today's
// only kind), and with -baseline the baseline CLI's document, beside vips
// blurring its own file format.
func cliOverhead(p func(string) string, media string, rows []row) error {
	bin := p("neuralcut")
	if out, err := proc.Command(context.Background(), 10*time.Minute, "go", "build", "-o", bin, "./cmd/neuralcut").CombinedOutput(); err != nil {
		return fmt.Errorf("build neuralcut (run from the repository root): %v\n%s", err, out)
	}
	if _, err := run("vips", "copy", p("l1.v"), p("l1.png")+"[compression=1]"); err != nil {
		return err
	}
	docs := []cliDoc{{"20 MP 8-bit", bin, p("l1.png"), 8}}
	if eightBit {
		// the same pixels at 16 bits (v*257): a 16-bit PNG stays 16-bit
		for _, c := range [][]string{{"colourspace", p("l1.v"), p("l16.v"), "rgb16"}, {"copy", p("l16.v"), p("l16.png") + "[compression=1]"}} {
			if _, err := run("vips", c...); err != nil {
				return err
			}
		}
		docs = append(docs, cliDoc{"20 MP 16-bit", bin, p("l16.png"), 16})
	}
	if baseCLI != "" {
		docs = append(docs, cliDoc{"20 MP before", baseCLI, p("l1.png"), 16})
	}
	docs = append(docs, cliDoc{"256 px", bin, filepath.Join(media, "coffee.png"), 0})
	var blurRow row
	for _, r := range rows {
		if strings.HasPrefix(r.name, "gaussian blur") {
			blurRow = r
		}
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	fmt.Printf("\nCLI (one process per op; blur: filters.apply blur-gaussian radius 8, best of 2, each on a fresh copy of the document):\n")
	fmt.Printf("  %-13s %8s %8s | %8s %8s | %8s %8s %9s | %8s %8s | %8s %8s\n", "document", "new s", "disk MiB", "info s", "info MiB", "blur s", "blur MiB", "disk after", "bare op s", "overhead", "/16-bit", "/vips")
	var blur16 measure
	var vips measure
	if blurRow.v.wall > 0 {
		vips = blurRow.v // vips gaussblur, its .v file to a .v file
	}
	for i, doc := range docs {
		dir := p(fmt.Sprintf("cli-doc%d", i))
		made, err := run(doc.bin, "photo", "new", dir, "--from", doc.src)
		if err != nil {
			return err
		}
		disk := dirMiB(dir)
		info, err := best(2, doc.bin, "photo", "invoke", dir, "document.info")
		if err != nil {
			return err
		}
		var blur measure
		var after float64
		for k := 0; k < 2; k++ {
			cp := dir + "-run"
			os.RemoveAll(cp)
			if _, err := run("cp", "-a", dir, cp); err != nil {
				return err
			}
			m, err := run(doc.bin, "photo", "invoke", cp, "filters.apply", "--params", `{"id":"blur-gaussian","radius":8}`)
			if err != nil {
				return err
			}
			if k == 0 || m.wall < blur.wall {
				blur.wall = m.wall
			}
			blur.rssMB = max(blur.rssMB, m.rssMB)
			after = dirMiB(cp)
			os.RemoveAll(cp)
		}
		bare := "-"
		overhead := "-"
		if doc.depth != 0 {
			args := []string{"-child", "blur", "-dir", p("")}
			b := self
			if doc.bin == baseCLI {
				b = baseBench
			} else if doc.depth == 8 {
				args = append(args, "-depth", "8")
			}
			m, err := best(2, b, args...)
			if err != nil {
				return err
			}
			op := parseRun(m).op
			bare, overhead = secs(op), fmt.Sprintf("%.3f", (blur.wall-op).Seconds())
		}
		if doc.name == "20 MP 16-bit" {
			blur16 = blur
		}
		vs16 := "-"
		if blur16.wall > 0 && doc.name != "256 px" {
			vs16 = fmt.Sprintf("%.2f", blur.wall.Seconds()/blur16.wall.Seconds())
		}
		vsVips := "-"
		if vips.wall > 0 && doc.name != "256 px" {
			vsVips = fmt.Sprintf("%.2f", blur.wall.Seconds()/vips.wall.Seconds())
		}
		fmt.Printf("  %-13s %8.2f %8.0f | %8.3f %8.0f | %8.3f %8.0f %9.0f | %8s %8s | %8s %8s\n", doc.name, made.wall.Seconds(), disk,
			info.wall.Seconds(), info.rssMB, blur.wall.Seconds(), blur.rssMB, after, bare, overhead, vs16, vsVips)
	}
	if vips.wall > 0 {
		fmt.Printf("  vips gaussblur 8, .v file to .v file: %.3f s, peak %.0f MiB (8-bit RGB: %.0f MiB a picture on disk)\n",
			vips.wall.Seconds(), vips.rssMB, float64(width*height*3)/(1<<20))
	}
	fmt.Printf("  new s: photo new --from PNG (decode + first save); disk: the document's files before and after the blur\n")
	fmt.Printf("  (after: the blurred layer beside the original, which undo keeps); /16-bit, /vips: blur time ratios.\n")
	return nil
}
