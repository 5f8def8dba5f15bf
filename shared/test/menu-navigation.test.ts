// Where the current path stands in the side menu: active items, collapses to open, the page of a hidden
// item to leave, the item naming a screen.
import { describe, expect, it } from 'vitest';
import { isItemVisible, MENU, menuItems, type MenuItem } from '../src/menu.ts';
import {
  collapsesToOpen,
  hiddenItemFallback,
  isItemActive,
  isPathWithin,
  menuItemAt,
} from '../src/menu-navigation.ts';
import { canAccess, initialUrlFor, resolveNavigation } from '../src/routes.ts';
import { demoUser, USER_CASES } from './fixtures-access.ts';

const ALL_ITEMS = menuItems(MENU);
const itemAt = (url: string) => ALL_ITEMS.find((i) => i.url === url)!;

describe('screens: active items and collapse auto-open', () => {
  it('screens: an exact item is active only on its url; a bare-parent item also below it', () => {
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

  it('screens: a collapse opens when the path equals a descendant url', () => {
    expect(collapsesToOpen(MENU, '/secretariat/rendez-vous/psychologue')).toEqual(['secretariat.rendezVous']);
    expect(collapsesToOpen(MENU, '/secretariat/disponibiliterv/medecin')).toEqual([
      'secretariat.disponibiliteRv',
    ]);
  });

  it('screens: a collapse opens when the path lies below a descendant url', () => {
    expect(collapsesToOpen(MENU, '/secretariat/rendez-vous/medecin/42')).toEqual(['secretariat.rendezVous']);
  });

  it('screens: no collapse opens elsewhere, nor for an examiner page of the same name', () => {
    expect(collapsesToOpen(MENU, '/secretariat/dossier-patient/liste')).toEqual([]);
    expect(collapsesToOpen(MENU, '/examinateur/rendez-vous/medecin')).toEqual([]);
    expect(collapsesToOpen(MENU, '/secretariat/rendez-vous')).toEqual([]);
  });

  it('screens: nested collapses open with their ancestors', () => {
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

describe('screens: hidden item fallback', () => {
  it('screens, choice: on the url of a hidden item the user goes to /initialUrl', () => {
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

  it('screens: no redirect on a visible item, on a page that is no item, or when signed out', () => {
    expect(
      hiddenItemFallback(demoUser('secretariat', 'Argenteuil'), '/secretariat/rendez-vous/medecin'),
    ).toBeUndefined();
    expect(
      hiddenItemFallback(demoUser('secretariat', 'none'), '/configuration/dprapport/liste'),
    ).toBeUndefined();
    expect(hiddenItemFallback(null, '/configuration/reglages')).toBeUndefined();
  });

  it('screens: choice (the route table governs access): the external secretariat stays on the statistics, accounting and DV screens the table grants to any secretariat, though their items are hidden', () => {
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

  it('screens, choice: a psychologist at Paris Nord, whose home is hidden, goes to the first visible item', () => {
    const user = demoUser('psychologue', 'Paris Nord');
    expect(initialUrlFor(user)).toBe('/examinateur/rendez-vous/psychologue');
    expect(hiddenItemFallback(user, '/examinateur/rendez-vous/psychologue')).toBe(
      '/examinateur/dossier-patient',
    );
  });

  it.each(USER_CASES)(
    'screens: navigation from / for $role at $office ends on a page without loop',
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

describe('the menu item naming a screen', () => {
  it('screens: a page at an item url is named by that item', () => {
    expect(menuItemAt('/secretariat/rendez-vous/medecin')?.title).toBe('Rendez-vous médecin');
  });

  it('screens: a page below a bare parent item is named by the deepest item above it', () => {
    expect(menuItemAt('/secretariat/bordereau/nouveau')?.id).toBe('secretariat.bordereau');
    expect(menuItemAt('/admin/utilisateur/statut/tous/')?.id).toBe('admin.utilisateur');
  });

  it('screens: no item url lies below another item url, so a path has at most one naming item', () => {
    const urls = menuItems(MENU).map((i) => i.url);
    for (const url of urls)
      expect(
        urls.filter((other) => isPathWithin(url, other)),
        url,
      ).toEqual([url]);
  });

  it('screens: a path outside the menu has no item', () => {
    expect(menuItemAt('/secretariat/dprapport')).toBeUndefined();
    expect(menuItemAt('/secretariat/bordereaux')).toBeUndefined();
  });
});
