// POST /dprapports: administrator without office (a global list, docs/security.md#access-policy);
// { nom, delaiRemiseJours, typesExamen, modele?, notes } -> 201 with the report type (version 1). The model,
// when given, must be a file uploaded through POST /dprapports/televersement (checked in the storage: size,
// type, content); its file name is registered made safe (docs/security.md#uploaded-files).
import { creationDpRapportSchema } from '@umj/shared/listes';
import { randomUUID } from 'node:crypto';
import { creerEntree } from '../../data/listes.ts';
import { apiHandler } from '../../lib/http/api-handler-idempotent.ts';
import { CREATION } from '../../lib/http/handler-presets.ts';
import { cibleEntree, nouvelleEntree } from '../../services/listes-crud.ts';
import { DPRAPPORTS, verifierDpRapport, type DpRapportEntree } from '../../services/dprapports.ts';

export const handler = apiHandler(
  { name: 'dprapports/create-dprapport', ...CREATION, body: creationDpRapportSchema },
  async ({ body, audit }) => {
    const modele = (await verifierDpRapport(body)) ?? null;
    const entree: DpRapportEntree = nouvelleEntree({ ...body, modele }, randomUUID());
    audit.cible = cibleEntree(DPRAPPORTS, entree.id);
    await creerEntree(DPRAPPORTS, entree);
    return { body: entree };
  },
);
