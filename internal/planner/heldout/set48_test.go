package heldout

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Set 48, cases_video48.json and cases_photo48.json, is a DEVELOPMENT set,
// written blind on 2026-12-07 by helper w48, who had not read the planner,
// to be scored once before any tuning ("carpinteria", a small carpentry
// workshop in Rosario, Argentina, run by Don Rubén and his daughter Flor,
// making a video for Instagram and its website about building a dining
// table for a client: Rubén introduces the shop, they choose the wood
// (lapacho), the table saw cuts in slow motion, Flor sands the top, a
// time-lapse of the assembly, a leg put on backwards and a laugh, the
// varnish, the delivery and the client's reaction, with the workshop's
// logo, a photo of Rubén's father in the same shop in 1975, the price and
// delivery time, a chacarera and the sound of a saw; TestHeldOutFortyEighth).

// Scored once at 1e35aea (main 614f6dd) before any tuning: video 89/161
// (9 silent), photo 54/64 (4 silent), all 143/225 (63.6%); the floors
// below are that first score. Raise the floors and lower the ceiling as
// the planner improves, never the other way.
const (
	floorVideoPass48 = 98
	floorPhotoPass48 = 54
	maxSilent48      = 8
)

// set 48
// "carpinteria" (80 s, Carpintería Don Rubén, a two-person carpentry workshop in Rosario,
// makes a reel about one dining table from the board to the client's house; Rubén Giménez
// talks to camera, then the wood, the saw, Flor sanding, the assembly, a blooper, the varnish,
// the delivery and Silvia's reaction; then the price and a call to order one):
//
//	main     IMG_4410.MOV 0-10 (of 14 s, Rubén introduces the shop to camera, leaning on the
//	         workbench with tools on the wall behind him) | eleccion-lapacho.mp4 10-20 (of 15 s,
//	         choosing the wood: Rubén and Flor pull lapacho boards off the stack, knock on one and
//	         smell the sawdust) | PXL_20261120_103215.mp4 20-28 (of 12 s, no sound, the table saw
//	         cutting a lapacho board in slow motion, sawdust flying) | flor-lijando.mp4 28-38 (of
//	         14 s, Flor sands the tabletop with an orbital sander, close-up, dust in the light)
//	         | timelapse-armado.mp4 38-50 (of 20 s, no sound, a time-lapse of the assembly: legs,
//	         frame, the top glued and clamped) | IMG_4437.MOV 50-56 (of 9 s, the blooper: a leg
//	         went on backwards, Flor points at it and they both burst out laughing)
//	         | barniz.mp4 56-64 (of 12 s, Rubén brushes varnish on the top and the wood turns deep
//	         red) | entrega-camioneta.mp4 64-70 (of 10 s, the delivery: the table loaded on the
//	         pickup and carried into the client's house) | reaccion-silvia.mp4 70-80 (of 14 s,
//	         Silvia, the client, sees the table in her dining room, covers her mouth and hugs Rubén)
//	overlay  logo-carpinteria.png 0-80 (800x800, the workshop's logo), top-right at 0.15
//	overlay  foto-papa-1975.jpg 5-10 (1080x1350, Rubén's father at the same workbench in 1975,
//	         black and white), top-left at 0.3 (a picture over the intro)
//	text     "CARPINTERÍA DON RUBÉN" 0-3 centre (hook) | "Rubén Giménez, carpintero" 3-7 bottom
//	         (label) | "Lapacho macizo, estacionado 3 años" 11-15 top (label, the wood) | "Flor
//	         Giménez" 29-33 bottom (label) | "6 horas de armado en 12 segundos" 39-44 top (label)
//	         | "Mesa para 8 · $1.250.000 · entrega en 30 días" 64-70 bottom (label, the price and
//	         delivery time) | "Pedí la tuya por DM @carpinteria.donruben" 75-80 bottom (label,
//	         the call to action)
//	audio    chacarera-del-taller.mp3 0-80 (of 190 s, a chacarera on guitar and bombo) at 0.35
//	         | sierra.wav 20-23 (of 3 s, the sound of a table saw) at 0.9, on a second audio track
//	sticker  smile 51-55 bottom-right (on the laugh) | heart 72-76 top-left (on the hug)
//	effect   saturation 56-64 (amount 30, over the varnish)
//
// IMG_4452.MOV (11 s, Tuco, the shop dog, asleep on a pile of sawdust under the workbench) and
// boceto-mesa.jpg (1350x1080, Rubén's pencil sketch of the table with its measurements, 2.20 x
// 1.00 m) are imported but not on the timeline.
func init() {
	moreFixtures["carpinteria"] = func(add addAsset) []call {
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_4410.MOV", 14, true}, {"eleccion-lapacho.mp4", 15, true}, {"PXL_20261120_103215.mp4", 12, false},
			{"flor-lijando.mp4", 14, true}, {"timelapse-armado.mp4", 20, false}, {"IMG_4437.MOV", 9, true},
			{"barniz.mp4", 12, true}, {"entrega-camioneta.mp4", 10, true}, {"reaccion-silvia.mp4", 14, true},
			{"IMG_4452.MOV", 11, true}} {
			add(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		add("logo-carpinteria.png", timeline.AssetImage, 0, 800, 800, false)
		add("foto-papa-1975.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		add("boceto-mesa.jpg", timeline.AssetImage, 0, 1350, 1080, false)
		add("chacarera-del-taller.mp3", timeline.AssetAudio, 190, 0, 0, true)
		add("sierra.wav", timeline.AssetAudio, 3, 0, 0, true)
		main := func(asset string, start, dur float64) call {
			return call{Tool: "add_media_to_timeline", Input: obj{"assetId": asset, "startTime": start, "trackType": "main", "duration": dur}}
		}
		text := func(s string, start, end float64, pos string) call {
			return call{Tool: "add_text", Input: obj{"text": s, "start": start, "end": end, "position": pos, "style": "label"}}
		}
		return []call{
			main("IMG_4410.MOV", 0, 10),
			main("eleccion-lapacho.mp4", 10, 10),
			main("PXL_20261120_103215.mp4", 20, 8),
			main("flor-lijando.mp4", 28, 10),
			main("timelapse-armado.mp4", 38, 12),
			main("IMG_4437.MOV", 50, 6),
			main("barniz.mp4", 56, 8),
			main("entrega-camioneta.mp4", 64, 6),
			main("reaccion-silvia.mp4", 70, 10),
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-carpinteria.png", "startTime": 0, "trackType": "overlay", "duration": 80}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-carpinteria.png", "scale": 0.15, "x": 820, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "foto-papa-1975.jpg", "startTime": 5, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:foto-papa-1975.jpg", "scale": 0.3, "x": -700, "y": -300}},
			{Tool: "add_text", Input: obj{"text": "CARPINTERÍA DON RUBÉN", "start": 0, "end": 3, "position": "center", "style": "hook"}},
			text("Rubén Giménez, carpintero", 3, 7, "bottom"),
			text("Lapacho macizo, estacionado 3 años", 11, 15, "top"),
			text("Flor Giménez", 29, 33, "bottom"),
			text("6 horas de armado en 12 segundos", 39, 44, "top"),
			text("Mesa para 8 · $1.250.000 · entrega en 30 días", 64, 70, "bottom"),
			text("Pedí la tuya por DM @carpinteria.donruben", 75, 80, "bottom"),
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "chacarera-del-taller.mp3", "startTime": 0, "trackType": "audio", "duration": 80}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:chacarera-del-taller.mp3", "volume": 0.35}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sierra.wav", "startTime": 20, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:sierra.wav", "volume": 0.9}},
			{Tool: "add_sticker", Input: obj{"stickerId": "smile", "start": 51, "end": 55, "position": "bottom-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 72, "end": 76, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 56, "end": 64, "params": obj{"amount": 30}}},
		}
	}
	fixtureDescriptions["carpinteria"] = map[string]string{
		"IMG_4410.MOV":             "Rubén introduces the shop to camera, leaning on the workbench with tools on the wall behind him",
		"eleccion-lapacho.mp4":     "choosing the wood: Rubén and Flor pull lapacho boards off the stack, knock on one and smell the sawdust",
		"PXL_20261120_103215.mp4":  "the table saw cutting a lapacho board in slow motion, sawdust flying",
		"flor-lijando.mp4":         "Flor sands the tabletop with an orbital sander, close-up, dust in the light",
		"timelapse-armado.mp4":     "a time-lapse of the assembly: legs, frame, the top glued and clamped",
		"IMG_4437.MOV":             "the blooper: a leg went on backwards, Flor points at it and they both burst out laughing",
		"barniz.mp4":               "Rubén brushes varnish on the top and the wood turns deep red",
		"entrega-camioneta.mp4":    "the delivery: the table loaded on the pickup and carried into the client's house",
		"reaccion-silvia.mp4":      "Silvia, the client, sees the table in her dining room, covers her mouth and hugs Rubén",
		"IMG_4452.MOV":             "Tuco, the shop dog, asleep on a pile of sawdust under the workbench",
		"logo-carpinteria.png":     "the workshop's logo",
		"foto-papa-1975.jpg":       "Rubén's father at the same workbench in 1975, black and white",
		"boceto-mesa.jpg":          "Rubén's pencil sketch of the table with its measurements, 2.20 x 1.00 m",
		"chacarera-del-taller.mp3": "a chacarera on guitar and bombo",
		"sierra.wav":               "the sound of a table saw",
	}
	sets = append(sets, set{"(set 48)", "cases_video48.json", "cases_photo48.json", floorVideoPass48, floorPhotoPass48, maxSilent48})
}

// TestHeldOutFortyEighth scores set 48, a development set written blind (see its floors).
func TestHeldOutFortyEighth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 48)")) }
