import { describe, expect, test } from 'vitest'
import { householdText } from './household.ts'
import { serverT } from './i18n.server.ts'
import type { Locale } from './i18n.tsx'

const inLocale = (locale: Locale, text: string) => householdText(text, locale, serverT(locale, 'food'))

describe('household measures around food names', () => {
	test('English stays exactly as the data has it', () => {
		expect(inLocale('en', '2 tablespoon')).toBe('2 tablespoon')
		expect(inLocale('en', 'pie 1 pie (1/8 of 9" pie)')).toBe('pie 1 pie (1/8 of 9" pie)')
	})

	test('the measure word is translated and agrees with the amount; numbers and units follow the language', () => {
		expect(inLocale('de', '1 cup')).toBe('1 Tasse')
		expect(inLocale('de', '0.5 cup')).toBe('0,5 Tassen')
		expect(inLocale('es', '2 tablespoon')).toBe('2 cdas.')
		expect(inLocale('fr', '1 slice')).toBe('1 tranche')
		expect(inLocale('it', '3 oz')).toBe('3 oz')
		expect(inLocale('pt', '1 cup, cooked, diced')).toBe('1 xícara, cozido, em cubos')
	})

	test("the domain's serving and unit labels: 'serving: 1 cup (227 g)', 'medium (118 g)'", () => {
		expect(inLocale('de', 'serving: 1 cup (227 g)')).toBe('Portion: 1 Tasse (227 g)')
		expect(inLocale('fr', 'medium (118 g)')).toBe('moyen (118 g)')
		expect(inLocale('es', 'oz (28.3 g)')).toBe('oz (28,3 g)')
	})

	test("branded products' GS1 unit codes read as the symbol", () => {
		expect(inLocale('de', '1 ONZ')).toBe('1 oz')
		expect(inLocale('it', '30 GRM')).toBe('30 g')
	})

	test('the long tail is not half translated: a text with an unknown word is left to the caller (shown as the data has it)', () => {
		expect(inLocale('de', '1 tea bag')).toBeNull()
		expect(inLocale('es', 'quantity not specified')).toBeNull()
		// A size word before a noun would need agreement in Romance languages: not translated.
		expect(inLocale('es', '1 small slice')).toBeNull()
	})
})
