// The API's error shape on the client side. The rules about it (401 rule, message chain of docs/product-rules.md#errors)
// are the shared ones: `isUnauthorized` and `signInErrorMessage` of @umj/shared/api-error.
import type { ApiErrorBody } from '@umj/shared/api-error';
import { CODE_CONFLIT_VERSION, signInErrorMessage } from '@umj/shared/api-error';

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The server's `{statusCode, message, error, field?, code?}` (read by signInErrorMessage). */
  readonly body: ApiErrorBody;
  /**
   * The server's stable error code (e.g. `CODE_CONFLIT_VERSION` of @umj/shared/api-error). Screens branch
   * on it, never on the status: 409 answers both VERSION_CONFLICT and ALREADY_EXISTS.
   */
  readonly code: string | undefined;

  constructor(status: number, statusText: string, body: ApiErrorBody) {
    super(body.message || body.error || statusText || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.code = body.code;
  }
}

/** docs/product-rules.md#errors: server message, else server error, else the exception message, else 'Erreur inconnu'. */
export const errorMessage = signInErrorMessage;

/**
 * True for the 409 of a stale version (the item changed since it was read), not for another 409
 * (ALREADY_EXISTS). A form that shows the stored item beside the typed values reads it again with
 * `useConflit` (lib/forms/conflit.ts).
 */
export function estConflit(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === CODE_CONFLIT_VERSION;
}

/** The message of a failed write: the screen's own text for a version conflict, else errorMessage. */
export function messageEchec(error: unknown, texteConflit: string): string {
  return estConflit(error) ? texteConflit : errorMessage(error);
}
