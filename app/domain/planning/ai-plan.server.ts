/**
 * Optional: the configured AI provider proposes the week. The model only chooses
 * recipe ids and servings from the allowed library; nutrition still comes from the recipes, and
 * the proposal must pass the planner's own checks (`checkPlan`: restrictions and allergies,
 * servings 0.5–2, each day within ±10 %, no recipe on consecutive days) or it is discarded and the
 * local planner's week is used.
 */
import { z } from 'zod'
import type { MealType } from '#db/schema.ts'
import { aiModels, loadAiSdk } from '#app/infra/ai.server.ts'
import { checkPlan, DAY_SLOTS, hardRules, isAllowed, KCAL_TOLERANCE, type PlannedDay, type PlannerConstraints, type PlannerRecipe } from './planner.ts'

/** How long the model may take before the local planner's week is used, ms. */
export const AI_PLAN_TIMEOUT_MS = 20_000

const ProposalSchema = z.object({
	days: z.array(
		z.object({
			date: z.string(),
			meals: z.array(z.object({ mealType: z.enum(['breakfast', 'lunch', 'dinner', 'snack']), recipeId: z.string(), servings: z.number() })),
		}),
	),
})

/**
 * Asks the provider for a week. @returns the checked days, or `days: null` with a note saying why
 * the local planner's week stands (no provider, a failure, or the checks it failed).
 */
export async function proposeWithAi(
	library: readonly PlannerRecipe[],
	constraints: PlannerConstraints,
	dates: readonly string[],
	previous: readonly string[],
): Promise<{ days: PlannedDay[] | null; note: string }> {
	const model = aiModels().text
	if (!model) return { days: null, note: 'No AI provider is configured, so the local planner filled the week.' }
	const rules = hardRules(constraints)
	const allowed = library.filter((r) => isAllowed(r, rules))
	const catalogue = allowed.map((r) => `${r.id} | ${r.name} | ${r.mealTypes.join('/')} | ${Math.round(r.kcal)} kcal, ${Math.round(r.proteinG)} g protein, ${Math.round(r.carbsG)} g carbs, ${Math.round(r.fatG)} g fat per serving`).join('\n')
	try {
		// The AI SDK loads on first use, not at server start (memory).
		const { generateText, Output } = await loadAiSdk()
		const { output } = await generateText({
			model,
			output: Output.object({ schema: ProposalSchema }),
			abortSignal: AbortSignal.timeout(AI_PLAN_TIMEOUT_MS),
			maxRetries: 0,
			system:
				'You plan meals from a fixed recipe catalogue. Use only recipe ids from the catalogue. Each day has breakfast, lunch, dinner and snack. Servings are 0.5 to 2 in steps of 0.25. Each day must total within 10% of the calorie target. Never use a recipe on two consecutive days. Do not invent recipes or nutrition.',
			prompt: `Days: ${dates.join(', ')}\nRecipes used the day before the first day: ${previous.join(', ') || 'none'}\nTargets per day: ${constraints.targetCalories} kcal, ${constraints.targetProtein} g protein, ${constraints.targetCarbs} g carbs, ${constraints.targetFat} g fat.\nCatalogue (id | name | meal types | per serving):\n${catalogue}`,
		})
		const parsed = ProposalSchema.safeParse(output)
		if (!parsed.success) return { days: null, note: 'The AI proposal was not readable, so the local planner filled the week.' }
		const byDate = new Map(parsed.data.days.map((d) => [d.date, d]))
		const days = dates.map((date) => ({ date, meals: (byDate.get(date)?.meals ?? []).map((m) => ({ mealType: m.mealType as MealType, recipeId: m.recipeId, servings: m.servings })) }))
		const problems = checkPlan(library, constraints, [{ date: 'previous', meals: previous.map((recipeId) => ({ mealType: DAY_SLOTS[0]!.mealType, recipeId, servings: 1 })) }, ...days].slice(previous.length ? 0 : 1))
			.filter((p) => !p.startsWith('previous:'))
		if (problems.length) return { days: null, note: `The AI proposal broke the plan's rules (${problems.slice(0, 2).join('; ')}), so the local planner filled the week.` }
		const byId = new Map(library.map((r) => [r.id, r]))
		return {
			days: days.map((d) => {
				const kcal = d.meals.reduce((a, m) => a + (byId.get(m.recipeId)?.kcal ?? 0) * m.servings, 0)
				return { ...d, kcal, withinTarget: Math.abs(kcal - constraints.targetCalories) <= constraints.targetCalories * KCAL_TOLERANCE }
			}),
			note: 'The AI provider proposed this week; it passed the same checks as the local planner.',
		}
	} catch (error) {
		console.warn('meal plan: AI proposal failed, using the local planner:', error instanceof Error ? error.message : error)
		return { days: null, note: 'The AI provider did not answer, so the local planner filled the week.' }
	}
}
