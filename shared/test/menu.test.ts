import { describe, expect, it } from 'vitest';
import { EXCLUSIONS, isItemVisible, MENU, menuItems, visibleMenu } from '../src/menu.ts';
import type { Role } from '../src/roles.ts';
import { canAccess, matchRoute, resolveNavigation } from '../src/routes.ts';
import { ALL_ROLES, demoUser, OFFICES, USER_CASES, type OfficeCase } from './fixtures-access.ts';

type Rule = (role: Role, office: OfficeCase) => boolean;
const roles =
  (...allowed: Role[]): Rule =>
  (role) =>
    allowed.includes(role);
const notParisNord =
  (rule: Rule): Rule =>
  (role, office) =>
    rule(role, office) && office !== 'Paris Nord';

const ANY: Rule = () => true;
const DOCTOR = roles('medecin');
const PSY = roles('psychologue');
const EXAMINER = roles('medecin', 'psychologue');
const ANY_SEC = roles('administrateur', 'secretariat', 'secretariat-externe');
const ADMIN_SEC = roles('administrateur', 'secretariat');
const ADMIN = roles('administrateur');

/** docs/product-rules.md#side-menu, item url -> who sees it (role and working office). */
const MENU_SPEC: Record<string, Rule> = {
  '/examinateur/rendez-vous/medecin': notParisNord(DOCTOR),
  '/examinateur/rendez-vous/psychologue': notParisNord(PSY),
  '/examinateur/demande-de-visite': DOCTOR,
  '/examinateur/dossier-patient': EXAMINER,
  '/examinateur/disponibiliterv/medecin': notParisNord(DOCTOR),
  '/examinateur/disponibiliterv/psychologue': notParisNord(PSY),
  '/examinateur/disponibilitedv': DOCTOR,
  '/examinateur/statistiques': EXAMINER,
  '/examinateur/comptabilite': EXAMINER,
  '/secretariat/rendez-vous/medecin': notParisNord(ANY_SEC),
  '/secretariat/rendez-vous/psychologue': notParisNord(ADMIN_SEC),
  '/secretariat/demande-de-visite': (role, office) =>
    ANY_SEC(role, office) && !(role === 'secretariat-externe' && office === 'Chartres'),
  // Choice: the menu names no auth for these; the route table's group (any secretariat) applies.
  '/secretariat/dossier-patient': ANY_SEC,
  '/secretariat/disponibiliterv/medecin': notParisNord(ANY_SEC),
  '/secretariat/disponibiliterv/psychologue': notParisNord(ANY_SEC),
  '/secretariat/disponibilitedv': ADMIN_SEC,
  '/secretariat/bordereau': ADMIN_SEC,
  '/secretariat/repartition-paiement': ADMIN_SEC,
  '/secretariat/statistiques': ADMIN_SEC,
  '/secretariat/comptabilite': ADMIN_SEC,
  '/global/commissariat': ANY,
  '/global/requerant': ADMIN_SEC,
  '/global/examinateur': roles('secretariat-externe', 'secretariat', 'medecin', 'psychologue'),
  '/global/documentsvierges': roles('administrateur', 'secretariat', 'medecin', 'psychologue'),
  '/configuration/dprapport': ADMIN,
  '/configuration/dvzone': ADMIN,
  '/configuration/dvcreneau': ADMIN,
  '/configuration/typeexamen': ADMIN,
  '/configuration/reglages': ADMIN,
  '/admin/utilisateur': ADMIN,
  '/admin/bureau': ADMIN,
  // An office-limited administrator too: the API answers it its offices' entries only.
  '/admin/audit': ADMIN,
};

const ALL_ITEMS = menuItems(MENU);
const itemAt = (url: string) => ALL_ITEMS.find((i) => i.url === url)!;

describe('screens: side menu as data', () => {
  it('screens: the menu holds exactly the spec items, in the spec order of groups', () => {
    expect(ALL_ITEMS.map((i) => i.url)).toEqual(Object.keys(MENU_SPEC));
    expect(MENU.map((g) => g.id)).toEqual(['examinateur', 'secretariat', 'global', 'configuration', 'admin']);
  });

  it('screens: ids are unique and every entry has a sidebar message id and a primeicons class', () => {
    const entries = MENU.flatMap((g) => [g, ...g.children, ...menuItems(g.children)]);
    const ids = new Set(entries.map((e) => e.id));
    expect(ids.size).toBe(new Set(entries).size);
    for (const entry of entries) {
      expect(entry.messageId).toBe(`sidebar.${entry.id}`);
      expect(entry.title.length).toBeGreaterThan(0);
      if (entry.type !== 'group') expect(entry.icon).toMatch(/^pi pi-[a-z-]+$/);
    }
  });

  it.each(ALL_ITEMS)('screens: item $url is a known route; exact unless it is a bare parent', (item) => {
    const route = matchRoute(item.url);
    expect(route).toBeDefined();
    expect(item.exact).toBe(route!.kind === 'page');
  });
});

describe('screens, access: item visibility per role and office', () => {
  const cases = Object.entries(MENU_SPEC).flatMap(([url, rule]) =>
    USER_CASES.map(({ role, office }) => ({ url, role, office, visible: rule(role, office) })),
  );

  it.each(cases)(
    'screens: $url for $role ($office office) visible: $visible',
    ({ url, role, office, visible }) => {
      const user = demoUser(role, office);
      expect(isItemVisible(itemAt(url), user)).toBe(visible);
      expect(menuItems(visibleMenu(user)).some((i) => i.url === url)).toBe(visible);
    },
  );

  it('screens, signed out: no item is visible and the menu is empty', () => {
    expect(ALL_ITEMS.some((i) => isItemVisible(i, null))).toBe(false);
    expect(visibleMenu(null)).toEqual([]);
  });

  it('product, screens, choice: exclusions use the working (first) office only', () => {
    const pnSecond = {
      role: 'secretariat' as const,
      bureaux: [...OFFICES.Argenteuil, ...OFFICES['Paris Nord']],
    };
    expect(EXCLUSIONS.parisNord(pnSecond)).toBe(false);
    expect(EXCLUSIONS.parisNord({ ...pnSecond, bureaux: [...pnSecond.bureaux].reverse() })).toBe(true);
    const ext = {
      role: 'secretariat-externe' as const,
      bureaux: [...OFFICES.Argenteuil, ...OFFICES.Chartres],
    };
    expect(EXCLUSIONS.externalSecretariatAtChartres(ext)).toBe(false);
    expect(EXCLUSIONS.externalSecretariatAtChartres({ ...ext, bureaux: [...ext.bureaux].reverse() })).toBe(
      true,
    );
  });
});

describe('screens: pruning of empty collapses and groups', () => {
  it('screens, Paris Nord secretariat: both secretariat collapses are removed (all their items hidden)', () => {
    const sec = visibleMenu(demoUser('secretariat', 'Paris Nord')).find((g) => g.id === 'secretariat')!;
    expect(sec.children.map((c) => c.id)).toEqual([
      'secretariat.demandeDeVisite',
      'secretariat.dossierPatient',
      'secretariat.disponibiliteDv',
      'secretariat.bordereau',
      'secretariat.repartitionPaiement',
      'secretariat.statistiques',
      'secretariat.comptabilite',
    ]);
  });

  it('screens, external secretariat: the appointment collapse keeps only the doctor appointments', () => {
    const sec = visibleMenu(demoUser('secretariat-externe', 'Argenteuil')).find(
      (g) => g.id === 'secretariat',
    )!;
    const rdv = sec.children.find((c) => c.id === 'secretariat.rendezVous');
    expect(rdv?.type === 'collapse' && rdv.children.map((c) => c.url)).toEqual([
      '/secretariat/rendez-vous/medecin',
    ]);
  });

  it.each(ALL_ROLES)('screens: groups shown to %s (Argenteuil)', (role) => {
    const expected: Record<Role, string[]> = {
      aucun: ['global'],
      administrateur: ['secretariat', 'global', 'configuration', 'admin'],
      secretariat: ['secretariat', 'global'],
      'secretariat-externe': ['secretariat', 'global'],
      medecin: ['examinateur', 'global'],
      psychologue: ['examinateur', 'global'],
    };
    expect(visibleMenu(demoUser(role, 'Argenteuil')).map((g) => g.id)).toEqual(expected[role]);
  });

  it('screens: count badges come from the context by item id, only on visible items', () => {
    const counts = { 'secretariat.demandeDeVisite': { value: 3, color: 'danger' } };
    const items = menuItems(visibleMenu(demoUser('secretariat', 'Argenteuil'), { counts }));
    expect(items.find((i) => i.id === 'secretariat.demandeDeVisite')?.count).toEqual({
      value: 3,
      color: 'danger',
    });
    expect(items.filter((i) => i.count)).toHaveLength(1);
    expect(menuItems(visibleMenu(demoUser('secretariat', 'Argenteuil'))).some((i) => i.count)).toBe(false);
  });
});

describe('screens: menu governs visibility, the route table governs access (discrepancy)', () => {
  it('screens, configuration lists: hidden from a secretariat user, yet its route is accessible', () => {
    const user = demoUser('secretariat', 'Argenteuil');
    expect(isItemVisible(itemAt('/configuration/dprapport'), user)).toBe(false);
    expect(canAccess(user, '/configuration/dprapport/liste')).toBe(true);
    expect(resolveNavigation({ pathname: '/configuration/dprapport/liste', user, signedIn: true })).toEqual({
      type: 'render',
    });
  });

  it('screens, external secretariat: bordereaux hidden in the menu, route open', () => {
    const user = demoUser('secretariat-externe', 'Argenteuil');
    expect(isItemVisible(itemAt('/secretariat/bordereau'), user)).toBe(false);
    expect(canAccess(user, '/secretariat/bordereau/liste')).toBe(true);
  });

  it('screens: administrators see the route-table-open global examiners list only through the route', () => {
    const user = demoUser('administrateur', 'none');
    expect(isItemVisible(itemAt('/global/examinateur'), user)).toBe(false);
    expect(canAccess(user, '/global/examinateur/statut/tous')).toBe(true);
  });
});
