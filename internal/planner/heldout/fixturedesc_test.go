package heldout

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// fixtureDescriptions are what each fixture's assets show, as the fixture
// comments in fixture_test.go say it (the words of the parenthetical after
// the file name, less the duration, size and sound the model already has),
// carried into the model as each asset's description: the project a person
// has after the agent looked at its media (describe_asset). They were taken
// from the comments mechanically (one script, every fixture alike), not
// written for any request.
var fixtureDescriptions = map[string]map[string]string{
	"lesson": {
		"slides.mp4": "a screen recording",
	},
	"realestate": {
		"front.mp4": "the house from the street",
		"pool.mp4":  "garden and pool",
		"drone.mp4": "an aerial shot",
	},
	"fitness": {
		"cooldown.mp4": "stretching",
	},
	"gaming": {
		"fails.mp4": "a blooper",
	},
	"birthday": {
		"globos.png": "balloons",
	},
	"concert": {
		"llegada-al-bar.mp4":   "unloading the van",
		"publico.mp4":          "crowd shots",
		"cantante-closeup.mp4": "the singer",
		"solo-guitarra.mp4":    "the guitar solo",
		"intro-cantante.wav":   "the singer's spoken hello",
		"ensayo.mp4":           "a rehearsal",
		"afiche-gira.png":      "the tour poster",
	},
	"shelter": {
		"hola-sofia.mp4": "the volunteer to camera",
		"perreras.jpg":   "the kennels",
		"michi-gato.mp4": "the cat",
		"cachorros.mp4":  "a litter of puppies",
	},
	"carreview": {
		"hola-martin.mp4":       "the salesman to camera",
		"exterior-frente.mp4":   "the front",
		"exterior-lateral.mp4":  "the side and the back",
		"interior-asientos.mp4": "the seats",
		"tablero-closeup.mp4":   "the dashboard",
		"test-drive.mp4":        "on the road",
		"libreta-service.jpg":   "a photo of the service booklet",
		"baul.mp4":              "the trunk",
		"lateral-2.jpg":         "a second angle of the side",
	},
	"charityrun": {
		"carmen-intro.mp4":  "the organiser to camera",
		"start-line.mp4":    "the crowd at the start",
		"kid-finish.mp4":    "a kid crossing the finish line",
		"medallas.jpg":      "the medals",
		"foodbank-logo.png": "the charity's logo",
		"route-map.png":     "the course map",
		"cheering.wav":      "the crowd cheering the finish",
		"warmup-group.mp4":  "the group warm-up",
	},
	"garden": {
		"preparando-bancales.mp4": "digging compost into the beds",
		"sobre-semillas.jpg":      "the cherry-tomato seed packet",
		"riego-manana.mp4":        "watering with a can",
		"timelapse-plantines.mp4": "a time-lapse of the seedlings",
		"pulgones-kale.mp4":       "aphids on the kale",
		"atardecer-huerta.mp4":    "the closing shot at sunset",
		"huerta-logo.png":         "the channel's logo",
		"etiqueta-tomate.jpg":     "a hand-written plant label",
		"voz-ines.wav":            "the voice-over",
		"compost-tips.mp4":        "a bonus on making compost",
		"huerta-plano.png":        "a sketch of the garden's layout",
	},
	"skatepark": {
		"warmup-bowl.mp4":     "the crew cruising the bowl",
		"grind_nico.mp4":      "a 50-50 down the rail",
		"slam_nico.mp4":       "Nico's fall",
		"replay-slowmo.mp4":   "the kickflip in slow motion",
		"crew-foto.jpg":       "the crew posing",
		"outro-atardecer.mp4": "skating off at sunset",
		"concreto-logo.png":   "the sponsor's logo",
		"crowd-reaction.mp4":  "people at the park reacting to the slam",
		"relato-tomi.m4a":     "Tomi's commentary",
		"bails-extra.mp4":     "more falls",
		"flyer-jam.png":       "the poster of next month's skate jam",
	},
	"bakery": {
		"fachada.mp4":      "the storefront at dawn",
		"amasado.mp4":      "Rosa kneading dough",
		"horno.mp4":        "loaves going into the oven",
		"medialunas.mp4":   "croissants being glazed",
		"vitrina.jpg":      "the display case",
		"clientes.mp4":     "customers at the counter",
		"cierre-rosa.mp4":  "Rosa waving goodbye to camera",
		"espiga-logo.png":  "the bakery's logo",
		"mapa-local.png":   "a little map to the shop",
		"voz-rosa.wav":     "Rosa's voice-over",
		"receta-pan.mp4":   "a bonus clip of the bread recipe",
		"menu-precios.png": "the price list",
	},
	"sciencefair": {
		"entrada.mp4":         "kids arriving at the gym",
		"volcan.mp4":          "the baking-soda volcano erupting",
		"robot-demo.mp4":      "a line-following robot",
		"podio.jpg":           "the winners on the podium",
		"plantas.mp4":         "the plants-and-light experiment",
		"judge-interview.mp4": "a judge talking to camera",
		"saludo-final.mp4":    "the whole class waving",
		"escudo-escuela.png":  "the school's crest",
		"qr-signup.png":       "a QR code to sign up for next year",
		"voz-laura.wav":       "Laura's voice-over",
		"water-rocket.mp4":    "a bonus clip of a water rocket launch",
		"afiche-feria.png":    "the fair's poster",
	},
	"cyclingrace": {
		"salida.mp4":              "riders lined up at the start",
		"peloton.mp4":             "the bunch on the coast road",
		"climb-cam.mp4":           "a helmet cam on the climb",
		"mapa-ruta.png":           "the route map",
		"sprint-final.mp4":        "the final sprint",
		"podium.jpg":              "the three winners",
		"entrevista-ganadora.mp4": "the winner to camera",
		"logo-club.png":           "the club's logo",
		"sponsor-bikeshop.png":    "a bike shop's banner",
		"voiceover-diego.wav":     "the coach's voice-over",
		"drone-costa.mp4":         "a drone shot of the coast road",
		"perfil-altimetria.png":   "the elevation profile",
	},
	"theatre": {
		"ensayo-general.mp4":       "the cast running the first scene on stage",
		"backstage.mp4":            "actors getting ready in the dressing room",
		"vestuario.jpg":            "the costume rack",
		"escena-balcon.mp4":        "the balcony scene",
		"set-building.mp4":         "volunteers painting the set",
		"poster-obra.png":          "the play's poster",
		"entrevista-directora.mp4": "the director to camera",
		"logo-teatro.png":          "the theatre's logo",
		"entradas-qr.png":          "a QR code for tickets",
		"voiceover-mateo.wav":      "the stage manager's voice-over",
		"aplausos.mp4":             "the cast taking a bow after a run-through",
		"foto-elenco.jpg":          "the whole cast posed on stage",
	},
	"surfschool": {
		"amanecer-playa.mp4":   "the beach at sunrise",
		"warmup-arena.mp4":     "students stretching on the sand",
		"clase-teoria.jpg":     "the instructor drawing a board on the sand",
		"first-waves.mp4":      "the students' first waves",
		"entrevista-caro.mp4":  "the instructor to camera",
		"tablas-rack.png":      "the rental boards in a rack",
		"cierre-atardecer.mp4": "the class cheering at sunset",
		"logo-olasur.png":      "the school's logo",
		"promo-qr.png":         "a QR code for bookings",
		"voiceover-nico.wav":   "the owner's voice-over",
		"drone-olas.mp4":       "a drone shot of the line-up",
		"gopro-pov.mp4":        "a board-mounted POV ride",
		"mapa-playa.png":       "a map of the beach",
	},
	"museum": {
		"fachada-museo.mp4":     "the building at dusk",
		"hall-entrada.mp4":      "guests arriving in the lobby",
		"sala-textiles.mp4":     "a slow pan across the textiles room",
		"telar-antiguo.jpg":     "an old loom, the centrepiece",
		"curator-interview.mp4": "the curator to camera",
		"kids-workshop.mp4":     "children weaving at a workshop table",
		"mapa-salas.png":        "the floor plan of the rooms",
		"brindis-final.mp4":     "the closing toast",
		"logo-museo.png":        "the museum's logo",
		"qr-agenda.png":         "a QR code to the events calendar",
		"voiceover-tomas.wav":   "the voice-over",
		"detalle-bordado.mp4":   "a close-up of an embroidery",
		"afiche-expo.png":       "the exhibition's poster",
	},
	"vineyard": {
		"amanecer-vinedo.mp4":   "the vine rows at sunrise",
		"cosecha-manos.mp4":     "pickers cutting bunches by hand",
		"cajas-uva.jpg":         "crates full of grapes",
		"tractor-carga.mp4":     "the tractor hauling the crates",
		"entrevista-abuela.mp4": "the founder to camera",
		"pisada-uvas.mp4":       "kids stomping grapes in a barrel",
		"cena-largamesa.mp4":    "the long-table dinner among the vines",
		"logo-bodega.png":       "the winery's logo",
		"barrica-closeup.mp4":   "wine poured into a barrel",
		"voiceover-marta.wav":   "the voice-over",
		"drone-vinedo.mp4":      "a drone shot over the vineyard",
		"etiqueta-malbec.png":   "the label of the new wine",
	},
	"dogschool": {
		"intro-entrenadora.mp4": "the trainer to camera",
		"sientate-sit.mp4":      "the puppy learning to sit",
		"quieto_stay-02.mp4":    "the puppy holding a stay, filmed in the shade",
		"recall-ven-aqui.mp4":   "the puppy running to her across the park",
		"cierre-premios.mp4":    "treats and goodbye",
		"logo-patitas.png":      "the school's logo",
		"clicker-closeup.mp4":   "the clicker in her hand",
		"voz-lucia.wav":         "the voice-over",
		"silbato.wav":           "the recall whistle",
		"bloopers-perrito.mp4":  "the puppy's outtakes",
		"premios-snacks.jpg":    "a photo of the treats",
	},
	"bookshop": {
		"fachada-libreria.mp4": "the shop front on the street",
		"entrevista-ines.mp4":  "the owner to camera",
		"estantes-lomos.mp4":   "a pan along the shelves and close-ups of old spines",
		"rincon-lectura.jpg":   "the reading corner's armchair and lamp",
		"gato-borges.mp4":      "the cat asleep on a pile of books, then on the counter at closing",
		"logo-libreria.png":    "the shop's logo",
		"paginas-closeup.mp4":  "fingers turning yellowed pages",
		"lluvia-ventana.wav":   "rain on the shop window",
		"vidriera-noche.mp4":   "the shop window lit at night",
		"horario-2026.png":     "a card with the opening hours",
	},
	"kayak": {
		"putin-rio.mp4":           "loading the kayaks at the put-in",
		"rapidos-1.mp4":           "the rapids",
		"almuerzo-playa.mp4":      "lunch on a pebble beach, both talking to camera",
		"DJI_0042.mp4":            "the drone shot over the gorge",
		"atardecer-final.mp4":     "the take-out at sunset, saying goodbye",
		"logo-dosremos.png":       "the channel's logo",
		"mapa-ruta.png":           "the route on a map",
		"gopro-casco.mp4":         "the helmet camera",
		"voz-lucia-vo.wav":        "the voice-over",
		"rapidos-2-tomalarga.mp4": "a longer take of the rapids",
		"foto-grupo.jpg":          "the two of them with their kayaks",
	},
	"pottery": {
		"hola-carmen.mp4":        "Carmen at the wheel talking to camera",
		"manos-torno.mp4":        "close-up of her hands centring the clay, she keeps talking",
		"retorneado_02.mp4":      "trimming a bowl",
		"esmaltado.mp4":          "dipping pieces in glaze",
		"horno-apertura.mp4":     "opening the kiln, the students' pieces on the shelves",
		"logo-barrosur.png":      "the studio's logo",
		"alumna-primer-bowl.mp4": "a student throwing her first bowl",
		"horno-ambiente.wav":     "the kiln's hum",
		"timelapse-secado.mp4":   "pieces drying on a shelf",
		"IMG_2231.jpg":           "the students holding their pieces",
	},
	"foodtruck": {
		"saludo-rosa.mp4":        "Rosa greets the camera at the truck's window",
		"plancha-tacos.mp4":      "Beto at the griddle, meat sizzling",
		"menu-pizarra.mp4":       "the chalkboard menu with the prices",
		"fila-noche_02.mp4":      "the queue at night under the string lights",
		"rosa-donde-estamos.mp4": "Rosa says where and when to find them",
		"logo-elguero.png":       "the truck's logo",
		"manos-beto-closeup.mp4": "Beto's hands folding tacos",
		"ruido-calle.wav":        "the street noise at night",
		"mapa-ubicacion.png":     "a map with the truck's corner",
		"cliente-mordida.mp4":    "a customer biting a taco",
	},
	"salon": {
		"intro-carla.mp4":     "Carla explains the cut",
		"lavado.mp4":          "the wash",
		"corte-tijera_02.mp4": "the cutting",
		"brushing-secado.mp4": "the blow-dry",
		"resultado-final.mp4": "the client turns around, Carla talks",
		"logo-lunares.png":    "the salon's logo",
		"ANTES-clienta.jpg":   "the before shot",
		"secador-sfx.wav":     "the hairdryer",
		"tijeras-closeup.mp4": "scissors in close-up",
		"despues-selfie.jpg":  "the client's selfie",
	},
	"bikeshop": {
		"IMG_4471.MOV":          "Gus talks to camera at the workbench",
		"sacando-rueda.mp4":     "taking the back wheel off and levering the tyre off the rim",
		"buscando-pinchazo.mp4": "the inner tube in a bucket of water, bubbles show the hole",
		"patch_closeup.mp4":     "sanding, gluing and pressing the patch",
		"inflador.mp4":          "pumping the tyre with the floor pump",
		"DJI_0042.MP4":          "the test ride down the street, Gus waves at the end",
		"logo-lacadena.png":     "the shop's logo",
		"clavo-culpable.jpg":    "the nail that caused the flat",
		"timbre-bici.wav":       "a bicycle bell",
		"IMG_4502.MOV":          "Gus spins the wheel to check it runs true",
		"frente-taller.jpg":     "the shop's front with its sign",
	},
	"market": {
		"DJI_0117.MP4":              "the drone over the square as the stalls open",
		"queso-ernesto.mp4":         "Ernesto, the cheese maker, talks about his goat cheese at his stall",
		"IMG_4417.MOV":              "close-ups of the produce: tomatoes, peaches, honey jars",
		"puesto-flores.mp4":         "Marisol at the flower stall talks about her dahlias",
		"street-musician_take2.mp4": "a street musician playing the accordion, people gathered round",
		"kids-corner.mp4":           "the kids' corner: face painting and a puppet show",
		"logo-mercado.png":          "the market's logo",
		"mapa-plaza.png":            "a map of the square where the market is",
		"campana.wav":               "the market bell ringing",
		"honey-bees.mp4":            "bees around the honey stall",
		"foto-puesteros.jpg":        "the stallholders posing together",
	},
	"beachcleanup": {
		"IMG_2231.MOV":               "Vero, the organiser, talks to camera on the boardwalk",
		"DJI_0388.MP4":               "the drone over the beach, the volunteers in a long line",
		"voluntarios-recogiendo.mp4": "volunteers picking up bottles, bags and bottle caps along the shore",
		"kid_weird_find.mp4":         "Tomi, a kid, holds up a doll's head he dug out of the sand",
		"conteo-bolsas.mp4":          "the full bags lined up on the sand and counted",
		"cierre-vero.mp4":            "Vero thanks everyone and announces the next clean-up",
		"logo-verdemar.png":          "the sponsor's logo",
		"cabeza-muneca.jpg":          "the doll's head up close, covered in barnacles",
		"good-vibes_ukulele.mp3":     "upbeat ukulele music",
		"gaviotas.wav":               "seagulls",
		"IMG_2260.MOV":               "the whole group waving at the camera with their bags",
		"mapa-punto-encuentro.png":   "a map of the meeting point for the next clean-up",
	},
	"icecream": {
		"IMG_5120.MOV":             "Vero, the owner, announces the new flavour behind the counter",
		"haciendo-helado.mp4":      "Vero making the new flavour in the back room, the machine churning",
		"cucurucho_closeup.mp4":    "a slow close-up of the cone being scooped and turned",
		"degustacion-clientes.mp4": "the first tasting: customers try the new flavour and react",
		"nene-enchastrado.mp4":     "a kid with his face covered in ice cream, laughing",
		"DJI_0311.MP4":             "the drone pulls back from the shopfront, people queueing",
		"logo-polosur.png":         "the shop's logo",
		"pote-pistacho.jpg":        "a tub of the new pistachio and raspberry flavour",
		"jingle-polosur.mp3":       "the shop's jingle",
		"door-chime.wav":           "the shop door's bell",
		"IMG_5203.MOV":             "Vero hands a cone to a customer over the counter",
		"sabores-pizarra.jpg":      "the board with every flavour",
	},
}

// TestFixtureDescriptionsNameAssets: every description is of an asset its
// fixture has (a name mistyped here would describe nothing, silently).
func TestFixtureDescriptionsNameAssets(t *testing.T) {
	r := videotools.NewRegistry()
	for fx, descs := range fixtureDescriptions {
		ed, err := buildFixture(context.Background(), r, fx)
		if err != nil {
			t.Fatalf("%s: %v", fx, err)
		}
		for name, want := range descs {
			found := false
			for _, a := range ed.Project.Assets {
				if a.Name == name {
					found = true
					if a.Description != want {
						t.Errorf("%s: %s described %q, want %q", fx, name, a.Description, want)
					}
				}
			}
			if !found {
				t.Errorf("%s: no asset %s to describe", fx, name)
			}
		}
	}
}
