// The header's office selector as the shell shows it: PrimeReact's MultiSelect (bureaux-selector.tsx) is
// a chunk loaded after the screen renders; until then a box of the same look and size holds its place
// (no layout shift, nothing to choose yet).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BureauxSelectorProps } from './bureaux-selector.tsx';

const Selector = lazy(() => import('./bureaux-selector.tsx').then((m) => ({ default: m.BureauxSelector })));

function BureauxPlaceholder() {
  const { t } = useTranslation('shell');
  return (
    <div className="umj-bureaux" aria-hidden="true">
      <span className="p-multiselect p-component p-inputwrapper umj-bureaux__select">
        <span className="p-multiselect-label-container">
          <span className="p-multiselect-label p-placeholder">{t('bureaux.placeholder')}</span>
        </span>
        <span className="p-multiselect-trigger">
          <span className="p-multiselect-trigger-icon pi pi-chevron-down" />
        </span>
      </span>
    </div>
  );
}

export function BureauxSelector(props: BureauxSelectorProps) {
  return (
    <Suspense fallback={<BureauxPlaceholder />}>
      <Selector {...props} />
    </Suspense>
  );
}
