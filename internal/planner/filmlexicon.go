package planner

import (
	"slices"
	"strings"
	"sync"
)

// filmGroups: the core bilingual lexicon of what people film for a home
// or a small business video (family and people, animals, food, places,
// things and what they are seen doing), each group the words that name
// one thing in either language and its common forms, so that a clip
// described "an old man reads the newspaper" is "el clip del abuelo", and
// one of "Tuco asleep under the workbench" "el video de tuco durmiendo"
// (each word was left out). Words of a few letters more than a stem say
// (the rest of a word's forms) are found by wordforms.go. A word the
// planner's lexicon reads (a verb, a place, a look, a time, a sticker:
// "corte", "fondo", "final", "luz", "drop") is dropped when the groups
// are read: it is never a name. Several words said as one ("old man")
// match a description's words as a phrase.
//
// A group that opens with "!" is a doing ("sleeping", "durmiendo"): its
// words confirm which thing was said (a word left over that its
// description holds in some form, accounts.go) and match when they are
// names already, but the lexer never takes them for names: "while laura
// talks" and "cuando cantan los chicos" are events the event reader
// reads. Its words marked "+" are nouns of the doing ("siesta", "festejo")
// and name it. A group that opens with "@" is of people ("el abuelo", the
// old man of a description): its words name too. The words of the other
// groups, things, name only as a diminutive's base ("las gotitas"): said
// as they are, they are names where the vocabulary (vocabulary.go)
// already reads them so, and a thing a description holds is said in a
// remark as often ("there's stuff all over the bed": no clip meant). A
// word marked "~" is a verb too ("he drops the lever"): it never names.
var filmGroups = [][]string{
	{"@", "abuelo", "abuelito", "grandpa", "grandfather", "granddad", "grandad", "gramps", "anciano", "old man", "old men", "elderly man", "señor mayor"},
	{"@", "abuela", "abuelita", "grandma", "grandmother", "granny", "nana", "anciana", "old woman", "old lady", "elderly woman", "señora mayor"},
	{"@", "abuelos", "grandparents"},
	{"@", "mama", "mami", "mom", "mommy", "mum", "mother", "madre"},
	{"@", "papi", "dad", "daddy", "father", "padre"},
	{"@", "baby", "babies", "bebe", "bebes", "beba", "bebito"},
	{"@", "kid", "kids", "child", "children", "nene", "nena", "nenes", "nenas", "nino", "nina", "ninos", "ninas", "boy", "boys", "girl", "girls", "niño", "niña", "niños", "niñas", "chico", "chica", "chicos", "chicas", "pibe", "piba", "pibes", "pibas", "muchacho", "muchacha", "toddler", "kiddo"},
	{"@", "teen", "teens", "teenager", "teenagers", "adolescent", "adolescents", "adolescente", "adolescentes", "joven", "jovenes", "youth"},
	{"@", "hombre", "hombres", "senor", "senores", "guy", "guys", "caballero"},
	{"@", "mujer", "mujeres", "senora", "senoras", "lady", "ladies", "dama"},
	{"@", "amigo", "amiga", "amigos", "amigas", "friend", "friends", "buddy", "buddies", "pal", "pals", "compa"},
	{"@", "familia", "family", "families"},
	{"@", "pareja", "parejas", "couple", "couples"},
	{"@", "hermano", "hermana", "hermanos", "hermanas", "brother", "brothers", "sister", "sisters", "sibling", "siblings"},
	{"@", "primo", "prima", "primos", "primas", "cousin", "cousins"},
	{"@", "tio", "tia", "tios", "tias", "uncle", "uncles", "aunt", "aunts"},
	{"@", "hijo", "hija", "hijos", "hijas", "son", "sons", "daughter", "daughters"},
	{"@", "esposo", "esposa", "marido", "husband", "wife"},
	{"@", "maestro", "maestra", "maestros", "maestras", "profesor", "profesora", "profe", "teacher", "teachers"},
	{"@", "alumno", "alumna", "alumnos", "alumnas", "estudiante", "estudiantes", "student", "students", "pupil"},
	{"@", "doctor", "doctora", "medico", "medica", "vet", "veterinario", "veterinaria"},
	{"@", "chef", "cook", "cooks", "cocinero", "cocinera", "cocineros"},
	{"@", "waiter", "waitress", "mozo", "moza", "camarero", "camarera", "mesero", "mesera"},
	{"@", "worker", "workers", "trabajador", "trabajadora", "trabajadores", "obrero", "obreros", "operario", "employee", "employees", "empleado", "empleada", "empleados"},
	{"@", "neighbor", "neighbors", "neighbour", "neighbours", "vecino", "vecina", "vecinos", "vecinas"},
	{"@", "dancer", "dancers", "bailarin", "bailarina", "bailarines", "bailarinas"},
	{"@", "musician", "musicians", "musico", "musicos"},
	{"@", "singer", "singers", "cantante", "cantantes"},
	{"@", "player", "players", "jugador", "jugadora", "jugadores"},
	{"@", "novia", "bride"},
	{"@", "novio", "groom"},
	{"@", "librarian", "bibliotecario", "bibliotecaria"},
	{"@", "farmer", "farmers", "granjero", "granjera", "campesino", "campesinos"},
	{"!", "+harvest", "harvesting", "+cosecha", "cosechando", "cosechar", "+vendimia"},
	{"@", "cosechadores", "cosechador", "picker", "pickers", "harvester", "harvesters", "recolector", "recolectores", "vendimiador", "vendimiadores"},
	{"@", "fisherman", "fishermen", "pescador", "pescadores"},
	{"@", "hairdresser", "hairdressers", "peluquero", "peluquera", "barber", "barbero"},
	{"dog", "dogs", "perro", "perra", "perros", "perras", "perrito", "perrita", "puppy", "puppies", "pup", "cachorro", "cachorra", "cachorros", "doggy", "pooch"},
	{"cat", "cats", "gato", "gata", "gatos", "gatito", "gatita", "kitten", "kittens", "kitty", "michi"},
	{"chicken", "chickens", "gallina", "gallinas", "pollo", "pollito", "hen", "hens", "rooster", "gallo"},
	{"pig", "pigs", "cerdo", "cerdos", "chancho", "chanchos"},
	{"sheep", "oveja", "ovejas", "lamb", "cordero"},
	{"goat", "goats", "cabra", "cabras"},
	{"duck", "ducks", "pato", "patos"},
	{"rabbit", "rabbits", "bunny", "conejo", "conejos"},
	{"turtle", "tortuga"},
	{"bee", "bees", "abeja", "abejas", "colmena", "hive"},
	{"butterfly", "butterflies", "mariposa", "mariposas"},
	{"parrot", "loro", "loros"},
	{"whale", "ballena"},
	{"dolphin", "delfin"},
	{"fox", "zorro"},
	{"puppet", "puppets", "titere", "titeres", "marioneta"},
	{"cake", "cakes", "torta", "tortas", "pastel", "tarta"},
	{"ice cream", "helado", "helados", "gelato"},
	{"empanada", "empanadas"},
	{"wine", "vino", "vinos"},
	{"beer", "beers", "cerveza", "cervezas"},
	{"milk", "leche"},
	{"egg", "eggs", "huevo", "huevos"},
	{"meat", "carne"},
	{"fruit", "fruits", "fruta", "frutas"},
	{"apple", "apples", "manzana", "manzanas"},
	{"grape", "grapes", "uva", "uvas", "racimo", "racimos", "bunches"},
	{"tomato", "tomatoes", "tomate", "tomates"},
	{"potato", "potatoes", "patata", "patatas"},
	{"lemon", "lemons", "limon", "limones"},
	{"strawberry", "strawberries", "frutilla", "frutillas", "fresa", "fresas"},
	{"salad", "ensalada"},
	{"sandwich", "sandwiches", "sanguche", "bocadillo"},
	{"taco", "tacos"},
	{"chocolate", "chocolates"},
	{"honey", "miel"},
	{"noodles", "fideos", "pasta"},
	{"rice", "arroz"},
	{"dinner", "cena", "supper"},
	{"lunch", "almuerzo"},
	{"breakfast", "desayuno"},
	{"meal", "meals", "comida", "comidas", "food"},
	{"toast", "brindis", "brindando", "brindan"},
	{"plate", "plates", "plato", "platos", "dish", "dishes"},
	{"cup", "cups", "taza", "tazas", "mug", "mugs"},
	{"glass", "glasses", "vaso", "vasos", "copa", "copas"},
	{"bottle", "bottles", "botella", "botellas"},
	{"kitchen", "kitchens", "cocina"},
	{"port", "puerto", "harbour", "harbor", "dock", "muelle"},
	{"workshop", "talleres", "taller"},
	{"house", "home", "casa", "hogar"},
	{"garden", "jardin", "huerta", "huertas", "yard"},
	{"park", "parque", "plaza"},
	{"street", "streets", "calle", "calles"},
	{"beach", "beaches", "playa", "playas", "shore", "costa"},
	{"sea", "ocean", "mar", "oceano"},
	{"river", "rio", "rivers"},
	{"lake", "lago", "laguna"},
	{"mountain", "mountains", "montana", "montanas", "cerro", "cerros", "hill", "hills", "colina", "colinas", "sierra"},
	{"forest", "woods", "bosque", "selva"},
	{"field", "campo", "pasture", "prado"},
	{"city", "ciudad", "town", "pueblo"},
	{"school", "escuela", "colegio"},
	{"church", "iglesia", "chapel", "capilla"},
	{"library", "biblioteca"},
	{"office", "oficina"},
	{"room", "habitacion", "bedroom", "dormitorio"},
	{"bathroom", "bano", "toilet"},
	{"car", "cars", "auto", "autos", "coche", "coches", "carro"},
	{"bus", "colectivo", "micro", "autobus"},
	{"bike", "bikes", "bicycle", "bicycles", "bici", "bicis", "bicicleta", "bicicletas"},
	{"boat", "boats", "barco", "barcos", "bote", "lancha", "ship"},
	{"train", "tren", "trenes"},
	{"plane", "planes", "airplane", "avion", "aviones"},
	{"van", "camioneta", "furgoneta", "bookmobile", "bibliomovil"},
	{"truck", "trucks", "camion", "camiones"},
	{"door", "doors", "puerta", "puertas"},
	{"window", "windows", "ventana", "ventanas"},
	{"table", "tables", "mesa", "mesas"},
	{"chair", "chairs", "silla", "sillas"},
	{"bed", "beds", "cama", "camas"},
	{"wall", "walls", "pared", "paredes", "muro"},
	{"roof", "techo"},
	{"stage", "escenario"},
	{"road", "ruta", "camino", "carretera"},
	{"farm", "granja", "chacra", "estancia"},
	{"vineyard", "vineyards", "vinedo", "vinedos", "vines"},
	{"greenhouse", "invernadero", "vivero", "nursery"},
	{"restaurant", "restaurante", "resto"},
	{"gym", "gimnasio"},
	{"stadium", "estadio", "cancha", "court", "pitch"},
	{"book", "books", "libro", "libros"},
	{"newspaper", "newspapers", "diario", "diarios", "periodico"},
	{"phone", "phones", "celular", "celulares", "telefono", "movil", "cellphone"},
	{"computer", "computadora", "laptop", "notebook", "ordenador"},
	{"guitar", "guitars", "guitarra", "guitarras"},
	{"piano", "pianos"},
	{"drum", "drums", "tambor", "tambores"},
	{"ball", "balls", "pelota", "pelotas", "balon"},
	{"gift", "gifts", "present", "presents", "regalo", "regalos"},
	{"box", "boxes", "caja", "cajas"},
	{"key", "keys", "llave", "llaves"},
	{"flower", "flowers", "flor", "flores", "bouquet", "ramo"},
	{"plant", "plants", "planta", "plantas"},
	{"tree", "trees", "arbol", "arboles"},
	{"pot", "pots", "maceta", "macetas", "flowerpot"},
	{"soil", "tierra", "dirt"},
	{"drop", "~drops", "droplet", "droplets", "gota", "gotas"},
	{"water", "agua"},
	{"rain", "lluvia", "lloviendo", "raining"},
	{"candle", "candles", "vela", "velas"},
	{"balloon", "balloons", "globo", "globos"},
	{"tool", "tools", "herramienta", "herramientas"},
	{"hammer", "martillo"},
	{"wood", "madera", "lumber"},
	{"sawdust", "aserrin", "viruta", "virutas"},
	{"machine", "machines", "maquina", "maquinas"},
	{"tattoo", "tattoos", "tatuaje", "tatuajes", "tatuando"},
	{"needle", "aguja"},
	{"yarn", "wool", "lana", "hilo"},
	{"fabric", "fabrics", "tela", "telas", "textile", "textiles", "textil"},
	{"shoes", "zapatos", "zapatillas", "sneakers"},
	{"hat", "hats", "sombrero", "gorro"},
	{"dress", "vestido"},
	{"bag", "bags", "bolsa", "bolso", "mochila", "backpack"},
	{"money", "plata", "dinero", "cash", "efectivo"},
	{"card", "cards", "tarjeta", "tarjetas", "credencial"},
	{"sign", "signs", "cartel", "carteles", "letrero"},
	{"ticket", "tickets", "boleto", "boletos"},
	{"mirror", "espejo"},
	{"crayon", "crayons", "crayones", "pencils", "lapices"},
	{"!", "drawing", "+drawings", "draws", "+dibujo", "+dibujos", "dibujando", "dibujar", "dibuja", "dibujan", "+sketch", "+boceto"},
	{"clay", "arcilla", "barro", "ceramic", "ceramica"},
	{"bowl", "bowls", "cuenco", "bol"},
	{"crate", "crates", "cajon", "cajones"},
	{"bell", "bells", "timbre", "campana"},
	{"tire", "tyre", "tires", "tyres", "neumatico"},
	{"pump", "inflador", "bombin"},
	{"rope", "soga", "cuerda"},
	{"!", "sleep", "sleeping", "sleeps", "asleep", "+nap", "napping", "durmiendo", "dormido", "dormida", "duerme", "duermen", "dormir", "+siesta"},
	{"!", "laugh", "laughing", "laughs", "+laughter", "riendo", "rie", "rien", "+risa", "+risas", "+carcajada"},
	{"!", "cry", "crying", "cries", "llorando", "llora", "lloran", "+llanto"},
	{"!", "smiling", "smiles", "sonriendo", "sonrie", "sonrien", "+sonrisa"},
	{"!", "+walk", "walks", "walking", "camina", "caminando", "caminan", "+caminata"},
	{"!", "talk", "talking", "talks", "speaking", "speaks", "hablando", "habla", "hablan", "+charla", "charlando", "conversando", "chatting"},
	{"!", "eat", "eating", "eats", "comiendo", "come", "comen", "comer"},
	{"!", "drink", "drinking", "drinks", "bebiendo", "bebe"},
	{"!", "dance", "dancing", "dances", "bailando", "baila", "bailan", "+baile", "bailar"},
	{"!", "sing", "sings", "singing", "canta", "cantan", "cantando", "canto"},
	{"!", "waving", "saludando", "saluda", "saludan"},
	{"!", "hug", "hugging", "hugs", "+abrazo", "+abrazos", "abrazando", "abraza"},
	{"!", "kiss", "kissing", "+beso", "+besos", "besando"},
	{"!", "clap", "clapping", "+applause", "+aplauso", "+aplausos", "aplaudiendo", "aplauden"},
	{"!", "cheer", "cheering", "celebrate", "celebrating", "+celebration", "+celebrations", "+festejo", "+festejos", "festejando", "festejan", "festeja", "+celebracion", "celebrando", "celebran"},
	{"!", "jump", "jumping", "jumps", "+salto", "+saltos", "saltando", "salta", "saltan"},
	{"!", "playing", "jugando", "juega", "juegan"},
	{"!", "read", "reading", "reads", "leyendo", "lee", "leen", "+lectura", "leer"},
	{"!", "write", "writing", "writes", "escribiendo", "escribe"},
	{"!", "working", "trabajando", "trabaja", "trabajan"},
	{"!", "sneeze", "sneezing", "sneezes", "+estornudo", "estornudando", "estornuda"},
	{"!", "shake", "shakes", "shaking", "sacude", "sacuden", "sacudiendo", "sacudiendose", "sacudirse"},
	{"!", "sniff", "sniffs", "sniffing", "olfatea", "olfateando", "huele", "oliendo"},
	{"!", "bark", "barking", "barks", "ladra", "ladrando", "+ladrido", "+ladridos"},
	{"!", "packing", "packs", "embalando", "embalar", "+embalaje", "empacando", "+empaque"},
	{"!", "planting", "plantando", "sembrando", "+siembra", "sowing"},
	{"!", "watering", "+riego", "regando", "riega"},
	{"!", "repot", "repotting", "repots", "+trasplante", "trasplantando", "trasplantar"},
	{"!", "climb", "climbing", "climbs", "escalando", "+escalada", "trepando"},
	{"!", "skate", "skating", "skates", "patinando", "+patineta"},
	{"!", "driving", "drives", "manejando", "conduciendo"},
	{"!", "fishing", "pescando", "+pesca"},
	{"!", "arrive", "arriving", "arrives", "+arrival", "llega", "llegan", "llegando", "+llegada"},
	{"!", "welcome", "welcoming", "welcomes", "+bienvenida", "recibe", "recibiendo"},
	{"!", "sew", "sewing", "cosiendo", "+costura"},
	{"!", "knit", "knitting", "tejiendo", "tejer", "+tejido"},
	{"!", "tasting", "tastes", "+degustacion", "degustando", "probando"},
	{"!", "pouring", "pours", "sirviendo"},
	{"!", "sanding", "sands", "lijando", "lija"},
	{"!", "falling", "falls", "cae", "cayendo", "+caida"},
	{"!", "sitting", "sentado", "sentada", "sentados"},
	{"wedding", "weddings", "boda", "bodas", "casamiento"},
	{"birthday", "birthdays", "cumple", "cumpleanos"},
	{"party", "parties", "fiesta", "fiestas"},
	{"graduation", "graduacion", "egreso"},
	{"concert", "concerts", "concierto", "conciertos", "recital"},
	{"trip", "trips", "viaje", "viajes", "travel", "vacation", "vacaciones"},
	{"christmas", "navidad"},
}

// filmLex is filmGroups read: the groups of each word, of each form of a
// word (formKeys), and the phrases.
type filmLex struct {
	word    map[string][]int
	form    map[string][]int
	phrases []filmPhrase
	names   map[string][]int // the groups a word names as a name said: of people, a doing's noun ("+")
	things  map[string][]int // the groups of things a word names as a diminutive's base
}

// filmPhrase is a gloss of several words and its group.
type filmPhrase struct {
	words []string
	group int
}

// filmLexicon is filmGroups read, once.
func filmLexicon() *filmLex {
	filmOnce.Do(func() {
		lex := &filmLex{word: map[string][]int{}, form: map[string][]int{}, names: map[string][]int{}, things: map[string][]int{}}
		addTo := func(m map[string][]int, k string, g int) {
			if !slices.Contains(m[k], g) {
				m[k] = append(m[k], g)
			}
		}
		for g, group := range filmGroups {
			doing, people := len(group) > 0 && group[0] == "!", len(group) > 0 && group[0] == "@"
			for _, w := range group {
				if w == "!" || w == "@" {
					continue
				}
				noun, verb := strings.HasPrefix(w, "+"), strings.HasPrefix(w, "~")
				w = fold(strings.TrimLeft(w, "+~"))
				if ws := strings.Fields(w); len(ws) > 1 {
					lex.phrases = append(lex.phrases, filmPhrase{ws, g})
					continue
				}
				if slices.ContainsFunc(lookup(w), func(l lexeme) bool { return l.cat != cRegion }) {
					continue // a word of the sentence: never a name
				}
				addTo(lex.word, w, g)
				switch {
				case doing && noun || people && !verb:
					addTo(lex.names, w, g)
				case !doing && !verb:
					addTo(lex.things, w, g)
				}
				for _, k := range formKeys(w) {
					addTo(lex.form, k, g)
				}
			}
		}
		filmRead = lex
	})
	return filmRead
}

var (
	filmOnce sync.Once
	filmRead *filmLex
)

// phraseConcepts are the groups whose phrase ws holds, word after word,
// each word as the phrase has it or with a plural's "s" ("old men", "two
// old ladies" hold no "old lady": its own gloss).
func phraseConcepts(ws []string) []int {
	var out []int
	for _, p := range filmLexicon().phrases {
		for i := 0; i+len(p.words) <= len(ws); i++ {
			if glossAt(ws[i:], p.words) && !slices.Contains(out, p.group) {
				out = append(out, p.group)
				break
			}
		}
	}
	return out
}

func glossAt(ws, phrase []string) bool {
	for j, w := range phrase {
		if ws[j] != w && ws[j] != w+"s" {
			return false
		}
	}
	return true
}
