package planner

import (
	"fmt"
	"regexp"
	"strings"
)

// "describe drone.mp4 as aerial shot of the house", "describí la
// entrevista como "toma aérea"": the person says what a file shows, and
// describe_asset keeps it, so a later request can name the file by it.
// What follows "as"/"como" is the person's own words, stored as said:
// read word by word it was a pile of unknown nouns ("basic mode does not
// know the word chef") or, worse, names of the project ("the chef and the
// logo"). So an unquoted description is put in quotes before the request
// is read (describedAsQuoted), and the clause reader sees one quoted text
// after "as", as it sees a title's words after "add a title".
//
// "describe the logo" and "describe the blur effect" have no "as": they
// stay questions about the project (planInfo).

// describedAsLead is a describe verb, what it describes and the "as" or
// "como" after it. The verb may take a glued-on object ("describilo
// como"), where the thing is said by the clitic. Only an unaccented
// "como" is the "as": "describí cómo se ve el logo" asks how it looks.
var describedAsLead = regexp.MustCompile(`(?i)(?:^|[^\p{L}\p{N}_])(descr[ií]b\p{L}*)(?:\s+[^\s"“”«»'‘’„;!?]+)*?\s+(?:as|como)(?:\s*:\s*|\s+|$)`)

// descriptionEnd is where an unquoted description stops: the end of the
// sentence, or a "then" that starts the next request ("describe the
// interview as the chef talking, then add it at 5s"). A plain "and" does
// not stop it: "the chef and his wife at the market" is one description.
var descriptionEnd = regexp.MustCompile(`(?i)(?:[.;!?]+(?:\s|$)|\n|,?\s+(?:and\s+then|then|y\s+despu[eé]s|y\s+luego|despu[eé]s|luego)\s+)`)

// notADescription: "as"/"como" starting a turn of phrase, not what a file
// shows ("describe the logo as well", "describilo como antes"): those keep
// their old reading, a question about the project.
var notADescription = regexp.MustCompile(`(?i)^(?:well|if|though|best|soon|much|many|far|long|usual|is|it is|you can|si|antes|siempre|puedas|est[aá])(?:[^\p{L}]|$)`)

// quotePairs are the marks a description is put in: the first pair whose
// closing marks (as findQuote reads them: a straight quote also closes a
// curly one) it does not hold, so the quote ends where the description
// does.
var quotePairs = []struct{ open, close, closers string }{{`"`, `"`, `"”`}, {"«", "»", "»"}}

// describedAsQuoted puts in quotes each unquoted description said after a
// describe verb and "as"/"como". One already in quotes stays as it is; an
// empty one is left for the clause reader to ask for.
func describedAsQuoted(prompt string) string {
	var b strings.Builder
	done := 0 // prompt[:done] is written
	for _, m := range describedAsLead.FindAllStringSubmatchIndex(prompt, -1) {
		if m[0] < done || quotedAt(prompt, m[2]) { // m[2]: where the verb starts
			continue
		}
		tail := prompt[m[1]:]
		end := len(tail)
		if e := descriptionEnd.FindStringIndex(tail); e != nil {
			end = e[0]
		}
		desc := strings.TrimSpace(tail[:end])
		open, closing, ok := quotesFor(desc)
		if desc == "" || startsQuoted(desc) || !ok || notADescription.MatchString(desc) {
			continue
		}
		b.WriteString(prompt[done:m[1]])
		b.WriteString(open + desc + closing)
		done = m[1] + end
	}
	b.WriteString(prompt[done:])
	return b.String()
}

// startsQuoted: the description is already said in quotes.
func startsQuoted(s string) bool {
	for open := range quoteMarks {
		if strings.HasPrefix(s, string(open)) {
			return true
		}
	}
	return false
}

// quotesFor picks the marks to put desc in.
func quotesFor(desc string) (open, closing string, ok bool) {
	for _, q := range quotePairs {
		if !strings.ContainsAny(desc, q.closers) {
			return q.open, q.close, true
		}
	}
	return "", "", false
}

// describesVerb: the clause's verb was said as "describe" (the "list"
// class also holds "list", "tell me about", which store nothing).
func describesVerb(f *frame) bool {
	return f.verb == "list" && f.verbAt >= 0 && strings.HasPrefix(f.verbSaid, "describ")
}

// describedAs finds "as"/"como" after a describe verb: the quoted words
// after it (the description) and where it stands. said is false when the
// clause has no such "as"; desc is empty when nothing was said after it.
func describedAs(f *frame) (desc string, at int, said bool) {
	if !describesVerb(f) {
		return "", -1, false
	}
	toks := f.c.toks
	for i := f.verbAt + 1; i < len(toks); i++ {
		if !toks[i].word("as", "como") {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].kind == tPunct && toks[j].text == ":" {
			j++ // "describe it as: …"
		}
		if j < len(toks) && toks[j].kind == tQuote {
			return toks[j].text, i, true
		}
		if j == len(toks) || toks[j].kind == tPunct {
			return "", i, true
		}
	}
	return "", -1, false
}

// planDescribeAsset stores what the person said a file shows. The file is
// found as "analyze the interview" finds it (resolver.asset); "it" is the
// file of the one clip said before ("add drone.mp4 at 5s and describe it
// as …").
func planDescribeAsset(s *sim, f *frame, r *resolver) (string, error) {
	desc, at, _ := describedAs(f)
	var said []string
	for _, n := range f.targets {
		if n.first < at {
			said = append(said, n.said)
		}
	}
	if strings.TrimSpace(desc) == "" {
		return "", unreadf("say what %s shows after %q, e.g. \"describe drone.mp4 as 'aerial shot of the house'\"",
			orDefault(strings.Join(said, " "), "the file"), f.c.toks[at].text)
	}
	var id, name string
	for _, n := range f.targets {
		if n.first >= at {
			continue
		}
		if n.pron {
			// "it": the one clip the clause before named
			if ts, err := r.elements(n); err == nil && len(ts) == 1 && ts[0].el.AssetID != "" {
				if a, ok := s.p().Asset(ts[0].el.AssetID); ok {
					id, name = a.ID, a.Name
					break
				}
			}
			continue
		}
		a, err := r.asset(n)
		if err != nil {
			return "", err // a question (which file?) or a file the project does not have
		}
		id, name = a.ID, a.Name
		break
	}
	if id == "" {
		if len(f.unknown) > 0 {
			return "", &notFound{fmt.Sprintf("the project has no file %q to describe (add it with: neuralcut assets add)", strings.Join(f.unknown, " "))}
		}
		// nothing named, or "it" with no one file before it
		return "", unreadf("say which file to describe as %q, e.g. \"describe drone.mp4 as '%s'\"", desc, desc)
	}
	n := len(s.steps)
	if _, err := s.call("describe_asset", map[string]any{"assetId": id, "description": desc}); err != nil {
		return "", err
	}
	if len(s.steps) == n {
		return fmt.Sprintf("%s is already described as %q.", name, desc), nil // the same words: no step
	}
	return fmt.Sprintf("Described %s as %q.", name, desc), nil
}
