import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** "Back to home": the root redirects to the right place (sign-in page or the role home). */
export function HomeLink() {
  const { t } = useTranslation('errors');
  return (
    <Link to="/" className="p-button p-component umj-error-action">
      {t('backHome')}
    </Link>
  );
}
