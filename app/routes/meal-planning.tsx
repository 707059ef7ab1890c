import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { NotYetAvailable } from '#app/components/not-yet.tsx'
import { requireUser } from '#app/utils/auth.server.ts'

export const meta: MetaFunction = () => [{ title: 'Meal planning · Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUser(request)
	return null
}

export default function MealPlanning() {
	return (
		<NotYetAvailable
			title="Meal Planning"
			what="Meal plans, recipes and grocery lists are the next part of Platewise to ship. Until then, log meals from the dashboard or the food search."
			showNav
		/>
	)
}
