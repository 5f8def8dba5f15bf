// Signed-in layout (docs/product-rules.md#screens): one set of pieces (sidebar, header, menu bar, content, footer) arranged
// by the navigation style's variant; below the large breakpoint the menu lives in a drawer.
import { miniSidebarTint } from '@umj/shared/bureau';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_VARIANTS, ThemeCustomizer, useTheme, type NavStyle } from '../theme/index.ts';
import { LARGE_UP, useMediaQuery } from '../../../lib/use-breakpoint.ts';
import { HorizontalMenu, useVisibleMenu } from '../menu/index.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { AppHeader } from '../header/app-header.tsx';
import { AppSidebar } from '../sidebar/app-sidebar.tsx';
import { AppFooter } from './app-footer.tsx';
import { RouteTransition } from './route-transition.tsx';
import '../header/header.css';
import '../menu/menu.css';

// The menu's drawer (PrimeReact's Sidebar) loads when it is first opened, not with the shell.
const Sidebar = lazy(() => import('primereact/sidebar').then((m) => ({ default: m.Sidebar })));

export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { settings } = useTheme();
  const { user } = useSession();
  const menu = useVisibleMenu();
  const large = useMediaQuery(LARGE_UP);
  const variant = NAV_VARIANTS[settings.navStyle];
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  // Collapsed state per style: mini-sidebar-toggle starts narrow, bit-bucket starts with its panel open.
  const [collapsedBy, setCollapsedBy] = useState<Partial<Record<NavStyle, boolean>>>({});
  const collapsed = collapsedBy[settings.navStyle] ?? variant.sidebar !== 'bitBucket';
  const [customizerOpen, setCustomizerOpen] = useState(false);
  // Mounted at its first opening, as the drawer: hidden until then, it would only add its mount (and
  // its components' styles) to the work that follows the screen's first paint.
  const [customizerUsed, setCustomizerUsed] = useState(false);

  const inDrawer = !large || variant.sidebar === 'drawer';
  const docked = !inDrawer && variant.orientation === 'vertical';
  const collapsible = variant.sidebar === 'miniToggle' || variant.sidebar === 'bitBucket';
  const narrow = variant.sidebar === 'mini' || (collapsible && collapsed);
  // docs/product-rules.md#screens: one-office tint of the mini-sidebar-toggle layout.
  const tint = settings.navStyle === 'mini-sidebar-toggle' ? miniSidebarTint(user) : undefined;
  const style = tint ? ({ '--umj-tint': tint } as CSSProperties) : undefined;

  return (
    <div
      className="umj-shell"
      style={style}
      data-nav={settings.navStyle}
      data-sidebar={docked ? variant.sidebar : 'none'}
      data-narrow={docked && narrow}
      data-header-above={variant.headerAboveSidebar || !docked}
      data-layout={settings.layoutType}
      data-footer={settings.showFooter ? settings.footerType : 'off'}
      data-menubar={variant.menuBarTone ?? 'none'}
      data-tinted={tint !== undefined}
    >
      <a className="umj-skip-link" href="#umj-main">
        {t('skipToContent')}
      </a>
      {docked && (
        <aside className="umj-sidebar" aria-label={t('menu.label')}>
          <AppSidebar
            menu={menu}
            showUserPanel={variant.userPanel === 'sidebar'}
            narrow={narrow}
            collapsed={collapsed}
            onToggleCollapse={
              collapsible
                ? () => setCollapsedBy((all) => ({ ...all, [settings.navStyle]: !collapsed }))
                : undefined
            }
          />
        </aside>
      )}
      <AppHeader
        variant={variant}
        showMenuButton={inDrawer}
        showLogo={!docked}
        onMenuButton={() => {
          setDrawerUsed(true);
          setDrawerOpen((open) => !open);
        }}
        onOpenCustomizer={() => {
          setCustomizerUsed(true);
          setCustomizerOpen(true);
        }}
      />
      {large && variant.orientation === 'horizontal' && (
        <HorizontalMenu menu={menu} tone={variant.menuBarTone ?? 'default'} />
      )}
      <div className="umj-main">
        <main id="umj-main" className="umj-content" tabIndex={-1}>
          <RouteTransition transition={settings.routeTransition} />
        </main>
        {settings.showFooter && <AppFooter />}
      </div>
      <Suspense fallback={null}>
        {drawerUsed && (
          <Sidebar
            visible={inDrawer && drawerOpen}
            onHide={() => setDrawerOpen(false)}
            position={document.documentElement.dir === 'rtl' ? 'right' : 'left'}
            className="umj-drawer"
            aria-label={t('menu.label')}
            showCloseIcon
          >
            <AppSidebar
              menu={menu}
              showUserPanel={variant.userPanel === 'sidebar'}
              narrow={false}
              onNavigate={() => setDrawerOpen(false)}
            />
          </Sidebar>
        )}
        {customizerUsed && (
          <ThemeCustomizer visible={customizerOpen} onHide={() => setCustomizerOpen(false)} />
        )}
      </Suspense>
    </div>
  );
}
