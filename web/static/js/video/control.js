// window.neuralcutControl: the video editor's page API, the video twin of the photo page's
// geEditorControl. invoke(tool, input) -> the tool's output or {error}; run(calls) runs calls in
// order and stops at the first error; list() -> [{tool, description, inputSchema, kind}]. Every call
// goes through the same path as the page's own buttons, so the page shows its effect at once.
export function installControl(ed) {
  let catalog = [];
  const ready = (async () => {
    const { get, listOf } = await import('../lib/api.js');
    const r = await get(ed.base + '/tools');
    catalog = listOf(r, 'tools').map((t) => ({
      tool: t.name, description: t.description, kind: t.kind || t.category, inputSchema: t.inputSchema || t.input_schema,
    }));
    return true;
  })();
  const control = Object.freeze({
    version: 1,
    projectId: ed.id,
    ready,
    async invoke(tool, input = {}) {
      if (typeof tool !== 'string' || !tool) return { error: 'Unknown tool' };
      return ed.call(tool, input ?? {}, { ifMatch: false, quiet: true });
    },
    async run(calls) {
      const results = [];
      for (const c of Array.isArray(calls) ? calls : []) {
        const out = await control.invoke(c.tool || c.name, c.input || c.params || {});
        results.push({ tool: c.tool || c.name, output: out });
        if (out && out.error) return { ok: false, results, failed: results.length - 1 };
      }
      return { ok: true, results };
    },
    list() { return catalog.map((t) => ({ ...t })); },
    state() {
      return { projectId: ed.id, version: ed.version.value, playhead: ed.playhead.value, zoom: ed.zoom.value, selection: [...ed.selection.value] };
    },
  });
  window.neuralcutControl = control;
  return control;
}
