/**
 * `npm run bench` rows for the substitution engine: p50/p95 of
 * POST /api/ingredient-substitutions on the local engine (no AI), through the route module as
 * Remix calls it (bearer auth, JSON body parsing, validation, engine, JSON answer), budget p95
 * ≤ 20 ms; and the engine alone.
 */
import type { Db } from '#app/db.server.ts'
import { findSubstitutions } from '#app/domain/substitution/find.server.ts'
import type { Purpose, Restriction } from '#app/domain/substitution/options.ts'
import { SubstitutionRequestSchema } from '#app/domain/substitution/schema.ts'
import { p50p95, type EngineRow } from '../stats.ts'

/** A spread of requests: common asks, several restrictions, phrases, and unknown ingredients (database search). */
export const BENCH_REQUESTS: { ingredient: string; restrictions: Restriction[]; purpose: Purpose }[] = [
	{ ingredient: 'butter', restrictions: ['vegan'], purpose: 'baking' },
	{ ingredient: 'egg', restrictions: ['vegan'], purpose: 'binding' },
	{ ingredient: 'all-purpose flour', restrictions: ['gluten-free'], purpose: 'baking' },
	{ ingredient: 'milk', restrictions: ['dairy-free', 'nut-free'], purpose: 'cooking' },
	{ ingredient: 'sugar', restrictions: ['diabetes'], purpose: 'baking' },
	{ ingredient: 'sour cream', restrictions: ['low-fat'], purpose: 'raw' },
	{ ingredient: 'ground beef', restrictions: ['vegetarian', 'soy-free'], purpose: 'cooking' },
	{ ingredient: 'soy sauce', restrictions: ['low-sodium', 'soy-free'], purpose: 'seasoning' },
	{ ingredient: 'white rice', restrictions: ['keto', 'paleo'], purpose: 'cooking' },
	{ ingredient: 'heavy cream', restrictions: ['vegan', 'high-cholesterol'], purpose: 'thickening' },
	{ ingredient: '2 cups unsalted butter, softened', restrictions: ['ibd'], purpose: 'baking' },
	{ ingredient: 'cornstarch', restrictions: ['paleo'], purpose: 'thickening' },
	{ ingredient: 'dragon fruit', restrictions: ['vegan'], purpose: 'raw' },
	{ ingredient: 'buter', restrictions: ['vegan'], purpose: 'baking' },
]

/** Engine p50/p95 in ms over {@link BENCH_REQUESTS} (one untimed round, then `rounds`). */
export async function benchEngine(db: Db, rounds = 10): Promise<{ p50: number; p95: number; n: number }> {
	const requests = BENCH_REQUESTS.map((r) => SubstitutionRequestSchema.parse(r))
	for (const r of requests) await findSubstitutions(db, r, { ai: false })
	const times: number[] = []
	for (let i = 0; i < rounds; i++)
		for (const r of requests) {
			const t = performance.now()
			JSON.stringify(await findSubstitutions(db, SubstitutionRequestSchema.parse(r), { ai: false }))
			times.push(performance.now() - t)
		}
	return p50p95(times)
}

/**
 * Endpoint p50/p95 in ms: the route module's action with a real Request and bearer token, as
 * Remix calls it (the AI provider is switched off for the run so the local engine is measured).
 */
export async function benchEndpoint(db: Db, rounds = 10): Promise<{ p50: number; p95: number; n: number }> {
	const { createSession, createUser } = await import('#app/domain/users/users.server.ts')
	const { setAiModelsForTests } = await import('#app/infra/ai.server.ts')
	const { action } = await import('#app/routes/api.ingredient-substitutions.ts')
	const user = await createUser(db, { email: `bench-subst-${Date.now()}@example.test`, password: 'bench password 123', firstName: 'Bench', lastName: undefined, timezone: 'UTC' })
	const { token } = await createSession(db, user.id)
	setAiModelsForTests({ text: null })
	try {
		const send = async (body: unknown) => {
			const request = new Request('http://localhost/api/ingredient-substitutions', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
				body: JSON.stringify(body),
			})
			const response = await action({ request, params: {} })
			if (response.status !== 200) throw new Error(`substitution bench: ${response.status} ${await response.text()}`)
			await response.text()
		}
		for (const r of BENCH_REQUESTS) await send(r)
		const times: number[] = []
		for (let i = 0; i < rounds; i++)
			for (const r of BENCH_REQUESTS) {
				const t = performance.now()
				await send(r)
				times.push(performance.now() - t)
			}
		return p50p95(times)
	} finally {
		setAiModelsForTests(null)
	}
}

/** Rows for bench/run.ts. */
export async function bench(db: Db): Promise<EngineRow[]> {
	const endpoint = await benchEndpoint(db)
	const engine = await benchEngine(db)
	return [
		{ what: `substitution: POST /api/ingredient-substitutions, local engine (${endpoint.n} requests)`, p50: endpoint.p50, p95: endpoint.p95, budget: { p95: 20 } },
		{ what: `substitution: engine alone (${engine.n} requests)`, p50: engine.p50, p95: engine.p95 },
	]
}
