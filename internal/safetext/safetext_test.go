package safetext

import "testing"

func TestClean(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"plain text, ünïcode ✓", "plain text, ünïcode ✓"},
		{"two\nlines\tand a tab", "two\nlines\tand a tab"},
		{"\x1b]0;pwned\x07title", "title"},      // OSC retitles the terminal
		{"\x1b]2;x\x1b\\after", "after"},        // OSC ended by ST
		{"\x1b[2J\x1b[1;1Hcleared", "cleared"},  // CSI clears and moves
		{"red \x1b[31mtext\x1b[0m", "red text"}, // colours
		{"nul\x00byte", "nulbyte"},              // NUL
		{"bell\x07 del\x7f", "bell del"},        // BEL, DEL
		{"c1 \u009b31mcsi", "c1 csi"},           // C1 CSI
		{"c1 \u009d0;t\u009cosc", "c1 osc"},     // C1 OSC ended by C1 ST
		{"over\rwrite", "over write"},           // a lone CR rewrites the line
		{"crlf\r\nok", "crlf\nok"},              // CRLF becomes LF
		{"bidi \u202eevil\u202c", "bidi evil"},  // bidi override
		{"bad \xff utf8", "bad \ufffd utf8"},    // invalid UTF-8
		{"cut \x1b", "cut "},                    // truncated sequence
		{"\x1bc reset", " reset"},               // RIS
		{"\x1b(B charset", " charset"},          // designate charset
		{"\x1bP1$r\x1b\\dcs", "dcs"},            // DCS
		{"\x1b[\x00x", "x"},                     // broken CSI: the NUL goes too
	} {
		if got := Clean(tc.in); got != tc.want {
			t.Errorf("Clean(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := Line("a\nb\tc\x1b[2J"); got != "a b c" {
		t.Errorf("Line: %q", got)
	}
}

func FuzzClean(f *testing.F) {
	f.Add("\x1b]0;pwned\x07\x1b[2J\x00x")
	f.Fuzz(func(t *testing.T, s string) {
		out := Clean(s)
		for _, r := range out {
			if r < 0x20 && r != '\n' && r != '\t' || r >= 0x7f && r <= 0x9f || isBidiControl(r) {
				t.Fatalf("Clean(%q) kept %U", s, r)
			}
		}
		if Clean(out) != out {
			t.Fatalf("not idempotent on %q", s)
		}
	})
}
