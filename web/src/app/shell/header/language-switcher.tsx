// Language switcher (spec §1): French, English, Chinese, Spanish, Italian, Arabic (right-to-left).
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../i18n/index.ts';
import { dropdownLabel } from '../../../lib/dropdown-label.ts';

/** Each language named in itself, whatever the interface language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  fr: 'Français',
  en: 'English',
  zh: '中文',
  es: 'Español',
  it: 'Italiano',
  ar: 'العربية',
};

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const options = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
  return (
    <Dropdown
      value={i18n.resolvedLanguage ?? i18n.language}
      options={options}
      onChange={(e) => void i18n.changeLanguage(e.value as string)}
      {...dropdownLabel(t('language.label'))}
      className="umj-language"
      dropdownIcon="pi pi-globe"
    />
  );
}
