/**
 * The AI provider: any OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp, vLLM…) configured
 * through the env module (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`, `AI_VISION_MODEL`; README
 * "Configuration"). Without them every feature runs its local engine and the UI says what needs
 * a provider. Nutrition never comes from a model: callers match the model's food names to
 * database foods.
 *
 * Tests swap in the AI SDK's `MockLanguageModelV3` (from `ai/test`) with {@link setAiModelsForTests}.
 *
 * Memory: neither the AI SDK (`ai`) nor the provider package (`@ai-sdk/openai`) is
 * loaded when the server starts (together ~5 MB of RSS and ~3.6 MB of V8 heap in every worker,
 * measured with scripts/mem/modules.mjs). The models returned here are thin stand-ins that load
 * the provider on their first call, and callers load the SDK's functions with {@link loadAiSdk}
 * when they call a model.
 */
import type * as AiSdk from 'ai'
import type { LanguageModel } from 'ai'
import { getEnv } from '#app/utils/env.server.ts'

/** What the configured provider offers; `null` where nothing is configured. */
export type AiModels = {
	/** Text understanding (transcripts, substitutions, plans); AI_MODEL. */
	text: LanguageModel | null
	/** Photo recognition; AI_VISION_MODEL (falls back to AI_MODEL). */
	vision: LanguageModel | null
	/** Model names as shown to users ("provider: <name>"). */
	textName: string | null
	visionName: string | null
}

let override: AiModels | null = null
let cached: AiModels | null = null

/** The configured models (built once per process). */
export function aiModels(): AiModels {
	if (override) return override
	if (cached) return cached
	const env = getEnv()
	if (!env.AI_BASE_URL) {
		cached = { text: null, vision: null, textName: null, visionName: null }
		return cached
	}
	const { AI_BASE_URL: baseURL, AI_API_KEY: apiKey } = env
	let provider: Promise<ChatProvider> | null = null
	const loadProvider = () =>
		(provider ??= import('@ai-sdk/openai').then(
			({ createOpenAI }) => createOpenAI({ baseURL, apiKey: apiKey ?? 'none' }),
			(error: unknown) => {
				provider = null
				throw error
			},
		))
	const textName = env.AI_MODEL ?? null
	const visionName = env.AI_VISION_MODEL ?? env.AI_MODEL ?? null
	cached = {
		text: textName ? lazyChatModel(loadProvider, textName) : null,
		vision: visionName ? lazyChatModel(loadProvider, visionName) : null,
		textName,
		visionName,
	}
	return cached
}

/** The AI SDK (`ai`), imported on first use and then shared: `const { generateText, Output } = await loadAiSdk()`. */
export function loadAiSdk(): Promise<typeof AiSdk> {
	return (sdk ??= import('ai').catch((error: unknown) => {
		sdk = null
		throw error
	}))
}
let sdk: Promise<typeof AiSdk> | null = null

/** What {@link lazyChatModel} needs of `createOpenAI(...)`'s provider. */
type ChatProvider = { chat: (modelId: string) => ModelV3 }
/** The AI SDK's provider model interface (version 3), as `generateText` calls it. */
type ModelV3 = Extract<LanguageModel, { specificationVersion: 'v3' }>

/**
 * `provider.chat(modelId)` without loading the provider package until the model is first called:
 * the same interface (`provider` is the chat model's own 'openai.chat'), each call forwarded to
 * the real model.
 */
function lazyChatModel(loadProvider: () => Promise<ChatProvider>, modelId: string): ModelV3 {
	let real: Promise<ModelV3> | null = null
	const model = () =>
		(real ??= loadProvider().then(
			(p) => p.chat(modelId),
			(error: unknown) => {
				real = null
				throw error
			},
		))
	return {
		specificationVersion: 'v3',
		provider: 'openai.chat',
		modelId,
		get supportedUrls() {
			return model().then((m) => m.supportedUrls)
		},
		doGenerate: async (options) => (await model()).doGenerate(options),
		doStream: async (options) => (await model()).doStream(options),
	}
}

/** Tests only: use these models instead of the environment's (pass null to restore). */
export function setAiModelsForTests(models: Partial<AiModels> | null): void {
	override = models ? { text: null, vision: null, textName: null, visionName: null, ...models } : null
}
