import { describe, expect, test } from 'vitest'
import { serverT, serverTranslator } from '#app/utils/i18n.server.ts'
import { formatterFor } from '#app/utils/i18n.tsx'
import { importMessage } from './messages.ts'

const say = (locale: 'en' | 'de', text: string) => importMessage(serverT(locale, 'imports'), formatterFor(serverTranslator(locale)), text)

describe('the import domain messages in the page language', () => {
	test('English stays exactly as the domain wrote it', () => {
		for (const text of [
			"Line 3, column 'Date': '2024-13-45' is not a date (YYYY-MM-DD)",
			'Line 1: the file is empty',
			'a weigh-in is already logged on 2024-03-01',
			'the lunch of 2024-03-01 already holds 50 foods',
			"Recipe 'Soup' not restored: an account keeps at most 500",
		])
			expect(say('en', text)).toBe(text)
	})

	test('German: a refused line, a skip reason with a meal, a restore note', () => {
		expect(say('de', "Line 3, column 'Date': '2024-13-45' is not a date (YYYY-MM-DD)")).toBe('Zeile 3, Spalte „Date“: „2024-13-45“ ist kein Datum (JJJJ-MM-TT)')
		expect(say('de', 'the lunch of 2024-03-01 already holds 50 foods')).toBe('Mittagessen am 2024-03-01 hat schon 50 Lebensmittel')
		expect(say('de', 'weight 12.5 kg is outside 20-400 kg')).toBe('Gewicht 12,5 kg liegt außerhalb von 20-400 kg')
		expect(say('de', "Recipe 'Soup' not restored: an account keeps at most 500")).toBe('Rezept „Soup“ nicht wiederhergestellt: Ein Konto behält höchstens 500')
	})

	test('an unknown message is kept, never lost', () => {
		expect(say('de', 'something new the domain says')).toBe('something new the domain says')
	})
})
