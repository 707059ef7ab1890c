import { useNavigation, type Location } from '@remix-run/react'
import { Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react'

/**
 * A component whose module the browser downloads only when a screen shows it (keep it
 * out of the first-load JavaScript), rendered on the server like any other.
 *
 * - `Component` renders inside its own Suspense boundary (fallback: nothing). In the browser the
 *   rest of the page hydrates at once; the boundary keeps the server's HTML, still readable and
 *   with working links and forms, until the module has arrived, then hydrates. Until then the
 *   boundary keeps the props it was first rendered with (an earlier update would make React
 *   replace the server's HTML, and what was typed into it); the latest props apply once the
 *   module is here. Opened later by a navigation, it appears when the module arrives.
 * - `preload()` starts the download (idempotent). A route's loader awaits it whenever the page
 *   will show the component, so the server never renders the fallback: the document is complete
 *   with or without JavaScript, even on the first request after a restart.
 * - A failed download is thrown to the route's ErrorBoundary; the next render tries again.
 *
 * @param load imports the module and returns the component, e.g.
 *   `() => import('./sheets.tsx').then((m) => m.default)`.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
	let loaded: ComponentType<Props> | undefined
	let failed: { error: unknown } | undefined
	let pending: Promise<void> | undefined

	/** Starts (or joins) the download; resolves once the component can render (or the download failed). */
	function preload(): Promise<void> {
		pending ??= load().then(
			(component) => {
				loaded = component
			},
			(error: unknown) => {
				failed = { error }
				pending = undefined
			},
		)
		return pending
	}

	function Loaded(props: Props) {
		if (loaded) {
			const Component = loaded
			return <Component {...props} />
		}
		if (failed) {
			const { error } = failed
			failed = undefined
			throw error
		}
		// Suspense's protocol in React 18 (what React.lazy does): suspend until the promise settles.
		// Unlike React.lazy, a component already loaded renders at once, so the server's first
		// render after a preload never falls back.
		throw preload()
	}

	function OnDemand(props: Props) {
		// Until the module has arrived, the boundary keeps the element it was first rendered with.
		// While it still holds the server's HTML (not yet hydrated), any update that reached it,
		// such as the parent re-rendering after mount, would make React drop that HTML and render
		// the boundary afresh on the client, losing what a person had typed into its fields before
		// the page's JavaScript ran. Once the module is here, the latest props apply.
		const [ready, setReady] = useState(loaded !== undefined)
		useEffect(() => {
			if (!ready) void preload().then(() => setReady(true))
		}, [ready])
		const first = useRef(props)
		const shown = ready ? props : first.current
		return useMemo(
			() => (
				<Suspense fallback={null}>
					<Loaded {...shown} />
				</Suspense>
			),
			[shown],
		)
	}

	return { Component: OnDemand, preload }
}

/**
 * Starts `preload` as soon as a navigation heads for a location `opens` accepts, so an on-demand
 * module downloads alongside that navigation's loaders instead of after them. Renders nothing.
 * Pass module-level functions (they are effect dependencies).
 */
export function PreloadOnNavigation({ opens, preload }: { opens: (location: Location) => boolean; preload: () => Promise<void> }) {
	const { location } = useNavigation()
	useEffect(() => {
		if (location && opens(location)) void preload()
	}, [location, opens, preload])
	return null
}
