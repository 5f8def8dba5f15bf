// docs/product-rules.md#screens: the page of a menu item the user does not see redirects to the fallback (shared/menu
// hiddenItemFallback). Applied by the signed-in layout: menu items are private pages, all rendered in
// that layout, and the menu stays out of the signed-out pages' chunks (first load).
import { hiddenItemFallback } from '@umj/shared/menu-navigation';
import type { NavigationDecision, NavigationInput } from '@umj/shared/routes';

export function hiddenItemRedirect(input: Pick<NavigationInput, 'user' | 'pathname'>): NavigationDecision {
  const fallback = hiddenItemFallback(input.user, input.pathname);
  return fallback ? { type: 'redirect', to: fallback } : { type: 'render' };
}
