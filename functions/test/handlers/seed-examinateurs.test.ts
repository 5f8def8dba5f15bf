// Demo data: a dozen examiners over the three offices, seeded idempotently with their office
// memberships (M1); users created before M1 get theirs too.
import '../helpers/test-env.ts';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { keys } from '../../src/data/keys.ts';
import { listerMembresBureau, listerUtilisateurs } from '../../src/data/utilisateurs.ts';
import { seedDemoReferentiel } from '../../src/seed/seed.ts';
import { DEMO_EXAMINATEURS } from '../../src/seed/demo-examinateurs.ts';
import { createTestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';
import { rppsSchema, telephoneSchema } from '@umj/shared/utilisateur';

useFreshTable('seed-examinateurs');

// The examiners are in the reference part of the seed (no patient files needed here).
describe('seedDemoReferentiel: demo examiners ("Demo data")', { timeout: 120_000 }, () => {
  it('about a dozen doctors and psychologists with valid phone and RPPS, spread over the three offices', () => {
    expect(DEMO_EXAMINATEURS.length).toBeGreaterThanOrEqual(10);
    for (const e of DEMO_EXAMINATEURS) {
      expect(telephoneSchema.parse(e.telephone), e.nomComplet).toBe(e.telephone);
      expect(rppsSchema.parse(e.rpps), e.nomComplet).toBe(e.rpps);
    }
    for (const bureau of ['argenteuil', 'chartres', 'paris-nord'] as const)
      for (const role of ['medecin', 'psychologue'] as const)
        expect(
          DEMO_EXAMINATEURS.some((e) => e.role === role && e.bureauIds.includes(bureau)),
          `${role} ${bureau}`,
        ).toBe(true);
  });

  it('seeds them once with their memberships, and completes the memberships of users created before M1', async () => {
    const ancien = await createTestUser('medecin', ['argenteuil']);
    await ddb.send(
      new DeleteCommand({ TableName: tableName(), Key: keys.membre('argenteuil', 'medecin', ancien.id) }),
    );
    await seedDemoReferentiel();
    await seedDemoReferentiel();
    const emails = (await listerUtilisateurs()).map((u) => u.adresseEmail);
    for (const e of DEMO_EXAMINATEURS) expect(emails.filter((a) => a === e.adresseEmail)).toHaveLength(1);
    const medecinsArgenteuil = await listerMembresBureau('argenteuil', 'medecin');
    const names = medecinsArgenteuil.map((m) => m.nomComplet);
    expect(names).toEqual(
      expect.arrayContaining([
        ...DEMO_EXAMINATEURS.filter((e) => e.role === 'medecin' && e.bureauIds.includes('argenteuil')).map(
          (e) => e.nomComplet,
        ),
        'Médecin Argenteuil',
        ancien.nomComplet,
      ]),
    );
    expect(new Set(medecinsArgenteuil.map((m) => m.utilisateurId)).size).toBe(medecinsArgenteuil.length);
    const inactifs = (await listerMembresBureau('chartres', 'medecin')).filter((m) => !m.actif);
    expect(inactifs.map((m) => m.nomComplet)).toContain('Dr Antoine Rousseau');
  });
});
