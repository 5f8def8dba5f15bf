// Each language named in itself, whatever the interface language (the language switcher's options).
import type { Language } from '../../../i18n/index.ts';

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  fr: 'Français',
  en: 'English',
  zh: '中文',
  es: 'Español',
  it: 'Italiano',
  ar: 'العربية',
};
