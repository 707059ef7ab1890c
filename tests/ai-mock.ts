/**
 * The AI provider is the one thing tests may fake: a `MockLanguageModelV3` (AI SDK, `ai/test`)
 * that answers every call with `text` — what an OpenAI-compatible provider's JSON mode returns.
 */
import { MockLanguageModelV3 } from 'ai/test'

/** Token usage the mock reports (the AI SDK requires one; the figures mean nothing). */
export const MOCK_USAGE = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 10, text: 10, reasoning: 0 } }

/** A mock model whose every answer is `text`. Its `doGenerateCalls` records the prompts. */
export function mockModelAnswering(text: string): MockLanguageModelV3 {
	return new MockLanguageModelV3({
		doGenerate: async () => ({ content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: 'stop' }, usage: MOCK_USAGE, warnings: [] }),
	})
}
