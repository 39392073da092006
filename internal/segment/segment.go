// Package segment turns a photo and a region request ("face", "sky",
// "subject", or free text) into a soft selection mask.
//
// Two kinds of provider sit behind one interface:
//
//   - an HTTP provider that speaks a SAM-style contract (docs/sam-provider.md):
//     image plus target/text/points/box in, grayscale mask PNG plus bbox out;
//   - built-in, offline fallbacks: a Haar-cascade face detector that reads
//     OpenCV's trained cascades, a colour-and-position region grower for sky,
//     and a saliency-based subject mask.
//
// Every Mask says which method produced it, so the editor can report it.
// Text-grounded masks ("text") need a SAM provider; the built-ins refuse them
// with ErrNoProvider instead of guessing.
//
// The package only computes masks. It must not know about photo documents,
// layers or history: the photo package applies the mask as a selection.
//
//	seg := segment.FromEnv()
//	m, err := seg.Segment(ctx, img, segment.Request{Target: segment.TargetSky})
//	if err != nil { ... }
//	fmt.Println(m.Method, m.BBox) // "sky-region-grow (0,0)-(1680,416)"
package segment

import (
	"context"
	"errors"
	"fmt"
	"image"
	"os"
	"strings"
)

// Targets a Request can ask for.
const (
	TargetFace    = "face"
	TargetSky     = "sky"
	TargetSubject = "subject"
	TargetText    = "text"
)

// Method names reported in Mask.Method.
const (
	MethodHaarCascade = "haar-cascade"
	MethodSkyGrow     = "sky-region-grow"
	MethodSaliency    = "saliency"
	// The subject: GrabCut seeded by the people found (person) or by
	// saliency when there is no face.
	MethodPersonGrabCut   = "person-grabcut"
	MethodSaliencyGrabCut = "saliency-grabcut"
	// The subject seeded by the salient-object model (internal/salient)
	// when it is installed, with the person priors when there are faces.
	MethodModelGrabCut       = "model-grabcut"
	MethodPersonModelGrabCut = "person-model-grabcut"
	// The model's map within the in-focus part of a photo with a shallow
	// depth of field, when what the model found is all out of focus.
	MethodFocusModelGrabCut = "focus-model-grabcut"
	// Heads (face, hair, ears) for a face request with Region "head",
	// and the background refined from a colour seed.
	MethodHeadGrabCut       = "head-grabcut"
	MethodBackgroundGrabCut = "background-grabcut"
	MethodSAMHTTP           = "sam-http"
)

// EnvSAMURL names the environment variable that selects the HTTP provider.
const EnvSAMURL = "NEURALCUT_SAM_URL"

// ErrNoProvider is returned for text-grounded requests when no SAM provider
// is configured: the built-ins cannot read text, and a guessed mask would be
// worse than an honest failure.
var ErrNoProvider = errors.New("text-grounded masks need a SAM provider: set " + EnvSAMURL)

// ErrNoRegion is returned (wrapped) when a built-in finds nothing: no face in
// the picture, no sky-like region at the top, no salient subject. The caller
// should leave the selection unchanged.
var ErrNoRegion = errors.New("no region found")

// Request says which region to segment. Coordinates are in the pixel space
// of the image passed to Segment (its Bounds, not necessarily from 0,0).
type Request struct {
	Target string          // "face", "sky", "subject", "text"
	Text   string          // the text prompt for Target "text"
	Label  string          // optional label for "subject" (e.g. "dog"); a hint for SAM
	Points []image.Point   // optional foreground clicks
	Box    image.Rectangle // optional box prompt; empty means none
	// Region, for Target "face": RegionFace (the default, an oval over
	// each face) or RegionHead (face with hair and ears).
	Region string
}

// Regions of a face request.
const (
	RegionFace = "face"
	RegionHead = "head"
)

// Mask is a soft selection: Alpha has the same bounds as the input image,
// 0 = outside, 255 = inside, values in between are feathered edges.
type Mask struct {
	Alpha  *image.Gray
	BBox   image.Rectangle // bounds of the inside (alpha >= 128), in image coordinates
	Method string          // which method produced the mask (Method* constants)
	// Fallback is non-empty when the configured provider failed and a
	// built-in produced the mask instead; it says why.
	Fallback string
}

// Segmenter produces a mask for a region request.
type Segmenter interface {
	Segment(ctx context.Context, img image.Image, req Request) (Mask, error)
}

// normalizeTarget accepts the spellings agents use ("Face", " sky ",
// "samText") and returns the canonical target, or "" when unknown.
func normalizeTarget(t string) string {
	switch strings.ToLower(strings.TrimSpace(t)) {
	case "face", "faces":
		return TargetFace
	case "sky":
		return TargetSky
	case "subject", "object", "foreground":
		return TargetSubject
	case "text", "samtext", "sam-text":
		return TargetText
	}
	return ""
}

// FromEnv returns the HTTP SAM provider when NEURALCUT_SAM_URL is set, with
// the built-ins as a fallback for face, sky and subject if the server fails
// (offline first: a working selection beats an error, and Mask.Fallback says
// what happened). Text requests never fall back: only SAM can ground text.
// Without the variable it returns the built-ins.
func FromEnv() Segmenter {
	url := strings.TrimSpace(os.Getenv(EnvSAMURL))
	if url == "" {
		return Builtin()
	}
	return &withFallback{primary: NewHTTP(url, nil), fallback: Builtin()}
}

// withFallback tries primary and, for targets the fallback can serve, falls
// back when primary fails for a reason other than cancellation.
type withFallback struct {
	primary, fallback Segmenter
}

var _ Segmenter = (*withFallback)(nil)

func (w *withFallback) Segment(ctx context.Context, img image.Image, req Request) (Mask, error) {
	// A bad request is the caller's mistake: report it once, do not retry it.
	t, err := checkRequest(img, req)
	if err != nil {
		return Mask{}, err
	}
	m, err := w.primary.Segment(ctx, img, req)
	if err == nil {
		return m, nil
	}
	if t == TargetText || ctx.Err() != nil {
		return Mask{}, err
	}
	fm, ferr := w.fallback.Segment(ctx, img, req)
	if ferr != nil {
		return Mask{}, fmt.Errorf("%w; built-in fallback: %w", err, ferr)
	}
	fm.Fallback = err.Error()
	return fm, nil
}

// Builtin returns the offline segmenter: Haar cascade faces, sky region
// growing, saliency subjects. It refuses Target "text" with ErrNoProvider.
func Builtin() Segmenter { return builtin{} }

type builtin struct{}

var _ Segmenter = builtin{}

func (builtin) Segment(ctx context.Context, img image.Image, req Request) (Mask, error) {
	target, err := checkRequest(img, req)
	if err != nil {
		return Mask{}, err
	}
	switch target {
	case TargetFace:
		return segmentFaces(ctx, img, req)
	case TargetSky:
		return segmentSky(ctx, img)
	case TargetSubject:
		return segmentSubject(ctx, img, req)
	}
	return Mask{}, ErrNoProvider
}

// checkRequest validates the image and the prompts once for every provider
// and returns the canonical target. Prompts outside the picture are
// mistakes worth reporting, not something to clip silently.
func checkRequest(img image.Image, req Request) (string, error) {
	if err := checkImage(img); err != nil {
		return "", err
	}
	target := normalizeTarget(req.Target)
	if target == "" {
		return "", fmt.Errorf("segment: unknown target %q (want face, sky, subject or text)", req.Target)
	}
	if req.Region != "" && req.Region != RegionFace && req.Region != RegionHead {
		return "", fmt.Errorf("segment: unknown region %q (want face or head)", req.Region)
	}
	if target == TargetText && strings.TrimSpace(req.Text) == "" {
		return "", errors.New("segment: target text needs a non-empty text prompt")
	}
	b := img.Bounds()
	for _, p := range req.Points {
		if !p.In(b) {
			return "", fmt.Errorf("segment: point %v lies outside the image %v", p, b)
		}
	}
	if !req.Box.Empty() && req.Box.Intersect(b).Empty() {
		return "", fmt.Errorf("segment: box %v lies outside the image %v", req.Box, b)
	}
	return target, nil
}
