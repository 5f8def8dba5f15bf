// POST /commissariats (issue 8): administrator and secretariat, in an office they may see (404
// otherwise); 201 with the created police station (version 1).
import { createCommissariatSchema } from '@umj/shared/listes';
import { VERSION_INITIALE } from '@umj/shared/version';
import { randomUUID } from 'node:crypto';
import { creerEntree, idEntreeDuBureau } from '../../data/listes.ts';
import { notifyTableChange } from '../../lib/adapters/notify-table-change.ts';
import { assertBureauVisible } from '../../lib/auth/office-scope.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { cibleEntree } from '../listes/listes-view.ts';
import { COMMISSARIATS, type CommissariatEntree } from './commissariat-view.ts';

export const handler = apiHandler(
  {
    name: 'commissariats/create-commissariat',
    access: 'secretariat',
    audited: true,
    body: createCommissariatSchema,
  },
  async ({ body, session, audit }) => {
    audit.bureauId = body.bureau;
    assertBureauVisible(session, body.bureau);
    const now = new Date().toISOString();
    const entree: CommissariatEntree = {
      ...body,
      id: idEntreeDuBureau(body.bureau, randomUUID()),
      version: VERSION_INITIALE,
      creeLe: now,
      modifieLe: now,
    };
    audit.cible = cibleEntree(COMMISSARIATS, entree.id);
    await creerEntree(COMMISSARIATS, entree);
    await notifyTableChange('Commissariat', 'INSERT', session.sid);
    return { statusCode: 201, body: entree };
  },
);
