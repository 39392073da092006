package videotools

import "testing"

// Invalid UTF-8 cannot arrive through a JSON call (the decoder turns it
// into U+FFFD), but a Go caller can pass any string: the check is the
// tool's own, so it is tested here.
func TestCleanDescriptionInvalidUTF8(t *testing.T) {
	if _, err := cleanDescription("la toma \xff aérea"); err == nil || err.Error() != "Description is not valid UTF-8" {
		t.Errorf("got %v, want Description is not valid UTF-8", err)
	}
}
