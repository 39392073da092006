// The photo editor's side panels: layers (visibility, opacity, blend, order, rename, delete,
// masks), history (click an entry to go back), and the adjustments list.
import { html, useState, useEffect, useRef, useValue } from '../lib/html.js';
import { IconButton, Slider, Select, Button, Empty } from '../lib/ui.js';
import { Icon } from '../lib/icons.js';

const BLENDS = ['normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-dodge', 'color-burn', 'hard-light', 'soft-light', 'difference', 'exclusion', 'hue', 'saturation', 'color', 'luminosity'];
export const ADJUSTMENTS = [
  { type: 'black-white', label: 'Black & white', params: [{ key: 'amount', min: 0, max: 100, def: 100 }], css: (p) => `grayscale(${p.amount / 100})` },
  { type: 'brightness-contrast', label: 'Brightness / contrast', params: [{ key: 'brightness', min: -100, max: 100, def: 0 }, { key: 'contrast', min: -100, max: 100, def: 0 }],
    css: (p) => `brightness(${1 + p.brightness / 100}) contrast(${1 + p.contrast / 100})` },
  { type: 'hue-saturation', label: 'Hue / saturation', params: [{ key: 'hue', min: -180, max: 180, def: 0 }, { key: 'saturation', min: -100, max: 100, def: 0 }],
    css: (p) => `hue-rotate(${p.hue}deg) saturate(${1 + p.saturation / 100})` },
  { type: 'exposure', label: 'Exposure', params: [{ key: 'exposure', min: -5, max: 5, def: 0, step: 0.1 }], css: (p) => `brightness(${Math.pow(2, p.exposure)})` },
  { type: 'white-balance', label: 'Warmth', params: [{ key: 'warmth', min: -100, max: 100, def: 0 }], css: (p) => `sepia(${Math.max(0, p.warmth) / 250}) hue-rotate(${Math.min(0, p.warmth) / 8}deg)` },
  { type: 'vibrance', label: 'Vibrance', params: [{ key: 'vibrance', min: -100, max: 100, def: 0 }], css: (p) => `saturate(${1 + p.vibrance / 200})` },
  { type: 'invert', label: 'Invert', params: [], css: () => 'invert(1)' },
  { type: 'posterize', label: 'Posterize', params: [{ key: 'levels', min: 2, max: 32, def: 4 }], css: () => 'contrast(1.2)' },
  { type: 'threshold', label: 'Threshold', params: [{ key: 'level', min: 1, max: 255, def: 128 }], css: () => 'grayscale(1) contrast(8)' },
];
export const FILTERS = [
  { id: 'blur-gaussian', label: 'Gaussian blur', params: [{ key: 'radius', min: 0.5, max: 50, def: 4, step: 0.5 }], css: (p) => `blur(${p.radius / 2}px)` },
  { id: 'sharpen', label: 'Sharpen', params: [{ key: 'amount', min: 0, max: 300, def: 100 }], css: () => 'contrast(1.08)' },
  { id: 'unsharp-mask', label: 'Unsharp mask', params: [{ key: 'radius', min: 0.5, max: 20, def: 2, step: 0.5 }, { key: 'amount', min: 0, max: 300, def: 80 }], css: () => 'contrast(1.1)' },
];

export function Layers({ doc, control }) {
  const info = useValue(doc.info);
  const layers = info?.layers || [];
  const active = layers.find((l) => l.active) || layers[0];
  const [op, setOp] = useState(active?.opacity ?? 1);
  useEffect(() => setOp(active?.opacity ?? 1), [active?.id, active?.opacity]);
  const inv = (o, p) => control.invoke(o, p);
  // rename in place: double-click a name (or F2 on it, or the Rename button) to edit it; Enter or
  // leaving the field keeps it, Escape drops it
  const [editing, setEditingState] = useState(null);
  const renaming = useRef(null); // the layer whose name is being edited (one commit per edit)
  const [draft, setDraft] = useState('');
  const setEditing = (id) => { renaming.current = id; setEditingState(id); setDraft(layers.find((l) => l.id === id)?.name || ''); };
  const commitName = (l, name) => {
    if (renaming.current !== l.id) return;
    setEditing(null);
    name = name.trim();
    if (name && name !== l.name) inv('layers.rename', { id: l.id, name });
  };
  const at = active ? layers.filter((l) => (l.parentId || '') === (active.parentId || '')) : [];
  const pos = active ? at.findIndex((l) => l.id === active.id) : -1;
  return html`<div class="stack" id="layers-panel">
    ${active && html`<div class="stack">
      <${Slider} label="Opacity" value=${op} min=${0} max=${1} step=${0.01} format=${(v) => Math.round(v * 100) + '%'}
        onInput=${setOp} onCommit=${(v) => inv('layers.setOpacity', { id: active.id, opacity: v })} />
      <${Select} label="Blend mode" value=${active.blendMode || 'normal'} onChange=${(m) => inv('layers.setBlend', { id: active.id, blendMode: m })}
        options=${BLENDS.map((b) => ({ value: b, label: b.replace(/-/g, ' ') }))} /></div>`}
    <div role="list" aria-label="Layers">
      ${layers.map((l) => html`<div role="listitem" key=${l.id} class=${'layer' + (l.active ? ' active' : '')} data-layer=${l.id} style=${l.depth ? `padding-left: ${6 + l.depth * 14}px` : undefined}>
        <${IconButton} class="small" icon=${l.visible ? 'eye' : 'eyeOff'} label=${`${l.visible ? 'Hide' : 'Show'} ${l.name}`} pressed=${!l.visible}
          onClick=${() => inv('layers.setVisible', { id: l.id, visible: !l.visible })} />
        <span class="layer-thumb" aria-hidden="true"><${Icon} name=${l.kind === 'text' ? 'text' : l.kind === 'adjustment' ? 'sliders' : l.kind === 'group' ? 'layers' : 'image'} size=${16} /></span>
        ${editing === l.id
          ? html`<input class="layer-rename" aria-label=${`New name for ${l.name}`} value=${draft} onInput=${(e) => setDraft(e.currentTarget.value)}
              ref=${(n) => n && document.activeElement !== n && (n.focus(), n.select())}
              onKeyDown=${(e) => { if (e.key === 'Enter') commitName(l, e.currentTarget.value); else if (e.key === 'Escape') { e.stopPropagation(); setEditing(null); } }}
              onBlur=${(e) => commitName(l, e.currentTarget.value)} />`
          : html`<button type="button" class="layer-name" onClick=${() => inv('layers.select', { id: l.id })} onDblClick=${() => setEditing(l.id)}
              onKeyDown=${(e) => { if (e.key === 'F2') { e.preventDefault(); setEditing(l.id); } }} title="Double-click or F2 to rename"
              aria-current=${l.active ? 'true' : undefined}>${l.name}<br /><span class="layer-kind">${l.kind}${l.hasMask ? ' · mask' : ''}${l.opacity < 1 ? ` · ${Math.round(l.opacity * 100)}%` : ''}</span></button>`}
        <${IconButton} class="small" icon="trash" label=${`Delete ${l.name}`} onClick=${() => inv('layers.delete', { id: l.id })} />
      </div>`)}
    </div>
    <div class="row wrap">
      <${Button} class="btn-small" icon="plus" onClick=${() => inv('layers.addRaster')}>New layer<//>
      <${Button} class="btn-small" icon="copy" onClick=${() => inv('layers.duplicate')}>Duplicate<//>
      <${Button} class="btn-small" icon="layers" onClick=${() => inv('layers.group')}>Group<//>
      <span class="spacer"></span>
      <${IconButton} class="small" icon="pencil" id="layer-rename" label=${active ? `Rename ${active.name}` : 'Rename'} disabled=${!active} onClick=${() => setEditing(active.id)} />
      <${IconButton} class="small" icon="arrowUp" id="layer-up" label="Move the layer up" disabled=${pos <= 0} onClick=${() => inv('layers.move', { id: active.id, direction: 'up' })} />
      <${IconButton} class="small" icon="arrowDown" id="layer-down" label="Move the layer down" disabled=${pos < 0 || pos >= at.length - 1} onClick=${() => inv('layers.move', { id: active.id, direction: 'down' })} />
    </div>
  </div>`;
}

// What a history entry says, from the op that made it.
const OP_LABELS = {
  'document.importImage': 'Open image', 'document.crop': 'Crop', 'document.cropToSelection': 'Crop to selection', 'adjustments.apply': 'Adjustment', 'layers.addAdjustment': 'Adjustment layer',
  'text.add': 'Add text', 'text.update': 'Edit text', 'transform.apply': 'Transform', 'layers.delete': 'Delete layer',
  'layers.duplicate': 'Duplicate layer', 'layers.addRaster': 'New layer', 'layers.setOpacity': 'Layer opacity', 'layers.setBlendMode': 'Blend mode',
  'layers.setVisibility': 'Layer visibility', 'layers.group': 'Group layers', 'layers.rename': 'Rename layer', 'layers.move': 'Move layer', 'batch': 'Quick Edit',
};
export function opLabel(op) {
  if (!op) return '';
  if (OP_LABELS[op]) return OP_LABELS[op];
  const [area, verb = ''] = op.split('.');
  const words = (s) => s.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words(area).replace(/^./, (c) => c.toUpperCase())}${verb ? ': ' + words(verb) : ''}`;
}

export function History({ doc, control }) {
  const info = useValue(doc.info);
  const labels = useValue(doc.labels);
  const undo = info?.undoDepth ?? 0, redo = info?.redoDepth ?? 0;
  // the server names every entry (undoLabels oldest first, redoLabels next first)
  const named = (d) => (d <= undo ? info?.undoLabels?.[d - 1] : info?.redoLabels?.[d - undo - 1]);
  const go = async (depth) => {
    const steps = depth - undo;
    for (let i = 0; i < Math.abs(steps); i++) await control.invoke(steps < 0 ? 'history.undo' : 'history.redo');
  };
  const entries = [];
  for (let d = 0; d <= undo + redo; d++) entries.push({ d, label: d === 0 ? 'Opened' : opLabel(named(d)) || labels[d] || `Edit ${d}` });
  return html`<div role="list" aria-label="History" id="history-panel">
    ${entries.map((e) => html`<button type="button" role="listitem" key=${e.d} class=${'history-item' + (e.d === undo ? ' current' : e.d > undo ? ' future' : '')}
      aria-current=${e.d === undo ? 'step' : undefined} onClick=${() => go(e.d)}><${Icon} name=${e.d === 0 ? 'image' : 'history'} size=${14} />${e.label}</button>`)}
    ${!entries.length && html`<${Empty} title="No history yet" />`}
  </div>`;
}

export function AdjustList({ onOpen }) {
  return html`<div class="stack">
    <h3>Adjustments</h3>
    ${ADJUSTMENTS.map((a) => html`<button type="button" class="list-item" key=${a.type} data-adjust=${a.type} onClick=${() => onOpen({ kind: 'adjust', def: a })}>
      <${Icon} name="sliders" size=${16} /><span>${a.label}</span></button>`)}
    <h3>Filters</h3>
    ${FILTERS.map((f) => html`<button type="button" class="list-item" key=${f.id} onClick=${() => onOpen({ kind: 'filter', def: f })}>
      <${Icon} name="effect" size=${16} /><span>${f.label}</span></button>`)}
  </div>`;
}
