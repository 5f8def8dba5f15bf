// The theme feature's public entry: the provider and its hook, the theme customizer panel, the
// navigation variants and the route transition the shell draws. Its style sheets (styles/*.css) are
// imported by main.tsx and the shell. Nothing else of this folder is imported from outside it.
export { ThemeProvider } from './theme-provider.tsx';
export { useTheme } from './theme-context.ts';
export { ThemeCustomizer } from './theme-customizer.tsx';
export { NAV_VARIANTS, type NavStyle, type NavVariant } from './nav-styles.ts';
export type { RouteTransition } from './theme-settings.ts';
