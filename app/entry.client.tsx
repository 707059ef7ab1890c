import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { browserTranslator, readI18nPayload, TranslatorProvider } from './utils/i18n.tsx'

// The page's language and the messages its server render used (app/utils/i18n.tsx).
const translator = browserTranslator(readI18nPayload())

// Offline support (service worker, the dashboard's offline island) loads after the page has loaded, production builds only (app/components/offline/boot.ts).
// The parenthesised path keeps Vite's module-preload helper (0.7 KB gzip) out of screens that have no other lazy part.
const loadOffline = () => void import(('./components/offline/boot.ts'))
if (import.meta.env.PROD && document.readyState === 'complete') loadOffline()
else if (import.meta.env.PROD) window.addEventListener('load', loadOffline, { once: true })

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<TranslatorProvider value={translator}>
				<RemixBrowser />
			</TranslatorProvider>
		</StrictMode>,
	)
})
