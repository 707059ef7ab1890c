/**
 * A person's daily nutrient targets (pure): the US/Canada Dietary Reference Intakes group chosen
 * from sex, age and pregnancy or lactation, or the FDA Daily Values when the profile lacks sex or
 * date of birth; the user's own overrides win. Data: ./reference-intakes.data.ts, generated from
 * db/data/reference-intakes.csv (its README: "how groups are chosen", supplement-only ULs, the
 * vitamin A caveat, sodium AI + CDRR).
 */
import { NUTRIENT_LIST, type ReportedNutrientKey } from './micronutrients.ts'
import { REFERENCE_INTAKE_ROWS, REFERENCE_NOTES, REFERENCE_SOURCES, type ReferenceIntakeRow } from './reference-intakes.data.ts'

/** The FDA Daily Values group (adults and children ≥ 4 years, 21 CFR 101.9, 2016 rule). */
export const DV_GROUP = 'FDA DV adults'

/** What the target selection reads from a profile. `sex` null = not given (or 'other' / 'prefer not to say'). */
export type TargetProfile = { sex: 'male' | 'female' | null; dateOfBirth: string | null; lifeStage: 'pregnant' | 'breastfeeding' | null }

/** A user's own target and/or upper limit for one nutrient (in the nutrient's unit). */
export type TargetOverride = { nutrient: string; target: number | null; upperLimit: number | null }

/** RDA, AI and CDRR come from the DRIs; DV from the FDA; 'custom' is the user's own. */
export type TargetKind = 'RDA' | 'AI' | 'DV' | 'CDRR' | 'custom'
export type UpperLimitKind = 'UL' | 'CDRR' | 'DV' | 'custom'

/** One nutrient's target for the person (amounts per day in the nutrient's unit; null = none applies). */
export type NutrientTarget = {
	key: ReportedNutrientKey
	target: number | null
	targetKind: TargetKind | null
	upperLimit: number | null
	upperLimitKind: UpperLimitKind | null
	/** Where the numbers come from (the CSV's `source`, or 'Your own target'). */
	source: string | null
	/** The CSV's `ul_note` (why no UL, what the UL covers, e.g. vitamin A's retinol-only UL), when it says something. */
	note: string | null
}

export type PersonTargets = {
	/** The reference-intakes group, e.g. 'female 31-50', 'pregnancy 19-30', or 'FDA DV adults'. */
	group: string
	targetsFrom: 'DRI' | 'DV'
	/** Why the group was chosen when it is not the plain one for sex and age (DV fallback, pregnancy outside 14-50). */
	note: string | null
	targets: Record<ReportedNutrientKey, NutrientTarget>
}

/** The maps a profile's `gender` column to the sex the DRIs are tabled by ('other', 'prefer_not_to_say', null → null). */
export function profileFromUser(user: { gender: string | null; dateOfBirth: string | null; lifeStage: 'pregnant' | 'breastfeeding' | null }): TargetProfile {
	const sex = user.gender === 'male' || user.gender === 'female' ? user.gender : null
	return { sex, dateOfBirth: user.dateOfBirth, lifeStage: user.lifeStage }
}

/**
 * Age in whole years on `date` for someone born on `dateOfBirth` (both 'YYYY-MM-DD'): the birthday
 * counts from its own day (born 2000-03-01 → 25 on 2025-03-01, 24 on 2025-02-28). A 29 February
 * birthday counts from 1 March in other years.
 */
export function ageOn(dateOfBirth: string, date: string): number {
	const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
	const [y, m, d] = date.split('-').map(Number) as [number, number, number]
	let age = y - by
	if (m < bm || (m === bm && d < bd)) age--
	return age
}

const DV_NOTE = 'Your profile has no sex or date of birth, so the targets are the FDA Daily Values used on food labels'

/**
 * The reference-intakes group for `profile` on `date`: sex and age from date of birth ('male 31-50',
 * 'children 4-8', …, whole years, both ends included); a pregnant or breastfeeding woman aged
 * 14-50 uses the pregnancy or lactation group of her age. No sex, no (or a future) date of birth,
 * or an age under 1 (infants are not tabled) → the FDA Daily Values, with a note saying so.
 */
export function referenceGroup(profile: TargetProfile, date: string): { group: string; targetsFrom: 'DRI' | 'DV'; note: string | null } {
	const age = profile.dateOfBirth ? ageOn(profile.dateOfBirth, date) : null
	if (age == null || profile.sex == null) return { group: DV_GROUP, targetsFrom: 'DV', note: DV_NOTE }
	if (age < 1) return { group: DV_GROUP, targetsFrom: 'DV', note: 'Reference intakes for infants are not included, so the targets are the FDA Daily Values' }
	const inRange = (r: ReferenceIntakeRow) => r[3] <= age && (r[4] == null || age <= r[4])
	let note: string | null = null
	if (profile.sex === 'female' && profile.lifeStage) {
		const prefix = profile.lifeStage === 'pregnant' ? 'pregnancy ' : 'lactation '
		const row = REFERENCE_INTAKE_ROWS.find((r) => r[1].startsWith(prefix) && inRange(r))
		if (row) return { group: row[1], targetsFrom: 'DRI', note: null }
		note = `The reference intakes for ${profile.lifeStage === 'pregnant' ? 'pregnancy' : 'breastfeeding'} cover ages 14 to 50, so these are the targets for your age`
	}
	const row = REFERENCE_INTAKE_ROWS.find(
		(r) => r[1] !== DV_GROUP && !r[1].startsWith('pregnancy') && !r[1].startsWith('lactation') && (r[2] === profile.sex || r[2] === 'both') && inRange(r),
	)
	return row ? { group: row[1], targetsFrom: 'DRI', note } : { group: DV_GROUP, targetsFrom: 'DV', note: DV_NOTE }
}

/** Notes that say nothing beyond "no UL" are not repeated to the person. */
function usefulNote(i: number): string | null {
	const text = REFERENCE_NOTES[i] ?? ''
	return text === '' || text === 'none set' ? null : text
}

/** "not to exceed" DVs (sodium, saturated fat, cholesterol): the amount is a limit, not a goal to reach. */
const isDvLimit = (r: ReferenceIntakeRow) => r[5] === 'DV' && (REFERENCE_NOTES[r[9]] ?? '').includes('not to exceed')

/** Litres (water's DRI unit) → g, to compare with foods' `water_g` (1 L of water ≈ 1,000 g, the CSV's note). */
const toFoodUnit = (r: ReferenceIntakeRow, v: number) => (r[7] === 'L' ? v * 1000 : v)

function fromRows(key: ReportedNutrientKey, rows: ReferenceIntakeRow[]): NutrientTarget {
	const main = rows.find((r) => r[5] === 'RDA' || r[5] === 'AI' || r[5] === 'DV')
	const cdrr = rows.find((r) => r[5] === 'CDRR')
	const empty: NutrientTarget = { key, target: null, targetKind: null, upperLimit: null, upperLimitKind: null, source: null, note: null }
	if (!main) return empty
	const out: NutrientTarget = {
		...empty,
		target: toFoodUnit(main, main[6]),
		targetKind: main[5] as TargetKind,
		source: REFERENCE_SOURCES[main[10]] ?? null,
		note: usefulNote(main[9]),
	}
	if (main[8] != null) Object.assign(out, { upperLimit: toFoodUnit(main, main[8]), upperLimitKind: 'UL' })
	else if (cdrr) Object.assign(out, { upperLimit: cdrr[6], upperLimitKind: 'CDRR', note: usefulNote(cdrr[9]) })
	else if (isDvLimit(main)) Object.assign(out, { upperLimit: main[6], upperLimitKind: 'DV' })
	return out
}

/**
 * Every reported nutrient's target for `profile` on `date` ({@link referenceGroup}). Per nutrient:
 * the group's RDA or AI with its UL where one applies to food (ULs for supplements only are left
 * out, the CSV's note says so); sodium's AI with the CDRR as its upper limit; a nutrient the DRIs
 * give no amount for (total fat, saturated fat, cholesterol) takes its FDA DV; DV limits (sodium,
 * saturated fat, cholesterol) are also the upper limit. Then `overrides` win, each field on its own
 * (kind 'custom', source 'Your own target'); unknown keys are ignored.
 */
export function targetsFor(profile: TargetProfile, date: string, overrides: readonly TargetOverride[] = []): PersonTargets {
	const chosen = referenceGroup(profile, date)
	const targets = {} as Record<ReportedNutrientKey, NutrientTarget>
	for (const { key } of NUTRIENT_LIST) {
		const own = REFERENCE_INTAKE_ROWS.filter((r) => r[0] === key && r[1] === chosen.group)
		targets[key] = fromRows(key, own.length ? own : REFERENCE_INTAKE_ROWS.filter((r) => r[0] === key && r[1] === DV_GROUP))
	}
	for (const o of overrides) {
		const t = targets[o.nutrient as ReportedNutrientKey]
		if (!t) continue
		if (o.target != null) Object.assign(t, { target: o.target, targetKind: 'custom', source: 'Your own target' })
		if (o.upperLimit != null) Object.assign(t, { upperLimit: o.upperLimit, upperLimitKind: 'custom', source: 'Your own target' })
	}
	return { ...chosen, targets }
}
