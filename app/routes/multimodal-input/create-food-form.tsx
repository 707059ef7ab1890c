/**
 * 'Enter this product as your own food': the form offered for a barcode the lookup did not know.
 * The server validates it (BarcodeFoodFormSchema, the custom-food bounds); the browser only shows
 * the reply, so it works the same without JavaScript.
 */
import { Form } from '@remix-run/react'
import { useFormFields, type FormReply } from '#app/components/form-fields.ts'
import { Button, Field, FormAlert } from '#app/components/forms.tsx'
import { useT } from '#app/utils/i18n.tsx'
import type { MealType } from '#db/schema.ts'

type FieldName = 'barcode' | 'name' | 'brand' | 'servingGrams' | 'calories' | 'protein' | 'carbs' | 'fat'

/** The form for `barcode`, saving into the capture screen's action (`intent=create-food`). */
export function CreateFoodForm({ barcode, mealType, lastResult }: { barcode: string; mealType: MealType; lastResult: FormReply | null | undefined }) {
	const form = useFormFields({
		id: 'create-food',
		lastResult,
		defaultValue: { barcode, protein: '0', carbs: '0', fat: '0' },
		required: ['barcode', 'name', 'servingGrams', 'calories'],
	})
	const f = (name: FieldName) => form.field(name)
	const t = useT('logging')
	return (
		<section aria-labelledby="create-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="create-title" className="mb-2 text-lg font-bold">
				{t('create.title')}
			</h2>
			<p className="mb-3 text-sm text-slate-700">{t('create.intro')}</p>
			<Form method="post" {...form.formProps} className="space-y-3">
				<input type="hidden" name="intent" value="create-food" />
				<input type="hidden" name="mealType" value={mealType} />
				<Field label={t('create.barcode')} errors={f('barcode').errors} inputProps={{ ...f('barcode').props, inputMode: 'numeric' }} />
				<Field label={t('create.name')} errors={f('name').errors} inputProps={{ ...f('name').props, maxLength: 200 }} />
				<Field label={t('create.brand')} errors={f('brand').errors} inputProps={{ ...f('brand').props, maxLength: 200 }} />
				<Field label={t('create.serving')} errors={f('servingGrams').errors} inputProps={{ ...f('servingGrams').props, type: 'number', min: 0.1, step: 0.1 }} />
				<div className="grid grid-cols-2 gap-2">
					<Field label={t('create.calories')} errors={f('calories').errors} inputProps={{ ...f('calories').props, type: 'number', min: 0, step: 'any' }} />
					<Field label={t('create.protein')} errors={f('protein').errors} inputProps={{ ...f('protein').props, type: 'number', min: 0, step: 'any' }} />
					<Field label={t('create.carbs')} errors={f('carbs').errors} inputProps={{ ...f('carbs').props, type: 'number', min: 0, step: 'any' }} />
					<Field label={t('create.fat')} errors={f('fat').errors} inputProps={{ ...f('fat').props, type: 'number', min: 0, step: 'any' }} />
				</div>
				{form.formErrors?.length ? <FormAlert title={form.formErrors[0]!} message={form.formErrors[1]} /> : null}
				<Button type="submit" className="w-full">
					{t('create.save')}
				</Button>
			</Form>
		</section>
	)
}
