package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image/jpeg"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/preview"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// The preview end to end: an upload makes a proxy as a job; the editor's status request has the
// timeline's segments made in the background (announced on the project's event stream); a
// scrubbing-size frame then comes from a segment, the playback file downloads with Range, an edit
// makes the status stale until its segment is made again, and the poster is a frame of what the
// project shows.
func TestPreviewSegmentsAndPlayback(t *testing.T) {
	e := newEnv(t, app.Services{})
	c := e.login("alice")
	id := c.newProject()
	base := "/api/projects/" + id
	var assets struct {
		Assets []struct {
			ID   string `json:"id"`
			Path string `json:"path"`
		} `json:"assets"`
	}
	c.do("POST", base+"/tools/list_project_assets", "{}", &assets)
	if st, _, _ := c.raw("GET", base+"/poster?w=160", nil); st != 404 {
		t.Errorf("poster of an empty project: %d, want 404", st)
	}
	if st := c.do("POST", base+"/tools/add_media_to_timeline", map[string]any{"assetId": assets.Assets[0].ID, "startTime": 0, "trackType": "main"}, nil); st != 200 {
		t.Fatalf("add media: %d", st)
	}

	// the clip's proxy is made by a background job
	var doc struct {
		Project timeline.Project `json:"project"`
	}
	_, raw, _ := c.raw("GET", base+"/document", nil)
	json.Unmarshal(raw, &doc)
	clip, _ := doc.Project.Asset(assets.Assets[0].ID)
	proxyPath := e.a.ProxyPath(filepath.Base(clip.Path), timeline.AssetVideo)
	waitFor(t, func() bool { _, err := os.Stat(proxyPath); return err == nil })

	events := e.login("alice").stream("GET", base+"/events", nil)
	var st preview.Status
	if code := c.do("GET", base+"/preview", nil, &st); code != 200 || st.Segments != 1 || st.Version == 0 {
		t.Fatalf("preview status: %d %+v", code, st)
	}
	want := st.Version
	for st.State != "ready" || st.Version != want {
		json.Unmarshal(next(t, events, "preview").Data, &st)
		if st.Error != "" {
			t.Fatalf("preview failed: %s", st.Error)
		}
	}
	// a scrubbed frame is read from the segment
	code, img, hdr := c.raw("GET", base+"/frame?t=1.5&w=640", nil)
	if code != 200 || !strings.HasPrefix(hdr.Get("ETag"), `"s`) {
		t.Fatalf("scrub frame: %d, ETag %s", code, hdr.Get("ETag"))
	}
	if pic, err := jpeg.Decode(bytes.NewReader(img)); err != nil || pic.Bounds().Dx() != 640 {
		t.Fatalf("scrub frame: %v", err)
	}
	// the playback file, with Range
	code, body, hdr := c.raw("GET", base+"/preview/"+st.Playback, nil, "Range", "bytes=0-99")
	if code != 206 || len(body) != 100 || hdr.Get("Content-Type") != "video/mp4" {
		t.Fatalf("playback range: %d, %d bytes, %s", code, len(body), hdr.Get("Content-Type"))
	}
	if code, _, _ := c.raw("GET", base+"/preview/0123456789abcdef0123456789abcdef.mp4", nil); code != 404 {
		t.Errorf("another playback name: %d, want 404", code)
	}
	// an edit: the status goes stale (a new version, building) and is made again
	if code := c.do("POST", base+"/tools/add_text", map[string]any{"text": "Hi", "start": 0, "end": 1, "position": "top"}, nil); code != 200 {
		t.Fatalf("add text: %d", code)
	}
	var st2 preview.Status
	c.do("GET", base+"/preview", nil, &st2)
	if st2.Version != st.Version+1 || st2.State == "ready" && st2.Playback == st.Playback {
		t.Errorf("status after an edit: %+v (before %+v)", st2, st)
	}
	for st2.State != "ready" || st2.Version != st.Version+1 {
		json.Unmarshal(next(t, events, "preview").Data, &st2)
	}
	if st2.Playback == st.Playback {
		t.Error("the playback file did not change with the title")
	}
	if code, _, _ := c.raw("GET", base+"/preview/"+st.Playback, nil); code != 404 {
		t.Errorf("the stale playback file: %d, want 404", code)
	}
	// the home page's picture: a frame of the clip
	code, img, _ = c.raw("GET", base+"/poster?w=200", nil)
	if pic, err := jpeg.Decode(bytes.NewReader(img)); code != 200 || err != nil || pic.Bounds().Dx() != 200 {
		t.Fatalf("poster: %d %v", code, err)
	}
}

// A frame request that the client gives up is cancelled in the server: its ffmpeg is stopped, so
// the frame is never finished (nor cached), where the same request left to run is.
func TestStaleFrameRequestsAreCancelled(t *testing.T) {
	e := newEnv(t, app.Services{})
	c := e.login("alice")
	id := c.newProject()
	base := "/api/projects/" + id
	var assets struct {
		Assets []struct {
			ID string `json:"id"`
		} `json:"assets"`
	}
	c.do("POST", base+"/tools/list_project_assets", "{}", &assets)
	c.do("POST", base+"/tools/add_media_to_timeline", map[string]any{"assetId": assets.Assets[0].ID, "startTime": 0, "trackType": "main"}, nil)
	cached := func() int {
		n := 0
		filepath.WalkDir(e.data.FramesDir(), func(_ string, d os.DirEntry, _ error) error {
			if d != nil && !d.IsDir() {
				n++
			}
			return nil
		})
		return n
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := c.req("GET", base+"/frame?t=2.2&w=320", nil).WithContext(ctx)
	go func() { time.Sleep(30 * time.Millisecond); cancel() }()
	if resp, err := c.hc.Do(r); err == nil {
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		t.Fatalf("the cancelled request was answered: %d", resp.StatusCode)
	}
	time.Sleep(3 * time.Second) // far longer than the frame takes
	if n := cached(); n != 0 {
		t.Fatalf("the cancelled frame was finished and cached (%d files)", n)
	}
	if code, _, _ := c.raw("GET", base+"/frame?t=2.2&w=320", nil); code != 200 {
		t.Fatalf("the same frame left to run: %d", code)
	}
	// the cache is written after the answer: wait for it
	for deadline := time.Now().Add(5 * time.Second); cached() != 1; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the frame left to run was not cached (%d files)", cached())
		}
	}
}
