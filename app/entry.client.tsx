import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { browserTranslator, loadPageMessages, readI18nPayload, TranslatorProvider } from './utils/i18n.tsx'

// The page's language, and the messages its server render used: fetched (the document preloads
// them after its first paint; cached for good per catalog version) before hydration (app/utils/i18n.tsx).
const payload = readI18nPayload()
const translator = browserTranslator(payload)

// The offline service worker (app/sw/service-worker.ts) registers once the page has loaded, production builds only;
// the dashboard loads the rest of offline support on its own (app/components/offline/offline-island.tsx).
const registerWorker = () => void ('serviceWorker' in navigator && navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {}))
if (import.meta.env.PROD && document.readyState === 'complete') registerWorker()
else if (import.meta.env.PROD) window.addEventListener('load', registerWorker, { once: true })

void loadPageMessages(translator, payload).then(() =>
	startTransition(() => {
		hydrateRoot(
			document,
			<StrictMode>
				<TranslatorProvider value={translator}>
					<RemixBrowser />
				</TranslatorProvider>
			</StrictMode>,
		)
	}),
)
