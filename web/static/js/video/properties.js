// Properties of the selection: timing, text, transform and blending, audio, effect parameters (from
// the effect's own schema). Each committed change is one tool call; sliders preview nothing locally
// (the server's frame is the truth) and commit on release.
import { html, useState, useEffect, useValue } from '../lib/html.js';
import { post } from '../lib/api.js';
import { NumberField, Slider, TextField, Select, Toggle, Button, Empty } from '../lib/ui.js';
import { secs } from './state.js';

const r6 = (v) => Math.round(v * 1e6) / 1e6;
const r3 = (v) => Math.round(v * 1e3) / 1e3;
const BLENDS = ['normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'difference', 'addition'];

function Timing({ ed, el }) {
  const start = secs(el.startTime), end = secs(el.startTime + el.duration);
  return html`<section><h3>Timing</h3><div class="grid2">
    <${NumberField} label="Start" unit="s" step=${0.01} min=${0} value=${r3(start)} onCommit=${(v) => ed.call('update_timeline_element_timing', { elementId: el.id, start: v })} />
    <${NumberField} label="End" unit="s" step=${0.01} min=${0} value=${r3(end)} onCommit=${(v) => ed.call('update_timeline_element_timing', { elementId: el.id, end: v })} />
  </div></section>`;
}

function TextProps({ ed, el, track }) {
  const [text, setText] = useState(el.text?.content || '');
  useEffect(() => setText(el.text?.content || ''), [el.id, el.text?.content]);
  const up = (patch) => ed.call('update_text', { trackId: track.id, elementId: el.id, ...patch });
  return html`<section><h3>Text</h3>
    <${TextField} id="prop-text" label="Content" multiline value=${text} onInput=${setText} onCommit=${(v) => v.trim() && up({ text: v })} />
    <div class="grid2">
      <${Select} label="Position" value=${el.text?.position || 'center'} onChange=${(v) => up({ position: v })}
        options=${['top', 'center', 'bottom'].map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) }))} />
      <${Select} label="Style" value=${el.text?.style || 'plain'} onChange=${(v) => up({ style: v })}
        options=${['plain', 'hook', 'subtitle', 'label'].map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) }))} />
    </div>
    <p class="faint">${el.text?.fontFamily || ''} · ${Math.round(el.text?.fontSize || 0)} px · ${el.text?.color || ''}</p>
  </section>`;
}

function Transform({ ed, el }) {
  const v = el.visual;
  const [op, setOp] = useState(v.opacity);
  useEffect(() => setOp(v.opacity), [el.id, v.opacity]);
  const up = (patch) => ed.call('update_clip', { elementId: el.id, ...patch });
  return html`<section><h3>Transform</h3>
    <div class="grid2">
      <${NumberField} label="X" unit="px" value=${Math.round(v.x)} onCommit=${(x) => up({ x })} />
      <${NumberField} label="Y" unit="px" value=${Math.round(v.y)} onCommit=${(y) => up({ y })} />
      <${NumberField} label="Scale" step=${0.01} min=${0.01} max=${20} value=${v.scale} onCommit=${(scale) => up({ scale })} />
      <${NumberField} label="Rotation" unit="°" min=${-360} max=${360} value=${v.rotation} onCommit=${(rotation) => up({ rotation })} />
    </div>
    <${Slider} label="Opacity" value=${op} min=${0} max=${1} step=${0.01} format=${(x) => Math.round(x * 100) + '%'}
      onInput=${setOp} onCommit=${(opacity) => up({ opacity })} />
    <div class="grid2">
      <${Select} label="Blend" value=${v.blend || 'normal'} onChange=${(b) => up({ blendMode: b })}
        options=${BLENDS.map((b) => ({ value: b, label: b[0].toUpperCase() + b.slice(1) }))} />
      <div class="stack"><${Toggle} label="Flip horizontally" checked=${!!v.flipH} onChange=${(f) => up({ flipH: f })} />
        <${Toggle} label="Flip vertically" checked=${!!v.flipV} onChange=${(f) => up({ flipV: f })} /></div>
    </div>
  </section>`;
}

function AudioProps({ ed, el, track }) {
  const [vol, setVol] = useState(el.audio.volume);
  useEffect(() => setVol(el.audio.volume), [el.id, el.audio.volume]);
  return html`<section><h3>Audio</h3>
    <${Slider} label="Volume" value=${vol} min=${0} max=${1} step=${0.01} format=${(x) => Math.round(x * 100) + '%'}
      onInput=${setVol} onCommit=${(volume) => ed.call('set_volume', { trackId: track.id, elementId: el.id, volume })} />
    <${Toggle} label="Mute this clip" checked=${!!el.audio.muted} onChange=${(muted) => ed.call('update_clip', { elementId: el.id, muted })} />
  </section>`;
}

function EffectProps({ ed, el }) {
  const [def, setDef] = useState(null);
  const [vals, setVals] = useState(el.effect.params || {});
  useEffect(() => { post(`${ed.base}/tools/get_effect`, { effectType: el.effect.type }).then(setDef).catch(() => setDef(null)); }, [el.effect.type]);
  useEffect(() => setVals(el.effect.params || {}), [el.id, JSON.stringify(el.effect.params)]);
  const up = (key, value) => ed.call('update_effect', { elementId: el.id, params: { [key]: value } });
  return html`<section><h3>Effect · ${def?.name || el.effect.type}</h3>
    ${(def?.params || []).map((p) => {
      const v = vals[p.key] ?? p.default;
      if (p.type === 'number') {
        return html`<${Slider} key=${p.key} label=${p.label} value=${v} min=${p.min ?? 0} max=${p.max ?? 100} step=${p.step ?? 1}
          onInput=${(x) => setVals({ ...vals, [p.key]: x })} onCommit=${(x) => up(p.key, x)} />`;
      }
      if (p.type === 'boolean') return html`<${Toggle} key=${p.key} label=${p.label} checked=${!!v} onChange=${(x) => up(p.key, x)} />`;
      if (p.type === 'select') return html`<${Select} key=${p.key} label=${p.label} value=${v} options=${p.options || []} onChange=${(x) => up(p.key, x)} />`;
      return html`<${TextField} key=${p.key} label=${p.label} value=${v} onCommit=${(x) => up(p.key, x)} />`;
    })}
  </section>`;
}

function ProjectProps({ ed }) {
  const p = useValue(ed.project);
  const [title, setTitle] = useState('Title');
  const [pos, setPos] = useState('center');
  const addTitle = async () => {
    const t = ed.playhead.value;
    const end = Math.max(t + 3, Math.min(ed.duration.value, t + 5));
    const r = await ed.call('add_text', { text: title || 'Title', start: r6(t), end: r6(end), position: pos, style: 'plain' });
    if (r.elementId) ed.select([r.elementId]);
  };
  return html`<div class="props">
    <section><h3>Add a title</h3>
      <${TextField} id="new-title-text" label="Text" value=${title} onInput=${setTitle} />
      <${Select} id="new-title-position" label="Position" value=${pos} onChange=${setPos} options=${[{ value: 'top', label: 'Top' }, { value: 'center', label: 'Center' }, { value: 'bottom', label: 'Bottom' }]} />
      <${Button} kind="primary" icon="text" id="add-title" onClick=${addTitle}>Add title at playhead<//>
    </section>
    ${p && html`<section><h3>Project</h3><p class="muted">${p.settings.width}×${p.settings.height} · ${Math.round((p.settings.fps.num / p.settings.fps.den) * 100) / 100} fps · ${p.assets.length} ${p.assets.length === 1 ? 'asset' : 'assets'}</p>
      <${Empty} title="Nothing selected">Click a clip in the timeline to edit its properties.<//></section>`}
  </div>`;
}

export function Properties({ ed }) {
  const sel = useValue(ed.selection);
  const idx = useValue(ed.index);
  const items = sel.map((id) => idx.get(id)).filter(Boolean);
  if (!items.length) return html`<${ProjectProps} ed=${ed} />`;
  if (items.length > 1) return html`<div class="props"><section><h3>${items.length} elements selected</h3>
    <p class="muted">Move, duplicate or delete them together from the timeline.</p></section></div>`;
  const { el, track } = items[0];
  return html`<div class="props" data-element=${el.id}>
    <section><h3>${el.type}${el.name ? ' · ' + el.name : ''}</h3><p class="faint mono">${el.id} on ${track.id}</p></section>
    <${Timing} ed=${ed} el=${el} />
    ${el.type === 'text' && html`<${TextProps} ed=${ed} el=${el} track=${track} />`}
    ${el.visual && el.type !== 'effect' && html`<${Transform} ed=${ed} el=${el} />`}
    ${el.audio && html`<${AudioProps} ed=${ed} el=${el} track=${track} />`}
    ${el.type === 'effect' && el.effect && html`<${EffectProps} ed=${ed} el=${el} />`}
  </div>`;
}
