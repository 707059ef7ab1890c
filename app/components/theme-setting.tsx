import type { FormOption } from '#app/components/form-fields.ts'
import { ErrorList } from '#app/components/forms.tsx'
import { useT } from '#app/utils/i18n.tsx'

/**
 * The Settings tab's colour theme: three radios named `theme` ('system', 'light', 'dark'), part
 * of the tab's form so it saves without JavaScript. The next page renders `<html data-theme>`
 * from it (app/root.tsx), so the change shows on the first frame after saving.
 * @param items the radios from the form's `group('theme', THEMES, 'radio')` (form-fields.ts).
 */
export function ThemeSetting({ items, errors }: { items: FormOption[]; errors?: string[] }) {
	const t = useT('appearance')
	const errorId = errors?.length ? 'theme-setting-error' : undefined
	return (
		<fieldset aria-describedby={errorId ? `theme-setting-help ${errorId}` : 'theme-setting-help'}>
			<legend className="mb-1 text-sm font-medium text-slate-800">{t('legend')}</legend>
			<div className="grid grid-cols-3 gap-2">
				{items.map(({ key, ...item }) => (
					<label
						key={key}
						className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-400 bg-white px-2 text-center text-sm text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-800"
					>
						<input {...item} className="size-4 shrink-0 accent-brand-700" />
						{t(`theme.${item.value as 'system' | 'light' | 'dark'}`)}
					</label>
				))}
			</div>
			<p id="theme-setting-help" className="mt-1 text-xs text-slate-700">
				{t('help')}
			</p>
			<ErrorList id={errorId} errors={errors} />
		</fieldset>
	)
}
