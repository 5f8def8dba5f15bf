// The theme widget's public entry: the provider and its hook, the theme customizer panel, the
// navigation variants and the route transition the shell draws. The style sheets it themes are the
// app's (src/styles/, imported by main.tsx) and the shell's (header/header.css, menu/menu.css).
// Nothing else of this folder is imported from outside it.
// The customizer (its dropdowns, select buttons and sidebar) loads when the shell first opens it, not
// with the provider every public page needs (tests/e2e/platform/first-route.test.ts).
import { lazy } from 'react';

export { ThemeProvider } from './theme-provider.tsx';
export { useTheme } from './theme-context.ts';
export const ThemeCustomizer = lazy(() =>
  import('./theme-customizer.tsx').then((module) => ({ default: module.ThemeCustomizer })),
);
export { NAV_VARIANTS, type NavStyle, type NavVariant } from './nav-styles.ts';
export type { RouteTransition } from './theme-settings.ts';
