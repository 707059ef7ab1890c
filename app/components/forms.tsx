import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cn } from '#app/utils/misc.ts'

/**
 * A control's states (docs/design.md "Inputs"): the border is `field` (slate-400, 3:1 on its
 * background in both modes) or red-600 with an error; focus is the global 3 px ring; disabled
 * reads as unavailable (muted surface and text, not-allowed cursor) and is skipped by contrast rules.
 */
const FIELD_DISABLED = 'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600'

/** Field errors under an input, announced to screen readers. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
	const list = errors?.filter(Boolean)
	if (!list?.length) return null
	return (
		<ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
			{list.map((e) => (
				<li key={e}>{e}</li>
			))}
		</ul>
	)
}

/** A labelled input with its errors (44 px tall, focusable, aria-invalid when wrong). */
export function Field({
	label,
	errors,
	hint,
	className,
	inputProps,
}: {
	label: ReactNode
	errors?: string[] | null
	hint?: ReactNode
	className?: string
	inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string }
}) {
	const fallbackId = useId()
	const id = inputProps.id ?? fallbackId
	const errorId = errors?.length ? `${id}-error` : undefined
	const { key, ...rest } = inputProps
	return (
		<div className={className}>
			<label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
				{label}
			</label>
			<input
				key={key}
				id={id}
				aria-invalid={errorId ? true : undefined}
				aria-describedby={errorId}
				{...rest}
				className={cn(
					'block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500',
					FIELD_DISABLED,
					errorId ? 'border-red-600' : 'border-slate-400',
					rest.className,
				)}
			/>
			{hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

/** A labelled native select with its errors. */
export function SelectField({
	label,
	errors,
	className,
	selectProps,
	children,
}: {
	label: ReactNode
	errors?: string[] | null
	className?: string
	selectProps: SelectHTMLAttributes<HTMLSelectElement> & { key?: string }
	children: ReactNode
}) {
	const fallbackId = useId()
	const id = selectProps.id ?? fallbackId
	const errorId = errors?.length ? `${id}-error` : undefined
	const { key, ...rest } = selectProps
	return (
		<div className={className}>
			<label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
				{label}
			</label>
			<select
				key={key}
				id={id}
				aria-invalid={errorId ? true : undefined}
				aria-describedby={errorId}
				{...rest}
				className={cn('block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900', FIELD_DISABLED, errorId ? 'border-red-600' : 'border-slate-400')}
			>
				{children}
			</select>
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

/** A form-level message with a title, as the spec's toasts read (e.g. 'Login failed'). */
export function FormAlert({ title, message }: { title: string; message?: string | null }) {
	return (
		<div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
			<p className="font-semibold">{title}</p>
			{message ? <p className="text-sm">{message}</p> : null}
		</div>
	)
}

/** Re-exported for forms; screens that need only a button import ./button.tsx (a smaller first load). */
export { Button } from './button.tsx'
