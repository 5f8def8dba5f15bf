// Footer, off by default (docs/product-rules.md#constants); fixed or fluid when turned on in the customizer.
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="umj-footer">
      <span>{t('footer.text', { year: new Date().getFullYear() })}</span>
    </footer>
  );
}
