// /error-pages/coming-soon, also shown by routes whose screen is delivered by a later issue.
import { useTranslation } from 'react-i18next';
import { ErrorFrame } from './error-frame.tsx';
import { HomeLink } from './home-link.tsx';

export default function ComingSoonPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorFrame code="…" title={t('comingSoon.title')}>
      <p>{t('comingSoon.message')}</p>
      <HomeLink />
    </ErrorFrame>
  );
}
