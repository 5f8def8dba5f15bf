// "Input and transport limits": every REST body refuses unknown fields (400 « Champ inconnu »
// naming the field, nothing written) and every string or list its schema leaves unbounded has a maximum.
// One representative route per handler family; the rule lives once in the api-handler's input middleware.
import '../helpers/test-env.ts';
import { jourDepuisIso } from '@umj/shared/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { handler as creerBureau } from '../../src/handlers/bureaux/create-bureau.ts';
import { handler as supprimerBureaux } from '../../src/handlers/bureaux/delete-bureaux.ts';
import { handler as listerBureaux } from '../../src/handlers/bureaux/list-bureaux.ts';
import { handler as createCommissariat } from '../../src/handlers/commissariats/create-commissariat.ts';
import { handler as updateConfiguration } from '../../src/handlers/configuration/update-configuration.ts';
import { handler as putDispo } from '../../src/handlers/disponibilites-rv/update-disponibilite-rv.ts';
import { handler as createDossier } from '../../src/handlers/dossiers-patients/create-dossier-patient.ts';
import { handler as listDossiers } from '../../src/handlers/dossiers-patients/list-dossiers-patients.ts';
import { handler as createDpRapport } from '../../src/handlers/dprapports/create-dprapport.ts';
import { handler as demandePiece } from '../../src/handlers/pieces/create-piece-televersement.ts';
import { handler as creerUtilisateur } from '../../src/handlers/utilisateurs/create-utilisateur.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn, TEST_PASSWORD } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('input-limits');

let bureauId: string;
let admin: string;
let secretariat: string;
let medecin: { id: string; nomComplet: string };

beforeAll(async () => {
  bureauId = (await createTestBureau('Limites')).id;
  admin = (await signedIn('administrateur')).token;
  secretariat = (await signedIn('secretariat', [bureauId])).token;
  const m = await signedIn('medecin', [bureauId]);
  medecin = { id: m.user.id, nomComplet: m.user.nomComplet };
});

const dossier = (champs: Record<string, unknown>) => ({
  nom: 'LIMITES',
  rendezVousDate: jourDepuisIso('2026-05-04'),
  rendezVousHeure: 600,
  examinateur: medecin,
  montantHT: 0,
  ...champs,
});

describe('unknown fields refused on every handler family', () => {
  const cas: [string, () => Promise<{ statusCode: number; body: unknown }>, string][] = [
    [
      'POST /auth/login (public)',
      () =>
        call(login, {
          method: 'POST',
          body: { adresseEmail: 'x@y.fr', motDePasse: TEST_PASSWORD, jeton: 1 },
        }),
      'jeton',
    ],
    [
      'POST /bureaux',
      () => call(creerBureau, { method: 'POST', body: { nom: 'Pirate', id: 'b-pirate' }, token: admin }),
      'id',
    ],
    [
      'POST /utilisateurs',
      () =>
        call(creerUtilisateur, {
          method: 'POST',
          body: {
            nomComplet: 'Nouvelle Personne',
            adresseEmail: 'nouvelle@umj.fr',
            role: 'secretariat',
            bureauIds: [bureauId],
            motDePasse: 'x',
          },
          token: admin,
        }),
      'motDePasse',
    ],
    [
      'POST /commissariats (lists)',
      () =>
        call(createCommissariat, {
          method: 'POST',
          body: { nom: 'Commissariat', bureau: bureauId, creeLe: '2026-01-01' },
          token: admin,
        }),
      'creeLe',
    ],
    [
      'POST /dprapports',
      () => call(createDpRapport, { method: 'POST', body: { nom: 'Rapport', version: 1 }, token: admin }),
      'version',
    ],
    [
      'PATCH /configuration/{cle}',
      () =>
        call(updateConfiguration, {
          method: 'PATCH',
          pathParameters: { cle: 'zones' },
          body: { cle: 'zones', valeur: [], version: 1, bureauId },
          token: admin,
        }),
      'bureauId',
    ],
    [
      'PATCH /configuration/{cle} (an object of the value)',
      () =>
        call(updateConfiguration, {
          method: 'PATCH',
          pathParameters: { cle: 'zones' },
          body: {
            cle: 'zones',
            valeur: [{ id: 1, nom: 'Zone', jours: 0, secteurs: [], bureau: null, notes: '', couleur: 'x' }],
            version: 1,
          },
          token: admin,
        }),
      'zones.0.couleur',
    ],
    [
      'POST /bureaux/{bureauId}/dossiers-patients (nested object)',
      () =>
        call(createDossier, {
          method: 'POST',
          pathParameters: { bureauId: bureauId },
          body: dossier({ examinateur: { ...medecin, role: 'medecin' } }),
          token: secretariat,
        }),
      'examinateur.role',
    ],
    [
      'PUT /bureaux/{bureauId}/disponibilites-rv',
      () =>
        call(putDispo, {
          method: 'PUT',
          pathParameters: { bureauId: bureauId },
          body: { examinateurId: medecin.id, version: 0, semaine: [], exceptions: [], modeAnticipe: true },
          token: secretariat,
        }),
      'modeAnticipe',
    ],
    [
      'POST /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces',
      () =>
        call(demandePiece, {
          method: 'POST',
          pathParameters: { bureauId: bureauId, dossierId: '1' },
          body: { nom: 'photo.jpg', typeMime: 'image/jpeg', tailleEnOctets: 10, genre: 'photo', url: 'x' },
          token: secretariat,
        }),
      'url',
    ],
  ];

  it.each(cas)('%s: 400 « Champ inconnu » naming the field', async (_route, envoyer, champ) => {
    const res = await envoyer();
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, field: champ, message: `Champ inconnu : ${champ}` });
  });

  it('nothing is written when a field is unknown', async () => {
    const bureaux = (await call(listerBureaux, { token: admin })).body as { nom: string }[];
    expect(bureaux.map((b) => b.nom)).not.toContain('Pirate');
    const page = await call(listDossiers, {
      pathParameters: { bureauId: bureauId },
      query: { du: '2026-05-01', au: '2026-05-31' },
      token: secretariat,
    });
    expect(page.body).toMatchObject({ elements: [] });
  });
});

describe('maximum lengths of strings and sizes of lists', () => {
  it('a free text over 5 000 characters is a 400 naming the field; 5 000 is accepted', async () => {
    const trop = await call(createDossier, {
      method: 'POST',
      pathParameters: { bureauId: bureauId },
      body: dossier({ notes: 'a'.repeat(5001) }),
      token: secretariat,
    });
    expect(trop.statusCode).toBe(400);
    expect(trop.body).toMatchObject({
      field: 'notes',
      message: 'Le champ notes ne doit pas dépasser 5 000 caractères',
    });
    const juste = await call(createDossier, {
      method: 'POST',
      pathParameters: { bureauId: bureauId },
      body: dossier({ notes: 'a'.repeat(5000) }),
      token: secretariat,
    });
    expect(juste.statusCode).toBe(201);
  });

  it('a list over 1 000 items is a 400 naming the field', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `b-${i}`);
    const res = await call(supprimerBureaux, {
      method: 'DELETE',
      body: { ids, versions: { [ids[0]!]: 1 } },
      token: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      field: 'ids',
      message: 'Le champ ids ne doit pas contenir plus de 1 000 éléments',
    });
  });
});
