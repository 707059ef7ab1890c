/**
 * A list's foods with what their rows show beside the stored name: the short display name
 * (`distinctDisplayNames`: two different foods in the list never share one) and the food group of
 * the list icon (`foodGroup` of the `category` column; 'other' without one). For loaders: the rows
 * keep `name` (the stored name, for the title, the detail and the API) and gain `displayName`.
 */
import { distinctDisplayNames } from './display-name.ts'
import { foodGroup, type FoodGroup } from './food-group.ts'

export function withDisplayNames<T extends { name: string; brand?: string | null; category?: string | null }>(foods: readonly T[]): Array<T & { displayName: string; group: FoodGroup }> {
	const names = distinctDisplayNames(foods)
	return foods.map((food, i) => ({ ...food, displayName: names[i]!, group: foodGroup(food.category) }))
}
