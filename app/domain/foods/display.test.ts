/** Food names and brands as people read them, without changing what is stored. */
import { describe, expect, test } from 'vitest'
import { displayBrand, displayName } from './display.ts'

describe('displayName', () => {
	test('a name submitted in capitals reads in sentence case', () => {
		expect(displayName('POTATO CHIPS, SEA SALT')).toBe('Potato chips, sea salt')
		expect(displayName("TRADER JOE'S, CORNICHONS")).toBe("Trader joe's, cornichons")
		expect(displayName('96% FAT FREE CHOPPED HAM')).toBe('96% fat free chopped ham')
	})

	test('a name already in mixed case is shown as stored', () => {
		expect(displayName('Bananas, raw')).toBe('Bananas, raw')
		expect(displayName('Cheerios Cereal')).toBe('Cheerios Cereal')
		expect(displayName('nutella')).toBe('nutella')
	})
})

describe('displayBrand', () => {
	test('a brand in capitals reads in title case, initialisms kept', () => {
		expect(displayBrand('GENERAL MILLS SALES INC.')).toBe('General Mills Sales Inc.')
		expect(displayBrand('FRESH & EASY')).toBe('Fresh & Easy')
		expect(displayBrand('H-E-B LLC')).toBe('H-E-B LLC')
	})

	test('a brand in mixed case, or none, is shown as stored', () => {
		expect(displayBrand('Ferrero U.S.A., Incorporated')).toBe('Ferrero U.S.A., Incorporated')
		expect(displayBrand(null)).toBeNull()
		expect(displayBrand('')).toBeNull()
	})
})
