// The server's JSON API as the pages use it: cookie session + X-CSRF-Token on writes, one error
// type carrying the server's {"error","code"}, uploads with progress, and Server-Sent Events both
// from GET (EventSource) and from POST (a streamed fetch, for agent runs).

const CSRF_KEY = 'neuralcut.csrf';
let csrfToken = sessionStorage.getItem(CSRF_KEY) || '';

export function setCsrf(token) {
  if (!token) return;
  csrfToken = token;
  sessionStorage.setItem(CSRF_KEY, token);
}

export class ApiError extends Error {
  constructor(status, body) {
    super((body && body.error) || `Request failed (HTTP ${status})`);
    this.status = status;
    this.code = body && body.code;
    this.body = body || {};
  }
}

function toLogin() {
  if (location.pathname !== '/login') {
    location.assign('/login?next=' + encodeURIComponent(location.pathname + location.search));
  }
}

function headers(method, extra) {
  const h = { Accept: 'application/json', ...extra };
  if (method !== 'GET' && method !== 'HEAD' && csrfToken) h['X-CSRF-Token'] = csrfToken;
  return h;
}

async function parse(res) {
  const ct = res.headers.get('Content-Type') || '';
  if (ct.includes('application/json')) return res.json();
  const text = await res.text();
  return text ? { error: text.trim() } : null;
}

// api sends a JSON request and returns the decoded answer; a non-2xx answer throws ApiError.
export async function api(method, url, body, opts = {}) {
  const init = { method, headers: headers(method, opts.headers), signal: opts.signal, credentials: 'same-origin' };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(url, init);
  if (res.status === 401 && !opts.noRedirect) toLogin();
  const data = res.status === 204 ? null : await parse(res);
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

export const get = (url, opts) => api('GET', url, undefined, opts);
export const post = (url, body, opts) => api('POST', url, body, opts);

// me returns the signed-in user (and refreshes the CSRF token when the server sends one).
export async function me() {
  const r = await api('GET', '/api/me', undefined, { noRedirect: true });
  if (r && r.csrfToken) setCsrf(r.csrfToken);
  return r;
}

export async function login(username, password) {
  const r = await api('POST', '/api/login', { username, password }, { noRedirect: true });
  setCsrf(r.csrfToken);
  return r;
}

export async function logout() {
  try { await api('POST', '/api/logout', {}, { noRedirect: true }); } finally {
    sessionStorage.removeItem(CSRF_KEY);
    location.assign('/login');
  }
}

// upload posts one file as multipart field "file", reporting progress 0..1.
export function upload(url, file, onProgress) {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    if (csrfToken) xhr.setRequestHeader('X-CSRF-Token', csrfToken);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response);
      else reject(new ApiError(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(new ApiError(0, { error: 'Network error while uploading' }));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

// listOf accepts either a bare array or an object holding one under a known key.
export function listOf(r, ...keys) {
  if (Array.isArray(r)) return r;
  for (const k of keys) if (r && Array.isArray(r[k])) return r[k];
  return [];
}

// events opens an EventSource and reconnects with backoff; returns a close function.
export function events(url, onMessage, onState) {
  let es, closed = false, delay = 500, timer;
  const open = () => {
    es = new EventSource(url, { withCredentials: true });
    es.onopen = () => { delay = 500; onState && onState('open'); };
    es.onmessage = (e) => onMessage(safeJSON(e.data), e);
    for (const type of ['change', 'version', 'progress', 'done', 'state', 'preview']) {
      es.addEventListener(type, (e) => onMessage(safeJSON(e.data), e));
    }
    es.onerror = () => {
      if (closed) return;
      onState && onState('retrying');
      es.close();
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, 8000);
    };
  };
  open();
  // A page kept in the back/forward cache would keep its stream open, and a browser allows only
  // six connections to a host: after a few visits the next page's requests wait (measured: a
  // 57 s page load in bench/web). Close on pagehide, reopen when the page is shown again.
  const hide = () => { clearTimeout(timer); es && es.close(); };
  const show = (e) => { if (e.persisted && !closed) open(); };
  window.addEventListener('pagehide', hide);
  window.addEventListener('pageshow', show);
  return () => {
    closed = true; clearTimeout(timer); es && es.close();
    window.removeEventListener('pagehide', hide);
    window.removeEventListener('pageshow', show);
  };
}

export function safeJSON(s) {
  try { return JSON.parse(s); } catch { return s; }
}

// streamPost posts JSON and reads a text/event-stream answer, calling onEvent({event, data}).
export async function streamPost(url, body, onEvent, signal) {
  const res = await fetch(url, {
    method: 'POST', signal, credentials: 'same-origin',
    headers: headers('POST', { 'Content-Type': 'application/json', Accept: 'text/event-stream' }),
    body: JSON.stringify(body),
  });
  if (res.status === 401) toLogin();
  const ct = res.headers.get('Content-Type') || '';
  if (!res.ok || !ct.includes('text/event-stream')) {
    const data = await parse(res);
    if (!res.ok) throw new ApiError(res.status, data);
    onEvent({ event: 'result', data });
    return;
  }
  const reader = res.body.getReader();
  const dec = new TextDecoder();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += dec.decode(value, { stream: true });
    let i;
    while ((i = buf.search(/\r?\n\r?\n/)) >= 0) {
      const block = buf.slice(0, i);
      buf = buf.slice(buf[i] === '\r' ? i + 4 : i + 2);
      let event = 'message', data = '';
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data += (data ? '\n' : '') + line.slice(5).replace(/^ /, '');
      }
      if (data || event !== 'message') onEvent({ event, data: safeJSON(data) });
    }
  }
}
