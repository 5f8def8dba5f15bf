// Accounting screen: the offices selected in the header are asked one by one and merged
// (shared fusionnerComptabilites), the totals HT/TVA/TTC, billed / not billed and shares are shown, the
// breakdown table has one row per group and a Total row, the axis and period are sent to the server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import { calculerComptabilite, type ReponseComptabilite } from '@umj/shared/comptabilite';
import { statutRef } from '@umj/shared/statuts-dossier';
import { describe, expect, it, vi } from 'vitest';
import { installerSecretariat } from '../../lib/testing/secretariat.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import ComptabilitePage, { filtreDepuisUrl } from './comptabilite-page.tsx';
import { libelleMois } from '../../components/periode/periode.ts';

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 };
const martin = { id: 'u-martin', nomComplet: 'Dr Martin' };
const durand = { id: 'u-durand', nomComplet: 'Dr Durand' };
const ITT = { id: 1, nom: 'ITT', tarif: 8050, tva: true };

let id = 0;
const acte = (examinateur: typeof martin, bordereauNumero: string | null) => ({
  id: ++id,
  statut: statutRef(50),
  rendezVousDate: 20_522,
  examinateur,
  requerant: null,
  examenType: ITT,
  montantHT: 8050,
  montantTVA: 1610,
  bordereauNumero,
});

function reponse(bureauId: string, actes: ReturnType<typeof acte>[]): ReponseComptabilite {
  return {
    bureauId,
    du: '2026-03-01',
    au: '2026-03-31',
    examinateurId: null,
    ...calculerComptabilite(actes, { par: 'examinateur', tauxDeParticipationAuxFrais: 30 }),
  };
}

describe('accounting screen', () => {
  it('reads the period and axis from the URL, by default the current month by examiner', () => {
    const jour = 20_537; // 2026-03-25
    expect(filtreDepuisUrl(new URLSearchParams(), jour)).toEqual({
      du: '2026-03-01',
      au: '2026-03-25',
      par: 'examinateur',
    });
    expect(filtreDepuisUrl(new URLSearchParams('du=2026-01-01&au=2026-02-28&par=mois'), jour)).toEqual({
      du: '2026-01-01',
      au: '2026-02-28',
      par: 'mois',
    });
    expect(filtreDepuisUrl(new URLSearchParams('du=x&par=patient'), jour).par).toBe('examinateur');
    expect(libelleMois('2026-03', 'fr')).toBe('mars 2026');
  });

  it('merges the selected offices: totals, billed / not billed, shares, one row per examiner and Total', async () => {
    const demandes: string[] = [];
    installerSecretariat([ARG, CHA], {
      'GET /bureaux/b-arg/comptabilite': () => ({
        body: reponse('b-arg', [acte(martin, '2026-0001'), acte(durand, null)]),
      }),
      'GET /bureaux/b-cha/comptabilite': () => ({ body: reponse('b-cha', [acte(martin, null)]) }),
    });
    const fetchDeBase = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      if (input.includes('/comptabilite')) demandes.push(input);
      return fetchDeBase(input, init);
    });

    renderWithProviders(<ComptabilitePage />, {
      path: '/secretariat/comptabilite?du=2026-03-01&au=2026-03-31&par=examinateur',
    });

    await screen.findByRole('heading', { level: 1, name: 'Comptabilité' }, WAIT);
    const totaux = await screen.findByLabelText('Totaux de la période', undefined, WAIT);
    const texte = (totaux.textContent ?? '').replace(/\s/g, ' ');
    // 3 acts: 241,50 € HT, 48,30 € TVA, 289,80 € TTC; billed 96,60 € TTC, not billed 193,20 €; shares 72,45 / 169,05.
    expect(texte).toContain('Actes3');
    expect(texte).toMatch(/Total HT241,50 €/);
    expect(texte).toMatch(/Total TTC289,80 €/);
    expect(texte).toMatch(/Facturé TTC96,60 €/);
    expect(texte).toMatch(/Non facturé TTC193,20 €/);
    expect(texte).toMatch(/Part du bureau72,45 €/);
    expect(texte).toMatch(/Part des examinateurs169,05 €/);

    const ligneMartin = (await screen.findByText('Dr Martin', undefined, WAIT)).closest('tr') as HTMLElement;
    expect(within(ligneMartin).getByText('2026-0001')).toBeTruthy();
    expect(within(ligneMartin).getAllByText('2').length).toBeGreaterThan(0);
    const total = screen.getByText('Total').closest('tr') as HTMLElement;
    expect(within(total).getByText('3')).toBeTruthy();
    expect(screen.getByText('Dr Durand')).toBeTruthy();

    expect(demandes.length).toBe(2);
    for (const d of demandes) {
      const url = new URL(d);
      expect(url.searchParams.get('du')).toBe('2026-03-01');
      expect(url.searchParams.get('au')).toBe('2026-03-31');
      expect(url.searchParams.get('par')).toBe('examinateur');
    }

    fireEvent.input(screen.getByLabelText('Au'), { target: { value: '01/02/2026' } });
    await screen.findByRole('alert', undefined, WAIT);
    expect(screen.getByRole('alert').textContent).toBe('La date de fin doit suivre la date de début');
    await waitFor(() => expect(demandes.length).toBe(2));
  }, 60_000);
});
