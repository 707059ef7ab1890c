import { cn } from '#app/utils/misc.ts'

/** The four button looks (docs/design.md "Buttons"). */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

/**
 * A button's classes, for a `<button>` or a link that looks like one (`<Link className={buttonClass('secondary')}>`).
 * The states of docs/design.md: at least 44 × 44 px; the global 3 px focus ring (app/styles/tailwind.css);
 * pressed one step darker (`active:`, and `aria-pressed="true"` for a toggle); disabled (`disabled` or
 * `aria-disabled="true"`) faded with a not-allowed cursor; pending (`aria-busy="true"`) with a progress cursor.
 * Every colour pair is AA in light and dark mode (the palette is remapped for dark, not the classes).
 */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
	return cn(
		'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold transition-colors',
		'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-busy:cursor-progress',
		variant === 'primary' && 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-800 aria-pressed:bg-brand-800',
		variant === 'secondary' && 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 active:bg-slate-200 aria-pressed:bg-slate-200',
		variant === 'danger' && 'bg-red-700 text-white hover:bg-red-800 active:bg-red-800',
		variant === 'ghost' && 'text-slate-800 hover:bg-slate-100 active:bg-slate-200 aria-pressed:bg-slate-200',
		className,
	)
}

/**
 * A button with the design system's states. `pending` (a form being submitted): `aria-busy`, a
 * spinner before the label (it stops moving under prefers-reduced-motion), and the button is
 * disabled so the form is not sent twice; its label stays, so its width does not jump.
 */
export function Button({
	className,
	variant = 'primary',
	pending = false,
	children,
	...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; pending?: boolean }) {
	return (
		<button {...props} disabled={props.disabled || pending} aria-busy={pending || undefined} className={buttonClass(variant, className)}>
			{pending ? <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
			{children}
		</button>
	)
}
