package planner

import (
	"fmt"
	"os"
	"testing"
)

func TestZZFrame(t *testing.T) {
	p := os.Getenv("PROBE")
	if p == "" {
		t.Skip()
	}
	ed := workshopFixture(t)
	names := videoNames(ed.Project)
	toks := conversational(p, lex(p, newVocabulary(names.words())), true)
	for _, tk := range toks {
		fmt.Printf("%q ", tk.text)
	}
	fmt.Println()
	for _, c := range splitClauses(p, toks, names.has) {
		f := fill(c, p, names)
		fmt.Printf("verb=%q pos=%v times=%d targets=%+v\n", f.verb, f.pos, len(f.times), f.targets)
	}
}
