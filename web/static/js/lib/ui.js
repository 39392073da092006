// Small accessible building blocks shared by every page: buttons with labels, tabs with arrow-key
// navigation, numeric fields that scrub when their label is dragged, modal dialogs that keep focus,
// resizable splits whose sizes are remembered, and toasts.
import { html, useState, useEffect, useRef, useValue, signal, cls, clamp } from './html.js';
import { Icon } from './icons.js';

export function IconButton({ icon, label, onClick, disabled, active, class: c, kbd, id, pressed }) {
  const title = kbd ? `${label} (${kbd})` : label;
  return html`<button type="button" id=${id} class=${cls('icon-btn', active && 'active', c)} aria-label=${label}
    title=${title} onClick=${onClick} disabled=${disabled} aria-pressed=${pressed === undefined ? undefined : String(!!pressed)}>
    <${Icon} name=${icon} /></button>`;
}

export function Button({ children, onClick, kind = 'secondary', disabled, type = 'button', icon, class: c, label, id }) {
  return html`<button type=${type} id=${id} class=${cls('btn', 'btn-' + kind, c)} onClick=${onClick} disabled=${disabled} aria-label=${label}>
    ${icon && html`<${Icon} name=${icon} size=${16} />`}<span>${children}</span></button>`;
}

// Tabs: a tablist (arrow keys move between tabs) and the selected panel's content.
export function Tabs({ tabs, value, onChange, label, class: c }) {
  const onKey = (e) => {
    const i = tabs.findIndex((t) => t.id === value);
    let j = -1;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') j = (i + 1) % tabs.length;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') j = (i - 1 + tabs.length) % tabs.length;
    if (j >= 0) {
      e.preventDefault();
      onChange(tabs[j].id);
      const el = e.currentTarget.querySelectorAll('[role=tab]')[j];
      el && el.focus();
    }
  };
  return html`<div role="tablist" aria-label=${label} class=${cls('tabs', c)} onKeyDown=${onKey}
    aria-orientation=${c && c.includes('tabs-vertical') ? 'vertical' : undefined}>
    ${tabs.map((t) => html`<button type="button" role="tab" key=${t.id} id=${'tab-' + t.id}
      aria-selected=${String(t.id === value)} tabindex=${t.id === value ? 0 : -1}
      class=${cls('tab', t.id === value && 'selected')} onClick=${() => onChange(t.id)}>
      ${t.icon && html`<${Icon} name=${t.icon} size=${15} />`}<span>${t.label}</span></button>`)}
  </div>`;
}

let fieldSeq = 0;
const useId = (p) => useRef(p + '-' + ++fieldSeq).current;

// NumberField: a labelled number input; dragging the label scrubs the value (Shift = x10), arrows step.
export function NumberField({ label, value, onChange, onCommit, min = -Infinity, max = Infinity, step = 1, unit, id: given }) {
  const id = given || useId('num');
  const [draft, setDraft] = useState(null);
  const drag = useRef(null);
  const round = (v) => {
    const d = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
    return Number(clamp(v, min, max).toFixed(d));
  };
  const commit = (v) => { if (Number.isFinite(v)) { onChange && onChange(round(v)); onCommit && onCommit(round(v)); } };
  const onDown = (e) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, v: Number(value) || 0, moved: false };
  };
  const onMove = (e) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    if (Math.abs(dx) > 2) d.moved = true;
    if (d.moved) onChange && onChange(round(d.v + Math.round(dx / 3) * step * (e.shiftKey ? 10 : 1)));
  };
  const onUp = (e) => {
    const d = drag.current;
    drag.current = null;
    if (d && d.moved) {
      const dx = e.clientX - d.x;
      onCommit && onCommit(round(d.v + Math.round(dx / 3) * step * (e.shiftKey ? 10 : 1)));
    } else document.getElementById(id)?.focus();
  };
  const onKey = (e) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      commit((Number(value) || 0) + (e.key === 'ArrowUp' ? 1 : -1) * step * (e.shiftKey ? 10 : 1));
    } else if (e.key === 'Enter') {
      e.currentTarget.blur();
    } else if (e.key === 'Escape') {
      setDraft(null);
      e.currentTarget.blur();
    }
  };
  return html`<div class="field field-num">
    <label for=${id} class="scrub" onPointerDown=${onDown} onPointerMove=${onMove} onPointerUp=${onUp}>${label}</label>
    <div class="num-wrap"><input id=${id} type="number" inputmode="decimal" step=${step} min=${Number.isFinite(min) ? min : undefined}
      max=${Number.isFinite(max) ? max : undefined}
      value=${draft ?? (value ?? '')} onInput=${(e) => setDraft(e.currentTarget.value)} onKeyDown=${onKey}
      onBlur=${() => { if (draft !== null) { commit(parseFloat(draft)); setDraft(null); } }} />
      ${unit && html`<span class="unit" aria-hidden="true">${unit}</span>`}</div>
  </div>`;
}

export function Slider({ label, value, onInput, onCommit, min = 0, max = 1, step = 0.01, format, id: given }) {
  const id = given || useId('rng');
  return html`<div class="field field-range">
    <div class="range-head"><label for=${id}>${label}</label><output for=${id}>${format ? format(value) : value}</output></div>
    <input id=${id} type="range" min=${min} max=${max} step=${step} value=${value}
      onInput=${(e) => onInput && onInput(parseFloat(e.currentTarget.value))}
      onChange=${(e) => onCommit && onCommit(parseFloat(e.currentTarget.value))} />
  </div>`;
}

export function TextField({ label, value, onInput, onCommit, multiline, placeholder, id: given, type = 'text', autocomplete, required }) {
  const id = given || useId('txt');
  const props = {
    id, value, placeholder, autocomplete, required,
    onInput: (e) => onInput && onInput(e.currentTarget.value),
    onChange: (e) => onCommit && onCommit(e.currentTarget.value),
  };
  return html`<div class="field"><label for=${id}>${label}</label>
    ${multiline ? html`<textarea rows="3" ...${props}></textarea>` : html`<input type=${type} ...${props} />`}</div>`;
}

export function Select({ label, value, options, onChange, id: given }) {
  const id = given || useId('sel');
  return html`<div class="field"><label for=${id}>${label}</label>
    <select id=${id} value=${value} onChange=${(e) => onChange(e.currentTarget.value)}>
      ${options.map((o) => html`<option value=${o.value ?? o}>${o.label ?? o}</option>`)}
    </select></div>`;
}

export function Toggle({ label, checked, onChange, id: given }) {
  const id = given || useId('chk');
  return html`<div class="field field-check"><input id=${id} type="checkbox" checked=${checked}
    onChange=${(e) => onChange(e.currentTarget.checked)} /><label for=${id}>${label}</label></div>`;
}

// Dialog: modal, labelled, Esc closes, focus moves in and is kept inside, and returns on close.
export function Dialog({ title, onClose, children, class: c, footer }) {
  const ref = useRef();
  useEffect(() => {
    const prev = document.activeElement;
    const el = ref.current;
    const first = el.querySelector('input,select,textarea,button:not(.dialog-close)') || el.querySelector('button');
    first && first.focus();
    return () => prev && prev.focus && prev.focus();
  }, []);
  const onKey = (e) => {
    if (e.key === 'Escape') { e.stopPropagation(); onClose(); }
    if (e.key === 'Tab') {
      const f = [...ref.current.querySelectorAll('button,input,select,textarea,a[href],[tabindex="0"]')].filter((x) => !x.disabled);
      if (!f.length) return;
      if (e.shiftKey && document.activeElement === f[0]) { e.preventDefault(); f[f.length - 1].focus(); }
      else if (!e.shiftKey && document.activeElement === f[f.length - 1]) { e.preventDefault(); f[0].focus(); }
    }
  };
  const tid = useId('dlg');
  return html`<div class="backdrop" onMouseDown=${(e) => e.target === e.currentTarget && onClose()}>
    <div class=${cls('dialog', c)} role="dialog" aria-modal="true" aria-labelledby=${tid} ref=${ref} onKeyDown=${onKey}>
      <header class="dialog-head"><h2 id=${tid}>${title}</h2>
        <${IconButton} icon="close" label="Close" onClick=${onClose} class="dialog-close" /></header>
      <div class="dialog-body">${children}</div>
      ${footer && html`<footer class="dialog-foot">${footer}</footer>`}
    </div></div>`;
}

// Toasts: toast('text', 'error'|'info'|'ok'); one live region announces them.
export const toasts = signal([]);
let toastSeq = 0;
export function toast(text, kind = 'info', ms = 4000) {
  const id = ++toastSeq;
  toasts.value = [...toasts.value, { id, text, kind }];
  setTimeout(() => { toasts.value = toasts.value.filter((t) => t.id !== id); }, ms);
}
export function Toasts() {
  const list = useValue(toasts);
  return html`<div class="toasts" role="status" aria-live="polite">
    ${list.map((t) => html`<div key=${t.id} class=${'toast toast-' + t.kind}>${t.text}</div>`)}</div>`;
}

// Splitter: a separator that resizes the panel before (or after) it; keyboard arrows work too.
// size is a signal holding a fraction of the parent's width/height, remembered in localStorage.
export function rememberedSize(key, initial) {
  const s = signal(Number(localStorage.getItem('neuralcut.size.' + key)) || initial);
  let t;
  s.subscribe((v) => { clearTimeout(t); t = setTimeout(() => localStorage.setItem('neuralcut.size.' + key, String(v)), 200); });
  return s;
}

export function Splitter({ size, axis = 'x', min, max, invert, label }) {
  const v = useValue(size);
  const onDown = (e) => {
    const parent = e.currentTarget.parentElement.getBoundingClientRect();
    const total = axis === 'x' ? parent.width : parent.height;
    const start = axis === 'x' ? e.clientX : e.clientY;
    const base = size.value;
    e.currentTarget.setPointerCapture(e.pointerId);
    const move = (ev) => {
      const d = ((axis === 'x' ? ev.clientX : ev.clientY) - start) / total;
      size.value = clamp(base + (invert ? -d : d), min, max);
    };
    const up = () => { e.target.removeEventListener('pointermove', move); e.target.removeEventListener('pointerup', up); };
    e.target.addEventListener('pointermove', move);
    e.target.addEventListener('pointerup', up);
  };
  const onKey = (e) => {
    const grow = axis === 'x' ? { ArrowRight: 1, ArrowLeft: -1 } : { ArrowDown: 1, ArrowUp: -1 };
    if (grow[e.key]) { e.preventDefault(); size.value = clamp(size.value + grow[e.key] * (invert ? -0.02 : 0.02), min, max); }
  };
  return html`<div class=${'splitter splitter-' + axis} role="separator" tabindex="0" aria-label=${label}
    aria-orientation=${axis === 'x' ? 'vertical' : 'horizontal'} aria-valuenow=${Math.round(v * 100)}
    aria-valuemin=${Math.round(min * 100)} aria-valuemax=${Math.round(max * 100)}
    onPointerDown=${onDown} onKeyDown=${onKey}></div>`;
}

export function Progress({ value, label }) {
  return html`<div class="progress" role="progressbar" aria-label=${label} aria-valuemin="0" aria-valuemax="100"
    aria-valuenow=${Math.round((value || 0) * 100)}><div class="progress-bar" ref=${(el) => el && (el.style.width = `${(value || 0) * 100}%`)}></div></div>`;
}

export function Empty({ icon, title, children }) {
  return html`<div class="empty">${icon && html`<${Icon} name=${icon} size=${28} />`}<strong>${title}</strong>${children && html`<p>${children}</p>`}</div>`;
}

export const fmtTime = (s, fps) => {
  if (!Number.isFinite(s)) s = 0;
  const m = Math.floor(s / 60), sec = s - m * 60;
  if (fps) { // SMPTE-style hours:minutes:seconds:frames, as editors show it
    const f = Math.floor((sec - Math.floor(sec)) * fps + 1e-6), p2 = (n) => String(n).padStart(2, '0');
    return `${p2(Math.floor(m / 60))}:${p2(m % 60)}:${p2(Math.floor(sec))}:${p2(f)}`;
  }
  return `${m}:${sec.toFixed(1).padStart(4, '0')}`;
};

export const fmtDuration = (s) => {
  if (!Number.isFinite(s) || s <= 0) return '';
  const m = Math.floor(s / 60), sec = Math.round(s - m * 60);
  return `${m}:${String(sec).padStart(2, '0')}`;
};
