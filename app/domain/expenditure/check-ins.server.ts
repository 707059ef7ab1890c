/**
 * The weekly check-in: once a week (weeks start on Monday) the app proposes next week's calorie
 * target from the expenditure estimate and the person's goal and rate (users.weight_goal and
 * weekly_weight_change_kg, the goal set-up's own), with macros split as the goal set-up splits
 * them; the person accepts (the goals change from today, and the change enters the goal history so
 * past days keep the goal they had) or keeps their goals. One answer a week.
 */
import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { ConflictError, InvalidError } from '#app/domain/errors.ts'
import { checkInTarget } from '#app/domain/nutrition/coaching.ts'
import { macroSplit, type Sex, type WeightGoal } from '#app/domain/nutrition/energy.ts'
import { GOALS_DIALOG_BOUNDS, NUTRITION_GOAL_BOUNDS } from '#app/domain/users/form-rules.ts'
import { writeGoals } from '#app/domain/users/goal-history.server.ts'
import { getUser } from '#app/domain/users/users.server.ts'
import { CHECK_IN_DECISIONS, checkIns, goalHistory } from '#db/schema.ts'
import { expenditureOn, type DayGoals, type ExpenditureView } from './expenditure.server.ts'

/** Monday of the week of `day` ('YYYY-MM-DD'). */
export function weekStartMonday(day: string): string {
	const dow = new Date(`${day}T00:00:00Z`).getUTCDay()
	return addDaysIso(day, -((dow + 6) % 7))
}

/** A week's proposal: the estimate it rests on, the goal and rate used, the target and macros (rounded to the goal dialog's steps), the current goals, and the answer given this week if any. */
export type CheckInProposal = {
	weekStart: string
	expenditure: ExpenditureView
	goal: WeightGoal
	/** kg/week used (after the safe bound); 0 to maintain. */
	rateKgPerWeek: number
	rateLimited: boolean
	floored: boolean
	/** kcal/day added (gain) or taken (lose), rounded. */
	adjustmentKcal: number
	proposed: DayGoals
	current: DayGoals
	/** The calorie goal in force came from an accepted check-in (so it follows the estimate), rather than set by hand. */
	drivesGoal: boolean
	/** This week's answer, or null while open. */
	answer: { decision: (typeof CHECK_IN_DECISIONS)[number]; proposedKcal: number } | null
}

function stepWithin(value: number, step: number, { min, max }: { min: number; max: number }): number {
	return Math.min(max, Math.max(min, Math.round(value / step) * step))
}

/**
 * This week's check-in for the caller (computed on read; nothing is stored until they answer).
 * The target is nutrition/coaching.ts checkInTarget on the estimate of today, rounded to 50 kcal
 * and kept within the goal bounds (1,000-5,000 kcal as the goals dialog); macros by energy.ts
 * macroSplit from the rounded target and the trend weight (else the profile's).
 * @param known.todayEstimate the caller's estimate of their today when the caller already read it
 *   (the check-in screen's series ends today), so it is not read twice; else it is read here.
 */
export async function checkInProposal(db: Db, actor: Actor, known: { todayEstimate?: ExpenditureView } = {}): Promise<CheckInProposal> {
	const today = todayIn(actor.timezone)
	const weekStart = weekStartMonday(today)
	const [user, expenditure, [answer], [lastGoal]] = await Promise.all([
		getUser(db, actor.userId),
		known.todayEstimate?.date === today ? known.todayEstimate : expenditureOn(db, actor, { date: today }),
		db
			.select({ decision: checkIns.decision, proposedKcal: checkIns.proposedKcal })
			.from(checkIns)
			.where(and(eq(checkIns.userId, actor.userId), eq(checkIns.weekStart, weekStart))),
		db
			.select({ source: goalHistory.source, kcal: goalHistory.dailyCalorieGoal })
			.from(goalHistory)
			.where(eq(goalHistory.userId, actor.userId))
			.orderBy(desc(goalHistory.effectiveFrom))
			.limit(1),
	])
	const goal: WeightGoal = user.weightGoal ?? 'maintain'
	const weightKg = expenditure.trendWeightKg ?? user.weightKg ?? 70
	const sex: Sex = user.gender ?? 'prefer_not_to_say'
	const t = checkInTarget({ expenditureKcal: expenditure.estimateKcal, goal, rateKgPerWeek: user.weeklyWeightChangeKg ?? 0, weightKg, sex })
	const steps = GOALS_DIALOG_BOUNDS
	const calories = stepWithin(t.calories, steps.dailyCalorieGoal.step, steps.dailyCalorieGoal)
	const m = macroSplit(calories, weightKg, goal)
	const b = NUTRITION_GOAL_BOUNDS
	return {
		weekStart,
		expenditure,
		goal,
		rateKgPerWeek: t.rateKgPerWeek,
		rateLimited: t.rateLimited,
		floored: t.floored,
		adjustmentKcal: Math.round(t.adjustment),
		proposed: {
			dailyCalorieGoal: calories,
			dailyProteinGoal: stepWithin(m.proteinG, steps.dailyProteinGoal.step, b.dailyProteinGoal),
			dailyCarbGoal: stepWithin(m.carbsG, steps.dailyCarbGoal.step, b.dailyCarbGoal),
			dailyFatGoal: stepWithin(m.fatG, steps.dailyFatGoal.step, b.dailyFatGoal),
		},
		current: { dailyCalorieGoal: user.dailyCalorieGoal, dailyProteinGoal: user.dailyProteinGoal, dailyCarbGoal: user.dailyCarbGoal, dailyFatGoal: user.dailyFatGoal },
		drivesGoal: lastGoal?.source === 'check-in' && lastGoal.kcal === user.dailyCalorieGoal,
		answer: answer ?? null,
	}
}

/** The answer to a week's check-in: accept the proposal or keep the goals. */
export const CheckInAnswerSchema = z.object({ decision: z.enum(CHECK_IN_DECISIONS, { error: "decision must be 'accepted' or 'kept'" }) })
export type CheckInAnswer = z.infer<typeof CheckInAnswerSchema>

/**
 * Answers this week's check-in. 'accepted' sets the proposed goals from the caller's today: the
 * users row and a goal-history row (source 'check-in'; on the first change ever, a row for the goals
 * they had before, effective from 1900-01-01, so older days keep them), all in one transaction with
 * the answer. 'kept' records the answer only.
 * @throws InvalidError naming `decision`; ConflictError when this week was already answered.
 */
export async function answerCheckIn(db: Db, actor: Actor, input: CheckInAnswer): Promise<CheckInProposal> {
	const parsed = CheckInAnswerSchema.safeParse(input)
	if (!parsed.success) throw new InvalidError('decision: invalid', { decision: ["decision must be 'accepted' or 'kept'"] })
	const p = await checkInProposal(db, actor)
	if (p.answer) throw new ConflictError(`This week's check-in was already answered (${p.answer.decision})`)
	const today = todayIn(actor.timezone)
	const decision = parsed.data.decision
	await db.transaction(async (tx) => {
		const inserted = await tx
			.insert(checkIns)
			.values({ userId: actor.userId, weekStart: p.weekStart, decision, estimateKcal: p.expenditure.estimateKcal, proposedKcal: p.proposed.dailyCalorieGoal })
			.onConflictDoNothing()
			.returning({ weekStart: checkIns.weekStart })
		if (inserted.length === 0) throw new ConflictError("This week's check-in was already answered")
		if (decision !== 'accepted') return
		// The users row and the goal history from today (weekday targets move with the calorie goal).
		await writeGoals(tx, { userId: actor.userId, effectiveFrom: today, goals: p.proposed, source: 'check-in' })
	})
	return checkInProposal(db, actor)
}
