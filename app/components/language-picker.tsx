import { Form, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { LOCALES, useLocale, useT } from '#app/utils/i18n.tsx'

/**
 * The visitor's language choice on the signed-out pages (landing, login, register): a select and
 * a button posting to /language, which remembers it in a cookie and comes back here. With
 * JavaScript the choice applies as soon as it is picked.
 */
export function LanguagePicker() {
	const t = useT('common')
	const locale = useLocale()
	const location = useLocation()
	const select = useRef<HTMLSelectElement>(null)
	// A language picked before the page hydrated had no change handler yet: apply it now.
	useEffect(() => {
		if (select.current && select.current.value !== locale) select.current.form?.requestSubmit()
	}, [locale])
	return (
		<Form method="post" action="/language" reloadDocument className="flex items-center gap-2">
			<input type="hidden" name="redirectTo" value={location.pathname + location.search} />
			<label htmlFor="language-picker" className="text-sm font-semibold text-slate-700">
				{t('language.label')}
			</label>
			<select
				ref={select}
				id="language-picker"
				name="language"
				defaultValue={locale}
				onChange={(event) => event.currentTarget.form?.requestSubmit()}
				className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
			>
				{LOCALES.map((code) => (
					<option key={code} value={code} lang={code}>
						{t(`language.${code}`)}
					</option>
				))}
			</select>
			<noscript>
				<button type="submit" className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-semibold">
					{t('language.change')}
				</button>
			</noscript>
		</Form>
	)
}
