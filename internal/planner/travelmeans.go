package planner

// A trip or an outing is said with the way it is made: "el paseo en bici",
// "la vuelta en moto", "the ride by bike", "el viaje en tren". The way,
// said bare (no article), tells how, not which thing: it was read as a
// second thing of its own ("el paseo en bici" put the tint on a bicycle
// bell's sound, timbre-bici.wav, and trimmed it instead of the ride). Said
// with an article ("en la bici", "on the bike") it is a place or a thing
// and stays as it is read.

// travelWays are the bare nouns of a way of travelling, in English and in
// Spanish.
var travelWays = map[string]bool{
	"bici": true, "bicicleta": true, "moto": true, "motocicleta": true, "auto": true, "coche": true, "carro": true,
	"tren": true, "barco": true, "lancha": true, "avion": true, "colectivo": true, "bus": true, "kayak": true,
	"caballo": true, "patineta": true, "skate": true,
	"bike": true, "bicycle": true, "motorbike": true, "car": true, "train": true, "boat": true, "plane": true,
	"horse": true, "skateboard": true,
}

// travelWaySaid: after the head of a noun phrase that names a thing (by
// its names or its kind), "en"/"by" and a bare way of travelling at j (not
// read by another slot, and not the start of a noun phrase of its own:
// "en bici clip"): the index after them; j otherwise.
func travelWaySaid(n np, toks []token, j int, used []bool) int {
	if len(n.names) == 0 || n.det == "a" || j+1 >= len(toks) {
		return j
	}
	if !toks[j].word("en", "by") || toks[j+1].kind != tWord || !travelWays[fold(toks[j+1].text)] {
		return j
	}
	if used != nil && (j < len(used) && used[j] || j+1 < len(used) && used[j+1]) {
		return j
	}
	if j+2 < len(toks) && toks[j+2].has(cKind) {
		return j // "en bici clip", "by car footage": a thing of its own
	}
	return j + 2
}
