/**
 * GET /meal-planning/grocery/{listId}/export?format=txt|csv — 'Export to Shopping App' download
 * of a grocery list: the list as plain text (default) or CSV, for the signed-in owner only (404 else).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { db } from '#app/db.server.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { getGroceryList, groceryCsv, groceryText } from '#app/domain/grocery/grocery.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { groceryNames } from '#app/components/grocery/names.ts'
import { formatNumber } from '#app/utils/format.ts'
import { resolveLocale, serverT } from '#app/utils/i18n.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const format = new URL(request.url).searchParams.get('format') === 'csv' ? 'csv' : 'txt'
	try {
		const list = await getGroceryList(db, user.id, params.listId ?? '')
		// Aisle names and amounts in the person's language; food names and the CSV's column names stay as they are.
		const locale = resolveLocale(request, user)
		const names = groceryNames(serverT(locale, 'grocery'), { number: (value, digits) => formatNumber(value, digits, locale) })
		const body = format === 'csv' ? groceryCsv(list, names) : groceryText(list, names)
		const file = `grocery-list-${(list.startDate ?? 'list').replace(/[^0-9-]/g, '')}.${format}`
		return new Response(body, {
			headers: {
				'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8',
				'Content-Disposition': `attachment; filename="${file}"`,
				'Cache-Control': 'private, no-store',
				'X-Content-Type-Options': 'nosniff',
			},
		})
	} catch (error) {
		if (error instanceof NotFoundError) throw new Response(serverT(resolveLocale(request, user), 'grocery')('notFound'), { status: 404 })
		throw error
	}
}
