package planner

import "testing"

// eventBestClipCases: a new text or sticker placed by what happens in a
// clip, said in words of its description or name the event reader does
// not place (eventbestclip.go). On doingFixture: intro.mp4 0-10 (the host
// talking in the kitchen), beach.mp4 10-18 (the host waving goodbye on the
// pier), DJI_0031.mp4 18-24 (opening the garage door), baile.mp4 24-30.
// A nil check wants a question or a refusal.
var eventBestClipCases = map[string][]vcase{
	"the clip that holds the event's words best": {
		{"add 'Bye!' at the top when they wave goodbye on the pier", msTextStarts("Bye!", 10)},
		{"agregá 'Chau' arriba mientras el host dice goodbye en el pier", msTextStarts("Chau", 10)},
		{"add a heart sticker while the host talks in the kitchen", stickerStartsAt("heart", 0)},
		{"poné una estrella mientras baila la pareja", stickerStartsAt("star", 24)},
	},
	"stays asked": {
		// the host is in two clips, and neither shows cooking
		{"add a heart sticker while the host cooks", nil},
		{"agregá 'Guau' cuando el perro ladra", nil},
	},
}

func TestEventBestClip(t *testing.T) {
	runFixtureTable(t, "event best clip", doingFixture, eventBestClipCases)
}
