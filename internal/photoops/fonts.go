package photoops

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

// FontDirs are searched for TrueType/OpenType files (Debian's
// fonts-dejavu-core, fonts-noto-core and the like).
var FontDirs = []string{"/usr/share/fonts", "/usr/local/share/fonts"}

// Generic family names, each with the file tried first and the Go font
// (always available, compiled in) used when the file is missing.
var genericFonts = map[string]struct {
	file string
	gof  []byte
}{
	"sans":      {"dejavusans", goregular.TTF},
	"sansserif": {"dejavusans", goregular.TTF},
	"sansbold":  {"dejavusansbold", gobold.TTF},
	"bold":      {"dejavusansbold", gobold.TTF},
	"serif":     {"dejavuserif", goregular.TTF},
	"serifbold": {"dejavuserifbold", gobold.TTF},
	"mono":      {"dejavusansmono", gomono.TTF},
	"monospace": {"dejavusansmono", gomono.TTF},
	"go":        {"", goregular.TTF},
	"gobold":    {"", gobold.TTF},
	"gomono":    {"", gomono.TTF},
}

var (
	fontIndexOnce sync.Once
	fontIndex     map[string]string // squashed name -> file
)

func fontKey(s string) string {
	s = strings.ToLower(s)
	s = strings.TrimSuffix(strings.TrimSuffix(s, ".ttf"), ".otf")
	s = strings.TrimSuffix(s, "-regular")
	s = strings.TrimSuffix(s, " regular")
	return strings.NewReplacer(" ", "", "-", "", "_", "").Replace(s)
}

func indexFonts() map[string]string {
	fontIndexOnce.Do(func() {
		fontIndex = map[string]string{}
		for _, dir := range FontDirs {
			filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
				if err != nil || d.IsDir() {
					return nil
				}
				ext := strings.ToLower(filepath.Ext(p))
				if ext != ".ttf" && ext != ".otf" {
					return nil
				}
				k := fontKey(filepath.Base(p))
				if _, dup := fontIndex[k]; !dup {
					fontIndex[k] = p
				}
				return nil
			})
		}
	})
	return fontIndex
}

// loadFont resolves a font name: a generic family (sans, serif, mono,
// bold, go), an installed font by name ("DejaVu Serif", "Noto Sans Bold",
// "NotoSerif-Italic"). It returns the font data and the name used.
func loadFont(name string) ([]byte, string, error) {
	if strings.TrimSpace(name) == "" {
		name = "sans"
	}
	k := fontKey(name)
	idx := indexFonts()
	if g, ok := genericFonts[k]; ok {
		if p, ok := idx[g.file]; ok && g.file != "" {
			if b, err := os.ReadFile(p); err == nil {
				return b, filepath.Base(p), nil
			}
		}
		return g.gof, "Go " + k, nil
	}
	if p, ok := idx[k]; ok {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, "", fail("Cannot read font %s: %s", name, err.Error())
		}
		return b, filepath.Base(p), nil
	}
	return nil, "", fail("Unknown font: %s (use sans, serif, mono, bold, go, or an installed font such as %s)", name, strings.Join(someFonts(idx), ", "))
}

func someFonts(idx map[string]string) []string {
	var names []string
	for _, p := range idx {
		names = append(names, strings.TrimSuffix(filepath.Base(p), filepath.Ext(p)))
	}
	sort.Strings(names)
	if len(names) > 8 {
		names = names[:8]
	}
	return names
}
