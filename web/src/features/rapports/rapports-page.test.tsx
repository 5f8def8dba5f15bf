// "Report worklist" (/secretariat/dprapport): the files Examiné (30) or Rapport en cours (40) of
// the selected offices, by examiner, with the report type's deadline and the days elapsed since the
// exam; late ones stand out by colour, icon and text. Rules of echeances-rapport.ts (report type = the
// DpRapport naming the file's exam type, shortest delivery time when several).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { formatDateFr, isoDepuisJour, jourDepuisIso, jourParis } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import type { DpRapport } from '@umj/shared/listes';
import { statutRef } from '@umj/shared/statuts-dossier';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, installFakeApi } from '../../lib/testing/fake-api.ts';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import { echeanceRapport, typeRapportDuDossier } from './echeances-rapport.ts';
import RapportsPage from './rapports-page.tsx';

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };

const rapport = (id: string, nom: string, delaiRemiseJours: number, typesExamen: number[]): DpRapport => ({
  id,
  version: 1,
  nom,
  delaiRemiseJours,
  typesExamen,
  modele: null,
  notes: '',
});
const CERTIFICAT_ITT = rapport('r-itt', 'Certificat ITT', 10, [1, 23]);
const ITT_URGENT = rapport('r-urg', 'ITT urgent', 3, [1]);
const RAPPORT_GAV = rapport('r-gav', 'Compatibilité GAV', 2, [2]);

const ITT = { id: 1, nom: 'ITT', tarif: 8050, tva: true };
const GAV = { id: 2, nom: 'GaV', tarif: 5750, tva: false };
const PS = { id: 5, nom: 'PS', tarif: 3450, tva: true };

function dossier(valeurs: Record<string, unknown>): DossierPatientStocke {
  return { ...dossierPatientSchema.parse(valeurs), version: 1, creePar: null };
}

describe('report worklist: deadlines (echeances-rapport.ts)', () => {
  const jour = jourDepuisIso('2026-11-23') as number;

  it('the report type is the one naming the exam type, the shortest delivery time when several do', () => {
    expect(typeRapportDuDossier(1, [CERTIFICAT_ITT, ITT_URGENT, RAPPORT_GAV])?.nom).toBe('ITT urgent');
    expect(typeRapportDuDossier(23, [CERTIFICAT_ITT, ITT_URGENT])?.nom).toBe('Certificat ITT');
    expect(typeRapportDuDossier(5, [CERTIFICAT_ITT, RAPPORT_GAV])).toBeNull();
    expect(typeRapportDuDossier(null, [CERTIFICAT_ITT])).toBeNull();
  });

  it('counts the days from the exam date (else the appointment day); late after the deadline, due on it', () => {
    const base = { examenType: GAV, rendezVousDate: jour - 9, examenDate: formatDateFr(jour - 3) };

    expect(echeanceRapport(base, [RAPPORT_GAV], jour)).toMatchObject({
      jourExamen: jour - 3,
      joursEcoules: 3,
      echeance: jour - 1,
      joursRestants: -1,
      etat: 'retard',
    });
    expect(echeanceRapport({ ...base, examenDate: formatDateFr(jour - 2) }, [RAPPORT_GAV], jour).etat).toBe(
      'aujourdhui',
    );
    expect(echeanceRapport({ ...base, examenDate: null }, [RAPPORT_GAV], jour)).toMatchObject({
      joursEcoules: 9,
      etat: 'retard',
    });
    expect(echeanceRapport({ ...base, examenType: PS }, [RAPPORT_GAV], jour)).toMatchObject({
      typeRapport: null,
      joursEcoules: 3,
      echeance: null,
      etat: 'sansDelai',
    });
  });
});

describe('report worklist: the page', () => {
  it('asks each office for statuses 30 and 40 over the last 366 days, lists them by examiner with deadline and lateness; late only on demand', async () => {
    const aujourdhui = jourParis(new Date());
    const enRetard = dossier({
      id: 1,
      nom: 'BERNARD Luc',
      statut: statutRef(30),
      examenType: GAV,
      rendezVousDate: aujourdhui - 5,
      examenDate: formatDateFr(aujourdhui - 5),
      examinateur: { id: 'u-b', nomComplet: 'Dr Zoé Blanc' },
      bureau: { id: 'b-arg', nom: 'Argenteuil' },
    });
    const aTemps = dossier({
      id: 2,
      nom: 'ARNAUD Léa',
      statut: statutRef(40),
      examenType: ITT,
      rendezVousDate: aujourdhui - 1,
      examenDate: formatDateFr(aujourdhui - 1),
      examinateur: { id: 'u-a', nomComplet: 'Dr Anne Aubert' },
      bureau: { id: 'b-arg', nom: 'Argenteuil' },
    });
    localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role: 'secretariat' }));
    localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: ['b-arg'] }));
    installFakeApi({
      'GET /utilisateurs/moi': {
        body: {
          id: 'u-1',
          nomComplet: 'Alice Martin',
          adresseEmail: 'a@umj.test',
          role: 'secretariat',
          bureaux: [{ id: 'b-arg', nom: 'Argenteuil' }],
        },
      },
      'GET /bureaux': { body: [ARG] },
      'GET /dprapports': { body: [CERTIFICAT_ITT, RAPPORT_GAV] },
    });
    // The fake API answers by path; the files depend on the query string's status.
    const autres = globalThis.fetch;
    const demandes: URL[] = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      if (url.pathname !== '/v1/bureaux/b-arg/dossiers-patients') return autres(input, init);
      demandes.push(url);
      const statut = url.searchParams.get('statut');
      const elements = statut === '30' ? [enRetard] : statut === '40' ? [aTemps] : [];
      return new Response(JSON.stringify({ elements, suivant: null }), { status: 200 });
    });

    renderWithProviders(<RapportsPage />);

    await screen.findByRole('heading', { level: 1, name: 'Rapports à rendre' }, WAIT);
    const ligneRetard = (await screen.findByText('BERNARD Luc', undefined, WAIT)).closest(
      'tr',
    ) as HTMLElement;
    const ligneATemps = screen.getByText('ARNAUD Léa').closest('tr') as HTMLElement;

    // By examiner: Aubert before Blanc.
    const rows = screen.getAllByRole('row');
    expect(rows.indexOf(ligneATemps)).toBeLessThan(rows.indexOf(ligneRetard));
    const retard = within(ligneRetard).getByText('En retard de 3 j');
    expect(retard.closest('.umj-rapport-etat')?.className).toContain('is-retard');
    expect(retard.closest('.umj-rapport-etat')?.querySelector('.pi-exclamation-triangle')).not.toBeNull();
    expect(within(ligneRetard).getByText('Compatibilité GAV')).toBeTruthy();
    expect(within(ligneATemps).getByText('Reste 9 j')).toBeTruthy();
    expect(within(ligneATemps).getByText('Certificat ITT')).toBeTruthy();
    expect(screen.getByText('2 rapport(s) à rendre, dont 1 en retard')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Seulement les rapports en retard'));
    await waitFor(() => expect(screen.queryByText('ARNAUD Léa')).toBeNull(), WAIT);
    expect(screen.getByText('BERNARD Luc')).toBeTruthy();

    expect(demandes.map((u) => u.searchParams.get('statut')).sort()).toEqual(['30', '40']);
    for (const u of demandes) {
      expect(u.searchParams.get('du')).toBe(isoDepuisJour(aujourdhui - 365));
      expect(u.searchParams.get('au')).toBe(isoDepuisJour(aujourdhui));
    }
  }, 60_000);
});
