/**
 * The AI provider: any OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp, vLLM…) configured
 * through the env module (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`, `AI_VISION_MODEL`; README
 * "Configuration"). Without them every feature runs its local engine and the UI says what needs
 * a provider. Nutrition never comes from a model: callers match the model's food names to
 * database foods.
 *
 * Tests swap in the AI SDK's `MockLanguageModelV3` (from `ai/test`) with {@link setAiModelsForTests}.
 */
import { createOpenAI } from '@ai-sdk/openai'
import type { LanguageModel } from 'ai'
import { getEnv } from './env.server.ts'

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
	const provider = createOpenAI({ baseURL: env.AI_BASE_URL, apiKey: env.AI_API_KEY ?? 'none' })
	const textName = env.AI_MODEL ?? null
	const visionName = env.AI_VISION_MODEL ?? env.AI_MODEL ?? null
	cached = {
		text: textName ? provider.chat(textName) : null,
		vision: visionName ? provider.chat(visionName) : null,
		textName,
		visionName,
	}
	return cached
}

/** Tests only: use these models instead of the environment's (pass null to restore). */
export function setAiModelsForTests(models: Partial<AiModels> | null): void {
	override = models ? { text: null, vision: null, textName: null, visionName: null, ...models } : null
}
