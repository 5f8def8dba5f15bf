// Navigation decision of the SPA: the route table's redirect rules (shared/routes resolveNavigation),
// the SPA-only signed-in page /mon-compte, then the hidden-menu-item fallback (shared/menu).
import { hiddenItemFallback } from '@umj/shared/menu';
import {
  HOME_SIGNED_OUT,
  normalizePath,
  resolveNavigation,
  type NavigationDecision,
  type NavigationInput,
} from '@umj/shared/routes';

/**
 * 'My account' (issue 4: a real page) is not in spec §2's route table; the SPA serves it to any
 * signed-in user and sends a signed-out visitor to /acceuil, like every private page.
 */
export const MY_ACCOUNT_PATH = '/mon-compte';

export function decideNavigation(input: NavigationInput): NavigationDecision {
  if (normalizePath(input.pathname) === MY_ACCOUNT_PATH) {
    return input.signedIn ? { type: 'render' } : { type: 'redirect', to: HOME_SIGNED_OUT };
  }
  const decision = resolveNavigation(input);
  if (decision.type === 'redirect') return decision;
  const fallback = hiddenItemFallback(input.user, input.pathname);
  return fallback ? { type: 'redirect', to: fallback } : decision;
}
