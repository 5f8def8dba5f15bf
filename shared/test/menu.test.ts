import { describe, expect, it } from 'vitest';
import {
  collapsesToOpen,
  EXCLUSIONS,
  hiddenItemFallback,
  isItemActive,
  isItemVisible,
  isPathWithin,
  MENU,
  menuItemAt,
  menuItems,
  visibleMenu,
  type MenuItem,
} from '../src/menu.ts';
import type { Role } from '../src/roles.ts';
import { canAccess, initialUrlFor, matchRoute, resolveNavigation } from '../src/routes.ts';
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

/** Spec §2 Side menu, item url -> who sees it (role and working office). */
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
};

const ALL_ITEMS = menuItems(MENU);
const itemAt = (url: string) => ALL_ITEMS.find((i) => i.url === url)!;

describe('§2 side menu as data', () => {
  it('§2 the menu holds exactly the spec items, in the spec order of groups', () => {
    expect(ALL_ITEMS.map((i) => i.url)).toEqual(Object.keys(MENU_SPEC));
    expect(MENU.map((g) => g.id)).toEqual(['examinateur', 'secretariat', 'global', 'configuration', 'admin']);
  });

  it('§2 ids are unique and every entry has a sidebar message id and a primeicons class', () => {
    const entries = MENU.flatMap((g) => [g, ...g.children, ...menuItems(g.children)]);
    const ids = new Set(entries.map((e) => e.id));
    expect(ids.size).toBe(new Set(entries).size);
    for (const entry of entries) {
      expect(entry.messageId).toBe(`sidebar.${entry.id}`);
      expect(entry.title.length).toBeGreaterThan(0);
      if (entry.type !== 'group') expect(entry.icon).toMatch(/^pi pi-[a-z-]+$/);
    }
  });

  it.each(ALL_ITEMS)('§2 item $url is a known route; exact unless it is a bare parent', (item) => {
    const route = matchRoute(item.url);
    expect(route).toBeDefined();
    expect(item.exact).toBe(route!.kind === 'page');
  });
});

describe('§2 §6 item visibility per role and office', () => {
  const cases = Object.entries(MENU_SPEC).flatMap(([url, rule]) =>
    USER_CASES.map(({ role, office }) => ({ url, role, office, visible: rule(role, office) })),
  );

  it.each(cases)('§2 $url for $role ($office office) visible: $visible', ({ url, role, office, visible }) => {
    const user = demoUser(role, office);
    expect(isItemVisible(itemAt(url), user)).toBe(visible);
    expect(menuItems(visibleMenu(user)).some((i) => i.url === url)).toBe(visible);
  });

  it('§2 signed out: no item is visible and the menu is empty', () => {
    expect(ALL_ITEMS.some((i) => isItemVisible(i, null))).toBe(false);
    expect(visibleMenu(null)).toEqual([]);
  });

  it('§1 §2 choice: exclusions use the working (first) office only', () => {
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

describe('§2 pruning of empty collapses and groups', () => {
  it('§2 Paris Nord secretariat: both secretariat collapses are removed (all their items hidden)', () => {
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

  it('§2 external secretariat: the appointment collapse keeps only the doctor appointments', () => {
    const sec = visibleMenu(demoUser('secretariat-externe', 'Argenteuil')).find(
      (g) => g.id === 'secretariat',
    )!;
    const rdv = sec.children.find((c) => c.id === 'secretariat.rendezVous');
    expect(rdv?.type === 'collapse' && rdv.children.map((c) => c.url)).toEqual([
      '/secretariat/rendez-vous/medecin',
    ]);
  });

  it.each(ALL_ROLES)('§2 groups shown to %s (Argenteuil)', (role) => {
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

  it('§2 count badges come from the context by item id, only on visible items', () => {
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

describe('§2 menu governs visibility, the route table governs access (discrepancy)', () => {
  it('§2 configuration lists: hidden from a secretariat user, yet its route is accessible', () => {
    const user = demoUser('secretariat', 'Argenteuil');
    expect(isItemVisible(itemAt('/configuration/dprapport'), user)).toBe(false);
    expect(canAccess(user, '/configuration/dprapport/liste')).toBe(true);
    expect(resolveNavigation({ pathname: '/configuration/dprapport/liste', user, signedIn: true })).toEqual({
      type: 'render',
    });
  });

  it('§2 external secretariat: bordereaux hidden in the menu, route open', () => {
    const user = demoUser('secretariat-externe', 'Argenteuil');
    expect(isItemVisible(itemAt('/secretariat/bordereau'), user)).toBe(false);
    expect(canAccess(user, '/secretariat/bordereau/liste')).toBe(true);
  });

  it('§2 administrators see the route-table-open global examiners list only through the route', () => {
    const user = demoUser('administrateur', 'none');
    expect(isItemVisible(itemAt('/global/examinateur'), user)).toBe(false);
    expect(canAccess(user, '/global/examinateur/statut/tous')).toBe(true);
  });
});

describe('§2 active items and collapse auto-open', () => {
  it('§2 an exact item is active only on its url; a bare-parent item also below it', () => {
    expect(isItemActive(itemAt('/secretariat/rendez-vous/medecin'), '/secretariat/rendez-vous/medecin')).toBe(
      true,
    );
    expect(
      isItemActive(itemAt('/secretariat/rendez-vous/medecin'), '/secretariat/rendez-vous/medecin/x'),
    ).toBe(false);
    expect(isItemActive(itemAt('/secretariat/dossier-patient'), '/secretariat/dossier-patient/liste')).toBe(
      true,
    );
    expect(isItemActive(itemAt('/secretariat/dossier-patient'), '/secretariat/dossier-patients')).toBe(false);
    expect(isPathWithin('/a/b/', '/a/b', true)).toBe(true);
  });

  it('§2 a collapse opens when the path equals a descendant url', () => {
    expect(collapsesToOpen(MENU, '/secretariat/rendez-vous/psychologue')).toEqual(['secretariat.rendezVous']);
    expect(collapsesToOpen(MENU, '/secretariat/disponibiliterv/medecin')).toEqual([
      'secretariat.disponibiliteRv',
    ]);
  });

  it('§2 a collapse opens when the path lies below a descendant url', () => {
    expect(collapsesToOpen(MENU, '/secretariat/rendez-vous/medecin/42')).toEqual(['secretariat.rendezVous']);
  });

  it('§2 no collapse opens elsewhere, nor for an examiner page of the same name', () => {
    expect(collapsesToOpen(MENU, '/secretariat/dossier-patient/liste')).toEqual([]);
    expect(collapsesToOpen(MENU, '/examinateur/rendez-vous/medecin')).toEqual([]);
    expect(collapsesToOpen(MENU, '/secretariat/rendez-vous')).toEqual([]);
  });

  it('§2 nested collapses open with their ancestors', () => {
    const leaf: MenuItem = { ...itemAt('/global/commissariat') };
    const tree = [
      {
        type: 'collapse' as const,
        id: 'outer',
        messageId: 'o',
        title: 'O',
        icon: 'pi pi-list',
        children: [],
      },
      {
        type: 'group' as const,
        id: 'g',
        messageId: 'g',
        title: 'G',
        children: [
          {
            type: 'collapse' as const,
            id: 'inner',
            messageId: 'i',
            title: 'I',
            icon: 'pi pi-list',
            children: [leaf],
          },
        ],
      },
    ];
    expect(collapsesToOpen(tree, '/global/commissariat/liste')).toEqual(['inner']);
  });
});

describe('§2 hidden item fallback', () => {
  it('§2 choice: on the url of a hidden item the user goes to /initialUrl', () => {
    expect(
      hiddenItemFallback(demoUser('secretariat', 'Paris Nord'), '/secretariat/rendez-vous/medecin'),
    ).toBe('/initialUrl');
    expect(
      hiddenItemFallback(demoUser('secretariat-externe', 'Chartres'), '/secretariat/demande-de-visite/'),
    ).toBe('/initialUrl');
    expect(hiddenItemFallback(demoUser('secretariat', 'none'), '/configuration/reglages')).toBe(
      '/initialUrl',
    );
  });

  it('§2 no redirect on a visible item, on a page that is no item, or when signed out', () => {
    expect(
      hiddenItemFallback(demoUser('secretariat', 'Argenteuil'), '/secretariat/rendez-vous/medecin'),
    ).toBeUndefined();
    expect(
      hiddenItemFallback(demoUser('secretariat', 'none'), '/configuration/dprapport/liste'),
    ).toBeUndefined();
    expect(hiddenItemFallback(null, '/configuration/reglages')).toBeUndefined();
  });

  it('§2 choice (the route table governs access): the external secretariat stays on the statistics, accounting and DV screens the table grants to any secretariat, though their items are hidden', () => {
    const user = demoUser('secretariat-externe', 'Argenteuil');
    for (const path of [
      '/secretariat/statistiques',
      '/secretariat/comptabilite',
      '/secretariat/disponibilitedv',
    ]) {
      expect(isItemVisible(menuItems(MENU).find((i) => i.url === path)!, user), path).toBe(false);
      expect(hiddenItemFallback(user, path), path).toBeUndefined();
    }
    // Still left: an office exclusion, and a page the table opens only to "any signed-in user".
    expect(
      hiddenItemFallback(demoUser('secretariat-externe', 'Chartres'), '/secretariat/demande-de-visite'),
    ).toBe('/initialUrl');
    expect(hiddenItemFallback(user, '/configuration/reglages')).toBe('/initialUrl');
    expect(hiddenItemFallback(demoUser('medecin', 'Argenteuil'), '/secretariat/statistiques')).toBe(
      '/initialUrl',
    );
  });

  it('§2 choice: a psychologist at Paris Nord, whose home is hidden, goes to the first visible item', () => {
    const user = demoUser('psychologue', 'Paris Nord');
    expect(initialUrlFor(user)).toBe('/examinateur/rendez-vous/psychologue');
    expect(hiddenItemFallback(user, '/examinateur/rendez-vous/psychologue')).toBe(
      '/examinateur/dossier-patient',
    );
  });

  it.each(USER_CASES)(
    '§2 navigation from / for $role at $office ends on a page without loop',
    ({ role, office }) => {
      const user = demoUser(role, office);
      const seen = new Set<string>();
      let pathname = '/';
      for (;;) {
        const decision = resolveNavigation({ pathname, user, signedIn: true });
        const to = decision.type === 'redirect' ? decision.to : hiddenItemFallback(user, pathname);
        if (to === undefined) break;
        expect(seen.has(to)).toBe(false);
        seen.add(to);
        pathname = to.split('?')[0]!;
      }
      expect(canAccess(user, pathname)).toBe(true);
    },
  );
});

describe('issue 4: the menu item naming a screen', () => {
  it('§2 a page at an item url is named by that item', () => {
    expect(menuItemAt('/secretariat/rendez-vous/medecin')?.title).toBe('Rendez-vous médecin');
  });

  it('§2 a page below a bare parent item is named by the deepest item above it', () => {
    expect(menuItemAt('/secretariat/bordereau/nouveau')?.id).toBe('secretariat.bordereau');
    expect(menuItemAt('/admin/utilisateur/statut/tous/')?.id).toBe('admin.utilisateur');
  });

  it('§2 no item url lies below another item url, so a path has at most one naming item', () => {
    const urls = menuItems(MENU).map((i) => i.url);
    for (const url of urls)
      expect(
        urls.filter((other) => isPathWithin(url, other)),
        url,
      ).toEqual([url]);
  });

  it('§2 a path outside the menu has no item', () => {
    expect(menuItemAt('/secretariat/dprapport')).toBeUndefined();
    expect(menuItemAt('/secretariat/bordereaux')).toBeUndefined();
  });
});
