/**
 * FDA Daily Values of the lines a US 'Nutrition Facts' label must carry beyond the macros, to turn a
 * printed '% DV' into an amount where the label prints only the percentage (older panels print
 * vitamins and minerals that way). Pure.
 *
 * `current`: the 2016 rule's values, on labels since 2020 (21 CFR 101.9(c)(8)(iv) and (c)(9); the
 * same as the 'FDA DV adults' rows of db/data/reference-intakes.csv). `before2016`: the values the
 * earlier panels' percentages were computed from (21 CFR 101.9 as of 1993: vitamin D 400 IU = 10 µg,
 * calcium 1,000 mg, iron 18 mg, potassium 3,500 mg, saturated fat 20 g, cholesterol 300 mg, sodium
 * 2,400 mg). Keys and units as in the micronutrient list (g, mg, µg).
 */
export const LABEL_DAILY_VALUES = {
	current: { saturated_fat_g: 20, cholesterol_mg: 300, sodium_mg: 2300, vitamin_d_ug: 20, calcium_mg: 1300, iron_mg: 18, potassium_mg: 4700 },
	before2016: { saturated_fat_g: 20, cholesterol_mg: 300, sodium_mg: 2400, vitamin_d_ug: 10, calcium_mg: 1000, iron_mg: 18, potassium_mg: 3500 },
} as const

/** A key of {@link LABEL_DAILY_VALUES}. */
export type LabelDailyValueKey = keyof (typeof LABEL_DAILY_VALUES)['current']

/**
 * The amount a printed percentage stands for: `percent` % of the Daily Value, rounded to 2
 * decimals. Example: 'Calcium 20%' on a 2020 panel → 20 % × 1,300 mg = 260 mg.
 */
export function amountFromPercentDv(key: LabelDailyValueKey, percent: number, rule: keyof typeof LABEL_DAILY_VALUES = 'current'): number {
	return Math.round(((percent / 100) * LABEL_DAILY_VALUES[rule][key] + Number.EPSILON) * 100) / 100
}
