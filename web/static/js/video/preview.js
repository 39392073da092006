// The preview: frames come from the server's frame endpoint. While scrubbing, a small frame is
// asked for at each move and only the newest request lives (older ones are aborted, so the server
// cancels them too); when the playhead rests 250 ms a sharp frame at the stage's real size follows.
// Frames are kept in a small cache keyed by the document version, the time and the width. The
// server renders the timeline ahead of time in small segments, so a scrubbed frame is usually a
// file it reads.
//
// Playback plays the server's low-resolution playback file of the timeline in a <video> kept in
// sync with the playhead (the playhead follows the video; a seek moves the video). While the file
// is being made again after an edit, "Preview updating…" shows and playback steps through frames.
import { html, useEffect, useRef, useValue, effect } from '../lib/html.js';
import { IconButton, fmtTime } from '../lib/ui.js';
import { Icon } from '../lib/icons.js';

const SCRUB_W = 640;
const REST_MS = 250;
const CACHE = 160;

export class FrameLoader {
  constructor(ed, draw) {
    this.ed = ed;
    this.draw = draw;
    this.cache = new Map();
    this.ctrl = null;
    this.restTimer = 0;
    this.latencies = [];
    this.seq = 0; // requests made
    this.shownSeq = 0; // the newest request drawn
  }

  key(t, w) { return `${this.ed.frameKey.peek()}|${t.toFixed(4)}|${w}`; }

  // show asks for the frame at t: small now, sharp after a rest.
  show(t, sharpW, started = performance.now()) {
    clearTimeout(this.restTimer);
    this.fetchFrame(t, Math.min(SCRUB_W, sharpW), started);
    if (sharpW > SCRUB_W) this.restTimer = setTimeout(() => this.fetchFrame(t, sharpW, performance.now()), REST_MS);
  }

  async fetchFrame(t, w, started) {
    const k = this.key(t, w);
    const seq = ++this.seq;
    const hit = this.cache.get(k);
    if (hit) { this.shownSeq = seq; this.draw(hit, t, w); this.note(started, w); return; }
    // newest wins, once something is on the stage: until the first frame is drawn, an older request
    // goes on (edits in quick succession right after opening would otherwise leave it blank)
    if (this.ctrl && this.shownSeq) this.ctrl.abort();
    const ctrl = (this.ctrl = new AbortController());
    try {
      const res = await fetch(`${this.ed.base}/frame?t=${t.toFixed(4)}&w=${w}`, { signal: ctrl.signal, credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      const bmp = await createImageBitmap(await res.blob());
      if (ctrl.signal.aborted) return;
      this.cache.set(k, bmp);
      if (this.cache.size > CACHE) {
        const first = this.cache.keys().next().value;
        this.cache.get(first).close?.();
        this.cache.delete(first);
      }
      if (seq < this.shownSeq) return; // a newer frame is on the stage already
      this.shownSeq = seq;
      this.draw(bmp, t, w);
      this.note(started, w);
    } catch (e) {
      if (e.name !== 'AbortError') this.failed = true;
    } finally { if (this.ctrl === ctrl) this.ctrl = null; }
  }

  // note keeps the latency of a scrubbing-size frame (input -> drawn), for the benchmark
  note(started, w) {
    if (w > SCRUB_W) return;
    this.latencies.push(performance.now() - started);
    if (this.latencies.length > 2000) this.latencies.shift();
  }
}

export function Preview({ ed }) {
  const stage = useRef();
  const frame = useRef();
  const canvas = useRef();
  const playing = useValue(ed.playing);
  const t = useValue(ed.playhead);
  const dur = useValue(ed.duration);
  const fps = useValue(ed.fps);
  const project = useValue(ed.project);
  const video = useRef();
  // the playback file of the version on screen, when it is made
  const playback = useValue(() => {
    const st = ed.preview.value;
    return st && st.state === 'ready' && st.version === ed.version.value && st.playback ? `${ed.base}/preview/${st.playback}` : null;
  });
  const updating = useValue(() => {
    const st = ed.preview.value;
    if (ed.pending.value > 0) return 'Preview updating…';
    if (!st || st.state === 'empty' || st.state === 'ready' && st.version === ed.version.value) return '';
    if (st.error) return 'Preview unavailable';
    return st.version === ed.version.value && st.ready < st.segments ? `Preview updating… ${st.ready}/${st.segments}` : 'Preview updating…';
  });
  const onVideo = playing && !!playback;
  useEffect(() => {
    const c = canvas.current, ctx = c.getContext('2d');
    const loader = new FrameLoader(ed, (bmp) => {
      if (c.width !== bmp.width || c.height !== bmp.height) { c.width = bmp.width; c.height = bmp.height; }
      ctx.drawImage(bmp, 0, 0);
      c.dataset.drawn = String(Number(c.dataset.drawn || 0) + 1);
      c.dataset.time = String(bmp._t ?? '');
    });
    window.__neuralcutFrames = loader; // for the benchmark: scrub latencies
    // Fit the frame box to the stage at the project's aspect.
    const fit = () => {
      const s = ed.project.peek()?.settings;
      const r = stage.current.getBoundingClientRect();
      const ar = s ? s.width / s.height : 16 / 9;
      let w = r.width - 24, h = w / ar;
      if (h > r.height - 24) { h = r.height - 24; w = h * ar; }
      frame.current.style.width = `${Math.max(0, Math.floor(w))}px`;
      frame.current.style.height = `${Math.max(0, Math.floor(h))}px`;
      loader.displayW = Math.floor(w * (window.devicePixelRatio || 1));
    };
    const ro = new ResizeObserver(fit);
    ro.observe(stage.current);
    const stop = effect(() => {
      const time = ed.scrubTime.value ?? ed.playhead.value;
      ed.frameKey.value; // a new document version redraws
      const s = ed.project.value?.settings;
      if (!s) return;
      if (ed.playing.value && video.current && !video.current.paused) return; // the video shows it
      fit();
      const sharp = Math.min(s.width, Math.max(SCRUB_W, Math.round((loader.displayW || SCRUB_W) / 16) * 16));
      // timed from the pointer event that moved the playhead, when one did
      loader.show(time, ed.playing.peek() ? SCRUB_W : sharp, ed.inputAt ?? performance.now());
    });
    return () => { ro.disconnect(); stop(); };
  }, []);

  // Playback from the playback file: the playhead follows the video; a seek elsewhere (the ruler,
  // a key) moves the video.
  useEffect(() => {
    const v = video.current;
    if (!onVideo || !v) return;
    let raf, shown = -1, stopped = false;
    const start = () => {
      if (stopped) return;
      v.currentTime = ed.playhead.peek();
      v.play().catch(() => { if (!stopped) ed.playing.value = false; });
      shown = v.currentTime;
      const step = () => {
        const want = ed.playhead.peek();
        if (Math.abs(want - shown) > 0.05) v.currentTime = want; // moved by someone else
        if (v.ended || v.currentTime >= ed.duration.peek() - 1e-3) {
          ed.playhead.value = ed.duration.peek();
          ed.playing.value = false;
          return;
        }
        ed.playhead.value = shown = v.currentTime;
        raf = requestAnimationFrame(step);
      };
      raf = requestAnimationFrame(step);
    };
    if (v.readyState >= 1) start(); else v.addEventListener('loadedmetadata', start, { once: true });
    return () => { stopped = true; cancelAnimationFrame(raf); v.removeEventListener('loadedmetadata', start); v.pause(); };
  }, [onVideo, playback]);

  // Playback while the file is being made: the playhead advances in real time; frames follow
  // (newest wins).
  useEffect(() => {
    if (!playing || playback) return;
    let raf, last = performance.now();
    const step = (now) => {
      const next = ed.playhead.peek() + (now - last) / 1000;
      last = now;
      if (next >= ed.duration.peek()) { ed.playhead.value = ed.duration.peek(); ed.playing.value = false; return; }
      ed.playhead.value = next;
      raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
  }, [playing, playback]);

  const toggle = () => {
    if (!ed.playing.value && ed.playhead.value >= ed.duration.value - 1e-3) ed.playhead.value = 0;
    ed.playing.value = !ed.playing.value;
  };
  const s = project?.settings;
  return html`<section class="preview" aria-label="Preview">
    <div class="preview-stage" ref=${stage}>
      <div class=${'preview-frame' + (onVideo ? ' playing' : '')} ref=${frame}>
        <canvas ref=${canvas} id="preview-canvas" role="img" aria-label=${`Frame at ${fmtTime(t)}`}></canvas>
        <video ref=${video} id="preview-video" src=${playback || undefined} preload="auto" playsinline
          aria-label="Playback preview" data-ready=${String(!!playback)}></video></div>
      ${updating && html`<span class="preview-note badge badge-warn" id="preview-updating" role="status">${updating}</span>`}
      ${project && dur === 0 && html`<div class="preview-empty"><${Icon} name="film" size=${30} /><strong>Nothing to show yet</strong>
        <span>Add a clip, a picture or a title to the timeline.</span></div>`}
    </div>
    <div class="preview-bar">
      <${IconButton} icon="skipBack" label="Jump to start" onClick=${() => ed.seek(0)} kbd="Home" />
      <${IconButton} icon=${playing ? 'pause' : 'play'} id="play" label=${playing ? 'Pause' : 'Play'} onClick=${toggle} kbd="Space" />
      <span class="timecode" aria-live="off"><b>${fmtTime(t, fps)}</b> <span>/ ${fmtTime(dur, fps)}</span></span>
      <span class="spacer"></span>
      ${s && html`<span class="faint">${s.width}×${s.height} · ${Math.round(fps * 100) / 100} fps</span>`}
    </div>
  </section>`;
}
