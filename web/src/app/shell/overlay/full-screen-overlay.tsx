// Full-screen overlay (docs/product-rules.md#screens): a loading indicator, a success or an error message from the app
// store, shown until closed.
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { appStore, useAppStore } from '../../../lib/app-store.ts';

export function FullScreenOverlay() {
  const overlay = useAppStore((s) => s.overlay);
  const { t } = useTranslation('shell');
  if (!overlay) return null;
  const icon = overlay.kind === 'success' ? 'pi pi-check-circle' : 'pi pi-exclamation-triangle';
  return (
    <div
      className={`umj-overlay umj-overlay--${overlay.kind}`}
      role={overlay.kind === 'error' ? 'alertdialog' : 'dialog'}
      aria-modal="true"
      aria-label={t(`overlay.${overlay.kind}`)}
    >
      <div className="umj-overlay__box">
        {overlay.kind === 'loading' ? (
          <ProgressSpinner aria-label={t('overlay.loading')} />
        ) : (
          <i className={`${icon} umj-overlay__icon`} aria-hidden="true" />
        )}
        <p>{overlay.message ?? t('overlay.loading')}</p>
        <Button
          type="button"
          label={t('overlay.close')}
          icon="pi pi-times"
          outlined
          onClick={() => appStore.closeOverlay()}
        />
      </div>
    </div>
  );
}
