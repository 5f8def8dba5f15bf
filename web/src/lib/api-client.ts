// The one API client (docs/product-rules.md#calls): base /v1, bearer token from storage, JSON, errors as ApiError (with the
// server's stable `code`, e.g. VERSION_CONFLICT), and the 401 rule of docs/product-rules.md#errors (sign out and reject the call).
// A POST with a body carries the Idempotency-Key of its submission (lib/submission-keys.ts).
import { isUnauthorized, type ApiErrorBody } from '@umj/shared/api-error';
import { ApiError } from './api-error.ts';
import { env } from './env.ts';
import { noteApiCall } from './session/activity.ts';
import { requestSignOut } from './session/session-events.ts';
import { beginSubmission } from './submission-keys.ts';
import { readToken } from './session/token-storage.ts';

export interface ApiFetchInit {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorBody(status: number, statusText: string, data: unknown): ApiErrorBody {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const body: ApiErrorBody = {
    statusCode: typeof record.statusCode === 'number' ? record.statusCode : status,
    message: typeof record.message === 'string' ? record.message : typeof data === 'string' ? data : '',
    error: typeof record.error === 'string' ? record.error : statusText,
  };
  if (typeof record.field === 'string') body.field = record.field;
  if (typeof record.code === 'string') body.code = record.code;
  return body;
}

export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const startedAt = Date.now();
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const submission = method === 'POST' && init.body !== undefined ? beginSubmission(path, init.body) : null;
  if (submission) headers['Idempotency-Key'] = submission.key;

  const response = await fetch(`${env.apiBaseUrl}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  submission?.settle(response.status);
  const data = parseJson(await response.text());

  const unauthorized = isUnauthorized({ status: response.status, statusText: response.statusText, data });
  if (unauthorized || !response.ok) {
    // A 401 without a session (wrong password at sign-in) has nothing to sign out of.
    if (unauthorized && token) requestSignOut();
    // A handler's refusal (400, 403, 404, 409...) passed the server's session check: the call kept the
    // session alive; a gateway's refusal (413, 429, 5xx) did not reach it.
    else if (token && response.status < 500 && response.status !== 413 && response.status !== 429)
      noteApiCall(token, startedAt);
    throw new ApiError(
      response.status,
      response.statusText,
      errorBody(response.status, response.statusText, data),
    );
  }
  if (token) noteApiCall(token, startedAt);
  return data as T;
}
