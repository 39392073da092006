package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A remark that something cannot be read or seen, beside a state of a
// thing, is why (unseenremark.go). On e2Fixture: logo-roca.png at 0.12,
// camara-casco.mp4 and manos-magnesio.mp4 in pictures at 0.3, the texts
// "ESCALADA NORTE" (0–3, centre) and "Clases para chicos" (17–21, bottom).
var unseenRemarkCases = map[string][]vcase{
	"the remark names the thing, the state after it says none": {
		{"no se lee el logo, es muy chico", scaleAbove("logo-roca.png", 0.12)},
		{"no se ve el logo, es muy chico", scaleAbove("logo-roca.png", 0.12)},
		{"I can't read the logo, way too small", scaleAbove("logo-roca.png", 0.12)},
		{"no se llega a leer el texto de las clases, dura muy poquito", textLongerThan("Clases para chicos", 4)},
	},
	"a state with the remark at its end, no comma": {
		{"the manos clip is so small you can't see anything in it", scaleAbove("manos-magnesio.mp4", 0.3)},
		{"la camara del casco es muy chica no se ve nada", scaleAbove("camara-casco.mp4", 0.3)},
	},
	"the remark after a cover note names what is covered": {
		{"el texto de las clases tapa las manos y no se ve el casco", textPosIs("Clases para chicos", "top")},
		{"the Clases para chicos text covers the kids and you can't see the hands", textPosIs("Clases para chicos", "top")},
	},
	"a remark alone, or with an edit of its own, is not this": {
		{"no se lee el logo", nil},
		{"no se lee el logo, ponelo arriba a la izquierda", nil},
	},
}

func TestUnseenRemark(t *testing.T) {
	runFixtureTable(t, "unseen remark", e2Fixture, unseenRemarkCases)
}

func scaleAbove(name string, min float64) check {
	return visualOf(name, func(e *timeline.Element) string {
		if e.Visual.Scale <= min+1e-6 {
			return fmt.Sprintf("scale %v, want above %v", e.Visual.Scale, min)
		}
		return ""
	})
}

func textLongerThan(content string, min float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		}) {
			if d := e.Duration.Seconds(); d <= min+1e-6 {
				return fmt.Sprintf("text %q lasts %v, want above %v", content, d, min)
			}
			return ""
		}
		return "no text " + content
	}
}
