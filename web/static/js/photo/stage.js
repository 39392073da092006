// The photo canvas: the composited picture over a checkerboard, zoom (fit, 100%, wheel around the
// pointer) and pan (Space+drag or the hand tool), marching ants around the selection, a live CSS
// filter while an adjustment dialog previews, and drag-to-select for the marquee tools.
import { effect } from '../lib/html.js';

export class Stage {
  constructor(canvas, doc, view) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d', { willReadFrequently: true });
    this.doc = doc;
    this.view = view; // signals: zoom, panX, panY, tool, filter
    this.ants = 0;
    this.drag = null;
    this.space = false;
    this.ro = new ResizeObserver(() => this.fit());
    this.ro.observe(canvas.parentElement);
    this.stop = effect(() => {
      doc.picture.value; doc.selShape.value; view.zoom.value; view.panX.value; view.panY.value; view.filter.value; view.draft.value;
      this.draw();
    });
    this.timer = setInterval(() => { if (doc.selShape.peek() || view.draft.peek()) { this.ants = (this.ants + 1) % 16; this.draw(); } }, 120);
    canvas.addEventListener('wheel', (this.onWheel = this.wheel.bind(this)), { passive: false });
    canvas.addEventListener('pointerdown', (this.onDown = this.down.bind(this)));
    canvas.addEventListener('pointermove', (this.onMove = this.move.bind(this)));
    canvas.addEventListener('pointerup', (this.onUp = this.up.bind(this)));
    this.keyDown = (e) => { if (e.code === 'Space' && !/input|textarea|select/i.test(e.target.tagName)) { this.space = true; canvas.parentElement.classList.add('pan'); e.preventDefault(); } };
    this.keyUp = (e) => { if (e.code === 'Space') { this.space = false; canvas.parentElement.classList.remove('pan'); } };
    window.addEventListener('keydown', this.keyDown);
    window.addEventListener('keyup', this.keyUp);
  }

  destroy() {
    this.stop(); this.ro.disconnect(); clearInterval(this.timer);
    window.removeEventListener('keydown', this.keyDown); window.removeEventListener('keyup', this.keyUp);
  }

  fit() {
    const r = this.canvas.parentElement.getBoundingClientRect();
    this.dpr = window.devicePixelRatio || 1;
    this.w = r.width; this.h = r.height;
    this.canvas.width = Math.round(r.width * this.dpr);
    this.canvas.height = Math.round(r.height * this.dpr);
    // Until the person zooms or pans, the picture follows the window (fit on screen).
    if ((!this.fitted || !this.userMoved) && this.doc.info.peek()) { this.fitted = true; this.zoomFit(); }
    this.draw();
  }

  size() { const i = this.doc.info.peek(); return i ? { w: i.width, h: i.height } : null; }

  zoomFit() {
    const s = this.size();
    if (!s || !this.w) return;
    this.userMoved = false;
    const z = Math.min((this.w - 48) / s.w, (this.h - 48) / s.h);
    this.view.zoom.value = Math.max(0.02, z);
    this.view.panX.value = (this.w - s.w * z) / 2;
    this.view.panY.value = (this.h - s.h * z) / 2;
  }

  zoomAt(z, x = this.w / 2, y = this.h / 2) {
    const v = this.view, old = v.zoom.value;
    this.userMoved = true;
    z = Math.min(32, Math.max(0.02, z));
    v.panX.value = x - ((x - v.panX.value) * z) / old;
    v.panY.value = y - ((y - v.panY.value) * z) / old;
    v.zoom.value = z;
  }

  toDoc(x, y) { const v = this.view; return { x: (x - v.panX.value) / v.zoom.value, y: (y - v.panY.value) / v.zoom.value }; }

  wheel(e) {
    e.preventDefault();
    const r = this.canvas.getBoundingClientRect();
    if (e.ctrlKey || e.metaKey || !e.shiftKey) this.zoomAt(this.view.zoom.value * Math.exp(-e.deltaY * 0.0022), e.clientX - r.left, e.clientY - r.top);
    else { this.userMoved = true; this.view.panX.value -= e.deltaY; }
  }

  down(e) {
    const r = this.canvas.getBoundingClientRect();
    const x = e.clientX - r.left, y = e.clientY - r.top;
    this.canvas.setPointerCapture(e.pointerId);
    const tool = this.view.tool.value;
    if (this.space || tool === 'hand' || e.button === 1) { this.drag = { kind: 'pan', x, y, px: this.view.panX.value, py: this.view.panY.value }; return; }
    if (tool === 'rect' || tool === 'ellipse' || tool === 'crop') { const p = this.toDoc(x, y); this.drag = { kind: 'marquee', tool, x0: p.x, y0: p.y }; return; }
    if (tool === 'dropper' || tool === 'text') { const p = this.toDoc(x, y); this.view.onPick && this.view.onPick(tool, p, this.pixelAt(x, y)); }
  }

  move(e) {
    const d = this.drag;
    if (!d) return;
    const r = this.canvas.getBoundingClientRect();
    const x = e.clientX - r.left, y = e.clientY - r.top;
    if (d.kind === 'pan') { this.userMoved = true; this.view.panX.value = d.px + x - d.x; this.view.panY.value = d.py + y - d.y; return; }
    const p = this.toDoc(x, y);
    const s = this.size();
    const cx = (v, hi) => Math.max(0, Math.min(hi, v));
    const x0 = cx(Math.min(d.x0, p.x), s.w), y0 = cx(Math.min(d.y0, p.y), s.h);
    const x1 = cx(Math.max(d.x0, p.x), s.w), y1 = cx(Math.max(d.y0, p.y), s.h);
    this.view.draft.value = { kind: d.tool === 'ellipse' ? 'ellipse' : 'rect', tool: d.tool, x: Math.round(x0), y: Math.round(y0), w: Math.round(x1 - x0), h: Math.round(y1 - y0) };
  }

  up() {
    const d = this.drag;
    this.drag = null;
    if (d && d.kind === 'marquee') {
      const r = this.view.draft.value;
      this.view.draft.value = null;
      if (r && r.w >= 2 && r.h >= 2) this.view.onMarquee && this.view.onMarquee(d.tool, r);
    }
  }

  pixelAt(x, y) {
    const p = this.ctx.getImageData(Math.round(x * this.dpr), Math.round(y * this.dpr), 1, 1).data;
    return '#' + [p[0], p[1], p[2]].map((v) => v.toString(16).padStart(2, '0')).join('');
  }

  draw() {
    const { ctx } = this;
    if (!this.w) return;
    const dpr = this.dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#0b0c0f';
    ctx.fillRect(0, 0, this.w, this.h);
    const s = this.size();
    const pic = this.doc.picture.value;
    if (!s) return;
    if (!this.fitted) { this.fitted = true; this.zoomFit(); return; }
    const v = this.view, z = v.zoom.value, px = v.panX.value, py = v.panY.value;
    const W = s.w * z, H = s.h * z;
    // Checkerboard for transparency.
    ctx.save();
    ctx.beginPath(); ctx.rect(px, py, W, H); ctx.clip();
    const c = 10;
    for (let yy = Math.floor(Math.max(py, 0) / c) * c; yy < Math.min(py + H, this.h); yy += c) {
      for (let xx = Math.floor(Math.max(px, 0) / c) * c; xx < Math.min(px + W, this.w); xx += c) {
        ctx.fillStyle = ((xx + yy) / c) % 2 ? '#2a2e36' : '#1d2026';
        ctx.fillRect(xx, yy, c, c);
      }
    }
    if (pic) {
      ctx.imageSmoothingQuality = 'high';
      ctx.filter = v.filter.value || 'none';
      ctx.drawImage(pic.bitmap, px, py, W, H);
      ctx.filter = 'none';
    }
    ctx.restore();
    ctx.strokeStyle = 'rgba(255,255,255,0.12)';
    ctx.strokeRect(px - 0.5, py - 0.5, W + 1, H + 1);
    const sel = v.draft.value || this.doc.selShape.value;
    if (sel) this.antsAround(sel, z, px, py);
  }

  antsAround(sel, z, px, py) {
    const { ctx } = this;
    const path = () => {
      ctx.beginPath();
      const x = px + sel.x * z, y = py + sel.y * z, w = sel.w * z, h = sel.h * z;
      if (sel.kind === 'ellipse') ctx.ellipse(x + w / 2, y + h / 2, Math.abs(w / 2), Math.abs(h / 2), 0, 0, Math.PI * 2);
      else ctx.rect(Math.round(x) + 0.5, Math.round(y) + 0.5, Math.round(w), Math.round(h));
    };
    ctx.lineWidth = 1;
    ctx.setLineDash([]);
    ctx.strokeStyle = '#000';
    path(); ctx.stroke();
    ctx.setLineDash([4, 4]);
    ctx.lineDashOffset = -this.ants;
    ctx.strokeStyle = '#fff';
    path(); ctx.stroke();
    ctx.setLineDash([]);
  }
}
