package heldout

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/planner"
)

// Throwaway probe (not committed): the lead's own wording on a fixture.
func TestZZFixtureProbe(t *testing.T) {
	path, fx := os.Getenv("HPROBE"), os.Getenv("FX")
	if path == "" {
		t.Skip()
	}
	f, _ := os.Open(path)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "@") {
			fx = line[1:]
			continue
		}
		ed, err := buildFixture(context.Background(), newVideoRegistry(), fx)
		if err != nil {
			t.Fatal(err)
		}
		p := planner.PlanVideo(context.Background(), line, ed, planner.Options{})
		var steps []string
		for _, s := range p.Steps {
			steps = append(steps, s.Name()+string(s.Params))
		}
		fmt.Printf("%-8s | %s\n    -> %.300s\n    reply: %.200s\n", p.Status, line, strings.Join(steps, " ; "), strings.ReplaceAll(p.Reply, "\n", " "))
	}
}

func TestZZPhotoFixtureProbe(t *testing.T) {
	path, fx := os.Getenv("PHPROBE"), os.Getenv("FX")
	if path == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(path)
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "@") {
			fx = line[1:]
			continue
		}
		ed, _, err := photoCase{Fixture: fx}.prepare(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		st, _ := photoState(context.Background(), ed)
		p := planner.BasicPhoto(context.Background(), line, st)
		var steps []string
		for _, s := range p.Steps {
			steps = append(steps, s.Name()+string(s.Params))
		}
		fmt.Printf("%-8s | %s\n    -> %.300s\n    reply: %.200s\n", p.Status, line, strings.Join(steps, " ; "), strings.ReplaceAll(p.Reply, "\n", " "))
	}
}
