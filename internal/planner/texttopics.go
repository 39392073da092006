package planner

import "regexp"

// textTopics are words a text is called by for what it says, though it
// says none of them: a list of amounts of things ("4 eggs · 3 potatoes · 1
// onion") is the ingredients, "el texto de los ingredientes" (it asked
// which of all the texts, or "there is no the ingredients text"); a sum of
// money raised ("$12,480 raised for …") is the amount, "el monto".
func textTopics(content string) []string {
	var out []string
	if amountList.MatchString(content) {
		out = append(out, "ingredients", "ingredientes", "ingredient", "ingrediente", "list", "lista")
	}
	if moneySum.MatchString(content) {
		out = append(out, "amount", "monto", "total", "money", "plata", "dinero")
	}
	return out
}

// amountList: two items or more, each a number and a word, one after
// another with a separator ("4 eggs · 3 potatoes", "200 g harina, 2 huevos").
var amountList = regexp.MustCompile(`\d+\s*\p{L}+[^\d\n]{0,20}[·,;/|]\s*\d+\s*\p{L}+`)

// moneySum: a sum of money ("$12,480", "€ 300", "1.500 pesos").
var moneySum = regexp.MustCompile(`[$€£]\s?\d|\d\s?(usd|eur|pesos|dolares|dollars)\b`)
