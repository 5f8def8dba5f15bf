// Every write's audit entry is written in the write's own transaction (never a Put of its own after
// it), names its target and carries the answer's status (docs/data-model.md A5, docs/security.md
// "Audit trail"): the writes that went around the write helpers (a sign-out, a code, an announced
// upload, the record of a file's read) and the sign-up, whose target was named after its write.
// DynamoDB Local and the real handlers.
import '../helpers/test-env.ts';
import { STATUT } from '@umj/shared/statuts-dossier';
import { describe, expect, it } from 'vitest';
import { handler as forgotPassword } from '../../src/handlers/auth/forgot-password.ts';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { handler as logout } from '../../src/handlers/auth/logout.ts';
import { handler as signup } from '../../src/handlers/auth/signup.ts';
import { handler as getDossier } from '../../src/handlers/dossiers-patients/get-dossier-patient.ts';
import { handler as createTeleversement } from '../../src/handlers/pieces/create-piece-televersement.ts';
import { listerEntreesAuditDuJour } from '../../src/data/audit.ts';
import { lireUtilisateurParEmail } from '../../src/data/utilisateurs.ts';
import { ecrituresAudit } from '../helpers/audit-ecrit.ts';
import { creerDossierDeTest } from '../helpers/dossiers-h2.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, createTestUser, signedIn, TEST_PASSWORD } from '../helpers/fixtures.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('audit-ecritures');
useLocalS3();

describe("a write's audit entry: in its transaction, naming its target, with the answer's status", () => {
  it('sign-out (204): the end of the sessions and its entry are one transaction', async () => {
    const { user, token } = await signedIn('secretariat');
    const { resultat, avecLeChangement, seules } = await ecrituresAudit(() =>
      call(logout, { method: 'POST', token }),
    );
    expect(resultat.statusCode).toBe(204);
    expect(seules).toEqual([]);
    expect(avecLeChangement).toEqual([
      expect.objectContaining({
        action: 'auth/logout',
        cible: `UTILISATEUR#${user.id}`,
        resultat: 'succès',
        statusCode: 204,
      }),
    ]);
  });

  it('password reset request (202): the new code and its entry are one transaction, naming the account', async () => {
    const user = await createTestUser('secretariat');
    const { resultat, avecLeChangement, seules } = await ecrituresAudit(() =>
      call(forgotPassword, { method: 'POST', body: { adresseEmail: user.adresseEmail } }),
    );
    expect(resultat.statusCode).toBe(202);
    expect(seules).toEqual([]);
    expect(avecLeChangement).toEqual([
      expect.objectContaining({
        action: 'auth/forgot-password',
        cible: `UTILISATEUR#${user.id}`,
        statusCode: 202,
      }),
    ]);
  });

  it('sign-up (202): the account and its entry are one transaction, the entry naming the new account', async () => {
    const adresseEmail = `inscription-${Date.now()}@umj.example`;
    const body = { nomComplet: 'Nouvelle Inscrite', adresseEmail, motDePasse: TEST_PASSWORD };
    const { resultat, avecLeChangement, seules } = await ecrituresAudit(() =>
      call(signup, { method: 'POST', body }),
    );
    expect(resultat.statusCode).toBe(202);
    const cree = await lireUtilisateurParEmail(adresseEmail);
    expect(seules).toEqual([]);
    expect(avecLeChangement).toEqual([
      expect.objectContaining({
        action: 'auth/signup',
        utilisateurId: cree!.id,
        cible: `UTILISATEUR#${cree!.id}`,
        statusCode: 202,
      }),
    ]);
  });

  it('attachment upload request (201): the announced upload and its entry are one transaction', async () => {
    const bureauId = (await createTestBureau('Téléversement')).id;
    const { token } = await signedIn('secretariat', [bureauId]);
    const dossierId = await creerDossierDeTest({
      bureauId,
      examinateur: { id: 'u-examinateur', nomComplet: 'Dr Examinateur' },
      jour: 20_700,
      heure: 600,
      statut: STATUT.arrive,
    });
    const { resultat, avecLeChangement, seules } = await ecrituresAudit(() =>
      call<{ pieceId: string }>(createTeleversement, {
        method: 'POST',
        pathParameters: { bureauId, dossierId: String(dossierId) },
        body: { genre: 'document', nom: 'rapport.pdf', typeMime: 'application/pdf', tailleEnOctets: 100 },
        token,
      }),
    );
    expect(resultat.statusCode).toBe(201);
    expect(seules).toEqual([]);
    expect(avecLeChangement).toEqual([
      expect.objectContaining({
        action: 'pieces/create-piece-televersement',
        cible: expect.stringContaining(`BUREAU#${bureauId}#DOSSIER#${dossierId}#PIECE#`),
        statusCode: 201,
      }),
    ]);
  });

  it("the recorded read of a patient file (200): its 'lecture' history event and its entry are one transaction; a read within 15 minutes writes neither", async () => {
    const bureauId = (await createTestBureau('Lecture')).id;
    const { token } = await signedIn('secretariat', [bureauId]);
    const dossierId = await creerDossierDeTest({
      bureauId,
      examinateur: { id: 'u-examinateur', nomComplet: 'Dr Examinateur' },
      jour: 20_700,
      heure: 630,
      statut: STATUT.arrive,
    });
    const lire = () =>
      call(getDossier, { pathParameters: { bureauId, dossierId: String(dossierId) }, token });
    const premiere = await ecrituresAudit(lire);
    expect(premiere.resultat.statusCode).toBe(200);
    expect(premiere.seules).toEqual([]);
    expect(premiere.avecLeChangement).toEqual([
      expect.objectContaining({
        action: 'dossiers-patients/get-dossier-patient',
        cible: `BUREAU#${bureauId}#DOSSIER#${dossierId}`,
        statusCode: 200,
      }),
    ]);
    // The second read's transaction is refused by the recent read's condition: nothing of it lands.
    const seconde = await ecrituresAudit(lire);
    expect(seconde.resultat.statusCode).toBe(200);
    expect(seconde.seules).toEqual([]);
    const { entries } = await listerEntreesAuditDuJour(premiere.avecLeChangement[0]!.date.slice(0, 10), 1000);
    const cible = `BUREAU#${bureauId}#DOSSIER#${dossierId}`;
    expect(entries.filter((e) => e.cible === cible).map((e) => e.id)).toEqual([
      premiere.avecLeChangement[0]!.SK.slice(2),
    ]);
  });

  it("a sign-in writes no data of its own (only its failure counters): its entry, alone, names the account and the answer's status", async () => {
    const user = await createTestUser('medecin');
    const { resultat, avecLeChangement, seules } = await ecrituresAudit(() =>
      call(login, {
        method: 'POST',
        body: { adresseEmail: user.adresseEmail, motDePasse: TEST_PASSWORD },
      }),
    );
    expect(resultat.statusCode).toBe(200);
    expect(avecLeChangement).toEqual([]);
    expect(seules).toEqual([
      expect.objectContaining({ action: 'auth/login', cible: `UTILISATEUR#${user.id}`, statusCode: 200 }),
    ]);
  });
});
