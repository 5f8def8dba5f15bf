// Holds the theme settings (stored choices + URL overrides), persists the customizer's changes and
// applies them to the document: CSS variables, data attributes, direction and PrimeReact's theme.
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageDirection } from '../../../i18n/index.ts';
import { applyPrimeTheme } from './primereact-theme.ts';
import { documentDirection, themeVariables } from './theme-css.ts';
import { ThemeContext, type ThemeContextValue } from './theme-context.ts';
import {
  applyUrlOverrides,
  DEFAULT_THEME,
  readStoredTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  type ThemeSettings,
} from './theme-settings.ts';

function initialSettings(): ThemeSettings {
  return applyUrlOverrides(readStoredTheme(localStorage), window.location.search);
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<ThemeSettings>(initialSettings);
  const { i18n } = useTranslation();
  const language = i18n.language;
  const direction = documentDirection(settings, languageDirection(language));

  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeVariables(settings))) root.style.setProperty(name, value);
    root.dataset.mode = settings.mode;
    root.dataset.themeStyle = settings.themeStyle;
    root.dataset.header = settings.headerType;
    root.dir = direction;
    applyPrimeTheme(settings.mode);
    // The language handler of i18n/index.ts also writes dir: run again on every language change.
  }, [settings, direction, language]);

  const update = useCallback((change: Partial<ThemeSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      storeTheme(localStorage, next);
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    setSettings({ ...DEFAULT_THEME });
  }, []);

  const value = useMemo<ThemeContextValue>(() => ({ settings, update, reset }), [settings, update, reset]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
