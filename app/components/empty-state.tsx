import { type ReactNode } from 'react'
import { Icon } from '#app/components/icon.tsx'
import { cn } from '#app/utils/misc.ts'

/** The drawn illustrations of app/components/icons/sprite.svg (`empty-*` symbols, 120 × 96). */
export type EmptyIllustrationName = 'meals' | 'plan' | 'weight' | 'imports'

/**
 * An empty state's drawing: a plate (no meals yet), a calendar with a bowl (no plans), a scale (no
 * weigh-ins), an inbox (no imports). From the cached SVG sprite (no JavaScript), one colour
 * (`currentColor`, the accent ink, so it follows dark mode) with soft tints; decorative
 * (`aria-hidden`): the heading says what is empty.
 */
export function EmptyIllustration({ name, className }: { name: EmptyIllustrationName; className?: string }) {
	return <Icon name={`empty-${name}`} className={cn('mx-auto size-28 text-accent-ink', className)} />
}

/**
 * A list or screen with nothing in it yet: the illustration, a heading, one line saying what goes
 * here, and one action — a link or a form button (pass `action`; with a link or a plain form it
 * works without JavaScript). The texts come translated from the caller.
 *
 * @example <EmptyState illustration="weight" title={t('history.empty')} text={te('weight.text')} action={<a href="#weigh-in-title" className={buttonClass()}>{te('weight.action')}</a>} />
 */
export function EmptyState({
	illustration,
	title,
	text,
	action,
	headingLevel = 2,
	className,
}: {
	illustration: EmptyIllustrationName
	title: ReactNode
	text?: ReactNode
	action?: ReactNode
	/** The heading's level in the page outline (h2 by default, h3 inside a section). */
	headingLevel?: 2 | 3
	className?: string
}) {
	const Heading = headingLevel === 3 ? 'h3' : 'h2'
	return (
		<div className={cn('rounded-2xl border border-dashed border-line bg-surface px-6 py-8 text-center', className)} data-testid="empty-state">
			<EmptyIllustration name={illustration} />
			<Heading className="mt-3 text-lg font-semibold text-ink">{title}</Heading>
			{text ? <p className="mt-1 text-sm text-ink-muted">{text}</p> : null}
			{action ? <div className="mt-4">{action}</div> : null}
		</div>
	)
}
