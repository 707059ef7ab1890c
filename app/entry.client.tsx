import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { browserTranslator, readI18nPayload, TranslatorProvider } from './utils/i18n.tsx'

// The page's language and the messages its server render used (app/utils/i18n.tsx).
const translator = browserTranslator(readI18nPayload())

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
