/**
 * A page of a list at the /api edge. The body stays the list the spec's calls read (a JSON
 * array of the list's objects); the way to the rest travels in headers, so no client that reads
 * the array breaks:
 * - `X-Next-Cursor: <cursor>` — send it back as `?cursor=` for the next page; absent on the
 *   last page;
 * - `Link: <…?cursor=…>; rel="next"` — the same next page as a URL (RFC 8288).
 *
 * No answer passes MAX_RESPONSE_BYTES: a page whose JSON would is ended after the last item that
 * fits, and its next cursor continues from there, so every item is still reached exactly once.
 */
import { MAX_RESPONSE_BYTES, type Page } from '#app/domain/pagination.ts'
import { apiJsonText } from './api.server.ts'

/** The response headers a paginated list documents (OpenAPI `headers` of its 200 answer). */
export const PAGE_HEADERS = {
	'X-Next-Cursor': 'Cursor of the next page (send as `cursor`); absent on the last page',
	Link: 'The next page as a URL, `<…>; rel="next"`; absent on the last page',
} as const

/**
 * The JSON answer for one page: its items shaped by `toJson`, at most MAX_RESPONSE_BYTES, with
 * the next-page headers.
 */
export function pageResponse<T>(request: Request, page: Page<T>, toJson: (item: T) => unknown = (item) => item): Response {
	const parts: string[] = []
	let bytes = 2
	let nextCursor = page.nextCursor
	for (const [i, item] of page.items.entries()) {
		const json = JSON.stringify(toJson(item))
		const size = Buffer.byteLength(json, 'utf8') + (i > 0 ? 1 : 0)
		if (i > 0 && bytes + size > MAX_RESPONSE_BYTES) {
			nextCursor = page.after[i - 1]!
			break
		}
		parts.push(json)
		bytes += size
	}
	const response = apiJsonText(`[${parts.join(',')}]`)
	if (nextCursor) {
		const next = new URL(request.url)
		next.searchParams.set('cursor', nextCursor)
		response.headers.set('X-Next-Cursor', nextCursor)
		response.headers.set('Link', `<${next.pathname}${next.search}>; rel="next"`)
	}
	return response
}
