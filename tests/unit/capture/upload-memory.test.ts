/**
 * Photo uploads and memory: 16 uploads of the largest images the checks accept (8 JPEGs of
 * 50 MP, 8 PNGs of 16 MP, each holding a Nutrition Facts label, so every one is decoded, prepared
 * and read) sent at once over loopback HTTP to POST /api/analyze-food-image's real code path,
 * served by a child process (upload-flood-child.ts) so the resident set measured is the server
 * side's alone.
 *
 * The budget is a web worker's: its resident set stays within {@link WORKER_BUDGET_MB} with the 16
 * at once (before the pixel budget, 16 such uploads took a worker from ~140 MB to ~540 MB; with the
 * OCR engine inside the worker it was ~300 MB). Label OCR runs in a reader process of its own
 * (ocr-pool.server.ts), whose resident set is reported beside it and bounded separately by
 * {@link OCR_READER_BOUND_MB}. The child carries tsx (transpiled sources and their source maps),
 * which a production worker does not, so the worker's figure here is if anything high.
 * No timing is asserted.
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
/** A web worker's memory budget, MB (scripts/server.js WORKER_PEAK_MB). */
const WORKER_BUDGET_MB = 256
/**
 * A sane bound on the label reader process, MB: Tesseract's WASM heap and model take ~110 MB once
 * it has read a label, on top of Node itself; it reads one image at a time, so the 16 uploads do not
 * make it grow. Measured: see the test's printed line.
 */
const OCR_READER_BOUND_MB = 320
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

type Memory = { rssMb: number; peakMb: number; ocr: Array<{ pid: number; rssMb: number | null; peakMb: number | null }> }

/** Starts the serving child; resolves with its port, its users' tokens and a way to stop it. */
function startChild(users: number): Promise<{ port: number; tokens: string[]; bootMb: number; stop: () => Promise<void> }> {
	return new Promise((resolve, reject) => {
		// The heap flags and allocator setting scripts/start.js and the cluster give every server process.
		const child = spawn(process.execPath, ['--max-semi-space-size=2', '--max-old-space-size=256', '--import', 'tsx', CHILD, String(users)], { env: { ...process.env, MALLOC_ARENA_MAX: '2' }, stdio: ['ignore', 'pipe', 'pipe'] })
		let out = ''
		let err = ''
		let started = false
		const exited = new Promise<void>((done) => child.on('exit', () => done()))
		child.stderr.on('data', (d: Buffer) => (err += d.toString()))
		child.stdout.on('data', (d: Buffer) => {
			out += d.toString()
			const line = out.split('\n').find((l) => l.startsWith('{'))
			if (started || !line) return
			started = true
			const ready = JSON.parse(line) as { port: number; tokens: string[]; bootMb: number }
			const stop = async () => {
				await fetch(`http://127.0.0.1:${ready.port}/stop`, { method: 'POST' }).catch(() => {})
				const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
				await exited
				clearTimeout(killer)
			}
			resolve({ ...ready, stop })
		})
		child.on('exit', (code) => {
			if (!started) reject(new Error(`child failed (${code}): ${err.slice(-2000)}`))
		})
	})
}

test('16 uploads of the largest accepted images at once are all read, the web worker staying within its 256 MB', { timeout: 400_000 }, async () => {
	const jpegSide = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS))
	const pngSide = Math.floor(Math.sqrt(MAX_FULL_DECODE_PIXELS))
	const jpeg = fs.readFileSync(await largestImage('jpeg', jpegSide))
	const png = fs.readFileSync(await largestImage('png', pngSide))
	const server = await startChild(4)
	try {
		const base = `http://127.0.0.1:${server.port}`
		const upload = async (bytes: Buffer, i: number) => {
			const form = new FormData()
			form.append('image', new Blob([new Uint8Array(bytes)]), `upload-${i}`)
			const res = await fetch(`${base}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${server.tokens[i % server.tokens.length]}` }, body: form })
			await res.arrayBuffer()
			return res.status
		}
		const memory = async () => (await (await fetch(`${base}/memory`)).json()) as Memory
		// One at a time first: loads the image library and starts the label reader, as a server's first photos do.
		const oneAtATime = [await upload(jpeg, 0), await upload(png, 1)]
		const sequential = await memory()
		const statuses = await Promise.all(Array.from({ length: 16 }, (_, i) => upload(i % 2 ? png : jpeg, i)))
		const flood = await memory()
		const reader = flood.ocr[0]
		console.info(
			`16 uploads (${jpegSide}² JPEG, ${pngSide}² PNG): web worker RSS ${server.bootMb} MB after start-up, peak ${sequential.peakMb} MB one at a time, ${flood.peakMb} MB with 16 at once; ` +
				`label reader process RSS ${reader?.rssMb ?? '?'} MB (peak ${reader?.peakMb ?? '?'} MB)`,
		)
		// Every upload was accepted and read (200), none refused for lack of room.
		expect([...oneAtATime, ...statuses]).toEqual(Array(18).fill(200))
		expect(flood.peakMb).toBeLessThanOrEqual(WORKER_BUDGET_MB)
		// OCR ran in its own process, one for all 18 uploads, which stayed within its bound.
		expect(flood.ocr).toHaveLength(1)
		expect(reader!.pid).toBe(sequential.ocr[0]?.pid)
		expect(reader!.peakMb).toBeLessThanOrEqual(OCR_READER_BOUND_MB)
	} finally {
		await server.stop()
	}
})
