/**
 * The server's label OCR (engine 2): tesseract.js (Tesseract compiled to WASM) with the English
 * LSTM model, run in a process of its own (ocr-child.mjs, started with `child_process.fork`), so
 * the engine's ~110 MB (WASM heap and model, once it has read a label) is never part of a web
 * worker's resident set: a worker stays within its 256 MB budget with 16 of the largest accepted
 * uploads at once (tests/unit/capture/upload-memory.test.ts). Prepared images (small grey PNGs)
 * travel over the IPC channel as binary; the child answers with the page's lines and words.
 *
 * One pool per server process: {@link OCR_WORKERS} child (this is a 2-core machine that also
 * serves requests), started on the first label (not at boot) and {@link OCR_TIMEOUT_MS} per image.
 * Images wait in a line that is fair per user (fair-queue.ts): each user's images in their own
 * first-in-first-out line, served in turns, so one user's waiting uploads never make another's
 * wait behind them or answer 'busy'. A user may have {@link OCR_MAX_WAITING_PER_USER} images
 * waiting (past it: 429), the pool {@link OCR_MAX_WAITING} (past it: 503 'busy'). Images are
 * prepared before they join (in the decoding line, decode.server.ts), so a waiting image holds
 * only its small grey copy.
 * A recognition cannot be cancelled inside tesseract.js, so a child that times out is killed and a
 * fresh one starts for the next image; one that dies (crash, out of memory) is replaced the same
 * way. The child exits by itself when its server process stops or dies (its IPC channel closes);
 * {@link closeOcrPool} stops it at once.
 */
import { fork, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DomainError, RateLimitError } from '#app/domain/errors.ts'
import { FairQueue } from './fair-queue.ts'

/** Label reader processes in the pool: one, on this 2-core machine. */
export const OCR_WORKERS = 1
/** Longest time one image may take to recognise, ms (15 s). */
export const OCR_TIMEOUT_MS = 15_000
/**
 * Longest time the reader process may take to start (load and warm the model; about 1–3 s on an
 * idle machine), ms. Past it the process is killed and the image's request fails.
 */
export const OCR_START_TIMEOUT_MS = 60_000
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
/** The answer to an image not read within {@link OCR_TIMEOUT_MS}. */
export const OCR_TIMEOUT_MESSAGE = 'Reading the label took too long. Please try a closer, sharper photo.'

/** The OCR could not finish: timed out (504) or the queue is full (503). */
export class OcrUnavailableError extends DomainError {
	constructor(message: string, status: 503 | 504) {
		super(message, status)
	}
}

/** One recognised line: its text and Tesseract's confidence (0–100). */
export type OcrLine = { text: string; confidence: number }

/** What one recognition returns. */
export type OcrResult = {
	text: string
	/** Mean word confidence, 0–100. */
	confidence: number
	lines: OcrLine[]
	/** Recognition time, ms (queue wait and the reader's start excluded). */
	ms: number
}

/** A recognised word as the reader process sends it: its text and each symbol's text and horizontal extent (px). */
export type OcrWord = { text: string; symbols?: Array<{ text: string; bbox: { x0: number; x1: number } }> | null }
/** A recognised page as the reader process sends it (ocr-child.mjs `slimPage`). */
type OcrPage = { text: string; confidence: number; lines: Array<{ confidence: number; words: OcrWord[] }> }
type ChildMessage = { type: 'ready' } | { type: 'result'; id: number; page: OcrPage } | { type: 'error'; id: number; message: string }

const CHILD_FILE = 'ocr-child.mjs'

/**
 * The reader's script: beside this module when it runs from source (tsx, Vitest), else under the
 * working directory (a production build: this module is inside build/server/index.js, and the
 * server runs from the app's folder, where the Docker image copies app/).
 */
export function ocrChildScript(): string {
	const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), CHILD_FILE)
	if (fs.existsSync(beside)) return beside
	const fromRoot = path.resolve('app/domain/capture/image', CHILD_FILE)
	if (fs.existsSync(fromRoot)) return fromRoot
	throw new Error(`The label reader's script ${CHILD_FILE} was found neither at ${beside} nor at ${fromRoot}`)
}

/** One reader process: started at construction, one recognition at a time. */
class OcrProcess {
	private readonly child: ChildProcess
	/** Settles when the model is loaded and warmed; rejects when the process fails to start. */
	readonly ready: Promise<void>
	private pending: { id: number; resolve: (page: OcrPage) => void; reject: (error: Error) => void } | null = null
	private nextId = 1
	private exited = false

	constructor() {
		this.child = fork(ocrChildScript(), [], {
			// Not the parent's flags (a tsx loader, a server's heap limits): the reader is plain JavaScript.
			execArgv: ['--max-semi-space-size=2'],
			// The environment is inherited: scripts/start.js and the cluster already set MALLOC_ARENA_MAX=2 for every server process.
			serialization: 'advanced',
			stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
		})
		this.hold(true)
		this.ready = new Promise<void>((resolve, reject) => {
			const timer = setTimeout(() => {
				reject(new Error(`The label reader did not start within ${OCR_START_TIMEOUT_MS / 1000} s`))
				this.stop()
			}, OCR_START_TIMEOUT_MS)
			const settle = (error?: Error) => {
				clearTimeout(timer)
				this.hold(false)
				if (error) reject(error)
				else resolve()
			}
			// A process that cannot be started or signalled: its start fails (later errors are only logged).
			this.child.on('error', (error) => {
				settle(error)
				console.error(`platewise: label reader: ${error.message}`)
			})
			this.child.once('exit', (code, signal) => settle(new Error(`The label reader stopped while starting (${signal ?? `exit ${code}`})`)))
			this.child.on('message', (message: ChildMessage) => {
				if (message.type === 'ready') return settle()
				const pending = this.pending
				if (!pending || pending.id !== message.id) return
				this.pending = null
				if (message.type === 'result') pending.resolve(message.page)
				else pending.reject(new Error(`The label reader failed: ${message.message}`))
			})
		})
		// A rejected start is reported to the caller that awaits `ready`; never an unhandled rejection.
		this.ready.catch(() => {})
		this.child.on('exit', (code, signal) => {
			this.exited = true
			this.hold(false)
			const pending = this.pending
			this.pending = null
			pending?.reject(new Error(`The label reader stopped while reading (${signal ?? `exit ${code}`})`))
		})
	}

	/** The reader's process id (for memory measurements). */
	get pid(): number | undefined {
		return this.child.pid
	}

	/** Whether the process has ended (it will not answer again). */
	get dead(): boolean {
		return this.exited
	}

	/**
	 * Reads one PNG. @throws OcrUnavailableError 504 after `timeoutMs` (the caller then stops this
	 * process); Error when the process fails or dies meanwhile.
	 */
	recognize(image: Buffer, timeoutMs: number): Promise<OcrPage> {
		if (this.exited) return Promise.reject(new Error('The label reader has stopped'))
		const id = this.nextId++
		this.hold(true)
		let timer: NodeJS.Timeout | undefined
		return new Promise<OcrPage>((resolve, reject) => {
			this.pending = { id, resolve, reject }
			timer = setTimeout(() => {
				this.pending = null
				reject(new OcrUnavailableError(OCR_TIMEOUT_MESSAGE, 504))
			}, timeoutMs)
			this.child.send({ id, image: new Uint8Array(image.buffer, image.byteOffset, image.byteLength) }, (error) => {
				if (error && this.pending?.id === id) {
					this.pending = null
					reject(error)
				}
			})
		}).finally(() => {
			clearTimeout(timer)
			this.hold(false)
		})
	}

	/** Kills the process (its recognition cannot be cancelled otherwise). */
	stop(): void {
		if (!this.exited) this.child.kill('SIGKILL')
	}

	/** Resolves when the process has ended (at most `ms`, then anyway). */
	async ended(ms = 5000): Promise<void> {
		if (this.exited) return
		await new Promise<void>((resolve) => {
			const timer = setTimeout(resolve, ms)
			this.child.once('exit', () => {
				clearTimeout(timer)
				resolve()
			})
		})
	}

	/**
	 * While the process starts or reads, it keeps this one's event loop alive (a script awaiting a
	 * label must not exit under it); idle, it does not (a script or test that never closes the pool
	 * still ends).
	 */
	private hold(busy: boolean): void {
		if (this.exited) return
		if (busy) {
			this.child.ref()
			this.child.channel?.ref()
		} else if (!this.pending) {
			this.child.unref()
			this.child.channel?.unref()
		}
	}
}

type Slot = { reader: OcrProcess | null; busy: boolean }

class OcrPool {
	private slots: Slot[] = Array.from({ length: OCR_WORKERS }, () => ({ reader: null, busy: false }))
	private line = new FairQueue({
		slots: OCR_WORKERS,
		perUserWaiting: OCR_MAX_WAITING_PER_USER,
		totalWaiting: OCR_MAX_WAITING,
		refuse: (why) => (why === 'user' ? new RateLimitError(OCR_USER_BUSY_MESSAGE, 10) : new OcrUnavailableError(OCR_BUSY_MESSAGE, 503)),
	})

	/**
	 * Recognises one image in `user`'s turn: `prepare` (which gives the PNG to read) runs when the
	 * turn comes, then a reader process reads it.
	 * @throws RateLimitError (429) past the user's own line; OcrUnavailableError 503 past the
	 *   pool's, 504 when the recognition takes longer than {@link OCR_TIMEOUT_MS}; Error when the
	 *   reader process fails to start or dies while reading (the next image gets a fresh one).
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

	/** The process ids of the reader processes running now (for memory measurements). */
	get pids(): number[] {
		return this.slots.flatMap((s) => (s.reader && !s.reader.dead && s.reader.pid ? [s.reader.pid] : []))
	}

	/** Starts the reader processes now (loading and warming the model: a second or more). */
	async warm(): Promise<void> {
		await Promise.all(this.slots.map((slot) => this.reader(slot).ready))
	}

	async close(): Promise<void> {
		const readers = this.slots.flatMap((s) => (s.reader ? [s.reader] : []))
		this.slots.forEach((s) => (s.reader = null))
		for (const r of readers) r.stop()
		await Promise.all(readers.map((r) => r.ended()))
	}

	/** The slot's live reader, started if it has none or its last one ended. */
	private reader(slot: Slot): OcrProcess {
		if (!slot.reader || slot.reader.dead) slot.reader = new OcrProcess()
		return slot.reader
	}

	private async run(slot: Slot, image: Buffer): Promise<OcrResult> {
		const reader = this.reader(slot)
		try {
			await reader.ready
			const started = Date.now()
			const page = await reader.recognize(image, OCR_TIMEOUT_MS)
			return toResult(page, Date.now() - started)
		} catch (error) {
			// A reader that timed out or failed may be stuck mid-recognition: replace it.
			if (slot.reader === reader) slot.reader = null
			reader.stop()
			throw error
		}
	}
}

/**
 * The text of a word without phantom symbols: Tesseract's LSTM sometimes emits a glyph twice,
 * once as a thin extra symbol lying over the real one ('11g' → '119g', the '9' a sliver inside
 * the 'g'). A digit overlapping the 'g' after it by 30 % of its own width or more is such a phantom
 * (a real digit before a 'g' leaves a gap).
 */
export function wordText(word: OcrWord): string {
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

function toResult(page: OcrPage, ms: number): OcrResult {
	const lines: OcrLine[] = page.lines.map((line) => ({ text: line.words.map(wordText).join(' ').trim(), confidence: line.confidence }))
	return { text: lines.length ? lines.map((l) => l.text).join('\n') : page.text, confidence: page.confidence, lines, ms }
}

let pool: OcrPool | null = null

/** The process's OCR pool (created on first use). */
export function ocrPool(): OcrPool {
	return (pool ??= new OcrPool())
}

/** Stops the pool's reader processes (tests, shutdown); the next label starts a fresh one. */
export async function closeOcrPool(): Promise<void> {
	const p = pool
	pool = null
	await p?.close()
}
