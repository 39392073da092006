// Captions: transcribe (a job), generate captions from speech, export SRT/VTT, remove silences.
// The tools are found by name in the project's tool list, so this panel follows the registry.
import { html, useState, useEffect, useValue } from '../lib/html.js';
import { get, post, listOf, events } from '../lib/api.js';
import { Button, Select, Progress, toast } from '../lib/ui.js';
import { Icon } from '../lib/icons.js';

const find = (tools, ...words) => tools.find((t) => words.every((w) => t.name.includes(w)));

export function Captions({ ed }) {
  const assets = useValue(ed.assets).filter((a) => a.type !== 'image');
  const [tools, setTools] = useState([]);
  const [assetId, setAssetId] = useState('');
  const [job, setJob] = useState(null);
  const [busy, setBusy] = useState('');
  // run calls a slow tool (it listens to the whole timeline), saying so while it works.
  const run = async (done, fn) => {
    setBusy('Listening to the timeline…');
    try {
      const r = await fn();
      if (r && !r.error) toast(done, 'ok');
    } finally { setBusy(''); }
  };
  useEffect(() => { get(ed.base + '/tools').then((r) => setTools(listOf(r, 'tools'))).catch(() => {}); }, []);
  const gen = find(tools, 'caption', 'generate') || find(tools, 'captions');
  const exp = find(tools, 'caption', 'export');
  const sil = find(tools, 'silence');
  const transcribe = async () => {
    try {
      const r = await post(ed.base + '/transcriptions', { assetId: assetId || assets[0]?.id, language: 'en' });
      setJob({ id: r.jobId, progress: 0, state: 'queued' });
      const close = events(`/api/jobs/${encodeURIComponent(r.jobId)}/events`, (m) => {
        if (!m || typeof m !== 'object') return;
        setJob((j) => ({ ...j, ...m }));
        if (['done', 'failed', 'cancelled'].includes(m.state)) {
          close();
          toast(m.state === 'done' ? 'Transcription ready' : `Transcription ${m.state}${m.error ? ': ' + m.error : ''}`, m.state === 'done' ? 'ok' : 'error');
        }
      });
    } catch (e) { toast(e.message, 'error'); }
  };
  const exportAs = async (format) => {
    if (!exp) return;
    const r = await ed.call(exp.name, { format });
    const text = r && (r.text || r.content || r.srt || r.vtt);
    if (!text) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.download = `captions.${format}`;
    a.click();
  };
  return html`<div class="stack">
    <h3>Speech</h3>
    ${assets.length ? html`<${Select} label="Source" value=${assetId || assets[0]?.id} onChange=${setAssetId}
      options=${assets.map((a) => ({ value: a.id, label: a.name }))} />` : html`<p class="muted">Upload a clip with speech first.</p>`}
    <${Button} icon="captions" id="transcribe" onClick=${transcribe} disabled=${!assets.length}>Transcribe<//>
    ${job && html`<div class="stack"><span class="muted" id="transcription-state">Transcription: ${job.state}</span><${Progress} value=${job.progress} label="Transcription progress" /></div>`}
    <${Button} kind="primary" icon="captions" id="generate-captions" disabled=${!gen || busy} onClick=${() => run('Captions added', () => ed.call(gen.name, { language: 'en' }))}>Generate captions<//>
    <div class="row wrap fill"><${Button} icon="download" id="export-srt" disabled=${!exp} onClick=${() => exportAs('srt')}>Export SRT<//>
      <${Button} icon="download" id="export-vtt" disabled=${!exp} onClick=${() => exportAs('vtt')}>Export VTT<//></div>
    <h3>Clean-up</h3>
    <${Button} icon="split" id="remove-silences" disabled=${!sil || busy} onClick=${() => run('Silences removed', () => ed.call(sil.name, { ripple: true }))}>Remove silences<//>
    ${busy && html`<span class="muted" role="status"><${Icon} name="spinner" size=${14} /> ${busy}</span>`}
    ${!gen && !sil && html`<p class="faint">Caption and silence tools appear here when the server offers them.</p>`}
  </div>`;
}
