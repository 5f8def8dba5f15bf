// 'Show more' popup of the top bar on small screens (docs/product-rules.md#screens): the controls that do not fit. It closes
// when the page changes (e.g. the header search opened a file or the filtered list).
import { OverlayPanel } from 'primereact/overlaypanel';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HeaderIconButton } from './header-icon-button.tsx';

export function ShowMore({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const panel = useRef<OverlayPanel>(null);
  const location = useLocation();
  useEffect(() => {
    panel.current?.hide();
  }, [location.pathname, location.search]);
  return (
    <>
      <HeaderIconButton
        label={t('header.showMore')}
        icon="ellipsis-v"
        aria-haspopup="dialog"
        onClick={(event) => panel.current?.toggle(event)}
      />
      <OverlayPanel ref={panel} className="umj-show-more">
        <div className="umj-show-more__content">{children}</div>
      </OverlayPanel>
    </>
  );
}
