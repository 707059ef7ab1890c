/**
 * The AI logging panel (spec section 2 'AI logging panel', section 4 'AI panel'; issue 8): the
 * dashboard widget under Quick Add and the body of /multimodal-input.
 *
 * Without JavaScript it is plain forms against /multimodal-input: a barcode number and a 'Type
 * what you ate' sentence (GET: results render on the server), an image upload (multipart POST),
 * and an Add form per result. With JavaScript the four buttons open the camera (barcode), the
 * microphone (voice) or the file picker (photo); their islands load with a dynamic import() on
 * first press and feed the same loader/action through fetchers. The server decides nutrition.
 */
import { Form, Link, useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { Toast } from '#app/components/toast.tsx'
import type { CaptureResult } from '#app/domain/capture/types.ts'
import { mealTypeLabel } from '#app/domain/nutrition.ts'
import type { action as captureAction, loader as captureLoader } from '#app/routes/multimodal-input.tsx'
import { cn } from '#app/utils/misc.ts'
import type { MealType } from '#db/schema.ts'

/** What the panel shows: the selected meal and day, and the latest recognition results. */
export type CaptureView = {
	mealType: MealType
	/** Diary day YYYY-MM-DD that Add logs into. */
	date: string
	results: CaptureResult[]
	/** Present for a spoken or typed meal. */
	voice: { transcript: string; unmatched: string[] } | null
	notice: { kind: 'success' | 'error'; title: string; message: string } | null
	/** A barcode the lookup did not know: offer to enter it as the user's own food. */
	notFound: { code: string } | null
	barcode: string
	text: string
}

type Mode = 'camera' | 'upload' | 'barcode' | 'voice'
/** Spec section 2: the busy message of each mode. */
const BUSY: Record<Mode, string> = { camera: 'Analyzing photo...', upload: 'Processing image...', barcode: 'Scanning barcode...', voice: 'Listening...' }
type Notice = NonNullable<CaptureView['notice']>
type ScannerProps = { onCode: (code: string) => void; onError: (message: string, cameraFailed: boolean) => void; onCancel: () => void }

const ACTION = '/multimodal-input'

/** The panel. `selectHref` (page only) gives each result a 'Select' link adding it to Selected Foods. */
export function CapturePanel({
	view,
	mealType,
	date,
	variant = 'dashboard',
	selectHref,
}: {
	view?: CaptureView
	mealType?: MealType
	date?: string
	variant?: 'dashboard' | 'page'
	selectHref?: (result: CaptureResult) => string | null
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
	const lookup = useFetcher<typeof captureLoader>()
	const upload = useFetcher<typeof captureAction>()
	const [shown, setShown] = useState<CaptureView>(initial)
	const [mode, setMode] = useState<Mode | null>(null)
	const [toast, setToast] = useState<Notice | null>(null)
	const [Scanner, setScanner] = useState<ComponentType<ScannerProps> | null>(null)
	const [askBarcode, setAskBarcode] = useState(false)
	const [askText, setAskText] = useState(false)
	const photoInput = useRef<HTMLInputElement>(null)
	const galleryInput = useRef<HTMLInputElement>(null)
	const textField = useRef<HTMLInputElement>(null)
	const barcodeField = useRef<HTMLInputElement>(null)

	// Server data (a new page load or action) replaces what is shown.
	useEffect(() => setShown(initial), [view]) // eslint-disable-line react-hooks/exhaustive-deps
	useEffect(() => {
		if (lookup.state !== 'idle' || !lookup.data) return
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

	const busy = mode !== null || lookup.state !== 'idle' || upload.state !== 'idle'
	const busyMessage = mode ? BUSY[mode] : null
	const query = (extra: Record<string, string>) => `${ACTION}?${new URLSearchParams({ meal, date: day, ...extra })}`
	const fail = (title: string, message: string) => {
		setMode(null)
		setToast({ kind: 'error', title, message })
	}

	async function scanBarcode() {
		setMode('barcode')
		setAskBarcode(false)
		try {
			const mod = await import('#app/capture/barcode-scanner.tsx')
			if (!mod.cameraAvailable()) {
				setMode(null)
				setAskBarcode(true)
				return
			}
			setScanner(() => mod.BarcodeScanner)
		} catch {
			fail('Barcode Error', 'Failed to scan barcode')
		}
	}

	function lookUpBarcode(code: string) {
		setMode('barcode')
		setAskBarcode(false)
		lookup.load(query({ barcode: code }))
	}

	async function voiceInput() {
		setMode('voice')
		setAskText(false)
		try {
			const speech = await import('#app/capture/speech.ts')
			const { transcript } = await speech.listen()
			lookup.load(query({ text: transcript }))
		} catch (error) {
			const message = error instanceof Error ? error.message : 'Failed to process voice input'
			fail('Voice Error', message)
			if (!(error instanceof Error) || ('unsupported' in error && error.unsupported) || /not supported/.test(message)) setAskText(true)
		}
	}

	function submitImage(input: HTMLInputElement | null, which: 'camera' | 'upload') {
		const file = input?.files?.[0]
		if (!file) return
		if (!file.type.startsWith('image/')) {
			fail(which === 'camera' ? 'Camera Error' : 'Upload Error', 'Please select a valid image file')
			return
		}
		setMode(which)
		const body = new FormData()
		body.set('intent', 'analyze-image')
		body.set('mealType', meal)
		body.set('date', day)
		body.set('image', file)
		upload.submit(body, { method: 'post', action: ACTION, encType: 'multipart/form-data' })
		if (input) input.value = ''
	}

	const clear = () => {
		setShown({ ...shown, results: [], voice: null, notice: null, notFound: null })
		setToast(null)
	}
	const returnTo = variant === 'page' ? `${ACTION}?${new URLSearchParams({ meal, date: day })}` : `/?meal=${meal}`
	const hasResults = shown.results.length > 0 || shown.voice !== null || shown.notFound !== null
	const notice = toast ?? (view && shown === initial ? initial.notice : null)

	return (
		<section aria-labelledby="capture-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="capture-panel">
			<div className="mb-3 flex items-center justify-between">
				<h2 id="capture-title" className="text-lg font-bold">
					Smart Food Logging
				</h2>
				{variant === 'dashboard' ? (
					<Link to={`${ACTION}?${new URLSearchParams({ meal, date: day })}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
						Open page
					</Link>
				) : (
					<span className="text-sm text-slate-700">for {mealTypeLabel(meal)}</span>
				)}
			</div>
			{/* Without JS the four buttons open this page's matching form; with JS they capture. */}
			<Form method="get" action={ACTION} className="grid grid-cols-2 gap-2" onSubmit={(e) => e.preventDefault()}>
				<input type="hidden" name="meal" value={meal} />
				<input type="hidden" name="date" value={day} />
				<CaptureButton icon="📷" label="Take Photo" hint="AI food recognition" disabled={busy} onClick={() => photoInput.current?.click()} target="#capture-image" />
				<CaptureButton icon="▥" label="Scan Barcode" hint="Product lookup" disabled={busy} onClick={() => void scanBarcode()} target="#capture-barcode" />
				<CaptureButton icon="🎤" label="Voice Input" hint="Say what you ate" disabled={busy} onClick={() => void voiceInput()} target="#capture-text" />
				<CaptureButton icon="🖼️" label={variant === 'page' ? 'Upload Image' : 'Upload Photo'} hint="From gallery" disabled={busy} onClick={() => galleryInput.current?.click()} target="#capture-image" />
			</Form>
			<input ref={photoInput} type="file" accept="image/*" capture="environment" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => submitImage(e.currentTarget, 'camera')} />
			<input ref={galleryInput} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => submitImage(e.currentTarget, 'upload')} />
			{busyMessage || lookup.state !== 'idle' || upload.state !== 'idle' ? (
				<p role="status" className="mt-3 flex items-center gap-2 text-sm font-semibold text-brand-800">
					<span className="inline-block size-3 animate-pulse rounded-full bg-brand-700" aria-hidden="true" />
					{busyMessage ?? 'Working...'}
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
						fail('Barcode Error', message)
						if (cameraFailed) setAskBarcode(true)
					}}
					onCancel={() => {
						setScanner(null)
						fail('Barcode Error', 'Barcode scanning cancelled')
					}}
				/>
			) : null}

			<details className="mt-3 rounded-xl border border-slate-200 p-3" open={variant === 'page' || askBarcode || askText || undefined}>
				<summary className="min-h-11 cursor-pointer py-2 font-semibold">Enter a barcode, type or upload</summary>
				<div className="mt-2 space-y-3">
					<Form
						method="get"
						action={ACTION}
						id="capture-barcode"
						className="flex items-end gap-2"
						onSubmit={(e) => {
							const code = new FormData(e.currentTarget).get('barcode')
							if (variant === 'dashboard' && typeof code === 'string' && code.trim()) {
								e.preventDefault()
								lookUpBarcode(code.trim())
							}
						}}
					>
						<input type="hidden" name="meal" value={meal} />
						<input type="hidden" name="date" value={day} />
						<div className="flex-1">
							<label htmlFor={`${variant}-barcode`} className="mb-1 block text-sm font-medium text-slate-800">
								Barcode number
							</label>
							<input
								ref={barcodeField}
								id={`${variant}-barcode`}
								name="barcode"
								inputMode="numeric"
								autoComplete="off"
								required
								maxLength={40}
								defaultValue={shown.barcode}
								placeholder="e.g. 049000049930"
								className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base"
							/>
						</div>
						<button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-3 font-semibold text-white disabled:opacity-60">
							Look up
						</button>
						{askBarcode ? (
							<button type="button" onClick={() => { setAskBarcode(false); fail('Barcode Error', 'Barcode scanning cancelled') }} className="min-h-11 rounded-lg px-3 font-semibold text-slate-800">
								Cancel
							</button>
						) : null}
					</Form>
					<Form
						method="get"
						action={ACTION}
						id="capture-text"
						className="flex items-end gap-2"
						onSubmit={(e) => {
							const text = new FormData(e.currentTarget).get('text')
							if (variant === 'dashboard' && typeof text === 'string' && text.trim()) {
								e.preventDefault()
								setMode('voice')
								lookup.load(query({ text: text.trim() }))
							}
						}}
					>
						<input type="hidden" name="meal" value={meal} />
						<input type="hidden" name="date" value={day} />
						<div className="flex-1">
							<label htmlFor={`${variant}-text`} className="mb-1 block text-sm font-medium text-slate-800">
								Type what you ate
							</label>
							<input
								ref={textField}
								id={`${variant}-text`}
								name="text"
								required
								maxLength={1000}
								defaultValue={shown.text}
								placeholder="two scrambled eggs and a black coffee"
								className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base"
							/>
						</div>
						<button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-3 font-semibold text-white disabled:opacity-60">
							Find
						</button>
					</Form>
					<Form method="post" action={ACTION} encType="multipart/form-data" id="capture-image" className="flex items-end gap-2" reloadDocument>
						<input type="hidden" name="intent" value="analyze-image" />
						<input type="hidden" name="mealType" value={meal} />
						<input type="hidden" name="date" value={day} />
						<div className="flex-1">
							<label htmlFor={`${variant}-image`} className="mb-1 block text-sm font-medium text-slate-800">
								Food photo or nutrition label
							</label>
							<input id={`${variant}-image`} name="image" type="file" accept="image/jpeg,image/png,image/webp" required className="block min-h-11 w-full text-sm" />
						</div>
						<button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-3 font-semibold text-white disabled:opacity-60">
							Analyze
						</button>
					</Form>
				</div>
			</details>

			{hasResults ? (
				<div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-3" aria-labelledby={`${variant}-results-title`}>
					<div className="mb-2 flex items-center justify-between">
						<h3 id={`${variant}-results-title`} className="font-bold">
							AI Recognition Results
						</h3>
						<Link
							to={variant === 'page' ? `${ACTION}?${new URLSearchParams({ meal, date: day })}` : `/?meal=${meal}`}
							preventScrollReset
							onClick={(e) => {
								if (variant === 'dashboard') {
									e.preventDefault()
									clear()
								}
							}}
							className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-800"
						>
							Clear
						</Link>
					</div>
					{shown.voice ? (
						<div className="mb-2">
							<p className="text-sm text-slate-800">
								<span className="font-semibold">You said:</span> “{shown.voice.transcript}”
							</p>
							{shown.results.length ? (
								<ul className="mt-2 flex flex-wrap gap-2" aria-label="Foods found">
									{shown.results.map((r, i) => (
										<li key={`${r.foodId}-${i}`}>
											<AddForm result={r} meal={meal} day={day} returnTo={returnTo} chip />
										</li>
									))}
								</ul>
							) : null}
							{shown.voice.unmatched.length ? (
								<p className="mt-2 text-sm text-slate-700">
									No food found for: {shown.voice.unmatched.map((u) => `“${u}”`).join(', ')}. Try{' '}
									<Link className="font-semibold underline" to={`/search?${new URLSearchParams({ q: shown.voice.unmatched[0]!.slice(0, 100) })}`}>
										searching
									</Link>
									.
								</p>
							) : null}
						</div>
					) : null}
					{shown.notFound ? (
						<p className="text-sm text-slate-800">
							Product not found for barcode {shown.notFound.code}.{' '}
							<Link className="font-semibold text-brand-800 underline" to={`${ACTION}?${new URLSearchParams({ meal, create: shown.notFound.code })}`}>
								Enter it as your own food
							</Link>
						</p>
					) : null}
					<ul className="space-y-2">
						{shown.results.map((r, i) => (
							<li key={`${r.foodId}-${i}`} className="rounded-lg bg-white p-3" data-testid="capture-result">
								<div className="flex items-start justify-between gap-2">
									<div>
										<p className="font-semibold">{r.name}</p>
										<p className="text-xs text-slate-700">
											{r.brand ? `${r.brand} · ` : ''}
											{r.servingLabel ?? ''} · {Math.round(r.confidence * 100)}% confidence
										</p>
									</div>
									<p className="whitespace-nowrap font-bold">
										{Math.round(r.nutrients.kcal ?? 0)} kcal{r.kcalEstimated ? <span className="block text-xs font-normal text-slate-700">estimated</span> : null}
									</p>
								</div>
								<p className="text-xs text-slate-700">
									P {Math.round(r.nutrients.proteinG ?? 0)} g · C {Math.round(r.nutrients.carbsG ?? 0)} g · F {Math.round(r.nutrients.fatG ?? 0)} g
									{r.source === 'barcode' && r.kcalEstimated ? ' · Product data from Open Food Facts (ODbL)' : ''}
								</p>
								<div className="mt-2 flex gap-2">
									<AddForm result={r} meal={meal} day={day} returnTo={returnTo} />
									{selectHref && selectHref(r) ? (
										<Link to={selectHref(r)!} replace preventScrollReset className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold">
											Select
										</Link>
									) : null}
								</div>
							</li>
						))}
					</ul>
				</div>
			) : null}
			{notice ? <Toast toast={{ message: notice.title, description: notice.message, type: notice.kind }} /> : null}
		</section>
	)
}

function CaptureButton({ icon, label, hint, disabled, onClick, target }: { icon: string; label: string; hint: string; disabled: boolean; onClick: () => void; target: string }) {
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
			<span aria-hidden="true" className="text-xl">
				{icon}
			</span>
			<span className="font-semibold">{label}</span>
			<span className="text-xs text-slate-700">{hint}</span>
		</button>
	)
}

/** 'Add to <meal>': logs the result's quantity through the same action (and logFood) as every add. */
function AddForm({ result, meal, day, returnTo, chip }: { result: CaptureResult; meal: MealType; day: string; returnTo: string; chip?: boolean }) {
	const fetcher = useFetcher()
	if (!result.foodId) return null
	const label = `Add to ${mealTypeLabel(meal)}`
	return (
		<fetcher.Form method="post" action={ACTION}>
			<input type="hidden" name="intent" value="add" />
			<input type="hidden" name="foodId" value={result.foodId} />
			<input type="hidden" name="quantity" value={result.quantity} />
			<input type="hidden" name="unit" value={result.unit} />
			<input type="hidden" name="mealType" value={meal} />
			<input type="hidden" name="date" value={day} />
			<input type="hidden" name="returnTo" value={returnTo} />
			{chip ? (
				<button type="submit" disabled={fetcher.state !== 'idle'} aria-label={`${label}: ${result.name}, ${result.servingLabel ?? ''}`} className="min-h-11 rounded-full bg-brand-700 px-3 text-sm font-semibold text-white disabled:opacity-60">
					+ {result.name} · {Math.round(result.nutrients.kcal ?? 0)} kcal
				</button>
			) : (
				<button type="submit" disabled={fetcher.state !== 'idle'} className="min-h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white disabled:opacity-60">
					{fetcher.state !== 'idle' ? 'Adding...' : label}
				</button>
			)}
		</fetcher.Form>
	)
}
