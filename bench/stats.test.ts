import { describe, expect, test } from 'vitest'
import { p50p95, percentile } from './stats.ts'

describe('percentile (nearest rank)', () => {
	test('the median of an odd and an even count is a sample, the lower of the middle two', () => {
		expect(percentile([3, 1, 2], 0.5)).toBe(2)
		expect(percentile([4, 1, 3, 2], 0.5)).toBe(2)
	})

	test('p95 of 20 values is the 19th smallest, p = 1 the largest', () => {
		const values = Array.from({ length: 20 }, (_, i) => 20 - i)
		expect(percentile(values, 0.95)).toBe(19)
		expect(percentile(values, 1)).toBe(20)
	})

	test('a tiny p picks the smallest; an empty list gives NaN; the input keeps its order', () => {
		const values = [5, 9, 7]
		expect(percentile(values, 0.01)).toBe(5)
		expect(values).toEqual([5, 9, 7])
		expect(percentile([], 0.5)).toBeNaN()
	})

	test('p50p95 reports both with the sample count', () => {
		expect(p50p95([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual({ p50: 5, p95: 10, n: 10 })
	})
})
