/**
 * Substitution engine on the real test database (USDA sample rows). Expected numbers
 * are derived from the database rows, never written here.
 */
import { MockLanguageModelV3 } from 'ai/test'
import { afterEach, describe, expect, test } from 'vitest'
import { FOODS } from './foods.ts'
import { PURPOSES, RESTRICTIONS, type Purpose, type Restriction } from './options.ts'
import type { SubstitutionRequest } from './schema.ts'
import { GROUPS, TABLE } from './table.ts'
import { mockModelAnswering } from '#tests/ai-mock.ts'

type Row = { fdc_id: number; name: string; category: string | null; kcal: number | null; protein_g: number | null; carbs_g: number | null; fat_g: number | null; fiber_g: number | null; sugar_g: number | null; sodium_mg: number | null }

async function row(fdcId: number): Promise<Row> {
	const { db } = await import('#app/db.server.ts')
	const rows = await db.$client.execute({ sql: 'SELECT fdc_id, name, category, kcal, protein_g, carbs_g, fat_g, fiber_g, sugar_g, sodium_mg FROM foods WHERE fdc_id = ?', args: [fdcId] })
	return rows.rows[0] as unknown as Row
}

async function find(ingredient: string, restrictions: Restriction[], purpose: Purpose, ai = false) {
	const { db } = await import('#app/db.server.ts')
	const { findSubstitutions } = await import('./find.server.ts')
	return findSubstitutions(db, { ingredient, restrictions, purpose } as SubstitutionRequest, { ai })
}

/** Σ grams × row / 100 for one nutrient column, from the database rows (null when any is missing). */
async function fromRows(foods: { fdcId: number | null; grams: number }[], col: keyof Row): Promise<number | null> {
	let total = 0
	for (const f of foods) {
		if (f.fdcId == null) continue // water
		const v = (await row(f.fdcId))[col] as number | null
		if (v == null) return null
		total += (Math.max(0, v) * f.grams) / 100
	}
	return total
}

/** Independent check: words in a database name that an allergen or diet restriction forbids. */
const FORBIDDEN_WORDS: Partial<Record<Restriction, RegExp>> = {
	vegetarian: /\b(beef|pork|chicken|turkey|ham|bacon|sausage|fish|salmon|tuna|cod|tilapia|shrimp|crustaceans|lamb|broth)\b/i,
	vegan: /\b(beef|pork|chicken|turkey|ham|bacon|sausage|fish|salmon|tuna|cod|tilapia|shrimp|crustaceans|broth|egg|eggs|yogurt|cheese|butter|cream|milk|whey|honey|mayonnaise)\b/i,
	'dairy-free': /\b(yogurt|cheese|butter|cream|milk|whey|buttermilk|pesto)\b/i,
	'egg-free': /\b(egg|eggs|mayonnaise)\b/i,
	'gluten-free': /\b(wheat|bread|pasta|semolina|spelt|bulgur|breadcrumbs|crumbs|tortillas)\b/i,
	'nut-free': /\b(almonds?|walnuts?|pecans?|cashews?|macadamia|pine nuts|peanuts?|pesto)\b/i,
	'soy-free': /\b(soy|soymilk|tofu|tempeh|soybean)\b/i,
}
const PLANT_VERSIONS = /\b(coconut (milk|cream)|almond milk|rice milk|soymilk|tofu yogurt|soy yogurt|peanut butter|seed butter|sesame butter|sunflower seed butter|mayonnaise, made with tofu|made with tofu|gluten-free|coconut meat|sauce, pasta, spaghetti\/marinara)\b/gi

describe('the table', () => {
	test('covers at least 60 ingredients across every group, each tied to database foods', async () => {
		expect(TABLE.length).toBeGreaterThanOrEqual(60)
		expect(new Set(TABLE.map((i) => i.group))).toEqual(new Set(GROUPS))
		for (const group of GROUPS) expect(TABLE.filter((i) => i.group === group).length).toBeGreaterThanOrEqual(3)
		const keys = new Set(TABLE.map((i) => i.key))
		expect(keys.size).toBe(TABLE.length)
		// Every FDC id resolves in the test database (the sample is a subset of the bundled data).
		for (const [key, food] of Object.entries(FOODS)) {
			const r = await row(food.fdcId)
			expect(r, `${key} → FDC ${food.fdcId}`).toBeTruthy()
		}
		for (const i of TABLE) {
			expect(i.suggestions.length, i.name).toBeGreaterThanOrEqual(2)
			for (const s of i.suggestions) {
				expect(s.confidence).toBeGreaterThan(0)
				expect(s.confidence).toBeLessThanOrEqual(1)
				expect(s.purposes.length).toBeGreaterThan(0)
			}
		}
	})
})

describe('scenarios', () => {
	test('butter + vegan + baking: every suggestion is vegan, with the change computed from the USDA rows', async () => {
		const result = await find('butter', ['vegan'], 'baking')
		expect(result.known).toBe(true)
		expect(result.provider).toBe('Platewise substitution rules')
		const butter = await row(FOODS.butter.fdcId)
		expect(result.originalNutrition).toMatchObject({ calories: butter.kcal, protein: butter.protein_g, fat: butter.fat_g, food: { fdcId: butter.fdc_id } })
		expect(result.suggestions.length).toBeGreaterThanOrEqual(3)
		const names = result.suggestions.map((s) => s.ingredient)
		expect(names).toContain('Coconut oil')
		expect(names).not.toContain('Ghee')
		expect(names.some((n) => /margarine/i.test(n))).toBe(false)
		for (const s of result.suggestions) {
			for (const f of s.foods) if (f.fdcId != null) expect((await row(f.fdcId)).name.replace(PLANT_VERSIONS, '')).not.toMatch(FORBIDDEN_WORDS.vegan!)
			// Impact = what replaces 100 g of butter − 100 g of butter, from the rows.
			const kcal = await fromRows(s.foods, 'kcal')
			const fat = await fromRows(s.foods, 'fat_g')
			if (kcal != null) expect(s.nutritionImpact.calories).toBeCloseTo(kcal - butter.kcal!, 0)
			else expect(s.nutritionImpact.calories).toBeNull()
			expect(s.nutritionImpact.fat).toBeCloseTo(fat! - butter.fat_g!, 0)
		}
		// Coconut oil: 190 g per cup (227 g) of butter.
		const coconut = result.suggestions.find((s) => s.ingredient === 'Coconut oil')!
		const oil = await row(FOODS.coconutOil.fdcId)
		expect(coconut.foods[0]!.grams).toBeCloseTo((190 * 100) / 227, 1)
		expect(coconut.nutritionImpact.calories).toBeCloseTo((oil.kcal! * 190) / 227 - butter.kcal!, 0)
		// Highest match first, as the percentages people see read (a suggestion less suited to
		// baking shows a lower match, so it comes after the ones that suit it at the same base).
		const percents = result.suggestions.map((s) => Math.round(s.confidence * 100))
		expect(percents).toEqual([...percents].sort((a, b) => b - a))
	})

	test('egg + vegan + binding → a flax or chia egg first', async () => {
		const result = await find('eggs', ['vegan'], 'binding')
		expect(result.suggestions[0]!.ingredient).toMatch(/flax|chia/i)
		expect(result.suggestions.map((s) => s.ingredient)).not.toContain('Egg whites')
		const flax = result.suggestions.find((s) => s.ingredient === 'Flax egg')!
		expect(flax.ratioConversion).toBe('1 egg = 1 tbsp ground flaxseed + 3 tbsp water (rest 10 min)')
		expect(flax.foods.map((f) => f.name)).toContain('Water')
		const egg = await row(FOODS.egg.fdcId)
		const protein = await fromRows(flax.foods, 'protein_g')
		expect(flax.nutritionImpact.protein).toBeCloseTo(protein! - egg.protein_g!, 0)
	})

	test('wheat flour + gluten-free + baking: no wheat, a gluten-free flour', async () => {
		const result = await find('all-purpose flour', ['gluten-free'], 'baking')
		expect(result.ingredient).toBe('Wheat flour (all-purpose)')
		const names = result.suggestions.map((s) => s.ingredient)
		expect(names).toEqual(expect.arrayContaining(['Almond flour', 'Rice flour and tapioca blend']))
		expect(names).not.toContain('Whole wheat flour')
		for (const s of result.suggestions) for (const f of s.foods) if (f.fdcId) expect((await row(f.fdcId)).name).not.toMatch(FORBIDDEN_WORDS['gluten-free']!)
	})

	test('milk + dairy-free: plant milks only', async () => {
		const result = await find('milk', ['dairy-free'], 'cooking')
		const names = result.suggestions.map((s) => s.ingredient)
		expect(names).toContain('Soy milk')
		expect(names).not.toContain('Skim milk')
		for (const s of result.suggestions) for (const f of s.foods) if (f.fdcId) expect((await row(f.fdcId)).category).not.toBe('Dairy and Egg Products')
	})

	test('sugar + diabetes: sweeteners and fruit, never another sugar, never more sugars', async () => {
		const result = await find('sugar', ['diabetes'], 'baking')
		const names = result.suggestions.map((s) => s.ingredient)
		expect(names).toContain('Stevia baking powder')
		expect(names).not.toContain('Brown sugar')
		const sugar = await row(FOODS.sugar.fdcId)
		for (const s of result.suggestions) {
			const sugars = await fromRows(s.foods, 'sugar_g')
			if (sugars != null) expect(sugars).toBeLessThanOrEqual(sugar.sugar_g! + 1)
		}
	})

	test('sour cream + low-fat: at most 3 g fat per 100 g replaced, least fat first', async () => {
		const result = await find('sour cream', ['low-fat'], 'raw')
		const names = result.suggestions.map((s) => s.ingredient)
		expect(names).toContain('Nonfat Greek yogurt')
		expect(names).not.toContain('Light sour cream')
		expect(names).not.toContain('Cashew cream')
		const fats: number[] = []
		for (const s of result.suggestions) {
			const fat = (await fromRows(s.foods, 'fat_g'))!
			expect(fat).toBeLessThanOrEqual(3)
			if (s.purposeFit) fats.push(fat)
		}
		expect(fats).toEqual([...fats].sort((a, b) => a - b))
	})

	test('keto: highest match first, fewest net carbs first among equal matches', async () => {
		const result = await find('flour', ['keto'], 'baking')
		expect(result.suggestions.length).toBeGreaterThan(0)
		const rows: { percent: number; net: number }[] = []
		for (const s of result.suggestions.filter((x) => x.purposeFit)) rows.push({ percent: Math.round(s.confidence * 100), net: (await fromRows(s.foods, 'carbs_g'))! - ((await fromRows(s.foods, 'fiber_g')) ?? 0) })
		for (let i = 1; i < rows.length; i++) {
			expect(rows[i]!.percent).toBeLessThanOrEqual(rows[i - 1]!.percent)
			if (rows[i]!.percent === rows[i - 1]!.percent) expect(rows[i]!.net + 0.06).toBeGreaterThanOrEqual(rows[i - 1]!.net)
		}
		expect(result.suggestions.map((s) => s.ingredient)).not.toContain('Rice flour and tapioca blend')
	})

	test('an unknown ingredient gets a clear message and the nearest ingredients we know', async () => {
		const result = await find('buter', ['vegan'], 'baking')
		expect(result.known).toBe(false)
		expect(result.suggestions).toEqual([])
		expect(result.message).toMatch(/don't have substitutions for 'buter'/)
		expect(result.nearest[0]).toBe('Butter')
		const odd = await find('dragon fruit jam', ['vegan'], 'raw')
		expect(odd.known).toBe(false)
		expect(odd.nearest.length).toBeGreaterThan(0)
	})

	test('an ingredient inside a phrase is found ("2 cups unsalted butter, softened")', async () => {
		const result = await find('2 cups unsalted butter, softened', ['dairy-free'], 'baking')
		expect(result.ingredient).toBe('Butter')
	})
})

describe('property: no suggestion ever breaks a chosen restriction', () => {
	test('for every ingredient, every restriction and every pair of restrictions', async () => {
		const { db } = await import('#app/db.server.ts')
		const { catalogueFoods, localCandidates, replacementNutrients } = await import('./engine.server.ts')
		const { classifyFood, forbiddenTags } = await import('#app/domain/foods/classify/index.ts')
		const byFdc = await catalogueFoods(db)
		const sets: Restriction[][] = []
		for (let i = 0; i < RESTRICTIONS.length; i++) {
			sets.push([RESTRICTIONS[i]!])
			for (let j = i + 1; j < RESTRICTIONS.length; j++) sets.push([RESTRICTIONS[i]!, RESTRICTIONS[j]!])
		}
		expect(sets).toHaveLength(14 + 91)
		let checked = 0
		for (const ingredient of TABLE) {
			const original = byFdc.get(FOODS[ingredient.food].fdcId)!.per100g
			for (const restrictions of sets) {
				const purpose = PURPOSES[checked % PURPOSES.length]!
				const { candidates } = localCandidates(ingredient, original, { restrictions, purpose }, byFdc)
				for (const c of candidates) {
					checked++
					const r = replacementNutrients(c.parts)
					for (const restriction of restrictions) {
						const where = `${ingredient.name} → ${c.suggestion.ingredient} under ${restrictions.join('+')}`
						for (const p of c.parts) {
							if (!p.food) continue
							// The classifier's tags for the row, and the catalogue's judgements.
							const ours = Object.values(FOODS).find((f) => f.fdcId === (p.food as unknown as { fdcId: number }).fdcId)!
							const tags = [...classifyFood(p.food), ...ours.tags]
							expect(tags.filter((t) => forbiddenTags(restriction).includes(t)), where).toEqual([])
							// The database name, read independently.
							const words = FORBIDDEN_WORDS[restriction]
							const glutenFreeLabel = restriction === 'gluten-free' && /gluten-free/i.test(p.food.name)
							if (words && !glutenFreeLabel) expect(p.food.name.replace(PLANT_VERSIONS, ''), where).not.toMatch(words)
							if (restriction === 'vegan' || restriction === 'vegetarian')
								expect(['Beef Products', 'Pork Products', 'Poultry Products', 'Finfish and Shellfish Products', 'Sausages and Luncheon Meats'], where).not.toContain(p.food.category)
							if (restriction === 'vegan') expect(p.food.category, where).not.toBe('Dairy and Egg Products')
							if (restriction === 'dairy-free' && p.food.category === 'Dairy and Egg Products') expect(p.food.name, where).toMatch(/^eggs?\b/i)
						}
						// The numeric rules, recomputed from the summed rows.
						if (restriction === 'low-fat') expect(r.fatG!, where).toBeLessThanOrEqual(3)
						if (restriction === 'keto') expect(Math.min(r.carbsG! - (r.fiberG ?? 0), 10), where).toBeLessThanOrEqual(Math.max(10, ((original.carbsG ?? 0) - (original.fiberG ?? 0)) / 5))
						if (restriction === 'high-cholesterol') expect(r.fatG!, where).toBeLessThanOrEqual(original.fatG ?? 3)
						if (restriction === 'low-sodium' && r.sodiumMg != null) expect(r.sodiumMg <= 140 || r.sodiumMg <= 0.75 * (original.sodiumMg ?? 0), where).toBe(true)
					}
				}
			}
		}
		expect(checked).toBeGreaterThan(1000)
	})
})

describe('AI path (MockLanguageModelV3)', () => {
	afterEach(async () => {
		const { setAiModelsForTests } = await import('#app/infra/ai.server.ts')
		setAiModelsForTests(null)
	})
	const answer = (text: string) =>
		mockModelAnswering(text)

	test("checked model suggestions join the table's; one that breaks a restriction is dropped; no model numbers shown", async () => {
		const { setAiModelsForTests } = await import('#app/infra/ai.server.ts')
		const suggestion = (ingredient: string, databaseFood: string, grams: number) => ({
			ingredient,
			databaseFood,
			gramsPer100g: grams,
			ratioConversion: `1 cup butter = ${ingredient}`,
			reason: 'Model reason',
			cookingNotes: null,
			availability: 'common',
			purposes: ['baking'],
			calories: 9999,
			confidence: 0.99,
		})
		const model = answer(
			JSON.stringify({
				suggestions: [
					suggestion('Pumpkin purée', 'pumpkin', 100),
					suggestion('Ghee', 'butter oil anhydrous', 85),
					suggestion('Plant-based butter', 'butter salted', 100),
				],
			}),
		)
		setAiModelsForTests({ text: model, textName: 'test-model-1' })
		const result = await find('butter', ['vegan'], 'baking', true)
		expect(model.doGenerateCalls).toHaveLength(1)
		expect(result.provider).toBe('test-model-1')
		const ai = result.suggestions.filter((s) => s.source === 'ai')
		expect(ai.map((s) => s.ingredient)).toEqual(['Pumpkin purée'])
		expect(result.suggestions.map((s) => s.ingredient)).not.toContain('Ghee')
		expect(result.suggestions.map((s) => s.ingredient)).not.toContain('Plant-based butter')
		expect(result.message).toMatch(/2 of the model's suggestions were left out/)
		// Nutrition from the matched database row, our confidence, never the model's numbers.
		const pumpkin = ai[0]!
		const butter = await row(FOODS.butter.fdcId)
		const matched = await row(pumpkin.foods[0]!.fdcId!)
		expect(matched.name).toMatch(/pumpkin/i)
		expect(pumpkin.nutritionImpact.fat).toBeCloseTo((matched.fat_g ?? 0) - butter.fat_g!, 0)
		expect(pumpkin.confidence).toBe(0.5)
		expect(JSON.stringify(result)).not.toMatch(/9999|0\.99/)
		// The table's suggestions are still there.
		expect(result.suggestions.some((s) => s.source === 'rules' && s.ingredient === 'Coconut oil')).toBe(true)
	})

	test('a failing model leaves the table answer', async () => {
		const { setAiModelsForTests } = await import('#app/infra/ai.server.ts')
		setAiModelsForTests({
			text: new MockLanguageModelV3({
				doGenerate: async () => {
					throw new Error('provider down')
				},
			}),
			textName: 'broken-model',
		})
		const result = await find('milk', ['vegan'], 'cooking', true)
		expect(result.provider).toBe('Platewise substitution rules')
		expect(result.suggestions.length).toBeGreaterThan(0)
	})
})
