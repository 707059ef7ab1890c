/**
 * Photo logging: the vision path with the AI SDK's mock model (nutrition from the USDA
 * rows for the model's grams; provider error, timeout, malformed output), the offline label path,
 * and POST /api/analyze-food-image's handling of bad input (never a 500).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { APICallError } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'
import sharp from 'sharp'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import type { LabelFixture } from '#tests/fixtures/labels/products.ts'
import { call, expectError, expectOk, type RouteModule } from '#tests/unit/api/api-helpers.ts'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'
import { mockModelAnswering } from '#tests/ai-mock.ts'

const FIXTURES = path.resolve('tests/fixtures/labels')
const manifest = JSON.parse(readFileSync(path.join(FIXTURES, 'labels.json'), 'utf8')) as { fixtures: LabelFixture[] }
const fixture = (file: string) => readFileSync(path.join(FIXTURES, file))
const route = async () => (await import('#app/routes/api.analyze-food-image.ts')) as unknown as RouteModule

/** A mock vision model answering `text` (what a provider's JSON mode returns). */
const answering = mockModelAnswering

async function setVision(model: MockLanguageModelV3 | null) {
	const { setAiModelsForTests } = await import('#app/infra/ai.server.ts')
	setAiModelsForTests(model ? { vision: model, visionName: 'mock-vision' } : null)
}

async function row(id: number) {
	const { db } = await import('#app/db.server.ts')
	const rows = await db.$client.execute({ sql: 'SELECT name, kcal, protein_g, carbs_g, fat_g, basis FROM foods WHERE id = ?', args: [id] })
	return rows.rows[0] as unknown as { name: string; kcal: number; protein_g: number; carbs_g: number; fat_g: number; basis: string }
}

/** A small real photo-like JPEG (no text): what a plate photo is to the checks. */
async function plateJpeg(): Promise<Buffer> {
	return sharp(fixture('plate-no-label.png')).jpeg({ quality: 80 }).toBuffer()
}

afterEach(async () => setVision(null))
afterAll(async () => {
	const { closeOcrPool } = await import('./ocr-pool.server.ts')
	await closeOcrPool()
})

describe('engine 1: vision model (MockLanguageModelV3)', () => {
	test('a plate of two foods → two results whose nutrition is the USDA rows for the grams', async () => {
		const model = answering(JSON.stringify({ nutritionLabel: false, foods: [{ name: 'banana', grams: 118 }, { name: 'white rice', grams: 150 }] }))
		await setVision(model)
		const { db } = await import('#app/db.server.ts')
		const { user } = await createTestUser()
		const { analyzeFoodImage } = await import('./index.server.ts')
		const { results } = await analyzeFoodImage(db, { userId: user.id }, { bytes: await plateJpeg() })
		expect(model.doGenerateCalls).toHaveLength(1)
		// The photo went to the model downscaled, as a JPEG.
		const sent = model.doGenerateCalls[0]!.prompt.flatMap((m) => (Array.isArray(m.content) ? (m.content as Array<{ type: string }>) : [])).find((p) => p.type === 'file')
		expect(sent).toMatchObject({ mediaType: 'image/jpeg' })
		expect(results).toHaveLength(2)
		const [banana, rice] = results
		expect(banana!.name).toMatch(/banana/i)
		expect(rice!.name).toMatch(/rice/i)
		for (const [result, grams] of [[banana!, 118], [rice!, 150]] as const) {
			expect(result.source).toBe('vision-model')
			expect(result).toMatchObject({ quantity: grams, unit: 'gram', grams })
			const usda = await row(result.foodId!)
			expect(usda.basis).toBe('per100g')
			expect(result.nutrients.kcal).toBeCloseTo((usda.kcal * grams) / 100, 2)
			expect(result.nutrients.proteinG).toBeCloseTo((usda.protein_g * grams) / 100, 2)
			expect(result.nutrients.carbsG).toBeCloseTo((usda.carbs_g * grams) / 100, 2)
			expect(result.nutrients.fatG).toBeCloseTo((usda.fat_g * grams) / 100, 2)
		}
	})

	test('nutrition the model volunteers is ignored; names that match no food are dropped', async () => {
		await setVision(answering(JSON.stringify({ nutritionLabel: false, foods: [{ name: 'banana', grams: 100, calories: 5000 }, { name: 'zzqx unknown blob', grams: 50 }] })))
		const { db } = await import('#app/db.server.ts')
		const { user } = await createTestUser()
		const { analyzeFoodImage } = await import('./index.server.ts')
		const { results } = await analyzeFoodImage(db, { userId: user.id }, { bytes: await plateJpeg() })
		expect(results).toHaveLength(1)
		const usda = await row(results[0]!.foodId!)
		expect(results[0]!.nutrients.kcal).toBeCloseTo(usda.kcal, 2)
	})

	test("a provider error → 'AI analysis failed' (502), through the API too", async () => {
		const failing = new MockLanguageModelV3({
			doGenerate: async () => {
				throw new APICallError({ message: 'Internal Server Error', url: 'http://ai.invalid/v1/chat/completions', requestBodyValues: {}, statusCode: 500 })
			},
		})
		await setVision(failing)
		const { bearer } = await createTestUser()
		const res = await call(await route(), '/api/analyze-food-image', { body: { imageData: (await plateJpeg()).toString('base64') }, headers: bearer })
		expect(expectError(res, 502).message).toBe('AI analysis failed')
	})

	test("a connection failure → 'Unable to connect to AI service…' (503)", async () => {
		await setVision(
			new MockLanguageModelV3({
				doGenerate: async () => {
					throw new APICallError({ message: 'Cannot connect to API: fetch failed', url: 'http://ai.invalid', requestBodyValues: {}, cause: new TypeError('fetch failed') })
				},
			}),
		)
		const { bearer } = await createTestUser()
		const res = await call(await route(), '/api/analyze-food-image', { body: { imageData: (await plateJpeg()).toString('base64') }, headers: bearer })
		expect(expectError(res, 503).message).toBe('Unable to connect to AI service. Please check your internet connection and try again.')
	})

	test('a model that does not answer in time → a 504 naming the timeout', async () => {
		const { askVisionModel, VisionError } = await import('./vision.server.ts')
		const silent = new MockLanguageModelV3({
			doGenerate: ({ abortSignal }) =>
				new Promise((_, reject) => abortSignal?.addEventListener('abort', () => reject(abortSignal.reason), { once: true })),
		})
		const error = await askVisionModel(silent, { data: new Uint8Array(await plateJpeg()), mediaType: 'image/jpeg' }, 150).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(VisionError)
		expect((error as InstanceType<typeof VisionError>).status).toBe(504)
		expect((error as Error).message).toMatch(/^AI analysis failed: the AI service did not answer within 0.15 s$/)
	})

	test('malformed model output → a clear 502, not a 500', async () => {
		const { bearer } = await createTestUser()
		for (const text of ['this is not json', JSON.stringify({ foods: 'banana' }), JSON.stringify({ nutritionLabel: false, foods: [{ name: 'banana', grams: -5 }] })]) {
			await setVision(answering(text))
			const res = await call(await route(), '/api/analyze-food-image', { body: { imageData: (await plateJpeg()).toString('base64') }, headers: bearer })
			expect(expectError(res, 502).message).toBe("AI analysis failed: the model's answer could not be read")
		}
	})

	test('a photo of a label, as the model says, is read as the label', async () => {
		await setVision(answering(JSON.stringify({ nutritionLabel: true, foods: [] })))
		const { bearer } = await createTestUser()
		const clean = manifest.fixtures.find((f) => f.variant === 'clean')!
		const res = await call(await route(), '/api/analyze-food-image', { body: { imageData: `data:image/png;base64,${fixture(clean.file).toString('base64')}` }, headers: bearer })
		const body = expectOk(res, 200) as { results: Array<{ source: string; nutritionalInfo: { calories: number } }> }
		expect(body.results).toHaveLength(1)
		expect(body.results[0]!.source).toBe('nutrition-label')
		expect(body.results[0]!.nutritionalInfo.calories).toBe(clean.expected.kcal)
	})
})

describe('engine 2: nutrition label, offline (no provider)', () => {
	test('POST /api/analyze-food-image with a label photo (multipart) → one nutrition-label result with the printed values', async () => {
		const { AnalyzeImageResponse } = await import('#app/utils/openapi/photo.ts')
		const { bearer } = await createTestUser()
		const f = manifest.fixtures.find((x) => x.variant === 'clean' && x.format === '2016')!
		const form = new FormData()
		form.set('image', new File([fixture(f.file)], 'label.png', { type: 'image/png' }))
		const response = await (await route()).action(routeArgs(new Request('http://localhost:3000/api/analyze-food-image', { method: 'POST', headers: bearer, body: form })))
		const text = await response.text()
		const body = expectOk({ status: response.status, headers: response.headers, body: JSON.parse(text), json: {} }, 200, AnalyzeImageResponse)
		expect(body.results).toHaveLength(1)
		const r = body.results[0]!
		expect(r).toMatchObject({ source: 'nutrition-label', servingSize: f.expected.servingGrams, servingUnit: 'g' })
		expect(r.foodId).toBeUndefined()
		expect(r.confidence).toBeGreaterThan(0.5)
		expect(r.nutritionalInfo).toEqual({
			calories: f.expected.kcal,
			protein: f.expected.proteinG,
			carbs: f.expected.carbsG,
			fat: f.expected.fatG,
			fiber: f.expected.fiberG,
			sugar: f.expected.sugarG,
		})
	})

	test("a photo that is not a label → 422 'No nutrition label found. Recognising food in photos needs an AI provider (see README).'", async () => {
		const { bearer } = await createTestUser()
		const res = await call(await route(), '/api/analyze-food-image', { body: { imageData: (await plateJpeg()).toString('base64') }, headers: bearer })
		expect(expectError(res, 422).message).toBe('No nutrition label found. Recognising food in photos needs an AI provider (see README).')
	})
})

describe('POST /api/analyze-food-image: bad input is a 4xx with a message', () => {
	test('not an image (text named .jpg), zero bytes, truncated, corrupt, not base64, GIF', async () => {
		const { bearer } = await createTestUser()
		const mod = await route()
		const png = fixture(manifest.fixtures[0]!.file)
		const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
		const cases: Array<[string, string]> = [
			['text renamed .jpg', `data:image/jpeg;base64,${fixture('not-an-image.jpg').toString('base64')}`],
			['truncated PNG', png.subarray(0, Math.floor(png.length / 2)).toString('base64')],
			['PNG header only', png.subarray(0, 64).toString('base64')],
			['GIF', gif.toString('base64')],
		]
		for (const [what, imageData] of cases) {
			const body = expectError(await call(mod, '/api/analyze-food-image', { body: { imageData }, headers: bearer }), 422, 'image')
			expect(body.message, what).toMatch(/^image: Please select a valid image file \(/)
		}
		// Zero bytes: an empty multipart file and an empty string.
		const form = new FormData()
		form.set('image', new File([], 'empty.jpg', { type: 'image/jpeg' }))
		const empty = await mod.action(routeArgs(new Request('http://localhost:3000/api/analyze-food-image', { method: 'POST', headers: bearer, body: form })))
		expect(empty.status).toBe(422)
		expect(((await empty.json()) as { message: string }).message).toBe('image: Please select a valid image file (the file is empty)')
		expectError(await call(mod, '/api/analyze-food-image', { body: { imageData: '' }, headers: bearer }), 422, 'imageData')
		expectError(await call(mod, '/api/analyze-food-image', { body: { imageData: 'not base64 at all!' }, headers: bearer }), 422, 'imageData')
		expectError(await call(mod, '/api/analyze-food-image', { body: { imageData: 'data:text/plain,hello' }, headers: bearer }), 422, 'imageData')
		expectError(await call(mod, '/api/analyze-food-image', { body: {}, headers: bearer }), 422, 'imageData')
		expectError(await call(mod, '/api/analyze-food-image', { body: '{"imageData":', headers: bearer }), 400)
		expectError(await call(mod, '/api/analyze-food-image', { body: 'x', headers: { ...bearer, 'Content-Type': 'text/plain' } }), 415)
	})

	test('over 8 MB → 413 with a clear message (declared or streamed)', async () => {
		const { bearer } = await createTestUser()
		const mod = await route()
		const big = Buffer.alloc(8 * 1024 * 1024 + 1, 0)
		big.set([0xff, 0xd8, 0xff], 0)
		const res = await call(mod, '/api/analyze-food-image', { body: { imageData: big.toString('base64') }, headers: bearer })
		expect(expectError(res, 413).message).toBe('Images must be at most 8 MB')
		const form = new FormData()
		form.set('image', new File([big], 'huge.jpg', { type: 'image/jpeg' }))
		const multipart = await mod.action(routeArgs(new Request('http://localhost:3000/api/analyze-food-image', { method: 'POST', headers: bearer, body: form })))
		expect(multipart.status).toBe(413)
		expect(((await multipart.json()) as { message: string }).message).toBe('Images must be at most 8 MB')
	})

	test('needs a signed-in caller; another origin is refused', async () => {
		const mod = await route()
		expectError(await call(mod, '/api/analyze-food-image', { body: { imageData: 'AAAA' } }), 401)
		const { cookieHeaders } = await createTestUser()
		expectError(await call(mod, '/api/analyze-food-image', { body: { imageData: 'AAAA' }, headers: { ...cookieHeaders, Origin: 'https://evil.example' } }), 403)
	})
})

describe('a label result becomes a food (the /multimodal-input forms)', () => {
	const page = async () => (await import('#app/routes/multimodal-input/route.tsx')) as unknown as { action: (a: ReturnType<typeof routeArgs>) => Promise<Response> }

	test("'Add to Breakfast' saves the label as the user's food and logs one serving with exactly the label's values", async () => {
		const { user, cookieHeaders } = await createTestUser()
		const f = manifest.fixtures.find((x) => x.variant === 'clean')!
		const e = f.expected
		const fields = { intent: 'add-label', mealType: 'breakfast', name: 'Pretzel label', servingGrams: String(e.servingGrams), calories: String(e.kcal), fat: String(e.fatG), carbs: String(e.carbsG), protein: String(e.proteinG), fiber: String(e.fiberG), sugar: String(e.sugarG), returnTo: '/?meal=breakfast' }
		const res = await (await page()).action(routeArgs(formRequest('/multimodal-input', fields, cookieHeaders)))
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/?meal=breakfast')
		const { db } = await import('#app/db.server.ts')
		const rows = await db.$client.execute({ sql: "SELECT e.kcal, e.protein_g, e.carbs_g, e.fat_g, e.quantity, e.unit, m.meal_type AS meal, f.owner_id AS owner, f.serving_grams AS g FROM meal_foods e JOIN meals m ON m.id = e.meal_id JOIN foods f ON f.id = e.food_id WHERE e.user_id = ?", args: [user.id] })
		expect(rows.rows).toHaveLength(1)
		expect(rows.rows[0]).toMatchObject({ kcal: e.kcal, protein_g: e.proteinG, carbs_g: e.carbsG, fat_g: e.fatG, quantity: 1, unit: 'serving', meal: 'breakfast', owner: user.id, g: e.servingGrams })
	})

	test("'Save as my food' with a barcode: the user's next lookup of that code finds it; a bad value is refused with nothing saved", async () => {
		const { user, cookieHeaders } = await createTestUser()
		const base = { intent: 'save-label', mealType: 'lunch', name: 'My granola', servingGrams: '40', calories: '180', fat: '6', carbs: '27', protein: '4', returnTo: '/multimodal-input' }
		// Refused in place (400) with the values as typed, so nothing read off the label is lost.
		const bad = (await (await page()).action(routeArgs(formRequest('/multimodal-input', { ...base, calories: '-3' }, cookieHeaders)))) as unknown as { init: { status: number }; data: { view: { refusedLabel: { values: Record<string, string> } } } }
		expect(bad.init.status).toBe(400)
		expect(bad.data.view.refusedLabel.values).toMatchObject({ calories: '-3', name: 'My granola', servingGrams: '40' })
		const { db } = await import('#app/db.server.ts')
		const count = async () => Number((await db.$client.execute({ sql: 'SELECT count(*) AS n FROM foods WHERE owner_id = ?', args: [user.id] })).rows[0]!.n)
		expect(await count()).toBe(0)
		const ok = await (await page()).action(routeArgs(formRequest('/multimodal-input', { ...base, barcode: '4006381333931' }, cookieHeaders)))
		expect(ok.status).toBe(302)
		expect(await count()).toBe(1)
		const { lookupBarcodeProduct } = await import('#app/domain/capture/barcode.server.ts')
		const found = await lookupBarcodeProduct(db, user.id, '4006381333931')
		expect(found).toMatchObject({ status: 'found', product: { productName: 'My granola' } })
	})
})
