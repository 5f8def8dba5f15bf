// /error-pages/error-500 (docs/product-rules.md#errors).
import { useTranslation } from 'react-i18next';
import { ErrorFrame } from './error-frame.tsx';
import { HomeLink } from './home-link.tsx';

export default function Error500Page() {
  const { t } = useTranslation('errors');
  return (
    <ErrorFrame code="500" title={t('serverError.title')}>
      <HomeLink />
    </ErrorFrame>
  );
}
