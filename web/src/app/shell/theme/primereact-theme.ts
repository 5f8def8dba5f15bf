// PrimeReact's own component theme, switched with the mode: Lara light for light and semi-dark
// content, Lara dark for dark. Both stylesheets are emitted as files and linked on demand.
import darkTheme from 'primereact/resources/themes/lara-dark-blue/theme.css?url';
import lightTheme from 'primereact/resources/themes/lara-light-blue/theme.css?url';
import type { Mode } from './theme-settings.ts';

const LINK_ID = 'primereact-theme';

export function primeThemeUrl(mode: Mode): string {
  return mode === 'dark' ? darkTheme : lightTheme;
}

/** Points the theme <link> (created first in <head>, so our own styles override it) at the mode's file. */
export function applyPrimeTheme(mode: Mode): void {
  const href = primeThemeUrl(mode);
  let link = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = LINK_ID;
    link.rel = 'stylesheet';
    document.head.prepend(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
