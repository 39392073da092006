package planner

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// addWords fills the lexicon: English and Spanish, words and phrases.
// A word may mean several things ("cut" removes or splits, "second" is an
// ordinal or a unit, "light" is a modifier or a colour); the frame filler
// picks the meaning the rest of the clause supports.
func addWords(lx *lexicon) {
	addVerbs(lx)
	addThings(lx)
	addStructure(lx)
}

// addStructure: modifiers, properties, the words that hold a sentence
// together, spans of time, what basic mode refuses, colours and the rest.
func addStructure(lx *lexicon) {
	// modifiers
	mod := func(m string, ws ...string) { lx.add(cMod, m, ws...) }
	mod("more", "more", "mas", "extra", "further", "additional", "plus", "stronger", "more intense", "heavier", "intensify",
		"mas intenso", "mas intensa", "mas fuerte el", "mas marcado", "mas marcada")
	mod("less", "less", "menos", "sin tanto", "sin tanta", "not so", "not as", "no tan", "fewer", "lesser", "weaker", "less intense", "milder", "menos intenso", "menos intensa",
		"mas leve", "mas suave el")
	// "vintage menos fuerte": a weaker one (it was the look in full)
	// a crop closer in ("crop it tighter": it was fixed to "lighter")
	mod("tight", "tighter", "tight", "closer in", "mas cerrado", "mas cerrada", "mas ajustado", "mas ajustada")
	mod("bit", "menos fuerte", "no tan fuerte", "less strong", "not as strong", "not so strong", "menos marcado", "menos marcada")
	mod("bit", "pero no tanto", "but not too much", "not too much", "no tanto", "no mucho", "no demasiado", "not too",
		"without overdoing it", "sin exagerar", "just a touch", "a little more", "un poco mas",
		"a bit", "a little", "a little bit", "a tad", "slightly", "a touch", "somewhat", "a smidge", "just a bit",
		"subtle", "subtly", "gently", "lightly", "mildly", "un poco", "un poquito", "un toque", "apenas", "levemente",
		"ligeramente", "sutil", "sutilmente", "suavemente", "un pelin", "un cachito", "tantito", "slight", "little", "bit",
		// "mild sepia" was typo-fixed to "mid" (the middle of the frame went
		// sepia), "a dash of warmth" to "dish" (the plate was selected)
		"mild", "gentle", "a dash of", "a dash", "a hint of", "a hint", "leve", "ligero", "ligera",
		// "a tiny bit of sepia", "a wee bit warmer" were at full strength
		"a tiny bit", "a tiny bit of", "tiny bit", "a wee bit", "wee bit", "a pinch of",
		// "sepia but not too strong" was at full strength
		"not too strong", "but not too strong", "not too intense", "but not too intense", "not too heavy", "but not too heavy",
		"no muy intenso", "no muy intensa", "no tan intenso", "no tan intensa", "no demasiado intenso", "no demasiado intensa",
		"the tiniest bit", "tiniest bit", "un pelito", "un pelin",
		// "crank the music up a notch", "agrandá el logo una nada"
		"a notch", "one notch", "a hair", "a teeny bit", "a teensy bit", "una nada", "una nadita", "un poquitin",
		"un toquecito", "una pizca")
	mod("lot", "a lot", "lots", "very", "much", "really", "way", "strongly", "heavily", "extremely", "super", "hugely",
		"a ton", "massively", "seriously", "tons", "mucho", "mucha", "muy", "re", "bastante", "un monton", "fuertemente",
		"demasiado", "bien", "strong", "heavy", "fuerte", "intensamente", "totally", "completely", "completamente", "fully",
		"entirely", "totalmente", "enteramente", "caleta",
		"una banda") // "subile una banda" (rioplatense: a lot)
	mod("half", "half", "mitad", "medio", "media", "halve",
		// "la música a la mitad de lo que está": half its level, never halfway
		// through the video (it was asked which)
		"a la mitad de lo que esta", "la mitad de lo que esta", "a la mitad de lo que estaba", "half of what it is", "half what it is",
		"half of what it was", "half its volume", "half of its volume", "a la mitad del volumen", "la mitad del volumen", "a la mitad de volumen")
	mod("double", "double", "twice as", "doble", "twice the")
	mod("triple", "triple", "triplica", "triplicar", "triplicala", "triplicalo", "thrice", "triplicado", "triplicada")
	mod("quieter", "too loud", "demasiado fuerte", "demasiado alto", "demasiado alta", "muy alta", "muy fuerte", "very loud", "way too loud", "too high",
		"se escucha mucho", "suena muy fuerte", "suena demasiado fuerte", "tapa la voz", "drowns out",
		// one sound over another: "the music is drowning out Ana"
		"drowning out", "drowned out", "fighting with", "competing with", "tapando la voz", "pisa la voz", "pisando la voz",
		// "the music drowns martin's voice", "it's drowning me out" (refused
		// for "drowns", "drowning")
		"drowns", "drowning", "drowns me out", "drowning me out", "drowns us out", "drowning us out", "drowns me", "drowning me")
	mod("smaller", "too big", "too large", "way too big", "demasiado grande", "demasiado grandes")
	mod("bigger", "too small", "too tiny", "way too small", "demasiado chico", "demasiado chica", "demasiado pequeno", "demasiado pequena")
	mod("louder", "too quiet", "too low", "too soft", "muy bajo", "muy baja", "demasiado bajo", "demasiado baja")
	mod("louder", unheard...)
	// "the music is almost silent" asks for more; wished ("make it almost
	// silent") it is a faint level (soundfaint.go)
	mod("louder", faintHeardWords...)
	complaints(mod)
	mod("louder", "louder", "mas fuerte", "mas alto", "mas alta", "more volume", "mas volumen", "loud", "alto")
	mod("quieter", "quieter", "softer", "quiet", "mas bajo", "mas baja", "mas despacio", "mas bajito", "mas bajita", "less volume", "menos volumen",
		"bajito", "low", "lower volume", "background level", "mas flojo", "mas floja", "mas flojito", "mas flojita", "flojito", "flojita")
	// the plurals too: "los textos grandes" (it was a name the project
	// lacked) and "los textos que quedan muy grandes" (read as the reason
	// all texts were deleted)
	mod("bigger", "bigger", "larger", "huge", "mas grande", "mas grandes", "grande", "grandes", "enormes", "large", "more big", "agrandado")
	mod("smaller", "smaller", "tiny", "mas chico", "mas chica", "mas chicos", "mas chicas", "mas pequenos", "mas pequenas",
		"mas pequeno", "mas pequena", "mas chiquito", "mas chiquita",
		"chiquito", "chiquita", "pequeno", "pequena", "pequenos", "pequenas", "chico", "little", "small", "mini", "achicado")
	// "un poco más chico": a little and smaller ("un poco más" took the
	// "más", and "chico" alone read as a person)
	for m, ws := range map[string][]string{"smaller": {"chico", "chica", "pequeno", "pequena", "chiquito", "chiquita"},
		"bigger": {"grande", "grandes"}, "louder": {"fuerte", "alto", "alta"}, "quieter": {"bajo", "baja", "bajito", "bajita"}} {
		for _, w := range ws {
			for _, little := range []string{"un poco mas ", "un poquito mas ", "apenas mas ", "un toque mas "} {
				mod("bit", little+w)
				mod(m, little+w)
			}
		}
	}
	mod("up", "up", "upward", "upwards", "hacia arriba", "para arriba", "mas arriba", "higher")
	mod("down", "down", "downward", "downwards", "hacia abajo", "para abajo", "mas abajo")
	mod("again", "again", "back", "de nuevo", "otra vez", "nuevamente", "once more", "de vuelta", "back on")
	mod("another", "another", "one more", "a new", "new", "otro", "otra", "nuevo", "nueva", "uno mas", "una mas", "a second")
	mod("other", "other", "otros", "otras", "the other")
	mod("only", "only", "just", "solo", "solamente", "unicamente", "nomas", "nada mas", "exclusively")
	mod("right", "right", "justo", "immediately", "inmediatamente", "exactly", "exactamente", "directly", "directamente", "just")
	mod("over", "on top", "on top of", "over", "encima", "encima de", "arriba de", "sobre", "above", "superpuesto",
		"superpuesta", "over the top", "in front")
	mod("full", "full", "max", "maximum", "maximo", "maxima", "al maximo", "a tope", "full blast", "all the way up", "al mango", "al palo", "a full",
		"max out", "to the max", "al re palo", "a todo lo que da") // "max out the music": all the way, not a step up
	mod("min", "min", "minimum", "minimo", "al minimo", "nothing", "zero", "all the way down")
	mod("back", "back to", "devuelta", "back to normal", "original", "normal")
	mod("same", "same", "mismo", "misma")
	// "remove 5 to 8 without closing the gap": the time stays empty (no ripple)
	mod("keepgap", "without closing the gap", "without closing the gaps", "without closing it", "leave the gap", "leaving the gap",
		"keep the gap", "leave a gap", "leaving a gap", "leave the space", "leave it empty", "without ripple", "no ripple",
		"sin cerrar el hueco", "sin cerrar los huecos", "sin cerrar el espacio", "dejando el hueco", "deja el hueco",
		"dejando el espacio", "deja el espacio", "sin mover lo demas", "without moving the rest", "sin correr lo demas",
		// "cut 20 to 25 but don't close the gap": said as a second clause
		// (refused: "does not act on not")
		"dont close the gap", "don't close the gap", "do not close the gap", "dont close it", "don't close it", "do not close it",
		"no cierres el hueco", "no cierres el espacio", "no cierres el hueco que queda", "que no se cierre el hueco")
	// "sacá el clip sin dejar hueco": what a delete does anyway (the delete
	// was dropped for "close the gaps": "nothing to close")
	mod("closegap", "sin dejar hueco", "sin dejar huecos", "sin dejar un hueco", "sin dejar espacio", "sin dejar espacios",
		"sin dejar el hueco", "sin dejar nada vacio", "without leaving a gap", "without leaving gaps", "without leaving any gap",
		"without a gap", "with no gap", "with no gaps", "leaving no gap", "leaving no gaps", "no gap left",
		// "delete 20 to 30 and join what is left", "y juntá lo que queda":
		// the ripple said as a second verb (refused: "would leave out join")
		"join what is left", "join whats left", "join what's left", "join what remains", "join the rest", "join the pieces",
		"join the parts", "close up what is left", "close up whats left", "close up what's left", "stitch the rest together",
		"stitch what is left together", "stitch together what is left", "glue what is left together",
		"junta lo que queda", "junta lo que quedo", "junta el resto", "junta las partes", "junta los pedazos", "uni lo que queda",
		"une lo que queda", "uni el resto", "uni las partes", "pega lo que queda", "pega el resto", "pega las partes")
	mod("each", "each", "every", "cada", "todos", "todas", "both", "ambos", "ambas")
	mod("intro", "intro", "opening", "first", "inicial", "de apertura", "de entrada", "introduction", "introduccion")
	mod("outro", "outro", "closing", "ending", "final", "de cierre", "cierre")
	mod("light", "light", "dark")
	mod("later", "later", "mas tarde", "mas adelante", "forward in time", "forward", "ahead", "para adelante",
		"hacia adelante", "further along")
	mod("earlier", "earlier", "sooner", "mas temprano", "antes", "mas atras", "para atras", "hacia atras", "back in time",
		"backward", "backwards in time")

	// properties
	prop := func(p string, ws ...string) { lx.add(cProp, p, ws...) }
	prop("invisible", "invisible", "hidden", "oculto", "oculta", "ocultos", "ocultas", "escondido", "escondida", "not visible",
		"no visible", "off screen", "offscreen")
	prop("visible", "visible", "visibles", "visibility", "visibilidad", "shown", "on screen", "onscreen", "en pantalla", "appears", "aparece", "shows",
		"is on", "is on screen", "is onscreen", "are on screen", "is visible", "se ve", "se vea", "is showing", "showing", "appear", "aparezca", "aparezcan", "aparecen", "salga", "salgan", "salir",
		"plays", "is playing", "suena", "suenan", "esta sonando", "sonando",
		// "play the music only during the interview", "que la música suene solo ahí": when it is heard
		"play", "suene", "suenen", "sonar", "se escuche", "se escuchen", "se oiga", "se oigan", "be heard", "is heard")
	prop("transparent", "transparent", "see-through", "see through", "translucent", "transparente", "transparentes",
		"translucido", "translucida", "semi transparent", "semitransparent", "semi-transparent", "semitransparente", "semi transparente", "semi-transparente",
		"ghostly", "faint", "tenue", "ghost",
		// "30% de transparencia" is 70% opacity (it was set to 30%)
		"transparency", "transparencia")
	prop("opaque", "opaque", "opaco", "opaca", "solid", "fully visible",
		"too transparent", "demasiado transparente", "too see-through", "too see through", "too faded", // "the logo is too transparent" (it was made more so)
		// "que no sea transparente", "make it not see-through": transparency
		// said as what it must not be (it was made 50% see-through)
		"not transparent", "not be transparent", "shouldnt be transparent", "no longer transparent", "not see-through", "not see through",
		"no transparente", "no sea transparente", "no sean transparentes", "no este transparente", "no se vea transparente",
		"deje de ser transparente", "dejen de ser transparentes", "stop being transparent")
	prop("opacity", "opacity", "opacidad", "alpha")
	// "casi invisible": see-through, a lot (opacityOf); the logo was hidden,
	// and "casi" was fixed to another word
	for w := range nearlyInvisible {
		prop("transparent", w)
	}
	prop("upsidedown", "upside down", "upside-down", "de cabeza", "patas arriba", "cabeza abajo", "boca abajo")
	prop("sideways", "sideways", "on its side", "de costado", "de lado")
	prop("horizontal", "horizontal", "horizontally", "horizontalmente", "left to right", "left-right", "side to side",
		"de izquierda a derecha")
	// "de arriba para abajo" was "para abajo", a move down, and the turn asked which way
	prop("vertical", "vertical", "vertically", "verticalmente", "top to bottom", "bottom to top", "de arriba a abajo", "de arriba abajo",
		"de arriba para abajo", "de arriba hacia abajo", "de abajo a arriba", "de abajo para arriba", "de abajo hacia arriba")
	// "flip it both ways": horizontal and vertical (one was dropped)
	prop("bothaxes", "both ways", "both axes", "both directions", "ambos sentidos", "los dos sentidos", "ambos ejes", "los dos ejes",
		"ambas direcciones", "las dos direcciones")
	prop("clockwise", "clockwise", "cw", "sentido horario", "horario", "a la derecha", "to the right")
	prop("counterclockwise", "counterclockwise", "counter-clockwise", "counter clockwise", "anticlockwise", "anti-clockwise",
		"ccw", "sentido antihorario", "antihorario", "a la izquierda", "to the left")
	prop("size", "size", "tamano", "scale", "escala", "dimension", "dimensiones", "as big", "as large", "as small", "del tamano")
	prop("width", "wide", "width", "ancho", "de ancho", "anchura")
	prop("height", "tall", "high", "height", "de alto", "altura", "de altura")
	prop("volume", "volume", "volumen", "level", "levels", "gain", "nivel", "loudness", "ganancia")
	prop("position", "position", "posicion", "place", "lugar", "spot", "location", "ubicacion")
	prop("duration", "duration", "duracion", "length", "long", "largo", "larga", "time", "tiempo")
	prop("fullscreen", "full screen", "fullscreen", "full-screen", "full frame", "full-frame", "pantalla completa", "en pantalla completa",
		"fill the frame", "fill the screen", "toda la pantalla", "ocupe toda la pantalla", "whole screen", "entire screen")
	// "modo superposición": the overlay mode ("superposición" alone is an overlay: a second logo was added)
	prop("blendmode", "blend mode", "blending mode", "mode", "modo", "modo de fusion", "fusion", "modo superposicion",
		// the modes whose names are no other word ("make the logo multiply",
		// "poné el logo en multiplicar": refused as unknown words)
		"blending", "multiply", "multiplicar", "trama")
	prop("straight", "straight", "derecho", "recto", "level", "unrotate", "un-rotate", "sin rotar", "sin girar") // "unrotate" was fixed to "rotate": 90°
	prop("upright", "the right way up", "right way up", "right side up", "the right side up", "upright",
		// "girala para que quede derecha": standing straight, not to the right
		"que quede derecha", "que quede derecho", "quede derecha", "quede derecho", "que quede recta", "que quede recto",
		"que quede bien", "so its straight", "so it is straight", "so its level")
	// "undo the rotation", "sacale la rotación al logo": the turn itself (it
	// was typo-fixed to "location", and the last change was undone)
	prop("rotation", "rotation", "rotacion", "the turn", "el giro")
	// "unmirror the heart", "el corazón sin espejar": not flipped (it was
	// flipped, the flip toggled)
	prop("unflipped", "unflip", "unflipped", "unmirror", "unmirrored", "un-flip", "un-mirror", "sin espejar", "sin espejo",
		"sin voltear", "desespejar", "desespeja", "desespejalo", "desespejala")
	prop("tilted", "tilted", "crooked", "torcido", "torcida", "inclinado", "inclinada", "chueco", "chueca")
	prop("square", "square", "cuadrado", "cuadrada", "1:1")
	prop("portrait", "portrait", "story", "stories", "reel format", "tiktok", "instagram story", "formato vertical",
		"historia de instagram", "historias de instagram", "formato historia de instagram", "formato de historia de instagram", "formato historia", "formato de historia", "para historias", "para historia",
		"historia de insta", "historias de insta", "historia de ig", "para una historia", "para una historia de insta", "para una historia de instagram", "story de insta", "insta story", "ig story")
	prop("landscape", "landscape", "widescreen", "panoramic", "panoramico", "panoramica", "youtube format", "formato horizontal",
		"apaisada", "apaisado", "apaisala", "apaisalo", "formato apaisado",
		"acostada", "acostado", "acostala", "acostalo") // lying down ("acostada" was fixed to "acortala")
	prop("color", "color", "colour", "colors", "colours", "colores", "el color", "the color", "the colour", "los colores")
	prop("silent", "silent", "silencio", "en silencio", "sin sonido", "sin audio", "no sound", "without sound", "sound off", "mudo", "muda")
	prop("again", "again")

	// prepositions
	prep := func(p string, ws ...string) { lx.add(cPrep, p, ws...) }
	prep("from", "from", "desde", "starting at", "starting from", "beginning at", "a partir de", "a partir del", "arrancando en",
		"empezando en", "empezando desde", "starting", "arrancando")
	prep("to", "to", "till", "through", "thru", "hasta", "al", "into", "onto", "up to", "all the way to", "hacia", "towards",
		"toward", "por", "until", "til", "upto")
	prep("until", "until", "till", "til", "up until", "hasta", "hasta que", "up to")
	prep("between", "between", "entre", "in between")
	prep("at", "at", "en", "a", "al", "on", "@", "right at", "around", "about", "cerca de", "alrededor de", "approximately", "approx")
	prep("after", "after", "despues de", "despues del", "luego de", "luego del", "tras", "following", "once", "right after",
		"just after", "after the end of", "pasado", "pasados", "past", "beyond")
	prep("before", "before", "antes de", "antes del", "prior to", "ahead of", "right before", "just before", "previo a")
	prep("during", "as soon as", "en cuanto", "apenas", "at the same time as", "al mismo tiempo que", "for as long as",
		"during", "durante", "while", "mientras", "as long as", "whilst", "throughout", "over the course of",
		"along with", "together with", "a lo largo de", "junto con", "mientras dure", "mientras esta", "mientras se ve",
		"mientras aparece", "when", "cuando", "whenever", "right when", "just when", "right as", "right while", // not the right side
		"in sync with", "where", "donde", "en donde", "en la que", "en el que", "right where", "just where", "exactly where", // "right where the lyrics start"
		"in which", "lo mismo que", "tanto como", "the same as", "igual que", "the same length as", "as long as the")
	prep("for", "for", "por", "durante", "lasting", "que dure", "for about", "over")
	prep("in", "in", "inside", "within", "dentro de", "en", "into")
	prep("of", "of", "de", "del", "off", "from")
	prep("with", "with", "con", "using", "usando", "featuring")
	prep("without", "without", "sin", "minus", "except", "excepto", "salvo", "menos el", "menos la", "menos los", "menos las", "menos lo", "but not", "other than",
		"aside from", "apart from")
	prep("as", "as", "like", "como", "tipo", "estilo", "a modo de", "en plan", "such as")
	prep("by", "by", "per")
	prep("under", "under", "below", "beneath", "underneath", "debajo de", "bajo", "abajo de", "under the")
	prep("next", "next to", "beside", "al lado de", "al lado del", "junto a", "junto al")

	// determiners, pronouns
	lx.add(cDet, "the", "the", "el", "la", "los", "las", "lo", "this", "that", "these", "those", "este", "esta", "estos", "estas",
		"ese", "esa", "esos", "esas", "aquel", "aquella", "my", "our", "your", "its", "mi", "mis", "tu", "tus", "su", "sus",
		"nuestro", "nuestra", "said", "his", "their") // "brighten his face" ("would leave out his")
	lx.add(cDet, "a", "a", "an", "un", "una", "unos", "unas", "some", "any", "algun", "alguna", "algunos", "algunas", "cierto")
	lx.add(cDet, "all", "all", "all the", "every", "all of the", "all my", "todos los", "todas las", "todo el", "toda la",
		"entire", "whole", "todo", "toda")
	lx.add(cPron, "it", "it", "this", "that", "them", "these", "those", "this one", "that one", "lo", "la", "los", "las",
		"eso", "esto", "aquello", "ello", "same thing", "the same", "him", "her")

	// fillers
	// "the pic came out mirrored": how a thing turned out, said as "is" is
	lx.add(cFiller, "", "came out", "comes out", "come out")
	// a wish said politely around the edit ("until 5 would be great",
	// "hasta el 5 sería genial", "if possible"): nothing to do ("would
	// leave out great")
	lx.add(cFiller, "", "would be great", "would be nice", "would be perfect", "would be ideal", "would be awesome",
		"if possible", "if you can", "seria genial", "seria ideal", "seria perfecto", "estaria bien", "estaria genial",
		"si se puede", "si es posible", "de ser posible")
	// "que dure 60 segundos en total", "90 seconds in total": the length
	// of all of it, which a length with no thing already is ("would leave
	// out total")
	lx.add(cFiller, "", "en total", "in total", "all in all", "overall")
	// "la cama musical" is bed.mp3 named with what it is ("musical" was
	// left out); "cortina musical" and "fondo musical" stay kinds
	lx.add(cFiller, "", "musical")
	// "ponga usted un texto": the polite "you" of the verb ("usted" was left out)
	lx.add(cFiller, "", "usted", "ustedes")
	lx.add(cFiller, "", "estaba", "estaban", "al frente", "to the front", "on the screen", "on screen", "en la pantalla", "en pantalla", "of the screen", "of screen", "de la pantalla", "please", "pls", "plz", "pleas", "pleasee", "pleaseee", "plss", "pliss", "can", "could", "would", "will", "you", "u", "ya", "i", "id", "im",
		"ill", "ive", "want", "wanna", "like", "need", "needs", "should", "let", "lets", "let's", "me", "us", "now", "okay",
		"ok", "hey", "kindly", "go ahead", "and", "so", "tan", "well", "actually", "maybe", "perhaps", "tal vez", "quizas", "quiza", "quickly", "real", "do", "does", "make sure",
		"try", "try to", "be", "is", "are", "was", "get", "got", "gonna", "going to", "have", "has", "to", "there", "here",
		"thanks", "thank you", "thx", "for me", "for us", "por favor", "porfa", "porfis", "porfavor", "quiero", "quisiera", "queremos", "necesitamos",
		"queria", "necesito", "podes", "podrias", "puedes", "podria", "puede", "pueden", "me", "te", "se", "nos", "que", "ahora",
		"ya", "dale", "bueno", "che", "hace falta", "hay que", "tendrias que", "deberias", "vamos a", "voy a", "me gustaria",
		"seria bueno", "quiero que", "necesito que", "gracias", "es", "esta", "sea", "sean", "esten", "este", "son", "hay", "tiene", "tenes",
		"ahi", "aca", "aqui", "alli", "nomas", "un favor", "hace", "hacer que",
		// "el logo debería estar abajo": where it should be ("should be" is
		// read so; "deberia, estar" were left out)
		"deberia estar", "deberian estar", "tendria que estar", "tiene que estar", "deberia ir", "deberian ir", "tiene que ir", "tendria que ir",
		// "le pido por favor que elimine …": a polite ask, the verb follows
		"le pido", "te pido", "les pido", "le pediria", "te pediria", "i ask you to", "i would ask you to",
		"haz", "hagas", "haga", "hagan", "haz que", // Spain's and the subjunctive's "hacé" ("haz un corte en el 30") "make it so", "so that", "in order to",
		"para que", "tipo", "onda", "como que", "just", "simply", "simplemente",
		// "que la música empiece recién cuando termine la intro": not before
		// then, which the time says already ("would leave out recien")
		"recien", "also", "too", "as well", "tambien", "ademas",
		"then", "luego", "despues", "finally", "finalmente", "first", "primero", "lastly", "por ultimo", "next", "siguiente",
		"currently", "actual", "actualmente", "existing", "current", "already", "ya existente", "existente", "on the timeline",
		"en el timeline", "en la linea de tiempo", "of the video", "del video", "in the video", "en el video",
		// "at the end of the whole video" is its end (the whole video was meant)
		"of the whole video", "of the entire video", "del video entero", "de todo el video", "del video completo",
		"letters", "letras", "font", "letra", "fuente", "tipografia", "typeface", "tipo de letra", "viene", "vienen", "tonos", "tones", "tonalidades", "pixels", "pixeles", "px", "style", "vibes", "vibe", "feel", "aesthetic", "estetica", "gusta", "gustan", "convence", "convencen", "encanta",
		"parezca", "parezcan", "luzca", "luzcan", "formato", "format",
		// "borrá todo lo que pasa después del 1:20", "delete everything that
		// happens after 80": the part, as "lo que viene" is
		"lo que pasa", "lo que sucede", "lo que ocurre", "that happens", "that comes", "that plays",
		"okey", "oki", "xfa", "x favor", "porfi", "plis",
		// for how long a change is meant, which a change does not say
		// ("hide the text layer for now")
		"for now", "for the moment", "for the time being", "por ahora", "de momento", "por el momento", "por ahora nomas",
		// a change of mind is why an undo or a redo is asked, no edit
		// ("redo it, I changed my mind": "would leave out mind")
		"i changed my mind", "changed my mind", "ive changed my mind", "i have changed my mind", "on second thought",
		"on second thoughts", "cambie de opinion", "cambie de idea", "me arrepenti", "pensandolo bien",
		// a state felt, as "looks" ("it feels too warm")
		"feels",
		// learners' and chat words ("the logo must stay", "tío pon el logo
		// arriba": "tío" was read as a tint)
		"must", "must to", "lol", "tio", "tia", "wey", "guey", "bro", "dude", "jaja", "jajaja", "xd",
		// haste and ceremony ("the bed at 20% asap": "would leave out asap";
		// "would you be so kind as to…": "kind")
		"asap", "lmao", "yo", "ty", "cuanto antes", "urgente", "would you be so kind as to", "be so kind as to",
		"would you be kind enough to", "if you would be so kind", "tendria la amabilidad de", "seria tan amable de",
		"would you mind", "do you mind", "te molestaria", "le molestaria")

	// connectives
	lx.add(cConn, "and", "and", "y", "e", "plus", "&", "+", "as well as", "along with")
	lx.add(cConn, "then", "then", "and then", "after that", "afterwards", "afterward", "next", "luego", "despues", "y luego",
		"y despues", "y tambien", "and also", "also", "tambien", "ademas", "after this", "later", "once done", "once that's done",
		"when done", "y ahi", "entonces", "y entonces", "and finally", "y finalmente", "y por ultimo", "and lastly")
	lx.add(cConn, "but", "but", "pero", "though", "although", "aunque")

	// spans
	span := func(s string, ws ...string) { lx.add(cSpan, s, ws...) }
	span("halfway", "halfway", "half way", "half-way", "midway", "mid-way", "halfway through", "midpoint", "the middle",
		"a mitad", "a la mitad", "por la mitad", "en la mitad", "mitad del video", "la mitad del video", "el medio del video",
		"middle of the video", "middle of the clip", "in half", "en dos", "into two", "in two", "a mitad de", "mid",
		// "sacá la parte del medio": the middle ("medio" alone is a medium, a
		// file, and no file matched: "Invalid element ids")
		"la parte del medio", "parte del medio", "la parte central", "parte central", "el medio", "middle part",
		"the middle part", "middle section", "the middle section")
	span("firsthalf", "first half", "the first half", "primera mitad", "la primera mitad", "1st half")
	span("secondhalf", "second half", "the second half", "segunda mitad", "la segunda mitad", "2nd half", "latter half",
		"back half")
	span("rest", "rest", "the rest", "remainder", "the remainder", "what's left", "whats left", "what is left",
		"everything else", "resto", "el resto", "lo demas", "lo que queda", "lo que sigue", "todo lo demas", "the remaining",
		"remaining", "restante", "lo restante")
	span("whole", "whole video", "the whole video", "entire video", "the entire video", "the whole time", "whole time",
		"the entire time", "entire time", "whole clip", "the whole clip", "entire clip", "throughout", "the whole thing",
		"all the way through", "start to finish", "from start to finish", "beginning to end", "from beginning to end",
		"the full video", "full video", "full length", "whole length", "all video", "todo el video", "todo el tiempo",
		"el video entero", "video entero", "el video completo", "video completo", "de principio a fin", "de punta a punta",
		"todo el clip", "toda la duracion", "whole duration", "the whole duration", "entire duration", "everywhere",
		"whole project", "the whole project", "entire timeline", "the entire timeline", "whole timeline",
		"the whole timeline", "all along", "the entire thing", "todo el proyecto", "de inicio a fin",
		// learners' "the whole video" ("the logo show it all the video": every clip was "shown")
		"all the video", "all the time", "all of the video", "all the clip", "all the duration", "toda la duración del video",
		"it all the video", "it all the time")
	span("end", slices.Concat([]string{"end", "the end", "ending", "final", "fin", "el final", "finish", "the very end", "al final", "at the end",
		"el fin", "the close", "final del video", "end of the video", "end of the clip"}, nearTheEnd)...)
	span("start", "beginning", "the beginning", "start", "the start", "principio", "inicio", "comienzo", "el principio",
		"el inicio", "el comienzo", "el arranque", "al arranque", "very beginning", "the very start", "al principio", "al inicio", "al comienzo",
		"at the start", "at the beginning", "the top of the video", "start of the video", "beginning of the video",
		"near the start", "near the beginning", "cerca del principio", "cerca del inicio")
	span("on", "on", "onwards", "onward", "en adelante", "de ahi en mas", "from then on", "afterwards")
	span("now", "right now", "now")

	// units (read by the lexer; listed for typo fixing)
	lx.add(cUnit, "", "second", "seconds", "sec", "secs", "segundo", "segundos", "minute", "minutes", "minuto", "minutos", "seg", "segs")

	// negation and unsupported requests
	lx.add(cNeg, "", "not", "dont", "don't", "never", "no", "nunca", "do not", "doesnt", "didnt", "shouldnt", "cannot",
		"cant", "won't", "wont", "ni", "tampoco", "nothing", "none")
	no := func(reason string, ws ...string) { lx.add(cNo, reason, ws...) }
	no("speed", "speed", "speed up", "faster", "slower", "slow down", "slow motion", "slow-mo", "slowmo", "slo-mo", "timelapse",
		"time-lapse", "fast forward", "fast-forward", "velocidad", "acelera", "acelerar", "acelerá", "acelerado", "rapido",
		"mas rapido", "lento", "mas lento", "camara lenta", "ralentizar", "ralentiza", "ralentizá", "ralenti", "x2 speed",
		"double speed", "half speed", "speedup", "aceleralo", "aceleralo", "acelerar el video", "playback rate", "tempo")
	no("reverse", "reverse", "backwards", "rewind", "play backwards", "en reversa", "rebobinar", "al reves",
		"reversed")
	no("fade", "fade in", "fade out", "fade-in", "fade-out", "fadein", "fadeout", "fundido", "fundido a negro", "crossfade",
		"cross-fade", "cross fade", "dissolve", "disolvencia", "fade to black", "fundir", "fade up", "fade down", "fading",
		// the noun: "add a fade to the music" added the music again
		"a fade", "un fade", "the fade", "el fade", "fades")
	no("transition", "transition", "transitions", "transicion", "transiciones", "wipe", "swipe transition", "cortinilla")
	no("grain", "film grain", "grain", "grano", "granulado", "noise", "ruido", "grainy", "granulada", "granuloso", "granulosa")
	// "dehaze" was typo-fixed to "deshace" (undo: the photo itself was undone)
	// a cinema frame is a shape, not the cinematic look ("formato cine" was
	// the look)
	no("cinemaframe", "formato cine", "formato de cine", "formato cinematografico", "formato pelicula", "formato de pelicula",
		"cinema format", "movie format", "film format", "cinemascope", "formato cinemascope")
	// "hdr", "80s style" were "no edit I know": no op makes them, and the
	// reply names the looks there are (photoNoReason)
	no("hdr", "hdr", "efecto hdr", "hdr look", "hdr effect", "high dynamic range", "estilo hdr", "tipo hdr", "look hdr")
	// (a decade in digits, "80s" or "años 80", is read as a number first:
	// decadeSaid)
	no("era", "eighties", "eighties style", "seventies", "nineties", "ochentoso", "ochentosa", "ochentero", "ochentera",
		"estilo ochentero", "noventoso", "noventosa", "setentoso", "setentosa")
	no("haze", "dehaze", "dehazing", "haze", "hazy", "niebla", "neblina", "bruma", "quitar la niebla", "sacar la niebla")
	no("zoom", "zoom", "zoom in", "zoom out", "ken burns", "punch in", "zoom-in", "zoom-out", "zoomea", "zoomear", "acercamiento",
		"alejamiento", "zooming", "acercala", "acercalo", "acercame", "acerca la foto", "acercá la foto", "acerca la imagen", "acercá la imagen") // "acercala": zoom in
	// "poné el video en 4K" set every clip's volume to 4% (resolutionSaid)
	no("resolution", "2k", "4k", "5k", "6k", "8k", "360p", "480p", "720p", "1080p", "1440p", "2160p", "full hd", "ultra hd", "uhd")
	no("stabilize", "stabilize", "stabilise", "stabilization", "estabilizar", "estabiliza", "estabilizá", "shaky")
	no("loop", "loop", "looping", "bucle", "en loop", "en bucle", "boomerang")
	no("freeze", "freeze frame", "freeze-frame", "freeze", "congelar", "congela", "congelá", "cuadro congelado", "pause frame")
	no("grade", "color grade", "colour grade", "color grading", "colour grading", "color correct", "color correction", "lut",
		"luts", "correccion de color", "etalonaje", "gradacion de color")
	no("translate", "translate", "traducir", "traduci", "traducí", "dub", "doblar", "doblaje")
	no("stylize", "epic", "epico", "epica", "marvel", "wes anderson", "tarantino", "like a movie trailer", "trailer",
		"viral", "professional", "profesional", "aesthetic", "estetico", "cooler looking", "better", "mejor", "nicer",
		"prettier", "mas lindo", "mas linda", "awesome", "amazing", "increible", "magic", "magico", "tiktok style",
		"more interesting", "mas interesante", "sparkle", "pro")
	no("paint", "watercolor", "watercolour", "acuarela", "oil painting", "oil paint", "painting", "painted", "pintura",
		"pintura al oleo", "oleo", "sketch", "pencil", "pencil sketch", "lapiz", "dibujo", "boceto", "cartoon", "caricatura",
		"comic", "historieta", "anime", "pop art", "arte pop", "glitch", "tilt shift", "tilt-shift", "miniature effect",
		"efecto miniatura", "orton", "orton effect", "infrared", "infrarrojo", "lomo", "lomography", "lomografia", "duotone",
		"duotono", "split toning", "neon glow", "neon",
		// two photos blended: it was made brighter ("exposure")
		"double exposure", "doble exposicion", "exposicion doble")
	no("keyframe", "animate", "animation", "animacion", "animar", "keyframe", "keyframes", "bounce", "shake", "wiggle", "pulse")
	no("chroma", "green screen", "chroma key", "chroma", "croma", "pantalla verde", "remove the background from the video")
	no("weather", "weather", "clima", "tiempo de mañana", "tomorrow", "mañana", "manana", "news", "noticias", "joke", "chiste")

	// colours
	// A colour said with a shade is that shade: "dark red", "rojo oscuro",
	// "light blue", "verde claro" (the shade word was dropped: "dark
	// red" drew pure red). White and black have no shade ("light black and
	// white" is a light black and white look).
	col := func(hex string, ws ...string) {
		lx.add(cColor, hex, ws...)
		if hex == "#ffffff" || hex == "#000000" {
			return
		}
		for _, w := range ws {
			lx.add(cColor, shadeHex(hex, 0.55, 0), "dark "+w, "deep "+w, w+" oscuro", w+" oscura", w+" oscuros", w+" oscuras")
			lx.add(cColor, shadeHex(hex, 1, 0.5), "light "+w, "pale "+w, w+" claro", w+" clara", w+" claros", w+" claras")
		}
	}
	col("#ff0000", "red", "reds", "rojo", "roja", "rojos", "rojas", "colorado")
	col("#0050ff", "blue", "blues", "azul", "azules")
	col("#00c000", "green", "greens", "verde", "verdes")
	col("#ffe600", "yellow", "yellows", "amarillo", "amarilla", "amarillos")
	col("#ff8000", "orange", "naranja", "anaranjado")
	col("#8000ff", "purple", "violet", "violeta", "morado", "morada", "lila")
	col("#ff60b0", "pink", "rosa", "rosado", "rosada", "fucsia", "magenta")
	col("#ffffff", "white", "blanco", "blanca", "blancos", "blancas")
	col("#000000", "black", "negro", "negra", "negros", "negras")
	col("#808080", "gray", "grey", "gris")
	col("#00c0c0", "cyan", "teal", "turquoise", "turquesa", "cian")
	// "celeste" is sky blue, light blue (it was drawn as cyan, #00c0c0)
	lx.add(cColor, shadeHex("#0050ff", 1, 0.5), "celeste", "celestes", "sky blue", "baby blue")
	col("#8b5a2b", "brown", "marron", "cafe")
	col("#d4af37", "gold", "dorado", "dorada")

	// languages, styles, text markers, questions, counts, ordinals
	lx.add(cLang, "es", "spanish", "espanol", "castellano", "en espanol", "in spanish")
	lx.add(cLang, "en", "english", "ingles", "en ingles", "in english")
	lx.add(cStyle, "hook", "hook", "big", "bold", "huge", "large", "big bold", "headline style", "gancho", "grande", "enorme",
		"gigante", "negrita", "negritas", "en negrita", "en negritas", "llamativo", "llamativa", "giant")
	lx.add(cStyle, "subtitle", "subtitle", "subtitles", "caption", "captions", "subtitulo", "subtitulos", "leyenda", "leyendas",
		"subs", "cc")
	lx.add(cStyle, "label", "label", "labels", "etiqueta", "etiquetas", "tag")
	lx.add(cStyle, "plain", "plain", "simple", "normal", "regular", "basic", "comun", "sencillo", "sencilla")
	lx.add(cTextIntro, "", "saying", "that says", "which says", "that reads", "which reads", "reading", "with the text",
		"with the words", "with text", "with the title", "titled", "entitled", "called", "named", "that said", "to say",
		"says", "say", "diga", "digan", "to read", "que diga", "que dice", "que digan", "que diga que", "que ponga", "que lea", "que diga:", "diciendo",
		"con el texto", "con la frase", "con las palabras", "con la palabra", "con la leyenda", "titulado", "titulada",
		"llamado", "llamada", "que se lea", "que rece", "con el titulo", "que dijera", "with the caption", "with the word",
		"with the message", "con el mensaje", "que muestre", "showing the text", "text of", "reads")
	// "add the words Made with love", "poné las palabras Hecho con amor":
	// the words follow ("words" was a word basic mode did not know)
	lx.add(cTextIntro, "", "the words", "las palabras", "the phrase", "la frase")
	// the words of a text said to be wrong: what follows is what it should
	// say ("title typo, should be 'Summer 2025'" added a text "typo")
	lx.add(cFiller, "", "typo", "typos")
	lx.add(cTextIntro, "wrong", "has a typo", "misspelled", "misspelt", "is misspelled", "spelling mistake",
		"spelling error", "mal escrito", "mal escrita", "esta mal escrito",
		"esta mal escrita", "tiene un error", "tiene una errata", "errata", "falta de ortografia")
	// the remedy said as such: what follows is the text, whole ("should
	// read It is Bake Day" lost "It is")
	lx.add(cTextIntro, "", "should read", "tendria que decir")
	// "el texto tiene que decir X": the text stops before a remark after a
	// comma (", me equivoqué de año", ", sorry"; slipOnly in sharedclauses.go)
	lx.add(cTextIntro, "", "tiene que decir", "tienen que decir", "deberia decir", "deberian decir", "debe decir", "deben decir",
		"tendrian que decir", "deberia de decir")
	lx.add(cInfo, "what", "what", "whats", "what's", "which", "how many", "how long", "tell me", "show me", "list the",
		"que hay", "cuales", "cuantos", "cuantas", "cuanto dura", "decime", "mostrame", "listame", "muestrame", "ensename", "dime", "what are", "what is",
		"is there", "are there", "hay")
	lx.addL(lexeme{cat: cCount, num: 2}, "twice", "two times", "dos veces", "2 times", "2 veces", "double")
	lx.addL(lexeme{cat: cCount, num: 3}, "thrice", "three times", "tres veces")
	lx.addL(lexeme{cat: cCount, num: 1}, "once", "una vez")
	for w, n := range map[string]float64{"first": 1, "1st": 1, "primer": 1, "primero": 1, "primera": 1, "primeros": 1,
		"primeras": 1, "second": 2, "2nd": 2, "segundo": 2, "segunda": 2, "third": 3, "3rd": 3, "tercer": 3, "tercero": 3,
		"tercera": 3, "fourth": 4, "4th": 4, "cuarto": 4, "cuarta": 4, "fifth": 5, "5th": 5, "quinto": 5, "quinta": 5,
		"sixth": 6, "sexto": 6, "sexta": 6, "seventh": 7, "septimo": 7, "septima": 7, "last": -1, "final": -1, "ultimo": -1,
		"ultima": -1, "ultimos": -1, "ultimas": -1, "latest": -1, "penultimate": -2, "penultimo": -2, "penultima": -2,
		"second to last": -2, "second-to-last": -2, "second last": -2, "next to last": -2, "next-to-last": -2,
		"antepenultimo": -3, "closing": -1, "opening": 1, "earliest": 1, "de cierre": -1, "de apertura": 1} {
		lx.addL(lexeme{cat: cOrd, num: n}, w)
	}
	lx.add(cSide, "inside", "inside", "within", "dentro", "adentro")
	lx.add(cSide, "outside", "outside", "around", "fuera", "afuera", "alrededor", "alrededor de")
}

// The "to be" and "to look" that say a state of a thing.
var (
	complaintLooks = []string{"is", "are", "looks", "feels", "seems", "look", "feel", "seem", "esta", "estan", "es", "se ve", "se ven", "queda", "quedan", "quedo",
		"se siente", "se hace"}
	complaintSounds = []string{"is", "are", "sounds", "esta", "es", "suena", "se escucha", "se oye"}
)

// shadeHex is the colour hex ("#rrggbb") darkened (each channel times
// keep) and lightened (that share of the way to white).
func shadeHex(hex string, keep, toWhite float64) string {
	out := "#"
	for i := 1; i+2 <= len(hex); i += 2 {
		v, err := strconv.ParseUint(hex[i:i+2], 16, 8)
		if err != nil {
			return hex
		}
		c := float64(v) * keep
		c += (255 - c) * toWhite
		out += fmt.Sprintf("%02x", int(math.Round(c)))
	}
	return out
}

// unheard: a sound said to be hardly heard, a complaint that asks for it
// louder ("la música casi no se escucha" left out "casi"; said before
// "subila un poco" it was an edit of its own, which left no room).
var unheard = append([]string{"no se escucha", "no se oye", "can't hear", "cant hear", "barely audible", "apenas se escucha",
	"casi no se escucha", "casi no se oye", "apenas se oye",
	// "la música se escucha muy poco": heard little, as "apenas se escucha"
	// (refused: "escucha" unknown there)
	"se escucha poco", "se escucha muy poco", "se escucha re poco", "se oye poco", "se oye muy poco", "se oye re poco",
	"se escucha casi nada", "se oye casi nada"}, append(hardlyHeard, lostSound...)...)

// lostSound: a voice said to get lost under the rest ("la voz de laura se
// pierde", "ana's voice gets lost"): not heard, as "no se escucha" (it
// was refused: no verb). Said of a picture it asks for no sound and
// stays refused.
var lostSound = []string{"se pierde", "se pierden", "se pierde un poco", "gets lost", "get lost", "is getting lost", "getting lost"}

// hardlyHeard: "I can barely hear sofia" (refused for "barely"): a sound
// not heard, said by who listens. ("hard to hear" made "hart" read as
// "hard", not "heart".)
var hardlyHeard = []string{"barely hear", "can barely hear", "hardly hear", "can hardly hear", "cannot hear", "can not hear",
	"no escucho", "casi no escucho", "apenas escucho", "no se escucha nada",
	"no se le escucha", "no se lo escucha", "no se la escucha",
	// "her voice is difficult to hear over the song", "no se entiende lo
	// que dice": said of speech, not heard (refused for "hear", "entiende")
	"difficult to hear", "cuesta escuchar", "cuesta oir", "cuesta escucharla", "cuesta escucharlo",
	"no se entiende lo que dice", "no se entiende lo que habla", "no se le entiende", "no se le entiende nada",
	"no se entiende nada de lo que dice", "cant understand what she says", "cant understand what he says",
	"can't understand what she says", "can't understand what he says", "cant make out what she says", "cant make out what he says"}

// complaintPhrase: a phrase of complaints ("is too small", "se ve
// enorme", "too strong"), not a plain "bigger".
func complaintPhrase(phrase string) bool {
	if slices.Contains(unheard, phrase) {
		return true
	}
	if phrase == "drags" || strings.HasPrefix(phrase, "drags ") || phrase == "drag on" {
		return true // "the outro drags": a length that tires
	}
	for _, v := range []string{"goes on ", "go on ", "runs on ", "keeps going "} {
		if strings.HasPrefix(phrase, v) && strings.Contains(phrase, "too") {
			return true // "the cheering goes on too long": its length, as "lasts too long" (no verb known)
		}
	}
	for _, is := range slices.Concat(complaintLooks, complaintSounds, []string{"too", "way too", "demasiado"}) {
		if strings.HasPrefix(phrase, is+" ") {
			return true
		}
	}
	return false
}

// complaints adds a state said of a thing, which asks for its opposite:
// "el corazón está muy grande", "the logo looks huge", "the music is loud",
// "the vignette is too strong" (each was made more so). The state needs a
// "to be" or a "to look" before it: "el logo muy grande" alone may be what
// is wanted. Every form is a phrase of the lexicon, built once per process,
// so the lists stay short (about 5,000 phrases: 20 ms instead of 7).
func complaints(mod func(m string, ws ...string)) {
	degrees := []string{"", "very", "so", "too", "way too", "a bit", "a little", "kind of", "quite", "really", "muy", "medio",
		"re", "bastante", "algo", "un poco", "demasiado", "kinda", "sorta", "sort of", "pretty"}
	said := func(opposite string, copulas, states []string) {
		for _, is := range copulas {
			for _, how := range degrees {
				for _, st := range states {
					mod(opposite, strings.Join(strings.Fields(is+" "+how+" "+st), " "))
				}
			}
		}
	}
	// "los subtítulos son muy chiquitos": the plural "to be" too (it was
	// left out, and the state read as the size wanted: silent)
	looks, sounds := slices.Concat(complaintLooks, []string{"son"}), complaintSounds
	said("smaller", looks, []string{"big", "large", "huge", "grande", "grandes", "enorme", "enormes"})
	// plural and feminine sizes too: "los subtítulos son muy chiquitos"
	// (read as a wish, they were made smaller: silent)
	said("bigger", looks, []string{"small", "tiny", "chico", "chica", "chicos", "chicas", "pequeno", "pequena", "pequenos", "pequenas",
		"chiquito", "chiquita", "chiquitos", "chiquitas"})
	// an effect too strong is made weaker, as "less strong" is
	said("bit", looks, []string{"strong", "intense", "heavy", "intenso", "intensa", "marcado", "marcada", "much", "exagerado", "exagerada"})
	// how long a thing lasts: "the intro is too long", "el video quedó muy largo"
	said("shorter", slices.Concat(looks, []string{"runs", "goes on"}), []string{"long", "lengthy", "largo", "larga", "largos", "largas"})
	said("longer", slices.Concat(looks, []string{"runs"}), []string{"short", "corto", "corta", "cortos", "cortas"})
	// a length that tires: "the outro drags", "la intro se hace eterna"
	mod("shorter", "drags", "drags on", "is dragging", "is dragging on", "drag on", "se hace eterno", "se hace eterna", "se hace pesado",
		"se hace pesada", "se hace largo", "se hace larga")
	said("quieter", sounds, []string{"loud", "fuerte", "alto", "alta"})
	said("louder", sounds, []string{"quiet", "low", "soft", "bajo", "baja", "bajito", "bajita"})
	// without a "to be": "vignette too strong" (made stronger)
	mod("bit", "too strong", "way too strong", "too intense", "too heavy", "demasiado intenso", "demasiado intensa",
		"demasiado marcado", "demasiado marcada")
}

// nearTheEnd: near the end of the video is at its end ("text towards the
// end" ran over the whole video); near the end of a thing stays unread
// (nearEndOf).
var nearTheEnd = []string{"towards the end", "toward the end", "near the end", "close to the end", "hacia el final", "cerca del final",
	"casi al final", "sobre el final", "por el final"}
