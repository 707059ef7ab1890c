/**
 * The AI logging panel (spec section 2 'AI logging panel', section 4 'AI panel'): the
 * dashboard widget under Quick Add and the body of /multimodal-input.
 *
 * Without JavaScript it is plain forms against /multimodal-input: a barcode number and a 'Type
 * what you ate' sentence (GET: results render on the server), an image upload (multipart POST),
 * and an Add form per result. With JavaScript the four buttons open the camera (barcode), the
 * microphone (voice) or the file picker (photo); their islands load with a dynamic import() on
 * first press and feed the same loader/action through fetchers. The server decides nutrition.
 */
import { Form, Link, useFetcher, useLocation } from '@remix-run/react'
import { FileButton } from '#app/components/file-button.tsx'
import { Icon, type IconName } from '#app/components/icon.tsx'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { Toast } from '#app/components/toast.tsx'
import type { CaptureResult } from '#app/domain/capture/types.ts'
import { CAPTURE_PATH, type CaptureLookupData, type CaptureUploadData, type CaptureView } from '#app/components/capture/types.ts'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { LOCALE_TAGS, useFormat, useLocale, useT, useTranslator, type Translate } from '#app/utils/i18n.tsx'
import { cn } from '#app/utils/misc.ts'
import type { MealType } from '#db/schema.ts'

type Mode = 'camera' | 'upload' | 'barcode' | 'voice'
/** Spec section 2: the busy message of each mode ('Analyzing photo...', 'Processing image...', 'Scanning barcode...', 'Listening...'). */
const BUSY: Record<Mode, MessageKey<'capture'>> = { camera: 'busy.camera', upload: 'busy.upload', barcode: 'busy.barcode', voice: 'busy.voice' }
/** The error toasts' titles (spec section 8: 'Camera Error', 'Upload Error', 'Barcode Error', 'Voice Error'). */
type ErrorTitle = 'error.camera' | 'error.upload' | 'error.barcode' | 'error.voice'
type Notice = NonNullable<CaptureView['notice']>
type ResultsComponent = ComponentType<{ view: CaptureView; variant: 'dashboard' | 'page'; returnTo: string; selectHref?: (result: CaptureResult) => string | null; onClear: () => void }>
type ScannerProps = { onCode: (code: string) => void; onError: (message: string, cameraFailed: boolean) => void; onCancel: () => void }

const ACTION = CAPTURE_PATH

/** The panel. `selectHref` (page only) gives each result a 'Select' link adding it to Selected Foods. */
export function CapturePanel({
	view,
	mealType,
	date,
	variant = 'dashboard',
	selectHref,
	results,
}: {
	view?: CaptureView
	mealType?: MealType
	date?: string
	variant?: 'dashboard' | 'page'
	selectHref?: (result: CaptureResult) => string | null
	/** The results card, passed by pages that render results on the server; else loaded on first result. */
	results?: ResultsComponent
}) {
	const initial: CaptureView = view ?? {
		mealType: mealType ?? 'breakfast',
		date: date ?? '',
		results: [],
		voice: null,
		notice: null,
		notFound: null,
		barcode: '',
		text: '',
	}
	const meal = initial.mealType
	const day = initial.date
	const t = useT('capture')
	const f = useFormat()
	const translator = useTranslator()
	const locale = useLocale()
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	const lookup = useFetcher<CaptureLookupData>()
	const upload = useFetcher<CaptureUploadData>()
	const [shown, setShown] = useState<CaptureView>(initial)
	const [mode, setMode] = useState<Mode | null>(null)
	const [toast, setToast] = useState<Notice | null>(null)
	const [Scanner, setScanner] = useState<ComponentType<ScannerProps> | null>(null)
	const [askBarcode, setAskBarcode] = useState(false)
	const [askText, setAskText] = useState(false)
	const [loaded, setLoaded] = useState<ResultsComponent | null>(null)
	const Results = results ?? loaded
	const photoInput = useRef<HTMLInputElement>(null)
	const galleryInput = useRef<HTMLInputElement>(null)
	const textField = useRef<HTMLInputElement>(null)
	const barcodeField = useRef<HTMLInputElement>(null)

	// Server data (a new page load or action) replaces what is shown; any navigation (such as the
	// redirect after Add) clears results and toasts (spec section 4: adding clears the results).
	const location = useLocation()
	useEffect(() => {
		setShown(initial)
		setToast(null)
	}, [view, location.key]) // eslint-disable-line react-hooks/exhaustive-deps
	// Only answers to our own loads count (Remix also revalidates a loaded fetcher after any
	// mutation, which must not bring cleared results back).
	const awaiting = useRef(false)
	useEffect(() => {
		if (lookup.state !== 'idle' || !lookup.data || !awaiting.current) return
		awaiting.current = false
		setShown(lookup.data.view)
		setToast(lookup.data.view.notice)
		setMode(null)
	}, [lookup.state, lookup.data])
	useEffect(() => {
		if (upload.state !== 'idle' || !upload.data || !('view' in upload.data)) return
		setShown(upload.data.view)
		setToast(upload.data.view.notice)
		setMode(null)
	}, [upload.state, upload.data])
	useEffect(() => {
		if (askText) textField.current?.focus()
	}, [askText])
	useEffect(() => {
		if (askBarcode) barcodeField.current?.focus()
	}, [askBarcode])

	const hasResults = shown.results.length > 0 || shown.voice !== null || shown.notFound !== null
	useEffect(() => {
		if (hasResults && !Results) void import('./capture-results.tsx').then((m) => setLoaded(() => m.CaptureResults))
	}, [hasResults, Results])

	const busy = mode !== null || lookup.state !== 'idle' || upload.state !== 'idle'
	const busyMessage = mode ? t(BUSY[mode]) : null
	const query = (extra: Record<string, string>) => `${ACTION}?${new URLSearchParams({ meal, date: day, ...extra })}`
	const load = (href: string) => {
		awaiting.current = true
		lookup.load(href)
	}
	// An island's English error in the page's language: each island module brings its own table
	// (./islands/messages.ts), so the panel carries none of their messages.
	const islandWords = useRef<((t: Translate<'capture'>, message: string) => string) | null>(null)
	const fromIsland = (message: string) => islandWords.current?.(t, message) ?? message
	const fail = (title: ErrorTitle, message: string) => {
		setMode(null)
		setToast({ kind: 'error', title: t(title), message })
	}

	async function scanBarcode() {
		setMode('barcode')
		setAskBarcode(false)
		try {
			const mod = await import('#app/components/capture/islands/barcode-scanner.tsx')
			islandWords.current = mod.islandMessage
			if (!mod.cameraAvailable()) {
				setMode(null)
				setAskBarcode(true)
				return
			}
			setScanner(() => mod.BarcodeScanner)
		} catch {
			fail('error.barcode', t('island.barcodeFailed'))
		}
	}

	function lookUpBarcode(code: string) {
		setMode('barcode')
		setAskBarcode(false)
		load(query({ barcode: code }))
	}

	async function voiceInput() {
		setMode('voice')
		setAskText(false)
		try {
			const speech = await import('#app/components/capture/islands/speech.ts')
			islandWords.current = speech.islandMessage
			const { transcript } = await speech.listen(LOCALE_TAGS[locale])
			load(query({ text: transcript, spoken: '1' }))
		} catch (error) {
			const message = error instanceof Error ? error.message : ''
			fail('error.voice', message ? fromIsland(message) : t('island.voiceFailed'))
			if (!(error instanceof Error) || ('unsupported' in error && error.unsupported) || /not supported/.test(message)) setAskText(true)
		}
	}

	function submitImage(input: HTMLInputElement | null, which: 'camera' | 'upload') {
		const file = input?.files?.[0]
		if (!file) return
		if (!file.type.startsWith('image/')) {
			fail(which === 'camera' ? 'error.camera' : 'error.upload', t('island.invalidImage'))
			return
		}
		sendImage(file, which)
		if (input) input.value = ''
	}

	function sendImage(file: Blob, which: 'camera' | 'upload') {
		setMode(which)
		const body = new FormData()
		body.set('intent', 'analyze-image')
		body.set('mealType', meal)
		body.set('date', day)
		body.set('image', file, file instanceof File ? file.name : 'photo.jpg')
		upload.submit(body, { method: 'post', action: ACTION, encType: 'multipart/form-data' })
	}

	/** Take Photo: the camera-photo island; without a camera API, the phone's own camera via the file input. */
	async function takePhoto() {
		setMode('camera')
		try {
			const camera = await import('#app/components/capture/islands/camera-photo.ts')
			islandWords.current = camera.islandMessage
			if (!camera.cameraAvailable()) {
				setMode(null)
				photoInput.current?.click()
				return
			}
			sendImage(await camera.captureFromCamera(translator), 'camera')
		} catch (error) {
			fail('error.camera', error instanceof Error ? fromIsland(error.message) : t('island.captureFailed'))
		}
	}

	const clear = () => {
		setShown({ ...shown, results: [], voice: null, notice: null, notFound: null })
		setToast(null)
	}
	const returnTo = variant === 'page' ? `${ACTION}?${new URLSearchParams({ meal, date: day })}` : `/?meal=${meal}`
	const notice = toast ?? (view && shown === initial ? initial.notice : null)

	return (
		<section aria-labelledby="capture-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="capture-panel" data-hydrated={hydrated || undefined}>
			{/* The page has its own 'Smart Food Logging' heading: there the panel's names the meal it logs to. */}
			<div className="mb-3 flex items-center justify-between gap-2">
				<h2 id="capture-title" className={variant === 'page' ? 'text-base font-semibold text-slate-800' : 'text-lg font-bold'}>
					{variant === 'page' ? t('panel.loggingTo', { meal: f.meal(meal) }) : t('panel.title')}
				</h2>
				{variant === 'dashboard' ? (
					<Link to={`${ACTION}?${new URLSearchParams({ meal, date: day })}`} className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-brand-700 underline">
						{t('panel.openPage')}
					</Link>
				) : null}
			</div>
			{/* Without JS the four buttons open this page's matching form; with JS they capture. */}
			<Form method="get" action={ACTION} className="grid grid-cols-2 gap-2" onSubmit={(e) => e.preventDefault()}>
				<input type="hidden" name="meal" value={meal} />
				<input type="hidden" name="date" value={day} />
				<CaptureButton icon="camera" label={t('button.takePhoto')} hint={t('button.takePhotoHint')} disabled={busy} onClick={() => void takePhoto()} target="#capture-image" />
				<CaptureButton icon="barcode" label={t('button.scanBarcode')} hint={t('button.scanBarcodeHint')} disabled={busy} onClick={() => void scanBarcode()} target="#capture-barcode" />
				<CaptureButton icon="mic" label={t('button.voice')} hint={t('button.voiceHint')} disabled={busy} onClick={() => void voiceInput()} target="#capture-text" />
				<CaptureButton icon="image" label={t(variant === 'page' ? 'button.uploadImage' : 'button.uploadPhoto')} hint={t('button.uploadHint')} disabled={busy} onClick={() => galleryInput.current?.click()} target="#capture-image" />
			</Form>
			{/* The sentence parser (app/domain/capture/transcript.ts) knows English number words and units only: said plainly on other pages. */}
			{locale === 'en' ? null : (
				<p className="mt-2 text-xs text-slate-700" data-testid="english-only">
					{t('voice.englishOnly')}
				</p>
			)}
			{shown.photoNote ? <p className="mt-2 text-xs text-slate-700">{shown.photoNote}</p> : null}
			<input ref={photoInput} type="file" accept="image/*" capture="environment" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => submitImage(e.currentTarget, 'camera')} />
			<input ref={galleryInput} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => submitImage(e.currentTarget, 'upload')} />
			{busyMessage || lookup.state !== 'idle' || upload.state !== 'idle' ? (
				<p role="status" className="mt-3 flex items-center gap-2 text-sm font-semibold text-brand-800">
					<span className="inline-block size-3 animate-pulse rounded-full bg-brand-700" aria-hidden="true" />
					{busyMessage ?? t('busy.working')}
				</p>
			) : null}
			{Scanner ? (
				<Scanner
					onCode={(code) => {
						setScanner(null)
						lookUpBarcode(code)
					}}
					onError={(message, cameraFailed) => {
						setScanner(null)
						fail('error.barcode', fromIsland(message))
						if (cameraFailed) setAskBarcode(true)
					}}
					onCancel={() => {
						setScanner(null)
						fail('error.barcode', t('island.barcodeCancelled'))
					}}
				/>
			) : null}

			<details className="mt-3 rounded-xl border border-slate-200 p-3" open={variant === 'page' || askBarcode || askText || undefined}>
				<summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('forms.summary')}</summary>
				<div className="mt-2 space-y-3">
					<LookupForm
						id="capture-barcode"
						name="barcode"
						label={t('forms.barcode')}
						button={t('forms.lookUp')}
						inputRef={barcodeField}
						defaultValue={shown.barcode}
						fields={{ meal, date: day }}
						busy={busy}
						inputMode="numeric"
						maxLength={40}
						placeholder={t('forms.barcodePlaceholder')}
						onValue={variant === 'dashboard' ? lookUpBarcode : undefined}
						onCancel={askBarcode ? () => { setAskBarcode(false); fail('error.barcode', t('island.barcodeCancelled')) } : undefined}
						cancelLabel={t('forms.cancel')}
					/>
					<LookupForm
						id="capture-text"
						name="text"
						label={t('forms.text')}
						button={t('forms.find')}
						inputRef={textField}
						defaultValue={shown.text}
						fields={{ meal, date: day }}
						busy={busy}
						maxLength={1000}
						placeholder={t('forms.textPlaceholder')}
						onValue={variant === 'dashboard' ? (text) => { setMode('voice'); load(query({ text })) } : undefined}
					/>
					<Form method="post" action={ACTION} encType="multipart/form-data" id="capture-image" className="flex items-end gap-2" reloadDocument>
						<input type="hidden" name="intent" value="analyze-image" />
						<input type="hidden" name="mealType" value={meal} />
						<input type="hidden" name="date" value={day} />
						<FileButton
							className="min-w-0 flex-1"
							label={t('forms.image')}
							choose={t('forms.chooseImage')}
							chosen={t('forms.imageChosen')}
							icon="image"
							input={{ name: 'image', accept: 'image/jpeg,image/png,image/webp', required: true }}
						/>
						<button type="submit" disabled={busy} className={PRIMARY}>
							{t('forms.analyze')}
						</button>
					</Form>
				</div>
			</details>

			{hasResults && Results ? <Results view={shown} variant={variant} returnTo={returnTo} selectHref={selectHref} onClear={clear} /> : null}
			{notice ? <Toast toast={{ message: notice.title, description: notice.message, type: notice.kind }} /> : null}
		</section>
	)
}

const FIELD = 'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base'
const PRIMARY = 'min-h-11 rounded-lg bg-brand-700 px-3 font-semibold text-white disabled:opacity-60'

/** A one-field GET form to /multimodal-input; with JS on the dashboard, `onValue` handles it in place. */
function LookupForm({
	id,
	name,
	label,
	button,
	inputRef,
	fields,
	busy,
	onValue,
	onCancel,
	cancelLabel,
	...input
}: {
	id: string
	name: string
	label: string
	button: string
	inputRef: React.RefObject<HTMLInputElement>
	fields: Record<string, string>
	busy: boolean
	onValue?: (value: string) => void
	onCancel?: () => void
	cancelLabel?: string
} & React.InputHTMLAttributes<HTMLInputElement>) {
	return (
		<Form
			method="get"
			action={ACTION}
			id={id}
			className="flex items-end gap-2"
			onSubmit={(e) => {
				const value = new FormData(e.currentTarget).get(name)
				if (onValue && typeof value === 'string' && value.trim()) {
					e.preventDefault()
					onValue(value.trim())
				}
			}}
		>
			{Object.entries(fields).map(([k, v]) => (
				<input key={k} type="hidden" name={k} value={v} />
			))}
			<label className="flex-1 text-sm font-medium text-slate-800">
				{label}
				<input ref={inputRef} name={name} required autoComplete="off" className={cn('mt-1', FIELD)} {...input} />
			</label>
			<button type="submit" disabled={busy} className={PRIMARY}>
				{button}
			</button>
			{onCancel ? (
				<button type="button" onClick={onCancel} className="min-h-11 rounded-lg px-3 font-semibold text-slate-800">
					{cancelLabel}
				</button>
			) : null}
		</Form>
	)
}

function CaptureButton({ icon, label, hint, disabled, onClick, target }: { icon: IconName; label: string; hint: string; disabled: boolean; onClick: () => void; target: string }) {
	return (
		<button
			type="submit"
			name="focus"
			value={target.slice(1)}
			disabled={disabled}
			onClick={(e) => {
				e.preventDefault()
				onClick()
			}}
			className={cn('flex min-h-16 flex-col items-center justify-center rounded-xl border border-slate-300 bg-white p-2 text-center disabled:opacity-50')}
		>
			<Icon name={icon} className="size-6 text-brand-700" />
			<span className="font-semibold">{label}</span>
			<span className="text-xs text-slate-700">{hint}</span>
		</button>
	)
}

