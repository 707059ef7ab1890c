import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { NotYetAvailable } from '#app/components/not-yet.tsx'
import { requireUser } from '#app/utils/auth.server.ts'

export const meta: MetaFunction = () => [{ title: 'Ingredient substitution · Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUser(request)
	return null
}

export default function IngredientSubstitution() {
	return (
		<NotYetAvailable
			title="AI Ingredient Substitution"
			what="The substitution assistant has not shipped yet. It will suggest swaps for your dietary restrictions, with their nutrition impact."
			showNav={false}
		/>
	)
}
