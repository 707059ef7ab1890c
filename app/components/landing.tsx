import { Link } from '@remix-run/react'
import { Icon, type IconName } from '#app/components/icon.tsx'
import { LanguagePicker } from '#app/components/language-picker.tsx'
import { useT } from '#app/utils/i18n.tsx'
import { OffAttribution, UsdaAttribution } from './attribution.tsx'

const features = [
	{ icon: 'camera', id: 'photo' },
	{ icon: 'mic', id: 'voice' },
	{ icon: 'database', id: 'foods' },
	{ icon: 'chart', id: 'analytics' },
	{ icon: 'sparkles', id: 'planning' },
	{ icon: 'lock', id: 'privacy' },
] as const satisfies Array<{ icon: IconName; id: string }>

/** The public landing page (spec sections 1-2), shown at / and any unknown path to visitors, with the visitor's language choice. */
export function Landing() {
	const t = useT('landing')
	return (
		<main className="mx-auto min-h-screen max-w-md px-5 py-8">
			<header className="flex items-center justify-between">
				<span className="inline-flex items-center gap-2 text-lg font-bold text-brand-700">
					<Icon name="leaf" className="size-6" /> Platewise
				</span>
				<Link to="/login" className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700">
					{t('signIn')}
				</Link>
			</header>
			<section className="py-10 text-center">
				<h1 className="text-3xl font-extrabold leading-tight">{t('hero.title')}</h1>
				<p className="mt-3 text-slate-700">{t('hero.text')}</p>
				<Link to="/register" className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white">
					{t('hero.cta')}
				</Link>
				<p className="mt-2 text-sm text-slate-700">{t('hero.note')}</p>
			</section>
			<section aria-labelledby="features" className="space-y-3">
				<h2 id="features" className="text-xl font-bold">
					{t('features.title')}
				</h2>
				<ul className="grid grid-cols-2 gap-3">
					{features.map((f) => (
						<li key={f.id} className="rounded-xl border border-slate-200 bg-white p-3">
							<Icon name={f.icon} className="size-7 text-brand-700" />
							<h3 className="font-semibold [overflow-wrap:anywhere]">{t(`feature.${f.id}.title`)}</h3>
							<p className="text-sm text-slate-700">{t(`feature.${f.id}.text`)}</p>
						</li>
					))}
				</ul>
			</section>
			<section className="my-10 rounded-2xl bg-brand-700 p-6 text-center text-white">
				<h2 className="text-xl font-bold">{t('ready.title')}</h2>
				<p className="mt-1 text-brand-50">{t('ready.text')}</p>
				<Link to="/register" className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-white px-4 font-semibold text-brand-800">
					{t('ready.cta')}
				</Link>
			</section>
			<footer className="space-y-4 border-t border-slate-200 pt-4">
				<LanguagePicker />
				<UsdaAttribution />
				<OffAttribution />
			</footer>
		</main>
	)
}
