// Navigation styles of docs/product-rules.md#screens (Shell behaviour), each described by a few options that the one set of
// layout pieces (header, sidebar, horizontal menu, content) reads, instead of one layout per style.
export const NAV_STYLES = [
  'standard',
  'default',
  'header-user',
  'header-user-mini',
  'mini-sidebar-toggle',
  'mini',
  'drawer',
  'bit-bucket',
  'horizontal-default',
  'horizontal-light-nav',
  'horizontal-dark-layout',
] as const;
export type NavStyle = (typeof NAV_STYLES)[number];

export interface NavVariant {
  /** Vertical: a side menu; horizontal: a menu bar under the header. */
  orientation: 'vertical' | 'horizontal';
  /**
   * full: always open; mini: icons only; miniToggle: narrow, expands on hover and by its toggle;
   * drawer: hidden, opened by the menu button at every width; bitBucket: an icon rail and a panel
   * that collapses; none: no side menu (horizontal styles).
   */
  sidebar: 'full' | 'mini' | 'miniToggle' | 'drawer' | 'bitBucket' | 'none';
  /** The header spans the full width above the side menu (else it sits beside it). */
  headerAboveSidebar: boolean;
  /** Where the user panel (avatar, name, menu) sits. */
  userPanel: 'sidebar' | 'header';
  /** Colour of the horizontal menu bar. */
  menuBarTone?: 'default' | 'light' | 'dark';
}

export const NAV_VARIANTS: Readonly<Record<NavStyle, NavVariant>> = {
  standard: { orientation: 'vertical', sidebar: 'full', headerAboveSidebar: true, userPanel: 'sidebar' },
  default: { orientation: 'vertical', sidebar: 'full', headerAboveSidebar: false, userPanel: 'sidebar' },
  'header-user': { orientation: 'vertical', sidebar: 'full', headerAboveSidebar: false, userPanel: 'header' },
  'header-user-mini': {
    orientation: 'vertical',
    sidebar: 'mini',
    headerAboveSidebar: false,
    userPanel: 'header',
  },
  'mini-sidebar-toggle': {
    orientation: 'vertical',
    sidebar: 'miniToggle',
    headerAboveSidebar: false,
    userPanel: 'sidebar',
  },
  // Unlike header-user-mini, the (compact) user panel stays in the narrow sidebar.
  mini: { orientation: 'vertical', sidebar: 'mini', headerAboveSidebar: false, userPanel: 'sidebar' },
  drawer: { orientation: 'vertical', sidebar: 'drawer', headerAboveSidebar: true, userPanel: 'header' },
  'bit-bucket': {
    orientation: 'vertical',
    sidebar: 'bitBucket',
    headerAboveSidebar: false,
    userPanel: 'sidebar',
  },
  'horizontal-default': {
    orientation: 'horizontal',
    sidebar: 'none',
    headerAboveSidebar: true,
    userPanel: 'header',
    menuBarTone: 'default',
  },
  'horizontal-light-nav': {
    orientation: 'horizontal',
    sidebar: 'none',
    headerAboveSidebar: true,
    userPanel: 'header',
    menuBarTone: 'light',
  },
  'horizontal-dark-layout': {
    orientation: 'horizontal',
    sidebar: 'none',
    headerAboveSidebar: true,
    userPanel: 'header',
    menuBarTone: 'dark',
  },
};
