// Language switcher (docs/product-rules.md#product): French, English, Chinese, Spanish, Italian, Arabic
// (right-to-left). PrimeReact's Dropdown: loaded after the page renders (language-switcher.tsx);
// `ouvrir`: its stand-in was clicked before it arrived, so it opens once mounted.
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../i18n/index.ts';
import { dropdownLabel } from '../../../lib/dropdown-label.ts';
import { GlobeIcon } from './globe-icon.tsx';
import { LANGUAGE_NAMES } from './language-names.ts';

export default function LanguageDropdown({ ouvrir = false }: { ouvrir?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const dropdown = useRef<Dropdown>(null);
  useEffect(() => {
    if (ouvrir) dropdown.current?.show();
  }, [ouvrir]);
  const options = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
  return (
    <Dropdown
      ref={dropdown}
      value={i18n.resolvedLanguage ?? i18n.language}
      options={options}
      onChange={(e) => void i18n.changeLanguage(e.value as string)}
      {...dropdownLabel(t('language.label'))}
      className="umj-language"
      dropdownIcon={<GlobeIcon className="p-dropdown-trigger-icon" />}
    />
  );
}
