// Editing actions shared by the toolbar, the shortcuts and the menus; each is one tool call.
import { secs } from './state.js';
import { toast } from '../lib/ui.js';

export function actions(ed) {
  const sel = () => ed.selection.value.filter((id) => ed.index.value.has(id));
  return {
    undo: () => ed.call('undo', {}, { ifMatch: false }),
    redo: () => ed.call('redo', {}, { ifMatch: false }),
    split: async () => {
      const t = ed.playhead.value;
      const ids = sel();
      // With a selection, cut only what is selected (when it spans the playhead); else every track.
      const spans = ids.filter((id) => { const e = ed.index.value.get(id).el; return secs(e.startTime) < t && secs(e.startTime + e.duration) > t; });
      if (!spans.length && ids.length) { toast('The playhead is not over the selection', 'info'); return; }
      const r = await ed.call('split', { times: [Math.round(t * 1e6) / 1e6] });
      return r;
    },
    remove: async () => {
      const ids = sel();
      if (!ids.length) return;
      const r = await ed.call('delete_timeline_elements', { elementIds: ids });
      // only what was deleted leaves the selection: the person may have selected something
      // else while the call was on its way (a later select([]) dropped a drag begun meanwhile)
      if (!r.error) ed.select(ed.selection.peek().filter((id) => !ids.includes(id)));
      return r;
    },
    duplicate: async () => {
      const ids = sel();
      if (!ids.length) return;
      const r = await ed.call('duplicate_elements', { elementIds: ids });
      if (r && r.elements) ed.select(r.elements.map((e) => e.elementId));
      return r;
    },
    selectAll: () => ed.select([...ed.index.value.keys()]),
  };
}

// installShortcuts binds the editor's keys; typing in a field never triggers them.
export function installShortcuts(ed, view, togglePlay) {
  const a = actions(ed);
  const onKey = (e) => {
    const tag = (e.target.tagName || '').toLowerCase();
    if (tag === 'input' || tag === 'textarea' || tag === 'select' || e.target.isContentEditable) return;
    if (document.querySelector('.backdrop')) return;
    const mod = e.ctrlKey || e.metaKey;
    const k = e.key;
    const fps = ed.fps.value;
    let handled = true;
    if (k === ' ' || (k === 'k' && !mod)) togglePlay();
    else if (k === 'j' && !mod) { ed.playing.value = false; ed.seek(ed.playhead.value - 1); }
    else if (k === 'l' && !mod) { ed.playing.value = false; ed.seek(ed.playhead.value + 1); }
    else if (k === 'ArrowLeft') ed.seek(ed.playhead.value - (e.shiftKey ? 1 : 1 / fps));
    else if (k === 'ArrowRight') ed.seek(ed.playhead.value + (e.shiftKey ? 1 : 1 / fps));
    else if (k === 'Home') ed.seek(0);
    else if (k === 'End') ed.seek(ed.duration.value);
    else if ((k === 's' || k === 'S') && !mod) a.split();
    else if (k === 'Delete' || k === 'Backspace') a.remove();
    else if (mod && (k === 'd' || k === 'D')) a.duplicate();
    else if (mod && (k === 'a' || k === 'A')) a.selectAll();
    else if (mod && (k === 'y' || k === 'Y')) a.redo();
    else if (mod && (k === 'z' || k === 'Z')) (e.shiftKey ? a.redo : a.undo)();
    else if (k === 'n' && !mod) ed.snapping.value = !ed.snapping.value;
    else if (k === 'Escape') ed.select([]);
    else if ((k === '+' || k === '=') && view.current) view.current.zoomTo(ed.zoom.value * 1.5);
    else if ((k === '-' || k === '_') && view.current) view.current.zoomTo(ed.zoom.value / 1.5);
    else handled = false;
    if (handled) e.preventDefault();
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
