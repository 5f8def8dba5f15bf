// POST /<liste> of an office-scoped list (police stations, requesters): the generic create, idempotent
// (lib/http/api-handler-idempotent.ts), apart from listes-crud.ts so that only the creates bundle
// Powertools' idempotency.
import { VERSION_INITIALE } from '@umj/shared/version';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { creerEntree, idEntreeDuBureau, type Entree } from '../data/listes.ts';
import { assertBureauVisible } from '../lib/auth/office-scope.ts';
import { apiHandler, type LambdaHandler } from '../lib/http/api-handler-idempotent.ts';
import { cibleEntree, type EntreeDuBureau } from './listes-crud.ts';

/** A create: audited, and run once per `Idempotency-Key` (lib/http/middleware/idempotency.ts). */
const CREATION = { audited: true, idempotent: true } as const;

/**
 * POST /<liste> of an office-scoped list: administrator and secretariat, in an office they may see (404
 * otherwise); 201 with the created entry (version 1), its id `<bureau>~<uuid>`.
 */
export function creationEntreeDuBureau({
  name,
  liste,
  body,
}: EntreeDuBureau & { body: z.ZodType<{ bureau: string; nom: string }> }): LambdaHandler {
  return apiHandler({ name, ...CREATION, body }, async ({ body: champs, session, audit }) => {
    audit.bureauId = champs.bureau;
    assertBureauVisible(session, champs.bureau);
    const now = new Date().toISOString();
    const entree: Entree = {
      ...champs,
      id: idEntreeDuBureau(champs.bureau, randomUUID()),
      version: VERSION_INITIALE,
      creeLe: now,
      modifieLe: now,
    };
    audit.cible = cibleEntree(liste, entree.id);
    await creerEntree(liste, entree);
    return { statusCode: 201, body: entree };
  });
}
