package planner

// estarMoreTime reads "que esté más tiempo", "que estén más", the Spanish
// "stay longer" said with estar, as "que quede más tiempo": after "que"
// and before "más", "este" is the verb, not "this" (folded, "esté" and
// "este" are one word). "La foto de lucas que esté más tiempo, 8
// segundos" was read with no verb and the photo moved to 8 s (set 42
// v42-051).
func estarMoreTime(toks []token) {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].kind != tWord || !toks[i].word("este", "esten") || !toks[i-1].word("que") {
			continue
		}
		// "más tiempo", "más rato", or "más" said last ("que esté más, 8
		// segundos"); "que esté más transparente" is a look
		next := toks[i+1]
		if !next.word("mas tiempo", "mas rato") && !(next.word("mas") && (i+2 == len(toks) || toks[i+2].kind == tPunct || toks[i+2].word("tiempo", "rato"))) {
			continue
		}
		if toks[i].word("esten") {
			toks[i].text = "queden"
		} else {
			toks[i].text = "quede"
		}
		toks[i].lex = nil
	}
}
