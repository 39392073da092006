package planner

// addThings: what a clause acts on or asks for: element kinds, places in
// the frame, looks and the parts of a photo.
func addThings(lx *lexicon) {
	// element kinds
	kind := func(k string, ws ...string) { lx.add(cKind, k, ws...) }
	kindPl := func(k string, ws ...string) { lx.addL(lexeme{cat: cKind, val: k, plural: true}, ws...) }
	kind("text", "text", "title", "caption", "subtitle", "label", "heading", "headline", "lettering", "wording", "textbox",
		"text box", "lower third", "card", "title card", "overlay text", "on-screen text", "onscreen text", "writing",
		"texto", "titulo", "subtitulo", "leyenda", "etiqueta", "cartel", "rotulo", "letrero", "zocalo", "frase", "placa",
		"textito", "titular", "encabezado", "sobreimpreso", "cartelito", "name", "nombre", "name card", "name title",
		// "the welcome message", "el mensaje de bienvenida": a text that says
		// it (it was refused: "would leave out message")
		"message", "mensaje", "mensajito",
		// "the judge's name tag": the label with a name ("would leave out tag")
		"name tag", "nametag", "name plate", "nameplate",
		// a timer or a count on screen is a text ("the rest timer" is
		// "REST 30s": "basic mode would leave out timer")
		"timer", "countdown", "temporizador", "cronometro", "cuenta regresiva", "contador de tiempo")
	// a text named by what it says: "the date", "el precio", "the website"
	// (resolve.go's textClasses pick it)
	for noun, class := range textClassOf {
		if class != "names" { // said with the text nouns above, singular and plural
			kind("text", noun)
		}
	}
	// a song's words shown on screen are its lyrics: "the second lyric
	// line", "las líneas de la letra" (resolve.go's lyricNoun: the subtitle
	// lines under a song; "lyric" was an unknown word, "letra" the font)
	kind("text", "lyric", "lyric line", "lyrics line", "line of the lyrics", "linea de la letra", "subtitulo de la letra",
		"letra de la cancion", "letra del tema")
	kindPl("text", "lyrics", "lyric lines", "lyrics lines", "lines of the lyrics", "lineas de la letra", "subtitulos de la letra")
	kindPl("text", "texts", "titles", "captions", "subtitles", "labels", "headings", "subs", "cc", "closed captions",
		"textos", "titulos", "subtitulos", "leyendas", "etiquetas", "carteles", "rotulos", "letreros", "frases", "placas", "names", "nombres",
		"all the text", "todo el texto", "todos los textos", "messages", "mensajes")
	kind("music", "music", "song", "soundtrack", "background music", "tune", "beat", "bgm", "score", "jingle",
		"musica", "cancion", "tema", "banda sonora", "musica de fondo", "musiquita", "musiquita de fondo", "cancion de fondo", "temita", "cancioncita",
		// everyday names of the song: "sacá la rola", "the music bed"
		"rola", "rolita", "temazo", "music bed", "backing track", "cortina musical", "fondo musical",
		// "bajá el audio de fondo": the sound under everything is the music (refused: no such thing)
		"audio de fondo", "background audio", "background track", "pista de fondo")
	kindPl("music", "songs", "canciones", "tunes", "temas", "rolas")
	kind("audio", "audio", "sound", "audio track", "sound track", "sonido", "pista de audio", "volume track")
	kindPl("audio", "sounds", "sonidos", "audios")
	// "get rid of the hiss sound effect", "el efecto de sonido de las
	// copas": a sound, never a look ("effect" made it one, and no effect
	// was found); soundEffectFiles picks the sound's own file
	kind("audio", "sound effect", "sound fx", "efecto de sonido", "efecto sonoro")
	kindPl("audio", "sound effects", "efectos de sonido", "efectos sonoros")
	// the footage's own sound, not the music ("quitá el audio original" muted the song too)
	kind("original", "original audio", "original sound", "audio original", "sonido original", "camera audio", "camera sound",
		"ambient sound", "natural sound", "sonido ambiente", "audio de la camara", "sonido de la camara", "audio ambiente",
		// "the clip's own audio", "su propio sonido": the footage's sound, said of it ("own" was left out)
		"own audio", "own sound", "audio propio", "sonido propio", "propio audio", "propio sonido",
		// a game's own sound in a stream's clips, said by the game ("mute the
		// game audio", "sacale el sonido del juego": "there is no the game audio")
		"game audio", "game sound", "game sounds", "gameplay audio", "gameplay sound", "in game audio", "ingame audio",
		"audio del juego", "sonido del juego", "sonidos del juego", "audio del gameplay", "sonido del gameplay")
	kind("voice", "voice", "voiceover", "voice over", "voice-over", "narration", "narrator", "speech", "dialogue", "dialog",
		"talking", "vo", "speaker", "voz", "locucion", "narracion", "voz en off", "dialogo", "relato",
		"narrador", "narradora", "locutor", "locutora", // "la voz del narrador": who narrates is the voice
		"commentary", "commentator", "comentarista", "relator", // a caster's voice ("comentario" may be a text)
		// "bajale el volumen al que habla": who talks, said as a person
		"que habla", "que esta hablando", "speaking",
		// "lower the music while she talks": the person talking is the voice
		"she talks", "he talks", "they talk", "she speaks", "he speaks", "they speak", "she is talking", "he is talking",
		"shes talking", "hes talking", "they are talking", "theyre talking", "ella habla", "el habla", "ellos hablan",
		"ella esta hablando", "el esta hablando", "ellos estan hablando",
		// Spanish puts the subject after the verb as often: "cuando habla ella"
		"habla ella", "habla el", "hablan ellos", "hablan ellas", "ellas hablan", "esta hablando ella", "esta hablando el",
		"hablando ella", "hablando el",
		// "add a star when I talk", "lower the music while I speak": the
		// user talking is the voice too ("talk" was read as a speech-bubble
		// sticker and the time dropped: the star ran over the whole video)
		"i talk", "i speak", "we talk", "we speak", "i am talking", "im talking", "i am speaking", "im speaking",
		"we are talking", "were talking", "yo hablo", "hablo yo", "estoy hablando", "hablamos", "estamos hablando")
	kind("clip", "clip", "shot", "scene", "take", "segment", "cut", "toma", "escena", "plano", "segmento", "fragmento", "parte del video")
	// "the footage", "the video clips": the filmed clips, not the song over
	// them ("mute the footage" muted the music too)
	kindPl("clip", "clips", "shots", "scenes", "takes", "segments", "tomas", "escenas", "planos", "segmentos", "fragmentos",
		"footage", "video clips", "raw footage", "metraje", "clips de video", "los videos")
	kind("video", "video", "the whole thing", "film", "movie", "edit", "timeline", "project", "reel", "vid",
		"video entero", "proyecto", "pelicula", "filmacion", "grabacion", "reel")
	kindPl("video", "videos")
	kind("image", "image", "photo", "picture", "pic", "still", "graphic", "imagen", "foto", "fotografia", "grafico", "dibujo",
		"foto entera", "imagen entera", "fotografia entera") // "difuminá la foto entera" ("entera" was left out)
	kindPl("image", "images", "photos", "pictures", "pics", "stills", "graphics", "imagenes", "fotos", "fotografias")
	kind("logo", "logo", "watermark", "brand", "logotipo", "marca de agua", "isologo", "isotipo", "marca")
	kindPl("logo", "logos", "logotipos")
	kind("broll", "b-roll", "broll", "b roll", "cutaway", "b-roll footage", "b-roll clip", "tomas de apoyo", "toma de apoyo",
		"recurso", "plano recurso", "material de apoyo", "imagenes de apoyo")
	kindPl("broll", "cutaways", "recursos")
	kind("sticker", "sticker", "emoji", "icon", "emoticon", "badge", "pegatina", "calcomania", "icono", "emoticon", "stiker", "sticke")
	kindPl("sticker", "stickers", "emojis", "icons", "emoticons", "badges", "pegatinas", "calcomanias", "iconos", "emoticones")
	kind("effect", "effect", "filter", "look", "efecto", "filtro")
	// "the thing in the corner", "la cosa de arriba a la derecha": whatever
	// is drawn over the video, picked by where it sits
	kind("thing", "thing", "cosa", "cosita", "element", "elemento", "object", "objeto")
	kindPl("effect", "effects", "filters", "efectos", "filtros")
	kind("overlay", "overlay", "pip", "picture in picture", "picture-in-picture", "pic in pic", "inset", "small window",
		"little window", "window", "superposicion",
		// "as a little window": "a little" was read as "a bit" and the window
		// left without its size (placed at full size in the corner)
		"a little window", "a tiny window", "tiny window", "mini window", "ventana chica", "ventana chiquita", "ventanita", "ventana", "recuadro", "cuadradito", "cuadrito",
		// "flip the student's little video": the small video over the
		// picture ("little video": it asked which of the main clips)
		"little video", "a little video", "tiny video", "videito", "video chiquito", "videito chiquito",
		// "in a small box", "en un recuadro chico": a box said small is the
		// picture-in-picture (it was refused: "would leave out a small box")
		"small box", "little box", "tiny box", "mini box", "a small box", "a little box", "a tiny box", "recuadro chico",
		"recuadro chiquito", "recuadrito", "cajita")
	kind("track", "track", "lane", "row", "pista", "carril", "fila")
	kindPl("track", "tracks", "lanes", "pistas", "carriles")
	kind("layer", "layer", "capa")
	kindPl("layer", "layers", "capas")
	kind("everything", "everything", "all of it", "it all", "the whole thing", "the entire thing", "all", "todo", "toda",
		"todo el contenido", "everything else")
	kind("part", "part", "section", "bit", "portion", "piece", "stretch", "chunk", "moment", "passage", "region", "area",
		"parte", "seccion", "trozo", "pedazo", "tramo", "momento", "pedacito", "cacho", "porcion")
	kindPl("part", "parts", "sections", "bits", "pieces", "partes", "secciones", "trozos", "pedazos", "tramos")
	kindPl("gap", "gap", "gaps", "hueco", "huecos", "empty space", "empty spaces", "espacio vacio", "espacios vacios",
		"black gap", "black gaps", "blank space", "espacio en negro", "espacios en negro", "hole", "holes", "agujero", "agujeros")
	kindPl("silence", "silences", "silencios", "pauses", "pausas", "dead air", "quiet parts", "partes en silencio",
		"awkward pauses", "silent parts", "blank parts", "espacios en silencio", "silence", "silencio")
	kindPl("filler", "filler words", "fillers", "filler", "ums", "uhs", "muletillas", "muletilla", "ums and uhs", "eh", "ehm",
		"palabras de relleno", "relleno")
	kind("asset", "asset", "file", "media", "archivo", "medio", "recurso multimedia")
	kindPl("asset", "assets", "files", "archivos", "medios")
	kind("frame", "frame", "fotograma", "cuadro")
	// "darken the selected area" was the whole photo
	kind("selection", "selection", "seleccion", "selected area", "selected part", "selected region", "area seleccionada",
		"parte seleccionada", "lo seleccionado")
	kind("transform", "transformation", "transformacion", "pending transform")
	kind("adjustment", "adjustment", "adjustment layer", "ajuste", "capa de ajuste")
	kind("shape", "circle", "ellipse", "oval", "circulo", "elipse", "ovalo", "rectangle", "box", "rectangulo", "cuadro de seleccion")
	kind("canvas", "canvas", "lienzo", "document", "documento")

	// positions
	pos := func(p string, ws ...string) { lx.add(cPos, p, ws...) }
	pos("top", "top", "across the top", "along the top", "upper", "up top", "top of the screen", "top of the frame", "arriba", "superior", "parte de arriba",
		"parte superior", "en lo alto", "arriba de todo", "the top")
	pos("bottom", "bottom", "across the bottom", "along the bottom", "lower third", "bottom of the screen", "bottom of the frame", "abajo", "inferior",
		"parte de abajo", "parte inferior", "al pie", "abajo de todo", "the bottom", "debajo", "lower half", "lower part",
		"lower portion", "lower side")
	// "the lower half" is a half too ("lower" alone is the verb)
	lx.add(cMod, "half", "lower half")
	pos("left", "left", "left side", "left-hand", "izquierda", "izq", "lado izquierdo", "izquierdo", "a la izquierda", "to the left", "on the left",
		"on the left side", "to the left side", "the left side", "left edge", "del lado izquierdo", "al lado izquierdo",
		"para la izquierda", "hacia la izquierda")
	pos("right", "right", "right side", "right-hand", "derecha", "lado derecho", "derecho", "a la derecha", "to the right", "on the right",
		"on the right side", "to the right side", "the right side", "right edge", "del lado derecho", "al lado derecho",
		"para la derecha", "hacia la derecha")
	pos("center", "center", "centre", "centered", "centred", "middle of the screen", "middle of the frame",
		"center of the screen", "centro", "centrado", "centrada", "centrados", "centradas", "al medio", "en el medio", "en medio",
		"in the middle", "in the center", "in the centre", "dead center", "medio de la pantalla", "centro de la pantalla",
		// "move the price text to the middle of the screen": with its
		// article the middle of the screen is still the place ("the
		// middle" was read as the video's middle, and the text moved to 32 s)
		"the middle of the screen", "the middle of the frame", "the center of the screen", "the centre of the screen",
		"the center of the frame", "the centre of the frame", "el medio de la pantalla", "el centro de la pantalla")
	pos("corner", "corner", "esquina", "rincon", "corners", "esquinas", "rincones")
	pos("side", "a un lado", "a un costado", "al costado", "to one side", "to the side", "off to the side") // which one is asked
	pos("top-left", "top-left", "topleft", "upper-left", "top left", "upper left")
	pos("top-right", "top-right", "topright", "upper-right", "top right", "upper right")
	pos("bottom-left", "bottom-left", "bottomleft", "lower-left", "bottom left", "lower left")
	pos("bottom-right", "bottom-right", "bottomright", "lower-right", "bottom right", "lower right")

	// looks: video effects and photo adjustments share these words
	eff := func(e string, ws ...string) { lx.add(cEffect, e, ws...) }
	eff("bw", "black and white", "black & white", "black n white", "b&w", "b/w", "b/n", "bw", "blackwhite", "grayscale", "greyscale",
		"monochrome", "mono", "grey", "gray", "blanco y negro", "byn", "escala de grises", "grises", "sin color", "monocromo",
		"monocromatico", "monocromatica", "blanco negro", "desaturate completely", "no color", "no colour", "colorless",
		"colourless")
	eff("sepia", "sepia", "sepia tone", "sepia-toned", "tono sepia", "sepiado")
	eff("vintage", "polaroid", "vintage", "retro", "old film", "old movie", "old photo", "old-timey", "old timey", "old-school", "aged",
		"look old", "looks old", "look older", "look vintage", "parezca viejo", "parezca vieja", "parezca antiguo",
		"antique", "nostalgic", "antiguo", "antigua", "viejo", "vieja", "foto vieja", "pelicula vieja", "foto antigua",
		"de epoca", "envejecido", "envejecida", "nostalgico",
		// the catalog's own words for it: "colours of an old print"
		"old print", "old prints", "faded old print", "impresion vieja", "copia vieja", "foto gastada")
	eff("blur", "blur", "blurry", "blurred", "blurriness", "blurrier", "more blurry", "out of focus", "unfocused", "defocus", "soft focus", "bokeh",
		"desenfoque", "desenfocado", "desenfocada", "difuminado", "difuminada", "borroso", "borrosa", "fuera de foco",
		"portrait mode", "modo retrato", "efecto retrato") // a blur behind the subject (bokehBackground)
	eff("vignette", "vignette", "vignetting", "vineta", "vineteado", "dark corners", "darker corners", "esquinas oscuras", "bordes oscuros",
		"dark edges", "darken the corners", "darken the edges")
	eff("invert", "negative", "inverted", "negativo", "invert colors", "invert colours", "invertir colores",
		"inverted colors", "colores invertidos",
		// the negative of a film is one thing, not a film look and a
		// negative ("make it look like a film negative" was cinematic + invert)
		"film negative", "a film negative", "photo negative", "like a film negative", "look like a film negative",
		"like a photo negative", "like a negative", "negativo de pelicula", "negativo de foto",
		"negativo fotografico", "negativo de una pelicula", "negativo de rollo")
	// a complaint asks for the opposite: "it's too dark" brightens
	eff("brighter", "too dark", "way too dark", "too dim", "demasiado oscuro", "demasiado oscura", "underexposed", "looks dark",
		"looks very dark", "looks so dark", "is very dark", "is so dark", "se ve oscuro", "se ve oscura", "se ve muy oscuro",
		"se ve muy oscura", "esta muy oscuro", "esta muy oscura", "quedo oscuro", "quedo oscura", "quedo muy oscuro", "quedo muy oscura",
		"subexpuesto", "subexpuesta", "esta oscuro", "esta oscura")
	eff("darker", "too bright", "way too bright", "too light", "demasiado claro", "demasiado clara", "demasiado brillante", "overexposed",
		"looks very bright", "looks so bright", "is very bright", "se ve muy claro", "se ve muy clara", "se ve quemado", "se ve quemada",
		"esta muy claro", "esta muy clara", "quemado", "quemada", "sobreexpuesto", "sobreexpuesta")
	eff("saturate", "looks washed out", "is washed out", "looks dull", "looks faded",
		// said of the colours, plural ("the colors are dull", "los colores se ven lavados")
		"look washed out", "are washed out", "look dull", "are dull", "is dull", "look faded", "are faded", "so dull", "too dull",
		"se ven lavados", "se ven lavadas", "se ven apagados", "se ven apagadas", "estan apagados", "estan apagadas",
		"estan lavados", "estan lavadas", "muy apagados", "muy apagadas", "se ve lavado", "se ve lavada", "se ve apagado",
		"se ve apagada", "se ve desteñido", "se ve destenido", "se ve destenida")
	eff("desaturate", "too saturated", "too colorful", "too colourful", "demasiado saturado", "demasiado saturada",
		"oversaturated", "over saturated", "over-saturated", "sobresaturado", "sobresaturada", "sobresaturados", "sobresaturadas")
	eff("sharpen", "too blurry", "demasiado borroso", "demasiado borrosa")
	eff("warm", "too cold", "too cool", "too blue", "way too cold", "looks cold", "looks too cold", "demasiado frio", "demasiado fria",
		"se ve frio", "se ve fria", "se ve muy frio", "se ve muy fria", "esta muy frio", "esta muy fria", "muy azulado", "muy azulada",
		"esta frio", "esta fria")
	eff("cool", "too warm", "too yellow", "too orange", "too hot", "way too warm", "looks too warm", "demasiado calido", "demasiado calida",
		"se ve muy calido", "se ve muy calida", "esta muy calido", "esta muy calida", "muy amarillo", "muy amarilla", "demasiado amarillo",
		"demasiado amarilla", "muy naranja")
	// a colour cast said with "less" is the white balance the other way
	// ("menos amarilla", "less blue" were refused: no edit known)
	eff("cool", "less yellow", "not so yellow", "not as yellow", "less orange", "less yellowish", "menos amarillo", "menos amarilla",
		"no tan amarillo", "no tan amarilla", "sin tanto amarillo", "menos naranja", "menos amarillento", "menos amarillenta")
	eff("warm", "less blue", "not so blue", "not as blue", "less bluish", "menos azul", "menos azulado", "menos azulada",
		"no tan azul", "no tan azulado", "no tan azulada", "sin tanto azul")
	eff("sharpen", "unblur", "sharpen", "sharper", "sharp", "crisp", "crisper", "sharpness", "detail", "details", "clarity", "crispy",
		"nitido", "nitida", "nitidez", "mas definido", "mas definida", "definicion", "enfocado", "enfocada", "detalle")
	eff("darker", "low key", "low-key", "darker", "darken", "dim", "dimmer", "dark", "moodier", "oscuro", "oscura", "mas oscuro",
		"mas oscura", "oscurecer", "sombrio", "sombria",
		// plural, said of parts ("poné más oscuras las esquinas", "las sombras más oscuras": "oscuras" unknown)
		"oscuros", "oscuras", "mas oscuros", "mas oscuras")
	eff("brighter", "high key", "high-key", "brighter", "brighten", "lighter", "lighten", "brightness", "bright", "brightened", "exposure",
		"luminous", "brillo", "mas brillo", "mas claro", "mas clara", "claro", "clara", "luminoso", "luminosa",
		"mas luz", "luz", "iluminado",
		// plural ("sombras más claras": "claras" unknown)
		"claros", "claras", "mas claros", "mas claras", "iluminada", "light up", "exposicion", "brillante", "mas brillante", "mas luminoso", "mas luminosa")
	eff("contrast", "punch up", "contrast", "high contrast", "high-contrast", "alto contraste", "mucho contraste", "contrasty", "punchy", "contraste", "contrastado", "contrastada")
	eff("flat", "flatter", "flat", "less contrast", "low contrast", "menos contraste", "plano", "lavado", "lavada",
		"bajo contraste", "contraste bajo", "poco contraste")
	eff("saturate", "saturation", "saturated", "saturate", "vivid", "colorful", "colourful", "more color",
		"more colour", "more colors", "more colours", "rich colors", "vivido", "vivida", "vividos", "vividas", "vivos",
		"vivas", "saturado", "saturada", "saturacion", "mas color", "mas de color", "mas colores", "colorido", "colorida", "intenso",
		"intensa", "colores vivos", "poppy", "pop", "mas vida", "more life", "lively", "mas vivo", "mas viva",
		"mas vivos", "mas vivas", "mas alegre", "more cheerful",
		// "remove the color boost": the saturation effect ("remove the
		// color" alone is black and white, and took this too)
		"color boost", "colour boost", "the color boost", "the colour boost", "saturation boost", "boost de color", "refuerzo de color")
	eff("desaturate", "desaturate", "desaturated", "muted", "muted colors", "muted colours", "washed out", "faded colors",
		"less saturated", "less color", "less colour", "desaturado", "desaturada", "menos saturado", "menos saturada",
		"menos color", "menos de color", "apagado", "apagada", "colores apagados", "desaturacion",
		// plural: "los colores están muy apagados" (refused: "están" left out)
		"apagados", "apagadas",
		// pale colour: "the sky is too pale" (refused: "pale" unknown), "el
		// cielo está pálido, dale más color" (the whole photo was saturated)
		"pale", "palido", "palida", "palidos", "palidas",
		// faded: "the colours look washed-out", "quedó medio desteñida"
		// ("no edit I know")
		"washed-out", "destenido", "destenida", "destenidos", "destenidas")
	eff("vibrance", "vibrance", "vibrancy", "vibrancia", "viveza", "vivacidad", "vibrant", "more vibrant", "mas vibrante", "vibrante")
	eff("warm", "warm up", "warm", "warmer", "warmth", "warm tones", "warmer tones", "golden", "golden hour", "sunny", "calido", "calida",
		"calidos", "calidas", "calidez", "mas calido", "mas calida", "dorado", "dorada", "tonos calidos", "calentito", "warm it up",
		"sunset", "sunset tones", "atardecer", "summer vibes", "summery", "veraniego", "veraniega",
		// "cozy vibes" was typo-fixed to "copy": the layer was duplicated
		"cozy", "cosy", "cozier", "cozy vibes", "acogedor", "acogedora", "calidita", "calidito",
		// the look's noun with its colour after it, as Spanish says it ("quitá
		// el tono cálido", "estirá el filtro cálido": "cálido" was left out)
		"tono calido", "filtro calido", "tinte calido", "efecto calido", "look calido")
	eff("cool", "cool down", "cool", "cooler", "cold", "colder", "cool tones", "cooler tones", "icy", "blue tone", "bluish", "frio", "fria",
		"frios", "frias", "mas frio", "mas fria", "tonos frios", "azulado", "azulada", "helado", "cool it down",
		"tono frio", "filtro frio", "tinte frio", "efecto frio", "look frio", "blueish", "blue-ish", "blue ish")
	eff("tint", "colorize", "colourize", "paint", "recolor", "recolour", "tint", "tinted", "tone", "wash", "colour wash", "color wash", "tinte", "tenido", "tenida", "matiz", "tono")
	eff("dramatic", "dramatic", "drama", "moody", "stormy", "intense", "dramatico", "dramatica", "dramatismo", "epic sky")
	eff("cinematic", "cinematic", "film look", "movie look", "filmic", "cinematografico", "cinematografica", "cine",
		"look de cine", "hollywood", "look de pelicula", "like a movie", "like a film", "look like film", "como de pelicula",
		"como de cine", "parezca de pelicula", "parezca de cine", "parezca una pelicula")
	eff("soft", "soften", "softer", "soft", "smooth", "smoother", "dreamy", "dreamlike", "suave", "mas suave", "suavizado",
		"suavizada", "onirico", "onirica", "soñador", "suavecito", "suavecita")
	eff("faded", "faded", "matte", "washed", "washed-out look", "washed out look", "pastel", "pastel look", "look pastel", "tonos pastel", "desvaido", "mate",
		// the catalog's own words for it: "a washed-out matte print"
		"faded print", "matte print", "washed out print", "washed-out print")
	eff("film", "film", "analog", "analogue", "kodak", "film grain", "analogico", "analogica", "de rollo")
	eff("crossprocess", "cross-process", "cross process", "cross-processed", "cross processed", "proceso cruzado")
	eff("tealorange", "teal and orange", "teal-orange", "teal orange", "orange and teal", "turquesa y naranja")
	eff("noir", "noir", "film noir", "noir look", "cine negro", "look de cine negro", "estilo cine negro") // not "look de cine" and a word left out
	eff("mattebw", "matte black and white", "matte bw", "blanco y negro mate", "matte b&w")
	eff("bleachbypass", "bleach bypass", "bleach-bypass", "silver retention", "desaturated contrast")
	eff("posterize", "posterize", "posterise", "posterized", "posterizar", "posterizado")
	eff("pixelate", "pixelate", "pixelated", "pixelize", "mosaic", "censor", "pixelar", "pixelado", "pixelada", "mosaico",
		// "pixelá la cara": the vos imperative of pixelar, with the pronouns
		// glued on (a stem "pixel" would read the unit "pixel" as a verb)
		"pixela", "pixelalo", "pixelala", "pixelale", "pixelalos", "pixelalas")
	eff("denoise", "denoise", "noise reduction", "reduce noise", "less noise", "reducir ruido", "sin ruido",
		// the noise said as a fault, or cleaned ("it's too noisy", "tiene mucho ruido", "limpiá el ruido")
		"noisy", "too noisy", "so noisy", "ruidosa", "ruidoso", "mucho ruido", "tiene ruido", "too much noise", "clean up the noise",
		"clean the noise", "limpia el ruido", "limpiar el ruido", "limpiale el ruido",
		"menos ruido", "quitar el ruido", "reduccion de ruido", "reducción de ruido", "reducir el ruido")
	eff("greener", "greener", "more green", "mas verde", "mas verdes")
	eff("bluer", "bluer", "more blue", "mas azul", "mas azules")
	eff("redder", "redder", "more red", "mas rojo", "mas roja", "mas rojos")

	// photo regions
	reg := func(r string, ws ...string) { lx.add(cRegion, r, ws...) }
	reg("face", "face", "faces", "cara", "caras", "rostro", "rostros", "skin", "piel", "cutis", "complexion", "facial")
	reg("sky", "sky", "skies", "cielo", "cielos", "clouds", "nubes", "heavens")
	reg("background", "background", "backdrop", "behind", "fondo", "detras", "lo de atras", "lo que esta detras", "bg", "surroundings")
	reg("subject", "subject", "person", "people", "persona", "personas", "gente", "sujeto", "model", "modelo", "man", "woman",
		"guy", "girl", "boy", "kid", "child", "hombre", "mujer", "chico", "chica", "nino", "nina", "foreground",
		"primer plano", "dog", "perro", "cat", "gato", "product", "producto", "car", "auto", "coche", "figure", "figura",
		"portrait subject", "main subject", "protagonista",
		// a person by what they are in the photo ("blur everything except the astronaut" was refused)
		// ("señora", "lady" are left out: in a video's request they are who speaks)
		"astronaut", "astronauta", "astronauts", "astronautas")
	// things a photo is often of: the subject selection is the reading
	// when the photo is of that thing (photoObjects gives the label)
	reg("subject", objectWords()...)
	reg("grass", "grass", "lawn", "pasto", "cesped", "hierba", "greenery", "foliage", "leaves", "trees", "plants",
		"follaje", "hojas", "arboles", "plantas", "vegetacion", "greens", "verdes")
	// "sea" alone is the Spanish "sea" ("que sea más cálida"): the sea
	// is said with its article
	reg("water", "water", "the sea", "sea water", "seawater", "ocean", "lake", "river", "agua", "mar", "oceano", "lago", "rio", "blues", "azules")

}
