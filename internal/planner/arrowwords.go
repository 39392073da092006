package planner

// arrowWays are the ways an arrow sticker points, by the word said after
// "pointing" or "para": English and Spanish.
var arrowWays = map[string][]string{
	"arrow-right": {"right", "the right", "derecha", "la derecha"},
	"arrow-left":  {"left", "the left", "izquierda", "la izquierda"},
	"arrow-up":    {"up", "upwards", "arriba"},
	"arrow-down":  {"down", "downwards", "abajo"},
}

// arrowNouns and arrowPointers: an arrow said with the way it points
// after it ("an arrow that points up", "una flecha para la derecha",
// "una flechita que apunte hacia abajo", "an arrow facing left"). The
// way was read as the sticker's place and the arrow was any arrow (a
// bare "flecha" was the down arrow; "an arrow that points up" was the
// right one, top right).
var arrowNouns = []string{"arrow", "arrows", "flecha", "flechas", "flechita", "flechitas"}

var arrowPointers = []string{"pointing", "pointing to", "pointing towards", "that points", "that points to",
	"which points", "facing", "that faces", "que apunte", "que apunta", "que apunten", "que apunte a", "que apunta a",
	"que apunte hacia", "que apunta hacia", "que apunte para", "que apunta para", "apuntando", "apuntando a",
	"apuntando hacia", "apuntando para", "hacia", "para", "mirando a", "mirando hacia", "mirando para"}

// arrowPhrases are the phrases that name the arrow id by the way it points.
func arrowPhrases(id string) []string {
	var out []string
	for _, way := range arrowWays[id] {
		for _, n := range arrowNouns {
			for _, p := range arrowPointers {
				out = append(out, n+" "+p+" "+way)
			}
		}
	}
	return out
}

// stickerWordOwner: a catalog keyword of several stickers that names one
// of them when said alone ("una flecha" is the arrow "an arrow" is, not
// whichever came first of the four).
var stickerWordOwner = map[string]string{"flecha": "arrow-right", "flechas": "arrow-right"}
