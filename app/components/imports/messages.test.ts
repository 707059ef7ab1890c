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

	test("a backup's schema checks: English kept as the API says it, German translated", () => {
		const checks = [
			"Line 27, column 'days[0].meals[3].entries[0].kcal': Invalid input: expected number, received string",
			"Line 4, column 'weighIns[0].date': must be a date YYYY-MM-DD",
			"Line 1, column 'version': version 9 is not one this Platewise reads (1 to 1); update Platewise first",
			"Line 5, column 'pets': 'pets' is not a section of a Platewise backup",
			"Line 1, column 'format': format is missing (expected 'platewise-backup')",
			"Line 9, column 'water[2].ml': Too big: expected number to be <=100000",
			"Line 3, column 'profile.firstName': Too big: expected string to have <=50 characters",
			"Line 3, column 'profile.gender': Invalid option: expected one of \"female\"|\"male\"",
			"Line 3, column 'profile': Unrecognized keys: \"a\", \"b\"",
		]
		for (const text of checks) expect(say('en', text)).toBe(text)
		expect(checks.map((text) => say('de', text))).toEqual([
			'Zeile 27, Spalte „days[0].meals[3].entries[0].kcal“: Ungültiger Wert: erwartet eine Zahl, erhalten einen Text',
			'Zeile 4, Spalte „weighIns[0].date“: muss ein Datum JJJJ-MM-TT sein',
			'Zeile 1, Spalte „version“: Version 9 kann dieses Platewise nicht lesen (1 bis 1); aktualisiere zuerst Platewise',
			'Zeile 5, Spalte „pets“: „pets“ ist kein Abschnitt einer Platewise-Sicherung',
			'Zeile 1, Spalte „format“: das Format fehlt (erwartet „platewise-backup“)',
			'Zeile 9, Spalte „water[2].ml“: Zu groß: höchstens 100000',
			'Zeile 3, Spalte „profile.firstName“: Zu groß: höchstens 50 Zeichen',
			'Zeile 3, Spalte „profile.gender“: Ungültige Auswahl: erwartet einer von "female"|"male"',
			'Zeile 3, Spalte „profile“: Unbekannte Felder: "a", "b"',
		])
	})

	test('an unknown message is kept, never lost', () => {
		expect(say('de', 'something new the domain says')).toBe('something new the domain says')
	})
})
