package segment

import (
	"context"
	"os"
	"testing"

	"github.com/neuralcut/neuralcut/internal/salient"
)

// subjectPath is one way the subject op seeds its cut: the hand-made
// cues (every machine without the model), or the salient-object model.
type subjectPath struct {
	name  string
	ctx   context.Context
	model bool
}

// subjectPaths are the paths to test: the hand-made cues always, the
// model's when it is installed. With salient.EnvRequire set (.ci/run) a
// missing model fails the test instead of leaving its path untested.
func subjectPaths(t *testing.T) []subjectPath {
	t.Helper()
	paths := []subjectPath{{name: "cues", ctx: context.WithValue(context.Background(), noModelKey{}, true)}}
	if _, err := salient.Load(); err != nil {
		if os.Getenv(salient.EnvRequire) != "" {
			t.Errorf("the model path is required (%s): %v", salient.EnvRequire, err)
		}
		return paths
	}
	return append(paths, subjectPath{name: "model", ctx: context.Background(), model: true})
}

// wantMethod is the subject's method on a path, with or without faces.
func (p subjectPath) wantMethod(faces bool) string {
	switch {
	case p.model && faces:
		return MethodPersonModelGrabCut
	case p.model:
		return MethodModelGrabCut
	case faces:
		return MethodPersonGrabCut
	}
	return MethodSaliencyGrabCut
}

// An unsure model (0.3 on the ladybird, its favourite; 0.02 elsewhere)
// still names the subject: the map is stretched to its peak and seeds the
// cut as a confident one would.
func TestModelUnsureButRight(t *testing.T) {
	needCascade(t)
	p := labelled(t, "ladybird")
	m, s := subjectWithMap(t, p, fakeMap(p, 0.02, 0.3))
	if m.Method != MethodModelGrabCut || s.IoU < 0.7 {
		t.Errorf("method %s, IoU %.3f; want %s, >= 0.7", m.Method, s.IoU, MethodModelGrabCut)
	}
}

// A thin object the model is sure of (a pencil beside a ball) keeps a
// core after the erosion, so GrabCut's part holding it is kept; a speck
// and a thin area the model is unsure of get none.
func TestCoreSmall(t *testing.T) {
	w, h := 200, 100
	prob := make([]float32, w*h)
	on := make([]bool, w*h)
	set := func(x0, y0, x1, y1 int, p float32) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				prob[y*w+x], on[y*w+x] = p, true
			}
		}
	}
	set(20, 20, 60, 60, 0.95)   // the ball
	set(80, 10, 83, 70, 0.95)   // the pencil, 3 px wide
	set(120, 10, 123, 70, 0.6)  // a thin area the model is unsure of
	set(150, 50, 152, 52, 0.95) // a speck
	core := append([]bool(nil), on...)
	morph(core, w, h, max(2, max(w, h)/40), false)
	if core[40*w+81] {
		t.Fatal("the erosion should leave the pencil without a core")
	}
	coreSmall(core, on, prob, w, h)
	if !core[40*w+40] || !core[40*w+81] {
		t.Errorf("ball core %v, pencil core %v; want both", core[40*w+40], core[40*w+81])
	}
	if core[40*w+121] || core[50*w+150] {
		t.Errorf("unsure area core %v, speck core %v; want neither", core[40*w+121], core[50*w+150])
	}
}
