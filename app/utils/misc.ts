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

/** Rounds for display; negatives and non-numbers show as 0 (spec 'Today's Progress'). */
export function round(value: number | null | undefined): number {
	if (value == null || !Number.isFinite(value)) return 0
	return Math.max(0, Math.round(value))
}

/** '1,234' style grouping with at most `digits` decimals, without Intl (see ./format.ts). */
export { formatNumber } from './format.ts'
