/**
 * Energy needs from the body: resting energy by Mifflin-St Jeor, daily needs by an activity
 * factor, a daily calorie goal for losing, keeping or gaining weight at a chosen rate, and a
 * protein/fat/carbohydrate split of that goal (pure, isomorphic: no db, no React). Every
 * constant names its source. Rounding to the goal forms' steps and bounds is the caller's
 * (app/domain/users/body-goals.ts), so these stay the equations as published.
 */

/** Sex as the profile stores it (db/schema.ts GENDERS). */
export type Sex = 'male' | 'female' | 'other' | 'prefer_not_to_say'
/** Activity levels as the profile stores them (db/schema.ts ACTIVITY_LEVELS). */
export type ActivityLevel = 'sedentary' | 'light' | 'moderate' | 'active' | 'very_active'
/** What the person wants their weight to do. */
export const WEIGHT_GOALS = ['lose', 'maintain', 'gain'] as const
export type WeightGoal = (typeof WEIGHT_GOALS)[number]

/**
 * The sex term of Mifflin-St Jeor, kcal/day: +5 for men, −161 for women (the paper's simplified
 * equations, which it reports lose no predictive value). The equation knows only these two; for
 * 'other' or an unstated sex we use the midpoint, −78, so the estimate sits between the two
 * (our choice, said on the screen).
 */
export const MIFFLIN_SEX_CONSTANT: Record<Sex, number> = { male: 5, female: -161, other: -78, prefer_not_to_say: -78 }

/**
 * Resting energy expenditure, kcal/day, by the Mifflin-St Jeor equation:
 * REE = 10 × weight (kg) + 6.25 × height (cm) − 5 × age (y) + s, with s = +5 (men), −161 (women).
 *
 * Source: Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. A new predictive
 * equation for resting energy expenditure in healthy individuals. Am J Clin Nutr
 * 1990;51(2):241-247, doi:10.1093/ajcn/51.2.241 (derived from 498 healthy adults aged 19-78,
 * normal-weight and obese; the form used here is the abstract's simplified one). The Academy of
 * Nutrition and Dietetics' evidence review (Frankenfield et al., J Am Diet Assoc 2005;105:775-789)
 * found it the most accurate of the common equations.
 *
 * @example restingEnergy({ sex: 'female', ageYears: 35, heightCm: 165, weightKg: 70 }) // 700 + 1031.25 − 175 − 161 = 1395.25
 */
export function restingEnergy({ sex, ageYears, heightCm, weightKg }: { sex: Sex; ageYears: number; heightCm: number; weightKg: number }): number {
	return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + MIFFLIN_SEX_CONSTANT[sex]
}

/**
 * Activity factors: daily energy = resting energy × factor. These are the multipliers commonly
 * used with resting-energy equations (1.2 sedentary, 1.375 light exercise 1-3 days a week, 1.55
 * moderate 3-5 days, 1.725 hard 6-7 days, 1.9 very hard or a physical job; e.g. the Medscape
 * Mifflin-St Jeor calculator). For comparison, FAO/WHO/UNU, Human energy requirements (Food and
 * Nutrition Technical Report Series 1, 2004) gives physical activity levels of 1.40-1.69 for sedentary or light lifestyles,
 * 1.70-1.99 for active or moderately active and 2.00-2.40 for vigorous ones; its PAL multiplies
 * basal, not resting, metabolism, so the two scales are not interchangeable.
 */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = { sedentary: 1.2, light: 1.375, moderate: 1.55, active: 1.725, very_active: 1.9 }

/**
 * Energy stored in one kilogram of body-weight change, kcal: 7,700 (the 3,500 kcal per pound
 * rule; Wishnofsky M. Caloric equivalents of gained or lost weight. Am J Clin Nutr
 * 1958;6:542-546). A static rule: real loss slows as the body adapts (Hall KD. What is the
 * required energy deficit per unit weight loss? Int J Obes 2008;32:573-576), so the goal is a
 * starting point to revisit as weight changes.
 */
export const KCAL_PER_KG_BODY_WEIGHT = 7700

/** Rates a person may choose, kg per week (0.25-0.75 kg, about 0.5-1.5 lb, a week). */
export const WEIGHT_CHANGE_RATES = [0.25, 0.5, 0.75] as const

/**
 * The lowest daily calorie goal a weight-loss goal may set without medical supervision: 1,200
 * kcal for women and 1,500 kcal for men, the upper ends of the low-calorie diets NHLBI's Clinical
 * Guidelines on the Identification, Evaluation, and Treatment of Overweight and Obesity in Adults
 * (1998) recommend (1,000-1,200 kcal/day for women, 1,200-1,500 for men). Midpoint for 'other'.
 */
export const CALORIE_FLOOR: Record<Sex, number> = { male: 1500, female: 1200, other: 1350, prefer_not_to_say: 1350 }

/** Daily energy change for a weight change of `rateKgPerWeek`, kcal/day: rate × 7,700 / 7 (0.5 kg/week → 550). */
export function dailyEnergyChange(rateKgPerWeek: number): number {
	return (rateKgPerWeek * KCAL_PER_KG_BODY_WEIGHT) / 7
}

/** The body measures and the wish the calculation starts from. Age in whole years. */
export type BodyProfile = {
	sex: Sex
	ageYears: number
	heightCm: number
	weightKg: number
	activityLevel: ActivityLevel
	goal: WeightGoal
	/** kg per week; ignored when `goal` is 'maintain'. */
	rateKgPerWeek: number
}

/**
 * A daily calorie goal, kcal/day, with the steps that lead to it:
 * `resting` (Mifflin-St Jeor) × `activityFactor` = `maintenance`; plus `adjustment` (negative to
 * lose, positive to gain, rate × 7,700 / 7) = the goal. A loss never goes below
 * {@link CALORIE_FLOOR} (`floored` says when it was raised to it), nor above maintenance.
 * Unrounded: the caller rounds to its form's step.
 */
export function calorieTarget(p: BodyProfile) {
	const resting = restingEnergy(p)
	const activityFactor = ACTIVITY_FACTORS[p.activityLevel]
	const maintenance = resting * activityFactor
	const change = p.goal === 'maintain' ? 0 : dailyEnergyChange(p.rateKgPerWeek)
	const adjustment = p.goal === 'lose' ? -change : change
	let calories = maintenance + adjustment
	let floored = false
	if (p.goal === 'lose' && calories < CALORIE_FLOOR[p.sex]) {
		calories = Math.min(maintenance, CALORIE_FLOOR[p.sex])
		floored = true
	}
	return { resting, activityFactor, maintenance, adjustment, calories, floored }
}

/**
 * Protein per kg of body weight, g/kg/day: 1.2 to keep weight (above the 0.8 g/kg RDA, Institute
 * of Medicine, Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids,
 * Cholesterol, Protein, and Amino Acids, 2005, and at the top of the goals page's 0.8-1.2
 * guidance); 1.6 while losing or gaining, to keep or build lean mass (Morton RW et al., Br J
 * Sports Med 2018;52:376-384: gains plateau near 1.6 g/kg/day; Jäger R et al., ISSN position
 * stand: protein and exercise, J Int Soc Sports Nutr 2017;14:20: 1.4-2.0 g/kg/day).
 */
export const PROTEIN_G_PER_KG: Record<WeightGoal, number> = { lose: 1.6, maintain: 1.2, gain: 1.6 }
/** Protein's share of energy at most 35 %, fat's 30 %: the IOM (2005) acceptable ranges are 10-35 % for protein and 20-35 % for fat (adults). */
export const PROTEIN_MAX_ENERGY_SHARE = 0.35
export const FAT_ENERGY_SHARE = 0.3
/** Atwater general factors, kcal per g: protein 4, carbohydrate 4, fat 9. */
export const ATWATER = { protein: 4, carbs: 4, fat: 9 } as const

/**
 * Splits `calories` (kcal/day) into grams a day: protein by body weight
 * ({@link PROTEIN_G_PER_KG}, at most 35 % of energy), fat 30 % of energy, carbohydrate the rest
 * (never negative). Unrounded.
 * @example macroSplit(2000, 70, 'maintain') // protein 84 g (336 kcal), fat 66.7 g (600 kcal), carbs 266 g (1064 kcal)
 */
export function macroSplit(calories: number, weightKg: number, goal: WeightGoal): { proteinG: number; fatG: number; carbsG: number } {
	const proteinG = Math.min(PROTEIN_G_PER_KG[goal] * weightKg, (PROTEIN_MAX_ENERGY_SHARE * calories) / ATWATER.protein)
	const fatG = (FAT_ENERGY_SHARE * calories) / ATWATER.fat
	const carbsG = Math.max(0, (calories - proteinG * ATWATER.protein - fatG * ATWATER.fat) / ATWATER.carbs)
	return { proteinG, fatG, carbsG }
}
