// The assets panel: media (upload with progress, thumbnails, durations, used marker, what each
// shows in words; drag onto the timeline or press Add to place at the playhead), text presets,
// stickers, effects and captions.
import { html, useState, useEffect, useRef, useValue } from '../lib/html.js';
import { upload, post, listOf } from '../lib/api.js';
import { Tabs, IconButton, Button, Dialog, TextField, Progress, Empty, toast, fmtDuration } from '../lib/ui.js';
import { Icon } from '../lib/icons.js';
import { Captions } from './captions.js';

const round = (t) => Math.round(t * 1e6) / 1e6;

// Still draws one frame of an asset's thumbnail: the middle tile of a video's filmstrip (a row of
// frames at the asset's aspect ratio), or the image itself, fitted without stretching.
function Still({ ed, asset }) {
  const ref = useRef();
  useEffect(() => {
    const t = ed.media.thumb(asset.id);
    const draw = () => {
      const c = ref.current, img = t.img;
      if (!c || !t.ok) return;
      const ar = asset.width && asset.height ? asset.width / asset.height : 16 / 9;
      const n = asset.type === 'video' ? Math.max(1, Math.round(img.naturalWidth / (img.naturalHeight * ar))) : 1;
      const tw = img.naturalWidth / n, i = Math.floor(n / 2);
      const r = c.getBoundingClientRect(), dpr = window.devicePixelRatio || 1;
      c.width = Math.round(r.width * dpr); c.height = Math.round(r.height * dpr);
      const s = Math.min(c.width / tw, c.height / img.naturalHeight);
      const w = tw * s, h = img.naturalHeight * s;
      c.getContext('2d').drawImage(img, i * tw, 0, tw, img.naturalHeight, (c.width - w) / 2, (c.height - h) / 2, w, h);
    };
    const id = setInterval(() => { if (t.ok) { draw(); clearInterval(id); } }, 200);
    draw();
    return () => clearInterval(id);
  }, [asset.id]);
  return html`<canvas ref=${ref} aria-hidden="true"></canvas>`;
}

// The longest description describe_asset keeps, in bytes (timeline.MaxDescription).
const MAX_DESCRIPTION = 2000;
const bytesOf = (s) => new TextEncoder().encode(s).length;

// DescribeDialog edits what an asset shows, in words, through describe_asset: one undo entry like
// any edit; basic mode and the agent then find the file by those words ("the balcony scene").
function DescribeDialog({ ed, asset, onClose }) {
  const [text, setText] = useState(asset.description || '');
  const [busy, setBusy] = useState(false);
  const over = bytesOf(text.trim()) > MAX_DESCRIPTION;
  const save = async (description) => {
    setBusy(true);
    const r = await ed.call('describe_asset', { assetId: asset.id, description });
    setBusy(false);
    if (!r.error) onClose();
  };
  return html`<${Dialog} title=${`Describe ${asset.name}`} class="describe-dialog" onClose=${onClose} footer=${html`
      ${asset.description && html`<${Button} kind="ghost" id="describe-clear" onClick=${() => save('')} disabled=${busy}>Clear<//>`}
      <span class="spacer"></span>
      <${Button} onClick=${onClose}>Cancel<//>
      <${Button} kind="primary" id="describe-save" onClick=${() => save(text)} disabled=${busy || over}>Save<//>`}>
    <${TextField} id="describe-text" label="What it shows" multiline value=${text} onInput=${setText}
      placeholder="e.g. the balcony scene at night" />
    <p class=${over ? 'form-error' : 'faint'}>${over ? `Too long: at most ${MAX_DESCRIPTION} bytes.`
      : 'A sentence is enough. Requests can then name the file by it, e.g. “put the balcony scene first”.'}</p>
  <//>`;
}

function MediaTab({ ed }) {
  const assets = useValue(ed.assets);
  const [uploads, setUploads] = useState([]);
  const [describing, setDescribing] = useState(null); // the asset whose description is being edited
  const [over, setOver] = useState(false);
  const send = (files) => {
    for (const file of files) {
      const u = { id: Math.random(), name: file.name, p: 0 };
      setUploads((l) => [...l, u]);
      upload(ed.base + '/assets', file, (p) => setUploads((l) => l.map((x) => (x.id === u.id ? { ...x, p } : x))))
        .then(() => { toast(`Added ${file.name}`, 'ok'); return ed.load(); })
        .catch((e) => toast(`${file.name}: ${e.message}`, 'error', 6000))
        .finally(() => setUploads((l) => l.filter((x) => x.id !== u.id)));
    }
  };
  const add = (a) => ed.call('add_media_to_timeline', {
    assetId: a.id, startTime: round(ed.playhead.value), trackType: a.type === 'audio' ? 'audio' : 'main',
  });
  return html`<div class="stack">
    <div class=${'dropzone' + (over ? ' over' : '')} onDragOver=${(e) => { if (e.dataTransfer.types.includes('Files')) { e.preventDefault(); setOver(true); } }}
      onDragLeave=${() => setOver(false)} onDrop=${(e) => { e.preventDefault(); setOver(false); send([...e.dataTransfer.files]); }}>
      <${Icon} name="upload" size=${22} />
      <span>Drop video, audio or images here</span>
      <label class="btn btn-primary btn-small" for="asset-upload">Upload media</label>
      <input id="asset-upload" class="sr-only" type="file" multiple accept="video/*,audio/*,image/*"
        onChange=${(e) => { send([...e.currentTarget.files]); e.currentTarget.value = ''; }} />
    </div>
    ${uploads.map((u) => html`<div class="uploading" key=${u.id}><span>Uploading ${u.name}…</span><${Progress} value=${u.p} label=${'Uploading ' + u.name} /></div>`)}
    ${!assets.length && !uploads.length && html`<${Empty} icon="film" title="No media yet">Upload a clip, a song or a photo to start.<//>`}
    <div class="asset-grid" id="asset-list">
      ${assets.map((a) => html`<div class="asset" key=${a.id} data-asset=${a.id} draggable="true"
        onDragStart=${(e) => { e.dataTransfer.setData('application/x-neuralcut-asset', a.id); e.dataTransfer.effectAllowed = 'copy'; }}>
        <div class="asset-thumb">
          ${a.type === 'audio' ? html`<${Icon} name="music" size=${26} />` : html`<${Still} ed=${ed} asset=${a} />`}
          ${a.usedInTimeline && html`<span class="asset-used">In use</span>`}
          ${a.duration ? html`<span class="asset-dur">${fmtDuration(a.duration)}</span>` : ''}
          <${IconButton} class="asset-describe small" icon="pencil" label=${`Describe ${a.name}`} onClick=${() => setDescribing(a)} />
          <${IconButton} class="asset-add small" icon="plus" label=${`Add ${a.name} at the playhead`} onClick=${() => add(a)} />
        </div>
        <span class="asset-name" title=${a.name}>${a.name}</span>
        ${a.description && html`<span class="asset-desc" title=${a.description} onDblClick=${() => setDescribing(a)}>${a.description}</span>`}
      </div>`)}
    </div>
    ${describing && html`<${DescribeDialog} ed=${ed} asset=${describing} onClose=${() => setDescribing(null)} />`}
  </div>`;
}

function TextTab({ ed }) {
  const presets = [
    { style: 'hook', label: 'Hook', hint: 'Big, bold, at the top', position: 'top' },
    { style: 'plain', label: 'Title', hint: 'Centred title', position: 'center' },
    { style: 'subtitle', label: 'Subtitle', hint: 'A line at the bottom', position: 'bottom' },
    { style: 'label', label: 'Label', hint: 'Small tag', position: 'top' },
  ];
  const add = async (p) => {
    const t = ed.playhead.value;
    const r = await ed.call('add_text', { text: p.label === 'Title' ? 'Title' : p.label, start: round(t), end: round(t + 3), position: p.position, style: p.style });
    if (r.elementId) ed.select([r.elementId]);
  };
  return html`<div class="stack">${presets.map((p) => html`<button type="button" class="list-item" onClick=${() => add(p)}>
    <${Icon} name="text" size=${16} /><span>${p.label}</span><span class="spacer"></span><small>${p.hint}</small></button>`)}</div>`;
}

function Catalog({ ed, tool, key, onAdd, icon }) {
  const [items, setItems] = useState(null);
  const [q, setQ] = useState('');
  useEffect(() => { post(`${ed.base}/tools/${tool}`, {}).then((r) => setItems(listOf(r, key))).catch(() => setItems([])); }, []);
  const shown = (items || []).filter((s) => !q || JSON.stringify(s).toLowerCase().includes(q.toLowerCase()));
  return html`<div class="stack">
    <input class="input" type="search" placeholder="Search" aria-label=${'Search ' + key} value=${q} onInput=${(e) => setQ(e.currentTarget.value)} />
    ${items === null && html`<span class="muted">Loading…</span>`}
    ${shown.map((s) => html`<button type="button" class="list-item" key=${s.id} onClick=${() => onAdd(s)}>
      <${Icon} name=${icon} size=${16} /><span>${s.name || s.id}</span><span class="spacer"></span><small>${s.category || ''}</small></button>`)}
  </div>`;
}

export function AssetsPanel({ ed }) {
  const [tab, setTab] = useState('media');
  const now = () => round(ed.playhead.value);
  return html`<section class="panel assets-panel" aria-label="Assets">
    <${Tabs} label="Asset types" class="tabs-vertical" value=${tab} onChange=${setTab} tabs=${[
      { id: 'media', label: 'Media', icon: 'film' }, { id: 'text', label: 'Text', icon: 'text' },
      { id: 'stickers', label: 'Stickers', icon: 'sticker' }, { id: 'effects', label: 'Effects', icon: 'effect' },
      { id: 'captions', label: 'Captions', icon: 'captions' }]} />
    <div class="panel-body" role="tabpanel" aria-labelledby=${'tab-' + tab}>
      ${tab === 'media' && html`<${MediaTab} ed=${ed} />`}
      ${tab === 'text' && html`<${TextTab} ed=${ed} />`}
      ${tab === 'stickers' && html`<${Catalog} ed=${ed} tool="list_stickers" key="stickers" icon="sticker"
        onAdd=${(s) => ed.call('add_sticker', { stickerId: s.id, start: now(), end: now() + 3, position: 'top-right' })} />`}
      ${tab === 'effects' && html`<${Catalog} ed=${ed} tool="list_effects" key="effects" icon="effect"
        onAdd=${(s) => ed.call('apply_effect', { effectType: s.id, start: now(), end: round(Math.max(now() + 3, ed.duration.value)) })} />`}
      ${tab === 'captions' && html`<${Captions} ed=${ed} />`}
    </div>
  </section>`;
}
