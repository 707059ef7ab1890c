/**
 * The vocabulary of USDA generic food names, for food search's typo correction and prefix
 * completion (see search.server.ts): every word of at least 3 letters (no digits) with the
 * number of names containing it.
 *
 * Kept compact (memory: it lives in every server worker). Words are one sorted array of
 * strings with their counts in a `Uint32Array`; the one-deletion forms used by the symmetric-
 * delete typo lookup are not stored as strings but as 32-bit FNV-1a hashes, sorted, each with the
 * index of its word (two typed arrays). A hash lookup may return a few extra words on a
 * collision; {@link Vocabulary.correct} keeps only words one edit away, so the answer is the
 * same as with the strings themselves. On the full USDA data (13,814 names, 3,086 words, ~21,000
 * deletion forms) this is ~0.2 MB (0.16 MB of it typed arrays) instead of the 2.6 MB a heap
 * snapshot showed for maps of strings (the largest object a worker kept after boot).
 */

/** Words of at least this length are corrected (shorter ones have too many neighbours). */
const MIN_CORRECTABLE_LENGTH = 4
/** Shorter words are left out of the vocabulary. */
const MIN_WORD_LENGTH = 3

export class Vocabulary {
	/** Sorted by UTF-16 code units (`<`). */
	private readonly words: string[]
	/** Number of names containing `words[i]`. */
	private readonly counts: Uint32Array
	/** FNV-1a hashes of every word's one-deletion forms, ascending… */
	private readonly deleteHashes: Uint32Array
	/** …and the index in `words` of the word each came from. */
	private readonly deleteWords: Uint32Array

	/**
	 * @param version what the vocabulary was built from (the generic import's checksum)
	 * @param names generic food names; each is split into words with `tokenize`
	 */
	constructor(
		readonly version: string,
		names: Iterable<string>,
		tokenize: (name: string) => string[],
	) {
		const frequency = new Map<string, number>()
		for (const name of names) {
			for (const word of new Set(tokenize(name))) {
				if (word.length < MIN_WORD_LENGTH || /\d/.test(word)) continue
				frequency.set(word, (frequency.get(word) ?? 0) + 1)
			}
		}
		// One flat string split again, so no word keeps a whole lower-cased name alive.
		this.words = [...frequency.keys()].sort().join('\n').split('\n')
		if (frequency.size === 0) this.words = []
		this.counts = Uint32Array.from(this.words, (w) => frequency.get(w)!)
		let total = 0
		for (const word of this.words) total += deletesOf(word).length
		// hash × 2^21 + word index stays below 2^53, so one Float64Array sort orders both.
		if (this.words.length >= 2 ** 21) throw new RangeError('vocabulary too large')
		const packed = new Float64Array(total)
		let k = 0
		this.words.forEach((word, index) => {
			for (const key of deletesOf(word)) packed[k++] = fnv1a(key) * 2 ** 21 + index
		})
		packed.sort()
		this.deleteHashes = new Uint32Array(total)
		this.deleteWords = new Uint32Array(total)
		for (let i = 0; i < total; i++) {
			const hash = Math.floor(packed[i]! / 2 ** 21)
			this.deleteHashes[i] = hash
			this.deleteWords[i] = packed[i]! - hash * 2 ** 21
		}
	}

	/** Number of distinct words. */
	get size(): number {
		return this.words.length
	}

	has(word: string): boolean {
		return this.indexOf(word) >= 0
	}

	/** The most frequent words starting with `prefix` (at most `max`; ties: shorter, then alphabetical). */
	completions(prefix: string, max: number): string[] {
		const matches: number[] = []
		for (let i = this.lowerBound(prefix); i < this.words.length && this.words[i]!.startsWith(prefix); i++) matches.push(i)
		return matches
			.sort((a, b) => this.counts[b]! - this.counts[a]! || this.words[a]!.length - this.words[b]!.length)
			.slice(0, max)
			.map((i) => this.words[i]!)
	}

	/** The best word one edit away from `word` (most frequent, then alphabetical), or null. */
	correct(word: string): string | null {
		if (word.length < MIN_CORRECTABLE_LENGTH || /\d/.test(word)) return null
		const candidates = new Set<number>()
		// `word` has an extra letter (one of its deletion forms is a word), or a missing, wrong or
		// swapped one (it, or one of its deletion forms, is a deletion form of a word).
		for (const key of [word, ...deletesOf(word)]) {
			if (key !== word) {
				const index = this.indexOf(key)
				if (index >= 0) candidates.add(index)
			}
			const hash = fnv1a(key)
			for (let i = lowerBound(this.deleteHashes, hash); i < this.deleteHashes.length && this.deleteHashes[i] === hash; i++) candidates.add(this.deleteWords[i]!)
		}
		let best = -1
		for (const index of candidates) {
			const candidate = this.words[index]!
			if (candidate === word || !withinOneEdit(word, candidate)) continue
			if (best < 0 || this.counts[index]! > this.counts[best]! || (this.counts[index] === this.counts[best] && candidate < this.words[best]!)) best = index
		}
		return best < 0 ? null : this.words[best]!
	}

	private indexOf(word: string): number {
		const i = this.lowerBound(word)
		return this.words[i] === word ? i : -1
	}

	private lowerBound(word: string): number {
		let lo = 0
		let hi = this.words.length
		while (lo < hi) {
			const mid = (lo + hi) >> 1
			if (this.words[mid]! < word) lo = mid + 1
			else hi = mid
		}
		return lo
	}
}

/** `word` with one letter removed, each distinct form once. */
function deletesOf(word: string): string[] {
	const out = new Set<string>()
	for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1))
	return [...out]
}

/** 32-bit FNV-1a over UTF-16 code units. */
function fnv1a(text: string): number {
	let hash = 0x811c9dc5
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i)
		hash = Math.imul(hash, 0x01000193)
	}
	return hash >>> 0
}

function lowerBound(sorted: Uint32Array, value: number): number {
	let lo = 0
	let hi = sorted.length
	while (lo < hi) {
		const mid = (lo + hi) >> 1
		if (sorted[mid]! < value) lo = mid + 1
		else hi = mid
	}
	return lo
}

/** Optimal-string-alignment distance ≤ 1: one insertion, deletion, substitution or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
	if (a === b) return true
	if (Math.abs(a.length - b.length) > 1) return false
	if (a.length === b.length) {
		let i = 0
		while (i < a.length && a[i] === b[i]) i++
		if (a.slice(i + 1) === b.slice(i + 1)) return true // substitution
		return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2) // swap
	}
	const [short, long] = a.length < b.length ? [a, b] : [b, a]
	let i = 0
	while (i < short.length && short[i] === long[i]) i++
	return short.slice(i) === long.slice(i + 1)
}
