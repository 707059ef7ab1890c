/**
 * Child process of kill-during-writes.test.ts: against the database file in argv[2], as the user
 * in argv[3] (created when missing), creates 7-day plans and logs their planned meals to the
 * tracker, forever, printing a line after each write, until the parent kills it with SIGKILL.
 * Run with `node --import tsx`.
 */
const [file, email] = process.argv.slice(2) as [string, string]
process.env.DATABASE_URL = `file:${file}`
process.env.SESSION_SECRET = 'test-session-secret'
Object.assign(process.env, { NODE_ENV: 'test' })

const { db } = await import('#app/db.server.ts')
const { eq } = await import('drizzle-orm')
const { users } = await import('#db/schema.ts')
const { createUser } = await import('#app/domain/users/users.server.ts')
const { actorOf } = await import('#app/domain/actor.ts')
const { createPlan, listPlannedMeals, logPlannedMeal } = await import('#app/domain/planning/plans.server.ts')
const { CreatePlanSchema } = await import('#app/domain/planning/plans.schema.ts')
const { mealPlans } = await import('#db/schema.ts')
const { addDaysIso } = await import('#app/domain/dates.ts')

const [found] = await db.select().from(users).where(eq(users.email, email))
const user = found ?? (await createUser(db, { email, password: 'correct horse battery', firstName: 'Kill', lastName: 'Test', timezone: 'UTC' }))
const actor = actorOf(user)
process.stdout.write('ready\n')
// When the test that started this loop is gone (its worker timed out or was stopped), stop too:
// an orphan would go on writing plans for good.
const parentPid = process.ppid
setInterval(() => process.ppid !== parentPid && process.exit(1), 500).unref()
for (;;) {
	// Each plan on days of its own, so the diary meals it logs into never reach their cap.
	const made = (await db.select({ id: mealPlans.id }).from(mealPlans).where(eq(mealPlans.userId, user.id))).length
	const startDate = addDaysIso('2030-01-01', made * 8)
	const { plan } = await createPlan(db, actor, CreatePlanSchema.parse({ name: `Crash week ${made}`, startDate, endDate: addDaysIso(startDate, 6) }))
	process.stdout.write(`plan ${plan.id}\n`)
	for (const meal of await listPlannedMeals(db, user.id, plan.id)) {
		await logPlannedMeal(db, actor, meal.id)
		process.stdout.write(`logged ${meal.id}\n`)
	}
}

export {}
