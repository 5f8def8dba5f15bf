// Navigation decision of the SPA: the route table's redirect rules (shared/routes resolveNavigation),
// applied by the guard on every location change. The hidden-menu-item fallback (shared/menu) is the
// signed-in layout's (hidden-item-redirect.ts): the menu is product code, which the signed-out pages
// do not load (first load).
import { resolveNavigation, type NavigationDecision, type NavigationInput } from '@umj/shared/routes';

export function decideNavigation(input: NavigationInput): NavigationDecision {
  return resolveNavigation(input);
}
