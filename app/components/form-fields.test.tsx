import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { useFormFields, type FormReply } from './form-fields.ts'

const ALLERGIES = ['nuts', 'dairy', 'eggs'] as const

/** A form like the Edit Profile tabs: a text input, a checkbox group, radios and one switch. */
function ProbeForm({ lastResult }: { lastResult: FormReply | null }) {
	const { formProps, formErrors, field, group, checkbox } = useFormFields({
		id: 'probe',
		lastResult,
		required: ['firstName'],
		defaultValue: { firstName: 'Ada', allergies: ['dairy', 'eggs'], units: 'metric', mealReminders: 'on' },
	})
	const firstName = field('firstName')
	const allergies = group('allergies', ALLERGIES, 'checkbox')
	const units = group('units', ['metric', 'imperial'], 'radio')
	const reminders = checkbox('mealReminders')
	return (
		<form id={formProps.id} noValidate={formProps.noValidate}>
			{formErrors?.map((e) => <p key={e} role="alert">{e}</p>)}
			<input {...firstName.props} type="text" />
			{firstName.errors?.map((e) => <span key={e} data-error={firstName.props.name}>{e}</span>)}
			{[...allergies.items, ...units.items].map(({ key, ...props }) => <input key={key} {...props} />)}
			<input {...reminders.props} />
		</form>
	)
}

/** The checked inputs of the rendered form, as 'name=value'. */
function checkedOf(html: string): string[] {
	return [...html.matchAll(/<input ([^>]*)\/?>/g)]
		.map((m) => m[1]!)
		.filter((attrs) => /\bchecked=""/.test(attrs))
		.map((attrs) => `${/name="([^"]*)"/.exec(attrs)![1]}=${/value="([^"]*)"/.exec(attrs)![1]}`)
		.sort()
}

describe('useFormFields', () => {
	test('before any reply the form shows its default values and checked boxes', () => {
		const html = renderToStaticMarkup(<ProbeForm lastResult={null} />)
		expect(html).toContain('value="Ada"')
		expect(html).toContain('id="probe-field-firstName"')
		expect(html).toContain('novalidate=""')
		expect(checkedOf(html)).toEqual(['allergies=dairy', 'allergies=eggs', 'mealReminders=on', 'units=metric'])
	})

	test('a refused save shows what was sent: unchecked boxes stay unchecked, a single checked one stays checked', () => {
		const reply: FormReply = {
			initialValue: { firstName: '', allergies: 'nuts', units: 'imperial' },
			error: { firstName: ['First name is required'], '': ['Error: Failed to update profile. Please try again.', 'First name is required'] },
		}
		const html = renderToStaticMarkup(<ProbeForm lastResult={reply} />)
		expect(html).toContain('id="probe-field-firstName" name="firstName" required="" type="text" value=""')
		expect(html).toContain('<span data-error="firstName">First name is required</span>')
		expect(html).toContain('<p role="alert">Error: Failed to update profile. Please try again.</p>')
		// the switch was off when sent (absent from the form data), so it is off again
		expect(checkedOf(html)).toEqual(['allergies=nuts', 'units=imperial'])
	})

	test('several checked boxes come back as a list', () => {
		const html = renderToStaticMarkup(<ProbeForm lastResult={{ initialValue: { firstName: 'Ada', allergies: ['nuts', 'eggs'], mealReminders: 'on' }, error: {} }} />)
		expect(checkedOf(html)).toEqual(['allergies=eggs', 'allergies=nuts', 'mealReminders=on'])
	})
})
