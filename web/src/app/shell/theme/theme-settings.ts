// Theme settings of the customizer (docs/product-rules.md#shell-behaviour) with the defaults of docs/product-rules.md#constants, their
// storage and the URL query overrides (layout, mode, rtl, style).
import { NAV_STYLES, type NavStyle } from './nav-styles.ts';

export const THEME_STYLES = ['standard', 'modern'] as const;
export const MODES = ['light', 'semi-dark', 'dark'] as const;
export const LAYOUT_TYPES = ['full-width', 'boxed'] as const;
export const FOOTER_TYPES = ['fixed', 'fluid'] as const;
export const HEADER_TYPES = ['dark', 'light'] as const;
export const ROUTE_TRANSITIONS = ['none', 'fade', 'slideLeft', 'slideRight', 'slideUp', 'slideDown'] as const;

export type ThemeStyle = (typeof THEME_STYLES)[number];
export type Mode = (typeof MODES)[number];
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type FooterType = (typeof FOOTER_TYPES)[number];
export type HeaderType = (typeof HEADER_TYPES)[number];
export type RouteTransition = (typeof ROUTE_TRANSITIONS)[number];

export interface ThemeSettings {
  themeStyle: ThemeStyle;
  mode: Mode;
  primaryColor: string;
  secondaryColor: string;
  sidebarColor: string;
  rtl: boolean;
  navStyle: NavStyle;
  layoutType: LayoutType;
  footerType: FooterType;
  showFooter: boolean;
  headerType: HeaderType;
  routeTransition: RouteTransition;
}

/** docs/product-rules.md#constants theme defaults (ltr, semi-dark, mini-sidebar-toggle, full width, fluid footer off, dark header). */
export const DEFAULT_THEME: Readonly<ThemeSettings> = {
  themeStyle: 'standard',
  mode: 'semi-dark',
  primaryColor: '#005AAB',
  secondaryColor: '#F04F47',
  sidebarColor: '#313541',
  rtl: false,
  navStyle: 'mini-sidebar-toggle',
  layoutType: 'full-width',
  footerType: 'fluid',
  showFooter: false,
  headerType: 'dark',
  routeTransition: 'none',
};

/** docs/product-rules.md#constants page background of the light content area. */
export const PAGE_BACKGROUND = '#F4F7FE';

/** Choice (spec silent): the customizer's choices are kept in localStorage under this key. */
export const THEME_STORAGE_KEY = 'theme';

const COLOR = /^#[0-9a-fA-F]{6}$/;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

function color(value: unknown): string | undefined {
  return typeof value === 'string' && COLOR.test(value) ? value : undefined;
}

function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** Every known field of `raw` with a valid value over the defaults; anything else is ignored. */
export function sanitizeTheme(raw: unknown, base: Readonly<ThemeSettings> = DEFAULT_THEME): ThemeSettings {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    themeStyle: oneOf(THEME_STYLES, r.themeStyle) ?? base.themeStyle,
    mode: oneOf(MODES, r.mode) ?? base.mode,
    primaryColor: color(r.primaryColor) ?? base.primaryColor,
    secondaryColor: color(r.secondaryColor) ?? base.secondaryColor,
    sidebarColor: color(r.sidebarColor) ?? base.sidebarColor,
    rtl: bool(r.rtl) ?? base.rtl,
    navStyle: oneOf(NAV_STYLES, r.navStyle) ?? base.navStyle,
    layoutType: oneOf(LAYOUT_TYPES, r.layoutType) ?? base.layoutType,
    footerType: oneOf(FOOTER_TYPES, r.footerType) ?? base.footerType,
    showFooter: bool(r.showFooter) ?? base.showFooter,
    headerType: oneOf(HEADER_TYPES, r.headerType) ?? base.headerType,
    routeTransition: oneOf(ROUTE_TRANSITIONS, r.routeTransition) ?? base.routeTransition,
  };
}

export function readStoredTheme(storage: Pick<Storage, 'getItem'>): ThemeSettings {
  try {
    const raw = storage.getItem(THEME_STORAGE_KEY);
    return sanitizeTheme(raw ? JSON.parse(raw) : {});
  } catch {
    return { ...DEFAULT_THEME };
  }
}

export function storeTheme(storage: Pick<Storage, 'setItem'>, settings: ThemeSettings): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage unavailable: the choices last for this page only.
  }
}

/**
 * docs/product-rules.md#screens: the URL query can set layout, mode, rtl and style. Choices (spec silent on the values):
 * `layout` takes a navigation style (`?layout=drawer`) or a layout type (`?layout=boxed`); `mode`
 * light|semi-dark|dark; `rtl` true|false|1|0; `style` standard|modern. Invalid values are ignored.
 * The overrides apply to the current visit; they are stored only once the user changes the theme.
 */
export function applyUrlOverrides(settings: ThemeSettings, search: string): ThemeSettings {
  const query = new URLSearchParams(search);
  const next = { ...settings };
  const layout = query.get('layout');
  next.navStyle = oneOf(NAV_STYLES, layout) ?? next.navStyle;
  next.layoutType = oneOf(LAYOUT_TYPES, layout) ?? next.layoutType;
  next.mode = oneOf(MODES, query.get('mode')) ?? next.mode;
  next.themeStyle = oneOf(THEME_STYLES, query.get('style')) ?? next.themeStyle;
  const rtl = query.get('rtl');
  if (rtl === 'true' || rtl === '1') next.rtl = true;
  if (rtl === 'false' || rtl === '0') next.rtl = false;
  return next;
}
