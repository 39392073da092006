// The video editor page: assets | preview | properties/chat on top, the timeline below; every
// border resizable and remembered. The view (playhead, zoom, scroll, selection) is remembered per
// project so a reload restores it.
import { html, render, useState, useEffect, useRef, useValue, effect } from '../lib/html.js';
import { api, me } from '../lib/api.js';
import { Tabs, Splitter, rememberedSize, Toasts, IconButton, Button, toast } from '../lib/ui.js';
import { createEditor } from './state.js';
import { Media } from './media-cache.js';
import { AssetsPanel } from './assets.js';
import { Preview } from './preview.js';
import { Timeline } from './timeline.js';
import { Properties } from './properties.js';
import { RenderDialog } from './render-dialog.js';
import { installShortcuts } from './actions.js';
import { installControl } from './control.js';
import { installVideoBridge, BridgeBadge } from '../bridge/bridge.js';
import { Chat } from '../chat/chat.js';

const left = rememberedSize('video.left', 0.24);
const right = rememberedSize('video.right', 0.27);
const bottom = rememberedSize('video.bottom', 0.38);

function restoreView(ed) {
  const key = 'neuralcut.view.' + ed.id;
  try {
    const v = JSON.parse(localStorage.getItem(key) || 'null');
    if (v) { ed.playhead.value = v.playhead || 0; ed.zoom.value = v.zoom || 1; ed.viewStart.value = v.viewStart || 0; ed.selection.value = v.selection || []; }
  } catch { /* a bad saved view is ignored */ }
  let t;
  effect(() => {
    const v = { playhead: ed.playhead.value, zoom: ed.zoom.value, viewStart: ed.viewStart.value, selection: ed.selection.value };
    clearTimeout(t);
    t = setTimeout(() => localStorage.setItem(key, JSON.stringify(v)), 300);
  });
}

function Editor({ ed }) {
  const view = useRef(null);
  const [side, setSide] = useState('properties');
  const [dialog, setDialog] = useState(null);
  const meta = useValue(ed.meta);
  const live = useValue(ed.live);
  const pending = useValue(() => ed.pending.value > 0);
  const l = useValue(left), r = useValue(right), b = useValue(bottom);
  const togglePlay = () => {
    if (!ed.playing.value && ed.playhead.value >= ed.duration.value - 1e-3) ed.playhead.value = 0;
    ed.playing.value = !ed.playing.value;
  };
  useEffect(() => installShortcuts(ed, view, togglePlay), []);
  const rename = async (e) => {
    const name = e.currentTarget.value.trim();
    if (!name || name === meta?.name) return;
    try { await api('PATCH', ed.base, { name }); ed.load(); } catch (err) { toast(err.message, 'error'); }
  };
  return html`<div class="editor">
    <header class="topbar">
      <a class="brand" href="/" aria-label="NeuralCut home"><img src="/static/img/icon.svg" alt="" />NeuralCut</a>
      <span class="tl-sep"></span>
      <input class="doc-name" aria-label="Project name" value=${meta?.name || ''} onChange=${rename} />
      <span class="status-pill" title=${live === 'live' ? 'Changes from anywhere appear here' : 'Reconnecting to live updates'}>
        <span class=${'status-dot' + (pending ? ' busy' : live === 'live' ? '' : ' off')}></span>${pending ? 'Saving…' : live === 'live' ? 'Saved · live' : 'Reconnecting…'}</span>
      <span class="spacer"></span>
      <${BridgeBadge} />
      <${Button} kind="primary" icon="download" id="open-render" onClick=${() => setDialog('render')}>Render<//>
    </header>
    <div class="editor-main">
      <div class="editor-top" ref=${(el) => el && (el.style.flexBasis = `${(1 - b) * 100}%`)}>
        <div class="panel" ref=${(el) => el && (el.style.width = `${l * 100}%`)}><${AssetsPanel} ed=${ed} /></div>
        <${Splitter} size=${left} min=${0.14} max=${0.4} label="Resize assets panel" />
        <${Preview} ed=${ed} />
        <${Splitter} size=${right} min=${0.18} max=${0.45} invert label="Resize side panel" />
        <section class="panel" aria-label="Properties and chat" ref=${(el) => el && (el.style.width = `${r * 100}%`)}>
          <${Tabs} label="Side panel" value=${side} onChange=${setSide} tabs=${[{ id: 'properties', label: 'Properties', icon: 'sliders' }, { id: 'chat', label: 'Agent', icon: 'sparkles' }]} />
          <div class=${side === 'chat' ? 'panel-body chat-body' : 'panel-body'} role="tabpanel" aria-labelledby=${'tab-' + side} hidden=${side !== 'properties'}>
            <${Properties} ed=${ed} /></div>
          <div class="chat-wrap" role="tabpanel" aria-labelledby="tab-chat" hidden=${side !== 'chat'}>
            <${Chat} agentUrl=${ed.base + '/agent'} undo=${() => ed.call('undo', {}, { ifMatch: false })} onChange=${() => ed.load()}
              placeholder='Try "remove 0:05 to 0:08 and add the title Hello at the top"'
              basicHint="Set an LLM key (see the README) for the full agent." /></div>
        </section>
      </div>
      <${Splitter} size=${bottom} axis="y" min=${0.15} max=${0.7} invert label="Resize timeline" />
      <div class="editor-bottom-wrap" ref=${(el) => el && (el.style.flexBasis = `${b * 100}%`)}>
        <${Timeline} ed=${ed} viewRef=${view} /></div>
    </div>
    ${dialog === 'render' && html`<${RenderDialog} ed=${ed} onClose=${() => setDialog(null)} />`}
    <${Toasts} />
  </div>`;
}

async function main() {
  const id = decodeURIComponent(location.pathname.split('/')[2] || '');
  const ed = createEditor(id);
  ed.media = new Media(ed.base); // thumbnails and waveforms, fetched once for the page
  window.__neuralcutEditor = ed;
  const control = installControl(ed);
  restoreView(ed);
  render(html`<${Editor} ed=${ed} />`, document.getElementById('app'));
  me().catch(() => {});
  try { await ed.load(); } catch (e) { toast(e.status === 404 ? 'Project not found' : e.message, 'error', 10000); return; }
  ed.connect();
  installVideoBridge(ed, control);
  document.title = `${ed.meta.value?.name || 'Project'} · NeuralCut`;
  document.body.dataset.ready = 'true';
  performance.mark('neuralcut-ready');
}

main();
