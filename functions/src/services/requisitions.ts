// The duplicate-requisition warning of a saved patient file (docs/api.md#requisitions-en-double): the
// files R1 found under the same requester and number, minus the file itself and the offices the caller
// does not see (never named), as warnings naming each one with a link. An examiner, who opens only the
// files it examines, is told that the number is used without the other file being named. The save is
// done anyway.
import {
  autresDossiersVisibles,
  avertissementRequisition,
  avertissementRequisitionAnonyme,
  type AvertissementRequisition,
} from '@umj/shared/requisitions';
import type { PlanRequisition } from '../data/requisitions.ts';
import { isBureauVisible } from '../lib/auth/office-scope.ts';
import type { AuthSession } from '../lib/auth/session.ts';
import { estExaminateur } from './dossiers-patients.ts';

export function avertissementsRequisition(
  session: AuthSession,
  dossier: { id: number; bureauId: string; requisitionNumero: string },
  plan: PlanRequisition,
): AvertissementRequisition[] {
  const autres = autresDossiersVisibles(plan.candidats ?? [], dossier, (b) => isBureauVisible(session, b));
  if (autres.length > 0 && estExaminateur(session)) {
    return [avertissementRequisitionAnonyme(dossier.requisitionNumero)];
  }
  return autres.map((autre) => avertissementRequisition(dossier.requisitionNumero, autre));
}
