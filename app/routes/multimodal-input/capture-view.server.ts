/**
 * What the capture screen's loader shows for its URL: a barcode looked up (`barcode`), or a typed
 * or spoken sentence matched to foods (`text`), as the {@link CaptureView} the panel renders.
 * The domain decides the foods and their nutrition; this only words the notices (spec section 2).
 */
import type { CaptureView } from '#app/components/capture/types.ts'
import type { Db } from '#app/db.server.ts'
import { barcodeResult, lookupBarcodeProduct } from '#app/domain/capture/barcode.server.ts'
import { extractFoods } from '#app/domain/capture/extract.server.ts'
import { MAX_TRANSCRIPT_LENGTH } from '#app/domain/capture/transcript.ts'
import type { Locale } from '#app/utils/i18n.tsx'
import { serverT } from '#app/utils/i18n.server.ts'
import { translateMessage } from '#app/utils/i18n-messages.server.ts'

/**
 * Fills `view` (whose `barcode` and `text` are the URL's, already cut to length) with the
 * answer for the URL's `barcode` or `text` parameter; leaves it empty when neither is present.
 * The notices are worded in `locale` (the page's language).
 */
export async function answerCapture(db: Db, userId: string, params: URLSearchParams, locale: Locale, view: CaptureView): Promise<CaptureView> {
	const t = serverT(locale, 'capture')
	if (params.has('barcode')) {
		const found = await lookupBarcodeProduct(db, userId, view.barcode)
		if (found.status === 'found') {
			view.results = [barcodeResult(found.product)]
			view.notice = { kind: 'success', title: t('toast.productFound'), message: t('toast.productFoundText', { name: found.product.productName }) }
		} else if (found.status === 'not-found') {
			view.notFound = { code: found.code }
			view.notice = { kind: 'error', title: t('error.barcode'), message: t('toast.productNotFound') }
		} else {
			view.notice = { kind: 'error', title: t('error.barcode'), message: translateMessage(locale, found.message) }
		}
	} else if (params.has('text')) {
		if (view.text.length > MAX_TRANSCRIPT_LENGTH || !view.text.trim()) {
			view.notice = { kind: 'error', title: t('error.voice'), message: view.text.trim() ? t('toast.transcriptTooLong', { max: MAX_TRANSCRIPT_LENGTH }) : t('forms.text') }
		} else {
			const result = await extractFoods(db, userId, view.text)
			// 'Voice Recorded!' only for what the microphone heard (spec section 8); typed text is not a recording.
			const spoken = params.get('spoken') === '1'
			view.results = result.foods
			view.voice = { transcript: result.transcript, unmatched: result.unmatched, spoken, parser: result.parser }
			const found = spoken ? t('toast.voiceRecorded') : t('toast.foodsFound')
			view.notice = { kind: result.foods.length ? 'success' : 'error', title: result.foods.length ? found : spoken ? t('error.voice') : t('toast.noFoods'), message: t('toast.foundItems', { count: result.foods.length }) }
		}
	}
	return view
}
