/**
 * The configured provider's models (loaded on first call) behave as the provider's
 * own: they carry the configured model names, and a call really goes to AI_BASE_URL — here a
 * local port nothing listens on, so it fails as the vision engine's 'Unable to connect' case.
 */
import net from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'

const saved = { ...process.env }
let baseUrl: string

beforeAll(async () => {
	// A port that was free a moment ago and now refuses connections.
	const server = net.createServer()
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as net.AddressInfo
	await new Promise((resolve) => server.close(resolve))
	baseUrl = `http://127.0.0.1:${port}/v1`
	Object.assign(process.env, { AI_BASE_URL: baseUrl, AI_MODEL: 'text-model', AI_VISION_MODEL: 'vision-model' })
})

afterAll(() => {
	for (const key of ['AI_BASE_URL', 'AI_MODEL', 'AI_VISION_MODEL']) {
		if (saved[key] === undefined) delete process.env[key]
		else process.env[key] = saved[key]
	}
})

test('the configured models carry their names and the chat provider', async () => {
	const { aiModels } = await import('./ai.server.ts')
	const models = aiModels()
	expect(models.textName).toBe('text-model')
	expect(models.visionName).toBe('vision-model')
	expect(models.text).toMatchObject({ specificationVersion: 'v3', provider: 'openai.chat', modelId: 'text-model' })
	expect(models.vision).toMatchObject({ specificationVersion: 'v3', provider: 'openai.chat', modelId: 'vision-model' })
})

test("a call goes to AI_BASE_URL's chat completions and an unreachable provider is an APICallError", async () => {
	const { aiModels, loadAiSdk } = await import('./ai.server.ts')
	const { generateText, APICallError } = await loadAiSdk()
	const error = await generateText({ model: aiModels().text!, prompt: 'hello', maxRetries: 0 }).catch((e: unknown) => e)
	expect(APICallError.isInstance(error)).toBe(true)
	expect((error as InstanceType<typeof APICallError>).url).toBe(`${baseUrl}/chat/completions`)
	expect((error as InstanceType<typeof APICallError>).statusCode).toBeUndefined()
})

test("the photo engine reports that provider as 'Unable to connect to AI service…' (503)", async () => {
	const { aiModels } = await import('./ai.server.ts')
	const { askVisionModel, VisionError, AI_UNREACHABLE_MESSAGE } = await import('#app/domain/capture/image/vision.server.ts')
	const error = await askVisionModel(aiModels().vision!, { data: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), mediaType: 'image/jpeg' }).catch((e: unknown) => e)
	expect(error).toBeInstanceOf(VisionError)
	expect((error as InstanceType<typeof VisionError>).status).toBe(503)
	expect((error as Error).message).toBe(AI_UNREACHABLE_MESSAGE)
})
