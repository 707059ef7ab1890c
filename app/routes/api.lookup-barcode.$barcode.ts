/** GET /api/lookup-barcode/{barcode} — a packaged product by barcode, offline (spec section 7). */
import { db } from '#app/db.server.ts'
import { lookupBarcodeProduct, toBarcodeApi } from '#app/domain/capture/barcode.server.ts'
import { ApiError } from '#app/utils/api.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.lookupBarcode, async ({ user, params }) => {
		const result = await lookupBarcodeProduct(db, user.id, params.barcode)
		if (result.status === 'invalid') throw new ApiError(400, `barcode: ${result.message}`, { barcode: [result.message] })
		if (result.status === 'not-found') {
			const form = `/multimodal-input?create=${encodeURIComponent(result.code)}`
			throw new ApiError(404, result.message, undefined, { Link: `<${form}>; rel="create-form"` })
		}
		return toBarcodeApi(result.product)
	}),
)
export const loader = route
export const action = route
