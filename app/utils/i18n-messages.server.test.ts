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
