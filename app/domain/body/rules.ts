/**
 * The checks both adapters rely on for weigh-ins and water, each naming its field (isomorphic).
 * A weigh-in or drink is for a diary day from {@link WEIGH_IN_BOUNDS}.earliestDate (1900-01-01) to
 * the user's today in their time zone: a scale cannot read tomorrow, and a day before 1900 is a
 * typing slip.
 */
import { InvalidError } from '#app/domain/errors.ts'
import { WEIGH_IN_BOUNDS } from './caps.ts'

/** Throws InvalidError naming `field` with `message`. */
export function invalid(field: string, message: string): never {
	throw new InvalidError(`${field}: ${message}`, { [field]: [message] })
}

/**
 * @param date a real ISO day (the schema checked its shape).
 * @param today the user's today ('YYYY-MM-DD', todayIn(actor.timezone)).
 * @throws InvalidError naming `field` when the day is after `today` or before 1900.
 */
export function checkLogDay(date: string, today: string, field = 'date'): void {
	if (date > today) invalid(field, `Date cannot be after today (${today})`)
	if (date < WEIGH_IN_BOUNDS.earliestDate) invalid(field, `Date cannot be before ${WEIGH_IN_BOUNDS.earliestDate}`)
}

/**
 * @throws InvalidError naming `field` when `value` is not a finite number within `min`-`max`
 *   (`unit` closes the message, e.g. 'kg').
 */
export function checkBetween(value: number, bounds: { min: number; max: number }, field: string, label: string, unit: string): void {
	const message = betweenMessage(value, bounds, label, unit)
	if (message) invalid(field, message)
}

/** The refusal {@link checkBetween} gives `value` ('Weight must be between 20 and 400 kg'), or null when it is within `min`-`max`. */
export function betweenMessage(value: number, bounds: { min: number; max: number }, label: string, unit: string): string | null {
	return !Number.isFinite(value) || value < bounds.min || value > bounds.max ? `${label} must be between ${bounds.min} and ${bounds.max} ${unit}` : null
}

/** The refusal of a weigh-in's weight (kg) outside {@link WEIGH_IN_BOUNDS}, the message recordWeighIn gives; null when within. */
export function weighInWeightMessage(weightKg: number): string | null {
	return betweenMessage(weightKg, WEIGH_IN_BOUNDS.weightKg, 'Weight', 'kg')
}
