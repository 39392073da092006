package planner

import (
	"context"
	"strings"
	"testing"
)

// slots18Cases are clauses with a known word that changes what they mean
// and that the chosen intent did not read (issue 13, 0 silent): each was
// planned with the word dropped. The refusal names the word. Video rows
// run on the small fixture, photo rows on an 800x600 photo.
var slots18Cases = []struct {
	photo  bool
	prompt string
	named  string // the word the refusal names
}{
	// an order word: which one, or the state before ("restore the original
	// colors" read as unmute, "mute the other clips" muted them all)
	{false, "restore the original colors", "original"},
	{false, "mute the other clips", "other"},
	{false, "silenciá los otros clips", "otros"},
	// a place between two others: one of them was taken
	{false, "put the title halfway between the top and the center", "between"},
	{false, "put the logo between the title and the bottom", "between"},
	{false, "poné el logo entre el centro y la izquierda", "entre"},
	// a shape is no file to add: a second logo.png was added
	{false, "put the logo in a circle", "circle"},
	// a colour kept out of a video look: the whole video went grey
	{false, "make it black and white except the red", "red"},
	{false, "todo en sepia menos los azules", "azules"},
	// "anterior" is a Spanish word, not a typo of "inferior" (bottom-left)
	{false, "move the logo to the left corner anterior", "anterior"},
	{false, "mové el logo a la izquierda anterior", "anterior"},
	// an exception or a "never" left dangling: except what?
	{false, "mute the music salvo", "salvo"},
	{false, "make the logo bigger except", "except"},
	{false, "silenciá la música nunca", "nunca"},
	{true, "make it brighter except", "except"},
	// two opposite ways in one clause: one was taken ("bigger and smaller"
	// scaled by 1.5)
	{false, "make the logo bigger and smaller", "bigger and smaller"},
	{false, "hacé el logo más grande y más chico", "bigger and smaller"},
	{false, "make the music louder and quieter", "louder and quieter"},
	{false, "add a circle around the logo", "circle"},
	// less of a crop: 5% more was cut
	{true, "crop the photo a little less", "less"},
	{true, "recortala un poco menos", "menos"},
}

func TestSlotsEighteenRefuseUnreadWord(t *testing.T) {
	for _, c := range slots18Cases {
		var plan Plan
		if c.photo {
			plan = BasicPhoto(context.Background(), c.prompt, PhotoState{Width: 800, Height: 600})
		} else {
			plan = BasicVideo(context.Background(), c.prompt, fixture(t))
		}
		if plan.Status != "not understood" || !strings.Contains(plan.Reply, c.named) {
			t.Errorf("%q: want a refusal naming %q, got %s: %s", c.prompt, c.named, plan.Status, plan.Reply)
		}
	}
}

// slots18Guards are the same words where the intent reads them, or where
// they change nothing: they plan as before.
var slots18Guards = []struct {
	photo  bool
	prompt string
	reply  string // part of the reply
}{
	{false, "rotate the logo the other way", "rotated"},
	{false, "put the logo back at the start", ""},
	{false, "rotate the logo 45 degrees and then rotate it back", ""},
	{false, "otro logo al final", ""},
	{false, "make the logo smaller and the title bigger", "scale 0.6"},
	{false, "delete between 0:03 and 0:05", ""},
	{false, "quitá entre el segundo 12 y el 14", ""},
	{false, "mute the music whenever the logo shows", ""},
	{false, "blur everything except the logo", "blur"},
	{false, "make the logo bigger, but not too much", "scale 1.2"},
	{false, "move the logo to the left corner", "left"},
	{true, "make it black and white except the red", "but the red"},
	{true, "make it brighter except the sky", "but the sky"},
	{true, "brighter but not white", ""},
	{true, "crop it a bit", "Crop"},
	{true, "girala menos 90 grados", ""},
	{false, "rotate the logo 90 degrees and then the other way", ""},
}

func TestSlotsEighteenGuards(t *testing.T) {
	for _, c := range slots18Guards {
		var plan Plan
		if c.photo {
			plan = BasicPhoto(context.Background(), c.prompt, PhotoState{Width: 800, Height: 600})
		} else {
			plan = BasicVideo(context.Background(), c.prompt, fixture(t))
		}
		if plan.Status == "not understood" || !strings.Contains(plan.Reply, c.reply) {
			t.Errorf("%q: want it planned as before (%q), got %s: %s", c.prompt, c.reply, plan.Status, plan.Reply)
		}
	}
}
