// The API's error shape on the client side and the rules of spec §8 about it.
import type { ApiErrorBody } from '@umj/shared/api-error';

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: ApiErrorBody;

  constructor(status: number, statusText: string, body: ApiErrorBody) {
    super(body.message || body.error || statusText || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

interface ResponseLike {
  status?: number;
  statusText?: string;
  data?: unknown;
}

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

/** Spec §8: status 401, statusText Unauthorized, data.statusCode 401 or message Unauthorized. */
export function isUnauthorized(response: ResponseLike): boolean {
  return (
    response.status === 401 ||
    response.statusText === 'Unauthorized' ||
    field(response.data, 'statusCode') === 401 ||
    field(response.data, 'message') === 'Unauthorized'
  );
}

export const UNKNOWN_ERROR = 'Erreur inconnu';

/**
 * Spec §8: a failed sign-in or user load shows the server message, else the server error, else the
 * exception message, else 'Erreur inconnu'.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.body.message || error.body.error || error.message || UNKNOWN_ERROR;
  }
  if (error instanceof Error) return error.message || UNKNOWN_ERROR;
  return UNKNOWN_ERROR;
}
