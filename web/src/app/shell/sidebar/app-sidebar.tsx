// The side menu panel shared by every vertical navigation style and by the drawer: logo, optional
// user panel, the menu, and the collapse toggle of the mini-sidebar-toggle and bit-bucket styles.
import type { MenuGroup } from '@umj/shared/menu';
import { useTranslation } from 'react-i18next';
import { SidebarMenu } from '../menu/index.ts';
import { Logo } from '../layout/logo.tsx';
import { UserPanel } from '../user-panel/user-panel.tsx';

export interface AppSidebarProps {
  menu: readonly MenuGroup[];
  showUserPanel: boolean;
  /** Narrow (icons only) right now. */
  narrow: boolean;
  /** Present for the styles whose sidebar can be collapsed and expanded by a button. */
  onToggleCollapse?: () => void;
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function AppSidebar({
  menu,
  showUserPanel,
  narrow,
  onToggleCollapse,
  collapsed,
  onNavigate,
}: AppSidebarProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="umj-sidebar__inner">
      <div className="umj-sidebar__head">
        <Logo compact={narrow} />
        {onToggleCollapse && (
          <button
            type="button"
            className="umj-sidebar__toggle"
            aria-label={collapsed ? t('sidebarToggle.expand') : t('sidebarToggle.collapse')}
            aria-pressed={!collapsed}
            onClick={onToggleCollapse}
          >
            <i
              className={`pi ${collapsed ? 'pi-angle-double-right' : 'pi-angle-double-left'}`}
              aria-hidden="true"
            />
          </button>
        )}
      </div>
      {showUserPanel && <UserPanel compact={narrow} />}
      <div className="umj-sidebar__scroll">
        <SidebarMenu menu={menu} onNavigate={onNavigate} />
      </div>
    </div>
  );
}
