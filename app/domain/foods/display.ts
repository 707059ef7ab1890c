/**
 * What one serving of a food holds, for lists and detail views (isomorphic).
 * Reference foods are stored per 100 g/ml; this scales them to the default serving when its
 * weight is known, else shows per 100 g. Custom foods are stored per serving already.
 */
import type { Food, FoodNutrients } from '#db/schema.ts'

type FoodLike = FoodNutrients & Pick<Food, 'servingSize' | 'servingUnit' | 'householdServing' | 'servingGrams'>

export type ServingSummary = {
	/** e.g. '1 cup, mashed (225 g)', '100 g', '1 serving'. */
	label: string
	/** kcal; null when the source has no energy value. */
	kcal: number | null
	kcalEstimated: boolean
	/** g */
	protein: number | null
	carbs: number | null
	fat: number | null
}

/** Nutrients of one default serving of `food` (kcal, g), with a label naming the serving. */
export function servingSummary(food: FoodLike): ServingSummary {
	const scale = (v: number | null, f: number) => (v == null ? null : v * f)
	if (food.basis === 'perServing') {
		return {
			label: `${food.servingSize ?? 1} ${food.servingUnit ?? 'serving'}`,
			kcal: food.kcal,
			kcalEstimated: food.kcalEstimated,
			protein: food.proteinG,
			carbs: food.carbsG,
			fat: food.fatG,
		}
	}
	const unit = food.basis === 'per100ml' ? 'ml' : 'g'
	if (food.servingGrams && food.servingGrams > 0) {
		const f = food.servingGrams / 100
		const grams = Math.round(food.servingGrams * 10) / 10
		return {
			label: food.householdServing ? `${food.householdServing} (${grams} ${unit})` : `${grams} ${unit}`,
			kcal: scale(food.kcal, f),
			kcalEstimated: food.kcalEstimated,
			protein: scale(food.proteinG, f),
			carbs: scale(food.carbsG, f),
			fat: scale(food.fatG, f),
		}
	}
	return { label: `100 ${unit}`, kcal: food.kcal, kcalEstimated: food.kcalEstimated, protein: food.proteinG, carbs: food.carbsG, fat: food.fatG }
}
