import { describe, expect, test } from 'vitest'
import { waterAmountText } from './island.ts'

describe("the offline queue's pending drink", () => {
	test('says the amount in the user water unit: fl oz in imperial, ml in metric, with the page language decimal mark', () => {
		expect(waterAmountText(237, 'imperial', 'en')).toBe('8 fl oz')
		expect(waterAmountText(355, 'imperial', 'de')).toBe('12 fl oz')
		expect(waterAmountText(250, 'imperial', 'de')).toBe('8,5 fl oz')
		expect(waterAmountText(250, 'metric', 'en')).toBe('250 ml')
		expect(waterAmountText(1500, 'metric', 'en')).toBe('1,500 ml')
	})
})
