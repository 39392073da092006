package planner

import (
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/effects"
	"github.com/neuralcut/neuralcut/internal/stickers"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// target is an element a clause refers to, with its track.
type target struct {
	id      string
	trackID string
	track   timeline.TrackKind
	el      *timeline.Element
}

var (
	textWords     = words(`titles?`, `texts?`, `captions?`, `subtitles?`, `labels?`, `hooks?`, `titulos?`, `textos?`, `leyendas?`, `subtitulos?`, `etiquetas?`, `carteles`, `cartel`, `rotulos?`, `headline`, `heading`)
	pluralText    = words(`titles`, `texts`, `captions`, `subtitles`, `labels`, `titulos`, `textos`, `leyendas`, `subtitulos`, `etiquetas`, `all (?:the )?text`, `todo el texto`)
	musicWords    = words(`music`, `song`, `soundtrack`, `background music`, `audio track`, `musica`, `cancion`, `tema`, `banda sonora`, `track de audio`, `pista de audio`)
	stickerWords  = words(`stickers?`, `emojis?`, `pegatinas?`, `calcomanias?`, `iconos?`, `icons?`)
	effectWords   = words(`effects?`, `efectos?`, `filters?`, `filtros?`)
	videoWords    = words(`video`, `clip`, `footage`, `the whole thing`)
	ordinalRe     = regexp.MustCompile(`\b(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|primer|primero|primera|segundo|segunda|tercer|tercero|tercera|cuarto|cuarta|quinto|quinta|ultimo|ultima)\s+(clip|video|shot|scene|escena|toma|plano|image|imagen|photo|foto|picture)s?\b|\b(clip|video|shot|toma|escena|image|imagen|photo|foto)\s+(\d+)\b`)
	ordinalValues = map[string]int{"first": 1, "1st": 1, "primer": 1, "primero": 1, "primera": 1, "second": 2, "2nd": 2,
		"segundo": 2, "segunda": 2, "third": 3, "3rd": 3, "tercer": 3, "tercero": 3, "tercera": 3, "fourth": 4, "4th": 4,
		"cuarto": 4, "cuarta": 4, "fifth": 5, "5th": 5, "quinto": 5, "quinta": 5, "last": -1, "ultimo": -1, "ultima": -1}
)

// all lists every element with its track, bottom track first.
func all(p *timeline.Project) []target {
	var out []target
	for _, t := range p.Tracks {
		for i := range t.Elements {
			out = append(out, target{t.Elements[i].ID, t.ID, t.Kind, &t.Elements[i]})
		}
	}
	return out
}

func filter(ts []target, keep func(target) bool) []target {
	var out []target
	for _, t := range ts {
		if keep(t) {
			out = append(out, t)
		}
	}
	return out
}

// stem is a file name without directory and extension, folded.
func stem(name string) string {
	name = filepath.Base(name)
	return fold(strings.TrimSuffix(name, filepath.Ext(name)))
}

// mentions reports whether the clause names s as whole words (also with
// "-" and "_" read as spaces).
func mentions(norm, s string) bool {
	s = strings.TrimSpace(dashes.Replace(fold(s)))
	if len(s) < 3 {
		return false
	}
	n := " " + dashes.Replace(norm) + " "
	for i := 0; ; {
		j := strings.Index(n[i:], s)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(s)
		if end < len(n) && n[end] == 's' {
			end++ // plural
		}
		if !wordByte(n[j-1]) && end < len(n) && !wordByte(n[end]) {
			return true
		}
		i = j + 1
	}
}

var dashes = strings.NewReplacer("-", " ", "_", " ")

func wordByte(b byte) bool { return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' }

// textTargets finds the text elements a clause means: one whose content
// is quoted, all of them for a plural, else the first (the title).
func textTargets(c clause, p *timeline.Project) []target {
	texts := filter(all(p), func(t target) bool { return t.el.Type == timeline.ElementText })
	if len(texts) == 0 {
		return nil
	}
	for _, q := range c.quotes {
		for _, t := range texts {
			if strings.EqualFold(strings.TrimSpace(t.el.Text.Content), strings.TrimSpace(q)) {
				return []target{t}
			}
		}
	}
	if c.has(re(`\b(?:subtitles|subtitulos|captions)\b`)) {
		if subs := filter(texts, func(t target) bool { return t.el.Text.Style == "subtitle" }); len(subs) > 0 {
			return subs
		}
	}
	if c.has(pluralText) {
		return texts
	}
	sort.SliceStable(texts, func(i, j int) bool { return texts[i].el.Start < texts[j].el.Start })
	if c.has(words(`last`, `ultimo`)) {
		return texts[len(texts)-1:]
	}
	return texts[:1]
}

// namedTargets finds elements whose name or asset name the clause says.
func namedTargets(c clause, p *timeline.Project) []target {
	var out []target
	said := map[string]bool{} // one check per distinct name: long timelines repeat them
	says := func(n string) bool {
		v, ok := said[n]
		if !ok {
			v = n != "" && mentions(c.norm, stem(n))
			said[n] = v
		}
		return v
	}
	for _, t := range all(p) {
		if t.el.Type == timeline.ElementText {
			continue
		}
		hit := says(t.el.Name) || t.el.Sticker != nil && says(t.el.Sticker.StickerID)
		if !hit {
			if a, ok := p.Asset(t.el.AssetID); ok {
				hit = says(a.Name)
			}
		}
		if hit {
			out = append(out, t)
		}
	}
	return out
}

// ordinalTargets finds "the second clip" among the main track's elements.
func ordinalTargets(c clause, p *timeline.Project) ([]target, bool) {
	m := ordinalRe.FindStringSubmatch(c.norm)
	if m == nil {
		return nil, false
	}
	n := ordinalValues[m[1]]
	if m[4] != "" {
		n, _ = strconv.Atoi(m[4])
	}
	main := filter(all(p), func(t target) bool { return t.track == timeline.TrackMain })
	if n == -1 && len(main) > 0 {
		return main[len(main)-1:], true
	}
	if n < 1 || n > len(main) {
		return nil, true
	}
	return main[n-1 : n], true
}

// findTargets resolves what a clause refers to, most specific first.
// kind names what was matched ("text", "music", "sticker", ...).
func findTargets(c clause, p *timeline.Project) (ts []target, kind string) {
	if ts, ok := ordinalTargets(c, p); ok {
		return ts, "clip"
	}
	if named := namedTargets(c, p); len(named) > 0 {
		return named, "named"
	}
	if c.has(textWords) {
		return textTargets(c, p), "text"
	}
	if c.has(musicWords) {
		return filter(all(p), func(t target) bool { return t.track == timeline.TrackAudio }), "music"
	}
	if id, ok := stickerIn(c); ok || c.has(stickerWords) {
		return filter(all(p), func(t target) bool {
			return t.el.Sticker != nil && (!ok || t.el.Sticker.StickerID == id)
		}), "sticker"
	}
	if id, _, ok := effectIn(c); ok || c.has(effectWords) {
		return filter(all(p), func(t target) bool {
			return t.el.Effect != nil && (!ok || t.el.Effect.Type == id)
		}), "effect"
	}
	if c.has(videoWords) {
		return filter(all(p), func(t target) bool { return t.track == timeline.TrackMain }), "video"
	}
	return nil, ""
}

// stickerIn finds a catalog sticker the clause names (id, name or keyword).
func stickerIn(c clause) (string, bool) {
	best, bestLen := "", 0
	for _, s := range stickers.All() {
		cands := append([]string{s.ID, s.Name}, s.Keywords...)
		for _, k := range cands {
			if len(k) > bestLen && !genericSticker[fold(k)] && mentions(c.norm, k) {
				best, bestLen = s.ID, len(k)
			}
		}
	}
	return best, best != ""
}

// genericSticker keywords are too common in requests to name a sticker.
var genericSticker = map[string]bool{"top": true, "next": true, "back": true, "below": true, "new": true,
	"live": true, "ok": true, "no": true, "yes": true, "point": true, "done": true, "error": true, "x": true,
	"like": true, "music": true, "play": true, "video": true, "sale": true, "correct": true, "wrong": true,
	"previous": true, "increase": true, "decrease": true, "color": true, "light": true, "song": true,
	"audio": true, "musica": true}

// assetIn finds the project asset a clause names: by file name, else the
// only asset of the type a word implies (the music, the logo...).
func assetIn(c clause, p *timeline.Project) (*timeline.Asset, bool) {
	var found *timeline.Asset
	best := 0
	for i := range p.Assets {
		a := &p.Assets[i]
		n := stem(a.Name)
		if mentions(c.norm, n) && len(n) > best {
			found, best = a, len(n)
		}
		if mentions(c.norm, fold(filepath.Base(a.Name))) && len(a.Name) > best {
			found, best = a, len(a.Name)
		}
	}
	if found != nil {
		return found, true
	}
	want := timeline.AssetType("")
	switch {
	case c.has(musicWords) || c.has(words(`audio`, `sound`, `sonido`)):
		want = timeline.AssetAudio
	case c.has(words(`image`, `photo`, `picture`, `imagen`, `foto`)):
		want = timeline.AssetImage
	case c.has(words(`video`, `clip`, `footage`, `b-roll`, `broll`)):
		want = timeline.AssetVideo
	}
	if want == "" {
		return nil, false
	}
	for i := range p.Assets {
		if p.Assets[i].Type == want {
			if found != nil {
				return nil, false // ambiguous: say so rather than guess
			}
			found = &p.Assets[i]
		}
	}
	return found, found != nil
}

// effectIn finds the effect a clause asks for and the params that fit the
// words ("darker" is brightness -30).
func effectIn(c clause) (id string, params map[string]any, ok bool) {
	for _, e := range effectPhrases {
		if c.has(e.re) {
			params := map[string]any{}
			for k, v := range e.params {
				params[k] = v
			}
			if e.id == "tint" {
				params["color"] = colorIn(c, params["color"].(string))
			}
			if c.has(strongWords) {
				scaleParams(params, 1.8)
			} else if c.has(lightWords) {
				scaleParams(params, 0.5)
			}
			if _, known := effects.Lookup(e.id); known {
				return e.id, params, true
			}
		}
	}
	return "", nil, false
}

var (
	strongWords = words(`a lot`, `lots`, `very`, `strong(?:ly)?`, `heavy`, `heavily`, `mucho`, `muy`, `fuerte`, `bien`)
	lightWords  = words(`a bit`, `a little`, `slightly`, `subtle`, `light`, `un poco`, `apenas`, `suave`, `leve`)
)

func scaleParams(p map[string]any, k float64) {
	for key, v := range p {
		if f, ok := v.(float64); ok && key != "color" {
			p[key] = clampF(f*k, -100, 100)
		}
	}
}

type effectPhrase struct {
	re     *regexp.Regexp
	id     string
	params map[string]any
}

// effectPhrases map words to catalog effects; order matters ("desenfoque"
// must be seen before "enfoque").
var effectPhrases = []effectPhrase{
	{words(`blackwhite`, `grayscale`, `greyscale`, `monochrome`, `gris(?:es)?`, `grey`, `gray`, `monocromo`, `sin color`, `desaturad[oa] por completo`), "grayscale", map[string]any{"intensity": 100.0}},
	{words(`sepia`, `vintage`, `retro`, `old film`, `antiguo`, `viejo`), "sepia", map[string]any{"intensity": 100.0}},
	{words(`desenfoc\w*`, `difumin\w*`, `borros\w*`, `blur\w*`, `out of focus`), "blur", map[string]any{"intensity": 30.0}},
	{words(`vignette`, `vineta`, `dark corners`, `esquinas oscuras`), "vignette", map[string]any{"intensity": 50.0}},
	{words(`invert\w*`, `negative`, `negativo`), "invert", map[string]any{"intensity": 100.0}},
	{words(`sharpen\w*`, `sharper`, `crisp\w*`, `nitid\w*`, `enfoc\w*`, `mas definido`), "sharpen", map[string]any{"amount": 50.0}},
	{words(`darker`, `darken`, `dim`, `oscur\w*`, `mas oscuro`), "brightness-contrast", map[string]any{"brightness": -30.0}},
	{words(`brighter`, `brighten`, `lighter`, `brightness`, `mas brillo`, `mas claro`, `ilumin\w*`, `aclar\w*`, `brillo`), "brightness-contrast", map[string]any{"brightness": 30.0}},
	{words(`less contrast`, `menos contraste`, `flatter`), "brightness-contrast", map[string]any{"contrast": -30.0}},
	{words(`more contrast`, `contrast`, `mas contraste`, `contraste`, `punchy`), "brightness-contrast", map[string]any{"contrast": 30.0}},
	{words(`desaturat\w*`, `less saturat\w*`, `muted colou?rs`, `menos saturad\w*`, `menos color`, `apagad\w*`), "saturation", map[string]any{"amount": -50.0}},
	{words(`vivid`, `vibrant`, `saturat\w*`, `more colou?r\w*`, `colou?rful`, `vivido`, `vivos`, `saturad\w*`, `mas color\w*`, `saturacion`), "saturation", map[string]any{"amount": 50.0}},
	{words(`warm\w*`, `calid\w*`, `calido`), "tint", map[string]any{"color": "#ff8000", "strength": 20.0}},
	{words(`cool\w*`, `cold`, `fri[oa]`, `enfri\w*`), "tint", map[string]any{"color": "#0080ff", "strength": 20.0}},
	{words(`tint\w*`, `ten\w+ de`, `tono`, `wash`), "tint", map[string]any{"color": "#ff8000", "strength": 25.0}},
}

var colorNames = []struct {
	re  *regexp.Regexp
	hex string
}{
	{words(`red`, `rojo`, `roja`), "#ff0000"}, {words(`blue`, `azul`), "#0050ff"}, {words(`green`, `verde`), "#00c000"},
	{words(`yellow`, `amarillo`, `amarilla`), "#ffe600"}, {words(`orange`, `naranja`), "#ff8000"},
	{words(`purple`, `violet`, `violeta`, `morado`), "#8000ff"}, {words(`pink`, `rosa`, `rosado`), "#ff60b0"},
	{words(`white`, `blanco`, `blanca`), "#ffffff"}, {words(`black`, `negro`, `negra`), "#000000"},
}

func colorIn(c clause, def string) string {
	for _, cn := range colorNames {
		if c.has(cn.re) {
			return cn.hex
		}
	}
	return def
}

func clampF(v, lo, hi float64) float64 { return max(lo, min(hi, v)) }
