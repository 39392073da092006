package server

import (
	"github.com/neuralcut/neuralcut/internal/server/bridge"
)

// bridgeSessions lists the caller's open editor sessions (the REST twin of
// the editor_sessions tool).
func (s *Server) bridgeSessions(q *request) error {
	return q.reply(200, bridge.SessionsOut{Sessions: s.hub.Sessions(q.user.ID)}, 0)
}

// bridgeCaller is what the bridge's tools act for: owner's own editors.
func (s *Server) bridgeCaller(owner int64) bridge.Caller {
	return bridge.Caller{Hub: s.hub, Owner: owner}
}
