/**
 * What an opened meal card shows below its header: its entries (edit, move, remove) and its
 * shortcuts (copy, save as My Meal). One module loaded on demand when a meal is opened (`?open=`),
 * so neither is part of the dashboard's first-load JavaScript (see ./dashboard.tsx).
 */
import type { ComponentProps } from 'react'
import { MealEntries } from '#app/components/diary/meal-entries.tsx'
import { MealShortcuts } from './logging.tsx'

/** The opened meal's entries and shortcuts. */
export default function OpenedMeal({ entries, shortcuts }: { entries: ComponentProps<typeof MealEntries>; shortcuts: ComponentProps<typeof MealShortcuts> }) {
	return (
		<>
			<MealEntries {...entries} />
			<MealShortcuts {...shortcuts} />
		</>
	)
}
