package segment

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// fakeSAM is a loopback server speaking the contract of docs/sam-provider.md.
// It decodes the request for real and answers with a real grayscale PNG: a
// white rectangle at the box prompt (or at maskRect when no box is sent).
type fakeSAM struct {
	t        *testing.T
	maskRect image.Rectangle // in the sent image's pixels
	got      samRequest
	auth     string
	calls    atomic.Int32
}

func (f *fakeSAM) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.calls.Add(1)
	if r.Method != http.MethodPost || r.URL.Path != "/segment" || r.Header.Get("Content-Type") != "application/json" {
		http.Error(w, `{"error":"want POST /segment with JSON"}`, http.StatusNotFound)
		return
	}
	f.auth = r.Header.Get("Authorization")
	if err := json.NewDecoder(r.Body).Decode(&f.got); err != nil {
		http.Error(w, `{"error":"bad json"}`, http.StatusBadRequest)
		return
	}
	raw, err := base64.StdEncoding.DecodeString(f.got.Image)
	if err != nil {
		http.Error(w, `{"error":"image is not base64"}`, http.StatusBadRequest)
		return
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil || img.Bounds().Dx() != f.got.Width || img.Bounds().Dy() != f.got.Height {
		http.Error(w, `{"error":"image is not a PNG of width x height"}`, http.StatusBadRequest)
		return
	}
	rect := f.maskRect
	if len(f.got.Box) == 4 {
		b := f.got.Box
		rect = image.Rect(b[0], b[1], b[0]+b[2], b[1]+b[3])
	}
	mask := image.NewGray(img.Bounds())
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			mask.SetGray(x, y, color.Gray{255})
		}
	}
	var buf bytes.Buffer
	png.Encode(&buf, mask)
	json.NewEncoder(w).Encode(map[string]any{
		"mask":  base64.StdEncoding.EncodeToString(buf.Bytes()),
		"bbox":  []int{rect.Min.X, rect.Min.Y, rect.Dx(), rect.Dy()},
		"score": 0.93,
	})
}

func TestHTTPProvider(t *testing.T) {
	fake := &fakeSAM{t: t, maskRect: image.Rect(100, 50, 300, 250)}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	t.Setenv(EnvSAMToken, "secret-token")

	// 2048x1024 is sent at 1024x512: everything comes back at half scale.
	img := gradient(2048, 1024)
	seg := NewHTTP(srv.URL+"/", srv.Client())
	m, err := seg.Segment(context.Background(), img, Request{Target: "samText", Text: "the red car", Points: []image.Point{{400, 300}}})
	if err != nil {
		t.Fatal(err)
	}
	if fake.got.Target != TargetText || fake.got.Text != "the red car" || fake.got.Width != 1024 || fake.got.Height != 512 {
		t.Errorf("server got target %q text %q size %dx%d", fake.got.Target, fake.got.Text, fake.got.Width, fake.got.Height)
	}
	if len(fake.got.Points) != 1 || fake.got.Points[0] != [2]int{200, 150} {
		t.Errorf("points sent %v, want [[200 150]] (scaled to the sent image)", fake.got.Points)
	}
	if fake.auth != "Bearer secret-token" {
		t.Errorf("authorization %q", fake.auth)
	}
	if m.Method != MethodSAMHTTP || m.Alpha.Bounds() != img.Bounds() {
		t.Errorf("method %q bounds %v", m.Method, m.Alpha.Bounds())
	}
	want := image.Rect(200, 100, 600, 500)
	if iou(m.BBox, want) < 0.98 {
		t.Errorf("bbox %v, want %v", m.BBox, want)
	}
	if c := coverageRect(m.Alpha, want.Inset(4)); c < 0.999 {
		t.Errorf("inside coverage %.4f", c)
	}
	if c := coverageRect(m.Alpha, image.Rect(700, 0, 2048, 1024)); c != 0 {
		t.Errorf("outside coverage %.4f", c)
	}

	// A box prompt is sent as [x,y,w,h] in the sent image's pixels.
	box := image.Rect(1000, 200, 1400, 600)
	m, err = seg.Segment(context.Background(), img, Request{Target: "subject", Label: "dog", Box: box})
	if err != nil {
		t.Fatal(err)
	}
	if got := fake.got.Box; len(got) != 4 || got[0] != 500 || got[1] != 100 || got[2] != 200 || got[3] != 200 || fake.got.Label != "dog" {
		t.Errorf("box sent %v label %q", got, fake.got.Label)
	}
	if iou(m.BBox, box) < 0.98 {
		t.Errorf("bbox %v, want %v", m.BBox, box)
	}
}

func TestHTTPProviderErrors(t *testing.T) {
	img := gradient(64, 48)
	pngOf := func(w, h int) string {
		var buf bytes.Buffer
		png.Encode(&buf, image.NewGray(image.Rect(0, 0, w, h)))
		return base64.StdEncoding.EncodeToString(buf.Bytes())
	}
	for _, tc := range []struct {
		name    string
		handler http.HandlerFunc
		want    string
	}{
		{"server error with JSON", func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte(`{"error":"model not loaded"}`))
		}, "HTTP 503: model not loaded"},
		{"server error with text", func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "upstream exploded", http.StatusBadGateway)
		}, "HTTP 502: upstream exploded"},
		{"not JSON", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("<html>hi</html>")) },
			"reply is not the JSON of the contract"},
		{"no mask", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(`{"bbox":[0,0,1,1]}`)) },
			"reply has no mask"},
		{"mask not base64", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(`{"mask":"%%%"}`)) },
			"mask is not base64"},
		{"mask not PNG", func(w http.ResponseWriter, r *http.Request) {
			w.Write([]byte(`{"mask":"` + base64.StdEncoding.EncodeToString([]byte("GIF89a")) + `"}`))
		}, "mask is not a PNG"},
		{"mask wrong size", func(w http.ResponseWriter, r *http.Request) {
			w.Write([]byte(`{"mask":"` + pngOf(10, 10) + `"}`))
		}, "mask is 10x10, want 64x48"},
		{"empty mask", func(w http.ResponseWriter, r *http.Request) {
			w.Write([]byte(`{"mask":"` + pngOf(64, 48) + `","bbox":[0,0,0,0]}`))
		}, "empty mask for face: no region found"},
		{"error field on 200", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(`{"error":"no face in image"}`)) },
			"no face in image"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(tc.handler)
			defer srv.Close()
			_, err := NewHTTP(srv.URL, srv.Client()).Segment(context.Background(), img, Request{Target: "face"})
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "sam provider") {
				t.Errorf("err %v, want it to contain %q", err, tc.want)
			}
		})
	}

	t.Run("timeout", func(t *testing.T) {
		release := make(chan struct{})
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-release:
			case <-r.Context().Done():
			}
		}))
		defer srv.Close()
		defer close(release)
		start := time.Now()
		_, err := NewHTTP(srv.URL, &http.Client{Timeout: 200 * time.Millisecond}).Segment(context.Background(), img, Request{Target: "sky"})
		if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "timed out") || time.Since(start) > 5*time.Second {
			t.Errorf("err %v after %v, want a timeout", err, time.Since(start))
		}
	})
	t.Run("unreachable", func(t *testing.T) {
		srv := httptest.NewServer(http.NotFoundHandler())
		url := srv.URL
		srv.Close()
		_, err := NewHTTP("http://user:pw@"+strings.TrimPrefix(url, "http://"), nil).Segment(context.Background(), img, Request{Target: "sky"})
		if err == nil || !strings.Contains(err.Error(), "unreachable") || !strings.Contains(err.Error(), EnvSAMURL) || strings.Contains(err.Error(), "pw@") {
			t.Errorf("err %v, want unreachable naming %s without the password", err, EnvSAMURL)
		}
	})
	t.Run("bad requests never reach the server", func(t *testing.T) {
		fake := &fakeSAM{t: t}
		srv := httptest.NewServer(fake)
		defer srv.Close()
		seg := NewHTTP(srv.URL, srv.Client())
		for _, req := range []Request{{Target: "text"}, {Target: "car"}, {Target: "subject", Box: image.Rect(500, 500, 600, 600)}, {Target: "face", Points: []image.Point{{64, 0}}}} {
			if _, err := seg.Segment(context.Background(), img, req); err == nil {
				t.Errorf("%+v: no error", req)
			}
		}
		if _, err := seg.Segment(context.Background(), image.NewGray(image.Rect(0, 0, 2, 2)), Request{Target: "sky"}); err == nil {
			t.Error("2x2 image: no error")
		}
		if n := fake.calls.Load(); n != 0 {
			t.Errorf("server called %d times", n)
		}
	})
}

func TestFromEnv(t *testing.T) {
	ctx := context.Background()
	t.Setenv(EnvSAMURL, "")
	_, err := FromEnv().Segment(ctx, gradient(64, 48), Request{Target: "text", Text: "the dog"})
	if !errors.Is(err, ErrNoProvider) || err.Error() != "text-grounded masks need a SAM provider: set NEURALCUT_SAM_URL" {
		t.Errorf("samText without provider: err %v", err)
	}
	if _, err := Builtin().Segment(ctx, gradient(64, 48), Request{Target: "nose"}); err == nil || !strings.Contains(err.Error(), `unknown target "nose"`) {
		t.Errorf("unknown target: err %v", err)
	}

	// With a provider: its masks are used.
	fake := &fakeSAM{t: t, maskRect: image.Rect(10, 10, 30, 30)}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	t.Setenv(EnvSAMURL, srv.URL)
	m, err := FromEnv().Segment(ctx, gradient(64, 48), Request{Target: "text", Text: "the dog"})
	if err != nil || m.Method != MethodSAMHTTP || m.Fallback != "" {
		t.Errorf("with provider: method %q fallback %q err %v", m.Method, m.Fallback, err)
	}

	// A failing provider: face/sky/subject fall back to the built-ins and
	// say so; text does not (only SAM can ground text).
	broken := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"error":"out of GPU memory"}`, http.StatusInternalServerError)
	}))
	defer broken.Close()
	t.Setenv(EnvSAMURL, broken.URL)
	sky := image.NewRGBA(image.Rect(0, 0, 160, 100))
	for y := 0; y < 100; y++ {
		for x := 0; x < 160; x++ {
			c := color.RGBA{110, 160, 235, 255}
			if y >= 50 {
				c = color.RGBA{50 + uint8((x*7+y*5)%31), 120, 30, 255}
			}
			sky.SetRGBA(x, y, c)
		}
	}
	m, err = FromEnv().Segment(ctx, sky, Request{Target: "sky"})
	if err != nil || m.Method != MethodSkyGrow || !strings.Contains(m.Fallback, "out of GPU memory") {
		t.Errorf("fallback: method %q fallback %q err %v", m.Method, m.Fallback, err)
	}
	_, err = FromEnv().Segment(ctx, sky, Request{Target: "text", Text: "the dog"})
	if err == nil || !strings.Contains(err.Error(), "out of GPU memory") {
		t.Errorf("text with a broken provider: err %v", err)
	}
	// Both failing: one line naming both causes, still an ErrNoRegion.
	if _, err := cascadePath(); err == nil {
		_, err = FromEnv().Segment(ctx, gradient(64, 48), Request{Target: "face"})
		if !errors.Is(err, ErrNoRegion) || !strings.Contains(err.Error(), "out of GPU memory; built-in fallback: face: no face found") {
			t.Errorf("both failing: err %v", err)
		}
	}
}
