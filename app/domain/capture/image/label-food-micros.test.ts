import { describe, expect, test } from 'vitest'
import { createTestUser } from '#tests/utils.ts'
import { addLabelFood, AddLabelFoodSchema, labelResultFromForm, parseLabelFood } from './label-food.server.ts'
import { parseLabelText } from './label-parse.ts'

describe('a label saved with its mandatory lines', () => {
	test('the custom food and the logged entry carry saturated fat, cholesterol, vitamin D, calcium, iron, potassium; blanks stay unknown', async () => {
		const { user } = await createTestUser()
		const { db } = await import('#app/db.server.ts')
		const input = parseLabelFood(AddLabelFoodSchema, {
			name: 'Granola',
			servingGrams: '55',
			calories: '230',
			fat: '8',
			carbs: '37',
			protein: '3',
			fiber: '',
			sugar: '12',
			saturatedFat: '1',
			cholesterol: '0',
			vitaminD: '2',
			calcium: '260',
			iron: '8',
			potassium: '',
			mealType: 'breakfast',
		})
		const { food, entry } = await addLabelFood(db, { userId: user.id, timezone: 'UTC' }, input)
		expect(food).toMatchObject({ saturated_fat_g: 1, cholesterol_mg: 0, vitamin_d_ug: 2, calcium_mg: 260, iron_mg: 8, potassium_mg: null, fiberG: null })
		const { mealFoods } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const [row] = await db.select().from(mealFoods).where(eq(mealFoods.id, entry.id))
		expect(row).toMatchObject({ calcium_mg: 260, iron_mg: 8, vitamin_d_ug: 2, potassium_mg: null, fiberG: null })
	})

	test('a blank optional line is no error; a wrong one names its field', () => {
		const base = { name: 'Granola', calories: '230', fat: '8', carbs: '37', protein: '3', mealType: 'breakfast' }
		expect(() => parseLabelFood(AddLabelFoodSchema, { ...base, fiber: '', calcium: '', sodium: '' })).not.toThrow()
		expect(() => parseLabelFood(AddLabelFoodSchema, { ...base, calcium: 'lots' })).toThrow(/calcium: Calcium must be a number/)
		expect(() => parseLabelFood(AddLabelFoodSchema, { ...base, sodium: '-5' })).toThrow(/sodium: Sodium must be non-negative/)
	})

	test("the label's sodium reaches the food and the entry, as the user corrected it on the card", async () => {
		const { user } = await createTestUser()
		const { db } = await import('#app/db.server.ts')
		const read = parseLabelText('Nutrition Facts\nServing size 1 oz (28g)\nCalories 110\nTotal Fat 1g 1%\nSodium 350mg 15%\nTotal Carbohydrate 23g 8%\nProtein 3g')
		// The card is filled from what was read; the user fixes sodium to what the package says.
		const card = labelResultFromForm({ name: 'Pretzels', servingGrams: '28', calories: String(read.nutrients.kcal), fat: String(read.nutrients.fatG), carbs: String(read.nutrients.carbsG), protein: String(read.nutrients.proteinG), sodium: String(read.nutrients.sodiumMg) })
		expect(card.nutrients.sodiumMg).toBe(read.nutrients.sodiumMg)
		const corrected = read.nutrients.sodiumMg! + 40
		const input = parseLabelFood(AddLabelFoodSchema, { name: 'Pretzels', servingGrams: '28', calories: '110', fat: '1', carbs: '23', protein: '3', sodium: String(corrected), mealType: 'snack' })
		const { food, entry } = await addLabelFood(db, { userId: user.id, timezone: 'UTC' }, input)
		expect(food.sodiumMg).toBe(corrected)
		const { mealFoods } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const [row] = await db.select().from(mealFoods).where(eq(mealFoods.id, entry.id))
		expect(row!.sodiumMg).toBe(corrected)
		// Left blank, sodium is unknown on both, never 0.
		const blank = await addLabelFood(db, { userId: user.id, timezone: 'UTC' }, parseLabelFood(AddLabelFoodSchema, { name: 'Pretzels, no sodium line', calories: '110', fat: '1', carbs: '23', protein: '3', sodium: '', mealType: 'snack' }))
		expect(blank.food.sodiumMg).toBeNull()
		const [blankRow] = await db.select().from(mealFoods).where(eq(mealFoods.id, blank.entry.id))
		expect(blankRow!.sodiumMg).toBeNull()
	})

	test("a refused save shows the card again with the sodium as typed", () => {
		const card = labelResultFromForm({ name: 'Pretzels', calories: '110', sodium: '355' })
		expect(card.nutrients.sodiumMg).toBe(355)
		expect(card.label?.nutrients.sodiumMg).toBe(355)
	})
})
