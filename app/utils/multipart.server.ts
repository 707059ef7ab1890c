/**
 * The files of a multipart/form-data body (RFC 7578) as views into the body already read, without
 * copying them. Reading an upload through `Request.formData()` and `File.arrayBuffer()` copies its
 * bytes three more times (the body into the request, the request into the form's file, the file
 * into an ArrayBuffer); with 16 photos of up to 8 MB arriving at once those copies are what a web
 * worker's memory peak is made of. Only file parts (those whose Content-Disposition names a
 * `filename`) are returned; text fields are skipped.
 */

/** A body that is not multipart/form-data as its Content-Type says. Adapters answer 400. */
export class MultipartError extends Error {}

/** One file part: its field name, the filename and type the client declared, and its bytes (a view into the body). */
export type MultipartFile = { field: string; filename: string; type: string; bytes: Uint8Array }

/** The boundary of a `multipart/form-data; boundary=…` Content-Type (case kept), or null. */
export function multipartBoundary(contentType: string): string | null {
	const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType)
	return match ? (match[1] ?? match[2] ?? null) : null
}

/**
 * The parameters of a Content-Disposition value, names lowercased; a quoted value is unescaped as
 * the HTML form encoding writes it (`%0A`, `%0D`, `%22` for LF, CR and a quote; a backslash escape).
 */
function dispositionParams(value: string): Map<string, string> {
	const params = new Map<string, string>()
	for (const m of value.matchAll(/;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
		const quoted = m[2]?.replace(/\\(.)/g, '$1').replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"')
		params.set(m[1]!.toLowerCase(), quoted ?? m[3]!.trim())
	}
	return params
}

/**
 * The file parts of `body`, a whole multipart/form-data body whose Content-Type is `contentType`.
 * The returned bytes share `body`'s memory (no copy): keep `body` unchanged while they are used.
 * @throws MultipartError when the Content-Type has no boundary or the body is not delimited by it
 *   (no opening or closing delimiter, a part without a blank line after its headers).
 */
export function multipartFiles(body: Uint8Array, contentType: string): MultipartFile[] {
	const boundary = multipartBoundary(contentType)
	if (!boundary) throw new MultipartError('multipart/form-data without a boundary')
	const buf = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
	const dashBoundary = Buffer.from(`--${boundary}`, 'latin1')
	const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1')
	let at = buf.subarray(0, dashBoundary.length).equals(dashBoundary) ? 0 : buf.indexOf(delimiter) + 2
	if (at < 0 || at === 1) throw new MultipartError('no opening delimiter')
	const files: MultipartFile[] = []
	for (;;) {
		const after = at + dashBoundary.length
		if (buf[after] === 0x2d && buf[after + 1] === 0x2d) return files // '--': the closing delimiter
		// The delimiter line may end in transport padding (spaces, tabs) before its CRLF.
		let lineEnd = after
		while (buf[lineEnd] === 0x20 || buf[lineEnd] === 0x09) lineEnd++
		if (buf[lineEnd] !== 0x0d || buf[lineEnd + 1] !== 0x0a) throw new MultipartError('a delimiter not followed by a line break')
		const headersEnd = buf.indexOf('\r\n\r\n', lineEnd, 'latin1')
		if (headersEnd < 0) throw new MultipartError('a part without the blank line after its headers')
		const contentStart = headersEnd + 4
		const next = buf.indexOf(delimiter, contentStart)
		if (next < 0) throw new MultipartError('no closing delimiter')
		const headers = new Map<string, string>()
		for (const line of buf.toString('utf8', lineEnd + 2, headersEnd).split('\r\n')) {
			const colon = line.indexOf(':')
			if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
		}
		const disposition = headers.get('content-disposition') ?? ''
		if (/^form-data\b/i.test(disposition)) {
			const params = dispositionParams(disposition)
			const filename = params.get('filename')
			if (filename !== undefined) files.push({ field: params.get('name') ?? '', filename, type: headers.get('content-type') ?? '', bytes: body.subarray(contentStart, next) })
		}
		at = next + 2
	}
}
