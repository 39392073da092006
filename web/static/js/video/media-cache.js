// Media holds each asset's filmstrip and waveform, fetched once from the server (which makes them
// at upload and caches them) and drawn into clips at any zoom without asking again.
import { secs } from './state.js';

export class Media {
  constructor(base) {
    this.base = base;
    this.thumbs = new Map(); // assetId -> {img, ok}
    this.waves = new Map(); // assetId -> {peaks: Float32Array} | {img}
    this.onLoad = null;
    this.aspects = new Map(); // assetId -> width/height, from the project
  }

  thumb(assetId) {
    let t = this.thumbs.get(assetId);
    if (t) return t;
    t = { img: new Image(), ok: false, tries: 0 };
    this.thumbs.set(assetId, t);
    const load = () => { t.img.src = `${this.base}/assets/${encodeURIComponent(assetId)}/thumbnail?try=${t.tries}`; };
    t.img.onload = () => { t.ok = true; this.onLoad && this.onLoad(); };
    // The thumbnail is a background job: retry for a while until it exists.
    t.img.onerror = () => { if (++t.tries < 20) setTimeout(load, 1500); };
    load();
    return t;
  }

  wave(assetId) {
    let w = this.waves.get(assetId);
    if (w) return w;
    w = { peaks: null, img: null };
    this.waves.set(assetId, w);
    let tries = 0;
    const load = async () => {
      try {
        const res = await fetch(`${this.base}/assets/${encodeURIComponent(assetId)}/waveform`, { credentials: 'same-origin' });
        if (!res.ok) throw new Error(String(res.status));
        const ct = res.headers.get('Content-Type') || '';
        if (ct.includes('json')) {
          const j = await res.json();
          const arr = Array.isArray(j) ? j : j.peaks || j.data || j.samples || [];
          const max = arr.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
          w.peaks = Float32Array.from(arr, (v) => Math.abs(v) / max);
        } else if (ct.startsWith('image/')) {
          const img = new Image();
          img.src = URL.createObjectURL(await res.blob());
          await img.decode();
          w.img = img;
        } else {
          // Raw 8-bit peaks.
          const b = new Uint8Array(await res.arrayBuffer());
          w.peaks = Float32Array.from(b, (v) => v / 255);
        }
        this.onLoad && this.onLoad();
      } catch {
        if (++tries < 20) setTimeout(load, 1500);
      }
    };
    load();
    return w;
  }

  // drawThumbs tiles the clip with filmstrip frames at their own aspect ratio (never stretched).
  drawThumbs(ctx, e, x0, x1, y, h, pps, viewW) {
    if (!e.assetId) return;
    const t = this.thumb(e.assetId);
    if (!t.ok) return;
    const img = t.img;
    const srcDur = secs(e.sourceDuration) || secs(e.duration);
    // A filmstrip is a row of frames; its frame aspect is guessed from the strip's height and the
    // asset's own aspect when the strip is wider than tall.
    const ar = this.aspects.get(e.assetId) || 16 / 9;
    const frameW = img.naturalHeight * ar;
    const n = Math.max(1, Math.round(img.naturalWidth / frameW));
    const tileH = h, tileW = Math.max(8, Math.round(tileH * (img.naturalWidth / n) / img.naturalHeight));
    const from = Math.max(x0, 0), to = Math.min(x1, viewW);
    ctx.globalAlpha *= 0.9;
    for (let x = x0 + Math.floor((from - x0) / tileW) * tileW; x < to; x += tileW) {
      const srcT = secs(e.trimStart) + (x - x0) / pps;
      const i = Math.min(n - 1, Math.max(0, Math.floor((srcT / Math.max(srcDur, 1e-6)) * n)));
      ctx.drawImage(img, (i * img.naturalWidth) / n, 0, img.naturalWidth / n, img.naturalHeight, x, y, tileW, tileH);
    }
    ctx.globalAlpha /= 0.9;
  }

  drawWave(ctx, e, x0, x1, y, h, pps, viewW, color) {
    if (!e.assetId || h < 4) return;
    const w = this.wave(e.assetId);
    const srcDur = secs(e.sourceDuration);
    if (!srcDur) return;
    if (w.img) {
      const sx = (secs(e.trimStart) / srcDur) * w.img.naturalWidth;
      const sw = ((x1 - x0) / pps / srcDur) * w.img.naturalWidth;
      ctx.drawImage(w.img, sx, 0, sw, w.img.naturalHeight, x0, y, x1 - x0, h);
      return;
    }
    if (!w.peaks || !w.peaks.length) return;
    const p = w.peaks, n = p.length;
    const mid = y + h / 2;
    ctx.fillStyle = color;
    const from = Math.max(0, Math.floor(x0 < 0 ? -x0 : 0)), to = Math.min(x1, viewW) - x0;
    for (let dx = from; dx < to; dx += 2) {
      const t0 = secs(e.trimStart) + dx / pps, t1 = t0 + 2 / pps;
      let i0 = Math.floor((t0 / srcDur) * n), i1 = Math.max(i0 + 1, Math.ceil((t1 / srcDur) * n));
      let m = 0;
      for (let i = Math.max(0, i0); i < Math.min(n, i1); i++) if (p[i] > m) m = p[i];
      const a = Math.max(0.5, m * h * 0.48);
      ctx.fillRect(x0 + dx, mid - a, 1.2, a * 2);
    }
  }
}
