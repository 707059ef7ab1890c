/** The 'Foods high in X' page's URL state (isomorphic). */

/** How the list is ranked: amount per 100 kcal, or per default serving. */
export const RICH_IN_PER = ['100kcal', 'serving'] as const
export type RichInPer = (typeof RICH_IN_PER)[number]

/** `/foods/rich-in/{key}` with `params` (empty or null values left out). */
export function richInUrlWith(key: string, params: Record<string, string | null | undefined>): string {
	const search = new URLSearchParams()
	for (const [k, v] of Object.entries(params)) if (v) search.set(k, v)
	const query = search.toString()
	return `/foods/rich-in/${encodeURIComponent(key)}${query ? `?${query}` : ''}`
}
