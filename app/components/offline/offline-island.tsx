import { useEffect } from 'react'

/**
 * The dashboard's place for offline support: renders nothing (the server HTML is unchanged, and
 * with JavaScript off nothing happens), and after hydration loads ./boot.ts, which waits for the
 * service worker and starts the offline island (production builds only; `npm run dev` has no worker).
 */
export function OfflineIsland() {
	useEffect(() => {
		if (import.meta.env.PROD) void import('./boot.ts')
	}, [])
	return null
}
