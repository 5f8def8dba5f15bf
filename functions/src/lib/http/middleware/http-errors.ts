// The only place that builds error answers: a named domain error becomes its status and the
// `{ statusCode, message, error, code, field? }` body (docs/product-rules.md#errors); anything else is a 500
// logged with its details but answered without them.
import type { ApiErrorBody } from '@umj/shared/api-error';
import { MontantHorsBornesError } from '@umj/shared/argent';
import { DomainError, ValidationError } from '../../../errors.ts';
import { jsonResponse } from '../json-response.ts';
import { reportUnexpectedError } from '../../lambda/invocation.ts';
import type { ApiMiddleware } from '../request-state.ts';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function errorBody(error: unknown): ApiErrorBody & { code: string } {
  if (error instanceof DomainError) {
    const statusCode = error.statusCode;
    return {
      statusCode,
      message: error.message,
      error: REASONS[statusCode] ?? 'Error',
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
    };
  }
  return { statusCode: 500, message: 'Erreur interne du serveur', error: REASONS[500]!, code: 'INTERNAL' };
}

export function httpErrors(): ApiMiddleware {
  return {
    onError: (request) => {
      // An amount out of bounds met by a shared money rule (docs/api.md#montants-dun-dossier) is a 400
      // VALIDATION on its field; replaced here, before the audit trail (its onError runs after) records it.
      if (request.error instanceof MontantHorsBornesError) {
        request.error = new ValidationError(request.error.message, request.error.field);
      }
      if (!(request.error instanceof DomainError))
        reportUnexpectedError(request.error, request.context.umj?.name);
      const body = errorBody(request.error);
      request.response = jsonResponse(body.statusCode, body);
    },
  };
}
