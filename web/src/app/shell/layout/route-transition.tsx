// Route transition of the theme (docs/product-rules.md#screens: none, fade, slideLeft, slideRight, slideUp, slideDown):
// the routed content is re-mounted per path with the chosen CSS animation.
import { Outlet, useLocation } from 'react-router-dom';
import type { RouteTransition as Transition } from '../theme/index.ts';

export function RouteTransition({ transition }: { transition: Transition }) {
  const { pathname } = useLocation();
  if (transition === 'none') return <Outlet />;
  return (
    <div key={pathname} className={`umj-transition umj-transition--${transition}`}>
      <Outlet />
    </div>
  );
}
