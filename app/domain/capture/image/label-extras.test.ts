import { describe, expect, test } from 'vitest'
import { amountFromPercentDv, LABEL_DAILY_VALUES } from '#app/domain/nutrition/label-daily-values.ts'
import { parseLabelText } from './label-parse.ts'

/** A 2020-format panel as OCR gives it, with every mandatory line. */
const PANEL_2020 = `Nutrition Facts
8 servings per container
Serving size 2/3 cup (55g)
Amount per serving
Calories 230
% Daily Value*
Total Fat 8g 10%
Saturated Fat 1g 5%
Trans Fat 0g
Cholesterol 0mg 0%
Sodium 160mg 7%
Total Carbohydrate 37g 13%
Dietary Fiber 4g 14%
Total Sugars 12g
Includes 10g Added Sugars 20%
Protein 3g
Vitamin D 2mcg 10%
Calcium 260mg 20%
Iron 8mg 45%
Potassium 235mg 6%`

/** A pre-2016 panel: vitamins and minerals printed as percentages only. */
const PANEL_OLD = `Nutrition Facts
Serving Size 1 cup (228g)
Amount Per Serving
Calories 250 Calories from Fat 110
Total Fat 12g 18%
Saturated Fat 3g 15%
Trans Fat 1.5g
Cholesterol 30mg 10%
Sodium 470mg 20%
Total Carbohydrate 31g 10%
Dietary Fiber 0g 0%
Sugars 5g
Protein 5g
Vitamin A 4% • Vitamin C 2%
Calcium 20% • Iron 4%`

describe('label photos read the mandatory lines beyond the macros', () => {
	test('2020 panel: each line with its printed amount, in the list units (g, mg, µg)', () => {
		const label = parseLabelText(PANEL_2020)
		expect(label.extras).toEqual({
			saturated_fat_g: 1,
			trans_fat_g: 0,
			cholesterol_mg: 0,
			added_sugars_g: 10,
			vitamin_d_ug: 2,
			calcium_mg: 260,
			iron_mg: 8,
			potassium_mg: 235,
			fromPercent: [],
		})
		// The macros read as before: added sugars do not replace total sugars.
		expect(label.nutrients).toMatchObject({ kcal: 230, fatG: 8, carbsG: 37, fiberG: 4, sugarG: 12, proteinG: 3, sodiumMg: 160 })
	})

	test('a percentage-only line is converted with the Daily Values its panel was printed under', () => {
		const label = parseLabelText(PANEL_OLD)
		const dv = LABEL_DAILY_VALUES.before2016
		expect(label.extras.calcium_mg).toBe((20 / 100) * dv.calcium_mg)
		expect(label.extras.iron_mg).toBe((4 / 100) * dv.iron_mg)
		expect(label.extras.fromPercent.sort()).toEqual(['calcium_mg', 'iron_mg'])
		expect(label.extras).toMatchObject({ saturated_fat_g: 3, trans_fat_g: 1.5, cholesterol_mg: 30, added_sugars_g: null, vitamin_d_ug: null, potassium_mg: null })
	})

	test('2020 panel with percentages only: vitamin D and potassium from the current Daily Values', () => {
		const label = parseLabelText('Nutrition Facts\nServing size 1 cup (240mL)\nCalories 100\nTotal Sugars 5g\nVitamin D 25%\nPotassium 10%')
		const dv = LABEL_DAILY_VALUES.current
		expect(label.extras.vitamin_d_ug).toBe(amountFromPercentDv('vitamin_d_ug', 25))
		expect(label.extras.vitamin_d_ug).toBe((25 / 100) * dv.vitamin_d_ug)
		expect(label.extras.potassium_mg).toBe((10 / 100) * dv.potassium_mg)
	})

	test('OCR slips: "Sat. Fat 1.5q", "Vit. D 2mcg • Calcium 260mg" on one line, "less than 1g"', () => {
		const label = parseLabelText('Nutrition Facts\nCalories 120\nSat. Fat 1.5q 8%\nVit. D 2mcg 10% • Calcium 260mg 20%\nIncludes less than 1g Added Sugars')
		expect(label.extras).toMatchObject({ saturated_fat_g: 1.5, vitamin_d_ug: 2, calcium_mg: 260 })
	})

	test('two lines printed on one, whatever OCR makes of the bullet between them: each is read', () => {
		for (const shared of ['Calcium 20% • Iron 4%', 'Calcium 20% . Iron 4%', 'Calcium 20% « Iron 4%', 'Calcium 20% Iron 4%']) {
			const label = parseLabelText(`Nutrition Facts\nServing Size 1 cup (228g)\nCalories 250\nSugars 5g\nVitamin A 4% Vitamin C 2%\n${shared}`)
			expect(label.extras.calcium_mg, shared).toBe(amountFromPercentDv('calcium_mg', 20, 'before2016'))
			expect(label.extras.iron_mg, shared).toBe(amountFromPercentDv('iron_mg', 4, 'before2016'))
		}
		const label = parseLabelText('Nutrition Facts\nTotal Sugars 12g\nVitamin D 2mcg 10% Calcium 260mg 20%\nIron 8mg 45% Potassium 235mg 6%')
		expect(label.extras).toMatchObject({ vitamin_d_ug: 2, calcium_mg: 260, iron_mg: 8, potassium_mg: 235, fromPercent: [] })
	})

	test('a label without those lines leaves them unknown, never 0', () => {
		const label = parseLabelText('Nutrition Facts\nCalories 110\nTotal Fat 1g\nTotal Carbohydrate 23g\nProtein 3g')
		expect(Object.values({ ...label.extras, fromPercent: undefined }).filter((v) => v !== null && v !== undefined)).toEqual([])
	})
})
