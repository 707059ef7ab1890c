/** The food group (list icon) of the category names the bundled data uses. */
import { expect, test } from 'vitest'
import { foodGroup } from './food-group.ts'

test.each([
	['Fruits and Fruit Juices', 'fruit'],
	['Vegetables and Vegetable Products', 'vegetables'],
	['Breads & Buns', 'grains'],
	['Ready-to-eat cereal, higher sugar (>21.2g/100g)', 'grains'],
	['Yogurt, Greek', 'dairy'],
	['Dairy and Egg Products', 'dairy'],
	['Poultry Products', 'meat'],
	['Finfish and Shellfish Products', 'meat'],
	['Legumes and Legume Products', 'legumes'],
	['Nut & Seed Butters', 'legumes'],
	['Soda', 'drinks'],
	['Fruit & Vegetable Juice, Nectars & Fruit Drinks', 'drinks'],
	['Candy', 'sweets'],
	['Ice Cream & Frozen Yogurt', 'sweets'],
	['Chips, Pretzels & Snacks', 'sweets'],
	['Meat mixed dishes', 'prepared'],
	['Frozen Dinners & Entrees', 'prepared'],
	['Ketchup, Mustard, BBQ & Cheese Sauce', 'other'],
	['Vegetable & Cooking Oils', 'other'],
	['Rice', 'grains'],
	['Herbs & Spices', 'other'],
] as const)('%s → %s', (category, group) => {
	expect(foodGroup(category)).toBe(group)
})

test('a food without a category (Open Food Facts, custom foods) is other', () => {
	expect(foodGroup(null)).toBe('other')
	expect(foodGroup('')).toBe('other')
})
