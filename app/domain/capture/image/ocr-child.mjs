/**
 * The label reader's own OS process: started by ocr-pool.server.ts with `child_process.fork`
 * (an IPC channel, 'advanced' serialization so image bytes travel as binary), it hosts one
 * tesseract.js worker (Tesseract compiled to WASM, ~110 MB once it has read a label) so that memory
 * is never part of a web worker's resident set.
 *
 * Plain JavaScript, run by `node` as it is: it must start the same way under tsx, Vitest and a
 * production build (the Vite server bundle does not contain it; the pool finds it beside its own
 * source or under the working directory).
 *
 * Protocol (one image at a time; the pool sends the next only after the answer):
 *   child → parent  { type: 'ready' }                       the model is loaded and warmed
 *   parent → child  { id, image }                           image: the PNG bytes to read (Uint8Array)
 *   child → parent  { type: 'result', id, page }            page: see {@link slimPage}
 *   child → parent  { type: 'error', id, message }          the recognition threw
 * It exits when the parent closes the channel (the parent stopped or died), so it never outlives
 * the server.
 *
 * The model is the npm package `@tesseract.js-data/eng` ('best_int', 2.9 MB); nothing is downloaded
 * at run time (`langPath` is the installed package, the cache is off).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { createWorker, OEM, PSM } from 'tesseract.js'

if (!process.send) {
	console.error('ocr-child: start me with child_process.fork (I answer over its IPC channel)')
	process.exit(2)
}
process.on('disconnect', () => process.exit(0))

const require = createRequire(import.meta.url)
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int')
/** A white 64×32 PNG at 300 dpi: the first recognition sets up the LSTM (seconds), done on this, not on a user's photo. */
const BLANK_PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAABP2lDQ1BpY2MAABiVfZC/SwJxGMY/11WWWA05NBQcJU0FUUtTgYZOEfgj1Kbz/FGgdt33QprLoaloiEZrCaLZxhz6A4KgIQqirdWghpKLrw5aUM/yfnh4Xt6XB5TnvFEQ3RoUirYVDvm1eCKpuV5Q8dLPIGO6IczlSDAKIPSSMGwrzw+936PIeTe9rhfTO6/Xq8kFpbo7UY4FP1Yu+F/udEYYwBfgM0zLBkUDxku2KXkJ8BrrehqUODBlxRNJUPakn2vxieRUiy8lW9FwAJQaoOU6ONXBhfy2vCslv/dkirEI0AeMIggTwv9HpreZCRBgBmRfv3sQ2bnZ1pZnEXqeHOdtElyH0DhynM9Tx2mcgfoIta32/mYF5uugHrS91DFc7cPIQ9vzVWCoDNUbU7f0pqUCXdkNqJ/DQAKGb8G99g3j4l+x2lMbhgAAALRlWElmSUkqAAgAAAAGABIBAwABAAAAAQAAABoBBQABAAAAVgAAABsBBQABAAAAXgAAACgBAwABAAAAAgAAABMCAwABAAAAAQAAAGmHBAABAAAAZgAAAAAAAADgkwQA6AMAAOCTBADoAwAABgAAkAcABAAAADAyMTABkQcABAAAAAECAwAAoAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAAAEAAAAADoAQAAQAAACAAAAAAAAAAGbXBggAAAAlwSFlzAAAuIwAALiMBeKU/dgAAAEpJREFUWIXVzkERAAAMgzD8m2Yi+tgRBcE4jMM4jMM4jMM4jMM4jMM4jMM4jMM4jMM4jMM4jMM4jMM4jMM4jMM4jMM4jMM4vgOrA36h6VpSHzwzAAAAAElFTkSuQmCC',
	'base64',
)

const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true, errorHandler: () => {} })
await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO })
await worker.recognize(BLANK_PNG)

/**
 * What the pool needs of a recognised page, nothing more (the full page carries every symbol's
 * box, baseline and choices): the text, the mean confidence and, per line, its confidence and its
 * words with each symbol's text and horizontal extent (the pool drops phantom digits by overlap).
 * @param {import('tesseract.js').Page} page
 */
function slimPage(page) {
	const lines = []
	for (const block of page.blocks ?? []) {
		for (const para of block.paragraphs) {
			for (const line of para.lines) {
				lines.push({
					confidence: line.confidence,
					words: line.words.map((w) => ({ text: w.text, symbols: (w.symbols ?? []).map((s) => ({ text: s.text, bbox: { x0: s.bbox.x0, x1: s.bbox.x1 } })) })),
				})
			}
		}
	}
	return { text: page.text, confidence: page.confidence, lines }
}

process.on('message', async (/** @type {{ id: number; image: Uint8Array }} */ message) => {
	try {
		const image = Buffer.from(message.image.buffer, message.image.byteOffset, message.image.byteLength)
		const { data } = await worker.recognize(image, {}, { text: true, blocks: true })
		process.send?.({ type: 'result', id: message.id, page: slimPage(data) })
	} catch (error) {
		process.send?.({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) })
	}
})
process.send({ type: 'ready' })
