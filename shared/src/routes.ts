// docs/product-rules.md#screens (Public routes, Routes by access, Redirect rules) as data, plus the lookups on it.
// The SPA's router and the authorization-matrix tests read this same table.
import { travailleA } from './bureau-identite.ts';
import { checkRoleRequirement, inGroup, ROLE_GROUPS, type Role, type RoleGroup } from './roles.ts';
import type { Utilisateur } from './utilisateur.ts';

/** Who may open a route: nobody signed in needed, any signed-in user, or a role group of docs/product-rules.md#access. */
export type AccessGroup = 'public' | 'signedIn' | Exclude<RoleGroup, 'secretariat'>;

export interface RouteEntry {
  /** Path with `:name` parameters, no trailing slash. */
  readonly path: string;
  readonly access: AccessGroup;
  /**
   * 'page': a screen; 'parent': a bare parent path that redirects to `redirectTo`;
   * 'root': '/', redirecting to the default home; 'initialUrl': redirects to the role home.
   */
  readonly kind: 'page' | 'parent' | 'root' | 'initialUrl';
  /** For 'parent': the path it redirects to. */
  readonly redirectTo?: string;
  /** Public sign-in pages a signed-in user is sent away from (to /initialUrl). */
  readonly signedOutOnly?: boolean;
}

/** docs/product-rules.md#public-routes. The sign-in pages are the ones a signed-in user leaves for /initialUrl. */
const SIGNED_OUT_ONLY = [
  '/acceuil',
  '/signin',
  '/signup',
  '/confirm-signup',
  '/reset-password',
  '/forget-password',
];
/**
 * Choice (spec: "a signed-in user on a public page is sent to /initialUrl"): the victims' help page and
 * the error pages stay reachable when signed in, else error-404 with role=unknown (the /initialUrl
 * result for a role-less user) would redirect to itself.
 */
const PUBLIC_ALWAYS = [
  '/aide-aux-victimes',
  '/error-pages/error-404',
  '/error-pages/error-500',
  '/error-pages/coming-soon',
  '/error-pages/maintenance',
];

/** docs/product-rules.md#routes-by-access, row by row. */
const ROUTES_BY_ACCESS: Readonly<Record<Exclude<AccessGroup, 'public'>, readonly string[]>> = {
  signedIn: [
    '/configuration/dprapport/liste',
    '/configuration/dvzone/liste',
    '/configuration/dvcreneau/liste',
    '/configuration/typeexamen/liste',
    '/configuration/reglages',
    '/global/commissariat/liste',
    '/global/requerant/liste',
    '/global/documentsvierges/liste',
    '/global/examinateur/statut/:name',
    '/global/examinateur/role/:name',
    '/secretariat/dprapport',
    '/sample/page-1',
    // Not in docs/product-rules.md#screens table: the application shell's 'My account' page (profile, offices, role, password change).
    '/mon-compte',
  ],
  anySecretariat: [
    '/secretariat/rendez-vous/medecin',
    '/secretariat/rendez-vous/psychologue',
    '/secretariat/demande-de-visite',
    '/secretariat/disponibiliterv/medecin',
    '/secretariat/disponibiliterv/psychologue',
    '/secretariat/disponibilitedv',
    '/secretariat/dossier-patient/liste',
    // Both use the patient-file screen (docs/product-rules.md#screens).
    '/secretariat/bordereau/nouveau',
    '/secretariat/bordereau/afficher',
    '/secretariat/bordereau/liste',
    '/secretariat/repartition-paiement/liste',
    '/secretariat/statistiques',
    '/secretariat/comptabilite',
    '/sample/page-2',
  ],
  examiner: [
    '/examinateur/dossier-patient/liste',
    '/examinateur/statistiques',
    '/examinateur/comptabilite',
    '/sample/page-3',
  ],
  doctor: [
    '/examinateur/rendez-vous/medecin',
    '/examinateur/demande-de-visite',
    '/examinateur/disponibiliterv/medecin',
    '/examinateur/disponibilitedv',
  ],
  psychologist: ['/examinateur/rendez-vous/psychologue', '/examinateur/disponibiliterv/psychologue'],
  admin: [
    '/admin/utilisateur/statut/:name',
    '/admin/utilisateur/role/:name',
    '/admin/bureau/liste',
    // The audit trail: an office-limited administrator reads its offices' entries only (the API's scope).
    '/admin/audit',
  ],
};

/** docs/product-rules.md#screens: the two bare parents that do not go to a /liste path. */
const SPECIAL_PARENTS: Readonly<Record<string, string>> = {
  '/global/examinateur': '/global/examinateur/statut/tous',
  '/admin/utilisateur': '/admin/utilisateur/statut/tous',
};

const LISTE_SUFFIX = '/liste';

function buildRoutes(): RouteEntry[] {
  const pages: RouteEntry[] = [
    ...SIGNED_OUT_ONLY.map((path) => ({
      path,
      access: 'public' as const,
      kind: 'page' as const,
      signedOutOnly: true,
    })),
    ...PUBLIC_ALWAYS.map((path) => ({ path, access: 'public' as const, kind: 'page' as const })),
    ...Object.entries(ROUTES_BY_ACCESS).flatMap(([access, paths]) =>
      paths.map((path) => ({ path, access: access as AccessGroup, kind: 'page' as const })),
    ),
  ];
  // Every bare parent of a /liste page redirects to it, derived from the table (docs/product-rules.md#screens).
  const listeParents = pages
    .filter((p) => p.path.endsWith(LISTE_SUFFIX))
    .map((p) => [p.path.slice(0, -LISTE_SUFFIX.length), p.path] as const);
  const parents: RouteEntry[] = [...listeParents, ...Object.entries(SPECIAL_PARENTS)].map(([path, to]) => ({
    path,
    access: pages.find((p) => matchPath(p.path, to))!.access,
    kind: 'parent',
    redirectTo: to,
  }));
  return [
    { path: '/', access: 'public', kind: 'root' },
    { path: '/initialUrl', access: 'signedIn', kind: 'initialUrl' },
    ...pages,
    ...parents,
  ];
}

/** Every route of the SPA (docs/product-rules.md#screens): root, /initialUrl, public pages, pages by access, bare parents. */
export const ROUTES: readonly RouteEntry[] = buildRoutes();

/** Roles required by an access group: undefined for public, [] (none) for any signed-in user. */
export function rolesForAccess(access: AccessGroup): readonly Role[] | undefined {
  if (access === 'public') return undefined;
  if (access === 'signedIn') return [];
  return ROLE_GROUPS[access];
}

/** Choice (spec silent): a trailing slash is ignored ('/secretariat/statistiques/' is that page). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Parameters of `pathname` against a route pattern with `:name` segments, or undefined. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const have = normalizePath(pathname).split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = have[i]!;
    if (segment.startsWith(':')) {
      if (actual === '') return undefined;
      params[segment.slice(1)] = safeDecode(actual);
    } else if (segment !== actual) {
      return undefined;
    }
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type RouteMatch = RouteEntry & { readonly params: Readonly<Record<string, string>> };

/** The route serving `pathname` (with its `:name` parameters), or undefined for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { ...route, params };
  }
  return undefined;
}

/** Route-table access (docs/product-rules.md#screens, docs/product-rules.md#access): public always, others need a user with the role. */
export function canAccessRoute(
  user: Pick<Utilisateur, 'role'> | null | undefined,
  route: RouteEntry,
): boolean {
  const required = rolesForAccess(route.access);
  if (required === undefined) return true;
  return user != null && checkRoleRequirement(required, user.role);
}

/** True when `pathname` is a known route the user may open. Unknown paths are never accessible. */
export function canAccess(user: Pick<Utilisateur, 'role'> | null | undefined, pathname: string): boolean {
  const route = matchRoute(pathname);
  return route !== undefined && canAccessRoute(user, route);
}

// ---------------------------------------------------------------------------------------------
// Redirect rules (docs/product-rules.md#redirect-rules) and role homes (/initialUrl).

export const HOME_SIGNED_OUT = '/acceuil';
export const INITIAL_URL = '/initialUrl';
export const ERROR_404 = '/error-pages/error-404';

/** docs/product-rules.md#screens: error-404 with the url the user has no right to. */
export function forbiddenUrl(pathname: string): string {
  return `${ERROR_404}?url=${encodeURIComponent(pathname)}`;
}

/** docs/product-rules.md#screens: /initialUrl for a user whose role has no home. */
export const UNKNOWN_ROLE_URL = `${ERROR_404}?role=unknown`;

/**
 * docs/product-rules.md#screens /initialUrl: the role home. Secretariat roles (administrateur, secretariat,
 * secretariat-externe) and doctors go to the visit requests when their first (working) office is
 * Paris Nord, else to the doctor appointments; psychologists to their appointments; anyone else
 * (role aucun, no user) to error-404 with role=unknown.
 */
export function initialUrlFor(user: Pick<Utilisateur, 'role' | 'bureaux'> | null | undefined): string {
  if (user == null) return UNKNOWN_ROLE_URL;
  const parisNord = travailleA(user, 'parisNord');
  if (inGroup(user.role, 'anySecretariat')) {
    return parisNord ? '/secretariat/demande-de-visite' : '/secretariat/rendez-vous/medecin';
  }
  if (inGroup(user.role, 'doctor')) {
    return parisNord ? '/examinateur/demande-de-visite' : '/examinateur/rendez-vous/medecin';
  }
  if (inGroup(user.role, 'psychologist')) return '/examinateur/rendez-vous/psychologue';
  return UNKNOWN_ROLE_URL;
}

export interface NavigationInput {
  pathname: string;
  /** The query string, with or without its leading '?'; kept on a bare-parent redirect. */
  search?: string;
  /** The loaded user; null while signed out or while the signed-in user is still loading. */
  user: Pick<Utilisateur, 'role' | 'bureaux'> | null;
  /** A token is stored (docs/product-rules.md#session); a user without a token is signed out. */
  signedIn: boolean;
}

export type NavigationDecision = { type: 'render' } | { type: 'redirect'; to: string };

const RENDER: NavigationDecision = { type: 'render' };
const redirect = (to: string): NavigationDecision => ({ type: 'redirect', to });

/**
 * One step of the docs/product-rules.md#screens redirect rules for the requested location (the router follows a redirect
 * and asks again). Order: unknown path -> 404; root -> default home; bare parent -> its list (query
 * kept); signed-out on a private path -> /acceuil; signed-in on a sign-in page -> /initialUrl;
 * /initialUrl -> role home; no right -> error-404?url=.
 *
 * Choices (spec: "default home ... value not shown"): '/' goes to /initialUrl when signed in, to
 * /acceuil when signed out. While a signed-in user is still loading (`signedIn` with `user` null),
 * private pages and /initialUrl render (the shell shows its loader) and are decided again once the
 * user is there; the server enforces access anyway.
 */
export function resolveNavigation(input: NavigationInput): NavigationDecision {
  const route = matchRoute(input.pathname);
  if (route === undefined) return redirect(ERROR_404);
  if (route.kind === 'root') return redirect(input.signedIn ? INITIAL_URL : HOME_SIGNED_OUT);
  if (route.kind === 'parent') return redirect(route.redirectTo! + withQuestionMark(input.search));
  if (route.access === 'public') {
    return route.signedOutOnly && input.signedIn ? redirect(INITIAL_URL) : RENDER;
  }
  if (!input.signedIn) return redirect(HOME_SIGNED_OUT);
  if (input.user == null) return RENDER;
  if (route.kind === 'initialUrl') return redirect(initialUrlFor(input.user));
  return canAccessRoute(input.user, route) ? RENDER : redirect(forbiddenUrl(normalizePath(input.pathname)));
}

function withQuestionMark(search: string | undefined): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}
