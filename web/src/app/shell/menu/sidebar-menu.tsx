// Side menu (docs/product-rules.md#screens): groups, collapses that open on the current path and toggle on click, items
// with icon, exact flag and count badge, titles through i18n.
import type { MenuCollapse, MenuGroup, MenuItem } from '@umj/shared/menu';
import { collapsesToOpen } from '@umj/shared/menu-navigation';
import { Badge } from 'primereact/badge';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { menuTitle } from '../../../i18n/menu-title.ts';

export interface SidebarMenuProps {
  menu: readonly MenuGroup[];
  /** Called after following a link (closes the drawer). */
  onNavigate?: () => void;
}

function MenuLink({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const title = menuTitle(t, item);
  return (
    <li className="umj-menu__entry">
      <NavLink to={item.url} end={item.exact} className="umj-menu__link" title={title} onClick={onNavigate}>
        <i className={`${item.icon} umj-menu__icon`} aria-hidden="true" />
        <span className="umj-menu__label">{title}</span>
        {item.count && (
          <Badge
            value={item.count.value}
            className="umj-menu__badge"
            style={{ background: item.count.color.startsWith('#') ? item.count.color : undefined }}
            severity={item.count.color.startsWith('#') ? undefined : (item.count.color as 'info')}
          />
        )}
      </NavLink>
    </li>
  );
}

function Collapse({
  entry,
  open,
  onToggle,
  onNavigate,
}: {
  entry: MenuCollapse;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const title = menuTitle(t, entry);
  const panelId = `umj-collapse-${entry.id.replace(/\W/g, '-')}`;
  return (
    <li className={`umj-menu__entry umj-menu__collapse${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="umj-menu__link umj-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        title={title}
        onClick={onToggle}
      >
        <i className={`${entry.icon} umj-menu__icon`} aria-hidden="true" />
        <span className="umj-menu__label">{title}</span>
        <i
          className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'} umj-menu__chevron`}
          aria-hidden="true"
        />
      </button>
      <ul id={panelId} className="umj-menu__children" hidden={!open}>
        {entry.children.map((child) => (
          <MenuLink key={child.id} item={child} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

export function SidebarMenu({ menu, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(collapsesToOpen(menu, pathname)));

  // docs/product-rules.md#screens: a collapse opens when the current path lies in one of its descendants.
  useEffect(() => {
    const toOpen = collapsesToOpen(menu, pathname);
    if (toOpen.length > 0) setOpen((current) => new Set([...current, ...toOpen]));
  }, [menu, pathname]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <nav className="umj-menu" aria-label={t('menu.label')}>
      {menu.map((group) => (
        <section key={group.id} className="umj-menu__group" aria-labelledby={`umj-group-${group.id}`}>
          <h2 id={`umj-group-${group.id}`} className="umj-menu__group-title">
            {menuTitle(t, group)}
          </h2>
          <ul className="umj-menu__list">
            {group.children.map((entry) =>
              entry.type === 'item' ? (
                <MenuLink key={entry.id} item={entry} onNavigate={onNavigate} />
              ) : (
                <Collapse
                  key={entry.id}
                  entry={entry}
                  open={open.has(entry.id)}
                  onToggle={() => toggle(entry.id)}
                  onNavigate={onNavigate}
                />
              ),
            )}
          </ul>
        </section>
      ))}
    </nav>
  );
}
