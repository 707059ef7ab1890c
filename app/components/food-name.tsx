import { Icon, type IconName } from '#app/components/icon.tsx'
import type { FoodGroup } from '#app/domain/foods/food-group.ts'
import { cn } from '#app/utils/misc.ts'

/** The sprite symbol of a food group: prepared dishes and unknown categories share the bowl. */
const groupIcon = (group: FoodGroup): IconName => (group === 'prepared' ? 'food-other' : `food-${group}`)

/**
 * A food's name in a list row: the short display name the loader computed (`foodDisplayName` /
 * `distinctDisplayNames`, app/domain/foods/display-name.ts), the stored name as the `title` when it
 * differs, and the food group's icon before it. The icon is decoration (`aria-hidden`, from the
 * cached sprite, no JavaScript): the name stays the accessible text.
 */
export function FoodName({ name, fullName, group, className }: { name: string; fullName?: string; group?: FoodGroup | null; className?: string }) {
	return (
		<span className={cn('flex min-w-0 items-start gap-2', className)}>
			{group ? <Icon name={groupIcon(group)} className="mt-0.5 size-5 text-accent-ink" /> : null}
			<span className="min-w-0 break-words" title={fullName && fullName !== name ? fullName : undefined} data-testid="food-name">
				{name}
			</span>
		</span>
	)
}
