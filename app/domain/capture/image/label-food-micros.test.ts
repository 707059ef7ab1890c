import { describe, expect, test } from 'vitest'
import { createTestUser } from '#tests/utils.ts'
import { addLabelFood, AddLabelFoodSchema, parseLabelFood } from './label-food.server.ts'

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
		expect(() => parseLabelFood(AddLabelFoodSchema, { ...base, fiber: '', calcium: '' })).not.toThrow()
		expect(() => parseLabelFood(AddLabelFoodSchema, { ...base, calcium: 'lots' })).toThrow(/calcium: Calcium must be a number/)
	})
})
