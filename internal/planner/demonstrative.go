package planner

import "strings"

// demonstrativeOfLast: "that text", "ese clip", "esta música" after a
// clause that touched a thing of that kind is that thing, as "it" is:
// "change the price to $42.000 and put that text at the top", "poné en
// blanco y negro el retorneado y silenciá ese clip". The demonstrative
// was read as "the", and "the text" asked among every text (or a rewrite
// of the first clause alone was planned, the second lost: silent).
//
// Only a demonstrative with a kind and nothing else that picks ("that
// blue text", "ese clip del horno" name their own), and only where the
// things touched before hold exactly one of that kind; otherwise it
// reads as before.
func (r *resolver) demonstrativeOfLast(n np) ([]target, bool) {
	if r.ctx == nil || len(r.ctx.last) == 0 || n.kind == "" || n.pron || len(n.names) > 0 || n.quote != "" ||
		n.ord != 0 || n.plural || n.trail != "" || n.at != "" || n.edge != 0 || n.anchor != nil || n.sticker != "" || n.effect != "" {
		return nil, false
	}
	ws := strings.Fields(fold(n.said))
	if len(ws) != 2 || !contains(demonstratives, ws[0]) {
		return nil, false
	}
	want := map[string]bool{}
	for _, id := range r.ctx.last {
		want[id] = true
	}
	kind := r.ofKind(n)
	ts := filter(kind, func(t target) bool { return want[t.id] })
	if len(group(ts)) != 1 {
		return nil, false
	}
	return ts, true
}
