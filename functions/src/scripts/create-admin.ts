// `npm run create-admin -w @umj/functions -- --email <adresse> --nom "<Prénom Nom>"`: the one-off command
// that gives a deployment its first administrator (docs/deployment.md). It runs on the operator's machine
// with the operator's AWS credentials against the deployed table (TABLE_NAME, AWS_REGION), or locally
// against DynamoDB Local (DYNAMODB_ENDPOINT). The password comes from UMJ_ADMIN_PASSWORD or from stdin,
// never from the command line. The same data and password functions as the handlers do the work.
import { spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { adresseEmailSchema, nomCompletSchema, nouveauMotDePasseSchema } from '@umj/shared/auth';
import type { z } from 'zod';
import type { AuditEntry } from '../data/audit.ts';
import { avecAuditDeLaRequete } from '../data/audit-requete.ts';
import {
  creerUtilisateur,
  lireUtilisateurParEmail,
  nouvelUtilisateur,
  modifierUtilisateur,
} from '../data/utilisateurs.ts';
import { AlreadyExistsError } from '../errors.ts';
import { hashPassword } from '../lib/auth/password.ts';

export const PASSWORD_ENV = 'UMJ_ADMIN_PASSWORD';

export interface AdminInput {
  adresseEmail: string;
  nomComplet: string;
  motDePasse: string;
}

export interface AdminResult {
  id: string;
  /** 'créé': a new account; 'promu': an existing account made administrator with the new password. */
  action: 'créé' | 'promu';
}

function checked<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${what} : ${result.error.issues[0]!.message}`);
  return result.data;
}

/**
 * Creates the account as administrator without office (unrestricted, docs/product-rules.md#access), active and confirmed;
 * or, when the e-mail already has an account, promotes it (versioned update): administrator, no
 * office, active, confirmed, the new password, lock cleared, and every earlier session ended.
 * The change is recorded in the audit trail (action 'scripts/create-admin', no app user behind it),
 * its entry written in the change's own transaction.
 */
export async function createAdmin(input: AdminInput, now: Date = new Date()): Promise<AdminResult> {
  const motDePasseHash = await hashPassword(input.motDePasse);
  // What the write about to be sent does: its entry is built from it when the transaction is sent.
  const enCours: AdminResult = { id: '', action: 'créé' };
  const entree = (): AuditEntry => ({
    date: now.toISOString(),
    utilisateurId: null,
    adresseEmail: null,
    role: null,
    bureauId: null,
    action: 'scripts/create-admin',
    methode: 'CLI',
    chemin: enCours.action,
    cible: `UTILISATEUR#${enCours.id}`,
    resultat: 'succès',
    statusCode: enCours.action === 'créé' ? 201 : 200,
    code: null,
    ip: null,
  });
  return avecAuditDeLaRequete({ ecrite: false, construire: entree }, () =>
    createOrPromote(input, motDePasseHash, now, enCours),
  );
}

async function createOrPromote(
  input: AdminInput,
  motDePasseHash: string,
  now: Date,
  enCours: AdminResult,
): Promise<AdminResult> {
  const existing = await lireUtilisateurParEmail(input.adresseEmail);
  if (!existing) {
    const admin = nouvelUtilisateur(
      {
        nomComplet: input.nomComplet,
        adresseEmail: input.adresseEmail,
        role: 'administrateur',
        bureauIds: [],
        confirme: true,
        motDePasseHash,
      },
      now,
    );
    Object.assign(enCours, { id: admin.id, action: 'créé' });
    try {
      await creerUtilisateur(admin);
      return { id: admin.id, action: 'créé' };
    } catch (error) {
      // The e-mail was claimed between the read and the write (a sign-up): promote that account.
      if (!(error instanceof AlreadyExistsError)) throw error;
      return createOrPromote(input, motDePasseHash, now, enCours);
    }
  }
  Object.assign(enCours, { id: existing.id, action: 'promu' });
  await modifierUtilisateur(
    existing,
    existing.version,
    {
      role: 'administrateur',
      bureauIds: [],
      actif: true,
      confirme: true,
      motDePasseHash,
      validAfter: now.getTime() / 1000,
      echecsConnexion: 0,
      verrouilleJusqua: 0,
    },
    now,
  );
  return { id: existing.id, action: 'promu' };
}

/** The first line of stdin; on a terminal the typed characters are not echoed. */
export async function readPasswordLine(input: NodeJS.ReadStream = process.stdin): Promise<string> {
  const tty = input.isTTY === true;
  if (tty) {
    process.stderr.write('Mot de passe (non affiché) : ');
    spawnSync('stty', ['-echo'], { stdio: ['inherit', 'ignore', 'ignore'] });
  }
  try {
    const lines = createInterface({ input, terminal: false });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return '';
  } finally {
    if (tty) {
      spawnSync('stty', ['echo'], { stdio: ['inherit', 'ignore', 'ignore'] });
      process.stderr.write('\n');
    }
  }
}

/** Checks the arguments, then reads the password (env or stdin), each with the shared rules. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<AdminResult> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, nom: { type: 'string' } },
    strict: true,
  });
  const adresseEmail = checked(adresseEmailSchema, values.email, '--email');
  const nomComplet = checked(nomCompletSchema, values.nom, '--nom');
  const motDePasse = checked(
    nouveauMotDePasseSchema,
    process.env[PASSWORD_ENV] || (await readPasswordLine()),
    'mot de passe',
  );
  const result = await createAdmin({ adresseEmail, nomComplet, motDePasse });
  console.log(`Administrateur ${result.action} : ${adresseEmail} (id ${result.id})`);
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
