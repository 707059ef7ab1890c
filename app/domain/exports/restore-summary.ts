/**
 * What restoring a Platewise backup writes beside the entries, weigh-ins and drinks an import
 * writes: the preview says it (summary.restore) before anything is written. Pure, isomorphic.
 */

/** Counts of what a backup's restore step writes (preview: what it holds; done: what was written). */
export type BackupRestoreSummary = {
	/** The profile (name, body, preferences; never email, username or password) is replaced. */
	profile: boolean
	/** The goals in force now are replaced. */
	goals: boolean
	goalHistory: number
	nutrientTargetOverrides: number
	checkIns: number
	incompleteDays: number
	customFoods: number
	recipes: number
	mealPlans: number
	plannedMeals: number
	groceryLists: number
	savedMeals: number
	/** Meals whose calories were typed over their entries' sum (the adjustment is restored). */
	mealAdjustments: number
	/** Weigh-ins with body measurements (waist, hips, chest). */
	measurements: number
	/** Things left out and why (a cap reached, a name already there). */
	notes: string[]
}

export const EMPTY_RESTORE: BackupRestoreSummary = {
	profile: false,
	goals: false,
	goalHistory: 0,
	nutrientTargetOverrides: 0,
	checkIns: 0,
	incompleteDays: 0,
	customFoods: 0,
	recipes: 0,
	mealPlans: 0,
	plannedMeals: 0,
	groceryLists: 0,
	savedMeals: 0,
	mealAdjustments: 0,
	measurements: 0,
	notes: [],
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/**
 * The restore as sentences for the preview, e.g. ['Your profile and goals (replacing the current
 * ones)', '12 custom foods', '3 recipes', …]; what is absent is not listed.
 */
export function restoreLines(r: BackupRestoreSummary): string[] {
	const lines: string[] = []
	if (r.profile || r.goals) lines.push(`Your ${[r.profile ? 'profile' : '', r.goals ? 'goals' : ''].filter(Boolean).join(' and ')} (replacing the current ones)`)
	const counts: [number, string, string?][] = [
		[r.goalHistory, 'goal change'],
		[r.nutrientTargetOverrides, 'nutrient target', 'nutrient targets'],
		[r.checkIns, 'weekly check-in'],
		[r.incompleteDays, 'day marked as not fully logged', 'days marked as not fully logged'],
		[r.customFoods, 'custom food'],
		[r.recipes, 'recipe'],
		[r.mealPlans, 'meal plan'],
		[r.plannedMeals, 'planned meal'],
		[r.groceryLists, 'grocery list'],
		[r.savedMeals, 'saved meal (My Meals)', 'saved meals (My Meals)'],
		[r.mealAdjustments, 'meal calorie adjustment'],
		[r.measurements, 'body measurement day', 'body measurement days'],
	]
	for (const [n, one, many] of counts) if (n > 0) lines.push(plural(n, one, many))
	return [...lines, ...r.notes]
}
