import { ATWATER } from './energy.ts'

/** Daily macro goals in grams. */
export type MacroGrams = { proteinG: number; carbsG: number; fatG: number }

/**
 * The macro goals for a new calorie goal with today's split kept: each macro keeps its share of
 * the energy the three macros give now (grams × Atwater's 4/4/9 kcal per g, {@link ATWATER} in
 * ./energy.ts, the factors the goal suggestion uses), so the three add up to `calories` (within
 * rounding). Whole grams.
 *
 * @param current the macro goals now, g/day (each ≥ 0)
 * @param calories the new calorie goal, kcal/day (> 0)
 * @returns grams a day, rounded to whole grams; `current` unchanged when the macros give no energy
 * @example keepMacroSplit({ proteinG: 150, carbsG: 200, fatG: 65 }, 2500)
 * // 1,985 kcal now (600 + 800 + 585): protein 30.2 % → 189 g, carbs 40.3 % → 252 g, fat 29.5 % → 82 g
 */
export function keepMacroSplit(current: MacroGrams, calories: number): MacroGrams {
	const energy = current.proteinG * ATWATER.protein + current.carbsG * ATWATER.carbs + current.fatG * ATWATER.fat
	if (!(energy > 0) || !(calories > 0)) return current
	const scale = calories / energy
	return { proteinG: Math.round(current.proteinG * scale), carbsG: Math.round(current.carbsG * scale), fatG: Math.round(current.fatG * scale) }
}
