package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// ContextCache uploads assets to the provider's Files API once and
// remembers the file in a JSON cache file, so a restart does not upload
// again. An entry is replaced when the provider's copy expired or the
// asset's content changed.
type ContextCache struct {
	Path     string        // the cache file
	Files    llm.FileStore // the provider's Files API
	Provider string        // "gemini"
	// Describer, when set, is asked once per file what it shows, in one
	// sentence; the answer is kept with the entry and reported as the
	// tool's summary, which the agent stores with describe_asset so basic
	// mode can name the clip by it. Nil: no summary.
	Describer llm.Provider
	// Now, PollInterval and PollTimeout default to time.Now, 2 s and 5 min.
	Now          func() time.Time
	PollInterval time.Duration
	PollTimeout  time.Duration

	mu sync.Mutex
}

var _ videotools.AssetContextLoader = (*ContextCache)(nil)

// CacheEntry is one asset's provider file.
type CacheEntry struct {
	AssetID     string `json:"assetId"`
	Path        string `json:"path"`
	Provider    string `json:"provider"`
	FileName    string `json:"fileName"`
	FileURI     string `json:"fileUri"`
	MIMEType    string `json:"mimeType"`
	Status      string `json:"status"`    // active, processing, failed
	CreatedAt   int64  `json:"createdAt"` // unix milliseconds
	ExpiresAt   int64  `json:"expiresAt"`
	Size        int64  `json:"size"`
	ModTime     int64  `json:"modTime"`           // unix nanoseconds
	ContentHash string `json:"contentHash"`       // sha256 hex
	Summary     string `json:"summary,omitempty"` // what the file shows, in one sentence (Describer)
}

type cacheFile struct {
	Version int                   `json:"version"`
	Entries map[string]CacheEntry `json:"entries"`
}

// expiryMargin re-uploads a file this long before the provider drops it,
// so a model turn never references a file that vanishes mid-request.
const expiryMargin = time.Hour

// DefaultCachePath is $NEURALCUT_CACHE_DIR/asset-context.json, or the
// user cache directory.
func DefaultCachePath() string {
	dir := os.Getenv("NEURALCUT_CACHE_DIR")
	if dir == "" {
		if d, err := os.UserCacheDir(); err == nil {
			dir = filepath.Join(d, "neuralcut")
		} else {
			dir = filepath.Join(os.TempDir(), "neuralcut-cache")
		}
	}
	return filepath.Join(dir, "asset-context.json")
}

// MIMEType is the media type the provider is told, by extension; "" when
// the provider cannot take the file.
func MIMEType(path string) string {
	return mimeTypes[strings.ToLower(filepath.Ext(path))]
}

var mimeTypes = map[string]string{
	".mp4": "video/mp4", ".m4v": "video/mp4", ".mpeg": "video/mpeg", ".mpg": "video/mpg", ".mov": "video/quicktime",
	".avi": "video/avi", ".flv": "video/x-flv", ".webm": "video/webm", ".wmv": "video/wmv", ".3gp": "video/3gpp",
	".mp3": "audio/mp3", ".wav": "audio/wav", ".aac": "audio/aac", ".m4a": "audio/aac", ".ogg": "audio/ogg",
	".flac": "audio/flac", ".aiff": "audio/aiff",
	".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp",
	".heic": "image/heic", ".heif": "image/heif",
}

func (c *ContextCache) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// LoadAssetContext returns the asset's provider file, uploading it when the
// cache has no usable copy.
func (c *ContextCache) LoadAssetContext(ctx context.Context, a timeline.Asset) (videotools.AssetContext, error) {
	mime := MIMEType(a.Path)
	if mime == "" || !strings.HasPrefix(mime, string(a.Type)+"/") {
		return videotools.AssetContext{}, fmt.Errorf("%w: %s", videotools.ErrUnsupportedAsset, filepath.Ext(a.Path))
	}
	st, err := os.Stat(a.Path)
	if err != nil {
		return videotools.AssetContext{}, fmt.Errorf("the media file of %s is missing", a.Name)
	}
	abs, _ := filepath.Abs(a.Path)
	key := c.Provider + "|" + a.ID + "|" + abs
	c.mu.Lock()
	defer c.mu.Unlock()

	entries, err := c.read()
	if err != nil {
		return videotools.AssetContext{}, err
	}
	e, ok := entries[key]
	if ok && c.usable(&e, abs, st) {
		cached := e.Status == "active"
		if e.Status == "processing" {
			if err := c.poll(ctx, &e); err != nil {
				var le *llm.Error
				if !errors.As(err, &le) || le.Status != 404 {
					return videotools.AssetContext{}, err
				}
				ok = false // the provider lost it: upload again
			}
		}
		if ok {
			c.summarize(ctx, &e)
			if err := c.save(ctx, key, e); err != nil {
				return videotools.AssetContext{}, err
			}
			return result(e, cached), nil
		}
	}
	e, err = c.upload(ctx, a, abs, mime, st)
	if err != nil {
		return videotools.AssetContext{}, err
	}
	c.summarize(ctx, &e)
	if err := c.save(ctx, key, e); err != nil {
		return videotools.AssetContext{}, err
	}
	if e.Status == "failed" {
		return videotools.AssetContext{}, errors.New("the provider could not process the file")
	}
	return result(e, false), nil
}

func result(e CacheEntry, cached bool) videotools.AssetContext {
	status := "loaded"
	if e.Status == "processing" {
		status = "processing"
	}
	return videotools.AssetContext{Status: status, Cached: cached, Provider: e.Provider, FileURI: e.FileURI, MIMEType: e.MIMEType,
		Summary: e.Summary}
}

// describePrompt asks for what a description needs: the words a person
// would use to name the clip ("the drone shot over the gorge").
const describePrompt = "In one sentence of at most 25 words, say what this media shows: the place, the main things " +
	"and people, and what happens. Plain words, no preamble, no quotes."

// maxSummary bounds a kept summary (a description holds 2000 bytes).
const maxSummary = 300

// summarize asks the Describer, once per active file, what it shows. A
// failure leaves the entry without a summary: the file is still loaded,
// and the next load asks again.
func (c *ContextCache) summarize(ctx context.Context, e *CacheEntry) {
	if c.Describer == nil || e.Status != "active" || e.Summary != "" {
		return
	}
	resp, err := c.Describer.Generate(ctx, llm.Request{Messages: []llm.Message{{Role: llm.User, Parts: []llm.Part{
		{File: &llm.FileRef{URI: e.FileURI, MIMEType: e.MIMEType}}, {Text: describePrompt}}}}})
	if err != nil || resp == nil {
		return
	}
	e.Summary = oneLine(resp.Text, maxSummary)
}

// oneLine is s on one line, whitespace collapsed, cut at a word boundary
// to at most n bytes.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	s = strings.Trim(s, "\"'“”")
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndexByte(s[:n], ' ')
	if cut <= 0 {
		cut = n
	}
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strings.TrimSpace(s[:cut])
}

// usable says whether e still refers to this file's content and has not
// expired. A changed mtime with the same hash keeps the entry (touched,
// not changed) and records the new stat.
func (c *ContextCache) usable(e *CacheEntry, abs string, st os.FileInfo) bool {
	if e.Status == "failed" || e.FileURI == "" || c.now().Add(expiryMargin).UnixMilli() >= e.ExpiresAt {
		return false
	}
	if e.Size == st.Size() && e.ModTime == st.ModTime().UnixNano() {
		return true
	}
	if e.Size != st.Size() {
		return false
	}
	h, err := fsutil.HashFile(abs)
	if err != nil || h != e.ContentHash {
		return false
	}
	e.ModTime = st.ModTime().UnixNano()
	return true
}

func (c *ContextCache) upload(ctx context.Context, a timeline.Asset, abs, mime string, st os.FileInfo) (CacheEntry, error) {
	hash, err := fsutil.HashFile(abs)
	if err != nil {
		return CacheEntry{}, fmt.Errorf("read the media file of %s: %v", a.Name, errors.Unwrap(err))
	}
	f, err := c.Files.UploadFile(ctx, abs, mime, a.Name)
	if err != nil {
		return CacheEntry{}, err
	}
	e := CacheEntry{AssetID: a.ID, Path: abs, Provider: c.Provider, FileName: f.Name, MIMEType: mime,
		Size: st.Size(), ModTime: st.ModTime().UnixNano(), ContentHash: hash}
	c.fill(&e, f)
	if e.Status == "processing" {
		if err := c.poll(ctx, &e); err != nil {
			return CacheEntry{}, err
		}
	}
	return e, nil
}

func (c *ContextCache) fill(e *CacheEntry, f *llm.File) {
	e.FileURI, e.Status = f.URI, strings.ToLower(f.State)
	if e.Status == "" || e.Status == "state_unspecified" {
		e.Status = "processing"
	}
	created := f.CreateTime
	if created.IsZero() {
		created = c.now()
	}
	e.CreatedAt = created.UnixMilli()
	expires := f.ExpireTime
	if expires.IsZero() {
		expires = created.Add(48 * time.Hour)
	}
	e.ExpiresAt = expires.UnixMilli()
}

// poll waits for the file to leave PROCESSING; on timeout the entry stays
// "processing" and the next call polls again.
func (c *ContextCache) poll(ctx context.Context, e *CacheEntry) error {
	interval, timeout := c.PollInterval, c.PollTimeout
	if interval <= 0 {
		interval = 2 * time.Second
	}
	if timeout <= 0 {
		timeout = 5 * time.Minute
	}
	deadline := time.Now().Add(timeout)
	for e.Status == "processing" {
		f, err := c.Files.GetFile(ctx, e.FileName)
		if err != nil {
			return err
		}
		c.fill(e, f)
		if e.Status != "processing" || time.Now().After(deadline) {
			break
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(interval):
		}
	}
	return nil
}

// read loads the cache file; a missing file is an empty cache and a
// damaged one is discarded (it only saves uploads).
func (c *ContextCache) read() (map[string]CacheEntry, error) {
	data, err := os.ReadFile(c.Path)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]CacheEntry{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read asset-context cache: %w", err)
	}
	var f cacheFile
	if json.Unmarshal(data, &f) != nil || f.Entries == nil {
		return map[string]CacheEntry{}, nil
	}
	return f.Entries, nil
}

// save writes one entry under the file lock, re-reading the file so
// entries another process wrote meanwhile are kept.
func (c *ContextCache) save(ctx context.Context, key string, e CacheEntry) error {
	if err := os.MkdirAll(filepath.Dir(c.Path), 0o755); err != nil {
		return fmt.Errorf("asset-context cache: %w", err)
	}
	unlock, err := fsutil.Lock(ctx, c.Path)
	if err != nil {
		return err
	}
	defer unlock()
	entries, err := c.read()
	if err != nil {
		return err
	}
	entries[key] = e
	data, err := json.MarshalIndent(cacheFile{Version: 1, Entries: entries}, "", " ")
	if err != nil {
		return err
	}
	return fsutil.WriteAtomic(c.Path, append(data, '\n'), 0o600)
}
