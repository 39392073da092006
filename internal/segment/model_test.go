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
