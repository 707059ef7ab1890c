/**
 * Caps and bounds of the weight log and water, shared by the HTML forms and the JSON API (both call
 * the body domain functions that enforce them; past a cap a write is refused with InvalidError →
 * 422 naming the field on /api, the field message on a form). Isomorphic, no imports.
 *
 * Source: our own sizing, like the diary's caps (app/domain/diary/caps.ts), and, for the bounds,
 * the range of adult bodies: the heaviest and lightest adults on record lie inside 20-400 kg
 * (the API's range for `weightKg`).
 */
export const BODY_CAPS = {
	/**
	 * Weigh-ins per diary day: one (the table's key is user and day; logging the day again replaces
	 * it). So a history of N days holds at most N weigh-ins.
	 */
	weighInsPerDay: 1,
	/** Drinks of water one diary day may hold (a glass every waking quarter hour is 64). */
	waterEntriesPerDay: 60,
	/** Days one read of the weight log may span (GET /api/users/{id}/weights?from=&to=): two years. */
	weightRangeDays: 731,
	/** Weigh-ins on one page of the weight screen's history list. */
	historyPageSize: 30,
} as const

/** Bounds of a weigh-in (kg, cm, %); outside them a write is refused naming the field. */
export const WEIGH_IN_BOUNDS = {
	weightKg: { min: 20, max: 400 },
	/** Waist, hips and chest circumference, cm. */
	circumferenceCm: { min: 20, max: 300 },
	/** Body fat, % of body weight (the leanest measured athletes are near 3 %). */
	bodyFatPct: { min: 2, max: 75 },
	/** The earliest weigh-in day; the latest is the user's today in their time zone. */
	earliestDate: '1900-01-01',
} as const

/** Bounds of one drink of water, ml (a sip to a large jug; the daily goal's maximum is 5,000 ml). */
export const WATER_BOUNDS = { mlMin: 1, mlMax: 5000 } as const

/** The quick buttons of the water card, ml (the 'a glass 250 ml' and 'a bottle 500 ml'). */
export const WATER_QUICK_ML = { glass: 250, bottle: 500 } as const

/**
 * The same quick buttons for a user in imperial units, US fl oz: a glass is one US cup (8 fl oz,
 * 236.6 ml) and a bottle the 16.9 fl oz that US labels print for a 500 ml bottle. Stored as whole
 * ml like every drink (app/domain/nutrition/body-units.ts converts).
 */
export const WATER_QUICK_FL_OZ = { glass: 8, bottle: 16.9 } as const
