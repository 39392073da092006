package segment

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/safetext"
)

// EnvSAMToken, when set, is sent as "Authorization: Bearer <token>" to the
// SAM provider. It never appears in errors or results.
const EnvSAMToken = "NEURALCUT_SAM_TOKEN"

// samSendSide is the longest side of the image sent to the provider. SAM
// models work at 1024 px internally, so sending more only costs upload time;
// the returned mask is scaled back to the photo's size here.
const samSendSide = 1024

// samTimeout bounds one request when the caller supplies no client.
const samTimeout = 60 * time.Second

// maxSAMResponse bounds the reply we read (a 1024 px mask PNG is well under 1 MiB).
const maxSAMResponse = 32 << 20

// samRequest and samResponse are the wire contract of docs/sam-provider.md.
type samRequest struct {
	Image  string   `json:"image"` // base64 PNG, no data: prefix
	Width  int      `json:"width"`
	Height int      `json:"height"`
	Target string   `json:"target"`
	Text   string   `json:"text,omitempty"`
	Label  string   `json:"label,omitempty"`
	Points [][2]int `json:"points,omitempty"` // foreground clicks [x,y] in the sent image
	Box    []int    `json:"box,omitempty"`    // [x,y,w,h] in the sent image
}

type samResponse struct {
	Mask  string   `json:"mask"` // base64 grayscale PNG, width x height of the sent image
	BBox  []int    `json:"bbox"` // [x,y,w,h]
	Score *float64 `json:"score,omitempty"`
	Error string   `json:"error,omitempty"`
}

type httpSegmenter struct {
	endpoint string // base + "/segment"
	shown    string // endpoint with any userinfo redacted, for errors
	client   *http.Client
	token    string
}

var _ Segmenter = (*httpSegmenter)(nil)

// NewHTTP returns a provider that POSTs to baseURL + "/segment" with the
// contract of docs/sam-provider.md. A nil client gets a 60 s timeout.
// Construction never fails; a malformed URL is reported by Segment.
func NewHTTP(baseURL string, client *http.Client) Segmenter {
	if client == nil {
		client = &http.Client{Timeout: samTimeout}
	}
	ep := strings.TrimRight(strings.TrimSpace(baseURL), "/") + "/segment"
	shown := ep
	if u, err := url.Parse(ep); err == nil {
		shown = u.Redacted()
	}
	return &httpSegmenter{endpoint: ep, shown: shown, client: client, token: strings.TrimSpace(os.Getenv(EnvSAMToken))}
}

func (s *httpSegmenter) Segment(ctx context.Context, img image.Image, req Request) (Mask, error) {
	target, err := checkRequest(img, req)
	if err != nil {
		return Mask{}, err
	}
	body, err := encodeRequest(img, req, target)
	if err != nil {
		return Mask{}, err
	}
	out, err := s.post(ctx, body)
	if err != nil {
		return Mask{}, err
	}
	alpha, err := s.decodeMask(out.Mask, body.Width, body.Height, img.Bounds())
	if err != nil {
		return Mask{}, err
	}
	bbox := alphaBBox(alpha)
	if bbox.Empty() {
		return Mask{}, fmt.Errorf("sam provider: empty mask for %s: %w", target, ErrNoRegion)
	}
	return Mask{Alpha: alpha, BBox: bbox, Method: MethodSAMHTTP}, nil
}

// encodeRequest shrinks the picture to samSendSide, encodes it as PNG and
// maps the prompts into the sent image's pixels.
func encodeRequest(img image.Image, req Request, target string) (samRequest, error) {
	b := img.Bounds()
	sent := shrink(img, samSendSide)
	sw, sh := sent.Bounds().Dx(), sent.Bounds().Dy()
	fx, fy := float64(sw)/float64(b.Dx()), float64(sh)/float64(b.Dy())
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, sent); err != nil {
		return samRequest{}, fmt.Errorf("sam provider: encode image: %w", err)
	}
	body := samRequest{
		Image: base64.StdEncoding.EncodeToString(buf.Bytes()), Width: sw, Height: sh,
		Target: target, Text: req.Text, Label: req.Label,
	}
	if target == TargetFace && req.Region == RegionHead && body.Label == "" {
		body.Label = "head" // the contract has no region: a hint, as for subjects
	}
	// A point maps by its pixel centre, so it stays inside the sent image.
	for _, p := range req.Points {
		body.Points = append(body.Points, [2]int{
			int((float64(p.X-b.Min.X) + 0.5) * fx), int((float64(p.Y-b.Min.Y) + 0.5) * fy)})
	}
	if !req.Box.Empty() {
		r := req.Box.Intersect(b) // not empty: checkRequest
		x0, y0 := int(math.Round(float64(r.Min.X-b.Min.X)*fx)), int(math.Round(float64(r.Min.Y-b.Min.Y)*fy))
		x1, y1 := int(math.Round(float64(r.Max.X-b.Min.X)*fx)), int(math.Round(float64(r.Max.Y-b.Min.Y)*fy))
		body.Box = []int{x0, y0, max(1, x1-x0), max(1, y1-y0)}
	}
	return body, nil
}

// post sends the request and returns a reply that has a mask, or an error
// that says what went wrong and where.
func (s *httpSegmenter) post(ctx context.Context, body samRequest) (samResponse, error) {
	payload, err := json.Marshal(body)
	if err != nil {
		return samResponse{}, fmt.Errorf("sam provider: %w", err)
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, s.endpoint, bytes.NewReader(payload))
	if err != nil {
		return samResponse{}, fmt.Errorf("sam provider: bad %s %q: %v", EnvSAMURL, s.shown, err)
	}
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set("Accept", "application/json")
	if s.token != "" {
		hr.Header.Set("Authorization", "Bearer "+s.token)
	}
	resp, err := s.client.Do(hr)
	if err != nil {
		return samResponse{}, s.transportError(ctx, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxSAMResponse+1))
	if err != nil {
		return samResponse{}, fmt.Errorf("sam provider at %s: read reply: %w", s.shown, s.transportError(ctx, err))
	}
	if len(raw) > maxSAMResponse {
		return samResponse{}, fmt.Errorf("sam provider at %s: reply larger than %d bytes", s.shown, maxSAMResponse)
	}
	var out samResponse
	jerr := json.Unmarshal(raw, &out)
	switch {
	case resp.StatusCode/100 != 2:
		msg := out.Error
		if jerr != nil || msg == "" {
			msg = strings.TrimSpace(string(raw[:min(len(raw), 300)]))
		}
		return samResponse{}, fmt.Errorf("sam provider at %s: HTTP %d: %s", s.shown, resp.StatusCode, safetext.Line(msg))
	case jerr != nil:
		return samResponse{}, fmt.Errorf("sam provider at %s: reply is not the JSON of the contract: %v", s.shown, jerr)
	case out.Error != "":
		return samResponse{}, fmt.Errorf("sam provider at %s: %s", s.shown, safetext.Line(out.Error))
	case out.Mask == "":
		return samResponse{}, fmt.Errorf("sam provider at %s: reply has no mask", s.shown)
	}
	return out, nil
}

// decodeMask reads the base64 PNG, checks it has the size of the image we
// sent (a mask of another size would be misaligned), and scales it to b.
func (s *httpSegmenter) decodeMask(b64 string, sw, sh int, b image.Rectangle) (*image.Gray, error) {
	b64 = strings.TrimSpace(b64)
	if i := strings.Index(b64, ";base64,"); strings.HasPrefix(b64, "data:") && i >= 0 {
		b64 = b64[i+len(";base64,"):]
	}
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		return nil, fmt.Errorf("sam provider at %s: mask is not base64: %v", s.shown, err)
	}
	m, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("sam provider at %s: mask is not a PNG: %v", s.shown, err)
	}
	mb := m.Bounds()
	if mb.Dx() != sw || mb.Dy() != sh {
		return nil, fmt.Errorf("sam provider at %s: mask is %dx%d, want %dx%d (the size of the image sent)", s.shown, mb.Dx(), mb.Dy(), sw, sh)
	}
	p := newPlane(sw, sh)
	for y := 0; y < sh; y++ {
		for x := 0; x < sw; x++ {
			g := color.GrayModel.Convert(m.At(mb.Min.X+x, mb.Min.Y+y)).(color.Gray)
			p.pix[y*sw+x] = float32(g.Y) / 255
		}
	}
	return upscale(p, b), nil
}

// transportError turns client failures into messages that say what to check.
func (s *httpSegmenter) transportError(ctx context.Context, err error) error {
	var ne net.Error
	switch {
	case errors.Is(ctx.Err(), context.Canceled):
		return fmt.Errorf("sam provider at %s: canceled: %w", s.shown, ctx.Err())
	case errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()):
		return fmt.Errorf("sam provider at %s: timed out: %w", s.shown, context.DeadlineExceeded)
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err // the URL is already in our message, and may carry userinfo
	}
	return fmt.Errorf("sam provider at %s: unreachable (check %s): %v", s.shown, EnvSAMURL, err)
}
