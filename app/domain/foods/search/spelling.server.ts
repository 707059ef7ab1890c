/**
 * The loaded database's vocabulary of generic food names (vocabulary.server.ts) and what food
 * search does with it: typo correction ('bananna' → banana) and prefix completion. Built once per
 * database client and rebuilt when the generic import changes (its `food_imports` sha256).
 */
import type { Db } from '#app/db.server.ts'
import { MIN_PREFIX_LENGTH, quote, run } from './fts.server.ts'
import { tokenize } from './tokenize.ts'
import { Vocabulary } from './vocabulary.server.ts'

const vocabularies = new WeakMap<object, Promise<Vocabulary>>()

async function vocabularyVersion(db: Db): Promise<string> {
	const rows = await run(db, `SELECT sha256 FROM food_imports WHERE file = 'generic'`)
	return rows[0] ? String(rows[0].sha256) : 'none'
}

/**
 * The vocabulary of generic food names, built once per database client and rebuilt when the
 * generic import changes (its `food_imports` sha256).
 */
export async function getVocabulary(db: Db): Promise<Vocabulary> {
	const version = await vocabularyVersion(db)
	const cached = vocabularies.get(db.$client)
	if (cached) {
		const vocabulary = await cached.catch(() => null)
		if (vocabulary && vocabulary.version === version) return vocabulary
	}
	const building = (async () => {
		// fdc_id > 0 uses its index (a scan by source would read all 700K rows). The names come as
		// one string (unit separator between them) rather than 13,814 row objects: less garbage
		// while every worker builds this at boot (memory).
		const [row] = await run(
			db,
			`SELECT group_concat(name, char(31)) AS names FROM foods WHERE fdc_id > 0 AND source IN ('sr_legacy', 'foundation', 'survey_fndds')`,
		)
		const names = row?.names == null ? [] : String(row.names).split('\x1f')
		return new Vocabulary(version, names, tokenize)
	})()
	vocabularies.set(db.$client, building)
	return building
}

/**
 * Replaces words that match no generic food by their closest vocabulary word.
 * @returns the corrected words, or null when nothing could be corrected.

/**
 * Replaces words that match no generic food by their closest vocabulary word.
 * @returns the corrected words, or null when nothing could be corrected.

/**
 * Replaces words that match no generic food by their closest vocabulary word.
 * @returns the corrected words, or null when nothing could be corrected.
 */
export async function correctTokens(db: Db, tokens: string[]): Promise<string[] | null> {
	const vocabulary = await getVocabulary(db)
	let changed = false
	const corrected: string[] = []
	for (let i = 0; i < tokens.length; i++) {
		const token = tokens[i]!
		const isLast = i === tokens.length - 1
		if (vocabulary.has(token) || (isLast && vocabulary.completions(token, 1).length > 0)) {
			corrected.push(token)
			continue
		}
		if (await hasGenericHits(db, token, isLast)) {
			corrected.push(token)
			continue
		}
		const replacement = vocabulary.correct(token)
		if (replacement) changed = true
		corrected.push(replacement ?? token)
	}
	return changed ? corrected : null
}

async function hasGenericHits(db: Db, token: string, prefix: boolean): Promise<boolean> {
	try {
		const rows = await run(db, {
			sql: `SELECT 1 FROM foods_fts WHERE foods_fts MATCH ? LIMIT 1`,
			args: [prefix && token.length >= MIN_PREFIX_LENGTH ? `${quote(token)}*` : quote(token)],
		})
		return rows.length > 0
	} catch {
		return false
	}
}
