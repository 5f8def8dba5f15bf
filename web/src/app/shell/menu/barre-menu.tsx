// The horizontal menu's bar (PrimeReact Menubar), in a chunk of its own: loaded only by the horizontal
// navigation styles (horizontal-menu.tsx).
import { menuItems, type MenuEntry, type MenuGroup } from '@umj/shared/menu';
import { isItemActive } from '@umj/shared/menu-navigation';
import type { MenuItem as PrimeMenuItem } from 'primereact/menuitem';
import { Menubar } from 'primereact/menubar';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { menuTitle } from '../../../i18n/menu-title.ts';

export default function BarreMenu({ menu }: { menu: readonly MenuGroup[] }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const toModel = (entry: MenuEntry): PrimeMenuItem => {
    if (entry.type === 'item') {
      return {
        label: menuTitle(t, entry),
        icon: entry.icon,
        url: entry.url,
        className: isItemActive(entry, pathname) ? 'is-active' : undefined,
        command: (e) => {
          e.originalEvent.preventDefault();
          navigate(entry.url);
        },
      };
    }
    const active = menuItems(entry.children).some((i) => isItemActive(i, pathname));
    return {
      label: menuTitle(t, entry),
      icon: entry.type === 'collapse' ? entry.icon : undefined,
      className: active ? 'is-active' : undefined,
      items: entry.children.map(toModel),
    };
  };

  return <Menubar model={menu.map(toModel)} />;
}
