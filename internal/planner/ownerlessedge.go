package planner

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// An edge cut of "its" after a remark about one shot that names nothing
// the project has: "the shot from the balcony is shaky at the end, cut
// its last 2 seconds", "la toma del patio tiembla, sacale los últimos 2
// segundos". The remark was set aside as why, and "its" then stood for
// nothing: the video's last 2 seconds were cut and the reply said done
// (silent). A shot, clip or take is one clip, never the whole video, so
// whose edge it is is asked. "the video drags, cut its last 2 seconds"
// stays the video's.

// oneShotRemark: a remark that opens on one shot of the video.
var oneShotRemark = regexp.MustCompile(`(?i)^\s*(?:the|this|that|my|el|la|esta|este|esa|ese)\s+(?:shot|clip|take|scene|toma|plano|escena|parte)\b`)

// ownerlessEdgeAsked returns a question when the first clause planned is
// an edge cut of "its" that names nothing, after an aside about one shot.
func ownerlessEdgeAsked(clauses []clause, asides []string, prompt string, names func(token) bool) string {
	if len(clauses) == 0 {
		return ""
	}
	c := clauses[0]
	if !edgeCut(c.toks) || !possessiveOfThing(c.toks) || namesPart(c.toks, names) {
		return ""
	}
	at := strings.Index(prompt, c.raw)
	i := slices.IndexFunc(asides, func(a string) bool {
		where := strings.Index(prompt, a)
		return oneShotRemark.MatchString(a) && where >= 0 && (at < 0 || where < at)
	})
	if i < 0 {
		return ""
	}
	return fmt.Sprintf("Which clip is %q? Basic mode could not find it in the project, so %q has nothing to cut from; say the clip by name or position (e.g. \"the third clip\"). (nothing was changed)",
		strings.TrimSpace(oneShotRemark.FindString(asides[i])+strings.TrimPrefix(asides[i], oneShotRemark.FindString(asides[i]))), c.raw)
}
