// Configuration and seed share the one CONFIGURATION partition of a table, so they run in this file in order.
import '../helpers/test-env.ts';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { describe, expect, it } from 'vitest';
import { handler as listerConfiguration } from '../../src/handlers/configuration/list-configuration.ts';
import { handler as creerConfiguration } from '../../src/handlers/configuration/create-configuration.ts';
import { handler as updateConfiguration } from '../../src/handlers/configuration/update-configuration.ts';
import { handler as listerBureaux } from '../../src/handlers/bureaux/list-bureaux.ts';
import { handler as getMoi } from '../../src/handlers/utilisateurs/get-moi.ts';
import { listerUtilisateurs } from '../../src/data/utilisateurs.ts';
import { DEMO_ACCOUNTS, DEMO_BUREAUX, DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { seedDemoReferentiel } from '../../src/seed/seed.ts';
import { call } from '../helpers/events.ts';
import { loginAs, signedIn } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('configuration');

const BUREAUX = [
  { id: 'a', nom: 'Argenteuil' },
  { id: 'c', nom: 'Chartres' },
  { id: 'p', nom: 'Paris Nord' },
];
const entries = () => entreesConfigurationParDefaut(BUREAUX, new Date('2026-11-22T12:00:00Z'));
const patch = (cle: string, body: unknown, token: string) =>
  call(updateConfiguration, {
    method: 'PATCH',
    path: `/configuration/${cle}`,
    pathParameters: { cle },
    body,
    token,
  });

describe.sequential('configuration (calls GET/POST/PATCH /configuration, validation, error messages)', () => {
  it('calls: GET /configuration answers an empty list when there is no configuration', async () => {
    const { token } = await signedIn('medecin');
    const res = await call(listerConfiguration, { token });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("settings: POST refuses a configuration without exactly the five keys: 400 'Configuration Invalide'", async () => {
    const { token } = await signedIn('administrateur');
    const res = await call(creerConfiguration, { method: 'POST', body: entries().slice(0, 4), token });
    expect(res.body).toMatchObject({
      statusCode: 400,
      message: 'Configuration Invalide',
      field: 'configuration',
    });
  });

  it("settings: POST refuses invalid settings with the spec's message and the field", async () => {
    const { token } = await signedIn('administrateur');
    const body = entries().map((e) =>
      e.cle === 'réglages' ? { ...e, valeur: { ...e.valeur, montantTVA: 'abc' } } : e,
    );
    const res = await call(creerConfiguration, { method: 'POST', body, token });
    expect(res.body).toMatchObject({
      statusCode: 400,
      message: 'Réglages: TVA invalide',
      field: 'réglages.montantTVA',
    });
    expect((await call(listerConfiguration, { token })).body).toEqual([]);
  });

  it('configuration writes are admin only (403)', async () => {
    const { token } = await signedIn('secretariat');
    expect((await call(creerConfiguration, { method: 'POST', body: entries(), token })).statusCode).toBe(403);
  });

  it('calls: POST creates the five entries (201); a second POST is 409; every signed-in role reads them', async () => {
    const { token } = await signedIn('administrateur');
    const res = await call(creerConfiguration, { method: 'POST', body: entries(), token });
    expect(res.statusCode).toBe(201);
    expect(res.body.map((e: { cle: string }) => e.cle)).toEqual([
      'périodesDeTemps',
      'zones',
      'créneaux',
      'typesDExamen',
      'réglages',
    ]);
    expect((await call(creerConfiguration, { method: 'POST', body: entries(), token })).statusCode).toBe(409);
    const reader = await signedIn('psychologue');
    const list = await call(listerConfiguration, { token: reader.token });
    expect(list.body).toHaveLength(5);
    expect(list.body.find((e: { cle: string }) => e.cle === 'réglages')).toMatchObject({
      valeur: { montantTVA: 20, tauxDeParticipationAuxFrais: 30 },
      version: 1,
    });
  });

  it('calls: PATCH /configuration/{cle} with the key URL-encoded answers { cle, valeur } (and the version)', async () => {
    const { token } = await signedIn('administrateur');
    const reglages = entries().find((e) => e.cle === 'réglages')!;
    const valeur = { ...reglages.valeur, montantTVA: 5.5 };
    const res = await patch(encodeURIComponent('réglages'), { cle: 'réglages', valeur, version: 1 }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ cle: 'réglages', valeur, version: 2 });
    const stale = await patch('r%C3%A9glages', { cle: 'réglages', valeur, version: 1 }, token);
    expect(stale.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    const next = await patch('r%C3%A9glages', { cle: 'réglages', valeur, version: 2 }, token);
    expect(next.body).toMatchObject({ version: 3 });
  });

  it('Data: a PATCH without the version it read is a 400 and writes nothing (no silent overwrite)', async () => {
    const { token } = await signedIn('administrateur');
    const before = (await call(listerConfiguration, { path: '/configuration', token })).body as {
      cle: string;
      version: number;
    }[];
    const reglages = entries().find((e) => e.cle === 'réglages')!;
    const noVersion = await patch(
      'r%C3%A9glages',
      { cle: 'réglages', valeur: { ...reglages.valeur, montantTVA: 20 } },
      token,
    );
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.body).toMatchObject({ message: 'Version manquante', field: 'version' });
    const after = (await call(listerConfiguration, { path: '/configuration', token })).body;
    expect(after).toEqual(before);
  });

  it('settings: PATCH validates the value with the shared rules; the key must match; unknown keys are 400', async () => {
    const { token } = await signedIn('administrateur');
    const reglages = entries().find((e) => e.cle === 'réglages')!;
    const taux = await patch(
      'r%C3%A9glages',
      { cle: 'réglages', valeur: { ...reglages.valeur, tauxDeParticipationAuxFrais: 'x' }, version: 3 },
      token,
    );
    expect(taux.body).toMatchObject({
      statusCode: 400,
      message: 'Réglages: Taux de participation aux frais invalide',
      field: 'réglages.tauxDeParticipationAuxFrais',
    });
    const mismatch = await patch('zones', { cle: 'réglages', valeur: reglages.valeur, version: 3 }, token);
    expect(mismatch.body).toMatchObject({ statusCode: 400, field: 'cle' });
    const unknown = await patch('inconnue', { cle: 'réglages', valeur: reglages.valeur, version: 3 }, token);
    expect(unknown.body).toMatchObject({ statusCode: 400, field: 'cle' });
    const other = await signedIn('secretariat');
    expect(
      (await patch('r%C3%A9glages', { cle: 'réglages', valeur: reglages.valeur }, other.token)).statusCode,
    ).toBe(403);
  });

  it("an administrator limited to an office changes only its office's zones; another office's zone and the common keys are 403 and nothing is written", async () => {
    const limited = await signedIn('administrateur', ['a']);
    const read = async () =>
      (await call(listerConfiguration, { token: limited.token })).body as {
        cle: string;
        valeur: { id: number; nom: string; bureau: { id: string } | null }[];
        version: number;
      }[];
    const zonesEntry = (await read()).find((e) => e.cle === 'zones')!;
    const rename = (bureauId: string) =>
      zonesEntry.valeur.map((z) => (z.bureau?.id === bureauId ? { ...z, nom: `${z.nom} (renommée)` } : z));
    const other = await patch(
      'zones',
      { cle: 'zones', valeur: rename('p'), version: zonesEntry.version },
      limited.token,
    );
    expect(other.body).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Vous ne pouvez modifier que les zones et les créneaux de vos bureaux',
      field: 'valeur',
    });
    expect((await read()).find((e) => e.cle === 'zones')).toEqual(zonesEntry);
    const own = await patch(
      'zones',
      { cle: 'zones', valeur: rename('a'), version: zonesEntry.version },
      limited.token,
    );
    expect(own.statusCode).toBe(200);
    const types = (await read()).find((e) => e.cle === 'typesDExamen')!;
    const common = await patch(
      'typesDExamen',
      { cle: 'typesDExamen', valeur: types.valeur, version: types.version },
      limited.token,
    );
    expect(common.body).toMatchObject({
      statusCode: 403,
      message: 'Seul un administrateur sans bureau peut modifier ce paramétrage, commun à tous les bureaux',
    });
  });
});

// The offices, configuration and accounts are the reference part of the seed (no patient files needed).
describe.sequential(
  'seedDemoReferentiel (Local runtime: offices, default configuration, demo accounts)',
  { timeout: 120_000 },
  () => {
    it('seeds the three offices and the seven demo accounts, idempotently, keeping an existing configuration', async () => {
      await seedDemoReferentiel();
      await seedDemoReferentiel();
      const users = (await listerUtilisateurs()).filter((u) => u.adresseEmail.endsWith('@umj.example'));
      expect(users.map((u) => u.adresseEmail).sort()).toEqual(
        DEMO_ACCOUNTS.map((a) => a.adresseEmail).sort(),
      );
      expect(users.every((u) => u.version === 1 && u.confirme && u.actif)).toBe(true);

      const admin = await loginAs({ adresseEmail: 'admin@umj.example', motDePasse: DEMO_PASSWORD });
      const bureaux = await call(listerBureaux, { token: admin });
      expect(bureaux.body.map((b: { nom: string }) => b.nom)).toEqual(
        expect.arrayContaining(DEMO_BUREAUX.map((b) => b.nom)),
      );
      expect((await call(getMoi, { token: admin })).body).toMatchObject({
        role: 'administrateur',
        bureaux: [],
      });

      const externe = await loginAs({
        adresseEmail: 'externe.chartres@umj.example',
        motDePasse: DEMO_PASSWORD,
      });
      expect((await call(getMoi, { token: externe })).body).toMatchObject({
        role: 'secretariat-externe',
        bureaux: [{ id: 'chartres', nom: 'Chartres' }],
      });
      // The configuration created above (version 3 of réglages) is kept: the seed never overwrites.
      const config = await call(listerConfiguration, { token: admin });
      expect(config.body.find((e: { cle: string }) => e.cle === 'réglages').version).toBe(3);
    });
  },
);
