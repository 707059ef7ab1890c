/**
 * Loaders' pieces for the weight screen, the dashboard's weight and water cards and analytics'
 * weekly water: they call the body domain and convert its kg, cm and ml into the user's units for
 * display (app/domain/nutrition/body-units.ts). Each reads only what it shows: the card the latest
 * weigh-in (with its trend's warm-up) and the day shown's water, the week its seven days.
 */
import type { Actor } from '#app/domain/actor.ts'
import { dayWater, weekWater } from '#app/domain/body/water.server.ts'
import { latestWeighIn, type WeighInView } from '#app/domain/body/weigh-ins.server.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { BODY_UNIT_LABELS, displayLength, displayWater, displayWeight, type UnitSystem } from '#app/domain/nutrition/body-units.ts'
import { db } from '#app/db.server.ts'
import type { BodyUnits, WaterCardView, WaterWeekView, WeighInRow, WeightCardView } from '#app/components/body/types.ts'

/** The labels of a unit system. */
export function bodyUnits(system: UnitSystem): BodyUnits {
	return { system, ...BODY_UNIT_LABELS[system] }
}

/** A weigh-in in the user's units, rounded for display. */
export function weighInRow(w: WeighInView, system: UnitSystem): WeighInRow {
	const length = (cm: number | null) => (cm == null ? null : displayLength(cm, system))
	return {
		date: w.date,
		weight: displayWeight(w.weightKg, system),
		trend: displayWeight(w.trendWeightKg, system),
		waist: length(w.waistCm),
		hips: length(w.hipsCm),
		chest: length(w.chestCm),
		bodyFatPct: w.bodyFatPct,
	}
}

/**
 * The dashboard's weight and water cards for the day shown: the latest weigh-in with its trend and
 * that day's water (never the history).
 * @param back the dashboard URL the cards' forms return to.
 */
export async function bodyCards(actor: Actor, system: UnitSystem, date: string, back: string): Promise<{ weight: WeightCardView; water: WaterCardView }> {
	const today = todayIn(actor.timezone)
	const [latest, water] = await Promise.all([latestWeighIn(db, actor), dayWater(db, actor, date)])
	const units = bodyUnits(system)
	const percent = water.goalMl > 0 ? Math.round((water.ml / water.goalMl) * 100) : 0
	return {
		weight: { units, latest: latest ? weighInRow(latest, system) : null, date: date > today ? today : date, back },
		water: {
			units,
			date,
			amount: displayWater(water.ml, system),
			goal: displayWater(water.goalMl, system),
			ml: water.ml,
			goalMl: water.goalMl,
			percent,
			barPercent: Math.min(100, percent),
			drinks: water.drinks,
			lastDrinkId: water.lastDrinkId,
			canLog: date <= today,
			back,
		},
	}
}

/** This week's (Sunday..Saturday) water in the user's unit, or the week `weeksBack` weeks before it. */
export async function waterWeek(actor: Actor, system: UnitSystem, weeksBack = 0): Promise<WaterWeekView> {
	const today = todayIn(actor.timezone)
	const week = await weekWater(db, actor, addDaysIso(today, -7 * weeksBack))
	return {
		units: bodyUnits(system),
		goal: displayWater(week.goalMl, system),
		average: displayWater(week.averageMl, system),
		days: week.days.map((d) => ({ date: d.date, amount: displayWater(d.ml, system), isToday: d.date === today })),
	}
}
