package render

import (
	"fmt"
	"math"
	"strings"

	"github.com/neuralcut/neuralcut/internal/effects"
	"github.com/neuralcut/neuralcut/internal/stickers"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// overlayTrack draws a track's videos, images and stickers over cur, each
// only inside its time range.
func (c *compiler) overlayTrack(cur string, t *timeline.Track) (string, error) {
	for i := range t.Elements {
		e := &t.Elements[i]
		s, end, ok := c.span(e)
		if !ok {
			continue
		}
		visible := !t.Hidden && !e.Hidden
		v := e.Visual
		if v == nil {
			v = timeline.DefaultVisual()
		}
		var fg string
		var fw, fh int // fg's size before rotation
		switch e.Type {
		case timeline.ElementSticker:
			if !visible {
				continue
			}
			in, err := c.openSticker(e, v, end-s)
			if err != nil {
				return "", err
			}
			fw, fh = c.stickerSide(v), c.stickerSide(v)
			fg = c.label()
			c.add("[%d:v]setpts=PTS-STARTPTS%s,setpts=PTS+%s/TB%s", in, transform(v), secs(s-c.from), fg)
		default:
			a, err := c.asset(e)
			if err != nil {
				return "", err
			}
			in := -1
			if visible {
				in = c.openMedia(e, a, s, end)
				fw, fh = c.fit(a, v.Scale)
				fg = c.label()
				c.add("[%d:v]setpts=PTS-STARTPTS,scale=%d:%d,setsar=1%s,setpts=PTS+%s/TB%s",
					in, fw, fh, transform(v), secs(s-c.from), fg)
			}
			c.sound(in, e, a, t, s, end)
			if !visible {
				continue
			}
		}
		x, y := c.centre(v)
		mode, err := blendMode(e, v)
		if err != nil {
			return "", err
		}
		enable := fmt.Sprintf("between(t,%s,%s)", secs(s-c.from), secs(end-c.from))
		if mode != "" {
			fw, fh = drawnSize(fw, fh, v)
			cur = c.blendOver(cur, fg, mode, x, y, fw, fh, c.frames(0, c.to-c.from), enable)
			continue
		}
		l := c.label()
		c.add("%s%soverlay=x=%s-w/2:y=%s-h/2:eof_action=pass:enable='%s'%s",
			cur, fg, num(x), num(y), enable, l)
		cur = l
	}
	return cur, nil
}

// openSticker adds a catalog sticker as an input rasterised by librsvg at
// its final size (sharp at any scale), held for length.
func (c *compiler) openSticker(e *timeline.Element, v *timeline.Visual, length timeline.Ticks) (int, error) {
	if e.Sticker == nil {
		return 0, fmt.Errorf("element %s: sticker element without sticker", e.ID)
	}
	path, ok := c.sticker[e.Sticker.StickerID]
	if !ok {
		svg, err := stickers.SVG(e.Sticker.StickerID)
		if err != nil {
			return 0, fmt.Errorf("element %s: %w", e.ID, err)
		}
		if path, err = c.scratch("sticker.svg", svg); err != nil {
			return 0, err
		}
		c.sticker[e.Sticker.StickerID] = path
	}
	side := c.stickerSide(v)
	// image2 with librsvg named: the file's name says nothing of its format
	return c.input("-loop", "1", "-framerate", c.rate(), "-t", secs(length),
		"-width", fmt.Sprint(side), "-height", fmt.Sprint(side), "-f", "image2", "-c:v", "librsvg", "-i", "file:"+path), nil
}

// stickerSide is a sticker's side in composed pixels.
func (c *compiler) stickerSide(v *timeline.Visual) int {
	return max(2, int(math.Round(float64(c.h)*timeline.StickerBaseSize*v.Scale)))
}

// textTrack burns a text track's elements in with libass. The content goes
// into an ASS script file, never into the graph, so no character of it can
// change the graph (see text.go).
func (c *compiler) textTrack(cur string, t *timeline.Track) (string, error) {
	if t.Hidden {
		return cur, nil
	}
	script, n := assScript(c.p, t, c.from, c.to)
	if n == 0 {
		return cur, nil
	}
	path, err := c.scratch("text.ass", []byte(script))
	if err != nil {
		return "", err
	}
	l := c.label()
	c.add("%sass=filename=%s%s", cur, filterValue(path), l)
	return l, nil
}

// effectTrack applies each effect element's filter (from the effects
// registry, where each parameter mapping is documented) to everything
// below, enabled only inside the element's range.
func (c *compiler) effectTrack(cur string, t *timeline.Track) (string, error) {
	if t.Hidden {
		return cur, nil
	}
	for i := range t.Elements {
		e := &t.Elements[i]
		s, end, ok := c.span(e)
		if !ok || e.Hidden || e.Effect == nil {
			continue
		}
		d, ok := effects.Lookup(e.Effect.Type)
		if !ok {
			return "", fmt.Errorf("element %s: unknown effect %q", e.ID, e.Effect.Type)
		}
		params, err := d.Merge(d.Defaults(), e.Effect.Params)
		if err != nil {
			return "", fmt.Errorf("element %s: effect %s: %w", e.ID, d.ID, err)
		}
		// The effect sees the composed height, so a preview at a lower
		// resolution looks like the export.
		chain := d.Filter(params, c.h)
		l := c.label()
		c.add("%s%s%s", cur, withEnable(chain, fmt.Sprintf("between(t,%s,%s)", secs(s-c.from), secs(end-c.from))), l)
		cur = l
	}
	return cur, nil
}

// audioTrack adds an audio track's elements to the mix.
func (c *compiler) audioTrack(t *timeline.Track) error {
	for i := range t.Elements {
		e := &t.Elements[i]
		s, end, ok := c.span(e)
		if !ok {
			continue
		}
		a, err := c.asset(e)
		if err != nil {
			return err
		}
		c.sound(-1, e, a, t, s, end)
	}
	return nil
}

// sound places [s, end) of an element's audio in output time, at its
// volume. in is the element's input when its video already opened one.
// Hidden elements still sound (hidden means not drawn); muted elements and
// tracks and volume 0 add nothing but still make the output carry audio.
func (c *compiler) sound(in int, e *timeline.Element, a *timeline.Asset, t *timeline.Track, s, end timeline.Ticks) {
	if !c.audio || !(a.HasAudio || a.Type == timeline.AssetAudio) {
		return
	}
	c.hasSound = true
	vol := 1.0
	if e.Audio != nil {
		vol = e.Audio.Volume
	}
	if t.Muted || (e.Audio != nil && e.Audio.Muted) || vol <= 0 {
		return
	}
	if in < 0 {
		in = c.openMedia(e, a, s, end)
	}
	l := c.label()
	delay := int64(math.Round((s - c.from).Seconds() * sampleRate))
	c.add("[%d:a]asetpts=PTS-STARTPTS,aresample=%d,aformat=sample_fmts=fltp:channel_layouts=stereo,atrim=duration=%s,volume=%s,adelay=delays=%dS:all=1%s",
		in, sampleRate, secs(end-s), strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.6f", vol), "0"), "."), delay, l)
	c.sounds = append(c.sounds, l)
}

const sampleRate = 48000

// mix sums every sound over silence as long as the window. amix with
// normalize=0 keeps each element at its set volume (amix's default divides
// by the number of inputs); alimiter without auto-level catches peaks
// where sounds add up, so nothing clips.
func (c *compiler) mix() string {
	base := c.label()
	c.add("anullsrc=r=%d:cl=stereo,atrim=duration=%s%s", sampleRate, secs(c.to-c.from), base)
	l := c.label()
	c.add("%s%samix=inputs=%d:duration=first:normalize=0,alimiter=limit=0.97:level=0:latency=1%s",
		base, strings.Join(c.sounds, ""), len(c.sounds)+1, l)
	return l
}
