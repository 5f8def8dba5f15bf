// Root component: providers around the router.
import { useTranslation } from 'react-i18next';

export function App() {
  const { t } = useTranslation('shell');
  return <p>{t('loading')}</p>;
}
