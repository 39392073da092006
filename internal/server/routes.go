package server

import (
	"encoding/json"
	"net/http"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/preview"
	"github.com/neuralcut/neuralcut/internal/server/bridge"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// routeTable is every route of the API, once. The router, the OpenAPI
// document and the security tests all read it.
func (s *Server) routeTable() []Route {
	doc := store.DocInfo{}
	job := store.Job{}
	ok := map[string]bool{}
	return []Route{
		{Method: "GET", Path: "/healthz", Access: Public, Summary: "Health check", Reply: map[string]string{}, handle: s.health},
		{Method: "POST", Path: "/api/login", Access: Public, Summary: "Sign in: sets the neuralcut_session cookie", Body: LoginIn{}, Reply: UserInfo{}, handle: s.login},
		{Method: "POST", Path: "/api/logout", Access: Signed, Summary: "Sign out", Reply: ok, handle: s.logout},
		{Method: "GET", Path: "/api/me", Access: Signed, Summary: "The signed-in user", Reply: UserInfo{}, handle: s.me},

		{Method: "POST", Path: "/api/tokens", Access: Signed, Summary: "Create an API token (shown once)", Body: TokenIn{}, Reply: app.NewToken{}, handle: s.createToken},
		{Method: "GET", Path: "/api/tokens", Access: Signed, Summary: "List API tokens", Reply: []store.Token{}, handle: s.listTokens},
		{Method: "DELETE", Path: "/api/tokens/{id}", Access: Signed, Owned: "token", Summary: "Revoke an API token", Reply: ok, handle: s.revokeToken},

		{Method: "GET", Path: "/api/projects", Access: Signed, Summary: "List video projects", Reply: []store.DocInfo{}, handle: s.listDocs(store.KindProject)},
		{Method: "POST", Path: "/api/projects", Access: Signed, Summary: "Create a video project", Body: app.ProjectSettings{}, Reply: doc, handle: s.createProject},
		{Method: "GET", Path: "/api/projects/{id}", Access: Signed, Owned: "project", Summary: "A video project", Reply: doc, handle: s.getDoc(store.KindProject)},
		{Method: "PATCH", Path: "/api/projects/{id}", Access: Signed, Owned: "project", Summary: "Rename a video project", Body: RenameIn{}, Reply: doc, handle: s.renameDoc(store.KindProject)},
		{Method: "DELETE", Path: "/api/projects/{id}", Access: Signed, Owned: "project", Summary: "Delete a video project", Reply: ok, handle: s.deleteDoc(store.KindProject)},
		{Method: "GET", Path: "/api/projects/{id}/document", Access: Signed, Owned: "project", Summary: "The project document as the file format holds it (history included)", Reply: json.RawMessage(nil), handle: s.projectDocument},
		{Method: "GET", Path: "/api/projects/{id}/events", Access: Signed, Owned: "project", Stream: true, Summary: "Server-Sent Events: every committed change (event change, {version})", handle: s.docEvents(store.KindProject)},

		{Method: "POST", Path: "/api/projects/{id}/assets", Access: Signed, Owned: "project", Upload: true, Summary: "Upload media into the project (multipart field file, or the raw body)", Reply: videotools.AssetInfo{}, handle: s.uploadProjectAsset},
		{Method: "GET", Path: "/api/projects/{id}/assets/{assetId}/thumbnail", Access: Signed, Owned: "project", Download: true, Summary: "An asset's thumbnail (JPEG: a filmstrip for a video)", Produces: "image/jpeg", handle: s.derived("thumbnail")},
		{Method: "GET", Path: "/api/projects/{id}/assets/{assetId}/waveform", Access: Signed, Owned: "project", Download: true, Summary: "An asset's waveform (peaks)", Reply: app.Waveform{}, handle: s.derived("waveform")},
		{Method: "POST", Path: "/api/assets", Access: Signed, Upload: true, Summary: "Upload media to your library (for document.importImage by assetId)", Reply: store.Asset{}, handle: s.uploadAsset},

		{Method: "GET", Path: "/api/projects/{id}/tools", Access: Signed, Owned: "project", Summary: "Every video tool with its JSON Schemas", Reply: []app.ToolListing{}, handle: s.listTools},
		{Method: "POST", Path: "/api/projects/{id}/tools/{name}", Access: Signed, Owned: "project", Slow: true, Summary: "Call a video tool (If-Match: version optional): 200 with its output, 422 with its error", handle: s.callTool},
		{Method: "GET", Path: "/api/projects/{id}/frame", Access: Signed, Owned: "project", Slow: true, Summary: "The frame at t seconds, w pixels wide (JPEG)", Produces: "image/jpeg", handle: s.frame},
		{Method: "GET", Path: "/api/projects/{id}/preview", Access: Signed, Owned: "project", Summary: "The preview's state: segments rendered ahead of time for scrubbing and the playback file (made in the background while someone looks)", Reply: preview.Status{}, handle: s.previewStatus},
		{Method: "GET", Path: "/api/projects/{id}/preview/{name}", Access: Signed, Owned: "project", Download: true, Summary: "The low-resolution playback file of the timeline as it is now (MP4, Range supported)", Produces: "video/mp4", handle: s.playback},
		{Method: "GET", Path: "/api/projects/{id}/poster", Access: Signed, Owned: "project", Slow: true, Summary: "The project's picture for a list: a frame of the first thing it shows (JPEG, w pixels wide)", Produces: "image/jpeg", handle: s.poster},
		{Method: "POST", Path: "/api/projects/{id}/renders", Access: Signed, Owned: "project", Summary: "Render the project as a background job", Body: videotools.RenderIn{}, Reply: JobRef{}, handle: s.startRender},
		{Method: "POST", Path: "/api/projects/{id}/transcriptions", Access: Signed, Owned: "project", Summary: "Transcribe an asset (or the timeline) as a background job", Body: app.TranscriptionIn{}, Reply: JobRef{}, handle: s.startTranscription},
		{Method: "POST", Path: "/api/projects/{id}/agent", Access: Signed, Owned: "project", Stream: true, Summary: "Edit the project in plain language; streams the run's steps (SSE)", Body: AgentIn{}, handle: s.agent(store.KindProject)},

		{Method: "GET", Path: "/api/jobs/{id}", Access: Signed, Owned: "job", Summary: "A job's state and progress", Reply: job, handle: s.getJob},
		{Method: "GET", Path: "/api/jobs/{id}/events", Access: Signed, Owned: "job", Stream: true, Summary: "Server-Sent Events: the job's progress until it ends", handle: s.jobEvents},
		{Method: "POST", Path: "/api/jobs/{id}/cancel", Access: Signed, Owned: "job", Summary: "Cancel a job", Reply: job, handle: s.cancelJob},
		{Method: "GET", Path: "/api/jobs/{id}/output", Access: Signed, Owned: "job", Download: true, Summary: "A finished job's file (Range supported)", Produces: "application/octet-stream", handle: s.jobOutput},

		{Method: "GET", Path: "/api/photos", Access: Signed, Summary: "List photo documents", Reply: []store.DocInfo{}, handle: s.listDocs(store.KindPhoto)},
		{Method: "POST", Path: "/api/photos", Access: Signed, Upload: true, Summary: "Create a photo document: multipart file (an image to open) or JSON {name,width,height}", Body: PhotoIn{}, Reply: doc, handle: s.createPhoto},
		{Method: "GET", Path: "/api/photos/{id}", Access: Signed, Owned: "photo", Summary: "A photo document", Reply: doc, handle: s.getDoc(store.KindPhoto)},
		{Method: "PATCH", Path: "/api/photos/{id}", Access: Signed, Owned: "photo", Summary: "Rename a photo document", Body: RenameIn{}, Reply: doc, handle: s.renameDoc(store.KindPhoto)},
		{Method: "DELETE", Path: "/api/photos/{id}", Access: Signed, Owned: "photo", Summary: "Delete a photo document", Reply: ok, handle: s.deleteDoc(store.KindPhoto)},
		{Method: "GET", Path: "/api/photos/{id}/ops", Access: Signed, Owned: "photo", Summary: "The op catalog with parameter schemas", Reply: []photoops.OpInfo{}, handle: s.listOps},
		{Method: "POST", Path: "/api/photos/{id}/invoke", Access: Signed, Owned: "photo", Slow: true, Summary: "Run one op: {ok, op, result} | {ok:false, op, error}", Body: InvokeIn{}, Reply: photoops.Response{}, handle: s.invoke},
		{Method: "POST", Path: "/api/photos/{id}/run", Access: Signed, Owned: "photo", Slow: true, Summary: "Run ops in order, stopping at the first failure", Body: RunIn{}, Reply: photoops.RunResult{}, handle: s.run},
		{Method: "GET", Path: "/api/photos/{id}/screenshot", Access: Signed, Owned: "photo", Slow: true, Summary: "The composited canvas (PNG), at most maxSide pixels", Produces: "image/png", handle: s.screenshot},
		{Method: "GET", Path: "/api/photos/{id}/export.png", Access: Signed, Owned: "photo", Slow: true, Summary: "The flattened document (PNG; depth 8 or 16, maxSide)", Produces: "image/png", handle: s.exportPNG},
		{Method: "GET", Path: "/api/photos/{id}/events", Access: Signed, Owned: "photo", Stream: true, Summary: "Server-Sent Events: every committed change (event change, {version})", handle: s.docEvents(store.KindPhoto)},
		{Method: "POST", Path: "/api/photos/{id}/agent", Access: Signed, Owned: "photo", Stream: true, Summary: "Edit the photo in plain language; streams the run's steps (SSE)", Body: AgentIn{}, handle: s.agent(store.KindPhoto)},

		{Method: "POST", Path: "/api/editor/plan", Access: Signed, Slow: true, Summary: "Plan (or check) a request: {reply, planner, steps, done?}", Body: app.PlanRequest{}, Reply: app.PlanResponse{}, handle: s.plan},
		{Method: "POST", Path: "/api/agent/runs/{run}/approve", Access: Signed, Owned: "run", Summary: "Answer an agent run's permission request", Body: ApproveIn{}, Reply: ok, handle: s.approve},

		{Method: "GET", Path: bridge.EventsPath, Access: Signed, Stream: true, Summary: "Bridge: an open editor page's command stream (SSE; query session, page, kind, document)", handle: s.bridgeRoute(s.hub.ServeEvents)},
		{Method: "POST", Path: bridge.ResultPath, Access: Signed, Summary: "Bridge: a page's answer to a command", Body: bridge.PageResult{}, Reply: ok, handle: s.bridgeRoute(s.hub.ServeResult)},
		{Method: "POST", Path: bridge.CommandPath, Access: Signed, Slow: true, Summary: "Bridge: run an op or steps in an open editor page (wait: the answer)", Body: bridge.CommandIn{}, Reply: bridge.Answer{}, handle: s.bridgeRoute(s.hub.ServeCommand)},
		{Method: "GET", Path: bridge.StatusPath, Access: Signed, Owned: "command", Summary: "Bridge: a command's state or answer", Reply: bridge.Answer{}, handle: func(q *request) error {
			return s.hub.ServeStatus(q.w, q.r, q.user.ID, q.r.PathValue("id"))
		}},
		{Method: "GET", Path: "/api/editor/bridge/sessions", Access: Signed, Summary: "Bridge: your open editor sessions, each with its pages (kind, document) and waiting commands", Reply: bridge.SessionsOut{}, handle: s.bridgeSessions},

		{Method: "GET", Path: "/api/openapi.json", Access: Signed, Summary: "This API as an OpenAPI 3.1 document", Reply: map[string]any{}, handle: s.openAPI},
	}
}

func (s *Server) health(q *request) error {
	if _, err := s.app.Catalog.CountUsers(q.r.Context()); err != nil {
		return err
	}
	return q.reply(200, map[string]string{"status": "ok"}, 0)
}

// bridgeRoute serves one of the bridge hub's routes for the caller.
func (s *Server) bridgeRoute(serve func(w http.ResponseWriter, r *http.Request, owner int64) error) func(*request) error {
	return func(q *request) error { return serve(q.w, q.r, q.user.ID) }
}
