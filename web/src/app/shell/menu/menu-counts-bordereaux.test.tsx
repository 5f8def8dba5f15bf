// "The list warns about validated files approaching one year since their examination without a
// bordereau ... and counts them in the menu badge": the Bordereaux item's count source sums the billing-
// limit warnings of the offices selected in the header (GET /bureaux/{id}/bordereaux/alertes), orange
// while all are near the limit, red once one is past it; no badge at 0 nor for the roles that do not see
// Bordereaux (external secretariat, examiners: no call at all).
import { renderHook, waitFor } from '@testing-library/react';
import type { AlerteFacturation } from '@umj/shared/bordereaux';
import type { Role } from '@umj/shared/roles';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../../../test/support/users.ts';
import { TOKEN_KEY } from '../../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi, type FakeApi } from '../../../lib/testing/fake-api.ts';
import { newQueryClient, TestProviders } from '../../../lib/testing/test-providers.tsx';
import { COULEUR_ALERTE, COULEUR_LIMITE_PROCHE, useAlertesFacturationCount } from './menu-counts.ts';

const WAIT = { timeout: 30_000 };

const alerte = (id: number, etat: AlerteFacturation['etat']): AlerteFacturation => ({
  dossier: {
    id,
    nom: `PATIENT ${id}`,
    examenDate: '01/12/2025',
    rendezVousDate: null,
    requerant: null,
    requisitionFournie: true,
    requisitionNumero: 'PV',
    examenType: null,
    examinateur: null,
    version: 1,
  },
  etat,
  limite: '2026-11-30',
});

function installer(role: Role, alertes: Record<string, AlerteFacturation[]>): FakeApi {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: ['b-arg', 'b-cha'] }));
  const routes = Object.fromEntries(
    Object.entries(alertes).map(([bureauId, elements]) => [
      `GET /bureaux/${bureauId}/bordereaux/alertes`,
      { body: { elements } },
    ]),
  );
  return installFakeApi({
    'GET /utilisateurs/moi': { body: user(role, ['b-arg', 'b-cha']) },
    'GET /bureaux': {
      body: [
        { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 },
        { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 },
      ],
    },
    ...routes,
  });
}

function compter(role: Role) {
  const queryClient = newQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  return renderHook(() => useAlertesFacturationCount(user(role, ['b-arg', 'b-cha'])), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('menu badge of Bordereaux: files near or past the billing limit', () => {
  it('sums the selected offices, orange while all are near the limit', async () => {
    installer('secretariat', {
      'b-arg': [alerte(1, 'proche'), alerte(2, 'proche')],
      'b-cha': [alerte(3, 'proche')],
    });
    const { result } = compter('secretariat');
    await waitFor(() => expect(result.current).toEqual({ value: 3, color: COULEUR_LIMITE_PROCHE }), WAIT);
  });

  it('red once one file is past the limit', async () => {
    installer('administrateur', { 'b-arg': [alerte(1, 'proche')], 'b-cha': [alerte(3, 'depassee')] });
    const { result } = compter('administrateur');
    await waitFor(() => expect(result.current).toEqual({ value: 2, color: COULEUR_ALERTE }), WAIT);
  });

  it('no badge at 0; no call for an external secretariat or an examiner (they do not see Bordereaux)', async () => {
    const api = installer('secretariat', { 'b-arg': [], 'b-cha': [] });
    const vide = compter('secretariat');
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('/alertes'))).toHaveLength(2), WAIT);
    expect(vide.result.current).toBeUndefined();
    vide.unmount();

    for (const role of ['secretariat-externe', 'medecin'] as const) {
      const appels = installer(role, {});
      const { result, unmount } = compter(role);
      await waitFor(() => expect(appels.calls.some((c) => c.path === '/bureaux')).toBe(true), WAIT);
      expect(result.current).toBeUndefined();
      expect(appels.calls.filter((c) => c.path.endsWith('/alertes'))).toEqual([]);
      unmount();
    }
  });
});
