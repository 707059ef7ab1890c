import { useState, type FormEvent } from 'react'

/**
 * The part of a server reply (Conform's `submission.reply()`, sent back by an action) that a form
 * needs to show itself again: the values sent (`initialValue`, minus hidden fields such as
 * passwords) and the errors per field name, form-level ones under the key `''`.
 */
export type FormReply = {
	initialValue?: Record<string, unknown> | null
	error?: Record<string, string[] | null | undefined> | null
}

/** What a field gets: its input attributes and its errors. */
export type FormField = {
	errors: string[] | undefined
	props: { id: string; name: string; defaultValue: string | undefined; required?: boolean}
}

/** One checkbox or radio of a group sharing a name: spread on the `<input>` (minus `key`). */
export type FormOption = { key: string; id: string; name: string; value: string; type: 'checkbox' | 'radio'; defaultChecked: boolean }

/**
 * A tiny stand-in for Conform's `useForm` in the browser: the server validates with the
 * zod schema in the action and sends its reply back; this hook only shows that reply, so neither
 * zod nor the schemas reach the first-load JavaScript.
 *
 * - The form is `noValidate` with and without JavaScript (as Conform made it), so every rule and
 *   message comes from the server; `required` only marks the field for assistive technology.
 *   Editing a field clears its errors until the next reply.
 * - Values come back from the reply (`initialValue`), else from `defaultValue`. For checkboxes
 *   and radios (`options`, `checkbox`), a reply decides which are checked: an unchecked box is
 *   absent from the form data, so absent in the reply means unchecked.
 *
 * @param options.id the form's id; field ids are `<id>-field-<name>` as Conform made them.
 * @param options.lastResult the action's reply for this form, if any.
 * @param options.defaultValue field values before any reply (strings, as in the form data; the
 *   checked values of a checkbox group as a list; 'on' for a checked single checkbox).
 * @param options.required names of the fields marked required.
 */
export function useFormFields<Name extends string>(options: {
	id: string
	lastResult: FormReply | null | undefined
	defaultValue?: Partial<Record<NoInfer<Name>, string | readonly string[]>>
	required?: readonly NoInfer<Name>[]
}) {
	const { id, lastResult } = options
	// Errors the user has since edited away; reset whenever a new reply arrives.
	const [cleared, setCleared] = useState<{ reply: FormReply | null | undefined; names: ReadonlySet<string> }>({ reply: lastResult, names: new Set() })
	if (cleared.reply !== lastResult) setCleared({ reply: lastResult, names: new Set() })
	const names = cleared.reply === lastResult ? cleared.names : new Set<string>()
	const errorsOf = (name: string) => (names.has(name) ? undefined : (lastResult?.error?.[name] ?? undefined) || undefined)

	const field = (name: Name): FormField => {
		const sent = lastResult?.initialValue?.[name]
		const fallback = options.defaultValue?.[name]
		const value = typeof sent === 'string' ? sent : typeof fallback === 'string' ? fallback : undefined
		return {
			errors: errorsOf(name),
			props: { id: `${id}-field-${name}`, name, defaultValue: value, required: options.required?.includes(name) || undefined },
		}
	}
	/** Whether `value` of the field `name` is checked: as sent in the reply, else as `defaultValue`. */
	const isChecked = (name: Name, value: string) => {
		const current = lastResult?.initialValue ? lastResult.initialValue[name] : options.defaultValue?.[name]
		return Array.isArray(current) ? current.includes(value) : current === value
	}
	/** A group of checkboxes (several values) or radios (one value) named `name`, one per value. */
	const group = (name: Name, values: readonly string[], type: 'checkbox' | 'radio'): { errors: string[] | undefined; items: FormOption[] } => ({
		errors: errorsOf(name),
		items: values.map((value) => ({ key: value, id: `${id}-field-${name}-${value}`, name, value, type, defaultChecked: isChecked(name, value) })),
	})
	/** One on/off checkbox named `name`, sent as 'on' when checked. */
	const checkbox = (name: Name) => ({
		errors: errorsOf(name),
		props: { id: `${id}-field-${name}`, name, value: 'on', type: 'checkbox' as const, defaultChecked: isChecked(name, 'on') },
	})
	const onInput = (event: FormEvent<HTMLFormElement>) => {
		const name = (event.target as HTMLInputElement).name
		if (name && lastResult?.error?.[name] && !names.has(name)) setCleared({ reply: lastResult, names: new Set([...names, name]) })
	}
	return {
		/** Spread on the `<Form>`. */
		formProps: { id, noValidate: true, onInput },
		/** Form-level errors (the reply's `''` key). */
		formErrors: errorsOf(''),
		field,
		group,
		checkbox,
	}
}
