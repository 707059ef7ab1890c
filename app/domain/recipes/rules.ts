/**
 * Recipe rules that are not about what a food is: the Recipes tab's diet filter and the grocery
 * aisle of an ingredient. What a food is (allergens, diet labels) is the food classifier's
 * (app/domain/foods/classify/). Pure and isomorphic.
 */
import { classifyFood, type ClassifiableFood } from '#app/domain/foods/classify/index.ts'

/** The Recipes tab's diet filter, spec section 2 ('All, Vegetarian, Vegan, Keto, Paleo'). */
export const DIET_FILTERS = ['all', 'vegetarian', 'vegan', 'keto', 'paleo'] as const
export type DietFilter = (typeof DIET_FILTERS)[number]

/**
 * The Recipes tab's time filter: recipes ready (prep plus cook) within this many minutes. Our own
 * steps: a quick breakfast, a weeknight dinner, an hour's cooking.
 */
export const RECIPE_TIME_FILTERS = [15, 30, 60] as const

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

/** Foods whose shelf is the freezer whatever their USDA category. */
const FREEZER_FOODS = /\b(ice creams?|frozen yogurts?|frozen novelt(y|ies)|popsicles?|ice pops?|sherbet|sorbet|pizza|frozen concentrate)\b/i
/** USDA categories of foods sold frozen when the name says 'frozen' (not nuts, oils, dairy or drinks: 'Nuts, coconut milk, frozen' is bought canned). */
const FROZEN_SOLD = /^(vegetables and vegetable products|fruits and fruit juices|baked products|meals, entrees, and side dishes|fast foods|restaurant foods|finfish and shellfish products|poultry products|beef products|pork products|legumes and legume products|sweets|)$|\b(vegetables?|fruits?|waffles|pancakes|mixed dishes|entrees|potatoes|broccoli|spinach|peas|corn|beans)\b/
/** FNDDS categories of dishes made at home or bought ready (sandwiches, burritos, mixed dishes): no single aisle. */
const DISHES = /\b(mixed dishes|sandwiches|burgers|burritos|tacos|wraps|stir-fry|baby food|formula|egg\/breakfast)\b/

/**
 * The grocery aisle of a food from its USDA category (SR Legacy / Foundation food category or
 * FNDDS WWEIA category), with name overrides, in this order: ice cream, pizza and frozen
 * concentrates → frozen; 'frozen' in the name → frozen when the category is one sold frozen
 * (vegetables, fruit, baked goods, meals, meat, fish — not nuts, oils or dairy: 'Nuts, coconut
 * milk, frozen' is bought canned); ready dishes (FNDDS sandwiches, mixed dishes, baby food) →
 * other; cooking wine, coconut milk and canned, dried or dehydrated fruit and vegetables →
 * pantry; tofu, tempeh and hummus → produce (the chilled produce aisle); drinks → beverages;
 * packaged cookies, candy and snack cakes → pantry (the snack aisle); spreads and margarine →
 * dairy (beside the butter); eggs → dairy. Measured on a hand-labelled held-out set of USDA
 * foods by bench/eval/grocery-aisles.ts.
 */
export function groceryCategory(food: ClassifiableFood): GroceryCategory {
	const name = food.name
	const lower = name.toLowerCase()
	const c = (food.category ?? '').toLowerCase()
	if (FREEZER_FOODS.test(name) || /^ice cream|frozen dairy/.test(c)) return 'frozen'
	if (/\bfrozen\b/i.test(name) && FROZEN_SOLD.test(c)) return 'frozen'
	if (DISHES.test(c)) return 'other'
	if (/\bwine, cooking\b|\bcooking wine\b/.test(lower) || (/\bcoconut milk\b/.test(lower) && c !== 'beverages' && !/milk substitutes/.test(c))) return 'pantry'
	if (/^(fruits and fruit juices|vegetables and vegetable products)$/.test(c) && /\b(canned|dehydrated|dry form|dried)\b/.test(lower) && !/\bjuice\b/.test(lower)) return 'pantry'
	if (/\b(tofu|tempeh|hummus)\b/i.test(name)) return 'produce'
	if (classifyFood(food).has('shellfish') || c === 'finfish and shellfish products' || /\b(fish|seafood|shellfish)\b/.test(c)) return 'seafood'
	if (c === 'beverages' || /\b(beverages?|coffee|tea|soft drinks|drinks|water|milk substitutes|juice|nectar|smoothies|liquor|cocktails|beer|wine|cocoa)\b/.test(c) || /^(beverages|alcoholic beverage)\b/.test(lower)) return 'beverages'
	if (/^cookies?\b|\bsnack cakes\b|^candies\b/.test(lower) || /\b(cookies|candy)\b/.test(c)) return 'pantry'
	if (/\b(margarine|vegetable oil-butter spread|spread, reduced calorie)\b/.test(lower) || /^margarine/.test(lower)) return 'dairy'
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
		/\b(rice|pasta|noodles|grains|beans|legume|nuts|seeds|oils|dressings|condiments|sauces|sugars|candy|crackers|cereal|snack|soups?|popcorn|pretzels)\b/.test(c)
	)
		return 'pantry'
	return 'other'
}
