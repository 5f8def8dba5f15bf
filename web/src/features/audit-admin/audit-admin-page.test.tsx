// /admin/audit: the entries of GET /audit in the list (when in Paris time, who, office by name, action,
// result), the filters sent to the server in the query, the next page on "Charger plus" (under the
// entries), the verification of each digest on demand with its breaks (periods in Paris time), and an
// administrator of some offices: its offices named, no verification (the digests cover every office).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import AuditAdminPage, { filtreDepuisUrl } from './audit-admin-page.tsx';
import type { EntreeAudit } from '@umj/shared/audit';

const WAIT = { timeout: 30_000 };

const entree = (n: number, changes: Partial<EntreeAudit> = {}): EntreeAudit => ({
  id: `2026-11-26T10:00:0${n}.000Z#${n}`,
  date: `2026-11-26T10:00:0${n}.000Z`,
  utilisateurId: 'u-1',
  adresseEmail: 'alice@umj.test',
  role: 'administrateur',
  bureauId: 'b-arg',
  action: 'bureaux/update-bureau',
  methode: 'PATCH',
  chemin: '/bureaux/b-arg',
  cible: 'BUREAU#b-arg',
  resultat: 'succès',
  statusCode: 200,
  code: null,
  ip: '203.0.113.7',
  ...changes,
});

/** The query strings of the calls made to `path`. */
function requetes(path: string): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([url]) => new URL(String(url)))
    .filter((u) => u.pathname.replace(/^\/v1/, '') === path)
    .map((u) => u.searchParams);
}

const ARGENTEUIL = { id: 'b-arg', nom: 'Argenteuil' };

function installer(
  pages: Record<string, { elements: EntreeAudit[]; suivant: string | null }>,
  bureaux: { id: string; nom: string }[] = [],
) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role: 'administrateur' }));
  installFakeApi({
    'GET /utilisateurs/moi': {
      body: {
        id: 'u-1',
        nomComplet: 'Alice',
        adresseEmail: 'alice@umj.test',
        role: 'administrateur',
        bureaux,
      },
    },
    'GET /bureaux': { body: [{ id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 }] },
    'GET /audit': () => {
      const derniere = requetes('/audit').at(-1)!;
      return { body: pages[derniere.get('suivant') ?? 'premiere'] };
    },
    'GET /audit/verification': {
      body: {
        du: '2026-11-26',
        au: '2026-11-26',
        integre: false,
        periodes: [
          { periode: '2026-11-26T10:00', entrees: 3, etat: 'rompu' },
          { periode: '2026-11-26T10:05', entrees: 1, etat: 'intègre' },
        ],
        ruptures: [
          {
            jour: '2026-11-26',
            periode: '2026-11-26T10:00',
            entree: 'E#2026-11-26T10:00:02.000Z#2',
            nature: 'entrée modifiée',
            message:
              'Entrée 2026-11-26T10:00:02.000Z#2 modifiée : son contenu ne correspond plus au condensat',
          },
        ],
      },
    },
  });
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('audit trail screen (/admin/audit)', () => {
  it('reads the days and filters from the URL; by default today, no filter; an unknown result is ignored', () => {
    const jour = 20_537; // 2026-03-25
    expect(filtreDepuisUrl(new URLSearchParams(), jour)).toEqual({
      du: '2026-03-25',
      au: '2026-03-25',
      utilisateur: undefined,
      bureauId: undefined,
      action: undefined,
      resultat: undefined,
    });
    expect(
      filtreDepuisUrl(
        new URLSearchParams('du=2026-03-01&utilisateur=%20alice%20&resultat=refusé&action=x'),
        jour,
      ),
    ).toMatchObject({
      du: '2026-03-01',
      au: '2026-03-25',
      utilisateur: 'alice',
      resultat: 'refusé',
      action: 'x',
    });
    expect(filtreDepuisUrl(new URLSearchParams('resultat=peut-être'), jour).resultat).toBeUndefined();
  });

  it('lists the entries in Paris time with the office by name, sends the filters, loads the next page on "Charger plus" placed under the entries', async () => {
    installer({
      premiere: {
        elements: [entree(3), entree(2, { resultat: 'refusé', statusCode: 403, code: 'FORBIDDEN' })],
        suivant: 'c2',
      },
      c2: { elements: [entree(1, { action: 'auth/login', bureauId: null })], suivant: null },
    });
    renderWithProviders(<AuditAdminPage />, {
      path: '/admin/audit?du=2026-11-26&au=2026-11-26&resultat=refusé&utilisateur=alice',
    });
    expect(await screen.findByRole('heading', { name: "Journal d'audit" }, WAIT)).toBeTruthy();
    expect(await screen.findByText('403 FORBIDDEN', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('Argenteuil').length).toBeGreaterThan(0);
    // 10:00:03 UTC on 26 November is 11:00:03 in Paris (UTC+1).
    expect(screen.getByText('26/11/2026 11:00:03')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Date (heure de Paris)' })).toBeTruthy();
    const premiere = requetes('/audit')[0]!;
    expect(Object.fromEntries(premiere)).toMatchObject({
      du: '2026-11-26',
      au: '2026-11-26',
      resultat: 'refusé',
      utilisateur: 'alice',
      limite: '200',
    });
    const chargerPlus = screen.getByRole('button', { name: 'Charger plus' });
    // Under the entries it extends: after the last row of the table.
    const derniere = screen.getByText('403 FORBIDDEN');
    expect(derniere.compareDocumentPosition(chargerPlus) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(chargerPlus);
    expect(await screen.findByText('auth/login', {}, WAIT)).toBeTruthy();
    expect(requetes('/audit').at(-1)!.get('suivant')).toBe('c2');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull(), WAIT);
  });

  it('verifies the digests on demand: each period with its state, each break with its message', async () => {
    installer({ premiere: { elements: [entree(1)], suivant: null } });
    renderWithProviders(<AuditAdminPage />, { path: '/admin/audit?du=2026-11-26&au=2026-11-26' });
    fireEvent.click(await screen.findByRole('button', { name: "Vérifier l'intégrité" }, WAIT));
    expect(await screen.findByText('1 anomalie(s) détectée(s)', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/son contenu ne correspond plus au condensat/)).toBeTruthy();
    // The period of 10:00 UTC starts at 11:00 in Paris.
    expect(screen.getByText('26/11/2026 11:00')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Période (heure de Paris)' })).toBeTruthy();
    expect(screen.getByText('rompu')).toBeTruthy();
    expect(screen.getByText('intègre')).toBeTruthy();
    expect(Object.fromEntries(requetes('/audit/verification')[0]!)).toEqual({
      du: '2026-11-26',
      au: '2026-11-26',
    });
  });

  it('an administrator of some offices: its offices named, no verification of the digests (they cover every office)', async () => {
    installer({ premiere: { elements: [entree(1)], suivant: null } }, [ARGENTEUIL]);
    renderWithProviders(<AuditAdminPage />, { path: '/admin/audit?du=2026-11-26&au=2026-11-26' });
    expect(await screen.findByText('Entrées de vos bureaux uniquement : Argenteuil.', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('26/11/2026 11:00:01', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Vérifier l'intégrité" })).toBeNull();
    expect(requetes('/audit/verification')).toEqual([]);
  });
});
