// "Patient-file form": the docs/product-rules.md#validation messages at their fields, the exam type prefilling the amounts
// (docs/product-rules.md#money tariff, settings' VAT), the docs/product-rules.md#statuses status buttons with the incomplete-file alert and the requisition
// confirmation, the docs/product-rules.md#access read-only form, the local draft and the 409 field-by-field merge.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { MESSAGE_CONFIRMATION_REQUISITION, MESSAGE_DOSSIER_INCOMPLET } from '@umj/shared/dossier-patient';
import { statutRef } from '@umj/shared/statuts-dossier';
import type { Role } from '@umj/shared/roles';
import { CODE_CONFLIT_VERSION } from '@umj/shared/version';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../lib/app-store.ts';
import { TOKEN_KEY } from '../../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi, type FakeApi, type FakeRoutes } from '../../../lib/testing/fake-api.ts';
import { renderWithProviders, TestProviders } from '../../../lib/testing/test-providers.tsx';
import { valeursVides } from './valeurs-dossier.ts';
import { DossierFormDialog } from './dossier-form-dialog.tsx';

const WAIT = { timeout: 30_000 };
const BUREAU = 'b-arg';
const CHEMIN = `/bureaux/${BUREAU}/dossiers-patients`;

const DOCTEUR = { id: 'u-doc', nomComplet: 'Dr Paul Durand' };

function dossier(champs: Partial<DossierPatientStocke> = {}): DossierPatientStocke {
  return {
    ...valeursVides(),
    id: 42,
    statut: statutRef(20),
    dateRdvPris: '2026-11-20T09:00:00.000Z',
    dateArrivé: '2026-11-23T09:00:00.000Z',
    dateAnnulé: null,
    dateModification: null,
    photos: [],
    documents: [],
    bordereauNumero: null,
    bureau: { id: BUREAU, nom: 'Argenteuil' },
    nom: 'DUPONT Jean',
    lieu: 10,
    rendezVousDate: 20_415,
    rendezVousHeure: 600,
    examinateur: DOCTEUR,
    montantHT: 8050,
    montantTVA: 1610,
    version: 3,
    creePar: 'u-sec',
    ...champs,
  };
}

async function ouvrir(
  role: Role,
  dossierId: number | null,
  routes: FakeRoutes = {},
  userId = role === 'medecin' ? DOCTEUR.id : 'u-sec',
): Promise<{
  api: FakeApi;
  fermetures: unknown[];
  demonter: () => void;
  rendu: ReturnType<typeof renderWithProviders>;
}> {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: userId, sid: 's-1', role }));
  const api = installFakeApi({
    'GET /utilisateurs/moi': {
      body: {
        id: userId,
        nomComplet: role === 'medecin' ? DOCTEUR.nomComplet : 'Alice Martin',
        adresseEmail: 'x@umj.test',
        role,
        bureaux: [{ id: BUREAU, nom: 'Argenteuil' }],
      },
    },
    'GET /examinateurs': {
      body: [
        {
          ...DOCTEUR,
          adresseEmail: 'd@umj.test',
          role: 'medecin',
          bureaux: [{ id: BUREAU, nom: 'Argenteuil' }],
          actif: true,
          telephone: null,
          rpps: null,
        },
      ],
    },
    'GET /commissariats': { body: [] },
    'GET /requerants': { body: [] },
    'GET /configuration': {
      body: [
        {
          cle: 'réglages',
          valeur: { montantTVA: 20, tauxDeParticipationAuxFrais: 30, secteurs: '78', notes: '' },
        },
      ],
    },
    ...routes,
  });
  const fermetures: unknown[] = [];
  const ui = () => (
    <DossierFormDialog
      bureauId={BUREAU}
      dossierId={dossierId}
      onClose={(saved) => fermetures.push(saved ?? null)}
    />
  );
  const rendu = renderWithProviders(ui());
  await screen.findByRole('dialog', {}, WAIT);
  await screen.findByLabelText(/Nom du patient/, {}, WAIT);
  return { api, fermetures, demonter: rendu.unmount, rendu };
}

/** The server's refusal of a status change for an incomplete file (docs/api.md#errors). */
const REFUS_INCOMPLET = {
  status: 400,
  body: {
    statusCode: 400,
    error: 'Bad Request',
    code: 'DOSSIER_INCOMPLET',
    message: MESSAGE_DOSSIER_INCOMPLET,
  },
};

const champ = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const erreurDe = (label: RegExp) => {
  const input = champ(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((i) => i.endsWith('-erreur'));
  return id ? document.getElementById(id)?.textContent : undefined;
};
const options = () => [...document.querySelectorAll<HTMLElement>('li[role=option]')];

beforeEach(() => {
  appStore.takeSnacks();
});

describe('Patient-file form', { timeout: 60_000 }, () => {
  it('validation: saving an empty new file shows each message at its field and sends nothing', async () => {
    const { api } = await ouvrir('secretariat', null);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(erreurDe(/Date du rendez-vous/)).toBe('Veuillez entrer une date'));
    expect(erreurDe(/Heure du rendez-vous/)).toBe('Veuillez entrer une heure');
    expect(erreurDe(/Nom du patient/)).toBe('Veuillez entrer le nom du patient');
    expect(erreurDe(/Montant HT/)).toBe('Veuillez entrer un montant');
    expect(screen.getByText("Veuillez choisir l'examinateur")).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('money: choosing ITT prefills 80,50 € HT and 16,10 € of VAT at the settings’ 20 %; the conclusion reads "N jours"', async () => {
    await ouvrir('secretariat', null);
    fireEvent.click(screen.getByRole('combobox', { name: "Type d'examen" }).closest('.p-dropdown')!);
    const itt = await waitFor(() => {
      const o = options().find((li) => li.textContent === 'ITT');
      if (!o) throw new Error('ITT absent');
      return o;
    });
    fireEvent.click(itt);
    await waitFor(() => expect(champ(/Montant HT/).value).toMatch(/80,50/));
    expect(champ(/Montant TVA/).value).toMatch(/16,10/);
    fireEvent.change(champ(/Conclusion/), { target: { value: '3' } });
    expect(screen.getByText('ITT : 3 jours')).toBeTruthy();
    fireEvent.change(champ(/Conclusion/), { target: { value: '03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(erreurDe(/Conclusion/)).toBe('Veuillez entrer un nombre de jours'));
  });

  it('amounts (docs/api.md#montants-dun-dossier): the TVA is computed, never typed; only the secretariat types the HT', async () => {
    const ITT = { id: 1, nom: 'ITT', tarif: 8050, tva: true };
    const lu = { [`GET ${CHEMIN}/42`]: { body: dossier({ examenType: ITT }) } };
    const { demonter } = await ouvrir('secretariat', 42, lu);
    await waitFor(() => expect(champ(/Montant HT/).value).toMatch(/80,50/));
    expect(champ(/Montant HT/).disabled).toBe(false);
    expect(champ(/Montant TVA/).disabled).toBe(true);
    demonter();
    await ouvrir('medecin', 42, lu);
    await waitFor(() => expect(champ(/Montant HT/).value).toMatch(/80,50/));
    expect(champ(/Montant HT/).disabled).toBe(true);
    expect(champ(/Montant TVA/).disabled).toBe(true);
  });

  it('montantHT negative: the form says « Veuillez entrer un montant » at the field, as the server does, and sends nothing', async () => {
    const { api } = await ouvrir('secretariat', 42, {
      [`GET ${CHEMIN}/42`]: { body: dossier({ montantHT: -100, montantTVA: 0 }) },
    });
    fireEvent.change(champ(/Profession/), { target: { value: 'Chauffeur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(erreurDe(/Montant HT/)).toBe('Veuillez entrer un montant'));
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('statuses: a refused status change shows the incomplete-file alert; Rapport validé asks the requisition question and resends with the answer', async () => {
    const statuts: unknown[] = [];
    const { api } = await ouvrir('medecin', 42, {
      [`GET ${CHEMIN}/42`]: { body: dossier({ statut: statutRef(30), version: 3 }) },
      [`POST ${CHEMIN}/42/statut`]: (init) => {
        const body = JSON.parse(String(init.body)) as { statut: number; requisitionConfirmee: boolean };
        statuts.push(body);
        if (body.statut === 40) {
          return REFUS_INCOMPLET;
        }
        if (!body.requisitionConfirmee) {
          return {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              code: 'REQUISITION_A_CONFIRMER',
              message: MESSAGE_CONFIRMATION_REQUISITION,
            },
          };
        }
        return { body: dossier({ statut: statutRef(50), version: 4 }) };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rapport en cours' }));
    expect(await screen.findByText(MESSAGE_DOSSIER_INCOMPLET, {}, WAIT)).toBeTruthy();
    // The from-Examiné rules of docs/product-rules.md#validation show where the file is incomplete.
    await waitFor(() => expect(erreurDe(/Date de naissance/)).toBe('Veuillez entrer une date de naissance'));

    fireEvent.click(screen.getByRole('button', { name: 'Rapport validé' }));
    const question = await screen.findByText(MESSAGE_CONFIRMATION_REQUISITION, {}, WAIT);
    const confirmation = question.closest('[role=alertdialog], [role=dialog]') as HTMLElement;
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(statuts).toHaveLength(3));
    expect(statuts[2]).toEqual({ statut: 50, version: 3, requisitionConfirmee: true });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rapport validé' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('a requisition number already used: the save is done, the form stays open on the warning with a link to the other file', async () => {
    const message =
      'Le numéro de réquisition PV 7 est déjà utilisé par le dossier n° 7 (MARTIN Paul, Argenteuil).';
    const { api, fermetures } = await ouvrir('secretariat', 42, {
      [`GET ${CHEMIN}/42`]: { body: dossier() },
      [`PATCH ${CHEMIN}/42`]: {
        body: {
          ...dossier({ version: 4, requisitionEnDouble: true }),
          avertissements: [
            { code: 'REQUISITION_DEJA_UTILISEE', message, dossier: { id: 7, bureauId: BUREAU } },
          ],
        },
      },
    });
    fireEvent.change(champ(/Nom du patient/), { target: { value: 'DUPONT Jeanne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(message, { exact: false }, WAIT)).toBeTruthy();
    const lien = screen.getByRole('link', { name: 'Ouvrir le dossier n° 7' });
    expect(lien.getAttribute('href')).toBe('/secretariat/dossier-patient/liste?dossier=b-arg%7E7');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(fermetures).toHaveLength(0);
  });

  it('access: a doctor who is not the examiner reads the file without any write control', async () => {
    await ouvrir('medecin', 42, {
      [`GET ${CHEMIN}/42`]: { body: dossier({ examinateur: { id: 'u-autre', nomComplet: 'Dr Autre' } }) },
    });
    expect(champ(/Nom du patient/).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    for (const bouton of screen.getAllByRole('button', {
      name: /^(RDV pris|Arrivé|Examiné|Annulé|Rapport en cours|Rapport validé)$/,
    })) {
      expect((bouton as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getByText('Vous pouvez consulter ce dossier mais pas le modifier.')).toBeTruthy();
  });

  it('a billed file (docs/api.md#errors, DOSSIER_FACTURE) is read-only but its notes and examiner feedback, with a link to its bordereau', async () => {
    const patches: Record<string, unknown>[] = [];
    const facture = dossier({
      statut: statutRef(50),
      bordereauNumero: '2026-0007',
      dateDeNaissance: '1990-01-01',
      sexe: 'Homme',
      commissariat: { id: 'c1', nom: 'Commissariat Argenteuil' },
      regie: 'R1',
      examenType: { id: 4, nom: 'DU', tarif: 8050, tva: true },
      examenDate: '20/11/2026',
      examenHeure: '09:30',
    });
    await ouvrir('secretariat', 42, {
      [`GET ${CHEMIN}/42`]: { body: facture },
      [`PATCH ${CHEMIN}/42`]: (init) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        patches.push(body);
        return { body: { ...facture, notes: body.notes, version: 4 } };
      },
    });
    expect(screen.getByText(/Ce dossier figure sur le bordereau n°/).textContent).toContain(
      'Ce dossier figure sur le bordereau n° 2026-0007. Annulez ce bordereau pour le modifier.',
    );
    const lien = screen.getByRole('link', { name: '2026-0007' });
    expect(lien.getAttribute('href')).toBe(
      `/secretariat/bordereau/afficher?bureau=${BUREAU}&numero=2026-0007`,
    );
    for (const label of [/Nom du patient/, /Date de l'examen/, /Heure de l'examen/, /Profession/]) {
      expect(champ(label).disabled, String(label)).toBe(true);
    }
    for (const bouton of screen.getAllByRole('button', {
      name: /^(RDV pris|Arrivé|Examiné|Annulé|Rapport en cours|Rapport validé)$/,
    })) {
      expect((bouton as HTMLButtonElement).disabled).toBe(true);
    }
    expect(champ(/^Notes/).disabled).toBe(false);
    expect(champ(/Retour de l'examinateur/).disabled).toBe(false);
    fireEvent.change(champ(/^Notes/), { target: { value: 'Rapport envoyé' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ notes: 'Rapport envoyé', nom: 'DUPONT Jean', version: 3 });
  });

  it('a file released meanwhile (its bordereau cancelled) is read again before the form starts: editable', async () => {
    let libere = false;
    const facture = dossier({ statut: statutRef(50), bordereauNumero: '2026-0007' });
    const { rendu } = await ouvrir('secretariat', 42, {
      [`GET ${CHEMIN}/42`]: () => ({
        body: libere ? { ...facture, bordereauNumero: null, version: 4 } : facture,
      }),
    });
    expect(champ(/Nom du patient/).disabled).toBe(true);
    const avec = (enfant: ReactElement) => (
      <TestProviders queryClient={rendu.queryClient}>{enfant}</TestProviders>
    );
    rendu.rerender(avec(<div />));
    libere = true;
    await rendu.queryClient.invalidateQueries();
    rendu.rerender(avec(<DossierFormDialog bureauId={BUREAU} dossierId={42} onClose={() => undefined} />));
    await waitFor(() => expect(champ(/Nom du patient/).disabled).toBe(false), WAIT);
    expect(screen.queryByRole('link', { name: '2026-0007' })).toBeNull();
  });

  it('a report status asked from Arrivé shows the examination data it needs at the fields', async () => {
    await ouvrir('secretariat', 42, {
      [`GET ${CHEMIN}/42`]: { body: dossier({ statut: statutRef(20) }) },
      [`POST ${CHEMIN}/42/statut`]: REFUS_INCOMPLET,
    });
    expect(champ(/Date de l'examen/).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Rapport en cours' }));
    expect(await screen.findByText(MESSAGE_DOSSIER_INCOMPLET, {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(erreurDe(/Date de naissance/)).toBe('Veuillez entrer une date de naissance'));
    expect(erreurDe(/Régie/)).toBe('Veuillez entrer une régie');
    // The move sets the exam date and hour: not asked for.
    expect(erreurDe(/Date de l'examen/)).toBeUndefined();
  });

  it('a refused Examiné from Arrivé shows the rules before Examiné at their fields, not the examination data', async () => {
    await ouvrir('secretariat', 42, {
      [`GET ${CHEMIN}/42`]: {
        body: dossier({ statut: statutRef(20), requisitionFournie: true, requerant: null }),
      },
      [`POST ${CHEMIN}/42/statut`]: REFUS_INCOMPLET,
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Examiné' })[0]!);
    expect(await screen.findByText(MESSAGE_DOSSIER_INCOMPLET, {}, WAIT)).toBeTruthy();
    await waitFor(() =>
      expect(erreurDe(/Numéro de réquisition/)).toBe('Veuillez entrer un numéro de réquisition'),
    );
    expect(erreurDe(/Date de naissance/)).toBeUndefined();
    expect(erreurDe(/Régie/)).toBeUndefined();
  });

  it('nothing typed is lost: the draft follows the typing and is restored with a notice', async () => {
    const premier = await ouvrir('secretariat', 42, { [`GET ${CHEMIN}/42`]: { body: dossier() } });
    fireEvent.change(champ(/Profession/), { target: { value: 'Chauffeur' } });
    await waitFor(() =>
      expect(localStorage.getItem(`umj.brouillon.dossier-patient.u-sec.${BUREAU}.42`)).toContain('Chauffeur'),
    );
    premier.demonter();
    await ouvrir('secretariat', 42, { [`GET ${CHEMIN}/42`]: { body: dossier() } });
    expect(champ(/Profession/).value).toBe('Chauffeur');
    expect(screen.getByText(/Brouillon non enregistré du .* restauré\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abandonner le brouillon' }));
    expect(champ(/Profession/).value).toBe('');
    expect(localStorage.getItem(`umj.brouillon.dossier-patient.u-sec.${BUREAU}.42`)).toBeNull();
  });

  it('409 VERSION_CONFLICT: the stored file is read again, the differing fields listed theirs vs mine, and the merge saved at the new version', async () => {
    let lectures = 0;
    const patches: Record<string, unknown>[] = [];
    const { fermetures } = await ouvrir('secretariat', 42, {
      [`GET ${CHEMIN}/42`]: () => {
        lectures += 1;
        return {
          body:
            lectures === 1
              ? dossier()
              : dossier({ version: 4, profession: 'Boulanger', notes: 'Rappeler le commissariat' }),
        };
      },
      [`PATCH ${CHEMIN}/42`]: (init) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        patches.push(body);
        if (body.version === 3) {
          return {
            status: 409,
            body: {
              statusCode: 409,
              error: 'Conflict',
              code: CODE_CONFLIT_VERSION,
              message: 'Modifié entre-temps',
            },
          };
        }
        return { body: dossier({ ...(body as Partial<DossierPatientStocke>), version: 5 }) };
      },
    });
    fireEvent.change(champ(/Profession/), { target: { value: 'Chauffeur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const panneau = (
      await screen.findByRole('heading', { name: 'Ce dossier a été modifié entre-temps' }, WAIT)
    ).parentElement as HTMLElement;
    const ligne = within(panneau).getByRole('row', { name: /Profession/ });
    expect(within(ligne).getByLabelText('Boulanger')).toBeTruthy();
    expect((within(ligne).getByLabelText('Chauffeur') as HTMLInputElement).checked).toBe(true);
    // Their note, a field I did not touch, is taken by default.
    const notes = within(panneau).getByRole('row', { name: /Notes/ });
    expect((within(notes).getByLabelText('Rappeler le commissariat') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(panneau).getByRole('button', { name: 'Appliquer ces choix' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toMatchObject({
      version: 4,
      profession: 'Chauffeur',
      notes: 'Rappeler le commissariat',
    });
    await waitFor(() => expect(fermetures).toHaveLength(1));
  });

  it('a doctor picks a requester: the form reads the office requesters (GET /requerants is for every role, docs/security.md#access-policy)', async () => {
    const tj = { id: 'r-tj', nom: 'TJ Pontoise', bureau: BUREAU, type: 'tribunal-judiciaire', version: 1 };
    const { api } = await ouvrir('medecin', null, { 'GET /requerants': { body: [tj] } });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/requerants')).toBe(true), WAIT);
    fireEvent.click(screen.getByRole('combobox', { name: 'Requérant' }).closest('.p-dropdown')!);
    await waitFor(() => expect(options().map((o) => o.textContent)).toContain('TJ Pontoise'), WAIT);
  });
});
