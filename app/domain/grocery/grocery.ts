/**
 * Grocery aggregation and shopping units. Pure and isomorphic.
 *
 * - **Merge**: amounts of the same food are summed (by food id) in grams.
 * - **Units**: countable produce and eggs are bought in pieces when the food's USDA household
 *   portions give a piece (the 'piece' log unit of units.ts: '1 medium', '1 large', '1 fruit' …),
 *   rounded up to whole pieces. Liquids (milks, juices, oils, soy sauce, coconut milk) are
 *   bought by volume: ml from g with the density of the food's USDA cup portion (236.59 ml), or
 *   1 g = 1 ml when it has none; 1,000 ml or more as l. Everything else by weight: g, 1,000 g or
 *   more as kg. Amounts are rounded up (never buy less than the recipes need): g and ml to the
 *   next 5, kg and l to the next 0.05.
 */
import { unitOptions, type UnitFood, type UnitPortion } from '#app/domain/nutrition/index.ts'
import { groceryCategory, type GroceryCategory } from '#app/domain/recipes/rules.ts'

/** One amount of one food that a planned meal needs. */
export type GroceryNeed = { foodId: number; grams: number }

/** What the aggregation needs to know about a food. */
export type GroceryFood = UnitFood & { id: number; name: string; category: string | null; portions: readonly UnitPortion[] }

/** One line of the list: a food, its shopping amount and the grams it stands for. */
export type GroceryLine = { foodId: number; name: string; notes: string; category: GroceryCategory; quantity: number; unit: 'g' | 'kg' | 'ml' | 'l' | 'piece'; grams: number }

/** ml in one US cup (the USDA 'cup' portions). */
export const ML_PER_CUP = 236.5882365

const LIQUID = /\b(milk|soymilk|juice|oil|soy sauce|broth|stock|vinegar|beverage|drink|water|coconut milk|cream)\b/i
const NOT_LIQUID = /\b(dried|powder|dry|cheese|butter|solids)\b/i

const up = (x: number, step: number) => Math.ceil(x / step - 1e-9) * step
const fix = (x: number) => Math.round(x * 1000) / 1000

/** A shopping-friendly name: the USDA description up to its second comma, without brackets. */
export function shoppingName(name: string): string {
	const parts = name.replace(/\s*\([^)]*\)/g, '').split(',').map((p) => p.trim()).filter(Boolean)
	return parts.slice(0, 2).join(', ') || name
}

/** The shopping amount of `grams` g of `food` (rules in the module comment). */
export function shoppingAmount(food: GroceryFood, grams: number): Pick<GroceryLine, 'quantity' | 'unit'> {
	const category = groceryCategory(food)
	const isEgg = /^eggs?\b/i.test(food.name)
	if (category === 'produce' || isEgg) {
		const piece = unitOptions(food, food.portions).find((o) => o.unit === 'piece')
		if (piece?.gramsPerUnit && piece.gramsPerUnit > 0) return { quantity: Math.max(1, Math.ceil(grams / piece.gramsPerUnit - 1e-9)), unit: 'piece' }
	}
	if (food.basis === 'per100ml' || (LIQUID.test(food.name) && !NOT_LIQUID.test(food.name))) {
		const cup = food.portions.find((p) => /^cups?\b/i.test(p.unit.trim()) && p.amount > 0 && p.gramWeight > 0)
		const mlPerGram = cup ? (ML_PER_CUP * cup.amount) / cup.gramWeight : 1
		const ml = grams * mlPerGram
		return ml >= 1000 ? { quantity: fix(up(ml / 1000, 0.05)), unit: 'l' } : { quantity: up(ml, 5), unit: 'ml' }
	}
	return grams >= 1000 ? { quantity: fix(up(grams / 1000, 0.05)), unit: 'kg' } : { quantity: up(grams, 5), unit: 'g' }
}

/**
 * Merges `needs` by food and converts each total to its shopping amount. Lines are ordered by
 * category (the order of GROCERY_CATEGORY_STYLES) then name; foods missing from `foods` are left
 * out (never invented).
 */
export function aggregateGroceries(needs: readonly GroceryNeed[], foods: ReadonlyMap<number, GroceryFood>, categoryOrder: readonly GroceryCategory[]): GroceryLine[] {
	const totals = new Map<number, number>()
	for (const n of needs) if (n.grams > 0 && Number.isFinite(n.grams)) totals.set(n.foodId, (totals.get(n.foodId) ?? 0) + n.grams)
	const lines: GroceryLine[] = []
	for (const [foodId, grams] of totals) {
		const food = foods.get(foodId)
		if (!food) continue
		lines.push({ foodId, name: shoppingName(food.name), notes: food.name, category: groceryCategory(food), ...shoppingAmount(food, grams), grams: Math.round(grams * 100) / 100 })
	}
	const rank = (c: GroceryCategory) => categoryOrder.indexOf(c)
	return lines.sort((a, b) => rank(a.category) - rank(b.category) || a.name.localeCompare(b.name))
}

/**
 * How an export names a category and writes an amount: English by default; a route passes the
 * words of the person's language (the domain stays language-free, food names stay as stored).
 */
export type GroceryExportNames = { category: (category: GroceryCategory) => string; amount: (line: Pick<GroceryLine, 'quantity' | 'unit'>) => string }

/** A line as people read it: '2 piece' → '2 pieces', '450 g'. */
export function formatAmount(line: Pick<GroceryLine, 'quantity' | 'unit'>): string {
	if (line.unit === 'piece') return `${line.quantity} ${line.quantity === 1 ? 'piece' : 'pieces'}`
	return `${line.quantity} ${line.unit}`
}
