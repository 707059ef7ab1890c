/**
 * Imperial ⇄ metric conversion for the Edit Profile dialog (pure, isomorphic). The database
 * and the domain always hold centimetres and kilograms; users with units = imperial see and
 * type feet + inches and pounds, converted at the edge (docs/decisions/003-units-and-snapshots.md).
 */
import { CM_PER_INCH, KG_PER_POUND } from '#app/domain/nutrition/index.ts'
import { formatNumber } from '#app/utils/format.ts'
import type { Locale } from '#app/utils/i18n.tsx'

export const INCHES_PER_FOOT = 12

const roundTo = (value: number, digits: number) => {
	const f = 10 ** digits
	return Math.round(value * f) / f
}

/** Feet + inches → centimetres, to 0.01 cm (5 ft 10 in → 177.8). */
export function feetInchesToCm(feet: number, inches: number): number {
	return roundTo((feet * INCHES_PER_FOOT + inches) * CM_PER_INCH, 2)
}

/** Centimetres → whole feet + inches to 0.1 in (177.8 → 5 ft 10 in); never 12 inches. */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
	const totalInches = roundTo(cm / CM_PER_INCH, 1)
	const feet = Math.floor(totalInches / INCHES_PER_FOOT)
	return { feet, inches: roundTo(totalInches - feet * INCHES_PER_FOOT, 1) }
}

/** Pounds → kilograms, to 1 g (150 lb → 68.039), so a pound value survives the round trip. */
export function poundsToKg(pounds: number): number {
	return roundTo(pounds * KG_PER_POUND, 3)
}

/** Kilograms → pounds, to 0.1 lb (68.039 → 150). */
export function kgToPounds(kg: number): number {
	return roundTo(kg / KG_PER_POUND, 1)
}

/** Height for display in the user's units: '178 cm' or "5 ft 10 in" (decimal mark of `locale`, default English). */
export function formatHeight(cm: number | null | undefined, units: 'metric' | 'imperial', locale: Locale = 'en'): string | null {
	if (cm == null || !(cm > 0)) return null
	if (units === 'metric') return `${formatNumber(roundTo(cm, 1), 1, locale)} cm`
	const { feet, inches } = cmToFeetInches(cm)
	return `${feet} ft ${formatNumber(inches, 1, locale)} in`
}

/** Weight for display in the user's units: '68.5 kg' or '151 lb' (decimal mark of `locale`, default English). */
export function formatWeight(kg: number | null | undefined, units: 'metric' | 'imperial', locale: Locale = 'en'): string | null {
	if (kg == null || !(kg > 0)) return null
	return units === 'metric' ? `${formatNumber(roundTo(kg, 1), 1, locale)} kg` : `${formatNumber(kgToPounds(kg), 1, locale)} lb`
}
