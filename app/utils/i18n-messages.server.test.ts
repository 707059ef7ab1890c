/**
 * The domain's English messages (validation, errors) recognised by their text and answered in
 * the user's language: numbers and field labels carried over, unknown text left as it is.
 */
import { describe, expect, test } from 'vitest'
import { translateFieldErrors, translateMessage } from './i18n-messages.server.ts'

describe('translateMessage', () => {
	test('English stays exactly as the domain wrote it', () => {
		expect(translateMessage('en', 'Daily fat must be between 10 and 300')).toBe('Daily fat must be between 10 and 300')
	})

	test('a fixed message is looked up by its English text', () => {
		expect(translateMessage('es', 'Passwords do not match. Please try again.')).toBe('Las contraseñas no coinciden. Inténtalo de nuevo.')
		expect(translateMessage('fr', 'Recipe not found')).toBe('Recette introuvable')
	})

	test('numbers are carried over with the language’s decimal mark, and the field label is translated', () => {
		expect(translateMessage('de', 'Daily fat must be between 10 and 300')).toBe('Tägliches Fett muss zwischen 10 und 300 liegen')
		expect(translateMessage('it', 'Quantity must be at least 0.1')).toBe('Quantità: minimo 0,1')
		expect(translateMessage('pt', 'Food name must be at most 200 characters')).toBe('Nome do alimento: no máximo 200 caracteres')
		expect(translateMessage('fr', 'Serving size must be at most 5000 g')).toBe('Taille de la portion : 5000 g maximum')
		expect(translateMessage('de', 'Too many attempts. Please wait 42 seconds and try again.')).toBe('Zu viele Versuche. Bitte warte 42 Sekunden und versuche es erneut.')
	})

	test('an /api summary keeps its field names and translates each message', () => {
		expect(translateMessage('es', 'weight: Weight must be between 20 and 400 kg; email: Required')).toBe('weight: Peso debe estar entre 20 y 400 kg; email: Obligatorio')
	})

	test('field messages joined into one toast description are translated one by one', () => {
		expect(translateMessage('de', 'Daily fat must be between 10 and 300 Daily protein must be between 10 and 500')).toBe(
			'Tägliches Fett muss zwischen 10 und 300 liegen Tägliches Eiweiß muss zwischen 10 und 500 liegen',
		)
	})

	test('text that is not a known domain message is left as it is', () => {
		expect(translateMessage('de', 'Something nobody wrote in a catalog')).toBe('Something nobody wrote in a catalog')
		expect(translateMessage('de', 'Registrierung fehlgeschlagen')).toBe('Registrierung fehlgeschlagen')
	})
})

describe('translateFieldErrors', () => {
	test('keys (field names) stay; every message is translated', () => {
		expect(translateFieldErrors('it', { email: ['Required'], dailyCalorieGoal: ['Daily calories must be in steps of 50'] })).toEqual({
			email: ['Obbligatorio'],
			dailyCalorieGoal: ['Calorie giornaliere deve andare a passi di 50'],
		})
	})
})

describe('messages the goals and planning pages show', () => {
	test("the weekday targets' weekly total: numbers grouped in thousands are grouped as the language groups them", () => {
		const en = 'Weekly total must equal 7 × 2,000 = 14,000 kcal; these add up to 14,200 kcal (200 over)'
		expect(translateMessage('en', en)).toBe(en)
		expect(translateMessage('de', en)).toBe('Die Woche muss 7 × 2.000 = 14.000 kcal ergeben; diese ergeben 14.200 kcal (200 zu viel)')
		expect(translateMessage('fr', en.replace('(200 over)', '(200 under)'))).toMatch(/^Le total de la semaine doit être 7 × 2\s000 = 14\s000 kcal ; ceux-ci font 14\s200 kcal \(200 de moins\)$/)
	})

	test('a weekday named in a message is the language’s weekday, with a capital where it starts the message', () => {
		expect(translateMessage('de', 'Sunday: please enter a number')).toBe('Sonntag: gib eine Zahl ein')
		expect(translateMessage('es', 'Sunday: please enter a number')).toBe('Domingo: introduce un número')
	})

	test("a plan's date rules", () => {
		expect(translateMessage('it', 'End date must be on or after the start date')).toBe('La data di fine deve essere uguale o successiva a quella di inizio')
		expect(translateMessage('pt', 'A plan covers at most 31 days')).toBe('Um plano cobre no máximo 31 dias')
	})
})
