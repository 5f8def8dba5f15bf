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
  { method: 'PATCH', path: '/utilisateurs/{id}', handler: 'utilisateurs/update-utilisateur' },
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
];

/** WebSocket API routes (API Gateway route key -> handler file). */
export const wsRoutes = {
  $connect: 'realtime/connect',
  $disconnect: 'realtime/disconnect',
  $default: 'realtime/default',
} as const;
export type WsRouteKey = keyof typeof wsRoutes;
