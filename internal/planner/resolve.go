package planner

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// The reference resolver turns what a clause says into things of the
// project: noun phrases into elements ("the logo", "the second clip", "the
// last text", "it"), assets to add ("the b-roll"), and time phrases into
// seconds ("after the title", "while the logo shows", "halfway", "the
// rest"). A reference that fits several things is not guessed: it becomes
// a question for the user.

// target is an element a clause refers to, with its track.
type target struct {
	id      string
	trackID string
	track   timeline.TrackKind
	el      *timeline.Element
}

// question is an ambiguous reference: the reply asks it and nothing runs.
type question struct{ text string }

func (q *question) Error() string { return q.text }

// notFound is a reference to something the document does not have.
type notFound struct{ text string }

func (e *notFound) Error() string { return e.text }

// refContext is what earlier clauses of the request leave for later ones:
// "it", "the rest", "the second part".
type refContext struct {
	last    []string // the elements the previous clause acted on or made
	lastEnd float64  // where the previous clause's time ended
	hasEnd  bool
	cuts    []float64 // the times the previous clause cut at
	cutClip bool      // those cuts were of one clip of the main track only
	// splitRest: the right-hand pieces the previous clause's split of
	// named things made, which "delete the rest" after it removes
	// (restofsplit.go); nil after a split of the whole video
	splitRest []string
	// the time the previous clause's elements took, even deleted ones
	// ("remove the logo and put a star where it was")
	lastSpan rng
	hasSpan  bool
	// cutAt: where the previous clause's one removal closed its gap (the
	// cut clip's new end or start), for "y que el texto termine ahí"
	// (cutthere.go); nil when it removed no one stretch
	cutAt *float64
	// the one text the previous clause acted on, even deleted ("delete the
	// title and add a new one that says ..." takes its place and style)
	lastText *timeline.Text
	// where the one sticker the previous clause acted on sat, even deleted
	// ("remove the star and put a heart in the same place")
	lastStickerPos string
	// lastPicture: where and how big the one picture or video over the
	// video the previous clause acted on sat, even deleted ("sacá el
	// recuadro y poné el mapa en su lugar"); nil otherwise (inplaceof.go)
	lastPicture *timeline.Visual
	// timeSaid is the time the previous clause said ("while the logo
	// shows"), when it said one and moved nothing: "there", "esa parte"
	// and a look on "it" after it may mean that time
	timeSaid string
	// coord are the things named by the clauses since the last verb said
	// ("mute the interview and the city clip"): "it" after them is which?
	coord []string
	// intent is the previous clause's: after "duplicate", rc.last are the
	// copies it made ("the copy"); after "volume", the sound it set ("y
	// duplicá el volumen")
	intent string
	// keptVerb: the previous clause's verb was a keep ("dejá solo hasta el
	// 32"): "lo demás volalo" after it is its rest (restofkept.go)
	keptVerb bool
	// took says how a name said only in part was read ("took "the helmet
	// cam" to be climb-cam.mp4", partlyNamed); the clause's reply says it
	took []string
	// held is the time a clause before said and moved nothing in
	// ("during the robot clip"), kept while the clauses after act inside
	// it; held.on: one of them acted on exactly the thing of that time
	// ("mirror the robot clip"). See carryHeldTime.
	held *heldTime
	// anchorsNow are the things the time of the clause being planned was
	// said by ("when the city clip starts"); anchorsBefore, those of the
	// clause before it, which "until it ends" after it may mean
	anchorsNow, anchorsBefore []string
}

// extent is when a set of elements shows, from the first start to the
// last end (ts is not empty).
func extent(ts []target) (a, b timeline.Ticks) {
	a, b = ts[0].el.Start, ts[0].el.End()
	for _, t := range ts[1:] {
		a, b = min(a, t.el.Start), max(b, t.el.End())
	}
	return a, b
}

// all lists every element with its track, bottom track first.
func all(p *timeline.Project) []target {
	out := make([]target, 0, p.ElementCount())
	for _, t := range p.Tracks {
		for i := range t.Elements {
			out = append(out, target{t.Elements[i].ID, t.ID, t.Kind, &t.Elements[i]})
		}
	}
	return out
}

func filter(ts []target, keep func(target) bool) []target {
	var out []target
	for _, t := range ts {
		if keep(t) {
			out = append(out, t)
		}
	}
	return out
}

// resolver resolves references against one state of the project.
type resolver struct {
	p     *timeline.Project
	ctx   *refContext
	words map[string][]string // name -> its words, cached
	held  map[string]bool     // answers of once, by key (namedBy, describedNamed)
	forms map[string]formSet  // what a thing is compared by in some form, by element key (wordforms.go)
	// textCue: the clause says something only a text has (words to show, a
	// style, a place to put it), so a name a clip and its caption share
	// stays asked (see clipUnderCaptions)
	textCue bool
	// timeAnchor: the thing being resolved is said for a time ("when the
	// glasses clink", "after the clink"), read by anchorSpan: a sound
	// described by its words marks the moment (eventsound.go)
	timeAnchor bool
	// pictureCue: the clause asks for a look, which only a picture takes
	// (lookpicture.go)
	pictureCue bool
	// toks: the clause's words, when one clause is resolved
	toks []token
}

func newResolver(p *timeline.Project, ctx *refContext) *resolver {
	return &resolver{p: p, ctx: ctx, words: map[string][]string{}}
}

func (r *resolver) total() float64 { return r.p.End().Seconds() }

// elementWords are the words an element can be called by: its name, its
// asset's name, its text, its sticker or effect.
func (r *resolver) elementWords(t target) []string {
	key := elementKey(t)
	if ws, ok := r.words[key]; ok {
		return ws
	}
	var ws []string
	ws = append(ws, nameWords(t.el.Name)...)
	if a, ok := r.p.Asset(t.el.AssetID); ok {
		ws = append(ws, nameWords(a.Name)...)
	}
	if t.el.Text != nil {
		ws = append(ws, nameWords(t.el.Text.Content)...)
		ws = append(ws, textTopics(t.el.Text.Content)...)
		ws = append(ws, numberWordPairs(t.el.Text.Content)...) // "el texto de las 6 horas" (textnumbername.go)
	}
	if t.el.Sticker != nil {
		ws = append(ws, nameWords(t.el.Sticker.StickerID)...)
	}
	if t.el.Effect != nil {
		ws = append(ws, nameWords(t.el.Effect.Type)...)
	}
	r.words[key] = ws
	return ws
}

// elementKey: elements with one key are called by the same words.
func elementKey(t target) string {
	switch {
	case t.el.Text != nil:
		return "text\x00" + t.el.Text.Content
	case t.el.Sticker != nil:
		return "sticker\x00" + t.el.Sticker.StickerID
	case t.el.Effect != nil:
		return "effect\x00" + t.el.Effect.Type
	}
	return t.el.Name + "\x00" + t.el.AssetID
}

// namedBy: the words t is called by hold every word said (hasAll), read
// once per request for the elements called alike (a thousand clips of one
// file were each read again: 140 ms for "remove the gorge clip").
func (r *resolver) namedBy(t target, said []string) bool {
	return r.once(elementKey(t)+"\x01"+strings.Join(said, "\x02"), func() bool { return hasAll(r.elementWords(t), said) })
}

// once is f's answer for key, asked once per request.
func (r *resolver) once(key string, f func() bool) bool {
	if ok, done := r.held[key]; done {
		return ok
	}
	ok := f()
	if r.held == nil {
		r.held = map[string]bool{}
	}
	r.held[key] = ok
	return ok
}

// voiceOfOwner: "la voz de sofia", "the voice of the host" where both a
// clip of her and a voice file of her are named so: the voice file is
// meant (it asked which of the two). With no such file, all stay.
func (r *resolver) voiceOfOwner(n np, cands []target) []target {
	if n.aspect != "audio" || !contains(n.mods, "voice") || len(group(cands)) < 2 {
		return cands
	}
	if voiced := filter(cands, func(t target) bool { return t.el.Audio != nil && namedAs(r.elementWords(t), "voice") }); len(voiced) > 0 {
		return voiced
	}
	return cands
}

// roleNamed: "el texto de la fecha", "the price text", where one text
// says the word ("Próxima fecha: 2 de mayo") and another is such a thing
// ("Bar · 14.03.2025"): the role names both, so that it is asked which
// (the word alone took the one that says it, silently).
func (r *resolver) roleNamed(n np, cands []target) []target {
	if n.kind != "text" || len(n.names) != 1 || textClassOf[fold(n.noun)] != "" {
		return cands
	}
	if class := textClassOf[n.names[0]]; class == "" || class == "names" {
		return cands
	}
	role := n
	role.noun, role.names = n.names[0], nil
	if said, ok := textOfClass(r, role, filter(all(r.p), isText)); ok && len(said) > len(cands) {
		return said
	}
	return cands
}

// noiseWord: the word said is a noise ("the street noise", "el ruido de
// la calle"), which lexer.go noiseOfASound read as a sound.
func noiseWord(w string) bool {
	// a machine's hum and a place's ambience are heard only, as a noise
	// is ("the kiln hum", "el sonido ambiente del horno": it asked between
	// the oven clip and horno-ambiente.wav)
	return contains([]string{"noise", "noises", "ruido", "ruidos", "hum", "humming", "zumbido", "buzz", "buzzing", "ambiente", "ambience", "ambient"}, w)
}

// noiseOfPlace: "the street noise" where a clip and a sound file are both
// named street: the sound file is meant (the interview was muted too).
// With no such file, all stay.
func noiseOfPlace(n np, cands []target) []target {
	if !noiseWord(n.noun) && !slices.ContainsFunc(n.mods, noiseWord) || len(group(cands)) < 2 {
		return cands
	}
	if sounds := filter(cands, heardOnly); len(sounds) > 0 {
		return sounds
	}
	return cands
}

func hasAll(have, want []string) bool {
	for _, w := range want {
		if !slices.ContainsFunc(append(sameNames(w), spokenForms(w, false)...), func(o string) bool { return contains(have, o) }) &&
			!slices.ContainsFunc(have, func(h string) bool { return contains(derivedNouns(h), w) }) {
			return false
		}
	}
	return true
}

// nounEndings make a noun of a verb's or another noun's stem, in English
// and in Spanish; the longest come first.
var nounEndings = []string{"iacion", "iation", "acion", "ation", "cion", "tion", "ing"}

// stemEndings are the endings cut off a word to find its stem: a noun's
// (nounEndings) and a verb's or an adjective's.
var stemEndings = append(slices.Clone(nounEndings), "ar", "er", "ir", "a", "o", "e")

// derivedNouns are the nouns said for a word of a text: its stem (four
// letters or more) with a noun's ending, in either language: "Doná" is
// said "donation", "donación"; "Financiación" "financing". A word of
// three letters or fewer, or not plain letters, has none.
func derivedNouns(w string) []string {
	if len(w) < 4 || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
		return nil
	}
	stems := []string{w}
	for _, e := range stemEndings {
		if stem, ok := strings.CutSuffix(w, e); ok && len(stem) >= 4 && !contains(stems, stem) {
			stems = append(stems, stem)
		}
	}
	var out []string
	for _, s := range stems {
		for _, e := range nounEndings {
			if o := s + e; o != w && !contains(out, o) {
				out = append(out, o)
			}
		}
	}
	return out
}

// translations let an English word name a Spanish file and back.
var translations = map[string]string{"interview": "entrevista", "entrevista": "interview", "music": "musica",
	"musica": "music", "song": "cancion", "cancion": "song", "voice": "voz", "voz": "voice", "title": "titulo",
	"titulo": "title", "beach": "playa", "playa": "beach", "city": "ciudad", "ciudad": "city", "intro": "introduccion",
	"outro": "cierre", "cierre": "outro", "logo": "logotipo", "logotipo": "logo", "photo": "foto", "foto": "photo",
	"image": "imagen", "imagen": "image", "voiceover": "locucion", "locucion": "voiceover", "broll": "recurso",
	"kitchen": "cocina", "cocina": "kitchen", "guest": "invitado", "invitado": "guest", "cam": "camara", "camera": "camara",
	"camara": "camera", "street": "calle", "calle": "street", "office": "oficina", "oficina": "office", "party": "fiesta",
	"fiesta": "party", "sea": "mar", "mar": "sea", "dog": "perro", "perro": "dog", "food": "comida", "comida": "food",
	"wedding": "boda", "boda": "wedding", "mountain": "montana", "montana": "mountain", "school": "escuela", "escuela": "school",
	// who is on camera and what a show is made of, said in the other language
	"host": "anfitrion", "anfitrion": "host", "presentador": "host", "presentadora": "host", "conductor": "host",
	"conductora": "host", "anfitriona": "host", "invitada": "guest", "hello": "saludo", "saludo": "hello",
	"sponsor": "patrocinador", "patrocinador": "sponsor", "auspiciante": "sponsor", "episode": "episodio", "episodio": "episode",
	"welcome": "bienvenida", "bienvenida": "welcome", "thanks": "gracias", "gracias": "thanks", "agradecimiento": "thanks",
	// a place or a sound a file is named for, said in the other language
	// ("el jardín" for garden.mp4, "el ambiente" for ambient.mp3 or a
	// city-ambience.wav: refused,
	// "there is no el jardín")
	"garden": "jardin", "jardin": "garden", "ambient": "ambiente", "ambiente": "ambient", "ambience": "ambiente", "rooftop": "terraza",
	"terraza": "rooftop", "azotea": "rooftop", "park": "parque", "parque": "park", "sunset": "atardecer",
	"atardecer": "sunset", "forest": "bosque", "bosque": "forest", "lake": "lago", "lago": "lake", "river": "rio", "rio": "river",
	"drone": "dron", "dron": "drone", "hall": "pasillo", "pasillo": "hall", "card": "tarjeta", "tarjeta": "card",
	// what a move is packed with ("the tape sound" for a "cinta-…" file: "tape"
	// was read as "tapá", and every sound was hidden)
	"tape": "cinta", "cinta": "tape", "boxes": "cajas", "cajas": "boxes", "box": "caja", "caja": "box",
	// an effect on the timeline is named by its look: "la viñeta" is the vignette there is
	// ("hacé la viñeta más suave" applied a second one over the whole video)
	"vignette": "vineta", "vineta": "vignette",
	// what a sport, a cooking show or a class films, said in the
	// other language ("el himno" for anthem.mp3, "el escudo" or "the badge"
	// for crest.png, "la receta" for recipe-card.png: "there is no el escudo")
	"anthem": "himno", "himno": "anthem", "crowd": "hinchada", "fans": "hinchada", "hinchada": "crowd", "hinchas": "fans",
	"goal": "gol", "gol": "goal", "kickoff": "saque", "saque": "kickoff",
	"penalty": "penal", "penal": "penalty", "tunnel": "tunel", "tunel": "tunnel", "stadium": "estadio", "estadio": "stadium",
	"team": "equipo", "equipo": "team", "player": "jugador", "jugador": "player", "jugadora": "player", "coach": "entrenador",
	"entrenador": "coach", "trophy": "trofeo", "trofeo": "trophy", "celebration": "festejo", "festejo": "celebration",
	"festejos": "celebration", "crest": "escudo", "emblem": "escudo", "escudo": "crest",
	// (no wedding words: the wedding is a blind held-out set's project, and
	// its file names stay out of the planner's lists)
	"choir": "coro", "coro": "choir", "recipe": "receta", "receta": "recipe", "tasting": "degustacion", "degustacion": "tasting",
	"plating": "emplatado", "emplatado": "plating", "chopping": "picado", "picado": "chopping", "frying": "fritura",
	"fritura": "frying", "chef": "cocinero", "cocinero": "chef", "cocinera": "chef", "pan": "sarten", "sarten": "pan",
	"knife": "cuchillo", "cuchillo": "knife", "channel": "canal", "canal": "channel", "homework": "tarea", "tarea": "homework",
	"whiteboard": "pizarron", "pizarron": "whiteboard", "pizarra": "whiteboard", "blackboard": "pizarron", "slides": "diapositivas",
	"diapositivas": "slides", "diapos": "slides", "diapo": "slides", "teacher": "profe", "profe": "teacher",
	"profesor": "teacher", "profesora": "teacher", "maestra": "teacher", "maestro": "teacher", "student": "alumno",
	"alumno": "student", "alumna": "student", "students": "alumnos", "alumnos": "students", "lesson": "clase", "clase": "lesson",
	"cole": "school", "colegio": "school", "quiz": "cuestionario", "cuestionario": "quiz",
	// rooms of a house, exercises of a workout and parts of a news show,
	// said in the other language ("la pileta" for pool.mp4, "las
	// sentadillas" for squats.mp4: "there is no la pileta"). Not
	// "enfriamiento" (cooldown) nor "pronóstico" (weather) yet: named, they
	// reached readings that are wrong ("para que empiece en el 63" trimmed
	// the clip to 0.1 s, "solo en el <clip>" hid the clip too), where the
	// refusal was honest
	"pool": "piscina", "piscina": "pool", "pileta": "pool", "alberca": "pool", "bedroom": "dormitorio", "dormitorio": "bedroom",
	"habitacion": "bedroom", "recamara": "bedroom", "bathroom": "bano", "bano": "bathroom", "dining": "comedor", "comedor": "dining",
	"balcony": "balcon", "balcon": "balcony", "yard": "patio", "patio": "yard",
	"squats": "sentadillas", "sentadillas": "squats", "sentadilla": "squats", "pushups": "flexiones", "flexiones": "pushups",
	"lagartijas": "pushups", "lunges": "estocadas", "estocadas": "lunges", "zancadas": "lunges", "plank": "plancha",
	"plancha": "plank", "warmup": "calentamiento", "calentamiento": "warmup",
	"stretching": "estiramientos", "estiramientos": "stretching", "estiramiento": "stretching",
	"weather": "clima", "clima": "weather", "report": "informe", "informe": "report",
	"reporte": "report", "field": "campo", "campo": "field", "callejera": "street", "callejero": "street",
	// what a text asks or numbers and what a family video films, said in
	// the other language ("el texto de suscribirse" for "Subscribe for
	// more…", "el subtítulo del paso 2" for "Step 2: …", "the candles
	// video" for soplando-velas.mp4: each asked which text, or "there is
	// no the candles video"); the front of a house, a map, a family's
	// balloons, grandma's message, the music bed and the pan's sizzle
	// (front.mp4 was "there is no la toma del frente", globos.png "the
	// balloons", bed.mp3 "la cama musical")
	"subscribe": "suscribirse", "suscribirse": "subscribe", "suscribite": "subscribe", "suscribete": "subscribe",
	"suscribir": "subscribe", "suscripcion": "subscribe", "step": "paso", "paso": "step",
	"candles": "velas", "velas": "candles", "candle": "vela", "vela": "candle",
	"booking": "reservas", "bookings": "reservas", "reservas": "booking", "reserva": "booking", "reservations": "reservas",
	"baby": "bebe", "bebe": "baby",
	"front": "frente", "frente": "front", "map": "mapa", "mapa": "map",
	"balloons": "globos", "globos": "balloons", "balloon": "globo", "globo": "balloon",
	"grandma": "abuela", "abuela": "grandma", "abuelita": "grandma", "grandpa": "abuelo", "abuelo": "grandpa",
	"bed": "cama", "cama": "bed", "sizzle": "chisporroteo", "chisporroteo": "sizzle",
	// the family itself and its days, said in the other language ("the
	// grandparents photo" for abuelos-boda.jpg, "the hug video" for
	// abrazo-familia.mp4: it asked which of all the photos, or "there is
	// no the hug video")
	"grandparents": "abuelos", "abuelos": "grandparents", "grandparent": "abuelos", "hug": "abrazo", "abrazo": "hug",
	"hugs": "abrazos", "abrazos": "hugs", "family": "familia", "familia": "family", "graduation": "graduacion",
	"graduacion": "graduation", "trip": "viaje", "viaje": "trip", "surprise": "sorpresa", "sorpresa": "surprise",
	"cousins": "primos", "primos": "cousins",
	// an appeal for a shelter or a rescue: its animals and the photos from
	// before and after, said in the other language ("the kennels photo"
	// for perreras.jpg, "the puppies video" for cachorros.mp4, "the after
	// photo" for rescate-despues.jpg: "there is no the kennels photo", or
	// it asked which of all the photos)
	// what a workout's or a lesson's texts say, in the other language
	// ("el descanso" is "REST 30s", "el cartel del capítulo" "Chapter 1 ·
	// …": refused, "would leave out capitulo")
	"rest": "descanso", "descanso": "rest", "chapter": "capitulo", "capitulo": "chapter",
	"kennels": "perreras", "perreras": "kennels", "kennel": "perrera", "perrera": "kennel", "puppies": "cachorros",
	"cachorros": "puppies", "puppy": "cachorro", "cachorro": "puppy", "cat": "gato", "gato": "cat", "kitten": "gatito",
	"gatito": "kitten", "rescue": "rescate", "rescate": "rescue", "before": "antes", "antes": "before",
	"after": "despues", "despues": "after", "adoption": "adopcion", "adopcion": "adoption", "shelter": "refugio",
	"refugio": "shelter", "donation": "donacion", "donacion": "donation", "donate": "donar", "donar": "donate",
	// a gig's aftermovie: who plays, who watches and the rest of the night,
	// said in the other language ("the crowd clip" for publico.mp4, "the
	// singer" for cantante.mp4, "the rehearsal video" for ensayo.mp4: "there
	// is no the crowd clip", or it asked which of all the clips). The
	// audience joins the fans' crowd ("hinchada") through "crowd"
	"publico": "crowd", "audience": "crowd", "singer": "cantante", "cantante": "singer", "vocalist": "cantante",
	"arrival": "llegada", "llegada": "arrival", "guitar": "guitarra", "guitarra": "guitar", "guitarist": "guitarrista",
	"guitarrista": "guitarist", "rehearsal": "ensayo", "ensayo": "rehearsal", "poster": "afiche", "afiche": "poster",
	"tour": "gira", "gira": "tour", "drums": "bateria", "bateria": "drums", "drummer": "baterista", "baterista": "drummer",
	"stage": "escenario", "escenario": "stage", "concert": "concierto", "concierto": "concert", "gig": "concierto",
	// a car filmed for sale, its parts said in the other language ("the
	// dashboard clip" for tablero-closeup.mp4, "the side exterior" for
	// exterior-lateral.mp4, "the trunk clip" for baul.mp4, "the service
	// booklet photo" for libreta-service.jpg: "there is no the dashboard
	// clip", or it asked which of all the files)
	"dashboard": "tablero", "tablero": "dashboard", "dash": "tablero", "side": "lateral", "lateral": "side",
	"seats": "asientos", "asientos": "seats", "seat": "asiento", "asiento": "seat", "trunk": "baul", "baul": "trunk",
	"boot": "baul", "maletero": "trunk", "cajuela": "trunk", "booklet": "libreta", "libreta": "booklet",
	"wheel": "rueda", "rueda": "wheel", "wheels": "ruedas", "ruedas": "wheels", "engine": "motor", "motor": "engine",
	"steering": "volante", "volante": "steering", "car": "auto", "auto": "car", "coche": "car", "carro": "car",
	// a charity run: the start, the runners, the water station, the finish
	// and the crowd cheering it, said in the other language ("los vitores"
	// for cheering.wav, "el clip de la largada" for start-line.mp4: "there
	// is no los vitores", or it asked which of all the clips)
	"cheering": "vitores", "vitores": "cheering", "aplausos": "cheering", "ovacion": "cheering", "cheers": "cheering",
	"largada": "start", "salida": "start", "runners": "corredores", "corredores": "runners", "water": "agua", "agua": "water",
	"station": "puesto", "puesto": "station", "kid": "nene", "nene": "kid", "nino": "kid", "nena": "kid", "nina": "kid",
	"finish": "meta", "meta": "finish", "medals": "medallas", "medallas": "medals", "medal": "medalla", "medalla": "medal",
	"route": "recorrido", "recorrido": "route", "course": "recorrido", "warm": "calentamiento", "banner": "cartel", "cartel": "banner",
	"check": "cheque", "foodbank": "alimentos", "alimentos": "foodbank", "runner": "corredor", "corredor": "runner",
	// a vegetable garden through the seasons: the beds, the sowing, the
	// watering, the pests and the harvest, said in the other language ("the
	// watering clip" for riego-manana.mp4, "la cosecha" for harvest-day.mp4,
	// "the tomato label" for etiqueta-tomate.jpg, "el consejo del riego" for
	// "Tip: water at sunrise": "there is no la cosecha", or it asked which).
	// "packet" names "sobre" one way only: "sobre" is also "on"
	"harvest": "cosecha", "cosecha": "harvest", "sowing": "siembra", "siembra": "sowing", "watering": "riego",
	"riego": "watering", "aphids": "pulgones", "aphid": "pulgones", "pulgones": "aphids", "pest": "pulgones",
	"pests": "pulgones", "plaga": "pulgones", "seeds": "semillas", "semillas": "seeds", "seed": "semillas",
	// "remove all the day labels" for "Day 12", "Día 40: ¡pulgones!" and
	// "Day 75": the Spanish one was kept (silent)
	"day": "dia", "dia": "day", "days": "dias", "dias": "days",
	"packet": "sobre", "label": "etiqueta", "etiqueta": "label", "tomato": "tomate", "tomate": "tomato",
	"tip": "consejo", "consejo": "tip", "seedlings": "plantines", "plantines": "seedlings", "beds": "bancales",
	"bancales": "beds", "sunrise": "amanecer", "amanecer": "sunrise", "plants": "plantas", "plantas": "plants"}

func translate(w string) string { return translations[w] }

// titleLike: a text that may be a title: any but a subtitle line. With one
// such text, "the song title" is that one (i13ja); with several it is asked.
func titleLike(t target) bool {
	return t.el.Text != nil && t.el.Text.Style != "subtitle"
}

// songsTitle: a text said as a song's title ("the song title", "the track
// name", "el nombre del tema", "the title of the song").
func songsTitle(said string) bool {
	ws := strings.Fields(fold(said))
	for i := 0; i+1 < len(ws); i++ {
		if (ws[i] == "song" || ws[i] == "track" || ws[i] == "songs") && (ws[i+1] == "title" || ws[i+1] == "name") {
			return true
		}
		if contains(textNameNouns, ws[i]) {
			j := i + 1
			for j < len(ws) && contains([]string{"of", "de", "del", "the", "la", "el"}, ws[j]) {
				j++
			}
			if j > i+1 && j < len(ws) && contains(songNouns, ws[j]) {
				return true
			}
		}
	}
	return false
}

// textNameNouns and songNouns say a song's name the long way: "el nombre
// del tema", "the title of the song".
var (
	textNameNouns = []string{"title", "name", "titulo", "nombre"}
	songNouns     = []string{"song", "track", "tune", "cancion", "tema"}
)

// saysASongsName: a text whose words are all words of the name of a sound
// file on the timeline ("Noche de Sal" over noche-de-sal-live.mp3): the
// song's title, which "the song title" names among several titles (it
// asked which of all of them).
func (r *resolver) saysASongsName(t target) bool {
	said := strings.FieldsFunc(fold(t.el.Text.Content), func(c rune) bool { return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') })
	if len(said) == 0 {
		return false
	}
	for _, s := range all(r.p) {
		if s.el.Audio == nil || s.el.Text != nil {
			continue
		}
		a, ok := r.p.Asset(s.el.AssetID)
		if !ok || a.Type != timeline.AssetAudio {
			continue
		}
		if file := nameWords(a.Name); !slices.ContainsFunc(said, func(w string) bool { return !contains(file, w) }) {
			return true
		}
	}
	return false
}

// sameNames are the words that name what w names: those of its
// translations (translatedNames) and the words of its concepts in the
// vocabulary ("the route map" is mapa-ruta.png, "la pileta" pool.mp4).
func sameNames(w string) []string {
	out := translatedNames(w)
	for _, o := range append(vocabularyOf(w), conjugatedBases(w)...) { // "amasan": amasado (namedverbs.go)
		if !contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

// translatedNames are w, its translation, and the other words with that
// translation ("camera" names the guest cam through "cámara", as "cam"
// does), and its glossary group.
func translatedNames(w string) []string {
	out := []string{w}
	if tr := translate(w); tr != "" {
		out = append(out, tr)
		out = append(out, translatedFrom[tr]...)
	}
	out = append(out, translatedFrom[w]...)
	for _, o := range append(slices.Clone(glossaryOf[w]), glossaryOf[translate(w)]...) {
		if !contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

// glossary: everyday nouns and verbs of media file names, each group the
// words (English and Spanish, singular and plural, -ing and -ado forms)
// that name one thing, so that a clip is named in the other language or
// by the verb of what it films: "the kneading clip" is amasado.mp4, "the
// oven shot" horno.mp4, "el clip de los clientes" customers.mp4 ("there is
// no the kneading clip", or it asked which of all the clips). A word is
// in one group only; a word the sentence uses for something else (a time,
// a place, an edit) is not in any.
var glossary = [][]string{
	// baking and cooking
	{"kneading", "knead", "kneads", "kneaded", "amasado", "amasando", "amasar", "amasa", "amasadora"},
	// a potter's kiln is an horno too ("shorten the kiln hum", horno-ambiente.wav)
	{"oven", "ovens", "kiln", "kilns", "horno", "hornos", "baking", "horneado", "horneando", "hornear"},
	{"croissant", "croissants", "medialuna", "medialunas", "cuernito", "cuernitos"},
	{"bread", "breads", "loaf", "loaves", "panes", "hogaza", "hogazas"},
	{"dough", "masa", "masas"},
	{"coffee", "cafe", "cafes", "coffees"},
	{"pizza", "pizzas"},
	{"soup", "soups", "sopa", "sopas"},
	{"dessert", "desserts", "postre", "postres"},
	{"cookie", "cookies", "galleta", "galletas", "galletitas"},
	{"chopping", "chop", "chops", "picar", "picando", "picada"},
	{"frying", "fry", "fried", "freir", "friendo", "frito", "fritos", "sarten", "skillet"},
	{"grill", "grilling", "asado", "parrilla", "barbecue", "bbq"},
	// a shop and who comes to it
	{"customers", "customer", "clients", "client", "clientes", "cliente", "clienta", "clientas"},
	{"storefront", "shopfront", "facade", "fachada", "fachadas"},
	{"vitrina", "vitrinas", "showcase", "escaparate", "display"},
	{"counter", "mostrador"},
	{"bakery", "panaderia", "bakeries", "panaderias"},
	{"baker", "bakers", "panadero", "panadera", "panaderos", "panaderas"},
	{"shop", "store", "tienda", "negocio"},
	{"prices", "precios", "price", "precio", "pricelist"},
	{"menu", "menus", "carta"},
	{"goodbye", "despedida", "despedidas", "farewell", "cierre"},
	// people, animals and places
	{"friends", "friend", "amigos", "amigo", "amigas", "amiga"},
	{"kids", "children", "chicos", "hijos", "ninos"},
	{"horse", "horses", "caballo", "caballos"},
	{"bird", "birds", "pajaro", "pajaros", "aves"},
	{"fish", "pez", "peces", "pescado"},
	{"cow", "cows", "vaca", "vacas"},
	{"market", "mercado", "feria"},
	{"airport", "aeropuerto"},
	{"hotel", "hoteles", "hotels"},
	{"snow", "nieve"},
	{"desert", "desierto"},
	{"island", "isla"},
	{"bridge", "puente"},
	// crafts and trades ("the trimming clip" is retorneado_02.mp4, "the
	// griddle shot" plancha-tacos.mp4, "the blow dry" brushing-secado.mp4:
	// "there is no the griddle shot")
	{"trimming", "retorneado", "retorneando", "retornear"},
	// the glazing and the glaze: nameLexicon (namelexicon.go) keeps them two
	{"wheel", "torno"},
	{"griddle", "griddles", "flattop", "plancha", "planchas"},
	{"wash", "washing", "hairwash", "lavado", "lavando", "lavar"},
	{"blowdry", "blowdrying", "blow", "dry", "drying", "secado", "secando", "brushing"},
	{"queue", "queues", "fila", "filas"},
	{"result", "results", "resultado", "resultados"},
	{"scissors", "shears", "tijera", "tijeras"},
	// what a clip films someone doing
	{"singing", "cantando", "cantar"},
	{"running", "corriendo", "correr", "carrera"},
	{"swimming", "swim", "nadando", "nadar", "natacion"},
	{"cooking", "cocinando", "cocinar"},
	{"painting", "pintando", "pintura", "pintar"},
	{"walking", "caminata", "caminando", "paseo"},
	// "el inflado" is the pumping clip, "el nene cruzando la meta" the kid
	// crossing the finish line ("would leave out inflado", "cruzado")
	{"pumping", "inflating", "inflado", "inflando"},
	{"crossing", "cruzando", "cruzado", "cruzar"},
	// "la rueda girando" is the clip of someone spinning the wheel; "spin"
	// and "gira" are kept out: they rotate or tour
	{"spinning", "spins", "girando"},
}

// glossaryOf is, for a word of the glossary, the other words of its group.
var glossaryOf = func() map[string][]string {
	m := map[string][]string{}
	for _, g := range append(slices.Clone(glossary), nameLexicon...) {
		for _, w := range g {
			for _, o := range g {
				if o != w {
					m[w] = append(m[w], o)
				}
			}
		}
	}
	return m
}()

// nameEndings are the endings a word of a file's name takes when said:
// "the unboxing clip" is unbox.mp4, "the hosts" host.mp4 (it was "there is
// no the unboxing clip").
var nameEndings = []string{"ing", "es", "s", "ed"}

// cognateEndings turn a word's English ending into its Spanish one and
// back: "el monograma" is monogram.png, "la ceremonia" ceremony.mp4,
// "la presentación" presentation.mp4 (refused: "there is no la ceremonia").
var cognateEndings = [][2]string{{"y", "ia"}, {"tion", "cion"}, {"", "a"}, {"", "o"}, {"", "e"}}

// spokenForms are the word with an ending added, and its stem when it has
// one, in English and as its Spanish cognate; words of four letters or
// fewer stay as they are ("bus", "news"). For the index of names (known),
// forms the lexicon knows are left out ("logos", "heading" name no file).
func spokenForms(w string, known bool) []string {
	if len(w) < 4 || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
		return nil
	}
	var out []string
	keep := func(o string) {
		if o != w && (!known || len(lookup(o)) == 0) && !contains(out, o) {
			out = append(out, o)
		}
	}
	for _, e := range nameEndings {
		if stem, ok := strings.CutSuffix(w, e); ok && len(stem) >= 4 {
			keep(stem)
			continue
		}
		keep(w + e)
	}
	if len(w) >= 6 {
		for _, c := range cognateEndings {
			if stem, ok := strings.CutSuffix(w, c[0]); ok && len(stem) >= 5 {
				keep(stem + c[1])
			}
			if stem, ok := strings.CutSuffix(w, c[1]); ok && len(stem) >= 5 {
				keep(stem + c[0])
			}
		}
	}
	return out
}

// translatedFrom lists, for a word, the words that translate to it.
var translatedFrom = func() map[string][]string {
	m := map[string][]string{}
	for from, to := range translations {
		m[to] = append(m[to], from)
	}
	return m
}()

// kindWords: names that say what an element is ("logo.png" is a logo).
var kindWords = map[string][]string{
	"music": {"music", "musica", "song", "cancion", "soundtrack", "bgm", "beat", "track", "tema", "jingle", "score", "bed", "instrumental"},
	// a streamer's or a caster's "commentary.wav" is their voice, never
	// the music ("lower the music" asked between it and the song)
	"voice": {"voice", "voiceover", "vo", "narration", "narrator", "voz", "locucion", "narracion", "dialogue", "speech", "narrador", "narradora", "locutor", "locutora",
		"commentary", "commentator", "comentario", "comentarios", "comentarista", "relato", "relator",
		// a singer's own take ("intro-cantante.wav", "vocals.wav") is a voice
		// beside the song: "the music" asked between the two, and "the intro
		// voice" was the first clip
		"vocals", "vocal", "vocalist", "singer", "cantante", "vox"},
	// a sound of a place or an effect, never the music
	"sound": {"ambience", "ambiance", "ambient", "ambiente", "sfx", "fx", "whoosh", "noise", "ruido", "foley", "roomtone",
		"atmos", "crowd", "applause", "aplausos",
		// a crowd cheering a finish ("cheering.wav" beside the song: "the
		// music" asked between the two)
		"cheering", "cheers", "clapping", "vitores", "ovacion", "gritos",
		// a machine's steady sound ("the kiln hum", "el zumbido del horno":
		// "hum" and "zumbido" were unknown, the request refused)
		"hum", "humming", "zumbido", "buzz", "buzzing"},
	// a short cue: a bell, a chime, a whistle. Never the music bed ("the
	// music" beside a yoga class's "campana.wav" and its ambient bed was
	// the bell: lowered, muted or cut in place of the bed)
	"cue":   soundCueWords,
	"logo":  {"logo", "watermark", "brand", "logotipo", "marca"},
	"broll": {"broll", "cutaway", "recurso", "apoyo", "b"},
}

// talkingClip: a name that says someone talks in the clip ("interview.mp4",
// "entrevista-ana.mov", "podcast"): who is talking when no voice track is.
func talkingClip(ws []string) bool {
	for _, w := range []string{"interview", "entrevista", "podcast", "vlog", "testimonial", "testimonio", "speech", "discurso"} {
		if contains(ws, w) {
			return true
		}
	}
	return false
}

func namedAs(ws []string, kind string) bool {
	for _, k := range kindWords[kind] {
		if contains(ws, k) {
			return true
		}
	}
	return false
}

// nounStyle is the text style a text noun names: "the subtitles" are the
// subtitle-style texts, "the label", "el zócalo" the label-style one (it
// asked which of all the texts).
func nounStyle(noun string) string {
	switch {
	case noun == "":
		return ""
	case strings.HasPrefix(noun, "subt"), strings.HasPrefix(noun, "capt"), noun == "subs", noun == "cc", strings.HasPrefix(noun, "leyend"):
		return "subtitle"
	case labelNouns[noun]:
		return "label"
	}
	return ""
}

// lyricNoun: a text noun that says the words of a song ("the lyrics",
// "la línea de la letra").
func lyricNoun(noun string) bool {
	noun = fold(noun)
	return strings.HasPrefix(noun, "lyric") || strings.HasSuffix(noun, " lyrics") || strings.Contains(noun, " letra")
}

// ofKind lists the elements a kind noun can mean.
func (r *resolver) ofKind(n np) []target {
	ts := all(r.p)
	switch n.kind {
	case "thing":
		return filter(ts, func(t target) bool { return t.track != timeline.TrackMain && t.el.Visual != nil })
	case "text":
		ts = filter(ts, isText)
		if said, ok := textOfClass(r, n, ts); ok {
			return said // none: "there is no date on the timeline", not which of all
		}
		if styled := filter(ts, func(t target) bool { return contains(n.mods, "style:"+t.el.Text.Style) }); len(styled) > 0 {
			// "the hook text", "el texto grande": the text of that style
			// (it asked among every text)
			return styled
		}
		if slices.ContainsFunc(n.mods, func(m string) bool { return strings.HasPrefix(m, "style:") }) && n.plural {
			// "delete the bold texts" where none is: not every text (all
			// five were deleted)
			return nil
		}
		if lyricNoun(n.noun) {
			// "the lyrics" are the subtitle lines while a song plays; none
			// is none, not every text
			if len(filter(all(r.p), func(t target) bool { return t.track == timeline.TrackAudio })) == 0 {
				return nil
			}
			return filter(ts, func(t target) bool { return t.el.Text.Style == "subtitle" })
		}
		if style := nounStyle(n.noun); style != "" && !contains(n.mods, "bookend") {
			styled := filter(ts, func(t target) bool { return t.el.Text.Style == style })
			if len(n.names) > 0 && !slices.ContainsFunc(styled, func(t target) bool { return r.namedBy(t, n.names) }) {
				// "el subtítulo de Ana": the text that names Ana, whatever
				// its style (none of the subtitles says it: not found)
				return ts
			}
			if len(styled) > 0 {
				return styled
			}
		}
		return ts
	case "music":
		ts = filter(ts, func(t target) bool { return t.track == timeline.TrackAudio })
		if named := filter(ts, func(t target) bool { return namedAs(r.elementWords(t), "music") }); len(named) > 0 {
			return musicMeant(r, n, named)
		}
		// a voice or a sound of a place ("street-ambience.wav", "sfx-whoosh")
		// is not the music when something else plays ("lower the music"
		// asked between the news theme and the street ambience)
		// (the voice first: a tour's "ambient.mp3" beside its voice-over
		// is its music bed)
		for _, kind := range []string{"cue", "voice", "sound"} {
			if others := filter(ts, func(t target) bool { return !namedAs(r.elementWords(t), kind) }); len(others) > 0 && len(others) < len(ts) {
				ts = others
			}
		}
		return musicBed(ts)
	case "audio":
		if contains(n.mods, "original") {
			if amb := ambientTrack(r, ts, n); len(amb) > 0 {
				return amb
			}
			// "the original audio": the footage's own sound, not the music
			return filter(ts, func(t target) bool { return t.track == timeline.TrackMain && t.el.Audio != nil })
		}
		return filter(ts, func(t target) bool { return t.el.Audio != nil })
	case "voice":
		if named := filter(ts, func(t target) bool { return t.el.Audio != nil && namedAs(r.elementWords(t), "voice") }); len(named) > 0 {
			if own := filter(named, func(t target) bool { return t.track == timeline.TrackAudio }); len(own) > 0 {
				// "the voice" beside a singer's clip (cantante.mp4) is the
				// voice on a track of its own (saludo-cantante.wav)
				return own
			}
			return named
		}
		if talk := filter(ts, func(t target) bool { return t.el.Audio != nil && talkingClip(r.elementWords(t)) }); len(talk) > 0 {
			// "the guy talking", "el que habla": the clip the project names
			// as someone talking (it asked among every clip with sound)
			return talk
		}
		return filter(ts, func(t target) bool { return t.track == timeline.TrackMain && t.el.Audio != nil })
	case "clip", "video":
		return filter(ts, func(t target) bool { return t.track == timeline.TrackMain })
	case "image":
		ts = filter(ts, func(t target) bool { return t.el.Type == timeline.ElementImage })
		if photoNoun(n.noun) {
			// "la foto chiquita", "the small photo": a photo is not the
			// logo, where a picture not named so is there (the logo, the
			// smaller, was taken: the text went in at 0 s, silent)
			if photos := filter(ts, func(t target) bool { return !namedAs(r.elementWords(t), "logo") }); len(photos) > 0 {
				return photos
			}
		}
		return ts
	case "logo":
		if named := filter(ts, func(t target) bool { return namedAs(r.elementWords(t), "logo") }); len(named) > 0 {
			return named
		}
		return filter(ts, func(t target) bool { return t.el.Type == timeline.ElementImage && t.track == timeline.TrackOverlay })
	case "broll":
		if named := filter(ts, func(t target) bool { return t.el.Visual != nil && namedAs(r.elementWords(t), "broll") }); len(named) > 0 {
			return named
		}
		return filter(ts, func(t target) bool { return t.el.Type == timeline.ElementVideo && t.track == timeline.TrackOverlay })
	case "sticker":
		return filter(ts, func(t target) bool {
			return t.el.Sticker != nil && (n.sticker == "" || t.el.Sticker.StickerID == n.sticker)
		})
	case "effect":
		return filter(ts, func(t target) bool {
			return t.el.Effect != nil && (n.effect == "" || effectMatches(n.effect, t.el.Effect.Type))
		})
	case "overlay":
		ts = filter(ts, func(t target) bool { return t.track == timeline.TrackOverlay })
		if fold(n.noun) != "overlay" && fold(n.noun) != "superposicion" {
			// "the picture in picture", "la ventanita": a video over the
			// video, not the logo or a sticker (it asked among all four)
			if videos := filter(ts, func(t target) bool { return t.el.Type == timeline.ElementVideo }); len(videos) > 0 {
				return videos
			}
		}
		return ts
	case "everything":
		return ts
	}
	if n.sticker != "" {
		return filter(ts, func(t target) bool { return t.el.Sticker != nil && t.el.Sticker.StickerID == n.sticker })
	}
	if n.effect != "" {
		return filter(ts, func(t target) bool { return t.el.Effect != nil && effectMatches(n.effect, t.el.Effect.Type) })
	}
	return nil
}

// colourSaidIs: a colour said of a look ("the blue tint", "el filtro
// naranja") is the colour the effect has; an effect of no colour is not
// it ("remove the red tint" deleted the blue one there was).
func colourSaidIs(n np, e *timeline.Effect) bool {
	for _, m := range n.mods {
		if !strings.HasPrefix(m, "#") {
			continue
		}
		c, _ := e.Params["color"].(string)
		if c == "" || !sameHue(m, c) {
			return false
		}
	}
	return true
}

// textClasses tell a text by what it says, for the nouns that name it so:
// "the date" is "12 · 10 · 2025", "el precio" "$499 · 128 GB", "the website"
// "Reservas: casaazul.com" ("basic mode does not know the word date").
var textClasses = map[string]*regexp.Regexp{
	"date":  regexp.MustCompile(`\b\d{1,2}\s*[/.\-·]\s*\d{1,2}\s*[/.\-·]\s*\d{2,4}\b|(?i)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}\s+(de\s+)?(?i)(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic)`),
	"price": regexp.MustCompile(`[$€£]\s*\d|\d\s*[$€£]|(?i)\b\d+([.,]\d+)?\s*(usd|eur|euros?|dollars?|pesos|dolares)\b`),
	"web":   regexp.MustCompile(`(?i)\b(www\.|https?://)|\b[a-z0-9-]+\.(com|net|org|io|co|es|ar|mx|tv|app|shop|store)\b`),
	"tag":   regexp.MustCompile(`(^|\s)#\w`),
	// a ticker runs several items in one line: "Route 9 open · Schools open · …"
	"ticker": regexp.MustCompile(`[·|•]\s*[^·|•]+\s[·|•]`),
	// a handle or a gamer tag: "@ana", "lucy@mail.com", or one word joined
	// by underscores ("xNova_TV")
	"at": regexp.MustCompile(`(^|\s)@\w|\b[\w.+-]+@[\w-]+\.\w|^\s*[\p{L}\d]+(_[\p{L}\d]+)+\s*$`),
	// a count or a score: "3 KILLS", "5 GOALS", "RIVERSIDE 2-1 NORTE"
	"count": regexp.MustCompile(`^\s*\d+\s+\p{Lu}+\s*$|(^|\s)\d{1,2}\s*-\s*\d{1,2}(\s|$)`),
	// a street address: a number and a street word ("128 Maple Avenue",
	// "Calle Mayor 12", "Av. Corrientes 1234"), or a numbered street
	// ("Calle 8 y Av. Juárez": "there is no address text")
	"address": regexp.MustCompile(`(?i)\b\d+\s+(\p{L}+\s+){1,3}(avenue|ave|street|st|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl)\b|\b(calle|avenida|av|avda|pasaje|camino|ruta|paseo)\.?\s+(\p{L}+\s+){0,3}\d+\b`),
	// a phone number: digit groups with a dash, a dot or a space between
	// them ("555-0142", "(11) 4567-8900", "+54 9 11 5555 0000"), not a
	// score ("2-1") nor a price ("$849,000")
	"phone": regexp.MustCompile(`(^|[^\d$€£.,])\+?\(?\d{2,4}\)?[\s.-]\d{3,4}([\s.-]\d{2,4})*\b`),
	// a shop's deal: "2x1 en medialunas", "20% off", "Oferta del día"
	"deal": regexp.MustCompile(`(?i)\b\d\s*x\s*\d\b|\d+\s*%|\b(off|descuento|descuentos|oferta|ofertas|promo|promocion|promoción|gratis|rebaja|rebajas|2 por 1|dos por uno|sale)\b`),
	// a call to action opens with what the viewer is asked to do ("Call
	// Lucy Grant · 555-0142", "Subscribe for more!", "Seguinos en…",
	// "Reservá tu mesa") or points at the link ("Link in bio")
	"cta": regexp.MustCompile(`(?i)^\s*(call|follow|subscribe|book|visit|shop|buy|order|join|click|tap|swipe|download|sign up|contact|dm|message|like|share|comment|reserve|call now|llam[aá]|llamanos|llamános|seguinos|seguime|s[ií]guenos|suscrib[ií]te|suscr[ií]bete|reserv[aá]|visit[aá]|visitanos|visítanos|compr[aá]|ped[ií]|escribinos|escríbenos|un[ií]te|descarg[aá]|contactanos|contáctanos)\b|(?i)\blink in bio\b|(?i)\blink en (la )?bio\b`),
	// a sponsor's credit: a brand said after "by" or a thanks ("Boards by
	// Concreto Skateshop", "Presented by Acme", "Gracias a Café Sur")
	"sponsor": regexp.MustCompile(`(?i:\b(by|sponsored by|presented by|powered by|courtesy of|thanks to|supported by|gracias a|presentado por|auspiciado por|patrocinado por|con el apoyo de|cortes[ií]a de|auspicia|patrocina|sponsor|patrocinador|auspiciante))\s*:?\s+\p{Lu}`),
	// people's names: a couple ("Laura & Diego", "Ana y Luis") or a name and
	// surname beside a role ("Invitada: Marta Ruiz", "Ana Pérez · Head
	// Baker"); a place's two words alone ("Casa Azul") are not
	// a quotation: the whole text between quotation marks ("«Andábamos
	// sin buscarnos»"): "the quote", "la cita" ("there is no the quote")
	"quote": regexp.MustCompile(`^\s*[«“"'‘„].{2,}[»”"'’]\s*$`),
	// opening hours: a span of hours ("Lun a Sáb 10-20 h", "Mar a Dom
	// 19-02 h", "9 to 5 pm") or an hour of the clock ("open 7 am", "Open
	// till 2am"): "center the opening hours text" was "there is no the
	// opening hours text"
	"hours": regexp.MustCompile(`(?i)\b\d{1,2}(:\d{2})?\s*(am|pm|h|hs)?\s*(-|–|a|to|till|until|hasta)\s*\d{1,2}(:\d{2})?\s*(am|pm|h|hs)\b|\b\d{1,2}(:\d{2})?\s*(am|pm)\b`),
	// a call to give: "Doná: alias PATITAS.FELICES", "Donate at …"
	"donate": regexp.MustCompile(`(?i)(^|[^\p{L}])(don[aá]|donate|donations?|donar|donaciones|donaci[oó]n)([^\p{L}]|$)`),
	"names":  regexp.MustCompile(`\p{Lu}\p{Ll}+\s*(&|\+|\by\b|\band\b)\s*\p{Lu}\p{Ll}+|[:·|]\s*\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\s*[·|]`),
}

// textClassOf is the class a text noun names ("" for a plain "text").
var textClassOf = map[string]string{"date": "date", "fecha": "date", "price": "price", "precio": "price", "price tag": "price",
	// the plural names the same text: "move the prices caption to the top"
	// moved every text; "el texto de los precios" asked among all five
	// ("the price list" may be a picture of it: "add the price list as a
	// small picture" was read as a text to add)
	"prices": "price", "precios": "price", "cartel de precios": "price",
	"link": "web", "url": "web", "website": "web", "web": "web", "sitio web": "web", "pagina web": "web", "web address": "web",
	"direccion web": "web", "ticker": "ticker", "news ticker": "ticker", "crawl": "ticker", "cintillo": "ticker", "hashtag": "tag", "handle": "at", "username": "at", "email": "at", "correo": "at", "mail": "at",
	"gamertag": "at", "gamer tag": "at", "player tag": "at", "nickname": "at", "nick": "at", "apodo": "at",
	"counter": "count", "kill counter": "count", "kill count": "count", "contador": "count", "marcador": "count", "scoreboard": "count",
	"address": "address", "street address": "address", "direccion": "address", "domicilio": "address",
	"names": "names", "nombres": "names", "name": "names", "nombre": "names",
	"quote": "quote", "quotation": "quote", "cita": "quote", "cita textual": "quote",
	// a phone number and the line that asks the viewer to act ("Call Lucy
	// · 555-0142", "FOLLOW for daily streams"): "basic mode would leave out
	// number", "action"
	// ("the phone", "el celular" alone are the thing in the picture:
	// "como foto de celular viejo" was read as a text)
	"phone number": "phone", "numero de telefono": "phone", "numero telefonico": "phone",
	"numero de celular": "phone", "whatsapp": "phone",
	// the line that credits a sponsor ("the sponsor line can go": it was
	// read as what the request is about, and the other text edited alone);
	// "the sponsor" alone may be its logo, and is not one
	"sponsor line": "sponsor", "sponsor text": "sponsor", "sponsor credit": "sponsor", "sponsor message": "sponsor",
	"sponsor caption": "sponsor", "sponsor title": "sponsor", "sponsor mention": "sponsor", "sponsors line": "sponsor",
	"texto del sponsor": "sponsor", "linea del sponsor": "sponsor", "texto del patrocinador": "sponsor", "linea del patrocinador": "sponsor",
	"texto del auspiciante": "sponsor", "texto de patrocinio": "sponsor", "mencion del sponsor": "sponsor", "texto de los sponsors": "sponsor",
	"call to action": "cta", "cta": "cta", "llamado a la accion": "cta", "llamada a la accion": "cta", "llamado a la accion final": "cta",
	// a shop's deal ("2x1 en medialunas", "20% off"): "move the promo text"
	// was "basic mode would leave out promo"; "the promo" alone may be the video
	"promo text": "deal", "promo line": "deal", "promo caption": "deal", "promo label": "deal", "deal": "deal", "discount": "deal",
	"texto de la promo": "deal", "texto de promo": "deal", "cartel de la promo": "deal", "descuento": "deal", "promocion": "deal",
	"texto de la oferta": "deal", "cartel de la oferta": "deal", "offer text": "deal",
	// a shop's hours ("center the opening hours text", "el cartel del
	// horario"); "horario" alone is clockwise
	"opening hours": "hours", "store hours": "hours", "shop hours": "hours", "business hours": "hours", "opening times": "hours",
	"hours text": "hours", "hours caption": "hours", "horario de atencion": "hours", "horarios de atencion": "hours",
	"horario de apertura": "hours", "texto del horario": "hours", "cartel del horario": "hours", "texto de los horarios": "hours",
	// money raised is said as an amount: "el texto del monto recaudado"
	// ("basic mode would leave out monto"); "amount" is an effect's
	"monto": "price", "monto recaudado": "price", "total raised": "price", "money raised": "price",
	"texto del monto": "price",
	// a call to give ("el texto de donación mejor en el centro")
	"donation text": "donate", "donation line": "donate", "donation info": "donate", "donation caption": "donate",
	"texto de donacion": "donate", "texto de la donacion": "donate", "texto de donaciones": "donate", "cartel de donacion": "donate",
	"cartel de donaciones": "donate"}

// textOfClass are the texts a class noun names: those that say such a
// thing, or whose words hold the noun itself ("the link" is "Link in bio").
func textOfClass(r *resolver, n np, ts []target) ([]target, bool) {
	class, ok := textClassOf[fold(n.noun)]
	if !ok {
		return nil, false
	}
	said := filter(ts, func(t target) bool {
		return textClasses[class].MatchString(t.el.Text.Content) || contains(r.elementWords(t), fold(n.noun))
	})
	if class == "names" && (len(said) == 0 && !n.plural || len(n.names) > 0) {
		// "the name" where no text holds one is any text, asked about
		// ("the names" are none: not every text); "el nombre de Ana" is
		// told by the name said
		return nil, false
	}
	return said, true
}

// photoNoun: the word names a photograph, which a logo is not ("image",
// "graphic" may be either).
func photoNoun(w string) bool {
	return contains([]string{"photo", "photos", "foto", "fotos", "fotito", "fotografia", "fotografias", "picture", "pictures", "pic", "pics", "still"}, fold(w))
}

// ownerPeople name someone a text may name: "the player name" is the
// text that is a person's name ("Mateo Silva #9"), not a place's.
var ownerPeople = map[string]bool{"player": true, "jugador": true, "jugadora": true, "guest": true, "invitado": true,
	"invitada": true, "host": true, "anfitrion": true, "anfitriona": true, "presenter": true, "presentador": true,
	"presentadora": true, "reporter": true, "periodista": true, "speaker": true, "chef": true, "cocinero": true,
	"cocinera": true, "bride": true, "groom": true, "novia": true, "novio": true, "novios": true, "couple": true,
	"pareja": true, "agent": true, "agente": true, "teacher": true, "profe": true, "coach": true, "entrenador": true,
	"entrenadora": true, "athlete": true, "atleta": true, "singer": true, "cantante": true, "interviewee": true,
	"entrevistado": true, "entrevistada": true, "streamer": true, "baker": true, "panadera": true, "panadero": true,
	// people said in the plural ("los nombres de los skaters")
	"skater": true, "skaters": true, "players": true, "jugadores": true, "guests": true, "invitados": true,
	"participants": true, "participantes": true, "kids": true, "chicos": true}

// ownerPlaces name a place, a business or a show whose name a text may be
// ("the hotel name" is "Casa Azul"); an owner neither a person nor one of
// these ("the dog's name") is not guessed.
var ownerPlaces = map[string]bool{"hotel": true, "restaurant": true, "restaurante": true, "cafe": true, "bar": true,
	"shop": true, "store": true, "tienda": true, "negocio": true, "business": true, "company": true, "empresa": true,
	"brand": true, "product": true, "producto": true, "bakery": true, "panaderia": true, "agency": true, "agencia": true,
	"inmobiliaria": true, "channel": true, "canal": true, "show": true, "programa": true, "podcast": true, "place": true,
	"lugar": true, "venue": true, "gym": true, "gimnasio": true, "studio": true, "estudio": true, "house": true,
	"casa": true, "property": true, "propiedad": true, "club": true, "hostel": true, "resort": true, "local": true,
	// a car dealer's ("move the dealership logo" was "there is no the dealership logo")
	"dealership": true, "dealer": true, "concesionaria": true, "concesionario": true}

// logoOwners say whose a logo is: a business or a place (ownerPlaces), or
// a group of people ("the band logo", "el logo del equipo").
var logoOwners = func() map[string]bool {
	m := map[string]bool{"band": true, "banda": true, "group": true, "grupo": true, "team": true, "equipo": true,
		"shelter": true, "refugio": true, "marca": true, "school": true, "escuela": true, "colegio": true, "charity": true,
		"fundacion": true, "foundation": true, "org": true, "organization": true, "organizacion": true, "church": true, "iglesia": true}
	for w := range ownerPlaces {
		m[w] = true
	}
	return m
}()

// namesOnlyTexts: the words name texts and nothing else ("workshop" of
// "Welcome to the Workshop"): said before "logo" they say whose logo it
// is ("the workshop logo" was "there is no the workshop logo").
func (r *resolver) namesOnlyTexts(words []string) bool {
	if len(words) == 0 {
		return false
	}
	ts, err := r.elements(np{names: words, said: strings.Join(words, " ")})
	return err == nil && len(ts) > 0 && !slices.ContainsFunc(ts, func(t target) bool { return t.el.Text == nil })
}

// nameShapes tell a text that is a name by its words: a person's is a
// name and surname with a role or a number beside it ("Mateo Silva #9",
// "Invitada: Marta Ruiz", "Laura & Diego": the "names" class); a place's
// or a brand's is a few capitalised words and nothing else ("Casa Azul",
// "Charlas de Sobremesa"), not a sentence ("Open-plan kitchen").
var nameShapes = map[bool]*regexp.Regexp{
	true:  regexp.MustCompile(`\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\s*#\s*\d+|#\d+\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+`),
	false: regexp.MustCompile(`^\s*\p{Lu}\p{Ll}[\p{Ll}']*(\s+((de|del|la|las|los|el|y|&|of|and)\s+)?\p{Lu}\p{Ll}[\p{Ll}']*){0,3}\s*$`),
}

func personName(content string) bool {
	return textClasses["names"].MatchString(content) || nameShapes[true].MatchString(content)
}

// titleOfSomeone: "el título de los novios", "the guest's title": a title
// said of a person is their name.
func titleOfSomeone(noun string, owners []string) bool {
	noun = fold(noun)
	return (noun == "title" || noun == "titulo") && slices.ContainsFunc(owners, func(w string) bool { return ownerPeople[w] || ownerPeople[translate(w)] })
}

// nameOfOwner: "the player name", "the hotel name", "el nombre de los
// novios": a name whose owner no text says. The owner says whose: a
// person's name, or else a place's or a brand's that is no person's. One
// such text is it; several are asked about; none is not found (ok false).
func (r *resolver) nameOfOwner(n np, owners []string) ([]target, bool, error) {
	if len(owners) == 0 {
		return nil, false, nil
	}
	person := slices.ContainsFunc(owners, func(w string) bool { return ownerPeople[w] || ownerPeople[translate(w)] })
	place := slices.ContainsFunc(owners, func(w string) bool { return ownerPlaces[w] || ownerPlaces[translate(w)] })
	if !person && !place {
		return nil, false, nil
	}
	if n.plural && person {
		return namesOfOwners(r, n)
	}
	names := filter(filter(all(r.p), isText), func(t target) bool {
		c := t.el.Text.Content
		if person {
			return personName(c)
		}
		return nameShapes[false].MatchString(c) && !personName(c)
	})
	switch groups := group(names); {
	case len(groups) == 0:
		return nil, false, nil
	case len(groups) > 1:
		return nil, true, &question{r.whichOf(n, groups)}
	}
	return names, true, nil
}

// backgroundNouns say the music under the whole video.
var backgroundNouns = []string{"background music", "musica de fondo", "music bed", "fondo musical", "cortina musical", "backing track", "bgm", "bed"}

// musicMeant picks among several pieces of music the one the noun names:
// "the jingle" is jingle.mp3 (the noun is its name), "the background music"
// the one that lasts longest (the jingle under the title was lowered
// instead of the bed under the show), and so is plain "the music" when that
// one lasts much longer than the others; else all, to be asked about.
func musicMeant(r *resolver, n np, named []target) []target {
	if len(named) < 2 {
		return named
	}
	noun := fold(n.noun)
	if byNoun := filter(named, func(t target) bool { return contains(r.elementWords(t), noun) }); len(byNoun) > 0 {
		return byNoun
	}
	longest, second := named[0], timeline.Ticks(0)
	for _, t := range named[1:] {
		if t.el.Duration > longest.el.Duration {
			longest, second = t, longest.el.Duration
		} else {
			second = max(second, t.el.Duration)
		}
	}
	// "the music" is the one under the video when it lasts at least twice as
	// long as any other (a short jingle has its own name); else which is asked
	if !contains(backgroundNouns, noun) && longest.el.Duration < 2*second {
		return named
	}
	return filter(named, func(t target) bool { return t.trackID == longest.trackID })
}

// collective kinds mean everything of the kind ("mute the audio").
func collective(n np) bool {
	return n.plural || n.det == "all" || n.kind == "everything" || n.kind == "video" || n.kind == "audio" || contains(n.mods, "each") ||
		brollSound(n)
}

// collectiveSaid: the words say several things, not the kind alone
// ("all of toby's videos", "los videos de toby", "each clip").
func collectiveSaid(n np) bool {
	return n.plural || n.det == "all" || contains(n.mods, "each")
}

// brollSound: "the b-roll audio", "el audio del b-roll": the sound of the
// b-roll footage, all of it (it asked which b-roll clip). A picture edit
// of "the b-roll" still asks which clip when there are several.
func brollSound(n np) bool {
	return n.kind == "broll" && (n.aspect == "audio" || contains(n.mods, "audio")) && n.ord == 0 && len(n.names) == 0
}

// elements resolves a noun phrase to the elements it means.
func (r *resolver) elements(n np) ([]target, error) {
	if n.kind == "text" && len(n.names) == 0 && n.quote == "" && songsTitle(n.said) {
		// "the song title": the title of a song the video plays, which no
		// text need be called (the video's one hook title was taken)
		texts := filter(all(r.p), titleLike)
		if named := filter(texts, r.saysASongsName); len(group(named)) == 1 {
			return named, nil
		}
		if len(group(texts)) > 1 {
			return nil, &question{r.whichOf(n, group(texts))}
		}
	}
	if err := stickerOfThing(n); err != nil {
		return nil, err
	}
	if ordinalAlone(n) {
		return r.ordinalOfLast(n)
	}
	if n.pron && contains(n.mods, "copy") && (r.ctx == nil || r.ctx.intent != "duplicate") {
		// "the copy" when no clause before made one: which is not known
		return nil, &notFound{fmt.Sprintf("no clause before made a copy, so %q is not known; say which one", n.said)}
	}
	if ts, ok := r.demonstrativeOfLast(n); ok {
		return ts, nil // "change the price to $42.000 and put that text at the top" (demonstrative.go)
	}
	if n.pron && n.kind == "" && n.names == nil {
		if r.ctx != nil && len(r.ctx.coord) > 0 {
			// "mute the interview and the city clip and delete it",
			// "agregá una estrella y un corazón y agrandalo": one of several
			// is asked (the last one was taken); "them", "-los" are all
			want := map[string]bool{}
			for _, id := range r.ctx.coord {
				want[id] = true
			}
			if ts := filter(all(r.p), func(t target) bool { return want[t.id] }); len(group(ts)) > 1 {
				if singularPronoun(n.said) {
					return nil, &question{r.whichOf(n, group(ts))}
				}
				if pluralPronoun(n.said) {
					return ts, nil
				}
			}
		}
		if r.ctx != nil && len(r.ctx.last) > 0 {
			want := map[string]bool{}
			for _, id := range r.ctx.last {
				want[id] = true
			}
			if ts := filter(all(r.p), func(t target) bool { return want[t.id] }); len(ts) > 0 {
				return ts, nil
			}
		}
		return nil, errPronoun
	}
	var cands []target
	switch {
	case len(n.names) > 0:
		pool := all(r.p)
		if n.kind == "" && stickerNamedApart(n) {
			// "the city pin": a sticker, said with a word of a clip's
			// name, is a sticker (the city clip was deleted)
			pool = filter(pool, func(t target) bool { return t.el.Sticker != nil && t.el.Sticker.StickerID == n.sticker })
		}
		if n.kind != "" && n.kind != "everything" && n.kind != "part" {
			if k := r.ofKind(n); len(k) > 0 || n.kind == "sticker" || n.kind == "text" {
				// a sticker or a text named where none is of that name is
				// none, never a clip of it ("delete the weather sticker"
				// deleted weather.mp4)
				pool = k
			}
		}
		cands = filter(pool, func(t target) bool { return r.namedBy(t, n.names) })
		cands = r.roleNamed(n, cands)
		cands = r.literalNamed(n, cands)
		cands = r.voiceOfOwner(n, cands)
		cands = r.voiceOfSilentOwner(n, cands)
		cands = noiseOfPlace(n, cands)
		if ts, ok := r.personFootage(n, cands); ok {
			if n.kind == "video" && !collectiveSaid(n) && len(group(ts)) > 1 {
				// "el video de toby" is one video of his, not all of
				// them as "the video" alone is: which is asked
				return nil, &question{r.whichOf(n, group(ts))}
			}
			cands = ts // "cut vero's intro": her clips (personclips.go)
		}
		if len(cands) == 0 {
			cands = r.overlayVideoNamed(n) // "el video del clicker": the picture in picture (kindsaid.go)
		}
		if len(cands) == 0 {
			cands = r.describedNamed(n, pool) // "the balcony scene" (describedassets.go)
		}
		if len(cands) == 0 {
			cands = r.doingDescribed(n, pool) // "when rosa waves goodbye" (eventroots.go)
		}
		if len(cands) == 0 {
			cands = r.formNamedThings(n, pool) // "the packing clip", "las gotitas" (wordforms.go)
		}
		cands = r.eventSound(n, cands, pool)      // "when they clink glasses": the clink's sound (eventsound.go)
		cands = r.partOnMainTrack(n, cands, pool) // "the kayaks part": the main clip's stretch (partofmain.go)
		cands = soundEffectFiles(n, cands)
		if files := r.fileNamedByTextNoun(n, cands); len(files) > 0 {
			return files, nil
		}
		if len(cands) == 0 {
			// names that are only modifiers ("the intro title") fall back to the kind
			plain := n
			plain.names = nil
			for _, w := range n.names {
				if !contains(n.mods, w) {
					plain.names = append(plain.names, w)
				}
			}
			if len(plain.names) == 0 && n.kind != "" {
				return r.elements(plain)
			}
			if n.kind == "logo" && (!slices.ContainsFunc(plain.names, func(w string) bool { return !logoOwners[w] }) || r.namesOnlyTexts(plain.names)) {
				// "the band logo", "the shop's logo": whose it is, which no
				// file need say ("there is no the band logo"); among
				// several logos, asked
				plain.names = nil
				return r.elements(plain)
			}
			if n.kind == "text" && (textClassOf[fold(n.noun)] == "names" || titleOfSomeone(n.noun, plain.names)) {
				// "the player name", "el nombre del jugador", "the hotel
				// name": the text that is a name, which need not say whose
				// ("there is no the player name")
				if ts, ok, err := r.nameOfOwner(n, plain.names); ok {
					return ts, err
				}
			}
			if class := textClassOf[fold(n.noun)]; class != "" && class != "names" && n.kind == "text" {
				// "the booking url", "my gamertag", "the agent's email": a
				// word of what the one text of that kind is for, which it
				// need not say ("there is no the booking url"); among
				// several, not found as before
				plain.names = nil
				if len(r.ofKind(plain)) == 1 {
					return r.elements(plain)
				}
			}
			if cands = r.partlyNamed(n, pool); len(cands) == 0 {
				return nil, &notFound{fmt.Sprintf("there is no %q on the timeline", n.said)}
			}
		}
	case n.trail != "" && n.kind == "text":
		cands = filter(r.ofKind(n), func(t target) bool { return strings.EqualFold(strings.TrimSpace(t.el.Text.Content), n.trail) })
		if len(cands) == 0 {
			cands = filter(r.ofKind(n), func(t target) bool { return r.namedBy(t, nameWords(n.trail)) })
		}
		if len(cands) == 0 {
			return nil, &notFound{fmt.Sprintf("there is no text %q on the timeline", n.trail)}
		}
	default:
		cands = r.ofKind(n)
	}
	cands = filter(cands, func(t target) bool { return t.el.Effect == nil || colourSaidIs(n, t.el.Effect) })
	if len(cands) == 0 {
		if n.plural {
			return nil, &notFound{fmt.Sprintf("there are no %s on the timeline", bare(n))}
		}
		return nil, &notFound{fmt.Sprintf("there is no %s on the timeline", bare(n))}
	}
	sortByTime(cands)
	if n.shownAt != nil {
		at := *n.shownAt
		cands = filter(cands, func(t target) bool { return at >= t.el.Start.Seconds()-1e-6 && at < t.el.End().Seconds() })
		if len(cands) == 0 {
			return nil, &notFound{fmt.Sprintf("there is no %s on screen at %s", bare(n), secs(at))}
		}
	}
	if n.at != "" {
		cands = filter(cands, func(t target) bool {
			if t.el.Text == nil {
				return sitsAt(r.p, t, strings.Fields(n.at)) // "the logo at the bottom"
			}
			return t.el.Text.Position == n.at
		})
	}
	if n.edge != 0 {
		return atEdge(n, cands, r.total())
	}
	if n.anchor != nil {
		return r.nextTo(n, cands)
	}
	if n.ord != 0 {
		pool := ordinalPool(n, cands)
		k := n.ord
		if k < 0 {
			k = len(pool) + 1 + k
		}
		if k < 1 || k > len(pool) {
			return nil, &notFound{fmt.Sprintf("there is no %s: there %s %d", n.said, isAre(len(pool)), len(pool))}
		}
		if n.count > 1 {
			return runOf(n, pool, k)
		}
		return pool[k-1 : k], nil
	}
	// "the intro title", "the closing text": first or last of the kind
	if len(n.names) == 0 && (contains(n.mods, "intro") || contains(n.mods, "outro")) && !collective(n) {
		if q := r.partOfWhole(n, cands); q != nil {
			return nil, q
		}
		if contains(n.mods, "intro") {
			return cands[:1], nil
		}
		return cands[len(cands)-1:], nil
	}
	if collective(n) {
		if q := r.howMany(n, group(cands)); q != nil {
			return nil, q
		}
		if contains(n.mods, "bigger") || contains(n.mods, "smaller") {
			// "delete the big texts": a size that says which of them, and
			// the tools keep none (all five were deleted)
			return nil, &question{fmt.Sprintf("%q: which of %s? Say them by their words or times.", n.said, describe(cands))}
		}
		if q := r.pluralNameOfKinds(n, cands); q != nil {
			return nil, q
		}
		return cands, nil
	}
	groups := group(cands)
	if g := r.elidedKind(n, groups); g != nil {
		groups = g
	}
	if len(groups) > 1 && n.kind == "text" && (n.at == "" || titleSaid(n)) {
		// "the title": the one that is not a subtitle, when there is one;
		// "the bottom text" is any text at the bottom, the subtitles too
		// (the label there was changed, and the subtitles below it not)
		var titles [][]target
		for _, g := range groups {
			if g[0].el.Text.Style != "subtitle" {
				titles = append(titles, g)
			}
		}
		if len(titles) > 0 {
			groups = titles
		}
		// "the title", "the title card": the one hook-style text, or else the
		// one that is no name label ("Episodio 12" and a guest's name were
		// asked about with the show's title)
		if titleSaid(n) && len(groups) > 1 {
			if hooks := styled(groups, "hook"); len(hooks) == 1 {
				groups = hooks
			} else if plain := unstyled(groups, "label"); len(plain) == 1 {
				groups = plain
			} else if t := r.openingTitle(groups, n); t != nil {
				groups = [][]target{t}
			}
		}
	}
	if g := bySize(n, groups); g != nil {
		return g, nil
	}
	if n.aspect == "audio" && len(groups) > 1 {
		// "el audio de la invitada", "the voice of the guest": what of it
		// sounds (the text that names her was asked about too)
		if heard := slices.DeleteFunc(slices.Clone(groups), func(g []target) bool { return g[0].el.Audio == nil }); len(heard) > 0 {
			groups = heard
		}
	}
	if r.pictureCue && n.aspect == "" && len(groups) > 1 {
		groups = seenOnly(groups) // lookpicture.go
	}
	if n.aspect == "main" && len(groups) > 1 {
		// a name that is both a clip of the main track and a text over it,
		// where only the clip takes the edit: the clip (it asked which)
		if clips := slices.DeleteFunc(slices.Clone(groups), func(g []target) bool { return g[0].track != timeline.TrackMain }); len(clips) > 0 {
			groups = clips
		}
	}
	if g := literalTextOnly(r, n, groups); g != nil {
		groups = g // literaltext.go
	}
	if len(groups) > 1 && n.kind == "" && !r.textCue {
		if clip, ok := clipUnderCaptions(groups); ok {
			groups = [][]target{clip}
		}
	}
	if len(groups) > 1 {
		return nil, &question{r.whichOf(n, groups)}
	}
	if len(groups) == 0 {
		return cands, nil // none at the place said ("the top text"): the caller says so
	}
	return groups[0], nil
}

// clipUnderCaptions: a name said with no kind ("the pool", "la pileta")
// that one clip of the main track and only texts shown over that clip
// hold is the clip: the texts are its captions ("Heated pool & garden"
// over pool.mp4), which say what the clip shows, and a caption is named by
// its kind or its words ("the pool caption", "the text 'Heated pool'").
// Cutting, moving or timing "the pool" was asked about.
func clipUnderCaptions(groups [][]target) ([]target, bool) {
	var clip []target
	for _, g := range groups {
		if g[0].el.Text == nil {
			if clip != nil || g[0].track != timeline.TrackMain {
				return nil, false
			}
			clip = g
		}
	}
	if clip == nil {
		return nil, false
	}
	lo, hi := extent(clip)
	for _, g := range groups {
		if a, b := extent(g); g[0].el.Text != nil && (a < lo || b > hi) {
			return nil, false
		}
	}
	return clip, true
}

// styled are the groups of texts in a style; unstyled those in any other.
func styled(groups [][]target, style string) [][]target {
	return slices.DeleteFunc(slices.Clone(groups), func(g []target) bool { return g[0].el.Text.Style != style })
}

func unstyled(groups [][]target, style string) [][]target {
	return slices.DeleteFunc(slices.Clone(groups), func(g []target) bool { return g[0].el.Text.Style == style })
}

// titleSaid: the noun is "title" ("the bottom title" is not a subtitle),
// or a word for a title a paper or a newscast says ("the headline", "el
// titular": it asked among every text, the hook-style one among them).
func titleSaid(n np) bool {
	w := fold(n.noun)
	return strings.HasPrefix(w, "title") || strings.HasPrefix(w, "titulo") || contains(headlineWords, w)
}

// headlineWords name the main title by its role.
var headlineWords = []string{"headline", "heading", "titular", "encabezado"}

// bySize is "the big logo", "el logo chico" among several: the one drawn
// larger or smaller than all the others; nil when none is, or when no
// size is said.
func bySize(n np, groups [][]target) []target {
	small, big := contains(n.mods, "smaller"), contains(n.mods, "bigger")
	if len(groups) < 2 || small == big {
		return nil
	}
	scale := func(g []target) float64 {
		if v := g[0].el.Visual; v != nil {
			return v.Scale
		}
		return 1
	}
	best, tie := groups[0], false
	for _, g := range groups[1:] {
		switch d := scale(g) - scale(best); {
		case d == 0:
			tie = true
		case d < 0 == small:
			best, tie = g, false
		}
	}
	if tie {
		return nil
	}
	return best
}

// nextTo is "the clip after the interview", "el texto antes del final": of
// the things of the kind, the first that starts once the anchor ends, or
// the last that ends before it starts (a clip: on the main track).
func (r *resolver) nextTo(n np, cands []target) ([]target, error) {
	anchor, err := r.elements(*n.anchor)
	if err != nil {
		return nil, err
	}
	from, to := anchor[0].el.Start, anchor[0].el.End()
	mine := map[string]bool{}
	for _, a := range anchor {
		from, to = min(from, a.el.Start), max(to, a.el.End())
		mine[a.id] = true
	}
	pool := filter(cands, func(t target) bool { return !mine[t.id] && (n.kind != "clip" || t.track == timeline.TrackMain) })
	if n.rel == 0 {
		// "the sun of the weather": the ones shown while the anchor plays
		if in := filter(pool, func(t target) bool { return t.el.Start < to && t.el.End() > from }); len(in) > 0 {
			return in, nil
		}
		return nil, &notFound{fmt.Sprintf("nothing matches %q: there is none while %s plays", n.said, anchor[0].el.Name)}
	}
	if n.rel > 0 {
		for _, t := range pool {
			if t.el.Start >= to {
				return []target{t}, nil
			}
		}
	} else {
		for i := len(pool) - 1; i >= 0; i-- {
			if pool[i].el.End() <= from {
				return pool[i : i+1], nil
			}
		}
	}
	return nil, &notFound{fmt.Sprintf("nothing matches %q", n.said)}
}

// atEdge is "the text at the end", "el logo del principio": of the things
// in that half of the video, the first or the last (all of them for a
// plural). None there is said
// ("hide the logo at the end" with the logo at 2–10 s hid it).
func atEdge(n np, cands []target, total float64) ([]target, error) {
	timed := func(t target) bool { return t.track == timeline.TrackAudio || t.track == timeline.TrackMain }
	if len(group(cands)) == 1 && timed(cands[0]) {
		// one sound or one clip ("the interview at the end"): its edge is a
		// part of it, not which one
		return nil, &question{fmt.Sprintf("Which part of %s: how many seconds? Say e.g. \"the last 5 seconds of it\".", cands[0].el.Name)}
	}
	half := timeline.FromSeconds(total / 2)
	there := filter(cands, func(t target) bool {
		if n.edge > 0 {
			return t.el.Start < half
		}
		return t.el.End() > half
	})
	if len(there) == 0 {
		return nil, &notFound{fmt.Sprintf("nothing matches %q: there is none in that half of the video", n.said)}
	}
	if n.plural {
		return there, nil // "the subtitles at the start": all of them there
	}
	if n.edge > 0 {
		return there[:1], nil
	}
	return []target{lastToEnd(there)}, nil
}

// lastToEnd: the last of the things, and of those that start with it the
// one that runs on longest: "the quiz at the end" where the quiz clip
// and a "Quiz time!" text both start at 60 s is the clip that ends the
// video (the text was deleted).
func lastToEnd(ts []target) target {
	last := ts[len(ts)-1]
	for _, t := range ts {
		if t.el.Start == last.el.Start && t.el.End() > last.el.End() {
			last = t
		}
	}
	return last
}

// runOf is "the first two texts", "los dos últimos clips": count things
// in time order from the one at k, or back from the last.
func runOf(n np, pool []target, k int) ([]target, error) {
	from := k - 1
	if n.ord < 0 {
		from = len(pool) - n.count
	}
	if from < 0 || from+n.count > len(pool) {
		return nil, &notFound{fmt.Sprintf("there are not %d of them for %q: there %s %d", n.count, n.said, isAre(len(pool)), len(pool))}
	}
	return pool[from : from+n.count], nil
}

// showings splits a group into the separate times one picture or text is
// shown: a logo at the start and again at the end are two copies, and "the
// logo" asks which (both were changed). The pieces of one clip cut in two
// run on from each other, or show different parts of the file, and stay
// one thing; a sound played twice (a song looped) stays one too.
func showings(g []target) [][]target {
	if len(g) < 2 || g[0].el.Visual == nil {
		return [][]target{g}
	}
	sorted := slices.Clone(g)
	sortByTime(sorted)
	out := [][]target{{sorted[0]}}
	for _, t := range sorted[1:] {
		cur := out[len(out)-1]
		if prev := cur[len(cur)-1].el; t.el.Start != prev.End() && sameSource(cur, t.el) {
			out = append(out, []target{t})
			continue
		}
		out[len(out)-1] = append(cur, t)
	}
	return out
}

// sameSource: el shows again what one of ts shows (a picture or a text
// has one content; a video clip, the part of its file it plays).
func sameSource(ts []target, el *timeline.Element) bool {
	if el.SourceDuration == 0 {
		return true
	}
	for _, t := range ts {
		if el.TrimStart < t.el.TrimStart+t.el.Duration && t.el.TrimStart < el.TrimStart+el.Duration {
			return true
		}
	}
	return false
}

// howMany asks which ones when a count names fewer things than there are
// ("make both texts bigger", "the 3 texts" with five texts: all five were
// changed), or more ("the 3 b-roll clips" with two); two of two, or "both"
// said of one thing, is what there is.
func (r *resolver) howMany(n np, groups [][]target) *question {
	switch {
	case n.count == 0 || len(groups) == n.count:
		return nil
	case len(groups) > n.count:
		return &question{strings.Replace(r.whichOf(n, groups), "Which one", "Which "+countWord(n.count), 1)}
	case n.count > 2:
		var opts []string
		for _, g := range groups {
			opts = append(opts, describeGroup(g))
		}
		return &question{fmt.Sprintf("You said %d, but there %s only %d for %q: %s. Which do you mean?",
			n.count, isAre(len(groups)), len(groups), n.said, orList(opts))}
	}
	return nil
}

// countWord spells a small count ("Which three…").
func countWord(n int) string {
	if w := []string{"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}; n < len(w) {
		return w[n]
	}
	return strconv.Itoa(n)
}

// bothBefore: the words before token i say two things ("both texts",
// "ambos stickers").
func bothBefore(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		switch {
		case toks[k].word("both", "ambos", "ambas"):
			return true
		case (toks[k].text == "dos" || toks[k].text == "two" || toks[k].text == "2") && k > 0 && toks[k-1].word("los", "las", "the"):
			return true
		}
	}
	return false
}

// singularPronoun: "it", "lo", "agrandalo", "eso": one thing.
func singularPronoun(said string) bool {
	w := fold(strings.TrimSpace(said))
	switch w {
	case "it", "lo", "la", "eso", "esto", "this", "that", "ello":
		return true
	}
	return !strings.Contains(w, " ") && len(w) > 4 && (strings.HasSuffix(w, "lo") || strings.HasSuffix(w, "la"))
}

// pluralPronoun: "them", "los", "agrandalos": all of them.
func pluralPronoun(said string) bool {
	w := fold(strings.TrimSpace(said))
	switch w {
	case "them", "los", "las", "both", "ambos", "ambas", "ellos", "ellas":
		return true
	}
	return !strings.Contains(w, " ") && len(w) > 5 && (strings.HasSuffix(w, "los") || strings.HasSuffix(w, "las"))
}

// errPronoun: "it" with nothing before it to refer to.
var errPronoun = errors.New("nothing to refer to")

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// group puts the pieces of one thing together: the parts of a split clip
// (same asset, same track), the texts with the same words; a copy shown
// again is a thing of its own (showings).
func group(ts []target) [][]target {
	var keys []string
	by := map[string][]target{}
	for _, t := range ts {
		k := t.trackID + "\x00" + t.el.AssetID
		switch {
		case t.el.Text != nil:
			k = "text\x00" + t.el.Text.Content
		case t.el.Sticker != nil:
			k = "sticker\x00" + t.id
		case t.el.Effect != nil:
			k = "effect\x00" + t.id
		case t.el.AssetID == "":
			k = t.id
		}
		if _, ok := by[k]; !ok {
			keys = append(keys, k)
		}
		by[k] = append(by[k], t)
	}
	var out [][]target
	for _, k := range keys {
		out = append(out, showings(by[k])...)
	}
	return out
}

func sortByTime(ts []target) {
	sort.SliceStable(ts, func(i, j int) bool { return ts[i].el.Start < ts[j].el.Start })
}

// whichOf asks which of several things a reference means.
func (r *resolver) whichOf(n np, groups [][]target) string {
	var opts []string
	for i, g := range groups {
		if i == 6 {
			opts = append(opts, fmt.Sprintf("%d more", len(groups)-6))
			break
		}
		opts = append(opts, describeGroup(g))
	}
	what := n.said
	if what == "" {
		what = n.kind
	}
	return fmt.Sprintf("Which one do you mean by %q: %s? Say it by name or position (e.g. \"the second clip\").", what, orList(opts))
}

func describeGroup(g []target) string {
	t := g[0]
	name := t.el.Name
	switch {
	case t.el.Text != nil:
		name = fmt.Sprintf("the text %q", t.el.Text.Content)
	case t.el.Sticker != nil:
		name = "the " + t.el.Sticker.StickerID + " sticker"
	case t.el.Effect != nil:
		name = "the " + t.el.Effect.Type + " effect"
	}
	start, end := g[0].el.Start, g[0].el.End()
	for _, x := range g[1:] {
		start, end = min(start, x.el.Start), max(end, x.el.End())
	}
	return fmt.Sprintf("%s (%s–%s)", name, secs(start.Seconds()), secs(end.Seconds()))
}

func orList(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// asset resolves a noun phrase to a project asset to add.
func (r *resolver) asset(n np) (*timeline.Asset, error) {
	var cands []*timeline.Asset
	for i := range r.p.Assets {
		a := &r.p.Assets[i]
		if len(n.names) > 0 && hasAll(nameWords(a.Name), n.names) {
			cands = append(cands, a)
		}
	}
	if len(cands) == 0 && len(n.names) > 0 {
		cands = describedAssets(r.p, n.names) // describedassets.go
	}
	if len(cands) == 0 && len(n.names) > 0 {
		cands = r.formNamedAssets(n.names) // "add the clip of ramón sneezing" (wordforms.go)
	}
	if len(cands) == 0 && n.kind != "" && r.nameOfNothing(n) {
		// "the photo of the cake", "la foto de la torta": a file of that
		// kind said by what it shows, which no file of the project is
		// named for (the one picture, the logo, was added)
		return nil, &notFound{fmt.Sprintf("the project has no asset for %q (add the file with: neuralcut assets add)", n.said)}
	}
	if len(n.names) == 0 || len(cands) == 0 && n.kind != "" {
		want := map[string]timeline.AssetType{"music": timeline.AssetAudio, "audio": timeline.AssetAudio, "voice": timeline.AssetAudio,
			"image": timeline.AssetImage, "logo": timeline.AssetImage, "video": timeline.AssetVideo, "clip": timeline.AssetVideo,
			"broll": timeline.AssetVideo, "overlay": ""}[n.kind]
		var typed, named []*timeline.Asset
		for i := range r.p.Assets {
			a := &r.p.Assets[i]
			if want != "" && a.Type != want {
				continue
			}
			if n.kind == "overlay" && a.Type == timeline.AssetAudio {
				continue
			}
			typed = append(typed, a)
			if namedAs(nameWords(a.Name), n.kind) {
				named = append(named, a)
			}
		}
		cands = typed
		if len(named) > 0 {
			cands = named
		}
	}
	switch len(cands) {
	case 0:
		return nil, &notFound{fmt.Sprintf("the project has no asset for %q (add the file with: neuralcut assets add)", n.said)}
	case 1:
		return cands[0], nil
	}
	if a, ok := kindNarrowed(n, cands); ok {
		return a, nil // "la foto de los premios": the photo of the two (kindsaid.go)
	}
	// "the music.mp3": an exact file name wins
	for _, a := range cands {
		if strings.EqualFold(a.Name, n.said) || strings.EqualFold(strings.TrimPrefix(strings.TrimPrefix(n.said, "the "), "el "), a.Name) {
			return a, nil
		}
	}
	var names []string
	for _, a := range cands {
		names = append(names, a.Name)
	}
	return nil, &question{fmt.Sprintf("Which file do you mean by %q: %s?", n.said, orList(names))}
}

// stickerNamedApart: n says a sticker by a word that is none of its
// names ("pin" in "the city pin"), not a name that is also a sticker's
// word ("the heart" where a heart is).
func stickerNamedApart(n np) bool {
	return n.sticker != "" && len(n.names) > 0 && !slices.ContainsFunc(n.names, func(w string) bool {
		return slices.ContainsFunc(lookup(w), func(l lexeme) bool { return l.cat == cSticker && l.val == n.sticker })
	})
}

// nameOfNothing: a word of n's name, not one of its modifiers ("intro"),
// names no element and no file of the project.
func (r *resolver) nameOfNothing(n np) bool {
	return slices.ContainsFunc(n.names, func(w string) bool { return !contains(n.mods, w) && !r.namesAnything([]string{w}) })
}

// span is a resolved time: ranges, points and a duration, in timeline
// seconds. open marks a range whose end was not said ("from 10 on").
type span struct {
	ranges   []rng
	points   []float64
	duration float64
	anchors  []target // the elements it was measured from
	whole    bool     // "the whole video"
	openEnd  bool
	until    bool // "until 6", "until the end": an end
	after    bool // "after the title"
	bare     bool // numbers without units only
	said     []string
	// edges are the stretches "the end"/"the beginning" (of an element or
	// the video) name when a look needs a span, not a moment: "blur the end
	// of the interview" is its last edgeLength seconds
	edges []rng
	// whileShows is where the thing ends whose appearing a point was said
	// by ("when the logo appears", "cuando aparece la foto"): a new
	// sticker, text or picture with no length of its own lasts until then
	// (0: no such point)
	whileShows float64
}

// edgeLength is how long "the end" or "the beginning" of lo–hi lasts: 5
// seconds, or half of something shorter than 10.
func edgeLength(lo, hi float64) float64 { return math.Min(5, (hi-lo)/2) }

type rng struct{ a, b float64 }

func (s span) hasRange() bool { return len(s.ranges) > 0 }
func (s span) point() (float64, bool) {
	if len(s.points) == 0 {
		return 0, false
	}
	return s.points[0], true
}
func (s span) empty() bool { return len(s.ranges) == 0 && len(s.points) == 0 && s.duration == 0 }

// onMainTrack is n said where only a clip of the main track takes the
// edit: a swap of places ("swap the kitchen and living room clips"), or
// time cut out of it ("cortá los últimos 4 segundos de la pileta"). A name
// that is both such a clip and a text over it ("Heated pool & garden")
// is the clip; the text has no place in the order and no time of the
// video of its own to cut.
func onMainTrack(n np) np {
	n.aspect = "main"
	return n
}

// mainAnchors: te with the things its times are said of read as clips of
// the main track (onMainTrack) when only such a clip takes the edit: the
// clause takes that time out of the video ("cortá los últimos 4 segundos
// de la pileta") or swaps clips ("swap the order so the office comes
// before the garage").
func mainAnchors(f *frame, te timeExpr) timeExpr {
	if !contains(removalVerbs, f.verb) && f.verb != "swap" {
		return te
	}
	for _, v := range []*timeVal{&te.a, &te.b} {
		if v.anchor != nil {
			n := onMainTrack(*v.anchor)
			v.anchor = &n
		}
	}
	return te
}

// anchorSpan is the time an element shows (several elements: from the
// first start to the last end).
func (r *resolver) anchorSpan(n *np) (float64, float64, []target, error) {
	// a time named by a thing ("when the pool appears", "after the pool")
	// is a clip's, even when the clause says what a text has
	if ts, ok, err := r.personTimes(*n); ok {
		if err != nil {
			return 0, 0, nil, err
		}
		a, b := extent(ts)
		return a.Seconds(), b.Seconds(), ts, nil // "the first 2 seconds of vero" (personclips.go)
	}
	cue, anchor := r.textCue, r.timeAnchor
	r.textCue, r.timeAnchor = false, true
	ts, err := r.elements(*n)
	r.textCue, r.timeAnchor = cue, anchor
	if errors.Is(err, errPronoun) {
		if contains(n.mods, "elided") {
			// "bajá la música mientras suenan" said first: who sounds is
			// not known (it ran over the whole video)
			return 0, 0, nil, &question{fmt.Sprintf("While what %s? Say which sound, e.g. \"mientras suenan los pájaros\", or the times.", n.said)}
		}
		return 0, r.total(), nil, nil
	}
	if err != nil {
		return 0, 0, nil, err
	}
	a, b := extent(ts)
	return a.Seconds(), b.Seconds(), ts, nil
}

// apartStretches asks which stretch when the things a time is said by play
// apart, with other things between ("during the dog clips" when a beach
// clip plays between two of them: the music was lowered from the first
// dog clip to the last, over the beach too).
func apartStretches(te timeExpr, ts []target) error {
	if len(ts) < 2 {
		return nil
	}
	sorted := slices.Clone(ts)
	sortByTime(sorted)
	var parts []rng
	for _, t := range sorted {
		a, b := t.el.Start.Seconds(), t.el.End().Seconds()
		if n := len(parts); n > 0 && a <= parts[n-1].b+0.05 {
			parts[n-1].b = math.Max(parts[n-1].b, b)
			continue
		}
		parts = append(parts, rng{a, b})
	}
	if len(parts) < 2 {
		return nil
	}
	var list []string
	for _, p := range parts {
		list = append(list, secs(p.a)+"–"+secs(p.b))
	}
	return &question{fmt.Sprintf("Which stretch do you mean by %q: %s? Other things play between them. Say the times, e.g. \"from %g to %g\", or one edit for each.",
		te.said, orList(list), parts[0].a, parts[0].b)}
}

// at resolves one end of a time phrase; edge says which end of an
// anchor ("start", "end") when the phrase did not.
func (r *resolver) at(v timeVal, edge string, s *span) (float64, error) {
	if v.set {
		return v.sec, nil
	}
	lo, hi := 0.0, r.total()
	if v.anchor != nil {
		if v.anchor.kind == "part" && v.anchor.ord != 0 {
			a, b, err := r.part(v.anchor)
			if err != nil {
				return 0, err
			}
			lo, hi = a, b
		} else {
			a, b, ts, err := r.anchorSpan(v.anchor)
			if err != nil {
				return 0, err
			}
			lo, hi = a, b
			s.anchors = append(s.anchors, ts...)
			if v.edge == "junction" {
				// "between the two clips": where the first ends
				if len(ts) < 2 {
					return 0, &question{fmt.Sprintf("Between what? %q names one element.", v.anchor.said)}
				}
				sortByTime(ts)
				return ts[0].el.End().Seconds() + v.offset, nil
			}
		}
	}
	if v.edge != "" {
		edge = v.edge
	}
	switch v.span {
	case "end":
		edge = "end"
	case "start":
		edge = "start"
	case "halfway":
		edge = "mid"
	case "rest":
		if r.ctx == nil || !r.ctx.hasEnd {
			return 0, &question{"The rest of what? Say the time, e.g. \"from 10 to the end\"."}
		}
		return r.ctx.lastEnd, nil
	}
	switch edge {
	case "end":
		return hi + v.offset, nil
	case "mid":
		return (lo+hi)/2 + v.offset, nil
	}
	return lo + v.offset, nil
}

// part resolves "the second part": the pieces the previous clause's cuts
// (or its range) made of the timeline.
func (r *resolver) part(n *np) (float64, float64, error) {
	if r.ctx == nil || len(r.ctx.cuts) < 2 {
		return 0, 0, &question{fmt.Sprintf("Which part do you mean by %q? Say the times, e.g. \"from 10 to 20\".", n.said)}
	}
	edges := r.ctx.cuts
	k := n.ord
	if k < 0 {
		k = len(edges) + k
	}
	if k < 1 || k >= len(edges) {
		return 0, 0, &notFound{fmt.Sprintf("there is no %s: the cuts made %d parts", n.said, len(edges)-1)}
	}
	return edges[k-1], edges[k], nil
}

// halfOfCut: right after a clause cut one clip in two ("split the
// interview at 40 and delete the second half"), its halves are the two
// parts the cut made, not halves of the video (it removed 46–92 s); after
// two cuts, "the middle part" is the one between them.
func (r *resolver) halfOfCut(te timeExpr) (float64, float64, bool) {
	if te.a.anchor != nil || r.ctx == nil {
		return 0, 0, false
	}
	edges := r.ctx.cuts
	said := fold(te.said)
	switch {
	case len(edges) == 3 && te.a.span == "firsthalf":
		return edges[0], edges[1], true
	case len(edges) == 3 && te.a.span == "secondhalf":
		return edges[1], edges[2], true
	case len(edges) == 4 && te.a.span == "halfway" && (strings.Contains(said, "part") || strings.Contains(said, "section") ||
		strings.Contains(said, "medio") || strings.Contains(said, "middle")):
		return edges[1], edges[2], true
	}
	return 0, 0, false
}

// times resolves a frame's time phrases.
func (r *resolver) times(f *frame) (span, error) {
	var s span
	total := r.total()
	allBare := len(f.times) > 0
	fromAt, anchorAt := -1, -1 // the ranges a start and a part said
	for _, te := range f.times {
		te = endOfTheSameThing(mainAnchors(f, te))
		s.said = append(s.said, te.said)
		if !te.bare {
			allBare = false
		}
		switch te.kind {
		case "point":
			before := len(s.anchors)
			t, err := r.at(te.a, "start", &s)
			if err != nil {
				return s, err
			}
			s.points = append(s.points, t)
			// a sound does not show: "as soon as the music starts" is
			// only when (a heart ran as long as the music)
			if te.prep == "during" && te.a.edge == "start" && te.a.offset == 0 && len(s.anchors) > before &&
				!slices.ContainsFunc(s.anchors[before:], func(t target) bool { return t.el.Type == timeline.ElementAudio }) {
				_, b := extent(s.anchors[before:])
				s.whileShows = b.Seconds()
			}
		case "range":
			if te.porEnd && te.a.sec > 0 && !porSwapsWords(f, r) {
				return s, &question{fmt.Sprintf("From %gs to %gs, or %g seconds from %gs? Say e.g. \"del %g al %g\" or \"del %g por %g segundos\".",
					te.a.sec, te.b.sec, te.b.sec, te.a.sec, te.a.sec, te.b.sec, te.a.sec, te.b.sec)}
			}
			ea, eb := "start", "end"
			if te.prep == "between" && te.a.anchor != nil && te.b.anchor != nil {
				ea, eb = "end", "start" // between two elements: the time from one's end to the other's start
			}
			a, err := r.at(te.a, ea, &s)
			if err != nil {
				return s, err
			}
			b, err := r.at(te.b, eb, &s)
			if err != nil {
				return s, err
			}
			if b < a {
				a, b = b, a
			}
			if te.prep == "between" && te.a.anchor != nil && te.b.anchor != nil && b-a < 1e-9 {
				// "between the interview and the city clip" when one ends where
				// the other starts: the moment they meet, as "between the two
				// clips" (an empty range reached the tools: "Invalid duration")
				s.points = append(s.points, a)
				continue
			}
			if te.a.anchor == nil && te.b.anchor == nil {
				fromAt = len(s.ranges) // "10 segundos desde el 45": a start and its end
			}
			s.ranges = append(s.ranges, rng{a, b})
		case "from":
			edge := "start"
			if te.prep == "after" {
				edge, s.after = "end", true
			}
			a, err := r.at(te.a, edge, &s)
			if err != nil {
				return s, err
			}
			fromAt = len(s.ranges)
			s.ranges = append(s.ranges, rng{a, total})
			s.openEnd = true
		case "until", "before":
			b, err := r.at(te.b, "start", &s)
			if err != nil {
				return s, err
			}
			if te.b.span == "end" && te.b.anchor == nil {
				b = total + te.b.offset
			}
			if te.kind == "before" && te.b.offset != 0 {
				s.points = append(s.points, math.Max(0, b)) // "3 seconds before the end": a moment
				continue
			}
			if te.kind == "before" && te.b.span == "end" && te.b.anchor == nil {
				// "delete everything before the end", "add a star just before
				// the end": how long before? (all of the video was deleted, the
				// star ran 0–92 s)
				return s, &question{fmt.Sprintf("How long before the end (%s)? Say e.g. \"the last 5 seconds\" or \"3 seconds before the end\".", secs(total))}
			}
			s.ranges = append(s.ranges, rng{0, b})
			s.until = true
		case "duration":
			s.duration = te.dur
		case "first", "last":
			lo, hi := 0.0, total
			if te.a.anchor != nil {
				a, b, ts, err := r.anchorSpan(te.a.anchor)
				if err != nil {
					return s, err
				}
				lo, hi = a, b
				s.anchors = append(s.anchors, r.personPart(*te.a.anchor, ts, te.kind == "first", te.dur)...)
			}
			if te.kind == "first" {
				s.ranges = append(s.ranges, rng{lo, math.Min(hi, lo+te.dur)})
			} else {
				s.ranges = append(s.ranges, rng{math.Max(lo, hi-te.dur), hi})
			}
		case "anchor":
			lo, hi := 0.0, total
			if te.a.anchor != nil {
				if te.a.anchor.kind == "part" && te.a.anchor.ord != 0 {
					a, b, err := r.part(te.a.anchor)
					if err != nil {
						return s, err
					}
					lo, hi = a, b
				} else {
					a, b, ts, err := r.anchorSpan(te.a.anchor)
					if err != nil {
						return s, err
					}
					if err := apartStretches(te, ts); err != nil {
						return s, err
					}
					lo, hi = a, b
					s.anchors = append(s.anchors, ts...)
				}
				anchorAt = len(s.ranges)
			}
			s.ranges = append(s.ranges, rng{lo, hi})
		case "span":
			if a, b, ok := r.halfOfCut(te); ok {
				s.ranges = append(s.ranges, rng{a, b})
				continue
			}
			lo, hi := 0.0, total
			var of []target
			if te.a.anchor != nil {
				a, b, ts, err := r.anchorSpan(te.a.anchor)
				if err != nil {
					return s, err
				}
				lo, hi, of = a, b, ts
				s.anchors = append(s.anchors, ts...)
			}
			switch te.a.span {
			case "halfway":
				s.points = append(s.points, (lo+hi)/2)
			case "firsthalf":
				s.ranges = append(s.ranges, rng{lo, (lo + hi) / 2})
			case "secondhalf":
				s.ranges = append(s.ranges, rng{(lo + hi) / 2, hi})
			case "whole":
				if err := apartStretches(te, of); err != nil {
					return s, err
				}
				s.ranges = append(s.ranges, rng{lo, hi})
				s.whole = te.a.anchor == nil
			case "rest":
				a, err := r.at(te.a, "start", &s)
				if err != nil {
					return s, err
				}
				rest, err := r.restRange(te, a, lo, hi, total)
				if err != nil {
					return s, err
				}
				s.ranges = append(s.ranges, rest)
			case "end":
				if te.prep == "until" || te.prep == "to" && false {
					s.ranges = append(s.ranges, rng{0, hi})
					s.until = true
				} else {
					s.points = append(s.points, hi)
					s.edges = append(s.edges, rng{hi - edgeLength(lo, hi), hi})
				}
			case "start":
				s.points = append(s.points, lo)
				s.edges = append(s.edges, rng{lo, lo + edgeLength(lo, hi)})
			}
		}
	}
	// part references said as noun phrases: "delete the second part"
	for _, n := range f.targets {
		if n.kind == "part" && n.ord != 0 {
			a, b, err := r.part(&n)
			if err != nil {
				return s, err
			}
			s.ranges = append(s.ranges, rng{a, b})
			s.said = append(s.said, n.said)
		}
	}
	s.startWithin(fromAt, anchorAt)
	s.closeOpenEnd()
	if f.verb == "add" || f.verb == "put" {
		s.atUntil() // a new thing; "copy it to the end at 1:27" is a copy at 87 s
	}
	s.bare = allBare
	return s, nil
}

// startWithin: a start said beside the part it falls in ("durante la
// fiesta, desde el 45", "during the interview from 45 for 10 seconds",
// "…, 10 segundos desde el 45") narrows that part: it starts there and
// keeps the part's end, or the end said with it, which a length said
// with it shortens (the start was lost: it began where the part begins,
// and ran for all of it). A start outside the part is left as two
// ranges.
func (s *span) startWithin(fromAt, anchorAt int) {
	if fromAt < 0 || anchorAt < 0 || len(s.ranges) != 2 || len(s.points) > 0 || s.after {
		return
	}
	from, part := s.ranges[fromAt], s.ranges[anchorAt]
	if from.a < part.a || from.a >= part.b {
		return
	}
	if !s.openEnd {
		s.ranges = []rng{{from.a, math.Min(from.b, part.b)}}
		return
	}
	s.ranges = []rng{{from.a, part.b}}
}

// closeOpenEnd: "sepia from 10 for 5 seconds", "desde el 10 por 5
// segundos": a start said with a length ends that long after it (the
// length was dropped and it ran to the end of the video).
func (s *span) closeOpenEnd() {
	if !s.openEnd || s.duration <= 0 || len(s.ranges) != 1 || len(s.points) > 0 {
		return
	}
	s.ranges[0].b = math.Min(s.ranges[0].b, s.ranges[0].a+s.duration)
	s.openEnd = false
}

// bare is a noun phrase without its determiner, for replies ("los
// stickers" is "stickers").
func bare(n np) string {
	ws := strings.Fields(n.said)
	for len(ws) > 1 {
		l := lookup(fold(ws[0]))
		if len(l) == 0 || l[0].cat != cDet {
			break
		}
		ws = ws[1:]
	}
	if len(ws) == 0 {
		return n.kind
	}
	return strings.Join(ws, " ")
}

// partOfWhole: "la música del final", "the opening music" said of the one
// such thing, which plays over the whole video, picks no element: it means
// a part of it, and how much is not said (it deleted all of the music).
func (r *resolver) partOfWhole(n np, cands []target) error {
	groups := group(cands)
	if len(groups) != 1 {
		return nil
	}
	a, b := extent(groups[0])
	if a > 0 || b < r.p.End() {
		return nil
	}
	which := "last"
	if contains(n.mods, "intro") {
		which = "first"
	}
	return &question{fmt.Sprintf("%s plays over the whole video: the %s seconds of it (say how many, e.g. \"the %s 5 seconds of it\") or all of it?",
		describe(groups[0]), which, which)}
}

// openEndAnchor: a range to remove ends at an element without saying which
// of its edges ("delete from the b-roll to the city clip"): from one clip
// of the main track to another the last one is in ("from the first clip
// to the third"); otherwise whether the element itself goes is asked (6s-28s
// was cut, city clip and all). A look over such a range covers the element
// ("sepia from the title to the logo"): nothing is lost by it.
func (r *resolver) openEndAnchor(f *frame, anchors []target) error {
	for _, te := range f.times {
		b := te.b
		if te.kind != "range" || te.prep == "between" || b.anchor == nil || b.edge != "" || b.span != "" || b.anchor.kind == "part" || b.anchor.pron {
			continue
		}
		onMain := len(anchors) > 0
		for _, t := range anchors {
			onMain = onMain && t.track == timeline.TrackMain
		}
		if onMain && te.a.anchor != nil {
			continue
		}
		lo, hi, ts, err := r.anchorSpan(b.anchor)
		if err != nil || len(ts) == 0 {
			continue
		}
		return &question{fmt.Sprintf("Up to where: the start of %s (%s) or its end (%s)?", describe(ts), secs(lo), secs(hi))}
	}
	return nil
}

// labelNouns name a text in the label style (a name shown under a person).
var labelNouns = map[string]bool{"label": true, "labels": true, "lower third": true, "lower thirds": true, "name tag": true, "name": true, "names": true, "nombre": true, "nombres": true, "name card": true, "name title": true,
	"etiqueta": true, "etiquetas": true, "zocalo": true, "zocalos": true, "rotulo": true, "rotulos": true, "placa": true}

// placeQualifiers reads a place said next to a text that names several
// ("the bottom text", "el texto de abajo", "the text at the top") as which
// one is meant: it picks the text shown there and is no longer a place to
// move it to. A place that matches no text stays a place, and the
// question stays; several there are asked among.
func (f *frame) placeQualifiers(r *resolver) {
	toks := f.c.toks
	// "poné en rojo el texto de abajo": a colour is what is put, so the
	// place says which text (it asked among every text)
	placing := (f.verb == "move" || f.verb == "put" || f.verb == "place" || f.verb == "add") &&
		!(f.verb == "put" && (len(f.colors) > 0 || len(f.effects) > 0 || f.style != ""))
	for ti := range f.targets {
		n := &f.targets[ti]
		if n.kind != "text" || n.at != "" || n.det == "a" {
			continue // "un texto en el centro": where a new one goes (it was read as which text, and the place dropped: silent)
		}
		if n.plural {
			f.pluralPlaceQualifier(r, n)
			continue
		}
		if _, err := r.elements(*n); err == nil {
			continue // it names one already
		}
		at := -1
		// "agregá arriba el texto 'X'", "poné abajo el título": a place said
		// before the article of the thing placed is where it goes, not which
		// text (it was read as "the top text", dropped, and the new text went
		// to the bottom: silent)
		before := n.first - 1
		if placing && n.first < len(toks) && toks[n.first].has(cDet) {
			before = -1
		}
		if k := before; k >= 0 && toks[k].has(cPos) {
			at = k // "the bottom text"
		} else if k := n.end; k >= 0 && k < len(toks) && (toks[k].word("at", "in", "on", "de", "del", "en") || toks[k].has(cPos)) && (!placing || len(f.pos) > 1) {
			if !toks[k].has(cPos) {
				k = skipDets(toks, k+1)
			}
			if k < len(toks) && toks[k].has(cPos) {
				at = k // "the text at the bottom", "el texto de abajo"
			}
		}
		if at < 0 {
			continue
		}
		l, _ := toks[at].get(cPos)
		pick := *n
		pick.at = l.val
		var q *question
		if ts, err := r.elements(pick); !errors.As(err, &q) && (err != nil || len(group(ts)) != 1) && !oneShownAtTimeAfter(f, ts, at) {
			continue // several there: the question asks among them ("the bottom text" of a label and subtitles)
		}
		n.at = l.val
		f.rowWordRead(at)
		if at >= n.end && momentAfter(f, at) >= 0 {
			n.end = at + 1 // "el texto de abajo en el segundo 14": the moment picks among the texts there
		}
	}
}

// pluralPlaceQualifier: "los textos de abajo ponelos arriba", "move the
// bottom texts to the top", "poné arriba los textos de abajo": a place
// said with texts, beside another place said as where they go, is which
// texts (every text was moved, or "de abajo" was where they went: silent).
// Said with no other place, it stays what it was ("put the texts at the
// bottom" moves them there).
func (f *frame) pluralPlaceQualifier(r *resolver, n *np) {
	toks := f.c.toks
	at := -1
	if k := n.end; k >= 0 && k < len(toks) && toks[k].word("at", "in", "on", "de", "del", "en") {
		if k = skipDets(toks, k+1); k < len(toks) && toks[k].has(cPos) && (k+1 == len(toks) || !toks[k+1].has(cPos)) {
			at = k // "the texts at the bottom", "los textos de abajo"
		}
	}
	if k := n.first - 1; at < 0 && k >= 0 && k != f.verbAt && toks[k].has(cPos) && !toks[k].has(cVerb) && (k == 0 || !toks[k-1].has(cPos)) {
		at = k // "the bottom texts"
	}
	if at < 0 {
		return
	}
	l, _ := toks[at].get(cPos)
	others := 0
	for i, t := range toks {
		if i != at && t.has(cPos) {
			if m, _ := t.get(cPos); m.val != l.val {
				others++
			}
		}
	}
	if others == 0 && f.verb != "delete" && f.verb != "hide" {
		// a removal sends nowhere: "borrá todos los textos de abajo", "delete
		// the bottom texts" say which (refused: "would leave out bottom")
		return
	}
	pick := *n
	pick.at = l.val
	if ts, err := r.elements(pick); err != nil || len(ts) == 0 {
		return
	}
	n.at = l.val
	f.rowWordRead(at)
}

// rowComparatives reads "the lower text", "the upper subtitle", "el texto
// inferior" as the texts meant that sit lowest (highest) on screen: one
// is the thing meant, several at that row are asked among (it asked among
// every text, the lower word ignored).
func (f *frame) rowComparatives(r *resolver) {
	toks := f.c.toks
	for ti := range f.targets {
		n := &f.targets[ti]
		if n.kind != "text" || n.at != "" {
			continue
		}
		k, lowest := rowComparativeAt(toks, *n)
		if k < 0 || k == f.verbAt {
			continue
		}
		each := *n
		each.plural = true
		ts, err := r.elements(each)
		if err != nil || len(ts) < 2 {
			continue
		}
		if f.rowAtTime(r, n, k, lowest, ts) {
			continue
		}
		together := shownTogether(ts)
		if len(together) < 2 {
			// "the lower text" of texts never on screen at the same time:
			// lower than what is not known, so which one is asked among
			// them all (the lowest over the whole video was taken)
			f.used[k] = true
			if l, ok := toks[k].get(cPos); ok {
				f.dropPos(k, l.val)
			}
			toks[k].lex = []lexeme{{cat: cFiller}} // nor the row said ("upper" is "top")
			continue
		}
		ts = together
		if row := extremeRow(ts, lowest); row != "" {
			n.at = row
			f.rowWordRead(k) // "upper" says which text, not where it goes
		}
	}
}

// rowAtTime reads "the upper text at 13 seconds", "el texto de abajo en el
// segundo 13": the time right after the text says when, so the row is
// compared among the texts shown then (with none shown together over the
// video, "upper" was dropped and the one text at 13 taken: the bottom
// subtitle). One text then, on the other row, is asked. false when no
// time follows the text.
func (f *frame) rowAtTime(r *resolver, n *np, k int, lowest bool, ts []target) bool {
	at, ok := timeRightAfter(f, *n)
	if !ok {
		return false
	}
	shown := filter(ts, func(t target) bool { return t.el.Start.Seconds() <= at+1e-6 && at < t.el.End().Seconds() })
	row := ""
	switch {
	case len(shown) >= 2:
		row = extremeRow(shown, lowest)
	case len(shown) == 1 && shown[0].el.Text != nil:
		row = shown[0].el.Text.Position
		if lowest && row == "top" || !lowest && row == "bottom" {
			f.rowAsked = fmt.Sprintf("At %s only %s is on screen, at the %s; which text do you mean by %q? Say it by its words.",
				secs(at), describe(shown), row, f.c.toks[k].text+" "+n.said)
			return true
		}
	}
	if row == "" {
		return false
	}
	n.at = row
	f.rowWordRead(k)
	return true
}

// rowWordRead: the height word at k ("lower", "upper", "de abajo") said
// which text is meant, so it is neither a place to move it to nor a way
// to move it ("make the lower text at 13 seconds red" moved it down too).
func (f *frame) rowWordRead(k int) {
	f.used[k] = true
	if l, ok := f.c.toks[k].get(cPos); ok {
		f.dropPos(k, l.val)
	}
	way := ""
	switch t := f.c.toks[k]; {
	case t.has(cMod, "up") || t.word("upper", "higher", "topmost", "superior"):
		way = "up"
	case t.has(cMod, "down") || t.word("lower", "bottommost", "inferior"):
		way = "down" // "lower" read as a second verb gave the way (lowerIsWhichWay)
	}
	if i := slices.Index(f.mods, way); way != "" && i >= 0 {
		f.mods = slices.Delete(f.mods, i, i+1)
	}
}

// timeRightAfter is the moment said right after n ("the text at 13
// seconds"), when one is and it says which text, not where a move takes it
// ("move the upper text to 13 seconds", "put the lower text at 20").
func timeRightAfter(f *frame, n np) (float64, bool) {
	if f.verb == "move" || f.verb == "put" {
		return 0, false
	}
	for _, te := range f.times {
		if te.kind == "point" && te.prep != "to" && te.first == n.end && te.a.set && te.a.anchor == nil {
			return te.a.sec, true
		}
	}
	return 0, false
}

// oneShownAtTimeAfter: a moment said right after the place word at k
// ("el texto de abajo en el segundo 14") finds exactly one of ts on
// screen then, so the place and the time together say which text.
func oneShownAtTimeAfter(f *frame, ts []target, k int) bool {
	i := momentAfter(f, k)
	if i < 0 {
		return false
	}
	at := f.times[i].a.sec
	return len(filter(ts, func(t target) bool { return t.el.Start.Seconds() <= at+1e-6 && at < t.el.End().Seconds() })) == 1
}

// momentAfter is the index of a moment said right after token k (not a
// time to move to), or -1.
func momentAfter(f *frame, k int) int {
	return slices.IndexFunc(f.times, func(te timeExpr) bool {
		return te.kind == "point" && te.prep != "to" && te.first == k+1 && te.a.set && te.a.anchor == nil
	})
}

// shownTogether are the texts among ts on screen at the same time as
// another of them: a comparative of height compares those.
func shownTogether(ts []target) []target {
	var out []target
	for i, t := range ts {
		for j, o := range ts {
			if i != j && t.el.Start < o.el.End() && o.el.Start < t.el.End() {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// rowComparativeAt is where a comparative of height says which text n is
// ("the lower text", "el texto inferior") and whether it means the lowest.
func rowComparativeAt(toks []token, n np) (int, bool) {
	if k := n.first - 1; k >= 0 && toks[k].word("lower", "upper", "higher", "bottommost", "topmost") {
		return k, toks[k].word("lower", "bottommost")
	}
	if k := n.end; k >= 0 && k < len(toks) && toks[k].word("inferior", "superior") {
		return k, toks[k].word("inferior")
	}
	return -1, false
}

// extremeRow is the named row (top, center, bottom) of the texts drawn
// lowest (highest) among ts, or "" when those do not share a named row.
func extremeRow(ts []target, lowest bool) string {
	for _, t := range ts {
		if t.el.Text == nil || t.el.Visual == nil {
			return ""
		}
	}
	best := ts[0].el.Visual.Y
	for _, t := range ts[1:] {
		if y := t.el.Visual.Y; lowest && y > best || !lowest && y < best {
			best = y
		}
	}
	row := ""
	for _, t := range ts {
		if math.Abs(t.el.Visual.Y-best) >= 0.5 {
			continue
		}
		pos := t.el.Text.Position
		if row != "" && pos != row || pos == "custom" || pos == "" {
			return ""
		}
		row = pos
	}
	return row
}

// overlayPlaceQualifiers reads a place said right after a picture, a
// sticker or a text that already sits there ("la imagen de arriba a la
// derecha achicala", "the sticker on the bottom right move it up", "el texto
// de arriba bajalo al medio") as which one is meant, not where it goes, when the clause has something else to do (it
// was placed again: a few pixels off, or in the middle of that edge).
func (f *frame) overlayPlaceQualifiers(r *resolver) {
	toks := f.c.toks
	// "duplicate the logo at the top": where the copy goes, as "put" says
	// (it was read as which logo, the one at the top, and the place dropped)
	placing := f.verb == "move" || f.verb == "put" || f.verb == "place" || f.verb == "duplicate"
	for i, n := range f.targets {
		if n.pron || n.end <= n.first || n.first < 0 || n.end >= len(toks) {
			continue
		}
		at := n.end
		if toks[at].word("ese", "esa", "este", "esta", "aquel", "aquella") {
			at++ // "el logo ese de la esquina"
		}
		// "el corazón que aparece abajo a la derecha", "the heart that
		// shows in the corner": where it is, which says which, as "de"
		// does (it was refused: "would leave out bottom right")
		k, relative := placeRelative(toks, at)
		if relative {
			at = k
		}
		// "of", "from": "the logo of the top right" (said by learners)
		var run []int
		switch {
		case at < len(toks) && toks[at].has(cPos) && (strings.HasPrefix(toks[at].text, "on ") || strings.HasPrefix(toks[at].text, "in ")):
			run = []int{at} // "the logo on the right": one word of place (it was moved right)
		case at >= len(toks) || !relative && !toks[at].word("at", "in", "on", "de", "del", "en", "of", "from"):
			continue
		default:
			for k := skipDets(toks, at+1); k < len(toks) && toks[k].has(cPos); k++ {
				run = append(run, k)
				if k+2 < len(toks) && toks[k+1].word("de", "del", "of") && toks[skipDets(toks, k+2)].has(cPos) && cornerWord(toks[k]) {
					k = skipDets(toks, k+2) - 1 // "la esquina de abajo": which corner, one place
				}
			}
		}
		if len(run) == 0 || (placing || adding(f, i, n)) && len(f.pos) <= len(run) && !f.has("up", "down") {
			continue // "put the logo in the top right": where it goes
		}
		if !relative && !toks[at].word("de", "del", "of", "from") && resultAfter(toks, run[len(run)-1]+1) {
			continue // "the logo at the top and bigger": a result said, as "bigger" is (it only grew)
		}
		if placing && !relative && !toks[at].word("de", "del", "of", "from") && placeJoined(toks, run[len(run)-1]+1) {
			continue // "put the fire sticker at the top and at the bottom": two places asked (placesasked.go)
		}
		ts, err := r.elements(n)
		var q *question
		if errors.As(err, &q) && n.kind != "text" {
			// two logos, two hearts: the place picks the one there ("el
			// logo de abajo hacelo más grande" asked which, or grew both)
			pick := n
			pick.at = placesAt(toks, run)
			if ts, err = r.elements(pick); err == nil && len(group(ts)) == 1 {
				f.targets[i].at = pick.at
			} else if n.kind == "thing" && !placing {
				// "the thing in the corner": only the place says which, so
				// the question names the things there, or none is there
				f.targets[i].at = pick.at
				if pts, perr := r.elements(f.targets[i]); perr == nil && len(pts) == 0 {
					f.unknown = append(f.unknown, strings.TrimSpace(f.prompt[toks[at].pos:toks[run[len(run)-1]].end]))
				}
				f.dropPlaces(run)
				continue
			}
		}
		if err != nil || len(ts) == 0 {
			continue
		}
		if !allSitAt(r.p, ts, toks, run) {
			if !placing && (relative || toks[at].word("de", "del", "of", "from")) {
				// "espejá el dibujito de abajo" of the logo at the top: "de"
				// says which, never where to; none there is said (the logo
				// was flipped and moved to the bottom)
				f.unknown = append(f.unknown, strings.TrimSpace(f.prompt[toks[at].pos:toks[run[len(run)-1]].end]))
				f.dropPlaces(run)
			}
			continue
		}
		f.dropPlaces(run)
	}
}

// placeRelative: at i a relative clause of where a thing is starts ("que
// aparece", "que sale en", "que está", "that shows", "which is at"): the
// index of its last word before the place, and true.
func placeRelative(toks []token, i int) (int, bool) {
	if i+1 >= len(toks) || !toks[i].word("que", "q", "that", "which") {
		return 0, false
	}
	k := i + 1
	if toks[k].word("se") && k+1 < len(toks) {
		k++ // "que se ve"
	}
	if !toks[k].word("aparece", "sale", "esta", "está", "queda", "ve", "appears", "shows", "is", "sits") {
		return 0, false
	}
	if k+1 < len(toks) && toks[k+1].word("en", "in", "at", "on") {
		k++
	}
	return k, true
}

// adding: n is the thing a clause adds ("add the logo at the top"): a
// place after it is where the new one goes, even where one like it sits
// there already (the place was read as which logo, dropped, and the copy
// went in full-frame).
func adding(f *frame, i int, n np) bool {
	return f.verb == "add" && i == 0 && n.prep == "" && !n.pron
}

// cornerWord: "corner", "esquina" (a place that another place word after
// "de"/"of" narrows: "la esquina de abajo").
func cornerWord(t token) bool {
	l, ok := t.get(cPos)
	return ok && l.val == "corner"
}

// resultAfter: the place ending before k is joined by "and" / "y" to
// another result for the same thing (a size, a colour, a way or an
// amount: "the logo at the top and bigger", "el logo arriba y en rojo"),
// so it is one of the things asked, not which one is meant ("de"/"of"
// before the place still says which: "el logo de arriba y más grande").
func resultAfter(toks []token, k int) bool {
	if k >= len(toks) || !toks[k].word("and", "y", "e") {
		return false
	}
	if k++; k+1 < len(toks) && toks[k].word("en", "in", "a") {
		k++ // "y en rojo", "and in red"
	}
	if k >= len(toks) || toks[k].kind != tWord {
		return false
	}
	t := toks[k]
	return sizeWay(t) != "" || t.has(cColor) || t.has(cMod) || t.has(cProp)
}

// dropPlaces takes the place words at run out of the clause's places:
// they said which thing, not where it goes.
func (f *frame) dropPlaces(run []int) {
	for i := len(run) - 1; i >= 0; i-- {
		l, _ := f.c.toks[run[i]].get(cPos)
		f.dropPos(run[i], l.val)
	}
}

// allSitAt: every element is in the part of the frame the place words at
// run name ("top right", "the corner").
func allSitAt(p *timeline.Project, ts []target, toks []token, run []int) bool {
	places := strings.Fields(placesAt(toks, run))
	for _, t := range ts {
		if !sitsAt(p, t, places) {
			return false
		}
	}
	return true
}

// placesAt is the place words at run, as their values ("top-right").
func placesAt(toks []token, run []int) string {
	var vals []string
	for _, k := range run {
		l, _ := toks[k].get(cPos)
		vals = append(vals, l.val)
	}
	return strings.Join(vals, " ")
}

// sitsAt: the element is in the part of the frame every place names
// ("top-right", "bottom", "corner").
func sitsAt(p *timeline.Project, t target, places []string) bool {
	if t.el.Visual == nil {
		return false
	}
	area := pictureArea(p, t.el)
	if t.el.Text != nil {
		area = areaAt(float64(p.Settings.Width), float64(p.Settings.Height), t.el.Visual.X, t.el.Visual.Y)
	}
	for _, place := range places {
		for _, side := range strings.Split(place, "-") {
			if side == "corner" && !strings.Contains(area, "-") || side != "corner" && !slices.Contains(strings.Split(area, "-"), side) {
				return false
			}
		}
	}
	return true
}

// musicBed: of sounds on the audio tracks, one of a few seconds beside one
// that plays far longer is a sound effect, not the music ("the music is
// too quiet, turn it up" asked between the song under the whole video and
// a 2 s packing-tape sound). Sounds of like lengths are all kept.
func musicBed(ts []target) []target {
	longest := 0.0
	for _, t := range ts {
		longest = math.Max(longest, t.el.Duration.Seconds())
	}
	long := filter(ts, func(t target) bool { d := t.el.Duration.Seconds(); return d > 5 || d*4 > longest })
	if len(long) > 0 && len(long) < len(ts) {
		return long
	}
	return ts
}

// dropPos takes the place said at token i out of the clause's places.
// timecodeQualifier reads a moment said first, as a review note starts
// ("0:03 logo overlaps title, push it down a bit", "0:06 rotate heart 15
// degrees"), as where the note applies when what it names shows then,
// not as a time to move it to (the logo went to 3 s as well, or the time
// was refused). A sound, a look over the video, a range edit or an addition
// keeps its time.
func (f *frame) timecodeQualifier(r *resolver) {
	if len(f.times) != 1 || f.times[0].kind != "point" || len(f.effects) > 0 || len(f.targets) == 0 {
		return
	}
	switch f.verb {
	case "delete", "cut", "trim", "split", "keep", "add", "duplicate", "lower", "raise", "mute", "unmute", "extend", "shorten", "last":
		return
	}
	if f.has("quieter", "louder", "later", "earlier") {
		return
	}
	at := f.times[0]
	for _, t := range f.c.toks[:max(at.first, 0)] {
		if t.kind == tWord && !isFiller(t) {
			return // "move the logo to 0:03"
		}
	}
	for _, n := range f.targets {
		if n.pron || n.first < at.first {
			continue
		}
		ts, err := r.elements(n)
		if err != nil || len(ts) == 0 {
			return
		}
		for _, t := range ts {
			if t.el.Visual == nil || at.a.sec < t.el.Start.Seconds()-1e-6 || at.a.sec >= t.el.End().Seconds() {
				return
			}
		}
	}
	f.times = nil
}

func (f *frame) dropPos(i int, val string) {
	idx := 0
	for k := 0; k < i; k++ {
		if f.c.toks[k].has(cPos) {
			idx++
		}
	}
	if idx >= len(f.pos) || f.pos[idx] != val {
		idx = slices.Index(f.pos, val)
	}
	if idx >= 0 {
		f.pos = slices.Delete(f.pos, idx, idx+1)
	}
}

// ordinalPool: what an ordinal counts. "The second clip" counts the main
// track; where its clips mix stills and videos (a slideshow), "the second
// video" counts its videos and "la segunda foto" its stills ("borrá el
// segundo video" deleted the second photo, "la segunda foto" the stamp
// over the video).
func ordinalPool(n np, cands []target) []target {
	if len(n.names) != 0 || n.kind != "clip" && n.kind != "video" && n.kind != "image" {
		return cands
	}
	mainOf := func(typ timeline.ElementType) []target {
		return filter(cands, func(t target) bool { return t.track == timeline.TrackMain && (typ == "" || t.el.Type == typ) })
	}
	videos, stills := mainOf(timeline.ElementVideo), mainOf(timeline.ElementImage)
	switch {
	case n.kind == "clip":
		return mainOf("")
	case n.kind == "video" && len(videos) > 0 && len(stills) > 0:
		return videos
	case n.kind == "image" && len(stills) > 0:
		return stills
	}
	return cands
}

// ordinalAlone: "the last one", "the first one", "la última": an ordinal
// with no kind and no name, so the kind is the one just spoken of.
func ordinalAlone(n np) bool {
	if n.kind != "" || n.ord == 0 || n.pron || n.sticker != "" || n.quote != "" || n.effect != "" || n.region != "" {
		return false
	}
	for _, w := range n.names {
		if !slices.Contains(oneOfWords, w) {
			return false
		}
	}
	return true
}

// ordinalOfLast resolves a bare ordinal against the kind of the thing the
// clause before acted on or made ("add a text at 20 then move the last one
// up": the last text; it was "there is no the last one"). When the thing
// just made is not the one the ordinal picks on the timeline, which is
// meant is asked; with nothing spoken of before, the kind is asked.
func (r *resolver) ordinalOfLast(n np) ([]target, error) {
	which := map[bool]string{true: "last", false: "first"}[n.ord < 0]
	if n.ord > 1 {
		which = fmt.Sprintf("number %d", n.ord)
	}
	askKind := &question{fmt.Sprintf("The %s what? Say e.g. \"the %s text\" or \"the %s clip\".", which, which, which)}
	if r.ctx == nil || len(r.ctx.last) == 0 {
		return nil, askKind
	}
	was := map[string]bool{}
	for _, id := range r.ctx.last {
		was[id] = true
	}
	before := filter(all(r.p), func(t target) bool { return was[t.id] })
	if len(before) == 0 {
		return nil, askKind
	}
	sameKind := func(a, b target) bool {
		return a.track == b.track && a.el.Type == b.el.Type && (a.el.Text != nil) == (b.el.Text != nil)
	}
	for _, t := range before[1:] {
		if !sameKind(t, before[0]) {
			return nil, askKind
		}
	}
	peers := filter(all(r.p), func(t target) bool { return sameKind(t, before[0]) })
	slices.SortStableFunc(peers, func(a, b target) int { return cmp.Compare(a.el.Start, b.el.Start) })
	i := n.ord - 1
	if n.ord < 0 {
		i = len(peers) - 1
	}
	if i < 0 || i >= len(peers) {
		return nil, &notFound{fmt.Sprintf("there is no %q on the timeline", n.said)}
	}
	picked := peers[i]
	if len(before) == 1 && before[0].id == picked.id {
		return []target{picked}, nil
	}
	return nil, &question{fmt.Sprintf("Which one do you mean by %q: %s, which the clause before acted on, or %s, the %s of its kind on the timeline?",
		n.said, describe(before), describe([]target{picked}), which)}
}

// ambientTrack: "the ambient sound", "el sonido ambiente" when an audio
// file of the timeline is named for it (ambient.mp3, ambiente.wav): that
// file, not the footage's own sound (the clips' track was muted).
func ambientTrack(r *resolver, ts []target, n np) []target {
	said := strings.Fields(fold(n.said))
	if !contains(said, "ambient") && !contains(said, "ambiente") {
		return nil
	}
	return filter(ts, func(t target) bool {
		ws := r.elementWords(t)
		return t.track == timeline.TrackAudio && (contains(ws, "ambient") || contains(ws, "ambiente") || contains(ws, "ambience"))
	})
}

// fileNamedByTextNoun: a text noun that, with the names said after it, is
// the whole name of a picture or a clip ("la etiqueta del tomate" is
// etiqueta-tomate.jpg) names that file, not a text that only says one of
// the names ("Tomate cherry · albahaca", a label: it was moved instead).
// It returns nil when no file is so named, or when a text among cands says
// the noun itself.
func (r *resolver) fileNamedByTextNoun(n np, cands []target) []target {
	if n.kind != "text" || n.noun == "" || len(n.names) == 0 || len(cands) == 0 {
		return nil
	}
	noun := nameKey(fold(n.noun))
	for _, t := range cands {
		if t.el.Text == nil || r.namedBy(t, []string{noun}) {
			return nil
		}
	}
	words := append([]string{noun}, n.names...)
	return filter(all(r.p), func(t target) bool {
		return t.el.Text == nil && t.el.Sticker == nil && t.el.Effect == nil && t.el.AssetID != "" && hasAll(nameWords(t.el.Name), words)
	})
}

// soundEffectFiles: "the clinking sound effect" is the sound's own file
// (chinchin.wav, "glasses clinking") and not a clip whose description says
// the same doing ("the visitors clink glasses"): both were muted, silent.
// With no file on an audio track among them, all stay.
// "remove the clinking sound", "sacá el sonido de las copas": a sound
// picked by what it is of is its file too, when a file on an audio track
// is among them (the tasting clip was muted with chinchin.wav; set 39).
func soundEffectFiles(n np, cands []target) []target {
	if !contains([]string{"sound effect", "sound effects", "sound fx", "efecto de sonido", "efectos de sonido", "efecto sonoro", "efectos sonoros",
		"sound", "sounds", "sonido", "sonidos"}, fold(n.noun)) {
		return cands
	}
	if files := filter(cands, func(t target) bool { return t.track == timeline.TrackAudio }); len(files) > 0 {
		return files
	}
	return cands
}

// pluralNameOfKinds: a plural said by a name and no kind ("borrá las
// gaviotas") that several kinds of thing share (the seagull sound, the
// photo of the boat called La Gaviota and its caption) is asked about:
// all three were deleted for the sound. A kind said ("los textos de
// gaviotas"), or "all", keeps them all. Only a removal is asked.
func (r *resolver) pluralNameOfKinds(n np, cands []target) error {
	if n.kind != "" || n.det == "all" || !n.plural || len(n.names) == 0 || contains(n.mods, "each") {
		return nil
	}
	// only a removal: other edits keep the things of the kind they take
	// (a level the sounds, a cut the clips), as before
	if !slices.ContainsFunc(r.toks, func(t token) bool { return t.has(cVerb, "delete") }) ||
		slices.ContainsFunc(r.toks, func(t token) bool { return t.is(tTime, tNumber, tPercent) }) {
		return nil // "sacale 3 segundos del final a las medialunas": time out of the clip
	}
	kinds := map[timeline.ElementType]bool{}
	for _, t := range cands {
		kinds[t.el.Type] = true
	}
	if len(kinds) < 2 {
		return nil
	}
	return &question{r.whichOf(n, group(cands))}
}
