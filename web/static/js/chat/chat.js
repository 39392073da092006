// The agent chat, shared by the video and photo editors: message bubbles, each tool call as a
// collapsible card (status, a one-line summary, input and result JSON on demand), permission cards
// with Allow/Deny in ask mode, a mode toggle (ask / run), "basic mode" when no LLM is configured,
// Undo for a whole request (one history step on the server) and Retry on errors.
import { html, useState, useRef, useEffect, useValue, signal } from '../lib/html.js';
import { streamPost, post } from '../lib/api.js';
import { IconButton, Button } from '../lib/ui.js';
import { Icon } from '../lib/icons.js';

const MODE_KEY = 'neuralcut.agentMode';
const n1 = (v) => (typeof v === 'number' ? `${Math.round(v * 10) / 10} s` : v);

// summarize writes a tool call as a person would say it.
export function summarize(tool, input = {}) {
  const i = input || {};
  switch (tool) {
    case 'split': return `Split at ${(i.times || []).map(n1).join(' and ')}`;
    case 'delete_timeline_elements': return `Delete ${(i.elementIds || []).length} element${(i.elementIds || []).length === 1 ? '' : 's'}`;
    case 'move_timeline_elements': return `Move ${(i.elementIds || []).length} to ${n1(i.start)}`;
    case 'add_text': return `Add text "${i.text}" at the ${i.position || 'center'}, ${n1(i.start)}–${n1(i.end)}`;
    case 'update_text': return `Change text${i.text ? ` to "${i.text}"` : ''}`;
    case 'add_media_to_timeline': return `Add ${i.assetId} at ${n1(i.startTime)} on ${i.trackType}`;
    case 'set_volume': return `Volume ${Math.round((i.volume || 0) * 100)}%`;
    case 'apply_effect': return `Apply ${i.effectType} ${n1(i.start)}–${n1(i.end)}`;
    case 'add_sticker': return `Add sticker ${i.stickerId}`;
    case 'list_timeline': return 'Read the timeline';
    case 'list_project_assets': return 'List the assets';
    case 'describe_asset': return i.description ? `Describe ${i.assetId} as “${i.description}”` : `Clear the description of ${i.assetId}`;
    case 'undo': return 'Undo';
    case 'toggle_track_mute': return `Mute or unmute track ${i.trackId}`;
    case 'toggle_track_visibility': return `Show or hide track ${i.trackId}`;
    case 'generate_captions': return 'Caption the speech';
    case 'remove_silences': return 'Remove the silences';
    case 'render_video': return `Render ${i.format || 'mp4'}`;
    default:
      if (tool && tool.includes('.')) return `${tool}${i && Object.keys(i).length ? ' ' + JSON.stringify(i).slice(0, 60) : ''}`;
      return tool ? tool.replace(/_/g, ' ') : 'Step';
  }
}

function StepCard({ step, onAnswer }) {
  const [open, setOpen] = useState(false);
  const icon = { running: ['spinner', 'run', 'Running'], done: ['check', 'ok', 'Done'], error: ['alert', 'err', 'Failed'],
    ask: ['lock', 'ask', 'Needs permission'], denied: ['close', 'err', 'Denied'] }[step.status] || ['check', 'ok', 'Done'];
  return html`<div class=${'step' + (step.status === 'ask' ? ' needs' : step.status === 'error' ? ' error' : '')} data-tool=${step.tool}>
    <button type="button" class="step-head" aria-expanded=${String(open)} onClick=${() => setOpen(!open)}>
      <span class=${'step-status ' + icon[1]} title=${icon[2]}><${Icon} name=${icon[0]} size=${15} /><span class="sr-only">${icon[2]}</span></span>
      <span class="step-sum">${step.summary}</span><span class="step-tool">${step.tool}</span>
      <${Icon} name=${open ? 'chevronDown' : 'chevronRight'} size=${14} /></button>
    ${step.status === 'ask' && html`<div class="step-actions"><span class="muted">Allow this change?</span><span class="spacer"></span>
      <${Button} class="btn-small step-allow" kind="primary" onClick=${() => onAnswer(step, true)}>Allow<//>
      <${Button} class="btn-small step-deny" onClick=${() => onAnswer(step, false)}>Deny<//></div>`}
    ${open && html`<div class="step-body"><span class="faint">Input</span><pre>${JSON.stringify(step.input ?? {}, null, 2)}</pre>
      ${step.result !== undefined && html`<span class="faint">Result</span><pre>${JSON.stringify(step.result, null, 2)}</pre>`}</div>`}
  </div>`;
}

// Chat: agentUrl is POST .../agent; undo() undoes one request; onChange refreshes the document.
export function Chat({ agentUrl, undo, onChange, placeholder, basicHint }) {
  const [items, setItems] = useState([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState(localStorage.getItem(MODE_KEY) || 'ask');
  const [basic, setBasic] = useState(false);
  const log = useRef();
  const runRef = useRef(null);
  useEffect(() => { log.current && (log.current.scrollTop = log.current.scrollHeight); }, [items]);
  const setM = (m) => { setMode(m); localStorage.setItem(MODE_KEY, m); };
  const push = (it) => setItems((l) => [...l, it]);
  const patchStep = (key, patch) => setItems((l) => l.map((x) => (x.kind === 'step' && x.key === key ? { ...x, ...patch } : x)));

  const answer = async (step, allow) => {
    patchStep(step.key, { status: allow ? 'running' : 'denied' });
    try { await post(`/api/agent/runs/${encodeURIComponent(runRef.current)}/approve`, { callId: step.callId, allow }); } catch (e) {
      push({ kind: 'error', text: e.message });
    }
  };

  const send = async (prompt, retry = false) => {
    prompt = (prompt ?? text).trim();
    if (!prompt || busy) return;
    if (!retry) setText('');
    setBusy(true);
    const reqId = Math.random().toString(36).slice(2);
    if (!retry) push({ kind: 'user', text: prompt, reqId });
    let changed = false, replied = false, failed = false;
    const onEvent = ({ event, data }) => {
      const d = data && typeof data === 'object' ? data : { text: data };
      const type = d.type || event;
      if (d.runId || d.run) runRef.current = d.runId || d.run;
      if (d.basicMode || d.planner === 'fallback' || type === 'basic' || type === 'basic_mode') setBasic(true);
      const key = d.callId || d.id || d.call?.id;
      const tool = d.tool || d.name || d.call?.tool;
      if (type === 'tool_call' || type === 'call' || type === 'step' || type === 'tool') {
        setItems((l) => l.some((x) => x.key === key && x.kind === 'step') ? l.map((x) => x.key === key ? { ...x, input: d.input ?? x.input } : x)
          : [...l, { kind: 'step', key: key || Math.random(), callId: key, tool, input: d.input, summary: d.summary || summarize(tool, d.input), status: 'running' }]);
      } else if (type === 'permission' || type === 'permission_request' || type === 'ask') {
        setItems((l) => l.some((x) => x.key === key && x.kind === 'step') ? l.map((x) => x.key === key ? { ...x, status: 'ask' } : x)
          : [...l, { kind: 'step', key, callId: key, tool, input: d.input, summary: d.summary || summarize(tool, d.input), status: 'ask' }]);
      } else if (type === 'tool_result' || type === 'result' && key) {
        const err = d.error || d.result?.error || d.output?.error;
        patchStep(key, { status: d.denied ? 'denied' : err ? 'error' : 'done', result: d.result ?? d.output });
        if (!err) { changed = true; onChange && onChange(); }
      } else if (type === 'reply' || type === 'message' || type === 'assistant' || type === 'done' && d.reply) {
        if (d.reply || d.text) { replied = true; push({ kind: 'agent', text: d.reply || d.text, reqId }); }
      } else if (type === 'plan' && Array.isArray(d.steps) && !d.steps.length && d.reply) {
        replied = true; push({ kind: 'agent', text: d.reply, reqId });
      } else if (type === 'error') {
        failed = true;
        push({ kind: 'error', text: d.error || d.message || d.text || 'The agent failed', prompt });
      }
    };
    try {
      await streamPost(agentUrl, { prompt, mode: mode === 'run' ? 'skip' : 'ask' }, onEvent);
      if (!failed) {
        if (!replied) push({ kind: 'agent', text: 'Done.', reqId });
        if (changed) push({ kind: 'undo', reqId });
      }
    } catch (e) {
      push({ kind: 'error', text: e.message, prompt });
    } finally {
      setBusy(false);
      onChange && onChange();
    }
  };

  return html`<div class="chat">
    <div class="chat-mode" role="group" aria-label="Permission mode">
      <span>Agent changes:</span>
      <div class="seg"><button type="button" aria-pressed=${String(mode === 'ask')} onClick=${() => setM('ask')} title="Ask before each change">Ask</button>
        <button type="button" aria-pressed=${String(mode === 'run')} onClick=${() => setM('run')} title="Run changes without asking">Run</button></div>
      <span class="spacer"></span>
      ${basic && html`<span class="badge badge-warn" id="basic-mode" title=${basicHint}>Basic mode</span>`}
    </div>
    <div class="chat-log" ref=${log} aria-live="polite" aria-label="Conversation">
      ${basic && html`<p class="basic-note">Basic mode: no language model is configured, so requests go through the built-in planner. ${basicHint}</p>`}
      ${!items.length && html`<div class="empty"><${Icon} name="sparkles" size=${26} /><strong>Ask for an edit</strong>
        <p>${placeholder}</p></div>`}
      ${items.map((it, i) => it.kind === 'user' ? html`<div class="msg msg-user" key=${i}>${it.text}</div>`
        : it.kind === 'agent' ? html`<div class="msg msg-agent" key=${i}>${it.text}</div>`
        : it.kind === 'step' ? html`<${StepCard} key=${it.key} step=${it} onAnswer=${answer} />`
        : it.kind === 'undo' ? html`<div class="row" key=${i}><span class="spacer"></span>
            <${Button} class="btn-small" kind="ghost" icon="undo" onClick=${async () => { await undo(); onChange && onChange(); }}>Undo this request<//></div>`
        : html`<div class="msg msg-error" key=${i} role="alert"><span>${it.text}</span>
            <div class="row"><${Button} class="btn-small chat-retry" icon="retry" onClick=${() => { setItems((l) => l.filter((x) => x !== it)); send(it.prompt, true); }} disabled=${busy || !it.prompt}>Retry<//>
            <${Button} class="btn-small" kind="ghost" onClick=${() => setItems((l) => l.filter((x) => x !== it))}>Dismiss<//></div></div>`)}
      ${busy && html`<div class="thinking"><${Icon} name="spinner" size=${14} /> Thinking…</div>`}
    </div>
    <form class="chat-input" onSubmit=${(e) => { e.preventDefault(); send(); }}>
      <label for="chat-text" class="sr-only">Message the agent</label>
      <textarea id="chat-text" rows="1" placeholder="Ask for an edit…" value=${text} onInput=${(e) => setText(e.currentTarget.value)}
        onKeyDown=${(e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); send(); } }}></textarea>
      <${IconButton} icon="send" label="Send" id="chat-send" onClick=${() => send()} disabled=${busy || !text.trim()} />
    </form>
  </div>`;
}
