// The generic handlers of the reference lists: the offices a list call covers, the office
// check of an entry of an office-scoped list, the audit target, the PATCH and DELETE handlers of an
// office-scoped list (police stations, requesters). Their POST is in listes-crud-creation.ts (idempotent:
// Powertools' idempotency), the upload and DELETE handlers of a global list with stored files (blank
// documents, report types) in listes-crud-fichiers.ts (the S3 client): each handler's bundle holds only
// what it uses (the bench's handler bundle budget).
import { isUnrestricted } from '@umj/shared/bureau';
import { suppressionEntreeSchema } from '@umj/shared/listes';
import type { NomHandlerPrive } from '@umj/shared/acces-api';
import { VERSION_INITIALE } from '@umj/shared/version';
import type { z } from 'zod';
import { listerBureaux } from '../data/bureaux.ts';
import {
  bureauDeLEntree,
  lireEntree,
  modifierEntree,
  supprimerEntree,
  type Entree,
  type Liste,
} from '../data/listes.ts';
import { NotFoundError, OutOfScopeError, ValidationError } from '../errors.ts';
import { isBureauVisible, sessionBureaux } from '../lib/auth/office-scope.ts';
import type { AuthSession } from '../lib/auth/session.ts';
import { apiHandler, type LambdaHandler } from '../lib/http/api-handler.ts';
import type { AuditInfo } from '../lib/http/request-state.ts';
import { ECRITURE_PAR_ID } from '../lib/http/handler-presets.ts';

/**
 * The offices a list call reads: the caller's visible offices (docs/product-rules.md#access; every office for an
 * administrator without offices), narrowed to `demandes` when given (never beyond the visible ones).
 */
export async function bureauxDeLaRequete(
  session: AuthSession,
  demandes: readonly string[] | undefined,
): Promise<string[]> {
  const visibles = isUnrestricted({ role: session.role, bureaux: sessionBureaux(session) })
    ? (await listerBureaux()).map((b) => b.id)
    : session.bureauIds;
  return demandes ? visibles.filter((id) => demandes.includes(id)) : [...visibles];
}

/**
 * The office of an entry of an office-scoped list, when the caller may see it; otherwise the entry is
 * answered like an unknown one (404, audited as a refused access when it is another office's).
 */
export function bureauDeLEntreeVisible(session: AuthSession, liste: Liste, id: string): string {
  const bureauId = bureauDeLEntree(id);
  if (!bureauId) throw new NotFoundError(liste.introuvable);
  if (!isBureauVisible(session, bureauId)) throw new OutOfScopeError(liste.introuvable);
  return bureauId;
}

/** Audit target of an entry, e.g. 'COMMISSARIAT#argenteuil~…'. */
export function cibleEntree(liste: Liste, id: string): string {
  return `${liste.nom}#${id}`;
}

/** A new entry: its fields and id, at version 1, created and changed now. */
export function nouvelleEntree<C extends { nom: string }>(champs: C, id: string): C & Entree {
  const now = new Date().toISOString();
  return { ...champs, id, version: VERSION_INITIALE, creeLe: now, modifieLe: now };
}

/**
 * The entry of `liste` named by the path's `{id}`, the audit entry naming it (also when it is
 * unknown: 404 with the list's message).
 */
export async function entreeDuChemin<T extends Entree>(
  liste: Liste,
  id: string,
  audit: AuditInfo,
): Promise<T> {
  audit.cible = cibleEntree(liste, id);
  const entree = await lireEntree<T>(liste, id);
  if (!entree) throw new NotFoundError(liste.introuvable);
  return entree;
}

/**
 * Which list a generic handler serves (its route name, the list). Its changes are signalled by the
 * table's stream (data/signaux-changement.ts), not by the handler.
 */
export interface EntreeDuBureau {
  /** The handler file name of routes.ts, e.g. 'commissariats/delete-commissariat'. */
  name: NomHandlerPrive;
  liste: Liste;
}

/**
 * PATCH /<liste>/{id} of an office-scoped list: administrator and secretariat; { champs…, version } ->
 * 200 with the entry. 404 unknown or another office's, 409 stale version (nothing written), 400 with
 * `messageChangementBureau` when `bureau` names another office (an entry does not move: it is created
 * in the other office and deleted here).
 */
export function modificationEntreeDuBureau({
  body,
  messageChangementBureau,
  ...entree
}: EntreeDuBureau & {
  body: z.ZodType<{ version: number; bureau?: string | undefined }>;
  messageChangementBureau: string;
}): LambdaHandler {
  const { name, liste } = entree;
  return apiHandler(
    { name, ...ECRITURE_PAR_ID, body },
    async ({ path, body: changement, session, audit }) => {
      audit.cible = cibleEntree(liste, path.id);
      const bureauId = bureauDeLEntreeVisible(session, liste, path.id);
      audit.bureauId = bureauId;
      const { version, bureau, ...changements } = changement;
      if (bureau !== undefined && bureau !== bureauId)
        throw new ValidationError(messageChangementBureau, 'bureau');
      const modifiee = await modifierEntree<Entree>(liste, path.id, version, changements, new Date());
      return { body: modifiee };
    },
  );
}

/**
 * DELETE /<liste>/{id} of an office-scoped list: administrator and secretariat; body { version } ->
 * 200 with { id }. 404 unknown or another office's, 409 stale version (nothing deleted).
 */
export function suppressionEntreeDuBureau({ name, liste }: EntreeDuBureau): LambdaHandler {
  return apiHandler(
    { name, ...ECRITURE_PAR_ID, body: suppressionEntreeSchema },
    async ({ path, body, session, audit }) => {
      audit.cible = cibleEntree(liste, path.id);
      const bureauId = bureauDeLEntreeVisible(session, liste, path.id);
      audit.bureauId = bureauId;
      await supprimerEntree(liste, path.id, body.version);
      return { body: { id: path.id } };
    },
  );
}
