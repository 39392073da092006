package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/neuralcut/neuralcut/internal/proc"
)

// cliOverhead measures one `neuralcut photo invoke` against the bare op:
// the CLI loads the document, runs the op, saves the new layer pixels.
func cliOverhead(p func(string) string, media string) error {
	bin := p("neuralcut")
	if out, err := proc.Command(context.Background(), 10*time.Minute, "go", "build", "-o", bin, "./cmd/neuralcut").CombinedOutput(); err != nil {
		return fmt.Errorf("build neuralcut (run from the repository root): %v\n%s", err, out)
	}
	if _, err := run("vips", "copy", p("l1.v"), p("l1.png")+"[compression=1]"); err != nil {
		return err
	}
	fmt.Printf("\nCLI overhead (one process per op):\n")
	for _, doc := range []struct{ name, src string }{
		{"20 MP", p("l1.png")},
		{"256 px", filepath.Join(media, "coffee.png")},
	} {
		dir := p("doc-" + doc.name[:2])
		m, err := run(bin, "photo", "new", dir, "--from", doc.src)
		if err != nil {
			return err
		}
		fmt.Printf("  %-7s photo new --from PNG: %.2f s (decode + first save)\n", doc.name, m.wall.Seconds())
		info, err := best(2, bin, "photo", "invoke", dir, "document.info")
		if err != nil {
			return err
		}
		// the bare op (20 MP only) measured next to the CLI call, so both
		// see the same machine load
		var bareBlur time.Duration
		if doc.name == "20 MP" {
			self, err := os.Executable()
			if err != nil {
				return err
			}
			bare, err := best(2, self, "-child", "blur", "-dir", p(""))
			if err != nil {
				return err
			}
			var secs float64
			fmt.Sscanf(bare.out, "%g", &secs)
			bareBlur = time.Duration(secs * float64(time.Second))
		}
		blur, err := run(bin, "photo", "invoke", dir, "filters.apply", "--params", `{"id":"blur-gaussian","radius":8}`)
		if err != nil {
			return err
		}
		fmt.Printf("  %-7s photo invoke document.info: %.3f s, peak %.0f MiB (pixels are read lazily)\n", doc.name, info.wall.Seconds(), info.rssMB)
		fmt.Printf("  %-7s photo invoke filters.apply blur 8: %.3f s, peak %.0f MiB", doc.name, blur.wall.Seconds(), blur.rssMB)
		if doc.name == "20 MP" {
			fmt.Printf("; bare op %.3f s, overhead %.3f s (%.1fx)", bareBlur.Seconds(), (blur.wall - bareBlur).Seconds(), blur.wall.Seconds()/bareBlur.Seconds())
		}
		fmt.Println()
	}
	return nil
}
