package planner

import "fmt"

// A sticker named by a thing the catalog has no sticker of: "the dog
// sticker", "the pizza sticker", "el sticker del perro". The word is a
// region of a picture (what a photo shows), which says nothing of a
// sticker, so the np kept only its kind and took the one sticker there
// is ("delete the dog sticker" deleted the heart, "the dog sticker is too
// big" shrank it: silent). A sticker that is not there is not found.
func stickerOfThing(n np) error {
	if n.kind != "sticker" || n.sticker != "" || n.region == "" || n.pron {
		return nil
	}
	return &notFound{fmt.Sprintf("there is no %q on the timeline", n.said)}
}
