// History of a patient file: who read or changed it, when (Paris time), the action in words,
// and for a change each field with the form's label and its old and new values as the form shows them
// (amounts in euros, appointment day and hour, references by name, yes/no). Readings can be hidden.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { jourDepuisIso } from '@umj/shared/dates';
import type { EvenementHistorique } from '@umj/shared/dossiers-api';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/index.ts';
import { fakeToken, installFakeApi } from '../../../lib/testing/fake-api.ts';
import { TOKEN_KEY } from '../../../lib/session/token-storage.ts';
import { renderWithProviders } from '../../../lib/testing/test-providers.tsx';
import { HistoriqueDossier } from './historique-dossier.tsx';
import { formaterValeur } from './valeurs-historique.ts';

const WAIT = { timeout: 30_000 };
const oui = (v: boolean) => (v ? 'Oui' : 'Non');

const EVENEMENTS: EvenementHistorique[] = [
  {
    quand: '2026-11-20T14:05:00.000Z',
    qui: { id: 'u-2', nomComplet: 'Dr Claire Petit' },
    action: 'lecture',
    champs: [],
  },
  {
    quand: '2026-11-20T13:00:00.000Z',
    qui: { id: 'u-1', nomComplet: 'Alice Martin' },
    action: 'modification',
    champs: [
      { champ: 'montantHT', avant: 5750, apres: 8050 },
      { champ: 'examenType', avant: { id: 2, nom: 'GaV' }, apres: { id: 1, nom: 'ITT' } },
      { champ: 'requisitionFournie', avant: false, apres: true },
      { champ: 'notes', avant: '', apres: 'Blessure main gauche' },
    ],
  },
  {
    quand: '2026-06-30T22:30:00.000Z',
    qui: { id: 'u-1', nomComplet: 'Alice Martin' },
    action: 'creation',
    champs: [],
  },
];

describe('history values (valeurs-historique.ts)', () => {
  it('shows each field in the form’s units; empty values are null', () => {
    expect(formaterValeur('montantTVA', 1610, oui)).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(16.1),
    );
    expect(formaterValeur('rendezVousDate', jourDepuisIso('2025-11-22'), oui)).toBe('22/11/2025');
    expect(formaterValeur('rendezVousHeure', 555, oui)).toBe('09:15');
    expect(formaterValeur('lieu', 30, oui)).toBe('Demande de visite');
    expect(formaterValeur('dateArrivé', '2026-11-20T08:05:00.000Z', oui)).toBe('20/11/2026 09:05');
    expect(formaterValeur('dateDeNaissance', '1980-02-29', oui)).toBe('29/02/1980');
    expect(formaterValeur('examinateur', { id: 'u-2', nomComplet: 'Dr Claire Petit' }, oui)).toBe(
      'Dr Claire Petit',
    );
    expect(formaterValeur('statut', { id: 30, nom: 'Examiné', alias: 'Visite faite' }, oui)).toBe('Examiné');
    expect(formaterValeur('photos', [{ nom: 'a.jpg' }, { nom: 'b.png' }], oui)).toBe('a.jpg, b.png');
    expect(formaterValeur('gavVisiteEffectuée', false, oui)).toBe('Non');
    expect(formaterValeur('notes', '', oui)).toBeNull();
    expect(formaterValeur('commissariat', null, oui)).toBeNull();
  });
});

describe('history of a patient file', () => {
  it('lists newest first: Paris time, who, action, and each changed field with its label and old → new values', async () => {
    localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role: 'secretariat' }));
    installFakeApi({
      'GET /utilisateurs/moi': {
        body: {
          id: 'u-1',
          nomComplet: 'Alice Martin',
          adresseEmail: 'a@umj.test',
          role: 'secretariat',
          bureaux: [],
        },
      },
      'GET /bureaux/b-arg/dossiers-patients/42/historique': { body: { elements: EVENEMENTS } },
    });
    renderWithProviders(<HistoriqueDossier bureauId="b-arg" dossierId={42} />);

    const items = await screen.findAllByRole('listitem', undefined, WAIT);
    expect(items.map((i) => i.querySelector('.umj-historique__entete')?.textContent)).toEqual([
      '20/11/2026 15:05Dr Claire PetitConsultation',
      '20/11/2026 14:00Alice MartinModification',
      '01/07/2026 00:30Alice MartinCréation',
    ]);
    const changement = items[1] as HTMLElement;
    const ligne = (libelle: RegExp) =>
      [...within(changement).getAllByRole('row')].find((r) =>
        libelle.test(r.textContent ?? ''),
      ) as HTMLElement;
    const montant = within(ligne(/^Montant HT/))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    const euros = (n: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(n);
    expect(montant).toEqual([euros(57.5), euros(80.5)]);
    expect(
      within(ligne(/^Type d'examen/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['GaV', 'ITT']);
    expect(
      within(ligne(/^Réquisition/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Non', 'Oui']);
    expect(
      within(ligne(/^Notes/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['(vide)', 'Blessure main gauche']);

    fireEvent.click(screen.getByLabelText('Afficher les consultations'));

    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Consultation')).toBeNull();
  }, 60_000);

  it('names users, not ids; a status by its name in the interface language; a described attachment', async () => {
    localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role: 'secretariat' }));
    installFakeApi({
      'GET /bureaux/b-arg/dossiers-patients/42/historique': {
        body: {
          elements: [
            {
              quand: '2026-11-20T13:00:00.000Z',
              qui: { id: 'u-9', nomComplet: 'Karim Haddad' },
              action: 'statut',
              champs: [
                {
                  champ: 'statut',
                  avant: { id: 20, nom: 'Arrivé', alias: 'Visite à faire' },
                  apres: { id: 30, nom: 'Examiné', alias: 'Visite faite' },
                },
              ],
            },
            {
              quand: '2026-11-20T12:00:00.000Z',
              qui: { id: 'u-9', nomComplet: 'Karim Haddad' },
              action: 'modification-piece',
              champs: [{ champ: 'description', avant: '', apres: 'Bras gauche' }],
            },
          ],
        },
      },
    });
    await act(() => i18n.changeLanguage('en'));
    try {
      renderWithProviders(<HistoriqueDossier bureauId="b-arg" dossierId={42} />);
      const items = await screen.findAllByRole('listitem', undefined, WAIT);
      expect(within(items[0] as HTMLElement).getByText('Karim Haddad')).toBeTruthy();
      expect(screen.queryByText('u-9')).toBeNull();
      const cellules = within(items[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cellules).toEqual(['Arrived', 'Examined']);
      expect(within(items[1] as HTMLElement).getByText('Attachment description changed')).toBeTruthy();
      expect(within(items[1] as HTMLElement).getByText('Bras gauche')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('fr'));
    }
  }, 60_000);
});
