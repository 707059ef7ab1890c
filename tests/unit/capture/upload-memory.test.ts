/**
 * Photo uploads and memory: 16 uploads of the largest images the checks accept (8 JPEGs of
 * 50 MP, 8 PNGs of 16 MP, each holding a Nutrition Facts label, so every one is decoded, prepared
 * and read) sent at once through POST /api/analyze-food-image's real code path, in a child
 * process so the resident set measured is that process's alone.
 *
 * What the pixel budget guarantees is that memory does not grow with the number of uploads: the
 * 16 at once may take at most {@link CONCURRENCY_ALLOWANCE_MB} more than the same process's peak
 * with the uploads one at a time (before the budget, 16 such uploads took a worker from ~140 MB
 * to ~540 MB). The fixed part — the image library, and the OCR engine's ~110 MB once it has read
 * a label — is the same for one upload or 16; the bench's 'peak RSS under the 16-upload test'
 * row measures the whole worker against its 256 MB over HTTP.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, expect, test } from 'vitest'
import { MAX_FULL_DECODE_PIXELS, MAX_IMAGE_PIXELS } from '#app/domain/capture/image/decode.server.ts'

const CHILD = path.resolve('tests/unit/capture/upload-flood-child.ts')
/**
 * What 16 uploads at once may add over one at a time, MB: the uploads themselves, the prepared
 * copies waiting for the OCR worker and allocator slack; decode.server.ts decodes one image at a
 * time. Measured: +80 MB (316 → 396 MB in this child, which also carries tsx); before the pixel
 * budget a one-worker server went from 114 MB to 366 MB and refused 7 of the 16 with 503.
 */
const CONCURRENCY_ALLOWANCE_MB = 96
const dir = fs.mkdtempSync(path.join(os.tmpdir(), `platewise-uploads-${randomUUID().slice(0, 8)}-`))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A white square of `side` px with a real label photo in its middle, as `format`. */
async function largestImage(format: 'jpeg' | 'png', side: number): Promise<string> {
	const label = fs.readFileSync(path.resolve('tests/fixtures/labels/167555-2020-clean.png'))
	const inner = await sharp(label).resize({ width: Math.round(side / 2) }).toBuffer()
	const canvas = sharp({ create: { width: side, height: side, channels: 3, background: '#ffffff' }, limitInputPixels: false }).composite([{ input: inner }])
	const file = path.join(dir, `largest.${format}`)
	fs.writeFileSync(file, format === 'png' ? await canvas.png({ compressionLevel: 9 }).toBuffer() : await canvas.jpeg({ quality: 90 }).toBuffer())
	return file
}

type ChildResult = { bootMb: number; sequentialPeakMb: number; peakMb: number; statuses: number[]; ms: number }

function runChild(users: number, files: string[]): Promise<ChildResult> {
	return new Promise((resolve, reject) => {
		// The allocator setting scripts/start.js and the cluster give every server process.
		const child = spawn(process.execPath, ['--import', 'tsx', CHILD, String(users), ...files], { env: { ...process.env, MALLOC_ARENA_MAX: '2' }, stdio: ['ignore', 'pipe', 'pipe'] })
		let out = ''
		let err = ''
		child.stdout.on('data', (d: Buffer) => (out += d.toString()))
		child.stderr.on('data', (d: Buffer) => (err += d.toString()))
		child.on('exit', (code) => {
			const line = out.split('\n').find((l) => l.startsWith('{'))
			if (code !== 0 || !line) return reject(new Error(`child failed (${code}): ${err.slice(-2000)}`))
			resolve(JSON.parse(line) as ChildResult)
		})
	})
}

test('16 uploads of the largest accepted images at once are all read, using at most 96 MB more than one at a time', { timeout: 400_000 }, async () => {
	const jpegSide = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS))
	const pngSide = Math.floor(Math.sqrt(MAX_FULL_DECODE_PIXELS))
	const jpeg = await largestImage('jpeg', jpegSide)
	const png = await largestImage('png', pngSide)
	const files = Array.from({ length: 16 }, (_, i) => (i % 2 ? png : jpeg))
	const result = await runChild(4, files)
	console.info(
		`16 uploads (${jpegSide}² JPEG, ${pngSide}² PNG): RSS ${result.bootMb} MB after start-up, peak ${result.sequentialPeakMb} MB one at a time, ${result.peakMb} MB with 16 at once (${result.ms} ms)`,
	)
	// Every upload was accepted and read (200), none refused for lack of room.
	expect(result.statuses).toEqual(Array(18).fill(200))
	expect(result.peakMb - result.sequentialPeakMb).toBeLessThanOrEqual(CONCURRENCY_ALLOWANCE_MB)
})
