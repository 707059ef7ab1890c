/**
 * The server's OCR workers (engine 2): tesseract.js (Tesseract compiled to WASM, run in
 * a Node worker thread) with the English LSTM model from the npm package
 * `@tesseract.js-data/eng` (its 'best_int' variant, 2.9 MB). Nothing is downloaded at run time:
 * `langPath` is the installed package's folder and the cache is off, so tesseract.js never
 * reaches for its CDN default nor writes a copy into the working directory.
 *
 * One pool per process: {@link OCR_WORKERS} worker (this is a 2-core machine that also serves
 * requests), a FIFO queue of at most {@link OCR_MAX_QUEUE} images, and {@link OCR_TIMEOUT_MS}
 * per image. A recognition cannot be cancelled inside tesseract.js, so a timed-out worker is
 * terminated and a fresh one starts for the next image.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type Tesseract from 'tesseract.js'
import { DomainError } from '#app/domain/errors.ts'

/** Workers in the pool: one, on this 2-core machine. */
export const OCR_WORKERS = 1
/** Longest time one image may take to recognise, ms (15 s). */
export const OCR_TIMEOUT_MS = 15_000
/** Images waiting beyond this get 503 'busy' instead of a long wait. */
export const OCR_MAX_QUEUE = 8

/** The OCR could not finish: timed out (504) or the queue is full (503). */
export class OcrUnavailableError extends DomainError {
	constructor(message: string, status: 503 | 504) {
		super(message, status)
	}
}

/** One recognised line: its text, Tesseract's confidence (0–100) and baseline angle (radians). */
export type OcrLine = { text: string; confidence: number }

/** What one recognition returns. */
export type OcrResult = {
	text: string
	/** Mean word confidence, 0–100. */
	confidence: number
	lines: OcrLine[]
	/** Recognition time, ms (queue wait excluded). */
	ms: number
}

type Job = { image: Buffer; resolve: (r: OcrResult) => void; reject: (e: unknown) => void }
type Slot = { worker: Promise<Tesseract.Worker> | null; busy: boolean }

const require = createRequire(import.meta.url)

/** Folder of the installed English traineddata ('best_int': the integer LSTM model tesseract.js uses by default for LSTM). */
function langPath(): string {
	return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int')
}

async function startWorker(): Promise<Tesseract.Worker> {
	const { createWorker, OEM, PSM } = await import('tesseract.js')
	const worker = await createWorker('eng', OEM.LSTM_ONLY, {
		langPath: langPath(),
		cacheMethod: 'none',
		gzip: true,
		errorHandler: () => {},
	})
	await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO })
	// The first recognition sets up the LSTM (seconds); do it now on a blank image, not on a user's photo.
	const sharp = (await import('sharp')).default
	await worker.recognize(await sharp({ create: { width: 64, height: 32, channels: 3, background: '#ffffff' } }).withMetadata({ density: 300 }).png().toBuffer())
	return worker
}

class OcrPool {
	private slots: Slot[] = Array.from({ length: OCR_WORKERS }, () => ({ worker: null, busy: false }))
	private queue: Job[] = []

	recognize(image: Buffer): Promise<OcrResult> {
		if (this.queue.length >= OCR_MAX_QUEUE) {
			return Promise.reject(new OcrUnavailableError('Label reading is busy. Please try again in a minute.', 503))
		}
		return new Promise((resolve, reject) => {
			this.queue.push({ image, resolve, reject })
			this.pump()
		})
	}

	/** Starts the workers now (the first start reads and decompresses the model: about a second). */
	async warm(): Promise<void> {
		await Promise.all(this.slots.map((slot) => (slot.worker ??= startWorker())))
	}

	async close(): Promise<void> {
		const workers = this.slots.map((s) => s.worker).filter(Boolean)
		this.slots.forEach((s) => (s.worker = null))
		await Promise.all(workers.map(async (w) => (await w)!.terminate().catch(() => {})))
	}

	private pump() {
		for (const slot of this.slots) {
			if (slot.busy || this.queue.length === 0) continue
			const job = this.queue.shift()!
			slot.busy = true
			void this.run(slot, job).finally(() => {
				slot.busy = false
				this.pump()
			})
		}
	}

	private async run(slot: Slot, job: Job) {
		let timer: NodeJS.Timeout | undefined
		const started = Date.now()
		try {
			slot.worker ??= startWorker()
			const worker = await slot.worker
			const timeout = new Promise<never>((_, reject) => {
				timer = setTimeout(() => reject(new OcrUnavailableError('Reading the label took too long. Please try a closer, sharper photo.', 504)), OCR_TIMEOUT_MS)
			})
			const result = await Promise.race([worker.recognize(job.image, {}, { text: true, blocks: true }), timeout])
			job.resolve(toResult(result.data, Date.now() - started))
		} catch (error) {
			// A worker that timed out or crashed may be stuck mid-recognition: replace it.
			const stale = slot.worker
			slot.worker = null
			if (stale) void stale.then((w) => w.terminate()).catch(() => {})
			job.reject(error)
		} finally {
			clearTimeout(timer)
		}
	}
}

/**
 * The text of a word without phantom symbols: Tesseract's LSTM sometimes emits a glyph twice,
 * once as a thin extra symbol lying over the real one ('11g' → '119g', the '9' a sliver inside
 * the 'g'). A digit overlapping the 'g' after it by 30 % of its own width or more is such a phantom
 * (a real digit before a 'g' leaves a gap).
 */
export function wordText(word: Pick<Tesseract.Word, 'text' | 'symbols'>): string {
	const symbols = word.symbols ?? []
	if (symbols.length < 2) return word.text
	const kept = symbols.filter((s, i) => {
		const next = symbols[i + 1]
		if (!next || !/^\d$/.test(s.text) || !/^[gq]$/.test(next.text)) return true
		const width = s.bbox.x1 - s.bbox.x0
		const overlap = Math.min(s.bbox.x1, next.bbox.x1) - Math.max(s.bbox.x0, next.bbox.x0)
		return !(width > 0 && overlap >= width * 0.3)
	})
	return kept.map((s) => s.text).join('')
}

function toResult(page: Tesseract.Page, ms: number): OcrResult {
	const lines: OcrLine[] = []
	for (const block of page.blocks ?? []) {
		for (const para of block.paragraphs) {
			for (const line of para.lines) lines.push({ text: line.words.map(wordText).join(' ').trim(), confidence: line.confidence })
		}
	}
	return { text: lines.length ? lines.map((l) => l.text).join('\n') : page.text, confidence: page.confidence, lines, ms }
}

let pool: OcrPool | null = null

/** The process's OCR pool (created on first use). */
export function ocrPool(): OcrPool {
	return (pool ??= new OcrPool())
}

/** Stops the pool's workers (tests, shutdown). */
export async function closeOcrPool(): Promise<void> {
	const p = pool
	pool = null
	await p?.close()
}
