import { describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client.ts';
import { ApiError, estConflit } from './api-error.ts';
import { readEnv } from './env.ts';
import { onSignOutRequest } from './session/session-events.ts';
import { TOKEN_KEY } from './session/token-storage.ts';
import { installFakeApi } from './testing/fake-api.ts';

describe('API client (calls, errors)', () => {
  it('calls: sends JSON under /v1 with the bearer token from storage', async () => {
    localStorage.setItem(TOKEN_KEY, 'jeton');
    const api = installFakeApi({ 'POST /bureaux': { status: 201, body: { id: 'b-1' } } });

    const created = await apiFetch<{ id: string }>('/bureaux', { method: 'POST', body: { nom: 'Chartres' } });

    expect(created).toEqual({ id: 'b-1' });
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/bureaux',
      body: { nom: 'Chartres' },
      authorization: 'Bearer jeton',
    });
  });

  it('errors: a refused call rejects with the server body, field included, without signing out', async () => {
    localStorage.setItem(TOKEN_KEY, 'jeton');
    installFakeApi({
      'POST /bureaux': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Veuillez entrer le nom du bureau',
          error: 'Bad Request',
          field: 'nom',
        },
      },
    });
    const signOut = vi.fn();
    const off = onSignOutRequest(signOut);

    const error = await apiFetch('/bureaux', { method: 'POST', body: {} }).catch((e: unknown) => e);

    off();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({
      statusCode: 400,
      message: 'Veuillez entrer le nom du bureau',
      error: 'Bad Request',
      field: 'nom',
    });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('the error keeps the server code, so a stale version is told apart from another 409', async () => {
    installFakeApi({
      'PATCH /bureaux/b-1': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'Modifié entre-temps',
          error: 'Conflict',
          code: 'VERSION_CONFLICT',
        },
      },
      'POST /bureaux': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'Ce bureau existe déjà',
          error: 'Conflict',
          code: 'ALREADY_EXISTS',
        },
      },
    });

    const stale = await apiFetch('/bureaux/b-1', { method: 'PATCH', body: {} }).catch((e: unknown) => e);
    const duplicate = await apiFetch('/bureaux', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect((stale as ApiError).code).toBe('VERSION_CONFLICT');
    expect(estConflit(stale)).toBe(true);
    expect((duplicate as ApiError).status).toBe(409);
    expect((duplicate as ApiError).code).toBe('ALREADY_EXISTS');
    expect(estConflit(duplicate)).toBe(false);
    expect(estConflit(new Error('Conflict'))).toBe(false);
  });

  it('errors: a 401 with a session asks for sign-out; without a token (wrong password) it does not', async () => {
    installFakeApi({
      'POST /auth/login': {
        status: 401,
        body: { statusCode: 401, message: 'Adresse e-mail ou mot de passe incorrect', error: 'Unauthorized' },
      },
      'GET /bureaux': {
        status: 401,
        body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
      },
    });
    const signOut = vi.fn();
    const off = onSignOutRequest(signOut);

    await expect(apiFetch('/auth/login', { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(signOut).not.toHaveBeenCalled();
    localStorage.setItem(TOKEN_KEY, 'jeton');
    await expect(apiFetch('/bureaux')).rejects.toBeInstanceOf(ApiError);

    off();
    expect(signOut).toHaveBeenCalledOnce();
  });
});

describe('environment (read and validated in one place)', () => {
  it('defaults to the same origin: /v1 and ws(s)://…/ws', () => {
    expect(readEnv({}, 'https://umj.example')).toEqual({
      apiBaseUrl: 'https://umj.example/v1',
      realtimeUrl: 'wss://umj.example/ws',
    });
  });

  it('accepts explicit URLs and refuses malformed ones', () => {
    expect(
      readEnv({ VITE_API_URL: 'https://api.example/', VITE_WS_URL: 'wss://ws.example/prod' }, 'http://x'),
    ).toEqual({
      apiBaseUrl: 'https://api.example/v1',
      realtimeUrl: 'wss://ws.example/prod',
    });
    expect(() => readEnv({ VITE_WS_URL: 'https://pas-un-socket' }, 'http://x')).toThrow('VITE_WS_URL');
    expect(() => readEnv({ VITE_API_URL: 'pas une url' }, 'http://x')).toThrow('VITE_API_URL');
  });
});
