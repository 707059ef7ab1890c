/**
 * `npm run bench` rows for the meal planner (budget: planning a week ≤ 50 ms server
 * side). Measured on the bench's database with a throwaway user:
 * - "plan a week (library load + planner)": reading the library (built-ins + own recipes with
 *   their USDA foods, nutrition and labels) and planning 7 days — what a request pays before it
 *   writes;
 * - "planner only": the pure planner over an already-loaded library;
 * - "create plan end to end": createPlan (insert, plan 8 days, write 32 planned meals).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { addDaysIso } from '#app/domain/dates.ts'
import { users } from '#db/schema.ts'
import { planDays, type PlannerConstraints } from '#app/domain/planning/planner.ts'
import { createPlan, plannerLibrary } from '#app/domain/planning/plans.server.ts'
import { percentile, type EngineRow } from '../stats.ts'

const VARIANTS: Array<{ dietaryRestrictions?: string[]; allergies?: string[]; targetCalories?: number }> = [
	{},
	{ dietaryRestrictions: ['vegetarian'], allergies: ['peanuts'], targetCalories: 1800 },
	{ dietaryRestrictions: ['vegan'], targetCalories: 2200 },
	{ allergies: ['gluten', 'dairy'], targetCalories: 1600 },
	{ dietaryRestrictions: ['keto'], targetCalories: 2000 },
]

/** Times planning a week; see the module comment for the rows. */
export async function bench(db: Db): Promise<EngineRow[]> {
	const id = `bench-planner-${Date.now()}`
	await db.insert(users).values({ id, email: `${id}@bench.invalid`, passwordHash: 'x' })
	try {
		const dates = Array.from({ length: 7 }, (_, i) => addDaysIso('2026-11-22', i))
		const constraints = (i: number): PlannerConstraints => ({
			targetCalories: 2000,
			targetProtein: 150,
			targetCarbs: 200,
			targetFat: 70,
			dietaryRestrictions: [],
			allergies: [],
			healthConditions: [],
			foodPreferences: [],
			...VARIANTS[i % VARIANTS.length],
		})
		// Warm-up (untimed): seeds the library on first use and lets the JIT settle.
		for (let i = 0; i < 5; i++) planDays((await plannerLibrary(db, id)).library, constraints(i), dates, { seed: `warm${i}` })
		const week: number[] = []
		const pure: number[] = []
		for (let i = 0; i < 30; i++) {
			const t0 = performance.now()
			const { library } = await plannerLibrary(db, id)
			const t1 = performance.now()
			planDays(library, constraints(i), dates, { seed: String(i) })
			const t2 = performance.now()
			week.push(t2 - t0)
			pure.push(t2 - t1)
		}
		const create: number[] = []
		for (let i = 0; i < 10; i++) {
			const t0 = performance.now()
			await createPlan(db, { userId: id, timezone: 'UTC' }, { name: `Bench ${i}`, isActive: false, targetCalories: 2000, targetProtein: 150, targetCarbs: 200, targetFat: 70, healthConditions: [], allergies: [], dietaryRestrictions: [], foodPreferences: [], ...VARIANTS[i % VARIANTS.length] })
			create.push(performance.now() - t0)
		}
		return [
			{ what: 'meal planner: plan a week (library load + planner, 7 days × 4 meals)', p50: percentile(week, 0.5), p95: percentile(week, 0.95), budget: { p95: 50 }, note: `n ${week.length}` },
			{ what: 'meal planner: planner only (7 days)', p50: percentile(pure, 0.5), p95: percentile(pure, 0.95), note: `n ${pure.length}` },
			{ what: 'meal planner: create plan end to end (8 days, 32 planned meals written)', p50: percentile(create, 0.5), p95: percentile(create, 0.95), note: `n ${create.length}` },
		]
	} finally {
		await db.delete(users).where(eq(users.id, id))
	}
}
