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

export const apiRoutes: readonly ApiRoute[] = [
  { method: 'POST', path: '/auth/login', handler: 'auth/login', public: true },
  { method: 'POST', path: '/auth/logout', handler: 'auth/logout' },
  { method: 'POST', path: '/auth/signup', handler: 'auth/signup', public: true },
  { method: 'POST', path: '/auth/confirm-signup', handler: 'auth/confirm-signup', public: true },
  { method: 'POST', path: '/auth/forgot-password', handler: 'auth/forgot-password', public: true },
  { method: 'POST', path: '/auth/reset-password', handler: 'auth/reset-password', public: true },
  { method: 'POST', path: '/auth/change-password', handler: 'auth/change-password' },
  { method: 'GET', path: '/utilisateurs/moi', handler: 'utilisateurs/get-moi' },
  { method: 'GET', path: '/utilisateurs', handler: 'utilisateurs/list-utilisateurs' },
  { method: 'POST', path: '/utilisateurs', handler: 'utilisateurs/create-utilisateur' },
  // Before /utilisateurs/{id}: the local gateway takes the first match (API Gateway prefers literals).
  { method: 'PATCH', path: '/utilisateurs/moi', handler: 'utilisateurs/update-moi' },
  { method: 'PATCH', path: '/utilisateurs/{id}', handler: 'utilisateurs/update-utilisateur' },
  { method: 'GET', path: '/examinateurs', handler: 'examinateurs/list-examinateurs' },
  { method: 'GET', path: '/bureaux', handler: 'bureaux/list-bureaux' },
  { method: 'GET', path: '/bureaux/{id}', handler: 'bureaux/get-bureau' },
  { method: 'POST', path: '/bureaux', handler: 'bureaux/create-bureau' },
  { method: 'PATCH', path: '/bureaux/{id}', handler: 'bureaux/update-bureau' },
  { method: 'DELETE', path: '/bureaux', handler: 'bureaux/delete-bureaux' },
  { method: 'POST', path: '/bureaux/{id}/logo', handler: 'bureaux/create-logo-upload' },
  { method: 'GET', path: '/configuration', handler: 'configuration/list-configuration' },
  { method: 'POST', path: '/configuration', handler: 'configuration/create-configuration' },
  { method: 'PATCH', path: '/configuration/{cle}', handler: 'configuration/update-configuration' },
  { method: 'GET', path: '/audit', handler: 'audit/list-audit' },
  { method: 'GET', path: '/audit/verification', handler: 'audit/verifier-audit' },
  { method: 'GET', path: '/commissariats', handler: 'commissariats/list-commissariats' },
  { method: 'POST', path: '/commissariats', handler: 'commissariats/create-commissariat' },
  { method: 'PATCH', path: '/commissariats/{id}', handler: 'commissariats/update-commissariat' },
  { method: 'DELETE', path: '/commissariats/{id}', handler: 'commissariats/delete-commissariat' },
  { method: 'GET', path: '/requerants', handler: 'requerants/list-requerants' },
  { method: 'POST', path: '/requerants', handler: 'requerants/create-requerant' },
  { method: 'PATCH', path: '/requerants/{id}', handler: 'requerants/update-requerant' },
  { method: 'DELETE', path: '/requerants/{id}', handler: 'requerants/delete-requerant' },
  { method: 'GET', path: '/dprapports', handler: 'dprapports/list-dprapports' },
  { method: 'POST', path: '/dprapports', handler: 'dprapports/create-dprapport' },
  { method: 'PATCH', path: '/dprapports/{id}', handler: 'dprapports/update-dprapport' },
  { method: 'DELETE', path: '/dprapports/{id}', handler: 'dprapports/delete-dprapport' },
  { method: 'POST', path: '/dprapports/televersement', handler: 'dprapports/create-dprapport-televersement' },
  { method: 'GET', path: '/dprapports/{id}/modele', handler: 'dprapports/get-dprapport-modele' },
  { method: 'GET', path: '/documents-vierges', handler: 'documents-vierges/list-documents-vierges' },
  { method: 'POST', path: '/documents-vierges', handler: 'documents-vierges/create-document-vierge' },
  { method: 'DELETE', path: '/documents-vierges/{id}', handler: 'documents-vierges/delete-document-vierge' },
  {
    method: 'POST',
    path: '/documents-vierges/televersement',
    handler: 'documents-vierges/create-document-vierge-televersement',
  },
  {
    method: 'GET',
    path: '/documents-vierges/{id}/fichier',
    handler: 'documents-vierges/get-document-vierge-fichier',
  },
  // Issue 9 patient files. The office is `{id}` like /bureaux/{id} and the file `{dossierId}` (API
  // Gateway allows one path variable name per level: every route under a file uses `{dossierId}`).
  {
    method: 'GET',
    path: '/bureaux/{id}/dossiers-patients',
    handler: 'dossiers-patients/list-dossiers-patients',
  },
  {
    method: 'POST',
    path: '/bureaux/{id}/dossiers-patients',
    handler: 'dossiers-patients/create-dossier-patient',
  },
  {
    method: 'GET',
    path: '/bureaux/{id}/dossiers-patients/{dossierId}',
    handler: 'dossiers-patients/get-dossier-patient',
  },
  {
    method: 'PATCH',
    path: '/bureaux/{id}/dossiers-patients/{dossierId}',
    handler: 'dossiers-patients/update-dossier-patient',
  },
  {
    method: 'POST',
    path: '/bureaux/{id}/dossiers-patients/{dossierId}/statut',
    handler: 'dossiers-patients/changer-statut-dossier-patient',
  },
  {
    method: 'GET',
    path: '/bureaux/{id}/dossiers-patients/{dossierId}/historique',
    handler: 'dossiers-patients/list-historique-dossier-patient',
  },
  // Issue 9 examiners' appointment hours and suggested slots. The office is `{id}` like /bureaux/{id}:
  // API Gateway allows one path variable name per level.
  {
    method: 'GET',
    path: '/bureaux/{id}/disponibilites-rv',
    handler: 'disponibilites-rv/list-disponibilites-rv',
  },
  {
    method: 'PUT',
    path: '/bureaux/{id}/disponibilites-rv',
    handler: 'disponibilites-rv/update-disponibilite-rv',
  },
  {
    method: 'GET',
    path: '/bureaux/{id}/creneaux-suggeres',
    handler: 'creneaux-suggeres/get-creneaux-suggeres',
  },
  // Issue 10 duty grid (DV availability): the grid of an office, one cell per slot, day and examiner.
  {
    method: 'GET',
    path: '/bureaux/{id}/disponibilites-dv',
    handler: 'disponibilites-dv/list-disponibilites-dv',
  },
  {
    method: 'PUT',
    path: '/bureaux/{id}/disponibilites-dv/{jour}/{creneauId}/{examinateurId}',
    handler: 'disponibilites-dv/update-disponibilite-dv',
  },
  // Issue 10 visit requests (T2): the doctor on duty proposed for a police station at an instant. The
  // requests themselves are patient files of kind 30 (the dossiers-patients routes).
  { method: 'GET', path: '/bureaux/{id}/garde', handler: 'demandes-visite/get-garde' },
  // Issue 9 attachments of a patient file: upload request, check of the uploaded file, list, delete.
  {
    method: 'GET',
    path: '/bureaux/{id}/dossiers-patients/{dossierId}/pieces',
    handler: 'pieces/list-pieces',
  },
  {
    method: 'POST',
    path: '/bureaux/{id}/dossiers-patients/{dossierId}/pieces',
    handler: 'pieces/create-piece-televersement',
  },
  {
    method: 'POST',
    path: '/bureaux/{id}/dossiers-patients/{dossierId}/pieces/{pieceId}/fin',
    handler: 'pieces/create-piece',
  },
  {
    method: 'DELETE',
    path: '/bureaux/{id}/dossiers-patients/{dossierId}/pieces/{pieceId}',
    handler: 'pieces/delete-piece',
  },
  // Issue 11 bordereaux (T3): billable files, alerts of the billing limit, create (O2), list a year (O1),
  // one (O3), cancel, PDF and Chorus Pro export. The literal paths come before /{numero} (the local
  // gateway takes the first match).
  {
    method: 'GET',
    path: '/bureaux/{id}/bordereaux/facturables',
    handler: 'bordereaux/list-dossiers-facturables',
  },
  {
    method: 'GET',
    path: '/bureaux/{id}/bordereaux/alertes',
    handler: 'bordereaux/list-alertes-facturation',
  },
  { method: 'GET', path: '/bureaux/{id}/bordereaux', handler: 'bordereaux/list-bordereaux' },
  { method: 'POST', path: '/bureaux/{id}/bordereaux', handler: 'bordereaux/create-bordereau' },
  { method: 'GET', path: '/bureaux/{id}/bordereaux/{numero}', handler: 'bordereaux/get-bordereau' },
  {
    method: 'POST',
    path: '/bureaux/{id}/bordereaux/{numero}/annulation',
    handler: 'bordereaux/annuler-bordereau',
  },
  { method: 'GET', path: '/bureaux/{id}/bordereaux/{numero}/pdf', handler: 'bordereaux/get-bordereau-pdf' },
  { method: 'GET', path: '/bureaux/{id}/bordereaux/{numero}/export', handler: 'bordereaux/export-bordereau' },
  // Issue 11 accounting and statistics (T6): read-only figures of an office's period (D2, or D3 for one
  // examiner; an examiner gets its own only).
  { method: 'GET', path: '/bureaux/{id}/comptabilite', handler: 'comptabilite/get-comptabilite' },
  { method: 'GET', path: '/bureaux/{id}/statistiques', handler: 'statistiques/get-statistiques' },
  // Issue 11 payment split (T5): the splits of an office by period, the administrator's recompute of a day.
  {
    method: 'GET',
    path: '/bureaux/{id}/repartitions-paiement',
    handler: 'repartitions/list-repartitions-paiement',
  },
  {
    method: 'POST',
    path: '/bureaux/{id}/repartitions-paiement/{jour}/recalcul',
    handler: 'repartitions/recalculer-repartition-paiement',
  },
];

/** WebSocket API routes (API Gateway route key -> handler file). */
export const wsRoutes = {
  $connect: 'realtime/connect',
  $disconnect: 'realtime/disconnect',
  $default: 'realtime/default',
} as const;
export type WsRouteKey = keyof typeof wsRoutes;
