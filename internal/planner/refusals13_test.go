package planner

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// refusals13Cases are requests the tools can do that basic mode refused
// or half did (issue 13), on the workshop project. A nil check wants a
// question or a refusal.
var refusals13Cases = map[string][]vcase{
	"replace": {
		// another file where a clip was: its track, start and length; the
		// old one gone ("the city clip with the guest" was read as one name)
		{"replace the city clip with the guest cam", both(mainIs("interview:0-70 guest-cam:70-82 broll-kitchen:82-92"), piecesAre("guest-cam.mp4", "70-82@0"), durIs(92))},
		{"swap the city clip for the guest cam", mainIs("interview:0-70 guest-cam:70-82 broll-kitchen:82-92")},
		{"cambiá el clip de la ciudad por la cámara del invitado", mainIs("interview:0-70 guest-cam:70-82 broll-kitchen:82-92")},
		{"use the guest cam instead of the city clip", mainIs("interview:0-70 guest-cam:70-82 broll-kitchen:82-92")},
		{"usá la cámara del invitado en vez del clip de la ciudad", mainIs("interview:0-70 guest-cam:70-82 broll-kitchen:82-92")},
		{"put the guest cam in place of the city clip", mainIs("interview:0-70 guest-cam:70-82 broll-kitchen:82-92")},
		{"instead of the city clip use the guest cam", mainIs("interview:0-70 guest-cam:70-82 broll-kitchen:82-92")},
		{"swap the kitchen clip for the guest camera", mainIs("interview:0-70 broll-city:70-82 guest-cam:82-92")},
		{"replace the city clip and the kitchen clip with the guest cam", mainIs("interview:0-70 guest-cam:70-82 guest-cam:82-92")},
		{"replace the city clip with the logo", both(mainIs("interview:0-70 logo.png:70-82 broll-kitchen:82-92"), durIs(92))},
		// the only music file is the one there: nothing to swap it for
		{"replace the music with the song", nil},
		// an overlay keeps its corner and size
		{"replace the logo with the guest cam", both(mediaIs("guest-cam.mp4", over, 2, 10), placedAt("guest-cam.mp4", 0.25, 785, -365), trackOfIs("guest-cam.mp4", "t11"), timesIs("logo.png", ""))},
		// two b-rolls: which one is asked; a video cannot take the music's place
		{"swap the b-roll for the guest cam", nil},
		{"replace the music with the guest cam", nil},
		// guards: a swap of two clips on the timeline is a reorder, and
		// "the clip with the kitchen" is still one thing to other verbs
		{"swap the interview and the city clip", mainIs("broll-city:0-12 interview:12-82 broll-kitchen:82-92")},
		{"delete the clip with the kitchen", mainIs("interview:0-70 broll-city:70-82")},
		{"replace the heart with a star", stickerTimes("star", "6-9")},
	},
	"range": {
		// what is kept or cut of the whole video
		{"keep only the first minute", both(durIs(60), mainIs("interview:0-60"))},
		{"quedate con el primer minuto", durIs(60)},
		{"remove the first and last 2 seconds", both(durIs(88), mainIs("interview:0-68 broll-city:68-80 broll-kitchen:80-88"))},
		{"sacale 2 segundos al principio y al final", both(durIs(88), mainIs("interview:0-68 broll-city:68-80 broll-kitchen:80-88"))},
		{"cut 2 seconds from the start and the end", durIs(88)},
		{"quitá 2 segundos del principio y del final", durIs(88)},
		{"sacá los primeros y los últimos 2 segundos", durIs(88)},
		{"recortá 2 segundos al principio y 3 al final", both(durIs(87), mainIs("interview:0-68 broll-city:68-80 broll-kitchen:80-87"))},
		{"remove the first 2 seconds and last 3 seconds", durIs(87)},
		{"sacá el primer y el último segundo", both(durIs(90), mainIs("interview:0-69 broll-city:69-81 broll-kitchen:81-90"))},
		{"keep only the 1st minute", durIs(60)},
		{"keep the first minute and a half", durIs(90)},
		{"trim 2 secs each side", durIs(88)},
		// the part named after "after"/"before" is the moment it ends or
		// starts (the first minute itself was cut)
		{"cut everything after the first minute", both(durIs(60), mainIs("interview:0-60"))},
		{"remove everything after the first 10 seconds", durIs(10)},
		{"borrá todo antes de los últimos 20 segundos", both(durIs(20), mainIs("broll-city:0-10 broll-kitchen:10-20"))},
		{"add a title \"Hi\" after the first 5 seconds", textIs("Hi", 5, 10, "", "")},
		// "y medio" stays with the minute: the first 90 s kept, never a crash
		{"quedate con el primer minuto y medio", durIs(90)},
		// guards
		{"keep just the first 30 seconds", durIs(30)},
		{"quedate solo con los primeros 20 segundos", durIs(20)},
		{"trim 5 seconds off both ends", durIs(82)},
		{"cut the first 2 seconds", durIs(90)},
		{"make the logo last 3 seconds", timesIs("logo.png", "2-5")},
	},
	"music": {
		// heard only during a span: cut to it where it is, each moment of
		// the song where it was (a new start slid it)
		{"play the music only during the interview", piecesAre("music.mp3", "0-70@0")},
		{"que la música suene solo durante la entrevista", piecesAre("music.mp3", "0-70@0")},
		{"the music only while the thanks text shows", piecesAre("music.mp3", "87-92@87")},
		{"keep the music only during the city clip", piecesAre("music.mp3", "70-82@70")},
		// three texts: the opening one (policy 10)
		{"the music only while the title shows", piecesAre("music.mp3", "0-4@0")},
	},
	"text": {
		// no tool changes a typeface: a refusal that says what can change
		{"change the title's font", nil},
		{"cambiá la letra del título", nil},
		{"cambiá la fuente del texto de bienvenida a Arial", nil},
		{"make the welcome text italic", nil},
		{"cambia la letra del titulo de bienvenida a comic sans", nil},
		// the font said with what the tools change is that change
		{"la letra del título de bienvenida más grande", bigger("Welcome to the Workshop")},
		{"que la letra del texto de bienvenida sea amarilla", textColorIs("Welcome to the Workshop", "#ffe600")},
		{"make the welcome text's font bigger", bigger("Welcome to the Workshop")},
		{"change the welcome text to \"Arial\"", textIs("Arial", 0, 4, "", "")},
	},
	"fade": {
		{"fade in the music", nil},
		{"fade out the video at the end", nil},
		{"fundido a negro", nil},
		{"fade the logo to 50%", visualOf("logo.png", func(e *timeline.Element) string {
			if !near(e.Visual.Opacity, 0.5) {
				return "opacity not 50%"
			}
			return ""
		})},
	},
}

func TestRefusals13Cases(t *testing.T) {
	runFixtureTable(t, "issue-13 refusals (workshop)", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, refusals13Cases)
}

// refusals13TripCases run on the trip project (one title).
var refusals13TripCases = map[string][]vcase{
	"music": {
		{"the music only while the title shows", piecesAre("song.mp3", "0-3@0")},
		{"play the song only while the title is on screen", piecesAre("song.mp3", "0-3@0")},
		{"que la canción suene solo mientras está el título", piecesAre("song.mp3", "0-3@0")},
		// a half of the video (the song was moved to start at 12 s)
		{"play the song only during the first half", piecesAre("song.mp3", "0-12@0")},
		{"que la canción suene solo en la segunda mitad", piecesAre("song.mp3", "12-24@12")},
	},
	"text": {
		// a font said with new words: they are no words for the title (they
		// replaced it)
		{"change the font of the title to something nicer", nil},
		{"put the title in Helvetica", nil},
		{"make the title's font bigger", bigger("Summer 2024")},
		{"change the title to Hello", textIs("Hello", 0, 3, "top", "")},
	},
}

func TestRefusals13TripCases(t *testing.T) {
	runFixtureTable(t, "issue-13 refusals (trip)", func(t *testing.T) *videotools.Editor { return tripFixture(t) }, refusals13TripCases)
}

// interviewWithGuest is the interview project with a 5 s guest cam
// imported and not on the timeline (one b-roll, on an overlay 6–10).
func interviewWithGuest(t *testing.T) *videotools.Editor {
	ed := interviewFixture(t)
	p := ed.Project
	p.Assets = append(p.Assets, timeline.Asset{ID: p.NewID("a"), Name: "guest-cam.mp4", Type: timeline.AssetVideo, Path: "/media/guest-cam.mp4",
		Duration: timeline.FromSeconds(5), Width: 1280, Height: 720, HasAudio: true, HasVideo: true})
	return ed
}

var refusals13GuestCases = map[string][]vcase{
	"replace": {
		// the b-roll's overlay track and time
		{"swap the b-roll for the guest cam", both(mediaIs("guest-cam.mp4", over, 6, 10), timesIs("broll.mp4", ""), trackOfIs("guest-cam.mp4", "t9"))},
		{"cambiá el b-roll por la cámara del invitado", mediaIs("guest-cam.mp4", over, 6, 10)},
		// a shorter file: all of it, the rest left empty (and said)
		{"replace the city clip with the guest cam", both(mediaIs("guest-cam.mp4", main, 20, 25), timesIs("city.mp4", ""))},
	},
}

func TestRefusals13GuestCases(t *testing.T) {
	runFixtureTable(t, "issue-13 refusals (interview + guest cam)", interviewWithGuest, refusals13GuestCases)
}

// TestRefusals13Replies: what the reply says when a request is replaced
// short, refused, or needs a file that is gone.
func TestRefusals13Replies(t *testing.T) {
	for _, c := range []struct {
		fixture    func(*testing.T) *videotools.Editor
		prompt     string
		ok         bool
		want, none []string
	}{
		{interviewWithGuest, "replace the city clip with the guest cam", true, []string{"guest-cam.mp4 lasts only 5s", "25s–28s is left empty"}, nil},
		{func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, "change the title's font", false,
			[]string{"font", "size", "colour", "style"}, []string{"Not understood"}},
		{func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, "cambia la letra del titulo de bienvenida a comic sans", false,
			[]string{`font ("comic sans")`}, []string{"painting"}},
		{func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, "fade in the music", false, []string{`"fade in the music"`, "fades are not supported"}, nil},
		{func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, "fundido a negro", false, []string{`"fundido a negro"`, "fades are not supported"}, nil},
		// the asset's file is gone: the asset is named, never the server path
		{func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, "remove the pause", false, []string{"interview.mp4", "missing"}, []string{"/media", "stat "}},
		{func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, "quitá los silencios", false, []string{"interview.mp4", "missing"}, []string{"/media", "stat "}},
	} {
		plan := BasicVideo(context.Background(), c.prompt, c.fixture(t))
		if plan.OK() != c.ok {
			t.Errorf("%q: status %s, want ok=%v: %s", c.prompt, plan.Status, c.ok, plan.Reply)
		}
		for _, w := range c.want {
			if !strings.Contains(plan.Reply, w) {
				t.Errorf("%q: reply %q lacks %q", c.prompt, plan.Reply, w)
			}
		}
		for _, w := range c.none {
			if strings.Contains(plan.Reply, w) {
				t.Errorf("%q: reply %q has %q", c.prompt, plan.Reply, w)
			}
		}
	}
}

// TestFileErrorNamesNoPath: file errors from tools and services name the
// asset or say "a file", never a path on the server; the planner's own
// reasons are kept.
func TestFileErrorNamesNoPath(t *testing.T) {
	files := map[string]string{"/media/a.mp4": "a.mp4 (a1)"}
	for _, c := range []struct {
		err  error
		want string
	}{
		{&fs.PathError{Op: "stat", Path: "/media/a.mp4", Err: fs.ErrNotExist}, "the file of a.mp4 (a1) is missing; import it again"},
		{&fs.PathError{Op: "open", Path: "/media/a.mp4", Err: fs.ErrPermission}, "the file of a.mp4 (a1) cannot be read"},
		{&fs.PathError{Op: "stat", Path: "/models/ggml.bin", Err: fs.ErrNotExist}, "a file it needs is missing on the server"},
		{errors.New("ffmpeg failed on /media/a.mp4: Invalid data"), "ffmpeg failed on a.mp4 (a1): Invalid data"},
		{errors.New("cannot read '/tmp/x/y.wav'"), "cannot read 'a file'"},
		{unreadf("say a ratio like 16/9"), "say a ratio like 16/9"},
		{errors.New("Duration exceeds source duration"), "Duration exceeds source duration"},
	} {
		if got := fileError(c.err, files).Error(); got != c.want {
			t.Errorf("%v: %q, want %q", c.err, got, c.want)
		}
	}
}

// placedAt checks a picture's scale and place.
func placedAt(name string, scale, x, y float64) check {
	return visualOf(name, func(e *timeline.Element) string {
		if v := e.Visual; !near(v.Scale, scale) || !near(v.X, x) || !near(v.Y, y) {
			return fmt.Sprintf("%s at scale %g (%g, %g), want %g (%g, %g)", name, v.Scale, v.X, v.Y, scale, x, y)
		}
		return ""
	})
}

// trackOfIs checks the id of the track an element is on.
func trackOfIs(name, id string) check {
	return func(p *timeline.Project) string {
		for _, t := range p.Tracks {
			for _, e := range t.Elements {
				if e.Name == name && t.ID != id {
					return fmt.Sprintf("%s on track %s, want %s", name, t.ID, id)
				}
			}
		}
		return ""
	}
}
