package server

import (
	"github.com/neuralcut/neuralcut/internal/server/bridge"
)

// bridgeRoutes are the bridge's routes (spec/EDITOR_AGENT_API.md section
// 3): an editor page subscribes and answers, an agent sends commands. The
// caller is whoever the session cookie or the API token says: queues are
// that owner's, so nobody reaches another owner's editors.
func (s *Server) bridgeRoutes() []Route {
	ok := map[string]bool{}
	return []Route{
		{Method: "GET", Path: bridge.EventsPath, Access: Signed, Stream: true,
			Summary: "An editor page's commands (SSE): ?session=&page=&kind=&document=; hello, then {id, op, params} or {id, steps} with event ids, a keep-alive comment every 15 s",
			handle:  s.bridgeEvents},
		{Method: "POST", Path: bridge.ResultPath, Access: Signed,
			Summary: "An editor page's answer to a command: {id, ok, result, error, screenshot, ms, page}",
			Body:    bridge.PageResult{}, Reply: ok, handle: s.bridgeResult},
		{Method: "POST", Path: bridge.CommandPath, Access: Signed, Slow: true,
			Summary: "Send a command to your open editor: {session, op | steps, params, wait, timeout}; with wait the page's {id, ok, result, error, screenshot, ms} (504 with code no_editor or no_answer when it timed out), else 202 {id, queued: true}",
			Body:    bridge.CommandIn{}, Reply: bridge.Answer{}, handle: s.bridgeCommand},
		{Method: "GET", Path: bridge.StatusPath, Access: Signed, Owned: "command",
			Summary: "A command's answer once it has ended, else {id, queued: true, state}",
			Reply:   bridge.Answer{}, handle: s.bridgeStatus},
		{Method: "GET", Path: "/api/editor/bridge/sessions", Access: Signed,
			Summary: "Your open editor sessions: each session's pages (kind, document) and waiting commands",
			Reply:   bridge.SessionsOut{}, handle: s.bridgeSessions},
	}
}

func (s *Server) bridgeEvents(q *request) error {
	return s.bridge.ServeEvents(q.w, q.r, q.user.ID)
}

func (s *Server) bridgeResult(q *request) error {
	return s.bridge.ServeResult(q.w, q.r, q.user.ID)
}

func (s *Server) bridgeCommand(q *request) error {
	return s.bridge.ServeCommand(q.w, q.r, q.user.ID)
}

func (s *Server) bridgeStatus(q *request) error {
	return s.bridge.ServeStatus(q.w, q.r, q.user.ID, q.r.PathValue("id"))
}

func (s *Server) bridgeSessions(q *request) error {
	return q.reply(200, bridge.SessionsOut{Sessions: s.bridge.Sessions(q.user.ID)}, 0)
}

// Bridge is the server's bridge hub: the agent and MCP send through it.
// Close it when the server shuts down, so open editor pages do not hold
// the shutdown.
func (s *Server) Bridge() *bridge.Hub { return s.bridge }

// bridgeCaller is what the bridge's tools act for: owner's own editors.
func (s *Server) bridgeCaller(owner int64) bridge.Caller {
	return bridge.Caller{Hub: s.bridge, Owner: owner}
}
