/**
 * Engine 2: a photographed US 'Nutrition Facts' panel read offline. The image is
 * prepared with sharp (upright, grey, contrast stretched, scaled so text is about 30 px high,
 * straightened), read by the OCR pool (ocr-pool.server.ts) and parsed (label-parse.ts).
 */
import { loadSharp } from './sharp.server.ts'
import type { CaptureResult } from '#app/domain/capture/types.ts'
import { inDecodeTurn, openImage, type CheckedImage } from './decode.server.ts'
import { isReadableLabel, parseLabelText, type ParsedLabel } from './label-parse.ts'
import { ocrPool } from './ocr-pool.server.ts'

/** Longer side the OCR reads, px: labels photographed at phone or 640×480 camera size end up with text 25–40 px high. */
export const OCR_LONG_SIDE = 1400
/** Skew searched, degrees either way (the label test set is photographed 3–7° off). */
const MAX_SKEW = 10

/**
 * The skew of text in a grey image, degrees (positive: the text runs downhill to the right, as
 * after `sharp().rotate(+angle)`), by the projection-profile method: the angle at which the dark
 * pixels' row histogram is most peaked. Reads a copy at most 600 px wide.
 */
export async function estimateSkew(grey: Buffer): Promise<number> {
	const { data, info } = await (await loadSharp())(grey).resize({ width: 600, height: 600, fit: 'inside' }).grayscale().raw().toBuffer({ resolveWithObject: true })
	const xs: number[] = []
	const ys: number[] = []
	for (let y = 0; y < info.height; y++) {
		for (let x = 0; x < info.width; x++) {
			if (data[y * info.width + x]! < 110) {
				xs.push(x)
				ys.push(y)
			}
		}
	}
	if (xs.length < 200) return 0
	const step = Math.max(1, Math.floor(xs.length / 40_000))
	const diag = Math.ceil(Math.hypot(info.width, info.height))
	const score = (deg: number) => {
		const a = (deg * Math.PI) / 180
		const sin = Math.sin(a)
		const cos = Math.cos(a)
		const bins = new Float64Array(diag * 2 + 2)
		for (let i = 0; i < xs.length; i += step) bins[Math.round(ys[i]! * cos - xs[i]! * sin) + diag]! += 1
		let s = 0
		for (const b of bins) s += b * b
		return s
	}
	let best = 0
	let bestScore = -1
	for (let deg = -MAX_SKEW; deg <= MAX_SKEW; deg += 0.5) {
		const s = score(deg)
		if (s > bestScore) [best, bestScore] = [deg, s]
	}
	for (let deg = best - 0.4; deg <= best + 0.4; deg += 0.1) {
		const s = score(deg)
		if (s > bestScore) [best, bestScore] = [deg, s]
	}
	return Math.round(best * 10) / 10
}

/**
 * The PNG the OCR reads: upright, grey, contrast-stretched, {@link OCR_LONG_SIDE} px, straightened.
 * The upload is read once, as a stream, straight to the small grey copy (JPEG and WebP shrink
 * while decoding; no step needs the whole full-size image in memory), and the contrast stretch,
 * which reads its input twice, runs on that copy.
 */
export async function prepareForOcr(bytes: Uint8Array): Promise<Buffer> {
	const sharp = await loadSharp()
	const input = await openImage(bytes)
	const meta = await input.metadata()
	const swap = (meta.orientation ?? 1) >= 5
	const w = (swap ? meta.height : meta.width) ?? OCR_LONG_SIDE
	const h = (swap ? meta.width : meta.height) ?? OCR_LONG_SIDE
	const scale = OCR_LONG_SIDE / Math.max(w, h)
	const small = await input
		.rotate()
		.flatten({ background: '#ffffff' })
		.grayscale()
		.resize({ width: Math.round(w * scale), height: Math.round(h * scale), fit: 'fill', kernel: scale > 1 ? 'cubic' : 'lanczos3' })
		.raw()
		.toBuffer({ resolveWithObject: true })
	const grey = await sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: small.info.channels } })
		.normalise({ lower: 1, upper: 99 })
		.png({ compressionLevel: 1 })
		.toBuffer()
	const skew = await estimateSkew(grey)
	if (Math.abs(skew) < 0.8) return grey
	return sharp(grey).rotate(-skew, { background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer()
}

/** What reading a label found, with the OCR's own figures. */
export type LabelRead = { label: ParsedLabel; ocrConfidence: number; ms: number; text: string }

/**
 * OCRs and parses one image (no checks: the caller has run checkImage): prepared in `user`'s turn
 * of the decoding line (decode.server.ts), then read in their turn of the OCR pool's line
 * (ocr-pool.server.ts); both lines serve users in turns, so another user's waiting images never
 * hold this one up. The prepared copy is small (a grey PNG of at most 1400 px).
 * @throws RateLimitError (429) / ImageBusyError (503) / OcrUnavailableError (503, 504) from the lines.
 */
export async function readLabel(bytes: Uint8Array, user = ''): Promise<LabelRead> {
	const prepared = await inDecodeTurn(user, () => prepareForOcr(bytes))
	const ocr = await ocrPool().read(user, () => Promise.resolve(prepared))
	return { label: parseLabelText(ocr.text), ocrConfidence: ocr.confidence, ms: ocr.ms, text: ocr.text }
}

/** Name a label result carries until the user names the food. */
export const LABEL_FOOD_NAME = 'Food from nutrition label'

/**
 * The capture result of a readable label: one serving as printed, nutrients as read (null where
 * the label gave nothing readable), not yet a database food (`foodId` null; adding it saves it as
 * the user's own food). Confidence: Tesseract's mean word confidence, scaled by the share of the
 * six fields found.
 */
export function labelResult(read: LabelRead): CaptureResult {
	const { label } = read
	const confidence = Math.round((read.ocrConfidence / 100) * (0.4 + (0.6 * label.found) / 6) * 100) / 100
	const grams = label.servingUnit === 'g' ? label.servingAmount : null
	return {
		name: LABEL_FOOD_NAME,
		brand: null,
		source: 'nutrition-label',
		confidence: Math.max(0, Math.min(1, confidence)),
		foodId: null,
		matchedFrom: label.servingText,
		quantity: 1,
		unit: 'serving',
		grams,
		nutrients: label.nutrients,
		kcalEstimated: false,
		servingLabel: label.servingText ?? (label.servingAmount ? `${label.servingAmount} ${label.servingUnit}` : '1 serving'),
		category: null,
		label: { servingText: label.servingText, servingGrams: label.servingAmount, servingUnit: label.servingUnit, nutrients: label.nutrients, extras: label.extras },
	}
}

/** Reads `image` as a label in `user`'s turn: the result, or null when no readable label is in it. */
export async function analyzeLabel(image: CheckedImage, user = ''): Promise<CaptureResult | null> {
	const read = await readLabel(image.bytes, user)
	return isReadableLabel(read.label) ? labelResult(read) : null
}
