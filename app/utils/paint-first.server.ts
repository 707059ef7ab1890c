/**
 * Paint first, then load the JavaScript (a first paint near the network's floor on a slow phone, and steady).
 *
 * Every page is complete server HTML and every form works without JavaScript, so nothing on
 * screen waits for the bundles. Yet Remix's `<Scripts>` makes the browser fetch them while it
 * parses the document (module preloads, and an async module script whose imports load at once).
 * On a fast link that JavaScript often arrives and runs before the first frame is presented,
 * and Lighthouse's simulation then counts all of it as needed for the largest paint: /search
 * measured LCP 0.91-1.16 s in some runs and 1.78-2.05 s in others on the same build (traces:
 * the module requests finished before the observed paint in exactly the slow runs).
 *
 * `paintFirst` rewrites the finished document: the module preloads, the preloads of the page's
 * messages ({@link fetchPreload}) and the module script are made inert (an unknown `rel`, a
 * non-script `type`) and one small inline script brings them to life as soon as the browser
 * reports its first contentful paint (a buffered PerformanceObserver of 'paint' entries), at once when
 * the page is hidden (a background tab paints nothing) or the browser has no paint timing,
 * and after 3 s at the latest. Until then a tap on a link or a form works as it does without
 * JavaScript. Everything runs under the same CSP nonce.
 */

/** React's rendering of Remix's module preloads (`fetchpriority` optional). */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"/g
/** Remix's module script: route modules, manifest and the dynamic import of entry.client. */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/
/** A fetch preload as {@link fetchPreload} writes it (the page's messages, app/utils/i18n.server.ts). */
const FETCH_PRELOAD = /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g
/** What they become until the first paint: a `rel` and a script `type` the browser ignores. */
const INERT_REL = 'x-paint-first-modulepreload'
const INERT_FETCH_REL = 'x-paint-first-fetch'
const INERT_TYPE = 'text/x-paint-first-module'

/**
 * A `<link rel="preload" as="fetch">` of a same-origin URL that a later `fetch()` uses, written so
 * that {@link paintFirst} holds it back until the first paint like the module preloads.
 * @param href a same-origin path, attribute-safe (no `"`, `<`, `&`)
 */
export function fetchPreload(href: string): string {
	return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`
}

/** Latest the bundles wait for a paint report (ms). */
const MAX_WAIT_MS = 3000

/**
 * The document with its JavaScript loaded after the first contentful paint (see the module doc).
 * The elements stay where React rendered them (hydration compares the document's elements, so
 * removing them would make React discard the server HTML); only their `rel` and `type` change,
 * which hydration does not compare. A document without Remix's module script is returned unchanged.
 * @param html the complete HTML document as rendered
 * @param nonce the response's CSP nonce (the same one Remix's script carries)
 */
export function paintFirst(html: string, nonce: string): string {
	const script = MODULE_SCRIPT.exec(html)
	if (!script || script[1] !== nonce) return html
	const inert = html.replace(MODULE_SCRIPT, `<script nonce="${nonce}" type="${INERT_TYPE}" async="">`).replace(PRELOAD, `<link rel="${INERT_REL}" href="$1"`).replace(FETCH_PRELOAD, `<link rel="${INERT_FETCH_REL}" href="$1"`)
	const loader =
		`(function(){var n=document.currentScript.nonce,done=false;` +
		`function go(){if(done)return;done=true;` +
		`document.querySelectorAll('link[rel="${INERT_REL}"]').forEach(function(p){var l=document.createElement("link");l.rel="modulepreload";l.href=p.getAttribute("href");document.head.appendChild(l)});` +
		`document.querySelectorAll('link[rel="${INERT_FETCH_REL}"]').forEach(function(p){var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=p.getAttribute("href");document.head.appendChild(l)});` +
		`var c=document.querySelector('script[type="${INERT_TYPE}"]');if(!c)return;` +
		`var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=c.textContent;document.body.appendChild(s)}` +
		`setTimeout(go,${MAX_WAIT_MS});` +
		`if(document.visibilityState!=="visible"||typeof PerformanceObserver!=="function"||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return go();` +
		`try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(e){go()}})()`
	return `${inert}<script nonce="${nonce}">${loader}</script>`
}
