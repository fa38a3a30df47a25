/**
 * How much a client may send at once. Everything the product accepts arrives as JSON (imports
 * of tests and Playwright files, browser states, descriptions, scripts): the contract bounds
 * each field and list (openapi/api.yaml: maxLength, maxItems), these bound the whole.
 */

/** A whole request body; an import of more must be split (the contract allows at most 500 tests or 100 files). */
export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE =
  'The request is larger than the limit of 10 MB. Send less at once: import tests or Playwright files in several parts.';

/** One websocket message: the live watch only ever reads a small `{"type":"auth","token":…}`. */
export const WEBSOCKET_MESSAGE_LIMIT_BYTES = 64 * 1024;
