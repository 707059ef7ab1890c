import { cn } from '#app/utils/misc.ts'

/** Primary button: 44 px, AA contrast. */
export function Button({ className, variant = 'primary', ...props }: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'danger' | 'ghost' }) {
	return (
		<button
			{...props}
			className={cn(
				'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold disabled:opacity-60',
				variant === 'primary' && 'bg-brand-700 text-white hover:bg-brand-800',
				variant === 'secondary' && 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
				variant === 'danger' && 'bg-red-700 text-white hover:bg-red-800',
				variant === 'ghost' && 'text-slate-800 hover:bg-slate-100',
				className,
			)}
		/>
	)
}
