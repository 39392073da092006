// /login: username + password, then back to where the person was going.
import { html, render, useState } from '../lib/html.js';
import { login } from '../lib/api.js';
import { Button, TextField } from '../lib/ui.js';

function Login() {
  const [user, setUser] = useState('');
  const [pass, setPass] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await login(user, pass);
      const next = new URLSearchParams(location.search).get('next') || '/';
      location.assign(next.startsWith('/') && !next.startsWith('//') ? next : '/');
    } catch (err) {
      setError(err.status === 429 ? 'Too many attempts; wait a minute and try again.' : err.message);
      setBusy(false);
    }
  };
  return html`<main class="login-wrap">
    <form class="login-card" onSubmit=${submit} aria-labelledby="login-title">
      <div class="brand"><img src="/static/img/icon.svg" alt="" /> NeuralCut</div>
      <h1 id="login-title">Sign in</h1>
      <p class="muted">Edit video and photos with an agent beside you.</p>
      ${error && html`<div class="form-error" role="alert">${error}</div>`}
      <${TextField} id="username" label="Username" value=${user} onInput=${setUser} autocomplete="username" required />
      <${TextField} id="password" label="Password" type="password" value=${pass} onInput=${setPass} autocomplete="current-password" required />
      <${Button} type="submit" kind="primary" disabled=${busy || !user || !pass} id="signin">${busy ? 'Signing in…' : 'Sign in'}<//>
    </form>
  </main>`;
}

render(html`<${Login} />`, document.getElementById('app'));
