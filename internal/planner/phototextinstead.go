package planner

import "strings"

// textInsteadRead reads what follows a title's new words typed without
// quotes when it names the words they replace: "change the caption so it
// says Hello instead", "que diga OFERTA en vez de SALE", "el texto tiene
// que decir DESPEGUE, no LIFTOFF", "make it Cortado rather than Espresso".
// Those words were taken into the title ("Hello instead", "DESPEGUE, no
// LIFTOFF": silent). The new words end before them; when they name a text
// on the photo, that text is the one changed (the quotes come old first,
// as "write 'Bye' instead of 'Hello'" is read).
func textInsteadRead(f *frame, info PhotoState) {
	if f.text == "" || len(f.quotes) > 0 {
		return
	}
	text := f.text
	low := strings.ToLower(text)
	if w, ok := strings.CutSuffix(low, " instead"); ok {
		f.text = strings.TrimSpace(strings.TrimRight(text[:len(w)], ", "))
		return
	}
	for _, sep := range []string{" instead of ", " rather than ", " in place of ", " en vez de ", " en lugar de ", ", not ", ", no ", " not "} {
		at := strings.LastIndex(low, sep)
		if at <= 0 {
			continue
		}
		old := strings.Trim(strings.TrimSpace(text[at+len(sep):]), "\"'“”«».!")
		onPhoto := textOnPhoto(info, old)
		if old == "" || !onPhoto && (strings.Contains(old, " ") || strings.Contains(sep, "no")) {
			// "Best day, not bad at all", "Good, no worries": words of the
			// title, not the ones it replaces
			continue
		}
		f.text = strings.TrimSpace(strings.TrimRight(text[:at], ", "))
		if onPhoto {
			f.quotes = []string{old, f.text}
			f.text = ""
		}
		return
	}
}

// textOnPhoto: a text layer of the photo says these words.
func textOnPhoto(info PhotoState, words string) bool {
	for _, l := range info.Layers {
		if l.Text != nil && strings.EqualFold(strings.TrimSpace(l.Text.Text), strings.TrimSpace(words)) {
			return true
		}
	}
	return false
}
