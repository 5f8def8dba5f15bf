// Visit requests against DynamoDB Local: GET /bureaux/{bureauId}/garde (the doctor confirmed on duty
// for the police station's sector zone at the request's hour, docs/product-rules.md#entities sectors, docs/product-rules.md#statuses effective status, docs/product-rules.md#constants
// slots crossing midnight), its role and office refusals (docs/product-rules.md#access), and a request's life through the
// patient-file calls: created as a file of kind 30 for the proposed doctor, its outcome refused with
// the docs/product-rules.md#validation GaV messages, then recorded (visit done within the CPP art. 63-3 limit).
import '../helpers/test-env.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { entreesConfigurationParDefaut, zonesEtCreneauxParDefaut } from '@umj/shared/configuration-defaut';
import { instantParis, jourDepuisIso, jourParis, minutesParis } from '@umj/shared/dates';
import { etatEcheance, visiteDansLeDelai, type ReponseGarde } from '@umj/shared/demandes-visite';
import { validerRendezVous } from '@umj/shared/rendez-vous-form';
import { DISPO, type StatutDisponibilite } from '@umj/shared/disponibilites';
import type { Commissariat } from '@umj/shared/listes';
import { handler as getGarde } from '../../src/handlers/demandes-visite/get-garde.ts';
import { handler as createDossier } from '../../src/handlers/dossiers-patients/create-dossier-patient.ts';
import { handler as updateDossier } from '../../src/handlers/dossiers-patients/update-dossier-patient.ts';
import { handler as changerStatut } from '../../src/handlers/dossiers-patients/changer-statut-dossier-patient.ts';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { enregistrerDisponibiliteDv } from '../../src/data/disponibilites-dv.ts';
import { listerDossiersDuBureau } from '../../src/data/dossiers-par-mois.ts';
import { creerEntree, idEntreeDuBureau, LISTES, type Entree } from '../../src/data/listes.ts';
import { DEMO_NOTE, seedDemoDemandesVisite } from '../../src/seed/demo-demandes-visite.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, createTestUser, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('demandes-visite');

type Connecte = { user: TestUser; token: string };
let parisNord: { id: string; nom: string };
let argenteuil: { id: string; nom: string };
let secretariat: Connecte;
let externe: Connecte;
let medecin1: Connecte;
let medecin2: Connecte;
let psychologue: Connecte;
let secretariatArgenteuil: Connecte;
const commissariats = { nord: '', sg: '', argenteuil: '' };

/** A Monday far from today, so nothing else of the table falls on it. */
const LUNDI = jourDepuisIso('2030-01-14')!;
const iso = (jour: number, heure: number) => instantParis(jour, heure).toISOString();
const examinateur = (c: Connecte) => ({ id: c.user.id, nomComplet: c.user.nomComplet });

async function commissariat(bureauId: string, suffixe: string, secteur: Commissariat['secteur']) {
  const id = idEntreeDuBureau(bureauId, suffixe);
  const now = new Date().toISOString();
  await creerEntree<Entree & Commissariat>(LISTES.commissariats, {
    id,
    nom: `Commissariat ${suffixe}`,
    secteur,
    bureau: bureauId,
    adresse: '',
    telephone: '',
    email: '',
    notes: '',
    version: 1,
    creeLe: now,
    modifieLe: now,
  });
  return id;
}

async function confirmer(
  c: Connecte,
  creneauId: number,
  date: number,
  choixSecretariat: StatutDisponibilite,
) {
  await enregistrerDisponibiliteDv(
    {
      bureauId: parisNord.id,
      créneauId: creneauId,
      date,
      examinateur: examinateur(c),
      choixExaminateur: DISPO.souhaite,
      choixSecretariat,
    },
    0,
    { modifiePar: secretariat.user.id, now: new Date() },
  );
}

beforeAll(async () => {
  argenteuil = await createTestBureau('Argenteuil');
  const chartres = await createTestBureau('Chartres');
  parisNord = await createTestBureau('Paris Nord');
  const bureaux = [argenteuil, chartres, parisNord];
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut(bureaux, now), now);
  [secretariat, externe, medecin1, medecin2, psychologue, secretariatArgenteuil] = await Promise.all([
    signedIn('secretariat', [parisNord.id]),
    signedIn('secretariat-externe', [parisNord.id]),
    signedIn('medecin', [parisNord.id]),
    signedIn('medecin', [parisNord.id]),
    signedIn('psychologue', [parisNord.id]),
    signedIn('secretariat', [argenteuil.id]),
  ]);
  commissariats.nord = await commissariat(parisNord.id, 'nord', 'Nord');
  commissariats.sg = await commissariat(parisNord.id, 'sg', 'SG');
  commissariats.argenteuil = await commissariat(argenteuil.id, 'arg', 'Nord');
  const { créneaux } = zonesEtCreneauxParDefaut(bureaux);
  const creneau = (nom: string) => créneaux.find((c) => c.zone === 70 && c.nom === nom)!.id;
  // Secteur Nord (zone 70): Soir 20:00-08:00, Matin 08:00-14:00, Après-midi 14:00-20:00.
  await confirmer(medecin1, creneau('Soir'), LUNDI, DISPO.confirmeDefinitif);
  await confirmer(medecin2, creneau('Matin'), LUNDI + 1, DISPO.confirmeProvisoire);
  await confirmer(medecin2, creneau('Après-midi'), LUNDI, DISPO.nonDisponible);
});

const garde = (query: Record<string, string>, token = secretariat.token, bureauId = parisNord.id) =>
  call(getGarde, {
    path: `/bureaux/${bureauId}/garde`,
    pathParameters: { bureauId: bureauId },
    query,
    token,
  });

describe('GET /bureaux/{bureauId}/garde: the doctor on duty for a police station', () => {
  it('availability: the doctor whose Soir slot of the Nord zone is Confirmé ! at 21:00', async () => {
    const res = await garde({ commissariat: commissariats.nord, instant: iso(LUNDI, 21 * 60) });
    expect(res.statusCode).toBe(200);
    expect(res.body as ReponseGarde).toEqual({
      garde: {
        examinateur: examinateur(medecin1),
        zone: { id: 70, nom: 'Secteur Nord' },
        creneau: expect.objectContaining({ nom: 'Soir', heureDebut: 1200, heureFin: 1920 }),
        jour: LUNDI,
        statut: DISPO.confirmeDefinitif,
      },
      zones: [{ id: 70, nom: 'Secteur Nord' }],
    });
  });

  it("constants: at 03:00 on Tuesday the Monday's Soir slot (crossing midnight) still covers the request", async () => {
    const res = await garde({ commissariat: commissariats.nord, instant: iso(LUNDI + 1, 3 * 60) });
    expect(res.body.garde).toMatchObject({ examinateur: examinateur(medecin1), jour: LUNDI });
  });

  it('availability: Confirmé ? counts too; an afternoon nobody is confirmed for proposes nobody', async () => {
    const matin = await garde({ commissariat: commissariats.nord, instant: iso(LUNDI + 1, 9 * 60) });
    expect(matin.body.garde).toMatchObject({
      examinateur: examinateur(medecin2),
      statut: DISPO.confirmeProvisoire,
    });
    const apresMidi = await garde({ commissariat: commissariats.nord, instant: iso(LUNDI, 15 * 60) });
    expect(apresMidi.body).toEqual({ garde: null, zones: [{ id: 70, nom: 'Secteur Nord' }] });
  });

  it('entities: a station whose sector no zone carries (SG) has no zone and no doctor', async () => {
    const res = await garde({ commissariat: commissariats.sg, instant: iso(LUNDI, 21 * 60) });
    expect(res.body).toEqual({ garde: null, zones: [] });
  });

  it('without an instant, now: the answer is the duty of this very moment (none on this table)', async () => {
    const res = await garde({ commissariat: commissariats.nord });
    expect(res.statusCode).toBe(200);
    expect(res.body.garde).toBeNull();
  });

  it("another office's station or an unknown one is 404; a malformed instant is 400 naming it", async () => {
    const autre = await garde({ commissariat: commissariats.argenteuil, instant: iso(LUNDI, 21 * 60) });
    expect(autre.body).toMatchObject({ statusCode: 404, message: 'Commissariat introuvable' });
    expect((await garde({ commissariat: 'inconnu' })).statusCode).toBe(404);
    const invalide = await garde({ commissariat: commissariats.nord, instant: 'hier soir' });
    expect(invalide.statusCode).toBe(400);
    expect(invalide.body.message).toBe('Instant invalide');
  });

  it('access: any secretariat and the doctors of the office; 403 for a psychologist; 404 for another office', async () => {
    const q = { commissariat: commissariats.nord, instant: iso(LUNDI, 21 * 60) };
    expect((await garde(q, externe.token)).statusCode).toBe(200);
    expect((await garde(q, medecin2.token)).statusCode).toBe(200);
    expect((await garde(q, psychologue.token)).statusCode).toBe(403);
    expect((await garde(q, secretariatArgenteuil.token)).statusCode).toBe(404);
  });
});

describe('a visit request through the patient-file calls (statuses, validation)', () => {
  const fichier = (path = '') => `/bureaux/${parisNord.id}/dossiers-patients${path}`;

  it('created for the proposed doctor, its outcome follows the validation GaV messages, then Visite faite', async () => {
    const now = new Date();
    const proposition = await garde({ commissariat: commissariats.nord, instant: iso(LUNDI, 21 * 60) });
    const corps = {
      lieu: 30,
      nom: 'MARTIN Paul',
      rendezVousDate: jourParis(now),
      rendezVousHeure: minutesParis(now),
      gavHeureProlongation: '18:30',
      requisitionFournie: false,
      examinateur: proposition.body.garde.examinateur,
      montantHT: 5750,
    };
    const sansOrigine = await call(createDossier, {
      method: 'POST',
      path: fichier(),
      pathParameters: { bureauId: parisNord.id },
      body: corps,
      token: secretariat.token,
    });
    expect(sansOrigine.body).toMatchObject({ statusCode: 400, message: 'Veuillez choisir une origine' });
    const cree = await call(createDossier, {
      method: 'POST',
      path: fichier(),
      pathParameters: { bureauId: parisNord.id },
      body: { ...corps, commissariat: { id: commissariats.nord, nom: 'Commissariat nord' } },
      token: secretariat.token,
    });
    expect(cree.statusCode).toBe(201);
    expect(cree.body).toMatchObject({ lieu: 30, examinateur: examinateur(medecin1), statut: { id: 10 } });
    const { id, version, creePar: _c, ...dossier } = cree.body;
    const pathParameters = { bureauId: parisNord.id, dossierId: String(id) };
    const patch = (body: Record<string, unknown>, v: number) =>
      call(updateDossier, {
        method: 'PATCH',
        path: fichier(`/${id}`),
        pathParameters,
        body: {
          ...Object.fromEntries(
            Object.entries({ ...dossier, ...body }).filter(
              ([k]) =>
                ![
                  'id',
                  'statut',
                  'bureau',
                  'dateRdvPris',
                  'dateArrivé',
                  'dateAnnulé',
                  'dateModification',
                  'photos',
                  'documents',
                  'bordereauNumero',
                ].includes(k),
            ),
          ),
          version: v,
        },
        token: medecin1.token,
      });

    const sansConclusion = await patch({ gavVisiteEffectuée: true }, version);
    expect(sansConclusion.body).toMatchObject({
      statusCode: 400,
      message: 'Veuillez choisir une conclusion',
    });
    const sansMotif = await patch({ gavVisiteEffectuée: false }, version);
    expect(sansMotif.body).toMatchObject({ statusCode: 400, message: 'Veuillez choisir un motif' });

    const fait = await patch({ gavVisiteEffectuée: true, examenConclusion: 'Compatible' }, version);
    expect(fait.statusCode).toBe(200);
    // Visite faite (Examiné) needs only the rules before Examiné (docs/product-rules.md#on-status-change):
    // the doctor records it without the person's identity, typed by the secretariat afterwards.
    const statut = await call(changerStatut, {
      method: 'POST',
      path: fichier(`/${id}/statut`),
      pathParameters,
      body: { statut: 30, version: fait.body.version },
      token: medecin1.token,
    });
    expect(statut.statusCode).toBe(200);
    expect(statut.body).toMatchObject({
      statut: { id: 30, alias: 'Visite faite' },
      gavVisiteEffectuée: true,
      dateDeNaissance: null,
      regie: '',
    });
    expect(visiteDansLeDelai(statut.body)).toBe(true);
  });
});

describe('demo visit requests (Demo data)', () => {
  it('Paris Nord: one on time, one near its limit, one past it, one visited in time; a re-run writes nothing', async () => {
    const medecin = await createTestUser('medecin', ['paris-nord'], {
      adresseEmail: 'medecin.parisnord@umj.example',
    });
    const now = new Date('2030-02-05T10:00:00Z');
    expect(await seedDemoDemandesVisite(now)).toBe(4);
    expect(await seedDemoDemandesVisite(now)).toBe(0);
    const jour = jourParis(now);
    const { dossiers } = await listerDossiersDuBureau('paris-nord', jour - 1, jour);
    const demo = dossiers.filter((d) => d.notes === DEMO_NOTE);
    expect(demo.map((d) => etatEcheance(d, now)).sort()).toEqual(['depassee', 'ok', 'proche', 'terminee']);
    for (const d of demo) {
      expect(d).toMatchObject({ lieu: 30, examinateur: { id: medecin.id } });
      expect(validerRendezVous(d, { modeAnticipe: false, statutPrecedent: d.statut!.id })).toEqual([]);
    }
    expect(demo.map((d) => visiteDansLeDelai(d)).filter((v) => v !== null)).toEqual([true]);
  });
});
