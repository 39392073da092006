// The photo page's APIs, exactly as spec/EDITOR_AGENT_API.md gives them:
//   window.geEditorControl.invoke(op, params) -> {ok, op, result} | {ok:false, op, error}
//   window.geEditorControl.run([{op, params}])  sequential, stops on the first failure
//   window.geEditorControl.list()               -> [{op, description}]
//   window.geEditorAI.execute(prompt, {onStep}) -> {ok, prompt, reply, planner, basicMode, steps, trace, failed}
// Ops run on the server (the document lives there); the page redraws after each change.
import { get, post, ApiError, listOf } from '../lib/api.js';

export const EDITOR_CONTROL_VERSION = 1;
const READ_ONLY = /^(document\.info|layers\.list|selection\.hasMask|screenshot|export\.png|history\.mark)$/;
const MASKED = /^(adjustments\.applyMasked|filters\.applyMasked)$/;

export function installControl(doc) {
  let catalog = [];
  const ready = get(`${doc.base}/ops`).then((r) => {
    catalog = listOf(r, 'ops').map((o) => ({ op: o.op || o.name, description: o.description || '' }));
    return true;
  }).catch(() => false);

  async function invoke(op, params = {}) {
    if (typeof op !== 'string' || !op) return { ok: false, op, error: 'Unknown op' };
    let res;
    try {
      res = await post(`${doc.base}/invoke`, { op, params: params ?? {} });
    } catch (e) {
      res = e instanceof ApiError && e.body && 'ok' in e.body ? e.body : { ok: false, op, error: e.message };
    }
    if (res && res.ok && !READ_ONLY.test(op)) doc.changed(op, params);
    return res;
  }

  async function run(steps) {
    const results = [];
    for (const [i, s] of (Array.isArray(steps) ? steps : []).entries()) {
      const r = await invoke(s.op, s.params || {});
      results.push(r);
      if (!r.ok) return { ok: false, results, failed: i, error: r.error };
    }
    return { ok: true, results };
  }

  const control = Object.freeze({ version: EDITOR_CONTROL_VERSION, ready, invoke, run, list: () => catalog.map((c) => ({ ...c })) });

  // sanitize drops no-op and export steps and, when a masked op has no selection before it, puts
  // in the region the prompt names (face, sky, background, subject).
  function sanitize(steps, prompt) {
    const out = [];
    let selected = false;
    for (const s of steps || []) {
      if (!s || typeof s.op !== 'string' || /^export\.|^screenshot$/.test(s.op)) continue;
      if (s.op.startsWith('selection.') && s.op !== 'selection.hasMask') selected = s.op !== 'selection.deselect';
      if (MASKED.test(s.op) && !selected) {
        const p = prompt.toLowerCase();
        const region = /\bface|skin\b/.test(p) ? { op: 'selection.face', params: {} }
          : /\bsky\b/.test(p) ? { op: 'selection.sky', params: {} }
          : /\bbackground\b/.test(p) ? { op: 'selection.background', params: {} }
          : /\b(subject|person|dog|cat)\b/.test(p) ? { op: 'selection.subject', params: {} } : null;
        if (region) { out.push(region); selected = true; }
      }
      out.push({ op: s.op, params: s.params || {} });
    }
    return out;
  }

  async function stateFor(prompt) {
    const info = await invoke('document.info');
    return { ...(info.result || {}), documentId: doc.id, photoId: doc.id, kind: 'photo',
      planner_guidance: 'Use only ops from the catalog; select a region before a masked op; never export.' };
  }

  async function shot() {
    const s = await invoke('screenshot', { maxSide: 768 });
    return s.ok ? s.result.dataUrl : undefined;
  }

  async function execute(prompt, { onStep } = {}) {
    const trace = [];
    const failed = [];
    const emit = (e) => { trace.push(e); try { onStep && onStep(e); } catch { /* a caller's callback never breaks the run */ } };
    prompt = String(prompt || '').trim();
    const state = await stateFor(prompt);
    let plan;
    try {
      plan = await post('/api/editor/plan', { prompt, state, mode: 'plan', screenshot: await shot() });
    } catch (e) {
      return { ok: false, prompt, reply: e.message, planner: 'none', basicMode: false, steps: [], trace, failed: [{ index: -1, op: 'plan', error: e.message }] };
    }
    const planner = plan.planner || 'fallback';
    const basicMode = planner === 'fallback' || planner === 'basic';
    let steps = sanitize(plan.steps, prompt);
    const mark = (await invoke('history.mark')).result?.mark ?? 0;
    const runSteps = async (list, round) => {
      for (const [i, s] of list.entries()) {
        emit({ type: 'step', round, index: i, total: list.length, op: s.op, params: s.params, status: 'running' });
        const r = await invoke(s.op, s.params);
        emit({ type: 'step', round, index: i, total: list.length, op: s.op, params: s.params, status: r.ok ? 'done' : 'error', result: r.result, error: r.error });
        if (!r.ok) { failed.push({ index: i, op: s.op, error: r.error }); return false; }
      }
      return true;
    };
    let ok = await runSteps(steps, 0);
    let reply = plan.reply || '';
    // Self-check (model plans only): look at the result; when the model is not satisfied, undo the
    // attempt and apply its full corrected plan. At most 3 rounds.
    for (let round = 1; ok && !basicMode && round <= 3; round++) {
      emit({ type: 'check', round, status: 'running' });
      let check;
      try {
        check = await post('/api/editor/plan', { prompt, state: await stateFor(prompt), mode: 'check', screenshot: await shot() });
      } catch { break; }
      const done = check.done === true || !check.steps || !check.steps.length;
      emit({ type: 'check', round, status: done ? 'done' : 'retry', reply: check.reply });
      if (done) { if (check.reply) reply = check.reply; break; }
      await invoke('history.collapse', { mark, label: prompt });
      await invoke('history.undo');
      steps = sanitize(check.steps, prompt);
      ok = await runSteps(steps, round);
    }
    const depth = (await invoke('document.info')).result?.undoDepth ?? mark;
    if (depth > mark) await invoke('history.collapse', { mark, label: prompt });
    await doc.changed('quick-edit', { prompt }); // the page shows the outcome when the promise settles
    return { ok: ok && !failed.length, prompt, reply, planner, basicMode, steps, trace, failed };
  }

  window.geEditorControl = control;
  window.geEditorAI = Object.freeze({ execute });
  return control;
}
