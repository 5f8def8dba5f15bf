import { describe, expect, it } from 'vitest';
import type { Role } from '../src/roles.ts';
import {
  canAccess,
  canAccessRoute,
  forbiddenUrl,
  initialUrlFor,
  matchPath,
  matchRoute,
  normalizePath,
  resolveNavigation,
  rolesForAccess,
  ROUTES,
  type NavigationDecision,
} from '../src/routes.ts';
import { ALL_ROLES, demoUser, OFFICES, USER_CASES, type OfficeCase } from './fixtures-access.ts';

// The docs/product-rules.md#screens tables, typed again here from the spec so the code is checked against it.
const PUBLIC_PAGES = [
  '/acceuil',
  '/aide-aux-victimes',
  '/signin',
  '/signup',
  '/confirm-signup',
  '/reset-password',
  '/forget-password',
  '/error-pages/error-404',
  '/error-pages/error-500',
  '/error-pages/coming-soon',
  '/error-pages/maintenance',
];
const SIGN_IN_PAGES = [
  '/acceuil',
  '/signin',
  '/signup',
  '/confirm-signup',
  '/reset-password',
  '/forget-password',
];

const ANY_SIGNED_IN: readonly Role[] = ALL_ROLES;
const ANY_SECRETARIAT: readonly Role[] = ['administrateur', 'secretariat', 'secretariat-externe'];
const ANY_EXAMINER: readonly Role[] = ['medecin', 'psychologue'];

/** docs/product-rules.md#routes-by-access: page -> roles that may open it. */
const ROUTES_BY_ACCESS: Record<string, readonly Role[]> = {
  '/configuration/dprapport/liste': ANY_SIGNED_IN,
  '/configuration/dvzone/liste': ANY_SIGNED_IN,
  '/configuration/dvcreneau/liste': ANY_SIGNED_IN,
  '/configuration/typeexamen/liste': ANY_SIGNED_IN,
  '/configuration/reglages': ANY_SIGNED_IN,
  '/global/commissariat/liste': ANY_SIGNED_IN,
  '/global/requerant/liste': ANY_SIGNED_IN,
  '/global/documentsvierges/liste': ANY_SIGNED_IN,
  '/global/examinateur/statut/:name': ANY_SIGNED_IN,
  '/global/examinateur/role/:name': ANY_SIGNED_IN,
  '/secretariat/dprapport': ANY_SIGNED_IN,
  '/sample/page-1': ANY_SIGNED_IN,
  // 'My account' for any signed-in user (not in the spec's table).
  '/mon-compte': ANY_SIGNED_IN,
  '/secretariat/rendez-vous/medecin': ANY_SECRETARIAT,
  '/secretariat/rendez-vous/psychologue': ANY_SECRETARIAT,
  '/secretariat/demande-de-visite': ANY_SECRETARIAT,
  '/secretariat/disponibiliterv/medecin': ANY_SECRETARIAT,
  '/secretariat/disponibiliterv/psychologue': ANY_SECRETARIAT,
  '/secretariat/disponibilitedv': ANY_SECRETARIAT,
  '/secretariat/dossier-patient/liste': ANY_SECRETARIAT,
  '/secretariat/bordereau/nouveau': ANY_SECRETARIAT,
  '/secretariat/bordereau/afficher': ANY_SECRETARIAT,
  '/secretariat/bordereau/liste': ANY_SECRETARIAT,
  '/secretariat/repartition-paiement/liste': ANY_SECRETARIAT,
  '/secretariat/statistiques': ANY_SECRETARIAT,
  '/secretariat/comptabilite': ANY_SECRETARIAT,
  '/sample/page-2': ANY_SECRETARIAT,
  '/examinateur/dossier-patient/liste': ANY_EXAMINER,
  '/examinateur/statistiques': ANY_EXAMINER,
  '/examinateur/comptabilite': ANY_EXAMINER,
  '/sample/page-3': ANY_EXAMINER,
  '/examinateur/rendez-vous/medecin': ['medecin'],
  '/examinateur/demande-de-visite': ['medecin'],
  '/examinateur/disponibiliterv/medecin': ['medecin'],
  '/examinateur/disponibilitedv': ['medecin'],
  '/examinateur/rendez-vous/psychologue': ['psychologue'],
  '/examinateur/disponibiliterv/psychologue': ['psychologue'],
  '/admin/utilisateur/statut/:name': ['administrateur'],
  '/admin/utilisateur/role/:name': ['administrateur'],
  '/admin/bureau/liste': ['administrateur'],
  '/admin/audit': ['administrateur'],
};

/** docs/product-rules.md#screens: every bare parent and where it goes. */
const BARE_PARENTS: Record<string, string> = {
  '/configuration/dprapport': '/configuration/dprapport/liste',
  '/configuration/dvzone': '/configuration/dvzone/liste',
  '/configuration/dvcreneau': '/configuration/dvcreneau/liste',
  '/configuration/typeexamen': '/configuration/typeexamen/liste',
  '/global/commissariat': '/global/commissariat/liste',
  '/global/requerant': '/global/requerant/liste',
  '/global/documentsvierges': '/global/documentsvierges/liste',
  '/secretariat/dossier-patient': '/secretariat/dossier-patient/liste',
  '/secretariat/bordereau': '/secretariat/bordereau/liste',
  '/secretariat/repartition-paiement': '/secretariat/repartition-paiement/liste',
  '/examinateur/dossier-patient': '/examinateur/dossier-patient/liste',
  '/admin/bureau': '/admin/bureau/liste',
  '/global/examinateur': '/global/examinateur/statut/tous',
  '/admin/utilisateur': '/admin/utilisateur/statut/tous',
};

const render: NavigationDecision = { type: 'render' };
const redirect = (to: string): NavigationDecision => ({ type: 'redirect', to });

/** docs/product-rules.md#screens pages as requested in a browser: `:name` parameters instantiated. */
const PAGES: Record<string, readonly Role[]> = Object.fromEntries(
  Object.entries(ROUTES_BY_ACCESS).map(([path, roles]) => [path.replace(':name', 'tous'), roles]),
);

describe('screens: route table as data', () => {
  it('screens: lists exactly the public routes, the routes by access, the bare parents, / and /initialUrl', () => {
    const listed = ROUTES.map((r) => r.path).sort();
    const expected = [
      '/',
      '/initialUrl',
      ...PUBLIC_PAGES,
      ...Object.keys(ROUTES_BY_ACCESS),
      ...Object.keys(BARE_PARENTS),
    ];
    expect(listed).toEqual(expected.sort());
  });

  it('screens: no two routes share a path', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it.each(Object.entries(BARE_PARENTS))('screens: bare parent %s redirects to %s', (parent, target) => {
    const route = matchRoute(parent);
    expect(route?.kind).toBe('parent');
    expect(route?.redirectTo).toBe(target);
    expect(route?.access).toBe(matchRoute(target)?.access);
  });

  it('access groups map to the role groups; public needs nothing, signed-in needs no role', () => {
    expect(rolesForAccess('public')).toBeUndefined();
    expect(rolesForAccess('signedIn')).toEqual([]);
    expect(rolesForAccess('anySecretariat')).toEqual(ANY_SECRETARIAT);
    expect(rolesForAccess('examiner')).toEqual(ANY_EXAMINER);
    expect(rolesForAccess('doctor')).toEqual(['medecin']);
    expect(rolesForAccess('psychologist')).toEqual(['psychologue']);
    expect(rolesForAccess('admin')).toEqual(['administrateur']);
  });
});

describe('screens: matchRoute', () => {
  it('screens: :name parameters are captured and decoded', () => {
    expect(matchRoute('/global/examinateur/role/medecin')?.params).toEqual({ name: 'medecin' });
    expect(matchRoute('/admin/utilisateur/statut/tous')).toMatchObject({
      path: '/admin/utilisateur/statut/:name',
      params: { name: 'tous' },
    });
    expect(matchPath('/a/:name', '/a/Paris%20Nord')).toEqual({ name: 'Paris Nord' });
  });

  it('screens: a malformed escape in a parameter is kept as typed', () => {
    expect(matchPath('/a/:name', '/a/%E0')).toEqual({ name: '%E0' });
  });

  it('screens: an empty parameter, a longer or a different path do not match', () => {
    expect(matchPath('/a/:name/b', '/a//b')).toBeUndefined();
    expect(matchRoute('/global/examinateur/statut')).toBeUndefined();
    expect(matchRoute('/global/examinateur/statut/tous/plus')).toBeUndefined();
    expect(matchRoute('/secretariat/inconnu')).toBeUndefined();
  });

  it('screens, choice: a trailing slash is ignored', () => {
    expect(normalizePath('/secretariat/statistiques/')).toBe('/secretariat/statistiques');
    expect(normalizePath('///')).toBe('/');
    expect(matchRoute('/secretariat/statistiques/')?.path).toBe('/secretariat/statistiques');
  });
});

describe('screens, access, canAccess: every route against every role and office', () => {
  const cases = Object.entries(PAGES).flatMap(([path, roles]) =>
    USER_CASES.map(({ role, office }) => ({ path, role, office, allowed: roles.includes(role) })),
  );

  it.each(cases)(
    'screens: $path for $role ($office office) -> $allowed',
    ({ path, role, office, allowed }) => {
      expect(canAccess(demoUser(role, office), path)).toBe(allowed);
    },
  );

  it.each(PUBLIC_PAGES)('screens: public page %s is open to everyone, signed out included', (path) => {
    expect(canAccess(null, path)).toBe(true);
    for (const { role, office } of USER_CASES) expect(canAccess(demoUser(role, office), path)).toBe(true);
  });

  it.each(Object.keys(PAGES))('screens: private page %s is closed to a signed-out visitor', (path) => {
    expect(canAccess(null, path)).toBe(false);
    expect(canAccessRoute(undefined, matchRoute(path)!)).toBe(false);
  });

  it('screens: an unknown path is never accessible', () => {
    expect(canAccess(demoUser('administrateur', 'none'), '/nulle-part')).toBe(false);
  });
});

describe('screens: /initialUrl role homes', () => {
  const HOME: Record<Role, Record<'parisNord' | 'other', string>> = {
    aucun: { parisNord: '/error-pages/error-404?role=unknown', other: '/error-pages/error-404?role=unknown' },
    administrateur: {
      parisNord: '/secretariat/demande-de-visite',
      other: '/secretariat/rendez-vous/medecin',
    },
    secretariat: { parisNord: '/secretariat/demande-de-visite', other: '/secretariat/rendez-vous/medecin' },
    'secretariat-externe': {
      parisNord: '/secretariat/demande-de-visite',
      other: '/secretariat/rendez-vous/medecin',
    },
    medecin: { parisNord: '/examinateur/demande-de-visite', other: '/examinateur/rendez-vous/medecin' },
    psychologue: {
      parisNord: '/examinateur/rendez-vous/psychologue',
      other: '/examinateur/rendez-vous/psychologue',
    },
  };

  it.each(USER_CASES)('screens: /initialUrl for $role at $office', ({ role, office }) => {
    const expected = HOME[role][office === 'Paris Nord' ? 'parisNord' : 'other'];
    expect(initialUrlFor(demoUser(role, office))).toBe(expected);
  });

  it('product, screens: only the FIRST office counts as working office', () => {
    const user = { role: 'secretariat' as const, bureaux: [...OFFICES.Argenteuil, ...OFFICES['Paris Nord']] };
    expect(initialUrlFor(user)).toBe('/secretariat/rendez-vous/medecin');
    expect(initialUrlFor({ ...user, bureaux: [...user.bureaux].reverse() })).toBe(
      '/secretariat/demande-de-visite',
    );
  });

  it('screens, no user: error-404 with role=unknown', () => {
    expect(initialUrlFor(null)).toBe('/error-pages/error-404?role=unknown');
  });

  it.each(USER_CASES)(
    'screens: the role home of $role at $office is a page that role may open',
    ({ role, office }) => {
      const user = demoUser(role, office);
      expect(canAccess(user, initialUrlFor(user).split('?')[0]!)).toBe(true);
    },
  );
});

describe('screens: redirect rules (resolveNavigation)', () => {
  const signedIn = (role: Role, office: OfficeCase = 'none') => ({
    user: demoUser(role, office),
    signedIn: true,
  });
  const signedOut = { user: null, signedIn: false };

  it('screens, root: choice /initialUrl when signed in, /acceuil when signed out', () => {
    expect(resolveNavigation({ pathname: '/', ...signedIn('medecin') })).toEqual(redirect('/initialUrl'));
    expect(resolveNavigation({ pathname: '/', ...signedOut })).toEqual(redirect('/acceuil'));
  });

  it('screens: unknown path goes to the 404 page, signed in or not', () => {
    expect(resolveNavigation({ pathname: '/inconnu', ...signedOut })).toEqual(
      redirect('/error-pages/error-404'),
    );
    expect(resolveNavigation({ pathname: '/secretariat/x', ...signedIn('administrateur') })).toEqual(
      redirect('/error-pages/error-404'),
    );
  });

  it.each(Object.keys(PAGES))('screens: signed-out visitor on %s is sent to /acceuil', (pathname) => {
    expect(resolveNavigation({ pathname, ...signedOut })).toEqual(redirect('/acceuil'));
  });

  it('screens: signed-out visitor on /initialUrl is sent to /acceuil', () => {
    expect(resolveNavigation({ pathname: '/initialUrl', ...signedOut })).toEqual(redirect('/acceuil'));
  });

  it('session: a loaded user without token counts as signed out', () => {
    const input = {
      pathname: '/secretariat/statistiques',
      user: demoUser('secretariat', 'none'),
      signedIn: false,
    };
    expect(resolveNavigation(input)).toEqual(redirect('/acceuil'));
  });

  it.each(SIGN_IN_PAGES)('screens: signed-in user on sign-in page %s is sent to /initialUrl', (pathname) => {
    expect(resolveNavigation({ pathname, ...signedIn('secretariat') })).toEqual(redirect('/initialUrl'));
    expect(resolveNavigation({ pathname, ...signedOut })).toEqual(render);
  });

  it.each(PUBLIC_PAGES.filter((p) => !SIGN_IN_PAGES.includes(p)))(
    'screens, choice: %s stays reachable when signed in',
    (pathname) => {
      expect(resolveNavigation({ pathname, ...signedIn('aucun') })).toEqual(render);
      expect(resolveNavigation({ pathname, ...signedOut })).toEqual(render);
    },
  );

  it.each(USER_CASES)('screens: /initialUrl sends $role at $office to the role home', ({ role, office }) => {
    const user = demoUser(role, office);
    expect(resolveNavigation({ pathname: '/initialUrl', user, signedIn: true })).toEqual(
      redirect(initialUrlFor(user)),
    );
  });

  const pageCases = Object.entries(PAGES).flatMap(([pathname, roles]) =>
    USER_CASES.map(({ role, office }) => ({ pathname, role, office, allowed: roles.includes(role) })),
  );
  it.each(pageCases)(
    'screens: $pathname for $role ($office office): render when allowed, else error-404 with the url',
    ({ pathname, role, office, allowed }) => {
      const decision = resolveNavigation({ pathname, ...signedIn(role, office) });
      expect(decision).toEqual(
        allowed ? render : redirect(`/error-pages/error-404?url=${encodeURIComponent(pathname)}`),
      );
    },
  );

  it('screens: the url of error-404 is the encoded path without trailing slash', () => {
    expect(forbiddenUrl('/admin/bureau/liste')).toBe('/error-pages/error-404?url=%2Fadmin%2Fbureau%2Fliste');
    expect(resolveNavigation({ pathname: '/admin/bureau/liste/', ...signedIn('medecin') })).toEqual(
      redirect('/error-pages/error-404?url=%2Fadmin%2Fbureau%2Fliste'),
    );
  });

  it.each(Object.entries(BARE_PARENTS))('screens: bare parent %s -> %s for anyone', (pathname, target) => {
    expect(resolveNavigation({ pathname, ...signedOut })).toEqual(redirect(target));
    expect(resolveNavigation({ pathname, ...signedIn('aucun') })).toEqual(redirect(target));
  });

  it('screens, choice: a bare-parent redirect keeps the query string', () => {
    const base = { pathname: '/secretariat/bordereau', ...signedIn('secretariat') };
    expect(resolveNavigation({ ...base, search: '?numero=12' })).toEqual(
      redirect('/secretariat/bordereau/liste?numero=12'),
    );
    expect(resolveNavigation({ ...base, search: 'numero=12' })).toEqual(
      redirect('/secretariat/bordereau/liste?numero=12'),
    );
    expect(resolveNavigation({ ...base, search: '?' })).toEqual(redirect('/secretariat/bordereau/liste'));
  });

  it('statuses, choice: while the signed-in user loads, private pages and /initialUrl render (decided once loaded)', () => {
    const loading = { user: null, signedIn: true };
    expect(resolveNavigation({ pathname: '/admin/bureau/liste', ...loading })).toEqual(render);
    expect(resolveNavigation({ pathname: '/initialUrl', ...loading })).toEqual(render);
    expect(resolveNavigation({ pathname: '/signin', ...loading })).toEqual(redirect('/initialUrl'));
  });

  it.each(USER_CASES)(
    'screens: from / every redirect chain of $role at $office ends on a rendered page',
    ({ role, office }) => {
      const input = signedIn(role, office);
      let pathname = '/';
      const seen: string[] = [];
      for (;;) {
        const decision = resolveNavigation({ pathname, ...input });
        if (decision.type === 'render') break;
        expect(seen).not.toContain(decision.to);
        seen.push(decision.to);
        pathname = decision.to.split('?')[0]!;
      }
      expect(pathname).toBe(initialUrlFor(input.user).split('?')[0]);
    },
  );
});
