/**
 * The micronutrient screens' adapters and components, on a real temporary libSQL database with the
 * sample foods: the numbers a person reads on the dashboard's Nutrients view, the /analytics week,
 * a food's panel in the add sheet and 'Foods high in X' equal the data (the bundled CSV's values ×
 * grams / 100 and the reference intakes, worked out here, not written as literals), and a profile
 * without sex or birth date is told that the FDA Daily Values stand in.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom/server'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { addDaysIso, todayIn, weekDays } from '#app/domain/dates.ts'
import { referenceGroup, targetsFor } from '#app/domain/nutrition/reference-intakes.ts'
import { foods, users } from '#db/schema.ts'
import { createTestUser, foodIdByFdc } from '#tests/utils.ts'
import { TranslatorProvider } from '#app/utils/i18n.tsx'
import { serverTranslator } from '#app/utils/i18n.server.ts'
import NutrientsDayView from './day-view.tsx'

import { CompactNutrients } from './nutrient-lines.tsx'
import { NutrientWeek, type NutrientWeekView } from './week-table.tsx'

// Each test logs a day on the shared machine; the first loads the route modules.
vi.setConfig({ testTimeout: 60_000 })

let db: Db
const csv = (file: string) => parse(fs.readFileSync(path.resolve('db/data/sample', file), 'utf8'), { columns: true }) as Record<string, string>[]
const micros = csv('micronutrients.csv')
const macros = csv('foods.csv')
const microOf = (fdcId: number, key: string) => Number(micros.find((r) => r.fdc_id === String(fdcId))![key])

/** 118 g banana and 100 g raw spinach: both carry potassium and vitamin K in the CSV. */
const DAY_FOODS = [
	{ fdcId: 173944, grams: 118 },
	{ fdcId: 1750353, grams: 100 },
]
const BORN = '1990-06-15'
const expectedSum = (key: string, items = DAY_FOODS) => items.reduce((s, f) => s + (microOf(f.fdcId, key) * f.grams) / 100, 0)

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
})

async function person(profile: { gender?: 'female' | 'male'; dateOfBirth?: string } = {}) {
	const u = await createTestUser()
	if (Object.keys(profile).length) await db.update(users).set(profile).where(eq(users.id, u.user.id))
	const [user] = await db.select().from(users).where(eq(users.id, u.user.id))
	return { user: user!, actor: { userId: u.user.id, timezone: u.user.timezone } }
}

async function logDay(actor: { userId: string; timezone: string }, date: string, items = DAY_FOODS) {
	const { logFood } = await import('#app/domain/diary/diary.server.ts')
	for (const f of items) await logFood(db, actor, { foodId: await foodIdByFdc(f.fdcId), quantity: f.grams, unit: 'gram', mealType: 'lunch', date })
}

// The screens translate their words (English here), so they render inside the page's translator.
const html = (node: React.ReactNode) =>
	renderToString(
		<TranslatorProvider value={serverTranslator('en')}>
			<StaticRouter location="/">{node}</StaticRouter>
		</TranslatorProvider>,
	)
/** What a person reads of server-rendered markup: React's text separators and tags dropped, entities decoded. */
const visible = (markup: string) =>
	markup
		.replace(/<!-- -->/g, '')
		.replace(/<[^>]+>/g, '')
		.replace(/&#x27;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&amp;/g, '&')
/** The text of the element carrying `testId` (first match), up to its first closing tag. */
function textOf(markup: string, testId: string): string {
	const at = markup.indexOf(`data-testid="${testId}"`)
	expect(at, testId).toBeGreaterThan(-1)
	const open = markup.indexOf('>', at) + 1
	return visible(markup.slice(open, markup.indexOf('</', open)))
}
/** A number as the screens print it ('1,234 mg', '0.45 µg') back to a number. */
const shown = (text: string) => Number(/-?[\d,]+(\.\d+)?/.exec(text)![0].replace(/,/g, ''))
/** The precision formatAmount keeps: whole from 10 up, one decimal from 1, two below. */
const printedStep = (v: number) => (Math.abs(v) >= 10 ? 0.5 : Math.abs(v) >= 1 ? 0.05 : 0.005)

describe("the dashboard's Nutrients view", () => {
	test("each amount and percent a person reads equals the CSV sum for the day's grams against their reference intake", async () => {
		const { actor } = await person({ gender: 'female', dateOfBirth: BORN })
		const day = '2026-05-04'
		await logDay(actor, day)
		const { nutrientsView } = await import('#app/routes/_index/nutrients-view.server.ts')
		expect(await nutrientsView(actor, day, new URLSearchParams())).toBeNull()
		const panel = (await nutrientsView(actor, day, new URLSearchParams('view=nutrients')))!
		const targets = targetsFor({ sex: 'female', dateOfBirth: BORN, lifeStage: null }, day, [])
		expect(panel.targetsFrom).toBe('DRI')
		expect(panel.group).toBe(referenceGroup({ sex: 'female', dateOfBirth: BORN, lifeStage: null }, day).group)
		const markup = html(<NutrientsDayView panel={panel} isToday={false} />)
		for (const key of ['potassium_mg', 'vitamin_k_ug', 'calcium_mg', 'vitamin_c_mg']) {
			const expected = expectedSum(key)
			const line = panel.lines.find((l) => l.key === key)!
			expect(line.amount, key).toBeCloseTo(expected, 1)
			expect(Math.abs(shown(textOf(markup, `nutrient-${key}-amount`)) - expected), key).toBeLessThanOrEqual(printedStep(expected))
			const target = targets.targets[key as keyof typeof targets.targets].target!
			expect(line.percent, key).toBe(Math.round((expected / target) * 100))
			expect(visible(markup)).toContain(`${line.percent} % of `)
		}
		// Two USDA foods: every kcal of the day carries data, in numbers and in words.
		expect(panel.completeness).toBe(100)
		expect(textOf(markup, 'day-completeness')).toContain("Data for 100 % of this day's kcal")
		expect(textOf(markup, 'targets-from')).toContain(`Dietary Reference Intakes for ${panel.group}`)
	})

	test('without sex or date of birth the targets are the FDA Daily Values, and the view says why', async () => {
		const { actor } = await person()
		const day = '2026-05-05'
		await logDay(actor, day)
		const { nutrientsView } = await import('#app/routes/_index/nutrients-view.server.ts')
		const panel = (await nutrientsView(actor, day, new URLSearchParams('view=nutrients')))!
		expect(panel.targetsFrom).toBe('DV')
		const dv = targetsFor({ sex: null, dateOfBirth: null, lifeStage: null }, day, [])
		const potassium = panel.lines.find((l) => l.key === 'potassium_mg')!
		expect(potassium.target).toBe(dv.targets.potassium_mg.target)
		expect(potassium.targetKind).toBe('DV')
		const markup = html(<NutrientsDayView panel={panel} isToday={false} />)
		expect(textOf(markup, 'targets-from')).toContain('Targets: FDA Daily Values, because your profile has no sex or date of birth.')
	})
})

describe('the /analytics week', () => {
	test("shows each nutrient's average per logged day, from the entries of the logged days", async () => {
		const { actor } = await person({ gender: 'male', dateOfBirth: BORN })
		const today = todayIn(actor.timezone)
		const week = weekDays(today)
		// Two logged days of this week (today and the other day of its pair), the second with only the banana.
		const other = today === week[0] ? week[1]! : addDaysIso(today, -1)
		await logDay(actor, today)
		await logDay(actor, other, [DAY_FOODS[0]!])
		const { nutrientWeek } = await import('#app/utils/nutrient-views.server.ts')
		const view: NutrientWeekView = await nutrientWeek(actor, 0)
		expect(view.loggedDays).toBe(2)
		expect([view.from, view.to]).toEqual([week[0], week[6]])
		const markup = html(<NutrientWeek week={view} title="Nutrients this week" />)
		for (const key of ['potassium_mg', 'vitamin_k_ug']) {
			const expected = (expectedSum(key) + expectedSum(key, [DAY_FOODS[0]!])) / 2
			expect(view.panel.lines.find((l) => l.key === key)!.amount, key).toBeCloseTo(expected, 1)
			const row = markup.slice(markup.indexOf(`data-testid="week-${key}"`))
			const cell = /<td[^>]*>([^<]*)<\/td>/.exec(row)![1]!
			expect(Math.abs(shown(cell) - expected), key).toBeLessThanOrEqual(printedStep(expected))
		}
		expect(visible(markup)).toContain('average of 2 logged days')
	})

	test('a profile without sex or birth date is told the week is measured against the FDA Daily Values', async () => {
		const { actor } = await person()
		await logDay(actor, todayIn(actor.timezone))
		const { nutrientWeek } = await import('#app/utils/nutrient-views.server.ts')
		const view = await nutrientWeek(actor, 0)
		expect(view.panel.targetsFrom).toBe('DV')
		expect(visible(html(<NutrientWeek week={view} title="Nutrients this week" />))).toContain('FDA Daily Values, because your profile has no sex or date of birth')
	})
})

describe("a food's panel in the add sheet", () => {
	test('per default serving: the CSV value per 100 g × the serving grams', async () => {
		const { actor } = await person({ gender: 'female', dateOfBirth: BORN })
		const { getFood } = await import('#app/domain/foods/foods.server.ts')
		const food = await getFood(db, actor, await foodIdByFdc(173944))
		const { foodNutrientsView } = await import('#app/routes/_index/nutrients-view.server.ts')
		expect(await foodNutrientsView(actor, food, '2026-05-04', new URLSearchParams())).toBeNull()
		const view = (await foodNutrientsView(actor, food, '2026-05-04', new URLSearchParams('panel=1')))!
		const { foodPanelPerServing } = await import('#app/domain/nutrients/panel.ts')
		const grams = foodPanelPerServing(food!)!.grams!
		expect(view.label).toMatch(/^per serving, /)
		const potassium = view.panel.lines.find((l) => l.key === 'potassium_mg')!
		expect(potassium.amount).toBeCloseTo((microOf(173944, 'potassium_mg') * grams) / 100, 1)
		const markup = html(<CompactNutrients panel={view.panel} title="Nutrients" idPrefix="food" />)
		expect(Math.abs(shown(textOf(markup, 'nutrient-potassium_mg-amount')) - potassium.amount!)).toBeLessThanOrEqual(printedStep(potassium.amount!))
	})
})

describe('recipes and planned days', () => {
	test("a recipe's serving is its ingredients' CSV values × grams / servings; a planned meal without a recipe counts its kcal with unknown nutrients", async () => {
		const { actor } = await person({ gender: 'female', dateOfBirth: BORN })
		const { createRecipe } = await import('#app/domain/recipes/edit.server.ts')
		const ingredients = await Promise.all(DAY_FOODS.map(async (f) => ({ foodId: await foodIdByFdc(f.fdcId), quantity: f.grams, unit: 'gram' as const })))
		const recipe = await createRecipe(db, actor, { name: 'Banana spinach bowl', servings: 2, tags: [], mealTypes: ['lunch'], ingredients })
		const { plannedDayNutrients, recipeNutrients } = await import('#app/utils/nutrient-views.server.ts')
		const serving = await recipeNutrients(actor, recipe)
		expect(serving.lines.find((l) => l.key === 'potassium_mg')!.amount).toBeCloseTo(expectedSum('potassium_mg') / 2, 1)
		expect(serving.completeness).toBe(100)
		const markup = html(<CompactNutrients panel={serving} title="Nutrients per serving" idPrefix="recipe" />)
		expect(visible(markup)).toContain('Data for 100 % of the kcal')
		// Three servings of the recipe and a 500 kcal meal planned without one.
		const day = await plannedDayNutrients(actor, '2026-05-06', [
			{ recipeId: recipe.id, servings: 3, estimatedCalories: 0 },
			{ recipeId: null, servings: 1, estimatedCalories: 500 },
		])
		const potassium = day!.lines.find((l) => l.key === 'potassium_mg')!
		expect(potassium.amount).toBeCloseTo((expectedSum('potassium_mg') / 2) * 3, 0)
		const recipeKcal = DAY_FOODS.reduce((sum, f) => sum + (Number(macros.find((r) => r.fdc_id === String(f.fdcId))!.kcal) * f.grams) / 100, 0) * 1.5
		expect(potassium.completeness).toBeCloseTo((recipeKcal / (recipeKcal + 500)) * 100, 0)
		expect(await plannedDayNutrients(actor, '2026-05-06', [])).toBeNull()
	})
})

describe("'Foods high in X'", () => {
	test('lists generic foods whose amount per 100 kcal is their CSV value over their kcal, with the person’s own target', async () => {
		const { user } = await person({ gender: 'female', dateOfBirth: BORN })
		const { loadRichIn } = await import('#app/routes/foods.rich-in.$key/rich-in.server.ts')
		const page = await loadRichIn(user, 'potassium_mg', new URLSearchParams('per=100kcal'))
		expect(page.nutrient).toEqual({ key: 'potassium_mg', name: 'Potassium', unit: 'mg' })
		const today = todayIn(user.timezone)
		const targets = targetsFor({ sex: 'female', dateOfBirth: BORN, lifeStage: null }, today, [])
		expect(page.target).toMatchObject({ amount: targets.targets.potassium_mg.target, kind: targets.targets.potassium_mg.targetKind })
		expect(page.foods.length).toBeGreaterThan(3)
		const per100 = page.foods.map((f) => f.amountPer100kcal!)
		expect(per100).toEqual([...per100].sort((a, b) => b - a))
		for (const f of page.foods.slice(0, 3)) {
			const [row] = await db.select({ fdcId: foods.fdcId }).from(foods).where(eq(foods.id, f.id))
			const kcal = Number(macros.find((r) => r.fdc_id === String(row!.fdcId))!.kcal)
			expect(f.amountPer100kcal, f.name).toBeCloseTo((microOf(row!.fdcId!, 'potassium_mg') / kcal) * 100, 0)
		}
	})

	test('Add logs one serving and the day’s potassium rises by the amount the list shows per serving', async () => {
		const { user, actor } = await person()
		const { addRichFood, loadRichIn } = await import('#app/routes/foods.rich-in.$key/rich-in.server.ts')
		const page = await loadRichIn(user, 'potassium_mg', new URLSearchParams('per=serving'))
		// Without sex or birth date the target shown is the FDA Daily Value.
		expect(page.target?.kind).toBe('DV')
		const first = page.foods[0]!
		const { dailyNutrients } = await import('#app/domain/nutrients/nutrients.server.ts')
		const today = todayIn(actor.timezone)
		const before = (await dailyNutrients(db, actor, today)).nutrients.find((n) => n.key === 'potassium_mg')!.amount ?? 0
		const form = new FormData()
		for (const [k, v] of Object.entries({ intent: 'add', foodId: String(first.id), mealType: 'snack', date: today })) form.set(k, v)
		const answer = await addRichFood(actor, 'potassium_mg', form)
		expect((answer as Response).status).toBe(302)
		const after = (await dailyNutrients(db, actor, today)).nutrients.find((n) => n.key === 'potassium_mg')!.amount!
		expect(after - before).toBeCloseTo(first.amountPerServing!, 1)
	})

	test('a key that names no nutrient is a 404 page', async () => {
		const { user } = await person()
		const { loadRichIn } = await import('#app/routes/foods.rich-in.$key/rich-in.server.ts')
		await expect(loadRichIn(user, 'unobtainium_mg', new URLSearchParams())).rejects.toMatchObject({ status: 404 })
	})
})
