// The links under a sign-in card (to the other public account pages).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function AuthLinks({ links }: { links: readonly (readonly [to: string, label: string])[] }) {
  const { t } = useTranslation('auth');
  return (
    <nav className="umj-auth-links" aria-label={t('links.label')}>
      {links.map(([to, label]) => (
        <Link key={to} to={to}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
