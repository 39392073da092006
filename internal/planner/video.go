package planner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/neuralcut/neuralcut/internal/history"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// tools is the registry plans are simulated through when the editor
// brings none; the agent runs plans with the same tools.
var tools = sync.OnceValue(videotools.NewRegistry)

// sim is a scratch copy of the project that planned steps run on.
type sim struct {
	ctx   context.Context
	ed    *videotools.Editor
	steps []Step
	said  []string // one line per clause, for the reply

	// done and undone are the clauses of this request, so that "undo"
	// after "remove from 3 to 5" takes back that whole clause (several
	// steps) instead of its last step.
	done   []snapshot
	undone []snapshot
}

// snapshot is the scratch state around one planned clause.
type snapshot struct {
	before, after docState
	steps         []Step // the clause's steps
}

type docState struct {
	project    *timeline.Project
	undo, redo []history.Entry[*timeline.Project]
}

func (s *sim) state() docState {
	return docState{s.ed.Project, slices.Clone(s.ed.History.Undo), slices.Clone(s.ed.History.Redo)}
}

func (s *sim) restore(d docState) {
	s.ed.Project = d.project
	s.ed.History.Undo = slices.Clone(d.undo)
	s.ed.History.Redo = slices.Clone(d.redo)
}

// newSim copies the editor's project and history. Projects are
// copy-on-write and history states are never changed in place, so
// sharing them is safe: the scratch editor cannot change ed.
func newSim(ctx context.Context, ed *videotools.Editor) *sim {
	d := timeline.NewDoc(ed.Project.Clone())
	d.History = ed.History
	d.History.Undo = slices.Clone(ed.History.Undo)
	d.History.Redo = slices.Clone(ed.History.Redo)
	sc := *ed // keeps the editor's services: transcriber, renderer, tools
	sc.Doc = d
	if sc.Tools == nil {
		sc.Tools = tools()
	}
	return &sim{ctx: ctx, ed: &sc}
}

func (s *sim) p() *timeline.Project { return s.ed.Project }

func (s *sim) total() float64 { return s.p().End().Seconds() }

// call runs one step on the scratch copy and records it, unless it
// changed nothing (a split on an existing boundary): a plan holds no
// no-op steps.
func (s *sim) call(tool string, params any) (any, error) {
	raw := mustJSON(params)
	before := s.ed.Project
	out, err := s.ed.Tools.Call(s.ctx, s.ed, tool, raw)
	if err != nil {
		return nil, err
	}
	if t, _ := s.ed.Tools.Lookup(tool); t != nil && t.Effect == registry.Edit && s.ed.Project == before {
		return out, nil
	}
	s.steps = append(s.steps, Step{Tool: tool, Params: raw})
	return out, nil
}

// errNotUnderstood marks a clause no rule matched.
var errNotUnderstood = errors.New("not understood")

// BasicVideo plans a video request offline. It never changes ed: every
// step is tried on a scratch copy, and the plan is the list of steps that
// worked, in order. A clause it cannot understand makes the whole plan
// not understood (nothing is half done).
func BasicVideo(ctx context.Context, prompt string, ed *videotools.Editor) Plan {
	if ed == nil || ed.Doc == nil || ed.Project == nil {
		return Plan{Reply: "No active project", Planner: Basic, Steps: []Step{}}
	}
	norm, quotes := prepare(prompt)
	clauses := splitClauses(prompt, norm, quotes)
	if len(clauses) == 0 {
		return notUnderstood(videoHelp(""))
	}
	s := newSim(ctx, ed)
	for _, c := range clauses {
		if err := ctx.Err(); err != nil {
			return Plan{Reply: "Cancelled: " + err.Error(), Planner: Basic, Steps: []Step{}}
		}
		before, n := s.state(), len(s.steps)
		line, err := planVideoClause(s, c)
		if errors.Is(err, errNotUnderstood) {
			return notUnderstood(videoHelp(c.raw))
		}
		if err != nil {
			return Plan{Reply: fmt.Sprintf("I understood %q but cannot do it: %s", c.raw, err.Error()),
				Planner: Basic, Steps: []Step{}, Understood: true}
		}
		s.said = append(s.said, line)
		if len(s.steps) > n && s.steps[n].Tool != "undo" && s.steps[n].Tool != "redo" {
			s.done = append(s.done, snapshot{before, s.state(), slices.Clone(s.steps[n:])})
			s.undone = nil
		}
	}
	steps := s.steps
	if steps == nil {
		steps = []Step{}
	}
	return Plan{Reply: strings.Join(s.said, " "), Planner: Basic, Steps: steps, Understood: true}
}

// videoHelp is the honest answer to a request basic mode cannot read.
func videoHelp(part string) string {
	head := "Not understood (basic mode)"
	if part != "" {
		head += fmt.Sprintf(": %q", part)
	}
	return head + `. Basic mode understands requests like: "remove from 3 to 5", "cut the first 2 seconds", ` +
		`"split at 0:10", "add a title 'Hello' at the top for 3 seconds", "change the title to 'Bye'", ` +
		`"delete the title", "set the music volume to 30%", "mute the music", "add music.mp3 at 5s", ` +
		`"move the logo to 10s", "make the title last 4 seconds", "black and white from 2 to 6", ` +
		`"add a heart sticker in the top right", "undo"; en español: "sacá del segundo 3 al 5", ` +
		`"poné un título 'Hola' arriba", "bajá la música al 20%", "blanco y negro entre 2 y 6", "deshacé". ` +
		`Join several with "and", "then", "y" or "luego".`
}

// secs rounds seconds for replies ("3.5s").
func secs(v float64) string {
	v = math.Round(v*1000) / 1000
	return strings.TrimSuffix(strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.3f", v), "0"), "."), ".") + "s"
}

func ids(ts []target) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.id
	}
	return out
}

// asJSON reads a tool result as a generic value, for the few results
// whose fields a plan needs.
func asJSON(v any) map[string]any {
	var m map[string]any
	b, _ := json.Marshal(v)
	json.Unmarshal(b, &m)
	return m
}
