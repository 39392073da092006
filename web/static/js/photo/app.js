// The photo editor page: tools | canvas (with options bar and Quick Edit) | layers, adjustments,
// history and the agent. Everything edits through window.geEditorControl, so a script does what
// the page does.
import { html, render, useState, useEffect, useRef, useValue, signal } from '../lib/html.js';
import { me, api } from '../lib/api.js';
import { Tabs, IconButton, Button, Slider, Toasts, toast, Dialog, TextField, NumberField, Select } from '../lib/ui.js';
import { createDoc } from './doc.js';
import { installControl } from './control.js';
import { Stage } from './stage.js';
import { Layers, History, AdjustList } from './panels.js';
import { Chat } from '../chat/chat.js';
import { installPhotoBridge, BridgeBadge } from '../bridge/bridge.js';

const view = {
  zoom: signal(1), panX: signal(0), panY: signal(0), tool: signal('hand'), filter: signal(''), draft: signal(null),
};

const TOOLS = [
  { id: 'hand', icon: 'move', label: 'Hand (pan)', key: 'H' },
  { id: 'rect', icon: 'rect', label: 'Rectangle select', key: 'M' },
  { id: 'ellipse', icon: 'ellipse', label: 'Ellipse select', key: 'E' },
  { id: 'face', icon: 'face', label: 'Select face', op: 'selection.face' },
  { id: 'sky', icon: 'sky', label: 'Select sky', op: 'selection.sky' },
  { id: 'subject', icon: 'person', label: 'Select subject', op: 'selection.subject' },
  { id: 'dropper', icon: 'dropper', label: 'Colour range select', key: 'I' },
  { id: 'text', icon: 'text', label: 'Text', key: 'T' },
  { id: 'crop', icon: 'crop', label: 'Crop', key: 'C' },
  { id: 'transform', icon: 'transform', label: 'Transform layer', key: 'V' },
];

// AdjustPanel previews with a canvas filter while sliders move; Apply runs the real op.
function AdjustPanel({ spec, control, onClose }) {
  const d = spec.def;
  const [p, setP] = useState(Object.fromEntries(d.params.map((x) => [x.key, x.def])));
  useEffect(() => { view.filter.value = d.css(p); }, [JSON.stringify(p)]);
  useEffect(() => () => { view.filter.value = ''; }, []);
  // Escape cancels from anywhere on the page; the first control takes the focus.
  const panel = useRef();
  useEffect(() => {
    panel.current?.querySelector('input, button')?.focus();
    const onKey = (e) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const apply = async () => {
    const r = spec.kind === 'adjust'
      ? await control.invoke('adjustments.apply', { type: d.type, params: p })
      : await control.invoke('filters.applyMasked', { id: d.id, ...p });
    if (!r.ok) toast(r.error, 'error'); else onClose();
  };
  return html`<div class="float-panel" role="dialog" aria-label=${d.label} ref=${panel}>
    <h2>${d.label}</h2>
    ${d.params.map((x) => html`<${Slider} key=${x.key} label=${x.key} value=${p[x.key]} min=${x.min} max=${x.max} step=${x.step || 1}
      onInput=${(v) => setP({ ...p, [x.key]: v })} />`)}
    <p class="faint">Live preview is approximate; Apply renders it exactly${spec.kind === 'adjust' ? ' as an adjustment layer' : ''}.</p>
    <div class="row"><span class="spacer"></span><${Button} onClick=${onClose}>Cancel<//><${Button} kind="primary" id="adjust-apply" onClick=${apply}>Apply<//></div>
  </div>`;
}

function TransformPanel({ control, onClose }) {
  const [t, setT] = useState({ scale: 1, rotate: 0, translateX: 0, translateY: 0 });
  const update = async (next) => { setT(next); await control.invoke('transform.start', next); };
  useEffect(() => { control.invoke('transform.start', t); }, []);
  const done = async (apply) => { await control.invoke(apply ? 'transform.apply' : 'transform.cancel'); onClose(); };
  return html`<div class="float-panel" role="dialog" aria-label="Transform">
    <h2>Transform layer</h2>
    <div class="grid2">
      <${NumberField} label="Scale" step=${0.05} min=${0.05} max=${10} value=${t.scale} onCommit=${(v) => update({ ...t, scale: v })} />
      <${NumberField} label="Rotate" unit="°" min=${-360} max=${360} value=${t.rotate} onCommit=${(v) => update({ ...t, rotate: v })} />
      <${NumberField} label="Move X" unit="px" value=${t.translateX} onCommit=${(v) => update({ ...t, translateX: v })} />
      <${NumberField} label="Move Y" unit="px" value=${t.translateY} onCommit=${(v) => update({ ...t, translateY: v })} />
    </div>
    <div class="row"><span class="spacer"></span><${Button} onClick=${() => done(false)}>Cancel<//><${Button} kind="primary" onClick=${() => done(true)}>Apply<//></div>
  </div>`;
}

function TextDialog({ at, control, onClose }) {
  const [text, setText] = useState('Hello');
  const [size, setSize] = useState(64);
  const [color, setColor] = useState('auto');
  const add = async () => {
    const r = await control.invoke('text.add', { text, x: Math.round(at.x), y: Math.round(at.y), size, color });
    if (!r.ok) toast(r.error, 'error'); else onClose();
  };
  return html`<${Dialog} title="Add text" onClose=${onClose} footer=${html`<${Button} onClick=${onClose}>Cancel<//><${Button} kind="primary" onClick=${add}>Add<//>`}>
    <${TextField} label="Text" value=${text} onInput=${setText} />
    <div class="grid2"><${NumberField} label="Size" unit="px" min=${6} max=${800} value=${size} onChange=${setSize} />
      <${Select} label="Colour" value=${color} onChange=${setColor} options=${[{ value: 'auto', label: 'Auto contrast' }, { value: '#ffffff', label: 'White' }, { value: '#000000', label: 'Black' }, { value: '#ffd24a', label: 'Yellow' }]} /></div>
  <//>`;
}

function QuickEdit() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (e) => {
    e.preventDefault();
    if (!q.trim() || busy) return;
    setBusy(true);
    setStatus('Planning…');
    let basic = false;
    const res = await window.geEditorAI.execute(q, {
      onStep: (s) => {
        if (s.type === 'step') setStatus(`Step ${s.index + 1}/${s.total}: ${s.op}${s.status === 'error' ? ' failed' : ''}${basic ? ' (basic mode)' : ''}`);
        if (s.type === 'check') setStatus(`Self-check round ${s.round}${s.status === 'retry' ? ': correcting' : s.status === 'done' ? ': looks right' : '…'}`);
      },
    });
    basic = res.basicMode;
    setStatus(`${res.ok ? 'Done' : 'Failed'}: ${res.steps.length} step${res.steps.length === 1 ? '' : 's'}${res.steps.length ? ' (' + res.steps.map((s) => s.op).join(', ') + ')' : ''}${res.basicMode ? ' (basic mode)' : ''}`);
    if (!res.ok && res.failed.length) toast(res.failed[0].error || 'Quick Edit failed', 'error');
    setBusy(false);
  };
  return html`<form class="quick-edit" onSubmit=${run} aria-label="Quick Edit">
    <label for="quick-edit" class="sr-only">Quick Edit</label>
    <input id="quick-edit" placeholder='Quick Edit: "brighten the face", "black and white and add the title HELLO"' value=${q} onInput=${(e) => setQ(e.currentTarget.value)} />
    <${Button} type="submit" kind="primary" icon="sparkles" disabled=${busy || !q.trim()} id="quick-edit-run">Edit<//>
    <span class="qe-status" id="qe-status" role="status" title=${status}>${status}</span>
  </form>`;
}

function Editor({ doc, control }) {
  const stageRef = useRef();
  const canvas = useRef();
  const [side, setSide] = useState('layers');
  const [panel, setPanel] = useState(null);
  const [textAt, setTextAt] = useState(null);
  const tool = useValue(view.tool);
  const zoom = useValue(view.zoom);
  const meta = useValue(doc.meta);
  const info = useValue(doc.info);
  const live = useValue(doc.live);
  const draft = useValue(view.draft);
  useEffect(() => {
    const s = new Stage(canvas.current, doc, view);
    stageRef.current = s;
    view.onMarquee = (t, r) => {
      if (t === 'crop') { view.cropDraft = r; setPanel({ kind: 'crop', rect: r }); return; }
      control.invoke(t === 'ellipse' ? 'selection.ellipse' : 'selection.rectangle', { x: r.x, y: r.y, w: r.w, h: r.h });
    };
    view.onPick = (t, p, color) => {
      if (t === 'dropper') control.invoke('selection.colorRange', { color, fuzziness: 40 });
      if (t === 'text') setTextAt(p);
    };
    return () => s.destroy();
  }, []);
  useEffect(() => { stageRef.current && !stageRef.current.fittedOnce && info && (stageRef.current.fittedOnce = true, stageRef.current.zoomFit()); }, [info]);
  const pick = (t) => {
    if (t.op) { control.invoke(t.op, {}).then((r) => !r.ok && toast(r.error, 'error')); return; }
    if (t.id === 'transform') { setPanel({ kind: 'transform' }); return; }
    view.tool.value = t.id;
  };
  const exportPng = () => { location.href = `${doc.base}/export.png`; };
  const rename = async (e) => {
    const name = e.currentTarget.value.trim();
    if (name && name !== meta?.name) { try { await api('PATCH', doc.base, { name }); doc.refresh(); } catch (err) { toast(err.message, 'error'); } }
  };
  return html`<div class="photo">
    <header class="topbar">
      <a class="brand" href="/" aria-label="NeuralCut home"><img src="/static/img/icon.svg" alt="" />NeuralCut</a>
      <span class="tl-sep"></span>
      <input class="doc-name" aria-label="Photo name" value=${meta?.name || ''} onChange=${rename} />
      <span class="status-pill"><span class=${'status-dot' + (live === 'live' ? '' : ' off')}></span>${live === 'live' ? 'Saved · live' : 'Reconnecting…'}</span>
      <span class="spacer"></span>
      <${BridgeBadge} />
      <${IconButton} icon="undo" label="Undo" kbd="Ctrl+Z" id="photo-undo" onClick=${() => control.invoke('history.undo')} />
      <${IconButton} icon="redo" label="Redo" kbd="Ctrl+Shift+Z" onClick=${() => control.invoke('history.redo')} />
      <${Button} kind="primary" icon="download" onClick=${exportPng}>Export PNG<//>
    </header>
    <div class="photo-main">
      <nav class="photo-tools" aria-label="Tools">
        ${TOOLS.map((t) => html`<${IconButton} key=${t.id} icon=${t.icon} label=${t.label} kbd=${t.key} id=${'tool-' + t.id}
          pressed=${!t.op && t.id !== 'transform' ? tool === t.id : undefined} onClick=${() => pick(t)} />`)}
      </nav>
      <div class="photo-center">
        <div class="photo-options" role="toolbar" aria-label="Tool options">
          <span class="muted">${TOOLS.find((t) => t.id === tool)?.label}</span>
          ${draft && html`<span class="mono faint">${draft.w}×${draft.h}</span>`}
          <${Button} class="btn-small" kind="ghost" onClick=${() => control.invoke('selection.selectAll')}>Select all<//>
          <${Button} class="btn-small" kind="ghost" id="deselect" onClick=${() => control.invoke('selection.deselect')}>Deselect<//>
          <${Button} class="btn-small" kind="ghost" onClick=${() => control.invoke('selection.invert')}>Invert<//>
          <span class="spacer"></span>
          ${info && html`<span class="faint">${info.width}×${info.height} · ${info.mode}</span>`}
          <${IconButton} icon="zoomOut" label="Zoom out" onClick=${() => stageRef.current.zoomAt(view.zoom.value / 1.25)} />
          <span class="zoom-label">${Math.round(zoom * 100)}%</span>
          <${IconButton} icon="zoomIn" label="Zoom in" onClick=${() => stageRef.current.zoomAt(view.zoom.value * 1.25)} />
          <${IconButton} icon="fit" label="Fit on screen" onClick=${() => stageRef.current.zoomFit()} />
          <${Button} class="btn-small" kind="ghost" label="Actual size" onClick=${() => stageRef.current.zoomAt(1)}>100%<//>
        </div>
        <div class="photo-stage">
          <canvas ref=${canvas} id="photo-canvas" tabindex="0" role="img" aria-label=${`Photo canvas${info ? `, ${info.width} by ${info.height}` : ''}`}></canvas>
          ${panel?.kind === 'adjust' || panel?.kind === 'filter' ? html`<${AdjustPanel} key=${panel.def.type || panel.def.id} spec=${panel} control=${control} onClose=${() => setPanel(null)} />` : ''}
          ${panel?.kind === 'transform' && html`<${TransformPanel} control=${control} onClose=${() => setPanel(null)} />`}
          ${panel?.kind === 'crop' && html`<div class="float-panel" role="dialog" aria-label="Crop"><h2>Crop</h2>
            <p class="muted mono">${panel.rect.w}×${panel.rect.h} at ${panel.rect.x},${panel.rect.y}</p>
            <div class="row"><span class="spacer"></span><${Button} onClick=${() => setPanel(null)}>Cancel<//>
              <${Button} kind="primary" onClick=${async () => { const r = await control.invoke('document.crop', panel.rect); if (!r.ok) toast(r.error, 'error'); setPanel(null); stageRef.current.fitted = false; stageRef.current.zoomFit(); }}>Crop<//></div></div>`}
        </div>
        <${QuickEdit} />
      </div>
      <aside class="photo-side panel" aria-label="Panels" ref=${(el) => el && (el.style.width = '340px')}>
        <${Tabs} label="Panels" value=${side} onChange=${setSide} tabs=${[{ id: 'layers', label: 'Layers', icon: 'layers' }, { id: 'adjust', label: 'Adjust', icon: 'sliders' },
          { id: 'history', label: 'History', icon: 'history' }, { id: 'chat', label: 'Agent', icon: 'sparkles' }]} />
        <div class="panel-body" role="tabpanel" aria-labelledby=${'tab-' + side} hidden=${side === 'chat'}>
          ${side === 'layers' && html`<${Layers} doc=${doc} control=${control} />`}
          ${side === 'adjust' && html`<${AdjustList} onOpen=${setPanel} />`}
          ${side === 'history' && html`<${History} doc=${doc} control=${control} />`}
        </div>
        <div class="chat-wrap" role="tabpanel" aria-labelledby="tab-chat" hidden=${side !== 'chat'}>
          <${Chat} agentUrl=${doc.base + '/agent'} undo=${() => control.invoke('history.undo')} onChange=${() => doc.refresh()}
            placeholder='Try "make it black and white and add the title HELLO"' basicHint="Set an LLM key (see the README) for the full agent." /></div>
      </aside>
    </div>
    ${textAt && html`<${TextDialog} at=${textAt} control=${control} onClose=${() => setTextAt(null)} />`}
    <${Toasts} />
  </div>`;
}

async function main() {
  const id = decodeURIComponent(location.pathname.split('/')[2] || '');
  const doc = createDoc(id);
  const control = installControl(doc);
  window.__neuralcutPhoto = doc;
  window.addEventListener('keydown', (e) => {
    if (/input|textarea|select/i.test(e.target.tagName)) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && e.key.toLowerCase() === 'z') { e.preventDefault(); control.invoke(e.shiftKey ? 'history.redo' : 'history.undo'); return; }
    if (mod && e.key.toLowerCase() === 'y') { e.preventDefault(); control.invoke('history.redo'); return; }
    if (mod || e.altKey) return;
    const t = TOOLS.find((x) => x.key && x.key.toLowerCase() === e.key.toLowerCase());
    if (t && t.id !== 'transform') view.tool.value = t.id;
    if (e.key === 'Escape') control.invoke('selection.deselect');
  });
  render(html`<${Editor} doc=${doc} control=${control} />`, document.getElementById('app'));
  me().catch(() => {});
  try { await doc.refresh(); } catch (e) { toast(e.status === 404 ? 'Photo not found' : e.message, 'error', 10000); return; }
  doc.connect();
  document.title = `${doc.meta.value?.name || 'Photo'} · NeuralCut`;
  await control.ready;
  installPhotoBridge(doc, control);
  document.body.dataset.ready = 'true';
}

main();
