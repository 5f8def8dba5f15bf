// Tests of the signed-in screens: a signed-in user (u-1, Alice Martin) of `role` and `bureaux`, all of
// them selected in the header, and a fake API answering its profile and the offices, then `routes`.
import type { Bureau } from '@umj/shared/bureau';
import type { Role } from '@umj/shared/roles';
import { TOKEN_KEY } from '../session/token-storage.ts';
import { fakeToken, installFakeApi, type FakeApi, type FakeRoutes } from './fake-api.ts';

export function installerUtilisateur(role: Role, bureaux: readonly Bureau[], routes: FakeRoutes): FakeApi {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: bureaux.map((b) => b.id) }));
  return installFakeApi({
    'GET /utilisateurs/moi': {
      body: {
        id: 'u-1',
        nomComplet: 'Alice Martin',
        adresseEmail: 'a@umj.test',
        role,
        bureaux: bureaux.map((b) => ({ id: b.id, nom: b.nom })),
      },
    },
    'GET /bureaux': { body: bureaux },
    ...routes,
  });
}

/** A secretariat user (installerUtilisateur). */
export function installerSecretariat(bureaux: readonly Bureau[], routes: FakeRoutes): FakeApi {
  return installerUtilisateur('secretariat', bureaux, routes);
}
