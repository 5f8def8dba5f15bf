// docs/product-rules.md#constants business constants and limits (timings in milliseconds unless the name says otherwise).

/** Slot grid step, minutes. */
export const PAS_GRILLE_MINUTES = 15;
/** Default slot range 08:00 to 20:00, minutes from midnight. */
export const PLAGE_DEFAUT_DEBUT = 480;
export const PLAGE_DEFAUT_FIN = 1200;
/** A suggested appointment slot is dropped if another non-cancelled appointment is less than this away. */
export const ECART_MINIMUM_RDV_MINUTES = 8;
/** Width of the availability grid, days. */
export const LARGEUR_GRILLE_JOURS = 7;
/** Confirmed-slot editable window: today (0) or tomorrow (1). */
export const FENETRE_CONFIRME_JOURS = 1;

export const DEBOUNCE_MS = 7000;

/**
 * A screen applies a burst of change signals after this much quiet (at most DEBOUNCE_MS after its
 * first signal; the figures wait the whole DEBOUNCE_MS): the SPA (web/src/lib/realtime) and the soak's
 * model of it (tests/soak) use this one number.
 */
export const COALESCENCE_MS = 500;
export const TENTATIVES_MAX = 40;
export const ATTENTE_ENTRE_TENTATIVES_MS = 3000;
export const FACTEUR_BACKOFF = 1.2;
export const DELAI_RAFRAICHISSEMENT_MANUEL_MS = 3000;
/** Reload after a configuration change pushed by another session (docs/product-rules.md#session). */
export const RECHARGEMENT_APRES_CONFIGURATION_MS = 30_000;
export const RECONNEXION_SOCKET_MS = 8000;
export const DELAI_DECONNEXION_MS = 500;
export const DUREE_SNACKBAR_MS = 6000;

/** docs/product-rules.md#session: alert shown before that reload. */
export const MESSAGE_APPLICATION_MISE_A_JOUR =
  "Attention : L'application a été mise à jour. Merci de rafraichir votre page. A défaut, elle sera rafraichie dans 30 secondes.";

/**
 * Delay before retry number `tentative` (1-based): the sleep grows by the backoff factor each time.
 * Choice (spec gives only sleep and factor): 3000, 3600, 4320 ... ms, rounded to the millisecond;
 * null once the 40 attempts are used.
 */
export function delaiAvantTentative(tentative: number): number | null {
  if (tentative < 1 || tentative > TENTATIVES_MAX) return null;
  return Math.round(ATTENTE_ENTRE_TENTATIVES_MS * FACTEUR_BACKOFF ** (tentative - 1));
}

/** A session ends after this long without an API call (server-enforced: the token gets 401). */
export const INACTIVITE_MAX_MS = 30 * 60_000;
/** The SPA warns this long before the idle end of the session. */
export const AVERTISSEMENT_INACTIVITE_MS = 60_000;
/** The server writes a session's last activity at most once per this delay. */
export const PAS_ACTIVITE_SESSION_MS = 60_000;
/** The warning shown one minute before the idle end of the session. */
export const MESSAGE_INACTIVITE = "Votre session va expirer dans une minute faute d'activité.";
export const ACTION_RESTER_CONNECTE = 'Rester connecté';

/** The status change refused: the file lacks what the target status needs (docs/product-rules.md#statuses). */
export const MESSAGE_DOSSIER_INCOMPLET =
  'Ce dossier patient est incomplet. Editez le pour ajouter des informations.';
/** The status change to "Rapport validé" without a requisition, asked for confirmation (docs/product-rules.md#statuses). */
export const MESSAGE_CONFIRMATION_REQUISITION =
  'Dans ce dossier patient, la case "Réquisition ?" n\'est pas cochée. Ce dossier peut ne pas être complet. Êtes-vous sûr de vouloir valider ce dossier ?';
