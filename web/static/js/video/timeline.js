// The timeline panel: a toolbar (undo/redo, split, delete, duplicate, snapping, zoom), track
// headers with mute/hide toggles (DOM, so they are labelled and reachable by keyboard) and the
// canvas that TimelineView draws.
import { html, useEffect, useRef, useState, useValue } from '../lib/html.js';
import { IconButton } from '../lib/ui.js';
import { Icon } from '../lib/icons.js';
import { TimelineView, rowsOf, RULER_H, MIN_ZOOM, MAX_ZOOM } from './timeline-view.js';
import { actions } from './actions.js';

const KIND_ICON = { main: 'film', overlay: 'image', text: 'text', audio: 'music', effect: 'effect' };
const KIND_NAME = { main: 'Main', overlay: 'Overlay', text: 'Text', audio: 'Audio', effect: 'Effects' };

export function Timeline({ ed, viewRef }) {
  const canvas = useRef();
  const [scrollY, setScrollY] = useState(0);
  const project = useValue(ed.project);
  const zoom = useValue(ed.zoom);
  const snapping = useValue(ed.snapping);
  const sel = useValue(ed.selection);
  const a = actions(ed);
  useEffect(() => {
    const v = new TimelineView(canvas.current, ed, { onScrollY: setScrollY });
    viewRef.current = v;
    window.__neuralcutTimeline = v;
    return () => v.destroy();
  }, []);
  const rows = rowsOf(project);
  const counts = {};
  const names = rows.map((r) => {
    counts[r.track.kind] = (counts[r.track.kind] || 0) + 1;
    return r.track.name || `${KIND_NAME[r.track.kind] || r.track.kind}${r.track.kind === 'main' ? '' : ' ' + counts[r.track.kind]}`;
  });
  const zoomSlider = Math.log(zoom / MIN_ZOOM) / Math.log(MAX_ZOOM / MIN_ZOOM);
  const onKeyCanvas = (e) => {
    // The canvas itself: Tab reaches it; arrows move the playhead, Enter selects under it.
    if (e.key === 'Enter') {
      const t = ed.playhead.value;
      const hits = rows.flatMap((r) => r.track.elements).filter((el) => el.startTime / 120000 <= t && (el.startTime + el.duration) / 120000 > t);
      ed.select(hits.map((h) => h.id));
    }
  };
  return html`<section class="editor-bottom" aria-label="Timeline">
    <div class="tl-toolbar" role="toolbar" aria-label="Timeline tools">
      <${IconButton} icon="undo" label="Undo" kbd="Ctrl+Z" id="undo" onClick=${a.undo} />
      <${IconButton} icon="redo" label="Redo" kbd="Ctrl+Shift+Z" id="redo" onClick=${a.redo} />
      <span class="tl-sep"></span>
      <${IconButton} icon="split" label="Split at playhead" kbd="S" id="split" onClick=${a.split} />
      <${IconButton} icon="trash" label="Delete selection" kbd="Delete" id="delete" onClick=${a.remove} disabled=${!sel.length} />
      <${IconButton} icon="copy" label="Duplicate selection" kbd="Ctrl+D" id="duplicate" onClick=${a.duplicate} disabled=${!sel.length} />
      <span class="tl-sep"></span>
      <${IconButton} icon="magnet" label="Snapping" kbd="N" pressed=${snapping} onClick=${() => { ed.snapping.value = !ed.snapping.value; }} />
      <span class="spacer"></span>
      <span class="faint" aria-live="polite">${sel.length ? `${sel.length} selected` : ''}</span>
      <span class="tl-sep"></span>
      <${IconButton} icon="zoomOut" label="Zoom out" kbd="−" onClick=${() => viewRef.current.zoomTo(ed.zoom.value / 1.5)} />
      <input class="tl-zoom" type="range" min="0" max="1" step="0.001" value=${zoomSlider} aria-label="Zoom"
        onInput=${(e) => viewRef.current.zoomTo(MIN_ZOOM * Math.pow(MAX_ZOOM / MIN_ZOOM, parseFloat(e.currentTarget.value)))} />
      <${IconButton} icon="zoomIn" label="Zoom in" kbd="+" onClick=${() => viewRef.current.zoomTo(ed.zoom.value * 1.5)} />
      <${IconButton} icon="fit" label="Zoom to fit" id="zoom-fit" onClick=${() => viewRef.current.zoomToFit()} />
      <span class="zoom-label">${zoom >= 10 ? Math.round(zoom) : zoom.toFixed(1)}×</span>
    </div>
    <div class="tl-body">
      <div class="tl-heads">
        <div class="tl-ruler-corner faint">Tracks</div>
        <div class="tl-heads-inner" ref=${(el) => el && (el.style.transform = `translateY(${-scrollY}px)`)}>
          ${rows.map((r, i) => html`<div class="tl-head" key=${r.track.id} data-track=${r.track.id}
            ref=${(el) => { if (el) { el.style.top = `${r.y}px`; el.style.height = `${r.h}px`; } }}>
            <span class="tl-head-name"><${Icon} name=${KIND_ICON[r.track.kind] || 'film'} size=${14} />${names[i]}</span>
            ${r.track.kind !== 'audio' && r.track.kind !== 'effect' && html`<${IconButton} class="small" icon=${r.track.hidden ? 'eyeOff' : 'eye'}
              label=${`${r.track.hidden ? 'Show' : 'Hide'} ${names[i]}`} pressed=${!!r.track.hidden}
              onClick=${() => ed.call('toggle_track_visibility', { trackId: r.track.id, hidden: !r.track.hidden })} />`}
            ${(r.track.kind === 'audio' || r.track.kind === 'main' || r.track.kind === 'overlay') && html`<${IconButton} class="small"
              icon=${r.track.muted ? 'mute' : 'volume'} label=${`${r.track.muted ? 'Unmute' : 'Mute'} ${names[i]}`} pressed=${!!r.track.muted}
              onClick=${() => ed.call('toggle_track_mute', { trackId: r.track.id, muted: !r.track.muted })} />`}
          </div>`)}
        </div>
      </div>
      <div class="tl-canvas-wrap" onDragOver=${(e) => { e.preventDefault(); e.dataTransfer.dropEffect = 'copy'; }}
        onDrop=${(e) => dropAsset(e, ed, viewRef.current)}>
        <canvas ref=${canvas} id="timeline-canvas" tabindex="0" onKeyDown=${onKeyCanvas}
          aria-label="Timeline: click to select, drag to move, drag clip edges to trim, Ctrl+wheel to zoom"></canvas>
      </div>
    </div>
  </section>`;
}

// dropAsset adds a dragged asset where it was dropped: the track under the pointer when it
// accepts the asset, else the natural track for its type.
function dropAsset(e, ed, view) {
  e.preventDefault();
  const id = e.dataTransfer.getData('application/x-neuralcut-asset');
  if (!id || !view) return;
  const asset = ed.assets.value.find((a) => a.id === id);
  if (!asset) return;
  const r = e.currentTarget.getBoundingClientRect();
  const x = e.clientX - r.left, y = e.clientY - r.top;
  const row = y > RULER_H ? view.rowAt(y) : null;
  let trackType = asset.type === 'audio' ? 'audio' : 'main';
  if (row && asset.type !== 'audio' && row.track.kind === 'overlay') trackType = 'overlay';
  ed.call('add_media_to_timeline', { assetId: id, startTime: Math.round(view.quantize(view.timeAt(x)) * 1e6) / 1e6, trackType });
}
