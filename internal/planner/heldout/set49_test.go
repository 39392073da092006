package heldout

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Set 49, cases_video49.json and cases_photo49.json, is a DEVELOPMENT set
// written blind on 2026-12-07 by helper w49, who had not read the planner,
// to be scored once before any tuning ("biblioteca", a neighbourhood public
// library in Valparaíso, Chile, making a video to invite families to its
// Saturday activities: Paula, the librarian, welcomes the camera between the
// shelves, the kids' storytime with a fox puppet, a teen reading club
// discussing a book, an old man reading the newspaper by the window, the
// bookmobile van arriving up a hill, a drone over the hills and the port,
// kids drawing, Paula's goodbye at the door, the library's logo, a photo of
// the building in 1950, the schedule and the free membership, an upbeat
// cumbia instrumental and a page-turning sound; TestHeldOutFortyNinth).

// Scored once at 5faffb5 (main 614f6dd) before any tuning: video 89/159
// (11 silent), photo 54/62 (2 silent), all 143/221 (64.7%); the floors
// below are that first score. Raise the floors and lower the ceiling as
// the planner improves, never the other way.
const (
	floorVideoPass49 = 105
	floorPhotoPass49 = 54
	maxSilent49      = 8
)

// set 49
// "biblioteca" (72 s, the Biblioteca Popular Cerro Alegre in Valparaíso, Chile, invites families
// to its Saturdays; added with the forty-ninth set):
//
//	main     IMG_4410.MOV 0-9 (of 12 s, Paula, the librarian, welcomes the camera between the
//	         shelves) | cuentacuentos-titere.mp4 9-21 (of 20 s, the kids' storytime: a fox puppet
//	         tells a story to kids sitting on cushions, they laugh) | club-lectura-adolescentes.mp4
//	         21-31 (of 15 s, the teen reading club discusses a book around a table)
//	         | PXL_20261128_103215.mp4 31-37 (of 10 s, an old man, Don Ramón, reads the newspaper by
//	         the window, dim light) | bibliomovil-cerro.mp4 37-47 (of 14 s, the bookmobile van
//	         arrives up a hill and kids run to it) | dron-cerros-puerto.mp4 47-55 (of 16 s, no
//	         sound, a drone over the colourful hills and the port) | ninos-dibujando.mp4 55-63 (of
//	         12 s, kids drawing at long tables with crayons, a girl shows her drawing)
//	         | IMG_4452.MOV 63-72 (of 10 s, Paula and the kids wave goodbye at the library door)
//	overlay  logo-biblioteca.png 0-72 (600x600, the library's logo), top-right at 0.15
//	overlay  foto-edificio-1950.jpg 48-54 (1200x900, the library building in 1950, black and
//	         white), bottom-left at 0.3 (a picture over the drone shot)
//	text     "¡Sábados en la Biblio!" 0-4 centre (hook) | "Paula Contreras, bibliotecaria" 4-8
//	         bottom (label) | "Cuentacuentos 11:00" 10-15 bottom (label) | "Club de lectura
//	         juvenil 15:00" 22-27 top (label) | "Bibliomóvil: cada sábado en un cerro distinto"
//	         38-44 bottom (label) | "Nuestra casa desde 1950" 48-54 top (label, with the old
//	         photo) | "Taller de dibujo 16:30" 56-61 bottom (label) | "Hacerse socio es GRATIS ·
//	         Sábados 10 a 18 h" 64-72 bottom (label, the free membership and the schedule)
//	audio    cumbia-instrumental.mp3 0-72 (of 195 s, an upbeat cumbia instrumental) at 0.35
//	         | pagina.wav 9-10.5 (of 1.5 s, a page turning) at 0.9, on a second audio track
//	sticker  location-pin 38-42 top-left (on the bookmobile) | sparkles 56-60 top-left (on the
//	         drawings)
//	effect   brightness-contrast 31-37 (brightness 20, over the dim old man's clip)
//
// IMG_4431.MOV (8 s, a blooper: the fox puppet's head falls off and the kids burst out laughing)
// and credencial-socio.png (1080x680, the free library card) are imported but not on the
// timeline.
func init() {
	moreFixtures["biblioteca"] = func(add addAsset) []call {
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_4410.MOV", 12, true}, {"cuentacuentos-titere.mp4", 20, true}, {"club-lectura-adolescentes.mp4", 15, true},
			{"PXL_20261128_103215.mp4", 10, true}, {"bibliomovil-cerro.mp4", 14, true}, {"dron-cerros-puerto.mp4", 16, false},
			{"ninos-dibujando.mp4", 12, true}, {"IMG_4452.MOV", 10, true}, {"IMG_4431.MOV", 8, true}} {
			add(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		add("logo-biblioteca.png", timeline.AssetImage, 0, 600, 600, false)
		add("foto-edificio-1950.jpg", timeline.AssetImage, 0, 1200, 900, false)
		add("credencial-socio.png", timeline.AssetImage, 0, 1080, 680, false)
		add("cumbia-instrumental.mp3", timeline.AssetAudio, 195, 0, 0, true)
		add("pagina.wav", timeline.AssetAudio, 1.5, 0, 0, true)
		return []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_4410.MOV", "startTime": 0, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cuentacuentos-titere.mp4", "startTime": 9, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "club-lectura-adolescentes.mp4", "startTime": 21, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "PXL_20261128_103215.mp4", "startTime": 31, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "bibliomovil-cerro.mp4", "startTime": 37, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "dron-cerros-puerto.mp4", "startTime": 47, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "ninos-dibujando.mp4", "startTime": 55, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_4452.MOV", "startTime": 63, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-biblioteca.png", "startTime": 0, "trackType": "overlay", "duration": 72}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-biblioteca.png", "scale": 0.15, "x": 820, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "foto-edificio-1950.jpg", "startTime": 48, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:foto-edificio-1950.jpg", "scale": 0.3, "x": -700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "¡Sábados en la Biblio!", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Paula Contreras, bibliotecaria", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Cuentacuentos 11:00", "start": 10, "end": 15, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Club de lectura juvenil 15:00", "start": 22, "end": 27, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Bibliomóvil: cada sábado en un cerro distinto", "start": 38, "end": 44, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Nuestra casa desde 1950", "start": 48, "end": 54, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Taller de dibujo 16:30", "start": 56, "end": 61, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Hacerse socio es GRATIS · Sábados 10 a 18 h", "start": 64, "end": 72, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cumbia-instrumental.mp3", "startTime": 0, "trackType": "audio", "duration": 72}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:cumbia-instrumental.mp3", "volume": 0.35}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "pagina.wav", "startTime": 9, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:pagina.wav", "volume": 0.9}},
			{Tool: "add_sticker", Input: obj{"stickerId": "location-pin", "start": 38, "end": 42, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sparkles", "start": 56, "end": 60, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "brightness-contrast", "start": 31, "end": 37, "params": obj{"brightness": 20}}},
		}
	}
	fixtureDescriptions["biblioteca"] = map[string]string{
		"IMG_4410.MOV":                  "Paula, the librarian, welcomes the camera between the shelves",
		"cuentacuentos-titere.mp4":      "the kids' storytime: a fox puppet tells a story to kids sitting on cushions, they laugh",
		"club-lectura-adolescentes.mp4": "the teen reading club discusses a book around a table",
		"PXL_20261128_103215.mp4":       "an old man, Don Ramón, reads the newspaper by the window, dim light",
		"bibliomovil-cerro.mp4":         "the bookmobile van arrives up a hill and kids run to it",
		"dron-cerros-puerto.mp4":        "a drone over the colourful hills and the port",
		"ninos-dibujando.mp4":           "kids drawing at long tables with crayons, a girl shows her drawing",
		"IMG_4452.MOV":                  "Paula and the kids wave goodbye at the library door",
		"IMG_4431.MOV":                  "a blooper: the fox puppet's head falls off and the kids burst out laughing",
		"logo-biblioteca.png":           "the library's logo",
		"foto-edificio-1950.jpg":        "the library building in 1950, black and white",
		"credencial-socio.png":          "the free library card",
		"cumbia-instrumental.mp3":       "an upbeat cumbia instrumental",
		"pagina.wav":                    "a page turning",
	}
	sets = append(sets, set{"(set 49)", "cases_video49.json", "cases_photo49.json", floorVideoPass49, floorPhotoPass49, maxSilent49})
}

// TestHeldOutFortyNinth scores a development set written blind, to be
// scored once before tuning (see its floors).
func TestHeldOutFortyNinth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 49)")) }
