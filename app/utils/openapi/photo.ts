/**
 * /api operations of the photo feature, merged into the registry in app/utils/openapi.server.ts.
 * Add operations here with `defineOperation` (see that file for examples); the route module
 * runs them through `endpoint(API.name, …)`.
 */
import type { ApiOperation } from '../api-route.server.ts'

export const PHOTO_API = {} satisfies Record<string, ApiOperation>
