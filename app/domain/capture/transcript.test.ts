import { describe, expect, test } from 'vitest'
import { expandUpcE, hasValidCheckDigit, parseBarcode, toGtin14 } from '#app/domain/nutrition/index.ts'
import { parsePhrase, parseTranscript, splitTranscript } from './transcript.ts'

describe('splitTranscript', () => {
	test("splits on 'and', commas, 'with' and 'plus', dropping the lead-in", () => {
		expect(splitTranscript('For breakfast I had two scrambled eggs, a slice of toast with butter and a black coffee plus an orange')).toEqual([
			'two scrambled eggs',
			'a slice of toast',
			'butter',
			'a black coffee',
			'an orange',
		])
	})
	test("keeps dishes named with 'and' and amounts like 'one and a half' whole", () => {
		expect(splitTranscript('mac and cheese and one and a half cups of rice')).toEqual(['mac and cheese', 'one and a half cups of rice'])
	})
})

describe('parsePhrase', () => {
	test.each([
		['two scrambled eggs', { quantity: 2, unit: null, size: null, food: 'scrambled eggs' }],
		['1/2 cup of oatmeal', { quantity: 0.5, unit: 'cup', size: null, food: 'oatmeal' }],
		['1.5 cups rice', { quantity: 1.5, unit: 'cup', size: null, food: 'rice' }],
		['a couple of slices of bacon', { quantity: 2, unit: 'slice', size: null, food: 'bacon' }],
		['half an avocado', { quantity: 0.5, unit: null, size: null, food: 'avocado' }],
		['half a cup of milk', { quantity: 0.5, unit: 'cup', size: null, food: 'milk' }],
		['200g chicken breast', { quantity: 200, unit: 'g', size: null, food: 'chicken breast' }],
		['twelve almonds', { quantity: 12, unit: null, size: null, food: 'almonds' }],
		['a large banana', { quantity: 1, unit: null, size: 'large', food: 'banana' }],
		['3 tablespoons of peanut butter', { quantity: 3, unit: 'tbsp', size: null, food: 'peanut butter' }],
		['1 tsp sugar', { quantity: 1, unit: 'tsp', size: null, food: 'sugar' }],
		['a bowl of soup', { quantity: 1, unit: 'bowl', size: null, food: 'soup' }],
		['a glass of orange juice', { quantity: 1, unit: 'glass', size: null, food: 'orange juice' }],
		['a handful of almonds', { quantity: 1, unit: 'handful', size: null, food: 'almonds' }],
		['a can of coke', { quantity: 1, unit: 'can', size: null, food: 'coke' }],
		['one container of yogurt', { quantity: 1, unit: 'container', size: null, food: 'yogurt' }],
		['2 lb potatoes', { quantity: 2, unit: 'lb', size: null, food: 'potatoes' }],
		['500 ml water', { quantity: 500, unit: 'ml', size: null, food: 'water' }],
		['1 l milk', { quantity: 1, unit: 'l', size: null, food: 'milk' }],
		['6 oz steak', { quantity: 6, unit: 'oz', size: null, food: 'steak' }],
		['a piece of cake', { quantity: 1, unit: 'piece', size: null, food: 'cake' }],
		['one serving of rice', { quantity: 1, unit: 'serving', size: null, food: 'rice' }],
		['0.25 kg grapes', { quantity: 0.25, unit: 'kg', size: null, food: 'grapes' }],
		['a small coffee', { quantity: 1, unit: null, size: 'small', food: 'coffee' }],
		['a medium apple', { quantity: 1, unit: null, size: 'medium', food: 'apple' }],
		['rice 200 g', { quantity: 200, unit: 'g', size: null, food: 'rice' }],
		// Household measures: a pint, a fish fillet, a wedge, strips of bacon, a packet.
		['a pint of beer', { quantity: 1, unit: 'pint', size: null, food: 'beer' }],
		['a cod fillet', { quantity: 1, unit: 'fillet', size: null, food: 'cod' }],
		['a large salmon fillet', { quantity: 1, unit: 'fillet', size: 'large', food: 'salmon' }],
		['two bacon strips', { quantity: 2, unit: 'slice', size: null, food: 'bacon' }],
		['a wedge of watermelon', { quantity: 1, unit: 'wedge', size: null, food: 'watermelon' }],
		['a packet of instant oatmeal', { quantity: 1, unit: 'packet', size: null, food: 'instant oatmeal' }],
		['a spoonful of honey', { quantity: 1, unit: 'tbsp', size: null, food: 'honey' }],
		// A portion noun that ends a food's own name stays in the name.
		['a granola bar', { quantity: 1, unit: null, size: null, food: 'granola bar' }],
		['a fillet', { quantity: 1, unit: null, size: null, food: 'fillet' }],
	])('%s', (phrase, expected) => {
		expect(parsePhrase(phrase)).toMatchObject(expected)
	})

	test('a bare food name has quantity 1, not stated', () => {
		expect(parsePhrase('butter')).toMatchObject({ quantity: 1, quantityStated: false, unit: null, food: 'butter' })
	})
})

test('parseTranscript drops phrases naming no food', () => {
	expect(parseTranscript('I had, and, two eggs').map((i) => i.food)).toEqual(['eggs'])
})

describe('barcodes (GTIN-14, GS1 check digit, UPC-E)', () => {
	test('a 12-digit UPC-A and the 13-digit EAN with a leading zero are one GTIN-14', () => {
		expect(toGtin14('049000049930')).toBe(toGtin14('0049000049930'))
		expect(parseBarcode('049000049930')).toMatchObject({ ok: true, format: 'UPC-A', gtin14: '00049000049930' })
	})
	test('a wrong check digit is named with the expected digit', () => {
		const r = parseBarcode('049000049931')
		expect(r.ok).toBe(false)
		if (!r.ok) expect(r.message).toMatch(/check digit is wrong \(expected 0\)/)
	})
	test('UPC-E expands to UPC-A with the same check digit', () => {
		const upcA = expandUpcE('04252614')
		expect(upcA).toHaveLength(12)
		expect(hasValidCheckDigit(upcA!)).toBe(true)
		const parsed = parseBarcode('04252614')
		expect(parsed.ok && parsed.candidates).toContain(upcA!.padStart(14, '0'))
	})
	test.each([['abc'], ['12345'], ['']])('%j is not a barcode', (input) => {
		expect(parseBarcode(input).ok).toBe(false)
	})
})
