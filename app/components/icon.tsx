import spriteHref from './icons/sprite.svg?url&no-inline'
import { cn } from '#app/utils/misc.ts'

/**
 * The icons of app/components/icons/sprite.svg, one `<symbol id>` each.
 * Keep in step with the sprite; tests/e2e/toasts-icons.test.ts checks every name resolves.
 */
export const ICON_NAMES = [
	'home',
	'search',
	'calendar',
	'chart',
	'user',
	'gear',
	'plus',
	'camera',
	'barcode',
	'mic',
	'image',
	'upload',
	'trash',
	'edit',
	'close',
	'check',
	'chevron-left',
	'chevron-right',
	'arrow-left',
	'arrow-right',
	'swap',
	'flame',
	'bolt',
	'grain',
	'drop',
	'bell',
	'help',
	'logout',
	'lock',
	'database',
	'sparkles',
	'leaf',
	'food-fruit',
	'food-vegetables',
	'food-grains',
	'food-dairy',
	'food-meat',
	'food-legumes',
	'food-drinks',
	'food-sweets',
	'food-other',
	'empty-meals',
	'empty-plan',
	'empty-weight',
	'empty-imports',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/**
 * The sprite's URL: a hashed build asset (`?no-inline` keeps Vite from inlining it as a data URL,
 * which `<use>` cannot reference), so the server sends it with a one-year immutable cache.
 */
export const ICON_SPRITE_HREF = spriteHref

/**
 * An icon from the SVG sprite: no JavaScript, no emoji font needed, coloured by `currentColor`,
 * sized 1em unless `className` says otherwise (e.g. `size-5`).
 *
 * Decorative by default (`aria-hidden`): the link or button around it carries the name (its text
 * or `aria-label`). Pass `title` for an icon that stands alone and means something; it becomes
 * the image's accessible name.
 */
export function Icon({ name, title, className }: { name: IconName; title?: string; className?: string }) {
	return (
		<svg
			// 1em unless the caller sizes it (no class merging here, so only one size class may apply).
			className={cn('inline-block shrink-0', /(^|\s)size-/.test(className ?? '') ? null : 'size-[1em]', className)}
			{...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: 'false' })}
		>
			{title ? <title>{title}</title> : null}
			<use href={`${ICON_SPRITE_HREF}#${name}`} />
		</svg>
	)
}
