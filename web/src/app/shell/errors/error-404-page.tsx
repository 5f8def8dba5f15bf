// /error-pages/error-404 (docs/product-rules.md#screens, docs/product-rules.md#errors): accepts a `role` (role=unknown: no role home) or `url` query.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorFrame } from './error-frame.tsx';
import { HomeLink } from './home-link.tsx';

export default function Error404Page() {
  const { t } = useTranslation('errors');
  const [params] = useSearchParams();
  const url = params.get('url');
  const role = params.get('role');
  return (
    <ErrorFrame code="404" title={t('notFound.title')}>
      {url && (
        <p>
          {t('notFound.url')} <code>{url}</code>
        </p>
      )}
      {role && <p>{role === 'unknown' ? t('notFound.roleUnknown') : t('notFound.role', { role })}</p>}
      <HomeLink />
    </ErrorFrame>
  );
}
