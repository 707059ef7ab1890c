/**
 * /multimodal-input — Smart Food Logging (spec section 2, issue 8). Also the server side of the
 * dashboard's capture panel: its no-JS forms GET this loader (barcode number, typed sentence) or
 * POST this action (image upload, Add, Log to Today's Meals, save a scanned product), and the
 * panel's islands load the same loader with a fetcher.
 *
 * URL state: `meal` (meal type), `date` (diary day), `barcode`, `text`, `create` (a barcode to
 * enter as your own food), `sel` (selected foods, 'foodId~quantity~unit~name', unique).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Icon } from '#app/components/icon.tsx'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { CapturePanel, type CaptureView } from '#app/components/capture/capture-panel.tsx'
import { CaptureResults } from '#app/components/capture/capture-results.tsx'
import { Button, Field, FormAlert } from '#app/components/forms.tsx'
import { useFormFields } from '#app/components/form-fields.ts'
import { db } from '#app/db.server.ts'
import { barcodeResult, createBarcodeFood, lookupBarcodeProduct } from '#app/domain/capture/barcode.server.ts'
import { extractFoods } from '#app/domain/capture/extract.server.ts'
import { MAX_TRANSCRIPT_LENGTH } from '#app/domain/capture/transcript.ts'
import { NO_LABEL_MESSAGE } from '#app/domain/capture/image/messages.ts'
import type { AnalyzeFoodImage, CaptureResult } from '#app/domain/capture/types.ts'
import { isIsoDay, localHour, todayIn } from '#app/domain/dates.ts'
import { AddFoodSchema } from '#app/domain/diary/diary.schema.ts'
import { logFood } from '#app/domain/diary/diary.server.ts'
import { defaultMealType, mealTypeLabel } from '#app/domain/nutrition.ts'
import { isLogUnit, type LogUnit } from '#app/domain/nutrition/index.ts'
import { aiModels } from '#app/utils/ai.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { domainFailure, inPageFailure, refusedForm } from '#app/utils/http.server.ts'
import { redirectWithError, redirectWithSuccess } from '#app/utils/toast.server.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'

export const meta: MetaFunction = () => [{ title: 'Smart Food Logging · Platewise' }]

const isMealType = (v: unknown): v is MealType => typeof v === 'string' && (MEAL_TYPES as readonly string[]).includes(v)

/** Issue 9: images up to 8 MB (plus the multipart envelope). */
const MAX_UPLOAD_BYTES = 8 * 1024 * 1024 + 64 * 1024
/** Selected foods kept in the URL. */
const MAX_SELECTED = 20

/** A selected food, as kept in the `sel` URL parameter. */
type Selected = { foodId: number; quantity: number; unit: LogUnit; name: string }

function parseSelected(values: string[]): Selected[] {
	const seen = new Set<string>()
	const out: Selected[] = []
	for (const v of values.slice(0, MAX_SELECTED)) {
		const [id, q, unit, ...name] = v.split('~')
		const foodId = Number(id)
		const quantity = Number(q)
		if (!Number.isSafeInteger(foodId) || foodId <= 0 || !(quantity > 0) || !isLogUnit(unit)) continue
		const key = `${foodId}~${quantity}~${unit}`
		if (seen.has(key)) continue
		seen.add(key)
		out.push({ foodId, quantity, unit, name: name.join('~').slice(0, 200) || 'Food' })
	}
	return out
}

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const params = new URL(request.url).searchParams
	const meal = params.get('meal')
	const date = params.get('date')
	const view: CaptureView = {
		mealType: isMealType(meal) ? meal : defaultMealType(localHour(user.timezone)),
		date: date && isIsoDay(date) ? date : todayIn(user.timezone),
		results: [],
		voice: null,
		notice: null,
		notFound: null,
		barcode: (params.get('barcode') ?? '').slice(0, 40),
		text: (params.get('text') ?? '').slice(0, MAX_TRANSCRIPT_LENGTH + 1),
		photoNote: aiModels().vision ? null : `Photos: Nutrition Facts labels are read on this server. ${NO_LABEL_MESSAGE.split('. ')[1]}`,
	}
	if (params.has('barcode')) {
		const found = await lookupBarcodeProduct(db, user.id, view.barcode)
		if (found.status === 'found') {
			view.results = [barcodeResult(found.product)]
			view.notice = { kind: 'success', title: 'Product Found!', message: `Scanned: ${found.product.productName}` }
		} else if (found.status === 'not-found') {
			view.notFound = { code: found.code }
			view.notice = { kind: 'error', title: 'Barcode Error', message: 'Product not found' }
		} else {
			view.notice = { kind: 'error', title: 'Barcode Error', message: found.message }
		}
	} else if (params.has('text')) {
		if (view.text.length > MAX_TRANSCRIPT_LENGTH || !view.text.trim()) {
			view.notice = { kind: 'error', title: 'Voice Error', message: view.text.trim() ? `Transcript must be at most ${MAX_TRANSCRIPT_LENGTH} characters` : 'Type what you ate' }
		} else {
			const result = await extractFoods(db, user.id, view.text)
			view.results = result.foods
			view.voice = { transcript: result.transcript, unmatched: result.unmatched }
			view.notice = { kind: result.foods.length ? 'success' : 'error', title: result.foods.length ? 'Voice Recorded!' : 'Voice Error', message: `Found ${result.foods.length} food items` }
		}
	}
	const create = params.get('create')
	return {
		view,
		selected: parseSelected(params.getAll('sel')),
		create: create && /^\d{8,14}$/.test(create) ? create : null,
	}
}

const CreateFoodForm = z.object({
	barcode: z.string().trim().regex(/^\d{8,14}$/, 'Barcode must have 8, 12, 13 or 14 digits'),
	name: z.string({ error: 'Food name is required' }).trim().min(1, 'Food name is required').max(200),
	brand: z.string().trim().max(200).optional(),
	servingGrams: z.coerce.number({ error: 'Serving size must be a number' }).gt(0, 'Serving size must be greater than 0').max(5000),
	calories: z.coerce.number({ error: 'Calories must be a number' }).min(0, 'Calories must be non-negative').max(10000),
	protein: z.coerce.number().min(0, 'Protein must be non-negative').max(1000).default(0),
	carbs: z.coerce.number().min(0, 'Carbs must be non-negative').max(1000).default(0),
	fat: z.coerce.number().min(0, 'Fat must be non-negative').max(1000).default(0),
})

/** The photo engine (issue 9) when it is built: app/domain/capture/image/index.server.ts. */
const imageEngines = import.meta.glob<{ analyzeFoodImage?: AnalyzeFoodImage }>('../domain/capture/image/index.server.ts')

/** Reads a multipart body of at most {@link MAX_UPLOAD_BYTES}. @throws Response 413. */
async function readUpload(request: Request): Promise<FormData> {
	const length = Number(request.headers.get('content-length') ?? '0')
	if (length > MAX_UPLOAD_BYTES) throw new Response('Images must be at most 8 MB', { status: 413, headers: { Connection: 'close' } })
	const reader = request.body?.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const part = await reader?.read()
		if (!part || part.done) break
		size += part.value.byteLength
		if (size > MAX_UPLOAD_BYTES) throw new Response('Images must be at most 8 MB', { status: 413, headers: { Connection: 'close' } })
		chunks.push(part.value)
	}
	return new Request(request.url, { method: 'POST', headers: { 'content-type': request.headers.get('content-type') ?? '' }, body: Buffer.concat(chunks) }).formData()
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const ctx = { userId: user.id, timezone: user.timezone }
	const multipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
	const form = multipart ? await readUpload(request) : await readForm(request)
	const intent = String(form.get('intent') ?? '')
	const mealType = isMealType(form.get('mealType')) ? (form.get('mealType') as MealType) : defaultMealType(localHour(user.timezone))
	const returnTo = safeRedirect(String(form.get('returnTo') ?? ''), `/?meal=${mealType}`)
	const date = String(form.get('date') ?? '')
	const day = isIsoDay(date) ? date : undefined

	if (intent === 'analyze-image') {
		const view: CaptureView = { mealType, date: day ?? todayIn(user.timezone), results: [], voice: null, notice: null, notFound: null, barcode: '', text: '' }
		const file = form.get('image')
		if (!(file instanceof File) || file.size === 0) {
			view.notice = { kind: 'error', title: 'Upload Error', message: 'Please select a valid image file' }
			return data({ view }, { status: 400 })
		}
		const engine = Object.values(imageEngines)[0]
		const analyze = engine ? (await engine()).analyzeFoodImage : undefined
		if (!analyze) {
			view.notice = { kind: 'error', title: 'Upload Error', message: 'Recognising food in photos is not available on this server yet. Recognising food in photos needs an AI provider (see README).' }
			return data({ view }, { status: 503 })
		}
		try {
			const answer = await analyze(db, { userId: user.id }, { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type, name: file.name })
			view.results = Array.isArray(answer) ? answer : answer.results
			const first = view.results[0]
			view.notice = first
				? { kind: 'success', title: 'Food Analyzed!', message: `${first.name} (${Math.round(first.confidence * 100)}% confidence)` }
				: { kind: 'error', title: 'Upload Error', message: 'Failed to analyze image' }
			return { view }
		} catch (error) {
			// The engine's DomainErrors (bad image 422, provider 502/503/504) as the spec's 'Upload Error'.
			const { status, toast } = inPageFailure(error, 'Upload Error')
			view.notice = { kind: 'error', title: toast.message, message: toast.description ?? 'Failed to analyze image' }
			return data({ view }, { status })
		}
	}

	if (intent === 'add') {
		const parsed = AddFoodSchema.safeParse({
			foodId: String(form.get('foodId') ?? ''),
			quantity: Number(form.get('quantity')),
			unit: form.get('unit'),
			mealType,
			date: day,
		})
		if (!parsed.success) return redirectWithError(returnTo, { message: 'Invalid quantity', description: 'Please enter a valid quantity' })
		try {
			const { entry } = await logFood(db, ctx, parsed.data)
			return redirectWithSuccess(returnTo, { message: 'Food added', description: `Added ${entry.name} to your meal` })
		} catch (error) {
			return domainFailure(error, { back: returnTo, toast: { message: 'Error', description: 'Failed to add food. Please try again.' } })
		}
	}

	// Issue 9: a nutrition-label result saved as the user's food (and logged, for Add).
	if (intent === 'add-label' || intent === 'save-label') {
		const labelFood = await import('#app/domain/capture/image/label-food.server.ts')
		try {
			if (intent === 'add-label') {
				const input = labelFood.parseLabelFood(labelFood.AddLabelFoodSchema, { ...Object.fromEntries(form), mealType, date: day })
				const { entry } = await labelFood.addLabelFood(db, ctx, input)
				return redirectWithSuccess(returnTo, { message: 'Food added', description: `Added ${entry.name} to your meal` })
			}
			const input = labelFood.parseLabelFood(labelFood.LabelFoodSchema, Object.fromEntries(form))
			const food = await labelFood.saveLabelFood(db, user.id, input)
			return redirectWithSuccess(returnTo, { message: 'Food added!', description: `${food.name} is saved as your food${input.barcode ? ` with barcode ${input.barcode}` : ''}` })
		} catch (error) {
			return domainFailure(error, { back: returnTo, toast: (e) => ({ message: 'Error', description: e.message }) })
		}
	}

	if (intent === 'log-selected') {
		const selected = parseSelected(form.getAll('sel').map(String))
		if (selected.length === 0) return redirectWithError(returnTo, { message: 'Error', description: 'Select at least one food first' })
		try {
			await db.transaction(async (tx) => {
				for (const s of selected) await logFood(tx as unknown as typeof db, ctx, { foodId: s.foodId, quantity: s.quantity, unit: s.unit, mealType, date: day })
			})
		} catch (error) {
			return domainFailure(error, { back: returnTo, toast: { message: 'Error Logging Meal', description: 'Failed to log meal to tracker. Please try again.' } })
		}
		return redirectWithSuccess(`/?meal=${mealType}`, { message: 'Meal Logged Successfully!', description: `Logged ${selected.length} ${selected.length === 1 ? 'food' : 'foods'} to ${mealTypeLabel(mealType)}` })
	}

	if (intent === 'create-food') {
		const submission = parseWithZod(form, { schema: CreateFoodForm })
		if (submission.status !== 'success') return refusedForm(submission)
		const v = submission.value
		try {
			await createBarcodeFood(db, user.id, {
				barcode: v.barcode,
				name: v.name,
				brand: v.brand || null,
				servingSize: v.servingGrams,
				servingUnit: 'gram',
				kcal: v.calories,
				proteinG: v.protein,
				carbsG: v.carbs,
				fatG: v.fat,
			})
		} catch (error) {
			// A bad barcode shows on its field; other refusals (bounds, the daily cap) as the form's message.
			return domainFailure(error, { back: returnTo, toast: (e) => ({ message: 'Error', description: e.message }), submission, inPlace: true })
		}
		return redirectWithSuccess(`/multimodal-input?${new URLSearchParams({ barcode: v.barcode, meal: mealType })}`, { message: 'Food added!', description: `${v.name} is saved with barcode ${v.barcode}` })
	}
	return data({ error: 'Unknown action' }, { status: 400 })
}

export default function SmartFoodLogging() {
	const { view, selected, create } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const shown = actionData && 'view' in actionData ? actionData.view : view
	// The server validates (CreateFoodForm in the action); the browser only shows its reply (issue 12).
	const createForm = useFormFields({
		id: 'create-food',
		lastResult: actionData && 'result' in actionData ? actionData.result : null,
		defaultValue: { barcode: create ?? '', protein: '0', carbs: '0', fat: '0' },
		required: ['barcode', 'name', 'servingGrams', 'calories'],
	})
	const cf = (name: 'barcode' | 'name' | 'brand' | 'servingGrams' | 'calories' | 'protein' | 'carbs' | 'fat') => createForm.field(name)
	const params = new URLSearchParams()
	params.set('meal', shown.mealType)
	params.set('date', shown.date)
	if (view.barcode) params.set('barcode', view.barcode)
	if (view.text) params.set('text', view.text)
	const withSelected = (list: Selected[]) => {
		const p = new URLSearchParams(params)
		for (const s of list) p.append('sel', `${s.foodId}~${s.quantity}~${s.unit}~${s.name}`)
		return `/multimodal-input?${p}`
	}
	const selectHref = (r: CaptureResult) =>
		r.foodId ? withSelected([...selected, { foodId: r.foodId, quantity: r.quantity, unit: r.unit, name: r.name }]) : null
	const firstName = shown.results[0]?.name ?? shown.voice?.transcript ?? ''
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-5 px-4 pb-16 pt-5">
			<header className="flex items-center gap-2">
				<Link to={`/?meal=${shown.mealType}`} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white shadow" aria-label="Back to dashboard">
					<Icon name="arrow-left" className="size-5" />
				</Link>
				<h1 className="text-2xl font-bold">Smart Food Logging</h1>
			</header>
			<CapturePanel view={shown} variant="page" selectHref={selectHref} results={CaptureResults} />
			<section aria-labelledby="selected-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="selected-title" className="mb-2 text-lg font-bold">
					Selected Foods
				</h2>
				{selected.length === 0 ? (
					<p className="text-sm text-slate-700">Select results above to log several foods at once.</p>
				) : (
					<ul className="mb-3 flex flex-wrap gap-2" aria-label="Selected foods">
						{selected.map((s, i) => (
							<li key={`${s.foodId}~${s.quantity}~${s.unit}`} className="flex items-center gap-1 rounded-full bg-brand-100 py-1 pl-3 pr-1 text-sm text-brand-800">
								{s.name}
								<Link
									to={withSelected(selected.filter((_, j) => j !== i))}
									replace
									preventScrollReset
									aria-label={`Remove ${s.name}`}
									className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full font-bold"
								>
									<Icon name="close" className="size-5" />
								</Link>
							</li>
						))}
					</ul>
				)}
				<div className="grid grid-cols-2 gap-2">
					<Form method="post">
						<input type="hidden" name="intent" value="log-selected" />
						<input type="hidden" name="mealType" value={shown.mealType} />
						<input type="hidden" name="date" value={shown.date} />
						<input type="hidden" name="returnTo" value={withSelected(selected)} />
						{selected.map((s) => (
							<input key={`${s.foodId}~${s.quantity}~${s.unit}`} type="hidden" name="sel" value={`${s.foodId}~${s.quantity}~${s.unit}~${s.name}`} />
						))}
						<Button type="submit" className="w-full" disabled={selected.length === 0}>
							Log to Today's Meals
						</Button>
					</Form>
					<Link
						to={firstName ? `/search?${new URLSearchParams({ q: firstName.slice(0, 100) })}` : '/search'}
						className="flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-3 font-semibold"
					>
						Search Database
					</Link>
				</div>
			</section>
			{create ? (
				<section aria-labelledby="create-title" className="rounded-2xl bg-white p-4 shadow-sm">
					<h2 id="create-title" className="mb-2 text-lg font-bold">
						Enter this product as your own food
					</h2>
					<p className="mb-3 text-sm text-slate-700">Type the values from the package's Nutrition Facts; the barcode is saved with it, so your next scan finds it (only for you).</p>
					<Form method="post" {...createForm.formProps} className="space-y-3">
						<input type="hidden" name="intent" value="create-food" />
						<input type="hidden" name="mealType" value={shown.mealType} />
						<Field label="Barcode" errors={cf('barcode').errors} inputProps={{ ...cf('barcode').props, inputMode: 'numeric' }} />
						<Field label="Food name" errors={cf('name').errors} inputProps={{ ...cf('name').props, maxLength: 200 }} />
						<Field label="Brand (optional)" errors={cf('brand').errors} inputProps={{ ...cf('brand').props, maxLength: 200 }} />
						<Field label="Serving size (g)" errors={cf('servingGrams').errors} inputProps={{ ...cf('servingGrams').props, type: 'number', min: 0.1, step: 0.1 }} />
						<div className="grid grid-cols-2 gap-2">
							<Field label="Calories per serving" errors={cf('calories').errors} inputProps={{ ...cf('calories').props, type: 'number', min: 0, step: 'any' }} />
							<Field label="Protein (g)" errors={cf('protein').errors} inputProps={{ ...cf('protein').props, type: 'number', min: 0, step: 'any' }} />
							<Field label="Carbs (g)" errors={cf('carbs').errors} inputProps={{ ...cf('carbs').props, type: 'number', min: 0, step: 'any' }} />
							<Field label="Fat (g)" errors={cf('fat').errors} inputProps={{ ...cf('fat').props, type: 'number', min: 0, step: 'any' }} />
						</div>
						{createForm.formErrors?.length ? <FormAlert title={createForm.formErrors[0]!} message={createForm.formErrors[1]} /> : null}
						<Button type="submit" className="w-full">
							Save food
						</Button>
					</Form>
				</section>
			) : null}
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
