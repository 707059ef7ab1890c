/**
 * Food search rules shared by the server and the browser (isomorphic: no db import).
 */

/** A query shorter than this (after trimming) returns no results (spec sections 5 and 9). */
export const MIN_SEARCH_LENGTH = 3
/** Longest query accepted; longer input is cut (URL and form limits). */
export const MAX_QUERY_LENGTH = 100
