// The render dialog: preset, format and range -> a render job; progress from the job's events;
// download when done; cancel while running.
import { html, useState, useEffect, useRef } from '../lib/html.js';
import { post, get, events } from '../lib/api.js';
import { Dialog, Button, Select, Progress, Toggle, NumberField } from '../lib/ui.js';

export function RenderDialog({ ed, onClose }) {
  const [preset, setPreset] = useState('balanced');
  const [format, setFormat] = useState('mp4');
  const [range, setRange] = useState(false);
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(Math.round(ed.duration.value * 100) / 100);
  const [job, setJob] = useState(null);
  const [error, setError] = useState('');
  const close = useRef(null);
  useEffect(() => () => close.current && close.current(), []);
  const start = async () => {
    setError('');
    try {
      const body = { preset, format };
      if (range) { body.from = from; body.to = to; }
      const r = await post(ed.base + '/renders', body);
      const id = r.jobId;
      setJob({ id, state: 'queued', progress: 0 });
      const apply = (m) => {
        if (!m || typeof m !== 'object') return;
        setJob((j) => ({ ...j, ...m, id }));
        if (['done', 'failed', 'cancelled'].includes(m.state)) close.current && close.current();
      };
      close.current = events(`/api/jobs/${encodeURIComponent(id)}/events`, apply);
      get(`/api/jobs/${encodeURIComponent(id)}`).then(apply).catch(() => {});
    } catch (e) { setError(e.message); }
  };
  const cancel = () => job && post(`/api/jobs/${encodeURIComponent(job.id)}/cancel`, {}).catch((e) => setError(e.message));
  const running = job && (job.state === 'queued' || job.state === 'running');
  const done = job && job.state === 'done';
  return html`<${Dialog} title="Render video" onClose=${onClose} footer=${html`
      ${running && html`<${Button} kind="danger" onClick=${cancel}>Cancel render<//>`}
      <span class="spacer"></span>
      ${done ? html`<a class="btn btn-primary" id="render-download" href=${`/api/jobs/${encodeURIComponent(job.id)}/output`} download=${`${ed.meta.value?.name || 'render'}.${format}`}>Download<//>`
        : html`<${Button} kind="primary" icon="download" id="render-start" onClick=${start} disabled=${running}>Render<//>`}`}>
    <div class="grid2">
      <${Select} id="render-preset" label="Preset" value=${preset} onChange=${setPreset} options=${[
        { value: 'fast', label: 'Fast (draft)' }, { value: 'balanced', label: 'Balanced' }, { value: 'quality', label: 'Quality' }]} />
      <${Select} id="render-format" label="Format" value=${format} onChange=${setFormat} options=${[
        { value: 'mp4', label: 'MP4 (H.264/AAC)' }, { value: 'webm', label: 'WebM (VP9/Opus)' }]} />
    </div>
    <${Toggle} label="Render a range only" checked=${range} onChange=${setRange} />
    ${range && html`<div class="grid2"><${NumberField} label="From" unit="s" step=${0.1} min=${0} value=${from} onChange=${setFrom} />
      <${NumberField} label="To" unit="s" step=${0.1} min=${0} value=${to} onChange=${setTo} /></div>`}
    ${job && html`<div class="stack"><div class="row"><span class="muted" id="render-state">${job.state}</span><span class="spacer"></span>
      <span class="mono">${Math.round((job.progress || 0) * 100)}%</span></div><${Progress} value=${job.progress} label="Render progress" /></div>`}
    ${(error || job?.error) && html`<div class="form-error" role="alert">${error || job.error}</div>`}
  <//>`;
}
