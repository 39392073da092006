package planner

import (
	"errors"
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// swapHeldOnce: the text a swap of words names could not be found ("cambiá
// '16 km' por '18 km' en el cartel del recorrido", "en el texto de la fila
// cambiá midnight por 2am": "there is no el cartel del recorrido"), but
// the words to replace are in exactly one text of the project: that text
// is the one meant, named by what it is about. Only a thing not found
// (notFound), named as a text or by words alone, is passed over ("en el
// logo" is not: the logo does not say them); a question, or words in no
// text or in several, still stop the swap.
func swapHeldOnce(f *frame, p *timeline.Project, part string, err error) bool {
	var nf *notFound
	if part == "" || !errors.As(err, &nf) || slices.ContainsFunc(f.targets, func(n np) bool { return n.kind != "" && n.kind != "text" }) {
		return false
	}
	word := wordPattern(part)
	held := filter(all(p), func(t target) bool { return t.el.Text != nil && word.MatchString(t.el.Text.Content) })
	return len(held) == 1
}
