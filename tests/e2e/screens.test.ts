/**
 * The screens at phone width (Pixel 7) with a user who has two weeks of entries: every
 * number a screen shows is checked against the seeded entries (tests/e2e/fixtures.ts). Tests
 * tagged @no-js also run with JavaScript disabled (the 'no-js' project).
 */
import type { Page } from '@playwright/test'
import { weekDays, addDaysIso } from '#app/domain/dates.ts'
import { isOverRange } from '#app/domain/nutrition/index.ts'
import { rangeDays } from '#app/domain/stats/analytics.ts'
import { dayTotals, e2eDb, expect, favoriteFood, grouped, summarize, test, type ExpectedDay, type SeededUser } from './fixtures.ts'

/** 'Wednesday' / 'Wed' for an ISO day. */
const weekday = (day: string, width: 'long' | 'short' = 'short') => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: width, timeZone: 'UTC' })
/** 'Mar 12' for an ISO day. */
const monthDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
// The percent of the amount as shown (rounded to a whole number), so it agrees with the figure beside it:
// the text and the bar's label never cap it (137 % reads 137 %); the bar itself stops at 100.
const percent = (consumed: number, goal: number) => Math.max(0, Math.round((Math.round(consumed) / goal) * 100))
const barPercent = (consumed: number, goal: number) => Math.min(100, percent(consumed, goal))
/** ', on track' or ', over' (above the on-track range) as a bar's title says it. */
const dayStatus = (d: ExpectedDay, goal: number) => (d.onTrack ? ', on track' : isOverRange(d.calories, goal) ? ', over' : '')

/** Checks the Avg Daily / On Track / Best Day cards of /analytics against `days`. */
async function expectSummary(page: Page, days: ExpectedDay[], bestDayLabel: (day: string) => string) {
	const s = summarize(days)
	await expect(page.getByTestId('avg-daily')).toHaveText(grouped(s.avgCalories))
	await expect(page.getByTestId('on-track')).toHaveText(`${s.onTrackDays}/${days.length}`)
	if (s.best) {
		await expect(page.getByTestId('best-day')).toHaveText(bestDayLabel(s.best.date))
		await expect(page.getByTestId('best-day').locator('..')).toContainText(`${grouped(s.best.calories)} kcal`)
	} else {
		await expect(page.getByTestId('best-day')).toHaveText('N/A')
	}
}

/** /profile (open): stats, calorie goal, goal success and this week’s summary, derived from the seeded entries. */
async function expectProfile(page: Page, { user, today, entries }: SeededUser) {
	const goal = user.dailyCalorieGoal
	const allDays = [...new Set(entries.map((e) => e.date))].sort()
	const allTime = summarize(dayTotals(entries, allDays, goal))
	const week = summarize(dayTotals(entries, weekDays(today), goal))

	await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
	await expect(page.getByTestId('profile-name')).toHaveText(user.firstName!)
	await expect(page.getByTestId('profile-email')).toHaveText(user.email)

	await expect(page.getByTestId('stat-days-active')).toHaveText(grouped(allTime.activeDays))
	await expect(page.getByTestId('stat-calorie-goal')).toHaveText(grouped(goal))
	await expect(page.getByTestId('stat-goal-success')).toHaveText(`${allTime.successRate}%`)

	await expect(page.getByTestId('goal-calories')).toHaveText(`${grouped(goal)} cal`)
	await expect(page.getByTestId('goal-protein')).toHaveText(`${user.dailyProteinGoal} g`)
	await expect(page.getByTestId('goal-carbs')).toHaveText(`${user.dailyCarbGoal} g`)
	await expect(page.getByTestId('goal-fat')).toHaveText(`${user.dailyFatGoal} g`)

	await expect(page.getByRole('heading', { name: "This Week's Summary" })).toBeVisible()
	await expect(page.getByTestId('week-meals')).toHaveText(grouped(week.meals))
	await expect(page.getByTestId('week-avg-calories')).toHaveText(`${grouped(week.avgCalories)} kcal`)
	await expect(page.getByTestId('week-on-track')).toHaveText(`${week.onTrackDays}/7`)
	await expect(page.getByTestId('week-favorite')).toHaveText(favoriteFood(entries)!)
	await expect(page.getByText('v1.0.0')).toBeVisible()
}

/** /goals (open): the four goal cards show the user’s goals. */
async function expectGoals(page: Page, { user }: SeededUser) {
	await expect(page.getByRole('heading', { name: 'Nutrition Goals', level: 1 })).toBeVisible()
	await expect(page.getByTestId('goal-dailyCalorieGoal-value')).toHaveText(`${grouped(user.dailyCalorieGoal)} calories`)
	await expect(page.getByTestId('goal-dailyProteinGoal-value')).toHaveText(`${grouped(user.dailyProteinGoal)} g`)
	await expect(page.getByTestId('goal-dailyCarbGoal-value')).toHaveText(`${grouped(user.dailyCarbGoal)} g`)
	await expect(page.getByTestId('goal-dailyFatGoal-value')).toHaveText(`${grouped(user.dailyFatGoal)} g`)
	for (const title of ['Daily Calories', 'Daily Protein', 'Carbs', 'Fat']) await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Recommendations' })).toBeVisible()
}

// A loaded 2-core machine (a build and two browsers) can take past the default 30 s here.
test.describe.configure({ timeout: 90_000 })

test.describe('screens with two weeks of entries', () => {
	test('analytics: weekly bars, summary, today’s nutrition, insights and the range selector', async ({ page, seeded }) => {
		const { user, today, entries } = seeded
		const goal = user.dailyCalorieGoal
		// two weeks, 12 active days, some on track: the diary the numbers below are derived from
		expect(summarize(dayTotals(entries, Array.from({ length: 14 }, (_, i) => addDaysIso(today, -i)), goal))).toMatchObject({ activeDays: 12 })

		await page.goto('/analytics')
		await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible()
		const ranges = page.getByRole('navigation', { name: 'Time range' })
		await expect(ranges.getByRole('link', { name: 'This Week' })).toHaveAttribute('aria-current', 'page')

		// This week: Sunday..Saturday around today, one bar per day with its accessible label
		const week = dayTotals(entries, weekDays(today), goal)
		expect(week[0]!.date <= today && today <= week[6]!.date).toBe(true)
		await expect(page.getByRole('img', { name: /Bar chart of calories per day, This Week/ })).toBeVisible()
		for (const d of week) {
			const bar = page.getByTestId(`bar-${d.date}`)
			const isToday = d.date === today
			await expect(bar.locator('title')).toHaveText(`${weekday(d.date, 'long')}, ${monthDay(d.date)}: ${grouped(d.calories)} kcal${dayStatus(d, goal)}${isToday ? ' (today)' : ''}`)
			await expect(bar.locator('text')).toHaveText(weekday(d.date))
			await expect(bar).toHaveAttribute('data-calories', String(Math.round(d.calories)))
			if (isToday) await expect(bar).toHaveAttribute('data-today', 'true')
			else await expect(bar).not.toHaveAttribute('data-today')
		}
		await expectSummary(page, week, (d) => weekday(d))

		// Today's Nutrition: today's entries against the goals, bars capped at 100 %
		const [todayTotals] = dayTotals(entries, [today], goal)
		const nutrients = [
			['calories', 'Calories', todayTotals!.calories, user.dailyCalorieGoal, 'kcal'],
			['protein', 'Protein', todayTotals!.protein, user.dailyProteinGoal, 'g'],
			['carbs', 'Carbs', todayTotals!.carbs, user.dailyCarbGoal, 'g'],
			['fat', 'Fat', todayTotals!.fat, user.dailyFatGoal, 'g'],
		] as const
		for (const [key, label, consumed, target, unit] of nutrients) {
			const row = page.getByTestId(`today-${key}`)
			await expect(row).toContainText(`${grouped(consumed)}/${grouped(target)} ${unit}`)
			await expect(row.getByRole('progressbar', { name: `${label} ${percent(consumed, target)}% of goal` })).toHaveAttribute('aria-valuenow', String(barPercent(consumed, target)))
		}

		// Insights: this week's on-track days; the protein still to eat when under 80 % of the goal
		await expect(page.getByTestId('insight-progress')).toContainText('Great Progress!')
		await expect(page.getByTestId('insight-progress')).toContainText(`You're ${summarize(week).onTrackDays} days on track this week`)
		const protein = todayTotals!.protein
		expect(protein, 'the seeded today is under 80% of the protein goal').toBeLessThan(user.dailyProteinGoal * 0.8)
		await expect(page.getByTestId('insight-protein')).toContainText('Protein Goal')
		await expect(page.getByTestId('insight-protein')).toContainText(`Add ${Math.round(user.dailyProteinGoal - protein)}g more protein today`)

		// Last Week: the Sunday..Saturday before, no bar marked today; the insight still counts this week
		await ranges.getByRole('link', { name: 'Last Week' }).click()
		await expect(page).toHaveURL(/\/analytics\?range=last-week$/)
		await expect(ranges.getByRole('link', { name: 'Last Week' })).toHaveAttribute('aria-current', 'page')
		const lastWeek = dayTotals(entries, weekDays(addDaysIso(week[0]!.date, -7)), goal)
		for (const d of lastWeek) {
			await expect(page.getByTestId(`bar-${d.date}`).locator('title')).toHaveText(`${weekday(d.date, 'long')}, ${monthDay(d.date)}: ${grouped(d.calories)} kcal${dayStatus(d, goal)}`)
		}
		await expect(page.locator('[data-today]')).toHaveCount(0)
		await expectSummary(page, lastWeek, (d) => weekday(d))
		await expect(page.getByTestId('insight-progress')).toContainText(`You're ${summarize(week).onTrackDays} days on track this week`)

		// This Month: one bar per day of the month; Best Day is a date
		await ranges.getByRole('link', { name: 'This Month' }).click()
		await expect(page).toHaveURL(/\/analytics\?range=this-month$/)
		await expect(page.getByRole('heading', { name: 'Monthly Calories' })).toBeVisible()
		const month = dayTotals(entries, rangeDays('this-month', today), goal)
		expect(month[0]!.date).toBe(`${today.slice(0, 7)}-01`)
		await expect(page.locator('[data-testid^="bar-"]')).toHaveCount(month.length)
		for (const d of month) await expect(page.getByTestId(`bar-${d.date}`)).toHaveAttribute('data-calories', String(Math.round(d.calories)))
		await expect(page.getByTestId(`bar-${today}`)).toHaveAttribute('data-today', 'true')
		await expectSummary(page, month, monthDay)
	})

	test('search: results for banana, Add logs one serving and the dashboard total rises by its kcal', async ({ page, seeded }) => {
		const { user, today, entries } = seeded
		const [todayBefore] = dayTotals(entries, [today], user.dailyCalorieGoal)
		await page.goto('/')
		await expect(page.getByTestId('calories-consumed')).toHaveText(Math.round(todayBefore!.calories).toLocaleString('en-US'))

		await page.goto('/search')
		await expect(page.getByText('Enter at least 3 characters to search')).toBeVisible()
		const search = page.getByLabel('Search foods')
		// typing searches by itself after a short pause (the query goes into the URL); pressing
		// Enter as well would leave that pending search to fire later and interrupt the Add below
		await search.fill('banana')
		await expect(page).toHaveURL(/\/search\?q=banana$/)
		const found = page.getByText(/^Found \d+\+? results for "banana"$/)
		await expect(found).toBeVisible()
		const shown = Number((await found.textContent())!.match(/Found (\d+)\+? results/)![1])
		const results = page.getByRole('list', { name: 'Search results' }).getByTestId('search-result')
		await expect(results).toHaveCount(shown)
		expect(shown).toBeGreaterThan(0)

		const bananas = results.filter({ has: page.getByText('Bananas, raw', { exact: true }) })
		await expect(bananas).toHaveCount(1)
		const cardKcal = Number((await bananas.getByText(/^\d+ kcal$/).textContent())!.replace(' kcal', ''))
		await bananas.getByRole('button', { name: 'Add Bananas, raw' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Food Added' }).first()).toBeVisible()
		await expect(page.getByTestId('toast').filter({ hasText: 'Bananas, raw has been added to your diary' }).first()).toBeVisible()
		await expect(page).toHaveURL(/\/search\?q=banana$/)

		// the new entry is one serving of Bananas, raw today, with the kcal the card showed
		const { listMeals } = await import('#app/domain/diary/diary.server.ts')
		const seededIds = new Set(entries.map((e) => e.id))
		const added = (await listMeals(await e2eDb(), { userId: user.id, timezone: user.timezone }, today)).flatMap((m) => m.foods).filter((f) => !seededIds.has(f.id))
		expect(added).toHaveLength(1)
		expect(added[0]).toMatchObject({ name: 'Bananas, raw', quantity: 1, unit: 'serving' })
		expect(Math.round(added[0]!.nutrients.kcal!)).toBe(cardKcal)

		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
		await expect(page).toHaveURL(/\/$/)
		await expect(page.getByTestId('calories-consumed')).toHaveText(Math.round(todayBefore!.calories + added[0]!.nutrients.kcal!).toLocaleString('en-US'))
	})

	test('bottom navigation marks the current page and each link reaches its page; profile and goals show the user’s stats and goals', async ({ page, seeded }) => {
		const nav = page.getByRole('navigation', { name: 'Main' })
		const labels = ['Home', 'Search', 'Planning', 'Analytics', 'Profile']
		const expectCurrent = async (current: string | null) => {
			for (const label of labels) {
				const link = nav.getByRole('link', { name: label })
				if (label === current) await expect(link).toHaveAttribute('aria-current', 'page')
				else await expect(link).not.toHaveAttribute('aria-current')
			}
		}
		await page.goto('/search')
		await expect(nav.getByRole('link', { name: 'Planning' })).toHaveAttribute('href', '/meal-planning')
		await expectCurrent('Search')

		await nav.getByRole('link', { name: 'Analytics' }).click()
		await expect(page).toHaveURL(/\/analytics$/)
		await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible()
		await expectCurrent('Analytics')

		await nav.getByRole('link', { name: 'Profile' }).click()
		await expect(page).toHaveURL(/\/profile$/)
		await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
		await expectCurrent('Profile')
		await expectProfile(page, seeded)

		await page.getByRole('link', { name: 'Open the goals page' }).click()
		await expect(page).toHaveURL(/\/goals$/)
		await expect(page.getByRole('heading', { name: 'Nutrition Goals', level: 1 })).toBeVisible()
		await expectCurrent(null)
		await expectGoals(page, seeded)

		await nav.getByRole('link', { name: 'Search' }).click()
		await expect(page).toHaveURL(/\/search$/)
		await expect(page.getByRole('heading', { name: 'Search Foods', level: 1 })).toBeVisible()
		await expectCurrent('Search')

		await nav.getByRole('link', { name: 'Home' }).click()
		await expect(page).toHaveURL(/\/$/)
		await expect(page.getByRole('heading', { level: 1 })).toContainText(`, ${seeded.user.firstName}!`)
	})
})

test.describe('saving without JavaScript @no-js', () => {
	test('goals page: save a goal inline, refuse an out-of-range one', async ({ page, seeded }, testInfo) => {
		const { user, entries } = seeded
		await page.goto('/goals')
		await page.getByRole('link', { name: 'Edit Daily Calories' }).click()
		await expect(page).toHaveURL(/\/goals\?edit=dailyCalorieGoal$/)
		const calories = page.getByLabel('Daily Calories (calories)')
		await expect(calories).toHaveValue(String(user.dailyCalorieGoal))
		const newGoal = 2400
		await calories.fill(String(newGoal))
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Goal updated' }).first()).toBeVisible()
		await expect(page.getByTestId('toast').filter({ hasText: `Daily Calories: ${grouped(newGoal)} calories` }).first()).toBeVisible()
		await expect(page).toHaveURL(/\/goals$/)
		await expect(page.getByTestId('goal-dailyCalorieGoal-value')).toHaveText(`${grouped(newGoal)} calories`)

		// the stats follow the new goal from today on: past days keep the goal they had
		const allDays = [...new Set(entries.map((e) => e.date))].sort()
		const pastDays = allDays.filter((d) => d !== seeded.today)
		const rejudged = summarize([...dayTotals(entries, pastDays, user.dailyCalorieGoal), ...dayTotals(entries, [seeded.today], newGoal)])
		await page.goto('/profile')
		await expect(page.getByTestId('stat-calorie-goal')).toHaveText(grouped(newGoal))
		await expect(page.getByTestId('stat-goal-success')).toHaveText(`${rejudged.successRate}%`)

		// out of range: refused with the spec section 5 message, nothing saved
		await page.goto('/goals')
		await page.getByRole('link', { name: 'Edit Daily Protein' }).click()
		const protein = page.getByLabel('Daily Protein (g)')
		await protein.fill('600')
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		const card = page.getByTestId('goal-dailyProteinGoal')
		// The field's own message (the form's alert above repeats it after the spec's failure toast title)
		await expect(protein).toHaveAccessibleDescription('Daily protein must be between 10 and 500')
		await expect(card.getByText('Daily protein must be between 10 and 500').first()).toBeVisible()
		await expect(protein).toHaveAttribute('aria-invalid', 'true')
		if (testInfo.project.use.javaScriptEnabled === false) {
			// without JavaScript the server refuses it (400): the value to fix is said once, at its field, not
			// again under the failure toast's text (nothing failed to update)
			await expect(page.getByText('Daily protein must be between 10 and 500')).toHaveCount(1)
			await expect(page.getByText('Error: Failed to update goal. Please try again.')).toHaveCount(0)
		}
		await page.goto('/goals')
		await expect(page.getByTestId('goal-dailyProteinGoal-value')).toHaveText(`${grouped(user.dailyProteinGoal)} g`)
	})

	test('Edit Profile dialog: save bio, height and weight; refuse an out-of-range nutrition goal', async ({ page, seeded }, testInfo) => {
		const { user } = seeded
		await page.goto('/profile')
		await expect(page.getByTestId('profile-bmi')).toHaveText('Not set')
		await page.getByRole('link', { name: 'Edit', exact: true }).click()
		await expect(page).toHaveURL(/\/profile\?edit=profile$/)
		const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
		await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')

		const bio = 'Runner, cooks on Sundays.'
		const heightCm = 175
		const weightKg = 70
		await dialog.getByLabel('Bio').fill(bio)
		await dialog.getByLabel('Height (cm)').fill(String(heightCm))
		await dialog.getByLabel('Weight (kg)').fill(String(weightKg))
		await dialog.getByLabel('Activity level').selectOption('moderate')
		await dialog.getByRole('button', { name: 'Save Changes' }).click()

		await expect(page.getByTestId('toast').filter({ hasText: 'Profile updated' }).first()).toBeVisible()
		await expect(page).toHaveURL(/\/profile$/)
		await expect(page.getByRole('dialog')).toHaveCount(0)
		await expect(page.getByText(bio)).toBeVisible()
		await expect(page.getByTestId('profile-height')).toHaveText(`${heightCm} cm`)
		await expect(page.getByTestId('profile-weight')).toHaveText(`${weightKg} kg`)
		// BMI = kg / m², 1 decimal; WHO categories
		const bmi = Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10
		const category = bmi < 18.5 ? 'Underweight' : bmi < 25 ? 'Normal' : bmi < 30 ? 'Overweight' : 'Obese'
		await expect(page.getByTestId('profile-bmi')).toHaveText(`${bmi.toFixed(1)} (${category})`)
		await expect(page.getByTestId('profile-activity')).toHaveText('Moderate')

		// Nutrition tab: a calorie goal above 5000 is refused with its message, nothing saved
		await page.getByRole('link', { name: 'Edit', exact: true }).click()
		await page.getByRole('dialog', { name: 'Edit Profile' }).getByRole('tab', { name: 'Nutrition' }).click()
		await expect(page).toHaveURL(/\/profile\?edit=nutrition$/)
		const nutrition = page.getByRole('dialog', { name: 'Edit Profile' })
		const calories = nutrition.getByLabel('Daily calories (kcal)')
		await expect(calories).toHaveValue(String(user.dailyCalorieGoal))
		await calories.fill('9000')
		await nutrition.getByRole('button', { name: 'Save Changes' }).click()
		await expect(calories).toHaveAccessibleDescription('Daily calories must be between 800 and 5000')
		await expect(nutrition.getByText('Daily calories must be between 800 and 5000').first()).toBeVisible()
		await expect(calories).toHaveAttribute('aria-invalid', 'true')
		if (testInfo.project.use.javaScriptEnabled === false) {
			await expect(page.getByRole('alert').filter({ hasText: 'Error: Failed to update profile. Please try again.' })).toContainText('Daily calories must be between 800 and 5000')
		}
		await page.goto('/profile')
		await expect(page.getByTestId('stat-calorie-goal')).toHaveText(grouped(user.dailyCalorieGoal))
		await expect(page.getByText(bio)).toBeVisible()
	})
})
