/**
 * Between the database's nutrient columns (drizzle names: `kcal`, `proteinG`, …, `potassium_mg`)
 * and the backup's and CSV's nutrient keys (`kcal`, `protein_g`, …, `potassium_mg`, one name per
 * quantity, app/domain/nutrition/micronutrients.ts). Pure.
 */
import { MICRONUTRIENT_KEYS, type MicronutrientKey } from '#app/domain/nutrition/micronutrients.ts'
import type { Nutrients } from '#app/domain/nutrition/nutrients.ts'
import type { BackupNutrientKey } from './backup-format.ts'

/** A row carrying the nutrient columns (meal_foods, saved_meal_foods, foods). */
export type NutrientColumns = Nutrients & Record<MicronutrientKey, number | null>

const MACRO_COLUMNS = { protein_g: 'proteinG', carbs_g: 'carbsG', fat_g: 'fatG', fiber_g: 'fiberG', sugar_g: 'sugarG', sodium_mg: 'sodiumMg' } as const

/** The row's nutrients by backup key, in BACKUP_NUTRIENT_KEYS order; `null` = unknown. */
export function nutrientsOfRow(row: NutrientColumns): Record<BackupNutrientKey, number | null> {
	const out = { kcal: row.kcal } as Record<BackupNutrientKey, number | null>
	for (const [key, column] of Object.entries(MACRO_COLUMNS)) out[key as BackupNutrientKey] = row[column]
	for (const key of MICRONUTRIENT_KEYS) out[key] = row[key] ?? null
	return out
}

/** The nutrients of a backup record as the table's columns (absent → null, unknown). */
export function columnsOfNutrients(values: Partial<Record<BackupNutrientKey, number | null | undefined>>): NutrientColumns {
	const out = { kcal: values.kcal ?? null } as NutrientColumns
	for (const [key, column] of Object.entries(MACRO_COLUMNS)) out[column] = values[key as BackupNutrientKey] ?? null
	for (const key of MICRONUTRIENT_KEYS) out[key] = values[key] ?? null
	return out
}

/** `values` without its unknown (null/undefined) members: the backup leaves unknown amounts out. */
export function known<T extends Record<string, unknown>>(values: T): Partial<T> {
	const out: Partial<T> = {}
	for (const [k, v] of Object.entries(values)) if (v !== null && v !== undefined) out[k as keyof T] = v as T[keyof T]
	return out
}
