package segment

import (
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
)

// A cascade is a boosted Haar classifier in OpenCV's "new" XML format
// (opencv_traincascade output; Debian's opencv-data ships trained frontal
// face ones). Stage by stage, each weak classifier is a small decision tree
// over Haar features; a window is a face only if it passes every stage, and
// most windows fail the first two stages, which is why the scan is cheap.
type cascade struct {
	winW, winH int
	tilted     bool // some feature is tilted: the scan needs the tilted integral image too
	stages     []cascadeStage
	features   []haarFeature
	layoutOnce sync.Once
	layout     *scanLayout // how the scan reads the stages (detect.go)
}

type cascadeStage struct {
	threshold float32
	trees     []weakTree
}

// weakTree nodes: left/right > 0 index another node, <= 0 index leaf -v
// (OpenCV's encoding, kept as is so the file reads straight in).
type weakTree struct {
	nodes  []treeNode
	leaves []float32
}

type treeNode struct {
	left, right int
	feature     int
	threshold   float32
}

// haarFeature is up to three weighted rectangles in window coordinates,
// upright or tilted by 45 degrees (a tilted rectangle's corner (x, y) is
// its top, w runs down to the right and h down to the left: Lienhart and
// Maydt's features, which OpenCV's body cascades use).
type haarFeature struct {
	rects  [3]weightedRect
	n      int
	tilted bool
}

type weightedRect struct {
	x, y, w, h int
	weight     float32
}

// XML shapes of the OpenCV file. OpenCV writes sequence items as "_".
type xmlCascade struct {
	Cascade struct {
		StageType   string `xml:"stageType"`
		FeatureType string `xml:"featureType"`
		Height      int    `xml:"height"`
		Width       int    `xml:"width"`
		Stages      []struct {
			Threshold float32 `xml:"stageThreshold"`
			Weak      []struct {
				Nodes  string `xml:"internalNodes"`
				Leaves string `xml:"leafValues"`
			} `xml:"weakClassifiers>_"`
		} `xml:"stages>_"`
		Features []struct {
			Rects  []string `xml:"rects>_"`
			Tilted int      `xml:"tilted"`
		} `xml:"features>_"`
	} `xml:"cascade"`
}

func loadCascadeFile(path string) (*cascade, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("face cascade: %w", err)
	}
	defer f.Close()
	c, err := parseCascade(f)
	if err != nil {
		return nil, fmt.Errorf("face cascade %s: %w", path, err)
	}
	return c, nil
}

func parseCascade(r io.Reader) (*cascade, error) {
	var x xmlCascade
	if err := xml.NewDecoder(r).Decode(&x); err != nil {
		return nil, fmt.Errorf("parse xml: %w", err)
	}
	xc := x.Cascade
	if xc.StageType != "BOOST" {
		return nil, fmt.Errorf("unsupported cascade (stageType %q; want an OpenCV BOOST cascade in the new format)", xc.StageType)
	}
	if xc.FeatureType != "HAAR" {
		return nil, fmt.Errorf("unsupported feature type %q (only HAAR cascades are supported)", xc.FeatureType)
	}
	if xc.Width < 4 || xc.Height < 4 || xc.Width > 128 || xc.Height > 128 || len(xc.Stages) == 0 {
		return nil, fmt.Errorf("malformed cascade: window %dx%d, %d stages", xc.Width, xc.Height, len(xc.Stages))
	}
	c := &cascade{winW: xc.Width, winH: xc.Height}
	for fi, xf := range xc.Features {
		if len(xf.Rects) < 1 || len(xf.Rects) > 3 {
			return nil, fmt.Errorf("feature %d has %d rects", fi, len(xf.Rects))
		}
		hf := haarFeature{tilted: xf.Tilted != 0}
		c.tilted = c.tilted || hf.tilted
		for _, s := range xf.Rects {
			v, err := floats(s, 5)
			if err != nil {
				return nil, fmt.Errorf("feature %d: %w", fi, err)
			}
			r := weightedRect{int(v[0]), int(v[1]), int(v[2]), int(v[3]), float32(v[4])}
			if !r.inside(c.winW, c.winH, hf.tilted) {
				return nil, fmt.Errorf("feature %d: rect %v outside the %dx%d window", fi, v[:4], c.winW, c.winH)
			}
			hf.rects[hf.n] = r
			hf.n++
		}
		c.features = append(c.features, hf)
	}
	for si, xs := range xc.Stages {
		st := cascadeStage{threshold: xs.Threshold}
		for wi, xw := range xs.Weak {
			nv, err := floats(xw.Nodes, -1)
			if err != nil || len(nv) == 0 || len(nv)%4 != 0 {
				return nil, fmt.Errorf("stage %d weak %d: bad internalNodes", si, wi)
			}
			lv, err := floats(xw.Leaves, -1)
			if err != nil || len(lv) == 0 {
				return nil, fmt.Errorf("stage %d weak %d: bad leafValues", si, wi)
			}
			var t weakTree
			for _, l := range lv {
				t.leaves = append(t.leaves, float32(l))
			}
			for k := 0; k < len(nv); k += 4 {
				n := treeNode{left: int(nv[k]), right: int(nv[k+1]), feature: int(nv[k+2]), threshold: float32(nv[k+3])}
				if n.feature < 0 || n.feature >= len(c.features) {
					return nil, fmt.Errorf("stage %d weak %d: feature index %d out of range", si, wi, n.feature)
				}
				t.nodes = append(t.nodes, n)
			}
			// Validate the tree once so evaluation needs no bounds checks
			// beyond Go's own: every child is a node after this one or a leaf.
			for k, n := range t.nodes {
				for _, ch := range [2]int{n.left, n.right} {
					if (ch > 0 && (ch <= k || ch >= len(t.nodes))) || (ch <= 0 && -ch >= len(t.leaves)) {
						return nil, fmt.Errorf("stage %d weak %d: bad tree link %d", si, wi, ch)
					}
				}
			}
			st.trees = append(st.trees, t)
		}
		c.stages = append(c.stages, st)
	}
	return c, nil
}

// inside reports whether the rectangle lies in a w x h window: a tilted
// one reaches from x-h to x+w across and from y to y+w+h down.
func (r weightedRect) inside(w, h int, tilted bool) bool {
	if r.x < 0 || r.y < 0 || r.w <= 0 || r.h <= 0 {
		return false
	}
	if tilted {
		return r.x-r.h >= 0 && r.x+r.w <= w && r.y+r.w+r.h <= h
	}
	return r.x+r.w <= w && r.y+r.h <= h
}

// floats parses whitespace-separated numbers; want < 0 accepts any count.
func floats(s string, want int) ([]float64, error) {
	fs := strings.Fields(s)
	if want >= 0 && len(fs) != want {
		return nil, fmt.Errorf("want %d numbers, got %d in %q", want, len(fs), s)
	}
	out := make([]float64, len(fs))
	for i, f := range fs {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}
