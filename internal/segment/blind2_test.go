package segment

import "testing"

// The second blind set (testdata/blind2/blind2.json): nine more photos
// that no set had, two of them of people, traced by hand before any
// segmenter was run on them or its code was read, and scored once. Like
// the first blind set it is a guard, not a target: never tune on it.

// TestSubjectBlindSet2 holds the built-in subject mask, on each path (the
// hand-made cues always, the salient-object model when installed), to the
// figures of the set's one scoring less a small margin, as
// TestSubjectBlindSet does for the first set.
func TestSubjectBlindSet2(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes 9 photos under 0.4 MP")
	}
	needCascade(t)
	set := loadLabelSet(t, "testdata/blind2/blind2.json")
	for _, path := range subjectPaths(t) {
		t.Run(path.name, func(t *testing.T) {
			checkBlindFloors(t, "blind2 "+path.name, set, path, blind2Floors[path.model], blind2KnownErrors)
		})
	}
}

// blind2Floors are the figures of the set's first (and only) scoring,
// less the first set's margin (mean and boundary F 0.03, worst 0.05).
// They guard against regressions; they are not goals to tune towards.
// Scored once, at 0695f76, right after the labels were committed (mean
// IoU, worst, mean boundary F):
//
//	cues:  0.671, 0.224 (motorcycle), 0.543
//	model: 0.863, 0.465 (basketball), 0.683
//
// Scored a second time by the lead at the seventh session's stop
// (11f7825, after the development-set rules): cues unchanged; model
// 0.885, 0.555 (basketball), 0.713.
//
// (how each photo was missed is in the notes, kept out of the
// code so that whoever works on the segmenter is not steered by it).
// The same code gives 0.704 / 0.134 / 0.564 (cues) and 0.903 / 0.685 /
// 0.794 (model) on the labelled set its rules were chosen on, and 0.351 /
// 0 / 0.323 and 0.451 / 0 / 0.371 on the first blind set.
var blind2Floors = map[bool]blindFloor{
	false: {mean: 0.64, worst: 0.17, boundaryF: 0.51}, // the hand-made cues
	true:  {mean: 0.83, worst: 0.41, boundaryF: 0.65}, // the salient-object model
}

// blind2KnownErrors are the photos on which a path returns an error rather
// than a mask (see blindKnownErrors): none at the scoring.
var blind2KnownErrors = map[string]bool{}
