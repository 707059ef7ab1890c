import { Link } from '@remix-run/react'
import { useT } from '#app/utils/i18n.tsx'

/** The profile's 'Nutrient targets' section: where the life-stage setting and the user's own targets and limits are. */
export function NutrientTargetsSection() {
	const t = useT('nutrients')
	return (
		<section aria-labelledby="nutrient-targets-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="nutrient-targets-title" className="text-lg font-bold">
				{t('targets.link')}
			</h2>
			<p className="text-sm text-slate-700">{t('card.text')}</p>
			<Link to="/profile/nutrient-targets" className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline" data-testid="nutrient-targets-link">
				{t('card.link')}
			</Link>
		</section>
	)
}
