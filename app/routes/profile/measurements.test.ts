import { describe, expect, test } from 'vitest'
import { cmToFeetInches, feetInchesToCm, formatHeight, formatWeight, kgToPounds, poundsToKg } from './measurements.ts'

describe('imperial ⇄ metric', () => {
	test('feet and inches to cm (1 in = 2.54 cm)', () => {
		expect(feetInchesToCm(5, 10)).toBe(177.8)
		expect(feetInchesToCm(6, 0)).toBe(182.88)
		expect(feetInchesToCm(0, 0)).toBe(0)
		expect(feetInchesToCm(5, 10.5)).toBe(179.07)
	})
	test('cm to feet and inches', () => {
		expect(cmToFeetInches(177.8)).toEqual({ feet: 5, inches: 10 })
		expect(cmToFeetInches(180)).toEqual({ feet: 5, inches: 10.9 })
		// 182.8 cm is 71.97 in: rounds up to a whole 6 ft, never "5 ft 12 in"
		expect(cmToFeetInches(182.8)).toEqual({ feet: 6, inches: 0 })
	})
	test('pounds to kg (1 lb = 0.45359237 kg) and back', () => {
		expect(poundsToKg(150)).toBe(68.039)
		expect(kgToPounds(68.039)).toBe(150)
		expect(kgToPounds(70)).toBe(154.3)
		expect(poundsToKg(1)).toBe(0.454)
	})
	test.each([100, 150.5, 185, 220.2, 300])('%s lb survives a save and reload', (lb) => {
		expect(kgToPounds(poundsToKg(lb))).toBe(lb)
	})
	test.each([
		[4, 11],
		[5, 0],
		[5, 7.5],
		[6, 3],
	])('%s ft %s in survives a save and reload', (ft, inches) => {
		expect(cmToFeetInches(feetInchesToCm(ft, inches))).toEqual({ feet: ft, inches })
	})
	test('display in the user units', () => {
		expect(formatHeight(177.8, 'metric')).toBe('177.8 cm')
		expect(formatHeight(177.8, 'imperial')).toBe('5 ft 10 in')
		expect(formatWeight(68.039, 'imperial')).toBe('150 lb')
		expect(formatWeight(68.039, 'metric')).toBe('68 kg')
		expect(formatHeight(null, 'metric')).toBeNull()
		expect(formatWeight(0, 'imperial')).toBeNull()
	})
})
