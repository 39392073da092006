package planner

import (
	"bufio"
	"context"
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestTypos2Measure measures the typo fixer against whole dictionaries
// (issue 13): (a) how many dictionary words it rewrites into a planner
// word, and (b) what it makes of seeded one-edit typos of its own words.
// It needs Debian's wamerican and wspanish (/usr/share/dict), which CI
// machines lack, and takes minutes, so it runs only with
// NEURALCUT_TYPO_MEASURE=1. NEURALCUT_TYPO_MEASURE_OUT names a folder
// for the lists of rewritten words.
func TestTypos2Measure(t *testing.T) {
	if os.Getenv("NEURALCUT_TYPO_MEASURE") == "" {
		t.Skip("set NEURALCUT_TYPO_MEASURE=1 to measure the typo fixer against /usr/share/dict")
	}
	dicts := map[string]string{"en": "/usr/share/dict/american-english", "es": "/usr/share/dict/spanish"}
	for _, lang := range []string{"en", "es"} {
		words, err := dictWords(dicts[lang])
		if err != nil {
			t.Skipf("no dictionary: %v", err)
		}
		var pairs []string
		for _, w := range words {
			if c := fixedAlone(w); c != "" && c != w {
				pairs = append(pairs, w+" "+c)
			}
		}
		t.Logf("%s: %d dictionary words, %d rewritten into a planner word", lang, len(words), len(pairs))
		writeMeasure(t, "rewritten-"+lang+".txt", pairs)
	}
	right, wrong, none, total := 0, 0, 0, 0
	var wrongs []string
	for _, s := range seededTypos() {
		total++
		switch c := fixedAlone(s.typo); {
		case c == "":
			none++
		case c == s.word || sameMeaning(c, s.word):
			right++
		default:
			wrong++
			wrongs = append(wrongs, s.typo+" "+s.word+" "+c)
		}
	}
	t.Logf("seeded typos: %d; fixed right %d, fixed wrong %d, not fixed %d", total, right, wrong, none)
	writeMeasure(t, "seeded-wrong.txt", wrongs)
}

// fixedAlone is what the fixer makes of w typed alone ("" when it keeps it).
func fixedAlone(w string) string {
	toks := []token{{kind: tWord, text: w, pos: 0, end: len(w)}}
	if !fixTypos(toks, newVocabulary(nil), w) {
		return ""
	}
	return toks[0].text
}

// dictWords reads a dictionary folded as the lexer folds, words of three
// letters or more.
func dictWords(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		w := fold(strings.TrimSpace(sc.Text()))
		if len(w) >= 3 && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") == "" {
			seen[w] = true
		}
	}
	words := make([]string, 0, len(seen))
	for w := range seen {
		words = append(words, w)
	}
	slices.Sort(words)
	return words, sc.Err()
}

type seededTypo struct{ typo, word string }

// seededTypos makes one deletion, insertion, substitution and swap of
// each fix target of four letters or more (fixed seed), keeping those the
// lexicon does not already read.
func seededTypos() []seededTypo {
	var targets []string
	for _, ws := range staticVocab() {
		for _, w := range ws {
			if len(w) >= 4 {
				targets = append(targets, w)
			}
		}
	}
	slices.Sort(targets)
	targets = slices.Compact(targets)
	rng := rand.New(rand.NewSource(13))
	letter := func() string { return string(rune('a' + rng.Intn(26))) }
	var out []seededTypo
	for _, w := range targets {
		i := rng.Intn(len(w))
		j := rng.Intn(len(w) - 1)
		for _, typo := range []string{
			w[:i] + w[i+1:],
			w[:i] + letter() + w[i:],
			w[:i] + letter() + w[i+1:],
			w[:j] + w[j+1:j+2] + w[j:j+1] + w[j+2:],
		} {
			if typo != w && !known(typo) && !commonWords[typo] {
				out = append(out, seededTypo{typo, w})
			}
		}
	}
	return out
}

func writeMeasure(t *testing.T, name string, lines []string) {
	dir := os.Getenv("NEURALCUT_TYPO_MEASURE_OUT")
	if dir == "" {
		return
	}
	if err := os.WriteFile(dir+"/"+name, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Error(err)
	}
	fmt.Fprintf(os.Stderr, "wrote %s/%s (%d lines)\n", dir, name, len(lines))
}

// TestTypos2Requests prints how basic mode reads each request of the
// file NEURALCUT_I13TY2_REQUESTS names (one a line; "photo: " in front
// for the photo planner), for scoring by hand.
func TestTypos2Requests(t *testing.T) {
	path := os.Getenv("NEURALCUT_I13TY2_REQUESTS")
	if path == "" {
		t.Skip("set NEURALCUT_I13TY2_REQUESTS to a file of requests")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var plan Plan
		if prompt, ok := strings.CutPrefix(line, "photo: "); ok {
			plan = BasicPhoto(context.Background(), prompt, PhotoState{Width: 800, Height: 600})
		} else {
			plan = BasicVideo(context.Background(), line, workshopFixture(t))
		}
		var steps []string
		for _, s := range plan.Steps {
			steps = append(steps, s.Tool+s.Op+" "+string(s.Params))
		}
		fmt.Printf("%s\n  status=%s fixed=%v\n  steps=%s\n  reply=%s\n", line, plan.Status, plan.Fixed, strings.Join(steps, "; "), plan.Reply)
	}
}
