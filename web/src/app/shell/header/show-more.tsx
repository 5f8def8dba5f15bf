// 'Show more' popup of the top bar on small screens (spec §2): the controls that do not fit.
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ShowMore({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const panel = useRef<OverlayPanel>(null);
  return (
    <>
      <button
        type="button"
        className="umj-header__icon-button"
        aria-label={t('header.showMore')}
        aria-haspopup="dialog"
        onClick={(event) => panel.current?.toggle(event)}
      >
        <i className="pi pi-ellipsis-v" aria-hidden="true" />
      </button>
      <OverlayPanel ref={panel} className="umj-show-more">
        <div className="umj-show-more__content">{children}</div>
      </OverlayPanel>
    </>
  );
}
