/**
 * Decoding by pixel budget: an image over its type's pixel cap is refused from its header, with
 * a 422 naming the field, before any pixel is decoded; the largest accepted images pass.
 */
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { call, expectError, type RouteModule } from '#tests/unit/api/api-helpers.ts'
import { createTestUser } from '#tests/utils.ts'
import { checkImage, MAX_FULL_DECODE_PIXELS, MAX_IMAGE_PIXELS } from './decode.server.ts'

/** A white image of `width` × `height` px. */
function white(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
	const image = sharp({ create: { width, height, channels: 3, background: '#ffffff' }, limitInputPixels: false })
	return format === 'png' ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 80 }).toBuffer()
}

describe('pixel budget', () => {
	test('a 7071×7071 PNG of a few hundred KB (50 MP of white) is refused with 422 naming the image, on the API', { timeout: 60_000 }, async () => {
		const bomb = await white(7071, 7071, 'png')
		expect(bomb.byteLength).toBeLessThan(400 * 1024)
		const { bearer } = await createTestUser()
		const mod = (await import('#app/routes/api.analyze-food-image.ts')) as unknown as RouteModule
		const res = await call(mod, '/api/analyze-food-image', { body: { imageData: `data:image/png;base64,${bomb.toString('base64')}` }, headers: bearer })
		const body = expectError(res, 422, 'image')
		expect(body.fieldErrors?.image).toEqual(['Please select a valid image file', 'the image is larger than 16 megapixels (PNG)'])
	})

	test('a PNG one row over 16 MP is refused before decoding; one at the cap is accepted', { timeout: 60_000 }, async () => {
		const side = 4000
		expect(side * side).toBe(MAX_FULL_DECODE_PIXELS)
		await expect(checkImage(await white(side, side + 1, 'png'))).rejects.toMatchObject({ status: 422, fieldErrors: { image: ['Please select a valid image file', 'the image is larger than 16 megapixels (PNG)'] } })
		await expect(checkImage(await white(side, side, 'png'))).resolves.toMatchObject({ type: 'image/png', width: side, height: side })
	})

	test('a 50 MP JPEG (decoded shrunk on load) is accepted; one row more is refused', { timeout: 60_000 }, async () => {
		const width = 10_000
		const height = MAX_IMAGE_PIXELS / width
		await expect(checkImage(await white(width, height, 'jpeg'))).resolves.toMatchObject({ type: 'image/jpeg', width, height })
		await expect(checkImage(await white(width, height + 1, 'jpeg'))).rejects.toMatchObject({ status: 422, fieldErrors: { image: ['Please select a valid image file', 'the image is larger than 50 megapixels'] } })
	})
})
