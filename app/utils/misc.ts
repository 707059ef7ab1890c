import { useNavigation } from '@remix-run/react'

/** Joins class names, skipping falsy values. */
export function cn(...classes: Array<string | false | null | undefined>): string {
	return classes.filter(Boolean).join(' ')
}

/** True while this route's form (optionally with `intent`) is submitting. */
export function useIsPending({ intent }: { intent?: string } = {}): boolean {
	const navigation = useNavigation()
	if (navigation.state !== 'submitting' || !navigation.formData) return false
	return intent ? navigation.formData.get('intent') === intent : true
}

/**
 * A nutrient as the screens show it: a whole number, unknown, negative or non-finite shown as 0
 * (spec 'Today's Progress'). The nutrition layer's rule, re-exported beside the other display helpers.
 */
export { wholeAmount } from '#app/domain/nutrition/nutrients.ts'

/** '1,234' style grouping with at most `digits` decimals, without Intl (see ./format.ts). */
export { formatNumber } from './format.ts'
