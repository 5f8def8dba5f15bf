// Where the current path stands in the side menu: the active item, the collapses to open, the page of a
// hidden item to leave (and where to go), the item naming the screen. The menu itself and who sees
// which item are in menu.ts. The menu governs VISIBILITY, the route table of routes.ts governs ACCESS
// (docs/security.md#access-policy).
import {
  EXCLUSIONS,
  isItemVisible,
  MENU,
  menuItems,
  visibleMenu,
  type MenuEntry,
  type MenuItem,
  type MenuUser,
} from './menu.ts';
import { canAccessRoute, initialUrlFor, INITIAL_URL, matchRoute, normalizePath } from './routes.ts';

/** True when the current path is the url or, for a non-exact entry, below it. */
export function isPathWithin(pathname: string, url: string, exact = false): boolean {
  const path = normalizePath(pathname);
  return path === url || (!exact && path.startsWith(`${url}/`));
}

/** An item is active on its url, or below it when it is not exact. */
export function isItemActive(item: MenuItem, pathname: string): boolean {
  return isPathWithin(pathname, item.url, item.exact);
}

/**
 * Ids of the collapses to open: a collapse opens when the current path equals, or lies
 * below, the url of one of its descendants.
 */
export function collapsesToOpen(tree: readonly MenuEntry[], pathname: string): string[] {
  return tree.flatMap((entry) => {
    if (entry.type === 'item') return [];
    const inner = collapsesToOpen(entry.children, pathname);
    const opens =
      entry.type === 'collapse' && menuItems(entry.children).some((i) => isPathWithin(pathname, i.url));
    return opens ? [entry.id, ...inner] : inner;
  });
}

/**
 * Choice (the route table governs access, docs/security.md#access-policy): the
 * page of an item hidden only by its auth rule stays open when the route table grants it to a role
 * group of the user (not merely to "any signed-in user"), e.g. /secretariat/statistiques for the
 * external secretariat ("Any secretariat"). An office exclusion still leaves the page.
 */
function ouvertParLaTable(item: MenuItem, user: MenuUser): boolean {
  if ((item.excludedIf ?? []).some((rule) => EXCLUSIONS[rule](user))) return false;
  const route = matchRoute(item.url);
  return route !== undefined && route.access !== 'signedIn' && canAccessRoute(user, route);
}

/**
 * When the current path is the url of a menu item the user does not see, the redirect target
 * (value not shown). Choice: /initialUrl (the role home). When that hidden url IS the role home (a
 * psychologist at Paris Nord: appointments hidden), /initialUrl would come back to it, so the first
 * visible item is used instead (every signed-in user sees at least the police stations). Undefined:
 * no redirect, also for a page the route table grants to a role group of the user (above).
 */
export function hiddenItemFallback(user: MenuUser | null | undefined, pathname: string): string | undefined {
  if (user == null) return undefined;
  const path = normalizePath(pathname);
  const hidden = menuItems(MENU).some(
    (i) => i.url === path && !isItemVisible(i, user) && !ouvertParLaTable(i, user),
  );
  if (!hidden) return undefined;
  if (initialUrlFor(user) !== path) return INITIAL_URL;
  return menuItems(visibleMenu(user))[0]?.url;
}

/**
 * The menu item naming the screen at `pathname`: the item whose url is the path or lies above it
 * ('/secretariat/bordereau/nouveau' -> Bordereaux; no item url lies below another, so there is at most
 * one). Undefined for a path outside the menu. The coming-soon page names the screen that is coming
 * with this item's title.
 */
export function menuItemAt(pathname: string): MenuItem | undefined {
  return menuItems(MENU).find((i) => isPathWithin(pathname, i.url));
}
