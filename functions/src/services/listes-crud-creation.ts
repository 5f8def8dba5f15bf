// POST /<liste> of an office-scoped list (police stations, requesters): the generic create, idempotent
// (lib/http/api-handler-idempotent.ts), apart from listes-crud.ts so that only the creates bundle
// Powertools' idempotency.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { creerEntree, idEntreeDuBureau } from '../data/listes.ts';
import { assertBureauVisible } from '../lib/auth/office-scope.ts';
import { apiHandler, type LambdaHandler } from '../lib/http/api-handler-idempotent.ts';
import { CREATION } from '../lib/http/handler-presets.ts';
import { cibleEntree, nouvelleEntree, type EntreeDuBureau } from './listes-crud.ts';

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
    const entree = nouvelleEntree(champs, idEntreeDuBureau(champs.bureau, randomUUID()));
    audit.cible = cibleEntree(liste, entree.id);
    await creerEntree(liste, entree);
    return { body: entree };
  });
}
