import { Link } from '@remix-run/react'

/** The profile's 'Nutrient targets' section: where the life-stage setting and the user's own targets and limits are. */
export function NutrientTargetsSection() {
	return (
		<section aria-labelledby="nutrient-targets-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="nutrient-targets-title" className="text-lg font-bold">
				Nutrient targets
			</h2>
			<p className="text-sm text-slate-700">Vitamin and mineral targets for your age and sex, pregnancy or breastfeeding, and your own targets and limits.</p>
			<Link to="/profile/nutrient-targets" className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline" data-testid="nutrient-targets-link">
				Set nutrient targets
			</Link>
		</section>
	)
}
