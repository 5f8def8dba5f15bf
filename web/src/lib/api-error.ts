// The API's error shape on the client side. The rules about it (401 rule, message chain of spec §8)
// are the shared ones: `isUnauthorized` and `signInErrorMessage` of @umj/shared/api-error.
import type { ApiErrorBody } from '@umj/shared/api-error';
import { signInErrorMessage } from '@umj/shared/api-error';

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The server's `{statusCode, message, error, field?}` (read by signInErrorMessage). */
  readonly body: ApiErrorBody;

  constructor(status: number, statusText: string, body: ApiErrorBody) {
    super(body.message || body.error || statusText || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** Spec §8: server message, else server error, else the exception message, else 'Erreur inconnu'. */
export const errorMessage = signInErrorMessage;
