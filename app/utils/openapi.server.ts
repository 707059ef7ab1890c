/**
 * The /api route registry and the OpenAPI 3.1 document built from it (GET /api/openapi.json).
 *
 * Every /api call is one operation here. Its route module runs it through `endpoint(op, …)`
 * (app/utils/api-route.server.ts), which authenticates and validates with the very schemas listed
 * here — so the document is generated from the schemas the routes use and cannot drift.
 * The API tests check that every app/routes/api.* file appears in the document and that each
 * happy-path response matches its documented schema.
 */
import { DIARY_CAPS } from '#app/domain/diary/caps.ts'
import { z } from 'zod'
import { ApiFoodDetailSchema, ApiFoodSchema, CreateFoodApiSchema } from '#app/domain/foods/api-shape.ts'
import { MAX_SEARCH_LIMIT, MIN_SEARCH_LENGTH } from '#app/domain/foods/search/index.server.ts'
import { GoalsPatchSchema, LoginSchema, ProfilePatchSchema, RegisterApiSchema } from '#app/domain/users/users.schema.ts'
import { defineOperation, type ApiOperation } from './api-route.server.ts'
import { admittedScopes } from './api-token.server.ts'
import {
	AuthResponse,
	CreateMealApiSchema,
	DailyProgressResponse,
	DeletedMealFoodResponse,
	DeletedMealResponse,
	EditMealApiSchema,
	EmptyBodySchema,
	ErrorResponse,
	GoalsPutSchema,
	IdParams,
	LogMealFoodApiSchema,
	LogMealFoodResponse,
	MealFoodListResponse,
	UpdateMealFoodApiSchema,
	MealListResponse,
	MealResponse,
	MessageResponse,
	StatsResponse,
	UserDateParams,
	UserResponse,
	WeeklyProgressResponse,
} from './api-schemas.ts'
import { CAPTURE_API } from './openapi/capture.ts'
import { PHOTO_API } from './openapi/photo.ts'
import { PLANNING_API } from './openapi/planning.ts'
import { SUBSTITUTION_API } from './openapi/substitution.ts'
import { LOGGING_API } from './openapi/logging.ts'
import { BODY_API } from './openapi/body.ts'
import { ACCOUNT_API } from './openapi/account.ts'
import { EXPENDITURE_API } from './openapi/expenditure.ts'
import { NUTRIENTS_API } from './openapi/nutrients.ts'
import { IMPORTS_API } from './openapi/imports.ts'
import { EXPORTS_API } from './openapi/exports.ts'
import { REMINDERS_API } from './openapi/reminders.ts'
import { IDEMPOTENCY_CAPS } from '#app/domain/offline/caps.ts'

/** GET /api/foods/search query (spec sections 5 and 9: at least 3 characters). */
export const FoodSearchQuery = z.object({
	q: z
		.string({ error: `q is required (at least ${MIN_SEARCH_LENGTH} characters)` })
		.trim()
		.min(MIN_SEARCH_LENGTH, `Enter at least ${MIN_SEARCH_LENGTH} characters to search`)
		.max(100, 'q must be at most 100 characters'),
	limit: z.coerce
		.number({ error: 'limit must be a whole number' })
		.int('limit must be a whole number')
		.min(1, 'limit must be at least 1')
		.max(MAX_SEARCH_LIMIT, `limit must be at most ${MAX_SEARCH_LIMIT}`)
		.optional(),
})

const mutation = [400, 403, 413, 415, 422]

/** Every /api call, keyed by a stable name. */
export const API = {
	login: defineOperation({
		method: 'POST',
		path: '/api/auth/login',
		tag: 'Auth',
		summary: 'Sign in; returns a session token',
		description: 'Rate-limited (10 attempts a minute per address and per email). Also sets the session cookie.',
		auth: 'none',
		body: LoginSchema,
		success: { status: 200, description: 'Signed in', schema: AuthResponse },
		errors: [400, 401, 403, 413, 415, 422, 429],
	}),
	register: defineOperation({
		method: 'POST',
		path: '/api/auth/register',
		tag: 'Auth',
		summary: 'Create an account and sign in; returns a session token',
		description: 'Rate-limited like login. Also sets the session cookie.',
		auth: 'none',
		body: RegisterApiSchema,
		success: { status: 201, description: 'Account created', schema: AuthResponse },
		errors: [...mutation, 409, 429],
	}),
	authUser: defineOperation({
		method: 'GET',
		path: '/api/auth/user',
		tag: 'Auth',
		summary: 'The signed-in user',
		auth: 'user',
		success: { status: 200, description: 'The caller', schema: UserResponse },
		errors: [401],
	}),
	logout: defineOperation({
		method: 'POST',
		path: '/api/auth/logout',
		tag: 'Auth',
		summary: 'End the session of the token (or cookie) sent',
		auth: 'none',
		body: EmptyBodySchema,
		success: { status: 200, description: 'Signed out (also when the session had already ended)', schema: MessageResponse },
		errors: mutation,
	}),
	createUser: defineOperation({
		method: 'POST',
		path: '/api/users',
		tag: 'Users',
		summary: 'Create a user (same as register)',
		auth: 'none',
		body: RegisterApiSchema,
		success: { status: 201, description: 'User created', schema: AuthResponse },
		errors: [...mutation, 409, 429],
	}),
	getUser: defineOperation({
		method: 'GET',
		path: '/api/users/{id}',
		tag: 'Users',
		summary: 'A user (only your own)',
		auth: 'self',
		params: IdParams,
		success: { status: 200, description: 'The user', schema: UserResponse },
		errors: [401, 403],
	}),
	putGoals: defineOperation({
		method: 'PUT',
		path: '/api/users/{id}',
		tag: 'Users',
		summary: "Set the four daily goals (the dashboard's goals dialog bounds)",
		auth: 'self',
		params: IdParams,
		body: GoalsPutSchema,
		success: { status: 200, description: 'The updated user', schema: UserResponse },
		errors: [401, ...mutation],
	}),
	patchGoals: defineOperation({
		method: 'PATCH',
		path: '/api/users/{id}',
		tag: 'Users',
		summary: 'Update any daily goals (the profile bounds)',
		auth: 'self',
		params: IdParams,
		body: GoalsPatchSchema,
		success: { status: 200, description: 'The updated user', schema: UserResponse },
		errors: [401, ...mutation],
	}),
	getProfile: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/profile',
		tag: 'Users',
		summary: 'Your profile (the same User as GET /api/users/{id}, with the colour theme)',
		auth: 'self',
		params: IdParams,
		success: { status: 200, description: 'The user', schema: UserResponse },
		errors: [401, 403],
	}),
	patchProfile: defineOperation({
		method: 'PATCH',
		path: '/api/users/{id}/profile',
		tag: 'Users',
		summary: "Update profile, goal, notification and appearance fields (theme: 'system', 'light' or 'dark')",
		auth: 'self',
		params: IdParams,
		body: ProfilePatchSchema,
		success: { status: 200, description: 'The updated user', schema: UserResponse },
		errors: [401, ...mutation, 409],
	}),
	stats: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/stats',
		tag: 'Users',
		summary: 'Profile stats: days active, goal success rate, meals, average calories, favourite food',
		auth: 'self',
		params: IdParams,
		success: { status: 200, description: 'The stats', schema: StatsResponse },
		errors: [401, 403],
	}),
	searchFoods: defineOperation({
		method: 'GET',
		path: '/api/foods/search',
		tag: 'Foods',
		summary: 'Search foods: your custom foods, then USDA foods, then products',
		auth: 'user',
		query: FoodSearchQuery,
		success: { status: 200, description: 'Matching foods, best first', schema: z.array(ApiFoodSchema) },
		errors: [401, 422],
	}),
	createFood: defineOperation({
		method: 'POST',
		path: '/api/foods',
		tag: 'Foods',
		summary: 'Create a custom food owned by the caller',
		description: `At most ${DIARY_CAPS.customFoodsPerDay} own foods in 24 hours (manual entries and label foods count too); past that, 422 naming \`name\`.`,
		auth: 'user',
		body: CreateFoodApiSchema,
		success: { status: 201, description: 'The created food with its id', schema: ApiFoodSchema },
		errors: [401, ...mutation],
	}),
	getFood: defineOperation({
		method: 'GET',
		path: '/api/foods/{id}',
		tag: 'Foods',
		summary: 'A food with its household portions',
		description: "404 for another user's custom food, and for a 'temp-' id (never stored).",
		auth: 'user',
		params: IdParams,
		success: { status: 200, description: 'The food', schema: ApiFoodDetailSchema },
		errors: [401, 404, 422],
	}),
	createMeal: defineOperation({
		method: 'POST',
		path: '/api/meals',
		tag: 'Meals',
		summary: 'Create an empty meal (meal type on a diary day)',
		auth: 'user',
		body: CreateMealApiSchema,
		success: { status: 201, description: 'The meal', schema: MealResponse },
		errors: [401, ...mutation],
	}),
	getMeal: defineOperation({
		method: 'GET',
		path: '/api/meals/{id}',
		tag: 'Meals',
		summary: 'A meal with its foods',
		description: `A meal holds at most ${DIARY_CAPS.entriesPerMeal} foods.`,
		auth: 'user',
		params: IdParams,
		success: { status: 200, description: 'The meal', schema: MealResponse },
		errors: [401, 404, 422],
	}),
	updateMeal: defineOperation({
		method: 'PUT',
		path: '/api/meals/{id}',
		tag: 'Meals',
		summary: 'Edit a meal: type, day and calories (empty calories = sum of the foods)',
		description: `Moving a meal onto a day that already has its type merges the foods into that meal; 422 naming \`name\` when the merged meal would hold more than ${DIARY_CAPS.entriesPerMeal} foods.`,
		auth: 'user',
		params: IdParams,
		body: EditMealApiSchema,
		success: { status: 200, description: 'The updated meal', schema: MealResponse },
		errors: [401, 404, ...mutation],
	}),
	deleteMeal: defineOperation({
		method: 'DELETE',
		path: '/api/meals/{id}',
		tag: 'Meals',
		summary: 'Delete a meal and its foods',
		auth: 'user',
		params: IdParams,
		success: { status: 200, description: 'The deleted meal', schema: DeletedMealResponse },
		errors: [401, 403, 404, 422],
	}),
	mealFoods: defineOperation({
		method: 'GET',
		path: '/api/meals/{id}/foods',
		tag: 'Meals',
		summary: "A meal's food entries",
		description: `Bounded: a meal holds at most ${DIARY_CAPS.entriesPerMeal} entries (writes past that are refused), in logging order.`,
		auth: 'user',
		params: IdParams,
		success: { status: 200, description: 'The entries', schema: MealFoodListResponse },
		errors: [401, 404, 422],
	}),
	logMealFood: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/meal-foods',
		tag: 'Meals',
		summary: 'Log a quantity of a food into a meal',
		description:
			"Goes into `mealId` when given, else into the day's meal of `mealType` (created when missing). The day is `date`, else the day of `loggedAt` in the user's time zone, else today. Units: serving (the food's default serving), gram, ounce, cup, piece (when the food has such a portion). " +
			`A meal holds at most ${DIARY_CAPS.entriesPerMeal} foods; one entry at most 50,000 kcal and 50 kg. Past either, 422 naming the field. The answer is the new entry and the meal's totals (no entry list: GET /api/meals/{id}/foods).`,
		auth: 'self',
		params: IdParams,
		body: LogMealFoodApiSchema,
		success: { status: 201, description: "The new entry and its meal's totals", schema: LogMealFoodResponse },
		errors: [401, 404, ...mutation],
	}),
	updateMealFood: defineOperation({
		method: 'PATCH',
		path: '/api/meal-foods/{id}',
		tag: 'Meals',
		summary: 'Change one food entry: its amount, or the meal type and day it belongs to',
		description:
			"Any of `quantity`, `unit` (the food's units: serving, gram, ounce, cup, piece when the food has such a portion), `mealType`, `date`. A new amount recomputes the entry's nutrients from its food; when the food was deleted only `quantity` can change, and the nutrients scale in proportion. " +
			`Another meal type or day moves the entry into that day's meal of that type (created when missing; at most ${DIARY_CAPS.entriesPerMeal} foods); the meal it left is deleted when it is left empty with no typed calories. ` +
			"422 naming the field on bad input; 404 for an entry that is not the caller's. The answer is the entry and the totals of the meal it is in now.",
		auth: 'user',
		params: IdParams,
		body: UpdateMealFoodApiSchema,
		success: { status: 200, description: "The changed entry and its meal's totals", schema: LogMealFoodResponse },
		errors: [401, 404, ...mutation],
	}),
	deleteMealFood: defineOperation({
		method: 'DELETE',
		path: '/api/meal-foods/{id}',
		tag: 'Meals',
		summary: 'Delete one food entry',
		auth: 'user',
		params: IdParams,
		success: { status: 200, description: 'The deleted entry', schema: DeletedMealFoodResponse },
		errors: [401, 403, 404, 422],
	}),
	mealsOfDay: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/meals/{date}',
		tag: 'Progress',
		summary: 'The meals of a diary day',
		description: `Bounded: one meal per meal type (${DIARY_CAPS.mealsPerDay}), each of at most ${DIARY_CAPS.entriesPerMeal} foods.`,
		auth: 'self',
		params: UserDateParams,
		success: { status: 200, description: 'Meals in time order', schema: MealListResponse },
		errors: [401, 403, 422],
	}),
	dailyToday: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/progress/daily',
		tag: 'Progress',
		summary: "Today's progress (today in the user's time zone)",
		auth: 'self',
		params: IdParams,
		success: { status: 200, description: 'Consumed, goals and meals', schema: DailyProgressResponse },
		errors: [401, 403],
	}),
	daily: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/progress/daily/{date}',
		tag: 'Progress',
		summary: 'Progress of a diary day',
		auth: 'self',
		params: UserDateParams,
		success: { status: 200, description: 'Consumed, goals and meals', schema: DailyProgressResponse },
		errors: [401, 403, 422],
	}),
	weekly: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/progress/weekly/{date}',
		tag: 'Progress',
		summary: 'Calories and on-track flag for each day of the Sunday-to-Saturday week containing date',
		auth: 'self',
		params: UserDateParams,
		success: { status: 200, description: 'Seven days', schema: WeeklyProgressResponse },
		errors: [401, 403, 422],
	}),
	openapi: defineOperation({
		method: 'GET',
		path: '/api/openapi.json',
		tag: 'Meta',
		summary: 'This document',
		auth: 'none',
		success: { status: 200, description: 'OpenAPI 3.1 document' },
		errors: [],
	}),
	// Feature operations live in their own files (app/utils/openapi/*.ts).
	...CAPTURE_API,
	...PHOTO_API,
	...PLANNING_API,
	...SUBSTITUTION_API,
	...LOGGING_API,
	...BODY_API,
	...ACCOUNT_API,
	...EXPENDITURE_API,
	...NUTRIENTS_API,
	...IMPORTS_API,
	...EXPORTS_API,
	...REMINDERS_API,
} satisfies Record<string, ApiOperation>

const STATUS_TEXT: Record<number, string> = {
	400: 'Bad request: the body is not valid JSON',
	401: 'Unauthorized: no valid session cookie or bearer token',
	403: "Forbidden: another user's id in the path, or a cross-origin request",
	404: "Not found (or not yours: another user's record is never revealed)",
	405: 'Method not allowed',
	409: 'Conflict: already taken',
	413: 'Request body over 1 MB (photos: over 8 MB)',
	415: 'Content-Type must be application/json',
	422: 'Invalid input; fieldErrors names each field',
	429: 'Too many attempts; see Retry-After',
	502: 'The AI provider failed (photo recognition)',
	503: 'A service is busy or unreachable; try again',
	504: 'The AI provider or the label reader took too long',
}

type JsonSchema = Record<string, unknown>

/** JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of what a client sends or receives. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
	const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
	delete out.$schema
	return out
}

/** The optional `Idempotency-Key` header of every signed-in write (app/domain/offline/idempotency.server.ts). */
const IDEMPOTENCY_PARAMETER = {
	name: 'Idempotency-Key',
	in: 'header',
	required: false,
	description: `Sent again with the same key (same user, method and path), the write is not run again: the first answer's status and body come back with \`Idempotent-Replayed: true\`. Keys are kept ${IDEMPOTENCY_CAPS.keepMs / 3_600_000} hours (at most ${IDEMPOTENCY_CAPS.keysPerAccount} per account). A key used for another method or path: 422 naming \`Idempotency-Key\`; while its first request still runs: 409. A refused or failed write keeps no key.`,
	schema: { type: 'string', pattern: `^[A-Za-z0-9_-]{1,${IDEMPOTENCY_CAPS.keyMaxLength}}$` },
}

function parametersOf(op: ApiOperation) {
	const params: Array<Record<string, unknown>> = []
	const pathSchema = op.params ? jsonSchema(op.params, 'input') : undefined
	const pathProps = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>
	for (const [, name] of op.path.matchAll(/\{(\w+)\}/g)) {
		params.push({ name, in: 'path', required: true, schema: pathProps[name!] ?? { type: 'string' } })
	}
	if (op.query) {
		const q = jsonSchema(op.query, 'input')
		const required = new Set((q.required as string[] | undefined) ?? [])
		for (const [name, schema] of Object.entries((q.properties ?? {}) as Record<string, JsonSchema>)) {
			params.push({ name, in: 'query', required: required.has(name), schema })
		}
	}
	// Every signed-in write runs once per key (app/utils/idempotency.server.ts).
	if (op.method !== 'GET' && op.auth !== 'none') params.push(IDEMPOTENCY_PARAMETER)
	return params
}

/**
 * The personal API token scopes any one of which admits a token to `op` (app/utils/api-token.server.ts):
 * its declared or its tag's scopes, plus 'read' for a GET that admits a token at all; [] = no token.
 */
function tokenScopes(op: ApiOperation): string[] {
	const admitted = [...admittedScopes(op)]
	return op.method === 'GET' && admitted.length && !admitted.includes('read') ? [...admitted, 'read'] : admitted
}

let built: ReturnType<typeof build> | undefined

/** The OpenAPI 3.1 document built from {@link API} (once per process). `serverUrl` is the origin serving it. */
export function buildOpenApiDocument(serverUrl?: string) {
	built ??= build()
	return serverUrl ? { ...built, servers: [{ url: serverUrl }] } : built
}

function build() {
	const paths: Record<string, Record<string, unknown>> = {}
	for (const [operationId, op] of Object.entries(API) as Array<[string, ApiOperation]>) {
		const responses: Record<string, unknown> = {
			[String(op.success.status)]: {
				description: op.success.description,
				...(op.success.headers ? { headers: Object.fromEntries(Object.entries(op.success.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }])) } : {}),
				...(op.success.schema ? { content: { 'application/json': { schema: jsonSchema(op.success.schema, 'output') } } } : {}),
			},
		}
		const errors = new Set([...op.errors, 405])
		for (const status of [...errors].sort()) responses[String(status)] = { $ref: `#/components/responses/E${status}` }
		;(paths[op.path] ??= {})[op.method.toLowerCase()] = {
			operationId,
			tags: [op.tag],
			summary: op.summary,
			...(op.description ? { description: op.description } : {}),
			security: op.auth === 'none' ? [] : [{ bearerAuth: [] }, { cookieAuth: [] }, ...tokenScopes(op).map((scope) => ({ personalToken: [scope] }))],
			...(op.auth === 'none' ? {} : { 'x-token-scopes': tokenScopes(op) }),
			parameters: parametersOf(op),
			...(op.body
				? {
						requestBody: {
							required: true,
							content: {
								'application/json': { schema: jsonSchema(op.body, 'input') },
								...(op.upload ? { 'multipart/form-data': { schema: jsonSchema(op.upload.multipart, 'input') } } : {}),
							},
						},
					}
				: {}),
			responses,
		}
	}
	const errorSchema = jsonSchema(ErrorResponse, 'output')
	return {
		openapi: '3.1.0',
		info: {
			title: 'Platewise API',
			version: '1.0.0',
			description: [
				'The JSON API of Platewise: everything the tracker screens do. See docs/api.md.',
				'Authenticate with the session cookie or `Authorization: Bearer <token>` (the token from login or register).',
				'Every error is `{ message, fieldErrors? }`. Mutations need `Content-Type: application/json` and, when an `Origin` header is sent, the same origin. Bodies over 1 MB get 413.',
				'A user id in the path that is not the caller gives 403; a meal, entry or custom food that is not the caller\'s gives 404. Any other /api path gives a JSON 404 (catch-all route api.$.ts).',
				'"On track": calories within 90-110 % of the calorie goal (docs/decisions/004-on-track.md).',
			].join('\n\n'),
		},
		'x-catch-all': { path: '/api/*', route: 'api.$.ts', response: 404 },
		tags: ['Auth', 'Users', 'Account', 'Foods', 'Meals', 'Progress', 'Nutrients', 'Body', 'Planning', 'Substitution', 'Imports', 'Meta'].map((name) => ({ name })),
		paths,
		components: {
			securitySchemes: {
				bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/auth/login or /api/auth/register' },
				cookieAuth: { type: 'apiKey', in: 'cookie', name: '__session' },
				personalToken: { type: 'http', scheme: 'bearer', description: "A personal API token (`pwt_…`, made under Account). An operation admits one only when the token holds one of the scopes its `x-token-scopes` lists (one security requirement per scope); `x-token-scopes: []` means a signed-in session only (403 for a token)." },
			},
			schemas: { Error: errorSchema },
			responses: Object.fromEntries(
				Object.entries(STATUS_TEXT).map(([status, description]) => [
					`E${status}`,
					{ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
				]),
			),
		},
	}
}
