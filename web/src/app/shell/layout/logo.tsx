// The product's logo: a cross in the primary colour and the name (its accessible name starts with the
// visible name, WCAG 2.5.3).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function Logo({ compact = false, to = '/initialUrl' }: { compact?: boolean; to?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Link to={to} className="umj-logo" aria-label={`${t('appName')} – ${t('logo.home')}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--umj-primary)" />
        <path d="M14 7h4v7h7v4h-7v7h-4v-7H7v-4h7z" fill="#fff" />
        <circle cx="25" cy="7" r="3" fill="var(--umj-secondary)" />
      </svg>
      {!compact && <span className="umj-logo__text">{t('appName')}</span>}
    </Link>
  );
}
