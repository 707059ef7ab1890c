// The URL /multimodal-input is the spec's name for the capture screen ('Smart Food Logging'); in code the feature is "capture".
/**
 * /multimodal-input — Smart Food Logging (spec section 2). Also the server side of the
 * dashboard's capture panel: its no-JS forms GET this loader (barcode number, typed sentence) or
 * POST this action (image upload, Add, Log to Today's Meals, save a scanned product), and the
 * panel's islands load the same loader with a fetcher. Every intent is one domain call.
 *
 * URL state: `meal` (meal type), `date` (diary day), `barcode`, `text`, `create` (a barcode to
 * enter as your own food), `sel` (selected foods, see ./selected.ts).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { CapturePanel } from '#app/components/capture/capture-panel.tsx'
import { CAPTURE_PATH, type CaptureView } from '#app/components/capture/types.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Icon } from '#app/components/icon.tsx'
import { onDemand } from '#app/components/on-demand.tsx'
import { db } from '#app/db.server.ts'
import { createBarcodeFood } from '#app/domain/capture/barcode.server.ts'
import { NO_LABEL_MESSAGE } from '#app/domain/capture/image/messages.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { MAX_TRANSCRIPT_LENGTH } from '#app/domain/capture/transcript.ts'
import type { CaptureResult } from '#app/domain/capture/types.ts'
import { isIsoDay, localHour, todayIn } from '#app/domain/dates.ts'
import { AddFoodSchema } from '#app/domain/diary/diary.schema.ts'
import { logFood, logFoods } from '#app/domain/diary/diary.server.ts'
import { BarcodeFoodFormSchema, customFoodFromForm } from '#app/domain/foods/custom-food.schema.ts'
import { defaultMealType } from '#app/domain/diary/meal-time.ts'
import { aiModels } from '#app/infra/ai.server.ts'
import { requireActor, requireUser } from '#app/utils/auth.server.ts'
import { readForm, readMultipartForm } from '#app/utils/body.server.ts'
import { domainFailure, inPageFailure, refusedForm } from '#app/utils/http.server.ts'
import { requestLocale, serverT, serverTranslator } from '#app/utils/i18n.server.ts'
import { formatterFor, useT } from '#app/utils/i18n.tsx'
import { MAX_PHOTO_MULTIPART_BYTES } from '#app/utils/openapi/photo.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { redirectWithError, redirectWithSuccess } from '#app/utils/toast.server.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { answerCapture } from './capture-view.server.ts'
import { SelectedFoods } from './selected-foods.tsx'
import { parseSelected, selValue, type Selected } from './selected.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Smart Food Logging · Platewise' }]

/**
 * The results card and the 'Enter this product as your own food' form load on demand: a page
 * showing neither (the usual first visit) does not carry their JavaScript. The loader awaits
 * both downloads on the server, so every document has them, with or without JavaScript
 * (app/components/on-demand.tsx).
 */
const results = onDemand(() => import('#app/components/capture/capture-results.tsx').then((m) => m.CaptureResults))
const createForm = onDemand(() => import('./create-food-form.tsx').then((m) => m.CreateFoodForm))
const CreateFoodForm = createForm.Component

const isMealType = (v: unknown): v is MealType => typeof v === 'string' && (MEAL_TYPES as readonly string[]).includes(v)

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const locale = await requestLocale(request)
	const t = serverT(locale, 'capture')
	const params = new URL(request.url).searchParams
	const meal = params.get('meal')
	const date = params.get('date')
	const view = await answerCapture(db, user.id, params, locale, {
		mealType: isMealType(meal) ? meal : defaultMealType(localHour(user.timezone)),
		date: date && isIsoDay(date) ? date : todayIn(user.timezone),
		results: [],
		voice: null,
		notice: null,
		notFound: null,
		barcode: (params.get('barcode') ?? '').slice(0, 40),
		text: (params.get('text') ?? '').slice(0, MAX_TRANSCRIPT_LENGTH + 1),
		// Said for a person, not an operator: what works here without a photo-recognition service.
		photoNote: aiModels().vision ? null : t('photoNote'),
	})
	const create = params.get('create')
	await Promise.all([results.preload(), createForm.preload()])
	return {
		title: serverT(locale, 'logging')('title'),
		view,
		selected: parseSelected(params.getAll('sel')),
		create: create && /^\d{8,14}$/.test(create) ? create : null,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const { user, actor } = await requireActor(request)
	const multipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
	const form = multipart ? await readMultipartForm(request, MAX_PHOTO_MULTIPART_BYTES, 'Images must be at most 8 MB') : await readForm(request)
	const intent = String(form.get('intent') ?? '')
	const mealType = isMealType(form.get('mealType')) ? (form.get('mealType') as MealType) : defaultMealType(localHour(user.timezone))
	const returnTo = safeRedirect(String(form.get('returnTo') ?? ''), `/?meal=${mealType}`)
	const date = String(form.get('date') ?? '')
	const day = isIsoDay(date) ? date : undefined
	const locale = await requestLocale(request)
	const t = serverT(locale, 'logging')
	const c = serverT(locale, 'capture')

	if (intent === 'analyze-image') {
		// The page shown after an upload keeps the note beside the buttons, as the loader's does.
		const photoNote = aiModels().vision ? null : c('photoNote')
		const view: CaptureView = { mealType, date: day ?? todayIn(user.timezone), results: [], voice: null, notice: null, notFound: null, barcode: '', text: '', photoNote }
		const file = form.get('image')
		if (!(file instanceof File) || file.size === 0) {
			view.notice = { kind: 'error', title: c('error.upload'), message: c('island.invalidImage') }
			return data({ view }, { status: 400 })
		}
		try {
			// Loaded on the first photo: the engines (OCR, image decoding) stay out of the other requests.
			const { analyzeFoodImage } = await import('#app/domain/capture/image/index.server.ts')
			view.results = (await analyzeFoodImage(db, actor, { bytes: new Uint8Array(await file.arrayBuffer()), declaredType: file.type, name: file.name })).results
			const first = view.results[0]
			view.notice = first
				? { kind: 'success', title: c('toast.analyzed'), message: c('toast.analyzedText', { name: first.name, confidence: formatterFor(serverTranslator(locale)).percent(Math.round(first.confidence * 100)) }) }
				: { kind: 'error', title: c('error.upload'), message: c('toast.analyzeFailed') }
			return { view }
		} catch (error) {
			// A photo that is no label, with no photo recognition here, is an answer, not a failure:
			// a neutral heading and what to do instead (the API keeps its operator-facing message).
			if (error instanceof InvalidError && error.message === NO_LABEL_MESSAGE) {
				view.notice = { kind: 'info', title: c('noLabel.title'), message: c('noLabel.message') }
				return data({ view }, { status: 422 })
			}
			// The engine's other DomainErrors (bad image 422, provider 502/503/504) as the spec's 'Upload Error'.
			const { status, toast } = inPageFailure(error, c('error.upload'), locale)
			view.notice = { kind: 'error', title: toast.message, message: toast.description ?? c('toast.analyzeFailed') }
			return data({ view }, { status })
		}
	}

	if (intent === 'add') {
		const parsed = AddFoodSchema.safeParse({ foodId: String(form.get('foodId') ?? ''), quantity: Number(form.get('quantity')), unit: form.get('unit'), mealType, date: day })
		if (!parsed.success) return redirectWithError(returnTo, { message: t('toast.invalidQuantity'), description: t('toast.invalidQuantityText') })
		try {
			const { entry } = await logFood(db, actor, parsed.data)
			return redirectWithSuccess(returnTo, { message: t('toast.foodAdded'), description: t('toast.foodAddedText', { name: entry.name }) })
		} catch (error) {
			return domainFailure(error, { request, back: returnTo, toast: { message: t('toast.error'), description: t('toast.addFoodFailed') } })
		}
	}

	// A nutrition-label result saved as the user's food (and logged, for Add).
	if (intent === 'add-label' || intent === 'save-label') {
		const labelFood = await import('#app/domain/capture/image/label-food.server.ts')
		try {
			if (intent === 'add-label') {
				const input = labelFood.parseLabelFood(labelFood.AddLabelFoodSchema, { ...Object.fromEntries(form), mealType, date: day })
				const { entry } = await labelFood.addLabelFood(db, actor, input)
				return redirectWithSuccess(returnTo, { message: t('toast.foodAdded'), description: t('toast.foodAddedText', { name: entry.name }) })
			}
			const input = labelFood.parseLabelFood(labelFood.LabelFoodSchema, Object.fromEntries(form))
			const food = await labelFood.saveLabelFood(db, user.id, input)
			return redirectWithSuccess(returnTo, { message: t('toast.foodSaved'), description: input.barcode ? t('toast.foodSavedBarcodeText', { name: food.name, barcode: input.barcode }) : t('toast.foodSavedText', { name: food.name }) })
		} catch (error) {
			// Refused (a field out of bounds, a bad barcode, the daily cap): the card comes back with
			// every value as typed and the messages on their fields, JavaScript on (the fetcher's data)
			// or off (this page). Nothing was saved.
			const { status, toast } = inPageFailure(error, t('toast.error'), locale)
			const values = labelFood.labelFormValues(form)
			const view: CaptureView = {
				mealType,
				date: day ?? todayIn(user.timezone),
				results: [labelFood.labelResultFromForm(values)],
				voice: null,
				notice: { kind: 'error', title: toast.message, message: toast.description ?? '' },
				notFound: null,
				barcode: '',
				text: '',
				refusedLabel: { values, fieldErrors: error instanceof InvalidError ? error.fieldErrors : {} },
			}
			// Forms answer an InvalidError with 400 (app/utils/http.server.ts); other refusals keep their status.
			return data({ view }, { status: error instanceof InvalidError ? 400 : status })
		}
	}

	if (intent === 'log-selected') {
		const selected = parseSelected(form.getAll('sel').map(String))
		if (selected.length === 0) return redirectWithError(returnTo, { message: t('toast.error'), description: t('toast.selectFirst') })
		try {
			await logFoods(db, actor, { foods: selected, mealType, date: day })
		} catch (error) {
			return domainFailure(error, { request, back: returnTo, toast: { message: t('toast.logMealError'), description: t('toast.logMealFailed') } })
		}
		const meal = formatterFor(serverTranslator(locale)).meal(mealType)
		return redirectWithSuccess(`/?meal=${mealType}`, { message: t('toast.mealLogged'), description: t('toast.mealLoggedText', { count: selected.length, meal }) })
	}

	if (intent === 'create-food') {
		const submission = parseWithZod(form, { schema: BarcodeFoodFormSchema })
		if (submission.status !== 'success') return refusedForm(submission, undefined, { request })
		const v = submission.value
		try {
			await createBarcodeFood(db, user.id, { ...customFoodFromForm(v), barcode: v.barcode })
		} catch (error) {
			// A bad barcode shows on its field; other refusals (bounds, the daily cap) as the form's message.
			return domainFailure(error, { request, back: returnTo, toast: (e) => ({ message: t('toast.error'), description: e.message }), submission, inPlace: true })
		}
		return redirectWithSuccess(`${CAPTURE_PATH}?${new URLSearchParams({ barcode: v.barcode, meal: mealType })}`, { message: t('toast.foodSaved'), description: t('toast.createdText', { name: v.name, barcode: v.barcode }) })
	}
	return data({ error: t('toast.unknownAction') }, { status: 400 })
}

export default function SmartFoodLogging() {
	const { view, selected, create } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const shown = actionData && 'view' in actionData ? actionData.view : view
	const params = new URLSearchParams({ meal: shown.mealType, date: shown.date })
	if (view.barcode) params.set('barcode', view.barcode)
	if (view.text) params.set('text', view.text)
	if (view.voice?.spoken) params.set('spoken', '1')
	const hrefWith = (list: Selected[]) => {
		const p = new URLSearchParams(params)
		for (const s of list) p.append('sel', selValue(s))
		return `${CAPTURE_PATH}?${p}`
	}
	const t = useT('logging')
	const selectHref = (r: CaptureResult) => (r.foodId ? hrefWith([...selected, { foodId: r.foodId, quantity: r.quantity, unit: r.unit, name: r.name }]) : null)
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-5 px-4 pb-28 pt-5">
			<header className="flex items-center gap-2">
				<Link to={`/?meal=${shown.mealType}`} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white shadow" aria-label={t('back')}>
					<Icon name="arrow-left" className="size-5" />
				</Link>
				<h1 className="text-2xl font-bold">{t('heading')}</h1>
			</header>
			<CapturePanel view={shown} variant="page" selectHref={selectHref} results={results.Component} />
			<SelectedFoods selected={selected} mealType={shown.mealType} date={shown.date} hrefWith={hrefWith} searchFor={shown.results[0]?.name ?? shown.voice?.transcript ?? ''} />
			{create ? <CreateFoodForm barcode={create} mealType={shown.mealType} lastResult={actionData && 'result' in actionData ? actionData.result : null} /> : null}
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
