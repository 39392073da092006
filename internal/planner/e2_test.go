package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// e2Fixture: a climbing gym's promo (36 s), a shape no other fixture has:
// fachada-gimnasio.mp4 0–8 (the gym front), DJI_0107.mp4 8–16 (the drone
// shot, no sound), clase-chicos.mp4 16–28 (the kids' class) and
// cierre-grupo.mp4 28–36 (the group at the end) on the main track;
// logo-roca.png over the whole video, top right at 0.12; two pictures in
// picture: camara-casco.mp4 9–14 (the helmet camera) top left and
// manos-magnesio.mp4 18–24 (chalked hands) bottom left, at 0.3; the texts
// "ESCALADA NORTE" (0–3, centre) and "Clases para chicos" (17–21,
// bottom); a star 29–33 bottom left; a saturation (amount 30) over the
// drone shot and a sepia (intensity 40) over the group; the music. The
// group's photo, grupo-podio.jpg, is imported, not on the timeline.
func e2Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, v := range []struct {
		name  string
		secs  float64
		sound bool
	}{{"fachada-gimnasio.mp4", 12, true}, {"DJI_0107.mp4", 12, false}, {"clase-chicos.mp4", 15, true}, {"cierre-grupo.mp4", 10, true},
		{"camara-casco.mp4", 8, false}, {"manos-magnesio.mp4", 8, false}} {
		addTestAsset(p, v.name, timeline.AssetVideo, v.secs, 1920, 1080, v.sound)
	}
	addTestAsset(p, "logo-roca.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "grupo-podio.jpg", timeline.AssetImage, 0, 1600, 1067, false)
	addTestAsset(p, "musica-indie.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	id := func(name string) string { return p.Assets[assetIndex(p, name)].ID }
	playCalls(t, "e2", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": id("fachada-gimnasio.mp4"), "startTime": 0, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": id("DJI_0107.mp4"), "startTime": 8, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": id("clase-chicos.mp4"), "startTime": 16, "trackType": "main", "duration": 12}},
		{"add_media_to_timeline", map[string]any{"assetId": id("cierre-grupo.mp4"), "startTime": 28, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": id("logo-roca.png"), "startTime": 0, "trackType": "overlay", "duration": 36}},
		{"update_clip", map[string]any{"elementId": "logo-roca.png", "scale": 0.12, "x": 840, "y": -420}},
		{"add_media_to_timeline", map[string]any{"assetId": id("camara-casco.mp4"), "startTime": 9, "trackType": "overlay", "duration": 5}},
		{"update_clip", map[string]any{"elementId": "camara-casco.mp4", "scale": 0.3, "x": -620, "y": -340}},
		{"add_media_to_timeline", map[string]any{"assetId": id("manos-magnesio.mp4"), "startTime": 18, "trackType": "overlay", "duration": 6}},
		{"update_clip", map[string]any{"elementId": "manos-magnesio.mp4", "scale": 0.3, "x": -620, "y": 340}},
		{"add_text", map[string]any{"text": "ESCALADA NORTE", "start": 0, "end": 3, "position": "center"}},
		{"add_text", map[string]any{"text": "Clases para chicos", "start": 17, "end": 21, "position": "bottom"}},
		{"add_sticker", map[string]any{"stickerId": "star", "start": 29, "end": 33, "position": "bottom-left"}},
		{"apply_effect", map[string]any{"effectType": "saturation", "start": 8, "end": 16, "params": map[string]any{"amount": 30}}},
		{"apply_effect", map[string]any{"effectType": "sepia", "start": 28, "end": 36, "params": map[string]any{"intensity": 40}}},
		{"add_media_to_timeline", map[string]any{"assetId": id("musica-indie.mp3"), "startTime": 0, "trackType": "audio", "duration": 36}},
	})
	return ed
}

func assetIndex(p *timeline.Project, name string) int {
	for i, a := range p.Assets {
		if a.Name == name {
			return i
		}
	}
	panic("no asset " + name)
}

// e2OneEffect wants exactly one effect of typ, from start to end, whose
// param is above min (or, for min < 0, below -min); no other effect of
// that type.
func e2OneEffect(typ string, start, end float64, param string, min float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ })
		var on []*timeline.Element
		for _, e := range es {
			if near(e.Start.Seconds(), start) && near(e.End().Seconds(), end) {
				on = append(on, e)
			}
		}
		if len(on) != 1 {
			return fmt.Sprintf("%d %s effects on %v-%v (%d in all), want 1", len(on), typ, start, end, len(es))
		}
		if param == "" {
			return ""
		}
		v, _ := on[0].Effect.Params[param].(float64)
		if min >= 0 && v <= min || min < 0 && v >= -min {
			return fmt.Sprintf("%s %s=%v, want beyond %v", typ, param, v, min)
		}
		return ""
	}
}

// e2NoEffect wants no effect of typ.
func e2NoEffect(typ string) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ }); len(es) > 0 {
			return fmt.Sprintf("%d %s effects, want none", len(es), typ)
		}
		return ""
	}
}

// e2ScaleIn wants every element of name scaled within (lo, hi].
func e2ScaleIn(name string, lo, hi float64) check {
	return visualOf(name, func(e *timeline.Element) string {
		if e.Visual.Scale <= lo || e.Visual.Scale > hi {
			return fmt.Sprintf("scale %v, want in (%v, %v]", e.Visual.Scale, lo, hi)
		}
		return ""
	})
}

// e2Count wants n elements of name.
func e2Count(name string, n int) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == name }); len(es) != n {
			return fmt.Sprintf("%d elements of %s, want %d", len(es), name, n)
		}
		return ""
	}
}

// e2Total wants n effects of typ in all.
func e2Total(typ string, n int) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ }); len(es) != n {
			return fmt.Sprintf("%d %s effects, want %d", len(es), typ, n)
		}
		return ""
	}
}

// e2On wants one element of name from start to end.
func e2On(name string, start, end float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Name == name && near(e.Start.Seconds(), start) && near(e.End().Seconds(), end)
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d elements of %s at %v-%v, want 1", len(es), name, start, end)
		}
		return ""
	}
}

// e2Sticker checks the one sticker id.
func e2Sticker(id string, ok func(e *timeline.Element) string) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d %s stickers, want 1", len(es), id)
		}
		return ok(es[0])
	}
}

// e2TopHalf: the sticker moved up, out of the bottom where it was.
func e2TopHalf(e *timeline.Element) string {
	if e.Visual == nil || e.Visual.Y >= 0 {
		return "not moved to the top"
	}
	return ""
}

// e2HalfSeen: opacity between 0.2 and 0.7.
func e2HalfSeen(e *timeline.Element) string {
	if e.Visual == nil || e.Visual.Opacity < 0.2 || e.Visual.Opacity > 0.7 {
		return "not half see-through"
	}
	return ""
}

var e2Cases = map[string][]vcase{
	"a picture in picture said as 'the video of' its subject": {
		// refused: "there is no el video del clicker"
		{"el video de las manos hacelo un poco mas grande", e2ScaleIn("manos-magnesio.mp4", 0.3, 0.7)},
		{"espejá el video de las manos", flippedH("manos-magnesio.mp4")},
		{"mirror the hands video", flippedH("manos-magnesio.mp4")},
	},
	"a photo said by its kind among files of one name": {
		// asked: "which file: cierre-grupo.mp4 or grupo-podio.jpg?"
		{"meté la foto del grupo chiquita arriba a la derecha del 30 al 34", e2On("grupo-podio.jpg", 30, 34)},
		{"add the podium photo small in the top right from 30 to 34", e2On("grupo-podio.jpg", 30, 34)},
	},
	"a sticker said to sit on top of what the footage shows": {
		// "is right on top of the group" shrank the group clip into a
		// corner (silent); "on top of the climbers" was refused
		{"the star sticker is right on top of the kids", e2Sticker("star", e2TopHalf)},
		{"la estrella me tapa las caras", e2Sticker("star", e2TopHalf)},
		{"el logo me tapa la cara de la profe en la parte de los chicos", cornerIs("logo-roca.png", 1, 1)},
		{"la estrella está justo encima del grupo", e2Sticker("star", e2TopHalf)},
		// guard: an order to stack stays asked
		{"put the star on top of the logo", nil},
	},
	"a box said to cover too much, then how to mend it": {
		// asked "what should change" ("de las manos" counted two things)
		{"el recuadro de las manos tapa demasiado, achicalo", e2ScaleIn("manos-magnesio.mp4", 0.01, 0.29)},
		{"el recuadro del casco tapa mucho, hacelo mas chico", e2ScaleIn("camara-casco.mp4", 0.01, 0.29)},
		// guard
		{"el logo tapa mucho, hacelo más transparente", opacityIs("logo-roca.png", 0.5)},
	},
	"a blend or a see-through said with 'put' or 'se vea'": {
		// a second copy of the pip was added (silent); "already shown"
		{"el recuadro de las manos ponelo con fusion multiplicar", both(blendIs("manos-magnesio.mp4", "multiply"), e2Count("manos-magnesio.mp4", 1))},
		{"que la estrella se vea medio transparente", e2Sticker("star", e2HalfSeen)},
	},
	"a fault of the picture, said with grey, flat, compared, or twice": {
		// refused ("compared", "kinda, dull", "nada"); a whole-video
		// saturation after "looks flat" (silent); a sepia with a warm tint (silent)
		{"the storefront feels so dull and grey compared to the rest", e2OneEffect("saturation", 0, 8, "amount", 0)},
		{"the kids class looks kinda grey and dull", e2OneEffect("saturation", 16, 28, "amount", 0)},
		{"la parte de los chicos se ve re apagada, sin nada de color", e2OneEffect("saturation", 16, 28, "amount", 0)},
		{"the kids clip looks flat, make the colours pop", both(e2OneEffect("saturation", 16, 28, "amount", 0), e2Total("saturation", 2))},
		{"the kids clip looks kinda flat, make the colors pop more", e2OneEffect("saturation", 16, 28, "amount", 0)},
		{"la clase de los chicos esta apagada, subile la saturacion", e2OneEffect("saturation", 16, 28, "amount", 0)},
		{"can we get a warm sepia vibe just on the kids clip", both(e2OneEffect("sepia", 16, 28, "", 0), e2NoEffect("tint"))},
		// guards: a style after the fault keeps its own span; a vague wish is asked
		{"the kids clip looks dull, add a vignette", both(e2OneEffect("saturation", 16, 28, "amount", 0), e2OneEffect("vignette", 0, 36, "", 0))},
		{"que se vea mas lindo", nil},
	},
}

func TestE2Looks(t *testing.T) {
	runFixtureTable(t, "e2 looks table", e2Fixture, e2Cases)
}
