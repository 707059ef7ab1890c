/**
 * Lose It!, MyFitnessPal and MacroFactor CSV exports, by their column names:
 * - Lose It! `food-logs.csv`: 'Date' (MM/DD/YYYY), 'Name', 'Meal', 'Quantity', 'Units', 'Calories',
 *   'Deleted', 'Fat (g)', 'Protein (g)', 'Carbohydrates (g)', 'Saturated Fat (g)', 'Sugars (g)',
 *   'Fiber (g)', 'Cholesterol (mg)', 'Sodium (mg)'; a 'Type' of Exercise is not food. `weights.csv`:
 *   'Date', 'Weight'.
 * - MyFitnessPal 'Nutrition Summary': one row per meal per day with the meal's totals ('Date',
 *   'Meal', 'Calories', 'Fat (g)', 'Carbohydrates (g)', 'Protein (g)', 'Sodium (mg)', 'Fiber',
 *   'Sugar', 'Cholesterol', 'Potassium'…; vitamins there are % of a daily value and are left out);
 *   'Measurement Summary': 'Date', 'Weight'.
 * - MacroFactor food log: 'Date', 'Time', 'Food Name', 'Serving Size', 'Serving Qty',
 *   'Serving Weight (g)', 'Calories (kcal)', 'Protein (g)', 'Fat (g)', 'Carbs (g)'… with no meal, so
 *   the meal is taken from the time of day.
 * Weights with no unit in their column name are in the user's own units (the profile's unit system).
 */
import { csvRows, dateCell, hasColumns, headerCells, mealTypeOf, numberCell } from './csv.ts'
import { nutrientsOf } from './cronometer.ts'
import type { ImportRecord, Importer, MealType } from './types.ts'
import { weightToKg } from './units.ts'

export const loseItFoodLogs: Importer = {
	source: 'loseit',
	label: 'Lose It! food log',
	detect: (head) => hasColumns(head, ['Date', 'Name', 'Meal', 'Calories', 'Carbohydrates (g)']),
	async *parse(input): AsyncIterable<ImportRecord> {
		for await (const row of csvRows(input, ['Date', 'Name', 'Meal', 'Calories', 'Fat (g)', 'Protein (g)', 'Carbohydrates (g)'])) {
			if (/^(true|1|yes)$/i.test(row.cell('Deleted'))) {
				yield { kind: 'skip', line: row.line, column: 'Deleted', reason: 'deleted in Lose It!' }
				continue
			}
			if (/exercise/i.test(row.cell('Type')) || /exercise/i.test(row.cell('Meal'))) {
				yield { kind: 'skip', line: row.line, column: 'Meal', reason: 'exercise, not food' }
				continue
			}
			const quantity = numberCell(row, 'Quantity')
			yield {
				kind: 'entry',
				line: row.line,
				date: dateCell(row, 'Date', true),
				mealType: mealTypeOf(row.cell('Meal')) ?? 'snack',
				name: (row.cell('Name') || 'Lose It! food').slice(0, 200),
				quantity: quantity && quantity > 0 ? quantity : 1,
				unit: row.cell('Units').slice(0, 40) || 'serving',
				grams: null,
				...nutrientsOf(row, { kcal: 'Calories', protein: 'Protein (g)', carbs: 'Carbohydrates (g)', fat: 'Fat (g)', fiber: 'Fiber (g)', sugar: 'Sugars (g)', sodium: 'Sodium (mg)' }, [
					['Saturated Fat (g)', 'saturated_fat_g'],
					['Cholesterol (mg)', 'cholesterol_mg'],
				]),
			}
		}
	},
}

export const myFitnessPalNutrition: Importer = {
	source: 'myfitnesspal',
	label: 'MyFitnessPal nutrition summary',
	detect: (head) => hasColumns(head, ['Date', 'Meal', 'Calories', 'Carbohydrates (g)', 'Protein (g)']) && !hasColumns(head, ['Name']),
	async *parse(input): AsyncIterable<ImportRecord> {
		for await (const row of csvRows(input, ['Date', 'Meal', 'Calories', 'Fat (g)', 'Carbohydrates (g)', 'Protein (g)'])) {
			const meal = row.cell('Meal')
			yield {
				kind: 'entry',
				line: row.line,
				date: dateCell(row, 'Date'),
				mealType: mealTypeOf(meal) ?? 'snack',
				name: `${meal || 'Meal'} (MyFitnessPal)`.slice(0, 200),
				quantity: 1,
				unit: 'serving',
				grams: null,
				...nutrientsOf(row, { kcal: 'Calories', protein: 'Protein (g)', carbs: 'Carbohydrates (g)', fat: 'Fat (g)', fiber: 'Fiber', sugar: 'Sugar', sodium: 'Sodium (mg)' }, [
					['Saturated Fat', 'saturated_fat_g'],
					['Polyunsaturated Fat', 'polyunsaturated_fat_g'],
					['Monounsaturated Fat', 'monounsaturated_fat_g'],
					['Cholesterol', 'cholesterol_mg'],
					['Potassium', 'potassium_mg'],
				]),
			}
		}
	},
}

/** The meal of a MacroFactor entry from its 'HH:mm' time: before 10:30 breakfast, 15:00 lunch, 21:00 dinner, else a snack. */
function mealAt(time: string): MealType {
	const m = /^(\d{1,2}):(\d{2})/.exec(time)
	if (!m) return 'snack'
	const minutes = Number(m[1]) * 60 + Number(m[2])
	if (minutes >= 5 * 60 && minutes < 10 * 60 + 30) return 'breakfast'
	if (minutes >= 11 * 60 && minutes < 15 * 60) return 'lunch'
	if (minutes >= 17 * 60 && minutes < 21 * 60) return 'dinner'
	return 'snack'
}

export const macroFactorFoodLog: Importer = {
	source: 'macrofactor',
	label: 'MacroFactor food log',
	detect: (head) => hasColumns(head, ['Date', 'Food Name', 'Calories (kcal)']) && headerCells(head).some((c) => c.startsWith('serving')),
	async *parse(input): AsyncIterable<ImportRecord> {
		for await (const row of csvRows(input, ['Date', 'Food Name', 'Calories (kcal)', 'Protein (g)', 'Fat (g)', 'Carbs (g)'])) {
			const qty = numberCell(row, 'Serving Qty')
			const grams = row.has('Serving Weight (g)') ? numberCell(row, 'Serving Weight (g)') : null
			yield {
				kind: 'entry',
				line: row.line,
				date: dateCell(row, 'Date'),
				mealType: mealAt(row.cell('Time')),
				name: (row.cell('Food Name') || 'MacroFactor food').slice(0, 200),
				quantity: qty && qty > 0 ? qty : 1,
				unit: row.cell('Serving Size').slice(0, 40) || 'serving',
				grams,
				...nutrientsOf(row, { kcal: 'Calories (kcal)', protein: 'Protein (g)', carbs: 'Carbs (g)', fat: 'Fat (g)', fiber: 'Fiber (g)', sugar: 'Sugars (g)', sodium: 'Sodium (mg)' }, [
					['Saturated Fat (g)', 'saturated_fat_g'],
					['Cholesterol (mg)', 'cholesterol_mg'],
					['Potassium (mg)', 'potassium_mg'],
					['Calcium (mg)', 'calcium_mg'],
					['Iron (mg)', 'iron_mg'],
				]),
			}
		}
	},
}

/**
 * A weights file with 'Date' and 'Weight' columns: Lose It! `weights.csv` (US dates) or
 * MyFitnessPal's measurement summary. 'Weight (kg)'/'Weight (lbs)' say their unit; a bare 'Weight'
 * is in the user's units (`input.weightUnit`).
 */
function weightsImporter(source: 'loseit' | 'myfitnesspal', label: string, usDates: boolean): Importer {
	return {
		source,
		label,
		detect: (head) => {
			const cells = headerCells(head)
			const second = head.split(/\r?\n/, 2)[1] ?? ''
			return cells.includes('date') && cells.some((c) => c.startsWith('weight')) && !cells.includes('calories') && /^\s*"?\d{1,2}\//.test(second) === usDates
		},
		async *parse(input): AsyncIterable<ImportRecord> {
			const cells = headerCells(input.head)
			const column = cells.find((c) => c.startsWith('weight')) ?? 'weight'
			const unit = /kg/.test(column) ? 'kg' : /lb/.test(column) ? 'lb' : input.weightUnit
			for await (const row of csvRows(input, ['Date', column])) {
				if (/^(true|1|yes)$/i.test(row.cell('Deleted'))) continue
				const w = numberCell(row, column)
				if (w === null) continue
				yield { kind: 'weight', line: row.line, date: dateCell(row, 'Date', usDates), weightKg: weightToKg(w, unit) ?? w }
			}
		},
	}
}

export const loseItWeights = weightsImporter('loseit', 'Lose It! weights', true)
export const myFitnessPalMeasurements = weightsImporter('myfitnesspal', 'MyFitnessPal measurement summary', false)
