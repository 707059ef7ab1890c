/**
 * Voice capture island: the Web Speech API (`SpeechRecognition` /
 * `webkitSpeechRecognition`) in the page's language (en-US for English, as spec section 9 'Capture'
 * gives it; the panel passes LOCALE_TAGS of the page), one final result, 10 s timeout.
 * Loaded with a dynamic import() when Voice Input is pressed. It only captures: the transcript is
 * sent to POST /api/extract-foods, the same parser the 'Type what you ate' form posts to.
 */

export { islandMessage } from './messages.ts'

/** Spec section 9: speech recognition timeout in ms. */
export const SPEECH_TIMEOUT_MS = 10_000
/** Spec section 9: recognition language (English pages; other pages listen in their own). */
export const SPEECH_LANG = 'en-US'

/** Spec section 8 'Capture and recognition errors' messages. */
export const SPEECH_ERRORS = {
	unsupported: 'Speech recognition not supported in this browser',
	timeout: 'Speech recognition timeout',
	error: (code: string) => `Speech recognition error: ${code}`,
} as const

/** A failed recognition; `unsupported` tells the panel to offer the typed field instead. */
export class SpeechError extends Error {
	constructor(
		message: string,
		readonly unsupported = false,
	) {
		super(message)
	}
}

type Recognition = {
	lang: string
	continuous: boolean
	interimResults: boolean
	maxAlternatives: number
	onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string; confidence: number }>> }) => void) | null
	onerror: ((event: { error: string }) => void) | null
	onend: (() => void) | null
	start(): void
	abort(): void
}

/** True when this browser offers speech recognition. */
export function speechSupported(): boolean {
	const w = window as unknown as Record<string, unknown>
	return typeof w.SpeechRecognition === 'function' || typeof w.webkitSpeechRecognition === 'function'
}

/**
 * Listens once, in `lang` (a BCP 47 tag such as 'de-DE'; default {@link SPEECH_LANG}). Resolves
 * with the transcript and its confidence (0–1).
 * @throws SpeechError with the spec's messages: not supported, 'Speech recognition error: <code>',
 *   timeout after 10 s.
 */
export function listen(lang: string = SPEECH_LANG, signal?: AbortSignal): Promise<{ transcript: string; confidence: number }> {
	const w = window as unknown as Record<string, (new () => Recognition) | undefined>
	const Ctor = w.SpeechRecognition ?? w.webkitSpeechRecognition
	if (!Ctor) return Promise.reject(new SpeechError(SPEECH_ERRORS.unsupported, true))
	return new Promise((resolve, reject) => {
		const recognition = new Ctor()
		recognition.lang = lang
		recognition.continuous = false
		recognition.interimResults = false
		recognition.maxAlternatives = 1
		let settled = false
		const finish = (fn: () => void) => {
			if (settled) return
			settled = true
			clearTimeout(timer)
			fn()
			try {
				recognition.abort()
			} catch {
				// already stopped
			}
		}
		const timer = setTimeout(() => finish(() => reject(new SpeechError(SPEECH_ERRORS.timeout))), SPEECH_TIMEOUT_MS)
		signal?.addEventListener('abort', () => finish(() => reject(new SpeechError(SPEECH_ERRORS.error('aborted')))))
		recognition.onresult = (event) => {
			const best = event.results[0]?.[0]
			if (best?.transcript.trim()) finish(() => resolve({ transcript: best.transcript.trim(), confidence: best.confidence }))
		}
		recognition.onerror = (event) => finish(() => reject(new SpeechError(SPEECH_ERRORS.error(event.error), event.error === 'not-allowed' || event.error === 'service-not-allowed')))
		recognition.onend = () => finish(() => reject(new SpeechError(SPEECH_ERRORS.error('no-speech'))))
		try {
			recognition.start()
		} catch (error) {
			finish(() => reject(new SpeechError(SPEECH_ERRORS.error(error instanceof Error ? error.name : 'start-failed'))))
		}
	})
}
