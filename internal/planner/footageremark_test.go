package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestFootageRemark: a person's statement of what the footage shows,
// beside an edit, in words only a clip's description holds, is why the
// edit is asked (footageremark.go). One that names a thing by its own
// name or says a time of its own stays asked.
func TestFootageRemark(t *testing.T) {
	runFixtureTable(t, "footage remark", func(t *testing.T) *videotools.Editor { return describedFixture(t) }, map[string][]vcase{
		"what the footage shows is a remark": {
			{"remove from 3 to 5, she drops the spoon in the kitchen there lol", durIs(22)},
			{"sacá del 3 al 5, ella se resbala en las rocas jaja", durIs(22)},
			{"cut from 12 to 14, he jumps off the rocks there", durIs(22)},
			{"remove 19 to 21, they fly over the gorge there", durIs(22)},
		},
		"a thing by its own name or a time stays asked": {
			{"remove from 3 to 5, she walks on the beach there", nil},
			{"remove from 3 to 5, she drops the spoon in the kitchen at 12", nil},
		},
	})
}
