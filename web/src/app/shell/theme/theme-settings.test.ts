import { describe, expect, it } from 'vitest';
import { fondPourTexteBlanc, themeVariables } from './theme-css.ts';
import { applyUrlOverrides, DEFAULT_THEME, readStoredTheme, storeTheme } from './theme-settings.ts';

describe('theme settings', () => {
  it('constants, defaults: semi-dark, mini-sidebar-toggle, full width, dark header, no route animation, footer off', () => {
    expect(readStoredTheme(localStorage)).toEqual({
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
    });
  });

  it('constants, semi-dark: dark sidebar #313541 over the #F4F7FE page; dark mode uses the dark palette', () => {
    const semiDark = themeVariables(DEFAULT_THEME);
    expect(semiDark['--umj-sidebar-bg']).toBe('#313541');
    expect(semiDark['--umj-page-bg']).toBe('#F4F7FE');
    expect(semiDark['--umj-paper']).toBe('#FFFFFF');
    const dark = themeVariables({ ...DEFAULT_THEME, mode: 'dark' });
    expect(dark['--umj-paper']).toBe('#313541');
    expect(dark['--umj-page-bg']).toBe('#393D4B');
    expect(themeVariables({ ...DEFAULT_THEME, themeStyle: 'modern' })['--umj-card-radius']).toBe('30px');
  });

  it('the badges under white text get the secondary colour darkened to a 4.5:1 contrast (WCAG AA), a dark one as it is', () => {
    // #F04F47 has 3.5:1 under white; 90 % of it has 4.3:1, 85 % (#cc433c) 4.7:1: the lightest that passes.
    expect(fondPourTexteBlanc('#F04F47')).toBe('#cc433c');
    expect(themeVariables(DEFAULT_THEME)['--umj-secondary-sous-texte']).toBe('#cc433c');
    expect(fondPourTexteBlanc('#005AAB')).toBe('#005aab');
    expect(fondPourTexteBlanc('#FFFF00')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('screens: the URL query sets layout, mode, rtl and style; invalid values are ignored', () => {
    const next = applyUrlOverrides(DEFAULT_THEME, '?layout=drawer&mode=dark&rtl=true&style=modern');
    expect(next).toMatchObject({ navStyle: 'drawer', mode: 'dark', rtl: true, themeStyle: 'modern' });
    expect(applyUrlOverrides(DEFAULT_THEME, '?layout=boxed').layoutType).toBe('boxed');
    expect(applyUrlOverrides(DEFAULT_THEME, '?mode=purple&layout=nowhere&style=x&rtl=maybe')).toEqual(
      DEFAULT_THEME,
    );
  });

  it('screens, choices persist: stored settings are read back, corrupt values fall back to the defaults', () => {
    storeTheme(localStorage, { ...DEFAULT_THEME, mode: 'light', primaryColor: '#123456' });
    expect(readStoredTheme(localStorage)).toMatchObject({ mode: 'light', primaryColor: '#123456' });
    localStorage.setItem('theme', JSON.stringify({ mode: 'neon', primaryColor: 'red' }));
    expect(readStoredTheme(localStorage)).toEqual(DEFAULT_THEME);
    localStorage.setItem('theme', '{not json');
    expect(readStoredTheme(localStorage)).toEqual(DEFAULT_THEME);
  });
});
