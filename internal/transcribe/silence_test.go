package transcribe

import (
	"context"
	"math"
	"path/filepath"
	"testing"
)

// tonesWithSilences writes tone, exact silence, tone, exact silence, tone.
func tonesWithSilences(t *testing.T, dir string) (string, []Range) {
	t.Helper()
	need(t, "sox")
	p := filepath.Join(dir, "gaps.wav")
	runCmd(t, "sox", "-n", "-r", "16000", "-c", "1", "-b", "16", p,
		"synth", "1.0", "sine", "300", "vol", "0.5", ":",
		"synth", "0.8", "sine", "300", "vol", "0", ":",
		"synth", "1.2", "sine", "500", "vol", "0.5", ":",
		"synth", "1.5", "sine", "300", "vol", "0", ":",
		"synth", "0.5", "sine", "700", "vol", "0.5")
	return p, []Range{{1.0, 1.8}, {3.0, 4.5}}
}

func TestDetectSilencesWithin50ms(t *testing.T) {
	need(t, "ffmpeg")
	wav, want := tonesWithSilences(t, t.TempDir())
	got, err := DetectSilences(context.Background(), wav, -40, 0.5, 5)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if math.Abs(got[i].Start-want[i].Start) > 0.05 || math.Abs(got[i].End-want[i].End) > 0.05 {
			t.Errorf("silence %d: got %v, want %v within 50 ms", i, got[i], want[i])
		}
	}
	if _, err := DetectSilences(context.Background(), wav, 3, 0.5, 5); err == nil {
		t.Error("a positive threshold was accepted")
	}
}

func TestRemoveSilencesRippleIsOneUndo(t *testing.T) {
	wav, _ := tonesWithSilences(t, t.TempDir())
	ed := project(t, wav)
	ctx := context.Background()
	undoBefore := len(ed.History.Undo)
	res, err := RemoveSilences(ctx, ed, SilenceOptions{ThresholdDB: -40, MinSeconds: 0.5, Padding: 0.1, Ripple: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Silences) != 2 || math.Abs(res.Removed-1.9) > 0.1 {
		t.Errorf("silences %v removed %.3f, want 2 silences and about 1.9 s", res.Silences, res.Removed)
	}
	if end := ed.Project.End().Seconds(); math.Abs(end-(5-res.Removed)) > 0.002 {
		t.Errorf("timeline ends at %.3f, want %.3f", end, 5-res.Removed)
	}
	if len(ed.History.Undo) != undoBefore+1 || ed.History.Undo[len(ed.History.Undo)-1].Label != "batch" {
		t.Errorf("undo entries %d -> %d", undoBefore, len(ed.History.Undo))
	}
	if err := ed.Project.Validate(); err != nil {
		t.Fatal(err)
	}
	// what is left really has no long silence: mix it and listen again
	mix := filepath.Join(t.TempDir(), "mix.wav")
	if _, err := MixTimeline(ctx, ed.Project, mix); err != nil {
		t.Fatal(err)
	}
	left, err := DetectSilences(ctx, mix, -40, 0.4, ed.Project.End().Seconds())
	if err != nil || len(left) != 0 {
		t.Errorf("silences left after removal: %v %v", left, err)
	}
	call(t, ed, "undo", map[string]any{})
	if end := ed.Project.End().Seconds(); end != 5 || len(ed.Project.Tracks[1].Elements) != 1 {
		t.Errorf("after undo: end %.3f, %d elements", end, len(ed.Project.Tracks[1].Elements))
	}
}

// Without ripple the cuts leave gaps; detecting on an asset maps source
// times to where the asset sits on the timeline.
func TestRemoveSilencesFromAssetWithoutRipple(t *testing.T) {
	wav, want := tonesWithSilences(t, t.TempDir())
	ed := project(t, wav)
	el := ed.Project.Tracks[1].Elements[0]
	call(t, ed, "move_timeline_elements", map[string]any{"elementIds": []string{el.ID}, "start": 2})
	res, err := RemoveSilences(context.Background(), ed, SilenceOptions{ThresholdDB: -40, Padding: 0.1, AssetID: ed.Project.Assets[0].ID})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Silences) != 2 || math.Abs(res.Silences[0].Start-(want[0].Start+2)) > 0.05 {
		t.Fatalf("silences %v", res.Silences)
	}
	els := ed.Project.Tracks[1].Elements
	if len(els) != 3 || ed.Project.End().Seconds() != 7 {
		t.Fatalf("%d elements, end %v", len(els), ed.Project.End())
	}
	// the first piece ends 0.1 s into the first silence (3.0 + 0.1 in timeline time)
	if got := els[0].End().Seconds(); math.Abs(got-3.1) > 0.05 {
		t.Errorf("first piece ends at %.3f", got)
	}
}

// The timeline mix honours trims, placement and volume: a trimmed piece
// placed late sounds only where it sits, and volume 0 silences it.
func TestMixTimelineTrimsPlacementVolume(t *testing.T) {
	wav, _ := tonesWithSilences(t, t.TempDir())
	ed := project(t, wav)
	// keep source 3.0..4.5 (the long silence) plus 0.5 s of the last tone, at timeline 1 s
	call(t, ed, "split", map[string]any{"times": []float64{3.0}})
	first := ed.Project.Tracks[1].Elements[0].ID
	call(t, ed, "delete_timeline_elements", map[string]any{"elementIds": []string{first}})
	call(t, ed, "move_timeline_elements", map[string]any{"elementIds": []string{ed.Project.Tracks[1].Elements[0].ID}, "start": 1})
	ctx := context.Background()
	mix := filepath.Join(t.TempDir(), "mix.wav")
	end, err := MixTimeline(ctx, ed.Project, mix)
	if err != nil || end != 3 {
		t.Fatalf("mix: %v, end %v", err, end)
	}
	got, err := DetectSilences(ctx, mix, -40, 0.3, end)
	if err != nil || len(got) != 1 || math.Abs(got[0].Start) > 0.05 || math.Abs(got[0].End-2.5) > 0.05 {
		t.Fatalf("silences %v (%v), want one from 0 to 2.5", got, err)
	}
	piece := ed.Project.Tracks[1].Elements[0]
	call(t, ed, "set_volume", map[string]any{"trackId": ed.Project.Tracks[1].ID, "elementId": piece.ID, "volume": 0})
	if _, err := MixTimeline(ctx, ed.Project, mix); err != nil {
		t.Fatal(err)
	}
	got, _ = DetectSilences(ctx, mix, -40, 0.3, end)
	if len(got) != 1 || got[0].Start != 0 || math.Abs(got[0].End-3) > 0.05 {
		t.Errorf("at volume 0: silences %v, want all of it", got)
	}
}
