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
	"github.com/neuralcut/neuralcut/internal/stickers"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// tools is the registry plans are simulated through when the editor
// brings none; the agent runs plans with the same tools.
var tools = sync.OnceValue(videotools.NewRegistry)

// sim is a scratch copy of the project that planned steps run on.
type sim struct {
	ctx     context.Context
	origin  *timeline.Project // the project the request was said of
	ed      *videotools.Editor
	steps   []Step
	touched []string // elements the current clause acted on or made
	// hidePieces: removeRange hides the pieces of a stretch instead of
	// deleting them ("hide the logo from 10 to 15")
	hidePieces bool

	// done and undone are the clauses of this request, so that "undo"
	// after "remove from 3 to 5" takes back that whole clause (several
	// steps) instead of its last step.
	done   []snapshot
	undone []snapshot

	// placedBy are the places and steps this request gave pictures, by
	// element id, so that a later resize keeps them ("move the logo to
	// the top and make it bigger" grew it past the top edge).
	placedBy map[string]placeSaid

	// duckedAt are the step counts at which a clause lowered the music
	// under someone too quiet to raise (vduck.go): a clause after it that
	// says the volume is how, and the complaint only why
	duckedAt []int
}

// placeSaid is a place or step one clause gave a picture: where it was
// said to go, the clause, the picture before it, and where it put it.
type placeSaid struct {
	pos    string
	f      *frame
	before timeline.Element
	x, y   float64
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
	return &sim{ctx: ctx, ed: &sc, origin: ed.Project}
}

func (s *sim) p() *timeline.Project { return s.ed.Project }

func (s *sim) total() float64 { return s.p().End().Seconds() }

// target finds an element of the scratch project by id (one a step just made).
func (s *sim) target(id string) (target, bool) {
	for _, t := range all(s.p()) {
		if t.id == id {
			return t, true
		}
	}
	return target{}, false
}

// runsPastEnd: a thing starting inside the video at start and lasting dur
// would run past its end, making the video longer with black under it.
func runsPastEnd(start, dur, end float64) bool {
	return start < end && start+dur > end+1e-9
}

func (s *sim) touch(ids ...string) { s.touched = append(s.touched, ids...) }

// call runs one step on the scratch copy and records it, unless it
// changed nothing (a split on an existing boundary): a plan holds no
// no-op steps. Read tools (list_timeline, transcribe_video, preview_frame,
// load_asset_context) are recorded, not run: they change nothing, and
// running them twice would transcribe, render or upload twice.
func (s *sim) call(tool string, params any) (any, error) {
	raw := mustJSON(params)
	t, ok := s.ed.Tools.Lookup(tool)
	if !ok {
		return nil, fmt.Errorf("no tool %s", tool)
	}
	if t.Effect == registry.Read {
		s.steps = append(s.steps, Step{Tool: tool, Params: raw})
		return nil, nil
	}
	before := s.ed.Project
	out, err := s.ed.Tools.Call(s.ctx, s.ed, tool, raw)
	if err != nil {
		return nil, err
	}
	if t.Effect == registry.Edit && s.ed.Project == before {
		return out, nil
	}
	s.steps = append(s.steps, Step{Tool: tool, Params: raw})
	return out, nil
}

// BasicVideo plans a video request offline with the default options.
func BasicVideo(ctx context.Context, prompt string, ed *videotools.Editor) Plan {
	return PlanVideo(ctx, prompt, ed, Options{})
}

// PlanVideo plans a video request offline. It never changes ed: every
// step is tried on a scratch copy, and the plan is the list of steps that
// worked, in order. A clause it cannot plan makes the whole plan empty
// (nothing is half done), unless opt.Partial.
func PlanVideo(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (plan Plan) {
	defer func() {
		if r := recover(); r != nil {
			plan = failedPlan(prompt, r)
		}
	}()
	if crashHook != nil {
		crashHook(prompt)
	}
	prompt = describedAsQuoted(prompt) // "describe drone.mp4 as aerial shot of the house" (describeas.go)
	if ed != nil && ed.Project != nil {
		prompt = typedTextQuoted(prompt, ed.Project) // "bajá el ANTES / DESPUÉS al centro" (typedtext.go)
		prompt = fileNamesFolded(prompt, ed.Project) // "put IMG_4502 at the very end" (filenamecase.go)
		prompt = aerialShotSaid(prompt, ed.Project)  // "the shot from above" (aerialshot.go)
		var whose string
		if prompt, whose = ownerNamed(prompt, ed.Project); whose != "" {
			return Plan{Planner: Basic, Steps: []Step{}, Status: StatusQuestion, Reply: whose} // "during her intro" (ownernamed.go)
		}
		prompt = hookTexts(prompt, ed)             // "change the hook to …" (hookopening.go)
		prompt = spelledAsSwap(prompt, ed.Project) // "spell tyre as tire in the title" (spelledas.go)
	}
	if fixed, ok := spanComplaintPlan(ctx, prompt, ed, opt); ok {
		return fixed // "the replay has 2 boring seconds at the end, get rid of them"
	}
	if fixed, ok := bareTextOverPlan(ctx, prompt, ed, opt); ok {
		return fixed // 'title "DRONE VIEW" over the drone shot' (bareadd.go)
	}
	if fixed, ok := regretUndoPlan(ctx, prompt, ed, opt); ok {
		// "oops i didnt mean to delete the heart, bring it back" (regretundo.go);
		// before the plain reading, which added a new sticker for "put the
		// sparkles back" when the sparkles were just deleted
		return fixed
	}
	plan = planVideo(ctx, prompt, ed, opt)
	if asked, ok := formerTimeAsked(prompt, plan, ed); ok {
		return asked // "until 22s instead of 18" of a text that ends at 20 (formercheck.go)
	}
	if kept, ok := endKeptPlan(ctx, prompt, plan, ed, opt); ok {
		return kept // "start it at 28, keep the end" of an effect (edgekept.go)
	}
	if plan.OK() {
		if fixed, ok := ownWordsPlan(ctx, prompt, plan, ed, opt); ok {
			return fixed // a text's own words were pasted into a new one (ownwords.go)
		}
		if fixed, ok := ownWordsTimePlan(ctx, prompt, plan, ed, opt); ok {
			return fixed // "move the Best tacos after midnight text to 40" (ownwordstime.go)
		}
	}
	if plan.OK() || len(plan.Steps) > 0 || ctx.Err() != nil {
		return plan
	}
	if fixed, ok := numberCorrected(ctx, prompt, ed, opt); ok {
		return fixed
	}
	if fixed, ok := mistakeCorrected(ctx, prompt, ed, opt); ok {
		return fixed
	}
	if fixed, ok := factCorrected(ctx, prompt, ed, opt); ok {
		return fixed
	}
	if fixed, ok := caseChangedPlan(ctx, prompt, ed, opt); ok {
		return fixed // "el autor en mayúsculas" (textcase.go)
	}
	if fixed, ok := languageSwapPlan(ctx, prompt, ed, opt); ok {
		return fixed // "ponelo en castellano: '…'" (textlanguage.go)
	}
	if fixed, ok := nearTextCorrected(ctx, prompt, ed, opt); ok {
		return fixed // "el nombre está mal escrito, es Karla con K" (textnear.go)
	}
	if fixed, ok := lookRemarkSetAside(ctx, prompt, plan, ed, opt); ok {
		return fixed
	}
	if fixed, ok := lookComplaintSetAside(ctx, prompt, ed, opt); ok {
		return fixed // "make the channel bug fully opaque, it looks washed out" (lookcomplaint.go)
	}
	if fixed, ok := togetherTooMuchPlan(ctx, prompt, ed, opt); ok {
		return fixed // "the OUCH and the sad face together is too much, keep just one"
	}
	if fixed, ok := sameLengthPlan(ctx, prompt, ed, opt); ok {
		return fixed // "que el OUCH salga un segundo antes y dure lo mismo"
	}
	if fixed, ok := vagueRemedyPlan(ctx, prompt, ed, opt); ok {
		return fixed // "the seed packet is upside down, fix it"
	}
	if fixed, ok := ownWordsPlan(ctx, prompt, plan, ed, opt); ok {
		return fixed // "move the pero vos seguis brillando text to the top" (ownwords.go)
	}
	if fixed, ok := pointedAtPlan(ctx, prompt, ed, opt); ok {
		return fixed // "una flecha que señale el cartel de precios" (pointedat.go)
	}
	if fixed, ok := bareAddPlan(ctx, prompt, ed, opt); ok {
		return fixed // "subtitle at 2s: today we go …", "thumbs up sticker at the end" (bareadd.go)
	}
	return plan
}

// planVideo plans the request as said; PlanVideo falls back from a
// refusal to a number corrected in a text (numfix.go).
func planVideo(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) Plan {
	if ed == nil || ed.Doc == nil || ed.Project == nil {
		return Plan{Reply: "No active project", Planner: Basic, Steps: []Step{}, Status: StatusCannot}
	}
	names := videoNames(ed.Project)
	toks := lookFaultSaid(lookComparedDropped(warmOfAWarmLookDropped(toneDownJoined(softerOfEffect(politeEnd(selfCorrected(conversational(prompt, dashesAtMarks(lex(prompt, newVocabulary(names.words()))), true))))))))
	toks = textNamedByNumber(toks, prompt, ed.Project, names)                                  // textnumbername.go
	toks = finalOfNamedThing(theFinalNamed(toks, names, ed.Project), names.has)                // thefinalnamed.go
	toks = endingClipIsLast(gazeRemarkDropped(toks))                                           // endingclip.go, gazeremark.go
	toks = verbTakenBack(onlyKept(thingTakenBack(chatDropped(toks), names.has)), names.has)    // takeback.go, chatwords.go
	toks = negatedThenJust(toks, names.has)                                                    // notjust.go
	toks = edgeThenSpan(groupThenList(thingTailDropped(contrastTailDropped(toks), names.has))) // contrasttail.go, contrastthing.go, groupthenlist.go, edgethenspan.go
	toks = endGerundDropped(toks)                                                              // gerundedge.go
	toks = shiftThenMomentDropped(toks)                                                        // shiftthento.go
	toks = edgeKeptDropped(toks)                                                               // edgekept.go; endKeptPlan keeps the end
	whatSitsThere(toks)
	toks = placedThing(withItDropped(readingAsNoun(performanceNoun(toks, names)))) // placedthing.go, goeswithit.go, readingnoun.go, performancenoun.go
	toks = phoneOfText(toks, ed.Project)                                           // phonetext.go
	toks = nearEndOf(goesWith(goesAway(andLastsToo(placeVerbs(goesWhere(nameOne(heardMore(closeUpNamed(halfOfAUnit(joinedNames(translatedJoin(toks, names), names)), names)), names.has)))))))
	soundIx := soundNames(ed.Project)
	noiseOfASound(toks, soundIx)
	annoyingSound(toks, soundIx) // soundannoying.go
	toks = reasonBeforePerception(toks, names.has)
	toks = colonTextQuoted(toks, prompt, names.has)    // colonquoted.go
	toks = namesJoinedInText(toks, prompt, ed.Project) // namesjoinedtext.go: "Rosa y Beto", both of one label
	// talkernamed.go: "while he talks" after a person is named is that person's talk
	said, talk := talkBesideRange(talkingInThing(talkerNamed(splitClauses(prompt, toks, names.has), names.has)), prompt)
	clauses, asides := setAsides(said, prompt, names)
	if q := ownerlessEdgeAsked(clauses, asides, prompt, names.has); q != "" {
		return Plan{Planner: Basic, Steps: []Step{}, Status: StatusQuestion, Reply: q} // "the shot from the balcony …, cut its last 2 seconds" (ownerlessedge.go)
	}
	asides = append(talk, asides...)
	clauses = copiesPut(clauses, prompt)
	if len(clauses) == 0 {
		return nothingSaid(videoHelp())
	}
	s := newSim(ctx, ed)
	start := s.p()
	rc := &refContext{}
	run := planRun{prompt: prompt, fixed: fixedWords(toks), files: assetFiles(ed.Project), asides: asides}
	prevIntent, spanIntent := "", ""
	var prevFrame *frame
	var why *complaintClause
	var last *complaintClause       // the clause planned last, which one after a comma may measure
	var prevStart *timeline.Project // the project before the clause before (restatedThing)
	for ci, c := range clauses {
		if err := ctx.Err(); err != nil {
			return Plan{Reply: "Cancelled: " + err.Error(), Planner: Basic, Steps: []Step{}, Status: StatusCannot}
		}
		before, n := s.state(), len(s.steps)
		prevP := s.p()
		startBefore := prevStart
		prevStart = prevP
		s.touched = nil
		rc.took = nil
		prev := prevFrame
		prevCut := rc.cutAt // set again only by a removal of this clause
		rc.cutAt = nil
		frameOf := func() *frame {
			f := fill(c, prompt, names)
			// "three times bigger", "tres veces más grande": a factor of the
			// size, as photo reads it ("times" was the Times font, or the
			// count left out)
			sizeByTimes(f)
			lengthGiven(f)
			purposeSubject(f)
			sameSubject(f, prevIntent, rc)
			placedSameSubject(f, prevIntent, rc)
			secondOfKind(f, prev)
			quoteOfKindBefore(f, prev)
			if again, ok := sameEdit(f, prev); ok {
				f = again
			} else if again, ok := sharedVerb(f, prev); ok {
				f = again
			} else {
				lookOfThingBefore(f, prev)
				sharedSoundTarget(f, prev, prevIntent)
			}
			placeBack(f, prev, rc)
			holeFilled(f, prev, prevIntent)
			endsAtTheCut(f, prevCut) // "cortá los últimos 2 segundos del drone y que el horario termine ahí" (cutthere.go)
			carrySpanBack(f, prev, spanIntent, rc)
			lookSpanAfterFault(f, prev, rc) // "the sit clip looks flat, make the colors pop" (lookspanafter.go)
			partBesideCut(f, prevIntent, rc)
			alongsideAdded(f, prev, rc)
			carryHeldTime(f, rc)
			return f
		}
		f := frameOf()
		prevFrame = f
		if why != nil && (takesItAway(f) || stepsThroughHistory(f)) {
			// "the bedroom clip is too dark, just take it out": the clause
			// after takes the thing away, which makes the complaint's own
			// edit moot, and "it" is the thing complained of (the
			// brightness effect the complaint added was deleted instead).
			// "that's way too loud now, undo it": the complaint is why the
			// last change is taken back, not a change of its own for the
			// undo to take (it undid the complaint's edit, then panicked)
			s.restore(why.before)
			s.steps, s.done = s.steps[:why.n], s.done[:why.done]
			run.asReason(why.parse, why.said)
			if len(why.named) > 0 {
				rc.last = why.named
			}
			before, n = s.state(), len(s.steps)
			why = nil
			f = frameOf()
			prevFrame = f
		}
		cp := ClauseParse{Text: c.raw}
		restated, restatedQ := false, error(nil)
		if prevIntent != "" {
			// "sacá el tercer clip entero, el del balde": which thing, said
			// again (restatedthing.go)
			restated, restatedQ = restatedThing(prompt, prev, f, startBefore, ci == len(clauses)-1)
		}
		if prevIntent == "reorder" && !restated && restatedQ == nil {
			// "swap A and B, B should come first": the order of the two,
			// said again (swapfirst.go)
			var done bool
			if done, restatedQ = swapOrderSaid(prompt, prev, f, startBefore, s.p()); done {
				cp.Intent, cp.Status, cp.Reason = prevIntent, StatusPlanned, "the order the swap before made, said again: done once"
				run.parse = append(run.parse, cp)
				continue
			}
		}
		if restated {
			cp.Intent, cp.Status, cp.Reason = prevIntent, StatusPlanned, "the thing of the clause before, named again: done once"
			run.parse = append(run.parse, cp)
			continue
		}
		if prevIntent == "undo" && undoSaidAgain(prev, f, prompt) {
			cp.Intent, cp.Status, cp.Reason = "undo", StatusPlanned, "the undo before, said again: done once"
			run.parse = append(run.parse, cp)
			continue
		}
		var line string
		var err error
		if restatedQ != nil {
			err = restatedQ
		} else if q := undoesLookBefore(f, prev); q != nil {
			err = q
		} else if q := spanBackAfterMove(f, prev, spanIntent); q != nil {
			err = q
		} else if q := spanBackOfNothing(f, prev); q != nil {
			err = q
		} else if q := addedAfterATime(f, rc); q != nil {
			err = q
		} else if q := otherOccasion(f); q != nil {
			err = q // "la canción que usamos la otra vez" (otheroccasion.go)
		} else if q := twoPointsOfMove(f); q != nil {
			err = q // "the address at the end should pop up earlier, at 52s" (twopoints.go)
		} else {
			line, err = planVideoFrame(s, f, rc, &cp)
		}
		cp.Steps = len(s.steps) - n
		// undone takes back the clause before and plans this one again,
		// the one before read as its reason
		undone := func(was *complaintClause) {
			s.restore(was.before)
			s.steps, s.done = s.steps[:was.n], s.done[:was.done]
			run.asReason(was.parse, was.said)
			if len(was.named) > 0 && slices.Contains(s.duckedAt, was.n) {
				// "the interview is too quiet, turn it up": "it" is the
				// interview, not the music the complaint lowered
				rc.last, rc.coord = was.named, nil
			}
			before, n = s.state(), len(s.steps)
			f = frameOf()
			prevFrame = f
			cp = ClauseParse{Text: c.raw}
			line, err = planVideoFrame(s, f, rc, &cp)
			cp.Steps = len(s.steps) - n
		}
		ducked := why != nil && slices.Contains(s.duckedAt, why.n)
		if err != nil && why != nil && cp.Intent == "volume" && (ducked || !slices.ContainsFunc(why.steps, func(st Step) bool { return st.Tool != "set_volume" })) {
			// "la música casi no se escucha, subila un poco": the complaint
			// raised the music to the top, and the remedy after it found no
			// room left ("already at 100%"); the complaint is why
			undone(why)
		} else if err == nil && ducked && cp.Intent == "volume" {
			// "the interview is too quiet, lower the music": the clause
			// after says how (the music was lowered twice)
			undone(why)
		}
		// a place complaint, then a move that finds nothing left to do
		// ("the logo is too low, raise it": "already touches the top")
		if err == nil && why != nil && (restates(why.steps, s.steps[n:]) && !looksElsewhere(why.steps, s.steps[n:]) || otherLookThere(why.steps, s.steps[n:]) || otherPlaceThere(why.steps, s.steps[n:]) ||
			len(s.steps) == n && (cp.Intent == "place" || cp.Intent == "update text") && len(placedOnly(why.steps)) > 0) {
			// "the logo is too small, make it a bit bigger": the complaint
			// says why, the clause after says how much (it grew twice)
			undone(why)
		}
		if err == nil && why == nil && last != nil && last.n+len(last.steps) == n && measureAfter(prompt, prev, f) && restates(last.steps, s.steps[n:]) && !looksElsewhere(last.steps, s.steps[n:]) {
			// "make the logo bigger, double it": the clause after says how
			// much (restate.go); the edit is done once, as it says
			undone(last)
		}
		why, last = nil, nil
		if err == nil && cp.Steps > 0 {
			// "does it look too dark?": a fault asked is no order
			if q := faultAsked(f, prompt, line); q != nil {
				err = q
			}
		}
		if err == nil && cp.Intent == "note" && ci == len(clauses)-1 {
			if moved, ok, _ := coverMoved(s, f, rc); ok {
				// "el logo le tapa la cara": to the other edge (coverremedy.go)
				line, cp.Intent, cp.Steps = moved, "place", len(s.steps)-n
			}
		}
		if err == nil && cp.Intent == "note" && ci == len(clauses)-1 {
			// "the logo covers the title" and nothing more: which change?
			err = &question{fmt.Sprintf("%s: what should change? Say e.g. \"move it down\", \"make it smaller\" or \"hide it while they overlap\".", strings.TrimSuffix(line, "."))}
		}
		if err == nil && cp.Steps == 0 && cp.Intent != "info" && cp.Intent != "note" && !strings.Contains(line, "othing") && !strings.Contains(line, "lready") {
			// "make the logo fully opaque" when it is: a plan with no step
			// says nothing changed, never that it was done
			line = "Nothing to change, it is already so: " + line
		}
		if err != nil {
			err = namingUnexplained(err, c, prompt, names)
			s.restore(before)
			s.steps = s.steps[:n]
			cp.Steps = 0
			if !run.refuse(&cp, err, opt) {
				return run.plan(videoHelp)
			}
			continue
		}
		cp.Status = StatusPlanned
		prevIntent = cp.Intent
		spanIntent = addedOver(cp.Intent, prevP, s.p())
		if cp.Steps > 0 && (complaintOnly(f) || sizeStateOnly(f)) {
			why = &complaintClause{before, n, len(s.done), len(run.parse), len(run.said), slices.Clone(s.steps[n:]), complainedOf(f, s, rc)}
		} else if cp.Steps > 0 {
			last = &complaintClause{before, n, len(s.done), len(run.parse), len(run.said), slices.Clone(s.steps[n:]), nil}
		}
		run.parse = append(run.parse, cp)
		run.said = append(run.said, tookSaid(rc.took)+line)
		if len(s.steps) > n && s.steps[n].Tool != "undo" && s.steps[n].Tool != "redo" {
			s.done = append(s.done, snapshot{before, s.state(), slices.Clone(s.steps[n:])})
			s.undone = nil
		}
		rc.coord = coordinated(f, rc.coord, s.touched)
		rc.timeSaid = timeSaidBefore(f, spanIntent)
		rc.intent = cp.Intent
		rc.keptVerb = f.verb == "keep"
		if len(s.touched) > 0 {
			rc.last = s.touched
			rc.lastSpan, rc.hasSpan = touchedSpan(s.touched, s.p(), prevP)
			rc.lastText = touchedText(s.touched, s.p(), prevP)
			rc.lastStickerPos = touchedStickerPos(s.touched, s.p(), prevP)
			rc.lastPicture = touchedPicture(s.touched, s.p(), prevP)
		}
		rc.held = holdTime(rc, spanIntent, len(s.touched) > 0)
	}
	if line := s.keepGrownInside(start, toks); run.refusal == nil && line != "" && len(run.said) > 0 {
		run.said = append(run.said, line)
	}
	run.steps = s.steps
	return run.plan(videoHelp)
}

// complaintClause is a planned clause that only said what is wrong ("the
// logo is too small"), and where the request stood before it.
type complaintClause struct {
	before               docState
	n, done, parse, said int // lengths of the steps, done clauses, parse and replies before it
	steps                []Step
	named                []string // the things it named ("the bedroom clip"), which "it" after it is
}

// complainedOf: the elements a complaint names by name (not "it").
func complainedOf(f *frame, s *sim, rc *refContext) []string {
	r := newResolver(s.p(), rc)
	targets := f.targets
	if effectOnItsClips(f, r) {
		// "the vignette on the city clip is too much, remove it": the
		// clips only say which effect (the clip was deleted too)
		targets = targets[:1]
	}
	var out []string
	for _, t := range targets {
		if t.pron {
			continue
		}
		ts, err := r.elements(t)
		if err != nil {
			return nil
		}
		out = append(out, ids(ts)...)
	}
	return out
}

// takesItAway: the clause takes "it" away ("take it out", "delete it",
// "sacalo"), with a verb of its own.
func takesItAway(f *frame) bool {
	return f.verbAt >= 0 && saysIt(f) && (f.verb == "delete" || f.verb == "hide" || f.verb == "cut" || f.verb == "drop" || f.verb == "kill")
}

// stepsThroughHistory: the clause is an undo or a redo.
func stepsThroughHistory(f *frame) bool {
	return f.verb == "undo" || f.verb == "redo"
}

// complaintOnly: the clause has no verb of its own and says a state of a
// thing ("the heart is too big", "la música está muy fuerte", "la foto
// está muy oscura").
func complaintOnly(f *frame) bool {
	if f.complained {
		return true
	}
	if f.verb != "" {
		return false
	}
	for i, t := range f.c.toks {
		if t.kind != tWord {
			continue
		}
		if (t.has(cMod) || t.has(cEffect)) && complaintPhrase(t.text) || t.has(cEffect) && complaintAt(f.c.toks, i) {
			return true
		}
	}
	return false
}

// sizeStateOnly: a clause with no verb that says a size with a degree
// ("the heart very small"): a complaint when the clause after does the
// size edit again ("…, do it bigger": it shrank, then grew from there).
func sizeStateOnly(f *frame) bool {
	if f.verb != "" {
		return false
	}
	toks := f.c.toks
	for i := 1; i < len(toks); i++ {
		if sizeWay(toks[i]) != "" && degreeAt(toks, i-1) {
			return true
		}
	}
	return false
}

// restates: the steps after do what the complaint's did, to the same
// things, only by another amount ("make it a bit bigger" after "it is too
// small": scale again). The numbers of the edit are the amounts; steps
// that only set it up (a selection before an adjustment) must be the same.
func restates(complaint, after []Step) bool {
	if len(complaint) == 0 || len(complaint) != len(after) {
		return false
	}
	edit := complaint[len(complaint)-1].Name()
	for i := range complaint {
		setup := complaint[i].Name() != edit
		if complaint[i].Name() != after[i].Name() || !slices.Equal(settingsOf(complaint[i], setup), settingsOf(after[i], setup)) {
			return false
		}
	}
	return true
}

// otherPlaceThere: "the subtitles are too low, raise them a bit": the
// complaint moved them, and the clause after says how far (they went to
// the top, then a tenth further). Both only place the same things.
func otherPlaceThere(complaint, after []Step) bool {
	a := placedOnly(complaint)
	return len(a) > 0 && slices.Equal(a, placedOnly(after))
}

// placedOnly is the sorted ids of the elements the steps place, or nil
// when a step does more than place one (a size, a colour).
func placedOnly(steps []Step) []string {
	var ids []string
	for _, st := range steps {
		var p map[string]any
		if json.Unmarshal(st.Params, &p) != nil {
			return nil
		}
		id, _ := p["elementId"].(string)
		for k := range p {
			if !contains([]string{"elementId", "trackId", "position", "x", "y"}, k) {
				return nil
			}
		}
		if st.Tool != "update_text" && st.Tool != "update_clip" || id == "" {
			return nil
		}
		if !contains(ids, id) {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids
}

// otherLookThere: "the encore looks washed out, bump the contrast there":
// the complaint's look guessed at the fix, the clause after says which
// look goes over the same time; that one is done (a saturation the user
// never asked for went on too). Only a look over the very same span: a
// look elsewhere is a second edit.
func otherLookThere(complaint, after []Step) bool {
	return len(complaint) == 1 && len(after) == 1 && sameLookSpan(complaint[0], after[0])
}

// sameLookSpan: both steps lay a look over the very same time.
func sameLookSpan(a, b Step) bool {
	x0, x1, ok1 := lookSpan(a)
	y0, y1, ok2 := lookSpan(b)
	return ok1 && ok2 && x0 == y0 && x1 == y1
}

// lookSpan is the time a step lays a look over.
func lookSpan(st Step) (a, b float64, ok bool) {
	var x struct {
		Start, End *float64
	}
	if st.Tool != "apply_effect" || json.Unmarshal(st.Params, &x) != nil || x.Start == nil || x.End == nil {
		return 0, 0, false
	}
	return *x.Start, *x.End, true
}

// looksElsewhere: the steps after lay a look over a time apart from the
// complaint's ("la ciudad se ve muy oscura y la cocina muy clara": the
// kitchen's look is a second edit, not how much of the city's, which was
// taken back as its reason).
func looksElsewhere(complaint, after []Step) bool {
	for i := range min(len(complaint), len(after)) {
		a0, a1, ok1 := lookSpan(complaint[i])
		b0, b1, ok2 := lookSpan(after[i])
		if ok1 && ok2 && (b0 >= a1 || a0 >= b1) {
			return true
		}
	}
	return false
}

// settingsOf: what a step sets, as sorted "key=value" strings; numbers
// are left out unless exact (an amount says how much, not what).
func settingsOf(s Step, exact bool) []string {
	var in map[string]any
	if json.Unmarshal(s.Params, &in) != nil {
		return nil
	}
	var out []string
	var add func(prefix string, m map[string]any)
	add = func(prefix string, m map[string]any) {
		for k, v := range m {
			switch v := v.(type) {
			case map[string]any:
				add(prefix+k+".", v)
			case float64:
				if exact {
					out = append(out, fmt.Sprintf("%s%s=%v", prefix, k, v))
				} else {
					out = append(out, prefix+k)
				}
			default:
				out = append(out, fmt.Sprintf("%s%s=%v", prefix, k, v))
			}
		}
	}
	add("", in)
	slices.Sort(out)
	return out
}

// coordinated is what the clauses since the last verb said named: a
// clause that names things adds what it touched to the run when its verb
// is the clause before's ("and the city clip"), else starts a new run;
// one that names none (a range, "it") ends it.
func coordinated(f *frame, run, touched []string) []string {
	named := false
	for _, n := range f.targets {
		if !n.pron && (n.kind != "" || len(n.names) > 0 || n.sticker != "" || n.effect != "") {
			named = true
		}
	}
	switch {
	case !named || len(touched) == 0 || len(f.times) > 0:
		return nil
	case f.verbAt < 0 && f.verb != "":
		return append(slices.Clone(run), touched...)
	}
	return slices.Clone(touched)
}

// sameSubject: a clause that only times something ("and end at 4", "y
// termine en el 4") after a clause that timed an element is about that
// element (it cut the whole video at 4 s).
func sameSubject(f *frame, prevIntent string, rc *refContext) {
	if len(f.targets) > 0 || len(rc.last) == 0 || prevIntent != "timing" && prevIntent != "move" && !placedOneBefore(f, prevIntent, rc) {
		return
	}
	if f.verb == "" && f.verbAt < 0 && lastsWished(f) && placedOneBefore(f, prevIntent, rc) {
		// "… y hacé que dure 3 segundos": "que dure" is read as "for"
		f.verb, f.verbSaid = "last", "dure"
	}
	if f.verb == "start" || f.verb == "end" || f.verb == "last" {
		f.targets = []np{{said: "it (" + f.verbSaid + ")", pron: true, first: -1, end: -1}}
	}
}

// lookOfThingBefore: "make the city clip warmer and brighter", "hacé el
// clip de la ciudad más cálido y más brillante": a second look said with
// no verb, no thing and no time of its own is a look of the thing the
// clause before put a look on (the brightness went over the whole video).
// The thing is taken as said there; its words are not this clause's.
func lookOfThingBefore(f, prev *frame) {
	if prev == nil || f.verbAt >= 0 || len(f.effects) == 0 || len(f.targets) > 0 || len(f.times) > 0 ||
		f.unknownVerb != "" || len(f.unknown) > 0 || len(prev.effects) == 0 || len(prev.targets) == 0 {
		return
	}
	for _, n := range prev.targets {
		n.first, n.end = -1, -1
		f.targets = append(f.targets, n)
	}
}

// thingOfClauseBefore: every thing of the clause was taken from the one
// before (lookOfThingBefore), none said in it.
func thingOfClauseBefore(f *frame) bool {
	return len(f.targets) > 0 && !slices.ContainsFunc(f.targets, func(n np) bool { return n.first >= 0 })
}

// sameEdit reads "do the same to the heart", "hacé lo mismo con el
// corazón": the clause before, done to the things this one names (the
// heart was turned 90 degrees, not the 45 said, and "the same" was read as
// the logo again). ok is false when the clause is not one.
func sameEdit(f, prev *frame) (*frame, bool) {
	var others []np
	same := f.has("same")
	for _, n := range f.targets {
		if n.kind == "" && len(n.names) == 0 && (contains(n.mods, "same") || n.pron && sameWord(n.said)) {
			same = true
			continue
		}
		others = append(others, n)
	}
	if !same || prev == nil || len(others) == 0 || sameOfAQuality(f.c.toks) || f.verbAt >= 0 && f.verb != "make" || len(f.times) > 0 || len(f.amounts) > 0 || len(f.pos) > 0 || len(f.effects) > 0 {
		return nil, false
	}
	again := *prev
	again.targets = nil
	for _, n := range others {
		n.first, n.end = -1, -1 // its words are not the clause before's
		again.targets = append(again.targets, n)
	}
	return &again, true
}

// sameOfAQuality: "same" said of a quality ("same time as the title", "al
// mismo tiempo que el título", "the same size as the logo"): that quality
// of the thing, not the edit before done again (the title's words became
// the previous clause's: silent).
func sameOfAQuality(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].has(cMod, "same") && toks[i+1].word("time", "tiempo", "moment", "momento", "size", "tamaño", "tamano", "place", "lugar",
			"spot", "sitio", "position", "posicion", "posición", "color", "colour", "length", "largo", "duracion", "duración") {
			return true
		}
	}
	return false
}

// sharedVerb reads a clause that only names things after a clause with a
// verb and a time or an amount ("mute the interview from 10 to 20 and the
// music too", "bajá la música al 30% y la entrevista también") as that
// edit done to them: the verb, the time and the amount carry (the music
// was muted all through). ok is false when the clause says anything of
// its own.
func sharedVerb(f, prev *frame) (*frame, bool) {
	if prev == nil || f.c.inherit == "" || f.verbAt >= 0 || len(f.targets) == 0 || len(prev.times) == 0 && len(prev.amounts) == 0 ||
		len(prev.effects) > 0 {
		// a look is put on a time, not a thing: done twice it is stacked
		return nil, false
	}
	if f.unknownVerb != "" || len(f.unknown) > 0 {
		return nil, false // "split at 1 and frobnicate the clip": a verb not known, not none
	}
	if len(f.times) > 0 || len(f.amounts) > 0 || len(f.pos) > 0 || len(f.colors) > 0 || len(f.quotes) > 0 || f.text != "" ||
		f.style != "" || len(f.mods) > 0 || len(f.props) > 0 || len(f.effects) > len(f.c.looks) || len(f.sticker) > 0 {
		return nil, false
	}
	for _, n := range f.targets {
		if n.pron || n.det != "the" && n.det != "all" || contains(n.mods, "another") {
			return nil, false // "y medio" in "el primer minuto y medio" names no thing
		}
	}
	again := *prev
	again.c.raw = f.c.raw
	again.targets = nil
	for _, n := range f.targets {
		n.first, n.end = -1, -1 // its words are not the clause before's
		again.targets = append(again.targets, n)
	}
	return &again, true
}

// sameWord: "the same", "lo mismo" said as a thing.
func sameWord(said string) bool {
	ws := strings.Fields(fold(said))
	return len(ws) > 0 && (ws[len(ws)-1] == "same" || ws[len(ws)-1] == "mismo" || ws[len(ws)-1] == "misma")
}

// touchedSpan is the time the elements ids take, read where they are
// now or, deleted, where they were before the clause.
func touchedSpan(ids []string, now, before *timeline.Project) (rng, bool) {
	var out rng
	found := false
	for _, id := range ids {
		p := now
		ref, ok := now.FindElement(id)
		if !ok {
			p = before
			if ref, ok = before.FindElement(id); !ok {
				continue
			}
		}
		el := p.Element(ref)
		a, b := el.Start.Seconds(), el.End().Seconds()
		if !found {
			out, found = rng{a, b}, true
			continue
		}
		out = rng{math.Min(out.a, a), math.Max(out.b, b)}
	}
	return out, found
}

// touchedText is the text element ids names when it names one text
// (found now or, deleted, before the clause), or nil.
func touchedText(ids []string, now, before *timeline.Project) *timeline.Text {
	if len(ids) != 1 {
		return nil
	}
	for _, p := range []*timeline.Project{now, before} {
		if ref, ok := p.FindElement(ids[0]); ok {
			if el := p.Element(ref); el.Text != nil {
				t := *el.Text
				return &t
			}
			return nil
		}
	}
	return nil
}

// touchedStickerPos is the named place of the one sticker ids holds, now
// or before the clause (a deleted one), or "".
func touchedStickerPos(ids []string, now, before *timeline.Project) string {
	if len(ids) != 1 {
		return ""
	}
	for _, p := range []*timeline.Project{now, before} {
		if ref, ok := p.FindElement(ids[0]); ok {
			if el := p.Element(ref); el.Sticker != nil {
				if _, _, named := videotools.StickerAnchor(el.Sticker.Position, p.Settings); named {
					return el.Sticker.Position
				}
			}
			return ""
		}
	}
	return ""
}

// videoNames indexes the words of a project's names.
func videoNames(p *timeline.Project) nameIndex {
	ix := nameIndex{}
	add := func(name string) {
		addNamePairs(ix, name)
		for _, w := range nameWords(name) {
			if len(w) >= 3 && (!isStructureWord(w) || sideOfTimeWords[w] != "") {
				// a "before" or an "after" is indexed for sideOfTimeNamed;
				// said alone it stays a word of the sentence (names.has)
				for _, o := range indexedNames(w) {
					ix[o] = true // "agradecimiento" names the "Thanks" text too, "camera" the guest cam
				}
			} else if len(w) >= 3 {
				// a word of the sentence ("start" of start-line.mp4) said in
				// the other language as a word of no sentence ("la
				// largada"): a name (it asked which of all the clips)
				for _, o := range translatedNames(w)[1:] {
					if !isStructureWord(o) {
						ix[o] = true
					}
				}
			}
		}
	}
	for _, a := range p.Assets {
		add(a.Name)
		addAbbreviations(ix, a.Name)
		// a file's name said with an ending: "the unboxing clip" (unbox.mp4)
		for _, w := range nameWords(a.Name) {
			if len(w) >= 3 && !isStructureWord(w) {
				for _, o := range spokenForms(w, true) {
					ix[o] = true
				}
				indexConjugated(ix, w) // "cuando amasan" is amasado.mp4 (namedverbs.go)
			}
		}
	}
	seen := map[string]bool{}
	for _, t := range p.Tracks {
		add(t.Name)
		for i := range t.Elements {
			el := &t.Elements[i]
			key := el.Name
			if el.Text != nil {
				key = "\x00" + el.Text.Content
			}
			if seen[key] {
				continue
			}
			seen[key] = true
			add(el.Name)
			if el.Text != nil {
				addNamePairs(ix, el.Text.Content) // a long text's too ("Step 2: fry slowly")
				for _, w := range numberWordPairs(el.Text.Content) {
					ix[w] = true // "el texto de las 6 horas" (textnumbername.go)
				}
				addTextJoined(ix, el.Text.Content) // ownwords.go
			}
			if el.Text != nil && len(strings.Fields(el.Text.Content)) <= 5 {
				add(el.Text.Content)
				addShortTextWords(ix, el.Text.Content)
				addDerivedNouns(ix, el.Text.Content)
			}
		}
	}
	indexDescriptions(ix, p.Assets) // after every name: a name's word is never a description's
	indexForms(ix, p)               // "the packing clip" (wordforms.go)
	return ix
}

// addNamePairs indexes a word of a name joined with the number after it
// ("Week 9" is "week9", "Día 40: ¡pulgones!" "dia40", "Step 2" "step2"
// and "paso2"), in both languages, so that a number said after the word
// is read as the rest of that name (nameNumberAt): "the Week 9 text", "el
// subtítulo del paso 2" name that text, not every week or step (the
// number was read as a time or an amount, and it asked which).
func addNamePairs(ix nameIndex, name string) {
	ws := strings.FieldsFunc(fold(name), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
	for i := 1; i < len(ws); i++ {
		if isPlainWord(ws[i-1]) && strings.Trim(ws[i], "0123456789") == "" {
			for _, o := range indexedNames(ws[i-1]) {
				ix[o+ws[i]] = true
			}
		}
	}
}

// addAbbreviations indexes the two-letter words of a file's name that
// have no vowel: "qr" of qr-entradas.png, "tv", "dj" are abbreviations,
// never a word of the sentence ("remove the qr" was refused, "qr" left
// out).
func addAbbreviations(ix nameIndex, name string) {
	for _, w := range nameWords(name) {
		if len(w) == 2 && !strings.ContainsAny(w, "aeiouy0123456789") && !isStructureWord(w) && !commonWords[w] {
			ix[w] = true
		}
	}
}

// addShortTextWords indexes the two-letter words of a short text ("GG",
// "OK", "GG EZ"): said alone they name it ("cambiá el GG por …" was
// refused, the word left out). Longer names keep the three-letter minimum,
// where a two-letter word is more likely a word of the sentence.
func addShortTextWords(ix nameIndex, content string) {
	if len(strings.Fields(content)) > 2 {
		return
	}
	for _, w := range nameWords(content) {
		if len(w) == 2 && !isStructureWord(w) && !commonWords[w] && !allDigits(w) {
			ix[w] = true
		}
	}
}

// addDerivedNouns indexes the nouns made from a short text's words
// (derivedNouns): "the donation text" is "Doná: alias …", "el texto de
// financing" "Financiación disponible" (refused: "there is no the
// financing text").
func addDerivedNouns(ix nameIndex, content string) {
	for _, w := range nameWords(content) {
		if isStructureWord(w) {
			continue
		}
		for _, o := range derivedNouns(w) {
			if len(lookup(o)) == 0 {
				ix[o] = true
			}
		}
	}
}

// isStructureWord: a name word that is also a word of the sentence
// structure ("the", "end", "top") does not name anything.
func isStructureWord(w string) bool {
	return isStructure(token{kind: tWord, text: w, lex: lookup(w)})
}

func (ix nameIndex) words() []string {
	out := make([]string, 0, len(ix))
	for w := range ix {
		if ix[describedMark+w] || strings.HasPrefix(w, rootMark) || strings.HasPrefix(w, formMark) {
			continue // a description's word: kept as describedMark+w, never a typo's fix (describedassets.go)
		}
		out = append(out, w)
	}
	return out
}

// videoHelp is the honest answer to a request basic mode cannot read.
func videoHelp() string {
	return `Basic mode understands requests like: "remove from 3 to 5", "cut the first 2 seconds", ` +
		`"split at 0:10", "add a title 'Hello' at the top for 3 seconds", "change the title to 'Bye'", ` +
		`"delete the title", "set the music to 30%", "mute the music", "add music.mp3 at 5s", ` +
		`"move the logo to the top right corner", "make the logo last the whole video", "hide the logo", ` +
		`"black and white from 2 to 6", "add a heart sticker in the top right", "undo"; en español: ` +
		`"sacá del segundo 3 al 5", "poné un título 'Hola' arriba", "bajá la música al 20%", ` +
		`"blanco y negro entre 2 y 6", "deshacé". Join several with "and", "then", "y" or "luego".`
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

// describe names elements for replies: "logo.png (e4)".
func describe(ts []target) string {
	names := make([]string, 0, len(ts))
	for i, t := range ts {
		if i == 4 && len(ts) > 5 {
			names = append(names, fmt.Sprintf("%d more", len(ts)-4))
			break
		}
		n := t.el.Name
		switch {
		case t.el.Text != nil:
			n = fmt.Sprintf("%q", t.el.Text.Content)
		case t.el.Sticker != nil:
			n = t.el.Sticker.StickerID + " sticker"
		case t.el.Effect != nil:
			n = t.el.Effect.Type + " effect"
		}
		if n == "" {
			n = string(t.el.Type)
		}
		names = append(names, fmt.Sprintf("%s (%s)", n, t.id))
	}
	return strings.Join(names, ", ")
}

func joinSecs(ts []float64) string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = secs(t)
	}
	return strings.Join(out, ", ")
}

// stickerNames lists the catalog for a reply.
func stickerNames() string {
	names := make([]string, 0, len(stickers.All()))
	for _, st := range stickers.All() {
		names = append(names, st.ID)
	}
	return strings.Join(names, ", ")
}

// cannot is an understood clause that cannot be done ("there is no logo").
type cannot struct{ why string }

func (e *cannot) Error() string { return e.why }

// unread is a clause that could not be read into a complete frame.
type unread struct{ why string }

func (e *unread) Error() string { return e.why }

func unreadf(format string, args ...any) error { return &unread{fmt.Sprintf(format, args...)} }

// classify sorts a planning error into a status and a reason.
func classify(err error) (status, reason string) {
	var q *question
	var nf *notFound
	var u *unread
	switch {
	case errors.As(err, &q):
		return StatusQuestion, q.text
	case errors.As(err, &u):
		return StatusNotUnderstood, u.why
	case errors.As(err, &nf):
		return StatusCannot, nf.text
	}
	return StatusCannot, err.Error()
}

// undoesLookBefore: "make the city clip warmer and cooler", "más cálido y
// más frío", "make it brighter and then darker": a look and its opposite
// on the same thing in one request undo each other, so which one is meant
// is asked (both tints were applied, the second over the whole video). A
// clause that names its own thing or time is another edit ("the city clip
// warmer and the kitchen clip cooler").
func undoesLookBefore(f, prev *frame) *question {
	if len(f.effects) == 0 || len(f.times) > 0 || len(f.targets) > 0 && !pronOnly(f) && !thingOfClauseBefore(f) {
		return nil
	}
	var before []string
	if prev != nil && prev.verb != "undo" {
		before = lookAsMeant(prev)
	}
	for i, e := range f.effects {
		o := oppositeLook(e)
		if o == "" {
			continue
		}
		if slices.Contains(before, o) || slices.Contains(f.effects[:i], o) {
			return &question{fmt.Sprintf("%s and %s undo each other: which one do you want? Say e.g. \"make it %s\".", lookSaid(o), lookSaid(e), lookSaid(e))}
		}
	}
	return nil
}

// lookSaid is how a look is said in a question ("warm" is "warmer").
func lookSaid(e string) string {
	if w, ok := map[string]string{"warm": "warmer", "cool": "cooler", "contrast": "more contrast", "flat": "less contrast",
		"saturate": "more saturated", "desaturate": "less saturated", "blur": "blurred", "soft": "softer", "sharpen": "sharper"}[e]; ok {
		return w
	}
	return e
}

// soundNames indexes the words of the files that are sound alone (a
// song, an ambience, a crowd): the things whose noise is their sound. A
// clip with sound that films a machine (noiseMakers, by its name or its
// description) is one too: "bajale el ruido de la maquina a la mitad" for
// the clip described "the machine churning" is that clip's volume (it was
// film grain, refused as "no denoise effect"). A clip named or described
// otherwise keeps "el ruido de la entrevista" the grain, which asks.
func soundNames(p *timeline.Project) nameIndex {
	ix := nameIndex{}
	for _, a := range p.Assets {
		if a.Type == timeline.AssetVideo && a.HasAudio {
			for _, w := range append(nameWords(a.Name), describedWords(a.Description)...) {
				if noiseMaker(w) {
					for _, o := range indexedNames(w) {
						ix[o] = true
					}
				}
			}
		}
		if a.Type != timeline.AssetAudio {
			continue
		}
		for _, w := range nameWords(a.Name) {
			if len(w) >= 3 && !isStructureWord(w) {
				for _, o := range indexedNames(w) {
					ix[o] = true
				}
			}
		}
	}
	return ix
}

// noiseMakers are the things a clip films whose noise is the clip's
// sound: machines and motors, not what the clip is (an interview, a
// ride), whose noise is the grain of its picture or its sound.
var noiseMakers = []string{"machine", "engine", "motor", "drill", "saw", "blender", "mixer", "compressor",
	"generator", "pump", "fan", "mower", "grinder", "tractor", "truck", "motorbike", "motorcycle", "chainsaw"}

// noiseMaker: w, or a word of its concepts, is one of noiseMakers.
func noiseMaker(w string) bool {
	return len(w) >= 3 && slices.ContainsFunc(append([]string{w}, sameNames(w)...), func(o string) bool { return slices.Contains(noiseMakers, o) })
}
