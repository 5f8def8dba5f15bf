// The one list of REST routes and WebSocket routes. The local gateway (src/local) and the CDK stack
// (infra/) both read it, so a handler exists on AWS exactly when it exists locally.
// `handler` is the file under src/handlers/ (without .ts) whose `handler` export serves the route.

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** API Gateway resource path under /v1, without trailing slash, parameters as {name}. */
  path: string;
  handler: string;
  /** true: no bearer token needed (sign-in, sign-up, reset). */
  public?: boolean;
}

/** A route open without a bearer token (sign-in, sign-up, reset). */
const PUBLIC = true;

function route(method: HttpMethod, path: string, handler: string, isPublic = false): ApiRoute {
  return isPublic ? { method, path, handler, public: true } : { method, path, handler };
}

/**
 * Every route under an office names it `{bureauId}`, and every route under a patient file names it
 * `{dossierId}`: API Gateway allows one path variable name per level.
 */
const BUREAU = '/bureaux/{bureauId}';
const DOSSIER = `${BUREAU}/dossiers-patients/{dossierId}`;

export const apiRoutes: readonly ApiRoute[] = [
  route('POST', '/auth/login', 'auth/login', PUBLIC),
  route('POST', '/auth/logout', 'auth/logout'),
  route('POST', '/auth/signup', 'auth/signup', PUBLIC),
  route('POST', '/auth/confirm-signup', 'auth/confirm-signup', PUBLIC),
  route('POST', '/auth/forgot-password', 'auth/forgot-password', PUBLIC),
  route('POST', '/auth/reset-password', 'auth/reset-password', PUBLIC),
  route('POST', '/auth/change-password', 'auth/change-password'),
  route('GET', '/utilisateurs/moi', 'utilisateurs/get-moi'),
  route('GET', '/utilisateurs', 'utilisateurs/list-utilisateurs'),
  route('POST', '/utilisateurs', 'utilisateurs/create-utilisateur'),
  // Before /utilisateurs/{id}: the local gateway takes the first match (API Gateway prefers literals).
  route('PATCH', '/utilisateurs/moi', 'utilisateurs/update-moi'),
  route('PATCH', '/utilisateurs/{id}', 'utilisateurs/update-utilisateur'),
  // The signed-in user's own notifications (bell and envelope): read, mark one or all read.
  route('GET', '/notifications', 'notifications/list-notifications'),
  route('PATCH', '/notifications', 'notifications/update-notifications'),
  route('PATCH', '/notifications/{id}', 'notifications/update-notification'),
  route('GET', '/examinateurs', 'examinateurs/list-examinateurs'),
  route('GET', '/bureaux', 'bureaux/list-bureaux'),
  route('GET', BUREAU, 'bureaux/get-bureau'),
  route('POST', '/bureaux', 'bureaux/create-bureau'),
  route('PATCH', BUREAU, 'bureaux/update-bureau'),
  route('DELETE', '/bureaux', 'bureaux/delete-bureaux'),
  route('POST', `${BUREAU}/logo`, 'bureaux/create-logo-upload'),
  route('GET', '/configuration', 'configuration/list-configuration'),
  route('POST', '/configuration', 'configuration/create-configuration'),
  route('PATCH', '/configuration/{cle}', 'configuration/update-configuration'),
  route('GET', '/audit', 'audit/list-audit'),
  route('GET', '/audit/verification', 'audit/verifier-audit'),
  route('GET', '/commissariats', 'commissariats/list-commissariats'),
  route('POST', '/commissariats', 'commissariats/create-commissariat'),
  route('PATCH', '/commissariats/{id}', 'commissariats/update-commissariat'),
  route('DELETE', '/commissariats/{id}', 'commissariats/delete-commissariat'),
  route('GET', '/requerants', 'requerants/list-requerants'),
  route('POST', '/requerants', 'requerants/create-requerant'),
  route('PATCH', '/requerants/{id}', 'requerants/update-requerant'),
  route('DELETE', '/requerants/{id}', 'requerants/delete-requerant'),
  route('GET', '/dprapports', 'dprapports/list-dprapports'),
  route('POST', '/dprapports', 'dprapports/create-dprapport'),
  route('PATCH', '/dprapports/{id}', 'dprapports/update-dprapport'),
  route('DELETE', '/dprapports/{id}', 'dprapports/delete-dprapport'),
  route('POST', '/dprapports/televersement', 'dprapports/create-dprapport-televersement'),
  route('GET', '/dprapports/{id}/modele', 'dprapports/get-dprapport-modele'),
  route('GET', '/documents-vierges', 'documents-vierges/list-documents-vierges'),
  route('POST', '/documents-vierges', 'documents-vierges/create-document-vierge'),
  route('DELETE', '/documents-vierges/{id}', 'documents-vierges/delete-document-vierge'),
  route('POST', '/documents-vierges/televersement', 'documents-vierges/create-document-vierge-televersement'),
  route('GET', '/documents-vierges/{id}/fichier', 'documents-vierges/get-document-vierge-fichier'),
  // Patient files of an office.
  route('GET', `${BUREAU}/dossiers-patients`, 'dossiers-patients/list-dossiers-patients'),
  route('POST', `${BUREAU}/dossiers-patients`, 'dossiers-patients/create-dossier-patient'),
  route('GET', DOSSIER, 'dossiers-patients/get-dossier-patient'),
  route('PATCH', DOSSIER, 'dossiers-patients/update-dossier-patient'),
  route('POST', `${DOSSIER}/statut`, 'dossiers-patients/changer-statut-dossier-patient'),
  route('GET', `${DOSSIER}/historique`, 'dossiers-patients/list-historique-dossier-patient'),
  // Examiners' appointment hours and suggested slots.
  route('GET', `${BUREAU}/disponibilites-rv`, 'disponibilites-rv/list-disponibilites-rv'),
  route('PUT', `${BUREAU}/disponibilites-rv`, 'disponibilites-rv/update-disponibilite-rv'),
  route('GET', `${BUREAU}/creneaux-suggeres`, 'creneaux-suggeres/get-creneaux-suggeres'),
  // Duty grid (DV availability): the grid of an office, one cell per slot, day and examiner.
  route('GET', `${BUREAU}/disponibilites-dv`, 'disponibilites-dv/list-disponibilites-dv'),
  route(
    'PUT',
    `${BUREAU}/disponibilites-dv/{jour}/{creneauId}/{examinateurId}`,
    'disponibilites-dv/update-disponibilite-dv',
  ),
  // Visit requests (T2): the doctor on duty proposed for a police station at an instant. The
  // requests themselves are patient files of kind 30 (the dossiers-patients routes).
  route('GET', `${BUREAU}/garde`, 'demandes-visite/get-garde'),
  // Attachments of a patient file: upload request, check of the uploaded file, list, delete.
  route('GET', `${DOSSIER}/pieces`, 'pieces/list-pieces'),
  route('POST', `${DOSSIER}/pieces`, 'pieces/create-piece-televersement'),
  route('POST', `${DOSSIER}/pieces/{pieceId}/fin`, 'pieces/create-piece'),
  route('PATCH', `${DOSSIER}/pieces/{pieceId}`, 'pieces/update-piece'),
  route('DELETE', `${DOSSIER}/pieces/{pieceId}`, 'pieces/delete-piece'),
  // Bordereaux (T3): billable files, alerts of the billing limit, create (O2), list a year (O1),
  // one (O3), cancel, PDF and Chorus Pro export. The literal paths come before /{numero} (the local
  // gateway takes the first match).
  route('GET', `${BUREAU}/bordereaux/facturables`, 'bordereaux/list-dossiers-facturables'),
  route('GET', `${BUREAU}/bordereaux/alertes`, 'bordereaux/list-alertes-facturation'),
  route('GET', `${BUREAU}/bordereaux`, 'bordereaux/list-bordereaux'),
  route('POST', `${BUREAU}/bordereaux`, 'bordereaux/create-bordereau'),
  route('GET', `${BUREAU}/bordereaux/{numero}`, 'bordereaux/get-bordereau'),
  route('POST', `${BUREAU}/bordereaux/{numero}/annulation`, 'bordereaux/annuler-bordereau'),
  route('GET', `${BUREAU}/bordereaux/{numero}/pdf`, 'bordereaux/get-bordereau-pdf'),
  route('GET', `${BUREAU}/bordereaux/{numero}/export`, 'bordereaux/export-bordereau'),
  // Accounting and statistics (T6): read-only figures of an office's period (D2, or D3 for one
  // examiner; an examiner gets its own only).
  route('GET', `${BUREAU}/comptabilite`, 'comptabilite/get-comptabilite'),
  route('GET', `${BUREAU}/statistiques`, 'statistiques/get-statistiques'),
  // Payment split (T5): the splits of an office by period, the administrator's recompute of a day.
  route('GET', `${BUREAU}/repartitions-paiement`, 'repartitions/list-repartitions-paiement'),
  route(
    'POST',
    `${BUREAU}/repartitions-paiement/{jour}/recalcul`,
    'repartitions/recalculer-repartition-paiement',
  ),
];

/** WebSocket API routes (API Gateway route key -> handler file). */
export const wsRoutes = {
  $connect: 'realtime/connect',
  $disconnect: 'realtime/disconnect',
  $default: 'realtime/default',
} as const;
export type WsRouteKey = keyof typeof wsRoutes;
