package heldout

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/planner"
)

// The score of the planner on this set when the set was written, before
// issue 13's rebuild of basic mode: video 57/116, photo 45/58, 26 silent
// failures (24 video, 2 photo). TestHeldOut fails when the planner passes
// fewer cases or fails silently more often; raise the floors and lower the
// ceiling as the planner improves, never the other way. Measured after
// the rebuild's second pass: video 99/116, photo 54/58, 7 silent; at the
// seventh session's stop: video 102/116, photo 55/58, 7 silent; in the
// eleventh session: video 108/116, photo 55/58, 5 silent; in the
// nineteenth: 4 silent (a photo case now refused); in the twentieth:
// video 109/116.
//
// Every set's floors and ceilings below were raised on 2026-12-03, at the
// twenty-third session's stop, to its figures (each set's comment keeps its
// history before that): set 1 video 110, photo 56, 2 silent; set 3 photo
// 59; set 4 video 100, 4 silent; set 5 video 90, photo 44, 8 silent; set 6
// video 88, photo 47, 8 silent; set 7 video 56, photo 38, 0 silent; set 8
// video 69, photo 39, 1 silent; set 9 video 85, photo 44, 4 silent.
//
// Raised again at the twenty-fourth session's stop (lead2 at 39fad33):
// set 3 video 106; set 4 video 105; set 5 video 94, photo 46, 7 silent;
// set 6 video 94, photo 48, 7 silent; set 7 video 68, photo 39; set 8
// video 83, 0 silent; set 9 video 94, 3 silent; set 10 video 78, photo
// 39, 4 silent; set 11 video 55, photo 37; set 12 video 71, photo 37, 1
// silent. None was lowered.
//
// Raised again at the twenty-fifth session's stop (lead2 at e967169, then
// the last rule of that session): set 2 video 91; set 3 video 110, 2
// silent; set 4 video 108; set 5 video 100, 6 silent;
// set 6 video 97; set 7 video 70; set 8 video 85; set 9 video 96; set 10
// video 87, 2 silent; set 11 video 68, 2 silent; set 12 video 79, 0
// silent; set 13 video 77, 3 silent; set 14 video 72, 3 silent. None was
// lowered.
//
// Raised again at the twenty-sixth session's stop (lead2 at its last merge):
// set 1 video 113, 0 silent; set 3 video 112, photo 60, 1 silent; set 4
// video 109, photo 55; set 5 5 silent; set 6 video 99, photo 49; set 7
// video 73; set 8 video 87; set 9 video 103, 1 silent; set 10 video 92, 1
// silent; set 11 video 75, 1 silent; set 12 video 83, photo 38; set 13
// video 85, photo 39, 2 silent; set 14 video 82, 1 silent; sets 15 (video
// 59, photo 44, 3 silent) and 16 (video 70, photo 39, 2 silent)
// get their first floors (below). None was lowered.
//
// Raised again at the twenty-seventh session's stop (lead2 at 286628d):
// set 3 photo 61; set 4 photo 56, 3 silent; set 5 video 101, photo 47;
// set 6 video 100, 6 silent; set 7 video 75; set 8 video 92, photo 40;
// set 9 video 105; set 10 video 97, photo 40, 0 silent; set 11 video 79,
// photo 38, 0 silent; set 12 video 85; set 13 video 92, 0 silent; set 14
// video 85; set 15 video 79, photo 46, 1 silent; set 16 video 77, photo
// 41, 0 silent; set 17 video 99, photo 45, 0 silent; set 18 video 57,
// photo 38, 3 silent. None was lowered.
//
// Raised again at the twenty-eighth session's stop: set 3 video 114, 0
// silent; set 4 video 111; set 6 video 104; set 7 video 81; set 8 video
// 94; set 9 video 107, 0 silent; set 10 video 101; set 11 video 83, photo
// 39; set 12 video 87, photo 39; set 13 video 94; set 14 video 87; set 15
// video 94, 0 silent; set 16 video 79, photo 42; set 17 photo 46; set 18
// video 71, photo 41, 2 silent; set 19 video 72, photo 39, 6 silent; set
// 20 video 67, 4 silent. None was lowered.
//
// Raised again at the thirtieth session's stop (2026-12-04; the twenty-
// ninth session's work was lost before it landed): set 1 photo 57; set 3
// photo 64; set 4 video 112; set 6 photo 50; set 7 video 85; set 10 video
// 102; set 11 video 86, photo 42; set 12 photo 40; set 14 video 89, 0
// silent; set 15 video 96; set 16 video 83, photo 43; set 17 video 100;
// set 18 video 73, 0 silent; set 19 video 88, photo 41, 0 silent; set 20
// video 79, photo 41, 0 silent. None was lowered.
// Raised again at the thirty-first session's stop (2026-12-04): set 5
// video 102; set 6 video 106; set 8 video 95; set 10 video 103; set 13
// video 95; set 14 video 90; set 15 video 100; set 16 video 86, photo 44;
// set 17 video 103, photo 47; set 18 video 77; set 19 video 89; set 20
// video 84. None was lowered.
// Raised again at the thirty-second session's stop (2026-12-04): set 3
// video 115, photo 66; set 4 video 114; set 5 video 103; set 6 video 109;
// set 7 photo 42; set 8 photo 41; set 9 photo 45; set 10 video 105; set
// 11 video 87, photo 45; set 12 photo 41; set 13 photo 40; set 14 video
// 91; set 15 video 105; set 16 video 93; set 17 video 108; set 18 video
// 82; set 19 video 93, photo 45; set 20 video 91, photo 45; set 21 video
// 81, 2 silent. None was lowered.
//
// Set at the thirty-third session's stop (2026-12-04). Raised: set 4 video
// 115, photo 57, 2 silent; set 7 video 87; set 10 video 106, photo 41;
// set 11 video 88; set 17 video 109; set 19 video 94; set 20 video 93,
// photo 46; set 21 video 102, 0 silent; set 22 (new, written blind to the
// planner) video 107, photo 51, 2 silent. Lowered, each for a reason
// decided on the development sets: set 13 video 95 -> 94 (v13-007 passed
// only because its check matches part of the text: the words after "when
// the boss dies" are an event now, refused, not pasted into the text);
// set 16 video 93 -> 92 (v16-039 wants a new text in the same bottom row
// as the one it goes "under": texts are drawn at a fixed place, so the two
// would overlap; it is refused now); set 5 (blind) video 103 -> 102 and
// silent 5 -> 6, found by counts alone to come from i13vd's rule that a
// deleted picture leaves the sound across it whole (the rule sets 20, 21
// and 22 ask for); the case was not read.
//
// Set at the thirty-fourth session's stop (2026-12-04): 18 raised (set 22
// video 127, photo 52, 0 silent; set 23, new and written blind to the
// planner, video 125, photo 62, 0 silent; blind sets 5 and 6 photo 48 and
// 51; see the closing note). Lowered, decided on the development sets: set
// 9 video 107 -> 106 and set 10 video 106 -> 105: v9-125 "mutea la cama
// musical mientras habla la invitada (del 30 al 50)" and v10-073 "drop the
// music to half while she's talking in the interview" are asked now, by
// i13wa's rule that a moment said by someone talking, with no text that
// says it, is asked (it placed "when ana says hello" wrongly: silent); the
// explicit numbers and "in the interview" are not yet read beside it.
//
// Raised at the fortieth session's stop (2026-12-05): set 5 photo 53; set 7
// video 92, photo 43; set 10 video 108; set 11 video 96; set 13 video 97;
// set 15 video 110; set 16 video 97; set 18 video 90; set 19 video 105,
// photo 46; set 20 video 106; set 21 video 121, photo 48. Set 27's video
// floor was lowered by one (see set 27's constants).
//
// Raised at the forty-fourth session's stop (2026-12-06), measured at
// 4cd798a: set 3 video 123; set 6 video 117; set 16 video 103; set 17
// video 127; set 18 video 96; set 23 video 152; set 24 video 173, 3
// silent; set 25 video 152, 5 silent; set 26 video 137; set 27 video 119,
// photo 57, 4 silent; set 28 video 104, 4 silent; set 29 video 91, photo
// 37, 5 silent; set 30 video 103.
// Raised at the forty-fifth session's stop (2026-12-06), measured at
// 06a0cf1: set 23 video 154; set 24 video 174, 2 silent; set 25 video
// 154; set 27 photo 58, 3 silent; set 28 video 112, 3 silent; set 29
// video 101, 1 silent; set 30 video 107; set 31 video 112, 2 silent; set
// 32 video 95, 2 silent; set 33 video 95, photo 43, 0 silent.
// Raised at the forty-sixth session's stop (2026-12-06), measured at
// b058f71: set 3 video 124; set 4 3 silent; set 6 video 119; set 9 video
// 121; set 11 video 99; set 15 video 119; set 16 video 105; set 17 video
// 129; set 18 video 97; set 19 video 119; set 24 video 176; set 25 video
// 155; set 26 video 138, photo 58; set 27 video 121; set 28 video 119, 1
// silent; set 29 video 105; set 30 video 111; set 31 video 121, 0 silent;
// set 32 video 102, 0 silent; set 33 video 98.
// Raised at the forty-seventh session's stop (2026-12-06), measured at
// 214c8b3: set 1 photo 58; set 5 video 111, photo 54; set 6 video 121;
// set 8 video 101; set 9 video 122; set 11 video 101; set 12 video 95;
// set 14 video 96; set 15 video 122; set 17 video 132; set 18 video 99;
// set 20 video 119; set 21 video 128; set 26 video 140; set 28 photo 35;
// set 29 video 107, photo 38; set 30 photo 32; set 31 video 124; set 32
// video 105; set 33 video 103, photo 44.
// Raised at the forty-eighth session's stop (2026-12-06), measured at
// 7236dd6: set 14 video 97; set 17 video 133; set 18 photo 44; set 19
// video 120; set 20 video 120; set 23 video 155, photo 67; set 28 video
// 121, photo 36, 0 silent; set 29 video 110, 0 silent; set 30 video 112;
// set 31 photo 38; set 32 video 106, photo 38; set 33 video 106.
// Raised at the forty-ninth session's stop (2026-12-06), measured at
// d3be83a, the first with the fixtures' asset descriptions
// (fixturedesc_test.go): set 12 video 96; set 21 video 131; set 23 video
// 159; set 25 video 156; set 26 video 149; set 27 video 126; set 29 video
// 113; set 30 video 122; set 32 video 107; set 33 video 108.
// Raised at the fiftieth session's stop (2026-12-06), measured at 73b189f:
// set 10 video 115; set 12 video 98; set 15 video 123; set 16 video 106;
// set 19 photo 47; set 21 video 134; set 22 video 150; set 23 video 160;
// set 25 photo 61; set 27 video 127; set 28 video 122; set 30 video 123,
// 0 silent; set 31 video 126; set 32 video 109; set 33 video 110.
// Raised at the fifty-first session's stop (2026-12-06), measured at
// 8d4f2c7: set 1 video 115; set 3 video 125; set 7 video 100; set 8 video
// 102; set 9 video 123; set 10 video 116; set 11 video 104; set 12 video
// 100; set 14 video 99; set 16 video 107; set 18 video 100, photo 46;
// set 20 video 121; set 27 video 128; set 28 video 124; set 29 video 114;
// set 30 video 125; set 31 photo 39; set 32 video 112; set 33 video 112.
// Raised at the fifty-second session's stop (2026-12-06), measured at
// 1152ae6: set 7 video 101; set 8 video 103;
// set 9 video 124; set 11 video 106; set 14 video 100; set 16 video 108;
// set 18 video 101; set 19 video 121; set 20 video 122; set 26 video 150,
// 6 silent; set 29 video 115; set 31 video 128; set 33 video 113; the new
// sets 34 and 35 from 0 to their counts (see their comments); set 34
// video 103, 4 silent at 5d63876.
// Raised at the fifty-third session's stop (2026-12-07), measured at
// f482878 with "volalo" then taken back out (three cases probed after):
// set 4 video 117, 2 silent; set 18 video 104; set 20 video 124; set 27
// video 129; set 31 video 129; set 34 video 121, photo 44, 3 silent; the
// new sets 36 and 37 from 0 to their counts (see their comments): set 36
// video 76, photo 42, 3 silent; set 37 video 89, photo 44, 4 silent.
// Set at the fifty-fourth session's stop (2026-12-07), measured at
// 554119f: raised set 24 video 177; set 28 video 125; set 31 video 130;
// set 33 video 114; set 34 video 124, 0 silent; set 36 video 78, 0
// silent; set 37 video 92, 0 silent; the new sets 38 and 39 from 0 to
// their counts (see their comments): set 38 video 93, photo 44, 0 silent;
// set 39 video 84, photo 41, 1 silent. Lowered: set 25 photo 61 -> 60
// (see its floors).
// Raised at the fifty-fifth session's stop (2026-12-07), measured at
// 387b73e: set 16 video 110; set 34 video 125; set 37 photo 45; set 38
// video 95, photo 45; set 39 video 88, photo 42, 0 silent; the new sets 40
// and 41 from 0 to their counts (see their comments): set 40 video 83,
// photo 47, 0 silent; set 41 video 84, photo 44, 0 silent.
// Raised at the fifty-sixth session's stop (2026-12-07), measured at
// a7f0124: set 11 video 107; set 14 video 101; set 19 video 122; set 33
// video 115; set 34 video 126; set 36 video 79; set 37 video 93, photo
// 46; set 38 video 99; set 39 video 89, photo 44; set 40 video 84, photo
// 48; set 41 photo 45; the new sets 42 and 43 from 0 to their counts (see
// their comments): set 42 video 98, photo 43, 1 silent (and 1 errored);
// set 43 video 87, photo 42, 1 silent.
// Raised at the fifty-seventh session's stop (2026-12-07), measured at
// 7994263: set 32 video 113; set 34 video 127; set 37 video 95; set 38
// video 100; set 40 video 88; set 42 video 99, photo 44, 0 silent; the new
// sets 44 and 45 from 0 to their counts (see their comments): set 44 video
// 84, photo 47, 0 silent; set 45 video 80, photo 42, 4 silent.
const (
	floorVideoPass = 115
	floorPhotoPass = 58
	maxSilent      = 0
)

// The second set's floors, measured on 2026-12-02 by helper i13b2 (who
// wrote the set without reading the planner) on lead2 at 1c4c165, the
// set committed before this one scoring: video 84/94, photo 45/55, 2
// silent failures, 1 errored (a planner panic). With the panic fixed
// (bbfacc6, by the lead, from the stack trace alone): video 85/94. With
// the two silent shapes fixed (i13s2, from the shapes alone, never the
// sentences): photo 46/55, 0 silent. In the twentieth session its 16
// refusal shapes were given to helpers (so it is no longer blind for
// them): video 90/94, photo 55/55. Raise the floors and lower the ceiling
// as the planner improves, never the other way.
const (
	floorVideoPass2 = 93
	floorPhotoPass2 = 55
	maxSilent2      = 0
)

// The third set's floors, measured on 2026-12-02 by helper i13b3 (who
// wrote the set without reading the planner) on lead2 at f3ba578, the set
// committed before scoring (a4ec53f): video 78/127, photo 45/67, 9 silent
// failures; after one photo check was fixed (a title placed "top" that the
// text tool moved just below the top band, off the face): photo 46/67, 8
// silent. Its failure shapes (never its sentences) were then given to
// helpers, so it is a development set for them: at the twentieth
// session's stop video 102/127, photo 57/67, 4 silent; at the twenty-first
// session's stop video 104/127, photo 57/67, 4 silent. Raise the floors
// and lower the ceiling as the planner improves, never the other way.
// At the thirty-seventh session's stop the video floor went down to 117
// ("bajale la musica al 15% mientras habla la entrevistada" was refused
// since the naming vocabulary); the thirty-eighth took it back to 118 (a
// role that talks is a voice).
const (
	floorVideoPass3 = 125
	floorPhotoPass3 = 67
	maxSilent3      = 0
)

// The fourth set's floors, measured on 2026-12-02 by helper i13b4 (who
// wrote the set without reading the planner) on lead2 at 649b1a1, the set
// committed before scoring (12844ac): video 77/134, photo 46/67, 12 silent
// failures; after one photo check was fixed (the catalog's vintage look,
// "an old print", is a fair reading of "an old photo"): photo 47/67, 11
// silent. The session-start planner (f3ba578) scored video 80/134, photo
// 47/67, 11 silent on the same set; lead2 at b4e601e (the typo fixer's
// stems of project names back) video 80/134 again; at the twentieth
// session's stop, still blind: video 84/134, photo 53/67, 11 silent; at
// the twenty-first session's stop video 86/134, photo 53/67, 10 silent; at
// the twenty-second's video 89/134, photo 53/67, 8 silent.
// Raise the floors and lower the ceiling as the planner improves, never
// the other way.
//
// At the thirty-seventh session's stop the ceiling went UP, 2 -> 4, against
// the rule above: two rules of that session (the naming vocabulary and
// "<unit> and a half" kept in one clause) each made one request of this
// set silent, found by switching each rule off and reading this set's
// totals only; the same rules gave the blind sets 4-6 and 24 +15 passes
// and set 25 +5. The closing note of that session names it as the first
// thing to take back down. The thirty-eighth session did not: the "and a
// half" rule now stops where the half is of something else, but the
// set's silent count stayed 4 (its totals read only).
const (
	floorVideoPass4 = 117
	floorPhotoPass4 = 58
	maxSilent4      = 2
)

// The fifth set's floors, measured on 2026-12-02 by helper i13b5 (who
// wrote the set without reading the planner) on lead2 at c976d84, the set
// committed before its one scoring (9ae43da): video 72/140, photo 42/64,
// 13 silent failures (12 video, 1 photo), 1 errored. It adds the
// "podcast" video fixture. At the twenty-second session's stop: video
// 75/140, photo 41/64, 12 silent. The photo floor went down once, by one:
// helper i13gp's photo rules (a grid of 2,201 requests of its own, 31
// silent wrongs fixed there) cost one blind photo case (42 to 41, that
// case now silently wrong); the three rules it suspected were ruled out by
// one scoring with them off, and no other cause was found without reading
// the set. Raise the floors and lower the ceiling as the planner improves,
// never the other way again.
const (
	floorVideoPass5 = 111
	floorPhotoPass5 = 54
	maxSilent5      = 5
)

// The sixth set's floors, measured on 2026-12-02 by helper i13b6 (who
// wrote the set without reading the planner) on lead2 at 564f1f1, the set
// committed before its one scoring (a1b1e12): video 74/165, photo 43/64,
// 12 silent failures (10 video, 2 photo), none errored. It adds the
// "unboxing" video fixture. At the twenty-second session's stop: video
// 82/165, photo 43/64, 12 silent. Raise the floors and lower the ceiling as
// the planner improves, never the other way.
const (
	floorVideoPass6 = 121
	floorPhotoPass6 = 55
	maxSilent6      = 5
)

// The seventh set's floors. Unlike sets 4 to 6 it is a development set:
// written on 2026-12-03 by helper i13d7 without reading the planner (it
// adds the "cooking" video fixture), but its failures may be read and
// fixed, so it is not a blind measure. Measured by its one scoring on
// lead2 at 5d3e6a8 plus the set (f559dc7): video 39/112, photo 29/44, 9
// silent failures (7 video, 2 photo), 1 errored (photo). Raise the floors
// and lower the ceiling as the planner improves, never the other way.
const (
	floorVideoPass7 = 101
	floorPhotoPass7 = 43
	maxSilent7      = 0
)

// The eighth set is a development set, not a blind measure: written on
// 2026-12-03 by helper i13d8 (who had not read the planner) so that its
// failures may be read and fixed. It adds the "match" video fixture.
// Measured once on lead2 at 5d3e6a8, the set committed before scoring
// (e3c953f): video 54/110, photo 33/42, 4 silent failures (3 video, 1
// photo), none errored. Raise the floors and lower the ceiling as the
// planner improves, never the other way.
const (
	floorVideoPass8 = 103
	floorPhotoPass8 = 42
	maxSilent8      = 0
)

// The ninth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d9 without reading the planner, so that its
// failures may be read and fixed. It adds the "lesson" video fixture.
// Measured at its one scoring, on lead2 at 5d3e6a8 with the set committed
// first (3a4ba4e): video 62/130, photo 38/48, 16 silent failures (all
// video), none errored. Raise the floors and lower the ceiling as the
// planner improves, never the other way.
const (
	floorVideoPass9 = 124
	floorPhotoPass9 = 48
	maxSilent9      = 0
)

// The tenth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d10 without reading the planner, so that its
// failures may be read and fixed. It adds the "realestate" video fixture.
// Measured at its one scoring, on lead2 at 551f1c8 with the set committed
// first (2244727): video 65/124, photo 36/45, 14 silent failures (12
// video, 2 photo), none errored. Raise the floors and lower the ceiling as
// the planner improves, never the other way.
const (
	floorVideoPass10 = 116
	floorPhotoPass10 = 45
	maxSilent10      = 0
)

// The eleventh set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d11 without reading the planner, so that its
// failures may be read and fixed. It adds the "news" video fixture (a
// local TV news bulletin). Measured at its one scoring, on lead2 at
// 551f1c8 with the set committed first (eacc5ca): video 45/123, photo
// 34/48, 3 silent failures (2 video, 1 photo), none errored. Raise the
// floors and lower the ceiling as the planner improves, never the other
// way.
const (
	floorVideoPass11 = 107
	floorPhotoPass11 = 48
	maxSilent11      = 0
)

// The twelfth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d12 without reading the planner, so that its
// failures may be read and fixed. It adds the "fitness" video fixture.
// Measured at its one scoring, on lead2 at 551f1c8 with the set committed
// first (88fad52): video 55/114, photo 34/44, 6 silent failures (all
// video), none errored. Raise the floors and lower the ceiling as the
// planner improves, never the other way.
const (
	floorVideoPass12 = 100
	floorPhotoPass12 = 44
	maxSilent12      = 0
)

// The thirteenth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d13 without reading the planner, so that its
// failures may be read and fixed. It adds the "gaming" video fixture (a
// game-stream highlights video). Measured at its one scoring, on lead2 at
// fdf2f0b with the set committed first (0362bca): video 60/109, photo
// 37/43, 4 silent failures (all video), none errored. Raise the floors and
// lower the ceiling as the planner improves, never the other way.
const (
	floorVideoPass13 = 98
	floorPhotoPass13 = 42
	maxSilent13      = 0
)

// The fourteenth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d14 without reading the planner, so that its
// failures may be read and fixed. It adds the "birthday" video fixture (a
// family slideshow whose main track is mostly still photos). Measured at
// its one scoring, on lead2 at fdf2f0b with the set committed first
// (eb1640c): video 63/107, photo 40/42, 8 silent failures (all video),
// none errored. Raise the floors and lower the ceiling as the planner
// improves, never the other way.
const (
	floorVideoPass14 = 101
	floorPhotoPass14 = 42
	maxSilent14      = 0
)

// The fifteenth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d15 without reading the planner, so that its
// failures may be read and fixed. It adds the "concert" video fixture (an
// indie band's aftermovie of a bar gig). Its one scoring (on 05fd7c8):
// video 56/135 with 7 silent, photo 43/47; the floors are the twenty-sixth
// session's stop. Raise the floors and lower the ceiling as the planner
// improves, never the other way.
const (
	floorVideoPass15 = 123
	floorPhotoPass15 = 46
	maxSilent15      = 0
)

// The sixteenth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d16 without reading the planner, so that its
// failures may be read and fixed. It adds the "shelter" video fixture (an
// adoption appeal for an animal shelter). Its one scoring (on 1ab6d27):
// video 55/130 with 5 silent, photo 37/46; the floors are the twenty-sixth
// session's stop. Raise the floors and lower the ceiling as the planner
// improves, never the other way.
const (
	floorVideoPass16 = 110
	floorPhotoPass16 = 46
	maxSilent16      = 0
)

// The seventeenth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d17 without reading the planner, so that its
// failures may be read and fixed. It adds the "carreview" video fixture (a
// used-car dealership's review of one car). Its one scoring, on lead2 at
// 14ffa05: video 79/143 with 3 silent, photo 44/48; the floors are that
// scoring (the same again after the hidden-piece rule). Raise the floors
// and lower the ceiling as the planner improves, never the other way.
const (
	floorVideoPass17 = 133
	floorPhotoPass17 = 48
	maxSilent17      = 0
)

// The eighteenth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d18 without reading the planner, so that its
// failures may be read and fixed. It adds the "charityrun" video fixture (a
// recap of a neighbourhood charity 5k run). Its one scoring, on lead2 at
// 14ffa05: video 54/116 with 5 silent, photo 36/46 with 2 silent and 1
// errored; the floors are that scoring (the same again after the
// hidden-piece rule). Raise the floors and lower the ceiling as the
// planner improves, never the other way.
const (
	floorVideoPass18 = 104
	floorPhotoPass18 = 46
	maxSilent18      = 0
)

// The nineteenth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d19 without reading the planner, so that its
// failures may be read and fixed. It adds the "garden" video fixture (a
// gardener's vlog of one season in her home vegetable garden). Its floors
// are its one scoring (65 video, 38 photo, 10 silent). Raise the floors
// and lower the ceiling as the planner improves, never the other way.
const (
	floorVideoPass19 = 122
	floorPhotoPass19 = 47
	maxSilent19      = 0
)

// The twentieth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-03 by helper i13d20 without reading the planner, so that its
// failures may be read and fixed. It adds the "skatepark" video fixture (a
// skate crew's session montage). Its floors are its one scoring (63 video, 40
// photo, 8 silent). Raise the floors and lower the ceiling as the planner
// improves, never the other way.
const (
	floorVideoPass20 = 124
	floorPhotoPass20 = 47
	maxSilent20      = 0
)

// The twenty-first set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-04 by helper i13uf without reading the planner, so that its
// failures may be read and fixed. It adds the "bakery" video fixture (a
// neighbourhood bakery's promo for its reopening week). Its one scoring, on
// the set's commit (9af6255, over 8db2779): video 72/143 with 9 silent,
// photo 42/48 with 0 silent, none errored; after one check was fixed (a
// warm tint added for "que se vea bien dorado", golden, is a fair reading
// and no longer an unclaimed change): video 73/143, 8 silent. The floors
// are that. Raise the floors and lower the ceiling as the planner
// improves, never the other way.
const (
	floorVideoPass21 = 134
	floorPhotoPass21 = 48
	maxSilent21      = 0
)

// The twenty-second set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-04 by helper i13vf without reading the planner, so that its
// failures may be read and fixed. It adds the "sciencefair" video fixture
// (a school's recap of its science fair). Its one scoring, on the set's
// commit (1d3cdaa, over 016dd11): video 105/158 with 5 silent, photo 50/54
// with 1 silent, none errored (one check had been fixed before: shortening
// the music when the podium photo is deleted and the gap closed is a fair
// change; the case stays silent for the voice-over losing its last 6 s).
// The floors are that. Raise the floors and lower the ceiling as the
// planner improves, never the other way.
const (
	floorVideoPass22 = 150
	floorPhotoPass22 = 54
	maxSilent22      = 0
)

// The twenty-third set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-04 by helper i13wf without reading the planner, so that its
// failures may be read and fixed. It adds the "cyclingrace" video fixture
// (a cycling club's recap of its Gran Fondo). Its one scoring, at the
// planner of 455e99f: video 109/167 with 8 silent, photo 61/67 with 1
// silent, none errored (five of the video silents are one family: a
// clip's trim done as a ripple cut of every track, which cuts seconds out
// of the voice-over; the checks ask that the narration keep its 37 s, as
// set 22 counted the voice-over losing its end as silent). The floors are
// that. Raise the floors and lower the ceiling as the planner improves,
// never the other way.
const (
	floorVideoPass23 = 160
	floorPhotoPass23 = 67
	maxSilent23      = 0
)

// The twenty-eighth set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-05 by helper w28 without reading the planner, so that its
// failures may be read and fixed. It adds the "dogschool" video fixture
// (a dog-training school's tutorial on teaching a puppy three commands).
// It was scored once, at the planner of ff9ef0c, before anyone tuned to
// it: video 91/137 with 11 silent, photo 33/36 with 1 silent, none
// errored. The floors are that. Raise the floors and lower
// the ceiling as the planner improves, never the other way.
const (
	floorVideoPass28 = 125
	floorPhotoPass28 = 36
	maxSilent28      = 0
)

// The twenty-fourth set is a BLIND measure, like sets 4 to 6: written on
// 2026-12-04 by helper i13x7 without reading the planner or its tests. It
// adds the "theatre" video fixture. Whoever works on the planner must not
// read its cases or its failure lines, nor tune to it. Its floors are its
// one scoring, at the planner of e4d420a (lead2, untouched by the helper):
// video 159/197 with 5 silent, photo 63/69 with 2 silent, none errored.
// Raise the floors and lower the ceiling as the planner improves, never
// the other way.
const (
	floorVideoPass24 = 178
	floorPhotoPass24 = 65
	maxSilent24      = 1
)

// The twenty-fifth set is a BLIND measure, like sets 4 to 6 and 24:
// written on 2026-12-05 by helper i13v7 without reading the planner or its
// tests. It adds the "surfschool" video fixture (a surf school's promo of
// its Saturday beginners' class). Whoever works on the planner must not
// read its cases or its failure lines, nor tune to it. Its floors are its
// one scoring, at the planner of 845641f (lead2 = main, untouched by the
// helper): video 134/191 with 8 silent, photo 60/67 with 0 silent, none
// errored. Raise the floors and lower the ceiling as the planner improves,
// never the other way.
const (
	floorVideoPass25 = 156
	// lowered from 61 at the fifty-fourth session's stop, found by counts
	// alone: one English photo case went from pass to refused (an honest
	// ask, not silent) under that session's photo readers (f6: "this shot"
	// is the photo, a purpose with a "de"/"of" complement, "is on" in a
	// flip's outcome; f8: "a little more" gives "more" to a look). The case
	// was not read.
	floorPhotoPass25 = 60
	maxSilent25      = 5
)

// The twenty-sixth set is a BLIND measure, like sets 4 to 6, 24 and 25:
// written on 2026-12-05 by helper b26 without reading the planner or its
// tests. It adds the "museum" video fixture (a city museum's promo of the
// opening night of its textiles exhibition). Whoever works on the planner
// must not read its cases or its failure lines, nor tune to it. Its floors
// are its one scoring, at the planner of 0595490 (lead2 = main, untouched
// by the helper): video 131/188 with 6 silent, photo 57/64 with 1 silent,
// none errored. Raise the floors and lower the ceiling as the planner
// improves, never the other way.
const (
	floorVideoPass26 = 150
	floorPhotoPass26 = 58
	maxSilent26      = 6
)

// The twenty-seventh set is a BLIND measure, like sets 4 to 6 and 24 to
// 26: written on 2026-12-05 by helper b27 without reading the planner or
// its tests. It adds the "vineyard" video fixture (a family winery's recap
// of its harvest day). Whoever works on the planner must not read its
// cases or its failure lines, nor tune to it. Its floors are its one
// scoring, at the planner of 46521e3 (main, untouched by the helper):
// video 115/182 with 4 silent, photo 56/62 with 2 silent, none errored.
// Raise the floors and lower the ceiling as the planner improves, never
// the other way. Lowered once, at the fortieth session's stop (2026-12-05),
// video 115 -> 114: found by counts alone (the set scored on each helper's
// branch with set 27 merged in) to come from i13m5's branch, whose rules
// gained eight development cases (v19-042, v20-131, v21-024, v21-060,
// v21-073, v21-110, v21-118, v21-128); the lost case is now refused, not
// silent. No case of the set was read.
const (
	floorVideoPass27 = 131
	floorPhotoPass27 = 58
	maxSilent27      = 3
)

// The twenty-ninth set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-05 by helper w29 without reading the planner, and scored once,
// at the planner of ff9ef0c (main, untouched by the helper), before anyone
// tuned to it; its failures may now be read and fixed. It adds the
// "bookshop" video fixture (a second-hand bookshop's promo). Its one
// scoring: video 68/131 with 10 silent and 1 errored, photo 36/38 with 1
// silent. The floors are that. Raise the floors and lower the ceiling as
// the planner improves, never the other way.
const (
	floorVideoPass29 = 115
	floorPhotoPass29 = 38
	maxSilent29      = 0
)

// The thirtieth set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-05 by helper w30 without reading the planner, so that its
// failures may be read and fixed. It adds the "kayak" video fixture (two
// friends' vlog of a day trip down a river). It was frozen (2d7d8d1)
// before its one scoring, at the planner of ff9ef0c: video 100/136 with
// 2 silent, photo 29/32 with 0 silent, none errored. One check was wrong
// on its own terms and was fixed after that scoring: v30-105 (trim the
// put-in and add a text where the rapids start) accepted the trim with the
// gap left open, the rapids still at 8 s, yet asked for the text at 6 s
// (its reference did the same); the text must now start where the rapids
// do, at 6 s with the gap closed or at 8 s with it open. With that fix:
// video 101/136 with 1 silent, photo 29/32. The floors are that. Raise the
// floors and lower the ceiling as the planner improves, never the other
// way.
const (
	floorVideoPass30 = 125
	floorPhotoPass30 = 32
	maxSilent30      = 0
)

// The thirty-first set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-06 by helper w31 without reading the planner, so that its
// failures may be read and fixed. It adds the "pottery" video fixture (a
// pottery studio's class video: the teacher at the wheel, close-ups,
// trimming, glazing, the kiln, the students' pieces and an enrol call to
// action). It was frozen (c67db13) before its one scoring, at the planner
// of 423cda8: video 88/158 with 6 silent and 0 errored, photo 37/39
// with 0 silent. The floors are that. Raise the floors and lower the
// ceiling as the planner improves, never the other way.
const (
	floorVideoPass31 = 130
	floorPhotoPass31 = 39
	maxSilent31      = 0
)

// The thirty-second set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-06 by helper w32 without reading the planner, so that its
// failures may be read and fixed. It adds the "foodtruck" video fixture
// (a taco truck's promo reel: the owner and the cook, the griddle, the
// menu and prices, the queue at night, where to find them). It was frozen
// (fc4fa43) before its one scoring, at the planner of 423cda8: video
// 73/138 with 11 silent, photo 36/38 with 0 silent, none errored. Two
// checks were wrong on their own terms and were fixed after that scoring,
// each to accept a second reasonable reading it had refused: v32-108 (cut
// the music at 32 s) asked only for a split there, and now also accepts the
// music ending at 32 s; v32-112 (put the star during the griddle shot)
// asked only for the 4 s sticker moved into it, and now also accepts the
// star spanning the whole shot, 10-24 s. With those fixes: video 75/138
// with 9 silent, photo 36/38. The floors are that. Raise the floors and
// lower the ceiling as the planner improves, never the other way.
const (
	floorVideoPass32 = 113
	floorPhotoPass32 = 38
	maxSilent32      = 0
)

// The thirty-third set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-06 by helper w33 without reading the planner, so that its
// failures may be read and fixed. It adds the "salon" video fixture (a
// hair salon's before-and-after reel). It was frozen (80dd4b8) before its
// one scoring, at the planner of 423cda8: video 73/125 with 7 silent,
// photo 42/44 with 1 silent, none errored. The floors are that. Raise the
// floors and lower the ceiling as the planner improves, never the other
// way.
const (
	floorVideoPass33 = 115
	floorPhotoPass33 = 44
	maxSilent33      = 0
)

// The thirty-fourth set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-06 by helper w34 without reading the planner, so that its
// failures may be read and fixed. It adds the "bikeshop" video fixture (a
// neighbourhood bicycle repair shop's how-to video on fixing a flat tyre:
// the mechanic talks to camera, takes the wheel off, finds the puncture,
// patches it, pumps the tyre and rides, with the shop's logo, price labels
// and a call to visit the shop). It was scored once before any tuning, at
// the planner of 3cfcf19: video 99/150 with 7 silent, photo 43/45 with 0
// silent, none errored. Its failures were then read and fixed in the
// fifty-second session; the floors are the counts at that session's stop.
// Raise the floors and lower the ceiling as the planner improves, never
// the other way.
const (
	floorVideoPass34 = 127
	floorPhotoPass34 = 44
	maxSilent34      = 0
)

// The thirty-fifth set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-06 by helper w35 without reading the planner. It adds the
// "market" video fixture (a Saturday farmers' market recap for the town's
// social media: the cheese maker and the flower stall interviewed, the
// produce, a street musician, the kids' corner, the market's logo, its
// opening hours and where it is). It was scored once before any tuning, at
// the planner of 3cfcf19: video 82/128 with 4 silent, photo 35/40 with 1
// silent, none errored. It was kept unread through the fifty-second
// session (that session's fresh measure, counts only); the floors are the
// counts at that session's stop. Raise the floors and lower the ceiling as
// the planner improves, never the other way.
const (
	floorVideoPass35 = 84
	floorPhotoPass35 = 35
	maxSilent35      = 4
)

// The thirty-sixth set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-07 by helper w36 without reading the planner. It adds the
// "beachcleanup" video fixture (an environmental group's recap of its Sunday beach
// clean-up for Instagram and YouTube: the organiser talks to camera, the
// volunteers pick up plastic, a drone shot of the beach, a kid holds up a
// doll's head he found, the bags are counted, the sponsor's logo, and the
// date of the next clean-up and how to sign up). It was scored once
// before any tuning, at the planner of 9c6bc12: video 72/103 with 5
// silent, photo 41/43 with 1 silent, none errored; the fifty-third
// session then fixed it as a development set. Raise the floors and lower
// the ceiling as the planner improves, never the other way.
const (
	floorVideoPass36 = 79
	floorPhotoPass36 = 42
	maxSilent36      = 0
)

// The thirty-seventh set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-07 by helper w37 without reading the planner. It adds the
// "icecream" video fixture (a small ice-cream shop announcing its new flavour: the owner
// announcing it and making it in the back, a close-up of the cone, the
// first tasting with customers' reactions, a kid's messy face, the shop's
// logo, the prices, the opening hours, a jingle and a "2 for 1 this
// weekend" promo). It was scored once before any tuning, at the planner of
// 9c6bc12: video 84/125 with 10 silent, photo 43/46 with 1 silent, none
// errored; the fifty-third session then fixed it as a development set.
// Raise the floors and lower the ceiling as the planner improves, never
// the other way.
const (
	floorVideoPass37 = 96
	floorPhotoPass37 = 46
	maxSilent37      = 0
)

// The thirty-eighth set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-07 by helper w38 without reading the planner; the lead scores
// it once before tuning. It adds the "bikerepair" video fixture (a
// neighbourhood bicycle repair shop's how-to video: Nico, the mechanic,
// fixes a flat tyre step by step, then the shop, its prices and a call to
// book a service on WhatsApp; the name "bikeshop" was already set 34's).
// It was scored once before any tuning, at the planner of 4ab5da6: video
// 89/128 with 2 silent, photo 43/46 with 1 silent, none errored; the fifty-fourth
// session then fixed it as a development set. Raise the floors and lower
// the ceiling as the planner improves, never the other way.
const (
	floorVideoPass38 = 101
	floorPhotoPass38 = 45
	maxSilent38      = 0
)

// set 39
// The thirty-ninth set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-07 by helper w39 without reading the planner. It adds the
// "vendimia" video fixture (a small family vineyard's video of its
// grape-harvest day: the drone over the vines, the pickers, the owner
// talking among the vines, the crusher, a tasting in the cellar, the family
// lunch, the finca's logo, the price of the tasting, a folk guitar tune,
// glasses clinking and an invitation to visit). It was scored once before
// any tuning, at the planner of 4ab5da6: video 77/128 with 6 silent and 1
// errored (a panic), photo 38/45 with 0 silent; the fifty-fourth session
// then fixed it as a development set. Raise the floors and lower the
// ceiling as the planner improves, never the other way.
const (
	floorVideoPass39 = 89
	floorPhotoPass39 = 44
	maxSilent39      = 0
)

// set 40
// The fortieth set is a DEVELOPMENT set, not a blind measure: written on
// 2026-12-07 by helper w40 without reading the planner; the lead scores it
// once before tuning. It adds the "tattoo" video fixture (a small tattoo
// studio in San Telmo, Buenos Aires, makes a promo and process reel: Luli,
// the artist, talks to camera, transfers the stencil, the needle lines a
// swallow in close-up, the shading in time-lapse, Martina, the client, shows
// off the finished piece, then the prices and how to book by DM, with the
// studio's logo, a sketch of the design, a lo-fi beat and the machine's
// buzz). First scored at fd21350, before any tuning: 121/177 (68.4%),
// video 75/129 with 8 silent, photo 46/48 with 1 silent; the floors below
// are the fifty-fifth session's stop. Raise the floors and lower the
// ceiling as the planner improves, never the other way.
const (
	floorVideoPass40 = 93
	floorPhotoPass40 = 48
	maxSilent40      = 0
)

// set 41
// The forty-first set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-07 by helper w41 without reading the planner; the lead scores
// it once before tuning. It adds the "mudanza" video fixture (a young
// couple's vlog of moving into their first flat: Tomi and Ana talk among
// the boxes, pack and tape them, the drone over the moving truck, the sofa
// carried up the stairs with their friend Fede, Pancho the cat exploring
// the empty flat, a timelapse of painting a wall, the first dinner on the
// floor, the channel's logo, the floor plan, what the move cost, an indie
// pop song, the sound of packing tape and a call to subscribe for part 2).
// First scored at fd21350, before any tuning: 114/176 (64.8%), video
// 71/128 with 6 silent and 1 errored, photo 43/48; the floors below are the
// fifty-fifth session's stop. Raise the floors and lower the ceiling as the
// planner improves, never the other way.
const (
	floorVideoPass41 = 87
	floorPhotoPass41 = 45
	maxSilent41      = 0
)

// set 42
// The forty-second set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-07 by helper w42 without reading the planner; the lead scores
// it once before tuning. It adds the "boulder" video fixture (a
// neighbourhood bouldering gym in Córdoba makes a promo reel with a clip of
// a member's first competition: Vero, the owner, talks to camera by the
// wall, a time-lapse of Dani, the coach, setting a route, Juli, a kid,
// topping her first route and ringing the bell, a member falling onto the
// mat, chalked hands in slow motion, the comp finals with Lucas and his
// podium photo, Dani on the monthly pass price and a free first class, the
// gym's logo, an indie rock song and the bell). First scored at 2558262,
// before any tuning: 133/177 (75.1%), video 90/129 with 10 silent and 1
// errored, photo 43/48; the floors below are the fifty-sixth session's
// stop. Raise the floors and lower the ceiling as the planner improves,
// never the other way.
const (
	floorVideoPass42 = 99
	floorPhotoPass42 = 44
	maxSilent42      = 0
)

// set 43
// The forty-third set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-07 by helper w43 without reading the planner; the lead scores
// it once before tuning. It adds the "vivero" video fixture (a small plant
// nursery run by Marta and her son Leo sells succulents and houseplants
// online: Marta talks among the shelves and repots an echeveria, the drone
// over the greenhouse, Leo's tour of the greenhouse with the sprinklers, the
// water drops in slow motion, Leo packing an order, a customer unboxing it,
// the nursery's logo, a photo of the monstera for sale, the prices, a
// discount code, an acoustic guitar song and a water drop). First scored
// at 2558262, before any tuning: 126/176 (71.6%), video 84/129 with 4
// silent, photo 42/47; the floors below are the fifty-sixth session's
// stop. Raise the floors and lower the ceiling as the planner improves,
// never the other way.
const (
	floorVideoPass43 = 97
	floorPhotoPass43 = 42
	maxSilent43      = 0
)

// set 44
// The forty-fourth set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-07 by helper w44 without reading the planner; the lead scores
// it once before tuning. It adds the "tango" video fixture (a tango school
// in Almagro, Buenos Aires, makes a reel for its classes and its Friday
// milonga: Marisa and Julián, the teachers, introduce the school, the
// beginners' class with Julián counting, a slow-motion close-up of feet, the
// couple's exhibition at the milonga, Tito on the bandoneón, students
// laughing, a time-lapse of the milonga, the school's logo, a photo of the
// teachers at the 2019 world championship, the class prices and schedule,
// an orchestra tango and applause). Scored once at 43a135b before any
// tuning: video 80/128 (4 silent), photo 45/48 (2 silent), all 125/176
// (71.0%); the floors below are the fifty-seventh session's stop.
const (
	floorVideoPass44 = 85
	floorPhotoPass44 = 47
	maxSilent44      = 0
)

// set 45
// The forty-fifth set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-07 by helper w45 without reading the planner; the lead scores
// it once before tuning. It adds the "hostel" video fixture (a family-run
// hostel in Salta makes a video for booking sites and Instagram: Doña
// Ester, the owner, greets the guests, then the patio with the mountains,
// a shared dorm and a private room, breakfast with empanadas, the rooftop
// at sunset, a guided trip to the salt flats, the prices per night, the
// hostel's logo, a zamba on guitar and birds in the patio). Scored once
// at 43a135b before any tuning: video 76/130 (8 silent), photo 39/46 (2
// silent, 1 errored), all 115/176 (65.3%); the floors below are the
// fifty-seventh session's stop. Raise the floors and lower the ceiling as
// the planner improves, never the other way.
const (
	floorVideoPass45 = 85
	floorPhotoPass45 = 42
	maxSilent45      = 1
)

// set 46
// The forty-sixth set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-07 by helper w46 without reading the planner; the lead scores
// it once before tuning. It adds the "vet" video fixture (a neighbourhood
// veterinary clinic in Córdoba, Argentina, makes a short video for
// Instagram and its website: Dra. Caro Ferreyra, the vet, and Nico, her
// assistant, greet the camera, then the waiting room, the check-up of Toby
// the golden retriever, a kitten's vaccination, the grooming table, a drone
// shot of the clinic's corner, a goodbye at the door, the clinic's logo, a
// photo of Toby as a puppy, the prices, the opening hours, the emergency
// phone, a cheerful ukulele tune and a dog barking). Scored once at
// 0e8f37f (main 3438c41) before any tuning: video 90/149 (10 silent),
// photo 50/57 (1 silent), all 140/206 (68.0%); the floors below are that
// first score. Raise the floors and lower the ceiling as the planner
// improves, never the other way.
const (
	floorVideoPass46 = 107
	floorPhotoPass46 = 54
	maxSilent46      = 0
)

// set 47
// The forty-seventh set is a DEVELOPMENT set, not a blind measure: written
// on 2026-12-07 by helper w47 without reading the planner; the lead scores
// it once before tuning. It adds the "choir" video fixture (a community
// choir in Montevideo edits the video of its end-of-year concert: Graciela,
// the director, welcomes the audience, a rehearsal in the church hall, the
// warm-ups, Lucía the soprano soloist, the concert in the packed church, a
// children's choir as guests, the final bow, the choir's logo, a photo of
// its founding in 1998, the names of the pieces, the date of the next
// auditions, the choir's own recording of Silent Night and the applause).
// Scored once at b4b4626 (main 3438c41) before any tuning: video 106/156
// (11 silent), photo 48/53 (1 silent), all 154/209 (73.7%); the floors
// below are that first score. Raise the floors and lower the ceiling as
// the planner improves, never the other way.
const (
	floorVideoPass47 = 122
	floorPhotoPass47 = 50
	maxSilent47      = 2
)

// verboseEnv lists every case with its outcome; only the lead uses it, to
// write the closing note. By default the test prints aggregates only, so
// the sentences never reach whoever tunes the planner.
const verboseEnv = "NEURALCUT_HELDOUT_VERBOSE"

// class is how a case ended.
type class string

const (
	classPass    class = "pass"
	classRefused class = "refused" // not understood or no steps, nothing changed: honest
	classErrored class = "errored" // a planned step failed when run: the user sees an error
	classSilent  class = "silent"  // the plan ran and claimed success, but the outcome is wrong
)

type result struct {
	id, kind, lang, cat string
	class               class
	why                 string
	prompt, reply       string
	steps               []planner.Step
}

func loadCases[T any](t *testing.T, file string) []T {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []T
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&out); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return out
}

// set names one held-out set: its two files and the floors it must keep.
// label tells its aggregate lines apart from another set's ("" for the
// first set, so its lines read as they always did).
type set struct {
	label                string
	videoFile, photoFile string
	floorVideo           int
	floorPhoto           int
	maxSilent            int
}

// sets are the held-out sets: the first, written when issue 13 was
// filed, and more written since by helpers who had not read the planner;
// their lines end in "(set 2)" ... "(set 35)". Sets 4, 5, 6, 24, 25, 26
// and 27 are blind: their cases and failure lines are not read by whoever
// tunes the planner. Sets 28 to 35, written blind too and scored
// once before tuning, are development sets.
var sets = []set{
	{"", "cases_video.json", "cases_photo.json", floorVideoPass, floorPhotoPass, maxSilent},
	{"(set 2)", "cases_video2.json", "cases_photo2.json", floorVideoPass2, floorPhotoPass2, maxSilent2},
	{"(set 3)", "cases_video3.json", "cases_photo3.json", floorVideoPass3, floorPhotoPass3, maxSilent3},
	{"(set 4)", "cases_video4.json", "cases_photo4.json", floorVideoPass4, floorPhotoPass4, maxSilent4},
	{"(set 5)", "cases_video5.json", "cases_photo5.json", floorVideoPass5, floorPhotoPass5, maxSilent5},
	{"(set 6)", "cases_video6.json", "cases_photo6.json", floorVideoPass6, floorPhotoPass6, maxSilent6},
	{"(set 7)", "cases_video7.json", "cases_photo7.json", floorVideoPass7, floorPhotoPass7, maxSilent7},
	{"(set 8)", "cases_video8.json", "cases_photo8.json", floorVideoPass8, floorPhotoPass8, maxSilent8},
	{"(set 9)", "cases_video9.json", "cases_photo9.json", floorVideoPass9, floorPhotoPass9, maxSilent9},
	{"(set 10)", "cases_video10.json", "cases_photo10.json", floorVideoPass10, floorPhotoPass10, maxSilent10},
	{"(set 11)", "cases_video11.json", "cases_photo11.json", floorVideoPass11, floorPhotoPass11, maxSilent11},
	{"(set 12)", "cases_video12.json", "cases_photo12.json", floorVideoPass12, floorPhotoPass12, maxSilent12},
	{"(set 13)", "cases_video13.json", "cases_photo13.json", floorVideoPass13, floorPhotoPass13, maxSilent13},
	{"(set 14)", "cases_video14.json", "cases_photo14.json", floorVideoPass14, floorPhotoPass14, maxSilent14},
	{"(set 15)", "cases_video15.json", "cases_photo15.json", floorVideoPass15, floorPhotoPass15, maxSilent15},
	{"(set 16)", "cases_video16.json", "cases_photo16.json", floorVideoPass16, floorPhotoPass16, maxSilent16},
	{"(set 17)", "cases_video17.json", "cases_photo17.json", floorVideoPass17, floorPhotoPass17, maxSilent17},
	{"(set 18)", "cases_video18.json", "cases_photo18.json", floorVideoPass18, floorPhotoPass18, maxSilent18},
	{"(set 19)", "cases_video19.json", "cases_photo19.json", floorVideoPass19, floorPhotoPass19, maxSilent19},
	{"(set 20)", "cases_video20.json", "cases_photo20.json", floorVideoPass20, floorPhotoPass20, maxSilent20},
	{"(set 21)", "cases_video21.json", "cases_photo21.json", floorVideoPass21, floorPhotoPass21, maxSilent21},
	{"(set 22)", "cases_video22.json", "cases_photo22.json", floorVideoPass22, floorPhotoPass22, maxSilent22},
	{"(set 23)", "cases_video23.json", "cases_photo23.json", floorVideoPass23, floorPhotoPass23, maxSilent23},
	{"(set 24)", "cases_video24.json", "cases_photo24.json", floorVideoPass24, floorPhotoPass24, maxSilent24},
	{"(set 25)", "cases_video25.json", "cases_photo25.json", floorVideoPass25, floorPhotoPass25, maxSilent25},
	{"(set 26)", "cases_video26.json", "cases_photo26.json", floorVideoPass26, floorPhotoPass26, maxSilent26},
	{"(set 27)", "cases_video27.json", "cases_photo27.json", floorVideoPass27, floorPhotoPass27, maxSilent27},
	{"(set 28)", "cases_video28.json", "cases_photo28.json", floorVideoPass28, floorPhotoPass28, maxSilent28},
	{"(set 29)", "cases_video29.json", "cases_photo29.json", floorVideoPass29, floorPhotoPass29, maxSilent29},
	{"(set 30)", "cases_video30.json", "cases_photo30.json", floorVideoPass30, floorPhotoPass30, maxSilent30},
	{"(set 31)", "cases_video31.json", "cases_photo31.json", floorVideoPass31, floorPhotoPass31, maxSilent31},
	{"(set 32)", "cases_video32.json", "cases_photo32.json", floorVideoPass32, floorPhotoPass32, maxSilent32},
	{"(set 33)", "cases_video33.json", "cases_photo33.json", floorVideoPass33, floorPhotoPass33, maxSilent33},
	{"(set 34)", "cases_video34.json", "cases_photo34.json", floorVideoPass34, floorPhotoPass34, maxSilent34},
	{"(set 35)", "cases_video35.json", "cases_photo35.json", floorVideoPass35, floorPhotoPass35, maxSilent35},
	{"(set 36)", "cases_video36.json", "cases_photo36.json", floorVideoPass36, floorPhotoPass36, maxSilent36},
	{"(set 37)", "cases_video37.json", "cases_photo37.json", floorVideoPass37, floorPhotoPass37, maxSilent37},
	{"(set 38)", "cases_video38.json", "cases_photo38.json", floorVideoPass38, floorPhotoPass38, maxSilent38},
	{"(set 39)", "cases_video39.json", "cases_photo39.json", floorVideoPass39, floorPhotoPass39, maxSilent39},
	{"(set 40)", "cases_video40.json", "cases_photo40.json", floorVideoPass40, floorPhotoPass40, maxSilent40},
	{"(set 41)", "cases_video41.json", "cases_photo41.json", floorVideoPass41, floorPhotoPass41, maxSilent41},
	{"(set 42)", "cases_video42.json", "cases_photo42.json", floorVideoPass42, floorPhotoPass42, maxSilent42},
	{"(set 43)", "cases_video43.json", "cases_photo43.json", floorVideoPass43, floorPhotoPass43, maxSilent43},
	{"(set 44)", "cases_video44.json", "cases_photo44.json", floorVideoPass44, floorPhotoPass44, maxSilent44},
	{"(set 45)", "cases_video45.json", "cases_photo45.json", floorVideoPass45, floorPhotoPass45, maxSilent45},
	{"(set 47)", "cases_video47.json", "cases_photo47.json", floorVideoPass47, floorPhotoPass47, maxSilent47},
	{"(set 46)", "cases_video46.json", "cases_photo46.json", floorVideoPass46, floorPhotoPass46, maxSilent46},
}

func TestHeldOut(t *testing.T)       { scoreSet(t, sets[0]) }
func TestHeldOutSecond(t *testing.T) { scoreSet(t, sets[1]) }
func TestHeldOutThird(t *testing.T)  { scoreSet(t, sets[2]) }
func TestHeldOutFourth(t *testing.T) { scoreSet(t, sets[3]) }
func TestHeldOutFifth(t *testing.T)  { scoreSet(t, sets[4]) }
func TestHeldOutSixth(t *testing.T)  { scoreSet(t, sets[5]) }
func TestHeldOutEighth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 8)")) }

// setLabelled finds a set by its label, so that sets added in parallel
// branches need not agree on their index in sets.
func setLabelled(t *testing.T, label string) set {
	for _, s := range sets {
		if s.label == label {
			return s
		}
	}
	t.Fatalf("no held-out set %s", label)
	return set{}
}

// TestHeldOutSeventh scores a development set (see its floors).
func TestHeldOutSeventh(t *testing.T) { scoreSet(t, setLabelled(t, "(set 7)")) }
func TestHeldOutNinth(t *testing.T)   { scoreSet(t, setLabelled(t, "(set 9)")) }

// TestHeldOutTenth scores a development set (see its floors).
func TestHeldOutTenth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 10)")) }

// TestHeldOutEleventh scores a development set (see its floors).
func TestHeldOutEleventh(t *testing.T) { scoreSet(t, setLabelled(t, "(set 11)")) }

// TestHeldOutTwelfth scores a development set (see its floors).
func TestHeldOutTwelfth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 12)")) }

// TestHeldOutThirteenth scores a development set (see its floors).
func TestHeldOutThirteenth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 13)")) }

// TestHeldOutFourteenth scores a development set (see its floors).
func TestHeldOutFourteenth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 14)")) }

// TestHeldOutFifteenth scores a development set (see its floors).
func TestHeldOutFifteenth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 15)")) }

// TestHeldOutSixteenth scores a development set (see its floors).
func TestHeldOutSixteenth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 16)")) }

// TestHeldOutSeventeenth scores a development set (see its floors).
func TestHeldOutSeventeenth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 17)")) }

// TestHeldOutEighteenth scores a development set (see its floors).
func TestHeldOutEighteenth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 18)")) }

// TestHeldOutNineteenth scores a development set (see its floors).
func TestHeldOutNineteenth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 19)")) }

// TestHeldOutTwentieth scores a development set (see its floors).
func TestHeldOutTwentieth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 20)")) }

// TestHeldOutTwentyFirst scores a development set (see its floors).
func TestHeldOutTwentyFirst(t *testing.T) { scoreSet(t, setLabelled(t, "(set 21)")) }

// TestHeldOutTwentySecond scores a development set (see its floors).
func TestHeldOutTwentySecond(t *testing.T) { scoreSet(t, setLabelled(t, "(set 22)")) }

// TestHeldOutTwentyThird scores a development set (see its floors).
func TestHeldOutTwentyThird(t *testing.T) { scoreSet(t, setLabelled(t, "(set 23)")) }

// TestHeldOutTwentyFourth scores a BLIND set, like TestHeldOutFourth to
// TestHeldOutSixth: its cases and failure lines are not read by whoever
// tunes the planner.
func TestHeldOutTwentyFourth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 24)")) }

// TestHeldOutTwentyFifth scores a BLIND set, like TestHeldOutTwentyFourth:
// its cases and failure lines are not read by whoever tunes the planner.
func TestHeldOutTwentyFifth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 25)")) }

// TestHeldOutTwentySixth scores a BLIND set, like TestHeldOutTwentyFifth:
// its cases and failure lines are not read by whoever tunes the planner.
func TestHeldOutTwentySixth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 26)")) }

// TestHeldOutTwentySeventh scores a BLIND set, like TestHeldOutTwentySixth:
// its cases and failure lines are not read by whoever tunes the planner.
func TestHeldOutTwentySeventh(t *testing.T) { scoreSet(t, setLabelled(t, "(set 27)")) }

// TestHeldOutTwentyEighth scores a development set (see its floors).
func TestHeldOutTwentyEighth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 28)")) }

// TestHeldOutTwentyNinth scores a development set (see its floors).
func TestHeldOutTwentyNinth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 29)")) }

// TestHeldOutThirtieth scores a development set (see its floors).
func TestHeldOutThirtieth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 30)")) }

// TestHeldOutThirtyFirst scores a development set (see its floors).
func TestHeldOutThirtyFirst(t *testing.T) { scoreSet(t, setLabelled(t, "(set 31)")) }

// TestHeldOutThirtySecond scores a development set (see its floors).
func TestHeldOutThirtySecond(t *testing.T) { scoreSet(t, setLabelled(t, "(set 32)")) }

// TestHeldOutThirtyThird scores a development set (see its floors).
func TestHeldOutThirtyThird(t *testing.T) { scoreSet(t, setLabelled(t, "(set 33)")) }

// TestHeldOutThirtyFourth scores a development set (see its floors).
func TestHeldOutThirtyFourth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 34)")) }

// TestHeldOutThirtyFifth scores a development set (see its floors).
func TestHeldOutThirtyFifth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 35)")) }

// TestHeldOutThirtySixth scores a development set (see its floors).
func TestHeldOutThirtySixth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 36)")) }

// TestHeldOutThirtySeventh scores a development set (see its floors).
func TestHeldOutThirtySeventh(t *testing.T) { scoreSet(t, setLabelled(t, "(set 37)")) }

// TestHeldOutThirtyEighth scores a development set (see its floors).
func TestHeldOutThirtyEighth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 38)")) }

// TestHeldOutThirtyNinth scores a development set written blind, to be
// scored once before tuning (see its floors).
func TestHeldOutThirtyNinth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 39)")) }

// TestHeldOutFortieth scores a development set written blind, to be scored
// once before tuning (see its floors).
func TestHeldOutFortieth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 40)")) }

// TestHeldOutFortyFirst scores a development set written blind, to be
// scored once before tuning (see its floors).
func TestHeldOutFortyFirst(t *testing.T) { scoreSet(t, setLabelled(t, "(set 41)")) }

// TestHeldOutFortySecond scores a development set written blind, to be
// scored once before tuning (see its floors).
func TestHeldOutFortySecond(t *testing.T) { scoreSet(t, setLabelled(t, "(set 42)")) }

// TestHeldOutFortyThird scores a development set written blind, to be
// scored once before tuning (see its floors).
func TestHeldOutFortyThird(t *testing.T) { scoreSet(t, setLabelled(t, "(set 43)")) }

// TestHeldOutFortyFourth scores a development set written blind, to be
// scored once before tuning (see its floors).
func TestHeldOutFortyFourth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 44)")) }

// TestHeldOutFortyFifth scores a development set written blind, to be
// scored once before tuning (see its floors).
func TestHeldOutFortyFifth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 45)")) }

// TestHeldOutFortySixth scores a development set written blind, to be
// scored once before tuning (see its floors).
func TestHeldOutFortySixth(t *testing.T) { scoreSet(t, setLabelled(t, "(set 46)")) }

// TestHeldOutFortySeventh scores a development set written blind, to be
// scored once before tuning (see its floors).
func TestHeldOutFortySeventh(t *testing.T) { scoreSet(t, setLabelled(t, "(set 47)")) }

// scoreSet runs every case of a set through the planner, logs the
// aggregates and fails when the set falls below its floors.
func scoreSet(t *testing.T, s set) {
	ctx := context.Background()
	start := time.Now()
	var results []result
	for _, c := range loadCases[videoCase](t, s.videoFile) {
		results = append(results, runVideoCase(ctx, t, c))
	}
	for _, c := range loadCases[photoCase](t, s.photoFile) {
		results = append(results, runPhotoCase(ctx, t, c))
	}
	t.Logf("held-out set %s + %s: %d cases in %v", s.videoFile, s.photoFile, len(results), time.Since(start).Round(time.Millisecond))
	report(t, s.label, results)

	count := func(kind string, cl class) int {
		n := 0
		for _, r := range results {
			if (kind == "" || r.kind == kind) && r.class == cl {
				n++
			}
		}
		return n
	}
	if n := count("video", classPass); n < s.floorVideo {
		t.Errorf("video: %d cases pass, below the floor of %d", n, s.floorVideo)
	}
	if n := count("photo", classPass); n < s.floorPhoto {
		t.Errorf("photo: %d cases pass, below the floor of %d", n, s.floorPhoto)
	}
	if n := count("", classSilent); n > s.maxSilent {
		t.Errorf("%d silent failures (a plan that claimed success and did the wrong thing), above the ceiling of %d", n, s.maxSilent)
	}
}

// report logs pass counts overall, per kind, language and category, and
// the failure classes, each key followed by the set's label. Sentences only
// with NEURALCUT_HELDOUT_VERBOSE=1.
func report(t *testing.T, label string, results []result) {
	type tally struct{ n, pass, refused, errored, silent int }
	add := func(m map[string]*tally, key string, r result) {
		if m[key] == nil {
			m[key] = &tally{}
		}
		x := m[key]
		x.n++
		switch r.class {
		case classPass:
			x.pass++
		case classRefused:
			x.refused++
		case classErrored:
			x.errored++
		case classSilent:
			x.silent++
		}
	}
	groups := []struct {
		name string
		key  func(result) string
	}{
		{"all", func(result) string { return "all" }},
		{"kind", func(r result) string { return r.kind }},
		{"kind/language", func(r result) string { return r.kind + "/" + r.lang }},
		{"category", func(r result) string { return r.kind + "/" + r.cat }},
	}
	var b strings.Builder
	for _, g := range groups {
		m := map[string]*tally{}
		for _, r := range results {
			add(m, g.key(r), r)
		}
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		fmt.Fprintf(&b, "\n%s:\n", g.name)
		for _, k := range keys {
			x := m[k]
			fmt.Fprintf(&b, "  %-28s %3d/%-3d %5.1f%%   refused %2d  errored %2d  silent %2d\n",
				strings.TrimSpace(k+" "+label), x.pass, x.n, 100*float64(x.pass)/float64(x.n), x.refused, x.errored, x.silent)
		}
	}
	t.Log(b.String())
	if os.Getenv(verboseEnv) != "1" {
		return
	}
	for _, r := range results {
		if r.class == classPass {
			continue
		}
		steps, _ := json.Marshal(r.steps)
		t.Logf("%s [%s %s/%s] %s\n  prompt: %s\n  reply: %s\n  why: %s\n  steps: %s",
			r.id, r.class, r.kind, r.cat, r.lang, r.prompt, r.reply, r.why, steps)
	}
}
