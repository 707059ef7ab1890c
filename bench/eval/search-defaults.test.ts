/**
 * The everyday-word set (./search-defaults.ts): the share of words whose top search result and
 * default serving are sensible, on both halves, on the sample test database and — when it is
 * present — on a private copy of the full database (`data/bench.db`, migrated and with the
 * current default-serving rule and search ranks applied, as `npm start` would). The reported
 * figures come from the full data; the floors sit a little under the measured shares so that a
 * change that makes search's defaults worse fails here.
 *
 * Measured (full data): before the ranking and serving changes tuning 28/43 (65.1 %), held-out
 * 21/49 (42.9 %); after them tuning 37/43 (86.0 %), held-out 36/49 (73.5 %).
 */
import { describe, expect, test } from 'vitest'
import type { Db } from '#db/client.ts'
import { hasFullDb, openFullDbCopy } from './full-db.ts'
import { HELD_OUT_WORDS, SEARCH_DEFAULT_CASES, TUNING_WORDS } from './search-defaults.ts'
import { scoreSearchDefaults } from './search-defaults-score.ts'

/** Shares below which the test fails, per database and half (measured share minus a margin). */
const FLOORS = {
	sample: { tuning: 0.6, heldOut: 0.5 },
	full: { tuning: 0.8, heldOut: 0.68 },
}

async function share(db: Db, cases: typeof TUNING_WORDS) {
	const score = await scoreSearchDefaults(db, cases)
	return { share: score.right / score.total, misses: score.misses }
}

describe('the everyday-word set', () => {
	test('has at least 60 words, each in one half only', () => {
		expect(SEARCH_DEFAULT_CASES.length).toBeGreaterThanOrEqual(60)
		const words = SEARCH_DEFAULT_CASES.map((c) => c.word)
		expect(new Set(words).size).toBe(words.length)
		expect(HELD_OUT_WORDS.length).toBeGreaterThanOrEqual(30)
	})
})

describe('search defaults on the sample database', () => {
	test('the share of sensible top results and servings stays above its floor on both halves', async () => {
		const { db } = await import('#app/db.server.ts')
		const tuning = await share(db, TUNING_WORDS)
		const heldOut = await share(db, HELD_OUT_WORDS)
		expect(tuning.share, tuning.misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.sample.tuning)
		expect(heldOut.share, heldOut.misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.sample.heldOut)
	})
})

describe.skipIf(!hasFullDb())('search defaults on the full database', () => {
	test('the share of sensible top results and servings stays above its floor on both halves', { timeout: 120_000 }, async () => {
		const { db, close } = await openFullDbCopy()
		try {
			const tuning = await share(db, TUNING_WORDS)
			const heldOut = await share(db, HELD_OUT_WORDS)
			expect(tuning.share, tuning.misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.full.tuning)
			expect(heldOut.share, heldOut.misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.full.heldOut)
		} finally {
			close()
		}
	})
})
