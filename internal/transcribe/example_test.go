package transcribe_test

import (
	"fmt"
	"strings"

	"github.com/neuralcut/neuralcut/internal/transcribe"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// Chunk turns word timings into captions that obey the readability rules.
func ExampleChunk() {
	var words []transcript.Word
	at := 0.0
	for _, w := range strings.Fields("Welcome back. Today we cut the silences out of a long interview, then add captions.") {
		words = append(words, transcript.Word{Start: at, End: at + 0.3, Word: w})
		at += 0.35
	}
	for _, c := range transcribe.Chunk(words) {
		fmt.Printf("%.2f-%.2f %q\n", c.Start, c.End, c.Text)
	}
	// Output:
	// 0.00-1.00 "Welcome back."
	// 1.00-4.20 "Today we cut the silences\nout of a long interview,"
	// 4.20-5.45 "then add captions."
}
