/** The bench's food-search timing: what it reports. */
import { describe, expect, test } from 'vitest'
import { benchFoodSearch } from './search.ts'

describe('benchFoodSearch', () => {
	test('reports percentiles over all timed searches', async () => {
		const { db } = await import('#app/db.server.ts')
		const result = await benchFoodSearch(db, ['banana', 'chicken breast', 'brocoli'], 2)
		expect(result.n).toBe(6)
		expect(result.p50).toBeGreaterThan(0)
		expect(result.p95).toBeGreaterThanOrEqual(result.p50)
	})
})
