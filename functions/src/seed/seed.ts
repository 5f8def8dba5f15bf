// Idempotent demo data for the local runtime: the three offices, the default configuration
// of the spec (shared entreesConfigurationParDefaut) and the demo accounts. Every write is conditional,
// grouped in transactions (DynamoDB Local is slow); passwords are hashed only for missing accounts.
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { VERSION_INITIALE } from '@umj/shared/version';
import { creerBureaux, lireBureaux, type BureauItem } from '../data/bureaux.ts';
import { creerConfiguration, listerConfiguration } from '../data/configuration.ts';
import {
  creerUtilisateurs,
  emailsExistants,
  nouvelUtilisateur,
  type UtilisateurItem,
} from '../data/utilisateurs.ts';
import { AlreadyExistsError } from '../errors.ts';
import { logger } from '../lib/adapters/logger.ts';
import { hashPassword } from '../lib/auth/password.ts';
import { DEMO_ACCOUNTS, DEMO_BUREAUX, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoListes } from './demo-listes.ts';
import { seedDemoExaminateurs } from './demo-examinateurs.ts';
import { seedDemoDossiers } from './demo-dossiers.ts';
import { seedDemoRepartitions } from './demo-repartitions.ts';
import { seedDemoDemandesVisite } from './demo-demandes-visite.ts';
import { seedDemoDisponibilitesDv } from './demo-disponibilites-dv.ts';
import { seedDemoBordereaux } from './demo-bordereaux.ts';
import { seedDemoAgregats } from './demo-agregats.ts';

async function ignoreExisting(write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
  }
}

async function seedBureaux(now: Date): Promise<void> {
  const existing = new Set((await lireBureaux(DEMO_BUREAUX.map((b) => b.id))).map((b) => b.id));
  const missing: BureauItem[] = DEMO_BUREAUX.filter((b) => !existing.has(b.id)).map((b) => ({
    ...b,
    logo: null,
    version: VERSION_INITIALE,
    creeLe: now.toISOString(),
    modifieLe: now.toISOString(),
  }));
  await ignoreExisting(creerBureaux(missing));
}

async function seedConfiguration(now: Date): Promise<void> {
  if ((await listerConfiguration()).length > 0) return;
  const bureaux = await lireBureaux(DEMO_BUREAUX.map((b) => b.id));
  await ignoreExisting(creerConfiguration(entreesConfigurationParDefaut(bureaux, now), now));
}

async function seedAccounts(now: Date): Promise<void> {
  const existing = await emailsExistants(DEMO_ACCOUNTS.map((a) => a.adresseEmail));
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.adresseEmail));
  const users: UtilisateurItem[] = [];
  for (const a of missing) {
    const motDePasseHash = await hashPassword(DEMO_PASSWORD);
    users.push(
      nouvelUtilisateur(
        {
          nomComplet: a.nomComplet,
          adresseEmail: a.adresseEmail,
          role: a.role,
          bureauIds: [...a.bureauIds],
          confirme: true,
          motDePasseHash,
        },
        now,
      ),
    );
  }
  try {
    await creerUtilisateurs(users);
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
    // Another process seeded some of them meanwhile: create the others one by one.
    for (const u of users) await ignoreExisting(creerUtilisateurs([u]));
  }
}

/**
 * The reference part of the demo data: offices, default configuration, demo accounts, lists and
 * examiners (seconds), without the patient files and what derives from them (minutes on DynamoDB
 * Local). Idempotent, like the whole seed.
 */
export async function seedDemoReferentiel(now = new Date()): Promise<void> {
  await seedBureaux(now);
  await seedConfiguration(now);
  await seedAccounts(now);
  await seedDemoListes(now);
  await seedDemoExaminateurs(now);
}

export async function seedDemoData(): Promise<void> {
  const now = new Date();
  await seedDemoReferentiel(now);
  const dossiers = await seedDemoDossiers(now);
  // The payment splits of the past days of those files (after them: they read them).
  const repartitions = await seedDemoRepartitions(now);
  // Open custody visit requests at Paris Nord around now (after the files: ids follow theirs).
  const demandesVisite = await seedDemoDemandesVisite(now);
  // Four weeks of the duty grid around today for the demo offices' doctors.
  const disponibilitesDv = await seedDemoDisponibilitesDv(now);
  // A few bordereaux (one cancelled) on the older validated files; recent ones stay billable.
  const bordereaux = await seedDemoBordereaux(now);
  // Last: the figures of statistics and accounting read the files as the steps above left them.
  const moisAgregats = await seedDemoAgregats(now);
  logger.info('données de démonstration prêtes', {
    bureaux: DEMO_BUREAUX.length,
    comptes: DEMO_ACCOUNTS.length,
    dossiersEcrits: dossiers.dossiers,
    piecesEcrites: dossiers.pieces,
    disponibilitesRvEcrites: dossiers.disponibilitesRv,
    repartitionsCalculees: repartitions,
    demandesVisiteEcrites: demandesVisite,
    disponibilitesDvEcrites: disponibilitesDv,
    bordereauxCrees: bordereaux.crees,
    bordereauxAnnules: bordereaux.annules,
    dossiersAlerteFacturation: bordereaux.alertes,
    moisAgregatsCalcules: moisAgregats,
  });
}
