package planner

import (
	"strconv"
	"strings"
)

// An asset whose name or description says a year long gone ("Rubén's
// father at the bench in 1975", foto-1950.jpg) or that it is black and
// white is what people call "the old photo", "la foto vieja", "la foto
// antigua", "the vintage picture": they say what it looks like, not the
// year. Those words of age are words of what it shows (agedWords), so the
// look's phrase is split into the adjective and the noun
// (describedlook.go) and the adjective names it like any word of its
// description ("sacá la foto vieja" was "there is no foto vieja").

// ageNames are the words of age said of a picture, in both languages.
// "vintage" and "antique" are left out: said alone they are the look's
// name ("el filtro vintage quiero que abarque la foto" lost the filter
// to a picture of 1975).
var ageNames = []string{"old", "older", "vieja", "viejo", "viejas", "viejos",
	"antigua", "antiguo", "antiguas", "antiguos"}

// agedWords are the words of age an asset is called by when its name or
// description says a year before 2000 or black and white; none otherwise.
func agedWords(name, desc string) []string {
	if saysOldYear(name) || saysOldYear(desc) || saysBlackAndWhite(desc) || saysBlackAndWhite(name) {
		return ageNames
	}
	return nil
}

// saysOldYear: s holds a year from 1800 to 1999 as a word of its own
// ("in 1975", "foto-papa-1975.jpg"; not the digits of IMG_1975).
func saysOldYear(s string) bool {
	for _, w := range strings.FieldsFunc(fold(s), func(r rune) bool { return r < '0' || r > '9' }) {
		if len(w) != 4 {
			continue
		}
		if y, err := strconv.Atoi(w); err == nil && y >= 1800 && y < 2000 && !digitRunOfName(s, w) {
			return true
		}
	}
	return false
}

// digitRunOfName: the year w in s is the number of a camera's file name
// (IMG_1975, DSC1975), not a year.
func digitRunOfName(s, w string) bool {
	f := fold(s)
	i := strings.Index(f, w)
	for i >= 0 {
		before := f[:i]
		if strings.HasSuffix(before, "img_") || strings.HasSuffix(before, "img") || strings.HasSuffix(before, "dsc_") ||
			strings.HasSuffix(before, "dsc") || strings.HasSuffix(before, "mvi_") || strings.HasSuffix(before, "pxl_") {
			return true
		}
		j := strings.Index(f[i+1:], w)
		if j < 0 {
			break
		}
		i += j + 1
	}
	return false
}

// saysBlackAndWhite: s says the picture is black and white.
func saysBlackAndWhite(s string) bool {
	f := " " + strings.Join(letterWords(s), " ") + " "
	for _, p := range []string{" black and white ", " black white ", " blanco y negro ", " blanco negro ", " sepia ", " monochrome "} {
		if strings.Contains(f, p) {
			return true
		}
	}
	return false
}

// agedOf are the words of age the asset of t is called by (agedWords).
func (r *resolver) agedOf(t target) []string {
	if a, ok := r.p.Asset(t.el.AssetID); ok && t.el.AssetID != "" {
		return agedWords(a.Name, a.Description)
	}
	return nil
}
