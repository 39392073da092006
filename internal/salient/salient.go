// Package salient runs a learned salient-object model, U²-Net-p (Qin et
// al., "U²-Net: Going deeper with nested U-structure for salient object
// detection", 2020; Apache-2.0 weights), through ONNX Runtime, and returns
// its probability map: how likely each pixel is part of the photo's main
// object. The segment package uses the map as the seed of its GrabCut
// refinement; the model is never asked for the final edge.
//
// The runtime (libonnxruntime.so, MIT) and the weights are not in the
// repository: scripts/install-models.sh fetches them at pinned versions,
// checks their sha256 and puts them in Dir. When they are absent Default
// returns nil and logs it once, and callers keep their hand-made cues.
//
//	if m := salient.Default(); m != nil {
//		p, err := m.Predict(img) // 320 x 320, 0..1
//	}
package salient

import (
	"errors"
	"fmt"
	"image"
	"image/draw"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	ort "github.com/yalue/onnxruntime_go"
	xdraw "golang.org/x/image/draw"
)

// EnvDir names the environment variable that overrides DefaultDir.
const EnvDir = "NEURALCUT_MODELS"

// EnvRequire, when set, makes the tests of the model path fail instead of
// skipping when the model is not installed: .ci/run installs it and sets
// this, so CI measures what users with the model get.
const EnvRequire = "NEURALCUT_REQUIRE_MODELS"

// DefaultDir is where scripts/install-models.sh puts the runtime and the
// model.
const DefaultDir = "/usr/local/lib/neuralcut"

// The files of Dir. The runtime's version is the one whose C API
// github.com/yalue/onnxruntime_go v1.27.0 was built against (ORT API 24).
const (
	RuntimeFile = "libonnxruntime.so.1.24.1"
	ModelFile   = "u2netp.onnx"
)

// Side is the model's input and output size: it was trained on 320 x 320
// pictures, squashed to that square whatever their shape.
const Side = 320

// The model's tensors (rembg's export of the official weights).
const (
	inputName  = "input.1"
	outputName = "1959" // d0, the fused side outputs, after a sigmoid
)

// ImageNet statistics the network was trained with.
var (
	mean = [3]float32{0.485, 0.456, 0.406}
	std  = [3]float32{0.229, 0.224, 0.225}
)

// ErrUnavailable means the runtime or the model file is not installed.
var ErrUnavailable = errors.New("salient: model not installed (run scripts/install-models.sh)")

// Dir is the folder the runtime and the model are read from.
func Dir() string {
	if d := os.Getenv(EnvDir); d != "" {
		return d
	}
	return DefaultDir
}

// Model is a loaded U²-Net-p session. Predict may be called from several
// goroutines; runs take turns (one run already uses every core).
type Model struct {
	mu   sync.Mutex
	sess *ort.AdvancedSession
	in   *ort.Tensor[float32]
	out  *ort.Tensor[float32]
}

var (
	loadOnce  sync.Once
	loaded    *Model
	loadError error
)

// Load loads the runtime and the model from Dir once per process and
// returns the model, or why it could not: ErrUnavailable when the files
// are not there, another error when they are there but do not load.
func Load() (*Model, error) {
	loadOnce.Do(func() { loaded, loadError = load(Dir()) })
	return loaded, loadError
}

// Default is Load for callers that fall back to something else: nil when
// the model cannot be used, said once in the log (a missing install at
// Info, a broken one at Warn), never an error.
func Default() *Model {
	m, err := Load()
	if err != nil {
		logOnce.Do(func() {
			if errors.Is(err, ErrUnavailable) {
				slog.Info("salient-object model not installed: the subject mask uses hand-made cues", "dir", Dir())
			} else {
				slog.Warn("salient-object model failed to load: the subject mask uses hand-made cues", "err", err)
			}
		})
		return nil
	}
	return m
}

var logOnce sync.Once

func load(dir string) (*Model, error) {
	lib, model := filepath.Join(dir, RuntimeFile), filepath.Join(dir, ModelFile)
	for _, f := range []string{lib, model} {
		if _, err := os.Stat(f); err != nil {
			return nil, fmt.Errorf("%w: %s missing", ErrUnavailable, f)
		}
	}
	if !ort.IsInitialized() {
		ort.SetSharedLibraryPath(lib)
		if err := ort.InitializeEnvironment(ort.WithLogLevelError()); err != nil {
			return nil, fmt.Errorf("salient: onnxruntime: %w", err)
		}
	}
	shape := ort.NewShape(1, 3, Side, Side)
	in, err := ort.NewEmptyTensor[float32](shape)
	if err != nil {
		return nil, fmt.Errorf("salient: %w", err)
	}
	out, err := ort.NewEmptyTensor[float32](ort.NewShape(1, 1, Side, Side))
	if err != nil {
		in.Destroy()
		return nil, fmt.Errorf("salient: %w", err)
	}
	opts, err := ort.NewSessionOptions()
	if err != nil {
		in.Destroy()
		out.Destroy()
		return nil, fmt.Errorf("salient: %w", err)
	}
	defer opts.Destroy()
	// every core for the one run at a time; no spinning threads left
	// burning CPU between runs on a machine shared with ffmpeg
	opts.SetIntraOpNumThreads(runtime.NumCPU())
	opts.SetInterOpNumThreads(1)
	opts.AddSessionConfigEntry("session.intra_op.allow_spinning", "0")
	// the arena without the pattern planner: the arena keeps the
	// activations' memory between runs, so a run no longer maps and
	// faults in its few hundred MiB afresh (at 320 px that was 0.15-0.3 s
	// of system CPU a run, 66,000 page faults; with the arena 14,000),
	// and without the planner's one block for the whole run the peak is
	// what it was with neither (bench/salient: ~345 MiB; the arena with
	// the planner, ORT's default, 528). The cost: what the arena holds
	// stays resident after the first run.
	opts.SetCpuMemArena(true)
	opts.SetMemPattern(false)
	sess, err := ort.NewAdvancedSession(model, []string{inputName}, []string{outputName},
		[]ort.Value{in}, []ort.Value{out}, opts)
	if err != nil {
		in.Destroy()
		out.Destroy()
		return nil, fmt.Errorf("salient: %s: %w", model, err)
	}
	return &Model{sess: sess, in: in, out: out}, nil
}

// Predict returns the probability (0..1) that each pixel of img belongs
// to its salient object, on a Side x Side grid that spans the whole
// picture (squashed as in training: grid x is img x * Side / width).
// The map is the network's own sigmoid output, not stretched to 0..1 as
// rembg does: on a picture with nothing salient (a smooth gradient) it
// stays low everywhere and callers fall back, where a stretched map
// would invent a subject.
func (m *Model) Predict(img image.Image) ([]float32, error) {
	small := image.NewRGBA(image.Rect(0, 0, Side, Side))
	if b := img.Bounds(); b.Dx() == Side && b.Dy() == Side {
		draw.Draw(small, small.Bounds(), img, b.Min, draw.Src)
	} else {
		xdraw.CatmullRom.Scale(small, small.Bounds(), img, b, draw.Src, nil)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	fill(m.in.GetData(), small)
	if err := m.sess.Run(); err != nil {
		return nil, fmt.Errorf("salient: run: %w", err)
	}
	return append([]float32(nil), m.out.GetData()...), nil
}

// fill writes the picture as the network's input: planar RGB, each
// value divided by the picture's brightest, then standardised.
func fill(dst []float32, img *image.RGBA) {
	var peak uint8 = 1
	for i := 0; i < len(img.Pix); i += 4 {
		peak = max(peak, img.Pix[i], img.Pix[i+1], img.Pix[i+2])
	}
	n := Side * Side
	for c := 0; c < 3; c++ {
		plane := dst[c*n : (c+1)*n]
		k, off := 1/(float32(peak)*std[c]), mean[c]/std[c]
		for i := range plane {
			plane[i] = float32(img.Pix[4*i+c])*k - off
		}
	}
}
