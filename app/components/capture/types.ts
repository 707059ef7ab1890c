/**
 * What the capture screen (/multimodal-input) and the dashboard's capture panel exchange: the
 * page's loader and action answer with a {@link CaptureView}, which the panel renders and its
 * fetchers read back. Kept here, not in the route, so the components never import a route.
 */
import type { CaptureResult } from '#app/domain/capture/types.ts'
import type { MealType } from '#db/schema.ts'

/** What the panel shows: the selected meal and day, and the latest recognition results. */
export type CaptureView = {
	mealType: MealType
	/** Diary day YYYY-MM-DD that Add logs into. */
	date: string
	results: CaptureResult[]
	/**
	 * Present for a spoken or typed meal: `spoken` when the sentence came from the microphone
	 * (the URL's `spoken=1`), `parser` whether the local parser or an AI model read it.
	 */
	voice: { transcript: string; unmatched: string[]; spoken: boolean; parser: 'local' | 'ai' } | null
	/** A toast to show: 'info' for an honest answer that is not a failure (a photo with no label). */
	notice: { kind: 'success' | 'error' | 'info'; title: string; message: string } | null
	/** A barcode the lookup did not know: offer to enter it as the user's own food. */
	notFound: { code: string } | null
	barcode: string
	text: string
	/** What photos can do on this server, shown beside the buttons (null: nothing to say). */
	photoNote?: string | null
	/**
	 * A refused save of a photographed label: the card's fields as typed (every value the OCR read
	 * or the user changed comes back) and the messages naming the fields at fault.
	 */
	refusedLabel?: { values: Record<string, string>; fieldErrors: Record<string, string[]> } | null
}

/** The capture loader's answer as the panel's lookup fetcher reads it (barcode, typed sentence). */
export type CaptureLookupData = { view: CaptureView }

/** The capture action's answer to a photo upload (a redirect for the other intents). */
export type CaptureUploadData = { view: CaptureView } | { error: string }

/** The capture screen's URL, its forms' action (spec section 2: the Smart Food Logging screen). */
export const CAPTURE_PATH = '/multimodal-input'
