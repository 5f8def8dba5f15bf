// Blank documents: global list; the stored entry is the API item of shared's
// `documentViergeSchema` plus its storage key `cle` and modifieLe. The file lives under
// `documents-vierges/<id>.<ext>`: the id of the item is the uuid of its key, so a file is registered once.
import type { DocumentVierge } from '@umj/shared/listes';
import { LISTES, type Entree } from '../../data/listes.ts';
import { PREFIXES_FICHIERS } from '../../api/files-prefixes.ts';

export const DOCUMENTS_VIERGES = LISTES.documentsVierges;
export type DocumentViergeEntree = DocumentVierge & Entree & { cle: string };
export const PREFIXE_DOCUMENTS_VIERGES = PREFIXES_FICHIERS.documentsVierges;
