package render

import (
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// filterValue escapes a string for use as one option value inside a filter
// graph: first for the filter's own option parser, then for the graph
// parser (ffmpeg-filters(1), "Notes on filtergraph escaping"). Only paths
// the renderer chose itself go through here; agent text never enters the
// graph (it travels in ASS files).
func filterValue(s string) string {
	lvl1 := strings.NewReplacer(`\`, `\\`, `'`, `\'`, `:`, `\:`).Replace(s)
	return strings.NewReplacer(`\`, `\\`, `'`, `\'`, `[`, `\[`, `]`, `\]`, `,`, `\,`, `;`, `\;`).Replace(lvl1)
}

// secs formats a tick count as seconds for ffmpeg (microsecond precision).
func secs(t timeline.Ticks) string {
	return strconv.FormatFloat(t.Seconds(), 'f', 6, 64)
}

// num formats a float for a filter argument.
func num(f float64) string { return strconv.FormatFloat(f, 'f', 3, 64) }

// even rounds to the nearest even integer of at least 2: yuv420p frames
// need even sizes.
func even(f float64) int {
	n := int(f/2+0.5) * 2
	return max(n, 2)
}

// ffColor turns #rrggbb into ffmpeg's 0xRRGGBB (a # would need escaping).
func ffColor(s string) string {
	c, err := timeline.ParseColor(s)
	if err != nil {
		return "0x000000"
	}
	return "0x" + hex2(c.R) + hex2(c.G) + hex2(c.B)
}

func hex2(v uint8) string {
	const digits = "0123456789ABCDEF"
	return string([]byte{digits[v>>4], digits[v&15]})
}

// withEnable adds a timeline enable expression to every filter of a chain
// ("a=x,b" -> "a=x:enable='...',b=enable='...'"), splitting on commas
// outside quotes.
func withEnable(chain, expr string) string {
	var parts []string
	depth, quoted, last := 0, false, 0
	for i := 0; i < len(chain); i++ {
		switch chain[i] {
		case '\'':
			quoted = !quoted
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if !quoted && depth == 0 {
				parts = append(parts, chain[last:i])
				last = i + 1
			}
		}
	}
	parts = append(parts, chain[last:])
	for i, f := range parts {
		sep := ":"
		if !strings.Contains(f, "=") {
			sep = "="
		}
		parts[i] = f + sep + "enable='" + expr + "'"
	}
	return strings.Join(parts, ",")
}
