package planner

import (
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// An asset's description (timeline.Asset.Description: what it shows, as
// the person or the agent wrote it with describe_asset) names it the way
// its file name does, so "the balcony scene" is escena-balcon.mp4 described
// as "the balcony scene", and "the drone shot" DJI_0042.mp4 described as
// "the drone shot over the gorge". Names still come first: a description
// is read only when no name of the project says what was said (elements),
// so a file named for one thing is never taken from it by another's
// description.

// describedGeneric are words of descriptions that any clip could be
// called, or that say how it was filmed rather than what it shows: they
// name no one asset ("the closing shot", "to camera").
var describedGeneric = map[string]bool{
	"shot": true, "shots": true, "clip": true, "clips": true, "camera": true, "cam": true, "video": true,
	"footage": true, "photo": true, "picture": true, "image": true, "closeup": true, "closeups": true,
	"ups": true, "take": true, "bonus": true, "scene": true, "view": true, "angle": true,
	"toma": true, "foto": true, "imagen": true, "escena": true, "plano": true, "camara": true,
	// words of a sentence's frame that no lexicon reads
	"across": true, "along": true, "among": true, "around": true, "being": true, "getting": true,
	"going": true, "keeps": true, "she": true, "they": true, "their": true, "its": true, "his": true,
	"out": true, "ready": true, "while": true, "who": true, "which": true, "this": true, "that": true,
	"there": true, "here": true, "one": true, "two": true, "del": true, "las": true, "los": true,
	"una": true, "con": true, "por": true, "para": true,
}

// seenPeople are the people a description says are in the picture ("the
// founder to camera", "kids stomping grapes", "customers at the
// counter"). People are in many clips, in the texts that name them and in
// the voices: a person said is who the footage shows ("the music covers
// the trainer", "the logo covers the kids"), which readers of what the
// footage shows already read, so a description does not make them names
// of its clip (with them, "the music covers the trainer, turn it down
// while she talks" lowered the music twice).
var seenPeople = map[string]bool{
	"founder": true, "owner": true, "instructor": true, "director": true, "curator": true, "judge": true,
	"trainer": true, "salesman": true, "organiser": true, "organizer": true, "coach": true, "teacher": true,
	"host": true, "volunteer": true, "volunteers": true, "student": true, "students": true, "kid": true,
	"kids": true, "child": true, "children": true, "customer": true, "customers": true, "client": true,
	"clients": true, "guest": true, "guests": true, "picker": true, "pickers": true, "rider": true,
	"riders": true, "crew": true, "cast": true, "actor": true, "actors": true, "class": true, "people": true,
	"winner": true, "winners": true, "singer": true, "man": true, "woman": true, "men": true, "women": true,
	"boy": true, "girl": true, "boys": true, "girls": true, "family": true, "friends": true, "crowd": true,
	"audience": true, "public": true, "baker": true, "chef": true, "manager": true, "narrator": true,
}

// describedWords are the words of a description that can name its asset:
// three letters or more, and either read by no lexicon or only as a
// thing a picture shows ("the cat", "a tractor"). A word basic mode reads
// as a verb, a place, a time or a look ("set", "front", "start", "sunset")
// is left out, so a description never turns a word of the sentence into a
// name; so are the people it says are in the picture (seenPeople), which
// describedAsWho keeps.
func describedWords(desc string) []string {
	ws, _ := describedAsWho(desc)
	return ws
}

// describedAsWho splits a description's words into what it shows and who
// is in it ("the client's selfie": selfie; client).
func describedAsWho(desc string) (what, who []string) {
	// a hyphenated word is one word too, as in a name: "the check-up of
	// the dog" is the checkup clip, whose halves alone ("check", "up") are
	// words the lexicon reads and name nothing
	ws := strings.FieldsFunc(fold(desc), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
	for _, w := range append(ws, hyphenJoined(fold(desc))...) {
		if len(w) < 3 || describedGeneric[w] || slices.Contains(what, w) || slices.Contains(who, w) || strings.Trim(w, "0123456789") == "" {
			continue
		}
		if slices.ContainsFunc(lookup(w), func(l lexeme) bool { return l.cat != cRegion }) {
			continue
		}
		if seenPeople[w] {
			who = append(who, w)
		} else {
			what = append(what, w)
		}
	}
	return what, who
}

// describedMatch: a thing named with words (its name's, its
// description's: what it shows and who is in it) holds every name said,
// and one of them is not a person: who is in it is said beside what it
// shows ("the client's selfie"), never alone ("the founder").
func describedMatch(nameWords, what, who, said []string) bool {
	if what == nil || !hasAll(append(append(slices.Clone(nameWords), what...), who...), said) {
		return false
	}
	return slices.ContainsFunc(said, func(w string) bool { return !seenPeople[w] })
}

// describedAssets are the assets whose name and description words
// together hold every name said: the file to add in "add the clip of the
// customer biting a taco".
func describedAssets(p *timeline.Project, names []string) []*timeline.Asset {
	var out []*timeline.Asset
	for i := range p.Assets {
		a := &p.Assets[i]
		what, who := describedAsWho(a.Description)
		what = append(append(what, describedCompounds(a.Description)...), agedWords(a.Name, a.Description)...)
		if describedMatch(nameWords(a.Name), what, who, names) {
			out = append(out, a)
		}
	}
	return out
}

// describedNamed are the things of pool whose name and description words
// together hold every name said (n.names): "the balcony scene", "el clip
// del tractor".
func (r *resolver) describedNamed(n np, pool []target) []target {
	return filter(pool, func(t target) bool {
		return r.once("described\x01"+n.kind+"\x01"+elementKey(t)+"\x01"+strings.Join(n.names, "\x02"), func() bool {
			what, who := r.describedOf(t)
			if n.kind == "image" {
				// words of age name only a picture said as one: "the old
				// man" is a person of that age, not the old photo
				what = append(slices.Clone(what), r.agedOf(t)...)
			}
			return describedMatch(r.elementWords(t), what, who, n.names)
		})
	})
}

// describedOf is what the asset t shows and who is in it, by its
// description (nil when it has none), read once per request.
func (r *resolver) describedOf(t target) (what, who []string) {
	if t.el.AssetID == "" {
		return nil, nil
	}
	a, ok := r.p.Asset(t.el.AssetID)
	if !ok {
		return nil, nil
	}
	if a.Description == "" {
		return nil, nil
	}
	key := "described\x00" + a.ID
	if ws, ok := r.words[key]; ok {
		return ws, r.words["who\x00"+a.ID]
	}
	what, who = describedAsWho(a.Description)
	what = append(what, describedCompounds(a.Description)...)
	r.words[key], r.words["who\x00"+a.ID] = what, who
	return what, who
}

// describedMark marks in a name index the words only a description holds:
// they name things, but a typo is never fixed to one ("correa" became
// "correr", a word of "the puppy running to her", and the text was lost).
const describedMark = "\x01"

// hasOwn: t names a thing by a name of the project, not only by an
// asset's description.
// A word named only by its form or concept (wordforms.go) is no own name
// either: "the bed" of a room described with one is said in a remark
// ("there's stuff all over the bed") as much as of the clip.
func (ix nameIndex) hasOwn(t token) bool {
	return t.kind == tWord && ix[nameKey(t.text)] && !isStructure(t) && !ix[describedMark+nameKey(t.text)]
}

// indexDescriptions puts the description words of a project's assets in
// its name index, in both languages where the vocabulary knows the other
// ("balcony" is "balcón" too). A word that is a name's in the singular or
// the plural is left as the name has it: "the student's clip" is
// alumna-primer-bowl.mp4 (a student), never the kiln clip described with
// "the students' pieces".
func indexDescriptions(ix nameIndex, assets []timeline.Asset) {
	named := func(w string) bool {
		return ix[strings.TrimSuffix(w, "s")] || ix[strings.TrimSuffix(w, "es")] || ix[w+"s"] || ix[w+"es"]
	}
	for _, a := range assets {
		indexDoingRoots(ix, a.Name, a.Description) // eventroots.go
		for _, w := range append(describedWords(a.Description), agedWords(a.Name, a.Description)...) {
			if ix[w] || named(w) {
				continue
			}
			for _, o := range indexedNames(w) {
				if !isStructureWord(o) && !ix[o] {
					ix[o] = true
					ix[describedMark+o] = true
				}
			}
		}
	}
}

// describedCompounds are two words of a description said as one, where
// that one is a word no lexicon reads: "a walk through the shop" is "the
// walkthrough", "a shop walk-through" too (it was "there is no the
// walkthrough on the timeline"). Only as more words of what it shows:
// every name said must still be held, so two assets described alike are
// still asked about. An article, a word any clip is called or a person
// is never a part: the lexer joins words said to find a name, so "the
// rocks" would be "therocks", and "mute the intro" muted the clip
// described "after the intro". Nor are they put in the name index:
// "street noise" became one name, and "that street noise is so annoying"
// lost its noise (set 32 v32-096).
func describedCompounds(desc string) []string {
	ws := letterWords(desc)
	var out []string
	for i := 0; i+1 < len(ws); i++ {
		c := ws[i] + ws[i+1]
		if len(ws[i]) < 3 || len(ws[i+1]) < 3 || slices.Contains(out, c) || len(lookup(c)) > 0 || !compoundPart(ws[i]) || !compoundPart(ws[i+1]) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// compoundPart: w may be half of a description's compound.
func compoundPart(w string) bool {
	return !describedGeneric[w] && !seenPeople[w] && !slices.ContainsFunc(lookup(w), func(l lexeme) bool { return l.cat == cDet })
}
