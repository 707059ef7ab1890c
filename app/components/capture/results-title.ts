/** The title of the capture panel's results card, from what produced the results. Isomorphic. */
import type { CaptureView } from './types.ts'

/**
 * The card's title: the spec's 'AI Recognition Results' (section 2) only when a model produced
 * the results (a photo recognised by the vision model, or a sentence an AI model structured);
 * results of the local engines (barcode lookup, the label reader, the local sentence parser) are
 * 'Recognition Results', since nothing there is AI.
 */
export function resultsTitle(view: Pick<CaptureView, 'results' | 'voice'>): string {
	const byModel = view.voice ? view.voice.parser === 'ai' : view.results.some((r) => r.source === 'vision-model')
	return byModel ? 'AI Recognition Results' : 'Recognition Results'
}
