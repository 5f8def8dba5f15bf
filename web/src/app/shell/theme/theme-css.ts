// CSS custom properties of a theme (docs/product-rules.md#constants palette and radii): the stylesheet reads only these.
import { contraste } from '../../../lib/couleurs.ts';
import { PAGE_BACKGROUND, type ThemeSettings } from './theme-settings.ts';

/** docs/product-rules.md#constants palette: dark paper #313541, default #393D4B; light paper #FFFFFF, default #f3f4f6. */
export const PALETTE = {
  dark: {
    paper: '#313541',
    default: '#393D4B',
    text: '#E8E9EE',
    textSecondary: '#A9ADBC',
    border: '#444858',
  },
  light: {
    paper: '#FFFFFF',
    default: '#f3f4f6',
    text: '#2B2F3A',
    textSecondary: '#6B7280',
    border: '#E3E7EF',
  },
} as const;

/** docs/product-rules.md#constants: card radius standard 4, modern 30; modern extra radius 20. */
export const RADII = {
  standard: { card: '4px', extra: '8px' },
  modern: { card: '30px', extra: '20px' },
} as const;

/**
 * The colour darkened (towards black, by steps of 5 %) until white text on it has WCAG AA's contrast of
 * 4.5:1 (small text: the header's badges); the colour itself when it already has.
 */
export function fondPourTexteBlanc(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  const canaux = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  for (let part = 1; part > 0; part -= 0.05) {
    const sombre = `#${canaux
      .map((c) =>
        Math.round(c * part)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (contraste(sombre, '#ffffff') >= 4.5) return sombre;
  }
  return '#000000';
}

export function themeVariables(settings: ThemeSettings): Record<string, string> {
  const dark = settings.mode === 'dark';
  const content = dark ? PALETTE.dark : PALETTE.light;
  const sidebarDark = settings.mode !== 'light';
  const headerDark = settings.headerType === 'dark';
  const radii = RADII[settings.themeStyle];
  return {
    '--umj-primary': settings.primaryColor,
    '--umj-secondary': settings.secondaryColor,
    '--umj-secondary-sous-texte': fondPourTexteBlanc(settings.secondaryColor),
    '--umj-page-bg': dark ? PALETTE.dark.default : PAGE_BACKGROUND,
    '--umj-paper': content.paper,
    '--umj-text': content.text,
    '--umj-text-secondary': content.textSecondary,
    '--umj-border': content.border,
    '--umj-sidebar-bg': sidebarDark ? settings.sidebarColor : PALETTE.light.paper,
    '--umj-sidebar-text': sidebarDark ? PALETTE.dark.text : PALETTE.light.text,
    '--umj-sidebar-text-secondary': sidebarDark ? PALETTE.dark.textSecondary : PALETTE.light.textSecondary,
    '--umj-header-bg': headerDark ? (dark ? PALETTE.dark.paper : settings.primaryColor) : content.paper,
    '--umj-header-text': headerDark ? '#FFFFFF' : content.text,
    '--umj-card-radius': radii.card,
    '--umj-radius-extra': radii.extra,
    '--primary-color': settings.primaryColor,
    '--primary-color-text': '#FFFFFF',
    '--font-family': "'Poppins', 'Poppins Fallback', sans-serif",
  };
}

/** docs/product-rules.md#constants: right-to-left when chosen in the customizer or when the language is right-to-left. */
export function documentDirection(
  settings: Pick<ThemeSettings, 'rtl'>,
  languageDir: 'ltr' | 'rtl',
): 'ltr' | 'rtl' {
  return settings.rtl || languageDir === 'rtl' ? 'rtl' : 'ltr';
}
