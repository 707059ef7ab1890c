/**
 * Query words: splitting a query the way FTS5's unicode61 tokenizer splits names, and the word
 * forms (plural/singular) compared with a food name's head. Pure.
 */

/** Words too common to narrow a search; dropped unless the query has nothing else. */
export const STOP_WORDS = new Set(['a', 'an', 'and', 'or', 'of', 'the', 'with', 'in', 'w'])
/** Words kept from a query. */
export const MAX_TOKENS = 8
/** Characters kept of each word. */
export const MAX_TOKEN_LENGTH = 40

/**
 * Splits a query into lower-case words of letters and digits — the characters FTS5's unicode61
 * tokenizer keeps — so that each can be quoted as one FTS term. Marks are folded away
 * ('crème' → 'creme', as the index's remove_diacritics does).
 */
export function tokenize(query: string): string[] {
	// eslint-disable-next-line no-control-regex -- ASCII fast path (most queries and USDA names)
	const ascii = /^[\x00-\x7f]*$/.test(query)
	const words = (
		ascii
			? query.toLowerCase().split(/[^a-z0-9]+/)
			: query
					.normalize('NFKD')
					.replace(/\p{M}+/gu, '')
					.toLowerCase()
					.split(/[^\p{L}\p{N}]+/u)
	)
		.filter((w) => w.length > 0)
		.map((w) => w.slice(0, MAX_TOKEN_LENGTH))
	const meaningful = words.filter((w) => !STOP_WORDS.has(w))
	return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TOKENS)
}

/** Plural/singular spellings of an English word, for comparing with a name's head. */
function wordForms(word: string): string[] {
	const forms = new Set([word, `${word}s`, `${word}es`])
	if (word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`)
	if (word.endsWith('y')) forms.add(`${word.slice(0, -1)}ies`)
	if (word.endsWith('es')) forms.add(word.slice(0, -2))
	if (word.endsWith('s')) forms.add(word.slice(0, -1))
	return [...forms]
}

/** Strings a generic food's head (name before the first comma) may equal to rank first. */
export function headForms(tokens: string[]): string[] {
	const forms = new Set<string>()
	const last = tokens[tokens.length - 1] ?? ''
	const start = tokens.slice(0, -1).join(' ')
	for (const form of wordForms(last)) forms.add(start ? `${start} ${form}` : form)
	if (tokens.length > 1) for (const token of tokens) for (const form of wordForms(token)) forms.add(form)
	return [...forms]
}

/** A crude singular for substring matching ('bananas' → 'banana', 'berries' → 'berr'). */
export function singular(word: string): string {
	if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3)
	if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
	return word
}
