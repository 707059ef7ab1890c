/**
 * Recipe rules that are not about what a food is: the Recipes tab's diet filter and the grocery
 * aisle of an ingredient. What a food is (allergens, diet labels) is the food classifier's
 * (app/domain/foods/classify/). Pure and isomorphic.
 */
import { classifyFood, type ClassifiableFood } from '#app/domain/foods/classify/index.ts'

/** The Recipes tab's diet filter, spec section 2 ('All, Vegetarian, Vegan, Keto, Paleo'). */
export const DIET_FILTERS = ['all', 'vegetarian', 'vegan', 'keto', 'paleo'] as const
export type DietFilter = (typeof DIET_FILTERS)[number]

/** Grocery categories with their colours, spec section 3 'Grocery list' ('other' is the default). */
export const GROCERY_CATEGORY_STYLES = {
	produce: { label: 'Produce', className: 'bg-green-100 text-green-900 border-green-300' },
	dairy: { label: 'Dairy', className: 'bg-blue-100 text-blue-900 border-blue-300' },
	meat: { label: 'Meat', className: 'bg-red-100 text-red-900 border-red-300' },
	pantry: { label: 'Pantry', className: 'bg-amber-100 text-amber-900 border-amber-300' },
	seafood: { label: 'Seafood', className: 'bg-cyan-100 text-cyan-900 border-cyan-300' },
	frozen: { label: 'Frozen', className: 'bg-indigo-100 text-indigo-900 border-indigo-300' },
	bakery: { label: 'Bakery', className: 'bg-orange-100 text-orange-900 border-orange-300' },
	spices: { label: 'Spices', className: 'bg-purple-100 text-purple-900 border-purple-300' },
	beverages: { label: 'Beverages', className: 'bg-teal-100 text-teal-900 border-teal-300' },
	other: { label: 'Other', className: 'bg-slate-100 text-slate-900 border-slate-300' },
} as const

export type GroceryCategory = keyof typeof GROCERY_CATEGORY_STYLES

/**
 * The grocery aisle of a food from its USDA category (SR Legacy / Foundation food category or
 * FNDDS WWEIA category), with name overrides: 'frozen' in the name → frozen; juices and drinks →
 * beverages; tofu, tempeh and hummus → produce (the chilled produce aisle); eggs → dairy.
 */
export function groceryCategory(food: ClassifiableFood): GroceryCategory {
	const name = food.name
	const c = (food.category ?? '').toLowerCase()
	if (/\bfrozen\b/i.test(name)) return 'frozen'
	if (/\b(tofu|tempeh|hummus)\b/i.test(name)) return 'produce'
	if (classifyFood(food).has('shellfish') || c === 'finfish and shellfish products' || /\b(fish|seafood|shellfish)\b/.test(c)) return 'seafood'
	if (c === 'beverages' || /\b(beverages?|coffee|tea|soft drinks|water|milk substitutes|juice|smoothies)\b/.test(c)) return 'beverages'
	if (/^(beef|pork|poultry) products$|^lamb, veal, and game products$|^sausages and luncheon meats$/.test(c) || /\b(beef|pork|chicken|turkey|lamb|poultry|meat|sausages|cold cuts|frankfurters|bacon)\b/.test(c))
		return 'meat'
	if (/\b(oils|dressings)\b/.test(c)) return 'pantry'
	if (c === 'dairy and egg products' || /\b(milk|cheese|yogurt|eggs|cream|butter)\b/.test(c)) return 'dairy'
	if (c === 'fruits and fruit juices') return /\b(juice|drink|nectar)\b/i.test(name) ? 'beverages' : 'produce'
	if (c === 'vegetables and vegetable products' || /\b(vegetables?|fruits?|lettuce|tomatoes|potatoes|melons|berries|citrus|apples|bananas|grapes|peaches)\b/.test(c)) return 'produce'
	if (c === 'baked products' || /\b(yeast breads|bagels|tortillas|rolls and buns|cakes|cookies|doughnuts|muffins|biscuits)\b/.test(c)) return 'bakery'
	if (c === 'spices and herbs') return 'spices'
	if (
		/^(cereal grains and pasta|breakfast cereals|legumes and legume products|nut and seed products|fats and oils|soups, sauces, and gravies|sweets|snacks)$/.test(c) ||
		/\b(rice|pasta|noodles|grains|beans|legume|nuts|seeds|oils|dressings|condiments|sauces|sugars|candy|crackers|cereal|snack)\b/.test(c)
	)
		return 'pantry'
	return 'other'
}
