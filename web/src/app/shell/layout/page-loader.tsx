// Full-page loading indicator while the session or a route module loads.
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation('shell');
  return (
    <div className="umj-page-loader" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} aria-hidden="true" />
      <span className="umj-visually-hidden">{t('loading')}</span>
    </div>
  );
}
