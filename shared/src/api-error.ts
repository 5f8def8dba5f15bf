// Error body of every API answer that is not a success (docs/product-rules.md#errors). No zod here: the SPA's API
// client loads this module before any page (first load); the body's schema is in
// api-error-schema.ts.

export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** For a 400: the input field the message is about. */
  field?: string | undefined;
  /** Stable code of the error (e.g. 'VERSION_CONFLICT', 'NOT_FOUND'), set by the API on every error. */
  code?: string | undefined;
}

export { API_BASE_PATH } from './api-paths.ts';

/** Stable error code of a stale version (the API's 409 body `code`): screens branch on it, not on 409. */
export const CODE_CONFLIT_VERSION = 'VERSION_CONFLICT';

/** docs/product-rules.md#errors: last resort of the sign-in / user-load message chain, verbatim. */
export const UNKNOWN_ERROR_MESSAGE = 'Erreur inconnu';

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** A non-empty text, or the lines of a list of texts joined (validation errors may come as a list). */
function text(value: unknown): string | undefined {
  const joined = Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(', ') : value;
  return typeof joined === 'string' && joined.trim() !== '' ? joined : undefined;
}

/**
 * docs/product-rules.md#errors: failed sign-in or user load shows the server message, else the server error, else the
 * exception message, else 'Erreur inconnu'. The server body is read from `err.response.data`
 * (HTTP-client errors), `err.data` or `err.body`.
 */
export function signInErrorMessage(err: unknown): string {
  const e = record(err);
  const body = record(record(e?.response)?.data) ?? record(e?.data) ?? record(e?.body);
  return text(body?.message) ?? text(body?.error) ?? text(e?.message) ?? UNKNOWN_ERROR_MESSAGE;
}

/** What the 401 rule looks at: a response or anything shaped like one. */
export interface ResponseLike {
  status?: number;
  statusText?: string;
  data?: unknown;
}

/**
 * docs/product-rules.md#errors: a response means "signed out" when its status is 401, its statusText 'Unauthorized', or
 * its body has statusCode 401 or message 'Unauthorized'. The client then signs out and rejects.
 */
export function isUnauthorized(response: ResponseLike | null | undefined): boolean {
  if (response == null) return false;
  const data = record(response.data);
  return (
    response.status === 401 ||
    response.statusText === 'Unauthorized' ||
    data?.statusCode === 401 ||
    data?.message === 'Unauthorized'
  );
}
