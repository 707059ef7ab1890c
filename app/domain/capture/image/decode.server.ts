/**
 * Uploaded photos: what they are (magic bytes, never the name or the declared type), whether
 * they are whole, and the downscaled copies the engines read (the accepted sizes and types).
 *
 * Decoding and resizing use sharp (libvips, prebuilt for each platform as npm packages).
 *
 * Memory is budgeted by pixels, not bytes (a 143 KB PNG can hold 50 million white pixels):
 * - the header is read first and an image over its type's pixel cap is refused before any pixel
 *   is decoded ({@link MAX_IMAGE_PIXELS} for JPEG and WebP, which libvips shrinks while decoding
 *   (shrink-on-load: a JPEG is decoded at 1/2 to 1/8 of its size when the copy we need is that
 *   much smaller); {@link MAX_FULL_DECODE_PIXELS} for PNG, which is always decoded at full size);
 * - every decode streams (`sequentialRead`) straight to the small copy an engine needs, with
 *   `limitInputPixels` set to the same cap as a second guard;
 * - at most {@link DECODE_SLOTS} images are decoded at once per process, in a line that is fair
 *   per user (fair-queue.ts), with libvips' operation cache off (sharp.server.ts).
 * Together these keep a server worker's memory from growing with the number of uploads: 16 of the
 * largest accepted images at once cost about what one at a time does plus the decoding slots
 * (tests/unit/capture/upload-memory.test.ts; bench/engines/upload-flood.ts measures the worker).
 */
import type { Metadata, Sharp } from 'sharp'
import { loadSharp } from './sharp.server.ts'
import { DomainError, InvalidError, RateLimitError } from '#app/domain/errors.ts'
import { FairQueue } from './fair-queue.ts'

/** Largest accepted image, bytes (8 MB). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024
/**
 * Largest accepted JPEG or WebP, pixels: a phone's 48 MP camera fits; a decompression bomb does
 * not. These formats shrink while decoding, so the full area is never held in memory.
 */
export const MAX_IMAGE_PIXELS = 50_000_000
/**
 * Largest accepted PNG, pixels (16 MP: a 4K screenshot is 8.3 MP, a 12 MP phone photo saved as
 * PNG fits). PNG has no shrink-on-load: every pixel is decoded.
 */
export const MAX_FULL_DECODE_PIXELS = 16_000_000
/**
 * Images decoded at once per process: one, feeding the one OCR worker on this 2-core machine
 * (each decode of a large image holds 30–45 MB; two at once measured 83 MB over one at a time).
 */
export const DECODE_SLOTS = 1
/** Uploads one user may have waiting to be decoded per process (see OCR_MAX_WAITING_PER_USER). */
export const DECODE_MAX_WAITING_PER_USER = 8
/** Uploads all users together may have waiting to be decoded per process. */
export const DECODE_MAX_WAITING = 64
/** Spec section 5 'Uploaded file' / section 8 'Invalid file'. */
export const INVALID_IMAGE_MESSAGE = 'Please select a valid image file'

/** The accepted image types. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp'

/** An image over {@link MAX_IMAGE_BYTES}. 413. */
export class ImageTooLargeError extends DomainError {
	readonly fieldErrors = { image: ['Images must be at most 8 MB'] }
	constructor() {
		super('Images must be at most 8 MB', 413)
	}
}

/**
 * The type the first bytes say: JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP
 * ('RIFF' … 'WEBP'); null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
	if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
	const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
	if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png'
	const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
	if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
	return null
}

function invalid(detail: string): InvalidError {
	return new InvalidError(`image: ${INVALID_IMAGE_MESSAGE} (${detail})`, { image: [INVALID_IMAGE_MESSAGE, detail] })
}

/** The pixel cap of an image type: see {@link MAX_IMAGE_PIXELS} and {@link MAX_FULL_DECODE_PIXELS}. */
export function pixelCap(type: ImageType): number {
	return type === 'image/png' ? MAX_FULL_DECODE_PIXELS : MAX_IMAGE_PIXELS
}

/**
 * A sharp pipeline over an upload that streams its input, refuses a truncated one and any image
 * over its type's pixel cap (an unknown type gets the smaller cap).
 */
export async function openImage(bytes: Uint8Array): Promise<Sharp> {
	const type = sniffImageType(bytes)
	return (await loadSharp())(bytes, { failOn: 'truncated', limitInputPixels: type ? pixelCap(type) : MAX_FULL_DECODE_PIXELS, sequentialRead: true })
}

const decodeLine = new FairQueue({
	slots: DECODE_SLOTS,
	perUserWaiting: DECODE_MAX_WAITING_PER_USER,
	totalWaiting: DECODE_MAX_WAITING,
	refuse: (why) =>
		why === 'user'
			? new RateLimitError('You have too many images being checked. Please wait for them to finish and try again.', 10)
			: new ImageBusyError(),
})

/**
 * Runs `decode` (a sharp pipeline over an upload) in `user`'s turn of the per-process decoding
 * line: at most {@link DECODE_SLOTS} at once, users served in turns.
 * @throws RateLimitError (429) past the user's own line, ImageBusyError (503) past the whole line.
 */
export function inDecodeTurn<T>(user: string, decode: () => Promise<T>): Promise<T> {
	return decodeLine.run(user, decode)
}

/** Every decoding slot and its line are taken. 503. */
export class ImageBusyError extends DomainError {
	constructor() {
		super('Image reading is busy. Please try again in a minute.', 503)
	}
}

/** A checked, decodable image, upright (EXIF orientation applied). */
export type CheckedImage = { type: ImageType; width: number; height: number; bytes: Uint8Array }

/**
 * Checks an upload: not empty, at most 8 MB, a JPEG/PNG/WebP by its magic bytes, and decodable
 * to the last byte (a truncated or corrupt file is refused, not half-read).
 *
 * The header is read first: an image over its type's pixel cap is refused before any pixel is
 * decoded. The full decode runs in `user`'s turn of the per-process decoding line.
 *
 * @throws InvalidError (422) 'Please select a valid image file' with the reason in
 *   fieldErrors.image (e.g. 'the image is larger than 16 megapixels (PNG)').
 * @throws ImageTooLargeError (413) over 8 MB.
 * @throws RateLimitError (429) when `user` already has {@link DECODE_MAX_WAITING_PER_USER}
 *   images waiting; ImageBusyError (503) when the whole line is full.
 */
export async function checkImage(bytes: Uint8Array, user = ''): Promise<CheckedImage> {
	if (bytes.byteLength === 0) throw invalid('the file is empty')
	if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageTooLargeError()
	const type = sniffImageType(bytes)
	if (!type) throw invalid('only JPEG, PNG and WebP images are accepted')
	let meta: Metadata
	try {
		// The header only: no pixel is decoded here.
		meta = await (await loadSharp())(bytes, { limitInputPixels: false }).metadata()
	} catch {
		throw invalid('the image is damaged or incomplete')
	}
	const cap = pixelCap(type)
	if ((meta.width ?? 0) * (meta.height ?? 0) > cap) throw invalid(`the image is larger than ${cap / 1_000_000} megapixels${type === 'image/png' ? ' (PNG)' : ''}`)
	await decodeLine.run(user, async () => {
		try {
			// Decoding the whole stream (to a small thumbnail: JPEG and WebP shrink while decoding, and
			// nothing is kept at full size) proves it is complete: libvips stops at a truncated stream.
			await (await openImage(bytes)).resize({ width: 256, height: 256, fit: 'inside' }).raw().toBuffer()
		} catch {
			throw invalid('the image is damaged or incomplete')
		}
	})
	const swap = (meta.orientation ?? 1) >= 5
	return { type, width: (swap ? meta.height : meta.width) ?? 0, height: (swap ? meta.width : meta.height) ?? 0, bytes }
}

/**
 * The image for a vision model: upright, at most `maxSide` px on its longer side, JPEG quality
 * 85 (smaller uploads, same recognition; models resize to about 1 MP anyway), decoded in `user`'s
 * turn of the decoding line.
 * @throws RateLimitError (429) / ImageBusyError (503) as {@link checkImage}.
 */
export async function forVision(image: CheckedImage, user = '', maxSide = 1024): Promise<{ data: Uint8Array; mediaType: 'image/jpeg' }> {
	const data = await decodeLine.run(user, async () =>
		(await openImage(image.bytes))
			.rotate()
			.flatten({ background: '#ffffff' })
			.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
			.jpeg({ quality: 85 })
			.toBuffer(),
	)
	return { data: new Uint8Array(data), mediaType: 'image/jpeg' }
}
