// Requesters: the stored entry is the API item of shared's `requerantSchema`
// (plus creeLe/modifieLe). Office-scoped list: ids are `<bureauId>~<uuid>`.
import type { Requerant } from '@umj/shared/listes';
import { LISTES, type Entree } from '../../data/listes.ts';

export const REQUERANTS = LISTES.requerants;
export type RequerantEntree = Requerant & Entree;
export const MESSAGE_CHANGEMENT_BUREAU =
  "Un requérant ne change pas de bureau : créez-le dans l'autre bureau puis supprimez celui-ci";
