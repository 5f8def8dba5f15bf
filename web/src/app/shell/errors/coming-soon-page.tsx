// /error-pages/coming-soon, also shown by the routes whose screen is delivered by a later issue.
// honestly labelled — at a product path it names the screen that is coming (its menu title) and the path.
import { menuItemAt } from '@umj/shared/menu-navigation';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { menuTitle } from '../../../i18n/menu-title.ts';
import { ErrorFrame } from './error-frame.tsx';
import { HomeLink } from './home-link.tsx';

const OWN_PATH = '/error-pages/coming-soon';

export default function ComingSoonPage() {
  const { t } = useTranslation('errors');
  const { pathname } = useLocation();
  const atProductPath = pathname !== OWN_PATH;
  const item = atProductPath ? menuItemAt(pathname) : undefined;
  const screen = item ? menuTitle(t, item) : undefined;
  return (
    <ErrorFrame code="…" title={screen ? t('comingSoon.screenTitle', { screen }) : t('comingSoon.title')}>
      <p>{screen ? t('comingSoon.screenMessage', { screen, path: pathname }) : t('comingSoon.message')}</p>
      {atProductPath && !screen && (
        <p>
          <code>{pathname}</code>
        </p>
      )}
      <HomeLink />
    </ErrorFrame>
  );
}
