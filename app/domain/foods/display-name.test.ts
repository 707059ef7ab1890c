/** Short display names on real stored names from the bundled data (USDA generic, USDA Branded, Open Food Facts). */
import { describe, expect, test } from 'vitest'
import { DISPLAY_NAME_MAX_LENGTH, distinctDisplayNames, foodDisplayName } from './display-name.ts'

describe('foodDisplayName', () => {
	test("USDA's program note and 'not further specified' are dropped, the preparation stays", () => {
		expect(foodDisplayName("Orange juice, raw (Includes foods for USDA's Food Distribution Program)")).toBe('Orange juice, raw')
		expect(foodDisplayName('Margarine, NFS')).toBe('Margarine')
		expect(foodDisplayName('Bananas, raw')).toBe('Bananas, raw')
	})

	test('a name in capitals reads in sentence case, initialisms and the brand kept', () => {
		expect(foodDisplayName('POTATO CHIPS, SEA SALT')).toBe('Potato chips, sea salt')
		expect(foodDisplayName('SPICY BBQ SAUCE')).toBe('Spicy BBQ sauce')
		expect(foodDisplayName('DUTCH FARMS, GOAT CHEESE CRUMBLES', { brand: 'Dutch Farms Inc.' })).toBe('Dutch Farms, goat cheese crumbles')
		expect(foodDisplayName('90% LEAN/10% FAT GRASS FED ORGANIC GROUND BEEF')).toBe('90% lean/10% fat grass fed organic ground beef')
	})

	test('a brand in capitals inside a USDA name reads in title case', () => {
		expect(foodDisplayName('Cereals, QUAKER, Whole Wheat Natural Cereal, dry')).toBe('Cereals, Quaker, Whole Wheat Natural Cereal, dry')
		expect(foodDisplayName('SILK Chocolate, soymilk')).toBe('Silk Chocolate, soymilk')
	})

	test("a branded name's repeated flavour and a pack size are dropped", () => {
		expect(foodDisplayName('ROASTED SALTED EXTRA LARGE VIRGINIA PEANUTS, ROASTED SALTED')).toBe('Roasted salted extra large virginia peanuts')
		expect(foodDisplayName('BEET CHIPS, BEET')).toBe('Beet chips')
		expect(foodDisplayName('Tillamook Sharp Cheddar Cheese Loaf - 8oz')).toBe('Tillamook Sharp Cheddar Cheese Loaf')
	})

	test('a long USDA name keeps the food, its cut and its preparation, and loses the grades and trims', () => {
		const name = foodDisplayName('Beef, chuck, arm pot roast, separable lean and fat, trimmed to 1/8" fat, all grades, cooked, braised')
		expect(name).toBe('Beef, chuck, lean and fat, cooked, braised')
		expect(foodDisplayName('Pork, fresh, loin, blade (chops or roasts), boneless, separable lean only, raw')).toBe('Pork, loin, blade, lean only, raw')
	})

	test('the whole name fits the cap and is never cut inside a word', () => {
		const stored = 'Chicken or turkey a la king with vegetables including carrots, broccoli, and/or dark-green leafy; no potatoes, cream, white, or soup-based sauce'
		const name = foodDisplayName(stored)
		expect(name.length).toBeLessThanOrEqual(DISPLAY_NAME_MAX_LENGTH)
		expect(name).toMatch(/…$/)
		const lastWord = name.slice(0, -1).split(' ').at(-1)!
		expect(stored.split(/[\s,;]+/)).toContain(lastWord)
	})

	test('a lower-case product name starts with a capital; a blank name stays blank', () => {
		expect(foodDisplayName('nutella')).toBe('Nutella')
		expect(foodDisplayName('  ')).toBe('')
	})
})

describe('distinctDisplayNames', () => {
	test('two different foods that shorten to the same name are shown longer, so they stay apart', () => {
		const foods = [
			{ name: 'Beef, chuck, arm pot roast, separable lean and fat, trimmed to 1/8" fat, all grades, cooked, braised' },
			{ name: 'Beef, chuck, arm pot roast, separable lean and fat, trimmed to 1/8" fat, choice, cooked, braised' },
			{ name: 'Bananas, raw' },
		]
		const names = distinctDisplayNames(foods)
		expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(3)
		expect(names[2]).toBe('Bananas, raw')
	})

	test('names that differ only in what is dropped fall back to the stored name', () => {
		expect(distinctDisplayNames([{ name: 'BEET CHIPS, BEET' }, { name: 'BEET CHIPS' }])).toEqual(['Beet chips, beet', 'Beet chips'])
	})

	test('the same stored name twice (two Foundation records) may share its display name', () => {
		expect(distinctDisplayNames([{ name: 'Bulgur, dry, raw' }, { name: 'Bulgur, dry, raw' }])).toEqual(['Bulgur, dry, raw', 'Bulgur, dry, raw'])
	})
})
