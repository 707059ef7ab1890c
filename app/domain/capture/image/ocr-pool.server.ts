/**
 * The server's OCR workers (engine 2): tesseract.js (Tesseract compiled to WASM, run in
 * a Node worker thread) with the English LSTM model from the npm package
 * `@tesseract.js-data/eng` (its 'best_int' variant, 2.9 MB). Nothing is downloaded at run time:
 * `langPath` is the installed package's folder and the cache is off, so tesseract.js never
 * reaches for its CDN default nor writes a copy into the working directory.
 *
 * One pool per process: {@link OCR_WORKERS} worker (this is a 2-core machine that also serves
 * requests) and {@link OCR_TIMEOUT_MS} per image. Images wait in a line that is fair per user
 * (fair-queue.ts): each user's images in their own first-in-first-out line, served in turns, so
 * one user's waiting uploads never make another's wait behind them or answer 'busy'. A user may
 * have {@link OCR_MAX_WAITING_PER_USER} images waiting (past it: 429), the pool
 * {@link OCR_MAX_WAITING} (past it: 503 'busy'). Images are prepared before they join (in the
 * decoding line, decode.server.ts), so a waiting image holds only its small grey copy.
 * A recognition cannot be cancelled inside tesseract.js, so a timed-out worker is terminated
 * and a fresh one starts for the next image.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type Tesseract from 'tesseract.js'
import { DomainError, RateLimitError } from '#app/domain/errors.ts'
import { FairQueue } from './fair-queue.ts'

/** Workers in the pool: one, on this 2-core machine. */
export const OCR_WORKERS = 1
/** Longest time one image may take to recognise, ms (15 s). */
export const OCR_TIMEOUT_MS = 15_000
/**
 * Images one user may have waiting per process. The HTTP server runs at most 4 requests of one
 * account at once per worker (scripts/fair-share.js), so a person uploading normally never meets it.
 */
export const OCR_MAX_WAITING_PER_USER = 8
/** Images all users together may have waiting per process (each holds its upload, at most 8 MB). */
export const OCR_MAX_WAITING = 64
/** The answer to an image past the pool's whole line. */
export const OCR_BUSY_MESSAGE = 'Label reading is busy. Please try again in a minute.'
/** The answer to an image past its own user's line. */
export const OCR_USER_BUSY_MESSAGE = 'You have too many labels being read. Please wait for them to finish and try again.'

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
	private line = new FairQueue({
		slots: OCR_WORKERS,
		perUserWaiting: OCR_MAX_WAITING_PER_USER,
		totalWaiting: OCR_MAX_WAITING,
		refuse: (why) => (why === 'user' ? new RateLimitError(OCR_USER_BUSY_MESSAGE, 10) : new OcrUnavailableError(OCR_BUSY_MESSAGE, 503)),
	})

	/**
	 * Recognises one image in `user`'s turn: `prepare` (which gives the PNG to read) runs when the
	 * turn comes, then a worker reads it.
	 * @throws RateLimitError (429) past the user's own line; OcrUnavailableError 503 past the
	 *   pool's, 504 when the recognition takes longer than {@link OCR_TIMEOUT_MS}.
	 */
	read(user: string, prepare: () => Promise<Buffer>): Promise<OcrResult> {
		return this.line.run(user, async () => {
			const slot = this.slots.find((s) => !s.busy)!
			slot.busy = true
			try {
				return await this.run(slot, await prepare())
			} finally {
				slot.busy = false
			}
		})
	}

	/** Recognises an already prepared image in an anonymous turn (evaluation scripts). */
	recognize(image: Buffer): Promise<OcrResult> {
		return this.read('', () => Promise.resolve(image))
	}

	/** Jobs running and waiting now. */
	get size() {
		return this.line.size
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

	private async run(slot: Slot, image: Buffer): Promise<OcrResult> {
		let timer: NodeJS.Timeout | undefined
		const started = Date.now()
		try {
			slot.worker ??= startWorker()
			const worker = await slot.worker
			const timeout = new Promise<never>((_, reject) => {
				timer = setTimeout(() => reject(new OcrUnavailableError('Reading the label took too long. Please try a closer, sharper photo.', 504)), OCR_TIMEOUT_MS)
			})
			const result = await Promise.race([worker.recognize(image, {}, { text: true, blocks: true }), timeout])
			return toResult(result.data, Date.now() - started)
		} catch (error) {
			// A worker that timed out or crashed may be stuck mid-recognition: replace it.
			const stale = slot.worker
			slot.worker = null
			if (stale) void stale.then((w) => w.terminate()).catch(() => {})
			throw error
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
