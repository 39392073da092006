package main

import (
	"context"
	"fmt"
	"html"
	"log"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/neuralcut/neuralcut/internal/stickers"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// clip is one use of a source: trim [in, in+dur) placed at start.
type clip struct {
	src            string
	in, dur, start float64
}

// sticker is a catalog sticker over [start, end) with its centre offset.
type sticker struct {
	id, svg    string
	start, end float64
	x, y       float64
}

// subtitle is one text element.
type subtitle struct {
	text       string
	start, end float64
	top        bool
}

// baseline is the reference project in plain numbers, from which the
// hand-written ffmpeg command and the MLT XML are written.
type baseline struct {
	work        string
	w, h        int
	total       float64
	main        []clip
	pip         clip
	pipW, pipH  int
	pipX, pipY  float64 // centre offset
	texts       []subtitle
	stickers    []sticker
	gray, vign  [2]float64
	music       string
	musicVolume float64
	stickerSide int
	sources     map[string]string
}

// sources generates four 1080p30 clips with sound and a music bed.
func sources(work string, W, H int, s func(float64) float64) map[string]string {
	src := map[string]string{}
	for i, name := range []string{"A", "B", "C", "D"} {
		path := filepath.Join(work, name+".mp4")
		run("ffmpeg", "-v", "error", "-y",
			"-f", "lavfi", "-i", fmt.Sprintf("testsrc2=s=%dx%d:r=30:d=%s", W, H, num(s(20))),
			"-f", "lavfi", "-i", fmt.Sprintf("sine=f=%d:d=%s:sample_rate=48000", 330+110*i, num(s(20))),
			"-vf", fmt.Sprintf("hue=h=%d", 60*i), "-c:v", "libx264", "-preset", "ultrafast", "-g", "60",
			"-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", path)
		src[name] = path
	}
	music := filepath.Join(work, "music.m4a")
	run("ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i",
		fmt.Sprintf("aevalsrc=0.3*sin(2*PI*220*t)+0.2*sin(2*PI*277*t)+0.2*sin(2*PI*330*t):s=48000:d=%s", num(s(60))),
		"-c:a", "aac", music)
	src["music"] = music
	return src
}

// buildProject writes the reference project and returns its path and the
// same project as plain numbers.
func buildProject(ctx context.Context, work string, W, H int, s func(float64) float64, src map[string]string) (string, *baseline) {
	set := timeline.Settings{Width: W, Height: H, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"}
	b := &baseline{work: work, w: W, h: H, total: s(60), sources: src, musicVolume: 0.3,
		main: []clip{{"A", s(2), s(12), 0}, {"B", s(1), s(15), s(12)}, {"C", s(3), s(13), s(29)}, {"D", 0, s(18), s(42)}},
		pip:  clip{"A", s(4), s(15), s(20)},
		gray: [2]float64{s(15), s(25)}, vign: [2]float64{s(45), s(55)}, music: src["music"]}
	b.pipW, b.pipH = even(0.3*float64(W)), even(0.3*float64(H))
	b.pipX = float64(W)/2 - float64(H)*0.05 - float64(b.pipW)/2
	b.pipY = -float64(H)/2 + float64(H)*0.05 + float64(b.pipH)/2
	b.texts = append(b.texts, subtitle{`NeuralCut reference: "60 s" at 100%`, 0, s(4), true})
	for i := range 6 {
		b.texts = append(b.texts, subtitle{fmt.Sprintf("Subtitle line %d: the quick brown fox, 日本語 {ok}", i+1),
			s(5 + 8*float64(i)), s(12 + 8*float64(i)), false})
	}
	b.stickerSide = int(math.Round(float64(H) * timeline.StickerBaseSize))
	for _, st := range []struct {
		id, pos    string
		start, end float64
	}{{"star", "top-left", s(5), s(15)}, {"heart", "bottom-right", s(40), s(50)}} {
		x, y, _ := videotools.StickerAnchor(st.pos, set)
		svg, err := stickers.Materialize(st.id, work)
		if err != nil {
			log.Fatal(err)
		}
		b.stickers = append(b.stickers, sticker{st.id, svg, st.start, st.end, x, y})
	}

	p := timeline.New(set)
	ids := map[string]string{}
	for _, k := range []string{"A", "B", "C", "D", "music"} {
		ids[k] = importFile(ctx, p, src[k])
	}
	media := func(c clip, vol float64) timeline.Element {
		a, _ := p.Asset(ids[c.src])
		st, dur, in := timeline.FromSeconds(c.start), timeline.FromSeconds(c.dur), timeline.FromSeconds(c.in)
		el := timeline.Element{ID: p.NewID("e"), Type: timeline.ElementType(a.Type), AssetID: a.ID, Name: a.Name,
			Start: st, Duration: dur, TrimStart: in, TrimEnd: a.Duration - in - dur, SourceDuration: a.Duration,
			Audio: &timeline.Audio{Volume: vol}}
		if a.Type == timeline.AssetVideo {
			el.Visual = timeline.DefaultVisual()
		}
		return el
	}
	for _, c := range b.main {
		p.Tracks[0].Insert(media(c, 1))
	}
	pip := p.Tracks[p.AddTrack(timeline.TrackOverlay)]
	el := media(b.pip, 0) // the picture-in-picture plays muted
	el.Visual.Scale, el.Visual.X, el.Visual.Y = 0.3, b.pipX, b.pipY
	pip.Insert(el)
	text := p.Tracks[p.AddTrack(timeline.TrackText)]
	for _, t := range b.texts {
		style, pos, y, valign := "subtitle", "bottom", float64(H)/2-float64(H)*videotools.SafeMargin, "bottom"
		if t.top {
			style, pos, y, valign = "hook", "top", -float64(H)/2+float64(H)*videotools.SafeMargin, "top"
		}
		tx, _ := videotools.TextStyle(style, set)
		tx.Content, tx.Position, tx.VAlign = t.text, pos, valign
		v := timeline.DefaultVisual()
		v.Y = y
		text.Insert(timeline.Element{ID: p.NewID("e"), Type: timeline.ElementText, Name: "text",
			Start: timeline.FromSeconds(t.start), Duration: timeline.FromSeconds(t.end - t.start), Text: &tx, Visual: v})
	}
	over := p.Tracks[p.AddTrack(timeline.TrackOverlay)]
	for _, st := range b.stickers {
		v := timeline.DefaultVisual()
		v.X, v.Y = st.x, st.y
		over.Insert(timeline.Element{ID: p.NewID("e"), Type: timeline.ElementSticker, Name: st.id,
			Start: timeline.FromSeconds(st.start), Duration: timeline.FromSeconds(st.end - st.start),
			Sticker: &timeline.Sticker{StickerID: st.id, Position: "custom"}, Visual: v})
	}
	fx := p.Tracks[p.AddTrack(timeline.TrackEffect)]
	for _, e := range []struct {
		id    string
		r     [2]float64
		param map[string]any
	}{{"grayscale", b.gray, map[string]any{"intensity": 100.0}}, {"vignette", b.vign, map[string]any{"intensity": 50.0, "mode": "darken"}}} {
		fx.Insert(timeline.Element{ID: p.NewID("e"), Type: timeline.ElementEffect, Name: e.id,
			Start: timeline.FromSeconds(e.r[0]), Duration: timeline.FromSeconds(e.r[1] - e.r[0]),
			Effect: &timeline.Effect{Type: e.id, Params: e.param}})
	}
	music := p.Tracks[p.AddTrack(timeline.TrackAudio)]
	music.Insert(media(clip{"music", 0, s(60), 0}, b.musicVolume))
	if err := p.Validate(); err != nil {
		log.Fatal(err)
	}
	path := filepath.Join(work, "bench.ncut.json")
	os.Remove(path)
	if err := store.CreateProject(context.Background(), path, p); err != nil {
		log.Fatal(err)
	}
	return path, b
}

func num(f float64) string { return fmt.Sprintf("%.3f", f) }

func even(f float64) int { return int(f/2+0.5) * 2 }

// assFile is the hand-written ASS script for (b): the same title and
// subtitles, styled like NeuralCut's hook and subtitle presets.
func (b *baseline) assFile() string {
	h := float64(b.h)
	var sb strings.Builder
	fmt.Fprintf(&sb, "[Script Info]\nScriptType: v4.00+\nPlayResX: %d\nPlayResY: %d\nWrapStyle: 0\nScaledBorderAndShadow: yes\n\n", b.w, b.h)
	sb.WriteString("[V4+ Styles]\nFormat: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding\n")
	fmt.Fprintf(&sb, "Style: hook,DejaVu Sans,%s,&H0000E6FF,&H0000E6FF,&H00000000,&H00000000,-1,0,0,0,100,100,0,0,1,%s,0,8,%d,%d,%d,1\n",
		num(h*0.085), num(h*0.005), b.w/20, b.w/20, int(h*0.08))
	fmt.Fprintf(&sb, "Style: sub,DejaVu Sans,%s,&H00FFFFFF,&H00FFFFFF,&H4F000000,&H00000000,0,0,0,0,100,100,0,0,3,%s,0,2,%d,%d,%d,1\n",
		num(h*0.045), num(h*0.045*0.2), b.w/20, b.w/20, int(h*0.08))
	sb.WriteString("\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n")
	for _, t := range b.texts {
		style := "sub"
		if t.top {
			style = "hook"
		}
		txt := strings.NewReplacer("{", `\{`, "}", `\}`).Replace(t.text)
		fmt.Fprintf(&sb, "Dialogue: 0,%s,%s,%s,,0,0,0,,%s\n", assTime(t.start), assTime(t.end), style, txt)
	}
	return sb.String()
}

func assTime(s float64) string {
	cs := int64(math.Round(s * 100))
	return fmt.Sprintf("%d:%02d:%02d.%02d", cs/360000, cs/6000%60, cs/100%60, cs%100)
}

// ffmpegArgs is (b): the single ffmpeg command a person who knows ffmpeg
// would write for this project, knowing every source is already 1080p30.
func (b *baseline) ffmpegArgs(out string) []string {
	ass := filepath.Join(b.work, "hand.ass")
	if err := os.WriteFile(ass, []byte(b.assFile()), 0o644); err != nil {
		log.Fatal(err)
	}
	var args []string
	for _, c := range b.main {
		args = append(args, "-ss", num(c.in), "-t", num(c.dur), "-i", b.sources[c.src])
	}
	args = append(args, "-ss", num(b.pip.in), "-t", num(b.pip.dur), "-i", b.sources[b.pip.src])
	for _, st := range b.stickers {
		args = append(args, "-loop", "1", "-framerate", "30", "-t", num(st.end-st.start),
			"-width", fmt.Sprint(b.stickerSide), "-height", fmt.Sprint(b.stickerSide), "-i", st.svg)
	}
	args = append(args, "-i", b.music)
	W, H := float64(b.w), float64(b.h)
	gap := b.main[2].start - (b.main[1].start + b.main[1].dur)
	g := []string{
		fmt.Sprintf("color=c=black:s=%dx%d:r=30:d=%s[gap]", b.w, b.h, num(gap)),
		"[0:v][1:v][gap][2:v][3:v]concat=n=5:v=1:a=0[main]",
		fmt.Sprintf("[4:v]scale=%d:%d,setpts=PTS+%s/TB[pip]", b.pipW, b.pipH, num(b.pip.start)),
		fmt.Sprintf("[main][pip]overlay=x=%s:y=%s:eof_action=pass[v1]", num(W/2+b.pipX-float64(b.pipW)/2), num(H/2+b.pipY-float64(b.pipH)/2)),
		"[v1]ass=" + ass + "[v2]",
	}
	cur := "[v2]"
	for i, st := range b.stickers {
		g = append(g, fmt.Sprintf("[%d:v]setpts=PTS+%s/TB[s%d]", 5+i, num(st.start), i),
			fmt.Sprintf("%s[s%d]overlay=x=%s-w/2:y=%s-h/2:eof_action=pass[v%d]", cur, i, num(W/2+st.x), num(H/2+st.y), 3+i))
		cur = fmt.Sprintf("[v%d]", 3+i)
	}
	g = append(g, fmt.Sprintf("%shue=s=0:enable='between(t,%s,%s)',vignette=angle=%s:enable='between(t,%s,%s)'[v]",
		cur, num(b.gray[0]), num(b.gray[1]), num(math.Pi/4), num(b.vign[0]), num(b.vign[1])))
	var mix []string
	for i, c := range b.main {
		g = append(g, fmt.Sprintf("[%d:a]adelay=%d:all=1[a%d]", i, int(c.start*1000), i))
		mix = append(mix, fmt.Sprintf("[a%d]", i))
	}
	g = append(g, fmt.Sprintf("[%d:a]volume=%s[m]", 5+len(b.stickers), num(b.musicVolume)),
		fmt.Sprintf("[m]%samix=inputs=%d:duration=first:normalize=0,alimiter=limit=0.97:level=0:latency=1[a]", strings.Join(mix, ""), len(mix)+1))
	args = append(args, "-filter_complex", strings.Join(g, ";"), "-map", "[v]", "-map", "[a]",
		"-c:v", "libx264", "-preset", x264Preset, "-crf", x264CRF, "-pix_fmt", "yuv420p",
		"-c:a", "aac", "-b:a", audioRate, "-movflags", "+faststart", "-t", num(b.total), "-y", out)
	return append([]string{"-hide_banner", "-v", "error", "-nostdin"}, args...)
}

// frameArgs is the hand-written one-frame grab of the composite at t: the
// main clip and the picture-in-picture seeked to their frames, the
// subtitle burnt in (t must fall where no sticker or effect is active).
func (b *baseline) frameArgs(t float64, out string) []string {
	var mc clip
	for _, c := range b.main {
		if t >= c.start && t < c.start+c.dur {
			mc = c
		}
	}
	W, H := float64(b.w), float64(b.h)
	ass := filepath.Join(b.work, "hand.ass")
	return []string{"-hide_banner", "-v", "error", "-nostdin",
		"-ss", num(mc.in + t - mc.start), "-i", b.sources[mc.src],
		"-ss", num(b.pip.in + t - b.pip.start), "-i", b.sources[b.pip.src],
		"-filter_complex", fmt.Sprintf("[1:v]scale=%d:%d[p];[0:v][p]overlay=x=%s:y=%s,setpts=PTS+%s/TB,ass=%s",
			b.pipW, b.pipH, num(W/2+b.pipX-float64(b.pipW)/2), num(H/2+b.pipY-float64(b.pipH)/2), num(t), ass),
		"-frames:v", "1", "-y", out}
}

// mlt is (c): the same project as MLT XML, the way Shotcut or Kdenlive
// would save it (playlists per track, affine compositing, qtext titles,
// tractor filters for the effects, mix transitions for the sound).
func (b *baseline) mlt() string {
	fr := func(s float64) int { return int(math.Round(s * 30)) }
	e := html.EscapeString
	var x strings.Builder
	fmt.Fprintf(&x, `<?xml version="1.0" encoding="utf-8"?>
<mlt LC_NUMERIC="C" version="7">
<profile width="%d" height="%d" frame_rate_num="30" frame_rate_den="1" progressive="1" sample_aspect_num="1" sample_aspect_den="1" display_aspect_num="16" display_aspect_den="9" colorspace="709"/>
`, b.w, b.h)
	producer := func(id, resource, service string, extra string) {
		fmt.Fprintf(&x, "<producer id=%q><property name=\"resource\">%s</property><property name=\"mlt_service\">%s</property>%s</producer>\n",
			id, e(resource), service, extra)
	}
	for _, k := range []string{"A", "B", "C", "D"} {
		producer(k, b.sources[k], "avformat", "")
	}
	producer("pipA", b.sources[b.pip.src], "avformat", "")
	producer("music", b.music, "avformat", `<filter mlt_service="volume"><property name="gain">0.3</property></filter>`)
	for i, st := range b.stickers {
		producer(fmt.Sprintf("st%d", i), st.svg, "pixbuf", fmt.Sprintf(`<property name="length">%d</property>`, fr(b.total)))
	}
	h := float64(b.h)
	for i, t := range b.texts {
		size, fg, bg, ol, outline, valign, weight := h*0.045, "#ffffffff", "#b0000000", "#00000000", 0.0, "bottom", 500
		if t.top {
			size, fg, bg, ol, outline, valign, weight = h*0.085, "#ffffe600", "#00000000", "#ff000000", h*0.005, "top", 700
		}
		filter := fmt.Sprintf(`<filter mlt_service="qtext"><property name="argument">%s</property><property name="geometry">0 %d %d %d</property>`+
			`<property name="family">DejaVu Sans</property><property name="size">%d</property><property name="weight">%d</property>`+
			`<property name="fgcolour">%s</property><property name="bgcolour">%s</property><property name="olcolour">%s</property>`+
			`<property name="outline">%s</property><property name="halign">center</property><property name="valign">%s</property><property name="pad">%d</property></filter>`,
			e(t.text), int(h*0.08), b.w, b.h-2*int(h*0.08), int(size), weight, fg, bg, ol, num(outline), valign, int(size*0.2))
		producer(fmt.Sprintf("tx%d", i), "#00000000", "color", fmt.Sprintf(`<property name="length">%d</property>`, fr(b.total))+filter)
	}
	playlist := func(id string, items []string) {
		fmt.Fprintf(&x, "<playlist id=%q>%s</playlist>\n", id, strings.Join(items, ""))
	}
	entry := func(p string, in, out int) string {
		return fmt.Sprintf(`<entry producer=%q in="%d" out="%d"/>`, p, in, out-1)
	}
	blank := func(n int) string {
		if n <= 0 {
			return ""
		}
		return fmt.Sprintf(`<blank length="%d"/>`, n)
	}
	var items []string
	at := 0
	for _, c := range b.main {
		items = append(items, blank(fr(c.start)-at), entry(c.src, fr(c.in), fr(c.in+c.dur)))
		at = fr(c.start + c.dur)
	}
	playlist("main", items)
	playlist("pip", []string{blank(fr(b.pip.start)), entry("pipA", fr(b.pip.in), fr(b.pip.in+b.pip.dur))})
	items, at = nil, 0
	for i, t := range b.texts {
		items = append(items, blank(fr(t.start)-at), entry(fmt.Sprintf("tx%d", i), 0, fr(t.end-t.start)))
		at = fr(t.end)
	}
	playlist("text", items)
	items, at = nil, 0
	for i, st := range b.stickers {
		items = append(items, blank(fr(st.start)-at), entry(fmt.Sprintf("st%d", i), 0, fr(st.end-st.start)))
		at = fr(st.end)
	}
	playlist("stickers", items)
	playlist("musictrack", []string{entry("music", 0, fr(b.total))})

	W, H := float64(b.w), float64(b.h)
	x.WriteString(`<tractor id="tractor">
<track producer="main"/><track producer="pip" hide="audio"/><track producer="text"/><track producer="stickers"/><track producer="musictrack" hide="video"/>
`)
	affine := func(track int, rect string) {
		fmt.Fprintf(&x, `<transition mlt_service="affine"><property name="a_track">0</property><property name="b_track">%d</property><property name="always_active">1</property>%s</transition>`+"\n", track, rect)
	}
	affine(1, fmt.Sprintf(`<property name="rect">%s %s %d %d 1</property>`, num(W/2+b.pipX-float64(b.pipW)/2), num(H/2+b.pipY-float64(b.pipH)/2), b.pipW, b.pipH))
	affine(2, "")
	// stickers: the affine rect moves per sticker, keyed at its start
	var keys []string
	for _, st := range b.stickers {
		keys = append(keys, fmt.Sprintf("%d|=%s %s %d %d 1", fr(st.start), num(W/2+st.x-float64(b.stickerSide)/2), num(H/2+st.y-float64(b.stickerSide)/2), b.stickerSide, b.stickerSide))
	}
	affine(3, fmt.Sprintf(`<property name="rect">%s</property>`, strings.Join(keys, ";")))
	for _, t := range []int{1, 4} {
		fmt.Fprintf(&x, `<transition mlt_service="mix"><property name="a_track">0</property><property name="b_track">%d</property><property name="always_active">1</property><property name="sum">1</property></transition>`+"\n", t)
	}
	fmt.Fprintf(&x, `<filter mlt_service="avfilter.hue" in="%d" out="%d"><property name="av.s">0</property></filter>`+"\n", fr(b.gray[0]), fr(b.gray[1])-1)
	fmt.Fprintf(&x, `<filter mlt_service="avfilter.vignette" in="%d" out="%d"><property name="av.angle">%s</property></filter>`+"\n", fr(b.vign[0]), fr(b.vign[1])-1, num(math.Pi/4))
	x.WriteString("</tractor>\n</mlt>\n")
	return x.String()
}
