/**
 * Uploaded photos: what they are (magic bytes, never the name or the declared type), whether
 * they are whole, and the downscaled copies the engines read (the accepted sizes and types).
 *
 * Decoding and resizing use sharp (libvips, prebuilt for each platform as npm packages).
 */
import type { Metadata } from 'sharp'
import { loadSharp } from './sharp.server.ts'
import { DomainError, InvalidError } from '#app/domain/errors.ts'

/** Largest accepted image, bytes (8 MB). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024
/** Largest accepted image area, pixels: a phone's 48 MP camera fits; a decompression bomb does not. */
export const MAX_IMAGE_PIXELS = 50_000_000
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

/** A checked, decodable image, upright (EXIF orientation applied). */
export type CheckedImage = { type: ImageType; width: number; height: number; bytes: Uint8Array }

/**
 * Checks an upload: not empty, at most 8 MB, a JPEG/PNG/WebP by its magic bytes, and decodable
 * to the last byte (a truncated or corrupt file is refused, not half-read).
 *
 * @throws InvalidError (422) 'Please select a valid image file' with the reason in fieldErrors.image.
 * @throws ImageTooLargeError (413) over 8 MB.
 */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage> {
	if (bytes.byteLength === 0) throw invalid('the file is empty')
	if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageTooLargeError()
	const type = sniffImageType(bytes)
	if (!type) throw invalid('only JPEG, PNG and WebP images are accepted')
	let meta: Metadata
	try {
		meta = await (await loadSharp())(bytes, { limitInputPixels: false }).metadata()
	} catch {
		throw invalid('the image is damaged or incomplete')
	}
	if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw invalid(`the image is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`)
	try {
		// Decoding the whole stream (to a small thumbnail, so memory stays low) proves it is complete:
		// libvips stops at a truncated stream.
		await (await loadSharp())(bytes, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true })
			.resize({ width: 256, height: 256, fit: 'inside' })
			.raw()
			.toBuffer()
	} catch {
		throw invalid('the image is damaged or incomplete')
	}
	const swap = (meta.orientation ?? 1) >= 5
	return { type, width: (swap ? meta.height : meta.width) ?? 0, height: (swap ? meta.width : meta.height) ?? 0, bytes }
}

/**
 * The image for a vision model: upright, at most `maxSide` px on its longer side, JPEG quality
 * 85 (smaller uploads, same recognition; models resize to about 1 MP anyway).
 */
export async function forVision(image: CheckedImage, maxSide = 1024): Promise<{ data: Uint8Array; mediaType: 'image/jpeg' }> {
	const data = await (await loadSharp())(image.bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
		.rotate()
		.flatten({ background: '#ffffff' })
		.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
		.jpeg({ quality: 85 })
		.toBuffer()
	return { data: new Uint8Array(data), mediaType: 'image/jpeg' }
}
