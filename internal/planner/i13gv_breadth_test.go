package planner

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// The breadth grid (i13gv): requests built as a cross-product of
// independent dimensions — the intent of each video tool family said in
// many verb phrasings (English and Spanish), wrapped in words that do not
// change the meaning, with the target named in several ways and the times
// and values written in several forms — each checked on the workshop
// project. A rule written for one failing sentence does not move a grid
// like this; a rule for a dimension (a wrapper, a verb, a reference form)
// moves a whole row of it. The lists were written before the planner was
// changed (and before its code was read for them).
//
// A phrasing is "form|text": the form says which wrappers fit it —
// i: an imperative (English base form, Spanish voseo or tú), n: a noun
// phrase or another shape, f: a Spanish infinitive, s: a Spanish present
// subjunctive (after "quiero que"). Slots: {t} the target, {at} a time
// point, {span} a time span, {pct} a percentage, {deg} an angle.

type gvFamily struct {
	name   string
	target string // a key of gvTargets; "" when the request names none
	en, es []string
	esPron []string // Spanish phrasings with the target as a clitic ("borralo")
	at     int      // the time point {at} stands for
	span   [2]int   // the span {span} stands for
	pct    int      // the percentage {pct} stands for
	deg    int      // the angle {deg} stands for
	want   func(lastName string) check
	tool   string // a tool the plan must call (redo leaves the project as it was)
}

// gvTargets: the ways to name each target, by reference form.
type gvRef struct{ text, form string }

var gvTargets = map[string]struct {
	en, es []gvRef
	name   string // the element's name in the project
}{
	"logo": {name: "logo.png",
		en: []gvRef{{"the logo", "kind"}, {"logo.png", "file name"}, {"the image", "kind"}, {"the logo image", "kind"}},
		es: []gvRef{{"el logo", "kind"}, {"logo.png", "file name"}, {"la imagen", "kind"}, {"la imagen del logo", "kind"}}},
	"music": {name: "music.mp3",
		en: []gvRef{{"the music", "kind"}, {"music.mp3", "file name"}, {"the song", "kind"}, {"the track", "kind"}, {"the background music", "content"}},
		es: []gvRef{{"la música", "kind"}, {"music.mp3", "file name"}, {"la canción", "kind"}, {"el tema", "kind"}, {"la música de fondo", "content"}}},
	"city": {name: "broll-city.mp4",
		en: []gvRef{{"the city clip", "content"}, {"broll-city.mp4", "file name"}, {"the second clip", "ordinal"}, {"the city b-roll", "content"}, {"the city shot", "content"}},
		es: []gvRef{{"el clip de la ciudad", "content"}, {"broll-city.mp4", "file name"}, {"el segundo clip", "ordinal"}, {"el b-roll de la ciudad", "content"}, {"la toma de la ciudad", "content"}}},
	"kitchen": {name: "broll-kitchen.mp4",
		en: []gvRef{{"the kitchen clip", "content"}, {"broll-kitchen.mp4", "file name"}, {"the last clip", "ordinal"}, {"the third clip", "ordinal"}, {"the kitchen b-roll", "content"}},
		es: []gvRef{{"el clip de la cocina", "content"}, {"broll-kitchen.mp4", "file name"}, {"el último clip", "ordinal"}, {"el tercer clip", "ordinal"}, {"el b-roll de la cocina", "content"}}},
	"welcome": {name: "Welcome to the Workshop",
		en: []gvRef{{"the welcome text", "content"}, {"the first text", "ordinal"}, {"the welcome title", "content"}, {`the "Welcome to the Workshop" text`, "quoted"}},
		es: []gvRef{{"el texto de bienvenida", "content"}, {"el primer texto", "ordinal"}, {"el título de bienvenida", "content"}, {`el texto "Welcome to the Workshop"`, "quoted"}}},
	"heart": {name: "heart",
		en: []gvRef{{"the heart", "kind"}, {"the heart sticker", "kind"}, {"the sticker", "kind"}},
		es: []gvRef{{"el corazón", "kind"}, {"el sticker del corazón", "kind"}, {"el sticker", "kind"}}},
	"guest": {name: "guest-cam.mp4",
		en: []gvRef{{"the guest cam", "content"}, {"guest-cam.mp4", "file name"}},
		es: []gvRef{{"la guest cam", "content"}, {"guest-cam.mp4", "file name"}}},
	"audiotrack": {name: "audio track",
		en: []gvRef{{"the audio track", "kind"}},
		es: []gvRef{{"la pista de audio", "kind"}}},
	"maintrack": {name: "main track",
		en: []gvRef{{"the main track", "kind"}},
		es: []gvRef{{"la pista principal", "kind"}}},
}

var gvFamilies = []gvFamily{
	{name: "delete", target: "logo",
		en: []string{"i|delete {t}", "i|remove {t}", "i|get rid of {t}", "i|take out {t}", "i|erase {t}", "i|ditch {t}",
			"i|take {t} off", "i|lose {t}", "i|scrap {t}", "i|trash {t}", "n|no more {t}", "n|{t} has to go"},
		es: []string{"i|borrá {t}", "i|borra {t}", "i|eliminá {t}", "i|elimina {t}", "i|quitá {t}", "i|quita {t}", "i|sacá {t}",
			"i|saca {t}", "i|volá {t}", "f|borrar {t}", "f|eliminar {t}", "f|quitar {t}", "s|borres {t}", "s|saques {t}", "n|fuera {t}"},
		esPron: []string{"borralo", "eliminalo", "quítalo"},
		want:   func(string) check { return goneIs("logo.png") }},
	{name: "split", at: 30,
		en: []string{"i|split the interview {at}", "i|split the video {at}", "i|cut the interview {at}", "i|divide the interview {at}",
			"i|slice the interview {at}", "i|make a cut {at}", "i|add a split {at}", "i|chop the interview in two {at}",
			"i|break the interview {at}", "n|a split {at}", "i|split {at}"},
		es: []string{"i|dividí la entrevista {at}", "i|divide la entrevista {at}", "i|partí la entrevista {at}", "i|parte la entrevista {at}",
			"i|cortá la entrevista {at}", "i|corta el video {at}", "i|hacé un corte {at}", "i|haz un corte {at}", "f|dividir la entrevista {at}",
			"f|cortar el video {at}", "s|dividas la entrevista {at}", "s|hagas un corte {at}", "n|un corte {at}"},
		want: func(string) check {
			return mainIs2("interview:0-30 interview:30-70 broll-city:70-82 broll-kitchen:82-92")
		}},
	{name: "cut span", span: [2]int{10, 12},
		en: []string{"i|cut {span}", "i|delete {span}", "i|remove {span}", "i|cut out {span}", "i|get rid of the part {span}",
			"i|take out everything {span}", "i|snip out {span}", "i|remove the bit {span}", "i|delete the section {span}",
			"i|drop the part {span}", "n|everything {span} has to go"},
		es: []string{"i|cortá {span}", "i|borrá {span}", "i|eliminá {span}", "i|sacá la parte {span}", "i|quita {span}", "i|borra {span}",
			"i|elimina todo {span}", "f|eliminar {span}", "f|cortar {span}", "s|cortes {span}", "s|borres la parte {span}", "n|fuera todo {span}"},
		want: func(string) check {
			return mainIs2("interview:0-10 interview:10-68 broll-city:68-80 broll-kitchen:80-90")
		}},
	{name: "trim", target: "kitchen",
		en: []string{"i|trim 2 seconds off the end of {t}", "i|shorten {t} by 2 seconds", "i|cut the last 2 seconds of {t}",
			"i|trim the last 2 seconds of {t}", "i|make {t} 2 seconds shorter", "i|chop 2 seconds off the end of {t}",
			"i|take 2 seconds off the end of {t}", "i|trim the end of {t} by 2 seconds", "i|shave 2 seconds off the end of {t}",
			"i|trim {t} by 2 seconds", "n|{t} 2 seconds shorter"},
		es: []string{"i|recortá los últimos 2 segundos de {t}", "i|recorta los últimos 2 segundos de {t}", "i|acortá {t} 2 segundos",
			"i|cortale los últimos 2 segundos a {t}", "i|quitale 2 segundos al final de {t}", "i|hacé {t} 2 segundos más corto",
			"i|acorta {t} 2 segundos", "f|acortar {t} 2 segundos", "f|recortar los últimos 2 segundos de {t}",
			"s|acortes {t} 2 segundos", "s|recortes los últimos 2 segundos de {t}", "n|{t} 2 segundos más corto"},
		esPron: []string{"acortalo 2 segundos", "recortale los últimos 2 segundos"},
		// the project still ends at 92 (the end text, the music)
		want: func(string) check { return timesIs("broll-kitchen.mp4", "82-90") }},
	{name: "move", target: "logo", at: 20,
		en: []string{"i|move {t} to 20", "i|move {t} to 20 seconds", "i|make {t} start {at}", "i|shift {t} to start {at}",
			"i|push {t} to 20", "i|slide {t} to 20", "i|have {t} come in {at}", "i|start {t} {at}", "i|drag {t} to 20",
			"i|bring {t} in {at}", "n|{t} should start {at}"},
		es: []string{"i|mové {t} al 20", "i|mueve {t} al segundo 20", "i|corré {t} al 20", "i|pasá {t} al 20", "i|desplazá {t} al segundo 20",
			"i|hacé que {t} empiece {at}", "i|haz que {t} empiece {at}", "f|mover {t} al segundo 20", "s|muevas {t} al 20",
			"s|pases {t} al segundo 20", "n|que {t} empiece {at}", "n|{t} que aparezca {at}"},
		esPron: []string{"movelo al 20", "pasalo al segundo 20"},
		want:   func(string) check { return timesIs("logo.png", "20-28") }},
	{name: "duplicate", target: "heart", at: 20,
		en: []string{"i|duplicate {t} {at}", "i|copy {t} to 20", "i|make a copy of {t} {at}", "i|clone {t} {at}", "i|dupe {t} {at}",
			"i|add a copy of {t} {at}", "i|repeat {t} {at}", "i|copy and paste {t} {at}", "i|put a copy of {t} {at}",
			"n|a copy of {t} {at}", "n|another copy of {t} {at}"},
		es: []string{"i|duplicá {t} {at}", "i|duplica {t} {at}", "i|copiá {t} al 20", "i|hacé una copia de {t} {at}",
			"i|haz una copia de {t} {at}", "i|repetí {t} {at}", "f|duplicar {t} {at}", "f|clonar {t} {at}", "s|dupliques {t} {at}",
			"s|copies {t} al segundo 20", "n|una copia de {t} {at}", "n|otra copia de {t} {at}"},
		esPron: []string{"duplicalo {at}", "copialo al 20"},
		want:   func(string) check { return stickerTimes("heart", "20-23 6-9") }},
	{name: "volume", target: "music", pct: 30,
		en: []string{"i|set {t} to {pct}", "i|set the volume of {t} to {pct}", "i|turn {t} down to {pct}", "i|lower {t} to {pct}",
			"i|bring {t} down to {pct}", "i|put {t} at {pct}", "i|drop {t} to {pct}", "i|change the volume of {t} to {pct}",
			"i|reduce {t} to {pct}", "n|{t} at {pct}", "n|volume of {t} to {pct}"},
		es: []string{"i|poné {t} al {pct}", "i|pon {t} al {pct}", "i|bajá {t} al {pct}", "i|baja el volumen de {t} al {pct}",
			"i|dejá {t} al {pct}", "i|cambiá el volumen de {t} al {pct}", "f|bajar {t} al {pct}", "f|poner el volumen de {t} al {pct}",
			"s|bajes {t} al {pct}", "s|pongas {t} al {pct}", "n|{t} al {pct}", "n|el volumen de {t} al {pct}"},
		esPron: []string{"bajala al {pct}", "ponela al {pct}"},
		want:   func(string) check { return volumeIs("music.mp3", 0.3) }},
	{name: "mute", target: "music",
		en: []string{"i|mute {t}", "i|silence {t}", "i|turn off {t}", "i|turn {t} off", "i|shut off {t}", "i|switch off {t}",
			"i|cut the sound of {t}", "i|make {t} silent", "i|kill the sound of {t}", "n|no sound on {t}", "n|{t} muted"},
		es: []string{"i|silenciá {t}", "i|silencia {t}", "i|muteá {t}", "i|mutea {t}", "i|apagá {t}", "i|apaga {t}",
			"i|sacale el sonido a {t}", "i|quítale el sonido a {t}", "f|silenciar {t}", "f|mutear {t}", "s|silencies {t}",
			"s|mutees {t}", "n|{t} sin sonido", "n|{t} en silencio"},
		esPron: []string{"silenciala", "muteala"},
		want:   func(string) check { return both(mutedIs("music.mp3", true), mutedIs("interview.mp4", false)) }},
	{name: "text add", span: [2]int{20, 25},
		en: []string{`i|add the text "Hola" at the top {span}`, `i|put "Hola" at the top {span}`, `i|write "Hola" at the top {span}`,
			`i|add a title saying "Hola" at the top {span}`, `i|insert a text "Hola" at the top {span}`, `i|type "Hola" at the top {span}`,
			`i|overlay the text "Hola" at the top {span}`, `i|add a caption that says "Hola" at the top {span}`,
			`i|throw in a text "Hola" at the top {span}`, `n|a text "Hola" at the top {span}`, `n|text "Hola" at the top {span}`},
		es: []string{`i|agregá el texto "Hola" arriba {span}`, `i|agrega un texto "Hola" arriba {span}`, `i|añade el texto "Hola" arriba {span}`,
			`i|poné "Hola" arriba {span}`, `i|pon "Hola" arriba {span}`, `i|escribí "Hola" arriba {span}`, `i|escribe "Hola" arriba {span}`,
			`i|metele un texto que diga "Hola" arriba {span}`, `f|agregar un texto que diga "Hola" arriba {span}`,
			`s|agregues el texto "Hola" arriba {span}`, `s|pongas "Hola" arriba {span}`, `n|un texto que diga "Hola" arriba {span}`},
		want: func(string) check { return textIs("Hola", 20, 25, "top", "") }},
	{name: "text edit", target: "welcome",
		en: []string{`i|change {t} to "Hi"`, `i|edit {t} to say "Hi"`, `i|make {t} say "Hi"`, `i|replace {t} with "Hi"`,
			`i|rename {t} to "Hi"`, `i|update {t} to "Hi"`, `i|set {t} to "Hi"`, `i|rewrite {t} as "Hi"`, `i|have {t} read "Hi"`,
			`n|{t} should say "Hi"`, `n|{t} saying "Hi" instead`},
		es: []string{`i|cambiá {t} a "Hi"`, `i|cambia {t} por "Hi"`, `i|editá {t} para que diga "Hi"`, `i|reemplazá {t} por "Hi"`,
			`i|hacé que {t} diga "Hi"`, `i|haz que {t} diga "Hi"`, `f|cambiar {t} a "Hi"`, `f|modificar {t} a "Hi"`,
			`s|cambies {t} a "Hi"`, `s|edites {t} para que diga "Hi"`, `n|que {t} diga "Hi"`, `n|{t} que diga "Hi"`},
		esPron: []string{`cambialo a "Hi"`, `hacé que diga "Hi"`},
		want: func(string) check {
			return both(textIs("Hi", 0, 4, "", ""), countIs(timeline.ElementText, 5))
		}},
	{name: "text colour", target: "welcome",
		en: []string{"i|make {t} red", "i|change the color of {t} to red", "i|color {t} red", "i|colour {t} red", "i|turn {t} red",
			"i|set the color of {t} to red", "i|paint {t} red", "i|give {t} a red color", "i|change {t} to red",
			"n|{t} in red", "n|red for {t}"},
		es: []string{"i|poné {t} en rojo", "i|pon {t} en rojo", "i|hacé {t} rojo", "i|cambiá el color de {t} a rojo", "i|pintá {t} de rojo",
			"i|pinta {t} de rojo", "i|colorea {t} de rojo", "f|cambiar el color de {t} a rojo", "f|poner {t} en rojo",
			"s|pongas {t} en rojo", "s|pintes {t} de rojo", "n|{t} en rojo", "n|que {t} sea rojo"},
		esPron: []string{"ponelo en rojo", "pintalo de rojo"},
		want:   func(name string) check { return textColorIs(name, "#ff0000") }},
	{name: "text position", target: "welcome",
		en: []string{"i|move {t} to the top", "i|put {t} at the top", "i|place {t} at the top", "i|shift {t} to the top",
			"i|send {t} to the top", "i|move {t} up top", "i|position {t} at the top", "i|stick {t} at the top",
			"i|move {t} to the top of the screen", "n|{t} at the top", "n|{t} up top"},
		es: []string{"i|mové {t} arriba", "i|mueve {t} arriba", "i|poné {t} arriba", "i|pon {t} arriba", "i|llevá {t} arriba",
			"i|colocá {t} en la parte de arriba", "i|ubicá {t} arriba", "f|mover {t} arriba", "f|poner {t} arriba",
			"s|muevas {t} arriba", "s|pongas {t} arriba", "n|{t} arriba", "n|{t} en la parte de arriba"},
		esPron: []string{"movelo arriba", "ponelo arriba"},
		want:   func(name string) check { return textPosIs(name, "top") }},
	{name: "sticker",
		en: []string{"i|add a star sticker in the top left", "i|put a star in the top left corner", "i|stick a star emoji top left",
			"i|drop a star sticker in the top left", "i|slap a star on the top left", "i|throw a star sticker in the top left corner",
			"i|insert a star sticker at the top left", "i|place a star sticker top left", "i|add a star emoji to the top left",
			"n|a star sticker in the top left", "n|star sticker top left"},
		es: []string{"i|agregá un sticker de estrella arriba a la izquierda", "i|agrega una estrella arriba a la izquierda",
			"i|poné una estrella en la esquina superior izquierda", "i|pon una pegatina de estrella arriba a la izquierda",
			"i|añade un sticker de estrella arriba a la izquierda", "i|meté una estrella arriba a la izquierda",
			"i|pegá una estrella arriba a la izquierda", "f|agregar una estrella arriba a la izquierda",
			"f|poner un sticker de estrella arriba a la izquierda", "s|agregues una estrella arriba a la izquierda",
			"s|pongas un sticker de estrella arriba a la izquierda", "n|una estrella arriba a la izquierda"},
		want: func(string) check {
			return both(stickerPosIs("star", "top-left"), countIs(timeline.ElementSticker, 2))
		}},
	{name: "effect", target: "city",
		en: []string{"i|make {t} black and white", "i|put {t} in black and white", "i|add a black and white filter to {t}",
			"i|turn {t} black and white", "i|apply grayscale to {t}", "i|make {t} monochrome", "i|make {t} b&w",
			"i|give {t} a black and white look", "i|greyscale {t}", "n|a black and white effect on {t}", "n|{t} in black and white"},
		es: []string{"i|poné {t} en blanco y negro", "i|pon {t} en blanco y negro", "i|hacé {t} blanco y negro",
			"i|aplicá un filtro blanco y negro a {t}", "i|aplica escala de grises a {t}", "i|pasá {t} a blanco y negro",
			"i|dejá {t} en blanco y negro", "f|pasar {t} a blanco y negro", "f|poner {t} en blanco y negro",
			"s|pongas {t} en blanco y negro", "s|pases {t} a blanco y negro", "n|{t} en blanco y negro",
			"n|un filtro blanco y negro en {t}"},
		esPron: []string{"ponelo en blanco y negro", "pasalo a blanco y negro"},
		want:   func(string) check { return effectIs("grayscale", 70, 82, "", 0) }},
	{name: "opacity", target: "logo", pct: 50,
		en: []string{"i|set the opacity of {t} to {pct}", "i|make {t} {pct} transparent", "i|change the opacity of {t} to {pct}",
			"i|lower the opacity of {t} to {pct}", "i|drop the opacity of {t} to {pct}", "i|put {t} at {pct} opacity",
			"i|fade {t} to {pct} opacity", "i|set {t} to {pct} opacity", "i|make {t} {pct} opaque",
			"n|{t} at {pct} opacity", "n|{pct} opacity on {t}"},
		es: []string{"i|poné {t} al {pct} de opacidad", "i|pon la opacidad de {t} al {pct}", "i|bajá la opacidad de {t} al {pct}",
			"i|cambiá la opacidad de {t} al {pct}", "i|dejá {t} al {pct} de opacidad", "i|ajusta la opacidad de {t} al {pct}",
			"i|hacé {t} {pct} transparente", "f|bajar la opacidad de {t} al {pct}", "f|poner {t} al {pct} de opacidad",
			"s|pongas {t} al {pct} de opacidad", "s|bajes la opacidad de {t} al {pct}", "n|{t} con {pct} de opacidad",
			"n|opacidad de {t} al {pct}"},
		esPron: []string{"ponelo al {pct} de opacidad", "bajale la opacidad al {pct}"},
		want:   func(string) check { return opacityIs("logo.png", 0.5) }},
	{name: "rotate", target: "logo", deg: 90,
		en: []string{"i|rotate {t} {deg}", "i|rotate {t} by {deg}", "i|turn {t} {deg}", "i|spin {t} {deg}", "i|tilt {t} {deg}",
			"i|give {t} a {deg} rotation", "i|rotate {t} {deg} clockwise", "i|turn {t} by {deg}", "i|spin {t} around {deg}",
			"n|{t} rotated {deg}", "n|a {deg} rotation on {t}"},
		es: []string{"i|girá {t} {deg}", "i|gira {t} {deg}", "i|rotá {t} {deg}", "i|rota {t} {deg}", "i|dale un giro de {deg} a {t}",
			"i|girá {t} {deg} en sentido horario", "f|rotar {t} {deg}", "f|girar {t} {deg}", "s|gires {t} {deg}",
			"s|rotes {t} {deg}", "n|{t} girado {deg}", "n|un giro de {deg} para {t}"},
		esPron: []string{"giralo {deg}", "rotalo {deg}"},
		want:   func(string) check { return rotationIs("logo.png", 90) }},
	{name: "flip", target: "kitchen",
		en: []string{"i|flip {t} horizontally", "i|mirror {t}", "i|mirror {t} horizontally", "i|flip {t} left to right",
			"i|do a horizontal flip on {t}", "i|reflect {t} horizontally", "i|flip {t} sideways", "i|make {t} mirrored",
			"i|flip {t} side to side", "n|a horizontal flip on {t}", "n|{t} mirrored"},
		es: []string{"i|espejá {t}", "i|espeja {t}", "i|invertí {t} horizontalmente", "i|invierte {t} horizontalmente",
			"i|voltea {t} horizontalmente", "i|reflejá {t} horizontalmente", "f|espejar {t}", "f|invertir {t} horizontalmente",
			"s|espejes {t}", "s|inviertas {t} horizontalmente", "n|{t} en espejo", "n|{t} espejado"},
		esPron: []string{"espejalo", "invertilo horizontalmente"},
		want:   func(string) check { return flippedH("broll-kitchen.mp4") }},
	{name: "scale", target: "logo",
		en: []string{"i|make {t} bigger", "i|enlarge {t}", "i|scale {t} up", "i|increase the size of {t}", "i|make {t} larger",
			"i|grow {t}", "i|blow {t} up", "i|upsize {t}", "i|bump up the size of {t}", "n|{t} bigger", "n|a bigger {t}"},
		es: []string{"i|agrandá {t}", "i|agranda {t}", "i|hacé {t} más grande", "i|haz {t} más grande", "i|aumentá el tamaño de {t}",
			"i|ampliá {t}", "i|amplía {t}", "f|agrandar {t}", "f|hacer {t} más grande", "s|agrandes {t}", "s|hagas {t} más grande",
			"n|{t} más grande", "n|más grande {t}"},
		esPron: []string{"agrandalo", "hacelo más grande"},
		want:   func(string) check { return biggerThan("logo.png", 0.25) }},
	{name: "position", target: "logo",
		en: []string{"i|move {t} to the bottom left", "i|put {t} in the bottom left corner", "i|place {t} bottom left",
			"i|drag {t} to the bottom left corner", "i|position {t} at the bottom left", "i|send {t} to the lower left",
			"i|stick {t} in the bottom left", "i|shift {t} to the bottom-left", "i|relocate {t} to the bottom left",
			"n|{t} in the bottom left", "n|{t} bottom left"},
		es: []string{"i|mové {t} abajo a la izquierda", "i|mueve {t} a la esquina inferior izquierda", "i|poné {t} abajo a la izquierda",
			"i|pon {t} en la esquina de abajo a la izquierda", "i|llevá {t} a la esquina inferior izquierda",
			"i|ubicá {t} abajo a la izquierda", "i|colocá {t} en la esquina inferior izquierda", "f|mover {t} abajo a la izquierda",
			"s|muevas {t} abajo a la izquierda", "s|pongas {t} en la esquina inferior izquierda", "n|{t} abajo a la izquierda",
			"n|{t} en la esquina inferior izquierda"},
		esPron: []string{"movelo abajo a la izquierda", "ponelo en la esquina inferior izquierda"},
		want:   func(string) check { return cornerIs("logo.png", -1, 1) }},
	{name: "pip", target: "guest",
		en: []string{"i|add {t} as picture in picture in the top right", "i|put {t} in the top right corner as a pip",
			"i|show {t} in a small window in the top right", "i|overlay {t} in the top right corner",
			"i|add {t} as a PiP in the top right", "i|make a picture-in-picture with {t} in the top right",
			"i|insert {t} small in the top right corner", "i|put {t} in a little box in the top right",
			"i|place {t} as picture-in-picture top right", "n|picture in picture of {t} in the top right", "n|{t} as a pip top right"},
		es: []string{"i|poné {t} en pip arriba a la derecha", "i|agregá {t} como picture in picture arriba a la derecha",
			"i|agrega {t} en pequeño arriba a la derecha", "i|meté {t} en un recuadro arriba a la derecha",
			"i|superponé {t} arriba a la derecha", "i|añade {t} como pip en la esquina superior derecha",
			"i|colocá {t} chiquita en la esquina superior derecha", "f|agregar {t} en pip arriba a la derecha",
			"f|poner {t} como picture in picture arriba a la derecha", "s|pongas {t} en pip arriba a la derecha",
			"s|agregues {t} como pip arriba a la derecha", "n|{t} en pip arriba a la derecha"},
		want: func(string) check { return both(cornerIs("guest-cam.mp4", 1, -1), gvOnOverlay("guest-cam.mp4")) }},
	{name: "track mute", target: "audiotrack",
		en: []string{"i|mute {t}", "i|silence {t}", "i|turn off {t}", "i|mute the whole audio track", "i|switch off {t}",
			"i|turn the sound of {t} off", "i|disable {t}", "i|make {t} silent", "i|shut off {t}", "n|{t} muted", "n|no sound on {t}"},
		es: []string{"i|silenciá {t}", "i|silencia {t}", "i|muteá {t}", "i|mutea {t}", "i|apagá {t}", "i|apaga {t}",
			"i|desactivá el sonido de {t}", "f|silenciar {t}", "f|mutear {t}", "s|silencies {t}", "s|mutees {t}",
			"n|{t} en silencio", "n|{t} sin sonido"},
		want: func(string) check {
			return both(trackState(timeline.TrackAudio, false, true), trackState(timeline.TrackMain, false, false))
		}},
	{name: "track hide", target: "maintrack",
		en: []string{"i|hide {t}", "i|make {t} invisible", "i|turn off the visibility of {t}", "i|turn {t} off",
			"i|switch off {t}", "i|toggle off {t}", "i|disable {t}", "i|conceal {t}", "i|hide the whole main track",
			"n|{t} hidden", "n|{t} invisible"},
		es: []string{"i|ocultá {t}", "i|oculta {t}", "i|escondé {t}", "i|esconde {t}", "i|hacé invisible {t}", "i|desactivá {t}",
			"i|apagá la visibilidad de {t}", "f|ocultar {t}", "f|esconder {t}", "s|ocultes {t}", "s|escondas {t}",
			"n|{t} oculta", "n|{t} invisible"},
		want: func(string) check {
			return both(trackState(timeline.TrackMain, true, false), trackState(timeline.TrackAudio, false, false))
		}},
	{name: "undo",
		en: []string{"i|undo", "i|undo that", "i|undo the last change", "i|go back one step", "i|revert the last change",
			"i|take that back", "i|undo the last edit", "i|cancel the last change", "i|reverse the last change",
			"n|ctrl z", "n|one step back"},
		es: []string{"i|deshacé", "i|deshaz el último cambio", "i|deshacé lo último", "i|volvé atrás", "i|vuelve atrás un paso",
			"i|revertí el último cambio", "i|anulá el último cambio", "f|deshacer", "f|deshacer el último cambio", "f|volver atrás",
			"s|deshagas el último cambio", "s|deshagas lo último", "n|ctrl z", "n|un paso atrás"},
		want: func(string) check {
			return both(countIs(timeline.ElementEffect, 0), countIs(timeline.ElementSticker, 1))
		}},
	{name: "redo", tool: "redo",
		en: []string{"i|undo and then redo", "i|undo and then redo that", "i|undo, then redo the last change", "i|undo and redo it",
			"i|undo and then redo the change", "i|undo, then redo it", "i|undo and redo", "i|undo and then put it back with redo",
			"i|undo and then redo what I undid", "n|undo then ctrl y", "n|undo, then redo please"},
		es: []string{"i|deshacé y después rehacé", "i|deshacé y rehacé", "i|deshaz y luego rehaz", "i|deshacé y después rehacelo",
			"i|deshacé y rehacé el cambio", "i|deshaz y rehaz el último cambio", "f|deshacer y después rehacer",
			"f|deshacer y rehacer", "s|deshagas y después rehagas", "s|deshagas y rehagas el cambio", "n|deshacer y ctrl y",
			"n|deshacé y después rehacer"},
		want: func(string) check {
			return both(countIs(timeline.ElementEffect, 1), countIs(timeline.ElementSticker, 1))
		}},
}

// gvWrappers: words around a request that do not change it. "i" wraps an
// imperative, "f" a Spanish infinitive, "s" a Spanish subjunctive, "*"
// any phrasing.
type gvWrapper struct{ lang, form, pat string }

var gvWrappers = []gvWrapper{
	{"en", "i", "can you %s?"}, {"en", "i", "could you please %s?"}, {"en", "i", "I want you to %s"},
	{"en", "i", "I need you to %s"}, {"en", "i", "let's %s"}, {"en", "i", "please %s"}, {"en", "i", "%s please"},
	{"en", "i", "I'd like you to %s"}, {"en", "i", "go ahead and %s"}, {"en", "i", "just %s"}, {"en", "i", "would you %s?"},
	{"en", "i", "can u %s pls"}, {"en", "i", "I want to %s"}, {"en", "i", "I need to %s"},
	{"en", "*", "hey, %s"}, {"en", "*", "ok so %s"}, {"en", "*", "%s, thanks"}, {"en", "*", "%s?"}, {"en", "*", "%s thx"},
	{"es", "f", "¿podés %s?"}, {"es", "f", "¿podrías %s?"}, {"es", "f", "¿puedes %s?"}, {"es", "f", "necesito %s"},
	{"es", "f", "quiero %s"}, {"es", "f", "hay que %s"}, {"es", "f", "me gustaría %s"},
	{"es", "s", "quiero que %s"}, {"es", "s", "necesito que %s"}, {"es", "s", "me gustaría que %s"},
	{"es", "i", "dale, %s"}, {"es", "i", "che, %s"}, {"es", "i", "porfa %s"}, {"es", "*", "%s, gracias"},
	{"es", "*", "%s por favor"}, {"es", "*", "bueno, %s"}, {"es", "*", "a ver, %s"}, {"es", "*", "¿%s?"},
	{"es", "*", "ok, %s"}, {"es", "*", "hola, %s"},
}

// Value forms: how a time point, a span, a percentage and an angle are
// written. The first of each list is the one the plain rows use.
var gvAtForms = map[string][]string{
	"en": {"at %d", "at 0:%02d", "%d seconds in", "at the %d second mark", "at %ds", "at second %d", "at %w seconds", "at 00:00:%02d", "at %d sec"},
	"es": {"en el %d", "a los %d", "en el segundo %d", "en el 0:%02d", "a los %d segundos", "a los %w segundos", "en el seg %d", "al segundo %d"},
}

var gvSpanForms = map[string][]string{
	"en": {"from %d to %d", "between %d and %d", "%d-%d", "from 0:%02d to 0:%02d", "from %ds to %ds", "from second %d to second %d",
		"from %d to %d seconds", "between %d and %d seconds", "%d to %d"},
	"es": {"del %d al %d", "entre el %d y el %d", "desde el %d hasta el %d", "de %d a %d", "del segundo %d al %d",
		"entre 0:%02d y 0:%02d", "del 0:%02d al 0:%02d", "entre los segundos %d y %d", "desde el segundo %d al %d"},
}

var gvPctForms = map[string][]string{
	"en": {"%d%%", "%d percent", "%d %%", "%w percent"},
	"es": {"%d%%", "%d por ciento", "%d %%", "%w por ciento"},
}

var gvDegForms = map[string][]string{
	"en": {"%d degrees", "%d°", "%d deg", "%w degrees"},
	"es": {"%d grados", "%d°", "%w grados"},
}

var gvNumberWords = map[string]map[int]string{
	"en": {20: "twenty", 30: "thirty", 50: "fifty", 90: "ninety"},
	"es": {20: "veinte", 30: "treinta", 50: "cincuenta", 90: "noventa"},
}

// gvFirstClauses: an edit of the same target said before a second clause
// that names it with a pronoun ("... and then make it red"); two per
// target, the second for a family that is the first's.
type gvFirst struct {
	family, en, es string
	want           func(lastName string) check
}

var gvFirstClauses = map[string][]gvFirst{
	"logo": {
		{"opacity", "set the opacity of the logo to 50%", "poné la opacidad del logo al 50%", func(string) check { return opacityIs("logo.png", 0.5) }},
		{"rotate", "rotate the logo 45 degrees", "girá el logo 45 grados", func(string) check { return rotationIs("logo.png", 45) }},
	},
	"music": {
		{"mute", "mute the music", "silenciá la música", func(string) check { return mutedIs("music.mp3", true) }},
		{"volume", "set the music to 50%", "poné la música al 50%", func(string) check { return volumeIs("music.mp3", 0.5) }},
	},
	"city": {
		{"mute", "mute the city clip", "silenciá el clip de la ciudad", func(string) check { return mutedIs("broll-city.mp4", true) }},
	},
	"kitchen": {
		{"mute", "mute the kitchen clip", "silenciá el clip de la cocina", func(string) check { return mutedIs("broll-kitchen.mp4", true) }},
	},
	"welcome": {
		{"text position", "move the welcome text to the top", "mové el texto de bienvenida arriba", func(n string) check { return textPosIs(n, "top") }},
		{"text colour", "make the welcome text red", "poné el texto de bienvenida en rojo", func(n string) check { return textColorIs(n, "#ff0000") }},
	},
	"heart": {
		{"position", "move the heart to the top left", "mové el corazón arriba a la izquierda", func(string) check { return stickerPosIs("heart", "top-left") }},
	},
}

// gvExtraValues: amounts said as words ("half", "a bit"), which have no
// slot of their own.
var gvExtraValues = []struct {
	family, lang, form, prompt string
	want                       check
}{
	{"volume", "en", "a bit", "turn the music down a bit", both(quieterThan("music.mp3", 0.8), gvLouderThan("music.mp3", 0.3))},
	{"volume", "es", "a bit", "bajá un poco la música", both(quieterThan("music.mp3", 0.8), gvLouderThan("music.mp3", 0.3))},
	{"volume", "es", "a bit", "bajale un poquito a la música", both(quieterThan("music.mp3", 0.8), gvLouderThan("music.mp3", 0.3))},
	{"volume", "en", "half", "set the music to half volume", gvEither(volumeIs("music.mp3", 0.5), volumeIs("music.mp3", 0.4))}, // half of full or of now
	{"volume", "es", "half", "poné la música a la mitad de volumen", gvEither(volumeIs("music.mp3", 0.5), volumeIs("music.mp3", 0.4))},
	{"opacity", "en", "half", "make the logo half transparent", opacityIs("logo.png", 0.5)},
	{"opacity", "es", "half", "poné el logo a media opacidad", opacityIs("logo.png", 0.5)},
	{"scale", "en", "a bit", "make the logo a bit bigger", biggerThan("logo.png", 0.25)},
	{"scale", "es", "a bit", "agrandá un poco el logo", biggerThan("logo.png", 0.25)},
	{"scale", "en", "percent", "make the logo 50% bigger", scaleIs("logo.png", 0.375)},
	{"scale", "es", "percent", "agrandá el logo un 50%", scaleIs("logo.png", 0.375)},
	{"split", "en", "half", "split the interview in half", mainIs2("interview:0-35 interview:35-70 broll-city:70-82 broll-kitchen:82-92")},
	{"split", "es", "half", "cortá la entrevista por la mitad", mainIs2("interview:0-35 interview:35-70 broll-city:70-82 broll-kitchen:82-92")},
	{"rotate", "en", "quarter", "rotate the logo a quarter turn", rotationIs("logo.png", 90)},
	{"rotate", "es", "quarter", "girá el logo un cuarto de vuelta", rotationIs("logo.png", 90)},
	{"move", "en", "a bit later", "move the logo 2 seconds later", timesIs("logo.png", "4-12")},
	{"move", "es", "a bit later", "atrasá el logo 2 segundos", timesIs("logo.png", "4-12")},
}

// gvCell is one request of the grid and the dimension values it stands for.
type gvCell struct {
	family, lang, form, wrapper, ref, value, prompt string
	want                                            check
	tool                                            string
}

func gvPhrasing(s string) (form, text string) {
	form, text, _ = strings.Cut(s, "|")
	return form, text
}

// gvFill puts the target and the values into a phrasing.
func gvFill(f gvFamily, lang, text, target string, valueForm int) string {
	s := strings.ReplaceAll(text, "{t}", target)
	s = strings.ReplaceAll(s, "{at}", gvForm(gvAtForms[lang], valueForm, lang, f.at))
	s = strings.ReplaceAll(s, "{span}", gvForm(gvSpanForms[lang], valueForm, lang, f.span[0], f.span[1]))
	s = strings.ReplaceAll(s, "{pct}", gvForm(gvPctForms[lang], valueForm, lang, f.pct))
	s = strings.ReplaceAll(s, "{deg}", gvForm(gvDegForms[lang], valueForm, lang, f.deg))
	if lang == "es" { // Spanish contracts "a el" and "de el"
		s = strings.ReplaceAll(s, " a el ", " al ")
		s = strings.ReplaceAll(s, " de el ", " del ")
	}
	return s
}

func gvForm(forms []string, i int, lang string, n ...int) string {
	if i >= len(forms) {
		i = 0
	}
	f := forms[i]
	if strings.Contains(f, "%w") {
		return strings.ReplaceAll(f, "%w", gvNumberWords[lang][n[0]])
	}
	args := make([]any, strings.Count(f, "%")-2*strings.Count(f, "%%"))
	for j := range args {
		args[j] = n[j%len(n)]
	}
	return fmt.Sprintf(f, args...)
}

func gvPhrasings(f gvFamily, lang string) []string {
	if lang == "es" {
		return f.es
	}
	return f.en
}

func gvDefaultRef(f gvFamily, lang string) gvRef {
	if f.target == "" {
		return gvRef{form: "no target"}
	}
	r := gvTargets[f.target].en[0]
	if lang == "es" {
		r = gvTargets[f.target].es[0]
	}
	return gvRef{r.text, "default: " + r.text}
}

func gvWant(f gvFamily) check { return f.want(gvTargets[f.target].name) }

// gvSlot says which value slot a phrasing has, with its forms.
func gvSlot(text, lang string) (string, []string) {
	for _, s := range []struct {
		slot  string
		forms map[string][]string
	}{{"{at}", gvAtForms}, {"{span}", gvSpanForms}, {"{pct}", gvPctForms}, {"{deg}", gvDegForms}} {
		if strings.Contains(text, s.slot) {
			return s.slot, s.forms[lang]
		}
	}
	return "", nil
}

// gvGrid builds every cell: the plain phrasings, each wrapper over three
// phrasings of each family, each reference form and value form over two,
// a pronoun in a second clause, and amounts said in words.
func gvGrid() []gvCell {
	var cells []gvCell
	for _, f := range gvFamilies {
		for _, lang := range []string{"en", "es"} {
			ref := gvDefaultRef(f, lang)
			for _, p := range gvPhrasings(f, lang) {
				form, text := gvPhrasing(p)
				cells = append(cells, gvCell{f.name, lang, form, "none", ref.form, "plain", gvFill(f, lang, text, ref.text, 0), gvWant(f), f.tool})
			}
			cells = append(cells, gvWrapped(f, lang, ref)...)
			cells = append(cells, gvReferred(f, lang)...)
			cells = append(cells, gvValued(f, lang, ref)...)
			cells = append(cells, gvPronouns(f, lang)...)
		}
	}
	for _, x := range gvExtraValues {
		cells = append(cells, gvCell{x.family, x.lang, "i", "none", "default", x.form, x.prompt, x.want, ""})
	}
	return cells
}

func gvWrapped(f gvFamily, lang string, ref gvRef) []gvCell {
	var cells []gvCell
	for _, w := range gvWrappers {
		if w.lang != lang {
			continue
		}
		n := 0
		for _, p := range gvPhrasings(f, lang) {
			form, text := gvPhrasing(p)
			if n == 3 || (w.form != "*" && w.form != form) {
				continue
			}
			n++
			prompt := fmt.Sprintf(w.pat, gvFill(f, lang, text, ref.text, 0))
			cells = append(cells, gvCell{f.name, lang, form, w.pat, ref.form, "plain", prompt, gvWant(f), f.tool})
		}
	}
	return cells
}

func gvReferred(f gvFamily, lang string) []gvCell {
	if f.target == "" {
		return nil
	}
	refs := gvTargets[f.target].en
	if lang == "es" {
		refs = gvTargets[f.target].es
	}
	var cells []gvCell
	for _, r := range refs[1:] {
		n := 0
		for _, p := range gvPhrasings(f, lang) {
			form, text := gvPhrasing(p)
			if n == 2 || form != "i" {
				continue
			}
			n++
			cells = append(cells, gvCell{f.name, lang, form, "none", r.form + ": " + r.text, "plain", gvFill(f, lang, text, r.text, 0), gvWant(f), f.tool})
		}
	}
	return cells
}

func gvValued(f gvFamily, lang string, ref gvRef) []gvCell {
	var cells []gvCell
	for _, p := range gvPhrasings(f, lang) {
		form, text := gvPhrasing(p)
		slot, forms := gvSlot(text, lang)
		if slot == "" || form != "i" {
			continue
		}
		for i := 1; i < len(forms); i++ {
			cells = append(cells, gvCell{f.name, lang, form, "none", ref.form, slot + " " + forms[i], gvFill(f, lang, text, ref.text, i), gvWant(f), f.tool})
		}
		break // one phrasing per family, in each slot form
	}
	return cells
}

func gvPronouns(f gvFamily, lang string) []gvCell {
	firsts := gvFirstClauses[f.target]
	if len(firsts) == 0 {
		return nil
	}
	first := firsts[0]
	if first.family == f.name {
		if len(firsts) == 1 {
			return nil
		}
		first = firsts[1]
	}
	name := gvTargets[f.target].name
	if f.name == "text edit" {
		name = "Hi"
	}
	var seconds []string
	if lang == "es" {
		seconds = f.esPron
	} else {
		for _, p := range f.en {
			if form, text := gvPhrasing(p); form == "i" && len(seconds) < 2 {
				seconds = append(seconds, text)
			}
		}
	}
	var cells []gvCell
	for _, s := range seconds {
		lead, join := first.en, " and then "
		if lang == "es" {
			lead, join = first.es, " y después "
		}
		prompt := lead + join + gvFill(f, lang, strings.ReplaceAll(s, "{t}", "it"), "", 0)
		want := both(first.want(name), f.want(name))
		if f.name == "delete" { // the first edit went with it
			want = f.want(name)
		}
		cells = append(cells, gvCell{f.name, lang, "i", "none", "pronoun", "plain", prompt, want, f.tool})
	}
	return cells
}

// gvLouderThan: every element of the asset is louder than v (a bit
// quieter is not silent).
func gvLouderThan(asset string, v float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Audio == nil || e.Audio.Volume <= v {
				return fmt.Sprintf("%s volume %v, want above %v", asset, e.Audio, v)
			}
		}
		return ""
	}
}

// gvEither: one of two readings is right.
func gvEither(a, b check) check {
	return func(p *timeline.Project) string {
		if a(p) == "" || b(p) == "" {
			return ""
		}
		return a(p) + "; or " + b(p)
	}
}

// gvOnOverlay: every element of an asset is on an overlay track.
func gvOnOverlay(name string) check {
	return func(p *timeline.Project) string {
		found := false
		for _, t := range p.Tracks {
			for _, e := range t.Elements {
				if e.Name == name {
					found = true
					if t.Kind != timeline.TrackOverlay {
						return fmt.Sprintf("%s on a %s track, want an overlay", name, t.Kind)
					}
				}
			}
		}
		if !found {
			return "no " + name
		}
		return ""
	}
}

// gvOutcome runs one cell: "right", "refused" (asked or said what it did
// not understand, changing nothing) or "wrong" (a plan that claims success
// and is not the edit: the worst outcome).
func gvOutcome(ed *videotools.Editor, c gvCell) (string, string) {
	plan := BasicVideo(context.Background(), c.prompt, ed)
	if !plan.OK() {
		return "refused", plan.Reply
	}
	if c.tool != "" && !gvCalls(plan, c.tool) {
		return "wrong", "no " + c.tool + " step: " + plan.Reply
	}
	for _, s := range plan.Steps {
		if _, err := tools().Call(context.Background(), ed, s.Tool, s.Params); err != nil {
			return "wrong", "step " + s.Tool + ": " + err.Error()
		}
	}
	if r := c.want(ed.Project); r != "" {
		return "wrong", r + " (reply: " + plan.Reply + ")"
	}
	return "right", plan.Reply
}

// gvOutcomeIs runs the cell again with another check.
func gvOutcomeIs(t testing.TB, c gvCell, want check) bool {
	c.want = want
	outcome, _ := gvOutcome(workshopFixture(t), c)
	return outcome == "right"
}

func gvCalls(plan Plan, tool string) bool {
	for _, s := range plan.Steps {
		if s.Tool == tool {
			return true
		}
	}
	return false
}

// gvTally counts the outcomes of the cells by each dimension's value.
type gvTally map[string]map[string]*[3]int // dimension -> value -> right, refused, wrong

func (t gvTally) add(dim, value, outcome string) {
	if t[dim] == nil {
		t[dim] = map[string]*[3]int{}
	}
	if t[dim][value] == nil {
		t[dim][value] = &[3]int{}
	}
	t[dim][value][map[string]int{"right": 0, "refused": 1, "wrong": 2}[outcome]]++
}

func (t gvTally) report() string {
	var b strings.Builder
	dims := make([]string, 0, len(t))
	for d := range t {
		dims = append(dims, d)
	}
	sort.Strings(dims)
	for _, d := range dims {
		fmt.Fprintf(&b, "== %s\n", d)
		vals := make([]string, 0, len(t[d]))
		for v := range t[d] {
			vals = append(vals, v)
		}
		sort.Strings(vals)
		for _, v := range vals {
			n := t[d][v]
			all := n[0] + n[1] + n[2]
			fmt.Fprintf(&b, "  %-45s %4d/%-4d %3.0f%%  refused %d  WRONG %d\n", v, n[0], all, 100*float64(n[0])/float64(all), n[1], n[2])
		}
	}
	return b.String()
}

// TestI13gvBreadthGrid runs the grid. Every cell must be right, except the
// known gaps below, which must still fail (so a fix shows up). With
// I13GV_SCORE=path it writes the per-dimension scores and each failure
// there instead of failing.
func TestI13gvBreadthGrid(t *testing.T) {
	cells := gvGrid()
	tally := gvTally{}
	var fails []string
	out := os.Getenv("I13GV_SCORE")
	for _, c := range cells {
		ed := workshopFixture(t)
		outcome, why := gvOutcome(ed, c)
		if outcome == "refused" && gvAmbiguous[c.prompt] {
			outcome = "right" // an honest question is as good here
		}
		if also, ok := gvAlsoRight[c.prompt]; ok && outcome == "wrong" && gvOutcomeIs(t, c, also) {
			outcome = "right"
		}
		tally.add("all", "all", outcome)
		tally.add("family", c.family, outcome)
		tally.add("lang", c.lang, outcome)
		tally.add("form", c.lang+" "+c.form, outcome)
		tally.add("wrapper", c.wrapper, outcome)
		tally.add("reference", c.ref, outcome)
		tally.add("value", c.value, outcome)
		_, gap := gvKnownGaps[c.prompt]
		switch {
		case outcome != "right" && !gap:
			fails = append(fails, fmt.Sprintf("%s\t%s\t%q\t%s", outcome, c.family, c.prompt, why))
		case outcome == "right" && gap:
			fails = append(fails, fmt.Sprintf("FIXED\t%s\t%q (a known gap now passes: remove it from gvKnownGaps)", c.family, c.prompt))
		}
	}
	if out != "" {
		sort.Strings(fails)
		var prompts []string
		for _, c := range cells {
			prompts = append(prompts, c.family+"\t"+c.prompt)
		}
		_ = os.WriteFile(out, []byte(tally.report()+"\n== failures\n"+strings.Join(fails, "\n")+"\n"), 0o644)
		_ = os.WriteFile(out+".requests", []byte(strings.Join(prompts, "\n")+"\n"), 0o644)
		t.Logf("%d cells, scores in %s", len(cells), out)
		return
	}
	for _, f := range fails {
		t.Error(f)
	}
	t.Logf("%d cells", len(cells))
}

// gvAmbiguous: cells where a question or a refusal is as good as the edit
// (the wording is genuinely open); marked one by one.
var gvAmbiguous = map[string]bool{
	// "the track" is the song or a track of the timeline: it asks which track
	"mute the track":             true,
	"silence the track":          true,
	"set the track to 30%":       true, // asks: 30% of what
	"pasá el logo al 20":         true, // "al 20": second 20 or 20%? it asks
	"poné el logo al 20":         true,
	"the track at 30%":           true,
	"volume of the track to 30%": true,
}

// gvAlsoRight: cells with a second right reading, which the plan may take.
var gvAlsoRight = map[string]check{
	// a track "off" is muted as well as hidden: either is what was asked
	"switch off the main track": trackState(timeline.TrackMain, false, true),
	"turn the main track off":   trackState(timeline.TrackMain, false, true),
}

// gvKnownGaps: cells still not right (refused: none is a silent wrong),
// each asserted to fail; the value says why it was left.
var gvKnownGaps = map[string]string{
	"fuera todo del 10 al 12":           "\"fuera\" alone as a removal is not read (\"fuera de\" is \"outside\")",
	"no more the logo":                  "\"no more X\" as a removal is not read",
	"un giro de 90 grados para el logo": "a verbless \"un giro … para X\" leaves out \"para\"",
	"blow the logo up":                  "a phrasal verb split by its object (\"blow … up\") is not joined",
	"parte la entrevista en el 30":      "\"parte\" (tú imperative of partir) is read as \"part\"; the plan fails (refused)",
	"girá el logo 45 grados y después bajale la opacidad al 50%":      "\"bajale la opacidad\": the clitic \"le\" is not read as the logo of the clause before",
	"make a picture-in-picture with the guest cam in the top right":   "\"make a picture-in-picture with X\" is not read as adding X",
	"undo and then put it back with redo":                             "\"put it back with redo\": \"it\" is asked about",
	`mové el texto de bienvenida arriba y después hacé que diga "Hi"`: "\"hacé que diga\" after a move keeps the verb of the clause before",
	"set the volume of the track to 30%":                              "\"the track\" of a volume: refused as having no sound (should ask which track)",
}

// TestI13gvTry prints how each line of I13GV_TRY is planned on the
// workshop project (a tool for reading the grid's failures; skipped
// without it).
func TestI13gvTry(t *testing.T) {
	try := os.Getenv("I13GV_TRY")
	if try == "" {
		t.Skip("set I13GV_TRY")
	}
	for _, prompt := range strings.Split(try, "\n") {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		t.Logf("%q -> %s: %s", prompt, plan.Status, plan.Reply)
		for _, c := range plan.Parse {
			t.Logf("   clause %q intent=%s verb=%s status=%s %s slots=%+v", c.Text, c.Intent, c.Verb, c.Status, c.Reason, c.Slots)
		}
		for _, s := range plan.Steps {
			t.Logf("   step %s %s", s.Tool, s.Params)
		}
	}
}

// TestI13gvLex prints the tokens of each line of I13GV_LEX.
func TestI13gvLex(t *testing.T) {
	s := os.Getenv("I13GV_LEX")
	if s == "" {
		t.Skip("set I13GV_LEX")
	}
	for _, prompt := range strings.Split(s, "\n") {
		var b strings.Builder
		for _, tk := range lex(prompt, nil) {
			fmt.Fprintf(&b, " [%s %v]", tk.text, tk.lex)
		}
		t.Logf("%q:%s", prompt, b.String())
	}
}

// i13gvRuleCases: variants of each rule added for the grid, not in it
// (other words, numbers and targets), and guards of what each must not
// take.
var i13gvRuleCases = map[string][]vcase{
	"openers before a verb": {
		{"ok so delete the heart", countIs(timeline.ElementSticker, 0)},
		{"like, mute the interview", mutedIs("interview.mp4", true)},
		{"just cut the last 2 seconds of the city clip", timesIs("broll-city.mp4", "70-80")},
		{"dale, sacá la viñeta", countIs(timeline.ElementEffect, 0)},
		{"a ver, poné el logo arriba a la izquierda", cornerIs("logo.png", -1, -1)},
		{"dale un giro de 45 grados al corazón", stickerRotationIs("heart", 45)}, // "dale" before no verb stays "give"
	},
	"a cut or a split said as a thing": {
		{"make a cut at 0:45", mainIs2("interview:0-45 interview:45-70 broll-city:70-82 broll-kitchen:82-92")},
		{"hacé un corte a los 50 segundos", mainIs2("interview:0-50 interview:50-70 broll-city:70-82 broll-kitchen:82-92")},
		{"add a split at 75", mainIs2("interview:0-70 broll-city:70-75 broll-city:75-82 broll-kitchen:82-92")},
	},
	"tracks": {
		{"unmute the audio track", trackState(timeline.TrackAudio, false, false)},
		{"mute the audio track of the interview", both(mutedIs("interview.mp4", true), trackState(timeline.TrackAudio, false, false))},
		{"silenciá la pista de audio y ocultá la pista principal", both(trackState(timeline.TrackAudio, false, true), trackState(timeline.TrackMain, true, false))},
		{"hide the primary track", trackState(timeline.TrackMain, true, false)},
		{"disable the music", mutedIs("music.mp3", true)},
		{"apagá la visibilidad del logo", hiddenIs("logo.png", true)},
	},
	"colouring verbs on texts": {
		{"paint the thanks text blue", textColorIs("Thanks for watching!", "#0050ff")},
		{"pintá el primer subtítulo de amarillo", textColorIs("today we bake sourdough", "#ffe600")},
		{"paint the city clip blue", effectIs("tint", 70, 82, "", 0)}, // a clip: a tint, as before
	},
	"trim by": {
		{"trim the logo by 3 seconds", timesIs("logo.png", "2-7")},
		{"trim the city clip by 4 seconds", timesIs("broll-city.mp4", "70-78")},
	},
	"corners, sizes, turns": {
		{"move the heart to the upper left", stickerPosIs("heart", "top-left")},
		{"stick the heart in the top left corner", both(stickerPosIs("heart", "top-left"), countIs(timeline.ElementSticker, 1))},
		{"increase the size of the heart", stickerScaleIs("heart", 1.5)},
		{"reduce the size of the logo by 20%", scaleIs("logo.png", 0.2)},
		{"increase the size of the logo by 50%", scaleIs("logo.png", 0.375)},
		{"downsize the logo", scaleIs("logo.png", 0.15)},
		{"ampliá el corazón", stickerScaleIs("heart", 1.5)},
		{"ampliá el logo hasta el 20", timesIs("logo.png", "2-20")}, // with a time: longer
		{"rotate the logo a half turn", rotationIs("logo.png", 180)},
		{"girá la imagen media vuelta", rotationIs("logo.png", 180)},
		{"make the heart flipped", stickerFlipped("heart", true)},
		{"dejá la imagen a media opacidad", opacityIs("logo.png", 0.5)},
	},
	"undo and redo said otherwise": {
		{"cancelá el último cambio", countIs(timeline.ElementEffect, 0)},
		{"reverse the last edit", countIs(timeline.ElementEffect, 0)},
		{"take it back", countIs(timeline.ElementEffect, 0)},
		{"reverse the city clip", nil}, // a clip backwards: still no tool
	},
	"verbless new things": {
		{"a smiley sticker in the bottom left", both(countIs(timeline.ElementSticker, 2), stickerPosIs("smile", "bottom-left"))},
		{`un texto "chau" abajo del 30 al 33`, textIs("chau", 30, 33, "bottom", "")},
		{`poné el texto "Thanks for watching!" arriba`, both(textIs("Thanks for watching!", 87, 92, "top", ""), countIs(timeline.ElementText, 5))},
	},
	"has to go": {
		{"the heart has to go", countIs(timeline.ElementSticker, 0)},
		{"the vignette must go", countIs(timeline.ElementEffect, 0)},
		{"the logo needs to go to the bottom left", cornerIs("logo.png", -1, 1)}, // a place: where it goes
		{"I have to go to the end", nil},
	},
	"a moment counted in": {
		{"make the heart start 30 seconds in", stickerTimes("heart", "30-33")},
		{"add a star 10 seconds in", stickerTimes("star", "10-15")},
	},
	"a turn that goes on": {
		{"que el logo gire", nil},
		{"haz que el logo gire 30 grados", rotationIs("logo.png", 30)},
	},
	"a corner below a number": {
		{`agregá el texto "Hola" abajo de 20 a 25`, textIs("Hola", 20, 25, "bottom", "")},
		{"poné el logo arriba de la entrevista", timesIs("logo.png", "0-70")}, // over a clip: while it plays, as before
	},
}

func TestI13gvRuleCases(t *testing.T) {
	runFixtureTable(t, "i13gv rules", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13gvRuleCases)
}
