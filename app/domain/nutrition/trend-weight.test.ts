import { describe, expect, test } from 'vitest'
import { fromKg, fromMl, displayWater, displayWeight, ML_PER_US_FLUID_OUNCE, toCm, toKg, toMl } from './body-units.ts'
import { daysBetween, TREND_ALPHA_PER_DAY, trendOn, trendWeights, TREND_WARMUP_DAYS } from './trend-weight.ts'

describe('trend weight', () => {
	test('the first weigh-in seeds the trend; each next day moves it 10 % of the way to the scale', () => {
		const t = trendWeights([
			{ date: '2026-01-01', weightKg: 80 },
			{ date: '2026-01-02', weightKg: 81 },
			{ date: '2026-01-03', weightKg: 79 },
		])
		expect(t.map((p) => p.trendWeightKg)).toEqual([80, expect.closeTo(80.1, 9), expect.closeTo(80.1 + 0.1 * (79 - 80.1), 9)])
	})

	test('a gap counts by its days: three days later the old trend keeps 0.9³ of its weight, as three daily weigh-ins of the same weight would give', () => {
		const gap = trendWeights([
			{ date: '2026-01-01', weightKg: 80 },
			{ date: '2026-01-04', weightKg: 81 },
		])
		expect(gap[1]!.trendWeightKg).toBeCloseTo(81 + (80 - 81) * 0.9 ** 3, 9)
		const daily = trendWeights(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'].map((date, i) => ({ date, weightKg: i === 0 ? 80 : 81 })))
		expect(gap[1]!.trendWeightKg).toBeCloseTo(daily[3]!.trendWeightKg, 9)
	})

	test('daily swings of ±0.5 kg around a steady 75 kg leave the trend within 0.15 kg of it', () => {
		const points = Array.from({ length: 30 }, (_, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, weightKg: 75 + (i % 2 ? 0.5 : -0.5) }))
		const t = trendWeights(points)
		// Seeded half a kilo low on the first day; that start has faded to 0.5 × 0.9²⁰ ≈ 0.06 kg by day 21.
		for (const p of t.slice(20)) expect(Math.abs(p.trendWeightKg - 75)).toBeLessThan(0.15)
	})

	test('on a steady loss the trend falls at the same rate, trailing by (1 − α)/α days of it', () => {
		const rate = -0.1
		const points = Array.from({ length: 90 }, (_, i) => ({ date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), weightKg: 90 + rate * i }))
		const t = trendWeights(points)
		const last = t[89]!
		expect(last.trendWeightKg - t[88]!.trendWeightKg).toBeCloseTo(rate, 3)
		expect(last.trendWeightKg - last.weightKg).toBeCloseTo((-rate * (1 - TREND_ALPHA_PER_DAY)) / TREND_ALPHA_PER_DAY, 2)
	})

	test('seeding from the warm-up window gives the whole history’s trend to 0.001 kg', () => {
		const points = Array.from({ length: 400 }, (_, i) => ({ date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10), weightKg: 100 - i * 0.05 + (i % 3) * 0.4 }))
		const full = trendWeights(points)
		const windowed = trendWeights(points.slice(400 - 30 - TREND_WARMUP_DAYS))
		expect(Math.abs(windowed[windowed.length - 1]!.trendWeightKg - full[399]!.trendWeightKg)).toBeLessThan(0.001)
	})

	test('a day without a weigh-in holds the last trend; weigh-ins out of order are refused', () => {
		const t = trendWeights([
			{ date: '2026-01-01', weightKg: 80 },
			{ date: '2026-01-05', weightKg: 79 },
		])
		expect(trendOn(t, '2025-12-31')).toBeNull()
		expect(trendOn(t, '2026-01-03')).toBe(80)
		expect(trendOn(t, '2026-01-09')).toBe(t[1]!.trendWeightKg)
		expect(() => trendWeights([t[1]!, t[0]!])).toThrow(RangeError)
	})

	test('days between two diary days count calendar days across month ends, leap days and centuries, as the calendar does', () => {
		const epoch = Date.UTC(1900, 0, 1)
		for (let i = 0; i < 200 * 366; i += 13) {
			const a = new Date(epoch + i * 86_400_000).toISOString().slice(0, 10)
			const b = new Date(epoch + (i + 1 + (i % 400)) * 86_400_000).toISOString().slice(0, 10)
			expect(daysBetween(a, b)).toBe(1 + (i % 400))
		}
		expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2)
		expect(daysBetween('2100-02-28', '2100-03-01')).toBe(1)
		expect(daysBetween('2000-03-01', '2000-02-28')).toBe(-2)
	})
})

describe('weight and water units', () => {
	test('pounds, inches and US fluid ounces convert by their exact definitions', () => {
		expect(toKg(150, 'imperial')).toBeCloseTo(68.0388555, 9)
		expect(fromKg(100, 'imperial')).toBeCloseTo(220.46226218, 6)
		expect(toCm(32, 'imperial')).toBeCloseTo(81.28, 9)
		expect(toMl(8, 'imperial')).toBeCloseTo(236.5882365, 9)
		expect(fromMl(ML_PER_US_FLUID_OUNCE * 128, 'imperial')).toBeCloseTo(128, 9)
		expect(toKg(70, 'metric')).toBe(70)
	})

	test('display rounds to 0.1 lb, whole ml or 0.1 fl oz', () => {
		expect(displayWeight(68.0388555, 'imperial')).toBe(150)
		expect(displayWeight(72.349, 'metric')).toBe(72.3)
		expect(displayWater(250, 'imperial')).toBe(8.5)
		expect(displayWater(249.6, 'metric')).toBe(250)
	})
})
