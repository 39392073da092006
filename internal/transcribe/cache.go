package transcribe

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// Cache keeps transcripts on disk, one JSON file per key. A key is the
// hash of the audio the engine heard plus the engine, model and language,
// so an edit that changes the timeline's sound misses and a re-run of the
// same request does not pay for the engine again.
type Cache struct {
	Dir string
}

// Key derives the cache key.
func Key(audioHash, engine, model, language string) string {
	h := sha256.New()
	for _, s := range []string{audioHash, engine, model, language} {
		fmt.Fprintf(h, "%d:%s;", len(s), s)
	}
	return hex.EncodeToString(h.Sum(nil))
}

func (c *Cache) path(key string) string { return filepath.Join(c.Dir, key[:2], key+".json") }

// Get returns a cached transcript; a missing or unreadable entry is a miss.
func (c *Cache) Get(key string) (*transcript.Transcript, bool) {
	if c == nil || c.Dir == "" {
		return nil, false
	}
	data, err := os.ReadFile(c.path(key))
	if err != nil {
		return nil, false
	}
	var t transcript.Transcript
	if json.Unmarshal(data, &t) != nil {
		return nil, false
	}
	return &t, true
}

// Put stores a transcript atomically (a reader never sees half a file).
func (c *Cache) Put(key string, t *transcript.Transcript) error {
	if c == nil || c.Dir == "" {
		return nil
	}
	data, err := json.Marshal(t)
	if err != nil {
		return err
	}
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("transcript cache: %w", err)
	}
	return fsutil.WriteAtomic(p, data, fsutil.DefaultPerm)
}
