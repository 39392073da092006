package planner

// addVerbs: the verb lexicon, English and Spanish. Each verb has a class
// (delete, add, move, make...); the intent comes from the class and the
// slots the clause fills (vintent.go, photo.go).
func addVerbs(lx *lexicon) {
	verb := func(class string, ws ...string) { lx.add(cVerb, class, ws...) }

	// verbs, English
	verb("delete", "remove", "delete", "erase", "eliminate", "scrap", "trash", "ditch", "discard", "lose",
		"get rid of", "take out", "take away", "take off", "cut out", "chop off", "throw out", "throw away",
		"clear", "strip", "wipe", "nuke", "toss", "bin", "gone", "out of there", "out of here", "get out", "out of the video",
		"shave", "shave off",
		"zap", "axe", "yank", "nix") // "zap the heart", "axe the intro"
	verb("kill", "kill")
	verb("drop", "drop")
	verb("cut", "cut", "chop", "snip", "cut off")
	verb("trim", "trim")
	verb("split", "split", "divide", "slice", "separate", "cut in two", "cut in half", "break")
	verb("add", "add", "insert", "include", "append", "attach", "overlay", "drop in", "throw in",
		"pop in", "bring in", "tack on", "plus", "pop", "stick on", "add in", "layer")
	// "stick", "slap" say where a thing goes, as "put" does: "stick the
	// logo in the bottom left" moves the logo there is (a second logo was
	// added), "stick a star top left" adds one
	verb("put", "put", "place", "position", "set up", "pin", "stick", "slap",
		"throw") // "throw a blur on the city clip", "throw the logo in the corner" ("throw away/out/in" are phrases of their own)
	verb("write", "write", "type", "caption it")
	verb("show", "show", "display", "reveal")
	verb("move", "move", "shift", "slide", "push", "drag", "nudge", "bring", "reposition", "relocate", "send", "take",
		"scoot", "scooch", "shove") // "scoot the logo left a smidge"
	verb("make", "make", "set", "change", "turn", "adjust", "update", "edit", "modify", "convert", "switch", "transform",
		"fix", "tweak")
	verb("rename", "rename", "retitle", "reword", "rewrite")
	verb("replace", "replace", "substitute", "exchange")
	verb("extend", "extend", "lengthen", "stretch", "prolong", "elongate", "longer")
	verb("shorten", "shorten", "shorter")
	verb("last", "last", "stay", "remain", "linger", "stick around", "persist", "run", "runs", "hold", "keep going",
		"hang around", "hang about", // "let the logo hang around till the very end"
		// "the pin sticker should be on for the whole summit clip": how
		// long it shows ("be on" alone may be a place: "be on the left")
		"be on for", "be up for", "be on screen for", "be onscreen for", "be visible for", "be shown for", "stay up for",
		"stay on for", "stay on screen for")
	verb("keep", "keep", "leave", "preserve", "retain", "keep only", "keep just", "leave only", "leave just")
	verb("lower", "lower", "reduce", "decrease", "turn down", "bring down", "tone down", "diminish", "dial down", "knock down",
		"cut down", "drop down",
		"duck") // "duck the music under the fight": lower it there (audio ducking)
	verb("raise", "raise", "increase", "boost", "turn up", "pump up", "crank up", "amplify", "dial up", "bump up", "bring up",
		"up the", "bump", "lift", // "lift the logo a bit": raise it
		"crank", "max out", "blast") // "crank the music all the way up", "max out the music"
	verb("mute", "mute", "silence", "turn off", "switch off", "shut off", "shut up", "deafen", "kill the sound")
	verb("unmute", "unmute", "turn on", "switch on", "turn back on", "restore", "bring back", "un-mute")
	verb("hide", "hide", "conceal", "cover", "blank out", "vanish",
		"disable", "deactivate", "toggle off", "switch off the visibility") // as "desactivá" (a sound disabled is muted: disabledSound)
	verb("unhide", "unhide", "un-hide", "uncover", "show again", "bring back")
	// the participles say a look after another ("the logo bigger and
	// flipped"); "flipped" was an unknown word, "mirrored" a typo of "mirror"
	verb("rotate", "rotate", "spin", "tilt", "angle", "rotated")
	verb("flip", "flip", "mirror", "reflect", "flop", "flipped", "mirrored", "flopped")
	verb("scale", "scale", "resize", "enlarge", "shrink", "grow", "magnify", "blow up", "size up", "size down", "rescale", "upscale", "downscale", "upsize", "downsize")
	verb("fade", "fade")
	verb("blend", "blend", "composite")
	verb("duplicate", "duplicate", "copy", "clone", "repeat", "replicate", "double up", "dupe", "copy and paste", "copy paste", "copy-paste")
	verb("apply", "apply", "use", "give", "add effect", "put on")
	verb("undo", "undo", "revert", "go back", "take back", "roll back", "rollback", "reverse that", "undo that",
		"cancel that", "un-do")
	verb("redo", "redo", "re-do", "do again", "do it again", "reapply", "ctrl y", "ctrl+y", "control y", "cmd shift z",
		"step forward", "go forward", "go forward a step", "go forward one step", "one step forward", "redo what i undid")
	// a step back in the history, as the editors' buttons say it
	verb("undo", "go back a step")
	verb("caption", "caption", "subtitle it", "auto caption", "autocaption", "auto-caption", "captionate")
	verb("transcribe", "transcribe", "transcript")
	verb("analyze", "analyze", "analyse", "load", "study", "inspect", "examine", "understand", "watch")
	verb("list", "list", "enumerate", "describe", "tell me about", "inspect the", "info on", "details of")
	verb("cancel", "cancel", "abort")
	verb("preview", "preview", "screenshot", "snapshot", "grab a frame", "capture", "take a picture", "take a screenshot",
		"take a snapshot")
	verb("feather", "feather", "soften the edges", "soften the edge")
	verb("select", "select", "pick", "isolate", "mask")
	verb("deselect", "deselect", "unselect", "clear the selection", "drop the selection", "select none")
	verb("invert", "invert", "inverse", "negate")
	verb("rasterize", "rasterize", "rasterise", "convert to pixels", "turn into pixels", "make it pixels", "bake")
	verb("group", "group")
	verb("ungroup", "ungroup")
	verb("crop", "crop", "reframe")
	verb("straighten", "straighten", "level")
	verb("export", "export", "render", "save", "download", "publish", "upload")
	verb("effect", "blur", "sharpen", "brighten", "darken", "lighten", "warm", "warm up", "cool down", "desaturate",
		"saturate", "soften", "grayscale", "greyscale", "dim", "vignette", "tint", "colorize", "colourize", "enhance",
		"punch up", "pop out", "defocus", "unblur",
		"paint", "recolor", "recolour") // "paint the title red": a colour (the tint of eff below)
	verb("start", "start", "begin", "kick off", "starts", "begins", "started", "appear", "appears", "pop up", "pops up",
		"show up", "shows up", "comes up", "come up", "come in", "comes in", "kick in", "kicks in")
	verb("end", "end", "finish", "stop", "wrap up", "ends", "ended", "finishes", "stops", "disappear", "disappears",
		"go away", "goes away", "vanish", "vanishes",
		// "que la música pare": "par" is no stem ("para", "parte")
		"pare", "paren", "parar")
	verb("create", "create", "generate", "produce")
	verb("fill", "fill", "close", "close up")
	verb("center", "center", "centre", "recenter")
	verb("align", "align")
	verb("sync", "sync", "synchronize", "line up", "match")
	verb("swap", "swap places", "switch places", "reorder", "rearrange", "swap", "switch around", "flip the order",
		"invert the order",
		// "swap the order of the city and kitchen clips": the order is
		// not a thing of the project ("there is no the order")
		"swap the order of", "switch the order of", "change the order of", "reverse the order of", "invert the order of",
		"flip the order of",
		// "swap the order so the weather comes before the street interview":
		// the order said after it
		"swap the order", "switch the order", "reverse the order")

	// verbs, Spanish (stems read every form: borrá, borrar, borralo, borren)
	lx.es("delete", "borr", "elimin", "sac", "saqu", "quit", "suprim", "descart", "tir", "remov", "remuev",
		"raj") // "rajá la música" (rioplatense: get rid of it)
	lx.add(cVerb, "delete", "deshacete de", "deshazte de", "deshacerse de", "librate de", "sacate de encima", "volá", "vola")
	// "volalo" (rioplatense: get rid of it), with its object glued on as
	// spanishVerb reads "sacalo" ("vol" is no stem: "volumen", "volando");
	// unread, it became the words of a new text. "lo demás volalo" after a
	// keep is the keep's own rest (restofkept.go)
	lx.add(cVerb, "delete", "volalo", "volala", "volalos", "volalas", "volamelo", "volamela", "volame")
	lx.add(cPron, "it", "volalo", "volala", "volamelo", "volamela")
	lx.addL(lexeme{cat: cPron, val: "it", plural: true}, "volalos", "volalas")
	lx.es("cut", "cort")
	lx.es("trim", "recort")
	lx.es("split", "divid", "parti", "part", "separ", "fraccion")
	lx.es("add", "agreg", "agregu", "anad", "insert", "inclu", "incluy", "sum", "peg", "pegu", "adjunt", "clav", "encaj", "encastr",
		"superpon", "superpong", "superpus") // "superponé el b-roll sobre la entrevista": overlay
	// "mete el logo abajo" (Spain): put, so the logo there is moves (a
	// second logo was added); "mete un corazón" still adds one
	lx.es("put", "pon", "pong", "pus", "puest", "coloc", "coloqu", "ubic", "ubiqu", "met")
	// the vosotros imperative of -er verbs, which "-ed" does not read
	lx.add(cVerb, "put", "poned", "ponedlo", "ponedla", "ponedle", "meted", "metedlo", "metedla", "metedle")
	lx.add(cVerb, "make", "haced", "hacedlo", "hacedla", "hacedle")
	lx.add(cVerb, "delete", "fuera el", "fuera la", "fuera los", "fuera las", "afuera el", "afuera la") // "fuera el corazón" added a heart
	lx.es("write", "escrib", "tipe")
	lx.es("show", "mostr", "muestr", "exhib", "despleg")
	lx.es("move", "mov", "muev", "desplaz", "llev", "corr", "arrastr", "traslad", "empuj", "manda")
	lx.es("make", "hac", "haz", "hag", "hech", "hic", "cambi", "ajust", "modific", "modifiqu", "convert", "conviert",
		"pas", "dej", "transform", "volv", "vuelv", "arregl", "configur", "establec", "fij",
		"correg", "corrij") // "corregí el título: tiene que decir ..." was "I do not know the word corregi"
	lx.es("rename", "renombr", "retitul")
	lx.es("replace", "reemplaz", "reemplac", "sustitu", "sustituy", "remplaz")
	lx.es("extend", "alarg", "alargu", "estir", "extend", "extiend", "prolong", "prolongu", "ampli")
	lx.es("shorten", "acort", "abrevi")
	// "hacé la entrevista más corta": shorter, not "cortá" (it deleted the interview)
	lx.add(cVerb, "shorten", "mas corto", "mas corta", "mas cortos", "mas cortas", "mas breve", "mas breves",
		"short") // "make the title short" (it asked which one of "the title short")
	lx.add(cVerb, "extend", "mas largo", "mas larga", "mas largos", "mas largas")
	lx.es("last", "dur", "qued", "permanec", "permanezc", "manten", "mantien", "segu", "sigu", "aguant")
	// "que la cara siga enfocada": the subjunctive has no "u" (it was fixed
	// to "sigua", and the face sharpened after the whole photo was blurred)
	lx.add(cVerb, "last", "siga", "sigan")
	lx.es("keep", "conserv", "guard")
	lx.add(cVerb, "keep", "quedate solo con", "quedate solamente con", "quedate nada mas con", "quedate unicamente con",
		"quedarse solo con", "quedate con", "quedarse con", "quedarme con", "deja solo", "deja solamente", "deja nada mas",
		"deja unicamente", "solo deja", "solo dejar", "dejar solo", "dejame solo", "dejame solamente")
	lx.es("lower", "baj", "reduc", "reduz", "reduzc", "disminu", "disminuy", "atenu", "suaviz", "aplac")
	lx.es("raise", "sub", "aument", "increment", "subi", "levant", "potenci", "amplific", "amplifiqu")
	lx.es("mute", "silenci", "mute", "apag", "apagu", "call", "enmudec")
	lx.es("unmute", "desmute", "desilenci", "prend", "activ", "reactiv", "devolv", "devuelv", "restaur")
	lx.es("hide", "ocult", "escond", "tap", "cubr", "desactiv", "invisibiliz", "abarc", "abarqu")
	lx.es("unhide", "desocult", "descubr")
	lx.es("rotate", "rot", "gir", "inclin", "torc", "tuerc")
	lx.es("flip", "volte", "espej", "reflej", "flipe", "flippe") // "flipea el logo": Spanglish
	lx.add(cVerb, "flip", "dar vuelta", "da vuelta", "dale vuelta", "dalo vuelta", "dala vuelta", "dar la vuelta",
		"da la vuelta", "darlo vuelta", "darla vuelta", "pegale la vuelta", "pegale una vuelta", "dale la vuelta", "dalo la vuelta",
		"dala la vuelta", "dalos vuelta", "dalas vuelta") // "dale la vuelta al logo" added a logo ("dele" would take the typo "delte" from "delete")
	lx.es("scale", "escal", "redimension", "agrand", "achic", "achiqu", "ampl", "encog", "encoj", "agigant")
	lx.es("fade", "desvanec", "desvanezc")
	lx.es("blend", "mezcl", "fusion", "combin")
	lx.es("duplicate", "duplic", "dupliqu", "copi", "clon", "repet", "repit", "replic", "repliqu")
	lx.es("apply", "aplic", "apliqu", "us", "emple", "utiliz", "utilic")
	lx.add(cVerb, "apply", "da", "dale", "dar", "darle", "dales", "dame", "denle")
	lx.es("undo", "deshac", "deshaz", "deshag", "deshic", "revert", "reviert", "anul", "retrocedé", "retroced")
	lx.add(cVerb, "undo", "volver atras", "volve atras", "volve para atras", "vuelve atras", "ir atras", "anda atras",
		"un paso atras", "paso atras", "one step back", "step back", "a step back", "take that back", "take it back",
		"control z", "ctrl z", "ctrl+z", "cmd z")
	lx.es("redo", "rehac", "rehaz", "rehag", "rehic")
	lx.add(cVerb, "redo", "un paso adelante", "paso adelante", "volve a hacerlo", "volver a hacerlo", "volve a hacer eso", "hacelo de nuevo")
	lx.add(cVerb, "undo", "volver un paso atras", "volve un paso atras")
	// the project as it was before the last change, said of "it" with no
	// thing named ("volvelo como estaba", "dejalo como antes", "go back to
	// how it was"): an undo (they were refused)
	lx.add(cVerb, "undo", "volvelo como estaba", "volvelo a como estaba", "vuelvelo como estaba", "volvelo como antes",
		"dejalo como estaba", "dejalo como antes", "ponelo como estaba", "ponlo como estaba", "devolvelo como estaba",
		"dejalo como era", "volve a como estaba", "vuelve a como estaba", "volvamos a como estaba",
		"go back to how it was", "go back to how it was before", "go back to the way it was", "put it back how it was",
		"put it back the way it was", "make it how it was", "make it like it was", "back to how it was",
		"never mind", "nevermind", "forget it", "forget that", "scratch that")
	lx.es("caption", "subtitul")
	lx.es("transcribe", "transcrib")
	lx.es("analyze", "analiz", "analic", "carg", "cargu", "estudi", "examin", "mir")
	lx.es("list", "list", "enumer", "describ")
	lx.es("cancel", "cancel")
	lx.es("preview", "captur", "previsualiz")
	lx.es("feather", "cal", "desvanec el borde")
	lx.add(cVerb, "preview", "vista previa", "saca una captura", "sacame una captura", "capturar un cuadro")
	lx.es("select", "seleccion", "eleg", "elij", "marc", "marqu", "aisl")
	lx.es("deselect", "deseleccion", "desmarc")
	lx.es("invert", "invert", "inviert")
	lx.es("rasterize", "rasteriz", "rasteric")
	lx.es("group", "agrup", "agrupu")
	lx.es("ungroup", "desagrup")
	lx.es("crop", "encuadr", "reencuadr")
	lx.es("straighten", "enderez", "enderec", "nivel")
	lx.es("export", "export", "renderiz", "descarg", "public", "publiqu", "sub", "guard")
	lx.es("effect", "desenfoc", "desenfoqu", "difumin", "enfoc", "enfoqu", "ilumin", "aclar", "oscurec", "oscurezc",
		"calent", "calient", "enfri", "desatur", "satur", "entibi", "avivi", "aviv", "realz", "realc", "nitidiz", "tint", "ti", "colore", "pint",
		"pixeliz", "pixelic", "pixele", "censur")
	lx.es("start", "empez", "empiez", "empiec", "comienz", "comienc", "comenz", "comenc", "arranc", "arranqu", "inici")
	lx.es("end", "termin", "acab", "finaliz", "cierr", "desaparec", "desaparezc", "deten", "deteng")
	lx.add(cVerb, "start", "arranque")
	lx.add(cVerb, "move", "trae", "traelo", "traela", "traer", "traigan", "traiga", "traigas", "delay", "postpone")
	lx.add(cPron, "it", "traelo", "traela")     // the object glued on, as spanishVerb reads "ponelo" ("traelo al frente" asked which layer)
	lx.es("move", "retras", "atras", "adelant") // retrasá, atrasá: later; adelantá: earlier (fill reads which) // also the noun ("el arranque"): isVerbAt tells them apart
	lx.es("create", "cre", "gener")
	lx.es("center", "centr")
	lx.es("align", "aline")
	lx.es("sync", "sincroniz")
	lx.es("swap", "intercambi", "reorden", "permut")
	// "invertí el orden del clip de la ciudad y el de la cocina", "cambiá
	// el orden de los b-roll": the order is what changes, not a thing
	for _, v := range []string{"inverti", "invierte", "invertir", "invertime", "cambia", "cambiar", "cambiame", "cambien", "intercambia",
		"da vuelta", "dale vuelta", "dame vuelta"} {
		for _, of := range []string{"de", "del", "de los", "de las"} {
			lx.add(cVerb, "swap", v+" el orden "+of)
		}
		// "cambiá el orden para que la oficina vaya antes": the order said after it
		lx.add(cVerb, "swap", v+" el orden")
	}
	// "cambiá de lugar la llamada con la entrevista": their places traded
	// (one clip was replaced by the other's file: silent)
	for _, v := range []string{"cambia", "cambiar", "cambien", "cambiame"} {
		for _, place := range []string{"de lugar", "de lugares", "de sitio", "de posicion", "de posiciones"} {
			lx.add(cVerb, "swap", v+" "+place)
		}
	}
	lx.es("fill", "llen", "rellen", "cerr")

}
