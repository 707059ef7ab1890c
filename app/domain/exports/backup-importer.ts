/**
 * The Platewise backup as an import source (app/domain/imports/types.ts `Importer`): detected from
 * its content (a JSON object whose `format` is 'platewise-backup'), it yields the diary entries with
 * every nutrient, the weigh-ins and the drinks, which then go through the ordinary preview → confirm
 * → undo. What an importer cannot express (profile, goals, custom foods, recipes, plans, …) is
 * restored on confirm by restore.server.ts from the same file. Never touches the database.
 */
import type { EntryRecord, Importer, ImportInput, ImportRecord } from '#app/domain/imports/types.ts'
import { MICRONUTRIENT_KEYS, type MicronutrientKey } from '#app/domain/nutrition/micronutrients.ts'
import type { BackupEntry } from './backup-format.ts'
import { isBackup, readBackup } from './backup-reader.ts'

/** An entry of the backup as an import record: its snapshot, every nutrient it knows. */
function entryRecord(e: BackupEntry, date: string, mealType: EntryRecord['mealType'], line: number): EntryRecord {
	const micros: Partial<Record<MicronutrientKey, number>> = {}
	for (const key of MICRONUTRIENT_KEYS) if (e[key] != null) micros[key] = e[key]
	return {
		kind: 'entry',
		line,
		date,
		mealType,
		name: e.foodName,
		brand: e.foodBrand ?? null,
		quantity: e.quantity,
		unit: e.unit,
		grams: e.grams ?? null,
		kcal: e.kcal,
		proteinG: e.protein_g,
		carbsG: e.carbs_g,
		fatG: e.fat_g,
		fiberG: e.fiber_g ?? null,
		sugarG: e.sugar_g ?? null,
		sodiumMg: e.sodium_mg ?? null,
		micros,
	}
}

/** The backup's entries, weigh-ins and drinks, in file order. @throws ImportFormatError naming the line and JSON path. */
async function* backupRecords(input: ImportInput): AsyncGenerator<ImportRecord> {
	for await (const piece of readBackup(input.open)) {
		if (piece.kind === 'weighIns') yield { kind: 'weight', line: piece.line, date: piece.value.date, weightKg: piece.value.weightKg, bodyFatPct: piece.value.bodyFatPct ?? null }
		else if (piece.kind === 'water') yield { kind: 'water', line: piece.line, date: piece.value.date, ml: piece.value.ml }
		else if (piece.kind === 'days') for (const meal of piece.value.meals) for (const e of meal.entries) yield entryRecord(e, piece.value.date, meal.mealType, piece.line)
	}
}

/** Platewise's own JSON backup (docs/backup-format.md); first in IMPORTERS. */
export const platewiseBackupImporter: Importer = {
	source: 'platewise',
	label: 'Platewise backup',
	detect: (head) => isBackup(head),
	parse: backupRecords,
}
