/**
 * Documents remembered by what they were rendered from (for the dashboard's HTML throughput).
 *
 * A CPU profile of the dashboard under load put about a third of each request in React's server
 * render and Remix's per-render route tree, and most of the garbage collection after it. Yet the
 * HTML is a pure function of the render's inputs: the URL, the routes matched and their loader
 * data (the app's components read no clock and no randomness while rendering; the greeting and
 * the day come from the loader). So a document whose inputs are identical to one rendered a
 * moment ago is the same bytes, except for the per-request CSP nonce.
 *
 * The memo's key is a SHA-256 of those inputs, the loader data serialised with V8's structured
 * clone (Dates, Maps and Sets keep their contents, which `JSON.stringify` would drop). Loaders
 * still run on every request, so a changed diary, goal or toast changes the key: nothing here is
 * invalidated by hand and nothing can be stale. Loader data differs between users (it holds the
 * user's id), so a user is only ever served a page rendered from their own data. Pages are
 * rendered once with a placeholder nonce made at boot (random, the shape of a real one) and the
 * request's nonce is put in its places when served.
 *
 * Only plain successful page loads are remembered: GET, status 200, no action data, no errors.
 * The memo is per process and bounded by bytes (least recently used first out).
 */
import { createHash, randomBytes } from 'node:crypto'
import { serialize } from 'node:v8'
import { type EntryContext } from '@remix-run/node'

/** The parts joined with `nonce` between each two. */
function join(parts: Buffer<ArrayBuffer>[], nonce: string): Buffer<ArrayBuffer> {
	if (parts.length === 1) return parts[0]!
	const n = Buffer.from(nonce, 'utf8')
	const pieces: Buffer<ArrayBuffer>[] = [parts[0]!]
	for (let i = 1; i < parts.length; i++) pieces.push(n, parts[i]!)
	return Buffer.concat(pieces)
}

/** A rendered document cut at its nonce's places: `parts.length - 1` nonces go between the parts. */
type Entry = { parts: Buffer<ArrayBuffer>[]; bytes: number }

/**
 * Rendered documents keyed by their inputs, least recently used first out.
 * @param maxBytes what the remembered HTML may hold in all (bytes); 0 turns the memo off
 */
export class RenderMemo {
	/** The nonce documents are rendered with before being remembered: 16 random bytes, base64 (like a real one). */
	readonly placeholderNonce = randomBytes(16).toString('base64')
	#entries = new Map<string, Entry>()
	#bytes = 0
	readonly maxBytes: number

	constructor(maxBytes: number) {
		this.maxBytes = maxBytes
	}

	/**
	 * The memo key of a render, or null when this render is not to be remembered (not a plain
	 * successful GET page load, or loader data V8 cannot serialise).
	 * @param request the document request
	 * @param status the status Remix will answer with
	 * @param context Remix's entry context for the render
	 */
	key(request: Request, status: number, context: EntryContext): string | null {
		if (this.maxBytes <= 0 || request.method !== 'GET' || status !== 200) return null
		const state = context.staticHandlerContext
		if (state.actionData || state.errors) return null
		let data: Buffer
		try {
			data = serialize(state.loaderData)
		} catch {
			return null
		}
		const url = new URL(request.url)
		return createHash('sha256')
			.update(`${url.pathname}${url.search}\n${state.matches.map((m) => m.route.id).join('\n')}\n`)
			.update(data)
			.digest('base64')
	}

	/**
	 * The remembered document for `key` with `nonce` in its places, or null.
	 * @param key from {@link key}
	 * @param nonce the response's CSP nonce
	 */
	get(key: string, nonce: string): Buffer<ArrayBuffer> | null {
		const entry = this.#entries.get(key)
		if (!entry) return null
		this.#entries.delete(key)
		this.#entries.set(key, entry)
		return join(entry.parts, nonce)
	}

	/**
	 * A document rendered with {@link placeholderNonce} that is not remembered (it rendered with
	 * an error), with `nonce` in the placeholder's places.
	 */
	rekey(html: Buffer<ArrayBuffer>, nonce: string): Buffer<ArrayBuffer> {
		return join(this.#cut(html), nonce)
	}

	/** `html` cut at the placeholder nonce's places. */
	#cut(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer>[] {
		const parts: Buffer<ArrayBuffer>[] = []
		let from = 0
		for (let at = html.indexOf(this.placeholderNonce); at !== -1; at = html.indexOf(this.placeholderNonce, from)) {
			parts.push(html.subarray(from, at))
			from = at + this.placeholderNonce.length
		}
		parts.push(html.subarray(from))
		return parts
	}

	/**
	 * Remembers a document rendered with {@link placeholderNonce}; a document larger than the
	 * whole memo is not kept.
	 * @param key from {@link key}
	 * @param html the document as rendered with the placeholder nonce
	 */
	set(key: string, html: Buffer<ArrayBuffer>): void {
		if (html.length > this.maxBytes) return
		const parts = this.#cut(html)
		const old = this.#entries.get(key)
		if (old) {
			this.#bytes -= old.bytes
			this.#entries.delete(key)
		}
		this.#entries.set(key, { parts, bytes: html.length })
		this.#bytes += html.length
		for (const [k, e] of this.#entries) {
			if (this.#bytes <= this.maxBytes) break
			this.#entries.delete(k)
			this.#bytes -= e.bytes
		}
	}

	/** How many documents and bytes are remembered (for tests and the bench). */
	get size(): { entries: number; bytes: number } {
		return { entries: this.#entries.size, bytes: this.#bytes }
	}
}
