// /error-pages/maintenance.
import { useTranslation } from 'react-i18next';
import { ErrorFrame } from './error-frame.tsx';

export default function MaintenancePage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorFrame code="⚙" title={t('maintenance.title')}>
      <p>{t('maintenance.message')}</p>
    </ErrorFrame>
  );
}
