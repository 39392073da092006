package planner

// lettersLook: token k opens or is in a look of the letters said before
// "letters"/"letras"/"font": "in big yellow letters", "en letras rojas",
// "with red letters", "yellow font". The words are the text's look, never
// its words (the new text was "subscribe now in yellow letters").
func lettersLook(toks []token, k int) bool {
	if k < 0 || k >= len(toks) {
		return false
	}
	isLook := func(t token) bool {
		return t.kind == tWord && (t.has(cColor) || t.has(cStyle) && !t.has(cDet) || t.word("and", "y", "bright", "bold", "white"))
	}
	isLetters := func(t token) bool {
		return t.kind == tWord && t.word("letters", "letras", "letra", "font", "lettering")
	}
	// forwards: look words up to "letters"
	j := k
	for j < len(toks) && isLook(toks[j]) {
		j++
	}
	if j > k && j < len(toks) && isLetters(toks[j]) {
		return true
	}
	// "letters" itself after a look word, and the look words after it
	// ("en letras rojas", "letras grandes y amarillas")
	j = k
	for j > 0 && isLook(toks[j]) {
		j--
	}
	if isLetters(toks[j]) && (j < k || j+1 < len(toks) && isLook(toks[j+1]) || j > 0 && isLook(toks[j-1])) {
		return true
	}
	return false
}
