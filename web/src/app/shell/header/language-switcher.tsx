// The language switcher of the header and of the signed-out pages: its dropdown
// (language-dropdown.tsx, PrimeReact's Dropdown) is a chunk loaded once the page has shown its data or at
// the user's first action (lib/apres-affichage.ts); until then a placeholder of the same look and size
// holds its place (no layout shift, nothing to choose yet).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/index.ts';
import { GlobeIcon } from './globe-icon.tsx';
import { LANGUAGE_NAMES } from './language-names.ts';
import { differer } from '../../../lib/apres-affichage.ts';

const LanguageDropdown = lazy(differer(() => import('./language-dropdown.tsx')));

function LanguagePlaceholder() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <span className="p-dropdown p-component umj-language" aria-hidden="true">
      <span className="p-dropdown-label p-inputtext">
        {isLanguage(language) ? LANGUAGE_NAMES[language] : language}
      </span>
      <span className="p-dropdown-trigger">
        <GlobeIcon className="p-dropdown-trigger-icon" />
      </span>
    </span>
  );
}

export function LanguageSwitcher() {
  return (
    <Suspense fallback={<LanguagePlaceholder />}>
      <LanguageDropdown />
    </Suspense>
  );
}
