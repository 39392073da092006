package planner

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"math"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
)

// PhotoState is what basic mode needs to know about a photo document; it
// decodes straight from the result of the document.info op.
type PhotoState struct {
	Width       int          `json:"width"`
	Height      int          `json:"height"`
	Layers      []PhotoLayer `json:"layers"`
	ActiveLayer string       `json:"activeLayerId"`
	Selection   struct {
		Active bool `json:"active"`
	} `json:"selection"`
	UndoDepth  int      `json:"undoDepth"`
	RedoDepth  int      `json:"redoDepth"`
	UndoLabels []string `json:"undoLabels"` // oldest first
}

// historyDepth is how many changes "undo everything" (or "redo
// everything") takes back: every one, but not the photo's import at the
// bottom of the history, which would leave nothing to edit.
func (ps PhotoState) historyDepth(tool string) int {
	if tool == "redo" {
		return ps.RedoDepth
	}
	n := ps.UndoDepth
	if n > 0 && len(ps.UndoLabels) > 0 && ps.UndoLabels[0] == "document.importImage" {
		n--
	}
	return n
}

// PhotoLayer is one entry of document.info's layer list (top-most first).
type PhotoLayer struct {
	ID      string  `json:"id"`
	Name    string  `json:"name"`
	Kind    string  `json:"kind"`
	Visible bool    `json:"visible"`
	Opacity float64 `json:"opacity"`
	Text    *struct {
		Text string  `json:"text"`
		Size float64 `json:"size"`
		Y    float64 `json:"y"`
	} `json:"text,omitempty"` // a text layer's words as drawn (they centre it)
	Bounds *struct {
		X, Y, W, H float64
	} `json:"bounds,omitempty"` // where its pixels are, document pixels
}

// HasSelection reports whether a selection is active (masked ops would
// be limited to it).
func (s PhotoState) HasSelection() bool { return s.Selection.Active }

// CropOp is the photo op basic mode crops with, when the catalog has it.
const CropOp = "document.crop"

var photoOps = sync.OnceValue(photoops.NewRegistry)

// hasOp reports whether the photo catalog has an op (ops landing later,
// such as looks, are used once they are there).
func hasOp(name string) bool {
	_, ok := photoOps().Lookup(name)
	return ok
}

// photoIntentOps maps the photo intents to the ops they plan; the
// coverage test reads it to check every op family is reachable.
var photoIntentOps = map[string][]string{
	"look":       {"adjustments.applyMasked", "adjustments.apply", "adjustments.desaturate", "adjustments.vibrance", "filters.applyMasked", "looks.apply", "selection.colorRange"},
	"region":     {"selection.face", "selection.sky", "selection.subject", "selection.invert"},
	"select":     {"selection.selectAll", "selection.deselect", "selection.invert", "selection.rectangle", "selection.ellipse", "selection.colorRange", "selection.background", "selection.feather", "selection.grow", "selection.shrink", "selection.samText", "selection.hasMask"},
	"text":       {"text.add", "text.update"},
	"crop":       {"document.crop", "document.cropToSelection"},
	"resize":     {"document.resize"},
	"rotate":     {"document.rotate", "transform.start", "transform.apply"},
	"flip":       {"document.flip", "transform.start", "transform.apply"},
	"layer":      {"layers.select", "layers.addRaster", "layers.addAdjustment", "layers.duplicate", "layers.delete", "layers.setOpacity", "layers.setBlend", "layers.setVisible", "layers.group", "layers.ungroup", "layers.rasterize", "layers.rename", "layers.move"},
	"transform":  {"transform.start", "transform.apply", "transform.cancel"},
	"info":       {"document.info", "layers.list", "looks.list"},
	"history":    {"history.undo", "history.redo"},
	"filter":     {"filters.apply", "filters.applyMasked"},
	"screenshot": {"screenshot"},
}

// BasicPhoto plans a photo request offline with the default options.
func BasicPhoto(ctx context.Context, prompt string, info PhotoState) Plan {
	return PlanPhoto(ctx, prompt, info, Options{})
}

// PlanPhoto plans a photo request offline. Every clause becomes its ops;
// a clause that names a region (the face, the sky, the background, the
// subject) selects it first, and a whole-image clause clears a selection
// left by an earlier clause or by the user.
func PlanPhoto(ctx context.Context, prompt string, info PhotoState, opt Options) Plan {
	if personAged.MatchString(fold(prompt)) {
		// "make him look older": the person's age, not an old-photo look
		// (it was the vintage filter, done)
		return Plan{Reply: fmt.Sprintf("I understood %q but cannot do it: basic mode cannot change how old someone looks; for an old-photo look say \"vintage\". Nothing was changed.", strings.TrimSpace(prompt)),
			Planner: Basic, Steps: []Step{}, Status: StatusCannot}
	}
	plan := planPhoto(ctx, prompt, info, opt)
	if plan.OK() || len(plan.Steps) > 0 || ctx.Err() != nil {
		return plan
	}
	if fixed, ok := photoFactCorrected(ctx, prompt, info, opt); ok {
		return fixed // "corregí el texto, es Día 61 no 60" (photofact.go)
	}
	return plan
}

// personAged: an age said of a person ("make him look older", "que ella
// parezca más joven"), which no look does.
var personAged = regexp.MustCompile(`\b(?:him|her|them|he|she|they|el|ella|ellos|ellas)\s+(?:look|looks|parezca|parezcan|se vea|se vean)\s+(?:a bit |a little |mas |más |un poco mas |)(?:older|younger|old|young|viej[oa]s?|joven|jovenes)\b`)

func planPhoto(ctx context.Context, prompt string, info PhotoState, opt Options) (plan Plan) {
	defer func() {
		if r := recover(); r != nil {
			plan = failedPlan(prompt, r)
		}
	}()
	names := photoNames(info)
	toks := conversational(prompt, lex(prompt, newVocabulary(names.words())), false)
	toks = shotAsPhoto(toks) // "this coffee shot is too dark": the photo (photoofwhat.go)
	whatSitsThere(toks)      // "ocultá lo que hay abajo a la derecha": the thing there (it was a question about the document)
	toks = personExcepted(partsSaid(photoColloquial(castRemoved(toks, info.historyDepth("undo") == 0))))
	toks = colonTitle(toks, prompt) // "add a caption: We have liftoff" (phototextcolon.go)
	// "le falta color" (photolack.go), "add a new empty layer"
	// (photolayerkind.go), "azul pálido" (photopale.go), "she looks pale"
	// (photopersonstate.go), "la foto del café está clara" (photoofwhat.go)
	ofWhat := photoOfSaid(toks, prompt)
	toks = photoOfDropped(personStateSaid(paleShadeKept(lackedLookRead(layerKindDropped(toks)))))
	toks, keptLooks := looksKept(toks) // "punch up the colours, leave the contrast" (photokeptlook.go)
	toks = lookWithText(toks)          // "black and white with 'MISSION' at the bottom" (photolookwithtext.go)
	clauses, asides := setAsides(splitClauses(prompt, toks, names.has), prompt, names)
	clauses = onlyPartJoined(clauses, prompt) // "blanco y negro pero solo el fondo" (photoonlypart.go)
	if len(clauses) == 0 {
		return nothingSaid(photoHelp())
	}
	clauses, outcomes := flipOutcome(clauses, prompt)
	asides = append(asides, outcomes...)
	clauses, outcomes = blendOutcome(clauses, prompt) // "set the copy to multiply so it gets darker" (photoblend.go)
	asides = append(asides, outcomes...)
	clauses, aims := lookAims(clauses, prompt, names.has)
	asides = append(asides, aims...)
	clauses, remarks := photoRemarks(clauses, prompt)
	asides = append(asides, remarks...)
	run := planRun{prompt: prompt, fixed: fixedWords(toks), asides: asides}
	// "make it warmer for the kids": who it is for, never a part to
	// select nor a verb (the kids were the subject, the cover "hide")
	purposes := make([]string, len(clauses))
	var meant []token
	meantPrompt := prompt // without them, for Sanitize's regions
	if ofWhat != "" {
		meantPrompt = strings.Replace(meantPrompt, ofWhat, "", 1) // "the photo of the cup" is no region
	}
	for i := range clauses {
		clauses[i], purposes[i] = purposeTail(clauses[i], prompt)
		meant = append(meant, clauses[i].toks...)
		meantPrompt = strings.Replace(meantPrompt, purposes[i], "", 1)
	}
	for _, a := range asides {
		// "more contrast, so the sky stands out": a part the aside names
		// is no region to edit (the sky was selected, the reply said the
		// whole image)
		meantPrompt = strings.Replace(meantPrompt, a, "", 1)
	}
	ps := &photoPlan{info: info, selected: info.HasSelection(), namesRegion: namesRegion(meant), keptLooks: keptLooks}
	var steps []Step
	var why *photoComplaint
	var lastOps []Step      // the ops of the clause planned last
	var lastFrame *frame    // and its frame
	var lastSaved photoPlan // the plan's state before it
	lastEnd := -1           // len(steps) after them: a complaint taken back since leaves them out
	var lastUndo *frame     // the clause planned last, when it was an undo
	pending := ""
	lastRegionCrop := -1 // the step "then make it square" shapes
	for k, c := range clauses {
		if err := ctx.Err(); err != nil {
			return Plan{Reply: "Cancelled: " + err.Error(), Planner: Basic, Steps: []Step{}, Status: StatusCannot}
		}
		if len(c.toks) == 0 {
			// "make it warmer, for the kids": said of the clause beside
			if n := len(run.said); n > 0 {
				run.said[n-1] += purposeNote(purposes[k])
			} else {
				pending = purposes[k]
			}
			continue
		}
		f := fill(c, prompt, names)
		if undoSaidAgain(lastUndo, f, prompt) {
			run.parse = append(run.parse, ClauseParse{Text: c.raw, Verb: f.verbSaid, Intent: "undo", Status: StatusPlanned,
				Reason: "the undo before, said again: done once"})
			continue
		}
		if lastOps != nil && len(steps) == lastEnd && removalRestated(lastFrame, lastOps, f, prompt) {
			// "sacale el sepia, volvé a como estaba": going back restates
			// the removal just asked, done once (photoremovalback.go)
			run.parse = append(run.parse, ClauseParse{Text: c.raw, Verb: f.verbSaid, Intent: "undo", Status: StatusPlanned,
				Reason: "the removal before, said again as going back: done once"})
			continue
		}
		if lastUndo != nil && (backWish(c.toks) || restoreWish(c.toks)) {
			// "deshacé eso, quiero el color de vuelta", "undo, I want my sky
			// back": the thing wished back is what the undo is for (it was
			// refused: "no edit I know")
			run.parse = append(run.parse, ClauseParse{Text: c.raw, Verb: f.verbSaid, Intent: "undo", Status: StatusPlanned,
				Reason: "what the undo before is for"})
			continue
		}
		lastUndo = nil
		// "the text is too big, delete it": a remedy that takes the thing
		// away makes the complaint's own edit moot; any other edit on "it"
		// ("it's too dark, crop it square") keeps both
		onIt := f.verbAt >= 0 && saysIt(f) && (f.verb == "delete" || f.verb == "hide" || f.verb == "cut" || f.verb == "drop" || f.verb == "kill")
		cp := ClauseParse{Text: c.raw, Verb: f.verbSaid}
		ps.nextOnRegion = k+1 < len(clauses) && len(clauses[k+1].toks) > 0 && goesOnWithParts(fill(clauses[k+1], prompt, names))
		saved := *ps
		ops, line, err := ps.clause(f, &cp)
		if purpose := purposes[k] + pending; err == nil && purpose != "" {
			line += purposeNote(purpose)
			pending = ""
		}
		if err == nil && why != nil && why.steps+len(why.ops) < len(steps) && coversComplaint(why.ops, ops) {
			// "it's washed out, a bit more saturation and contrast": a
			// clause after the next says the complaint's remedy (the
			// contrast was raised twice); its ops, which select nothing,
			// come out from between
			steps = slices.Delete(steps, why.steps, why.steps+len(why.ops))
			run.parse[why.parse].Steps = 0
			run.parse[why.parse].Reason = "why a later clause is asked: it is done once, as that clause says"
			run.said = slices.Delete(run.said, why.said, why.said+1)
			if lastRegionCrop >= why.steps+len(why.ops) {
				lastRegionCrop -= len(why.ops)
			}
			why = nil
		}
		// "the sky is too dark, brighten it": "it" is the part the
		// complaint names, and the clause its remedy (the sky was
		// brightened, then the whole photo); "the sky looks washed out,
		// make it a deeper blue": the remedy is what is done there (it was
		// refused, "deeper" said of the whole photo)
		follows := why != nil && why.steps+len(why.ops) == len(steps)
		partRemedy := follows && len(why.regions) > 0 && itSaid(f) &&
			f.verb != "delete" && (err != nil || coversComplaint(why.ops, ops)) && remedyThere(c, prompt, names, why)
		if follows && (partRemedy || err == nil && (restates(why.ops, ops) || onIt)) {
			// "the photo is too dark, brighten it a bit": the complaint says
			// why, the clause after how much (it was brightened twice);
			// "the text is too big, delete it": the clause after on "it"
			// says the remedy (the text was resized, then deleted)
			*ps, saved = why.saved, why.saved
			ps.last = why.last
			steps = steps[:why.steps]
			run.asReason(why.parse, why.said)
			f = fill(c, prompt, names)
			if partRemedy {
				onParts(f, why.regions)
			}
			cp = ClauseParse{Text: c.raw, Verb: f.verbSaid}
			ops, line, err = ps.clause(f, &cp)
			// the clause before is this one's reason now, no edit of its
			// own that this one could be the reason of ("it looks kinda
			// cold and bluish, warm it up": both were taken as the other's
			// reason, and nothing was done)
			lastOps = nil
		}
		if why != nil && (err != nil || !selectsNothing(why.ops) || len(ops) == 0) {
			why = nil // only a plain whole-image complaint waits past the next clause
		}
		if err == nil && lastOps != nil && len(steps) == lastEnd && complaintAfter(f) && (wholeImage(ops) || sameSelection(ops, lastOps)) && contradictsEdit(ops, lastOps) {
			// "darken the sky, too dark": a remark that says the opposite
			// of the edit just asked is no second edit of the whole photo
			// nor of the same part (the sky was darkened, then the whole
			// image brightened); it is asked
			err = &question{fmt.Sprintf("%q says the opposite of the edit before it: say which way you want it", strings.TrimSpace(c.raw))}
		}
		if err == nil && lastOps != nil && complaintAfter(f) && (coversComplaint(ops, lastOps) || paleAnswered(c.raw, ops, lastOps)) {
			// "more contrast pls, the sky looks flat", "darken it a bit,
			// it's blown out": the complaint after says why the clause
			// before is asked; done once, as that clause says (the
			// contrast was raised again on the sky)
			*ps = saved
			cp.Status, cp.Reason = StatusPlanned, "why the clause before is asked: it is done once, as that clause says"
			run.parse = append(run.parse, cp)
			continue
		}
		if err == nil && lastOps != nil && len(steps) == lastEnd && sameSaidAgain(prompt, lastFrame, f) && restates(lastOps, ops) && coversComplaint(lastOps, ops) {
			// "invertí los colores, tipo negativo": the clause before in
			// other words (restate.go), done once
			*ps = saved
			cp.Status, cp.Reason = StatusPlanned, "the clause before in other words: done once"
			run.parse = append(run.parse, cp)
			continue
		}
		if err == nil && lastOps != nil && len(steps) == lastEnd && lastEnd >= len(lastOps) && (measureAfter(prompt, lastFrame, f) && restates(lastOps, ops) || mannerAfter(prompt, lastFrame, f, lastOps, ops)) {
			// "make it smaller, like half the size": the clause after says
			// how much (restate.go); the edit is done once, as it says (it
			// was resized twice: 77 px, then half of that)
			*ps = lastSaved
			steps = steps[:lastEnd-len(lastOps)]
			run.said = run.said[:len(run.said)-1]
			run.parse[len(run.parse)-1].Steps = 0
			run.parse[len(run.parse)-1].Reason = "how much is said by the clause after: done once, as it says"
			f = fill(c, prompt, names)
			cp = ClauseParse{Text: c.raw, Verb: f.verbSaid}
			saved = *ps
			ops, line, err = ps.clause(f, &cp)
		}
		if err == nil && lastOps != nil && len(steps) == lastEnd && lastEnd >= len(lastOps) && partLookRestated(prompt, fill(lastFrame.c, prompt, names), f, lastOps, ops) {
			// "darken the bottom, make it very dark": "it" is the bottom,
			// and the clause after says how much (photopartagain.go)
			// "brighten the face, a bit more": more of it, on the face
			if !moreOfItSaid(f) {
				*ps = lastSaved
				steps = steps[:lastEnd-len(lastOps)]
				run.said = run.said[:len(run.said)-1]
				run.parse[len(run.parse)-1].Steps = 0
				run.parse[len(run.parse)-1].Reason = "how much is said by the clause after, of the same part: done once, as it says"
			}
			prev := fill(lastFrame.c, prompt, names)
			f = fill(c, prompt, names)
			onPartsOf(f, prev)
			cp = ClauseParse{Text: c.raw, Verb: f.verbSaid}
			saved = *ps
			ops, line, err = ps.clause(f, &cp)
		}
		if err == nil && lastOps != nil && len(steps) == lastEnd && !againSaid(f) && !backSaid(f) && selfUndoing(ops) && slices.EqualFunc(lastOps, ops, sameStep) {
			// "make it a negative, invert everything", "flip it and mirror
			// it": one edit said twice, which done twice undoes itself (the
			// photo came back unchanged); "invert it again" is twice
			*ps = saved
			cp.Status, cp.Reason = StatusPlanned, "the clause before in other words: done once"
			run.parse = append(run.parse, cp)
			continue
		}
		if err == nil && len(ops) > 0 {
			err = photoStateAsked(f, prompt, line) // "is it too dark?"
		}
		if err == nil {
			err = straightenGuessed(f, ops, prompt) // "girala para que quede bien"
		}
		if err == nil && ps.reshape != "" {
			steps[lastRegionCrop] = withAspect(steps[lastRegionCrop], ps.reshape)
			ps.reshape = ""
		} else if err == nil && len(ops) == 0 {
			err = &cannot{line}
		}
		if err != nil {
			err = namingUnexplained(err, c, prompt, names)
			*ps = saved
			if !run.refuse(&cp, err, opt) {
				return run.plan(photoHelp)
			}
			continue
		}
		ps.regionsSaid = describedRegions(f, cp.Intent)
		ps.lookRegions = nil
		if cp.Intent == "look" {
			ps.lookRegions = partsNamed(f)
		}
		cp.Status, cp.Steps = StatusPlanned, len(ops)
		if complaintOnly(f) {
			// a later clause may take the complaint's steps out, its
			// selection with them: the next clause selects its own part
			ps.regionSel = ""
			why = &photoComplaint{saved, len(steps), len(run.parse), len(run.said), ops, ps.last, carriedOver(partsNamed(f))}
		}
		run.parse = append(run.parse, cp)
		run.said = append(run.said, line)
		if i := slices.IndexFunc(ops, func(o Step) bool { return o.Op == CropToSelectionOp }); i >= 0 {
			lastRegionCrop = len(steps) + i
		}
		steps = append(steps, ops...)
		lastOps, lastFrame, lastEnd, lastSaved = ops, f, len(steps), saved
		if cp.Intent == "undo" {
			lastUndo = f
		}
	}
	run.steps = Sanitize(meantPrompt, pixelsActive(steps, info))
	return run.plan(photoHelp)
}

// itSaid: the clause names no part and says "it" ("make it a deeper
// blue": "a deeper" may be read as a thing named until the look reads it).
func itSaid(f *frame) bool {
	return len(f.regions) == 0 && !slices.ContainsFunc(f.targets, func(n np) bool { return n.region != "" }) &&
		(f.clitic || slices.ContainsFunc(f.targets, func(n np) bool { return n.pron }))
}

// onParts reads "it" in f as the parts a complaint before it named.
func onParts(f *frame, regions []np) {
	f.regions = carriedOver(regions)
	f.targets = slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.pron }) // a copy: the frame may share them
	f.clitic = false
}

// remedyThere: clause c, planned on the parts the complaint why named,
// plans (on a copy of the plan as it was before the complaint).
func remedyThere(c clause, prompt string, names nameIndex, why *photoComplaint) bool {
	trial := why.saved
	f := fill(c, prompt, names)
	onParts(f, why.regions)
	ops, _, err := trial.clause(f, &ClauseParse{})
	return err == nil && len(ops) > 0
}

// selfUndoing: ops that done twice give the photo back as it was: an
// invert of the colours or a flip.
func selfUndoing(ops []Step) bool {
	if len(ops) == 0 {
		return false
	}
	for _, o := range ops {
		if o.Op != "document.flip" && !(o.Op == "adjustments.applyMasked" && string(o.Params) == `{"invert":true}`) {
			return false
		}
	}
	return true
}

// sameStep: the same op with the same settings.
func sameStep(a, b Step) bool { return a.Name() == b.Name() && string(a.Params) == string(b.Params) }

// backSaid: the clause takes the one before back ("invert it, then
// invert it back", "flip it back to normal", "volvelo como estaba").
func backSaid(f *frame) bool {
	return firstPhrase(fold(f.c.raw), " back", "to normal", "como estaba", "de vuelta", "volve", "vuelve") != ""
}

// coversComplaint: the remedy's ops do what the complaint's last op (its
// edit, after any selection) asks: an op of the same name that sets all
// its keys, each the same way (up or down). Where each is done may differ:
// the command's place is the one kept.
func coversComplaint(complaint, remedy []Step) bool {
	if len(complaint) == 0 {
		return false
	}
	edit := complaint[len(complaint)-1]
	want := signedSettings(edit)
	if len(want) == 0 {
		return false
	}
	for _, r := range remedy {
		if r.Name() != edit.Name() {
			continue
		}
		got := signedSettings(r)
		if !slices.ContainsFunc(want, func(w string) bool { return !slices.Contains(got, w) }) {
			return true
		}
	}
	return false
}

// wholeImage: the ops select no part (a "selection.deselect" before them
// is the whole image again).
func wholeImage(ops []Step) bool {
	return !slices.ContainsFunc(ops, func(o Step) bool { return strings.HasPrefix(o.Op, "selection.") && o.Op != "selection.deselect" })
}

// sameSelection: two lists of ops select the same part ("make the sky
// warmer, way too warm": the remark's "it" is the sky again).
func sameSelection(a, b []Step) bool {
	sel := func(ops []Step) string {
		var out []string
		for _, o := range ops {
			if strings.HasPrefix(o.Op, "selection.") && o.Op != "selection.deselect" {
				out = append(out, o.Op+string(o.Params))
			}
		}
		return strings.Join(out, " ")
	}
	return sel(a) != "" && sel(a) == sel(b)
}

// contradictsEdit: the remedy of a complaint turns a setting the other way
// from the edit before it ("darken it, too dark": brightness+ after
// brightness-).
func contradictsEdit(complaint, edit []Step) bool {
	for _, c := range complaint {
		for _, w := range signedSettings(c) {
			var opposite string
			switch {
			case strings.HasSuffix(w, "+"):
				opposite = strings.TrimSuffix(w, "+") + "-"
			case strings.HasSuffix(w, "-"):
				opposite = strings.TrimSuffix(w, "-") + "+"
			default:
				continue
			}
			for _, e := range edit {
				if e.Name() == c.Name() && slices.Contains(signedSettings(e), opposite) {
					return true
				}
			}
		}
	}
	return false
}

// signedSettings: a step's settings, numbers as their way ("contrast+",
// "saturation-", a factor against 1), other values exact.
func signedSettings(s Step) []string {
	var in map[string]any
	if json.Unmarshal(s.Params, &in) != nil {
		return nil
	}
	var out []string
	for k, v := range in {
		switch v := v.(type) {
		case float64:
			neutral := 0.0
			if k == "saturation" && s.Op == "adjustments.applyMasked" {
				neutral = 1 // a factor
			}
			out = append(out, k+map[bool]string{true: "+", false: "-"}[v > neutral])
		case map[string]any:
			// a typed adjustment: its type and params' ways
			inner, _ := json.Marshal(v)
			for _, w := range signedSettings(Step{Op: s.Op, Params: inner}) {
				out = append(out, k+"."+w)
			}
		default:
			out = append(out, fmt.Sprintf("%s=%v", k, v))
		}
	}
	return out
}

// complaintAfter: a clause that only says what is wrong, its verb (if
// any) the one the clause before lent it ("brighten it, it's too dark").
func complaintAfter(f *frame) bool {
	if f.verbAt >= 0 {
		return false
	}
	verb := f.verb
	f.verb = ""
	defer func() { f.verb = verb }()
	return complaintOnly(f) || wishOnly(f) || slices.ContainsFunc(f.c.toks, func(t token) bool {
		// "the colours look dull", "los colores se ven apagados": a state
		// phrase of the lexicon, said of a plural
		return t.has(cEffect) && slices.ContainsFunc([]string{"look ", "are ", "se ven ", "estan "}, func(p string) bool { return strings.HasPrefix(t.text, p) })
	})
}

// wishOnly: a clause with no verb of its own that says what is wanted
// ("invert the colors, I want a negative look", "quiero un look
// monocromo"): like a complaint, it says why the clause before is asked
// (the colours were inverted twice, back to the start).
func wishOnly(f *frame) bool {
	return f.verbAt < 0 && slices.ContainsFunc(f.c.toks, func(t token) bool { return t.word(wishWords...) })
}

// wishWords say what the user wants, not an edit of their own.
var wishWords = []string{"want", "wanna", "need", "quiero", "queremos", "quisiera", "queria", "necesito", "necesitamos", "busco", "buscando", "looking for",
	"going for", "id like", "i'd like", "me gustaria"}

// selectsNothing: no op of the list changes the selection.
func selectsNothing(ops []Step) bool {
	return !slices.ContainsFunc(ops, func(o Step) bool { return strings.HasPrefix(o.Op, "selection.") })
}

// photoComplaint is a planned clause that only said what is wrong with
// the photo ("it's too dark"), and where the request stood before it.
type photoComplaint struct {
	saved              photoPlan
	steps, parse, said int // lengths before it
	ops                []Step
	last               *np  // the thing it named, which "it" after it is
	regions            []np // the parts of the photo it named, which "it" after it may be
}

// pixelsActive puts the photo's pixel layer back before an op that needs
// pixels when an adjustment layer an earlier clause added is the active
// one: "make the edges darker and blur everything but the cup" added the
// vignette, then the blur failed on it ("has no pixels") after the
// vignette had run. A text an earlier clause added is no more the
// photo than an adjustment layer: "add 'Spring' at the top and make it
// black and white" greyed the new title alone, the reply saying the whole
// image.
func pixelsActive(steps []Step, info PhotoState) []Step {
	kinds := map[string]string{}
	pixelID, photoID := "", ""
	for _, l := range info.Layers {
		kinds[l.ID] = l.Kind
		if pixelID == "" && l.Kind == "raster" {
			pixelID = l.ID
		}
	}
	photoID = pixelID
	if k := kinds[info.ActiveLayer]; k == "raster" || k == "text" {
		pixelID = info.ActiveLayer
	}
	if kinds[info.ActiveLayer] == "raster" {
		photoID = info.ActiveLayer
	}
	adjustmentActive := kinds[info.ActiveLayer] == "adjustment"
	textAdded := false // the active layer is a text this plan added
	var out []Step
	for _, s := range steps {
		switch s.Op {
		case "adjustments.applyMasked", "filters.apply", "filters.applyMasked":
			if textAdded && photoID != "" {
				out = append(out, pstep("layers.select", map[string]any{"id": photoID}))
				textAdded, adjustmentActive = false, false
			}
			if adjustmentActive && pixelID != "" {
				out = append(out, pstep("layers.select", map[string]any{"id": pixelID}))
				adjustmentActive = false
			}
		case "transform.start":
			if adjustmentActive && pixelID != "" {
				out = append(out, pstep("layers.select", map[string]any{"id": pixelID}))
				adjustmentActive = false
			}
		case "adjustments.apply", "adjustments.desaturate", "adjustments.vibrance", "looks.apply":
			adjustmentActive = true // the new adjustment layer is the active one
		case "layers.select":
			var in struct {
				ID string `json:"id"`
			}
			if json.Unmarshal(s.Params, &in) == nil {
				adjustmentActive = kinds[in.ID] == "adjustment"
			}
			textAdded = false
		case "text.add":
			adjustmentActive, textAdded = false, true
		case "layers.add":
			adjustmentActive, textAdded = false, false
		}
		out = append(out, s)
	}
	return out
}

func photoHelp() string {
	return `Basic mode understands photo requests like: "black and white", "make it warmer", "cooler", ` +
		`"cinematic", "more vivid", "slightly desaturate it", "add a dark vignette", "sepia", "sharper", "softer", ` +
		`"blur the background", "brighten the face", "dramatic sky", "make the grass greener", "add a title 'Hello'", ` +
		`"crop to square", "rotate 90 degrees clockwise", "flip it", "undo"; en español: "blanco y negro", ` +
		`"más cálida", "desenfocá el fondo", "iluminá la cara", "cielo dramático", "ponele efecto sepia", ` +
		`"agregá un título 'Hola'", "recortá a 16:9", "girá 90 grados". Join several with "and" or "y".`
}

// photoNames indexes the words of the layer names.
func photoNames(info PhotoState) nameIndex {
	ix := nameIndex{}
	for _, l := range info.Layers {
		for _, w := range nameWords(l.Name) {
			if len(w) >= 3 && !isStructureWord(w) {
				ix[w] = true
			}
		}
	}
	return ix
}

// namesRegion: some clause of the request names a part of the photo.
func namesRegion(toks []token) bool {
	for _, t := range toks {
		if t.has(cRegion) {
			return true
		}
	}
	return false
}

// trackSize follows the document's size through a clause's crops,
// resizes and turns, so the next clause measures the photo it will get
// ("rotate 90 degrees then crop to 4:5" cropped a 600x800 photo as if it
// were still 800x600).
func (ps *photoPlan) trackSize(ops []Step) {
	for _, o := range ops {
		var p struct {
			W, H          float64
			Width, Height float64
			Angle         float64
			Expand        bool
		}
		if json.Unmarshal(o.Params, &p) != nil {
			continue
		}
		W, H := float64(ps.info.Width), float64(ps.info.Height)
		switch o.Op {
		case CropOp:
			ps.info.Width, ps.info.Height = int(p.W), int(p.H)
		case CropToSelectionOp:
			// the selection's bounds are found when the plan runs: a clause
			// after it that needs the size says it is unknown
			ps.info.Width, ps.info.Height = 0, 0
		case "document.resize":
			switch {
			case p.Width > 0 && p.Height > 0:
				ps.info.Width, ps.info.Height = int(p.Width), int(p.Height)
			case p.Width > 0 && W > 0:
				ps.info.Width, ps.info.Height = int(p.Width), max(1, int(math.Round(H*p.Width/W)))
			case p.Height > 0 && H > 0:
				ps.info.Width, ps.info.Height = max(1, int(math.Round(W*p.Height/H))), int(p.Height)
			}
		case "document.rotate":
			r := photo.RotatedCanvas(ps.info.Width, ps.info.Height, p.Angle, p.Expand)
			if math.Mod(math.Abs(p.Angle), 90) == 0 {
				r = image.Rect(0, 0, ps.info.Width, ps.info.Height)
				if math.Mod(math.Abs(p.Angle), 180) == 90 {
					r = image.Rect(0, 0, ps.info.Height, ps.info.Width)
				}
			}
			ps.info.Width, ps.info.Height = r.Dx(), r.Dy()
		}
	}
}

// trackLayers follows the layers' bounds through a clause's layer
// selects, transforms and document resizes, so a later clause places a
// layer by the size it will have then: "make the logo smaller and put it
// bottom right" measured the corner from the logo before it shrank (the
// margin came out larger than usual), and "make the logo twice as big and
// put it bottom right" pushed it past the canvas's edge. The layers are
// copied first: the caller's state, and the copy a refused clause puts
// back, keep theirs.
func (ps *photoPlan) trackLayers(ops []Step) {
	owned := false
	own := func() { // copy the layers before the first change
		if !owned {
			ps.info.Layers, owned = slices.Clone(ps.info.Layers), true
		}
	}
	active := ps.info.ActiveLayer // each clause selects the layer it changes
	for _, o := range ops {
		var p struct {
			ID                     string
			Scale                  *float64
			TranslateX, TranslateY float64
			Width, Height          float64
			X, Y                   float64
			Axis                   string
			Direction              string
		}
		if json.Unmarshal(o.Params, &p) != nil {
			continue
		}
		switch o.Op {
		case "layers.select":
			if p.ID != "" {
				active = p.ID
			}
		case "transform.start":
			own()
			for i, l := range ps.info.Layers {
				if l.ID == active && l.Bounds != nil {
					ps.info.Layers[i].Bounds = movedBounds(*l.Bounds, p.Scale, p.TranslateX, p.TranslateY)
				}
			}
		case CropOp, "document.flip", CropToSelectionOp, "document.rotate":
			// a crop moves the origin; a flip mirrors the place; after a crop
			// to a part or a turn, where a layer is is known only when it
			// runs (moveToPlace then says so)
			own()
			W, H := float64(ps.info.Width), float64(ps.info.Height)
			for i, l := range ps.info.Layers {
				if l.Bounds == nil {
					continue
				}
				b := *l.Bounds
				switch {
				case o.Op == CropOp:
					b.X, b.Y = b.X-p.X, b.Y-p.Y
				case o.Op == "document.flip" && p.Axis == "horizontal" && W > 0:
					b.X = W - b.X - b.W
				case o.Op == "document.flip" && p.Axis == "vertical" && H > 0:
					b.Y = H - b.Y - b.H
				case isPhotoLayer(&l, ps.info):
					continue // the photo still fills the canvas: "then make the photo smaller" resizes it
				default:
					ps.info.Layers[i].Bounds = nil
					continue
				}
				ps.info.Layers[i].Bounds = &b
			}
		case "layers.move":
			// "send the logo to the back and then bring it to the front":
			// where a later clause finds it in the stack
			own()
			ps.info.Layers = movedInStack(ps.info.Layers, active, p.Direction)
		case "document.resize":
			W, H := float64(ps.info.Width), float64(ps.info.Height)
			if W <= 0 || H <= 0 || p.Width <= 0 && p.Height <= 0 {
				continue
			}
			own()
			kx, ky := cmp.Or(p.Width, W*p.Height/H)/W, cmp.Or(p.Height, H*p.Width/W)/H
			for i, l := range ps.info.Layers {
				if l.Bounds != nil {
					b := *l.Bounds
					ps.info.Layers[i].Bounds = &struct{ X, Y, W, H float64 }{b.X * kx, b.Y * ky, b.W * kx, b.H * ky}
				}
			}
		}
	}
}

// movedBounds are bounds after transform.start: scaled about their centre
// (as the op scales a layer), then moved.
func movedBounds(b struct{ X, Y, W, H float64 }, scale *float64, dx, dy float64) *struct{ X, Y, W, H float64 } {
	if scale != nil && *scale > 0 {
		cx, cy := b.X+b.W/2, b.Y+b.H/2
		b.W, b.H = b.W**scale, b.H**scale
		b.X, b.Y = cx-b.W/2, cy-b.H/2
	}
	b.X += dx
	b.Y += dy
	return &b
}

// raisedToStackEnd: "subí la capa del logo arriba de todo", "bajá el logo
// al fondo": raising (lowering) said with a place in the stack that way is
// that place, as "mové la capa arriba de todo" is (it asked "up the stack,
// or its pixels up?" though the stack was said).
func raisedToStackEnd(f *frame) bool {
	dir := stackMove(f)
	return f.verb == "raise" && (dir == "top" || dir == "up") || f.verb == "lower" && (dir == "bottom" || dir == "down")
}

// movedInStack is layers (the top first) after layers.move of the layer
// id in direction: top, bottom, up or down one place.
func movedInStack(layers []PhotoLayer, id, direction string) []PhotoLayer {
	i := slices.IndexFunc(layers, func(l PhotoLayer) bool { return l.ID == id })
	if i < 0 {
		return layers
	}
	to := map[string]int{"top": 0, "bottom": len(layers) - 1, "up": max(i-1, 0), "down": min(i+1, len(layers)-1)}[direction]
	l := layers[i]
	layers = slices.Delete(layers, i, i+1)
	return slices.Insert(layers, to, l)
}

// edgeWords name the edges of a photo's frame.
var edgeWords = []string{"edges", "edge", "bordes", "borde", "borders", "border", "orillas", "outer"}

// photoPlan carries what the clauses of one request leave for the next.
type photoPlan struct {
	info     PhotoState
	selected bool // a selection is active
	// selectedHere: the clause before only selected a part ("select the
	// sky and brighten it": "it" is the selection, which was cleared)
	selectedHere bool
	cleared      bool // the clause before ended by clearing the selection ("crop to the face" deselects after the crop)
	namesRegion  bool
	last         *np      // the layer or text the clause before named ("make the title bigger and move it up")
	subject      string   // the label of the subject a clause before selected ("cup")
	regionsSaid  []np     // the parts of the photo the clause before described ("make the background blurry")
	looksSaid    []string // the looks the look clause being planned says
	wholeLooks   []string // the looks earlier clauses in a row put on the whole photo
	// regionCrop: the last geometry op was a crop to a part with no shape
	// ("crop to the face"), so "then make it square" can shape it; reshape
	// is the shape a clause gave it ("1:1")
	regionCrop bool
	reshape    string
	// cropAspect: the last geometry op was a crop to a part, whose size is
	// known only when the plan runs; its shape ("1:1"), or "any" when it
	// has none yet. "" when the last geometry op was another.
	cropAspect string
	// kept: the clause keeps some parts as they are beside the ones it
	// edits (photokeep.go): the reply's note, and the steps that take a
	// colour part kept out of the selection
	kept keptSteps
	// keptLooks: the settings the request keeps as they are ("leave the
	// contrast"), the applyMasked parameters no look changes
	keptLooks []string
	// lookRegions: the parts the look clause before named, whatever its
	// verb ("oscurecé el cielo, que quede más dramático": the result said
	// after it is on the sky)
	lookRegions []np
	// regionSel: the part a look clause selected and left selected
	// ("sky/subject/false"); a later look clause on the same part edits
	// through it, not selecting it again on a photo the plan has already
	// changed (the darkened sky was not found: "No sky found"). prevRegionSel
	// is the one the clause before left, read by the clause being planned.
	regionSel, prevRegionSel string
	// nextOnRegion: the clause after this one goes on with this clause's
	// parts ("make the sky deeper blue, more dramatic")
	nextOnRegion bool
}

// describedRegions are the parts of the photo a look clause describes
// with an adjective ("make the background blurry", "el fondo
// desenfocado"): a look said alone right after it ("and black and white")
// is more of that description. A clause with an action verb ("blur the
// background") leaves none: what follows it may be the whole photo.
func describedRegions(f *frame, intent string) []np {
	if intent != "look" || f.verb != "" && f.verb != "make" {
		return nil
	}
	out := append([]np(nil), f.regions...)
	for _, n := range f.targets {
		if n.region != "" {
			out = append(out, n)
		}
	}
	return out
}

func pstep(name string, params any) Step {
	if params == nil {
		params = map[string]any{}
	}
	return Step{Op: name, Params: mustJSON(params)}
}

// partsNamed are the parts of the photo a clause names, as a region or
// as a thing it edits.
func partsNamed(f *frame) []np {
	out := slices.Clone(f.regions)
	for _, n := range f.targets {
		if n.region != "" {
			out = append(out, n)
		}
	}
	return out
}

// carriedOver are the parts a clause before said, read in a later clause:
// their word positions were the other clause's, so they point at no word
// of this one (read here, "y bluish" after five words panicked).
func carriedOver(regions []np) []np {
	out := slices.Clone(regions)
	for i := range out {
		out[i].first, out[i].end = 0, 0
	}
	return out
}

// clause plans one photo clause.
func (ps *photoPlan) clause(f *frame, cp *ClauseParse) ([]Step, string, error) {
	ps.prevRegionSel, ps.regionSel = ps.regionSel, ""
	if resultClause(f) {
		// "oscurecé el cielo, que quede más dramático": how the part the
		// clause before changed is to end up (the whole photo was made
		// dramatic, the ground with it)
		f.regions = carriedOver(ps.lookRegions)
	} else if f.verbSaid == "" && len(f.effects) > 0 && len(f.regions) == 0 && len(f.targets) == 0 && len(f.pos) == 0 {
		// "make the background blurry and black and white": the background
		// in black and white too (the whole photo went grey)
		f.regions = carriedOver(ps.regionsSaid)
	}
	// "it" after a clause that named a layer or the title is that one
	for i, n := range f.targets {
		if n.pron && n.kind == "" && len(n.names) == 0 && ps.last != nil {
			f.targets[i] = *ps.last
			f.targets[i].said, f.targets[i].first, f.targets[i].end = n.said, n.first, n.end
		}
	}
	for _, n := range f.targets {
		if !n.pron && n.det != "a" && (n.kind == "text" || n.kind == "layer" || (len(n.names) > 0 || n.kind != "" && n.kind != "image") && layerTarget(&frame{targets: []np{n}}, ps.info) != nil) {
			last := n
			ps.last = &last
		}
	}
	if contains([]string{"group", "duplicate", "add", "create", "merge"}, f.verb) {
		ps.last = nil // "group the logo layer and ungroup it": it is the new layer
	}
	// "make the middle brighter": a photo has no time; the middle is a place
	// "aclará el medio de la foto": the middle of the frame ("medio" is
	// also a medium, an asset)
	kept := f.targets[:0]
	for _, n := range f.targets {
		if n.kind == "asset" && n.noun == "medio" && n.det == "" && n.prep == "" && len(f.effects) > 0 {
			// "medio blanco y negro": half of it, not the middle of the
			// frame (only the centre went grey)
			f.mods = append(f.mods, "half")
			continue
		}
		if n.kind == "asset" && (n.noun == "medio" || n.noun == "middle") {
			f.pos = append(f.pos, "center")
			continue
		}
		if wholeThing(f, n) {
			continue
		}
		kept = append(kept, n)
	}
	f.targets = kept
	// "make the edges darker", "oscurecé los bordes": the edges of the
	// frame, a part of the photo (the video planner reads "the edges" as a
	// margin, so they are no region word of the lexicon)
	kept = f.targets[:0]
	for _, n := range f.targets {
		if !n.pron && n.kind == "" && len(n.names) > 0 && hasAll(edgeWords, n.names) && layerTarget(&frame{targets: []np{n}}, ps.info) == nil {
			f.regions = append(f.regions, np{region: "edges", said: n.said, det: n.det, prep: n.prep})
			continue
		}
		kept = append(kept, n)
	}
	f.targets = kept
	// "reducí la imagen a la mitad", "reduce the photo": its size, not
	// its colours
	// "increase the size by 50%", "aumentá el tamaño un 50%": half as big
	// again, not half the size
	// "bajale 20% el tamaño": any verb that lowers the size said
	if (f.verb == "lower" || f.verb == "raise") && len(f.effects) == 0 && len(f.regions) == 0 && (f.hasProp("size") || sizeVerb(f.verbSaid) &&
		(f.nounIs("image", "layer") || layerTarget(f, ps.info) != nil || len(f.targets) == 1 && f.targets[0].pron)) {
		f.mods = append(f.mods, map[bool]string{true: "bigger", false: "smaller"}[f.verb == "raise"])
		f.verb = "scale"
	}
	// "scale down by 25%", "scale it up 10%": smaller or bigger by it
	if f.verb == "scale" && !f.has("smaller", "bigger") && f.has("down") != f.has("up") {
		f.mods = append(f.mods, map[bool]string{true: "bigger", false: "smaller"}[f.has("up")])
	}
	// "duplicá el tamaño": double the size, not a copy of the layer
	if f.verb == "duplicate" && f.hasProp("size") && len(f.effects) == 0 {
		f.mods = append(f.mods, "double")
		f.verb = "scale"
	}
	keptTimes := f.times[:0]
	for _, te := range f.times {
		if timeOfSides(f, te) || timeOfSide(f, te) || wholeOfIt(f, te) {
			continue
		}
		if te.a.span == "halfway" && !te.bare && f.verb == "scale" {
			f.mods = append(f.mods, "half") // "a la mitad": to half its size
			continue
		}
		if te.a.span == "halfway" && !te.bare && len(f.effects) > 0 && strengthLast(f, te) {
			// "sepia a la mitad": the look at half strength (the centre of
			// the frame was sepia)
			f.mods = append(f.mods, "half")
			continue
		}
		if te.a.span == "halfway" && !te.bare {
			f.pos = append(f.pos, "center")
			continue
		}
		keptTimes = append(keptTimes, te)
	}
	f.times = keptTimes
	if err := thingAtPlace(f, ps.info); err != nil {
		return nil, "", err
	}
	if err := ps.partsKept(f); err != nil {
		return nil, "", err
	}
	historyStepsRead(f) // "volvé dos pasos atrás": undo twice, not two stops (photohistorysteps.go)
	readStopCount(f)
	edgeLeftOut(f)
	partBeforeLook(f)             // "make the sky look more dramatic" (photolookspart.go)
	exceptedPhotoPart(f, ps.info) // "everything except the cup", the photo's own layer name (photoexceptpart.go)
	textInsteadRead(f, ps.info)   // "so it says Hello instead" (phototextinstead.go)
	textWordsMeant(f, ps.info)    // "get rid of the words" (phototextwords.go)
	textLevelMoved(f, ps.info)    // "bajá el texto a la parte de abajo"
	levelRemedy(f)                // "too bright, bring it down a notch" (photoremedylevel.go)
	levelCarried(f)               // "bajale el brillo al cielo y subile al pasto"
	cutSideCropped(f, ps.info)    // "cut off the bottom third" (photocutside.go)
	lettersLookKept(f)            // "poné las letras claras": no look on the photo
	lookAdjectivesRead(f)
	filterParamRead(f)
	if v, ok := exposureStops(f); ok {
		cp.Intent = "look"
		reportPhotoSlots(f, cp)
		return exposureOps(v)
	}
	if level, ok := saturationLevel(f); ok {
		cp.Intent = "look"
		reportPhotoSlots(f, cp)
		return saturationLevelOps(f, level)
	}
	if key, factor, ok := sliderScaled(f); ok {
		cp.Intent = "look"
		reportPhotoSlots(f, cp)
		ops, line, err := sliderScaleOps(key, factor)
		if err == nil && len(f.regions) == 1 {
			// "double the saturation of the sky": on that part
			r := regionOf(f.regions[0], f.c.toks)
			ops = append(selectOps(r), ops...)
			line = strings.Replace(line, "the whole image", r.named(), 1)
		}
		return ops, line, err
	}
	flipLetter(f)
	intent, err := photoIntent(f, ps)
	cp.Intent = intent
	reportPhotoSlots(f, cp)
	if err != nil {
		return nil, "", err
	}
	var ops []Step
	var line string
	masked := false
	switch intent {
	case "undo", "redo":
		n, err := historyCount(f, ps.info.historyDepth(intent))
		if err != nil {
			return nil, "", err
		}
		for range n {
			ops = append(ops, pstep("history."+intent, nil))
		}
		line = capitalize(intent) + "."
		if n > 1 {
			line = fmt.Sprintf("%s %d times.", capitalize(intent), n)
		}
	case "add text":
		text := f.textContent()
		if text == "" {
			return nil, "", unreadf("say the text in quotes, e.g. add a title \"Hello\"")
		}
		if on := thingUnderText(f); on != "" {
			return nil, "", &cannot{fmt.Sprintf("a new text goes at the top, the centre or the bottom of the photo; basic mode cannot put it on %q", on)}
		}
		ops, line = []Step{titleOp(f, text, ps.info)}, fmt.Sprintf("Add the title %q.", text)
		if f.textLook != "" {
			line = fmt.Sprintf("Add the title %q %s.", text, textLookLine(f.textLook))
		}
	case "update text":
		ops, line, err = titleUpdateOps(f, ps.info)
	case "crop":
		if o, l, ok, e := resizeAfterRegionCrop(f, ps); ok {
			ops, line, err = o, l, e
			break
		}
		if aspect, ok := reshapeSaid(f, ps); ok {
			// "crop to the face then make it square": the crop to the face
			// takes the shape (its size is known only when it runs: "the
			// document size is unknown")
			ps.reshape, ps.regionCrop = aspect, false
			return nil, fmt.Sprintf("Grow that crop to %s around its centre.", aspect), nil
		}
		ops, line, err = cropOps(f, ps.info, ps.selected)
	case "zoom":
		ops, line, err = zoomOps(f, ps.info)
	case "resize":
		if o, l, ok, e := resizeAfterRegionCrop(f, ps); ok {
			ops, line, err = o, l, e
			break
		}
		ops, line, err = resizeOps(f, ps.info)
		if err != nil && ps.cropAspect != "" && ps.info.Width <= 0 {
			// "crop to the face then make it 50%": no op resizes by a factor,
			// and the crop's size is known only when it runs ("the document
			// size is unknown" did not say why)
			err = &cannot{"the crop to a part has a size known only when it runs, and the resize op takes pixels, not a factor: give the size in pixels (e.g. \"then make it 500 px wide\"), or resize first and crop after"}
		}
	case "rotate", "flip":
		ops, line, err = turnOps(f, ps.info, intent)
	case "look":
		strengthAt(f)
		amountBy(f)
		lessCast(f)
		ops, line, masked, err = lookOps(f, ps)
		if err == nil && platformFor(f) {
			// "hacela más cálida para youtube": the look, then the
			// platform's shape (the platform was left out, so the whole
			// request was refused)
			var crop []Step
			var cropLine string
			if crop, cropLine, err = cropOps(f, ps.info, ps.selected); err == nil {
				ops, line = append(ops, crop...), line+" "+cropLine
				dropPlatformWords(f)
			}
		}
		if err == nil && f.nounIs("selection") {
			// "brighten inside the selection": there, not the whole photo
			if !ps.selected {
				return nil, "", &cannot{"there is no selection; select a part first (e.g. \"select the sky\")"}
			}
			masked = false
			line = strings.Replace(line, "the whole image", "the selection", 1)
		}
	case "select":
		ops, line, err = selectionOps(f, ps)
	case "layer":
		if ls := layersNamed(f, ps.info); len(ls) > 1 && f.verb != "group" && f.verb != "add" && f.verb != "create" {
			// "make the logo and the text 50% transparent": each of them (the
			// text was dropped)
			var said []string
			for _, l := range ls {
				g := *f
				g.targets = []np{{kind: "layer", names: nameWords(l.Name), said: l.Name}}
				one, oneLine, err := layerOps(&g, ps.info)
				if err != nil {
					return nil, "", err
				}
				if len(one) > 0 && one[0].Op != "layers.select" {
					one = append([]Step{pstep("layers.select", map[string]any{"id": l.ID})}, one...)
				}
				ops = append(ops, one...)
				said = append(said, oneLine)
			}
			line = strings.Join(said, " ")
			break
		}
		ops, line, err = layerOps(f, ps.info)
	case "info":
		name, what := "document.info", "Describe the document."
		switch {
		case f.nounIs("layer"):
			name, what = "layers.list", "List the layers."
		case f.nounIs("selection"):
			name, what = "selection.hasMask", "Say whether a selection is active."
		case f.nounIs("effect") && hasOp("looks.list"):
			name, what = "looks.list", "List the looks."
		}
		ops, line = []Step{pstep(name, nil)}, what
	case "screenshot":
		ops, line = []Step{pstep("screenshot", nil)}, "Take a screenshot of the document."
	case "cancel transform":
		ops, line = []Step{pstep("transform.cancel", nil)}, "Cancel the pending transform."
	default:
		return nil, "", unreadf("no plan for %q", intent)
	}
	if err != nil {
		return nil, "", err
	}
	if intent != "look" || !masked {
		ps.wholeLooks = nil
	} else if a, b := undoneLooks(ps.wholeLooks, ps.looksSaid); a != "" {
		// "make it warmer and cooler", "más clara y más oscura": each clause
		// planned, the second undoing the first (said in one clause, they
		// were already refused)
		return nil, "", unreadf("%s and %s in one request cancel out; say one", lookTitle(a), lookTitle(b))
	} else {
		ps.wholeLooks = append(ps.wholeLooks[:len(ps.wholeLooks):len(ps.wholeLooks)], ps.looksSaid...)
	}
	if intent == "look" && !changesPixels(ops) {
		// "darker and brighter": the looks cancelled out; the selection alone
		// would be reported as the edit
		return nil, "", &cannot{"the looks said cancel out: the photo would stay as it is"}
	}
	if left := photoUnaccounted(f, intent, ps.info); left != "" {
		if part := partNotSelectable(f, ps.info); intent == "look" && part != "" {
			return nil, "", notSelectableError(part)
		}
		return nil, "", unreadf("%s: basic mode would leave out %q", intentLine(intent), left)
	}
	// a whole-image clause says so with a deselect when a selection is
	// active, or when another clause names a region: Sanitize (run again
	// by the agent) would otherwise limit it to that region
	itSelected := masked && ps.selectedHere && saysIt(f)
	if itSelected {
		line = strings.Replace(line, "the whole image", "the selection", 1)
	}
	if masked && len(ops) > 0 && !strings.HasPrefix(ops[0].Op, "selection.") && (ps.selected || ps.namesRegion && !ps.cleared) && !itSelected {
		ops = append([]Step{pstep("selection.deselect", nil)}, ops...)
	}
	ps.cleared = len(ops) > 0 && ops[len(ops)-1].Op == "selection.deselect"
	ps.trackLayers(ops)
	ps.trackSize(ops)
	if i := slices.IndexFunc(ops, func(o Step) bool { return geometryOps[o.Op] }); i >= 0 {
		ps.regionCrop = ops[i].Op == CropToSelectionOp && !strings.Contains(string(ops[i].Params), "aspect")
		ps.cropAspect = ""
		if j := slices.IndexFunc(ops, func(o Step) bool { return o.Op == CropToSelectionOp }); j >= 0 {
			var p struct{ Aspect string }
			json.Unmarshal(ops[j].Params, &p)
			ps.cropAspect = cmp.Or(p.Aspect, "any")
		}
	}
	for _, o := range ops {
		switch {
		case o.Op == "selection.deselect":
			ps.selected, ps.selectedHere = false, false
		case strings.HasPrefix(o.Op, "selection.") && o.Op != "selection.hasMask":
			ps.selected, ps.selectedHere = true, intent == "select"
		}
	}
	return ops, line, nil
}

func reportPhotoSlots(f *frame, cp *ClauseParse) {
	for _, n := range f.regions {
		cp.slot("region", n.said, n.region)
	}
	for _, n := range f.targets {
		cp.slot("target", n.said, n.kind)
	}
	for _, e := range f.effects {
		cp.slot("look", e, "")
	}
	for _, a := range f.amounts {
		cp.slot("amount", fmt.Sprintf("%g (%s)", a.v, a.kind), "")
	}
	if t := f.textContent(); t != "" {
		cp.slot("text", t, "")
	}
	if len(f.mods) > 0 {
		cp.slot("modifiers", strings.Join(f.mods, " "), "")
	}
	if len(f.unknown) > 0 {
		cp.slot("ignored", strings.Join(f.unknown, " "), "")
	}
}

// turnedBy: "turn" said with an angle or a way to turn and nothing else
// to change ("turn it 90 to the right", "turn 90 clockwise", "turn it
// left", "turn the logo 45"): a rotation. "Turn" is otherwise "make"
// ("turn it black and white"), and these were refused as no look.
func turnedBy(f *frame) bool {
	if f.verb != "make" || !strings.EqualFold(f.verbSaid, "turn") || len(f.effects)+len(f.regions)+len(f.mods)+len(f.times) > 0 || f.hasTextContent() {
		return false
	}
	for _, p := range f.props {
		if p != "clockwise" && p != "counterclockwise" {
			return false
		}
	}
	way := len(f.props) > 0 || len(f.pos) == 1 && (f.pos[0] == "left" || f.pos[0] == "right")
	if len(f.pos) > 0 && !way {
		return false
	}
	for _, a := range f.amounts {
		if a.kind != "number" && a.kind != "degrees" {
			return false
		}
		way = true
	}
	return way
}

// photoNoReason is why a photo request is refused; a style no op makes
// also names the looks the photo catalog has, so the user can pick one.
func photoNoReason(no string) string {
	if no == "hdr" || no == "era" {
		return noReasons[no] + "; the looks are " + strings.Join(photo.LookNames(), ", ")
	}
	return noReasons[no]
}

// decadeSaid: the clause names a decade's style ("80s style", "make it
// look 70s", "estilo años 80", "de los 90"); the lexer reads "80s" as
// eighty seconds and "años 80" as a number, so the lexicon's phrases for
// it never match.
func decadeSaid(f *frame) bool {
	toks := f.c.toks
	for i, t := range toks {
		if !t.is(tTime, tNumber) || t.num < 20 || t.num > 90 || int(t.num)%10 != 0 {
			continue
		}
		before := i > 0 && toks[i-1].word("anos", "años", "los", "look")
		after := i+1 < len(toks) && toks[i+1].word("style", "look", "vibe", "vibes", "aesthetic", "estilo")
		if t.kind == tTime && t.unit == 1 && (before || after) || t.kind == tNumber && i > 0 && toks[i-1].word("anos", "años", "los") {
			return true
		}
	}
	return false
}

// photoIntent picks a photo clause's intent.
func photoIntent(f *frame, ps *photoPlan) (string, error) {
	if zoomInSaid(f, ps.info) {
		return "zoom", nil
	}
	sizeByTimes(f)
	layerFraction(f, ps.info)
	if verblessScale(f, ps.info) {
		f.verb = "scale"
	}
	if l := halfOrMiddle(f, ps.info); l != nil {
		if strings.HasPrefix(*l, "the ") {
			return "", &question{fmt.Sprintf("Half its size, or in the middle? Say e.g. \"make %s half the size\", or \"put %s in the middle\".", *l, *l)}
		}
		return "", &question{fmt.Sprintf("Half its size, or in the middle? Say e.g. \"achicá %s a la mitad\" for half the size, or \"poné %s en el medio\" for the middle.", *l, *l)}
	}
	if f.verb == "" && len(f.effects)+len(f.regions) == 0 && (platformSaid(f) || forPlatform(f)) && !f.hasProp("size", "width", "height") && !sidesSaid(f) {
		// "para youtube", "for a youtube thumbnail": a photo shaped for a
		// platform is cropped to its shape, as "crop for youtube" (it was no edit)
		f.verb = "crop"
	}
	if err := objectSwapAsked(f); err != nil {
		return "", err // "cambiale la taza por un mate" (photoobjectswap.go)
	}
	if f.no != "" {
		return "", unreadf("%s", photoNoReason(f.no))
	}
	if decadeSaid(f) {
		return "", unreadf("%s", photoNoReason("era"))
	}
	if f.hasProp("volume") {
		// "turn up the volume", "subile el volumen al mango": a video's
		// sound (the photo was made vivid)
		return "", unreadf("a photo has no sound or volume; say the look, e.g. \"more vivid\" or \"brighter\"")
	}
	if flattenSaid(f.c.toks) {
		return "", unreadf("no op flattens (merges) the layers: the export flattens them into one picture; for a flatter look, say \"less contrast\"")
	}
	if f.neg && f.verb != "undo" {
		return "", unreadf("basic mode does not act on \"not\": say what to change")
	}
	if blendSet(f) {
		return "layer", nil // "set it to screen", "set the blend mode to overlay" (photoblend.go)
	}
	if frameAsked(f.c.toks) {
		return "", unreadf("no op puts a frame or border around the photo (to darken its edges, say \"add a vignette\")")
	}
	if dim := wayUnsaid(f); dim != "" {
		return "", unreadf("%s", wayQuestion(dim))
	}
	if slices.ContainsFunc(f.targets, nameNoun) && !slices.ContainsFunc(f.targets, func(n np) bool { return !nameNoun(n) && n.first < newNameAt(f) }) && len(f.quotes) == 0 && unquotedName(f) != "" {
		// "change the name of the logo layer to Brand": "the name of the
		// logo" reads as a text (the title was renamed); asked, not guessed
		return "", unreadf("say it as \"rename the logo to Brand\"")
	}
	if f.verb == "rename" || namedAnew(f, ps.info) {
		dropNewName(f) // before the text is looked for: "renombrá la capa como Titular" is no title
	}
	textLayer := f.nounIs("text")
	if l := layerTarget(f, ps.info); l != nil && !l.Visible && len(f.effects) == 0 && f.verb == "move" && hasWord(f, "back") && !strings.Contains(fold(f.c.raw), "to the back") {
		// "bring the logo back" with the logo hidden: shown again (it was
		// sent to the back of the stack)
		f.verb = "unhide"
	}
	if l := layerTarget(f, ps.info); l != nil && len(f.effects) == 0 {
		if topOfAllSaid(f) && (f.verb == "put" || f.verb == "raise") {
			// "poné el logo arriba de todo": the top of the picture, or above
			// the other layers? Both are as likely with "poner"
			return "", &question{fmt.Sprintf("At the top of the picture, or in front of the other layers? Say e.g. \"mové %s arriba\" for the top, or \"poné %s al frente\" for the front.", f.targets[0].said, f.targets[0].said)}
		}
		if stackMove(f) != "" && (f.verb == "put" || f.verb == "move" || f.verb == "bring" || f.verb == "" || raisedToStackEnd(f)) && !f.hasTextContent() {
			// "poné el logo al frente", "traé el título adelante de todo":
			// a place in the stack (it was "say the look", or a title change)
			f.verb = "move"
			return "layer", nil
		}
		if !isPhotoLayer(l, ps.info) && l.Kind != "text" && !textLayer && pixelSideSaid(f) && (f.verb == "make" || f.verb == "put" || f.verb == "scale" || f.verb == "") {
			// "make the logo 64 px wide": scaled to that side, keeping its
			// shape (it was "say the look")
			f.verb = "scale"
			return "layer", nil
		}
	}
	switchedLayer(f, ps.info)
	if (f.verb == "add" || f.verb == "create" || f.verb == "make") && len(f.effects)+len(f.pos)+len(f.amounts) == 0 && hasWord(f, "copy", "copia", "duplicate", "duplicado") && layerTarget(f, ps.info) != nil {
		f.verb = "duplicate" // "create a copy of the logo layer": a new empty layer was added
	}
	if namedAnew(f, ps.info) {
		return "layer", nil // "change the logo's name to Brand"
	}
	if q := whichSized(f, ps.info); q != nil {
		return "", q
	}
	if f.verb == "put" && (len(f.pos) > 0 || f.has("up", "down")) && !textLayer && !f.hasTextContent() && len(f.effects) == 0 && layerTarget(f, ps.info) != nil {
		f.verb = "move" // "poné el logo abajo a la derecha"
	}
	if placedLayer(f, ps.info) {
		// "el logo al medio", "the logo at the bottom left": a layer named
		// with a place and no verb is put there, as a text is ("el texto
		// al medio" moved it; the logo was refused as no edit)
		f.verb = "move"
	}
	if turnedBy(f) {
		f.verb = "rotate" // "turn it 90 to the right", "turn it left": a turn, not "make"
	}
	if f.verb == "center" && len(f.targets) > 0 {
		// "center the title", "centrá el logo": move it to the middle
		f.verb = "move"
		if len(f.pos) == 0 {
			f.pos = append(f.pos, "center")
		}
	}
	if len(f.quotes) == 2 && hasTextLayer(ps.info) && len(f.effects) == 0 && insteadOfSaid(f) &&
		(f.verb == "put" || f.verb == "make" || f.verb == "write" || f.verb == "") {
		// "write 'Bye' instead of 'Hello'": the words there are changed (a
		// title "Bye" was added); the quotes come old first already
		return "update text", nil
	}
	if (f.verb == "replace" || f.verb == "make" || f.verb == "rename" || f.verb == "swap") && len(f.quotes) == 2 && hasTextLayer(ps.info) && len(f.effects) == 0 {
		return "update text", nil // "replace 'Hello' with 'Bye'", "cambiá 'Hola' por 'Chau'"
	}
	if ps.cropAspect != "" && ps.info.Width <= 0 && len(f.effects)+len(f.regions) == 0 && (f.verb == "make" || f.verb == "scale") &&
		!slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron }) && slices.ContainsFunc(f.amounts, func(a amount) bool { return a.kind == "percent" }) {
		// "crop to the face then make it 50%": the crop's size, said as a
		// part of it; resizeOps says why it cannot (it was "say the look")
		return "resize", nil
	}
	if keepsAHalf(f) {
		f.verb = "crop"
	}
	if resizeSaid(f, ps.info) || stretchSaid(f) && (ratioSaid(f) || sidesSaid(f)) && len(f.effects) == 0 && len(f.regions) == 0 {
		return "resize", nil
	}
	if selectionAsked(f) {
		return "select", nil
	}
	switch f.verb {
	case "undo", "redo":
		return f.verb, nil
	case "export":
		return "", unreadf("a plan edits; export the photo with: neuralcut photo export DOC -o out.png")
	case "crop", "trim":
		if len(f.effects) > 0 && f.verbAt < 0 && !f.hasProp("square", "portrait", "landscape") && !ratioSaid(f) {
			return "look", nil // "crop it square and warmer": the look of its own, not the crop's
		}
		if len(f.effects) > 0 {
			return "", shapeAndLook(f)
		}
		return "crop", nil
	case "rotate", "straighten", "flip":
		if f.verb == "rotate" && hasWord(f, "espejo", "mirror", "mirrored") && len(f.amounts) == 0 {
			f.verb = "flip" // "girala en espejo", "turn it into a mirror image": a mirror, not a turn
		}
		if c := contentTokens(f.c.toks); f.verbAt < 0 && len(c) > 0 && c[0].word("no", "not", "sin", "without", "never", "nunca") {
			// "just flip it, no rotation": what not to do; the inherited
			// turn was made again (it flipped back)
			return "", unreadf("basic mode does not act on \"not\": say what to change")
		}
		if len(f.effects) > 0 && f.verbAt < 0 && len(f.amounts) == 0 && len(f.props) == 0 {
			// "rotate 90 and sepia": the look of its own, not the turn's
			// (it turned twice and the sepia was dropped)
			return "look", nil
		}
		if f.verb == "flip" {
			return "flip", nil
		}
		return "rotate", nil
	case "select", "deselect", "feather":
		if f.verb == "select" && len(f.regions) == 0 && f.nounIs("layer") && layerTarget(f, ps.info) != nil {
			return "layer", nil // "select the logo layer", "seleccioná la capa del texto"
		}
		return "select", nil
	case "invert":
		if f.nounIs("selection") {
			return "select", nil
		}
		if f.hasProp("horizontal", "vertical", "upsidedown") {
			return "flip", nil // "invertí la imagen horizontalmente": a mirror, not a negative
		}
		if len(f.effects) == 0 {
			f.effects = append(f.effects, "invert")
		}
		return "look", nil
	case "group", "ungroup", "duplicate", "blend", "rasterize":
		return "layer", nil
	case "rename":
		// "rewrite the text as 'Bye'" changes its words, not its layer's name
		rewords := contains([]string{"reword", "rewrite", "retitle"}, fold(f.verbSaid))
		if layerTarget(f, ps.info) != nil && len(f.effects) == 0 && !rewords || namedAnew(f, ps.info) {
			return "layer", nil // "rename the logo to Brand" (it was "say the look")
		}
	case "list", "analyze":
		return "info", nil
	case "preview":
		return "screenshot", nil
	case "cancel":
		if f.nounIs("transform") || len(f.targets) == 0 {
			return "cancel transform", nil
		}
		return "undo", nil
	case "hide", "unhide":
		if len(f.regions) > 0 && layerTarget(f, ps.info) == nil {
			// "hide the face", "tapá la cara": it hid the active layer
			return "", unreadf("basic mode hides layers, not parts of the photo; try \"pixelate the face\" or \"blur the face\"")
		}
		return "layer", nil
	case "delete", "cut", "drop":
		if f.verb == "cut" && len(f.effects) == 0 && (ratioSaid(f) || f.hasProp("square")) {
			return "crop", nil // "cortá la foto a 16:9", "cut it square": a shape to cut to is a crop (it deleted the layer)
		}
		if contains(f.effects, "denoise") {
			return "look", nil // "remove the grain"
		}
		if f.says(map[string]bool{"color": true, "colour": true, "colores": true, "colors": true, "colours": true, "saturacion": true, "saturation": true}) {
			// "quitale color", "remove the colour": desaturate
			// "sacale saturación al cielo": the saturation is what is taken
			// away, not a vivid look too (they cancelled out, refused)
			f.effects = slices.DeleteFunc(f.effects, func(e string) bool { return e == "saturate" })
			if f.nounIs("everything") || f.says(map[string]bool{"todo": true, "toda": true, "all": true, "all the": true, "todo el": true, "toda la": true, "every": true}) || slices.ContainsFunc(f.targets, func(n np) bool { return n.det == "all" }) {
				f.effects = append(f.effects, "bw")
			} else {
				f.effects = append(f.effects, "desaturate")
			}
			return "look", nil
		}
		if said, inside := insidePhoto(f, ps.info); inside {
			return "", insidePhotoRefusal(said)
		}
		if f.nounIs("selection") && !f.nounIs("layer", "text") && layerTarget(f, ps.info) == nil && !erases(f.verbSaid) {
			// "remove the selection", "quitá la selección": no layer is named
			// so ("delete the selection" may erase what is selected: refused)
			return "select", nil
		}
		if f.nounIs("layer", "text") || len(f.targets) > 0 && !f.nounIs("everything") {
			return "layer", nil
		}
		if f.nounIs("selection") {
			return "select", nil
		}
		return "", unreadf("say which layer to delete (%s), or the title; %s", layerNameList(ps.info), insidePhotoHelp)
	case "scale", "move":
		if f.nounIs("selection") {
			return "select", nil // "grow the selection by 5"
		}
		if f.nounIs("layer", "text") || len(f.targets) > 0 {
			if textLayer && nudgeBy(f) == 0 && !(f.has("bit") && len(f.pos)+len(f.mods) > 0 && len(f.quotes) == 0 && len(f.colors) == 0) {
				return "update text", nil
			}
			return "layer", nil
		}
		return "", unreadf("say which layer")
	case "fade":
		if fadesThePhoto(f, ps.info) {
			// "fade", "fade 30", "desvanecer": the faded look, as photo apps
			// name it; the photo at the bottom has nothing under it, so its
			// opacity only showed the transparency through it
			f.effects = append(f.effects, "faded")
			return "look", nil
		}
		return "layer", nil
	}
	if f.info && len(f.effects) == 0 {
		return "info", nil
	}
	if f.hasProp("upright") {
		// "turn it the right way up": which turn that is is not said (it
		// made the right half vivid)
		return "", unreadf("say how to turn it, e.g. \"rotate it 90 degrees to the left\" or \"it's upside down\"")
	}
	if f.hasProp("upsidedown") || f.hasProp("sideways") {
		return "rotate", nil
	}
	if _, ok := turnFraction(f); ok && len(f.effects) == 0 {
		return "rotate", nil // "dale media vuelta", "half turn"
	}
	for _, a := range f.amounts {
		if a.kind == "degrees" && len(f.effects) == 0 {
			return "rotate", nil
		}
	}
	orientation := f.hasProp("vertical", "horizontal") && (f.verb == "" || f.verb == "make" || f.verb == "put")
	if (f.hasProp("square") || orientation || ratioSaid(f)) && len(f.effects) > 0 && f.verb != "add" {
		// "cuadrada b&w", "blanco y negro vertical": one of them was dropped
		return "", shapeAndLook(f)
	}
	if (f.hasProp("square", "portrait", "landscape") || ratioSaid(f)) && len(f.effects) == 0 && f.verb != "add" {
		return "crop", nil // "make it square", "hacela 1:1", "pasala a 16:9"
	}
	if f.verb != "add" && f.verb != "write" && len(f.quotes) == 0 && trailIsLayer(f, ps.info) {
		// "ocultá el texto Hello", "poné la opacidad del texto Hello al
		// 50%": the words name the text there is (a new title "Hello" was
		// added)
		for i := range f.targets {
			f.targets[i].trail = ""
		}
		f.text = ""
	}
	// titles: add, or change the one there is
	switch {
	case textLayer && f.verb == "" && len(f.quotes) == 1 && len(f.effects)+len(f.regions) == 0 && !hasTextLayer(ps.info):
		// "texto 'Despegue' centrado", "title 'Hello' at the top" with no
		// text on the photo: one is added (it said there was none to change)
		return "add text", nil
	case textLayer && (f.verb == "make" || f.verb == "rename" || f.verb == "replace" || f.verb == "swap" || f.verb == "move" || f.verb == "") && (len(f.quotes) > 0 || len(f.colors) > 0 || f.text != "" || len(f.pos) > 0 || f.has("bigger", "smaller")):
		return "update text", nil
	case textLayer && (f.verb == "add" || f.verb == "put" || f.verb == "write") && !f.hasTextContent() && len(f.colors) > 0 && hasTextLayer(ps.info):
		return "update text", nil // "put the title in blue"
	case textLayer && !f.hasTextContent() && f.textLook != "" && hasTextLayer(ps.info):
		return "update text", nil // "put the title in a box", "ponele sombra al texto"
	case textLayer && f.verb == "put" && !f.hasTextContent() && !indefinite(f) && (len(f.pos) > 0 || f.has("bigger", "smaller")) && hasTextLayer(ps.info):
		return "update text", nil // "poné el título arriba", "ponelo arriba"
	case textLayer && f.verb == "make" && len(f.quotes) == 0 && describedTitle(f) != "":
		// "make the title italic": a style of the title there is, not a new
		// title saying "italic"
		return "", unreadf("basic mode changes a title's words (in quotes), colour, place or size, not %q", describedTitle(f))
	case f.hasTextContent() && (f.verb == "add" || f.verb == "put" || f.verb == "write" || f.verb == "show" || f.verb == "" || textLayer):
		return "add text", nil
	case textLayer && (f.verb == "add" || f.verb == "put" || f.verb == "write"):
		return "", unreadf("say the text in quotes, e.g. add a title \"Hello\"")
	}
	if f.nounIs("layer") && (f.verb == "add" || f.verb == "create") && len(f.effects) == 0 {
		return "layer", nil
	}
	if f.verb == "lower" && len(f.effects) == 0 && strings.HasPrefix(fold(f.verbSaid), "suaviz") && !f.says(map[string]bool{"colores": true, "los colores": true, "color": true, "el color": true, "colors": true, "the colors": true, "colours": true, "tonos": true, "los tonos": true}) {
		f.effects = append(f.effects, "soft") // "suavizá la piel": softer, not paler
	}
	if (f.verb == "raise" || f.verb == "lower") && len(f.effects) == 0 && len(f.props) == 0 && len(f.regions) == 0 && layerRaised(f, ps.info) {
		// "subí la capa", "subí el logo": up the stack or its pixels up? (a vivid look was applied)
		way, stack := "up", "forward"
		if f.verb == "lower" {
			way, stack = "down", "backward"
		}
		return "", unreadf("%s the stack, or its pixels %s? Say e.g. \"bring the layer %s\" or \"move the layer 20 px %s\"", way, way, stack, way)
	}
	if (f.verb == "raise" || f.verb == "lower") && len(f.effects) == 0 && f.hasProp("opacity", "transparent", "opaque") {
		return "layer", nil // "bajá la opacidad": the layer's, not its colour (it was desaturated)
	}
	if f.verbAt >= 0 && strings.HasPrefix(fold(f.verbSaid), "soften") {
		// "soften the contrast slightly": the slider read as a thing said
		// (it was blurred); lessenLooks lowers it
		for _, n := range f.targets {
			for word, look := range map[string]string{"contrast": "contrast", "contraste": "contrast", "saturation": "saturate", "saturacion": "saturate"} {
				if strings.Contains(fold(n.said), word) && !contains(f.effects, look) {
					f.effects = append(f.effects, look)
				}
			}
		}
		if len(f.effects) > 1 {
			f.targets = slices.DeleteFunc(f.targets, func(n np) bool {
				return strings.Contains(fold(n.said), "contrast") || strings.Contains(fold(n.said), "saturac") || strings.Contains(fold(n.said), "saturat")
			})
		}
	}
	if (f.verb == "raise" || f.verb == "lower") && len(f.effects) == 0 && hasWord(f, "temperature", "temperatura", "temp") {
		// "raise the temperature", "bajale la temperatura": the white
		// balance, warmer or cooler (refused: "the temperature" left out)
		f.effects = append(f.effects, map[bool]string{true: "warm", false: "cool"}[f.verb == "raise"])
		f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return strings.Contains(fold(n.said), "temp") })
	}
	if (f.verb == "raise" || f.verb == "lower") && len(f.effects) == 0 {
		if len(f.regions) == 0 && len(f.props) == 0 && len(f.colors) == 0 && !namesSomething(f) {
			// "bajale un poco", "subile": what to lower is not said (the
			// colour was taken down; after "sepia" it meant the sepia)
			return "", unreadf("say what to %s, e.g. the brightness, the contrast or the saturation", map[bool]string{true: "raise", false: "lower"}[f.verb == "raise"])
		}
		// "boost the sky", "tone down the colours"
		f.effects = append(f.effects, map[bool]string{true: "saturate", false: "desaturate"}[f.verb == "raise"])
	}
	if lookLayerNamed(f, ps.info) != nil {
		return "layer", nil // "a esa capa de blanco y negro bajale la opacidad a la mitad" (looklayer.go)
	}
	if len(f.effects) > 0 || f.says(map[string]bool{"pop": true}) {
		return "look", nil
	}
	if f.nounIs("layer") && (f.hasProp("transparent", "opacity", "invisible", "visible", "blendmode") || f.verb != "") {
		return "layer", nil
	}
	if opacitySetOnActive(f) {
		return "layer", nil // "set the opacity to 30%" (photoopacity.go)
	}
	if f.hasProp("transparent", "opacity", "opaque", "invisible", "blendmode") && len(f.targets) > 0 ||
		f.hasProp("visible") && len(f.targets) > 0 && !f.has("more", "less") { // "make the logo more visible" says no switch
		return "layer", nil
	}
	if f.has("bigger", "smaller") && !textLayer && layerTarget(f, ps.info) != nil {
		return "layer", nil // "make the logo bigger": its size
	}
	if len(f.regions) > 0 && f.verb == "" && f.has("more", "less") {
		return "look", nil
	}
	if len(f.regions) > 0 {
		return "", unreadf("say what to do to %s, e.g. \"brighten the %s\"", withThe(f.regions[0].said), f.regions[0].region)
	}
	if f.verb == "" {
		return "", unreadf("no edit I know")
	}
	return "", unreadf("say the look: e.g. warmer, black and white, sharper, a vignette, sepia")
}

// whichSized asks what "it" is when a size (in pixels, a factor or a
// percent) is said of it with several layers and the active one is not
// the photo ("make it 200 px wide" with the logo active): the photo or
// that layer (it was "say the look"). With the photo active, resizeSaid
// resizes the document for a size in pixels or a factor.
func whichSized(f *frame, info PhotoState) error {
	if len(info.Layers) < 2 || !itSizeSaid(f) || len(f.effects)+len(f.regions) > 0 || activeIsPhoto(info) ||
		slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron }) || !(f.verb == "make" || f.verb == "put" || f.verb == "scale" || f.verb == "") {
		return nil
	}
	active := "the active layer"
	for _, l := range info.Layers {
		if l.ID == info.ActiveLayer {
			active = fmt.Sprintf("the layer %q", l.Name)
		}
	}
	return &question{fmt.Sprintf("Which should change size: the whole photo, or %s? Say e.g. \"resize the photo to 800 px wide\" or \"make the logo 200 px wide\" (the layers are %s).", active, layerNameList(info))}
}

// layerNameList names the layers, top first: "\"logo\", \"Hello\", \"Image\"".
func layerNameList(info PhotoState) string {
	var names []string
	for _, l := range info.Layers {
		names = append(names, fmt.Sprintf("%q", l.Name))
	}
	return strings.Join(names, ", ")
}

// fadesThePhoto: "fade" said of the photo itself: of nothing named (the
// active layer, when that is the photo), of "it" then, or of the photo,
// with no opacity said.
func fadesThePhoto(f *frame, info PhotoState) bool {
	if len(f.regions) > 0 || f.hasProp("transparent", "opacity", "opaque") || len(info.Layers) == 0 {
		return false
	}
	l := layerTarget(f, info)
	if l == nil {
		for _, n := range f.targets {
			if !n.pron && n.kind != "image" {
				return false // a thing basic mode does not know: the layer reading says so
			}
		}
		l = &info.Layers[len(info.Layers)-1]
		for i := range info.Layers {
			if info.Layers[i].ID == info.ActiveLayer && !f.nounIs("image") {
				l = &info.Layers[i]
			}
		}
	}
	return isPhotoLayer(l, info)
}

// frameAsked: a frame or border to put around the photo ("con marco
// blanco", "with a white border", "add a black frame"), which no op makes:
// "marco" was read as the verb "marcar" (a white colour range was
// selected), and "sepia with a black frame" dropped the frame. "The
// borders" and "bordes oscuros" are its edges.
func frameAsked(toks []token) bool {
	for i, t := range toks {
		if !t.word("marco", "marcos", "marquito", "frame", "frames", "border", "borders", "borde", "bordes") {
			continue
		}
		for j := i - 1; j >= 0; j-- {
			u := toks[j]
			if u.word("a", "an", "un", "una", "con", "with") {
				return true
			}
			if u.kind != tWord || !(u.has(cColor) || u.word("thin", "thick", "fino", "finito", "grueso", "small", "little", "nice", "lindo", "dark", "oscuro", "light", "claro")) {
				break
			}
		}
	}
	return false
}

// sliderNouns name an adjustment's slider, not a look: "the saturation",
// "el contraste".
var sliderNouns = map[string]string{"saturation": "saturation", "saturacion": "saturation", "color": "saturation",
	"colour": "saturation", "colors": "saturation", "colours": "saturation", "colores": "saturation",
	"contrast": "contrast", "contraste": "contrast", "brightness": "brightness", "brillo": "brightness",
	"exposure": "brightness", "exposicion": "brightness", "luminosidad": "brightness",
	"warmth": "warmth", "calidez": "warmth", "temperature": "warmth", "temperatura": "warmth"}

// sliderScaled reads a slider said halved or doubled of the whole photo:
// "half the saturation", "bajá el contraste a la mitad", "double the
// contrast", "duplicá el contraste" (they raised the saturation, cut the
// middle of the frame, or duplicated the layer).
func sliderScaled(f *frame) (key string, factor float64, ok bool) {
	switch {
	case hasWord(f, "half", "halve", "mitad"):
		factor = 0.5
	case f.has("double") || f.verb == "duplicate" || hasWord(f, "twice", "doble", "duplica", "duplicala"):
		factor = 2
	default:
		return "", 0, false
	}
	for _, n := range f.targets {
		if !n.pron && sliderNouns[lastWord(n.said)] == "" {
			return "", 0, false // "duplicate the layer", "double the logo"
		}
	}
	if len(f.regions) > 1 || len(f.effects) > 1 || f.hasProp("size", "width", "height") {
		return "", 0, false
	}
	for _, t := range f.c.toks {
		if k, said := sliderNouns[t.text]; said {
			key = k
		}
	}
	if key == "" && factor < 1 {
		key = halfAsKey(f) // "half as bright": the slider the look is on
	}
	return key, factor, key != ""
}

// sliderScaleOps: saturation is a multiplier, so halved or doubled is
// that; contrast and brightness start at 0 on the photo as it is, so
// half is half the way down and double a strong rise. Warmth has no
// half: neutral is no warmth.
func sliderScaleOps(key string, factor float64) ([]Step, string, error) {
	word := map[bool]string{true: "halved", false: "doubled"}[factor < 1]
	switch key {
	case "saturation":
		return []Step{pstep("adjustments.applyMasked", map[string]any{"saturation": factor})}, fmt.Sprintf("Saturation %s on the whole image.", word), nil
	case "warmth":
		return nil, "", unreadf("warmth has no amount to halve or double; say e.g. \"a bit warmer\" or \"cooler\"")
	}
	return []Step{pstep("adjustments.applyMasked", map[string]any{key: 50 * (factor - 1) / math.Abs(factor-1)})},
		fmt.Sprintf("%s %s on the whole image.", capitalize(key), word), nil
}

// shapeAndLook refuses a clause that says a crop and a look with no
// "and" between them ("crop square / b&w", "cuadrada b&w"): one of the
// two was planned and the other dropped.
func shapeAndLook(f *frame) error {
	return unreadf("say the crop and the look as two steps, e.g. \"crop to square and make it %s\"", lookTitle(f.effects[0]))
}

// namesSomething: the clause names a thing, not only "it".
func namesSomething(f *frame) bool {
	for _, n := range f.targets {
		if !n.pron {
			return true
		}
	}
	return false
}

// layersNamed are the distinct layers the clause's noun phrases name, in order.
func layersNamed(f *frame, info PhotoState) []*PhotoLayer {
	var out []*PhotoLayer
	seen := map[string]bool{}
	for _, n := range f.targets {
		if l := layerTarget(&frame{targets: []np{n}, verb: f.verb}, info); l != nil && !seen[l.ID] {
			seen[l.ID] = true
			out = append(out, l)
		}
	}
	return out
}

// sizeVerb: a verb that changes an amount and, said of a picture or a
// layer, its size ("reduce", "reducí", "increase", "aumentá").
func sizeVerb(said string) bool {
	for _, p := range []string{"reduc", "reduz", "increas", "aument", "disminu", "decreas"} {
		if strings.HasPrefix(fold(said), p) {
			return true
		}
	}
	return false
}

// changesPixels: some step edits the picture, not only the selection.
func changesPixels(ops []Step) bool {
	for _, o := range ops {
		if !strings.HasPrefix(o.Op, "selection.") && o.Op != "layers.select" && !isNoOp(o) {
			return true
		}
	}
	return false
}

// capitalize upper-cases the first letter.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func hasTextLayer(info PhotoState) bool {
	for _, l := range info.Layers {
		if l.Kind == "text" {
			return true
		}
	}
	return false
}

// titleOp places a title: in the top band (or the one the clause names),
// sized for the canvas, in the colour the clause names or else the one
// text.add picks for contrast with the picture under it. text.add places
// it in that band, off faces and the subject, and makes it readable on
// the picture under it.
func titleOp(f *frame, text string, info PhotoState) Step {
	h := float64(max(info.Height, 1))
	position := textPlace(placeOf(f))
	if position == "" {
		position = "top"
	}
	size := math.Max(12, h*0.08)
	// a size said in the title's own words is its size too: "add a big
	// title", "a small title" (drawn at the default size)
	big, small := f.style == "hook" || f.has("bigger"), f.has("smaller")
	color := newTextColor(f) // "add a red title"
	if len(f.colors) > 0 {
		color = f.colors[0]
	}
	for _, n := range f.targets {
		if n.kind == "text" {
			big = big || contains(n.mods, "bigger") || contains(n.mods, "style:hook")
			small = small || contains(n.mods, "smaller")
		}
	}
	if big {
		size *= 1.5
	}
	if small {
		size *= 0.6
	}
	p := map[string]any{"text": text, "position": position, "size": math.Round(size)}
	if color != "" {
		p["color"] = color
	}
	if f.textLook != "" {
		p["style"] = f.textLook // "in a box", "with a shadow"
	}
	sideways(p, placeOf(f), info)
	return pstep("text.add", p)
}

// sideways puts a text at the left or right edge when place names one
// ("top left", "a la derecha"): x is the block's left or right edge by
// align, a twentieth of the width in from the side.
func sideways(p map[string]any, place string, info PhotoState) bool {
	w := float64(max(info.Width, 1))
	switch {
	case strings.HasSuffix(place, "left"):
		p["x"], p["align"] = math.Round(w*0.05), "left"
	case strings.HasSuffix(place, "right"):
		p["x"], p["align"] = math.Round(w*0.95), "right"
	default:
		return false
	}
	return true
}

// titleUpdateOps changes the document's title ("change the title to
// 'Bye'", "make the title red", "cambiá el título a 'Chau'"): the
// top-most text layer, drawn again with the new words, colour or place.
func titleUpdateOps(f *frame, info PhotoState) ([]Step, string, error) {
	meant, err := photoTextMeant(f, info, true)
	if err != nil {
		return nil, "", err
	}
	if len(meant) > 0 {
		// one of several texts, or each of them ("make both texts red")
		var ops []Step
		var lines []string
		for _, l := range meant {
			o, line, err := titleUpdateOf(f, onlyText(info, l))
			if err != nil {
				return nil, "", err
			}
			line = strings.Replace(line, "the title", fmt.Sprintf("the text %q", textWords(l)), 1)
			ops, lines = append(ops, o...), append(lines, line)
		}
		return ops, strings.Join(lines, " "), nil
	}
	return titleUpdateOf(f, info)
}

// titleUpdateOf changes the top-most text layer of info.
func titleUpdateOf(f *frame, info PhotoState) ([]Step, string, error) {
	id, size := "", 0.0
	var title PhotoLayer
	for _, l := range info.Layers {
		// "replace 'Hello' with 'Bye'": the text that says the first quote; else the top-most
		says := len(f.quotes) == 2 && l.Text != nil && strings.EqualFold(strings.TrimSpace(l.Text.Text), strings.TrimSpace(f.quotes[0]))
		if l.Kind == "text" && (id == "" || says) {
			id, title = l.ID, l
			if l.Text != nil {
				size = l.Text.Size
			}
			if says || len(f.quotes) != 2 {
				break
			}
		}
	}
	if len(f.quotes) == 2 && (title.Text == nil || !strings.EqualFold(strings.TrimSpace(title.Text.Text), strings.TrimSpace(f.quotes[0]))) {
		return nil, "", &cannot{fmt.Sprintf("no text layer says %q", f.quotes[0])}
	}
	if id == "" {
		return nil, "", &cannot{"there is no title (text layer) to change; add one first, e.g. add the title 'Hello'"}
	}
	p := map[string]any{"id": id}
	var said []string
	if t := newPhotoText(f); t != "" {
		p["text"] = t
		said = append(said, fmt.Sprintf("to %q", t))
	}
	if len(f.colors) > 0 {
		p["color"] = f.colors[0]
		said = append(said, "in "+f.colors[0])
	}
	h := float64(max(info.Height, 1))
	switch textPlace(placeOf(f)) {
	case "top":
		p["y"] = math.Round(h * 0.12)
		said = append(said, "at the top")
	case "center":
		// y is the top of the line: where the drawn words are centred on
		// the middle (half a line above it when they were never drawn)
		if size == 0 {
			size = math.Max(12, h*0.08)
		}
		p["y"] = math.Round(math.Max(0, h*0.5-size*0.6))
		if b := title.Bounds; b != nil && title.Text != nil && b.H > 0 {
			p["y"] = math.Round(math.Max(0, title.Text.Y+h*0.5-(b.Y+b.H/2)))
		}
		if placeOf(f) == "center" {
			// "in the middle": across too
			p["x"], p["align"] = math.Round(float64(max(info.Width, 1))*0.5), "center"
		}
		said = append(said, "in the centre")
	case "bottom":
		p["y"] = math.Round(h * 0.85)
		said = append(said, "at the bottom")
	}
	if place := placeOf(f); sideways(p, place, info) {
		if place == "left" || place == "right" {
			delete(p, "y") // "put the title on the left": at its height
			said = said[:len(said)-1]
		}
		said = append(said, "on the "+place[strings.LastIndex(place, "-")+1:])
	}
	if f.textLook != "" {
		p["style"] = f.textLook // "put the title in a box"
		said = append(said, textLookLine(f.textLook))
	}
	if f.has("bigger") || f.has("smaller") {
		// from the size it is drawn at ("make the title smaller" shrank a
		// large title to the canvas's default size, or grew it)
		if size == 0 {
			size = math.Max(12, h*0.08)
		}
		// by the degree and amount said, as a layer or a clip is sized
		// ("a bit bigger", "2x bigger", "way smaller" were all 1.5 or 0.6)
		k, ok := scaleOf(f, 1)
		switch {
		case ok:
		case f.has("bigger"):
			k = 1.5
		default:
			k = 0.6
		}
		size *= k
		p["size"] = math.Round(clampF(size, 4, 1000))
		said = append(said, "resized")
	}
	if len(said) == 0 {
		return nil, "", unreadf("say what to change in the title: new words in quotes, a colour, a place or a size")
	}
	return []Step{pstep("text.update", p)}, "Change the title " + strings.Join(said, ", ") + ".", nil
}

// newPhotoText is a title's new words: the last quote, "saying ...", or
// the words after "to".
func newPhotoText(f *frame) string {
	if len(f.quotes) > 0 {
		return f.quotes[len(f.quotes)-1]
	}
	if f.text != "" {
		return f.text
	}
	for _, n := range f.targets {
		if n.kind == "text" && n.trail != "" && f.verb == "rename" {
			return n.trail
		}
	}
	return ""
}

// cropShape is the shape a crop says (a ratio, square, portrait or
// landscape, a platform's), rw:rh; orientation is "portrait" or
// "landscape" when only that was said. Zero when none.
func cropShape(f *frame, info PhotoState) (rw, rh float64, orientation string) {
	switch {
	case f.hasProp("square"):
		rw, rh = 1, 1
	case f.hasProp("portrait") || f.hasProp("vertical"):
		rw, rh, orientation = 9, 16, "portrait"
	case f.hasProp("landscape") || f.hasProp("horizontal"):
		rw, rh, orientation = 16, 9, "landscape"
	}
	if w, h := platformShape(f); w > 0 && rw == 0 {
		// "crop for youtube": the platform's shape, whichever way the photo
		// is; a shape said wins ("crop to square for facebook")
		rw, rh, orientation = w, h, ""
	}
	for _, t := range f.c.toks {
		if t.kind == tTime && t.clock && t.parts[0] > 0 && t.parts[1] > 0 {
			rw, rh, orientation = t.parts[0], t.parts[1], ""
		}
	}
	for i := 0; i+2 < len(f.c.toks); i++ {
		a, x, b := f.c.toks[i], f.c.toks[i+1], f.c.toks[i+2]
		if a.kind == tNumber && b.kind == tNumber && x.word("/", "to") && a.num > 0 && b.num > 0 {
			rw, rh, orientation = a.num, b.num, ""
		}
	}
	if a, b, ok := slashNumber(f); ok && a > 0 && b > 0 {
		rw, rh, orientation = a, b, "" // "formato 4/5"
	}
	if w, h := sides(f); w > 0 && h > 0 && (w < 32 || h < 32) {
		rw, rh, orientation = w, h, "" // "crop to 4 by 5": a shape
		if printSize(w, h) && info.Width != info.Height && (info.Width > info.Height) != (w > h) &&
			!f.hasProp("portrait", "vertical", "landscape", "horizontal") && !forPlatform(f) {
			// "crop to 4x6", "recortala a 10x15": a print size, printed either
			// way round, follows the photo (a landscape photo was cut portrait)
			rw, rh = h, w
		}
	}
	if orientation == "" && rw > 0 && rh > 0 && (f.hasProp("portrait", "vertical") && rw > rh || f.hasProp("landscape", "horizontal") && rh > rw) {
		// "crop to 3:2 vertical", "16:9 vertical": the shape stood up (it
		// was cut landscape); which way the sides go is the word said
		rw, rh = rh, rw
	}
	return rw, rh, orientation
}

// cropOps crops to an aspect ratio ("crop to square", "recortá a 16:9"),
// centred, as large as fits, or to a part of the photo said ("crop to the
// face"; selected tells whether a selection is active for "crop to the
// selection").
func cropOps(f *frame, info PhotoState, selected bool) ([]Step, string, error) {
	if uncut(f) {
		// "make the canvas square", "hacela cuadrada sin recortar": a
		// shape with nothing cut away, which no op makes (it was cropped)
		return nil, "", unreadf("basic mode cannot extend the canvas; it can only cut the photo to a shape (e.g. \"crop to square\")")
	}
	// "crop to 500x300", "recortá la foto a 500 por 300": a size in pixels,
	// not a shape (it cropped to 600x360, the ratio 500:300 as large as fits)
	if w, h := sides(f); w >= 32 && h >= 32 {
		return cropToSize(f, w, h, info)
	}
	rw, rh, orientation := cropShape(f, info)
	if n, ok := cropRegion(f); ok && rw > 0 && rh > 0 {
		// "crop to a square around the face", "crop the face 4:5": the
		// shape around the part (the part was left out, refused)
		return cropToRegion(f, n, selected, fmt.Sprintf("%g:%g", rw, rh))
	}
	if W, H := info.Width, info.Height; orientation == "portrait" && H > W || orientation == "landscape" && W > H {
		// "make it landscape" said of a landscape photo: a crop to 16:9
		// would cut it for nothing said
		return nil, "", &cannot{fmt.Sprintf("the photo is %dx%d, already %s; to crop it to a shape, say e.g. \"crop to 16:9\"", W, H, orientation)}
	}
	for _, a := range f.amounts {
		if a.kind == "factor" && rw == 0 {
			continue
		}
	}
	if (rw <= 0 || rh <= 0) && f.has("half") && len(f.pos) > 0 && info.Width > 0 && info.Height > 0 {
		// "crop the left half", "quedate con la mitad de arriba"
		return []Step{pstep(CropOp, halfRect(f.pos[0], float64(info.Width), float64(info.Height)))}, "Crop to the " + f.pos[0] + " half.", nil
	}
	if px := nudgeBy(f); px > 0 && (rw <= 0 || rh <= 0) && info.Width > 0 && info.Height > 0 {
		return cropByPixels(f, func(string) float64 { return px }, fmt.Sprintf("%g pixels", px), info)
	}
	if part, said := sideFraction(f); part > 0 && (rw <= 0 || rh <= 0) && (len(f.pos) > 0 || hasWord(f, "each", "every", "cada") || edgesWord(f)) && info.Width > 0 && info.Height > 0 {
		return cropFraction(f, part, said, info)
	}
	if rw <= 0 || rh <= 0 {
		if n, ok := cropRegion(f); ok {
			// before "a little": "recortá alrededor del perro" cut 5% off
			// each side, "alrededor" read as the edges
			if name, ok := unshapedPlatform(f); ok {
				// "crop to the face for instagram": the platform is why there is
				// a shape, but not which (it cropped to the face's own shape)
				return nil, "", platformShapeQuestion(name, regionOf(n, f.c.toks).named())
			}
			return cropToRegion(f, n, selected, "")
		}
		if len(f.amounts) == 0 && (f.has("bit", "tight") || edgesWord(f)) && info.Width > 0 && info.Height > 0 {
			return cropALittle(f, info)
		}
		return nil, "", unreadf("say the shape to crop to: square, 16:9, 4:5, portrait or landscape")
	}
	if info.Width <= 0 || info.Height <= 0 {
		return nil, "", &cannot{"the document size is unknown"}
	}
	W, H := float64(info.Width), float64(info.Height)
	w, h := W, W*rh/rw
	if h > H {
		w, h = H*rw/rh, H
	}
	w, h = math.Floor(w), math.Floor(h)
	if w == W && h == H {
		// "make it square" on a square photo: a crop to itself changes nothing
		return nil, "", &cannot{fmt.Sprintf("the photo is %gx%g, already %g:%g", W, H, rw, rh)}
	}
	x, y, where, err := cropPlace(f, W, H, w, h)
	if err != nil {
		return nil, "", err
	}
	if !hasOp(CropOp) {
		return nil, "", &cannot{"the photo editor has no " + CropOp + " op yet"}
	}
	return []Step{pstep(CropOp, map[string]any{"x": x, "y": y, "w": w, "h": h})},
		fmt.Sprintf("Crop to %gx%g (%g:%g), %s.", w, h, rw, rh, where), nil
}

// describedTitle is what a clause says the title there is should be,
// unquoted, after "the title" ("make the title italic": "italic").
func describedTitle(f *frame) string {
	for _, n := range f.targets {
		if n.kind == "text" && n.det == "the" && n.trail != "" && n.quote == "" {
			return n.trail
		}
	}
	return ""
}

// uncut: the clause asks for a shape without cutting the photo: the
// canvas said, or a cut said with "without" ("sin recortar", "without
// cropping").
func uncut(f *frame) bool {
	toks := f.c.toks
	for i, t := range toks {
		if t.has(cKind, "canvas") && !contains([]string{"crop", "trim", "cut"}, f.verb) {
			return true // "crop the canvas to square" is a crop
		}
		if t.has(cPrep, "without") && i+1 < len(toks) && toks[i+1].has(cVerb, "crop", "trim", "cut") {
			return true
		}
	}
	return false
}

// cropPlace puts a w x h crop of a W x H photo where the clause says:
// centred, or against the side or corner it names ("crop to 16:9 from
// the top", "recortá a cuadrado desde arriba", "on the right").
func cropPlace(f *frame, W, H, w, h float64) (x, y float64, where string, err error) {
	x, y = math.Floor((W-w)/2), math.Floor((H-h)/2)
	place := placeOf(f)
	switch place {
	case "", "center":
		return x, y, "centred", nil
	case "corner":
		return 0, 0, "", unreadf("say which corner to crop from, e.g. \"crop to square from the top left\"")
	}
	switch {
	case strings.HasSuffix(place, "left"):
		x = 0
	case strings.HasSuffix(place, "right"):
		x = W - w
	}
	switch {
	case strings.HasPrefix(place, "top"):
		y = 0
	case strings.HasPrefix(place, "bottom"):
		y = H - h
	}
	return x, y, "from the " + strings.Replace(place, "-", " ", 1), nil
}

// ratioSaid: the clause gives a shape as w:h ("16:9", "1:1", "4:5"); a
// photo has no time for it to be, but "1:30" is no shape a photo is cut to.
func ratioSaid(f *frame) bool {
	for _, t := range f.c.toks {
		if t.kind == tTime && t.clock && t.parts[0] > 0 && t.parts[1] > 0 &&
			math.Max(t.parts[0], t.parts[1]) <= 4*math.Min(t.parts[0], t.parts[1]) {
			return true
		}
	}
	return false
}

// cropToSize crops to w x h pixels, centred or where the clause says; a
// size larger than the photo on either side is refused (a crop only takes
// away).
func cropToSize(f *frame, w, h float64, info PhotoState) ([]Step, string, error) {
	W, H := float64(info.Width), float64(info.Height)
	if W <= 0 || H <= 0 {
		return nil, "", &cannot{"the document size is unknown"}
	}
	if w > W || h > H || w != math.Floor(w) || h != math.Floor(h) {
		return nil, "", &cannot{fmt.Sprintf("the photo is %gx%g: a crop to %gx%g would not fit in it (to make it larger, say \"resize to %gx%g\")", W, H, w, h, w, h)}
	}
	if w == W && h == H {
		return nil, "", &cannot{fmt.Sprintf("the photo is %gx%g already", W, H)}
	}
	x, y, where, err := cropPlace(f, W, H, w, h)
	if err != nil {
		return nil, "", err
	}
	return []Step{pstep(CropOp, map[string]any{"x": x, "y": y, "w": w, "h": h})}, fmt.Sprintf("Crop to %gx%g pixels, %s.", w, h, where), nil
}

// turnOps rotate or flip the whole document ("rotate 90 degrees
// clockwise", "girala a la izquierda", "flip it", "straighten it 2
// degrees"), or one layer when the clause names it.
func turnOps(f *frame, info PhotoState, intent string) ([]Step, string, error) {
	if ls := layersNamed(f, info); len(ls) > 1 {
		// "rotate the logo and the text 10 degrees": each of them (the text was dropped)
		var ops []Step
		var names []string
		for _, l := range ls {
			g := *f
			g.targets = []np{{kind: "layer", names: nameWords(l.Name), said: l.Name}}
			one, _, err := turnOps(&g, info, intent)
			if err != nil {
				return nil, "", err
			}
			if len(one) > 0 && one[0].Op != "layers.select" {
				one = append([]Step{pstep("layers.select", map[string]any{"id": l.ID})}, one...)
			}
			ops = append(ops, one...)
			names = append(names, fmt.Sprintf("%q", l.Name))
		}
		return ops, fmt.Sprintf("%s the layers %s.", capitalize(intent), strings.Join(names, " and ")), nil
	}
	for _, n := range f.targets {
		if n.prep == "without" && n.kind != "image" {
			// "rotate the photo but not the text", "mirror everything
			// except the text": the layer excepted was the one turned
			return nil, "", unreadf("basic mode turns the whole picture with its layers, or one layer it names, and cannot leave one out: say the layer to %s, e.g. \"%s the logo\"", intent, intent)
		}
	}
	if f.nounIs("selection") {
		// "flip the selection", "rotate the selection 90": the whole photo
		// was turned
		return nil, "", unreadf("basic mode turns the whole photo or one layer, not the selection; say e.g. \"%s the photo\" or \"%s the logo\"", intent, intent)
	}
	layer := layerTarget(f, info)
	if layer == nil && f.nounIs("layer") && len(info.Layers) > 1 && !f.nounIs("image") {
		// "rotate the layer 90", "rotá la capa": which one is not said (the
		// whole photo was turned, its layers with it)
		return nil, "", unreadf("say which layer to %s (%s), or \"%s the photo\" for the whole picture", intent, layerNameList(info), intent)
	}
	if layer == nil && f.nounIs("text") {
		// "rotate the title 15 degrees" with no title: the photo was turned
		return nil, "", &cannot{"there is no title (text layer) to " + intent + "; add one first, e.g. add the title 'Hello'"}
	}
	angled := f.verb == "rotate"
	for _, a := range f.amounts {
		if intent == "flip" && (a.kind == "degrees" || a.kind == "number") {
			// "dala vuelta 180": a turn by the angle said (it was a mirror)
			intent, angled = "rotate", true
		}
	}
	for _, te := range f.times {
		if intent == "flip" && te.bare {
			intent, angled = "rotate", true // "dala vuelta a 180"
		}
	}
	if _, _, ok := slashNumber(f); ok {
		// "rotate by 1/4 turn": the 4 was taken for degrees
		return nil, "", unreadf("say the angle in degrees, e.g. \"rotate it 90 degrees\"")
	}
	if intent == "flip" && strings.Contains(f.verbSaid, "vuelta") && !f.hasProp("vertical", "horizontal", "upsidedown", "bothaxes") &&
		!hasWord(f, "espejo", "mirror") { // "dala vuelta como espejo", "en espejo": the mirror is said
		// "dala vuelta" with no way said: in Rioplatense Spanish it is as
		// often "turn it upside down" (a 180° turn) as a mirror, and both
		// leave a plausible photo, so a confident plan could be the wrong one
		return nil, "", unreadf("\"dar vuelta\" can mean a mirror or a half turn: say \"espejala\" (flip it) or \"girala 180\" (turn it upside down)")
	}
	if intent == "flip" {
		axis := "horizontal"
		if f.hasProp("vertical") || f.hasProp("upsidedown") {
			axis = "vertical"
		}
		if axis == "vertical" && f.hasProp("horizontal") || f.hasProp("bothaxes") {
			// "flip it horizontally and vertically": both (the horizontal
			// flip was dropped)
			if layer != nil {
				return append(selectLayerOps(layer, info), pstep("transform.start", map[string]any{"flipH": true, "flipV": true}), pstep("transform.apply", nil)),
					fmt.Sprintf("Flip the layer %q horizontal and vertical.", layer.Name), nil
			}
			return []Step{pstep("document.flip", map[string]any{"axis": "horizontal"}), pstep("document.flip", map[string]any{"axis": "vertical"})},
				"Flip the photo horizontal and vertical.", nil
		}
		if layer != nil {
			key := map[string]string{"horizontal": "flipH", "vertical": "flipV"}[axis]
			return append(selectLayerOps(layer, info), pstep("transform.start", map[string]any{key: true}), pstep("transform.apply", nil)),
				fmt.Sprintf("Flip the layer %q %s.", layer.Name, axis), nil
		}
		return []Step{pstep("document.flip", map[string]any{"axis": axis})}, "Flip the photo " + axis + ".", nil
	}
	deg, said := 90.0, false
	if turn, ok := turnFraction(f); ok {
		// "a half turn", "media vuelta", "tres cuartos de vuelta": that part
		// of a whole turn (a half turn was 90, "3 cuartos" 3 degrees)
		deg, said, angled = turn, true, false
		f.amounts = nil
		if intent == "flip" {
			intent = "rotate"
		}
	}
	for _, a := range f.amounts {
		if a.kind == "degrees" || a.kind == "number" && angled {
			if said {
				// "girá 90 a la derecha y después 90 más": one turn was
				// planned, the other dropped
				return nil, "", unreadf("say one angle to rotate by, e.g. \"rotate it 180 degrees\"")
			}
			deg, said = a.v, true
		}
	}
	for _, te := range f.times {
		if te.bare && te.kind == "point" && te.a.set {
			// "rotate it to 45", "girala a 30": read as a time, which a
			// photo has none of (it turned 90)
			if said || !angled {
				return nil, "", unreadf("say one angle to rotate by, e.g. \"rotate it 180 degrees\"")
			}
			deg, said = te.a.sec, true
		}
	}
	for _, n := range f.targets {
		// "girá la imagen 180": the number after the photo is how far, not which photo
		if n.kind == "image" && n.ord > 1 && !said && angled && len(info.Layers) < n.ord {
			deg, said = float64(n.ord), true
		}
	}
	left := f.hasProp("counterclockwise") || contains(f.pos, "left") || f.says(map[string]bool{"left": true, "izquierda": true})
	right := f.hasProp("clockwise") || contains(f.pos, "right") || f.says(map[string]bool{"right": true, "derecha": true})
	switch {
	case f.hasProp("upsidedown"):
		deg = 180
	case f.hasProp("tilted") && said && left == right:
		// "está inclinada 2 grados": which way it leans is not said
		return nil, "", unreadf("say which way it leans, e.g. \"it is tilted 2 degrees to the left\"")
	case f.hasProp("tilted") && said:
		// "está torcida 3 grados a la izquierda": the way it leans, so the
		// turn that straightens it is the other (it turned further left)
		deg = math.Abs(deg)
		if right {
			deg = -deg
		}
	case left, said && negativeTurn(f.c.toks):
		// "rotate minus 90", "rotar -90": the other way (the sign was
		// dropped: it turned clockwise, or "-" was left over)
		deg = -math.Abs(deg)
	}
	if !said && (f.has("bit") || hasWord(f, "bit", "tiny", "slightly", "little", "poquito", "poquitito")) {
		// "rotate it a little to the left": a quarter turn is not a little
		return nil, "", unreadf("say by how many degrees, e.g. \"rotate it 5 degrees to the left\"")
	}
	if hasWord(f, "other", "otro", "otra", "opposite", "contrario", "opuesto") && !f.hasProp("clockwise", "counterclockwise") &&
		!f.says(map[string]bool{"left": true, "izquierda": true, "right": true, "derecha": true}) {
		// "rotate it the other way": which way is the other is not said
		return nil, "", unreadf("say which way to turn it: left or right, e.g. \"rotate it 90 degrees to the left\"")
	}
	if !said && hasWord(f, "back", "atras") {
		return nil, "", unreadf("to turn it back, say \"undo\" or by how many degrees")
	}
	if f.hasProp("upright") && !said {
		// "girala para que quede derecha": which way stands it up is not
		// said ("derecha" was read as to the right: 90 clockwise)
		return nil, "", unreadf("say which way to turn it, e.g. \"rotate it 90 degrees to the left\" or \"it's upside down\"")
	}
	if f.verb == "straighten" && (!said || left == right && !negativeTurn(f.c.toks)) {
		// a tilt is fixed one way only: a turn by a guess at the degrees,
		// or at which way ("straighten it 3 degrees" turned it clockwise),
		// may double it; no estimate of the tilt is reliable enough to
		// guess either (a level photo read as a degree off)
		q := "How many degrees, and which way: to the left (counter-clockwise) or to the right (clockwise)? Say e.g. \"straighten it 2 degrees to the left\"."
		if said {
			q = fmt.Sprintf("Which way, %g degrees to the left (counter-clockwise) or to the right (clockwise)? Say e.g. \"straighten it %g degrees to the left\".", math.Abs(deg), math.Abs(deg))
		}
		return nil, "", &question{q}
	}
	if layer != nil {
		return append(selectLayerOps(layer, info), pstep("transform.start", map[string]any{"rotate": deg}), pstep("transform.apply", nil)),
			fmt.Sprintf("Rotate the layer %q %g degrees.", layer.Name, deg), nil
	}
	// "girala a vertical": the way it should stand
	portrait, landscape := f.hasProp("portrait", "vertical"), f.hasProp("landscape", "horizontal")
	if W, H := info.Width, info.Height; math.Mod(math.Abs(deg), 180) == 90 && W == H && W > 0 && (portrait || landscape) {
		// "rotate it to portrait" said of a square photo: a turn leaves it
		// square (it turned it for nothing said)
		return nil, "", &cannot{fmt.Sprintf("the photo is %dx%d, square: a turn leaves it square; to cut it to a shape, say e.g. \"crop to 4:5\"", W, H)}
	}
	if W, H := info.Width, info.Height; math.Mod(math.Abs(deg), 180) == 90 && (portrait && H > W || landscape && W > H) {
		// "rotate it to portrait" said of a portrait photo: a turn would undo it
		return nil, "", &cannot{fmt.Sprintf("the photo is %dx%d, already %s", W, H, map[bool]string{true: "portrait", false: "landscape"}[H > W])}
	}
	if math.Mod(deg, 360) == 0 {
		return nil, "", &cannot{fmt.Sprintf("a turn of %g degrees leaves the photo as it is", deg)}
	}
	if math.Abs(deg) > 360 {
		// "rotate 400 degrees": the op turns at most a full turn (the plan
		// failed when it ran)
		return nil, "", &cannot{fmt.Sprintf("a turn is at most 360 degrees; %g degrees is a full turn and %g more: say \"rotate %g\"", deg, math.Mod(deg, 360), math.Mod(deg, 360))}
	}
	in := map[string]any{"angle": deg}
	if math.Mod(math.Abs(deg), 90) != 0 && (f.says(map[string]bool{"expand": true, "whole": true, "entera": true, "completa": true}) || uncropped(f.c.toks)) {
		in["expand"] = true
	}
	return []Step{pstep("document.rotate", in)}, fmt.Sprintf("Rotate the photo %g degrees.", deg), nil
}

// negativeTurn: a sign said before the angle ("-90", "minus 90",
// "negative 90 degrees", "menos 90").
func negativeTurn(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].word("-", "minus", "negative", "negativo", "negativos", "menos") && (toks[i+1].kind == tNumber || toks[i+1].kind == tDegrees) {
			return true
		}
	}
	return false
}

// uncropped: "sin cortar", "without cropping", "don't crop": a turn that
// keeps the corners (they were cut off).
func uncropped(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		next := toks[i+1].text
		if toks[i].word("sin", "without", "no", "dont", "do not", "not") &&
			(strings.HasPrefix(next, "cort") || strings.HasPrefix(next, "recort") || strings.HasPrefix(next, "crop") || strings.HasPrefix(next, "cut")) {
			return true
		}
	}
	return false
}

// turnWords name a whole turn, which a fraction is said of.
var turnWords = []string{"turn", "turns", "vuelta", "vueltas", "de vuelta", "rotation", "revolution", "giro"}

// turnFraction is a turn said as a part of a whole one, in degrees: "a
// half turn", "media vuelta" 180, "a quarter turn", "un cuarto de vuelta"
// 90, "three quarter turn", "3 cuartos de vuelta" 270, "a full turn" 360.
func turnFraction(f *frame) (float64, bool) {
	if !hasWord(f, turnWords...) {
		return 0, false
	}
	quarters := 1.0
	for i, t := range f.c.toks {
		if t.word("quarters", "cuartos", "quarter", "cuarto") && i > 0 && toksNumber(f.c.toks[i-1]) > 1 {
			quarters = toksNumber(f.c.toks[i-1]) // "3 cuartos", "three quarters"
		}
	}
	switch {
	case hasWord(f, "half", "media", "medio"):
		return 180, true
	case hasWord(f, "quarter", "quarters", "cuarto", "cuartos"):
		return 90 * quarters, true
	case hasWord(f, "full", "whole", "complete", "completa", "entera"):
		return 360, true
	}
	return 0, false
}

// turnFractionWord: every word of w is one turnFraction reads.
func turnFractionWord(w string) bool {
	return wordsIn(w, turnWords, fractionOfTurn)
}

// fractionOfTurn are the words turnFraction reads beside a turn's.
var fractionOfTurn = []string{"a", "of", "de", "un", "una", "half", "media", "medio", "quarter", "quarters", "cuarto", "cuartos",
	"three", "tres", "full", "whole", "complete", "completa", "entera"}

// toksNumber is the number a token says, 0 if none.
func toksNumber(t token) float64 {
	if t.kind == tNumber {
		return t.num
	}
	return 0
}

// slashNumber: two numbers with a slash between them ("1/4"), a
// fraction or a shape, no angle.
// The lexer drops the slash, so it is read between the numbers as typed.
func slashNumber(f *frame) (a, b float64, ok bool) {
	toks := f.c.toks
	for i := 0; i+1 < len(toks); i++ {
		x, y := toks[i], toks[i+1]
		if x.kind == tNumber && y.kind == tNumber && x.end <= y.pos && y.pos <= len(f.prompt) &&
			strings.TrimSpace(f.prompt[x.end:y.pos]) == "/" {
			return x.num, y.num, true
		}
	}
	return 0, 0, false
}

// cropByPixels takes px off the sides said: "crop 50 pixels from the
// left", "recortá 30 píxeles de arriba", "20 px off each side".
func cropByPixels(f *frame, px func(side string) float64, said string, info PhotoState) ([]Step, string, error) {
	sides := cropSidesSaid(f)
	if len(sides) == 0 {
		return nil, "", unreadf("say which side to crop %s from: left, right, top, bottom or each side", said)
	}
	return cropSides(sides, px, said, info)
}

// cropSidesSaid are the sides of the photo a crop names: each of them
// ("each side", "the edges"), or those of the places said.
func cropSidesSaid(f *frame) []string {
	if edgesWord(f) || hasWord(f, "each", "every", "all", "cada", "todos", "todas") {
		return allSides
	}
	var sides []string
	for _, p := range f.pos {
		for _, s := range allSides {
			if strings.Contains(p, s) && !contains(sides, s) {
				sides = append(sides, s)
			}
		}
	}
	return sides
}

// allSides are the four sides of the photo.
var allSides = []string{"left", "right", "top", "bottom"}

// cropSides takes px(side) off each side.
func cropSides(sides []string, px func(side string) float64, said string, info PhotoState) ([]Step, string, error) {
	W, H := float64(info.Width), float64(info.Height)
	x, y, w, h := 0.0, 0.0, W, H
	for _, s := range sides {
		switch n := px(s); s {
		case "left":
			x, w = x+n, w-n
		case "right":
			w -= n
		case "top":
			y, h = y+n, h-n
		case "bottom":
			h -= n
		}
	}
	if w < 1 || h < 1 {
		return nil, "", &cannot{fmt.Sprintf("the photo is %dx%d: %s off the %s leaves nothing", info.Width, info.Height, said, strings.Join(sides, ", "))}
	}
	return []Step{pstep(CropOp, map[string]any{"x": x, "y": y, "w": w, "h": h})},
		fmt.Sprintf("Crop %s off the %s.", said, strings.Join(sides, ", ")), nil
}

// printSize: w by h is a common photo print size, in inches or
// centimetres, either way round (4x6, 5x7, 8x10, 10x15, 13x18, 20x30).
func printSize(w, h float64) bool {
	a, b := min(w, h), max(w, h)
	for _, p := range [][2]float64{{4, 6}, {5, 7}, {8, 10}, {8, 12}, {11, 14}, {9, 13}, {10, 15}, {13, 18}, {15, 20}, {20, 25}, {20, 30}, {30, 40}, {30, 45}} {
		if a == p[0] && b == p[1] {
			return true
		}
	}
	return false
}

// edgesWord: the clause says the edges of the photo as a crop says them
// ("trim the edges", "recortale los bordes", "crop 10% all around").
func edgesWord(f *frame) bool {
	return hasWord(f, "edges", "edge", "bordes", "borde", "margins", "margenes", "all around", "alrededor")
}

// cropALittle: a crop said as a little, with no shape or amount ("crop
// in a bit", "crop it tighter", "trim the edges a little", "recortale un
// poco los bordes", "crop the bottom a bit") takes 5% off each side, or
// 10% off the sides named; the reply says how much (they were refused:
// "say the shape to crop to"; "tighter" was fixed to "lighter").
func cropALittle(f *frame, info PhotoState) ([]Step, string, error) {
	sides, part := cropSidesSaid(f), 0.10
	if len(sides) == 0 || len(sides) == len(allSides) {
		sides, part = allSides, 0.05
	}
	W, H := float64(info.Width), float64(info.Height)
	off := func(side string) float64 {
		if side == "left" || side == "right" {
			return math.Round(W * part)
		}
		return math.Round(H * part)
	}
	return cropSides(sides, off, fmt.Sprintf("a little (%g%%)", part*100), info)
}

// halfRect is the half of a W x H canvas on side ("top", "bottom", "left",
// "right") as x, y, w, h params; any other side is the whole canvas.
func halfRect(side string, W, H float64) map[string]any {
	x, y, w, h := narrowToSide(side, 0, 0, W, H, W, H)
	return map[string]any{"x": x, "y": y, "w": w, "h": h}
}

// narrowToSide narrows the rectangle x, y, w, h to the half of the W x H
// canvas on side; "top" then "left" leaves the top-left quarter.
func narrowToSide(side string, x, y, w, h, W, H float64) (float64, float64, float64, float64) {
	switch side {
	case "top":
		h = math.Floor(H / 2)
	case "bottom":
		y, h = math.Floor(H/2), H-math.Floor(H/2)
	case "left":
		w = math.Floor(W / 2)
	case "right":
		x, w = math.Floor(W/2), W-math.Floor(W/2)
	}
	return x, y, w, h
}

// withThe is a part of the photo as said, with "the" before it unless the
// words said have their own article ("the background", "el fondo").
func withThe(said string) string {
	if w, _, _ := strings.Cut(fold(said), " "); contains([]string{"the", "el", "la", "los", "las", "this", "that", "my"}, w) {
		return said
	}
	return "the " + said
}

// sideFraction is a part of the photo said as a fraction of it ("the left
// third", "un cuarto de abajo", "10% from the left") and the words for it;
// half is not one: "crop the left half" keeps that half.
func sideFraction(f *frame) (float64, string) {
	for _, t := range f.c.toks {
		if n := fractionWords[t.text]; t.kind == tWord && n > 1 {
			return 1 / n, map[float64]string{3: "third", 4: "quarter"}[n]
		}
	}
	for _, a := range f.amounts {
		if a.kind == "percent" && a.v > 0 && a.v < 100 {
			return a.v / 100, fmt.Sprintf("%g%%", a.v)
		}
	}
	return 0, ""
}

// cropFraction cuts a fraction of the photo away from the sides said
// ("crop out the left third", "crop off the bottom quarter", "sacale un
// tercio de la izquierda"); said with no word that takes it away, the part
// could be the one kept or the one cut, so it asks (they were refused as
// no shape).
func cropFraction(f *frame, part float64, said string, info PhotoState) ([]Step, string, error) {
	if !hasWord(f, "out", "off", "away", "from", "saca", "sacale", "quita", "quitale", "elimina", "corta", "cortale", "recortale") {
		side := "left"
		if len(f.pos) > 0 {
			side = f.pos[0]
		}
		return nil, "", unreadf("say whether the %s is cut away (\"crop out the %s %s\") or kept (\"crop to 4:5\")", said, side, said)
	}
	W, H := float64(info.Width), float64(info.Height)
	off := func(side string) float64 {
		if side == "left" || side == "right" {
			return math.Round(W * part)
		}
		return math.Round(H * part)
	}
	if !strings.HasSuffix(said, "%") {
		said = "a " + said
	}
	return cropByPixels(f, off, said, info)
}

// cropRegion is the part of the photo a crop is said to keep ("crop to
// the face", "recortá a la cara", "crop around the dog", "crop to the
// selection"); ok is false when none is said.
func cropRegion(f *frame) (np, bool) {
	if f.nounIs("selection") {
		return np{region: "selection"}, true
	}
	for _, n := range append(append([]np(nil), f.regions...), f.targets...) {
		if n.region != "" && n.region != "edges" && n.prep != "without" {
			return n, true
		}
	}
	return np{}, false
}

// CropToSelectionOp crops to the selection's bounds with room around them.
const CropToSelectionOp = "document.cropToSelection"

// cropToRegion selects the part said and crops to its bounds with room
// around them, then clears the selection the crop was made with,
// so the next edit is not limited to it. The user's own selection ("crop
// to the selection") is cropped to tight, as an editor's "crop to
// selection" does, and kept. The background, grass and water are no one
// box: the background surrounds the subject, and a colour range picks up
// like colours anywhere.
func cropToRegion(f *frame, n np, selected bool, aspect string) ([]Step, string, error) {
	if !hasOp(CropToSelectionOp) {
		return nil, "", &cannot{"the photo editor has no " + CropToSelectionOp + " op yet"}
	}
	shaped := func(p map[string]any) map[string]any {
		if p == nil {
			p = map[string]any{}
		}
		if aspect != "" {
			p["aspect"] = aspect
		}
		return p
	}
	shape := ""
	if aspect != "" {
		shape = fmt.Sprintf(", grown to %s around its centre", aspect)
	}
	if n.region == "selection" {
		if !selected {
			return nil, "", &cannot{"there is no selection; select a part first (e.g. \"select the sky\")"}
		}
		return []Step{pstep(CropToSelectionOp, shaped(map[string]any{"margin": 0}))}, "Crop to the selection's bounds" + shape + ".", nil
	}
	r := regionOf(n, f.c.toks)
	if r.name != "face" && r.name != "subject" && r.name != "sky" {
		return nil, "", &cannot{fmt.Sprintf("basic mode crops to the face, the subject, the sky or the selection; %s is not one box to crop to "+
			"(e.g. say \"crop to the subject\" or \"crop to square\")", r.named())}
	}
	// the region is what the crop keeps, accounted for (photoUnaccounted
	// leaves out a region a geometry op does not read: "crop to square
	// around the face"); a second region said is still left out
	f.regions = slices.DeleteFunc(f.regions, func(m np) bool { return m.region == n.region })
	// a face keeps the op's room (a quarter of its size each side, a
	// portrait); a subject or the sky is most of the photo already, and a
	// quarter left the coffee cup's photo 6 px narrower
	crop, room := pstep(CropToSelectionOp, shaped(nil)), "a quarter"
	if r.name != "face" {
		crop, room = pstep(CropToSelectionOp, shaped(map[string]any{"margin": 0.1})), "a tenth"
	}
	ops := append(selectOps(r), crop, pstep("selection.deselect", nil))
	return ops, fmt.Sprintf("Crop to %s, with %s of its size as room on each side%s.", r.named(), room, shape), nil
}

// zoomInSaid: "zoom in", "acercá la foto", "hacé zoom" said of the photo
// itself (no layer named): a still photo zooms in by a centre crop. "zoom
// out" would need a bigger canvas, so it stays refused.
func zoomInSaid(f *frame, info PhotoState) bool {
	zoom, out := false, false
	for _, t := range f.c.toks {
		if t.kind != tWord {
			continue
		}
		zoom = zoom || strings.HasPrefix(t.text, "zoom") || strings.HasPrefix(t.text, "acerc")
		out = out || strings.Contains(t.text, "out") || strings.HasPrefix(t.text, "alej")
	}
	return zoom && !out && len(f.pos) == 0 && layerTarget(f, info) == nil && len(f.regions) == 0 && len(f.effects) == 0
}

// zoomOps is a zoom in as a centre crop: 10% off each side for "a bit",
// 20% otherwise, or what "2x" leaves; the reply says how much was cut.
func zoomOps(f *frame, info PhotoState) ([]Step, string, error) {
	if info.Width <= 0 || info.Height <= 0 {
		return nil, "", &cannot{"the document size is unknown"}
	}
	part := 0.20
	if f.has("bit") {
		part = 0.10
	}
	for _, a := range f.amounts {
		switch {
		case a.kind == "factor" && a.v > 1 && a.v <= 20:
			part = (1 - 1/a.v) / 2 // "zoom in 2x": the middle half of each side
		default:
			return nil, "", unreadf("say how far to zoom in, e.g. \"zoom in 2x\" or \"zoom in a bit\"")
		}
	}
	W, H := float64(info.Width), float64(info.Height)
	off := func(side string) float64 {
		if side == "left" || side == "right" {
			return math.Round(W * part)
		}
		return math.Round(H * part)
	}
	ops, _, err := cropSides(allSides, off, "", info)
	return ops, fmt.Sprintf("Zoom in: a centre crop, %g%% off each side.", math.Round(part*1000)/10), err
}

// platformFor: the clause says where the photo is for, a platform or a
// profile after "for"/"para" ("para youtube", "for my instagram", "para un
// post de twitter", "for my profile", "para x").
func platformFor(f *frame) bool {
	toks := f.c.toks
	for i, t := range toks {
		if !t.word("for", "para") {
			continue
		}
		for _, n := range toks[i+1:] {
			if n.kind == tWord && (platformWords[n.text] || n.text == "profile" || n.text == "perfil") {
				return true
			}
			if n.kind != tWord || !contains(platformFill, n.text) && !contains(platformParts, n.text) {
				break
			}
		}
	}
	return xPlatform(f)
}

// unshapedPlatform: the clause says the photo is for a platform whose
// shape platformShape does not know (Instagram's feed takes 1:1 and 4:5);
// name is the platform as said.
func unshapedPlatform(f *frame) (name string, ok bool) {
	if !platformFor(f) || platformSaid(f) || f.hasProp("portrait") {
		return "", false
	}
	for _, t := range f.c.toks {
		if t.kind == tWord && platformWords[t.text] {
			return t.text, true
		}
	}
	return "", false
}

// platformShapeQuestion asks which shape a platform's crop around a part
// takes: Instagram's feed shows both a square and a 4:5 portrait, and
// neither is what every post means.
func platformShapeQuestion(platform, part string) error {
	switch platform {
	case "instagram", "insta", "ig":
		return &question{fmt.Sprintf("Which shape around %s for Instagram: square (1:1) or portrait (4:5)? Say e.g. \"crop the face 4:5 for instagram\" or \"crop the face square for instagram\".", part)}
	}
	return &question{fmt.Sprintf("Which shape around %s for %s? Say it, e.g. \"crop the face 4:5 for %s\" or \"crop the face square for %s\".", part, platform, platform, platform)}
}

// dropPlatformWords takes the platform a crop read out of what the clause
// leaves unaccounted for.
func dropPlatformWords(f *frame) {
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return platformPhrase(w) })
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return !n.pron && platformPhrase(n.said) })
}

// verblessScale: a clause with no verb that names a layer or the photo
// and says only how big, "al doble" ("el logo al doble", "la foto al
// doble de tamaño") or a scale with a number ("escalá el logo por 2": the
// lexer reads "escalá" as the noun "escala"), scales it (it was no edit).
func verblessScale(f *frame, info PhotoState) bool {
	if f.verb != "" || len(f.effects)+len(f.regions)+len(f.colors)+len(f.pos) > 0 || f.nounIs("text") || slices.ContainsFunc(f.props, func(p string) bool { return p != "size" }) {
		return false
	}
	if layerTarget(f, info) == nil && !f.nounIs("image") {
		return false
	}
	return f.has("double") && !f.has("smaller") || f.hasProp("size") && scaleNumber(f) > 0
}

// halfOrMiddle: a clause with no verb that puts a layer or a text "a la
// mitad" ("el logo a la mitad", "el texto a la mitad") says either half
// its size or the middle of the photo, and nothing else in it decides (a
// verb does: "achicá" half the size, "mové" the middle; so does a size
// word, "a la mitad del tamaño", or the photo, "poné el logo a la mitad de
// la foto"; "poné el logo a la mitad" alone is asked, as the video
// planner asks it). The text went to the middle and the logo was refused
// as no edit. It returns how the layer was said.
func halfOrMiddle(f *frame, info PhotoState) *string {
	if f.verb != "" && (f.verb != "put" || halfOfThePhoto(f)) || !hasWord(f, "mitad", "half") || len(f.props) > 0 || hasWord(f, "grande", "chico", "chica", "big", "small") || len(f.effects)+len(f.amounts) > 0 || f.count > 0 {
		return nil
	}
	l := layerTarget(f, info)
	if l == nil {
		return nil
	}
	said := "el " + strings.ToLower(l.Name)
	if f.nounIs("text") {
		said = "el texto"
	}
	if hasWord(f, "half") {
		// "the logo at half": the question in English
		said = "the " + strings.TrimPrefix(said, "el ")
		if f.nounIs("text") {
			said = "the text"
		}
	}
	return &said
}

// placedLayer: a clause with no verb names a layer other than the photo
// and a place for it, and nothing else: no look, part, colour, text or
// property (a size is the scale's, a place with it is left to say so).
func placedLayer(f *frame, info PhotoState) bool {
	if f.verb != "" || len(f.pos) == 0 || f.nounIs("text") || f.hasTextContent() || len(f.effects)+len(f.regions)+len(f.colors)+len(f.props)+len(f.amounts) > 0 || f.count > 0 {
		return false
	}
	l := layerTarget(f, info)
	return l != nil && !isPhotoLayer(l, info)
}

// halfOfThePhoto: "mitad" is followed by what it is the middle of ("a la
// mitad de la foto", "a la mitad de la imagen"): a place, with "poné".
func halfOfThePhoto(f *frame) bool {
	toks := f.c.toks
	for i := 0; i+1 < len(toks); i++ {
		// the lexer joins "a la mitad" into one word
		if toks[i].kind == tWord && (toks[i].text == "mitad" || strings.HasSuffix(toks[i].text, " mitad")) && toks[i+1].word("de", "del") {
			return true
		}
	}
	return false
}

// sizeByTimes reads a size said by how many times ("achicala 3 veces",
// "make it 3 times smaller", "make the logo twice as big") as the factor
// the size readers take: a count with a size word is a factor (it was a
// count left out), and "twice as big" is bigger by it (the layer was
// given a look).
func sizeByTimes(f *frame) {
	sizeWord := f.has("bigger", "smaller") || f.verb == "scale"
	if f.count > 1 && f.count <= 20 && len(f.amounts) == 0 && len(f.effects) == 0 && !sizeWord && f.hasProp("size") {
		// "three times as big", "tres veces el tamaño": bigger by it (the
		// count was left out, "say the look")
		f.mods, sizeWord = append(f.mods, "bigger"), true
	}
	if f.count > 1 && f.count <= 20 && sizeWord && len(f.amounts) == 0 {
		f.amounts = append(f.amounts, amount{"factor", float64(f.count), ""})
		f.count = 0
	}
	if f.has("half") && f.hasProp("size") && !f.has("bigger", "smaller", "double") && len(f.effects) == 0 && len(f.amounts) == 0 {
		// "half as big", "half the size", "at half size": smaller, by half
		// (the size readers read "half" beside a size word; the clause was
		// "say the look")
		f.mods = append(f.mods, "smaller")
	}
	if f.has("double", "triple") && !f.has("bigger", "smaller") && hasWord(f, "big", "large", "grande") {
		f.mods = append(f.mods, "bigger")
	}
}

// layerFraction reads a layer's or a text's size said as a fraction ("achicá
// el logo a un tercio", "make the text a quarter of the size") as the factor
// the layer and text size readers take, as the photo's resize reads it
// (photoScale): the fraction was left out, or the clause was "say the look".
// The photo itself is left to photoScale.
func layerFraction(f *frame, info PhotoState) {
	if len(f.amounts)+len(f.effects)+len(f.regions) > 0 || f.count > 0 || !(f.hasProp("size") || f.verb == "scale" || f.has("smaller", "bigger")) {
		return
	}
	if l := layerTarget(f, info); !f.nounIs("text") && (l == nil || isPhotoLayer(l, info)) {
		return
	}
	k, _ := fractionOfSize(f)
	if k <= 0 {
		return
	}
	f.amounts = append(f.amounts, amount{"factor", k, ""})
	if !f.has("smaller", "bigger") {
		// "a third of the size": smaller, as "half the size" is
		f.mods = append(f.mods, map[bool]string{true: "smaller", false: "bigger"}[k < 1])
	}
}

// geometryOps change the canvas's size or shape.
var geometryOps = map[string]bool{CropOp: true, CropToSelectionOp: true, "document.resize": true, "document.rotate": true}

// reshapeSaid: a crop clause that says only a shape ("make it square",
// "4:5") after a crop to a part with none; the shape, as "W:H".
func reshapeSaid(f *frame, ps *photoPlan) (string, bool) {
	if !ps.regionCrop || ps.info.Width > 0 || len(f.pos) > 0 {
		return "", false
	}
	if _, ok := cropRegion(f); ok {
		return "", false
	}
	if w, h := sides(f); w >= 32 && h >= 32 {
		return "", false
	}
	rw, rh, _ := cropShape(f, ps.info)
	if rw <= 0 || rh <= 0 {
		return "", false
	}
	return fmt.Sprintf("%g:%g", rw, rh), true
}

// resizeAfterRegionCrop: a size in pixels, both sides, said right after
// a crop to a part ("crop to the face then make it 500x500"; the
// document size was unknown, so it was refused). The crop takes the
// size's shape when it has none, so the resize does not stretch it; a
// crop given another shape is not stretched to the size either (it asks
// for one). ok is false when the rule does not apply.
func resizeAfterRegionCrop(f *frame, ps *photoPlan) (ops []Step, line string, ok bool, err error) {
	if ps.cropAspect == "" || ps.info.Width > 0 || len(f.pos) > 0 || stretchSaid(f) || ratioSaid(f) || f.hasProp("square", "portrait", "landscape") {
		return nil, "", false, nil
	}
	if _, region := cropRegion(f); region {
		return nil, "", false, nil // "crop to the face 500x500": its own crop
	}
	w, h := sides(f)
	if w == 0 && h == 0 {
		return oneSideAfterRegionCrop(f)
	}
	if w < 32 || h < 32 || w != math.Trunc(w) || h != math.Trunc(h) {
		return nil, "", false, nil
	}
	shape := ratioName(w, h)
	if ps.cropAspect != "any" {
		if !sameRatio(ps.cropAspect, w, h) {
			return nil, "", true, &cannot{fmt.Sprintf("%gx%g would stretch the %s crop; say the crop's shape as %s (e.g. \"crop the face %s then make it %gx%g\"), or give one side", w, h, ps.cropAspect, shape, shape, w, h)}
		}
	} else if ps.regionCrop {
		// the crop to the part takes the size's shape (see reshape)
		ps.reshape, ps.regionCrop = shape, false
	}
	if !hasOp("document.resize") {
		return nil, "", true, &cannot{"the photo editor has no document.resize op yet"}
	}
	line = fmt.Sprintf("Resize to %gx%g.", w, h)
	if ps.reshape != "" {
		line = fmt.Sprintf("Grow that crop to %s around its centre, then resize it to %gx%g.", shape, w, h)
	}
	return []Step{pstep("document.resize", map[string]any{"width": w, "height": h})}, line, true, nil
}

// oneSideAfterRegionCrop: one side in pixels said right after a crop to
// a part ("crop to the face then make it 1200 pixels wide"; the document
// size was unknown, so it was refused). document.resize given one side
// keeps the aspect, so the crop keeps its shape and the other side
// follows from it; the reply says so, as that side is known only when
// the plan runs. A limit ("at most 1200 wide") or a factor ("50%") needs
// the crop's size and is left to resizeOps' refusal.
func oneSideAfterRegionCrop(f *frame) (ops []Step, line string, ok bool, err error) {
	if sizeLimitSaid(f) || scaleAmountSaid(f) || partSaid(f) {
		return nil, "", false, nil
	}
	w, h := sideLengths(f.c.toks)
	if (w > 0) == (h > 0) {
		return nil, "", false, nil // neither side, or both ("width 800 height 600": sides)
	}
	side, say, other := "width", w, "height"
	if h > 0 {
		side, say, other = "height", h, "width"
	}
	if say < 1 || say != math.Trunc(say) || say > 100_000 {
		return nil, "", false, nil
	}
	if !hasOp("document.resize") {
		return nil, "", true, &cannot{"the photo editor has no document.resize op yet"}
	}
	line = fmt.Sprintf("Resize it to %g px %s, keeping the crop's shape (its %s follows from the crop).", say, map[string]string{"width": "wide", "height": "tall"}[side], other)
	return []Step{pstep("document.resize", map[string]any{side: say})}, line, true, nil
}

// ratioName is w:h in lowest terms ("1080x1350" is "4:5").
func ratioName(w, h float64) string {
	a, b := int(w), int(h)
	for b != 0 {
		a, b = b, a%b
	}
	return fmt.Sprintf("%d:%d", int(w)/a, int(h)/a)
}

// sameRatio: the shape said as "a:b" is w:h, within a pixel's rounding
// (read as document.cropToSelection reads its aspect).
func sameRatio(aspect string, w, h float64) bool {
	r, ok := photoops.AspectRatio(aspect)
	return ok && math.Abs(r-w/h) <= 0.01*w/h
}

// withAspect is a crop to a part given a shape.
func withAspect(s Step, aspect string) Step {
	var p map[string]any
	if json.Unmarshal(s.Params, &p) != nil || p == nil {
		p = map[string]any{}
	}
	p["aspect"] = aspect
	return pstep(s.Op, p)
}

// personExcepted reads a person's pronoun after "except" as the person:
// "blur everything except him", "todo en blanco y negro menos a ella"
// (the pronoun was dropped and the whole photo blurred).
// Only a pronoun that ends its clause: "menos el cielo" is the sky ("el"
// is also the article).
func personExcepted(toks []token) []token {
	ends := func(k int) bool { return k+1 == len(toks) || toks[k+1].kind == tPunct || toks[k+1].has(cConn) }
	for i := 0; i < len(toks); i++ {
		if toks[i].word("menos el", "excepto el", "salvo el") && ends(i) {
			// "todo en blanco y negro menos él": one token of the lexicon
			// (read as "without"), and the person after it
			return slices.Insert(slices.Clone(toks), i+1, personFor(toks[i]))
		}
		if i == 0 {
			continue
		}
		k := i
		if toks[k].word("a") && k+1 < len(toks) {
			k++ // "menos a ella"
		}
		if !toks[i-1].word("except", "except for", "but", "excepto", "menos", "salvo", "aside from", "other than") {
			continue
		}
		if toks[k].word("him", "her", "them", "el", "ella", "ellos", "ellas") && ends(k) {
			toks = slices.Clone(toks)
			toks[k] = personFor(toks[k])
			return slices.Delete(toks, i, k)
		}
		if toks[k].word("her") && !ends(k) {
			// "everything but her face": hers, the article of the part
			// (the face itself was blurred)
			toks = slices.Clone(toks)
			toks[k].text, toks[k].lex = "the", lookup("the")
			return toks
		}
	}
	return toks
}

// switchedLayer reads a layer switched off or on, or shown, as hidden or
// shown: a photo has no sound, so "turn off the logo layer", "apagá la
// capa del logo" (the mute verbs) and "show the logo", "mostrá el logo"
// (read as a title to show) were refused as "say the look".
func switchedLayer(f *frame, info PhotoState) {
	if layerTarget(f, info) == nil || len(f.effects) > 0 || f.hasTextContent() || len(f.pos)+len(f.amounts)+len(f.colors) > 0 || f.has("more", "less") {
		return // "show the title at the top": a place, not its visibility
	}
	switch {
	case f.verb == "mute" && switchWord(f.verbSaid):
		f.verb = "hide"
	case f.verb == "unmute" && switchWord(f.verbSaid) || f.verb == "show":
		f.verb = "unhide"
	}
}

// switchWord: a verb said as a switch ("turn off", "switch on", "apagá",
// "prendé", "activá"), not one of sound ("mute", "silenciá") nor "callá"
// ("call the layer Brand" is a name).
func switchWord(said string) bool {
	said = fold(said)
	for _, w := range []string{" off", " on", "apag", "prend", "activ", "encend", "encend"} {
		if strings.Contains(" "+said, w) {
			return true
		}
	}
	return false
}

// saysIt: the clause's only object is a pronoun ("brighten it",
// "aclaralo"), naming no thing or part of its own.
func saysIt(f *frame) bool {
	if len(f.regions) > 0 {
		return false
	}
	for _, n := range f.targets {
		if !n.pron {
			return false
		}
	}
	return len(f.targets) > 0 || f.clitic
}

// trailIsLayer: the words said after a text noun ("el texto Hello") are
// those of a text layer there is.
func trailIsLayer(f *frame, info PhotoState) bool {
	said := false
	for _, n := range f.targets {
		if n.trail == "" {
			continue
		}
		said = true
		if !slices.ContainsFunc(info.Layers, func(l PhotoLayer) bool {
			return l.Kind == "text" && (strings.EqualFold(l.Name, n.trail) || l.Text != nil && strings.EqualFold(l.Text.Text, n.trail))
		}) {
			return false
		}
	}
	return said
}

// selectionAsked reads a selection said as a noun, or turned over:
// "make a selection of the sky", "hacé una selección del cielo", "sky
// selection" (refused: "say what to do to the sky"), and "swap the
// selection", "select the inverse", "selección inversa", "seleccioná lo
// contrario" (refused): the inverted selection. "Flip the selection" may
// mirror what is selected: it stays a refusal.
func selectionAsked(f *frame) bool {
	if !f.nounIs("selection") && f.verb != "select" || len(f.effects) > 0 {
		return false
	}
	if hasWord(f, "inverse", "inversa", "inverso", "contrario", "contraria", "opposite", "reverse") ||
		f.nounIs("selection") && (f.verb == "swap" || f.verb == "invert") {
		f.verb = "invert"
		return true
	}
	if f.nounIs("selection") && len(f.regions) > 0 && (f.verb == "" || f.verb == "make" || f.verb == "create" || f.verb == "add") {
		f.verb = "select"
		return true
	}
	return false
}

// erases: a verb that, said of a selection, may erase what it holds
// ("delete the selection", "borrá la selección") rather than drop it.
func erases(said string) bool {
	said = fold(said)
	for _, p := range []string{"delet", "eras", "borr", "elimin", "cut", "cort", "supr"} {
		if strings.HasPrefix(said, p) {
			return true
		}
	}
	return false
}
