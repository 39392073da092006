// /: the signed-in person's video projects and photo documents, with thumbnails; create, rename,
// delete, and open a photo straight from a file.
import { html, render, useState, useEffect } from '../lib/html.js';
import { get, api, post, upload, me, logout, listOf } from '../lib/api.js';
import { Button, IconButton, Dialog, TextField, NumberField, Select, Toasts, toast, Empty, Progress } from '../lib/ui.js';
import { Icon } from '../lib/icons.js';

const fmtDate = (v) => {
  if (!v) return '';
  const d = new Date(typeof v === 'number' && v < 1e12 ? v * 1000 : v);
  return isNaN(d) ? '' : d.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
};
const idOf = (d) => d.id || d.ID;

function Card({ kind, doc, onRename, onDelete }) {
  const id = idOf(doc);
  const href = `/${kind}/${encodeURIComponent(id)}`;
  const v = doc.version || 0;
  // A project's picture is a frame of the first thing it shows (404 while it shows nothing); a
  // photo's is its composited canvas.
  const thumb = kind === 'video'
    ? `/api/projects/${encodeURIComponent(id)}/poster?w=400&v=${v}`
    : `/api/photos/${encodeURIComponent(id)}/screenshot?maxSide=400&v=${v}`;
  const [failed, setFailed] = useState(false);
  return html`<article class="card" data-id=${id}>
    <a class=${'card-thumb' + (kind === 'photo' && !failed ? ' checker' : '')} href=${href} tabindex="-1" aria-hidden="true">
      ${failed ? html`<span class="card-empty"><${Icon} name=${kind === 'video' ? 'film' : 'image'} size=${28} />
          <span>${kind === 'video' ? 'Nothing on the timeline yet' : 'No picture'}</span></span>`
        : html`<${Icon} name=${kind === 'video' ? 'film' : 'image'} size=${28} class="card-loading" />
          <img src=${thumb} alt="" loading="lazy" onLoad=${(e) => e.currentTarget.classList.add('loaded')} onError=${() => setFailed(true)} />`}</a>
    <div class="card-meta">
      <div class="card-title"><a href=${href}>${doc.name || 'Untitled'}</a>
        <small>${[kind === 'video' && doc.width ? `${doc.width}×${doc.height}` : '', fmtDate(doc.updatedAt || doc.updated || doc.createdAt)].filter(Boolean).join(' · ')}</small></div>
      <${IconButton} icon="pencil" label=${`Rename ${doc.name || 'Untitled'}`} onClick=${() => onRename(kind, doc)} class="small" />
      <${IconButton} icon="trash" label=${`Delete ${doc.name || 'Untitled'}`} onClick=${() => onDelete(kind, doc)} class="small" />
    </div></article>`;
}

function NewVideo({ onClose }) {
  const [name, setName] = useState('Untitled project');
  const [preset, setPreset] = useState('1920x1080');
  const [fps, setFps] = useState(30);
  const create = async () => {
    const [w, h] = preset.split('x').map(Number);
    try {
      const p = await post('/api/projects', { name, width: w, height: h, fps });
      location.assign('/video/' + encodeURIComponent(idOf(p)));
    } catch (e) { toast(e.message, 'error'); }
  };
  return html`<${Dialog} title="New video project" onClose=${onClose}
    footer=${html`<${Button} onClick=${onClose}>Cancel<//><${Button} kind="primary" id="create-video" onClick=${create}>Create<//>`}>
    <${TextField} label="Name" value=${name} onInput=${setName} id="new-video-name" />
    <div class="grid2">
      <${Select} label="Canvas" value=${preset} onChange=${setPreset} options=${[
        { value: '1920x1080', label: 'Landscape 1920×1080' }, { value: '1280x720', label: 'Landscape 1280×720' },
        { value: '1080x1920', label: 'Vertical 1080×1920' }, { value: '1080x1080', label: 'Square 1080×1080' }]} />
      <${NumberField} label="Frame rate" value=${fps} onChange=${setFps} min=${1} max=${120} step=${1} unit="fps" />
    </div><//>`;
}

function Rename({ kind, doc, onClose, onDone }) {
  const [name, setName] = useState(doc.name || '');
  const save = async () => {
    try {
      await api('PATCH', `/api/${kind === 'video' ? 'projects' : 'photos'}/${encodeURIComponent(idOf(doc))}`, { name });
      onDone();
    } catch (e) { toast(e.message, 'error'); }
  };
  return html`<${Dialog} title="Rename" onClose=${onClose}
    footer=${html`<${Button} onClick=${onClose}>Cancel<//><${Button} kind="primary" id="rename-save" onClick=${save}>Save<//>`}>
    <${TextField} label="Name" value=${name} onInput=${setName} id="rename-name" /><//>`;
}

function ConfirmDelete({ kind, doc, onClose, onDone }) {
  const remove = async () => {
    try {
      await api('DELETE', `/api/${kind === 'video' ? 'projects' : 'photos'}/${encodeURIComponent(idOf(doc))}`);
      toast('Deleted', 'ok');
      onDone();
    } catch (e) { toast(e.message, 'error'); }
  };
  return html`<${Dialog} title=${`Delete "${doc.name || 'Untitled'}"?`} onClose=${onClose}
    footer=${html`<${Button} onClick=${onClose}>Cancel<//><${Button} kind="danger" id="confirm-delete" onClick=${remove}>Delete<//>`}>
    <p>The ${kind === 'video' ? 'project, its timeline and its history' : 'photo and its layers'} will be gone. This cannot be undone.</p><//>`;
}

function Home() {
  const [user, setUser] = useState(null);
  const [videos, setVideos] = useState(null);
  const [photos, setPhotos] = useState(null);
  const [dialog, setDialog] = useState(null);
  const [uploading, setUploading] = useState(null);
  const load = async () => {
    try {
      const [v, p] = await Promise.all([get('/api/projects'), get('/api/photos')]);
      setVideos(listOf(v, 'projects', 'items'));
      setPhotos(listOf(p, 'photos', 'items'));
      document.body.dataset.ready = 'true';
    } catch (e) { toast(e.message, 'error'); }
  };
  useEffect(() => {
    me().then(setUser).catch(() => location.assign('/login'));
    load();
  }, []);
  const onDelete = (kind, doc) => setDialog({ remove: { kind, doc } });
  const openPhoto = (e) => {
    const file = e.currentTarget.files[0];
    e.currentTarget.value = '';
    if (!file) return;
    setUploading(0);
    upload('/api/photos', file, setUploading)
      .then((d) => location.assign('/photo/' + encodeURIComponent(idOf(d))))
      .catch((err) => { setUploading(null); toast(err.message, 'error'); });
  };
  const blankPhoto = async () => {
    try {
      const d = await post('/api/photos', { name: 'Untitled photo', width: 1600, height: 1000 });
      location.assign('/photo/' + encodeURIComponent(idOf(d)));
    } catch (e) { toast(e.message, 'error'); }
  };
  const section = (kind, title, list, actions) => html`<section aria-labelledby=${kind + '-h'}>
    <div class="home-section-head"><h2 id=${kind + '-h'}>${title}</h2><span class="badge">${list ? list.length : '…'}</span><span class="spacer"></span>${actions}</div>
    ${list && !list.length ? html`<${Empty} icon=${kind === 'video' ? 'film' : 'image'} title=${'No ' + title.toLowerCase() + ' yet'} />` : ''}
    <div class="cards">${(list || []).map((d) => html`<${Card} key=${idOf(d)} kind=${kind} doc=${d}
      onRename=${(k, doc) => setDialog({ rename: { kind: k, doc } })} onDelete=${onDelete} />`)}</div>
  </section>`;
  return html`<div>
    <header class="topbar"><a class="brand" href="/"><img src="/static/img/icon.svg" alt="" />NeuralCut</a>
      <span class="spacer"></span>
      ${user && html`<span class="muted" id="whoami">${user.user?.name || user.user?.username || user.username || user.name || ''}</span>`}
      <${Button} kind="ghost" icon="logout" onClick=${logout}>Sign out<//></header>
    <main class="home">
      ${section('video', 'Video projects', videos, html`<${Button} kind="primary" icon="plus" id="new-video" onClick=${() => setDialog({ newVideo: true })}>New project<//>`)}
      ${section('photo', 'Photos', photos, html`
        ${uploading !== null && html`<div class="row"><span class="muted">Uploading</span><div class="tl-zoom"><${Progress} value=${uploading} label="Upload progress" /></div></div>`}
        <${Button} icon="plus" onClick=${blankPhoto}>Blank canvas<//>
        <label class="btn btn-primary" for="open-photo"><${Icon} name="upload" size=${16} /><span>Open a photo</span></label>
        <input id="open-photo" class="sr-only" type="file" accept="image/*" onChange=${openPhoto} />`)}
    </main>
    ${dialog?.newVideo && html`<${NewVideo} onClose=${() => setDialog(null)} />`}
    ${dialog?.rename && html`<${Rename} ...${dialog.rename} onClose=${() => setDialog(null)} onDone=${() => { setDialog(null); load(); }} />`}
    ${dialog?.remove && html`<${ConfirmDelete} ...${dialog.remove} onClose=${() => setDialog(null)} onDone=${() => { setDialog(null); load(); }} />`}
    <${Toasts} /></div>`;
}

render(html`<${Home} />`, document.getElementById('app'));
