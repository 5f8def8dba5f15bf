// Police stations: the stored entry is the API item of shared's `commissariatSchema`
// (plus creeLe/modifieLe). Office-scoped list: ids are `<bureauId>~<uuid>`.
import type { Commissariat } from '@umj/shared/listes';
import { LISTES, type Entree } from '../../data/listes.ts';

export const COMMISSARIATS = LISTES.commissariats;
export type CommissariatEntree = Commissariat & Entree;
export const MESSAGE_CHANGEMENT_BUREAU =
  "Un commissariat ne change pas de bureau : créez-le dans l'autre bureau puis supprimez celui-ci";
