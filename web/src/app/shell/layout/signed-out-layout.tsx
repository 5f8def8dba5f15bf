// Signed-out layout (docs/product-rules.md#screens): the routed page over the authentication background image, in the
// page's one <main> landmark (the pages themselves are sections, as inside the signed-in shell).
// The language switcher (PrimeReact's Dropdown) loads after the page's first render (first
// load): until then the current language shows in its place, in the same box.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import background from '../../../assets/auth-background.svg';
import { isLanguage } from '../../../i18n/index.ts';
import { LANGUAGE_NAMES } from '../header/language-names.ts';

const LanguageSwitcher = lazy(() =>
  import('../header/language-switcher.tsx').then((m) => ({ default: m.LanguageSwitcher })),
);

/** The switcher's look while it loads (not a control: nothing to choose yet). */
function LanguagePlaceholder() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <span className="p-dropdown p-component umj-language" aria-hidden="true">
      <span className="p-dropdown-label p-inputtext">
        {isLanguage(language) ? LANGUAGE_NAMES[language] : language}
      </span>
      <span className="p-dropdown-trigger">
        <span className="p-dropdown-trigger-icon pi pi-globe" />
      </span>
    </span>
  );
}

export function SignedOutLayout() {
  return (
    <div className="umj-auth-layout" style={{ backgroundImage: `url(${JSON.stringify(background)})` }}>
      <div className="umj-auth-layout__language">
        <Suspense fallback={<LanguagePlaceholder />}>
          <LanguageSwitcher />
        </Suspense>
      </div>
      <main className="umj-auth-layout__content">
        <Outlet />
      </main>
    </div>
  );
}
