/**
 * One classifier, one answer: every USDA food of the built-in recipes and of the substitution
 * table, by its name and category as the test sample stores them, through every consumer — the
 * planner's hard rules, the recipe labels, the substitution rules and the AI suggestion check —
 * must be allowed or excluded alike. Then the answers the two former engines disagreed on.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { hardRules, isAllowed, type PlannerRecipe } from '#app/domain/planning/planner.ts'
import { LIBRARY_FOODS } from '#app/domain/recipes/library.ts'
import { FOODS } from '#app/domain/substitution/foods.ts'
import { breaks } from '#app/domain/substitution/rules.ts'
import { allergensOf, classifyFood, dietKey, forbiddenTag, recipeLabels, tagsFromWords, type ClassifiableFood, type FoodTag } from './classify/index.ts'

/** The sample rows (db/data/sample/foods.csv) by FDC id: name and category. */
function sampleFoods(): Map<number, ClassifiableFood> {
	const parse = (line: string) => {
		const out: string[] = []
		let cur = ''
		let quoted = false
		for (const ch of line) {
			if (quoted && ch === '"') quoted = false
			else if (quoted) cur += ch
			else if (ch === '"') quoted = true
			else if (ch === ',') {
				out.push(cur)
				cur = ''
			} else cur += ch
		}
		return [...out, cur]
	}
	const [header, ...lines] = readFileSync('db/data/sample/foods.csv', 'utf8').trim().split('\n')
	const cols = parse(header!)
	const at = (row: string[], col: string) => row[cols.indexOf(col)] ?? ''
	return new Map(lines.map(parse).map((row) => [Number(at(row, 'fdc_id')), { name: at(row, 'name'), category: at(row, 'category') || null }]))
}

const sample = sampleFoods()
const catalogueTags = new Map<number, readonly FoodTag[]>(Object.values(FOODS).map((f) => [f.fdcId, f.tags]))
const ids = [...new Set([...Object.values(LIBRARY_FOODS), ...Object.values(FOODS).map((f) => f.fdcId)])]
const foods = ids.map((id) => ({ id, ...sample.get(id)! }))
const NO_RULES: { dietaryRestrictions: readonly string[]; allergies: readonly string[]; healthConditions: readonly string[] } = { dietaryRestrictions: [], allergies: [], healthConditions: [] }
const NUTRIENTS = { kcal: 200, proteinG: 10, carbsG: 10, fatG: 10, fiberG: 2, sugarG: 2, sodiumMg: 100 }

/** A one-ingredient recipe of `food` as the planner sees it (labels from the recipe view). */
function plannerRecipe(food: ClassifiableFood): PlannerRecipe {
	const { labels, allergens } = recipeLabels([food], NUTRIENTS)
	return { id: 'r', name: 'r', mealTypes: ['lunch'], labels, allergens, ingredientNames: [food.name.toLowerCase()], tags: [], cuisine: null, totalTime: 10, ...NUTRIENTS }
}

/**
 * [plan allergy or dietary restriction, the same rule as a substitution restriction]: the rules
 * both the planner and substitution offer, whose answer depends on what the food is alone.
 */
const SHARED_RULES = [
	{ plan: { allergies: ['nuts'] }, restriction: 'nut-free' },
	{ plan: { allergies: ['eggs'] }, restriction: 'egg-free' },
	{ plan: { allergies: ['soy'] }, restriction: 'soy-free' },
	{ plan: { allergies: ['dairy'] }, restriction: 'dairy-free' },
	{ plan: { allergies: ['gluten'] }, restriction: 'gluten-free' },
	{ plan: { dietaryRestrictions: ['gluten_free'] }, restriction: 'gluten-free' },
	{ plan: { dietaryRestrictions: ['dairy_free'] }, restriction: 'dairy-free' },
	{ plan: { dietaryRestrictions: ['vegetarian'] }, restriction: 'vegetarian' },
	{ plan: { dietaryRestrictions: ['vegan'] }, restriction: 'vegan' },
	{ plan: { dietaryRestrictions: ['paleo'] }, restriction: 'paleo' },
	{ plan: { healthConditions: ['celiac_disease'] }, restriction: 'gluten-free' },
] as const

describe('every consumer gives the same answer for every built-in recipe and substitution food', () => {
	test('the sample database holds every food the recipes and the table name', () => {
		expect(foods.filter((f) => !f.name).map((f) => f.id)).toEqual([])
	})

	test.each(SHARED_RULES)('$restriction ($plan)', ({ plan, restriction }) => {
		const rules = hardRules({ ...NO_RULES, ...plan })
		const answers = foods.map((food) => {
			const tags = classifyFood(food)
			const planner = isAllowed(plannerRecipe(food), rules)
			// The substitution engine: the classifier's tags plus the catalogue's judgements.
			const ruleFood = { name: food.name, category: food.category, tags: new Set([...tags, ...(catalogueTags.get(food.id) ?? [])]), per100g: NUTRIENTS }
			const substitution = breaks(restriction, [{ food: ruleFood, grams: 100 }], NUTRIENTS) === null
			// The AI check: the suggestion's words, then the matched row's tags with them.
			const ai = forbiddenTag(restriction, tagsFromWords(food.name)) === null && forbiddenTag(restriction, new Set([...tags, ...tagsFromWords(food.name)])) === null
			return { food: food.name, planner, substitution, ai }
		})
		const disagreements = answers.filter((a) => a.planner !== a.substitution || a.planner !== a.ai)
		expect(disagreements).toEqual([])
		// The rule is not vacuous on this list: it allows some foods and excludes others.
		expect(new Set(answers.map((a) => a.planner))).toEqual(new Set([true, false]))
	})

	test('a recipe carries exactly the allergens of its ingredients', () => {
		for (const food of foods) expect(recipeLabels([food], NUTRIENTS).allergens, food.name).toEqual(allergensOf(classifyFood(food)))
	})
})

describe('the answers the planner and substitution used to disagree on', () => {
	const tagsOf = (name: string, category: string | null = null) => classifyFood({ name, category })
	test.each([
		["Oats (Includes foods for USDA's Food Distribution Program)", 'Cereal Grains and Pasta'],
		['Oats, whole grain, rolled, old fashioned', 'Cereal Grains and Pasta'],
		['Flour, oat, whole grain', 'Cereal Grains and Pasta'],
		['Oat milk, unsweetened, plain, refrigerated', 'Beverages'],
		['Snacks, granola bars, soft, uncoated, peanut butter', 'Snacks'],
		['Alcoholic beverage, beer, regular, all', 'Beverages'],
		['Soy sauce made from hydrolyzed vegetable protein', 'Legumes and Legume Products'],
	])('%s contains gluten (oats count unless labelled gluten-free; beer is barley; soy sauce is brewed with wheat)', (name, category) => {
		expect(tagsOf(name, category).has('gluten')).toBe(true)
		expect(forbiddenTag('gluten-free', tagsOf(name, category))).toBe('gluten')
	})
	test('oats labelled gluten-free are not gluten, and oats are no wheat', () => {
		expect(tagsOf('Oats, gluten-free, rolled').has('gluten')).toBe(false)
		expect(tagsOf('Oats, whole grain, rolled, old fashioned').has('wheat')).toBe(false)
	})
	test('hummus contains sesame (tahini)', () => {
		expect(allergensOf(tagsOf('Hummus, commercial', 'Legumes and Legume Products'))).toContain('sesame')
	})
	test('Worcestershire sauce contains fish (anchovies), so it is not vegetarian', () => {
		expect(allergensOf(tagsOf('Sauce, worcestershire'))).toContain('fish')
		expect(forbiddenTag('vegetarian', tagsOf('Sauce, worcestershire'))).toBe('fish')
	})
	test('crab and shrimp are shellfish, not fish', () => {
		const crab = tagsOf('Crustaceans, crab, queen, raw', 'Finfish and Shellfish Products')
		expect([crab.has('shellfish'), crab.has('fish')]).toEqual([true, false])
	})
	test('look-alikes are not what their words say', () => {
		expect(tagsOf('Nuts, coconut milk, frozen (liquid expressed from grated meat and water)', 'Nut and Seed Products').has('meat')).toBe(false)
		expect(tagsOf('Mayonnaise, made with tofu', 'Fats and Oils').has('egg')).toBe(false)
		expect(tagsOf('Beans, snap, green, raw', 'Vegetables and Vegetable Products').has('legume')).toBe(false)
		expect(tagsOf('Squash, pie pumpkin, peeled, seeded, raw').has('gluten')).toBe(false)
		expect(tagsOf('Syrups, table blends, pancake, reduced-calorie', 'Sweets').has('gluten')).toBe(false)
		expect(tagsOf("Leavening agents, yeast, baker's, active dry", 'Baked Products').has('gluten')).toBe(false)
		expect(tagsOf('Sauce, pasta, spaghetti/marinara, ready-to-serve, low sodium').has('gluten')).toBe(false)
		expect(tagsOf('Mushroom, oyster', 'Vegetables and Vegetable Products').has('shellfish')).toBe(false)
		expect(tagsOf('Flour, almond', 'Nut and Seed Products').has('grain')).toBe(false)
		expect(tagsOf('Sugar substitute, stevia, powder', 'Sugar substitutes').has('sugar')).toBe(false)
		expect(tagsOf('Nuts, coconut meat, dried (desiccated), not sweetened', 'Nut and Seed Products').has('sugar')).toBe(false)
	})
	test('a sweetened plant milk has added sugar; plain flour is wheat', () => {
		expect(tagsOf('Beverages, almond milk, sweetened, vanilla flavor, ready-to-drink', 'Beverages').has('sugar')).toBe(true)
		expect(allergensOf(tagsOf('Flour, 00'))).toEqual(['gluten', 'wheat'])
	})
})

describe('one spelling, read from any stored spelling', () => {
	test.each([
		['gluten-free', 'gluten_free'],
		['Gluten Free', 'gluten_free'],
		['tree-nut', 'tree_nut'],
		['nut-free', 'nut_free'],
	])('%s reads as %s', (raw, key) => {
		expect(dietKey(raw)).toBe(key)
	})
	test('a plan stored with kebab-case values excludes the same recipes as snake_case', () => {
		const walnuts = plannerRecipe({ name: 'Nuts, walnuts, dry roasted, with salt added', category: 'Nut and Seed Products' })
		const bread = plannerRecipe({ name: 'Bread, whole-wheat, commercially prepared', category: 'Baked Products' })
		for (const [snake, kebab] of [
			[{ allergies: ['tree_nuts'] }, { allergies: ['tree-nut'] }],
			[{ dietaryRestrictions: ['gluten_free'] }, { dietaryRestrictions: ['gluten-free'] }],
		] as const) {
			const a = hardRules({ ...NO_RULES, ...snake })
			const b = hardRules({ ...NO_RULES, ...kebab })
			expect([isAllowed(walnuts, b), isAllowed(bread, b)]).toEqual([isAllowed(walnuts, a), isAllowed(bread, a)])
			expect([isAllowed(walnuts, a), isAllowed(bread, a)]).toContain(false)
		}
	})
})
