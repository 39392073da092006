package planner

import "regexp"

// namesOfOwners: "los nombres de los novios", "the guests' names", "los
// nombres de los skaters": names said in the plural, of people, are every
// text that is a name: a couple ("Laura &
// Diego"), a name and surname with a role, or a name first and what it is
// after a mark ("Luna · 2 años", "Tomi · drop-in", "Rosa, dueña · Beto,
// cocinero"). The plural was left out of the name's reading, and the
// owner was looked for as a thing of the project ("there is no los
// novios"). None is not found, as before. Animals' names ("the dogs
// names") are not read: a cat's name beside them would be taken too.
func namesOfOwners(r *resolver, n np) ([]target, bool, error) {
	names := filter(filter(all(r.p), isText), func(t target) bool {
		c := t.el.Text.Content
		return personName(c) || namedEntry.MatchString(c)
	})
	if len(names) == 0 {
		return nil, false, nil
	}
	return names, true, nil
}

// namedEntry: a text that starts with a name, one capitalised word, and
// says what it is after a mark ("Luna · 2 años", "Nico · 50-50 grind").
var namedEntry = regexp.MustCompile(`^\s*\p{Lu}\p{Ll}+\s*[·|,]\s*[\p{Ll}\d]`)
