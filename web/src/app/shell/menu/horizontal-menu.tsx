// Horizontal navigation styles (docs/product-rules.md#screens): the same visible menu as a menu bar, one entry per group.
// The bar (PrimeReact Menubar) is a chunk of its own, fetched when a horizontal style is drawn: the
// default vertical styles never load it (docs/architecture.md#first-load-of-the-spa). Its height is
// reserved meanwhile (menu.css), so the page does not move when it arrives.
import type { MenuGroup } from '@umj/shared/menu';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const BarreMenu = lazy(() => import('./barre-menu.tsx'));

export function HorizontalMenu({
  menu,
  tone,
}: {
  menu: readonly MenuGroup[];
  tone: 'default' | 'light' | 'dark';
}) {
  const { t } = useTranslation('shell');
  return (
    <nav className={`umj-menubar umj-menubar--${tone}`} aria-label={t('menu.label')}>
      <Suspense fallback={null}>
        <BarreMenu menu={menu} />
      </Suspense>
    </nav>
  );
}
