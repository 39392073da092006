package planner

import "testing"

// i13fcPhotoCases: helper i13fc's photo rules from development sets 7, 8
// and 9 (issue 13). Each rule has the dev wording's kind in my own words,
// English and Spanish, and guards that keep their old reading.
var i13fcPhotoCases = []ppcase{
	// "both" changes are two (one was undone: a silent wrong)
	{"undo both changes", "history.undo history.undo", nil},
	{"undo both edits", "history.undo history.undo", nil},
	{"deshacé ambos cambios", "history.undo history.undo", nil},
	{"deshacé ambas cosas", "history.undo history.undo", nil},
	{"undo", "history.undo", nil},                                                       // guard
	{"undo the last 3 changes", "history.undo history.undo history.undo", nil},          // guard: a number
	{"deshacé los últimos tres cambios", "history.undo history.undo history.undo", nil}, // guard

	// words of age beside a named look say how old it is (vintage was put
	// on instead of the sepia)
	{"give it an old timey sepia look", "looks.apply", []string{"looks.apply:name=sepia"}},
	{"give it that old sepia look", "looks.apply", []string{"looks.apply:name=sepia"}},
	{"an antique sepia look", "looks.apply", []string{"looks.apply:name=sepia"}},
	{"dale ese look sepia antiguo", "looks.apply", []string{"looks.apply:name=sepia"}},
	{"a retro noir look", "looks.apply", []string{"looks.apply:name=noir"}},
	{"make it look like a faded vintage print", "looks.apply", []string{"looks.apply:name=faded"}},
	{"make it look like an old print", "looks.apply", []string{"looks.apply:name=vintage"}}, // guard
	{"make it look vintage", "looks.apply", []string{"looks.apply:name=vintage"}},           // guard
	{"dale un look de película vieja", "looks.apply", []string{"looks.apply:name=vintage"}}, // guard

	// a complaint after the command says why it is asked: done once, where
	// the command says (it was done again, on the part the complaint named)
	{"brighten it, it's too dark", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"darken the sky, it's too bright", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"more contrast please, the sky looks flat", "selection.deselect adjustments.applyMasked", []string{"adjustments.applyMasked:contrast>0"}},
	{"cooler please, it feels too warm", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}},
	{"more saturation please, the colours look dull", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"subile la saturación, los colores se ven apagados", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"más saturación, se ve apagada", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"bajale el brillo, está muy clara", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	// guards: a complaint that asks another edit is planned too
	{"make it warmer, it's too dark", "adjustments.applyMasked adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"it feels too warm", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}},

	// a complaint before several edits, one of which is its remedy (the
	// contrast was raised twice)
	{"it's too dark, make it warmer and brighter", "adjustments.applyMasked adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"está muy oscura, dale más calidez y brillo", "adjustments.applyMasked adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"the photo looks washed out, a bit more saturation and contrast", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"the photo is too dark, brighten it a bit", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}}, // guard

	// beside a blur, a part kept sharp is kept as it is (refused: blur and
	// sharpen cancel out)
	{"blur the background but keep the person sharp", "selection.subject selection.invert filters.applyMasked", []string{"selection.subject:label=person", "filters.applyMasked:id=blur-gaussian"}},
	{"blur the background but keep him in focus", "selection.subject selection.invert filters.applyMasked", []string{"selection.subject:label=person"}},
	{"desenfocá el fondo pero dejá a la persona nítida", "selection.subject selection.invert filters.applyMasked", []string{"selection.subject:label=person"}},
	{"desenfocá el fondo pero mantenela a ella enfocada", "selection.subject selection.invert filters.applyMasked", []string{"selection.subject:label=person"}},
	{"blur it but keep the face as it is", "selection.face selection.invert filters.applyMasked", nil}, // guard

	// how long a change is meant is no part of it ("for now" was left out)
	{"hide the logo layer for now", "layers.select layers.setVisible", []string{"layers.setVisible:visible=false"}},
	{"ocultá la capa del logo por ahora", "layers.select layers.setVisible", []string{"layers.setVisible:visible=false"}},
	{"hide the title for the moment", "layers.select layers.setVisible", []string{"layers.setVisible:visible=false"}},

	// a verdict on what came out, after an undo ("quedó" is a state)
	{"deshacé eso, quedó espantoso", "history.undo", nil},
	{"deshacelo, quedó feo", "history.undo", nil},

	// the rest said to be fine after a part edited is a note
	{"brighten just his face, the rest is fine", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"iluminá solo la cara, el resto está bien", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"brighten it, the rest is fine", "", nil}, // guard: no part edited, no rest

	// a dash between spaces breaks the sentence ("-" was left out)
	{"warmer — oh and sharpen it too", "adjustments.applyMasked filters.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"make it warmer — and add a vignette", "adjustments.applyMasked adjustments.apply", []string{"adjustments.apply:type=vignette"}},
	{"más cálida — y ponele una viñeta", "adjustments.applyMasked adjustments.apply", []string{"adjustments.apply:type=vignette"}},
}

// i13fcPurposeCases: where a shop or a feed shows the photo is what it is
// for (left out, refused), also after a complaint.
var i13fcPurposeCases = []ppcase{
	{"brighten it a little, too dark for the menu", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"make it warmer for the catalog", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"aclarala, está muy oscura para la carta", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"recortala en 4:5 para el feed", "document.crop", nil},
	{"crop it to 16:9 for the shop", "document.crop", nil},
}

func TestI13fcPurpose(t *testing.T) { runPhotoTable(t, i13fcPurposeCases) }

func TestI13fcPhoto(t *testing.T) { runPhotoTable(t, i13fcPhotoCases) }

// i13fcShoutedCases: the words of a new text typed in capitals, unquoted,
// after "put"/"add" or after a colon that follows a text noun (refused:
// "say the look"), on a photo with no text yet.
var i13fcShoutedCases = []ppcase{
	{"put LIFTOFF in the middle", "text.add", []string{"text.add:text=LIFTOFF", "text.add:position=center"}},
	{"put BLASTOFF in big letters at the bottom", "text.add", []string{"text.add:text=BLASTOFF", "text.add:position=bottom"}},
	{"agregá GRACIAS arriba", "text.add", []string{"text.add:text=GRACIAS", "text.add:position=top"}},
	{"caption in the middle: LIFTOFF", "text.add", []string{"text.add:text=LIFTOFF", "text.add:position=center"}},
	{"poné DESPEGUE en el centro", "text.add", []string{"text.add:text=DESPEGUE", "text.add:position=center"}},
	// guards: capitals the lexicon knows are what they say
	{"put B&W on it", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	{"add SEPIA", "looks.apply", []string{"looks.apply:name=sepia"}},
	{`add a caption "Hi"`, "text.add", []string{"text.add:text=Hi"}},
	{"caption at the bottom: the end", "", nil}, // lower case: may be anything
}

func TestI13fcShoutedText(t *testing.T) { runPhotoTableOn(t, astronautPhoto, i13fcShoutedCases) }
