/**
 * POST /api/analyze-food-image — recognise the foods in a photo or read its nutrition label
 * (spec section 7 'AI input'). The body is `{ imageData }` (data URL or base64) or a
 * multipart file; this adapter only reads it (bounded) and hands the bytes to analyzeFoodImage.
 */
import { db } from '#app/db.server.ts'
import { analyzeFoodImage, MAX_IMAGE_BYTES } from '#app/domain/capture/image/index.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { ApiError, validate } from '#app/utils/api.server.ts'
import { BodyTooLargeError, readBodyBytes } from '#app/utils/body.server.ts'
import { multipartFiles, type MultipartFile } from '#app/utils/multipart.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { AnalyzeImageJsonBody, MAX_PHOTO_JSON_BYTES, MAX_PHOTO_MULTIPART_BYTES, toPhotoApi } from '#app/utils/openapi/photo.ts'

const TOO_LARGE = 'Images must be at most 8 MB'
const INVALID = 'Please select a valid image file'

function tooLarge(): ApiError {
	return new ApiError(413, TOO_LARGE, { image: [TOO_LARGE] }, { Connection: 'close' })
}

/** Base64 (standard or URL-safe, whitespace ignored) → bytes. @throws InvalidError when it is not base64. */
function fromBase64(text: string): Uint8Array {
	const clean = text.replace(/\s+/g, '')
	if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(clean) || clean.length % 4 === 1) {
		throw new InvalidError(`imageData: ${INVALID} (not base64 data)`, { imageData: [INVALID, 'imageData must be a data URL or base64'] })
	}
	return Buffer.from(clean, clean.includes('-') || clean.includes('_') ? 'base64url' : 'base64')
}

/** The image bytes and the type the client declared, from a JSON or multipart body. */
async function readImage(request: Request): Promise<{ bytes: Uint8Array; declaredType?: string; name?: string }> {
	const type = (request.headers.get('content-type') ?? '').trim().toLowerCase()
	const multipart = type.startsWith('multipart/form-data')
	if (!multipart && !/^application\/([a-z.+-]*\+)?json\b/.test(type)) {
		throw new ApiError(415, 'Content-Type must be application/json or multipart/form-data')
	}
	let raw: Uint8Array<ArrayBuffer>
	try {
		raw = await readBodyBytes(request, multipart ? MAX_PHOTO_MULTIPART_BYTES : MAX_PHOTO_JSON_BYTES)
	} catch (error) {
		if (error instanceof BodyTooLargeError) throw tooLarge()
		throw error
	}
	if (multipart) {
		// The file's bytes stay where the body was read (no copy per upload while it waits its turn).
		let files: MultipartFile[]
		try {
			files = multipartFiles(raw, request.headers.get('content-type') ?? '')
		} catch {
			throw new ApiError(400, 'Request body is not valid multipart/form-data')
		}
		const file = files.find((f) => f.field === 'image') ?? files[0]
		if (!file) throw new InvalidError(`image: ${INVALID} (no file in the form)`, { image: [INVALID] })
		if (file.bytes.byteLength > MAX_IMAGE_BYTES) throw tooLarge()
		return { bytes: file.bytes, declaredType: file.type, name: file.filename }
	}
	let json: unknown
	try {
		const text = new TextDecoder().decode(raw)
		json = text.trim() === '' ? {} : JSON.parse(text)
	} catch {
		throw new ApiError(400, 'Request body is not valid JSON')
	}
	const { imageData } = validate(AnalyzeImageJsonBody, json)
	const dataUrl = /^data:([^,;]*)((?:;[^,;]*)*),/i.exec(imageData)
	if (dataUrl && !/;base64/i.test(dataUrl[2] ?? '')) {
		throw new InvalidError(`imageData: ${INVALID} (the data URL is not base64)`, { imageData: [INVALID, 'imageData must be a base64 data URL'] })
	}
	const bytes = fromBase64(dataUrl ? imageData.slice(dataUrl[0].length) : imageData)
	if (bytes.byteLength > MAX_IMAGE_BYTES) throw tooLarge()
	return { bytes, declaredType: dataUrl?.[1] || undefined }
}

const route = apiRoute(
	endpoint(API.analyzeFoodImage, async ({ request, actor }) => {
		const image = await readImage(request)
		const { results } = await analyzeFoodImage(db, actor, image)
		return { results: results.map(toPhotoApi) }
	}),
)
export const loader = route
export const action = route
