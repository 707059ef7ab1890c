/** Photo logging messages shown by more than one adapter. Isomorphic, no dependencies. */

/** An image that is not a readable label, with no AI provider configured; the UI says the same beside the buttons. */
export const NO_LABEL_MESSAGE = 'No nutrition label found. Recognising food in photos needs an AI provider (see README).'
