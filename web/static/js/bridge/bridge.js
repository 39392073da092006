// The bridge (spec/EDITOR_AGENT_API.md section 3): an open editor page subscribes to the server's
// queue of commands for its owner:session and runs each one through its own control API on the
// document it has open, so the person watching sees the edit happen. The page answers with the
// result, a screenshot of the document after the command (a PNG of at most 1024 px) and the time
// it took.
//
// window.__geEditorBridge = {session, page, status, received, executed}: the session is
// ?bridge=NAME in the page's address, else what a script set in window.__geEditorBridge before
// the page loaded, else "default". The page id is new on every load, so a reloaded page never
// runs a command twice: the server redelivers an unanswered command only to the page it was
// delivered to, and this page runs an id once (an id it has answered is answered again).
import { html, signal, useValue } from '../lib/html.js';
import { api, ApiError } from '../lib/api.js';

const EVENTS = '/api/editor/bridge/events';
const RESULT = '/api/editor/bridge/result';
const SESSION = /^[A-Za-z0-9._:-]{1,64}$/;
export const MAX_SHOT = 1024;
const REMEMBER = 200; // answered ids kept for redeliveries

// bridgeState drives the badge: {session, status: connecting|live|retrying|off, running, last}.
export const bridgeState = signal({ session: 'default', status: 'connecting', running: '', last: null });

export function sessionName() {
  const fromUrl = new URLSearchParams(location.search).get('bridge');
  const preset = window.__geEditorBridge && window.__geEditorBridge.session;
  for (const s of [fromUrl, preset]) if (typeof s === 'string' && SESSION.test(s)) return s;
  return 'default';
}

function pageId() {
  const b = new Uint8Array(12);
  crypto.getRandomValues(b);
  return 'page_' + Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

// installBridge subscribes the page. exec(cmd) runs {op, params} or {steps} and resolves to
// {ok, result, error}; screenshot() resolves to a PNG data URL (or '' when none can be made).
export function installBridge({ kind, documentId, exec, screenshot }) {
  const session = sessionName();
  const info = { session, page: pageId(), kind, documentId, status: 'connecting', received: 0, executed: 0 };
  window.__geEditorBridge = info;
  const answers = new Map(); // id -> answer once answered, null while it runs
  const queue = [];
  let busy = false, es = null, lastId = '', retryTimer = 0, delay = 1000;

  const show = (patch) => {
    Object.assign(info, patch.status ? { status: patch.status } : {});
    bridgeState.value = { ...bridgeState.value, session, ...patch };
  };

  function url() {
    const q = new URLSearchParams({ session, page: info.page, kind, document: documentId });
    if (lastId) q.set('lastEventId', lastId);
    return `${EVENTS}?${q}`;
  }

  function connect() {
    clearTimeout(retryTimer);
    if (es) es.close();
    es = new EventSource(url(), { withCredentials: true });
    es.addEventListener('hello', () => { delay = 1000; show({ status: 'live' }); });
    es.onmessage = (e) => {
      if (e.lastEventId) lastId = e.lastEventId;
      let cmd;
      try { cmd = JSON.parse(e.data); } catch { return; }
      if (cmd && typeof cmd.id === 'string') receive(cmd);
    };
    es.onerror = () => {
      show({ status: 'retrying' });
      // The browser reconnects by itself (sending Last-Event-ID) unless the server refused the
      // stream; then this page tries again, later and later.
      if (es.readyState === EventSource.CLOSED) {
        retryTimer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 15000);
      }
    };
  }

  function receive(cmd) {
    info.received++;
    if (answers.has(cmd.id)) {
      const a = answers.get(cmd.id);
      if (a) send(a); // answered already: the answer may have been lost on the way
      return; // still running: its answer will come
    }
    answers.set(cmd.id, null);
    if (answers.size > REMEMBER) answers.delete(answers.keys().next().value);
    queue.push(cmd);
    pump();
  }

  async function pump() {
    if (busy) return;
    busy = true;
    while (queue.length) {
      const cmd = queue.shift();
      const label = cmd.steps ? `${cmd.steps.length} steps` : cmd.op;
      show({ running: label });
      const t0 = performance.now();
      let out;
      try {
        out = await exec(cmd);
      } catch (e) {
        out = { ok: false, error: (e && e.message) || String(e) };
      }
      let shot = '';
      try { shot = await screenshot(); } catch { /* an answer without a picture beats none */ }
      const a = { id: cmd.id, ok: !!out.ok, result: out.result, error: out.ok ? undefined : (out.error || 'Failed'), screenshot: shot || undefined, ms: Math.round((performance.now() - t0) * 10) / 10 };
      answers.set(cmd.id, a);
      info.executed++;
      show({ running: '', last: { op: label, ok: a.ok, error: a.error, at: Date.now() } });
      await send(a);
    }
    busy = false;
  }

  async function send(a) {
    for (let attempt = 0; attempt < 6; attempt++) {
      try {
        await api('POST', RESULT, { ...a, page: info.page }, { noRedirect: true });
        return;
      } catch (e) {
        // Refused for good (the command ended, or was not this page's): nothing to retry.
        if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429) return;
        await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
      }
    }
  }

  info.reconnect = connect;
  connect();
  window.addEventListener('pagehide', () => { es && es.close(); show({ status: 'off' }); });
  return info;
}

// installPhotoBridge runs commands through window.geEditorControl: op -> invoke(op, params),
// steps -> run(steps); the screenshot is the document's own (the screenshot op, PNG).
export function installPhotoBridge(doc, control) {
  return installBridge({
    kind: 'photo',
    documentId: doc.id,
    async exec(cmd) {
      if (Array.isArray(cmd.steps)) {
        const r = await control.run(cmd.steps.map((s) => ({ op: s.op, params: s.params || {} })));
        return { ok: r.ok, result: r.results, error: r.error };
      }
      const r = await control.invoke(cmd.op, cmd.params || {});
      return { ok: !!r.ok, result: r.result, error: r.error };
    },
    async screenshot() {
      const r = await control.invoke('screenshot', { maxSide: MAX_SHOT });
      return r.ok && r.result ? r.result.dataUrl : '';
    },
  });
}

// installVideoBridge runs commands through window.neuralcutControl: op is a video tool and params
// its input; the screenshot is the frame at the playhead, from the server's frame endpoint.
export function installVideoBridge(ed, control) {
  const failed = (out) => !out || typeof out !== 'object' || typeof out.error === 'string';
  return installBridge({
    kind: 'video',
    documentId: ed.id,
    async exec(cmd) {
      await control.ready;
      if (Array.isArray(cmd.steps)) {
        const r = await control.run(cmd.steps.map((s) => ({ tool: s.op, input: s.params || {} })));
        const outs = r.results.map((x) => x.output);
        return { ok: r.ok, result: outs, error: r.ok ? undefined : outs[outs.length - 1]?.error };
      }
      const out = await control.invoke(cmd.op, cmd.params || {});
      return failed(out) ? { ok: false, error: out?.error || 'Failed' } : { ok: true, result: out };
    },
    async screenshot() {
      const st = ed.project.peek()?.settings || {};
      const W = st.width || 1280, H = st.height || 720;
      const w = Math.max(16, Math.round(W * Math.min(1, MAX_SHOT / Math.max(W, H))));
      const res = await fetch(`${ed.base}/frame?t=${ed.playhead.peek().toFixed(4)}&w=${w}`, { credentials: 'same-origin' });
      if (!res.ok) return '';
      return toPNG(await res.blob());
    },
  });
}

// toPNG draws an image source into a canvas of at most MAX_SHOT px on its longer side and returns
// its PNG data URL.
export async function toPNG(blob) {
  const bmp = await createImageBitmap(blob);
  const scale = Math.min(1, MAX_SHOT / Math.max(bmp.width, bmp.height));
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.round(bmp.width * scale));
  c.height = Math.max(1, Math.round(bmp.height * scale));
  c.getContext('2d').drawImage(bmp, 0, 0, c.width, c.height);
  bmp.close && bmp.close();
  return c.toDataURL('image/png');
}

// BridgeBadge shows the session this page answers for, whether it is connected, and the command
// it is running (or ran last).
export function BridgeBadge() {
  const s = useValue(bridgeState);
  const dot = s.running ? ' busy' : s.status === 'live' ? '' : ' off';
  const what = s.running ? `running ${s.running}…` : s.last ? `${s.last.op} ${s.last.ok ? 'done' : 'failed'}` : s.status === 'live' ? 'waiting for an agent' : 'reconnecting…';
  const title = `Agents drive this editor through the bridge as session "${s.session}"` + (s.last && s.last.error ? `. Last error: ${s.last.error}` : '');
  return html`<span class="status-pill bridge-pill" id="bridge-status" role="status" title=${title}>
    <span class=${'status-dot' + dot}></span>Bridge <span class="mono" id="bridge-session">${s.session}</span><span class="faint">· ${what}</span></span>`;
}
