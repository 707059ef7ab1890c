import type { InputHTMLAttributes } from 'react'
import { useT } from '#app/utils/i18n.tsx'

/**
 * The Settings tab's net-carbs switch: carbs shown as net carbs (carbs − fiber) on every screen,
 * the carb goal then read as a net-carb goal. A plain checkbox in the tab's form, so it saves
 * without JavaScript.
 */
export function NetCarbsSetting({ props }: { props: InputHTMLAttributes<HTMLInputElement> }) {
	const t = useT('profile')
	const common = useT('common')
	return (
		<fieldset>
			<legend className="mb-1 text-sm font-medium text-slate-800">{common('macro.carbs')}</legend>
			<label className="flex min-h-11 items-center justify-between gap-3 text-sm">
				{t('netCarbs.show')}
				<input {...props} role="switch" aria-describedby="net-carbs-help" className="size-5 accent-brand-700" />
			</label>
			<p id="net-carbs-help" className="text-xs text-slate-700">
				{t('netCarbs.help')}
			</p>
		</fieldset>
	)
}
