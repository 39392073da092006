// Package timeline is the video project model: settings, assets, tracks and
// elements on an integer time base, plus the invariants every edit must keep.
// It is plain data with pure functions; it must not do I/O or know about tools,
// rendering or storage.
package timeline

import (
	"math"
	"strconv"
)

// TicksPerSecond is the canonical time base (the reference editor's unit).
const TicksPerSecond = 120000

// Ticks is a point or span of timeline time. Seconds only exist at the tool
// boundary; inside the model time never accumulates as floats.
type Ticks int64

// FromSeconds converts seconds to ticks, rounding to the nearest tick.
func FromSeconds(s float64) Ticks { return Ticks(math.Round(s * TicksPerSecond)) }

// Seconds converts ticks to seconds for the tool boundary.
func (t Ticks) Seconds() float64 { return float64(t) / TicksPerSecond }

// String prints seconds with up to millisecond-ish precision, for messages.
func (t Ticks) String() string {
	return strconv.FormatFloat(t.Seconds(), 'f', -1, 64) + "s"
}

// MaxSeconds bounds any time accepted from a tool: 24 hours is far past any
// real timeline and keeps tick arithmetic far from overflow.
const MaxSeconds = 24 * 3600

// MaxTicks is MaxSeconds in ticks: no time in a project is later.
const MaxTicks = Ticks(MaxSeconds * TicksPerSecond)

// ValidSeconds reports whether s is a finite time a tool may accept.
func ValidSeconds(s float64) bool {
	return !math.IsNaN(s) && !math.IsInf(s, 0) && s >= 0 && s <= MaxSeconds
}
