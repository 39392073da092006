// The open photo document: its info (layers, selection, history depth), the composited picture
// from the server's screenshot route, and refresh-on-change (own edits and the live events stream).
import { signal, batch } from '../lib/html.js';
import { get, post, events } from '../lib/api.js';

export function createDoc(id) {
  const base = `/api/photos/${encodeURIComponent(id)}`;
  const doc = {
    id, base,
    meta: signal(null),
    info: signal(null),
    picture: signal(null), // {bitmap, scale: picture px per document px}
    version: signal(0),
    labels: signal([]), // history labels known to this page, by undo depth
    live: signal('connecting'),
    busy: signal(0),
    selShape: signal(null), // {kind: 'rect'|'ellipse'|'bbox', x, y, w, h} in document pixels
  };
  let inflight = null, again = null;
  // A refresh asked for while one is in flight waits for one more after it (which sees the change
  // that asked).
  doc.refresh = async () => {
    if (inflight) {
      again = again || inflight.catch(() => {}).then(() => { again = null; return doc.refresh(); });
      return again;
    }
    inflight = (async () => {
      try {
        const [meta, infoRes] = await Promise.all([
          get(base).catch(() => null),
          post(`${base}/invoke`, { op: 'document.info', params: {} }),
        ]);
        const info = infoRes && infoRes.result;
        const maxSide = Math.min(2048, Math.max(info?.width || 0, info?.height || 0) || 2048);
        const v = meta?.version ?? 0;
        const res = await fetch(`${base}/screenshot?maxSide=${maxSide}&v=${v}-${info?.undoDepth ?? 0}-${Date.now() % 1e6}`, { credentials: 'same-origin' });
        let bitmap = null;
        if (res.ok) {
          const ct = res.headers.get('Content-Type') || '';
          if (ct.includes('json')) {
            const j = await res.json();
            const url = j.dataUrl || j.result?.dataUrl;
            if (url) bitmap = await createImageBitmap(await (await fetch(url)).blob());
          } else bitmap = await createImageBitmap(await res.blob());
        }
        batch(() => {
          doc.meta.value = meta;
          doc.info.value = info;
          doc.version.value = v;
          if (bitmap) doc.picture.value = { bitmap, scale: bitmap.width / (info?.width || bitmap.width) };
          const sel = info?.selection;
          if (!sel || !sel.active) doc.selShape.value = null;
          else if (!doc.selShape.value && sel.bbox) doc.selShape.value = { kind: 'bbox', ...sel.bbox };
        });
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  };
  // changed is called after every successful mutating op.
  doc.changed = (op, params) => {
    if (op.startsWith('selection.')) {
      if (op === 'selection.rectangle' || op === 'selection.ellipse') doc.selShape.value = { kind: op === 'selection.rectangle' ? 'rect' : 'ellipse', ...params };
      else doc.selShape.value = null;
    }
    if (!op.startsWith('history.') && !op.startsWith('selection.') && op !== 'quick-edit') {
      const depth = (doc.info.value?.undoDepth ?? 0) + 1;
      const l = doc.labels.value.slice(0, depth);
      l[depth] = op;
      doc.labels.value = l;
    }
    return doc.refresh();
  };
  doc.connect = () => events(base + '/events', (m) => {
    const v = m && typeof m === 'object' ? m.version : undefined;
    if (v === undefined || v !== doc.version.value) doc.refresh();
  }, (s) => { doc.live.value = s === 'open' ? 'live' : 'reconnecting'; });
  return doc;
}
