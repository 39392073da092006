// TimelineView draws the timeline on one canvas (ruler, tracks, clips with thumbnails and
// waveforms, selection, playhead, snap line, marquee) and turns pointer input into edits. While a
// drag or trim is under way only local state changes; releasing makes one tool call.
//
// Geometry: x = (t - viewStart) * pps, pps = 50 px/s at zoom 1, zoom 0.1..100 (at 100x one frame
// at 30 fps is 167 px wide). Snapping works in screen pixels (10 px), off while Shift is held.
import { effect } from '../lib/html.js';
import { TICKS, secs, accepts } from './state.js';
import { Media } from './media-cache.js';

export const RULER_H = 28;
export const BASE_PPS = 50;
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 100;
const SNAP_PX = 10;
const HANDLE_PX = 7;
const DRAG_THRESHOLD = 4;
const HEIGHTS = { main: 64, overlay: 52, text: 34, effect: 30, audio: 52 };
const COLORS = {
  video: ['#1f3d63', '#4d86d1'], image: ['#24404f', '#4fa3c9'], audio: ['#1c4733', '#3fbf7f'],
  text: ['#5a3d1a', '#e0a04a'], sticker: ['#4d2447', '#d06ac2'], effect: ['#3a2a63', '#9a7cf0'],
};

// rowsOf lays the tracks out top to bottom: visual tracks with the newest on top, the main track,
// then audio tracks.
export function rowsOf(project) {
  const tracks = project?.tracks || [];
  const visual = tracks.filter((t) => t.kind !== 'audio' && t.kind !== 'main').reverse();
  const main = tracks.filter((t) => t.kind === 'main');
  const audio = tracks.filter((t) => t.kind === 'audio');
  let y = RULER_H;
  return [...visual, ...main, ...audio].map((track) => {
    const h = HEIGHTS[track.kind] || 48;
    const row = { track, y, h };
    y += h;
    return row;
  });
}

export class TimelineView {
  constructor(canvas, ed, hooks = {}) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.ed = ed;
    this.hooks = hooks; // {onScrollY(y), onFrameTime(ms)}
    this.media = ed.media || (ed.media = new Media(ed.base));
    this.media.onLoad = () => this.invalidate();
    this.scrollY = 0;
    this.gesture = null;
    this.snapX = null;
    this.marquee = null;
    this.hover = null;
    this.rows = [];
    this.dirty = true;
    this.frameTimes = []; // input -> frame drawn, ms (bench/web)
    this.drawTimes = []; // the drawing alone, ms (bench/web)
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(canvas.parentElement);
    this.fit();
    this.dispose = effect(() => {
      // Re-draw on any change of what is drawn.
      ed.project.value; ed.selection.value; ed.playhead.value; ed.zoom.value; ed.viewStart.value; ed.drag.value; ed.snapping.value;
      this.rows = rowsOf(ed.project.value);
      this.media.aspects = new Map((ed.project.value?.assets || []).filter((a) => a.width && a.height).map((a) => [a.id, a.width / a.height]));
      this.invalidate();
    });
    this.followPlayhead = effect(() => {
      const t = ed.playhead.value;
      if (!ed.playing.peek()) return;
      const pps = this.pps(), w = this.w;
      const x = (t - ed.viewStart.peek()) * pps;
      if (x > w * 0.85 || x < 0) ed.viewStart.value = Math.max(0, t - (w * 0.15) / pps);
    });
    for (const [ev, fn] of [['pointerdown', this.onDown], ['pointermove', this.onMove], ['pointerup', this.onUp],
      ['pointercancel', this.onUp], ['wheel', this.onWheel], ['dblclick', this.onDbl], ['pointerleave', this.onLeave]]) {
      canvas.addEventListener(ev, (this[ev] = fn.bind(this)), ev === 'wheel' ? { passive: false } : undefined);
    }
  }

  destroy() {
    this.dispose(); this.followPlayhead(); this.resize.disconnect();
    cancelAnimationFrame(this.raf);
  }

  pps() { return BASE_PPS * this.ed.zoom.value; }
  timeAt(x) { return this.ed.viewStart.value + x / this.pps(); }
  xAt(t) { return (t - this.ed.viewStart.value) * this.pps(); }
  contentHeight() { const r = this.rows[this.rows.length - 1]; return r ? r.y + r.h : RULER_H; }
  frame() { return 1 / this.ed.fps.value; }
  quantize(t) { const f = this.ed.fps.value; return Math.max(0, Math.round(t * f) / f); }

  fit() {
    const r = this.canvas.parentElement.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    this.w = Math.max(1, r.width); this.h = Math.max(1, r.height); this.dpr = dpr;
    this.canvas.width = Math.round(this.w * dpr);
    this.canvas.height = Math.round(this.h * dpr);
    this.invalidate();
  }

  invalidate() {
    if (this.raf) return;
    this.raf = requestAnimationFrame(() => { this.raf = 0; this.draw(); });
  }

  // zoomTo sets the zoom keeping the time under screen x still.
  zoomTo(z, x = this.w / 2) {
    const ed = this.ed;
    const t = this.timeAt(x);
    z = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));
    ed.zoom.value = z;
    ed.viewStart.value = Math.max(0, t - x / (BASE_PPS * z));
  }

  zoomToFit() {
    const d = Math.max(this.ed.duration.value, 1);
    this.ed.zoom.value = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, (this.w - 40) / d / BASE_PPS));
    this.ed.viewStart.value = 0;
  }

  rowAt(y) { return this.rows.find((r) => y >= r.y - this.scrollY && y < r.y - this.scrollY + r.h); }

  // hit finds the element (and the part of it: body or a trim handle) under a point.
  hit(x, y) {
    const row = this.rowAt(y);
    if (!row || y < RULER_H) return null;
    const t = this.timeAt(x);
    const els = row.track.elements;
    for (let i = els.length - 1; i >= 0; i--) {
      const e = els[i];
      const x0 = this.xAt(secs(e.startTime)), x1 = this.xAt(secs(e.startTime + e.duration));
      if (x >= x0 - 2 && x <= x1 + 2) {
        const handle = x1 - x0 > HANDLE_PX * 3 ? HANDLE_PX : Math.max(3, (x1 - x0) / 4);
        const part = x - x0 <= handle ? 'left' : x1 - x <= handle ? 'right' : 'body';
        return { el: e, track: row.track, row, part };
      }
      if (secs(e.startTime + e.duration) < t - 1) break;
    }
    return null;
  }

  // snapTimes lists where edges may snap: other elements' edges, the playhead, zero.
  snapTimes(skip) {
    const out = [0, this.ed.playhead.value];
    for (const r of this.rows) for (const e of r.track.elements) {
      if (skip.has(e.id)) continue;
      out.push(secs(e.startTime), secs(e.startTime + e.duration));
    }
    return out;
  }

  // snap moves candidate edge times (by the same delta) to the nearest snap time within SNAP_PX.
  snap(edges, skip, shift) {
    this.snapX = null;
    if (shift || !this.ed.snapping.value) return 0;
    const pps = this.pps();
    let best = null;
    for (const s of this.snapTimes(skip)) for (const e of edges) {
      const d = s - e;
      if (Math.abs(d * pps) <= SNAP_PX && (best === null || Math.abs(d) < Math.abs(best.d))) best = { d, s };
    }
    if (!best) return 0;
    this.snapX = this.xAt(best.s);
    return best.d;
  }

  local(e) {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  onDown(e) {
    if (e.button !== 0) return;
    this.canvas.focus({ preventScroll: true, focusVisible: false });
    const { x, y } = this.local(e);
    const ed = this.ed;
    this.canvas.setPointerCapture(e.pointerId);
    if (y < RULER_H) {
      this.gesture = { kind: 'seek' };
      this.seekFrom(e, x);
      return;
    }
    const h = this.hit(x, y);
    if (!h) {
      if (!e.shiftKey && !e.ctrlKey && !e.metaKey) ed.select([]);
      this.gesture = { kind: 'marquee', x0: x, y0: y, base: e.shiftKey || e.ctrlKey || e.metaKey ? ed.selection.value : [] };
      return;
    }
    const sel = ed.selection.value;
    const multi = e.shiftKey || e.ctrlKey || e.metaKey;
    // Shift/Ctrl on a selected element takes it out of the selection on release, unless the
    // pointer drags: then it moves the selection (Shift: without snapping).
    const toggleOff = multi && sel.includes(h.el.id) ? h.el.id : null;
    if (multi && !toggleOff) ed.select([...sel, h.el.id]);
    else if (!multi && (!sel.includes(h.el.id) || h.part !== 'body')) ed.select([h.el.id]);
    this.gesture = { kind: h.part === 'body' ? 'move' : 'trim', part: h.part, hit: h, x0: x, y0: y, started: false, toggleOff };
  }

  onMove(e) {
    const { x, y } = this.local(e);
    const g = this.gesture;
    const ed = this.ed;
    if (!g) {
      const h = y >= RULER_H ? this.hit(x, y) : null;
      this.canvas.style.cursor = y < RULER_H ? 'text' : h ? (h.part === 'body' ? 'grab' : 'ew-resize') : 'default';
      return;
    }
    const t0 = performance.now();
    if (g.kind === 'seek') { this.seekFrom(e, x); return; }
    if (g.kind === 'marquee') { this.marquee = { x0: g.x0, y0: g.y0, x1: x, y1: y }; this.selectMarquee(g.base); this.invalidate(); return; }
    if (!g.started && Math.abs(x - g.x0) < DRAG_THRESHOLD && Math.abs(y - g.y0) < DRAG_THRESHOLD) return;
    g.started = true;
    this.autoScroll(x);
    if (g.kind === 'move') this.dragMove(g, x, y, e.shiftKey);
    else this.dragTrim(g, x, e.shiftKey);
    this.lastInput = t0;
  }

  // seekFrom moves the playhead to x for a pointer event; the preview times the frame it draws for
  // it from the event (ed.inputAt is read while the seek runs its effects).
  seekFrom(e, x) {
    this.ed.inputAt = e.timeStamp;
    try { this.ed.seek(this.timeAt(x)); } finally { this.ed.inputAt = null; }
  }

  autoScroll(x) {
    const ed = this.ed, edge = 30;
    if (x > this.w - edge) ed.viewStart.value += (x - (this.w - edge)) / this.pps() / 4;
    else if (x < edge && ed.viewStart.value > 0) ed.viewStart.value = Math.max(0, ed.viewStart.value - (edge - x) / this.pps() / 4);
  }

  dragMove(g, x, y, shift) {
    const ed = this.ed;
    const idx = ed.index.value;
    const ids = ed.selection.value.filter((id) => idx.has(id));
    if (!ids.length) return;
    const skip = new Set(ids);
    let dt = (x - g.x0) / this.pps();
    const earliest = Math.min(...ids.map((id) => secs(idx.get(id).el.startTime)));
    dt = Math.max(dt, -earliest);
    const edges = [];
    for (const id of ids) { const el = idx.get(id).el; edges.push(secs(el.startTime) + dt, secs(el.startTime + el.duration) + dt); }
    dt += this.snap(edges, skip, shift);
    dt = this.quantize(earliest + dt) - earliest;
    // Another track, when every moved element comes from one track and the one under the pointer accepts them all.
    let target = null;
    const row = this.rowAt(y);
    const from = new Set(ids.map((id) => idx.get(id).track.id));
    if (row && from.size === 1 && !from.has(row.track.id) && ids.every((id) => accepts[row.track.kind]?.includes(idx.get(id).el.type))) target = row.track.id;
    ed.drag.value = { kind: 'move', ids, dt, target, start: earliest + dt };
  }

  dragTrim(g, x, shift) {
    const ed = this.ed;
    const el = g.hit.el;
    const frame = this.frame();
    const start = secs(el.startTime), end = secs(el.startTime + el.duration);
    const media = el.type === 'video' || el.type === 'audio';
    // Neighbours on the same track bound the trim.
    let prevEnd = 0, nextStart = Infinity;
    for (const o of g.hit.track.elements) {
      if (o.id === el.id) continue;
      const os = secs(o.startTime), oe = secs(o.startTime + o.duration);
      if (oe <= start + 1e-9) prevEnd = Math.max(prevEnd, oe);
      if (os >= end - 1e-9) nextStart = Math.min(nextStart, os);
    }
    let t = this.timeAt(x);
    t += this.snap([t], new Set([el.id]), shift);
    t = this.quantize(t);
    let ns = start, ne = end;
    if (g.part === 'left') {
      const sourceMin = media ? start - secs(el.trimStart) : 0;
      ns = Math.min(Math.max(t, prevEnd, sourceMin, 0), end - frame);
    } else {
      const sourceMax = media ? start + secs(el.sourceDuration - el.trimStart) : Infinity;
      ne = Math.max(Math.min(t, nextStart, sourceMax), start + frame);
    }
    ed.drag.value = { kind: 'trim', ids: [el.id], part: g.part, start: ns, end: ne };
    ed.scrubTime.value = g.part === 'left' ? ns : Math.max(ns, ne - frame);
  }

  selectMarquee(base) {
    const m = this.marquee;
    const x0 = Math.min(m.x0, m.x1), x1 = Math.max(m.x0, m.x1), y0 = Math.min(m.y0, m.y1), y1 = Math.max(m.y0, m.y1);
    const t0 = this.timeAt(x0), t1 = this.timeAt(x1);
    const ids = new Set(base);
    for (const r of this.rows) {
      const ry = r.y - this.scrollY;
      if (ry + r.h < y0 || ry > y1) continue;
      for (const e of r.track.elements) if (secs(e.startTime) < t1 && secs(e.startTime + e.duration) > t0) ids.add(e.id);
    }
    this.ed.select([...ids]);
  }

  async onUp(e) {
    const g = this.gesture;
    this.gesture = null;
    this.marquee = null;
    this.snapX = null;
    const ed = this.ed;
    const d = ed.drag.peek();
    ed.scrubTime.value = null;
    if (g && !g.started && g.toggleOff) ed.select(ed.selection.peek().filter((id) => id !== g.toggleOff));
    if (!g || !g.started || !d) { ed.drag.value = null; this.invalidate(); return; }
    if (d.kind === 'move') {
      const moved = Math.abs(d.dt) > 1e-9 || d.target;
      if (moved) {
        const input = { elementIds: d.ids, start: round6(d.start) };
        if (d.target) input.targetTrackId = d.target;
        await ed.call('move_timeline_elements', input);
      }
    } else if (d.kind === 'trim') {
      const el = ed.index.peek().get(d.ids[0])?.el;
      if (el) {
        const input = { elementId: el.id };
        if (d.part === 'left') input.start = round6(d.start); else input.end = round6(d.end);
        if (Math.abs((d.part === 'left' ? d.start - secs(el.startTime) : d.end - secs(el.startTime + el.duration))) > 1e-9) {
          await ed.call('trim_element', input);
        }
      }
    }
    ed.drag.value = null;
    this.invalidate();
  }

  onLeave() { if (!this.gesture) this.canvas.style.cursor = 'default'; }

  onDbl(e) {
    const { x, y } = this.local(e);
    if (y < RULER_H) return;
    const h = this.hit(x, y);
    if (h) this.ed.seek(this.timeAt(x));
  }

  onWheel(e) {
    e.preventDefault();
    const { x } = this.local(e);
    const ed = this.ed;
    if (e.ctrlKey || e.metaKey) {
      const t0 = performance.now();
      this.zoomTo(ed.zoom.value * Math.exp(-e.deltaY * 0.0025), x);
      this.lastInput = t0;
      return;
    }
    const dx = e.shiftKey ? e.deltaY : e.deltaX || (Math.abs(e.deltaY) > 0 && this.contentHeight() <= this.h ? e.deltaY : 0);
    if (dx) ed.viewStart.value = Math.max(0, ed.viewStart.value + dx / this.pps());
    else if (e.deltaY) {
      this.scrollY = Math.max(0, Math.min(this.contentHeight() - this.h + 12, this.scrollY + e.deltaY));
      this.hooks.onScrollY && this.hooks.onScrollY(this.scrollY);
      this.invalidate();
    }
  }

  // ---- drawing ----

  draw() {
    const t0 = performance.now();
    const { ctx, w, h, dpr, ed } = this;
    this.font = this.font || getComputedStyle(document.body).fontFamily; // a style lookup once, not per clip
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#111419';
    ctx.fillRect(0, 0, w, h);
    const pps = this.pps();
    const drag = ed.drag.value;
    const selected = new Set(ed.selection.value);
    ctx.save();
    ctx.translate(0, -this.scrollY);
    for (const r of this.rows) this.drawRow(r, pps, selected, drag);
    if (drag && drag.kind === 'move') this.drawGhosts(drag, pps);
    ctx.restore();
    this.drawRuler(pps);
    if (this.snapX !== null) {
      ctx.fillStyle = '#ffd36b';
      ctx.fillRect(Math.round(this.snapX) - 0.5, RULER_H, 1, h - RULER_H);
    }
    if (this.marquee) {
      const m = this.marquee;
      ctx.fillStyle = 'rgba(108,155,255,0.15)';
      ctx.strokeStyle = '#6c9bff';
      ctx.lineWidth = 1;
      const x = Math.min(m.x0, m.x1), y = Math.min(m.y0, m.y1);
      ctx.fillRect(x, y, Math.abs(m.x1 - m.x0), Math.abs(m.y1 - m.y0));
      ctx.strokeRect(x + 0.5, y + 0.5, Math.abs(m.x1 - m.x0), Math.abs(m.y1 - m.y0));
    }
    this.drawPlayhead();
    const ms = performance.now() - t0;
    if (this.lastInput) {
      this.frameTimes.push(performance.now() - this.lastInput);
      this.drawTimes.push(ms);
      if (this.frameTimes.length > 5000) { this.frameTimes.shift(); this.drawTimes.shift(); }
      this.lastInput = 0;
    }
    this.hooks.onDraw && this.hooks.onDraw(ms);
  }

  drawRuler(pps) {
    const { ctx, w } = this;
    ctx.fillStyle = '#15181e';
    ctx.fillRect(0, 0, w, RULER_H);
    ctx.fillStyle = '#2b313d';
    ctx.fillRect(0, RULER_H - 1, w, 1);
    const fps = this.ed.fps.value;
    // Label spacing: the smallest step (frames, then seconds) leaving >= 80 px between labels.
    const steps = [1 / fps, 2 / fps, 5 / fps, 10 / fps, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600];
    const step = steps.find((s) => s * pps >= 80) || 3600;
    const minor = step / (step < 1 / fps * 3 ? 1 : 5);
    const start = this.ed.viewStart.value, end = start + w / pps;
    ctx.font = '11px ' + this.font;
    ctx.textBaseline = 'top';
    for (let t = Math.floor(start / minor) * minor; t <= end; t += minor) {
      const x = Math.round((t - start) * pps) + 0.5;
      const major = Math.abs(t / step - Math.round(t / step)) < 1e-6;
      ctx.fillStyle = major ? '#5b6475' : '#363d4a';
      ctx.fillRect(x - 0.5, major ? RULER_H - 12 : RULER_H - 6, 1, major ? 11 : 5);
      if (major) {
        ctx.fillStyle = '#a9b0bd';
        ctx.fillText(label(t, step, fps), x + 4, 5);
      }
    }
  }

  drawRow(r, pps, selected, drag) {
    const { ctx, w } = this;
    const { track, y, h } = r;
    const isTarget = drag && drag.kind === 'move' && drag.target === track.id;
    ctx.fillStyle = isTarget ? '#1b2434' : track.kind === 'main' ? '#161a21' : '#13161b';
    ctx.fillRect(0, y, w, h);
    ctx.fillStyle = '#232833';
    ctx.fillRect(0, y + h - 1, w, 1);
    const start = this.ed.viewStart.value, end = start + w / pps;
    const moving = drag && drag.kind === 'move' ? new Set(drag.ids) : null;
    for (const e of track.elements) {
      let s = secs(e.startTime), en = secs(e.startTime + e.duration);
      if (en < start || s > end) continue;
      if (drag && drag.kind === 'trim' && drag.ids[0] === e.id) { s = drag.start; en = drag.end; }
      const ghosted = moving && moving.has(e.id);
      this.drawClip(e, track, s, en, y + 3, h - 7, pps, selected.has(e.id), ghosted ? 0.35 : 1);
    }
  }

  drawGhosts(drag, pps) {
    const idx = this.ed.index.value;
    for (const id of drag.ids) {
      const it = idx.get(id);
      if (!it) continue;
      const row = this.rows.find((r) => r.track.id === (drag.target || it.track.id));
      if (!row) continue;
      const s = secs(it.el.startTime) + drag.dt;
      this.drawClip(it.el, row.track, s, s + secs(it.el.duration), row.y + 3, row.h - 7, pps, true, 0.9);
    }
  }

  drawClip(e, track, s, en, y, h, pps, selected, alpha) {
    const { ctx } = this;
    const x0 = (s - this.ed.viewStart.value) * pps, x1 = (en - this.ed.viewStart.value) * pps;
    const x = Math.max(x0, -4), wv = Math.min(x1, this.w + 4) - x;
    if (wv <= 0) return;
    const [bg, edge] = COLORS[e.type] || COLORS.video;
    ctx.globalAlpha = alpha * (track.hidden || track.muted || e.hidden ? 0.55 : 1);
    ctx.fillStyle = bg;
    roundRect(ctx, x, y, wv, h, 4);
    ctx.fill();
    ctx.save();
    roundRect(ctx, x, y, wv, h, 4);
    ctx.clip();
    if (e.type === 'video' || e.type === 'image') this.media.drawThumbs(ctx, e, x0, x1, y, h, pps, this.w);
    if (e.type === 'audio' || (e.type === 'video' && track.kind !== 'overlay' && e.audio)) {
      const wy = e.type === 'audio' ? y + 16 : y + h * 0.62;
      this.media.drawWave(ctx, e, x0, x1, wy, y + h - wy - 2, pps, this.w, edge);
    }
    // Name label on a dark strip so it reads over thumbnails.
    const name = e.type === 'text' ? (e.text?.content || 'Text') : e.type === 'effect' ? (e.effect?.type || 'effect') : e.type === 'sticker' ? (e.sticker?.stickerId || 'sticker') : (e.name || e.type);
    if (wv > 24) {
      ctx.font = '500 11px ' + this.font;
      const tw = Math.min(ctx.measureText(name).width + 10, wv - 4);
      ctx.fillStyle = 'rgba(8,10,14,0.72)';
      ctx.fillRect(Math.max(x0, 0) + 2, y + 2, tw, 15);
      ctx.fillStyle = '#eef1f6';
      ctx.textBaseline = 'middle';
      ctx.fillText(name, Math.max(x0, 0) + 6, y + 10, tw - 8);
    }
    ctx.restore();
    ctx.strokeStyle = selected ? '#ffffff' : edge;
    ctx.lineWidth = selected ? 2 : 1;
    roundRect(ctx, x + 0.5, y + 0.5, wv - 1, h - 1, 4);
    ctx.stroke();
    if (selected && x1 - x0 > 16) {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(x0 + 2, y + h / 2 - 8, 3, 16);
      ctx.fillRect(x1 - 5, y + h / 2 - 8, 3, 16);
    }
    ctx.globalAlpha = 1;
  }

  drawPlayhead() {
    const { ctx, h } = this;
    const t = this.ed.scrubTime.value ?? this.ed.playhead.value;
    const x = Math.round(this.xAt(this.ed.playhead.value)) + 0.5;
    if (x < -10 || x > this.w + 10) return;
    ctx.fillStyle = '#ff5a5f';
    ctx.fillRect(x - 0.5, 0, 1.5, h);
    ctx.beginPath();
    ctx.moveTo(x - 6, 0); ctx.lineTo(x + 6, 0); ctx.lineTo(x + 6, 8); ctx.lineTo(x, 14); ctx.lineTo(x - 6, 8);
    ctx.closePath();
    ctx.fill();
    void t;
  }
}

function round6(v) { return Math.round(v * 1e6) / 1e6; }

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect ? ctx.roundRect(x, y, w, h, Math.min(r, w / 2, h / 2)) : ctx.rect(x, y, w, h);
}

function label(t, step, fps) {
  const m = Math.floor(t / 60 + 1e-9), s = t - m * 60;
  if (step < 1) {
    const sec = Math.floor(s + 1e-9), f = Math.round((s - sec) * fps);
    return `${m}:${String(sec).padStart(2, '0')}${f ? '.' + String(f).padStart(2, '0') + 'f' : ''}`;
  }
  return `${m}:${String(Math.round(s)).padStart(2, '0')}`;
}

export { TICKS };
