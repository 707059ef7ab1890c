/**
 * Diet labels and allergen detection (the food classifier's recipe view), one behaviour per rule,
 * on USDA food names and categories as the database stores them; grocery aisles (rules.ts); and
 * grocery aggregation and shopping units.
 */
import { describe, expect, test } from 'vitest'
import { aggregateGroceries, shoppingAmount, type GroceryFood } from '#app/domain/grocery/grocery.ts'
import { foodAllergens, recipeLabels, type ClassifiableFood as IngredientFood } from '#app/domain/foods/classify/index.ts'
import { groceryCategory } from './rules.ts'

const f = (name: string, category: string | null): IngredientFood => ({ name, category })
const CHICKEN = f('Chicken, broilers or fryers, breast, meat only, cooked, roasted', 'Poultry Products')
const SALMON = f('Fish, salmon, sockeye, cooked, dry heat', 'Finfish and Shellfish Products')
const CRAB = f('Crustaceans, crab, queen, raw', 'Finfish and Shellfish Products')
const EGG = f('Egg, whole, raw, fresh', 'Dairy and Egg Products')
const FETA = f('Cheese, feta', 'Dairy and Egg Products')
const TOFU = f('Tofu, raw, regular, prepared with calcium sulfate', 'Legumes and Legume Products')
const RICE = f('Rice, brown, long-grain, cooked', 'Cereal Grains and Pasta')
const BREAD = f('Bread, whole-wheat, commercially prepared', 'Baked Products')
const OATS = f("Oats (Includes foods for USDA's Food Distribution Program)", 'Cereal Grains and Pasta')
const PB = f('Peanut butter, smooth style, with salt', 'Legumes and Legume Products')
const ALMONDS = f('Nuts, almonds, blanched', 'Nut and Seed Products')
const COCONUT_MILK = f('Nuts, coconut milk, frozen (liquid expressed from grated meat and water)', 'Nut and Seed Products')
const ALMOND_MILK = f('Almond milk, unsweetened', 'Milk substitutes')
const SOY_SAUCE = f('Soy sauce made from hydrolyzed vegetable protein', 'Legumes and Legume Products')
const HUMMUS = f('Hummus, commercial', 'Legumes and Legume Products')
const SPINACH = f('Spinach, baby', 'Vegetables and Vegetable Products')
const AVOCADO = f('Avocados, raw, all commercial varieties', 'Fruits and Fruit Juices')
const OLIVE_OIL = f('Olive oil', 'Salad dressings and vegetable oils')
const GREEN_BEANS = f('Beans, snap, green, raw', 'Vegetables and Vegetable Products')
const MEATLESS = f('Chicken, meatless', 'Legumes and Legume Products')
const GF_PASTA = f('Pasta, gluten-free, corn, cooked', 'Cereal Grains and Pasta')
const RICE_NOODLES = f('Rice noodles, cooked', 'Cereal Grains and Pasta')
const SUGAR = f('Sugars, brown', 'Sweets')

const lowCarb = { kcal: 400, carbsG: 10, fiberG: 3, fatG: 30 }

describe('allergens', () => {
	test.each([
		[PB, 'peanut'],
		[ALMONDS, 'tree_nut'],
		[CRAB, 'shellfish'],
		[SALMON, 'fish'],
		[BREAD, 'gluten'],
		[BREAD, 'wheat'],
		[OATS, 'gluten'],
		[SOY_SAUCE, 'gluten'],
		[FETA, 'dairy'],
		[EGG, 'egg'],
		[TOFU, 'soy'],
		[SOY_SAUCE, 'soy'],
		[HUMMUS, 'sesame'],
	] as const)('%s → %s', (food, allergen) => {
		expect(foodAllergens(food)).toContain(allergen)
	})
	test('look-alikes are not allergens: coconut and almond milk are no dairy, coconut no tree nut, crab no fish, egg no dairy, gluten-free pasta and rice noodles no gluten, oats no wheat', () => {
		expect(foodAllergens(COCONUT_MILK)).toEqual([])
		expect(foodAllergens(ALMOND_MILK)).toEqual(['tree_nut'])
		expect(foodAllergens(CRAB)).not.toContain('fish')
		expect(foodAllergens(EGG)).toEqual(['egg'])
		expect(foodAllergens(GF_PASTA)).not.toContain('gluten')
		expect(foodAllergens(RICE_NOODLES)).not.toContain('gluten')
		expect(foodAllergens(OATS)).not.toContain('wheat')
		expect(foodAllergens(PB)).not.toContain('tree_nut')
	})
})

describe('diet labels', () => {
	const labels = (foods: IngredientFood[], n = lowCarb) => recipeLabels(foods, n).labels
	test('vegetarian: no meat, fish or shellfish (eggs and dairy allowed; meatless "chicken" allowed)', () => {
		expect(labels([EGG, FETA, SPINACH])).toContain('vegetarian')
		expect(labels([MEATLESS, RICE])).toContain('vegetarian')
		expect(labels([CHICKEN, SPINACH])).not.toContain('vegetarian')
		expect(labels([SALMON])).not.toContain('vegetarian')
		expect(labels([CRAB])).not.toContain('vegetarian')
	})
	test('vegan: vegetarian and no animal products (dairy, egg, honey)', () => {
		expect(labels([TOFU, RICE, SPINACH, COCONUT_MILK, ALMOND_MILK])).toContain('vegan')
		expect(labels([TOFU, FETA])).not.toContain('vegan')
		expect(labels([TOFU, EGG])).not.toContain('vegan')
		expect(labels([TOFU, f('Honey', 'Sweets')])).not.toContain('vegan')
	})
	test('pescatarian: fish and shellfish yes, meat no', () => {
		expect(labels([SALMON, CRAB])).toContain('pescatarian')
		expect(labels([CHICKEN])).not.toContain('pescatarian')
	})
	test('keto: at most 20 g net carbs (carbs − fibre) per serving', () => {
		expect(labels([AVOCADO], { kcal: 300, carbsG: 25, fiberG: 5, fatG: 25 })).toContain('keto')
		expect(labels([AVOCADO], { kcal: 300, carbsG: 25.5, fiberG: 5, fatG: 25 })).not.toContain('keto')
	})
	test('paleo: no grain, legume, dairy or added sugar (green beans are a vegetable)', () => {
		expect(labels([CHICKEN, AVOCADO, OLIVE_OIL, GREEN_BEANS])).toContain('paleo')
		for (const food of [RICE, TOFU, FETA, SUGAR, PB]) expect(labels([CHICKEN, food]), food.name).not.toContain('paleo')
	})
	test('gluten_free and dairy_free follow the allergens', () => {
		expect(labels([RICE, CHICKEN])).toEqual(expect.arrayContaining(['gluten_free', 'dairy_free']))
		expect(labels([BREAD])).not.toContain('gluten_free')
		expect(labels([FETA])).not.toContain('dairy_free')
	})
	test('low_carb: carbs ≤ 26 % of kcal; low_fat: fat ≤ 30 % of kcal', () => {
		expect(labels([SPINACH], { kcal: 400, carbsG: 26, fiberG: 0, fatG: 10 })).toContain('low_carb') // 104/400 = 26 %
		expect(labels([SPINACH], { kcal: 400, carbsG: 27, fiberG: 0, fatG: 10 })).not.toContain('low_carb')
		expect(labels([SPINACH], { kcal: 300, carbsG: 30, fiberG: 0, fatG: 10 })).toContain('low_fat') // 90/300 = 30 %
		expect(labels([SPINACH], { kcal: 300, carbsG: 30, fiberG: 0, fatG: 10.5 })).not.toContain('low_fat')
	})
})

describe('grocery categories', () => {
	test.each([
		[SPINACH, 'produce'],
		[FETA, 'dairy'],
		[EGG, 'dairy'],
		[CHICKEN, 'meat'],
		[SALMON, 'seafood'],
		[CRAB, 'seafood'],
		[BREAD, 'bakery'],
		[RICE, 'pantry'],
		[OLIVE_OIL, 'pantry'],
		// Bought canned, though USDA analysed it frozen.
		[COCONUT_MILK, 'pantry'],
		[f('Peas, green, frozen, unprepared', 'Vegetables and Vegetable Products'), 'frozen'],
		[f('Ice creams, vanilla', 'Sweets'), 'frozen'],
		[f('Apricots, canned, heavy syrup pack, with skin, solids and liquids', 'Fruits and Fruit Juices'), 'pantry'],
		[f('Lemonade, fruit flavored drink', 'Fruit drinks'), 'beverages'],
		[f('Cookies, peanut butter sandwich, regular', 'Baked Products'), 'pantry'],
		[ALMOND_MILK, 'beverages'],
		[TOFU, 'produce'],
		[f('Spices, cumin seed', 'Spices and Herbs'), 'spices'],
		[f('Something', null), 'other'],
	] as const)('%s → %s', (food, category) => {
		expect(groceryCategory(food)).toBe(category)
	})
})

describe('grocery aggregation and shopping units', () => {
	const food = (id: number, name: string, category: string, portions: GroceryFood['portions'] = []): GroceryFood => ({ id, name, category, portions, basis: 'per100g', servingSize: null, servingUnit: 'g', householdServing: null, servingGrams: null })
	const banana = food(1, 'Bananas, raw', 'Fruits and Fruit Juices', [{ amount: 1, unit: 'medium (7" to 7-7/8" long)', gramWeight: 118 }])
	const rice = food(2, 'Rice, brown, long-grain, cooked', 'Cereal Grains and Pasta', [{ amount: 1, unit: 'cup', gramWeight: 195 }])
	const oil = food(3, 'Olive oil', 'Salad dressings and vegetable oils', [{ amount: 1, unit: 'cup', gramWeight: 224 }])
	const milk = food(4, 'Milk, lowfat, fluid, 1% milkfat', 'Dairy and Egg Products', [{ amount: 1, unit: 'cup', gramWeight: 244 }])
	const egg = food(5, 'Egg, whole, raw, fresh', 'Dairy and Egg Products', [{ amount: 1, unit: 'large', gramWeight: 50 }])
	const foods = new Map([banana, rice, oil, milk, egg].map((x) => [x.id, x]))
	const order = ['produce', 'dairy', 'meat', 'pantry', 'seafood', 'frozen', 'bakery', 'spices', 'beverages', 'other'] as const

	test('merges the same food across meals and sums its grams', () => {
		const lines = aggregateGroceries(
			[
				{ foodId: 2, grams: 150 },
				{ foodId: 2, grams: 300 },
				{ foodId: 1, grams: 60 },
				{ foodId: 1, grams: 100 },
				{ foodId: 99, grams: 10 },
			],
			foods,
			order,
		)
		expect(lines.map((l) => [l.name, l.grams])).toEqual([
			['Bananas, raw', 160],
			['Rice, brown', 450],
		])
	})
	test('pieces from the USDA piece portion, rounded up: 160 g banana at 118 g each → 2 pieces; 120 g egg at 50 g → 3', () => {
		expect(shoppingAmount(banana, 160)).toEqual({ quantity: Math.ceil(160 / 118), unit: 'piece' })
		expect(shoppingAmount(egg, 120)).toEqual({ quantity: Math.ceil(120 / 50), unit: 'piece' })
	})
	test('weights in g (next 5 g) and kg (next 0.05 kg)', () => {
		expect(shoppingAmount(rice, 452)).toEqual({ quantity: 455, unit: 'g' })
		expect(shoppingAmount(rice, 1210)).toEqual({ quantity: 1.25, unit: 'kg' })
	})
	test('liquids by volume from the USDA cup density (236.59 ml): 60 g olive oil → 65 ml; 1,500 g milk → 1.5 l', () => {
		expect(shoppingAmount(oil, 60)).toEqual({ quantity: Math.ceil(((60 * 236.5882365) / 224) / 5) * 5, unit: 'ml' })
		const litres = (1500 * 236.5882365) / 244 / 1000
		expect(shoppingAmount(milk, 1500)).toEqual({ quantity: Math.round(Math.ceil(litres / 0.05) * 0.05 * 1000) / 1000, unit: 'l' })
	})
})
