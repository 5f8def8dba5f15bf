import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../src/api-error-schema.ts';
import { isUnauthorized, signInErrorMessage, UNKNOWN_ERROR_MESSAGE } from '../src/api-error.ts';

describe('errors: sign-in and user-load error message chain', () => {
  it.each([
    [
      'server message',
      { response: { data: { message: 'Identifiants invalides', error: 'Bad Request' } } },
      'Identifiants invalides',
    ],
    [
      'server message list',
      { response: { data: { message: ['a invalide', 3, 'b invalide'] } } },
      'a invalide, b invalide',
    ],
    [
      'server error',
      { response: { data: { message: '', error: 'Forbidden' } }, message: 'Request failed' },
      'Forbidden',
    ],
    [
      'body in data',
      { data: { statusCode: 400, message: 'Mot de passe incorrect', error: 'Bad Request' } },
      'Mot de passe incorrect',
    ],
    ['body in body', { body: { error: 'Too Many Requests' } }, 'Too Many Requests'],
    ['exception message', new Error('Failed to fetch'), 'Failed to fetch'],
    [
      'exception without body text',
      { response: { data: 'texte brut' }, message: 'Network Error' },
      'Network Error',
    ],
    ['nothing usable', { message: '   ' }, 'Erreur inconnu'],
    ['not an object', 'boom', 'Erreur inconnu'],
    ['null', null, 'Erreur inconnu'],
  ])('errors: %s', (_case, err, message) => {
    expect(signInErrorMessage(err)).toBe(message);
  });

  it("errors: the last resort is 'Erreur inconnu' verbatim", () => {
    expect(UNKNOWN_ERROR_MESSAGE).toBe('Erreur inconnu');
  });
});

describe('errors: the 401 rule', () => {
  it.each([
    [{ status: 401 }, true],
    [{ status: 200, statusText: 'Unauthorized' }, true],
    [{ status: 200, data: { statusCode: 401 } }, true],
    [{ status: 403, data: { message: 'Unauthorized' } }, true],
    [{ status: 403, statusText: 'Forbidden', data: { statusCode: 403, message: 'Forbidden' } }, false],
    [{ status: 500, data: 'Unauthorized' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('errors, %j signs out: %s', (response, expected) => {
    expect(isUnauthorized(response)).toBe(expected);
  });
});

describe('errors: error body', () => {
  it('errors: { statusCode, message, error } with an optional field', () => {
    const body = {
      statusCode: 400,
      message: 'Veuillez entrer une date',
      error: 'Bad Request',
      field: 'rendezVousDate',
    };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiErrorSchema.safeParse({ statusCode: 400 }).success).toBe(false);
  });

  it('API: the body may carry the stable error code the server sets', () => {
    const body = { statusCode: 409, message: 'Conflit', error: 'Conflict', code: 'VERSION_CONFLICT' };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiErrorSchema.safeParse({ ...body, code: 409 }).success).toBe(false);
  });
});
