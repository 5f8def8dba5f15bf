import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/api/routes.ts';
import { matchRoute } from '../../src/local/route-match.ts';

describe('route matching like API Gateway REST resources (calls routes under /v1)', () => {
  it('calls: GET /bureaux/ with a trailing slash is the /bureaux resource', () => {
    expect(matchRoute(apiRoutes, 'GET', '/bureaux/')).toMatchObject({
      kind: 'found',
      route: { path: '/bureaux' },
    });
  });

  it('calls: PATCH /configuration/{cle} decodes the URL-encoded key', () => {
    expect(matchRoute(apiRoutes, 'PATCH', '/configuration/p%C3%A9riodesDeTemps')).toMatchObject({
      kind: 'found',
      route: { handler: 'configuration/update-configuration' },
      pathParameters: { cle: 'périodesDeTemps' },
    });
  });

  it('a literal segment wins only where it matches: /utilisateurs/moi vs /utilisateurs/{id}', () => {
    expect(matchRoute(apiRoutes, 'GET', '/utilisateurs/moi')).toMatchObject({
      route: { handler: 'utilisateurs/get-moi' },
    });
    // PATCH /utilisateurs/moi is the own profile; any other id is the admin edit.
    expect(matchRoute(apiRoutes, 'PATCH', '/utilisateurs/moi')).toMatchObject({
      route: { handler: 'utilisateurs/update-moi' },
      pathParameters: {},
    });
    expect(matchRoute(apiRoutes, 'PATCH', '/utilisateurs/u-42')).toMatchObject({
      route: { handler: 'utilisateurs/update-utilisateur' },
      pathParameters: { id: 'u-42' },
    });
  });

  it('a known path with another method is method-not-allowed with the allowed methods', () => {
    expect(matchRoute(apiRoutes, 'PUT', '/bureaux')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'POST', 'DELETE'],
    });
  });

  it('unknown paths, empty parameters and malformed encodings are not found', () => {
    expect(matchRoute(apiRoutes, 'GET', '/inconnu')).toEqual({ kind: 'not-found' });
    expect(matchRoute(apiRoutes, 'GET', '/bureaux/1/2/3')).toEqual({ kind: 'not-found' });
    expect(matchRoute(apiRoutes, 'PATCH', '/configuration/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });
});
