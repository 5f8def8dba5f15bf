// The language switcher of the header and of the signed-out pages: its dropdown
// (language-dropdown.tsx, PrimeReact's Dropdown) is a chunk loaded once the page has shown its data or at
// the user's first action; until then a button of the same look and size holds its place (no layout
// shift), and a click on it opens the dropdown as soon as it arrives (ControleDiffere,
// lib/premier-affichage/differe.tsx).
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/index.ts';
import {
  BoutonSubstitut,
  ControleDiffere,
  composantDiffere,
} from '../../../lib/premier-affichage/differe.tsx';
import { GlobeIcon } from './globe-icon.tsx';
import { LANGUAGE_NAMES } from './language-names.ts';

const LanguageDropdown = composantDiffere(() => import('./language-dropdown.tsx').then((m) => m.default));

function LanguagePlaceholder({ onOuvrir }: { onOuvrir(): void }) {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const nom = isLanguage(language) ? LANGUAGE_NAMES[language] : language;
  return (
    <BoutonSubstitut
      controle="dropdown"
      className="umj-language umj-language--attente"
      // The visible text within the name (WCAG 2.5.3, axe label-content-name-mismatch).
      nom={`${t('language.label')} : ${nom}`}
      texte={nom}
      icone={<GlobeIcon className="p-dropdown-trigger-icon" />}
      onOuvrir={onOuvrir}
    />
  );
}

export function LanguageSwitcher() {
  return (
    <ControleDiffere
      substitut={(ouvrir) => <LanguagePlaceholder onOuvrir={ouvrir} />}
      controle={(ouvrir) => <LanguageDropdown ouvrir={ouvrir} />}
    />
  );
}
