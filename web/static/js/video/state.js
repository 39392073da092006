// The video editor's state: the project as the server holds it (never edited locally except as a
// drag preview), the view (playhead, zoom, scroll, selection) and the one path every edit takes:
// call(tool, input) -> POST /api/projects/{id}/tools/{tool} with If-Match, so a page that missed a
// change never overwrites it (409 -> reload and say so).
import { signal, computed, batch } from '../lib/html.js';
import { get, api, ApiError, events } from '../lib/api.js';
import { toast } from '../lib/ui.js';

export const TICKS = 120000;
export const secs = (ticks) => ticks / TICKS;

export function createEditor(projectId) {
  const base = `/api/projects/${encodeURIComponent(projectId)}`;
  const ed = {
    id: projectId,
    base,
    meta: signal(null), // {id, name, version, ...}
    project: signal(null), // {settings, assets, tracks}
    version: signal(0),
    history: signal({ undo: 0, redo: 0 }),
    assets: signal([]), // list_project_assets
    tools: signal([]),
    selection: signal([]),
    playhead: signal(0),
    playing: signal(false),
    zoom: signal(1),
    viewStart: signal(0), // seconds at the timeline's left edge
    snapping: signal(true),
    pending: signal(0), // tool calls in flight
    live: signal('connecting'),
    drag: signal(null), // the timeline's local preview while dragging {ids, dt, track, trim}
    inputAt: null, // the timeStamp of the pointer event whose seek is being shown (preview timing)
    scrubTime: signal(null), // a time to show in the preview without moving the playhead (trim feedback)
    frameKey: signal(''), // changes whenever what a frame shows may have changed
    preview: signal(null), // the server's preview status: segments made ahead of time, the playback file
    rebased: [], // tools that met a newer version (409) and were replayed on it
  };
  ed.fps = computed(() => {
    const f = ed.project.value?.settings?.fps;
    return f && f.den ? f.num / f.den : 30;
  });
  ed.duration = computed(() => {
    let end = 0;
    for (const t of ed.project.value?.tracks || []) for (const e of t.elements) end = Math.max(end, e.startTime + e.duration);
    return secs(end);
  });
  ed.index = computed(() => {
    const m = new Map();
    for (const t of ed.project.value?.tracks || []) for (const e of t.elements) m.set(e.id, { el: e, track: t });
    return m;
  });

  let loading = null, again = null;
  // load fetches the document (and the asset list). A call while a load is in flight waits for
  // one more load after it, so what it waits for started after the change it knows of.
  ed.load = () => {
    if (loading) {
      again = again || loading.then(() => { again = null; return ed.load(); });
      return again;
    }
    loading = (async () => {
      try {
        const [doc, meta] = await Promise.all([fetchDocument(base), get(base).catch(() => null)]);
        batch(() => {
          ed.project.value = doc.project;
          ed.history.value = doc.history;
          ed.meta.value = meta;
          const v = doc.version ?? meta?.version ?? 0;
          ed.version.value = v;
          ed.assets.value = assetsOf(doc.project);
          const idx = ed.index.value;
          ed.selection.value = ed.selection.value.filter((id) => idx.has(id));
          ed.frameKey.value = `${v}`;
        });
        ed.refreshPreview();
      } finally { loading = null; }
    })();
    return loading;
  };

  // call runs one tool; the answer is the tool's output, or {error} for a tool error (422).
  ed.call = async (tool, input = {}, { ifMatch = true, quiet = false, rebase = true } = {}) => {
    ed.pending.value++;
    try {
      const headers = {};
      if (ifMatch && ed.version.value) headers['If-Match'] = String(ed.version.value);
      const out = await api('POST', `${base}/tools/${encodeURIComponent(tool)}`, input, { headers });
      await ed.load();
      return out;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        // Someone else changed the project first: take their version, then (once) replay this
        // action on it, as a person would redo it; never write over what they did.
        await ed.load();
        ed.rebased.push(tool);
        if (rebase) {
          if (!quiet) toast('The project changed elsewhere: your change was applied on the newest version.', 'info', 5000);
          ed.pending.value--;
          try { return await ed.call(tool, input, { ifMatch, quiet, rebase: false }); } finally { ed.pending.value++; }
        }
        if (!quiet) toast('The project changed elsewhere: reloaded the newest version.', 'error', 6000);
        return { error: e.message, stale: true };
      }
      if (e instanceof ApiError && e.status === 422) {
        if (!quiet) toast(e.message, 'error');
        return { error: e.message };
      }
      if (!quiet) toast(e.message, 'error');
      return { error: e.message };
    } finally { ed.pending.value--; }
  };

  // The preview's status: asking also has the server make what is missing in the background;
  // it then announces each step on the events stream ("preview").
  ed.refreshPreview = () => get(base + '/preview').then(setPreview, () => {});
  let poll = 0;
  const setPreview = (st) => {
    if (!st || typeof st !== 'object' || st.version < (ed.preview.peek()?.version ?? 0)) return;
    ed.preview.value = st;
    // events announce each step; while building, look again now and then in case one is missed
    clearTimeout(poll);
    if (st.state === 'building' && !st.error) poll = setTimeout(ed.refreshPreview, 3000);
  };

  // Live: every committed change (another tab, the CLI, an agent) arrives on the events stream.
  ed.connect = () => events(base + '/events', (msg, ev) => {
    if (ev && ev.type === 'preview') return setPreview(msg);
    const v = msg && typeof msg === 'object' ? (msg.version ?? msg.Version) : undefined;
    if (v === undefined || v !== ed.version.value) ed.load();
  }, (s) => { ed.live.value = s === 'open' ? 'live' : 'reconnecting'; });

  ed.select = (ids) => { ed.selection.value = ids; };
  ed.seek = (t) => {
    const fps = ed.fps.value;
    ed.playhead.value = Math.max(0, Math.round(Math.max(0, t) * fps) / fps);
  };
  return ed;
}

// assetsOf lists the project's assets as list_project_assets shows them, from the same snapshot
// as the timeline (a second request could see another version).
function assetsOf(p) {
  const used = new Set();
  for (const t of p?.tracks || []) for (const e of t.elements) if (e.assetId) used.add(e.assetId);
  return (p?.assets || []).map((a) => ({
    id: a.id, name: a.name, type: a.type, duration: a.duration ? secs(a.duration) : undefined,
    width: a.width, height: a.height, usedInTimeline: used.has(a.id), description: a.description || undefined,
  }));
}

// fetchDocument reads the project JSON and normalises it to {project, version, history}.
async function fetchDocument(base) {
  const res = await fetch(base + '/document', { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (res.status === 401) location.assign('/login?next=' + encodeURIComponent(location.pathname));
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiError(res.status, body);
  const project = body.project && body.project.tracks ? body.project : body;
  // Go writes an empty list as null in places; the views read arrays.
  project.assets = project.assets || [];
  project.tracks = project.tracks || [];
  for (const t of project.tracks) t.elements = t.elements || [];
  const etag = res.headers.get('X-Document-Version') || (res.headers.get('ETag') || '').replace(/^W\//, '').replace(/"/g, '');
  let version = body.documentVersion ?? (etag ? Number(etag) : undefined);
  if (version === undefined && body.project && typeof body.version === 'number' && body.schema === undefined) version = body.version;
  return {
    project,
    version: Number.isFinite(version) ? version : undefined,
    history: { undo: (body.undo || []).length, redo: (body.redo || []).length, known: Array.isArray(body.undo) },
  };
}

// Track kinds and what each accepts, as internal/timeline says.
export const accepts = {
  main: ['video', 'image'], overlay: ['video', 'image', 'sticker'], text: ['text'], audio: ['audio'], effect: ['effect'],
};
