import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client.ts';

type Answer = { status: number; body?: unknown } | 'network-error';

/** A fake fetch answering the given answers in turn; returns the Idempotency-Key of each call. */
function fakeFetch(answers: Answer[]): { keys: (string | undefined)[] } {
  const seen: { keys: (string | undefined)[] } = { keys: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit = {}) => {
      seen.keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      const answer = answers.shift() ?? { status: 201, body: {} };
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return seen;
}

const post = (body: unknown, path = '/commissariats') =>
  apiFetch(path, { method: 'POST', body }).catch((e: unknown) => e);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let n = 0;
/** A body no other test sends (pending submissions are per path and body). */
const unique = () => ({ nom: `Commissariat ${++n}`, bureau: 'b-1' });

afterEach(() => vi.unstubAllGlobals());

describe('Idempotency-Key: one key per submission of a form, reused by its retries', () => {
  it('a POST with a body carries a UUID key; a GET and a PATCH carry none', async () => {
    const seen = fakeFetch([{ status: 201 }, { status: 200 }, { status: 200 }]);
    await post(unique());
    await apiFetch('/commissariats');
    await apiFetch('/commissariats/c-1', { method: 'PATCH', body: { version: 1 } });
    expect(seen.keys[0]).toMatch(UUID);
    expect(seen.keys.slice(1)).toEqual([undefined, undefined]);
  });

  it('the user retrying after a network error sends the same key', async () => {
    const seen = fakeFetch(['network-error', { status: 201 }]);
    const body = unique();
    expect(await post(body)).toBeInstanceOf(TypeError);
    await post(body);
    expect(seen.keys[1]).toBe(seen.keys[0]);
  });

  it('a retry after a 5xx, a 429 or a 409 (first request still running) sends the same key', async () => {
    const seen = fakeFetch([{ status: 500 }, { status: 429 }, { status: 409 }, { status: 201 }]);
    const body = unique();
    for (let i = 0; i < 4; i += 1) await post(body);
    expect(new Set(seen.keys).size).toBe(1);
  });

  it('after a success, the next submission (even with the same content) gets a new key', async () => {
    const seen = fakeFetch([{ status: 201 }, { status: 201 }]);
    const body = unique();
    await post(body);
    await post(body);
    expect(seen.keys[1]).not.toBe(seen.keys[0]);
  });

  it('after a refusal (400), the corrected or repeated submission gets a new key', async () => {
    const seen = fakeFetch([
      { status: 400, body: { statusCode: 400, message: 'Nom', error: 'Bad Request' } },
    ]);
    const body = unique();
    await post(body);
    await post(body);
    expect(seen.keys[1]).not.toBe(seen.keys[0]);
  });

  it('two submissions with different content have different keys', async () => {
    const seen = fakeFetch(['network-error', { status: 201 }]);
    await post(unique());
    await post(unique());
    expect(seen.keys[1]).not.toBe(seen.keys[0]);
  });

  it("react-query's retry of a mutation sends the key of the first attempt", async () => {
    const seen = fakeFetch(['network-error', { status: 201, body: { id: 'c-1' } }]);
    const body = unique();
    const client = new QueryClient();
    const observer = new MutationObserver(client, {
      mutationFn: (b: unknown) => apiFetch<{ id: string }>('/commissariats', { method: 'POST', body: b }),
      retry: 1,
      retryDelay: 0,
    });
    expect(await observer.mutate(body)).toEqual({ id: 'c-1' });
    expect(seen.keys).toHaveLength(2);
    expect(seen.keys[1]).toBe(seen.keys[0]);
  });
});
