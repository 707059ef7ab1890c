import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { TranslatorProvider } from '#app/utils/i18n.tsx'
import { serverTranslator } from '#app/utils/i18n.server.ts'
import { type Locale } from '#app/utils/i18n.tsx'
import { AnalyticsInsights, type InsightsView } from './analytics-insights.tsx'

const render = (insights: InsightsView, locale: Locale = 'en') =>
	renderToString(
		<TranslatorProvider value={serverTranslator(locale)}>
			<AnalyticsInsights insights={insights} />
		</TranslatorProvider>,
	)
		.replace(/<!-- -->/g, '')
		.replace(/&#x27;/g, "'")

describe('analytics insights', () => {
	test("a week with days on track gets the spec's praise with the count", () => {
		const html = render({ daysOnTrackThisWeek: 3, proteinShortfall: null })
		expect(html).toContain('Great Progress!')
		expect(html).toContain("You're 3 days on track this week")
		expect(html).not.toContain('insight-none')
	})

	test('a week with no day on track is not praised: a neutral line says what on track means', () => {
		const html = render({ daysOnTrackThisWeek: 0, proteinShortfall: 40 })
		expect(html).not.toContain('Great Progress!')
		expect(html).not.toContain('0 days on track')
		expect(html).toContain('No day on track yet this week')
		expect(html).toContain('within 10 % of your goal')
		// The protein insight is independent of the praise.
		expect(html).toContain('Add 40g more protein today')
	})

	test('the neutral line in German', () => {
		const html = render({ daysOnTrackThisWeek: 0, proteinShortfall: null }, 'de')
		expect(html).toContain('Diese Woche noch kein Tag im Ziel')
		expect(html).not.toContain('insight-protein')
	})
})
