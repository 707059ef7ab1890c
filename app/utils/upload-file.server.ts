/**
 * A multipart/form-data upload streamed to a temporary file, never held whole in memory: the body is
 * read chunk by chunk, the file part's bytes go to disk as they arrive (hashed with SHA-256 on the
 * way), short text fields are kept. Used by imports, whose files (three years of a tracker's
 * export, ~30 MB; an Apple Health zip) are too large to buffer per request in a web worker.
 */
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { BodyTooLargeError } from './body.server.ts'
import { MultipartError, multipartBoundary } from './multipart.server.ts'

/** The uploaded file on disk: remove it with `cleanup()` when done. */
export type UploadedFile = { path: string; fileName: string; sha256: string; bytes: number }

/** What an upload brought: its first file part (of `fileField`, else any) and its text fields (at most 4 KB each). */
export type Upload = { file: UploadedFile | null; fields: Record<string, string>; cleanup(): Promise<void> }

const MAX_FIELD_BYTES = 4 * 1024
const MAX_HEADER_BYTES = 8 * 1024

/**
 * Streams `request`'s multipart body to a temporary file.
 * @throws BodyTooLargeError (413) past `maxBytes` (Content-Length or counted); MultipartError (400) when
 *   the body is not multipart/form-data as its Content-Type says. The temporary file is removed on failure.
 */
export async function receiveUpload(request: Request, maxBytes: number, fileField = 'file'): Promise<Upload> {
	const boundary = multipartBoundary(request.headers.get('content-type') ?? '')
	if (!boundary) throw new MultipartError('multipart/form-data without a boundary')
	if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw new BodyTooLargeError(maxBytes)
	const tmp = path.join(os.tmpdir(), `platewise-upload-${randomUUID()}`)
	const cleanup = () => rm(tmp, { force: true })
	const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1')
	const fields: Record<string, string> = {}
	let file: UploadedFile | null = null
	let out: WriteStream | null = null
	let hash: ReturnType<typeof createHash> | null = null
	let fieldName: string | null = null
	let fieldBytes: Buffer[] = []
	// The body so far that is not yet consumed; starts with CRLF so the first delimiter looks like the others.
	let buf = Buffer.from('\r\n')
	let state: 'preamble' | 'headers' | 'body' | 'done' = 'preamble'
	let total = 0
	const write = async (chunk: Buffer) => {
		if (chunk.length === 0) return
		if (out && file) {
			hash!.update(chunk)
			file.bytes += chunk.length
			if (!out.write(chunk)) await new Promise<void>((r) => out!.once('drain', () => r()))
		} else if (fieldName !== null && fieldBytes.reduce((n, b) => n + b.length, 0) + chunk.length <= MAX_FIELD_BYTES) fieldBytes.push(chunk)
	}
	const endPart = async () => {
		if (out && file) {
			await new Promise<void>((resolve, reject) => out!.end((err?: Error | null) => (err ? reject(err) : resolve())))
			file.sha256 = hash!.digest('hex')
			out = null
		} else if (fieldName !== null) fields[fieldName] = Buffer.concat(fieldBytes).toString('utf8')
		fieldName = null
		fieldBytes = []
	}
	try {
		if (!request.body) throw new MultipartError('no body')
		const reader = request.body.getReader()
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			total += value.byteLength
			if (total > maxBytes) {
				void reader.cancel().catch(() => {})
				throw new BodyTooLargeError(maxBytes)
			}
			buf = buf.length ? Buffer.concat([buf, value]) : Buffer.from(value)
			for (;;) {
				if (state === 'preamble' || state === 'body') {
					const at = buf.indexOf(delimiter)
					if (at < 0) {
						// Keep what could be the start of a delimiter cut by the chunk's end.
						const keep = Math.max(0, buf.length - delimiter.length + 1)
						if (state === 'body') await write(buf.subarray(0, keep))
						buf = buf.subarray(keep)
						break
					}
					if (state === 'body') {
						await write(buf.subarray(0, at))
						await endPart()
					}
					buf = buf.subarray(at + delimiter.length)
					state = 'headers'
				}
				if (state === 'headers') {
					if (buf.length < 2) break
					if (buf[0] === 0x2d && buf[1] === 0x2d) {
						state = 'done'
						break
					}
					const end = buf.indexOf('\r\n\r\n')
					if (end < 0) {
						if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too long')
						break
					}
					const headers = buf.subarray(0, end).toString('utf8')
					buf = buf.subarray(end + 4)
					const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? ''
					const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? ''
					const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1]
					if (filename !== undefined && !file && (name === fileField || !file)) {
						file = { path: tmp, fileName: filename, sha256: '', bytes: 0 }
						out = createWriteStream(tmp)
						hash = createHash('sha256')
					} else if (filename === undefined) fieldName = name
					state = 'body'
				}
			}
			if (state === 'done') {
				void reader.cancel().catch(() => {})
				break
			}
		}
		if (state !== 'done') throw new MultipartError('no closing delimiter')
		return { file, fields, cleanup }
	} catch (error) {
		const stream = out as WriteStream | null
		stream?.destroy()
		await cleanup()
		throw error
	}
}
