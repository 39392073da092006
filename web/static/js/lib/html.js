// The framework in one import: Preact + hooks, htm's tagged templates bound to Preact's h, and
// signals for state shared across panels. useValue re-renders a component when a signal changes.
import { h, render, Fragment, createContext } from '../../vendor/preact.js';
import {
  useState, useEffect, useLayoutEffect, useRef, useMemo, useCallback, useContext, useReducer,
} from '../../vendor/preact-hooks.js';
import htm from '../../vendor/htm.js';
import { signal, computed, effect, batch, untracked } from '../../vendor/signals-core.js';

export const html = htm.bind(h);
export {
  h, render, Fragment, createContext,
  useState, useEffect, useLayoutEffect, useRef, useMemo, useCallback, useContext, useReducer,
  signal, computed, effect, batch, untracked,
};

// useValue subscribes the calling component to one or more signals (or a function of them).
export function useValue(read) {
  const fn = typeof read === 'function' ? read : () => read.value;
  const [, tick] = useReducer((n) => n + 1, 0);
  const ref = useRef();
  ref.current = fn;
  useEffect(() => {
    let first = true;
    return effect(() => {
      ref.current();
      if (!first) tick();
      first = false;
    });
  }, []);
  return untracked(fn);
}

export const cls = (...parts) => parts.filter(Boolean).join(' ');
export const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
