package planner

// A song is often named by its instrument or its style, not by the word
// "music" ("piano-jazz.mp3", "guitarra-folk.mp3", "tango-suave.mp3"), and a
// sound of a place by what is heard ("lluvia-ventana.wav", "olas.mp3",
// "birds-morning.wav"). Beside each other, "the music" is the song: "music
// down to 20%" beside a piano tune and the rain on a shop window asked
// which of the two was meant, and "bajá la música" was refused.

// musicStyleWords name a song by its instrument or its style.
var musicStyleWords = []string{
	"piano", "jazz", "guitar", "guitarra", "ukulele", "violin", "cello", "strings", "cuerdas", "orchestra", "orquesta",
	"lofi", "synthwave", "rock", "punk", "folk", "pop", "tango", "bolero", "cumbia", "salsa", "reggaeton", "hiphop",
	"rap", "techno", "edm", "acoustic", "acustica", "acustico", "melody", "melodia", "anthem", "himno", "upbeat",
}

// placeSoundWords name a sound of a place or of nature: what is heard
// there, never the music.
var placeSoundWords = []string{
	"rain", "lluvia", "wind", "viento", "waves", "wave", "olas", "ocean", "sea", "mar", "water", "agua", "stream", "arroyo",
	"birds", "birdsong", "pajaros", "aves", "traffic", "trafico", "thunder", "trueno", "storm", "tormenta",
	"fireplace", "chimenea", "campfire", "fogata", "rapids", "rapidos", "sizzle", "street", "calle", "city", "ciudad",
	"nature", "naturaleza", "forest", "bosque", "chatter", "murmullo",
}

func init() {
	kindWords["music"] = append(kindWords["music"], musicStyleWords...)
	kindWords["sound"] = append(kindWords["sound"], placeSoundWords...)
}
