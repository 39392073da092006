// Package stickers is the bundled sticker catalog: SVG files drawn for this
// project (CC0, see catalog.json), embedded in the binary so a sticker
// renders the same on any machine.
package stickers

import (
	"embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

//go:embed catalog.json svg/*.svg
var files embed.FS

// Sticker is one catalog entry.
type Sticker struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	Category string   `json:"category"`
	Keywords []string `json:"keywords"`
	File     string   `json:"file"`
}

type catalogFile struct {
	License  string    `json:"license"`
	Author   string    `json:"author"`
	Stickers []Sticker `json:"stickers"`
}

var load = sync.OnceValue(func() catalogFile {
	data, err := files.ReadFile("catalog.json")
	if err != nil {
		panic(err)
	}
	var c catalogFile
	if err := json.Unmarshal(data, &c); err != nil {
		panic(fmt.Sprintf("stickers: bad catalog.json: %v", err))
	}
	sort.Slice(c.Stickers, func(i, j int) bool { return c.Stickers[i].ID < c.Stickers[j].ID })
	return c
})

// All lists every sticker sorted by id.
func All() []Sticker { return load().Stickers }

// License names the catalog's licence and author, for attribution.
func License() (license, author string) { return load().License, load().Author }

// Lookup finds a sticker by id (case-insensitive).
func Lookup(id string) (Sticker, bool) {
	id = strings.ToLower(strings.TrimSpace(id))
	for _, s := range All() {
		if s.ID == id {
			return s, true
		}
	}
	return Sticker{}, false
}

// Search matches a query against ids, names, categories and keywords.
func Search(q string) []Sticker {
	q = strings.ToLower(strings.TrimSpace(q))
	var out []Sticker
	for _, s := range All() {
		hay := append([]string{s.ID, s.Name, s.Category}, s.Keywords...)
		for _, h := range hay {
			if q == "" || strings.Contains(strings.ToLower(h), q) {
				out = append(out, s)
				break
			}
		}
	}
	return out
}

// SVG returns a sticker's file content.
func SVG(id string) ([]byte, error) {
	s, ok := Lookup(id)
	if !ok {
		return nil, fmt.Errorf("sticker %q not found", id)
	}
	return files.ReadFile(s.File)
}

// Materialize writes a sticker's SVG into dir (for a tool that needs a
// real file) and returns its path.
func Materialize(id, dir string) (string, error) {
	data, err := SVG(id)
	if err != nil {
		return "", err
	}
	s, _ := Lookup(id)
	path := filepath.Join(dir, "sticker-"+s.ID+".svg")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return "", err
	}
	return path, nil
}
