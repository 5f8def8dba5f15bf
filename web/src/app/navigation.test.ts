import { describe, expect, it } from 'vitest';
import { user } from '../../test/support/users.ts';
import { hiddenItemRedirect } from './hidden-item-redirect.ts';
import { decideNavigation } from './navigation.ts';

describe('navigation decision', () => {
  it('screens: a signed-in user without rights gets error-404 with the url', () => {
    expect(
      decideNavigation({ pathname: '/admin/bureau/liste', user: user('medecin'), signedIn: true }),
    ).toEqual({
      type: 'redirect',
      to: '/error-pages/error-404?url=%2Fadmin%2Fbureau%2Fliste',
    });
  });

  it('screens: a signed-out visitor is sent to /acceuil, including from /mon-compte', () => {
    for (const pathname of ['/secretariat/statistiques', '/mon-compte']) {
      expect(decideNavigation({ pathname, user: null, signedIn: false })).toEqual({
        type: 'redirect',
        to: '/acceuil',
      });
    }
  });

  it('/mon-compte renders for any signed-in user', () => {
    expect(decideNavigation({ pathname: '/mon-compte', user: user('psychologue'), signedIn: true })).toEqual({
      type: 'render',
    });
  });

  it('screens: the page of a hidden menu item redirects to the fallback (Paris Nord secretariat)', () => {
    const input = {
      pathname: '/secretariat/rendez-vous/medecin',
      user: user('secretariat', ['b-pn']),
      signedIn: true,
    };
    // The route table lets the page render; the signed-in layout then applies the menu's fallback.
    expect(decideNavigation(input)).toEqual({ type: 'render' });
    expect(hiddenItemRedirect(input)).toEqual({ type: 'redirect', to: '/initialUrl' });
    expect(hiddenItemRedirect({ ...input, user: user('secretariat') })).toEqual({ type: 'render' });
  });

  it('screens: /initialUrl sends a Paris Nord doctor to the visit requests', () => {
    expect(
      decideNavigation({ pathname: '/initialUrl', user: user('medecin', ['b-pn']), signedIn: true }),
    ).toEqual({
      type: 'redirect',
      to: '/examinateur/demande-de-visite',
    });
  });
});
