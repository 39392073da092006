package segment

import (
	"image"
	"testing"
)

// The blind set (testdata/blind/blind.json): photos that are not in the
// labelled set, their subjects traced before any segmenter was run on
// them. The labelled set's rules were chosen while looking at its photos,
// so its figures flatter the subject mask; these are the figures on
// photos nobody tuned for. Never tune on them: a rule chosen while looking
// at these photos or their scores makes the set one more tuned set.

// TestSubjectBlindSet holds the built-in subject mask, on each path (the
// hand-made cues always, the salient-object model when installed), to the
// quality first measured on the blind set: mean IoU, worst IoU and mean
// boundary F may not fall more than a small margin below that.
func TestSubjectBlindSet(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes 10 photos up to 13 MP")
	}
	needCascade(t)
	set := loadLabelSet(t, "testdata/blind/blind.json")
	for _, path := range subjectPaths(t) {
		t.Run(path.name, func(t *testing.T) {
			checkBlindFloors(t, "blind "+path.name, set, path, blindFloors[path.model], blindKnownErrors)
		})
	}
}

// blindFloor is what a path must keep on the blind set.
type blindFloor struct{ mean, worst, boundaryF float64 }

// blindFloors are the figures of the first (and only) scoring of the set,
// less a margin (mean and boundary F 0.03, worst 0.05). They guard against
// regressions; they are not goals to tune towards. Scored once, on the
// day the set was written (mean IoU, worst, mean boundary F):
//
//	cues:  0.376, 0.000 (fallen_leaf: the blurred bright leaves on the left
//	       were taken), 0.342
//	model: 0.485, 0.000 (dragonfly: nothing selected; fallen_leaf as with
//	       the cues; one_stands_out: no region found), 0.415
//
// against 0.704 and 0.864 on the labelled set the rules were chosen on.
// With 0725488 (the colours decide where the model is unsure; labelled
// set on the model path 0.864 -> 0.903) the blind figures did not move:
// model mean 0.485, dog 0.965 -> 0.966, every other photo the same.
// The footballer was then taken out of the set (a press photo: its
// provenance is too weak to ship, though Debian's opencv-doc carries it);
// the nine left give, from the same scoring: cues 0.352, 0.000, 0.323;
// model 0.451, 0.000, 0.372 (the footballer was 0.597 and 0.799).
// With a worst of 0 the worst floor cannot bind; the mean and boundary F
// floors do.
//
// Then three rules for the model path, chosen on principle and on the
// labelled set (where none of them changes a figure), without looking at
// these photos' masks, and scored three times (424965c, 818ae6e and
// 5fdc504, the last with every rule; the same figures each time): a
// blurred pick overruled by the focus, areas of the favourite's kind kept,
// an unsure map stretched and one that finds nothing giving way to every
// hand-made seed. Model: mean 0.549, worst 0.000 (dragonfly), boundary F
// 0.470; one_stands_out 0 (the error) -> 0.882, every other photo the
// same (dragonfly 0, fallen_leaf 0, wall_clock 0.068, brushes 0.130).
// Cues unchanged: 0.351, 0.000, 0.323.
// Scored a fifth time (i14d, e8499b4) after rules tuned on the
// development set (dev_test.go: the model keeps the small and thin
// objects it is sure of): model 0.549, 0.000 (dragonfly), boundary F
// 0.477; dog 0.966 -> 0.967, every other IoU the same (dragonfly 0,
// fallen_leaf 0, wall_clock 0.068, brushes 0.130). Cues unchanged.
var blindFloors = map[bool]blindFloor{
	false: {mean: 0.32, worst: 0, boundaryF: 0.29}, // the hand-made cues
	true:  {mean: 0.51, worst: 0, boundaryF: 0.44}, // the salient-object model
}

// blindKnownErrors are the photos on which a path returns an error rather
// than a mask, scored as an empty mask (what the user gets: nothing). An
// error on any other photo fails the test, and so does one of these
// starting to work (take it off the list and measure again).
var blindKnownErrors = map[string]bool{
	// "model/one_stands_out" (no salient region stands out) was one until
	// a map that finds nothing gave way to every hand-made seed
}

// checkBlindFloors scores a blind set on one path and holds it to want;
// known lists the photos expected to give an error (see blindKnownErrors).
func checkBlindFloors(t *testing.T, label string, set []*labelledPhoto, path subjectPath, want blindFloor, known map[string]bool) {
	checkSetFloors(t, label, set, path, want, known, nil)
}

// checkSetFloors is checkBlindFloors handing each photo's mask to each
// (see scoreSetEach).
func checkSetFloors(t *testing.T, label string, set []*labelledPhoto, path subjectPath, want blindFloor, known map[string]bool, each func(p *labelledPhoto, alpha *image.Gray)) {
	mean, worst, worstName, bf := setFigures(t, label, set, scoreSetEach(t, set, path, known, each))
	if mean < want.mean {
		t.Errorf("mean IoU %.3f, want >= %.2f", mean, want.mean)
	}
	if worst < want.worst {
		t.Errorf("worst IoU %.3f (%s), want >= %.2f", worst, worstName, want.worst)
	}
	if bf < want.boundaryF {
		t.Errorf("mean boundary F %.3f, want >= %.2f", bf, want.boundaryF)
	}
}
