// The audit trail's entry: what the server writes and seals (functions/src/data/audit-periodes.ts) and
// what GET /audit answers to the /admin/audit screen. Types only.

export type ResultatAudit = 'succès' | 'refusé' | 'échec';

/** The fields of an audit entry, all covered by its hash. */
export interface ChampsAudit {
  /** UTC ISO instant. */
  date: string;
  /** Who: user id, or null when unknown (failed sign-in with an unknown e-mail, missing token). */
  utilisateurId: string | null;
  adresseEmail: string | null;
  role: string | null;
  /** Which office the action concerns (or the actor's working office), null when none. */
  bureauId: string | null;
  /** What: the action (handler name, e.g. 'bureaux/update-bureau'), the HTTP call and the target. */
  action: string;
  methode: string;
  chemin: string;
  cible: string | null;
  /** Names of the fields a write changed, when the handler tells them. */
  champs?: string[];
  resultat: ResultatAudit;
  /**
   * The answer's status (a change's entry, written with the change before the answer, carries the
   * status the route's success answers).
   */
  statusCode: number;
  /** Stable error code of a refusal or failure. */
  code: string | null;
  ip: string | null;
}

/** An entry as GET /audit lists it: its fields and its id. */
export interface EntreeAudit extends ChampsAudit {
  id: string;
}
