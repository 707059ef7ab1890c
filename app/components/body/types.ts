/**
 * What the weight and water components show, already in the user's units (kg or lb, cm or in,
 * ml or fl oz) and rounded for display; built by the routes' loaders (app/routes/weight/views.server.ts).
 */

/** Unit labels of the user's system. */
export type BodyUnits = { system: 'metric' | 'imperial'; weight: string; length: string; water: string }

/** One weigh-in for display: weight and trend in the user's unit (0.1), measurements (0.1 cm/in, %). */
export type WeighInRow = {
	date: string
	weight: number
	trend: number
	waist: number | null
	hips: number | null
	chest: number | null
	bodyFatPct: number | null
}

/** The dashboard's weight card. */
export type WeightCardView = {
	units: BodyUnits
	latest: WeighInRow | null
	/** The day a quick weigh-in is for: the day shown, or today when a later day is shown. */
	date: string
	/** Where the forms come back to (the dashboard's URL of the day shown). */
	back: string
}

/** The dashboard's water card: the day shown. */
export type WaterCardView = {
	units: BodyUnits
	date: string
	/** Drunk and goal in the user's water unit; `ml`/`goalMl` exact. */
	amount: number
	goal: number
	ml: number
	goalMl: number
	/** Drunk as a share of the goal, whole percent (uncapped) and capped at 100 for the bar. */
	percent: number
	barPercent: number
	drinks: number
	lastDrinkId: string | null
	/** Whether more drinks can be logged that day (not after today). */
	canLog: boolean
	back: string
}

/** The weight chart: scale dots and trend line over a range of days. */
export type WeightChartView = {
	units: BodyUnits
	from: string
	to: string
	points: WeighInRow[]
}

/** A week's water, Sunday..Saturday, in the user's unit. */
export type WaterWeekView = {
	units: BodyUnits
	goal: number
	average: number
	days: { date: string; amount: number; isToday: boolean }[]
}
