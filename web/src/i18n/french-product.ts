// The French texts of the product screens, one chunk loaded by i18n/index.ts when a signed-in screen
// needs them (first load): the signed-out pages do not download them. Every French file but
// the entry's (the list of index.ts `entryFiles`), plus the French texts of the product that shared/
// holds (never copied into a JSON file; the other languages translate them under the same keys).
import { MESSAGE_CONFIRMATION_REQUISITION, MESSAGE_DOSSIER_INCOMPLET } from '@umj/shared/constantes';
import { STATUT, STATUT_EXAMINE_OU_RAPPORT, statutDossier } from '@umj/shared/statuts-dossier';

type Messages = Record<string, unknown>;

const FILES = import.meta.glob<Messages>(
  ['./locales/fr/*.json', '!./locales/fr/{auth,errors,public,session,shell}.json'],
  { eager: true, import: 'default' },
);

/**
 * The product texts taken from shared/ (namespace -> messages): the status names by their `STATUT`
 * key (the stored values keep the French name) and the two texts of the status change
 * (docs/product-rules.md#statuses).
 */
export const FRENCH_PRODUCT_FROM_SHARED: Readonly<Record<string, Messages>> = {
  'dossiers-patients': {
    statut: {
      ...Object.fromEntries(Object.entries(STATUT).map(([cle, id]) => [cle, statutDossier(id).nom])),
      examineOuRapport: STATUT_EXAMINE_OU_RAPPORT.nom,
    },
    dialogueStatut: {
      incomplet: MESSAGE_DOSSIER_INCOMPLET,
      confirmationRequisition: MESSAGE_CONFIRMATION_REQUISITION,
    },
  },
};

/** namespace -> messages. */
export const FRENCH_PRODUCT: Readonly<Record<string, Messages>> = Object.fromEntries(
  Object.entries(FILES).map(([path, messages]) => {
    const namespace = /\/([^/]+)\.json$/.exec(path)?.[1] ?? '';
    return [namespace, { ...messages, ...FRENCH_PRODUCT_FROM_SHARED[namespace] }];
  }),
);
