// The theme context: current settings and the customizer's update/reset actions.
import { createContext, useContext } from 'react';
import type { ThemeSettings } from './theme-settings.ts';

export interface ThemeContextValue {
  settings: ThemeSettings;
  update(change: Partial<ThemeSettings>): void;
  reset(): void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme doit être utilisé dans ThemeProvider');
  return value;
}
