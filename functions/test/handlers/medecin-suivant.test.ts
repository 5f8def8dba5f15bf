// "Médecin Suivant" hands a visit request on (docs/api.md#medecin-suivant) against DynamoDB Local: the
// answer proposes the next doctor confirmed on the same zone and slot (or none), the legal clock keeps
// running from the original request, and the file's history records the hand-over.
import '../helpers/test-env.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { entreesConfigurationParDefaut, zonesEtCreneauxParDefaut } from '@umj/shared/configuration-defaut';
import { jourParis, minutesParis } from '@umj/shared/dates';
import { echeanceVisite } from '@umj/shared/demandes-visite';
import { DISPO } from '@umj/shared/disponibilites';
import type { Commissariat } from '@umj/shared/listes';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { enregistrerDisponibiliteDv } from '../../src/data/disponibilites-dv.ts';
import { creerEntree, idEntreeDuBureau, LISTES, type Entree } from '../../src/data/listes.ts';
import { handler as createDossier } from '../../src/handlers/dossiers-patients/create-dossier-patient.ts';
import { handler as historique } from '../../src/handlers/dossiers-patients/list-historique-dossier-patient.ts';
import { handler as updateDossier } from '../../src/handlers/dossiers-patients/update-dossier-patient.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('medecin-suivant');

type Connecte = { user: TestUser; token: string };
let parisNord: { id: string; nom: string };
let secretariat: Connecte;
let medecin1: Connecte;
let medecin2: Connecte;
const commissariats = { nord: '', sg: '' };
const examinateur = (c: Connecte) => ({ id: c.user.id, nomComplet: c.user.nomComplet });

async function commissariat(suffixe: string, secteur: Commissariat['secteur']) {
  const id = idEntreeDuBureau(parisNord.id, suffixe);
  const now = new Date().toISOString();
  await creerEntree<Entree & Commissariat>(LISTES.commissariats, {
    ...{ id, nom: `Commissariat ${suffixe}`, secteur, bureau: parisNord.id },
    ...{ adresse: '', telephone: '', email: '', notes: '', version: 1, creeLe: now, modifieLe: now },
  });
  return id;
}

beforeAll(async () => {
  parisNord = await createTestBureau('Paris Nord');
  // The default zones need the three offices of the demo (Secteur Nord is Paris Nord's).
  const bureaux = [await createTestBureau('Argenteuil'), await createTestBureau('Chartres'), parisNord];
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut(bureaux, now), now);
  [secretariat, medecin1, medecin2] = await Promise.all([
    signedIn('secretariat', [parisNord.id]),
    signedIn('medecin', [parisNord.id]),
    signedIn('medecin', [parisNord.id]),
  ]);
  commissariats.nord = await commissariat('nord', 'Nord');
  commissariats.sg = await commissariat('sg', 'SG');
  // Both doctors confirmed on every slot of the Nord zone (70) today and yesterday (the night slot of
  // yesterday covers the early hours): whatever the hour of the run, both are on the same duty.
  const aujourdhui = jourParis(now);
  const nord = zonesEtCreneauxParDefaut(bureaux).créneaux.filter((c) => c.zone === 70);
  for (const c of nord) {
    for (const date of [aujourdhui - 1, aujourdhui]) {
      for (const [m, choix] of [
        [medecin1, DISPO.confirmeDefinitif],
        [medecin2, DISPO.confirmeProvisoire],
      ] as const) {
        await enregistrerDisponibiliteDv(
          {
            bureauId: parisNord.id,
            créneauId: c.id,
            date,
            examinateur: examinateur(m),
            choixExaminateur: DISPO.souhaite,
            choixSecretariat: choix,
          },
          0,
          { modifiePar: secretariat.user.id, now },
        );
      }
    }
  }
});

const chemin = (id?: number) =>
  `/bureaux/${parisNord.id}/dossiers-patients${id === undefined ? '' : `/${id}`}`;

async function demande(commissariatId: string) {
  const now = new Date();
  const cree = await call(createDossier, {
    method: 'POST',
    path: chemin(),
    pathParameters: { bureauId: parisNord.id },
    body: {
      lieu: 30,
      nom: 'MARTIN Paul',
      rendezVousDate: jourParis(now),
      rendezVousHeure: minutesParis(now),
      requisitionFournie: false,
      examinateur: examinateur(medecin1),
      commissariat: { id: commissariatId, nom: 'Commissariat' },
      montantHT: 5750,
    },
    token: secretariat.token,
  });
  expect(cree.statusCode).toBe(201);
  return cree.body;
}

/** The doctor records "Médecin Suivant" (and tries to move the request's hour: the clock stays). */
function passer(d: Record<string, unknown>) {
  const serveur = ['id', 'statut', 'bureau', 'dateRdvPris', 'dateArrivé', 'dateAnnulé', 'dateModification'];
  const autres = ['photos', 'documents', 'bordereauNumero', 'creePar', 'version', 'passation'];
  const champs = Object.fromEntries(Object.entries(d).filter(([k]) => ![...serveur, ...autres].includes(k)));
  return call(updateDossier, {
    method: 'PATCH',
    path: chemin(d.id as number),
    pathParameters: { bureauId: parisNord.id, dossierId: String(d.id) },
    body: {
      ...champs,
      gavVisiteEffectuée: false,
      gavMotifNonVisite: 'Médecin Suivant',
      rendezVousHeure: ((d.rendezVousHeure as number) + 60) % 1440,
      version: d.version,
    },
    token: medecin1.token,
  });
}

const passations = async (id: number) => {
  const res = await call(historique, {
    path: `${chemin(id)}/historique`,
    pathParameters: { bureauId: parisNord.id, dossierId: String(id) },
    token: secretariat.token,
  });
  return (res.body.elements as { action: string; champs: unknown[] }[]).filter(
    (e) => e.action === 'passation',
  );
};

describe('"Médecin Suivant" hands a visit request on (docs/api.md#medecin-suivant)', () => {
  it('proposes the next doctor of the same zone and slot, keeps the clock and records the hand-over', async () => {
    const d = await demande(commissariats.nord);
    const res = await passer(d);
    expect(res.statusCode).toBe(200);
    expect(res.body.passation).toMatchObject({
      de: examinateur(medecin1),
      garde: { examinateur: examinateur(medecin2), zone: { id: 70 } },
    });
    expect(res.body).toMatchObject({
      gavMotifNonVisite: 'Médecin Suivant',
      statut: { id: 10 },
      rendezVousDate: d.rendezVousDate,
      rendezVousHeure: d.rendezVousHeure,
      examinateur: examinateur(medecin1),
    });
    expect(echeanceVisite(res.body)).toEqual(echeanceVisite(d));
    expect(await passations(d.id)).toEqual([
      expect.objectContaining({
        qui: examinateur(medecin1),
        champs: [{ champ: 'examinateur', avant: examinateur(medecin1), apres: examinateur(medecin2) }],
      }),
    ]);
  });

  it('says that none is confirmed when the station has no duty zone, and records it', async () => {
    const d = await demande(commissariats.sg);
    const res = await passer(d);
    expect(res.statusCode).toBe(200);
    expect(res.body.passation).toEqual({ de: examinateur(medecin1), garde: null });
    expect((await passations(d.id))[0]?.champs).toEqual([
      { champ: 'examinateur', avant: examinateur(medecin1), apres: null },
    ]);
  });

  it('a later save of the same reason is no new hand-over', async () => {
    const d = await demande(commissariats.nord);
    const premiere = await passer(d);
    const seconde = await passer(premiere.body);
    expect(seconde.statusCode).toBe(200);
    expect(seconde.body.passation).toBeUndefined();
    expect(await passations(d.id)).toHaveLength(1);
  });
});
