/** The Nutrition Facts parser on OCR text as Tesseract gives it, slips included. */
import { describe, expect, test } from 'vitest'
import { isReadableLabel, parseLabelText } from './label-parse.ts'

describe('parseLabelText', () => {
	test('a 2020 panel: wrapped serving line, calories on their own line, Added Sugars not taken for sugars', () => {
		const label = parseLabelText(
			['Nutrition Facts', '8 servings per container', 'Serving 2/3 cup', 'size (55g)', 'Amount per serving', 'Calories', '230', '% Daily Value*', 'Total Fat 8g 10%', 'Sodium 160mg 7%', 'Total Carbohydrate 37g 13%', 'Dietary Fiber 4g 14%', 'Total Sugars 12g', 'Includes 10g Added Sugars 20%', 'Protein 3g'].join('\n'),
		)
		expect(label).toMatchObject({ servingText: '2/3 cup (55g)', servingAmount: 55, servingUnit: 'g', found: 6, looksLikeLabel: true })
		expect(label.nutrients).toEqual({ kcal: 230, fatG: 8, sodiumMg: 160, carbsG: 37, fiberG: 4, sugarG: 12, proteinG: 3 })
		expect(isReadableLabel(label)).toBe(true)
	})

	test("a 2016 panel: 'Calories from Fat' is not the calories; 'Sugars'", () => {
		const label = parseLabelText('Serving Size 1 cup (228g)\nAmount Per Serving\nCalories 250 Calories from Fat 110\nTotal Fat 12g 18%\nTotal Carbohydrate 31g 10%\nDietary Fiber 0g 0%\nSugars 5g\nProtein 5g')
		expect(label.nutrients).toMatchObject({ kcal: 250, fatG: 12, carbsG: 31, fiberG: 0, sugarG: 5, proteinG: 5 })
		expect(label.servingAmount).toBe(228)
	})

	test("OCR slips: 'g' read as '9' (checked against the %DV), O for 0, a weight in ml", () => {
		const label = parseLabelText('Serving size 1 can (3559)\nCalories 140\nTotal Fat 89 10%\nTotal Carbohydrate 399 14%\nSugars Og\nProtein lg\nTotal Fat 3.59')
		expect(label.servingAmount).toBe(355)
		expect(label.nutrients).toMatchObject({ kcal: 140, fatG: 8, carbsG: 39, sugarG: 0, proteinG: 1 })
		// A real 19 g with its %DV is kept.
		expect(parseLabelText('Total Fat 19 24%').nutrients.fatG).toBe(19)
		expect(parseLabelText('Total Fat 3.59').nutrients.fatG).toBe(3.5)
		expect(parseLabelText('Serving size 1 bottle (500 mL)\nCalories 0').servingUnit).toBe('ml')
	})

	test('text that is not a label is not readable', () => {
		expect(isReadableLabel(parseLabelText('Best before 2027\nLot 42'))).toBe(false)
		expect(isReadableLabel(parseLabelText(''))).toBe(false)
		// Footnotes do not count as calories.
		expect(parseLabelText('2,000 calories a day is used for general nutrition advice.').nutrients.kcal).toBeNull()
	})
})
