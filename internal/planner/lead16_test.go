package planner

import (
	"testing"
)

// TestSixteenthSessionLookReplies: a look edit of several things says what
// each one got when they differ (both were said to be the heart's scale
// 0.6; the logo went to 0.15), and says it once when it is the same.
func TestSixteenthSessionLookReplies(t *testing.T) {
	checkRepliesHave(t, map[string]string{
		"make the logo and the heart smaller":       "logo.png (e12): scale 0.15. heart sticker (e22): scale 0.6.",
		"the logo and the heart, make them smaller": "logo.png (e12): scale 0.15. heart sticker (e22): scale 0.6.",
		"make the logo and the heart bigger":        "logo.png (e12): scale 0.375. heart sticker (e22): scale 1.5.",
		// guard: the same edit for both is said once
		"rotate the logo and the heart 45 degrees": "logo.png (e12), heart sticker (e22): rotated 45°.",
	})
}
