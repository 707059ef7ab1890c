/**
 * Bounded request-body reading for every action (HTML forms and /api JSON): a body is read at
 * most up to its limit, whatever its Content-Length claims, so a huge or endless upload can
 * never exhaust memory. Text containing NUL characters is refused (SQLite reads such strings
 * back cut short).
 */

/** Largest HTML form body, in bytes: our forms are small text forms (no uploads). */
export const MAX_FORM_BYTES = 64 * 1024

/** A body over its limit. `status` 413; answers with `Connection: close` so the rest is not read. */
export class BodyTooLargeError extends Error {
	readonly status = 413
	constructor(readonly limitBytes: number) {
		super(`Request body must be at most ${limitBytes >= 1024 * 1024 ? `${limitBytes / 1024 / 1024} MB` : `${limitBytes / 1024} KB`}`)
	}
}

/**
 * Reads `request`'s body as bytes, refusing more than `maxBytes` whatever Content-Length claims:
 * the one capped reader every adapter uses (forms, /api JSON, image uploads). On overflow the
 * stream is cancelled, so the rest of the upload is never buffered.
 * @throws BodyTooLargeError (413) when the body is longer than `maxBytes`.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
	const length = Number(request.headers.get('content-length') ?? '0')
	if (length > maxBytes) throw new BodyTooLargeError(maxBytes)
	if (!request.body) return new Uint8Array()
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > maxBytes) {
			// Not awaited: cancelling some bodies (a URLSearchParams one in undici) never settles.
			void reader.cancel().catch(() => {})
			throw new BodyTooLargeError(maxBytes)
		}
		chunks.push(value)
	}
	return Buffer.concat(chunks)
}

/** Reads `request`'s body as UTF-8 text, refusing more than `maxBytes`. @throws BodyTooLargeError. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
	return new TextDecoder().decode(await readBodyBytes(request, maxBytes))
}

/**
 * A multipart/form-data POST (a file upload) as FormData, read with a bound.
 * @param tooLargeMessage the 413's text, naming the limit in the user's terms (e.g. 'Images must be at most 8 MB').
 * @throws Response 413 (`Connection: close`) when the body is longer than `maxBytes`; 400 when it is not valid multipart.
 */
export async function readMultipartForm(request: Request, maxBytes: number, tooLargeMessage?: string): Promise<FormData> {
	let bytes: Uint8Array<ArrayBuffer>
	try {
		bytes = await readBodyBytes(request, maxBytes)
	} catch (error) {
		if (error instanceof BodyTooLargeError) throw new Response(tooLargeMessage ?? error.message, { status: 413, headers: { Connection: 'close' } })
		throw error
	}
	try {
		return await new Request(request.url, { method: 'POST', headers: { 'content-type': request.headers.get('content-type') ?? '' }, body: bytes }).formData()
	} catch {
		throw new Response('Request body is not valid multipart/form-data', { status: 400 })
	}
}

/** Deepest nesting of arrays/objects accepted in a JSON body (ours are at most 3 levels deep). */
export const MAX_JSON_DEPTH = 32

/** A JSON body nested deeper than MAX_JSON_DEPTH. Answered with 400 on /api. */
export class TooDeepError extends Error {
	constructor() {
		super(`Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`)
	}
}

/**
 * The path of the first string in `value` that contains a NUL character, or null. Iterative
 * (an explicit stack, no recursion), so a deeply nested body cannot overflow the call stack.
 * @throws TooDeepError when arrays/objects nest deeper than `maxDepth` levels.
 */
export function findNul(value: unknown, maxDepth = MAX_JSON_DEPTH): string[] | null {
	const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }]
	while (stack.length) {
		const { value: v, path } = stack.pop()!
		if (typeof v === 'string') {
			if (v.includes('\u0000')) return path
			continue
		}
		if (!v || typeof v !== 'object') continue
		if (path.length >= maxDepth) throw new TooDeepError()
		const entries = Array.isArray(v) ? v.map((item, i) => [String(i), item] as const) : Object.entries(v)
		// Pushed in reverse so the first field is checked first (the reported path is the first hit).
		for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] })
	}
	return null
}

/**
 * An HTML form POST as FormData, read with a bound. Forms here are urlencoded; anything else
 * is refused with 415 rather than buffered.
 * @throws Response 413 (too large, `Connection: close`), 415 (not a form), 400 (NUL in a field).
 */
export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
	const type = request.headers.get('content-type') ?? ''
	if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded'))
		throw new Response('Forms must be sent as application/x-www-form-urlencoded', { status: 415 })
	let text: string
	try {
		text = await readBodyText(request, maxBytes)
	} catch (error) {
		if (error instanceof BodyTooLargeError) throw new Response(error.message, { status: 413, headers: { Connection: 'close' } })
		throw error
	}
	const form = new FormData()
	for (const [k, v] of new URLSearchParams(text)) {
		if (k.includes('\u0000') || v.includes('\u0000')) throw new Response(`${k.split('\u0000').join('')}: text must not contain NUL characters`, { status: 400 })
		form.append(k, v)
	}
	return form
}
