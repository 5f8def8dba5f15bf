import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { estConflit } from '../../lib/api-error.ts';
import { onSignOutRequest } from '../../lib/session/session-events.ts';
import { installFakeApi } from '../../lib/testing/fake-api.ts';
import { newQueryClient } from '../../lib/testing/test-providers.tsx';
import { fetchConfiguration, useConfiguration } from './get-configuration.ts';
import { updateConfiguration, useUpdateConfiguration } from './update-configuration.ts';
import {
  CONFIGURATION_STORAGE_KEY,
  readConfigurationCache,
  requireConfigurationCache,
  writeConfigurationCache,
} from './configuration-cache.ts';
import type { StoredConfigurationEntry } from './configuration-entry.ts';
import { configurationKey } from './get-configuration.ts';

const BUREAUX = [
  { id: 'b-a', nom: 'Argenteuil' },
  { id: 'b-c', nom: 'Chartres' },
  { id: 'b-p', nom: 'Paris Nord' },
];
const SEED = entreesConfigurationParDefaut(BUREAUX, new Date('2026-11-22T12:00:00Z'));
const SEED_REGLAGES = SEED.find((e) => e.cle === 'réglages')!;
const REGLAGES = {
  cle: 'réglages',
  valeur: { ...(SEED_REGLAGES.valeur as object), tauxDeParticipationAuxFrais: 35 },
} as StoredConfigurationEntry;
const accept = () => Promise.resolve(true);
const refuse = () => Promise.resolve(false);

describe('configuration cache (statuses, calls, errors)', () => {
  it('calls: GET /configuration fills the cache under the key configuration', async () => {
    installFakeApi({ 'GET /configuration': { body: SEED } });

    await fetchConfiguration();

    expect(JSON.parse(localStorage.getItem(CONFIGURATION_STORAGE_KEY)!)).toEqual(SEED);
  });

  it('statuses: after a successful update only that key is replaced in the cache', async () => {
    writeConfigurationCache(SEED);
    const api = installFakeApi({
      'PATCH /configuration/r%C3%A9glages': { body: { ...REGLAGES, version: 4 } },
    });

    await updateConfiguration({ ...REGLAGES, version: 3 }, accept);

    const cache = readConfigurationCache()!;
    expect(cache.find((e) => e.cle === 'réglages')).toEqual({ ...REGLAGES, version: 4 });
    expect(cache.filter((e) => e.cle !== 'réglages')).toEqual(SEED.filter((e) => e.cle !== 'réglages'));
    expect(api.calls[0]).toMatchObject({ method: 'PATCH', body: { ...REGLAGES, version: 3 } });
  });

  it('calls: the key is URL-encoded in the PATCH path', async () => {
    writeConfigurationCache(SEED);
    const api = installFakeApi({ 'PATCH /configuration/r%C3%A9glages': { body: REGLAGES } });

    await updateConfiguration(REGLAGES, accept);

    expect(api.calls[0]!.path).toBe('/configuration/r%C3%A9glages');
  });

  it('calls: refusing the confirmation sends nothing and keeps the cache', async () => {
    writeConfigurationCache(SEED);
    const api = installFakeApi({});

    const result = await updateConfiguration(REGLAGES, refuse);

    expect(result).toBeNull();
    expect(api.calls).toHaveLength(0);
    expect(readConfigurationCache()).toEqual(SEED);
  });

  it("calls: /errors a missing patch response is 'Configuration Unavailable' and the cache is kept", async () => {
    writeConfigurationCache(SEED);
    installFakeApi({ 'PATCH /configuration/r%C3%A9glages': { status: 200 } });

    await expect(updateConfiguration(REGLAGES, accept)).rejects.toThrow('Configuration Unavailable');
    expect(readConfigurationCache()).toEqual(SEED);
  });

  it("errors: an empty configuration without the office list is 'Configuration impossible à initialiser'", async () => {
    installFakeApi({ 'GET /configuration': { body: [] } });

    await expect(fetchConfiguration()).rejects.toThrow('Configuration impossible à initialiser');
  });

  it('calls: an empty configuration with the office list is seeded from the offices (POST)', async () => {
    const api = installFakeApi({
      'GET /configuration': { body: [] },
      'POST /configuration': { status: 201, body: SEED },
    });

    const entries = await fetchConfiguration(BUREAUX);

    expect(api.calls[1]).toMatchObject({ method: 'POST', path: '/configuration' });
    expect((api.calls[1]!.body as { cle: string }[]).map((e) => e.cle)).toEqual(SEED.map((e) => e.cle));
    expect(entries).toEqual(SEED);
  });

  it('calls: a missing cache without an office list fires the sign-out event', () => {
    const listener = vi.fn();
    const off = onSignOutRequest(listener);

    expect(requireConfigurationCache()).toBeNull();
    expect(requireConfigurationCache(BUREAUX)).toBeNull();

    off();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('calls, useUpdateConfiguration: refused -> nothing sent; accepted -> query data replaced key by key', async () => {
    writeConfigurationCache(SEED);
    const api = installFakeApi({ 'PATCH /configuration/r%C3%A9glages': { body: REGLAGES } });
    const queryClient = newQueryClient();
    queryClient.setQueryData(configurationKey, SEED);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const confirm = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { result } = renderHook(() => useUpdateConfiguration(confirm), { wrapper });

    await act(() => result.current.mutateAsync(REGLAGES));
    expect(api.calls).toHaveLength(0);
    await act(() => result.current.mutateAsync(REGLAGES));

    await waitFor(() =>
      expect(
        queryClient.getQueryData<typeof SEED>(configurationKey)?.find((e) => e.cle === 'réglages'),
      ).toEqual(REGLAGES),
    );
    expect(api.calls).toHaveLength(1);
  });
});

describe('configuration PATCH and concurrent edits (calls, version)', () => {
  it('calls: the PATCH sends the version read with the list when the screen gives only cle and valeur', async () => {
    writeConfigurationCache([{ ...SEED_REGLAGES, version: 7 }]);
    const api = installFakeApi({
      'PATCH /configuration/r%C3%A9glages': { body: { ...REGLAGES, version: 8 } },
    });

    await updateConfiguration(
      { cle: REGLAGES.cle, valeur: REGLAGES.valeur } as StoredConfigurationEntry,
      accept,
    );

    expect(api.calls[0]?.body).toEqual({ cle: REGLAGES.cle, valeur: REGLAGES.valeur, version: 7 });
    expect(readConfigurationCache()?.[0]?.version).toBe(8);
  });

  it('calls: a VERSION_CONFLICT (someone else changed the key) is a clear French message and the cache is kept', async () => {
    writeConfigurationCache([{ ...SEED_REGLAGES, version: 7 }]);
    installFakeApi({
      'PATCH /configuration/r%C3%A9glages': {
        status: 409,
        body: { statusCode: 409, message: '', error: 'Conflict', code: 'VERSION_CONFLICT' },
      },
    });

    const error = await updateConfiguration({ ...REGLAGES, version: 6 }, accept).catch((e: unknown) => e);

    expect((error as Error).message).toContain(
      "Cette configuration a été modifiée entre-temps par quelqu'un d'autre.",
    );
    expect(estConflit(error)).toBe(true);
    expect(readConfigurationCache()).toEqual([{ ...SEED_REGLAGES, version: 7 }]);
  });

  it('another 409 (not VERSION_CONFLICT) keeps the server message', async () => {
    writeConfigurationCache([{ ...SEED_REGLAGES, version: 7 }]);
    installFakeApi({
      'PATCH /configuration/r%C3%A9glages': {
        status: 409,
        body: { statusCode: 409, message: 'Déjà existant', error: 'Conflict', code: 'ALREADY_EXISTS' },
      },
    });

    await expect(updateConfiguration({ ...REGLAGES, version: 7 }, accept)).rejects.toThrow('Déjà existant');
  });

  it('calls: after a failed PATCH (409) the hook reads the configuration again for the next attempt', async () => {
    let reads = 0;
    const api = installFakeApi({
      'PATCH /configuration/r%C3%A9glages': {
        status: 409,
        body: { statusCode: 409, message: 'Conflit', error: 'Conflict' },
      },
      // The first read gives version 6; after the other session's change, version 9.
      'GET /configuration': () => ({ body: SEED.map((e) => ({ ...e, version: reads++ === 0 ? 6 : 9 })) }),
    });
    const queryClient = newQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // The screen shows the configuration (an active query) and edits it.
    const { result } = renderHook(
      () => ({ list: useConfiguration(), update: useUpdateConfiguration(accept) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));

    await act(() => result.current.update.mutateAsync(REGLAGES).catch(() => undefined));

    await waitFor(() => expect(api.calls.map((c) => c.method)).toEqual(['GET', 'PATCH', 'GET']));
    await waitFor(() => expect(readConfigurationCache()?.find((e) => e.cle === 'réglages')?.version).toBe(9));
  });
});
