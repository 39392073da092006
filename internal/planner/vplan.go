package planner

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// clauseResolver resolves the clause's references on the scratch project,
// knowing whether the clause says what only a text has.
func clauseResolver(s *sim, f *frame, rc *refContext) *resolver {
	r := newResolver(s.p(), rc)
	r.textCue = textCue(f)
	r.pictureCue = pictureCue(f)
	r.toks = f.c.toks
	return r
}

// textCue: the clause says what only a text has: words to show (a quote,
// "que diga"), a text style or font, or a place for the thing named when
// it adds nothing else ("move the pool to the top" may mean its caption;
// "put a star top right when the pool appears" places the star).
func textCue(f *frame) bool {
	if len(f.quotes) > 0 || f.text != "" || f.style != "" || hasWord(f, fontWords...) {
		return true
	}
	addsOther := len(f.sticker) > 0 || len(f.effects) > 0 || f.verb == "add" || indefinite(f)
	return len(f.pos) > 0 && !addsOther
}

// planVideoFrame plans one clause on the scratch project and returns the
// sentence that describes it.
func planVideoFrame(s *sim, f *frame, rc *refContext, cp *ClauseParse) (string, error) {
	r := clauseResolver(s, f, rc)
	cp.Verb = f.verbSaid
	if f.verbAt < 0 && f.verb != "" {
		cp.Verb = f.verb + " (from the clause before)"
	}
	quoteNamesLonger(f, r)
	if q := lengthStateQuestion(f); q != nil && !longerByDefault(f) { // lengthdefault.go
		return "", q
	} else if q == nil && goneBeforeReadOnly(f) {
		longerByDefault(f)
	}
	if q := whenStateQuestion(f); q != nil {
		return "", q
	}
	if q := vagueShiftQuestion(f); q != nil {
		return "", q
	}
	if err := stateAsked(f); err != nil {
		return "", err
	}
	if err := objectInPicture(f, r); err != nil {
		return "", err // before "del clip" is read as a time, which asked which clip
	}
	f.containersAsTimes(r)
	f.placeBesideTime() // "poné la copia en lucas en el 52" (placebesidetime.go)
	f.onlyLength()      // onlylength.go
	f.lengthLeftAt(r)
	f.appearsWith()
	f.addedDuringAThing()
	duringDescribed(f, r) // "the heart again during the cutting, around 28" (duringdescribed.go)
	hideForAWhile(f)      // "escondé los textos un momento" (hidewhile.go)
	f.coversAnother(r)
	f.scaleDirection()
	f.rowComparatives(r)
	if f.rowAsked != "" {
		return "", &question{f.rowAsked}
	}
	f.placeQualifiers(r)
	if err := f.otherSide(r); err != nil {
		return "", err
	}
	f.logoOfTextOwner(r)
	f.kindOfOwner(r)
	f.textShownDuring(r) // "el texto de abajo del lavado" (textshownduring.go)
	f.textNounOfFile(r)
	f.overlayPlaceQualifiers(r)
	f.timecodeQualifier(r)
	f.quoteNamesText(r)
	f.quoteRemoved(r) // quoteremoved.go
	f.textSaidBeforeNoun(r)
	f.trailNamesText(r)
	if line, ok, err := stickerOnClip(s, f, r); ok {
		cp.Intent = "move" // "the heart should be on toby not on luna" (stickeron.go)
		return line, err
	}
	if f.verb == "" && f.covered != "" && len(f.targets) == 1 {
		return troubleNoted(s, f, r, cp)
	}
	if w := itsPlaceSaid(f); w != "" && !insteadOfItsTime(f, r, rc.hasSpan) && !rc.hasSpan { // insteadtime.go
		// "put the logo back where it was" with nothing moved before it in
		// the request ("where it" was read as the whole video)
		return "", &question{fmt.Sprintf("What does %q refer to? Nothing was moved or removed before it in this request; say the time or place, or \"undo\" to take back the last change", w)}
	}
	if n, ok := barePart(f); ok {
		// "mute that part", "blur this section", "silenciá esa parte" with
		// no times said: which part is not known (the whole video was
		// muted or blurred)
		if n.det == "a" {
			// "add a heart for a moment": how long is not said (it ran the whole video)
			return "", &question{fmt.Sprintf("How long is %q? Say the times, e.g. \"for 3 seconds\" or \"from 10 to 13\".", n.said)}
		}
		return "", &question{fmt.Sprintf("Which part do you mean by %q? Say the times, e.g. \"from 10 to 20\".", n.said)}
	}
	if a, b, ok := twoPlaces(f); ok {
		// "put the logo in the top left for the first 10 seconds then in the
		// top right": one clause, two places (it went to the top right for
		// the first 10 seconds)
		what := "it"
		if len(f.targets) > 0 {
			what = f.targets[0].said
		}
		return "", &question{fmt.Sprintf("Where: the %s or the %s? Say one place, e.g. \"put %s in the %s\".", a, b, what, b)}
	}
	f.toCameraDoing()     // "the part where hector talks to the camera" (tocamera.go)
	f.ofWhichQualifier(r) // "the walkthrough of the shop" (tocamera.go)
	f.effectOverClip(r)   // "el efecto del dron" (effectofclip.go)
	f.talkTopicClip(r)
	if q := talkTopic(f); q != nil {
		return "", q
	}
	sharedAddOnOneThere(f, r)
	if line, ok, err := sameLookAs(s, f, r); ok {
		cp.Intent = "effect" // "same effect as the sunset on the harvest" (vlooksame.go)
		return line, err
	}
	if line, ok, err := textWordEdit(s, f, r); ok {
		cp.Intent = "update text" // some words of a text (textwords.go)
		return line, err
	}
	intent, err := videoIntent(f, r)
	cp.Intent = intent
	reportSlots(f, r, cp)
	if err != nil {
		return "", err
	}
	if intent == "effect" || intent == "update effect" {
		if err := lookOnAFace(f); err != nil {
			return "", err // "blur the chef's face": the whole intro was blurred (vlookpart.go)
		}
	}
	if err := shouldSayNew(f, intent); err != nil {
		return "", err
	}
	if intent == "add sticker" {
		if err := stickerSaidOfNothing(f, r); err != nil {
			return "", err
		}
		if q := givenToASticker(f, r); q != nil {
			return "", q
		}
		stickerCount(f)
	}
	if intent == "look" {
		f.bareNumberAsAmount()
	}
	if intent == "update effect" {
		f.bareNumberAsStrength()
	}
	if intent == "effect" {
		if err := looksOfThingsAtLevels(f); err != nil {
			return "", err
		}
		newLookOfAClipAtALevel(f, r) // "la saturación del clip de la cocina a 50"
		edgeLocatesClip(f, r)        // lookedge.go
	}
	if (intent == "effect" || intent == "update effect") && f.verb == "" && complaintOnly(f) && clauseAsked(f.c, f.prompt) {
		// "is the vignette too strong?": asked, not said (it was weakened)
		return "", &question{"Is that a change to make? Say it as a request, e.g. \"make it weaker\" or \"brighten it a bit\"."}
	}
	if intent == "volume" || intent == "mute" || intent == "unmute" {
		soundPurpose(f)
	}
	if intent == "volume" {
		if q := volumeByAmount(f); q != nil {
			return "", q
		}
		heardUnder(f, r)
		f.comparedLevelPicked(r)
		if q := comparedWithALevel(f); q != nil {
			return "", q
		}
		comparedLoudness(f, r)
	}
	if intent == "delete" {
		effectOfAThing(f, r)
	}
	if n, ok := sameAsWhat(f); ok {
		// "el corazón igual que el logo": the same time, place or size?
		// (it took the logo's time)
		return "", &question{fmt.Sprintf("The same what as %s: its time, its place or its size? Say e.g. \"while %s shows\", \"in the same corner as %s\" or \"as big as %s\".", n, n, n, n)}
	}
	if w, which := sectionUnsaid(f, r, intent); w != "" && !introAsFirstClip(f, r, intent, which) && !introEdgeCut(f, r, intent, which) && !introEndsAt(f, r, &intent, which) { // lookintro.go, introedge.go, introendsat.go
		// "blur the intro", "mute the outro": which stretch that is was not
		// said (the whole video was blurred, whole tracks muted)
		edge := "the first 5 seconds"
		if which == "outro" {
			edge = "the last 5 seconds"
		}
		return "", &question{fmt.Sprintf("Which part is %q? Say the times, e.g. \"%s\" or \"from 0 to 4\".", w, edge)}
	}
	if q := introTimeOfNew(f, r, intent); q != nil {
		return "", q // "after the intro add a title" (lookintro.go)
	}
	if left := unaccounted(f, r, intent); left != "" {
		return "", unreadf("%s: basic mode would leave out %q", intentLine(intent), left)
	}
	edgeOfTheMoment(f)        // "while X, first 4 seconds of it": X's first seconds (momentof.go)
	endOfTheMoment(f, intent) // "when he waves at the end": the end of the waving (momentof.go)
	if q := timeBesideEvent(f, r); q != nil {
		return "", q // "when the boss dies, like at 55" (eventbeside.go)
	}
	if q := eventUnread(f, r); q != nil && !eventBestClip(f, r, intent) { // "while rosa tells people where to find us" (eventbestclip.go)
		return "", q
	}
	if intent == "delete" {
		partOfTheThing(f, r) // "recortale los primeros 2 segundos al jardín": the garden's
	}
	if contains([]string{"add text", "add sticker", "add media"}, intent) {
		addedToTheEnd(f)
	}
	if intent == "nothing" {
		return "Nothing more to remove: the rest is already gone.", nil // "keep only the interview part, toss the rest"
	}
	restOfTheAfter(f) // "after the chopping, make the rest black and white" (restspan.go)
	if q := restatedQuestion(f, r); q != nil {
		return "", q
	}
	sp, err := r.times(f)
	if err != nil {
		return "", err
	}
	rc.anchorsBefore, rc.anchorsNow = rc.anchorsNow, ids(sp.anchors)
	if !(intent == "add media" && seamBeforeSaid(f, sp)) && contains([]string{"add text", "add sticker", "add media"}, intent) {
		// a file said before a clip of the main track goes into their
		// order there when it is a clip or a full picture (vadd asks
		// this question itself when it is not)
		if q := beforeAddQuestion(f, sp); q != nil {
			return "", q
		}
	}
	repeated := len(sp.points) == 1 && hasWord(f, "every", "cada") // "add the text "wow" every 20 seconds": one was added
	if repeated && contains([]string{"add text", "add media", "duplicate"}, intent) {
		return "", &question{fmt.Sprintf("At which moments? This edit adds one; say each, e.g. \"at %s and at %s\" (a sticker can repeat: \"a heart every %s\").",
			secs(sp.points[0]), secs(2*sp.points[0]), secs(sp.points[0]))}
	}
	if morePoints(f) && len(sp.points) > 1 && len(sp.ranges) == 0 && contains([]string{"add text", "add media", "move", "place+move", "timing", "duplicate"}, intent) {
		// "add "hola" at 10, 20 and 30", "put the logo at 10 and 40": one
		// was done, the other moments dropped
		return "", &question{fmt.Sprintf("At which moment: %s? This edit takes one; say it once for each (e.g. \"… at %s and … at %s\"), or say a copy for the others.",
			joinSecs(sp.points), secs(sp.points[0]), secs(sp.points[1]))}
	}
	if at, ok := startsPastTheEnd(sp, s.total()); ok && contains([]string{"move", "timing", "place+move"}, intent) {
		// "@0s title typo: 2024 -> 2025": the title went to 2024 s, and the
		// video with it
		return "", &question{fmt.Sprintf("The video ends at %s, and %s is after it: which time inside the video? Say e.g. \"at %s\".", secs(s.total()), secs(at), secs(math.Max(0, s.total()-5)))}
	}
	if q := addedAtTheVeryEnd(f, sp, s.total(), intent); q != nil {
		return "", q
	}
	if len(sp.ranges) > 0 {
		rc.lastEnd, rc.hasEnd = sp.ranges[len(sp.ranges)-1].b, true
	} else if end, ok := restAfterAdded(f, sp, s.total(), intent); ok {
		rc.lastEnd, rc.hasEnd = end, true // "add 'day one' for 3 secs then black and white the rest" (restspan.go)
	}
	switch intent {
	case "nothing":
		return "Nothing more to remove: the rest is already gone.", nil
	case "undo", "redo":
		if err := dismissalAlone(f); err != nil {
			return "", err
		}
		if n, ok := undoneThing(f); ok && intent == "undo" {
			if f.asItWas {
				return planUndoChangesOf(s, f, r, n) // asitwas.go
			}
			return planUndoThing(s, f, r, n)
		}
		if intent == "undo" {
			return planUndoKeeping(s, f, r)
		}
		return planHistory(s, f, intent)
	case "captions", "remove silences", "remove fillers":
		return planTranscript(s, intent, f.lang)
	case "delete":
		if line, ok, err := restOfSplitThing(s, f, rc); ok {
			return line, err // "split the music at 36 and delete the rest"
		}
		end := lastMainEnd(s.p())
		line, err := planDelete(s, f, r, sp)
		if err == nil {
			rc.cutAt = closedCut(f, sp, end, lastMainEnd(s.p()))
		}
		return line, err
	case "split":
		return planSplit(s, f, r, sp, rc)
	case "keep":
		return planKeep(s, f, r, sp)
	case "trim to":
		return planTrimTo(s, f, sp)
	case "move":
		return planMove(s, f, r, sp)
	case "timing":
		if f.has("closegap") || f.c.ripple {
			return s.closingNewHoles(func() (string, error) { return planTiming(s, f, r, sp) })
		}
		return s.sayingNewHoles(func() (string, error) { return planTiming(s, f, r, sp) })
	case "trim edge":
		if f.has("closegap") || f.c.ripple {
			return s.closingNewHoles(func() (string, error) { return planTrimEdge(s, f, r) })
		}
		return s.sayingNewHoles(func() (string, error) { return planTrimEdge(s, f, r) })
	case "render":
		return planRender(s, f, sp)
	case "close gaps":
		return planCloseGaps(s)
	case "stack":
		return planStack(s, f, r)
	case "reorder":
		return planReorder(s, f, r)
	case "duplicate":
		return planDuplicate(s, f, r, sp)
	case "place", "place+move":
		n := len(s.steps)
		line, err := planPlace(s, f, r)
		if err != nil || intent == "place" || effectStrengthSteps(s.steps[n:]) {
			return line, err
		}
		stretch := spanWhole(f) || untilGiven(f) || durationGiven(f) || closedSpan(f) || edgeStretch(f)
		movedToEnd := f.verb == "move" && len(f.times) == 1 && (f.times[0].a.span == "end" || f.times[0].b.span == "end") &&
			f.times[0].a.anchor == nil && f.times[0].b.anchor == nil // "move the logo to the end and to the right"
		if endSaid(f) && (atTheEnd(f.c.toks[f.times[0].first]) || f.verb == "move" || f.verb == "put") || movedToEnd {
			stretch = false // "el logo al final a la derecha": there, ending with the video (it was made 92 s long, past the end)
		}
		if stretch {
			// "put the logo in the bottom right for the whole video": a span is how long it shows
			more, err := planTiming(s, f, clauseResolver(s, f, rc), sp)
			return line + " " + more, err
		}
		more, err := planMove(s, f, clauseResolver(s, f, rc), sp)
		return line + " " + more, err
	case "look":
		return planLook(s, f, r)
	case "hide", "show":
		return planVisibility(s, f, r, intent == "hide", sp)
	case "mute", "unmute":
		return planMute(s, f, r, intent == "mute")
	case "mute others":
		return planMuteOthers(s, f, r)
	case "volume":
		return planVolume(s, f, r, sp)
	case "add text":
		return planAddText(s, f, r, sp)
	case "update text":
		return planUpdateText(s, f, r, sp)
	case "add sticker":
		return planSticker(s, f, r, sp)
	case "replace sticker":
		return planReplaceSticker(s, f, r)
	case "replace media":
		return planReplaceMedia(s, f, r)
	case "add media":
		if q := guessedFileAdded(f, r); q != nil {
			return "", q // "agregá una patita": no file is named so
		}
		return planAddMedia(s, f, r, sp)
	case "effect":
		return planEffect(s, f, r, sp)
	case "update effect":
		return planUpdateEffect(s, f, r)
	case "replace effect":
		return planReplaceEffect(s, f, r)
	case "info":
		return planInfo(s, f, r)
	case "preview":
		return planPreview(s, sp)
	case "analyze", "transcribe":
		return planAssetRead(s, f, r, intent)
	case "describe asset":
		return planDescribeAsset(s, f, r)
	}
	return "", unreadf("no plan for %q", intent)
}

// barePart: the clause names a part of the video only by its noun ("that
// part", "this section", "la parte"), with no times, order or names that
// would say which.
func barePart(f *frame) (np, bool) {
	if len(f.times) > 0 {
		return np{}, false
	}
	toks := f.c.toks
	for _, n := range f.targets {
		if n.kind != "part" || n.ord != 0 || len(n.names) > 0 || n.quote != "" || len(n.mods) > 0 || len(strings.Fields(n.said)) > 2 {
			continue
		}
		if n.end >= 0 && n.end < len(toks) && toks[n.end].word("of", "de", "del", "where", "donde", "when", "cuando", "que", "that", "with", "con", "in", "en") {
			continue // "la parte del logo", "the part where she laughs": which one is said after it
		}
		return n, true
	}
	return np{}, false
}

// reportSlots writes the frame's slots, resolved, into the parse.
func reportSlots(f *frame, r *resolver, cp *ClauseParse) {
	for _, n := range f.targets {
		if n.kind == "part" {
			continue
		}
		if n.det == "a" || contains(n.mods, "another") {
			cp.slot("target", n.said, "(new)")
			continue
		}
		ts, err := r.elements(n)
		switch {
		case err == nil:
			cp.slot("target", n.said, describe(ts))
		case errors.Is(err, errPronoun):
			cp.slot("target", n.said, "the whole video")
		default:
			if a, aerr := r.asset(n); aerr == nil {
				cp.slot("target", n.said, "asset "+a.Name+" ("+a.ID+")")
			} else {
				cp.slot("target", n.said, err.Error())
			}
		}
	}
	if sp, err := r.times(f); err == nil {
		for i, said := range sp.said {
			res := ""
			if i < len(f.times) || i < len(sp.ranges)+len(sp.points) {
				res = sp.String()
			}
			cp.slot("time", said, res)
		}
	} else {
		cp.slot("time", strings.Join(timeSaid(f), ", "), err.Error())
	}
	if len(f.pos) > 0 {
		cp.slot("position", strings.Join(f.pos, " "), "")
	}
	for _, a := range f.amounts {
		cp.slot("amount", fmt.Sprintf("%g (%s)", a.v, a.kind), "")
	}
	if t := f.textContent(); t != "" {
		cp.slot("text", t, "")
	}
	for _, e := range f.effects {
		cp.slot("effect", e, "")
	}
	for _, st := range f.sticker {
		cp.slot("sticker", st.id, "")
	}
	if f.style != "" {
		cp.slot("style", f.style, "")
	}
	for _, p := range f.props {
		cp.slot("property", p, "")
	}
	if len(f.mods) > 0 {
		cp.slot("modifiers", strings.Join(f.mods, " "), "")
	}
	if len(f.unknown) > 0 {
		cp.slot("ignored", strings.Join(f.unknown, " "), "")
	}
}

func timeSaid(f *frame) []string {
	var out []string
	for _, t := range f.times {
		out = append(out, t.said)
	}
	return out
}

// String is a resolved span for --explain.
func (s span) String() string {
	var parts []string
	for _, r := range s.ranges {
		parts = append(parts, secs(r.a)+"–"+secs(r.b))
	}
	for _, p := range s.points {
		parts = append(parts, "at "+secs(p))
	}
	if s.duration > 0 {
		parts = append(parts, "for "+secs(s.duration))
	}
	return strings.Join(parts, ", ")
}

// targetsOf resolves every noun phrase of the frame that names elements
// (not tracks, parts or destinations).
func targetsOf(f *frame, r *resolver) ([]target, error) {
	var out []target
	seen := map[string]bool{}
	// "everything except the interview": what follows "except" is left out
	for _, n := range f.targets {
		if n.prep != "without" {
			continue
		}
		ts, err := r.elements(n)
		if err != nil {
			return nil, err
		}
		for _, t := range ts {
			seen[t.id] = true
		}
	}
	for _, n := range f.targets {
		if n.kind == "part" || n.kind == "track" && len(n.names) == 0 || n.kind == "asset" || n.kind == "frame" || n.kind == "canvas" || n.prep == "without" {
			continue // "the lofi track" is the song of that name (nothing was meant)
		}
		ts, err := r.elements(n)
		var q *question
		if errors.As(err, &q) {
			// "the clip at 0:15": a time said right after it picks among several
			if at, ok := onePoint(f, r); ok && f.times[0].first == n.end && picksAMoment(f.times[0]) {
				n.plural = true
				all, aerr := r.elements(n)
				if aerr == nil {
					A := timeline.FromSeconds(at)
					if hit := filter(all, func(t target) bool { return t.el.Start <= A && A < t.el.End() }); len(hit) > 0 {
						ts, err = hit, nil
					}
				}
			}
		}
		if err != nil {
			return nil, err
		}
		for _, t := range ts {
			if !seen[t.id] {
				seen[t.id] = true
				out = append(out, t)
			}
		}
	}
	return out, nil
}

// twoPlaces: the clause names opposite places (left and right, top and
// bottom) and no move from one to the other; a and b are how it said them.
func twoPlaces(f *frame) (a, b string, ok bool) {
	if hasWord(f, "from", "desde", "de", "del") {
		return "", "", false // "move the logo from the left to the right"
	}
	// the places as said, split where the second begins
	for i := 1; i < len(f.pos); i++ {
		first, second := f.pos[:i], f.pos[i:]
		if opposite(first, second) {
			return strings.Join(first, " "), strings.Join(second, " "), true
		}
	}
	return "", "", false
}

// opposite: two runs of place words that cannot both hold.
func opposite(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if x == "left" && y == "right" || x == "right" && y == "left" || x == "top" && y == "bottom" || x == "bottom" && y == "top" {
				return true
			}
		}
	}
	return false
}

// wholeVideo: the frame's targets are the video itself ("it", "the video",
// "everything"), not elements in it.
func wholeVideo(f *frame, r *resolver) bool {
	for _, n := range f.targets {
		pron := n.pron && n.kind == "" && n.names == nil
		if pron && r != nil && r.ctx != nil && len(r.ctx.last) > 0 {
			return false // "it": what the clause before acted on
		}
		if !(pron || namesTheVideo(n) || n.kind == "part") {
			return false
		}
	}
	return true
}

// namesTheVideo: the noun phrase is the whole video ("the video",
// "everything", "todo"), not a clip named or counted.
func namesTheVideo(n np) bool {
	return n.kind == "video" && n.names == nil && n.ord == 0 || n.kind == "everything"
}

// onePoint: the clause says exactly one time point ("the clip at 0:15").
func onePoint(f *frame, r *resolver) (float64, bool) {
	if len(f.times) != 1 || f.times[0].kind != "point" {
		return 0, false
	}
	sp, err := r.times(f)
	if err != nil || len(sp.points) != 1 {
		return 0, false
	}
	return sp.points[0], true
}

// scaleDirection: "scale the logo up", "scale it down by half" say a size,
// not a place (the logo was moved to the top).
func (f *frame) scaleDirection() {
	if f.verb != "scale" || len(f.pos) > 0 {
		return
	}
	for i, m := range f.mods {
		switch m {
		case "up":
			f.mods[i] = "bigger"
		case "down":
			f.mods[i] = "smaller"
		}
	}
}

// appearsWith reads "with the logo" said of when something shows as the
// time it shows: "make the heart appear with the logo", "que el corazón
// aparezca con el logo" (a second heart was added, or nothing changed).
func (f *frame) appearsWith() {
	if len(f.targets) < 2 || len(f.times) > 0 || !(f.hasProp("visible") || contains(f.verbs, "start") || f.verb == "show") {
		return
	}
	kept := f.targets[:1]
	for _, n := range f.targets[1:] {
		if n.prep == "with" && !n.pron && n.det != "a" && n.kind != "track" {
			anchor := n
			f.times = append(f.times, timeExpr{kind: "anchor", a: timeVal{anchor: &anchor, edge: "whole"}, prep: "during", said: n.said, first: n.first})
			continue
		}
		kept = append(kept, n)
	}
	f.targets = kept
}

// containersAsTimes reads an element said after the sound acted on as the
// time to act in: "lower the music in the beach clip", "bajá la música en
// la entrevista" change the music while that element plays.
//
// A thing drawn over the picture (an effect, a sticker, an overlay, a
// text) deleted "on" or "in" a clip is deleted there: "delete the vignette
// on the city clip", "remove the heart on the logo" (the clip, the logo
// were deleted with it).
//
// So is a thing drawn over the picture shown "only" in a clip: "que el logo
// se vea solo en la entrevista", "show the logo only in the interview",
// "the logo should only appear in the kitchen part", "que el monograma
// aparezca recién en la fiesta" (not before it), or shown in a clip where
// it is not yet, "que el logo aparezca en la cocina" (it was "already
// shown", both of them, and nothing changed, or asked how long).
func (f *frame) containersAsTimes(r *resolver) {
	if len(f.targets) < 2 {
		return
	}
	f.frontedContainer() // "en la parte del nene bajá la música" (frontedcontainer.go)
	appears := (f.verb == "show" || f.verb == "" && f.hasProp("visible") || appearSaid(f)) && drawnOver(f.targets[0], r)
	shownOnly := appears && (f.has("only") || hasWord(f, "recien") || len(f.targets) == 2 && !shownDuring(f.targets[0], f.targets[1], r))
	sound := contains([]string{"music", "audio", "voice"}, f.targets[0].kind) || soundByName(f, r)
	if !sound && !(f.verb == "delete" && drawnOver(f.targets[0], r)) && !shownOnly {
		return
	}
	kept := f.targets[:1]
	for _, n := range f.targets[1:] {
		// "music at 20% for the downward dog clip": "for" a clip is while
		// it plays, after a sound (the clip went to 20% with the music)
		if (n.prep == "in" || n.prep == "at" || n.prep == "during" || n.prep == "for" && sound) && !contains([]string{"music", "audio", "voice", "track"}, n.kind) && !n.pron && n.det != "a" {
			anchor := n
			f.times = append(f.times, timeExpr{kind: "anchor", a: timeVal{anchor: &anchor, edge: "whole"}, prep: "during", said: n.said, first: n.first})
			continue
		}
		kept = append(kept, n)
	}
	f.targets = kept
}

// shownDuring: what n names is on screen at some time while what in names
// plays ("que el logo aparezca en la cocina" of a logo at 2–10 s is not:
// it was "already shown", and nothing changed).
func shownDuring(n, in np, r *resolver) bool {
	ts, err := r.elements(n)
	under, err2 := r.elements(in)
	if err != nil || err2 != nil || len(under) == 0 {
		return true
	}
	lo, hi := extent(under)
	return slices.ContainsFunc(ts, func(t target) bool { return t.el.Start < hi && lo < t.el.End() })
}

// appearSaid: the verb is "appear" ("the logo should only appear in …"),
// read as the start of a thing.
func appearSaid(f *frame) bool {
	return f.verb == "start" && strings.HasPrefix(fold(f.verbSaid), "appear")
}

// drawnOver: n names only things drawn over the main picture.
func drawnOver(n np, r *resolver) bool {
	ts, err := r.elements(n)
	if err != nil || len(ts) == 0 {
		return false
	}
	for _, t := range ts {
		if t.track == timeline.TrackMain || t.track == timeline.TrackAudio {
			return false
		}
	}
	return true
}

// coversAnother reads an effect, a text or a sticker made to "cover"
// another element as lasting over it too: "make the vignette cover the
// kitchen shot too", "que la viñeta cubra también la cocina", "extend the
// grayscale over the vows" run it from the earlier start to the later end
// of the two (both were hidden, or it was refused). An overlay picture said
// to cover a clip is a question asked elsewhere (over it on screen, or
// during it), and so is a sticker or a text said to cover anything but a
// clip ("make the heart cover the logo": where on screen, maybe).
func (f *frame) coversAnother(r *resolver) {
	cover := (f.verb == "hide" || f.verb == "extend") && slices.ContainsFunc(f.c.toks, func(t token) bool {
		return t.kind == tWord && coverWord(t.text)
	})
	if cover && len(f.targets) == 3 && f.targets[1].pron && !f.targets[0].pron {
		// "extend the vignette so it covers the kitchen": "it" is the
		// first thing again, the one that covers (it was resolved alone:
		// "nothing to refer to")
		f.targets = slices.Delete(slices.Clone(f.targets), 1, 2)
	}
	over := f.verb == "extend" && len(f.targets) == 2 && (f.targets[1].prep == "for" || f.targets[1].prep == "over")
	until, untilSaid := coverUntil(f)
	if !(cover || over) || len(f.targets) != 2 || len(f.times) > 0 && !untilSaid || f.neg {
		return
	}
	first, second := f.targets[0], f.targets[1]
	ts, err := r.elements(first)
	if err != nil || len(ts) != 1 || !(ts[0].track == timeline.TrackEffect || ts[0].track == timeline.TrackText || ts[0].el.Sticker != nil) {
		return
	}
	under, err := r.elements(second)
	if err != nil || len(under) == 0 || second.pron || second.det == "a" {
		return
	}
	if ts[0].track != timeline.TrackEffect && !everyOn(under, timeline.TrackMain) {
		return // "make the heart cover the logo": over it on screen, maybe
	}
	a, b := ts[0].el.Start.Seconds(), ts[0].el.End().Seconds()
	for _, u := range under {
		a, b = math.Min(a, u.el.Start.Seconds()), math.Max(b, u.el.End().Seconds())
	}
	if untilSaid {
		// "que la viñeta cubra también el gloria, hasta el 42": the end
		// said is where it stops (the vignette and the Gloria were hidden)
		if until <= a {
			return
		}
		b, f.times = until, nil
	}
	f.targets = f.targets[:1]
	f.verb, f.verbs = "extend", append(f.verbs, "extend")
	f.times = append(f.times, timeExpr{kind: "range", a: timeVal{sec: a, set: true}, b: timeVal{sec: b, set: true}, said: second.said, first: second.first})
}

// coverUntil: the clause's one time is an end said as a number ("hasta
// el 42", "until 0:42"), where a thing made to cover another stops.
func coverUntil(f *frame) (float64, bool) {
	if len(f.times) != 1 {
		return 0, false
	}
	te := f.times[0]
	if te.kind != "until" || te.prep != "until" || !te.b.set || te.b.anchor != nil || te.b.span != "" {
		return 0, false
	}
	return te.b.sec, true
}

// bareNumberAsAmount reads a look's one bare number, taken for a time, as
// its amount: "set the logo opacity to 70" is 70%, "rotate the heart by 15"
// is 15 degrees (both were refused, the number left out as a time).
func (f *frame) bareNumberAsAmount() {
	if len(f.amounts) > 0 || len(f.times) != 1 || !f.times[0].bare {
		return
	}
	te := f.times[0]
	v := te.a.sec
	if te.kind == "duration" {
		v = te.dur
	}
	switch {
	case f.hasProp("opacity", "transparent") && v > 0 && v <= 100 && te.kind != "duration":
		f.amounts = append(f.amounts, amount{"percent", v, te.prep})
	case f.verb == "rotate" && v > 0 && v < 360:
		f.amounts = append(f.amounts, amount{"degrees", v, te.prep})
	default:
		return
	}
	f.times = nil
}

// bareNumberAsStrength reads the one bare number of a change to an effect
// on the timeline, taken for a time, as the strength it goes to when the
// clause says which way ("el efecto de nitidez más fuerte, al 80", "the
// vignette weaker, like 20", "el brillo subilo más, a 40"): an effect's
// change has no time of its own, and the number was left out (refused).
// planUpdateEffect asks when the number goes the other way.
func (f *frame) bareNumberAsStrength() {
	if len(f.amounts) > 0 || len(f.times) != 1 || !f.times[0].bare || f.times[0].kind != "point" || !strengthWaySaid(f) {
		return
	}
	te := f.times[0]
	if v := te.a.sec; v > 0 && v <= 100 {
		f.amounts = append(f.amounts, amount{"number", v, te.prep})
		f.times = nil
	}
}

// strengthWaySaid: the clause says the strength goes up or down.
func strengthWaySaid(f *frame) bool {
	return f.has("more", "less", "louder", "quieter", "lot") || f.verb == "raise" || f.verb == "lower"
}

// sectionUnsaid is "the intro" or "the outro" said alone as the stretch an
// edit acts on ("blur the intro"), with no element it names and no time,
// and which of the two it is; "" otherwise ("the intro title" is a text,
// "add an intro" a new one).
func sectionUnsaid(f *frame, r *resolver, intent string) (string, string) {
	if len(f.times) > 0 && !f.has("intro", "outro") || intent == "add text" || intent == "add media" || intent == "add sticker" {
		// with a time said, the section is asked only when no word of
		// the time took it: "cut the last 3 seconds of the intro", "trim
		// the intro to 5 seconds" (the last 3 seconds of the video were
		// cut, everything after 5 s)
		return "", ""
	}
	for i, t := range f.c.toks {
		if t.kind == tWord && (t.has(cMod, "intro") || t.has(cMod, "outro")) && i > 0 && f.c.toks[i-1].has(cDet) &&
			(i+1 == len(f.c.toks) || f.c.toks[i+1].kind != tWord || f.c.toks[i+1].has(cConn) || f.c.toks[i+1].has(cEffect) || f.c.toks[i+1].has(cPrep) ||
				// "trim the intro so it ends at 7s", "recortá la intro para que
				// termine en el 7": the video was cut after 7 s (silent)
				f.c.toks[i+1].word(purposeLinks...)) &&
			slices.Contains(sectionWords, fold(t.text)) &&
			!namesElement(r, t.text) {
			if t.has(cMod, "outro") {
				return t.text, "outro"
			}
			return t.text, "intro"
		}
	}
	return "", ""
}

// purposeLinks join a thing to what should become of it ("so it ends",
// "para que termine").
var purposeLinks = []string{"so", "para", "asi", "so that", "para que", "asi que"}

// sectionWords name the opening or closing stretch of a video.
var sectionWords = []string{"intro", "outro", "introduction", "introduccion", "opening", "closing", "cierre", "apertura"}

// namesElement: an element is called w (a text that says "Intro", a file
// intro.mp4).
func namesElement(r *resolver, w string) bool {
	for _, t := range all(r.p) {
		if slices.Contains(r.elementWords(t), fold(w)) {
			return true
		}
	}
	return false
}

// sameAsWhat: "el corazón igual que el logo", "the heart the same as the
// logo": like another thing, with no word for what is alike (its time, a
// verb of showing or lasting); the thing named.
func sameAsWhat(f *frame) (string, bool) {
	if len(f.times) != 1 || f.times[0].a.anchor == nil || len(f.effects) > 0 || len(f.props) > 0 || len(f.mods) > 0 {
		return "", false
	}
	said := f.times[0].said
	p := firstPhrase(fold(said), "the same as", "igual que", "lo mismo que", "tanto como")
	if p == "" || !strings.HasPrefix(fold(said), p) {
		return "", false
	}
	for _, v := range f.verbs {
		if v != "make" && v != "put" {
			return "", false // "que dure lo mismo que el logo", "show the heart the same as the logo"
		}
	}
	return strings.TrimSpace(said[len(p):]), true
}

// morePoints: the clause says two moments or more as numbers ("at 10, 20
// and 30", "at 10 and at 50"), not one found twice ("between the clips").
func morePoints(f *frame) bool {
	n := 0
	for _, te := range f.times {
		if te.kind == "point" && te.a.anchor == nil && te.a.set {
			n++
		}
	}
	return n > 1
}

// startsPastTheEnd is the first moment of sp that starts after a video
// of length total ends.
func startsPastTheEnd(sp span, total float64) (float64, bool) {
	starts := slices.Clone(sp.points)
	for _, x := range sp.ranges {
		starts = append(starts, x.a)
	}
	for _, a := range starts {
		if total > 0 && a > total+1e-6 {
			return a, true
		}
	}
	return 0, false
}

// troubleNoted plans a note that only says what covers what ("0:03 logo
// covers title"): nothing changes, and "it" in the next clause is the
// thing that covers ("…, push it down a bit" moves the logo), and the
// reply says it as the reason. The loop asks what to change when nothing
// comes after it.
func troubleNoted(s *sim, f *frame, r *resolver, cp *ClauseParse) (string, error) {
	ts, err := r.elements(f.targets[0])
	if err != nil {
		return "", err
	}
	cp.Intent = "note"
	for _, t := range ts {
		s.touch(t.id)
	}
	return fmt.Sprintf("%s covers %q.", describe(ts), f.covered), nil
}

// quoteNamesText: `make the "first, the starter" caption last until 20`: a
// quote beside a text noun that is word for word a text of the project
// names that text when the clause says when, or where to move it, not new
// words or a look (both captions were asked about). Clauses that set words or a look read their
// quotes themselves.
func (f *frame) quoteNamesText(r *resolver) {
	if f.quoteAfterTextNoun(r) {
		return
	}
	// `move "NIMBUS X" to the top`: a place, when the quote is all there is
	// to move ("say what to place")
	where := len(f.pos) > 0 && len(f.times) == 0 && len(f.targets) == 0 && (f.verb == "move" || f.verb == "put" || levelToAPlace(f))
	when := len(f.times) > 0 && len(f.pos) == 0
	if len(f.quotes) != 1 || !when && !where || f.verb == "add" || len(f.colors) > 0 || f.style != "" || !textNamed(r, f.quotes[0]) {
		return
	}
	toks := f.c.toks
	if len(f.targets) == 0 {
		// `make "first, the starter" last until 20`: the quote alone names it
		q := strings.TrimSpace(f.quotes[0])
		f.targets = append(f.targets, np{said: strconv.Quote(q), kind: "text", noun: "text", trail: q, first: -1, end: -1})
		if when {
			f.quotes = nil // a text's edit of place reads its quote as the name itself
		}
		return
	}
	for i, n := range f.targets {
		if n.kind != "text" || n.pron || len(n.names) > 0 || n.trail != "" || n.quote != "" {
			continue
		}
		if n.first > 0 && toks[n.first-1].kind == tQuote || n.end < len(toks) && toks[n.end].kind == tQuote {
			f.targets[i].trail = strings.TrimSpace(f.quotes[0])
			f.quotes = nil
			return
		}
	}
}

// quoteAfterTextNoun reads "the title of 'Quiz time!'", "el cartel de
// 'Quiz time!'", "the text with 'Hi'" as the text whose words are the
// quote, for any edit but an add (a delete or a new start asked which of
// the titles was meant). Only for a definite text noun, the clause's one
// quote, and words a text on the timeline has.
func (f *frame) quoteAfterTextNoun(r *resolver) bool {
	if len(f.quotes) != 1 || f.verb == "add" || !textNamed(r, f.quotes[0]) {
		return false
	}
	toks := f.c.toks
	for i, n := range f.targets {
		if n.kind != "text" || n.pron || len(n.names) > 0 || n.trail != "" || n.quote != "" || n.det != "the" {
			continue
		}
		at := n.end
		if at+1 < len(toks) && toks[at].word("de", "del", "of", "with") {
			at++
		}
		if at < len(toks) && toks[at].kind == tQuote {
			f.targets[i].trail = strings.TrimSpace(f.quotes[0])
			f.used[n.end] = true
			return true
		}
	}
	return false
}

// heardUnder drops, from a level of one sound, the thing it is heard
// under or over ("the music is too loud under my voice", "la música tapa
// la voz", "bajá la música debajo de la entrevista"): that thing is
// where, not a second sound to lower (the voice was lowered instead).
func heardUnder(f *frame, r *resolver) {
	if len(f.targets) < 2 {
		return
	}
	first, err := r.elements(f.targets[0])
	if err != nil || len(first) == 0 || !slices.ContainsFunc(first, func(t target) bool { return t.el.Audio != nil }) {
		return
	}
	toks := f.c.toks
	kept := f.targets[:1]
	for _, n := range f.targets[1:] {
		at := n.first - 1
		for at >= 0 && (toks[at].has(cDet) || toks[at].word("de", "del", "of")) {
			at-- // "por encima del primer clip"
		}
		if n.prep == "under" || at >= 0 && toks[at].word(heardUnderWords...) {
			continue
		}
		kept = append(kept, n)
	}
	f.targets = kept
}

// comparedLoudness reads one sound said against another: "que la
// entrevista se escuche más fuerte que la música", "the music quieter than
// the interview". The one meant to be quieter gives way (down by half, "a
// bit" a quarter) and the other stays as it is: the music was raised to
// 100% under the voice, or both were lowered.
func comparedLoudness(f *frame, r *resolver) {
	if len(f.targets) != 2 || !f.has("louder", "quieter") || f.has("louder") && f.has("quieter") {
		return
	}
	toks := f.c.toks
	a, b := f.targets[0], f.targets[1]
	than := thanBetween(toks, a, b)
	if than < 0 {
		return
	}
	for _, n := range []np{a, b} {
		ts, err := r.elements(n)
		if err != nil || len(ts) == 0 || !slices.ContainsFunc(ts, func(t target) bool { return t.el.Audio != nil }) {
			return
		}
	}
	// a wish names the sound that should win ("make the interview louder
	// than the music"); a state said as it is now is a complaint about the
	// one that wins ("the music is louder than the interview", "la música
	// suena más fuerte que la voz"): that one gives way
	state := f.verb == "" && slices.ContainsFunc(toks[a.end:than], func(t token) bool { return t.word(loudnessStateWords...) })
	quiet := a
	if f.has("louder") != state {
		quiet = b
	}
	f.targets = []np{quiet}
	f.used[than] = true
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return w == toks[than].text })
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "louder" || m == "more" })
	f.mods = append(f.mods, "quieter")
	if f.verb == "raise" || f.verb == "lower" {
		f.verb = ""
	}
}

// loudnessStateWords say how a sound is now, not how it should be.
var loudnessStateWords = []string{"is", "s", "sounds", "seems", "gets", "esta", "es", "suena", "escucha", "oye", "queda", "quedo"}

// addedToTheEnd: a thing added "to the end" ("add the logo to the end",
// "add a text 'bye' to the end of the video") goes at the end, as "al
// final" does; it was read as "until the end", from 0 (the logo went in at
// 0 s, a text over the whole video). "till/until the end", and "from 10 to
// the end", keep their meaning.
func addedToTheEnd(f *frame) {
	if len(f.times) != 1 {
		return
	}
	te := f.times[0]
	if te.kind != "until" || te.b.span != "end" || !strings.HasPrefix(fold(te.said), "to ") {
		return
	}
	f.times[0] = timeExpr{kind: "span", a: te.b, prep: "at", said: te.said, first: te.first}
}

// givenToASticker: "give the heart a spin", "give the heart a 2 second
// fade", "dale al corazón un giro": the sticker there is what is given
// something, not a sticker to add (a second heart was added: silent); what
// it gets is asked.
func givenToASticker(f *frame, r *resolver) *question {
	v, raw := fold(f.verbSaid), fold(f.c.raw)
	given := strings.HasPrefix(v, "give") || strings.HasPrefix(raw, "dale ") || strings.HasPrefix(raw, "dales ") || strings.HasPrefix(raw, "dar ")
	if len(f.targets) == 0 || !given {
		return nil
	}
	n := f.targets[0]
	if n.sticker == "" || n.det != "the" && !(n.det == "" && spanishTo(f.c.toks, n.first)) {
		// "dale al corazón un giro": "al" leads the one there as "the" does
		return nil
	}
	if ts, err := r.elements(n); err != nil || len(ts) == 0 {
		return nil
	}
	return &question{fmt.Sprintf("What should %s get? Basic mode cannot animate a sticker (spin, fade); it can move, resize, turn or time it, e.g. \"make %s bigger\".", n.said, n.said)}
}

// heardUnderWords say what a sound plays under or over.
var heardUnderWords = []string{"under", "below", "beneath", "underneath", "over", "behind", "on top of", "debajo de", "bajo", "abajo de",
	"sobre", "encima de", "por encima de", "detras de", "por debajo de", "encima", "por encima", "debajo", "por debajo", "detras"}

// effectOfAThing drops, from a removal of an effect, the thing said as
// where it is ("la viñeta de la parte de la ciudad, sacala", "remove the
// vignette on the city clip"): the clip is where, not a second thing to
// delete (it went too).
func effectOfAThing(f *frame, r *resolver) {
	if len(f.targets) < 2 {
		return
	}
	first, err := r.elements(f.targets[0])
	if err != nil || len(first) == 0 || !slices.ContainsFunc(first, func(t target) bool { return t.el.Effect != nil }) {
		return
	}
	kept := f.targets[:1]
	for _, n := range f.targets[1:] {
		if n.prep == "of" || n.prep == "at" || n.prep == "in" || n.prep == "during" || n.prep == "for" {
			continue
		}
		kept = append(kept, n)
	}
	f.targets = kept
}

// stickerSaidOfNothing: a sticker read from a clause with no verb of
// adding, said of a thing the project does not have ("hacé que la novia
// sonría más", "make the bride smile"): the word is what the thing should
// do, which no tool does (a smile sticker was added over the video).
func stickerSaidOfNothing(f *frame, r *resolver) error {
	if f.verb != "make" && f.verb != "" {
		return nil
	}
	for _, n := range f.targets {
		if n.det != "the" || n.pron || (n.sticker != "" || n.kind == "sticker") && len(n.names) == 0 {
			continue
		}
		if ts, err := r.elements(n); err != nil || len(ts) == 0 {
			return &cannot{fmt.Sprintf("there is no %q on the timeline, and no tool changes what someone does in a clip", strings.TrimSpace(n.said))}
		}
	}
	return nil
}

// beforeAddQuestion asks how long before a thing a new text, sticker or
// file goes ("add a star just before the city clip": a moment before it,
// not all the time before it: the star ran 0–70 s; a short time before is
// all of it, "right before the logo appears" at 2 s), or where, when the
// thing is the first clip ("add the drone shot before the ceremony": there
// is no time before 0 s, "Invalid duration"). nil: nothing to ask.
func beforeAddQuestion(f *frame, sp span) *question {
	if len(f.times) != 1 || f.times[0].kind != "before" || f.times[0].b.anchor == nil || len(sp.ranges) != 1 {
		return nil
	}
	switch {
	case f.times[0].b.offset == 0 && sp.ranges[0].b-sp.ranges[0].a > 5:
		b := sp.ranges[0].b
		return &question{fmt.Sprintf("How long before %s, where %q starts? Say e.g. \"from %s to %s\".",
			secs(b), f.times[0].b.anchor.said, secs(math.Max(0, b-3)), secs(b))}
	case sp.ranges[0].b <= 1e-9:
		return &question{fmt.Sprintf("%q starts at 0s, so nothing comes before it. Put it at the start, over the first seconds (say e.g. \"at 0 for 5 seconds\"), or say where else?",
			f.times[0].b.anchor.said)}
	}
	return nil
}
