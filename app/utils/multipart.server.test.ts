import { describe, expect, test } from 'vitest'
import { MultipartError, multipartBoundary, multipartFiles } from './multipart.server.ts'

/** A body as a client's FormData serialises it (Node's fetch, as browsers do), with its Content-Type. */
async function encoded(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
	const request = new Request('http://localhost/', { method: 'POST', body: form })
	return { body: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('content-type')! }
}

const bytes = (n: number, seed = 7) => Uint8Array.from({ length: n }, (_, i) => (i * seed + (i >> 8)) & 0xff)

describe('multipart file parts read in place', () => {
	test('every file part of a form comes back byte for byte, with its field, filename and type; text fields are skipped', async () => {
		const photo = bytes(300_000)
		// Bytes that look like a delimiter's start inside the file must not cut it.
		photo.set(Buffer.from('\r\n--not-the-boundary\r\n'), 1000)
		const form = new FormData()
		form.append('intent', 'analyze-image')
		form.append('image', new Blob([photo], { type: 'image/png' }), 'label "front".png')
		form.append('other', new Blob([bytes(10, 3)]), 'b.bin')
		const { body, type } = await encoded(form)
		const files = multipartFiles(body, type)
		// What Node's own FormData parser reads from the same body.
		const parsed = await new Request('http://localhost/', { method: 'POST', headers: { 'content-type': type }, body }).formData()
		const image = parsed.get('image') as File
		expect(files.map((f) => [f.field, f.filename, f.type])).toEqual([
			['image', image.name, 'image/png'],
			['other', 'b.bin', 'application/octet-stream'],
		])
		expect(Buffer.from(files[0]!.bytes).equals(Buffer.from(photo))).toBe(true)
		expect(Buffer.from(files[1]!.bytes).equals(Buffer.from(bytes(10, 3)))).toBe(true)
		// A view into the body, not a copy.
		expect(files[0]!.bytes.buffer).toBe(body.buffer)
	})

	test('an empty file, a browser-style mixed-case boundary, a preamble and no part headers but the disposition', () => {
		const boundary = '----WebKitFormBoundaryAbC123xYz'
		const text = `preamble\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename=""\r\n\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`
		const files = multipartFiles(Buffer.from(text), `multipart/form-data; boundary=${boundary}`)
		expect(files).toHaveLength(1)
		expect(files[0]).toMatchObject({ field: 'image', filename: '', type: '' })
		expect(files[0]!.bytes.byteLength).toBe(0)
	})

	test('a quoted boundary is read without its quotes', () => {
		expect(multipartBoundary('multipart/form-data; boundary="a b:c"')).toBe('a b:c')
		expect(multipartBoundary('multipart/form-data')).toBeNull()
	})

	test('a body the Content-Type does not delimit is refused', () => {
		const type = 'multipart/form-data; boundary=x'
		for (const text of ['', 'no delimiter here', '--x\r\nContent-Disposition: form-data; name="a"; filename="a"\r\n\r\nunterminated', '--x\r\nContent-Disposition: form-data; name="a"'])
			expect(() => multipartFiles(Buffer.from(text), type), JSON.stringify(text)).toThrow(MultipartError)
		expect(() => multipartFiles(Buffer.from('--x--'), 'multipart/form-data')).toThrow(MultipartError)
		// A well-formed form with no file has no file parts.
		expect(multipartFiles(Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'), type)).toEqual([])
	})
})
