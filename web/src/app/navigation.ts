// Navigation decision of the SPA: the route table's redirect rules (shared/routes resolveNavigation),
// then the hidden-menu-item fallback (shared/menu).
import { hiddenItemFallback } from '@umj/shared/menu';
import { resolveNavigation, type NavigationDecision, type NavigationInput } from '@umj/shared/routes';

export function decideNavigation(input: NavigationInput): NavigationDecision {
  const decision = resolveNavigation(input);
  if (decision.type === 'redirect') return decision;
  const fallback = hiddenItemFallback(input.user, input.pathname);
  return fallback ? { type: 'redirect', to: fallback } : decision;
}
