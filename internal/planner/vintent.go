package planner

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Video intents: what a clause asks for, each planned through the tools
// that do it. videoIntentTools is the map the coverage test reads to
// check that every registered tool can be reached from a request.
var videoIntentTools = map[string][]string{
	"remove range":    {"split", "delete_timeline_elements", "move_timeline_elements"},
	"delete":          {"delete_timeline_elements"},
	"split":           {"split"},
	"keep":            {"split", "delete_timeline_elements", "move_timeline_elements"},
	"move":            {"move_timeline_elements"},
	"place":           {"update_clip", "update_text"},
	"timing":          {"update_timeline_element_timing", "trim_element"},
	"add text":        {"add_text"},
	"update text":     {"update_text"},
	"add sticker":     {"add_sticker"},
	"replace sticker": {"delete_timeline_elements", "add_sticker"},
	"replace media":   {"delete_timeline_elements", "add_media_to_timeline", "move_timeline_elements", "update_clip", "set_volume"},
	"add media":       {"add_media_to_timeline", "update_clip", "move_timeline_elements"},
	"volume":          {"set_volume"},
	"mute":            {"toggle_track_mute", "update_clip"},
	"mute others":     {"toggle_track_mute", "update_clip"},
	"unmute":          {"toggle_track_mute", "update_clip"},
	"look":            {"update_clip"},
	"hide":            {"update_clip", "toggle_track_visibility"},
	"show":            {"update_clip", "toggle_track_visibility"},
	"duplicate":       {"duplicate_elements"},
	"effect":          {"apply_effect"},
	"update effect":   {"update_effect"},
	"replace effect":  {"delete_timeline_elements", "apply_effect"},
	"undo":            {"undo"},
	"redo":            {"redo"},
	"captions":        {"batch", "add_text"},
	"remove silences": {"split", "delete_timeline_elements", "move_timeline_elements"},
	"remove fillers":  {"split", "delete_timeline_elements", "move_timeline_elements"},
	"info":            {"list_project_assets", "list_timeline", "list_effects", "get_effect", "list_stickers", "get_element"},
	"preview":         {"preview_frame"},
	"analyze":         {"load_asset_context"},
	"describe asset":  {"describe_asset"},
	"transcribe":      {"transcribe_video"},
	"trim edge":       {"trim_element"},
	"render":          {"render_video"},
	"close gaps":      {"move_timeline_elements"},
	"reorder":         {"move_timeline_elements"},
	"stack":           {"move_timeline_elements"},
}

// noReasons say why basic mode refuses a kind of request.
var noReasons = map[string]string{
	"secondsof":   "say what the seconds are for: \"give the logo 2 seconds\" makes it last 2 s",
	"speed":       "no tool changes playback speed",
	"reverse":     "no tool plays a clip backwards",
	"fade":        "fades are not supported: no tool fades in, fades out or cross-fades (a fade needs keyframes)",
	"transition":  "no tool makes transitions",
	"grain":       "no tool adds film grain or noise",
	"haze":        "no tool removes haze (try \"more contrast\" or \"sharper\")",
	"cinemaframe": "a cinema frame is a shape: say it as a crop, e.g. \"crop to 21:9\" or \"crop to 16:9\"",
	"zoom":        "no tool animates a zoom (to make something bigger, say \"make the logo bigger\")",
	"stabilize":   "no tool stabilizes footage",
	"loop":        "no tool loops a clip (to repeat one, say \"duplicate the second clip\")",
	"freeze":      "no tool makes freeze frames",
	"grade":       "no tool grades colour with LUTs (try \"warmer\", \"more contrast\", \"black and white\")",
	"translate":   "no tool translates or dubs",
	"stylize":     "that is a style, not an edit basic mode can make; say the edit (e.g. \"more contrast\", \"add a title\")",
	"keyframe":    "no tool animates elements",
	"paint":       "no filter turns a picture into a painting, drawing or other art style (try \"vintage\", \"faded\", \"sepia\", \"cinematic\")",
	"chroma":      "no tool keys out a green screen",
	"weather":     "that is not an editing request",
	"hdr":         "no tool makes an HDR look (try \"more contrast\" or \"sharper\")",
	"era":         "no look copies a decade's style (try \"vintage\", \"faded\" or \"sepia\")",
	"resolution":  "no tool changes the resolution (4K, 1080p): the project's size is set when it is created",
}

// silence and filler words name transcript flows.
var silenceWords = map[string]bool{"silences": true, "silencios": true, "pauses": true, "pausas": true, "dead air": true,
	"quiet parts": true, "partes en silencio": true, "silence": true, "silencio": true,
	"pause": true, "pausa": true, "blank parts": true, "awkward pauses": true}
var fillerWords = map[string]bool{"filler words": true, "fillers": true, "ums": true, "uhs": true, "muletillas": true,
	"um": true, "uh": true, "umms": true, "filler": true, "muletilla": true, "ehs": true, "mmm": true}

// videoIntent picks a clause's intent from its verb and filled slots.
func videoIntent(f *frame, r *resolver) (string, error) {
	f.regionsAsNames()
	f.saysNamesText(r)
	f.frontedThing() // "the text that says thanks, make it red": the text is read by now
	f.trackOfThings(r)
	f.videoOfThing()
	if f.unknownVerb != "" {
		return "", unreadf("I do not know the word %q", f.unknownVerb)
	}
	if newVoiceAsked(f, r) {
		return "", unreadf("no tool records or makes a voice: add an audio file of the project, e.g. \"add narration.mp3 at 5s\"")
	}
	if err := regretAlone(f); err != nil {
		return "", err // "me arrepentí del blanco y negro": asked, never laid again (regretremark.go)
	}
	if thingAsItWas(f) {
		return "undo", nil // "volvé el logo como estaba antes" (asitwas.go)
	}
	if newStickerAppears(f, r) {
		return "add sticker", nil // "que aparezca un rayito … del 48 al 51" (stickerappears.go)
	}
	if w := verbReadAsSticker(f); w != "" {
		// "start toby at 12": the verb was read as a sticker's word
		// ("start", a play button), and the bare number as toby's volume
		// (set to 12%: silent)
		return "", unreadf("%q was read as a sticker, not as the verb; say e.g. \"make %s start at 12\"", w, "it")
	}
	if len(f.times) > 0 && (f.verb != "add" || overlayVerb(f) && len(f.targets) > 0 && f.targets[0].det != "") {
		// "el b-roll encima de la entrevista del 10 al 14": the clip under
		// it is where, not a second thing to retime (the interview was
		// made to run 10–14 too); "overlay the b-roll on …" says where
		// the one there goes (a second b-roll was added)
		overAnElement(f, r)
	}
	if why := fontRefusal(f); why != "" {
		return "", &cannot{why} // before the other refusals: "a comic sans title" is a font, not a drawing style
	}
	zoomByAPercent(f)
	stayedLook(f)
	if err := lookAtAnEdgeMissing(f, r); err != nil {
		return "", err // "el brillo del intro subilo a 40" with no brightness look there
	}
	if err := levelOverADrawing(f, r); err != nil {
		return "", err // "set the vignette to 80 over the title": a level, not a time
	}
	if err := effectOfAClip(f, r); err != nil {
		return "", err // "la viñeta del clip de la ciudad subila a 60": which effect, not a second thing
	}
	if newLookAtALevel(f, r) {
		return "effect", nil // "blur de la entrevista a 40": the interview blurred at 40, not 0–40 s
	}
	if colourBack(f, r) {
		return "delete", nil // "the backstage photo should be in color": its black and white goes
	}
	if lookWordRetimed(f, r) {
		return "timing", nil // "make the black and white last until the end": that effect, longer
	}
	if insteadOfALook(f, r) {
		return "replace effect", nil // "instead of the warm filter put sepia" (both were laid over the video)
	}
	if len(f.effects) == 1 && f.verb == "" && len(f.targets) == 0 {
		if err := insteadOfOnly(f); err != nil {
			return "", err // "en lugar del blanco y negro," alone greyed the video
		}
	}
	if err := sceneLookAsThing(f, r); err != nil {
		return "", err // "make the sunset warmer" with no sunset in the video
	}
	if effectStrengthSaid(f, r) || effectLoweredToALevel(f, r) || lookChangedWhereItIs(f, r) || lookLoweredWhereItIs(f, r) {
		return "update effect", nil
	}
	if ok, err := effectLevelSaidAsTime(f, r); err != nil {
		return "", err
	} else if ok {
		return "update effect", nil
	}
	if ok, err := effectOnOneClip(f, r); err != nil {
		return "", err
	} else if ok {
		return "timing", nil // "the vignette should only be on the kitchen clip"
	}
	heightComplaint(f, r)
	placeComplaint(f, r)
	if orientationRemark(f.c.toks) && !flipOrTurn(f.c.toks) {
		// "the logo reads backwards" alone: a state, no edit said (it
		// added a text "backwards"); "…, flip it" after it is read
		return "", unreadf("that says how it shows, not what to do: say \"flip it\" to mirror it or \"turn it upside down\"")
	}
	if f.no != "" {
		return "", unreadf("%s", noReasons[f.no])
	}
	notSeenDuring(f, r) // negation.go: "no logo during the intro" is read as its hide there
	if partGone(f, r) {
		// "que el logo desaparezca entre el 4 y el 6", "hide the logo from
		// 4 to 6": gone for that stretch and kept around it, so removed
		// from it (it was made to run 4–6, or refused as a partial hide)
		f.hidePart = hideSaid(f)
		f.reread(f.verb, "delete")
	}
	if ok, err := captionedWith(f, r); err != nil {
		return "", err
	} else if ok {
		return "add text", nil // "caption the podium photo with 'Our champions'" (it asked for transcription)
	}
	if quoteIntoText(f, r) {
		return "update text", nil // "put 'Hi all' in the welcome text" (a second text was added over it)
	}
	if intent := verblessNewThing(f); intent != "" {
		return intent, nil
	}
	if pipOfAFile(f, r) {
		return addIntent(f, r) // "picture in picture: drone.mp4 bottom right from 20 to 28" (no drone.mp4 on the timeline to move)
	}
	if q := invertedAfterThing(f); q != nil {
		return "", q
	}
	if f.verb == "hide" && coversTooMuch(f.c.toks) {
		// "the logo covers too much", "el logo tapa mucho": a complaint with
		// no remedy said (the logo was hidden); "…, make it more
		// transparent" is read as the remedy before this
		return "", &question{fmt.Sprintf("What should change about %q: smaller, more transparent, moved, or hidden? Say e.g. \"make the logo smaller\".", f.c.raw)}
	}
	if f.verb == "hide" && len(f.targets) > 1 && (strings.HasPrefix(f.verbSaid, "cover") || strings.HasPrefix(f.verbSaid, "tap")) &&
		!slices.ContainsFunc(f.targets, func(n np) bool { ts, err := r.elements(n); return err != nil || len(ts) == 0 }) {
		// "the b-roll should cover the interview", "que el b-roll tape la
		// entrevista": one over the other (both were hidden: a black video)
		a, b := f.targets[0].said, f.targets[len(f.targets)-1].said
		if f.verbAt >= 0 && f.verbAt < f.targets[0].first {
			a, b = b, a // "cover the interview with the b-roll"
		}
		return "", &question{fmt.Sprintf("Show %s over %s, filling the frame? Say e.g. \"make %s full screen\" and its times (\"move %s to 0\"); \"hide %s\" hides it.", a, b, a, a, b)}
	}
	if len(f.effects) == 1 && f.effects[0] == "desaturate" && hasWord(f, "muted", "muteado", "muteada") && !colourSaid(f) &&
		len(f.targets) > 0 && everyTarget(f, r, func(t target) bool { return t.el.Audio != nil }) {
		// "the b-roll needs to be muted": its sound (its colours were
		// muted: saturation −50)
		f.effects = nil
		return muteIntent(f), nil
	}
	if intent, ok := wayOfASound(f, r); ok {
		return intent, nil
	}
	if _, _, _, ok := wordsSwapped(f, r.p); ok {
		// "change "Workshop" to "Class"", "change 2024 to 2025", "cambiá
		// "Taller" por "Clase"": words inside texts ("say what to change")
		return "update text", nil
	}
	if _, ok := durationMultiple(f); ok && len(f.targets) > 0 && len(f.times) == 0 {
		return "timing", nil // "make the title last twice as long" (its size was doubled)
	}
	if notHeard(f) {
		f.neg, f.props = false, nil
		return "mute", nil
	}
	if f.neg && f.hasProp("visible") && len(f.targets) > 0 && len(f.times) == 0 && f.verb != "undo" {
		return "hide", nil // "que el logo no se vea" (nothing was changed: it is shown)
	}
	if left := exceptWhileUnread(f); left != "" {
		return "", unreadf("basic mode cannot leave a part out of that edit (%q): say the times it is for, e.g. \"from 0 to 42\"", left)
	}
	if silentDuring(f, r) {
		// "no music during the interview", "sin música durante la
		// entrevista", "que no suene la música en el b-roll": the sound's
		// volume to 0 over that span, as "mute the music during …" is
		f.neg, f.props, f.targets[0].prep = false, nil, ""
		return muteIntent(f), nil
	}
	if f.neg && f.verb != "undo" {
		return "", unreadf("basic mode does not act on \"not\" or \"except\": say what to change")
	}
	if dim := wayUnsaid(f); dim != "" {
		return "", unreadf("%s", wayQuestion(dim))
	}
	if at, ok := whereThingIs(f, r); ok && (f.verb == "put" || f.verb == "move") && len(f.pos) == 0 {
		// "put the heart where the logo is", "poné el corazón donde está el
		// logo": the logo's corner or its time? (the heart was retimed)
		return "", &question{fmt.Sprintf("Where on the screen it is, or while it shows? Say a corner, e.g. \"in the top right\", or \"while %s shows\".",
			at.said)}
	}
	if len(f.targets) > 1 && matchedTo(f) {
		// "make the heart as transparent as the logo", "el corazón tan
		// grande como el logo": one thing measured by another (both were
		// set to 50%)
		example := fmt.Sprintf("%s at 50%% opacity", f.targets[0].said)
		if f.has("bigger", "smaller", "double", "half") || f.hasProp("size") {
			example = fmt.Sprintf("make %s 50%% bigger", f.targets[0].said)
		}
		return "", &question{fmt.Sprintf("How much, in numbers? Basic mode does not copy a setting from %s; say e.g. \"%s\".",
			f.targets[len(f.targets)-1].said, example)}
	}
	if againSaid(f) {
		nameOfOneThing(f, r)
	}
	if showAgain(f) && (f.verb == "" || f.verb == "make" || f.verb == "start") && (f.hasProp("visible") || contains(f.verbs, "start")) {
		// "que el logo aparezca de nuevo al final": a second time, the first
		// stays (it was stretched to last 92 s)
		return "duplicate", nil
	}
	if lookSwapped(f, r) {
		return "replace effect", nil // "replace the blue tint on the cooldown with sepia" (effectswap.go)
	}
	if _, _, ok := mediaSwap(f, r); ok {
		return "replace media", nil // "replace the city clip with the guest cam" (no file was found by "the city clip with the guest")
	}
	if _, repl, ok := stickerSwap(f); ok && stickerNamedNew(r, repl) && (replacing(f) || insteadOfSaid(f) || f.verb == "make" || f.verb == "replace" || strings.HasPrefix(f.verbSaid, "swap") || strings.HasPrefix(f.verbSaid, "switch")) {
		return "replace sticker", nil // "make the heart a star" (a second heart was added for the whole video)
	}
	if (f.verb == "put" || f.verb == "add" || f.verb == "move") && contains(f.verbs, "duplicate") && len(f.targets) > 0 && existing(f, r) {
		return "duplicate", nil // "put a copy of the heart at the end" (the heart itself was moved)
	}
	if showAgain(f) && f.verb == "" && len(f.effects) == 0 && existing(f, r) {
		// "the heart again at 20", "el corazón de nuevo en el 20": a second
		// time (the heart was moved, or a new one added elsewhere)
		return "duplicate", nil
	}
	if showAgain(f) && (f.verb == "add" || f.verb == "put" && strings.HasPrefix(f.verbSaid, "met")) && len(f.effects) == 0 && existing(f, r) {
		// "meté de nuevo el clip del gato al final", "insert the dog clip
		// again at the end": a copy of a thing there is, at the time said
		// (it was moved there, "de nuevo" dropped: silent). "poné ... otra
		// vez" may be "put it back" and is left as it was.
		return "duplicate", nil
	}
	growsAtTheEnd(f)
	if keptLonger(f) && len(f.targets) > 0 && !f.nounIs("video", "everything", "part") {
		return "timing", nil // "dejá el logo 5 segundos más" (it was moved to 5 s)
	}
	if keepOnlyDuring(f) {
		// "keep the logo only for the first 5 seconds", "dejá el logo solo
		// los primeros 5 segundos": the logo's time (it cut the video to 5 s,
		// or moved the logo to 5)
		return "timing", nil
	}
	if replacing(f) && len(f.effects) > 0 && (f.effectTarget() || effectsNamed(f, r) || effectOnItsClips(f, r)) {
		return "replace effect", nil // "replace the vignette with sepia"
	}
	if appearAtEnd(f, r) && !showAgain(f) {
		return "move", nil // "make the logo appear at the end": it ends where the video does
	}
	if f.verb == "start" && f.has("later", "earlier") && len(f.targets) > 0 {
		return "move", nil // "que el subtítulo empiece un segundo más tarde"
	}
	if half := halfOrHalfway(f, r); half != "" {
		return "", &question{fmt.Sprintf("Half the %s of %s (say \"%s at 50%%\"), or start it halfway through the video (say \"move %s to the middle of the video\")?",
			half, f.targets[0].said, f.targets[0].said, f.targets[0].said)}
	}
	if anotherOfOne(f, r) {
		return "duplicate", nil // "otro logo al final": a copy of the one there (it was stretched past the end)
	}
	if takesBackLook(f) && len(f.targets) > 0 && len(f.times) == 0 {
		// "sacale el modo de fusión al logo", "remove the transparency from
		// the logo", "undo the logo's rotation": that setting, back to plain
		// (the logo was deleted, or the last change undone)
		return "look", nil
	}
	if takesBackLook(f) && len(f.targets) == 0 {
		what := f.saidFor(cVerb, "flip") // without a property, a flip was said
		if len(f.props) > 0 {
			what = f.saidFor(cProp, f.props[0])
		}
		return "", unreadf("say which element to take %q back from, e.g. \"remove the rotation from the logo\"", what)
	}
	if f.hasProp("visible") && f.has("less", "more") && !f.neg && len(f.targets) > 0 && (len(f.times) == 0 || levelSaidAsTime(f)) && existing(f, r) {
		// "que el logo se vea menos", "el logo más visible": how see-through
		// it is ("already shown", nothing changed)
		f.props = append(slices.DeleteFunc(f.props, func(p string) bool { return p == "visible" }), "opacity")
		return "look", nil
	}
	if f.hasProp("transparent", "opacity") && !f.hasProp("volume") && len(f.amounts) == 0 && levelSaidAsTime(f) && existing(f, r) {
		// "poné el clip de la cocina un poco transparente, al 80": how
		// see-through, said the way a time is (it was read as its volume)
		te := f.times[0]
		f.amounts, f.times = append(f.amounts, amount{"percent", te.a.sec, "to"}), nil
		return "look", nil
	}
	if shownSeeThrough(f, r) || shownHalfSeeThrough(f, r) || sizeSaidAsTime(f, r) {
		return "look", nil
	}
	if f.verb == "" && f.has("later", "earlier") && len(f.targets) > 0 && !indefinite(f) && existing(f, r) && len(f.pos) == 0 {
		return "move", nil // "heart earlier", "el corazón antes": when it shows (a second heart was added)
	}
	if moreOrLessSeconds(f, r) {
		return "timing", nil // "el logo 2 segundos más": longer by that (it was moved to 2 s)
	}
	if lengthAfterComplaint(f, r) {
		return "timing", nil // "the arrival clip drags, make it 5 seconds" (it asked "start at 5s, or last 5s?")
	}
	if ok, err := bareNumberAfterComplaint(f, r); ok || err != nil {
		return "timing", err // "the interview drags, make it 50" (its volume was set to 50%)
	}
	if mainClipLength(f, r) {
		return "timing", nil // "make the second clip 6 seconds" (it asked "start at 6s, or last 6s?")
	}
	if at, ok := startOrLength(f, r); ok {
		what := f.targets[0].said
		if f.verb == "move" {
			return "", &question{fmt.Sprintf("Move %s to %s, or %s later? Say e.g. \"move %s to %s\" or \"move %s %s later\".",
				what, secs(at), secs(at), what, secs(at), what, secs(at))}
		}
		return "", &question{fmt.Sprintf("Should %s start at %s, or last %s? Say e.g. \"%s at %s\" or \"%s for %s\".",
			what, secs(at), secs(at), what, secs(at), what, secs(at))}
	}
	if at, ok := secondsOrPercent(f, r); ok {
		what := f.targets[0].said
		return "", &question{fmt.Sprintf("%s at %s, or at %g%% (its opacity or size)? Say e.g. \"%s at second %g\" or \"%s at %g%% opacity\".",
			what, secs(at), at, what, at, what, at)}
	}
	switch f.verb {
	case "undo", "redo":
		return f.verb, nil
	case "transcribe":
		return "transcribe", nil
	case "analyze":
		if wishedOfSubject(f) {
			return "", &cannot{"no tool changes what someone does in a clip"}
		}
		return "analyze", nil
	case "list":
		if _, _, ok := describedAs(f); ok {
			return "describe asset", nil // "describe drone.mp4 as …" keeps what it shows (describeas.go)
		}
		if f.nounIs("frame") {
			return "preview", nil
		}
		return "info", nil
	case "preview":
		return "preview", nil
	case "export":
		return "render", nil
	case "fill":
		if !f.nounIs("gap") {
			return "", unreadf("no tool does %q on a video", f.verbSaid)
		}
	case "create", "sync", "align", "select", "deselect", "group", "ungroup", "straighten", "rasterize":
		return "", unreadf("no tool does %q on a video", f.verbSaid)
	case "crop":
		return "", unreadf("no tool crops video (to frame something smaller, say \"make the logo smaller\" or \"put the b-roll in the top right corner\")")
	}
	if frameHalf(f) {
		return "", &cannot{"the frame of a video cannot be cropped: no tool cuts away part of the picture (to frame something smaller, say \"make the b-roll smaller\" or \"put it in the top right corner\")"}
	}
	if len(f.times) > 0 && contains([]string{"delete", "cut", "drop", "kill", "trim"}, f.verb) && restOnly(f) && (restGone(r) || keptBefore(r)) {
		return "nothing", nil
	}
	if kept, err := restOfKept(f, r); err != nil {
		return "", err
	} else if kept {
		return "nothing", nil
	}
	if onlyPlaysSaid(f, r) {
		return "timing", nil // "cut the kitchen clip so it only plays from 84 to 88": what stays, trimmed where it is
	}
	removing := f.verb == "" || contains([]string{"delete", "cut", "trim", "drop", "kill", "make"}, f.verb)
	if (f.nounIs("filler") || f.says(fillerWords)) && removing {
		return "remove fillers", nil
	}
	if (f.nounIs("silence") || f.says(silenceWords)) && removing && f.verb != "" && f.verb != "make" {
		return "remove silences", nil
	}
	if f.verb == "caption" || captionsAsked(f) {
		return "captions", nil
	}
	if spokenInAVoice(f.c.toks) {
		return "", &cannot{"no tool makes a voice say words (basic mode records and synthesizes no speech); to show the words, say e.g. \"add the text 'Happy birthday' at the end\""}
	}
	if (f.info || f.verb == "show") && f.nounIs("frame") {
		return "preview", nil // "show me the frame at 5s"
	}
	if f.info && f.verb == "" || f.info && f.verb == "show" {
		return "info", nil
	}
	if (f.verb == "trim" || f.verb == "shorten" || f.verb == "cut") && edgeSaid(f) != "" && (len(f.targets) > 0 && !wholeVideo(f, r) || anchoredEdge(f)) {
		return "trim edge", nil // "trim 2 seconds off the start of the interview"
	}
	if f.nounIs("gap") && (f.verb == "delete" || f.verb == "cut" || f.verb == "drop" || f.verb == "fill" || f.verb == "make" || f.verb == "") {
		return "close gaps", nil // "delete the gaps", "cerrá los huecos"
	}
	if f.verb == "swap" || reorderAsked(f, r) {
		return "reorder", nil
	}
	if (f.verb == "shorten" || f.verb == "cut" || f.verb == "trim") && keepTo(f) && (len(f.targets) == 0 || f.nounIs("video", "everything") || pronOnly(f)) {
		return "keep", nil // "trim the video to the first 12 seconds"
	}
	if (f.verb == "shorten" || f.verb == "cut" || f.verb == "trim" || f.verb == "lower" && !bareNumber(f)) && (len(f.targets) == 0 || f.nounIs("video", "everything") || pronOnly(f)) &&
		toPoint(f) {
		// "cut the video down to 20 seconds", "acortá el video a 20
		// segundos"; "bajala al 20" with no unit is a level, not a length
		// (the video was cut from 20 s to its end)
		return "trim to", nil
	}
	if (f.verb == "delete" || f.verb == "drop") && f.hasProp("color") && len(f.effects) == 0 && !colourNamesAnEffect(f) {
		f.effects = append(f.effects, "bw") // "sacale el color al segundo clip"
		return "effect", nil
	}
	if soundRemoved(f, r) && len(f.times) > 0 && elementTimesOnly(f) {
		// "quitale el sonido a la entrevista": the element said as a time
		// is whose sound goes
		var kept []np
		for _, n := range f.targets {
			if n.kind != "audio" {
				kept = append(kept, n)
			}
		}
		for _, te := range f.times {
			n := *te.a.anchor
			n.aspect = "audio"
			kept = append(kept, n)
		}
		f.targets, f.times = kept, nil
		return "mute", nil
	}
	if soundRemoved(f, r) && rangeSaid(f) && len(f.amounts) == 0 {
		// "remove the sound from 5 to 8", "quitá el audio entre 5 y 8": its
		// volume to 0 there (the picture stays; it cut 5–8 out of the video).
		// "the original audio" is the clips' own sound, and stays what is
		// lowered: "kill the original audio on all the clips" (the clips
		// read as a time) lowered the music and every sound with them
		kept := f.targets[:0]
		for _, n := range f.targets {
			if n.kind != "audio" || n.aspect != "" || contains(n.mods, "original") {
				kept = append(kept, n)
			}
		}
		f.targets = kept
		f.amounts = append(f.amounts, amount{"percent", 0, "to"})
		return "volume", nil
	}
	if soundRemoved(f, r) && len(f.times) == 0 && !voiceFileMeant(f, r) {
		// "sacale el audio al b-roll", "remove the sound from the clip": mute it
		kept := f.targets[:0]
		for _, n := range f.targets {
			if n.kind != "audio" || len(f.targets) == 1 {
				kept = append(kept, n)
			}
		}
		f.targets = kept
		return "mute", nil
	}
	if len(f.colors) > 0 && textMeant(f, r) && !f.hasTextContent() && len(f.effects) == 0 {
		// "make the title red", "poné el subtítulo en amarillo": the letters' colour
		if textColorOf(f) == "" {
			return "", unreadf("say one colour for the letters, e.g. \"make the title yellow\" (the box and outline keep their style's)")
		}
		if (f.verb == "raise" || f.verb == "lower") && !f.has("up", "down") && leavesVertical(f) {
			// "the label a bit lower and yellow": "lower" is its way in the
			// frame, as without the colour (only the colour changed)
			f.mods = append(f.mods, verbWay(f.verb))
		}
		return "update text", nil
	}
	if (f.verb == "extend" || contains(f.verbs, "extend")) && (f.nounIs("video", "everything") || onlyUnreferredPronoun(f, r)) && !f.nounIs("clip", "broll", "logo", "text", "music", "audio", "voice", "sticker") {
		// "make it 3 seconds longer" with nothing before "it" is the video
		// too (everything after 3 s was removed)
		// "extend the video by 5 seconds", "make the video 5 seconds
		// longer": everything after 5 s was removed
		return "", &cannot{"the video gets longer only by lengthening or adding something in it; say e.g. \"make the last clip 3 seconds longer\" or \"add a file at the end\""}
	}
	if (f.verb == "delete" || f.verb == "cut") && f.has("half") && len(f.times) == 0 && len(f.targets) == 1 && !f.targets[0].pron {
		// "remove half of the interview", "sacale la mitad a la entrevista":
		// which half? (the whole interview was deleted); "cut the interview
		// to half" is half its length
		if halfAfterTo(f) {
			return "timing", nil
		}
		if levelHalved(f) {
			return "volume", nil // halvedlevel.go
		}
		what := f.targets[0].said
		return "", &question{fmt.Sprintf("Which half of %s: the first or the second? Say e.g. \"remove the second half of %s\".", what, what)}
	}
	switch f.verb {
	case "delete":
		if f.nounIs("music", "audio", "voice") && (amountGiven(f) || f.hasProp("volume")) {
			return "volume", nil
		}
		return "delete", nil
	case "kill":
		if f.nounIs("music", "audio", "voice") || f.hasProp("volume") {
			return muteIntent(f), nil
		}
		return "delete", nil
	case "drop":
		if intent, ok, err := dropToLevel(f, r); ok {
			return intent, err
		}
		if f.nounIs("music", "audio", "voice") && amountGiven(f) || percentTo(f) && everyTarget(f, r, heardOnly) {
			// "drop it to 30%" of the crowd noise, "drop the birds to 20%":
			// a level of a sound (it was deleted)
			return "volume", nil
		}
		if indefinite(f) {
			return addIntent(f, r)
		}
		if lowered(f) || len(f.pos) > 0 {
			return "place", nil // "drop the heart lower", "drop the logo down a bit": a move (it was deleted)
		}
		return "delete", nil
	case "cut":
		if f.parts > 0 {
			return "split", nil // "cut the beach into three parts" (it was deleted)
		}
		if (f.nounIs("everything") || hasWord(f, "todo", "everything")) && slices.ContainsFunc(f.times, func(te timeExpr) bool { return te.kind != "point" }) && !halfSaid(f) {
			return "delete", nil // "cut everything after the interview": it goes (it was split at 70 s)
		}
		if len(f.times) == 1 && saidAsLength(f.times[0]) {
			// "cut 10 seconds", "cut 5 seconds from the interview": how much,
			// or where? (it split at 10 s, or the interview at 5 s)
			at := secs(f.times[0].a.sec)
			return "", &question{fmt.Sprintf("Split at %s, or take %s out (from where)? Say e.g. \"cut at %s\" or \"cut the first %s\".", at, at, at, at)}
		}
		if middleAsThing(f) {
			// "cut the middle": a part of it out, of no said length (it split at 46 s)
			return "", &question{fmt.Sprintf("Split in the middle (at %s), or take a part of the middle out? Say e.g. \"split in the middle\" or \"cut from 40 to 50\".", secs(r.total()/2))}
		}
		if onlyPoints(f) || halfSaid(f) {
			return "split", nil // "cut at 5", "cut the interview in half"
		}
		if len(f.times) == 1 && f.times[0].kind == "point" && len(f.targets) > 0 && !f.nounIs("video", "everything") {
			if f.nounIs("clip") || everyTarget(f, r, func(t target) bool { return t.track == timeline.TrackMain }) {
				return "split", nil // "cortá la playa en el 10": a clip named by its file, as "the beach clip" (it ended there)
			}
			return "timing", nil // "cut the music at 20": it ends there
		}
		return "delete", nil
	case "trim":
		if len(f.targets) > 0 && !f.nounIs("video", "everything") && (durationGiven(f) || onlyPoints(f) || pointsOnly(f)) {
			return "timing", nil
		}
		if len(f.targets) == 0 || f.nounIs("video", "everything") || pronOnly(f) {
			if durationGiven(f) || onlyPoints(f) {
				return "trim to", nil
			}
		}
		return "delete", nil
	case "split":
		if len(f.times) == 1 && f.times[0].kind == "point" && f.times[0].bare && (f.times[0].prep == "in" || f.times[0].prep == "en" || f.times[0].prep == "into") {
			// "split the beach in 3": at 3 s, or in three? (it split at 3 s)
			n := f.times[0].a.sec
			return "", &question{fmt.Sprintf("Split at %s, or into %g parts? Say e.g. \"split at %s\" or \"split into %g parts\".", secs(n), n, secs(n), n)}
		}
		return "split", nil
	case "keep":
		if onlyHeardKept(f, r) {
			return "mute others", nil // "dejá sólo la voz en off": the rest is not heard (the video was cut to the voice)
		}
		if len(f.targets) > 0 && !f.nounIs("video", "everything", "part") && (spanWhole(f) || durationGiven(f) || untilGiven(f)) {
			return "timing", nil
		}
		if len(f.targets) > 0 && len(f.times) > 0 && !f.nounIs("video", "everything", "part") &&
			everyTarget(f, r, func(t target) bool { return t.track != timeline.TrackMain }) {
			// "keep the heart as long as the label", "keep the logo from 10
			// to 20": the thing's time (the video was cut down to 5–9 s)
			return "timing", nil
		}
		if ok, ask := keptForAThing(f, r); ok {
			// "keep the heart up for the whole luna clip": the heart's time
			// is the clip's (the rest of the video was removed)
			return "timing", nil
		} else if ask {
			// "keep the heart sticker the luna clip": for its time, or only
			// those two? (the rest of the video was removed)
			return "", &question{fmt.Sprintf("Should %s show while %s plays, or keep only the part with them? Say e.g. \"keep %s on during %s\".", f.targets[0].said, f.targets[1].said, f.targets[0].said, f.targets[1].said)}
		}
		if len(f.targets) > 1 && !f.nounIs("video", "everything", "part") && !everyTarget(f, r, func(t target) bool { return t.track == timeline.TrackMain }) {
			// "move the pin to the top right and keep it there the whole
			// drone shot": a sticker, a text or a sound kept beside a clip
			// is kept on for it; cutting the video down to them removed
			// everything else (keptForAThing reads the forms it knows)
			return "", &question{fmt.Sprintf("Should %s show while %s plays, or keep only the part with them? Say e.g. \"keep %s on during %s\".", f.targets[0].said, f.targets[1].said, f.targets[0].said, f.targets[1].said)}
		}
		return "keep", nil
	case "add", "put", "write", "show", "apply", "pop":
		if f.verb == "show" && len(f.times) == 0 && againSaid(f) && len(f.targets) == 1 && !f.targets[0].pron && f.targets[0].det != "a" && !f.hasTextContent() {
			return "show", nil // "mostrá el logo de nuevo": unhide it (no second copy on top of it)
		}
		if showAgain(f) && (f.verb != "add" || everyTarget(f, r, func(t target) bool { return t.track != timeline.TrackMain && t.el.Visual != nil })) {
			// "show the logo again at the end": a second time, the first stays;
			// "add the logo again" too, where it was placed (it added a full-frame logo)
			return "duplicate", nil
		}
		if f.overClip && f.verb == "add" {
			return placeOrMove(f), nil // "overlay the b-roll on the interview from 10 to 14": the one there (a second was added)
		}
		return addIntent(f, r)
	case "move":
		if len(f.times) >= 2 && slices.ContainsFunc(f.times, func(t timeExpr) bool { return t.kind == "range" }) &&
			slices.ContainsFunc(f.times, func(t timeExpr) bool { return t.kind != "range" && t.kind != "duration" }) {
			// "move the monogram to the end, from 50 to 60": a place in
			// time and a stretch, which one? (the stretch was dropped)
			return "", &question{fmt.Sprintf("Move it %s, or %s? Say one of them.", f.times[0].said, f.times[len(f.times)-1].said)}
		}
		if levelOfASound(f, r) {
			return "volume", nil
		}
		return moveIntent(f)
	case "extend", "shorten", "last", "start", "end":
		if f.verb == "end" && (len(f.targets) == 0 || f.nounIs("video", "everything")) {
			return "trim to", nil
		}
		if f.verb == "start" && len(f.targets) == 0 {
			return "", unreadf("say what should start then (e.g. \"start the music at 5\")")
		}
		return "timing", nil
	case "lower", "raise":
		return levelIntent(f, r)
	case "mute":
		if f.hasProp("visible", "invisible") && !f.nounIs("audio") {
			// "turn off the visibility of the main track"; "silenciá la pista
			// de audio y ocultá la pista principal", whose second clause
			// keeps the first's verb (both were muted)
			return "hide", nil
		}
		if switchedOff(f) && effectsNamed(f, r) {
			// "turn off the sepia", "apagá el filtro": a look switched off
			// is taken away (it was read as a sound: "nothing meant has
			// sound")
			return "delete", nil
		}
		if switchedOff(f) && looksAsThings(f, r) {
			return "delete", nil // "turn the black and white off", "apagá el blanco y negro"
		}
		return muteIntent(f), nil
	case "unmute":
		return "unmute", nil
	case "hide":
		if disabledSound(f) {
			return muteIntent(f), nil
		}
		if effectCovers(f, r) {
			return "timing", nil // "la viñeta que cubra todo el video": how long it lasts, not hidden
		}
		if reachedNotHidden(f) {
			return "", unreadf("say which effect should reach it, e.g. \"que la viñeta abarque también el final\"")
		}
		return "hide", nil
	case "unhide":
		return "show", nil
	case "rotate", "flip", "scale", "blend", "center":
		if spinning(f) {
			return "", unreadf("a turn that goes on (\"que gire\") is an animation, which basic mode does not make; say the angle, e.g. \"girá el corazón 90 grados\"")
		}
		return "look", nil
	case "fade":
		if amountGiven(f) || f.hasProp("transparent", "opacity") {
			return "look", nil
		}
		return "", unreadf("%s", noReasons["fade"])
	case "duplicate":
		return "duplicate", nil
	case "effect", "invert":
		if f.verb == "invert" && f.hasProp("horizontal", "vertical") && len(f.targets) > 0 {
			// "invertí el logo horizontalmente": a mirror, not a negative
			f.verb = "flip"
			f.effects = slices.DeleteFunc(f.effects, func(e string) bool { return e == "invert" })
			return "look", nil
		}
		if f.verb == "invert" && len(f.effects) == 0 {
			f.effects = append(f.effects, "invert")
		}
		if colouredText(f, r) {
			return "update text", nil
		}
		return "effect", nil
	case "caption":
		return "captions", nil
	}
	return genericIntent(f, r)
}

// onlyHeardKept: "leave only the voice-over", "dejá sólo la música": only
// sounds are named, with "only" and no time.
func onlyHeardKept(f *frame, r *resolver) bool {
	only := hasWord(f, "only", "solo", "just", "unicamente", "solamente") || strings.Contains(f.verbSaid, "solo")
	return only && len(f.times) == 0 && everyTarget(f, r, heardOnly)
}

// heardOnly: an element heard and not seen (a song, a voice, a noise).
func heardOnly(t target) bool { return t.el.Audio != nil && t.el.Visual == nil }

// percentTo: the clause says a level to reach ("to 30%", "al 30%").
func percentTo(f *frame) bool {
	return slices.ContainsFunc(f.amounts, func(a amount) bool { return a.kind == "percent" && a.prep == "to" })
}

// participleLook: the look a participle of the clause says ("mirrored",
// "flipped", "rotated"), or "".
func participleLook(f *frame) string {
	for _, t := range f.c.toks {
		if l, ok := t.get(cVerb); ok && (l.val == "flip" || l.val == "rotate") && strings.HasSuffix(t.text, "ed") {
			return l.val
		}
	}
	return ""
}

// spinning: "que el corazón gire", "haz que el logo rote" with no angle
// say a motion (it spins), not a turn to an angle (it was turned 90°,
// once "haz" and "hacé" were read as the fillers they are).
func spinning(f *frame) bool {
	if f.verb != "rotate" || !contains([]string{"gire", "giren", "rote", "roten"}, f.verbSaid) || turnSaid(f) || numberAmount(f) > 0 {
		return false
	}
	return !slices.ContainsFunc(f.amounts, func(a amount) bool { return a.kind == "degrees" })
}

// quoteThereAppears: "el '1996' que aparezca recién cuando termina el
// título", "que 'Fin' aparezca a los 38": with no verb of adding, a quote
// that is word for word a text there, said to appear at a time, is when
// that text comes on (a copy of it was added).
func quoteThereAppears(f *frame, r *resolver) bool {
	if f.verb != "" || !f.hasProp("visible") || len(f.quotes) > 1 || !f.hasTextContent() || len(f.times) == 0 || indefinite(f) ||
		len(f.pos) > 0 || len(f.colors) > 0 || f.style != "" {
		return false
	}
	return textNamed(r, f.textContent())
}

// verblessNewThing: a clause with no verb that only names one new thing,
// with "a", and where or when it goes — "a star sticker in the top left",
// "una estrella arriba a la izquierda", "a text "Hola" at the top from 20
// to 25" — asks for it to be added ("there is no a star sticker", or
// which of the texts there are "a text" is).
func verblessNewThing(f *frame) string {
	if f.verb != "" || len(f.targets) != 1 || f.targets[0].det != "a" || f.targets[0].first > wishLead(f.c.toks) {
		return ""
	}
	switch n := f.targets[0]; {
	case n.sticker != "":
		return "add sticker"
	case n.kind == "text" && f.hasTextContent():
		return "add text"
	}
	return ""
}

// disabledSound: "desactivá el sonido de la pista de audio", "disable
// the audio track": switching off what is only heard mutes it (every
// element was hidden).
func disabledSound(f *frame) bool {
	if !strings.HasPrefix(f.verbSaid, "desactiv") && !contains([]string{"disable", "deactivate", "toggle off"}, f.verbSaid) || len(f.targets) == 0 {
		return false
	}
	return !slices.ContainsFunc(f.targets, func(n np) bool {
		_, track := audioTrackSaid(n)
		return !track && n.aspect != "audio" && !soundKind(n.kind)
	})
}

// colouredText: a colouring verb with a colour, said of texts only
// ("pintá el texto de bienvenida de rojo", "colorea el título de azul",
// "paint the welcome text red", "...y después pintalo de rojo") gives
// their letters that colour, as "make the text red" does; a tint over
// the picture does not colour a text (it was a red tint over the whole
// video, or "an effect covers the whole picture").
func colouredText(f *frame, r *resolver) bool {
	if len(f.colors) != 1 || len(f.effects) != 1 || f.effects[0] != "tint" || len(f.times) > 0 {
		return false
	}
	if !everyTarget(f, r, func(t target) bool { return t.el.Text != nil }) {
		return false
	}
	f.effects = nil
	return true
}

// elementTimesOnly: every time the clause says is an element named after
// "a", "de", "from" ("a la entrevista"), not a span or a moment.
//
// "on" and "en" said of clips are whose too: "kill the audio on all the
// clips", "sacá el audio en todos los clips" (the clips were read as the
// whole video's time, and the music went silent with them); "on the
// title" stays a time.
func elementTimesOnly(f *frame) bool {
	for _, te := range f.times {
		if te.kind != "anchor" || te.a.anchor == nil || te.a.anchor.kind == "part" || te.first == 0 {
			return false
		}
		before := f.c.toks[te.first-1]
		if !before.word("a", "al", "de", "del", "to", "from", "of", "off") &&
			!(before.word("on", "en") && contains([]string{"clip", "video", "broll"}, te.a.anchor.kind)) {
			return false
		}
	}
	return true
}

// addIntent: add, put, show, write, apply.
func addIntent(f *frame, r *resolver) (string, error) {
	if len(f.quotes) > 0 && insteadOfSaid(f) && f.nounIs("text") && !indefinite(f) || len(f.quotes) == 2 && insteadOfSaid(f) && textNamed(r, f.quotes[0]) ||
		oldQuoteSaid(f) && textSays(r, f.quotes[0]) {
		whereItSaysRead(f)
		return "update text", nil // "pone "verano" en lugar del título": its words (a second title was added)
	}
	if len(f.quotes) == 2 && (oldQuoteSaid(f) || insteadOfSaid(f)) && !textSays(r, f.quotes[0]) && !textNamed(r, f.quotes[0]) {
		// "write 'Bye' instead of 'Hi'" where no text says "Hi": which
		// text? (a new text "Bye" was added)
		return "", &notFound{fmt.Sprintf("there is no text %q on the timeline", strings.TrimSpace(f.quotes[0]))}
	}
	put := f.verb == "put" || f.verb == "show" || f.verb == "move"
	if f.verb == "apply" && len(f.effects) == 0 && !f.hasTextContent() && !indefinite(f) && existing(f, r) && f.hasProp(lookProps...) {
		// "give the logo 30% transparency", "dale 40% de opacidad al
		// corazón": how a thing there is looks (a second logo was added)
		return "look", nil
	}
	if blendPut(f, r) {
		return "look", nil // "el recuadro ponelo con fusión multiplicar" (putlook.go)
	}
	if put && f.hasProp("silent") && !indefinite(f) && existing(f, r) && len(f.times) == 0 {
		return "mute", nil // "poné la entrevista en silencio"
	}
	if quoteThereAppears(f, r) {
		return "timing", nil
	}
	if _, _, ok := besideText(f, r); ok && (put || f.verb == "move") {
		return "update text", nil // "put the date above the names"
	}
	// "put the 'Welcome' title at the bottom": a text that is there
	if f.hasTextContent() {
		// or in a colour ("poné el texto "Welcome" en rojo": a second
		// one was added, white)
		if put && !indefinite(f) && len(f.quotes) == 1 && textNamed(r, f.quotes[0]) && (len(f.pos) > 0 || len(f.times) > 0 || len(f.colors) > 0) {
			return "update text", nil
		}
		if f.verb == "show" && !indefinite(f) && f.textContent() == "" {
			return "show", nil
		}
		return "add text", nil
	}
	if captionsAsked(f) {
		return "captions", nil
	}
	if q := overAnOverlay(f, r); q != nil && (f.nounIs("sticker") || saysSticker(f)) {
		return "", q // "put the logo on top of the heart": the heart there is (a second heart was added)
	}
	if f.nounIs("sticker") || saysSticker(f) {
		if put && !indefinite(f) && stickerThere(f, r) && (f.nounIs("sticker") || slices.ContainsFunc(f.targets, func(n np) bool { return n.sticker != "" })) {
			// "poné el corazón en el medio": the heart there is (a new one
			// was added), also after another thing ("put the logo and the
			// heart on the left" added a heart)
			return placeOrMove(f), nil
		}
		return "add sticker", nil
	}
	if f.nounIs("text") {
		if !indefinite(f) && existing(f, r) {
			if f.verb == "show" && len(f.pos) == 0 && len(f.times) == 0 {
				return "show", nil
			}
			return placeOrMove(f), nil
		}
		return "", unreadf("say the text to add in quotes, e.g. add a title \"Hello\"")
	}
	if len(f.effects) > 0 && (f.verb == "apply" || !indefiniteMedia(f)) {
		return "effect", nil // "add a blur to the b-roll", "apply a cool filter"
	}
	if f.nounIs("effect") {
		return "", unreadf("which effect? Basic mode knows black and white, sepia, blur, vignette, invert, sharpen, brighter, darker, contrast, saturation, warm, cool and tint")
	}
	if overAnElement(f, r) {
		if overlayVerb(f) {
			// "overlay the b-roll on the city clip": the one there goes
			// there (a second b-roll was added)
			return placeOrMove(f), nil
		}
		// "put the logo over the beach clip": while it plays
		return addIntent(f, r)
	}
	if q := overAnOverlay(f, r); q != nil {
		return "", q
	}
	if q := mainClipOver(f, r); q != nil {
		return "", q
	}
	if pipAsked(f) && !indefinite(f) && len(f.targets) == 1 && len(f.pos) > 0 {
		// "put the b-roll in the top right corner as picture in picture":
		// the b-roll there is already an overlay; it goes to the corner
		if ts, err := r.elements(f.targets[0]); err == nil && len(ts) > 0 && ts[0].track == timeline.TrackOverlay {
			return placeOrMove(f), nil
		}
	}
	if pipAsked(f) {
		for _, n := range f.targets {
			if _, err := r.asset(n); err == nil {
				return "add media", nil // "show the city clip as a picture in picture"
			}
		}
	}
	if put && !indefinite(f) && existing(f, r) && videoStackSaid(f) != "" && len(f.times) == 0 {
		return "stack", nil // "put the logo on top of everything"
	}
	if put && !indefinite(f) && existing(f, r) {
		if f.verb == "show" && len(f.pos) == 0 && len(f.times) == 0 && !f.nounIs("overlay") {
			return "show", nil
		}
		// "poner música de fondo": the music there is says which file
		if f.nounIs("music", "audio", "voice") && len(f.pos) == 0 && len(f.times) == 0 && len(f.props) == 0 && !amountGiven(f) && !f.has("double", "triple") {
			return "add media", nil
		}
		// "poné el volumen de la música en 20%", "put the logo at 50% opacity": a setting;
		// "ponela al doble" of the music: a multiple of its volume (it asked where to move it)
		if f.hasProp("volume") || (f.nounIs("music", "audio", "voice") || soundOnly(f, r)) && (amountGiven(f) || f.has("double", "triple")) && len(f.pos) == 0 {
			return "volume", nil
		}
		for _, p := range f.props {
			if contains(lookProps, p) && p != "visible" {
				return genericIntent(f, r)
			}
		}
		return placeOrMove(f), nil
	}
	if f.verb == "apply" && !indefinite(f) && existing(f, r) && (f.nounIs("music", "audio", "voice") || soundOnly(f, r)) && f.has("full", "min") {
		return "volume", nil // "dale la música a tope": all of its sound
	}
	if f.verb == "apply" && !indefinite(f) && existing(f, r) {
		// "give a turn to the logo": something to give the logo there is,
		// not a second logo (one was added)
		return "", unreadf("say what to give %s: a size, a place, an angle, an opacity or a look", f.targets[0].said)
	}
	if len(f.targets) > 0 {
		return "add media", nil
	}
	if len(f.effects) > 0 {
		return "effect", nil
	}
	return "", unreadf("say what to add: a text in quotes, a sticker, an effect or a file of the project")
}

// placeOrMove: a place in the frame moves it there; a time moves it then.
func placeOrMove(f *frame) string {
	if f.has("later", "earlier") {
		return "move"
	}
	if f.nounIs("text") && !mixedTargets(f) && !nudge(f, placeOf(f)) {
		return "update text"
	}
	if len(f.pos) > 0 || f.has("up", "down", "smaller", "bigger") || f.hasProp("fullscreen", "size") {
		if len(f.times) > 0 && !f.nounIs("overlay") {
			return "place+move"
		}
		return "place"
	}
	if f.nounIs("track") || destinationTrack(f) != nil {
		return "move"
	}
	if f.verb == "put" && endEdgeSaid(f) && atTheEnd(f.c.toks[f.times[0].first]) {
		return "move" // "put the logo at the end (of the interview)": it ends where the video (the interview) does
	}
	if spanWhole(f) || untilGiven(f) || durationGiven(f) || (f.verb == "show" || f.verb == "put" || f.overClip) && (closedSpan(f) || edgeStretch(f)) {
		return "timing" // "show the logo during the whole interview"
	}
	return "move"
}

// edgeStretch: "the first 2 seconds", "the last 3 seconds": a stretch of
// time, not a moment ("show the logo only for the first 2 seconds").
func edgeStretch(f *frame) bool {
	for _, t := range f.times {
		if t.kind == "first" || t.kind == "last" {
			return true
		}
	}
	return false
}

// moveIntent: move, shift, slide.
func moveIntent(f *frame) (string, error) {
	if videoStackSaid(f) != "" && len(f.times) == 0 {
		return "stack", nil // "bring the logo to the front"
	}
	if f.has("later", "earlier") {
		return "move", nil // "move the subtitle one second earlier"
	}
	if f.nounIs("text") && !mixedTargets(f) && (len(f.pos) > 0 || f.has("up", "down")) && !nudge(f, placeOf(f)) {
		return "update text", nil // a nudge ("un poco a la izquierda") is a place: it went to the edge
	}
	if len(f.pos) > 0 || f.has("up", "down") {
		if len(f.times) > 0 {
			return "place+move", nil
		}
		return "place", nil
	}
	if f.nounIs("text") && !mixedTargets(f) {
		return "update text", nil
	}
	if f.overClip && closedSpan(f) {
		// "move the b-roll over the interview from 10 to 14": the span it
		// plays there (it was moved from 10 to 14, to start at 14)
		return "timing", nil
	}
	return "move", nil
}

// levelIntent: lower/raise the music (volume), the brightness (an
// effect), the title (its place).
func levelIntent(f *frame, r *resolver) (string, error) {
	switch {
	case f.hasProp("color") && !f.nounIs("music", "audio", "voice") && len(f.effects) == 0:
		// "boost the colors of the beach clip", "bajale los colores"
		if f.verb == "lower" {
			f.effects = append(f.effects, "desaturate")
		} else {
			f.effects = append(f.effects, "saturate")
		}
		return "effect", nil
	case f.nounIs("music", "audio", "voice") || f.hasProp("volume"):
		return "volume", nil
	case lookToALevel(f, r) || lookOfAClipToALevel(f, r):
		return "update effect", nil // "el brillo bajalo a 10" where a brightness effect is
	case lookThereLowered(f, r):
		return "update effect", nil
	case len(f.effects) > 0:
		return "effect", nil
	case f.nounIs("effect") || len(f.targets) > 0 && effectsNamed(f, r):
		// "bajá la viñeta", "suavizá la viñeta": the one there is, weaker
		// (it was read as a sound: "nothing meant has sound")
		return "update effect", nil
	case f.hasProp("opacity", "transparent"):
		return "look", nil
	case f.hasProp("size"):
		if !f.has("bigger", "smaller") && !slices.ContainsFunc(f.amounts, func(a amount) bool { return a.prep != "by" }) {
			// "increase the size of the logo (by 50%)", "aumentá el tamaño
			// del logo": the verb says which way ("say how it should
			// look"; by 50% it was set to 50%)
			f.mods = append(f.mods, map[string]string{"raise": "bigger", "lower": "smaller"}[f.verb])
		}
		return "look", nil
	case (f.nounIs("text", "logo", "image", "broll", "overlay", "sticker") || saysSticker(f) && existing(f, r)) && !f.hasProp("volume"):
		return raisedInFrame(f, f.nounIs("text")), nil
	case !f.hasProp("volume") && everyTarget(f, r, silentPicture):
		// "agregá un texto "chau" y subí el último", "raise the last one":
		// no kind said, but every thing meant is a picture with no sound
		// (a text, a sticker, an image), so up or down is in the frame, as
		// "raise the logo" is; a clip with sound keeps the volume reading.
		// A text goes to its row as "subí el texto de bienvenida" does
		// (it stepped a tenth when no kind was said: two meanings for one
		// verb on one text); a sticker or an image steps a tenth.
		return raisedInFrame(f, everyTarget(f, r, isText)), nil
	}
	return "volume", nil
}

// frameHalf: "cut the right half", "recortá la mitad izquierda": a side of
// the picture, not a part of the time (it was refused as not understood,
// with "right" left out).
func frameHalf(f *frame) bool {
	cutting := f.verb == "delete" || f.verb == "cut" || f.verb == "trim" || f.verb == "crop"
	return cutting && f.has("half") && hasWord(f, "left", "right", "izquierda", "derecha", "top", "bottom", "upper",
		"superior", "inferior", "arriba", "abajo", "lower half", "upper half")
}

// isText: a text element.
func isText(t target) bool { return t.el.Text != nil }

// silentPicture: a thing drawn in the frame that makes no sound.
func silentPicture(t target) bool { return t.el.Visual != nil && t.el.Audio == nil }

// heightComplaint reads "too low" / "too high" said of pictures with no
// sound as where they sit ("the subtitles are too low": subtitles were
// asked of the transcriber; "the logo is too low": "nothing meant has
// sound"): the way the other way, as "raise the logo" is. The lexicon reads
// the phrases as loudness, which they are of a sound.
func heightComplaint(f *frame, r *resolver) {
	if f.verb != "" || !f.has("louder", "quieter") || f.hasProp("volume") || !everyTarget(f, r, silentPicture) {
		return
	}
	raw := fold(f.c.raw)
	verb := ""
	switch {
	case f.has("louder") && firstPhrase(raw, "too low", "muy bajo", "muy baja", "muy bajos", "muy bajas", "demasiado bajo", "demasiado baja") != "":
		verb = "raise"
	case f.has("quieter") && firstPhrase(raw, "too high", "muy alto", "muy alta", "muy altos", "muy altas", "demasiado alto", "demasiado alta") != "":
		verb = "lower"
	default:
		return
	}
	f.verb, f.complained = verb, true
	f.mods = slices.DeleteFunc(slices.Clone(f.mods), func(m string) bool { return m == "louder" || m == "quieter" })
}

// raisedInFrame is the intent of raise or lower said of a picture: a way
// in the frame. A text goes to the row that way (top, bottom), however it
// was named; other pictures step a tenth of the frame.
func raisedInFrame(f *frame, text bool) string {
	if leavesVertical(f) {
		// "bajá el título", "raise the subtitle", "the logo a bit
		// lower": a way in the frame; "subí el logo un poco y a la
		// derecha": up as well as right (it only moved right)
		f.mods = append(f.mods, verbWay(f.verb))
	}
	f.raisesText = text
	if text && !nudge(f, placeOf(f)) {
		return "update text"
	}
	return "place" // "subí el título un poquito": a small move, not to the edge
}

// saysNamesText: "el que dice Thanks", "the text that says Welcome",
// "el texto que dice "first, the starter"": the words name a text there is,
// said in the indicative after "the" ("un texto que diga Hola", "a text
// that says Hi" are new ones). The text becomes the clause's target (a
// red "Thanks" was added; the others asked which text).
func (f *frame) saysNamesText(r *resolver) {
	toks := f.c.toks
	i := f.saysAt
	if i < 1 || f.verb == "add" || f.verb == "write" || indefinite(f) || !saysOfExisting(toks, i) {
		return
	}
	said, quoted := f.text, -1
	if said == "" && i+1 < len(toks) && toks[i+1].kind == tQuote {
		said = toks[i+1].text
		quoted = slices.Index(f.quotes, said)
	}
	if said == "" {
		return
	}
	j := i - 1 // where the reference starts: "el", "the text", "the one"
	for j > 0 && !toks[j].has(cDet) {
		j--
	}
	var hits []target
	for _, t := range all(r.p) {
		if t.el.Text != nil && (strings.Contains(fold(t.el.Text.Content), fold(said)) || r.namedBy(t, nameWords(said))) {
			hits = append(hits, t)
		}
	}
	if len(group(hits)) != 1 {
		return // none or several: as before (a new text, or which one)
	}
	// named by its words, not given as new words (a trail reads as a text
	// to add)
	n := np{said: strings.TrimSpace(f.prompt[toks[j].pos:toks[i].end]) + " " + said, det: "the", kind: "text",
		names: nameWords(hits[0].el.Text.Content), first: j, end: i + 1}
	kept := f.targets[:0]
	for _, t := range f.targets {
		if t.kind != "text" || t.first < j || t.first > i {
			kept = append(kept, t) // the text noun before "que dice" is this one
		}
	}
	f.targets = append(kept, n)
	f.text = ""
	if quoted >= 0 {
		f.quotes = slices.Delete(f.quotes, quoted, quoted+1)
	}
}

// halfOrHalfway: "poné la música a la mitad": a sound "at half" is its
// volume as much as its time (the music was moved to start at 46 s), an
// overlay's its size. "a la mitad del video", "la mitad del volumen" say
// which. It returns what would be halved, "" when the clause is clear.
func halfOrHalfway(f *frame, r *resolver) string {
	if f.verb != "" && f.verb != "put" && f.verb != "make" || len(f.targets) != 1 || len(f.times) != 1 ||
		len(f.amounts) > 0 || f.hasProp("volume") || hasWord(f, "video", "timeline", "clip", "volumen") {
		return ""
	}
	t := f.times[0]
	if t.kind != "span" || t.a.span != "halfway" || t.a.anchor != nil || !strings.Contains(fold(t.said), "mitad") {
		return "" // "at the middle" is a time
	}
	switch {
	case everyTarget(f, r, func(t target) bool { return t.track == timeline.TrackAudio }):
		return "volume"
	case everyTarget(f, r, func(t target) bool { return t.track != timeline.TrackMain && t.el.Audio == nil && t.el.Visual != nil }):
		// "el corazón a la mitad": half its size as much as halfway (it
		// was moved to 46 s)
		return "size"
	}
	return ""
}

// startOrLength: "el logo 5 segundos", "the heart 5 seconds": a thing
// and a number of seconds with no preposition, which is as much a start
// as a length, or for a move a place as a distance (the logo was moved to
// 5 s, a second heart added at 5 s).
func startOrLength(f *frame, r *resolver) (float64, bool) {
	// the verbs that say neither: "poné el logo 5 segundos", "dejá el
	// corazón 3 segundos", "add a star 5 seconds", "move the heart 2
	// seconds" (moved to 2 s, 4 s earlier)
	if !contains([]string{"", "put", "show", "make", "move", "add"}, f.verb) || len(f.targets) != 1 || len(f.times) != 1 ||
		len(f.pos) > 0 || len(f.effects) > 0 || len(f.amounts) > 0 || len(f.mods) > 0 || f.hasTextContent() {
		return 0, false
	}
	for _, p := range f.props {
		if p != "visible" {
			return 0, false
		}
	}
	if f.verb == "add" {
		if !indefinite(f) || f.targets[0].sticker == "" {
			return 0, false // a new sticker only: a file added "5 seconds" is its start
		}
	} else if indefinite(f) || !existing(f, r) {
		return 0, false
	}
	if !saidAsLength(f.times[0]) {
		return 0, false
	}
	return f.times[0].a.sec, true
}

// lengthAfterComplaint: after a complaint of how long a thing lasts ("the
// arrival clip drags, make it 5 seconds", "it's too short, make it 8
// seconds", "el timelapse se hace largo, dejalo en 8 segundos"), seconds
// said with their unit and no "at" (Spanish "en" is kept) are its new
// length; the time becomes that length. Without the complaint "make the
// clip 6 seconds" is still asked (start at 6, or last 6).
func lengthAfterComplaint(f *frame, r *resolver) bool {
	if f.dative && f.verb == "add" && f.verbAt >= 0 && len(f.times) > 0 && len(f.targets) == 1 && existing(f, r) {
		// "el logo dura poco, agregale 3 segundos", "sumale 3 segundos":
		// 3 more (a second logo was added at 3 s: silent); "… al final"
		// says where, which is where "longer" adds them
		if t := f.times[0]; t.kind == "point" && t.a.set && t.a.anchor == nil && endsInAUnit(t.said) && t.prep == "" {
			if len(f.times) == 1 || len(f.times) == 2 && bareEdgeOf(f.times[1]) == "end" {
				f.reread("add", "extend")
				f.times = []timeExpr{{kind: "duration", prep: "by", dur: t.a.sec, said: t.said, first: t.first}}
				return true
			}
			// "agregale 3 segundos al principio": seconds given at another
			// edge are not read (a copy was added there: silent)
			f.unknown = append(f.unknown, f.times[1].said)
		}
	}
	if f.c.lasted == "" && lengthState(f.c.toks) == "" && !secondsGiven(f) || len(f.times) != 1 || contains(f.verbs, "start") || contains(f.verbs, "end") {
		return false
	}
	if f.has("more", "less") || moreByTheLength(f) {
		return false // "give it 3 more seconds": longer by that, not that long
	}
	t := f.times[0]
	if !contains([]string{"", "put", "make", "keep", "shorten", "trim", "extend"}, f.verb) && !secondsGiven(f) || len(f.targets) != 1 || len(f.pos) > 0 ||
		len(f.effects) > 0 || len(f.amounts) > 0 || f.hasTextContent() || indefinite(f) || !existing(f, r) {
		return false
	}
	if t.kind != "point" || !t.a.set || t.a.anchor != nil || !endsInAUnit(t.said) ||
		!contains([]string{"", "a", "to"}, t.prep) && !strings.HasPrefix(fold(t.said), "en ") {
		// "dejalo en 8 segundos" is that long; "at 8 seconds" is when
		return false
	}
	f.times[0] = timeExpr{kind: "duration", dur: t.a.sec, said: t.said, first: t.first}
	return true
}

// bareEdgeOf is the video's start or end said alone ("al final"): "start",
// "end" or "".
func bareEdgeOf(t timeExpr) string {
	if t.kind != "span" || t.a.anchor != nil || t.a.span != "start" && t.a.span != "end" {
		return ""
	}
	return t.a.span
}

// secondsGiven: seconds given to a thing ("give it 8 seconds", "give the
// medals photo 6 secs", "dale 5 segundos", "ponele 6 segundos a la foto"):
// how long it lasts, with or without a complaint before (refused: "say
// what to give", "say what to add", or asked "start at 6s, or last 6s?").
// "give"/"dar" say no time of their own; "poner" only with the thing glued
// on as "le" (to it); "agregale/sumale 3 segundos" are 3 more, never a
// length of 3 (they shortened the logo to 3 s: silent). lengthAfterComplaint
// keeps the rest of its checks:
// one thing there, one time with its unit, no "at".
func secondsGiven(f *frame) bool {
	return f.verbAt >= 0 && (f.verb == "apply" || f.dative && f.verb == "put")
}

// saidAsLength: a moment said the way a length is ("5 seconds", "10
// segundos": no "at", no clock form, the unit after the number), which
// may be either.
func saidAsLength(t timeExpr) bool {
	// "20 seconds in" is a moment counted from the start: not a length
	return t.kind == "point" && t.prep == "" && !t.bare && t.a.set && t.a.anchor == nil && !strings.Contains(t.said, ":") &&
		!strings.HasSuffix(fold(t.said), " in") &&
		t.said != "" && (t.said[0] >= '0' && t.said[0] <= '9' || !strings.HasPrefix(fold(t.said), "sec") && !strings.HasPrefix(fold(t.said), "seg"))
}

// anotherOfOne: "otro logo al final", with no verb: another of the one
// thing of that name there is, which is a copy of it ("put another logo"
// adds the file).
func anotherOfOne(f *frame, r *resolver) bool {
	if f.verb != "" || len(f.targets) != 1 || !contains(f.targets[0].mods, "another") || f.targets[0].sticker != "" || f.hasTextContent() {
		return false
	}
	n := f.targets[0]
	n.mods = slices.DeleteFunc(slices.Clone(n.mods), func(m string) bool { return m == "another" })
	ts, err := r.elements(n)
	return err == nil && len(ts) == 1 && ts[0].track == timeline.TrackOverlay
}

// moreOrLessSeconds: a thing there and "N segundos más/menos", with no
// verb or a verb that says nothing of time ("el logo 2 segundos más",
// "poné el título 2 segundos menos"): it lasts that much longer or
// shorter. The seconds, read as a point, become the length to add.
func moreOrLessSeconds(f *frame, r *resolver) bool {
	if !(oneThingAndTime(f, r) || shownMoreOrLess(f, r)) || !f.has("more", "less") || !secondsSaid(f) {
		return false
	}
	t := f.times[0]
	if t.kind != "point" || t.prep != "" || !t.a.set || t.a.anchor != nil {
		return false
	}
	f.times[0] = timeExpr{kind: "duration", dur: t.a.sec, said: t.said, first: t.first}
	return true
}

// shownMoreOrLess: the thing is said to show ("que el título se vea un
// segundo más", "que el logo aparezca 2 segundos más"): seen that much
// longer (it was moved to 1 s: silent).
func shownMoreOrLess(f *frame, r *resolver) bool {
	props := slices.DeleteFunc(slices.Clone(f.props), func(p string) bool { return p == "visible" })
	return len(props) == 0 && len(f.props) > 0 && f.verb == "" &&
		len(f.targets) == 1 && len(f.times) == 1 && len(f.pos) == 0 && len(f.effects) == 0 && !f.hasTextContent() && !indefinite(f) && existing(f, r)
}

// oneThingAndTime: the clause names one thing there is and one time, with
// no verb or only "put"/"make", and no place, look or text ("el logo 2
// segundos más", "el corazón al 50").
func oneThingAndTime(f *frame, r *resolver) bool {
	return contains([]string{"", "put", "make"}, f.verb) && len(f.targets) == 1 && len(f.times) == 1 && len(f.pos) == 0 &&
		len(f.effects) == 0 && len(f.props) == 0 && !f.hasTextContent() && !indefinite(f) && existing(f, r)
}

// levelSaidAsTime: the clause's one time is a bare number out of 100 after
// "al", "a", "to" or "at" ("que se vea menos, al 30", "less visible, at
// 30"): a level said the way a time is (the logo was moved to 30 s).
func levelSaidAsTime(f *frame) bool {
	if len(f.times) != 1 {
		return false
	}
	t := f.times[0]
	return t.kind == "point" && t.bare && t.a.set && t.a.anchor == nil && t.a.sec > 0 && t.a.sec <= 100 && (t.prep == "to" || t.prep == "at")
}

// secondsOrPercent: a bare number after "al", "a" or "to" set on a thing
// with no sound ("el corazón al 50", "pon el logo al 50", "set the logo
// to 50") is a time or a percent (its opacity or size): Spanish says a
// time "en el 50", "a los 50", "en el segundo 50", and a level "al 50"
// (the heart was moved to 50 s). A sound "al 50" is its volume.
func secondsOrPercent(f *frame, r *resolver) (float64, bool) {
	if !oneThingAndTime(f, r) || len(f.amounts) > 0 {
		return 0, false
	}
	t := f.times[0]
	if t.kind != "point" || !t.bare || !t.a.set || t.a.anchor != nil || t.a.sec <= 0 || t.a.sec > 100 || !levelPrepAt(f.c.toks, t.first) {
		return 0, false
	}
	ts, err := r.elements(f.targets[0])
	if err != nil || len(ts) == 0 {
		return 0, false
	}
	for _, x := range ts {
		if x.el.Audio != nil || x.el.Visual == nil {
			return 0, false
		}
	}
	return t.a.sec, true
}

// levelPrepAt: the time phrase at token i opens with "al", "a" or "to"
// right before its number.
func levelPrepAt(toks []token, i int) bool {
	if i < len(toks) && toks[i].kind != tWord {
		i-- // the phrase is the number alone; the preposition is before it
	}
	return i >= 0 && i+1 < len(toks) && toks[i].word("al", "a", "to") && toks[i+1].kind == tNumber
}

// textMeant: the clause is about texts, named as such or as "it" after a
// clause that acted on one ("change the welcome text to "Hola" and make it
// red": the colour was refused).
func textMeant(f *frame, r *resolver) bool {
	return f.nounIs("text") || pronOnly(f) && everyTarget(f, r, isText)
}

// namedTextOnly: the one thing said is named by its words, not its kind,
// and only one text holds them ("change the thanks for watching to 'See
// you next week!'": "say what to change", as "the thanks for watching
// text" was not; "for" parts the words into two names of the same text).
func namedTextOnly(f *frame, r *resolver) bool {
	if len(f.targets) == 0 || indefinite(f) || !everyTarget(f, r, isText) {
		return false
	}
	one := ""
	for _, n := range f.targets {
		ts, err := r.elements(n)
		if len(n.names) == 0 || err != nil || len(ts) != 1 || one != "" && ts[0].id != one {
			return false
		}
		one = ts[0].id
	}
	return true
}

// keptLonger: a thing kept, left on or made to stay for a length more ("keep
// the logo 5 more seconds", "dejá el logo 5 segundos más", "make the logo
// stay on screen 3 more seconds").
func keptLonger(f *frame) bool {
	if !f.has("more") || len(f.times) != 1 || !endsInAUnit(f.times[0].said) {
		return false
	}
	return f.verb == "keep" || strings.HasPrefix(f.verbSaid, "dej") || contains(f.verbs, "last") && moreByTheLength(f)
}

// growsAtTheEnd drops "at the end" said after a length more: "hold the
// kitchen shot 3 more secs at the end" says where it grows, not a second
// time (it was made to last 3 s).
func growsAtTheEnd(f *frame) {
	if f.has("more") && len(f.times) == 2 && endsInAUnit(f.times[0].said) && bareVideoEnd(f.times[1]) {
		f.times = f.times[:1]
	}
}

// bareVideoEnd: "at the end", "al final", with nothing said it is the end of.
func bareVideoEnd(t timeExpr) bool {
	return t.a.span == "end" && t.a.anchor == nil && t.b == (timeVal{}) && t.dur == 0
}

// moreByTheLength: "more" is said with the length, "3 more seconds", "3
// seconds more" (not "que el logo dure más, unos 12 segundos": about 12 s
// long).
func moreByTheLength(f *frame) bool {
	said := fold(f.times[0].said)
	if slices.ContainsFunc(strings.Fields(said), func(w string) bool { return w == "more" || w == "mas" }) {
		return true
	}
	raw := fold(f.c.raw)
	i := strings.Index(raw, said)
	if i < 0 {
		return false
	}
	next := strings.Fields(raw[i+len(said):])
	return len(next) > 0 && (next[0] == "more" || next[0] == "mas")
}

// keepOnlyDuring: "keep"/"dejá" an element "only" for a span of time.
// colourSaid: the clause speaks of colours or tones ("muted colours").
func colourSaid(f *frame) bool {
	return firstPhrase(fold(f.c.raw), "color", "colour", "colores", "tones", "tonos", "look") != ""
}

// exceptTime: the clause's one time is said as left out ("except the first
// 5 seconds", "menos los últimos 10 segundos").
func exceptTime(f *frame) bool {
	return len(f.times) == 1 && f.times[0].except
}

// voiceFileMeant: "quitale la voz de sofia" where her voice is a file of
// its own (voz-sofia.wav): the file is taken away, as "delete sofia's
// voiceover" does, not muted.
func voiceFileMeant(f *frame, r *resolver) bool {
	return len(f.targets) == 1 && contains(f.targets[0].mods, "voice") &&
		everyTarget(f, r, func(t target) bool { return t.track == timeline.TrackAudio })
}

// switchedOff: the verb says a switch turned off ("turn off", "switch
// off", "apagá"), which a look takes as well as a sound; "mute" and
// "silence" are said of sounds only.
func switchedOff(f *frame) bool {
	said := fold(f.verbSaid)
	return strings.HasPrefix(said, "turn") || strings.HasPrefix(said, "switch") || strings.HasPrefix(said, "shut") ||
		strings.HasPrefix(said, "apag")
}

// muteIntent: a sound silenced ("mute the music", "kill the music"), for a
// time when one is said.
func muteIntent(f *frame) string {
	if rangeSaid(f) && len(f.amounts) == 0 {
		// "mute the music for the last 3 seconds", "kill the music after
		// 20": its volume to 0 there
		f.amounts = append(f.amounts, amount{"percent", 0, "to"})
		return "volume"
	}
	if whileStretchAtEdge(f) && len(f.amounts) == 0 {
		// "mute the music while nico is talking at the start": the edge
		// says which of his stretches, as "set the music to 0 while …"
		// reads it (it was refused: "would leave out while nico is
		// talking, at the start")
		f.amounts = append(f.amounts, amount{"percent", 0, "to"})
		return "volume"
	}
	if onlyMoments(f) && len(f.amounts) == 0 {
		// "mute the music when the logo appears", "silenciá la música en el
		// 10": its volume to 0 from then, as "bajá la música cuando aparece
		// el logo" is read (it asks until when when a picture appears; it
		// was refused: "would leave out when the logo appears")
		f.amounts = append(f.amounts, amount{"percent", 0, "to"})
		return "volume"
	}
	for _, a := range f.amounts {
		if a.kind == "percent" {
			return "volume" // "mute the music to 20%": down to it
		}
	}
	return "mute"
}

// whileStretchAtEdge: the times said are a stretch ("while nico is
// talking", "mientras habla hector") and an edge of the video beside it
// ("at the start", "al final") that says which of its stretches.
func whileStretchAtEdge(f *frame) bool {
	if len(f.times) != 2 {
		return false
	}
	w, e := f.times[0], f.times[1]
	if w.kind != "anchor" {
		w, e = e, w
	}
	return w.kind == "anchor" && w.a.edge == "whole" && w.a.anchor != nil &&
		e.kind == "span" && (e.a.span == "start" || e.a.span == "end")
}

// onlyMoments: the times said are moments, a second ("at 10") or where a
// thing starts or ends ("when the logo appears", "when the interview
// ends"), and at most how long from there ("for 3 seconds").
func onlyMoments(f *frame) bool {
	moments := 0
	for _, t := range f.times {
		switch {
		case t.kind == "point" || t.kind == "anchor" && (t.a.edge == "start" || t.a.edge == "end"):
			moments++
		case t.kind == "duration":
		default:
			return false
		}
	}
	return moments > 0
}

// keepSaid: the verb keeps what is there ("keep", "dejá", "last"), so
// "only" cuts an element down to a time rather than showing it then.
func keepSaid(f *frame) bool {
	return f.verb == "keep" || f.verb == "make" && strings.HasPrefix(f.verbSaid, "dej") || f.verb == "last"
}

func keepOnlyDuring(f *frame) bool {
	// "keep the logo only...", "dejá el logo solo...", "make the music last
	// only...", "the music only...", "play the music only during the interview"
	keep := keepSaid(f) || f.verb == "" || f.verb == "make" && f.hasProp("visible")
	if !keep || !f.has("only") || len(f.targets) == 0 || f.nounIs("video", "everything", "part") || len(f.times) != 1 || levelWithOnly(f) {
		return false
	}
	switch te := f.times[0]; {
	case contains([]string{"first", "last", "range", "anchor", "from", "until"}, te.kind):
		return true
	case te.kind == "span" && (te.a.span == "firsthalf" || te.a.span == "secondhalf"):
		return true // "play the song only during the first half" (it was moved to the middle)
	}
	return false
}

// effectsNamed: every thing the clause names is an effect on the timeline,
// found by its name ("make the vignette stronger").
func effectsNamed(f *frame, r *resolver) bool {
	return everyTarget(f, r, func(t target) bool { return t.el.Effect != nil })
}

// effectOnItsClips: the first thing named is an effect on the timeline and
// the others are the clips it lies over ("make the blue tint on the
// cooldown way more subtle", "the vignette of the city clip weaker"): the
// clips say which effect, they are not a second thing to change (it was
// refused: "say what to change").
func effectOnItsClips(f *frame, r *resolver) bool {
	if len(f.targets) < 2 {
		return false
	}
	effects, err := r.elements(f.targets[0])
	if err != nil || len(effects) == 0 || slices.ContainsFunc(effects, func(t target) bool { return t.el.Effect == nil }) {
		return false
	}
	for _, n := range f.targets[1:] {
		clips, err := r.elements(n)
		if err != nil || len(clips) == 0 {
			return false
		}
		for _, c := range clips {
			if c.track != timeline.TrackMain || !slices.ContainsFunc(effects, func(e target) bool { return e.el.Start < c.el.End() && c.el.Start < e.el.End() }) {
				return false
			}
		}
	}
	return true
}

// whereThingIs: "where the logo is", "donde está el logo": a picture over
// the video, with a place of its own on the screen, anchors the clause by
// "where", which may mean that place or that time.
func whereThingIs(f *frame, r *resolver) (np, bool) {
	said := false
	for _, t := range f.c.toks {
		if t.word("where", "donde", "en donde", "to where", "a donde", "adonde") {
			said = true
		}
	}
	var anchor *np
	for _, te := range f.times {
		if te.a.anchor != nil {
			anchor = te.a.anchor
		}
	}
	if !said || anchor == nil || len(f.targets) == 0 {
		return np{}, false
	}
	ts, err := r.elements(*anchor)
	if err != nil || len(ts) != 1 || ts[0].track != timeline.TrackOverlay || ts[0].el.Visual == nil {
		return np{}, false
	}
	v := ts[0].el.Visual
	return *anchor, v.X != 0 || v.Y != 0 // a picture off the centre: a place of its own
}

// matchedTo: "as … as", "tan … como", "igual de … que": a setting given
// by another thing's, with a word or two between; or measured against it,
// "bigger than", "más grande que", "twice as big as".
func matchedTo(f *frame) bool {
	toks := f.c.toks
	for i, t := range toks {
		if comparedAt(toks, i) {
			return true
		}
		if !t.word("as", "tan", "igual de", "just as", "twice as") {
			continue
		}
		for j := i + 2; j < len(toks) && j <= i+3; j++ {
			if toks[j].word("as", "como", "que") {
				return true
			}
		}
	}
	return false
}

// comparedAt: "than"/"que" right after a comparative, with at most one
// word between ("bigger than", "more transparent than", "más grande que").
func comparedAt(toks []token, i int) bool {
	if !toks[i].word("than", "que") {
		return false
	}
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		if toks[j].has(cMod, "more", "less", "bigger", "smaller") {
			return true
		}
	}
	return false
}

// takesBackLook: a removal or an undo said of a setting of the look, not of
// a thing ("remove the transparency", "deshacé la rotación").
func takesBackLook(f *frame) bool {
	if f.verb != "delete" && f.verb != "undo" || f.hasProp("opacity") {
		return false
	}
	return f.hasProp("blendmode", "transparent", "rotation") || contains(f.verbs, "flip")
}

// saidWithout: "without"/"sin" stands right before a word of the given
// property or verb ("el logo sin transparencia", "the logo without
// rotation"): that setting taken away, not asked for.
func saidWithout(f *frame, c cat, vals ...string) bool {
	toks := f.c.toks
	for i := 1; i < len(toks); i++ {
		if !toks[i-1].has(cPrep, "without") {
			continue
		}
		for _, v := range vals {
			if toks[i].has(c, v) {
				return true
			}
		}
	}
	return false
}

// lookProps are the properties update_clip changes.
var lookProps = []string{"invisible", "visible", "transparent", "opaque", "opacity", "upsidedown", "sideways", "fullscreen",
	"size", "blendmode", "tilted", "straight", "rotation", "unflipped"}

// genericIntent: make, set, change, turn, or no verb at all.
func genericIntent(f *frame, r *resolver) (string, error) {
	textTarget := textMeant(f, r)
	if len(f.targets) > 0 && len(f.times) > 0 && (contains(f.verbs, "end") || contains(f.verbs, "start") || contains(f.verbs, "last")) {
		if f.has("later", "earlier") && !contains(f.verbs, "end") && !contains(f.verbs, "last") {
			return "move", nil // "make the subtitle appear 1 second later"
		}
		if len(f.pos) > 0 && !f.nounIs("text") && !mixedTargets(f) {
			return "place+move", nil // "make the logo appear from 5 to 10 in the top left"
		}
		return "timing", nil // "make the music end when the interview ends"
	}
	if v := participleLook(f); f.verb == "make" && len(f.targets) > 0 && v != "" && !f.hasTextContent() {
		// "make the kitchen clip mirrored", "make the logo rotated 90
		// degrees": the participle is the look ("say what to change");
		// "make the logo spin" is a motion, and stays refused
		f.verb = v
		return "look", nil
	}
	if headlineNew(f) {
		return "add text", nil // "title at the very start saying 'X'" (textheadline.go)
	}
	switch {
	case f.verb == "rename" || f.verb == "replace":
		if f.nounIs("effect") {
			return "update effect", nil
		}
		return "update text", nil
	case (f.verb == "make" || f.verb == "") && len(f.quotes) > 0 && (textTarget || textNamed(r, f.quotes[0]) || namedTextOnly(f, r)):
		return "update text", nil
	case (f.verb == "make" || f.verb == "") && f.text != "" && len(f.targets) > 0 && !indefinite(f) && namesText(f, r):
		// "change Welcome to Hi there"; with no verb, "que el welcome diga
		// Hola", "the welcome should say Hi": the text named by its own
		// words (a second text was added over it)
		return "update text", nil
	case textTarget && f.text != "" || textTarget && f.hasTextContent() && f.verb != "" && f.verb != "add":
		if indefinite(f) {
			return "add text", nil
		}
		return "update text", nil
	}
	if f.says(silenceWords) && f.verb == "" {
		return "", unreadf("say what to do with the silences, e.g. \"remove the silences\"")
	}
	if f.hasProp("silent") {
		return "mute", nil
	}
	audio := f.nounIs("music", "audio", "voice") || soundOnly(f, r)
	if audio && sizeOfAClip(f) {
		audio = false // "make the city clip 25% bigger": its size (it was read as its volume)
	}
	if audio && seeThroughOfAClip(f, r) {
		audio = false // "make the kitchen clip see-through, 70%": its opacity (it was read as its volume)
	}
	if audio && pictured(f, r) && percentOnly(f) && numberIsState(f) && !f.hasProp("volume") && f.verb == "" {
		return "", &question{fmt.Sprintf("%s of what: the volume, the opacity or the size? Say e.g. \"the music at 30%%\" or \"the logo at 50%% opacity\".", amountSaid(f))}
	}
	if audio && (amountGiven(f) && !heardAtTime(f) || f.hasProp("volume") || f.has("louder", "quieter", "half", "full", "min")) {
		return "volume", nil
	}
	if f.has("louder", "quieter") && !f.hasProp("volume") && (f.effectTarget() || effectsNamed(f, r) || effectOnItsClips(f, r)) {
		// "hacé la viñeta más fuerte": stronger, said of an effect
		f.mods = append(f.mods, map[bool]string{true: "more", false: "less"}[f.has("louder")])
		return "update effect", nil
	}
	if f.hasProp("volume") || f.has("louder", "quieter") {
		return "volume", nil
	}
	if (f.nounIs("effect") || f.effectTarget() || effectsNamed(f, r) || effectOnItsClips(f, r)) && (f.has("more", "less", "lot", "bit", "bigger", "smaller") || len(f.amounts) > 0) {
		return "update effect", nil
	}
	if lookToALevel(f, r) || lookOfAClipToALevel(f, r) {
		return "update effect", nil // "set the brightness to 10" where a brightness effect is
	}
	if len(f.effects) > 0 && !f.nounIs("music", "audio", "voice") {
		return "effect", nil
	}
	for _, p := range f.props {
		if contains(lookProps, p) {
			if p == "invisible" {
				return "hide", nil
			}
			if p == "visible" && len(f.times) == 0 && f.hasProp("duration") {
				// "the title is too long on screen": how long it shows, not
				// whether (it answered "already shown")
				what := "it"
				if len(f.targets) > 0 {
					what = f.targets[0].said
				}
				return "", unreadf("say how long it should show, e.g. \"make %s last 3 seconds\"", what)
			}
			if p == "visible" && len(f.times) == 0 && len(f.pos) > 0 && !f.has("bigger", "smaller") && len(f.targets) > 0 && !indefinite(f) && existing(f, r) {
				// "que el sol aparezca abajo a la derecha", "los nombres que
				// salgan arriba": where a thing there is shows, as "show the
				// sun at the bottom right" reads (the place was left out)
				return placeOrMove(f), nil
			}
			if p == "visible" && len(f.times) == 0 && !f.has("bigger", "smaller") {
				return "show", nil
			}
			if p == "visible" && (closedSpan(f) || untilGiven(f) || durationGiven(f)) && len(f.targets) > 0 {
				if len(f.pos) > 0 && !f.nounIs("text") {
					return "place+move", nil // "make the logo appear from 5 to 10 in the top left"
				}
				return "timing", nil // "que el logo aparezca durante toda la entrevista"
			}
			if p == "visible" {
				continue
			}
			return "look", nil
		}
	}
	for _, a := range f.amounts {
		if a.kind == "degrees" || a.kind == "factor" {
			return "look", nil
		}
	}
	if f.has("bigger", "smaller", "double") && (!audio || pictured(f, r)) && !(textTarget && f.style != "") {
		// a text's style said too is read by "update text" ("make the label
		// bigger and bold" dropped the bold)
		return "look", nil // "hacé la playa más chica": a clip with sound has a picture too
	}
	if f.has("double", "triple") && audio && !pictured(f, r) {
		// "la música al doble": a multiple of a sound with no picture is
		// its volume (it had no verb to read)
		return "volume", nil
	}
	if f.verb == "" && saysSticker(f) && !textTarget && len(f.quotes) == 0 && !definiteSaid(f) && !existing(f, r) {
		// "sun sticker top left for the first 3 seconds", "estrella arriba
		// a la izquierda": a sticker said with no verb, none on the
		// timeline, is one to add, as "a sun sticker top left" is (it was
		// "there is no sun sticker on the timeline"); "the star top left"
		// is one there should be, and stays refused
		return "add sticker", nil
	}
	if len(f.pos) > 0 || f.has("up", "down") {
		if textTarget {
			return "update text", nil
		}
		if len(f.targets) > 0 {
			return placeOrMove(f), nil
		}
	}
	if quoteThereAppears(f, r) {
		return "timing", nil
	}
	if f.verb == "" && f.hasTextContent() && !trailNamesThere(f, r) {
		if said := commandTrail(f); said != "" {
			return "", commandTrailAsked(said) // commandtrail.go
		}
		return "add text", nil
	}
	if (f.verb == "" || f.verb == "make") && saysSticker(f) {
		if !indefinite(f) && existing(f, r) && (durationGiven(f) || spanWhole(f) || untilGiven(f)) {
			// "el corazón por 5 segundos": the heart there is, as "the logo
			// for 5 seconds" (a second heart was added)
			return "timing", nil
		}
		if !indefinite(f) && existing(f, r) && len(f.times) == 0 && len(f.targets) > 1 && f.targets[0].sticker != "" {
			// "the heart on the logo", "el corazón sobre el logo": the heart
			// there is, placed by another thing, as "put the heart on the
			// logo" is (a second heart was added at the sticker corner)
			return placeOrMove(f), nil
		}
		if (f.verb == "make" || f.verb == "") && !indefinite(f) && existing(f, r) && len(f.times) == 0 {
			// "haz que el corazón gire": the heart there is does something
			// basic mode did not read (a second heart was added)
			return "", unreadf("say what to change about %s: its place, size, look or how long it lasts", f.targets[0].said)
		}
		if !(!indefinite(f) && existing(f, r) && len(f.times) > 0) {
			return "add sticker", nil
		}
		// "make the heart start when the label ends": the heart there is,
		// read as the logo would be (a second heart was added)
	}
	if len(f.targets) > 0 && (durationGiven(f) || spanWhole(f) || untilGiven(f)) {
		return "timing", nil
	}
	if textTarget && f.style != "" {
		return "update text", nil
	}
	if len(f.targets) > 0 && percentOnly(f) {
		if audio {
			return "volume", nil
		}
		return "", &question{fmt.Sprintf("%s of what: the volume, the opacity or the size? Say e.g. \"the music at 30%%\" or \"the logo at 50%% opacity\".", amountSaid(f))}
	}
	if len(f.targets) > 0 && (closedSpan(f) || edgeStretch(f) && f.verb == "") && !f.nounIs("video", "everything") {
		// "el logo de 3 a 8": when it shows (it was moved to 8); "la viñeta
		// en los últimos 20 segundos" (it was moved to 92 s, past the end)
		return "timing", nil
	}
	if len(f.targets) > 0 && len(f.times) > 0 && !f.nounIs("video", "everything") {
		return "move", nil
	}
	if f.verb == "" && len(f.targets) == 0 && len(f.times) > 0 {
		return "", unreadf("say what to do at that time (remove, split, add a title...)")
	}
	if f.verb == "" {
		return "", unreadf("no verb or edit I know")
	}
	return "", unreadf("say what to change: its text, place, size, volume, look, or how long it lasts")
}

// lowered: "down", or "lower" said after the thing ("drop the heart
// lower": further down, as "más abajo" is).
func lowered(f *frame) bool {
	if f.has("down") {
		return true
	}
	for i, t := range f.c.toks {
		if t.word("lower") && len(f.targets) > 0 && i > f.targets[0].first {
			f.mods = append(f.mods, "down", "more")
			return true
		}
	}
	return false
}

// atTheEnd: "at the end", "al final" (a place in time), not "until the end".
func atTheEnd(t token) bool {
	// "in the final of the video" (a learner's "at the end")
	return t.word("at the end", "al final", "at the very end", "en el final", "in the end", "in the final") || t.word(nearTheEnd...) ||
		t.has(cPrep, "at", "in") && !t.word("to", "until", "hasta")
}

// namesText: a target of the clause is a text of the project.
func namesText(f *frame, r *resolver) bool {
	for _, n := range f.targets {
		if ts, err := r.elements(n); err == nil && len(ts) > 0 && ts[0].el.Text != nil {
			return true
		}
	}
	return false
}

// overAnElement reads "put the logo over the beach clip", "poné el logo
// sobre la entrevista": the first element, already on an overlay track,
// goes where the second plays. The second becomes the time; it reports
// whether it changed the frame.
func overAnElement(f *frame, r *resolver) bool {
	if len(f.targets) != 2 || !(f.has("over") || onto(f.c.toks, f.targets[1].first)) || f.has("pip") {
		return false
	}
	first, second := f.targets[0], f.targets[1]
	ts, err := r.elements(first)
	if err != nil || len(ts) == 0 || ts[0].track != timeline.TrackOverlay || first.det == "a" || contains(first.mods, "another") || second.det == "a" || second.pron {
		return false
	}
	under, err := r.elements(second)
	if err != nil || !everyOn(under, timeline.TrackMain) {
		// over the logo, the heart or a title is in front of it, not a time
		return false
	}
	f.targets = f.targets[:1]
	f.overClip = true
	if len(f.times) == 0 && (f.verb != "add" || overlayVerb(f)) && len(ts) == 1 && playsWithin(ts[0].el, under) {
		// "overlay the b-roll on the interview" where it already plays
		// over it, and its file is too short to fill the interview: where
		// it is (a second b-roll was added at 0); a logo fills it
		el := ts[0].el
		f.times = append(f.times, timeExpr{kind: "range", a: timeVal{sec: el.Start.Seconds(), set: true},
			b: timeVal{sec: el.End().Seconds(), set: true}, said: second.said, first: second.first})
	}
	if len(f.times) == 0 {
		f.times = append(f.times, timeExpr{kind: "anchor", a: timeVal{anchor: &second, edge: "whole"}, prep: "during", said: second.said, first: second.first})
	}
	// with a time ("put the b-roll over the interview from 10 to 14"), the
	// clip under it is only where: the overlay there moves to that time (a
	// second, small copy was added)
	kept := f.mods[:0]
	for _, m := range f.mods {
		if m != "over" {
			kept = append(kept, m)
		}
	}
	f.mods = kept
	return true
}

// playsWithin: el plays entirely while a clip under it plays, and its
// file is too short to last as long as that clip.
func playsWithin(el *timeline.Element, under []target) bool {
	for _, u := range under {
		if u.el.Start <= el.Start && el.End() <= u.el.End() && el.SourceDuration > 0 && el.SourceDuration < u.el.Duration {
			return true
		}
	}
	return false
}

// overlayVerb: the add said as "overlay", which says where a thing goes
// as much as that it is new ("superponé" too: it added a second b-roll).
func overlayVerb(f *frame) bool {
	return strings.HasPrefix(f.verbSaid, "overlay") || strings.HasPrefix(f.verbSaid, "superp")
}

// onto: the word before the noun phrase at i (its articles skipped) puts
// a thing on it ("on the interview", "onto the clip", "en la entrevista").
func onto(toks []token, i int) bool {
	k := i - 1
	for k >= 0 && toks[k].has(cDet) {
		k--
	}
	return k >= 0 && toks[k].word("on", "onto", "upon", "en")
}

// overAnOverlay: "put the b-roll on top of the logo", "poné el broll encima
// del logo", both already there and the second not a clip of the main
// track: in front of it, or while it shows? (the b-roll was added again
// as a picture in picture, or moved to the logo's time)
func overAnOverlay(f *frame, r *resolver) *question {
	if !f.has("over") || f.has("pip") || len(f.targets) != 2 || len(f.times) > 0 || f.targets[0].det == "a" || f.targets[1].det == "a" {
		return nil
	}
	first, err1 := r.elements(f.targets[0])
	second, err2 := r.elements(f.targets[1])
	if err1 != nil || err2 != nil || len(first) == 0 || everyOn(second, timeline.TrackMain) {
		return nil
	}
	return &question{fmt.Sprintf("%s in front of %s, or while it shows? Say e.g. \"bring it to the front\" or \"show it from %s to %s\".",
		describe(first), describe(second), secs(second[0].el.Start.Seconds()), secs(second[0].el.End().Seconds()))}
}

// mainClipOver: "put the city b-roll over the interview from 10 to 14",
// the b-roll being a clip of the main track: a copy over the interview
// then, or the clip moved? (a small copy was added in the corner; the
// main track has no room to move it to)
func mainClipOver(f *frame, r *resolver) *question {
	if !f.has("over") || f.has("pip") || len(f.targets) != 2 || len(f.pos) > 0 || f.targets[0].det == "a" || contains(f.targets[0].mods, "another") || f.has("another", "again") {
		return nil
	}
	first, err := r.elements(f.targets[0])
	if err != nil || len(first) == 0 || !everyOn(first, timeline.TrackMain) || first[0].el.AssetID == "" {
		return nil
	}
	under, err := r.elements(f.targets[1])
	if err != nil || len(under) == 0 {
		return nil
	}
	name, a, b := first[0].el.Name, first[0].el.Start.Seconds(), first[len(first)-1].el.End().Seconds()
	return &question{fmt.Sprintf("%s is a clip of the main track (%s–%s). Show a copy of it over %s (say \"add another %s over %s\"), or take it off the main track and put it there?",
		name, secs(a), secs(b), describe(under), name, f.targets[1].said)}
}

// everyOn: every target is on a track of that kind.
func everyOn(ts []target, kind timeline.TrackKind) bool {
	for _, t := range ts {
		if t.track != kind {
			return false
		}
	}
	return len(ts) > 0
}

// mixedTargets: a text and something else ("move the logo and the title
// to 5"): what moves any element moves both.
func mixedTargets(f *frame) bool {
	text, other := false, false
	for _, n := range f.targets {
		switch {
		case n.kind == "text":
			text = true
		case !n.pron && n.kind != "part" && n.det != "a":
			other = true
		}
	}
	return text && other
}

// showAgain: "show the logo again at the end", "poné el logo otra vez al
// final": an element there is, a second time, at a time said.
func showAgain(f *frame) bool {
	if len(f.times) == 0 || len(f.targets) != 1 || f.targets[0].pron || f.targets[0].det == "a" || f.hasTextContent() {
		return false
	}
	return againSaid(f)
}

// nameOfOneThing: "el pin de ubicación", "the pin of the location" name
// one thing with two words of it, joined by "de"/"of"; where both find
// the same things, the second is only more of its name and is dropped,
// so that "el pin de ubicacion quiero que salga también al principio" is
// a second time of the one pin (two things were said, and the pin was
// moved to 0 s).
func nameOfOneThing(f *frame, r *resolver) {
	if len(f.targets) != 2 {
		return
	}
	a, b := f.targets[0], f.targets[1]
	if a.pron || b.pron || a.end < 0 || b.first != a.end+1 || a.end >= len(f.c.toks) || !f.c.toks[a.end].word("de", "del", "of") {
		return
	}
	ta, errA := r.elements(a)
	tb, errB := r.elements(b)
	if errA != nil || errB != nil || len(ta) == 0 || !slices.Equal(ids(ta), ids(tb)) {
		return
	}
	f.targets = f.targets[:1]
}

// againSaid: "again", "de nuevo", "otra vez" (not "back"); "too", "as
// well", "también" after the thing ("el logo también al final": a second
// time; "también mové el logo" is only the next thing to do).
func againSaid(f *frame) bool {
	for i, t := range f.c.toks {
		if t.word("again", "de nuevo", "otra vez", "nuevamente", "once more", "as well") {
			return true
		}
		// "the logo at the end too", but not "she talks too much at the
		// start": a "too" before a word is a degree (the interview was
		// duplicated at 0 s)
		if t.word("too") && (i+1 == len(f.c.toks) || f.c.toks[i+1].kind != tWord) {
			return true
		}
		// "the heart should also appear at the end": right before the verb
		// of the thing said before it, too
		if t.word("tambien", "also") && len(f.targets) > 0 && i > f.targets[0].first && (f.verbAt < 0 || i > f.verbAt || i+1 == f.verbAt) {
			return true
		}
	}
	return false
}

// appearAtEnd: "show the logo at the end", "make it appear at the end",
// "que el logo aparezca al final": an element there is, moved to end with
// the video (it was stretched to last the whole video, or started after it).
func appearAtEnd(f *frame, r *resolver) bool {
	// "it" with a thing before it is that thing ("ocultá el logo y mostralo
	// al final": it was made 92 s long, past the end, and stayed hidden)
	pron := len(f.targets) > 0 && f.targets[0].pron && !(r != nil && r.ctx != nil && len(r.ctx.last) > 0 && !lastIsWholeVideo(r))
	if !endSaid(f) || !atTheEnd(f.c.toks[f.times[0].first]) || len(f.targets) != 1 || f.targets[0].det == "a" || contains(f.targets[0].mods, "another") ||
		pron || f.hasTextContent() || len(f.pos) > 0 || len(f.effects) > 0 {
		return false
	}
	// "el logo al final", "the logo at the end": a thing said with only the
	// end is put there (it was made 92 s long from 2 s, past the end)
	bare := f.verb == "" && len(f.props) == 0 && len(f.mods) == 0 && len(f.amounts) == 0 && !f.nounIs("music", "audio", "voice")
	return f.verb == "show" || bare || contains(f.verbs, "start") && (f.verb == "start" || f.verb == "make" || f.verb == "") || (f.verb == "" || f.verb == "make") && f.hasProp("visible")
}

// newWordsSaid is the words a clause gives a new text, unquoted ("add a
// title Fun Times", "que diga Arial Day"); "" when it gives none.
func newWordsSaid(f *frame) string {
	if f.text != "" {
		return f.text
	}
	for _, n := range f.targets {
		if n.kind == "text" && n.trail != "" && (n.det == "a" || f.verb == "add") {
			return n.trail
		}
	}
	return ""
}

// fontWords name a text's typeface; fontNames are typefaces people ask for;
// fontLooks are letter styles. No tool changes any of them.
var (
	fontWords = []string{"font", "fonts", "typeface", "typography", "letra", "fuente", "fuentes", "tipografia", "tipo de letra"}
	fontNames = []string{"arial", "helvetica", "times new roman", "times", "roboto", "comic sans", "verdana", "georgia", "impact",
		"open sans", "montserrat", "lato", "courier", "calibri", "futura", "garamond", "sans serif", "serif", "monospace"}
	fontLooks = []string{"italic", "italics", "cursiva", "cursivas", "underline", "underlined", "subrayado", "subrayada", "subrayar"}
)

// fontNamedAsWords: the words read as a text's new ones are a font's
// name after a font word ("cambiá la letra del título a comic sans"), so
// they name the font, not new words.
func fontNamedAsWords(f *frame, text string) bool {
	if !contains(fontNames, strings.Join(strings.Fields(fold(text)), " ")) {
		return false
	}
	for _, t := range f.c.toks {
		if t.kind == tWord && contains(fontWords, t.text) {
			return true
		}
	}
	return false
}

// fontRefusal says why a request about a text's font cannot be done:
// "the title's font", "la letra del título", "the title in Arial", "make
// the title italic" (they were "not understood", or the font name was
// pasted as the title's new words, as was "to something nicer"; new words
// are quoted). A font said with what the tools do
// change, "make the title's font bigger", "la letra del título en rojo",
// is that change.
func fontRefusal(f *frame) string {
	if f.verb == "caption" || len(f.quotes) > 0 {
		return ""
	}
	for _, n := range f.targets {
		if !(n.kind == "text" || n.kind == "" || n.pron) || n.sticker != "" || n.effect != "" {
			return "" // "la letra de la canción" is no text on the screen
		}
	}
	raw, words := f.c.raw, f.c.toks
	if text := newWordsSaid(f); text != "" && !fontNamedAsWords(f, text) {
		// "add a title Fun Times": the title's words, not the font Times
		raw = strings.Replace(raw, text, " ", 1)
		if at := strings.Index(f.prompt, text); at >= 0 {
			words = nil
			for _, t := range f.c.toks {
				if t.pos < at || t.end > at+len(text) {
					words = append(words, t)
				}
			}
		}
	}
	said := func(ws []string) string {
		for _, t := range words {
			for _, w := range ws {
				if t.kind == tWord && (t.text == w || strings.HasPrefix(t.text, w+" ") || strings.HasSuffix(t.text, " "+w)) {
					return w
				}
			}
		}
		raw := " " + fold(raw) + " "
		for _, w := range ws {
			if strings.Contains(raw, " "+w+" ") {
				return w
			}
		}
		return ""
	}
	for _, t := range f.c.toks {
		if t.kind == tWord && t.has(cKind, "text") && lyricNoun(t.text) {
			// "las líneas de la letra": a song's words on screen, not
			// the font of a text (it was refused as a font change)
			raw = strings.Replace(raw, f.prompt[t.pos:t.end], " ", 1)
			words = slices.DeleteFunc(slices.Clone(words), func(w token) bool { return w.pos == t.pos })
		}
	}
	for k := 1; k < len(f.c.toks); k++ {
		if t := f.c.toks[k]; t.kind == tWord && t.text == "times" && f.c.toks[k-1].kind == tNumber {
			// "three times bigger": how many times, not the Times font
			raw = strings.Replace(raw, f.prompt[f.c.toks[k-1].pos:t.end], " ", 1)
			words = slices.DeleteFunc(slices.Clone(words), func(w token) bool { return w.pos == t.pos })
		}
	}
	font, name, look := said(fontWords), said(fontNames), said(fontLooks)
	changesWhatTheToolsDo := len(f.colors) > 0 || f.style != "" || f.has("bigger", "smaller") || f.verb == "scale" || len(f.amounts) > 0
	switch {
	case name != "" && (font != "" || f.nounIs("text")):
		return fmt.Sprintf("no tool changes a text's font (%q)%s", name, textCanDo)
	case font != "" && !changesWhatTheToolsDo && (f.hasProp("size") || hasWord(f, "size", "tamano")):
		return "no tool sets a font size in points" + textCanDo
	case look != "":
		return fmt.Sprintf("no tool makes text %s%s", look, textCanDo)
	case font != "" && !changesWhatTheToolsDo:
		return "no tool changes a text's font (typeface)" + textCanDo
	}
	return ""
}

// textCanDo is what the tools change in a text, for a refusal.
const textCanDo = `; basic mode can change a text's size ("make the title bigger"), colour ("make the title red") and style: plain, subtitle, hook (big, bold, yellow) or label`

// middleAsThing: "cut the middle", "cortá el medio": the middle said as a
// thing to cut, not as where ("cut in the middle", "cut it at the middle").
func middleAsThing(f *frame) bool {
	if len(f.times) != 1 || len(f.targets) > 0 && !f.nounIs("video") {
		return false
	}
	te := f.times[0]
	said := fold(te.said)
	return te.kind == "span" && te.a.span == "halfway" && te.prep == "" && te.a.anchor == nil &&
		(strings.Contains(said, "middle") || strings.Contains(said, "medio"))
}

// halfAfterTo: "to half", "a la mitad", "down to half": the half is a new
// length.
func halfAfterTo(f *frame) bool {
	toks := f.c.toks
	for i, t := range toks {
		if t.kind == tWord && t.has(cMod, "half") && i > 0 && (toks[i-1].word("to", "a", "down to", "hasta") || toks[i-1].has(cPrep, "to")) {
			return true
		}
	}
	return false
}

// invertedAfterThing: "blur the beach clip inverted", "el logo invertido":
// "inverted" said after a thing, as how it ends up, may be its colours
// turned negative or the picture mirrored, so it is asked (a colour invert
// was added). Said as the verb ("invert the colours"), with the colours
// ("colores invertidos") or with a side ("invertido horizontalmente") it
// is not asked.
func invertedAfterThing(f *frame) *question {
	toks := f.c.toks
	for i, t := range toks {
		if t.kind != tWord || !t.word("inverted", "invertido", "invertida", "invertidos", "invertidas") {
			continue
		}
		if f.hasProp("horizontal", "vertical") || colourWordNear(toks, i) {
			return nil
		}
		for _, n := range f.targets {
			if n.end <= i && n.kind != "" {
				what := bare(n)
				return &question{fmt.Sprintf("%q inverted: its colours turned negative, or mirrored? Say e.g. \"invert the colours of the %s\" or \"flip the %s\".", what, what, what)}
			}
		}
	}
	return nil
}

// colourWordNear: a word for colours right before or after toks[i]
// ("inverted colours", "colores invertidos").
func colourWordNear(toks []token, i int) bool {
	for _, j := range []int{i - 1, i + 1} {
		if j >= 0 && j < len(toks) && toks[j].word("colors", "colours", "color", "colour", "colores", "negative", "negativo") {
			return true
		}
	}
	return false
}

// quoteIntoText: quoted words put into one text of the project ("put 'Hi
// all' in the welcome text", "poné 'Gracias' en el texto del final", "el
// subtítulo de Ana, ponele 'Ana López'") are its new words: a text is not
// a place to add another one over (a second text was added at its time).
func quoteIntoText(f *frame, r *resolver) bool {
	if !contains([]string{"put", "add", "make", "write", ""}, f.verb) || len(f.quotes) != 1 || len(f.targets) != 1 ||
		len(f.effects)+len(f.sticker)+len(f.pos) > 0 {
		return false
	}
	n := f.targets[0]
	into := contains([]string{"in", "on", "at", "into", "to"}, n.prep) || n.prep == "" && n.first < f.verbAt // "el subtítulo de Ana, ponele 'X'"
	if n.pron || n.kind != "text" || n.det == "a" || n.plural || n.quote != "" || !into {
		return false // "add the text 'THE END'" names the new one
	}
	ts, err := r.elements(n)
	return err == nil && len(ts) == 1 && isText(ts[0])
}

// zoomByAPercent: "zoom in on the city clip 20%", "zoom out the logo
// 10%": a zoom said with a percent and a thing is a change of that
// thing's size by the percent (it was refused as an animated zoom). A
// percent over 100 is the size it goes to ("zoom into the photo, like
// 120%": it was refused), and "a bit", "a little" or "bigger" with no
// number is a step bigger ("zoom in on the dashboard a bit", "hacé zoom
// al gato, que se vea más grande": refused). A zoom with no amount, or
// with a time ("zoom in at 10s"), is still refused: it may mean a move in
// time.
func zoomByAPercent(f *frame) {
	if f.no != "zoom" || len(f.targets) == 0 || f.verb != "" && f.verb != "make" && f.verb != "apply" || len(f.times) > 0 {
		return
	}
	out := hasWord(f, "out", "zoom-out", "alejamiento", "alejalo", "alejala")
	way := "bigger"
	if out {
		way = "smaller"
	}
	switch {
	case slices.ContainsFunc(f.amounts, func(a amount) bool { return a.kind == "percent" && a.v > 0 && a.v < 100 }):
	case !out && len(f.amounts) == 1 && f.amounts[0].kind == "percent" && f.amounts[0].v > 100 && f.amounts[0].v <= 400:
		f.no, f.verb = "", "scale"
		f.amounts[0].prep = "to" // "like 120%": the size it goes to
		f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "bit" })
		return
	case len(f.amounts) == 0 && (f.has("bit", "bigger") && !out || f.has("bit", "smaller") && out):
	default:
		return
	}
	f.no, f.verb = "", "scale"
	if !f.has(way) {
		f.mods = append(f.mods, way)
	}
}

// sizeOfAClip: a clip with sound said with "bigger" or "smaller" and no
// sound word is made bigger or smaller in the frame ("make the city clip
// 25% bigger"); "louder" or "the volume" keep the sound.
// seeThroughOfAClip: how see-through a thing with a picture is said
// ("transparente", "see-through", "opacity"), not its sound.
func seeThroughOfAClip(f *frame, r *resolver) bool {
	return f.hasProp("transparent", "opacity") && !f.hasProp("volume") && !f.has("louder", "quieter") && pictured(f, r)
}

func sizeOfAClip(f *frame) bool {
	return f.has("bigger", "smaller") && !f.has("louder", "quieter") && !f.hasProp("volume") &&
		!f.nounIs("music", "audio", "voice")
}

// keptBefore: the clause before kept only a part ("keep only the first 5
// seconds of the city clip"), so "toss the rest" after it restates that
// keep (the rest of the video after the kept part was cut as well).
func keptBefore(r *resolver) bool {
	return r.ctx != nil && r.ctx.intent == "keep"
}

// onlyPlaysSaid: "cut the kitchen clip so it only plays from 84 to 88",
// "recortá el clip para que solo se vea del 10 al 14", "que el clip de la
// ciudad solo muestre del 75 al 80": after a clip of the video or a sound,
// "only" and a verb of playing or showing say the one stretch of it that
// stays (that stretch was removed instead). A show said before the thing
// ("show the logo only during the b-roll") shows it then, and a picture
// over the video shown only at some time may be moved there: neither is
// this.
func onlyPlaysSaid(f *frame, r *resolver) bool {
	if len(f.targets) != 1 || f.targets[0].end < 0 || len(f.times) != 1 || f.times[0].kind != "range" || f.nounIs("video", "everything", "part") || f.neg {
		return false
	}
	toks := f.c.toks
	only, plays := false, false
	for i := f.targets[0].end; i < len(toks) && i < f.times[0].first; i++ {
		t := toks[i]
		only = only || t.has(cMod, "only")
		plays = plays || t.has(cProp, "visible") || t.has(cVerb, "show", "last") ||
			t.word("play", "plays", "runs", "suene", "suena", "se escuche", "se oiga", "corra", "dure")
	}
	return only && plays && everyTarget(f, r, func(t target) bool {
		return t.track == timeline.TrackMain || t.track == timeline.TrackAudio
	})
}

// silentDuring: "no" or "sin" before a sound, with no verb but one of
// sounding ("que no suene la música"), over a stretch of time: that sound
// is silent then. A picture ("no logo during the interview") or a moment
// is not this; nor is a sound with an amount or a look.
func silentDuring(f *frame, r *resolver) bool {
	if len(f.targets) != 1 || !rangeSaid(f) || len(f.amounts) > 0 || len(f.effects) > 0 || len(f.pos) > 0 {
		return false
	}
	if slices.ContainsFunc(f.props, func(p string) bool { return p != "visible" }) {
		return false // "que no suene", "not heard": playing is said as being seen
	}
	if !(f.nounIs("music", "audio", "voice") || soundOnly(f, r) && f.targets[0].aspect == "audio" || soundTrackOnly(f, r)) {
		return false
	}
	sounding := f.verb == "" || f.verb == "play" || strings.HasPrefix(f.verbSaid, "suen") || strings.HasPrefix(f.verbSaid, "escuch")
	return sounding && (f.neg || f.targets[0].prep == "without")
}

// partGone: a thing laid over the main track (a logo, a text, a sticker, a
// sound) is to disappear or hide for a stretch of time said as a range or
// while another thing runs. A main clip hidden for a while would leave a
// black hole, and stays refused.
func partGone(f *frame, r *resolver) bool {
	said := f.saidFor(cVerb, "end")
	disappear := (f.verb == "end" || f.verb == "make" && contains(f.verbs, "end")) && (strings.HasPrefix(said, "disappear") ||
		strings.HasPrefix(said, "desapare") || strings.HasPrefix(said, "go") || strings.HasPrefix(said, "vanish"))
	if !(disappear || hideSaid(f)) || len(f.targets) != 1 || len(f.times) != 1 || f.neg || (disappear || goingAwaySaid(f.c.toks)) && endsAlongWith(f) {
		return false
	}
	if k := f.times[0].kind; k != "range" && !(k == "anchor" && f.times[0].a.edge == "whole") && !(disappear && (k == "last" || k == "first")) {
		// "que el logo desaparezca en los últimos 5 segundos", "the logo
		// should disappear for the first 3 seconds": gone for those
		// seconds (it was made to run only in them: set 43 v43-122)
		return false
	}
	ts, err := r.elements(f.targets[0])
	if err != nil || len(ts) == 0 {
		return false
	}
	for _, t := range ts {
		if t.track == timeline.TrackMain || hideSaid(f) && t.el.Visual == nil && t.el.Sticker == nil && t.el.Text == nil {
			return false
		}
	}
	return true
}

// hideSaid: "hide the logo", and "ocultá el logo" / "make the logo
// invisible" / "que quede oculto", whose word is the property (no verb,
// a verb of making or of staying).
func hideSaid(f *frame) bool {
	return f.verb == "hide" || f.hasProp("invisible") && contains([]string{"", "make", "set", "put", "leave", "last"}, f.verb)
}

// definiteSaid: a thing is said with "the", "el", "this" (one there is).
func definiteSaid(f *frame) bool {
	for _, n := range f.targets {
		if n.det != "" && n.det != "a" {
			return true
		}
	}
	return false
}

var sayWords = []string{"say", "says", "saying", "speak", "speaks", "sing", "sings", "diga", "digan", "dice", "decir", "diciendo",
	"hable", "hablar", "cante", "cantar", "pronuncie"}

// spokenInAVoice: "make grandma say happy birthday in her voice", "que la
// abuela diga feliz cumpleaños con su voz": words to be spoken, which no
// tool makes (the words were added as a text, "con su voz" and all).
func spokenInAVoice(toks []token) bool {
	said, voice := false, false
	for i, t := range toks {
		if t.kind != tWord {
			continue
		}
		said = said || t.word(sayWords...)
		if t.word("voz", "voice") && i > 0 && (toks[i-1].word("su", "sus", "his", "her", "their", "own", "propia", "la", "a") ||
			i+1 < len(toks) && toks[i+1].word("de", "of")) {
			voice = true
		}
	}
	return said && voice
}

// onlyUnreferredPronoun: the clause's one thing is "it" with nothing
// before it to refer to.
func onlyUnreferredPronoun(f *frame, r *resolver) bool {
	if len(f.targets) != 1 || !f.targets[0].pron {
		return false
	}
	_, err := r.elements(f.targets[0])
	return errors.Is(err, errPronoun)
}

// numberIsState: the amount is a bare number said after "is" ("the cat is
// 2, not 1", "luna es 4"): what something is, a fact for a text perhaps,
// not a level (a clip's volume was set to 2%).
func numberIsState(f *frame) bool {
	toks := f.c.toks
	for i, t := range toks {
		if t.kind == tNumber && i > 0 && toks[i-1].word("is", "es", "are", "son", "esta", "tiene") &&
			(i+1 == len(toks) || !toks[i+1].has(cUnit) && toks[i+1].text != "%") {
			return true
		}
	}
	return false
}

// wayOfASound: a way said of sounds alone, which have no place in the
// frame nor a picture to soften: "bed music down a notch", "the crowd
// up", "take it down to 30 percent" are their level, "ambient track off" mutes them, "make the theme
// music a little softer" is quieter (it was placed: "has no picture to
// place", refused "no verb", or softened as a look: "say what to
// change"). A thing with a picture keeps the old readings.
func wayOfASound(f *frame, r *resolver) (string, bool) {
	if len(f.pos) > 0 || len(f.targets) == 0 || !everyTarget(f, r, heardOnly) {
		return "", false
	}
	// "take it down to 30 percent": the verb of a move with its way
	wayVerb := f.verb == "" || f.verb == "move" && len(f.times) == 0 && contains([]string{"take", "get", "put"}, f.verbSaid)
	switch {
	case f.verb == "" && offParticle(f) && len(f.amounts) == 0:
		return muteIntent(f), true
	case wayVerb && f.has("down"):
		f.mods = append(f.mods, "quieter")
		return "volume", true
	case wayVerb && f.has("up"):
		f.mods = append(f.mods, "louder")
		return "volume", true
	case (f.verb == "" || f.verb == "make") && len(f.effects) == 1 && f.effects[0] == "soft" && !colourSaid(f):
		f.effects = nil
		f.mods = append(f.mods, "quieter")
		return "volume", true
	}
	return "", false
}

// keptForAThing: "keep the heart sticker up for the whole luna clip",
// "dejá el logo visible durante todo el clip de la fiesta": a sticker,
// text or picture kept for a second thing takes that thing's time; the
// second thing becomes the time (it was read as a second thing kept, and
// the rest of the video removed). Only with a word of time between them
// ("for", "through", "during", "por") or the second said whole.
func keptForAThing(f *frame, r *resolver) (ok, ask bool) {
	if len(f.targets) == 3 && len(f.times) == 0 && !f.neg && sameThingOf(f.targets[1], f.targets[2], f.c.toks, r) {
		// "keep the NEW badge on for the whole closeup of the cone": "of
		// the cone" names the closeup again, one thing said twice (the
		// three things were read as the parts to keep, and the rest of the
		// video removed)
		f.targets = f.targets[:2]
	}
	if len(f.targets) != 2 || len(f.times) > 0 || f.neg {
		return false, false
	}
	first, second := f.targets[0], f.targets[1]
	if first.pron || second.pron || second.det == "a" || first.det == "a" {
		return false, false
	}
	ts, err := r.elements(first)
	if err != nil || len(ts) == 0 {
		return false, false
	}
	for _, t := range ts {
		if t.track == timeline.TrackMain || t.track == timeline.TrackAudio {
			return false, false
		}
	}
	if under, err := r.elements(second); err != nil || len(under) == 0 {
		return false, false
	}
	toks := f.c.toks
	timeWord := false
	for i := first.end; i < second.first && i < len(toks); i++ {
		if toks[i].word("and", "y", "e", "plus", "mas", "also", "tambien") {
			return false, false // "keep the heart and the luna clip": two things
		}
		if toks[i].word("for", "through", "over", "sobre", "on", "en", "throughout", "thru", "during", "durante", "por", "across", "along", "while", "mientras", "till", "until", "hasta") {
			timeWord = true
		}
	}
	whole := slices.ContainsFunc(strings.Fields(fold(second.said)), func(w string) bool {
		return w == "whole" || w == "entire" || w == "todo" || w == "toda" || w == "entero" || w == "entera" || w == "completo" || w == "completa"
	})
	if !timeWord && !whole {
		return false, true
	}
	f.targets = f.targets[:1]
	f.times = append(f.times, timeExpr{kind: "anchor", a: timeVal{anchor: &second, edge: "whole"}, prep: "during", said: second.said, first: second.first})
	return true, false
}

// sameThingOf: the second thing follows the first with only "of"/"de"
// between them and names the very same elements ("the closeup of the
// cone", "el clip del nene"), so it only says which one the first is.
func sameThingOf(a, b np, toks []token, r *resolver) bool {
	if a.pron || b.pron || b.det == "a" || b.first < a.end {
		return false
	}
	if b.first-a.end > 1 || b.first > len(toks) {
		return false
	}
	if b.first == a.end+1 && !toks[a.end].word("of", "of the", "de", "del", "de la", "de los", "de las") {
		return false
	}
	if b.first == a.end && !slices.Contains([]string{"of", "de", "del"}, b.prep) {
		return false
	}
	ta, err := r.elements(a)
	if err != nil || len(ta) == 0 {
		return false
	}
	tb, err := r.elements(b)
	if err != nil || len(tb) != len(ta) {
		return false
	}
	for i := range ta {
		if ta[i].id != tb[i].id {
			return false
		}
	}
	return true
}
